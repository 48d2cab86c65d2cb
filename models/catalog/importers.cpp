#include "importers.h"

#include "importbatch.h"
#include "inputlabels.h"

#include "catalogsources.h"
#include "estimator/limits.h"
#include "jsonparse.h"
#include "limitswording.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <cmath>
#include <map>
#include <set>

namespace gpuplanner {

namespace {

using nlohmann::json;

// Thrown inside this file only, caught at the file boundary and turned into a message.
struct ImportError {
    QString where;
    QString problem;
};

[[noreturn]] void fail(const QString &where, const QString &problem)
{
    throw ImportError{where, problem};
}

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

const json &member(const json &object, const QString &path, const char *key)
{
    if (!object.is_object())
        fail(path, QCoreApplication::translate("Importers", "expected an object"));
    const auto it = object.find(key);
    if (it == object.end())
        fail(path.isEmpty() ? QString::fromUtf8(key)
                            : path + QLatin1Char('.') + QString::fromUtf8(key),
             QCoreApplication::translate("Importers", "missing"));
    return *it;
}

QString join(const QString &path, const char *key)
{
    return path.isEmpty() ? QString::fromUtf8(key)
                          : path + QLatin1Char('.') + QString::fromUtf8(key);
}

const json *optionalMember(const json &object, const char *key)
{
    const auto it = object.find(key);
    return it == object.end() || it->is_null() ? nullptr : &*it;
}

// Alibaba's JSON carries numbers, but some tools save them as strings.
// NaN and infinity (as text: "nan", "inf") are never a number here.
double asNumber(const json &value, const QString &where)
{
    if (value.is_number()) {
        const double v = value.get<double>();
        if (std::isfinite(v))
            return v;
    }
    if (value.is_string()) {
        bool ok = false;
        const double v = qs(value.get<std::string>()).toDouble(&ok);
        if (ok && std::isfinite(v))
            return v;
    }
    fail(where, QCoreApplication::translate("Importers", "expected a number, found %1")
                    .arg(qs(value.dump())));
}

// A value outside its row of the validation table (estimator/limits.h) fails the import.
void checkLimit(const char *field, double value, const QString &where)
{
    if (const auto problem = limitswording::fieldDetail(field, value))
        fail(where, *problem);
}

int asWholeNumber(const json &value, const QString &where)
{
    const double v = asNumber(value, where);
    if (v != std::floor(v) || v < 0 || v > 1e7)
        fail(where, QCoreApplication::translate("Importers", "expected a whole number, found %1")
                        .arg(qs(value.dump())));
    return static_cast<int>(v);
}

std::string asString(const json &value, const QString &where)
{
    if (!value.is_string())
        fail(where, QCoreApplication::translate("Importers", "expected text, found %1")
                        .arg(qs(value.dump())));
    return value.get<std::string>();
}

const json &asArray(const json &value, const QString &where)
{
    if (!value.is_array())
        fail(where, QCoreApplication::translate("Importers", "expected a list"));
    return value;
}

std::string stripEcs(std::string s)
{
    if (s.rfind("ecs.", 0) == 0)
        s.erase(0, 4);
    return s;
}

// Matches an API GPUSpec ("NVIDIA A10") to a GPU model: first a type of the catalog
// whose GPU label is the same text, then a GPU model of that name. "" when unknown.
std::string gpuModelFor(const std::string &spec, const Catalog &catalog)
{
    for (const InstanceType &t : catalog.types()) {
        if (t.gpuLabel == spec && !t.gpuModelId.empty())
            return t.gpuModelId;
    }
    for (const GpuModel &g : catalog.gpus()) {
        if (g.name == spec)
            return g.id;
    }
    return {};
}

// The GPU types of a DescribeInstanceTypes file (one page or several), by id, with where
// each was read: a type listed twice is kept once when both entries give the same facts and
// refused, naming both places, when they do not.
struct TypesRead {
    std::map<std::string, InstanceType> types;
    std::map<std::string, QString> at;   // where each type was first read
    std::set<std::string> skippedNonGpu; // ids: a type listed twice is skipped once
    int repeats = 0;                     // entries identical to an earlier one
};

void keepType(InstanceType t, const QString &at, TypesRead *out)
{
    const auto earlier = out->types.find(t.id);
    if (earlier == out->types.end()) {
        out->at[t.id] = at;
        const std::string id = t.id;
        out->types.emplace(id, std::move(t));
        return;
    }
    if (const char *fact = importdetail::differingFact(earlier->second, t))
        fail(join(at, fact),
             QCoreApplication::translate("Importers", "'%1' is listed again with a different value "
                                                      "(first at %2); keep one of the two entries")
                 .arg(qs(t.id), out->at[t.id]));
    ++out->repeats;
}

void parseInstanceTypesPage(const json &page, const QString &path, const Catalog &catalog,
                            const std::string &source, const std::string &asOf, TypesRead *out)
{
    const json &wrapper = member(page, path, "InstanceTypes");
    const QString listPath = join(join(path, "InstanceTypes"), "InstanceType");
    const json &list =
        asArray(member(wrapper, join(path, "InstanceTypes"), "InstanceType"), listPath);
    for (std::size_t i = 0; i < list.size(); ++i) {
        const json &item = list[i];
        const QString at = QStringLiteral("%1[%2]").arg(listPath).arg(i);
        if (!item.is_object())
            fail(at, QCoreApplication::translate("Importers", "expected an object"));
        const std::string id =
            asString(member(item, at, "InstanceTypeId"), join(at, "InstanceTypeId"));
        if (id.rfind("ecs.", 0) != 0)
            fail(
                join(at, "InstanceTypeId"),
                QCoreApplication::translate("Importers", "'%1' is not an ECS instance type (ecs.…)")
                    .arg(qs(id)));
        const int gpus = asWholeNumber(member(item, at, "GPUAmount"), join(at, "GPUAmount"));
        if (gpus == 0) {
            out->skippedNonGpu.insert(id);
            continue;
        }
        const InstanceType *existing = catalog.type(id);
        InstanceType t = existing ? *existing : InstanceType{};
        t.id = id;
        t.familyId = stripEcs(
            asString(member(item, at, "InstanceTypeFamily"), join(at, "InstanceTypeFamily")));
        if (t.familyId.empty())
            fail(join(at, "InstanceTypeFamily"),
                 QCoreApplication::translate("Importers", "must not be empty"));
        t.vcpu = asWholeNumber(member(item, at, "CpuCoreCount"), join(at, "CpuCoreCount"));
        t.memoryGib = asNumber(member(item, at, "MemorySize"), join(at, "MemorySize"));
        t.gpuCount = gpus;
        const double gpuMemory =
            asNumber(member(item, at, "GPUMemorySize"), join(at, "GPUMemorySize"));
        if (t.vcpu <= 0)
            fail(join(at, "CpuCoreCount"),
                 QCoreApplication::translate("Importers", "must be greater than 0"));
        if (!(t.memoryGib > 0))
            fail(join(at, "MemorySize"),
                 QCoreApplication::translate("Importers", "must be greater than 0"));
        if (!(gpuMemory > 0))
            fail(join(at, "GPUMemorySize"),
                 QCoreApplication::translate("Importers", "must be greater than 0 for a GPU type"));
        // One range check for every imported fact (estimator/limits.h): a type with 1e300
        // GiB per GPU would otherwise rank first for any model.
        checkLimit("catalog.gpu_memory_gib", gpuMemory, join(at, "GPUMemorySize"));
        checkLimit("catalog.gpu_count", gpus, join(at, "GPUAmount"));
        checkLimit("catalog.vcpu", t.vcpu, join(at, "CpuCoreCount"));
        checkLimit("catalog.memory_gib", t.memoryGib, join(at, "MemorySize"));
        t.gpuMemoryGib = gpuMemory;
        if (const json *spec = optionalMember(item, "GPUSpec")) {
            const std::string label = asString(*spec, join(at, "GPUSpec"));
            if (!existing) {
                t.gpuLabel = label;
                t.gpuModelId = gpuModelFor(label, catalog);
                const GpuModel *g = catalog.gpu(t.gpuModelId);
                if (g && g->memoryGib && std::abs(*g->memoryGib - gpuMemory) < 0.5)
                    t.gpuFraction = 1.0; // a whole card; a smaller amount is left undocumented
            }
        }
        if (const json *rx = optionalMember(item, "InstanceBandwidthRx")) {
            const double kbits = asNumber(*rx, join(at, "InstanceBandwidthRx"));
            if (kbits > 0)
                t.networkGbps = kbits / 1e6;
        }
        if (const json *eri = optionalMember(item, "EriQuantity")) {
            const int n = asWholeNumber(*eri, join(at, "EriQuantity"));
            if (n > 0 && t.rdma.empty())
                t.rdma = "eRDMA (ERI x " + std::to_string(n) + ")";
        }
        if (const json *amount = optionalMember(item, "LocalStorageAmount")) {
            const int n = asWholeNumber(*amount, join(at, "LocalStorageAmount"));
            if (n > 0) {
                const json *cap = optionalMember(item, "LocalStorageCapacity");
                const json *cat = optionalMember(item, "LocalStorageCategory");
                const double gib = cap ? asNumber(*cap, join(at, "LocalStorageCapacity")) : 0;
                t.localStorage =
                    std::to_string(n) + " x " + std::to_string(static_cast<long>(gib)) + " GiB" +
                    (cat ? " " + asString(*cat, join(at, "LocalStorageCategory")) : "");
            }
        }
        t.origin = Origin::Imported;
        t.asOf = asOf;
        if (!existing) {
            t.sourceUrl = source;
            t.notes = "Imported from DescribeInstanceTypes; interconnect and vGPU fraction are "
                      "not in the API and stay undocumented.";
        }
        // An existing type keeps its notes and source; origin and asOf say it was updated.
        keepType(std::move(t), at, out);
    }
}

std::vector<Price> parsePrice(const json &doc, const PriceRequest &req, const std::string &source,
                              const std::string &asOf)
{
    const json &info = member(doc, QString(), "PriceInfo");
    const json &price = member(info, QStringLiteral("PriceInfo"), "Price");
    const QString at = QStringLiteral("PriceInfo.Price");
    const std::string currency = asString(member(price, at, "Currency"), join(at, "Currency"));
    if (currency != "CNY" && currency != "USD")
        fail(join(at, "Currency"),
             QCoreApplication::translate("Importers", "'%1' is not CNY or USD").arg(qs(currency)));
    double trade = asNumber(member(price, at, "TradePrice"), join(at, "TradePrice"));
    std::optional<double> original;
    if (const json *o = optionalMember(price, "OriginalPrice"))
        original = asNumber(*o, join(at, "OriginalPrice"));
    if (req.mode == PricingMode::Reserved) {
        if (const json *r = optionalMember(price, "ReservedInstanceHourPrice")) {
            const double hourly = asNumber(*r, join(at, "ReservedInstanceHourPrice"));
            if (hourly > 0)
                trade = hourly * req.period * hoursPerUnit(req.unit);
        }
    }
    if (!(trade > 0))
        fail(join(at, "TradePrice"),
             QCoreApplication::translate("Importers", "%1 is not a price (must be greater than 0)")
                 .arg(trade));
    checkLimit("price.amount", trade / req.period, join(at, "TradePrice"));
    Price p;
    p.instanceTypeId = req.instanceTypeId;
    p.regionId = req.regionId;
    p.mode = req.mode;
    p.unit = req.unit;
    p.amount = trade / req.period;
    if (original && *original > 0)
        p.listAmount = *original / req.period;
    p.currency = currency;
    p.kind = PriceKind::Imported;
    p.source = source;
    p.asOf = asOf;
    p.origin = Origin::Imported;
    if (req.period > 1)
        p.notes = "DescribePrice for Period=" + std::to_string(req.period) + ", divided per " +
                  std::string(toString(req.unit));
    return {p};
}

std::vector<SpotAdvice> parseSpotAdvice(const json &doc, const Catalog &catalog,
                                        const std::string &source, const std::string &asOf,
                                        int *skipped)
{
    const std::string region =
        asString(member(doc, QString(), "RegionId"), QStringLiteral("RegionId"));
    if (!catalog.region(region))
        fail(
            QStringLiteral("RegionId"),
            QCoreApplication::translate("Importers", "'%1' is not a known region").arg(qs(region)));
    const json &zones = member(doc, QString(), "AvailableSpotZones");
    const QString zonesPath = QStringLiteral("AvailableSpotZones.AvailableSpotZone");
    const json &zoneList = asArray(
        member(zones, QStringLiteral("AvailableSpotZones"), "AvailableSpotZone"), zonesPath);
    std::vector<SpotAdvice> out;
    for (std::size_t z = 0; z < zoneList.size(); ++z) {
        const QString zat = QStringLiteral("%1[%2]").arg(zonesPath).arg(z);
        const json &zone = zoneList[z];
        const std::string zoneId = asString(member(zone, zat, "ZoneId"), join(zat, "ZoneId"));
        const json &res = member(zone, zat, "AvailableSpotResources");
        const QString rpath = join(join(zat, "AvailableSpotResources"), "AvailableSpotResource");
        const json &list = asArray(
            member(res, join(zat, "AvailableSpotResources"), "AvailableSpotResource"), rpath);
        for (std::size_t i = 0; i < list.size(); ++i) {
            const QString at = QStringLiteral("%1[%2]").arg(rpath).arg(i);
            const json &item = list[i];
            const std::string type =
                asString(member(item, at, "InstanceType"), join(at, "InstanceType"));
            const double discount =
                asNumber(member(item, at, "AverageSpotDiscount"), join(at, "AverageSpotDiscount"));
            if (!(discount >= 1 && discount <= 100))
                fail(join(at, "AverageSpotDiscount"),
                     QCoreApplication::translate(
                         "Importers", "%1 is outside 1–100 (percent of the pay-as-you-go price)")
                         .arg(discount));
            checkLimit("spot.average_discount_pct", discount, join(at, "AverageSpotDiscount"));
            std::optional<double> rate;
            if (const json *r = optionalMember(item, "InterruptionRate")) {
                rate = asNumber(*r, join(at, "InterruptionRate"));
                if (*rate < 0 || *rate > 100)
                    fail(
                        join(at, "InterruptionRate"),
                        QCoreApplication::translate("Importers", "%1 is outside 0–100").arg(*rate));
            }
            if (!catalog.type(type)) {
                ++*skipped;
                continue;
            }
            SpotAdvice s;
            s.instanceTypeId = type;
            s.regionId = region;
            s.zoneId = zoneId;
            s.averageDiscountPct = discount;
            s.interruptionRatePct = rate;
            if (const json *d = optionalMember(item, "InterruptRateDesc"))
                s.interruptionRateDesc = asString(*d, join(at, "InterruptRateDesc"));
            s.source = source;
            s.asOf = asOf;
            s.origin = Origin::Imported;
            out.push_back(std::move(s));
        }
    }
    return out;
}

// Byte offset → "line:column" for JSON syntax errors.
QString position(const QByteArray &content, std::size_t byte)
{
    int line = 1;
    int column = 1;
    for (std::size_t i = 0; i < byte && i < static_cast<std::size_t>(content.size()); ++i) {
        if (content[static_cast<qsizetype>(i)] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return QStringLiteral("%1:%2").arg(line).arg(column);
}

QString tooLarge(const QString &file, qint64 bytes)
{
    return QCoreApplication::translate(
               "Importers", "%1: %2 bytes is larger than an imported file may be (%3 MiB); "
                            "split it into smaller files")
        .arg(file, QString::number(bytes), QString::number(kMaxImportFileBytes / (1024 * 1024)));
}

// A file's summary line, and how many of its entries repeated an earlier one exactly.
QString withRepeats(const QString &summary, int repeats)
{
    if (repeats == 0)
        return summary;
    return QCoreApplication::translate("Importers", "%1; %2 repeated identically, counted once")
        .arg(summary, QString::number(repeats));
}

} // namespace

std::optional<QByteArray> readImportFile(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QCoreApplication::translate("Importers", "%1: cannot open: %2")
                         .arg(path, f.errorString());
        return std::nullopt;
    }
    // Checked before reading: a huge file costs nothing. A file that grows meanwhile (or a
    // pipe, whose size is 0) is cut one byte past the limit and refused below.
    if (f.size() > kMaxImportFileBytes) {
        if (error)
            *error = tooLarge(path, f.size());
        return std::nullopt;
    }
    QByteArray bytes = f.read(kMaxImportFileBytes + 1);
    if (f.error() != QFileDevice::NoError) {
        if (error)
            *error = QCoreApplication::translate("Importers", "%1: cannot read: %2")
                         .arg(path, f.errorString());
        return std::nullopt;
    }
    if (bytes.size() > kMaxImportFileBytes) {
        if (error)
            *error = tooLarge(path, bytes.size());
        return std::nullopt;
    }
    return bytes;
}

QString formatName(ImportFormat format)
{
    switch (format) {
    case ImportFormat::Auto:
        return QStringLiteral("auto");
    case ImportFormat::InstanceTypesJson:
        return QStringLiteral("instance-types");
    case ImportFormat::PriceJson:
        return QStringLiteral("price");
    case ImportFormat::SpotAdviceJson:
        return QStringLiteral("spot-advice");
    case ImportFormat::PriceCsv:
        return QStringLiteral("price-csv");
    }
    return {};
}

std::optional<ImportFormat> importFormatFromString(const QString &text)
{
    for (ImportFormat f :
         {ImportFormat::Auto, ImportFormat::InstanceTypesJson, ImportFormat::PriceJson,
          ImportFormat::SpotAdviceJson, ImportFormat::PriceCsv}) {
        if (formatName(f) == text)
            return f;
    }
    return std::nullopt;
}

ImportFormat detectFormat(const QByteArray &raw, const QString &fileName)
{
    // Windows tools (PowerShell Out-File) often save JSON with a UTF-8 byte-order mark.
    const QByteArray content = raw.startsWith("\xEF\xBB\xBF") ? raw.mid(3) : raw;
    const QByteArray head = content.left(4096).trimmed();
    if (!head.startsWith('{') && !head.startsWith('['))
        return ImportFormat::PriceCsv;
    if (head.contains("\"InstanceTypes\""))
        return ImportFormat::InstanceTypesJson;
    if (head.contains("\"PriceInfo\""))
        return ImportFormat::PriceJson;
    if (head.contains("\"AvailableSpotZones\""))
        return ImportFormat::SpotAdviceJson;
    // Keys may come after the first 4 KiB in a large file.
    if (content.contains("\"InstanceTypes\""))
        return ImportFormat::InstanceTypesJson;
    if (content.contains("\"AvailableSpotZones\""))
        return ImportFormat::SpotAdviceJson;
    if (content.contains("\"PriceInfo\""))
        return ImportFormat::PriceJson;
    Q_UNUSED(fileName);
    return ImportFormat::Auto; // not recognised
}

// What a DescribePrice answer prices (the request it answered), checked against the
// catalog; fail() when it is missing or cannot be right.
static const PriceRequest &checkedPriceRequest(const ImportOptions &options, const Catalog &catalog)
{
    if (!options.price)
        fail(QString(),
             QCoreApplication::translate(
                 "Importers", "a DescribePrice answer does not say what it prices: give the "
                              "region, instance type, pricing mode and unit of the request"));
    const PriceRequest &req = *options.price;
    if (!catalog.type(req.instanceTypeId))
        fail(QString(),
             QCoreApplication::translate("Importers", "instance type '%1' is not in the catalog")
                 .arg(qs(req.instanceTypeId)));
    if (!catalog.region(req.regionId))
        fail(QString(),
             QCoreApplication::translate("Importers", "region '%1' is not a known region")
                 .arg(qs(req.regionId)));
    if (req.period < 1)
        fail(QString(), QCoreApplication::translate("Importers", "the period must be at least 1"));
    // Per hour exactly when the mode's own unit is the hour (the pricing modes' table).
    const bool hourlyMode = pricingModeInfo(req.mode).defaultUnit == PriceUnit::Hour;
    if (hourlyMode != (req.unit == PriceUnit::Hour))
        fail(QString(),
             (hourlyMode ? QCoreApplication::translate("Importers", "a %1 price is per hour")
                         : QCoreApplication::translate(
                               "Importers", "a %1 price is per week, month or year, not per hour"))
                 .arg(InputLabels::pricingInSentence(req.mode)));
    return req;
}

std::optional<ImportOutcome> importContent(const QByteArray &content, const QString &fileName,
                                           const Catalog &catalog, const ImportOptions &options,
                                           QString *error)
{
    const QString name = QFileInfo(fileName).fileName();
    const std::string asOf = options.asOf.empty()
                                 ? QDate::currentDate().toString(Qt::ISODate).toStdString()
                                 : options.asOf;
    if (content.size() > kMaxImportFileBytes) {
        if (error)
            *error = tooLarge(name, content.size());
        return std::nullopt;
    }
    if (content.trimmed().isEmpty() || content == "\xEF\xBB\xBF") {
        if (error)
            *error = QCoreApplication::translate("Importers", "%1: the file is empty").arg(name);
        return std::nullopt;
    }
    ImportFormat format = options.format;
    if (format == ImportFormat::Auto)
        format = detectFormat(content, fileName);
    ImportOutcome outcome;
    if (format == ImportFormat::Auto) {
        if (error)
            *error = QCoreApplication::translate(
                         "Importers", "%1: not a recognised file: expected DescribeInstanceTypes, "
                                      "DescribePrice or DescribeSpotAdvice JSON, or a price CSV")
                         .arg(name);
        return std::nullopt;
    }
    if (format == ImportFormat::PriceCsv) {
        int repeats = 0;
        auto prices = parsePriceCsv(content, name, PriceKind::Imported, Origin::Imported, &catalog,
                                    error, &repeats);
        if (!prices)
            return std::nullopt;
        outcome.rows.prices = std::move(*prices);
        outcome.summary << withRepeats(QCoreApplication::translate("Importers", "%1: %n price(s)",
                                                                   nullptr,
                                                                   int(outcome.rows.prices.size()))
                                           .arg(name),
                                       repeats);
        return outcome;
    }

    json doc;
    const qsizetype bom = content.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    const std::string_view text(content.constData() + bom,
                                static_cast<std::size_t>(content.size() - bom));
    if (const auto at = jsonTooDeepAt(text)) {
        if (error)
            *error = QCoreApplication::translate("Importers", "%1:%2: nested deeper than %3 levels")
                         .arg(name, position(content.mid(bom), *at))
                         .arg(kMaxJsonDepth);
        return std::nullopt;
    }
    try {
        doc = json::parse(text.begin(), text.end());
    } catch (const json::parse_error &e) {
        if (error)
            *error = QCoreApplication::translate("Importers", "%1:%2: JSON syntax error: %3")
                         .arg(name, position(content.mid(bom), e.byte == 0 ? 0 : e.byte - 1),
                              QString::fromUtf8(e.what()));
        return std::nullopt;
    } catch (const json::exception &e) { // e.g. out_of_range for 1e400
        if (error)
            *error = QCoreApplication::translate("Importers", "%1: not valid JSON: %2")
                         .arg(name, QString::fromUtf8(e.what()));
        return std::nullopt;
    }
    try {
        switch (format) {
        case ImportFormat::InstanceTypesJson: {
            TypesRead read;
            const std::string source = "DescribeInstanceTypes: " + name.toStdString();
            if (doc.is_array()) { // several saved pages in one file
                for (std::size_t i = 0; i < doc.size(); ++i)
                    parseInstanceTypesPage(doc[i], QStringLiteral("[%1]").arg(i), catalog, source,
                                           asOf, &read);
            } else {
                parseInstanceTypesPage(doc, QString(), catalog, source, asOf, &read);
            }
            for (auto &[id, t] : read.types)
                outcome.rows.types.push_back(std::move(t));
            outcome.summary << withRepeats(
                QCoreApplication::translate(
                    "Importers", "%1: %n GPU instance type(s) read; %2 without a GPU skipped",
                    nullptr, int(outcome.rows.types.size()))
                    .arg(name)
                    .arg(int(read.skippedNonGpu.size())),
                read.repeats);
            break;
        }
        case ImportFormat::PriceJson: {
            const PriceRequest &req = checkedPriceRequest(options, catalog);
            outcome.rows.prices =
                parsePrice(doc, req, "DescribePrice: " + name.toStdString(), asOf);
            outcome.summary << QCoreApplication::translate("Importers",
                                                           "%1: %2 %3 price of %4 in %5")
                                   .arg(name)
                                   .arg(outcome.rows.prices.front().amount)
                                   .arg(qs(outcome.rows.prices.front().currency),
                                        qs(req.instanceTypeId), qs(req.regionId));
            break;
        }
        case ImportFormat::SpotAdviceJson: {
            int skipped = 0;
            outcome.rows.spotAdvice = parseSpotAdvice(
                doc, catalog, "DescribeSpotAdvice: " + name.toStdString(), asOf, &skipped);
            outcome.summary << QCoreApplication::translate(
                                   "Importers",
                                   "%1: spot advice for %n type × zone pair(s), %2 types "
                                   "not in the catalog skipped",
                                   nullptr, int(outcome.rows.spotAdvice.size()))
                                   .arg(name)
                                   .arg(skipped);
            break;
        }
        default:
            break;
        }
    } catch (const ImportError &e) {
        if (error)
            *error = e.where.isEmpty() ? QStringLiteral("%1: %2").arg(name, e.problem)
                                       : QStringLiteral("%1: %2: %3").arg(name, e.where, e.problem);
        return std::nullopt;
    } catch (const json::exception &e) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(name, QString::fromUtf8(e.what()));
        return std::nullopt;
    }
    return outcome;
}

std::optional<ImportOutcome> importFiles(const QStringList &files, const Catalog &catalog,
                                         const ImportOptions &options, QString *error)
{
    ImportOutcome total;
    ImportBatch batch;
    for (const QString &path : files) {
        const auto content = readImportFile(path, error);
        if (!content)
            return std::nullopt;
        // Later files see the types of earlier ones (a price for a type imported just now).
        const Catalog sofar(mergeOverlay(catalog.data(), total.rows));
        auto one = importContent(*content, path, sofar, options, error);
        if (!one)
            return std::nullopt;
        if (auto conflict = batch.take(*one, QFileInfo(path).fileName())) {
            if (error)
                *error = *conflict;
            return std::nullopt;
        }
        total.rows = mergeOverlay(std::move(total.rows), one->rows);
        total.summary << one->summary;
    }
    return total;
}

} // namespace gpuplanner
