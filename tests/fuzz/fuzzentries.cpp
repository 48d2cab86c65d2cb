#include "fuzzentries.h"
#include "estimator/modelfields.h"
#include "jsonparse.h"
#include "modelconfig.h"

#include <QCryptographicHash>
#include <QtEndian>

#include <cmath>

#include "calibration.h"
#include "catalogsources.h"
#include "estimator/csv.h"
#include "importers.h"
#include "library.h"
#include "library_p.h"
#include "presets.h"
#include "pricerefresh.h"
#include "scenario.h"

#include <cstdio>
#include <cstdlib>
#include <string>

namespace gpuplanner::fuzz {

namespace {

[[noreturn]] void setupFailed(const QString &what)
{
    std::fprintf(stderr, "fuzz setup: %s\n", qPrintable(what));
    std::abort();
}

const PresetLibrary &presets()
{
    static const PresetLibrary library = [] {
        PresetLibrary p;
        if (!p.load())
            setupFailed(p.errorString());
        return p;
    }();
    return library;
}

// The catalog the importers check references against: the shipped text sources.
const Catalog &catalog()
{
    static const Catalog known = [] {
        CatalogData data;
        QString error;
        // GP_FUZZ_SOURCE_DIR: the checkout when the binary runs away from where it was built.
        const QString root =
            qEnvironmentVariable("GP_FUZZ_SOURCE_DIR", QStringLiteral(GP_SOURCE_DIR));
        if (!readCatalogSources(root + QStringLiteral("/resources/catalog"), &data, &error))
            setupFailed(error);
        return Catalog(std::move(data));
    }();
    return known;
}

// What saving or sharing an accepted scenario does with it.
void writeBack(const Scenario &s)
{
    (void)scenarioToJson(s).dump(2);
    (void)shareCode(s);
}

bool feedScenario(const QByteArray &bytes, QString *error)
{
    const auto s = scenarioFromBytes(bytes, QStringLiteral("fuzz.gpuplan.json"), presets(), error);
    if (!s)
        return false;
    writeBack(*s);
    return true;
}

bool feedShareCode(const QByteArray &bytes, QString *error)
{
    const auto s = scenarioFromShareCode(QString::fromUtf8(bytes), presets(), error);
    if (!s)
        return false;
    writeBack(*s);
    return true;
}

bool feedImport(const QByteArray &bytes, ImportFormat format, const char *fileName, QString *error)
{
    ImportOptions options;
    options.format = format;
    options.asOf = "2025-04-01";
    // A request that is in the catalog, as in tests/data/import/price-good.
    options.price = PriceRequest{"cn-hangzhou", "ecs.gn7i-c8g1.2xlarge", PricingMode::PayAsYouGo,
                                 PriceUnit::Hour, 1};
    return importContent(bytes, QString::fromLatin1(fileName), catalog(), options, error)
        .has_value();
}

bool feedInstanceTypes(const QByteArray &bytes, QString *error)
{
    return feedImport(bytes, ImportFormat::InstanceTypesJson, "types.json", error);
}

bool feedDescribePrice(const QByteArray &bytes, QString *error)
{
    return feedImport(bytes, ImportFormat::PriceJson, "price.json", error);
}

bool feedSpotAdvice(const QByteArray &bytes, QString *error)
{
    return feedImport(bytes, ImportFormat::SpotAdviceJson, "spot.json", error);
}

bool feedPriceCsv(const QByteArray &bytes, QString *error)
{
    return feedImport(bytes, ImportFormat::PriceCsv, "prices.csv", error);
}

// A DescribeAvailableResource answer (the live refresh's stock per zone), for the types of
// the shipped catalog; what it accepts names a known type, the region and a zone.
bool feedAvailableResource(const QByteArray &bytes, QString *error)
{
    const auto stock = parseAvailableResource(bytes, catalog(), "cn-hangzhou", {}, error);
    if (!stock)
        return false;
    for (const ZoneStock &z : *stock) {
        if (!catalog().type(z.instanceTypeId) || z.regionId != "cn-hangzhou" || z.zoneId.empty())
            std::abort(); // a row the catalog would store that names nothing it knows
    }
    return true;
}

bool feedCsv(const QByteArray &bytes, QString *error)
{
    std::string why;
    const auto table = parseCsv(std::string_view(bytes.constData(), bytes.size()), &why);
    if (!table) {
        *error = QString::fromStdString(why);
        return false;
    }
    for (const auto &record : table->records)
        (void)csvLine(record.fields);
    return true;
}

bool feedCalibration(const QByteArray &bytes, QString *error)
{
    const auto result =
        validateEstimates(bytes, QStringLiteral("calibration.csv"), presets(), error);
    if (!result)
        return false;
    (void)formatCalibrationCsv(*result, true);
    return true;
}

// A model's config.json (models/modelconfig.*): what it accepts is a model the estimator can
// work with: positive finite parameter counts, every registry field inside its validation
// row, a finite KV cache and a finite estimate.
bool feedModelConfig(const QByteArray &bytes, QString *error)
{
    const auto doc = parseJsonSafely(std::string_view(bytes.constData(), bytes.size()), error);
    if (!doc)
        return false;
    const auto config = modelFromConfig(*doc, QStringLiteral("config.json"), nullptr, error);
    if (!config)
        return false;
    const ModelSpec &m = config->spec;
    if (!(m.paramsB > 0) || !std::isfinite(m.paramsB) || !std::isfinite(m.activeParamsB))
        std::abort();
    for (const ModelField &f : modelFields()) {
        if (f.key != "params_b" && f.key != "active_params_b" &&
            limits::check(f.limit, f.get(m), f.key))
            std::abort(); // a field outside its row got through
    }
    if (!std::isfinite(m.kvElementsPerSequence(4096, 8)))
        std::abort();
    Workload w;
    applyModelConfig(*config, w);
    w.promptLen = 512;
    w.outputLen = 128;
    if (!std::isfinite(estimateMemory(w).perGpu.totalGib))
        std::abort();
    return true;
}

// The library's index cache and journal (models/library/libraryindex.cpp) are read for this folder.
const QString kLibraryFolder = QStringLiteral("/tmp/gp-fuzz-library");

// What every record read from a cache or journal must be: a plain file name in the folder,
// and one that writes back and reads again as itself.
void checkRecords(const QHash<QString, librarydetail::Record> &records)
{
    for (auto it = records.cbegin(); it != records.cend(); ++it) {
        const librarydetail::Record &r = *it;
        if (r.entry.fileName.isEmpty() || r.entry.fileName.contains(QLatin1Char('/')) ||
            r.entry.fileName != it.key() ||
            r.entry.path != kLibraryFolder + QLatin1Char('/') + r.entry.fileName)
            std::abort();
        QByteArray bytes;
        {
            QDataStream out(&bytes, QIODevice::WriteOnly);
            out.setVersion(QDataStream::Qt_6_4);
            librarydetail::writeRecord(out, r);
        }
        QDataStream in(bytes);
        in.setVersion(QDataStream::Qt_6_4);
        librarydetail::Record again;
        if (!librarydetail::readRecord(in, again) || !in.atEnd() ||
            again.entry.fileName != r.entry.fileName || again.key != r.key)
            std::abort(); // what was accepted does not survive the next save
    }
}

// An index cache: the bytes are its body, and the SHA-256 that ends a cache file is
// appended here (a mutation would almost never match it, and nothing past it would run).
bool feedLibraryCache(const QByteArray &bytes, QString *error)
{
    const QByteArray file = bytes + QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
    const librarydetail::CacheRead read = librarydetail::readCacheBytes(file, kLibraryFolder);
    if (!read.problem.isEmpty()) {
        *error = read.problem;
        return false;
    }
    checkRecords(read.records);
    return true;
}

// A journal after a cache of two entries: the bytes are its records, each a big-endian
// 16-bit length and the record; the header and each record's checksum are made here (a
// tail shorter than its length goes in as it is: a journal cut short). A first byte 'R'
// hands the rest over raw, checksums and all.
bool feedLibraryJournal(const QByteArray &bytes, QString *error)
{
    const QByteArray cacheId(32, '\x5a');
    QByteArray journal = librarydetail::journalHeader(cacheId);
    if (bytes.startsWith('R')) {
        journal += bytes.mid(1);
    } else {
        qsizetype at = 0;
        while (at + 2 <= bytes.size()) {
            const qsizetype length = qFromBigEndian<quint16>(bytes.constData() + at);
            at += 2;
            if (length > bytes.size() - at) {
                journal += bytes.mid(at);
                break;
            }
            journal += librarydetail::journalRecord(bytes.mid(at, length));
            at += length;
        }
    }
    QHash<QString, librarydetail::Record> records;
    for (const char *name : {"a.gpuplan.json", "b.gpuplan.json"}) {
        librarydetail::Record r;
        r.entry.fileName = QString::fromLatin1(name);
        r.entry.path = kLibraryFolder + QLatin1Char('/') + r.entry.fileName;
        records.insert(r.entry.fileName, r);
    }
    const librarydetail::JournalRead read =
        librarydetail::applyJournalBytes(journal, cacheId, kLibraryFolder, &records);
    if (read.bytes > journal.size() || read.entries < 0)
        std::abort();
    checkRecords(records);
    if (!read.problem.isEmpty()) {
        *error = read.problem;
        return false;
    }
    return true;
}

} // namespace

const std::vector<Target> &targets()
{
    static const std::vector<Target> all = {
        {"fuzz_scenario", feedScenario},
        {"fuzz_instance_types", feedInstanceTypes},
        {"fuzz_describe_price", feedDescribePrice},
        {"fuzz_spot_advice", feedSpotAdvice},
        {"fuzz_price_csv", feedPriceCsv},
        {"fuzz_share_code", feedShareCode},
        {"fuzz_csv", feedCsv},
        {"fuzz_calibration", feedCalibration},
        {"fuzz_available_resource", feedAvailableResource},
        {"fuzz_model_config", feedModelConfig},
        {"fuzz_library_cache", feedLibraryCache},
        {"fuzz_library_journal", feedLibraryJournal},
    };
    return all;
}

Feed feedOf(const QString &name)
{
    for (const Target &t : targets()) {
        if (name == QLatin1String(t.name))
            return t.feed;
    }
    return nullptr;
}

int run(const char *name, const std::uint8_t *data, std::size_t size)
{
    static const Feed feed = feedOf(QString::fromLatin1(name));
    if (!feed)
        setupFailed(QStringLiteral("no fuzz target %1").arg(QString::fromLatin1(name)));
    QString error;
    (void)feed(
        QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size)),
        &error);
    return 0;
}

} // namespace gpuplanner::fuzz
