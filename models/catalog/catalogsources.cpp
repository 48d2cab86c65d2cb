#include "catalogsources.h"

#include "estimator/csv.h"
#include "estimator/limits.h"
#include "limitswording.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <charconv>
#include <cmath>
#include <cstring>
#include <functional>
#include <set>
#include <unordered_map>

namespace gpuplanner {

namespace {

// Field access with error reporting for one CSV file.
class Reader
{
public:
    Reader(QString fileName, const CsvTable &table, QString *error)
        : m_file(std::move(fileName))
        , m_table(table)
        , m_error(error)
    {}

    bool require(std::initializer_list<const char *> columns)
    {
        for (const char *c : columns) {
            if (m_table.column(c) < 0)
                return fail(1, QString::fromUtf8(c),
                            QCoreApplication::translate("CatalogSources",
                                                        "column missing from the header"));
        }
        return true;
    }

    bool has(const char *column) const { return m_table.column(column) >= 0; }

    std::string text(const CsvRecord &r, const char *column) const
    {
        const int c = m_table.column(column);
        return c < 0 ? std::string() : r.fields[static_cast<std::size_t>(c)];
    }

    bool nonEmpty(const CsvRecord &r, const char *column, std::string *out)
    {
        *out = text(r, column);
        if (out->empty())
            return fail(r.line, QString::fromUtf8(column),
                        QCoreApplication::translate("CatalogSources", "must not be empty"));
        return true;
    }

    // A number; empty allowed when optional. positive: must be > 0.
    bool number(const CsvRecord &r, const char *column, std::optional<double> *out, bool optional,
                bool positive = true)
    {
        const std::string t = text(r, column);
        if (t.empty()) {
            if (!optional)
                return fail(r.line, QString::fromUtf8(column),
                            QCoreApplication::translate("CatalogSources", "must not be empty"));
            out->reset();
            return true;
        }
        double v = 0;
        const auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
        if (ec != std::errc() || ptr != t.data() + t.size())
            return fail(r.line, QString::fromUtf8(column),
                        QCoreApplication::translate("CatalogSources", "'%1' is not a number")
                            .arg(QString::fromStdString(t)));
        if (!std::isfinite(v))
            return fail(r.line, QString::fromUtf8(column),
                        QCoreApplication::translate("CatalogSources", "'%1' is not a finite number")
                            .arg(QString::fromStdString(t)));
        if (positive && !(v > 0))
            return fail(r.line, QString::fromUtf8(column),
                        QCoreApplication::translate("CatalogSources", "%1 must be greater than 0")
                            .arg(QString::fromStdString(t)));
        *out = v;
        return true;
    }

    bool fail(int line, const QString &field, const QString &problem)
    {
        if (m_error)
            *m_error = QCoreApplication::translate("CatalogSources", "%1:%2: field '%3': %4")
                           .arg(m_file)
                           .arg(line)
                           .arg(field, problem);
        return false;
    }

    const QString &file() const { return m_file; }

private:
    QString m_file;
    const CsvTable &m_table;
    QString *m_error;
};

// A NUL byte in any cell, a note as much as an id, refuses the file: it is not text, and
// wherever the cell meets a C string (SQLite, widgets, the terminal) it would be cut short
// there without a word.
bool refuseNul(const QString &file, const CsvTable &table, QString *error)
{
    const auto cell = firstNulCell(table);
    if (!cell)
        return true;
    if (!error)
        return false;
    const QString field =
        cell->header ? QCoreApplication::translate("CatalogSources", "column %1 of the header")
                           .arg(cell->column + 1)
                     : QString::fromStdString(table.header[cell->column]);
    *error = QCoreApplication::translate("CatalogSources", "%1:%2: field '%3': %4")
                 .arg(file, QString::number(cell->line), field,
                      QCoreApplication::translate(
                          "CatalogSources",
                          "holds a NUL character (\\0), which is not text; remove it"));
    return false;
}

// Prices of one file by key (instance type, region, pricing mode, unit): a row that repeats
// an earlier price exactly is counted once; one that gives the same key another value,
// currency, date, kind, source or note is refused with both lines, as neither may silently win.
class PriceKeys
{
public:
    // New: p is kept. Repeat: an earlier row gave the same price. Conflict: an earlier
    // row (*firstLine) gave the key something else; *field is the first column that differs.
    enum class Seen { New, Repeat, Conflict };
    Seen add(const Price &p, int line, const char *amountColumn, std::vector<Price> &prices,
             const char **field, int *firstLine)
    {
        std::string key = std::to_string(p.instanceTypeId.size()) + ':' + p.instanceTypeId +
                          std::to_string(p.regionId.size()) + ':' + p.regionId;
        key += static_cast<char>('0' + static_cast<int>(p.mode));
        key += static_cast<char>('0' + static_cast<int>(p.unit));
        const auto [it, added] = m_seen.try_emplace(std::move(key), prices.size(), line);
        if (added) {
            prices.push_back(p);
            return Seen::New;
        }
        const Price &earlier = prices[it->second.first];
        *firstLine = it->second.second;
        *field = earlier.amount != p.amount       ? amountColumn
                 : earlier.currency != p.currency ? "currency"
                 : earlier.asOf != p.asOf         ? "as_of"
                 : earlier.kind != p.kind         ? "price_kind"
                 : earlier.source != p.source     ? "source_url"
                 : earlier.notes != p.notes       ? "notes"
                                                  : nullptr;
        return *field ? Seen::Conflict : Seen::Repeat;
    }

private:
    std::unordered_map<std::string, std::pair<std::size_t, int>> m_seen; // index, line
};

std::optional<CsvTable> loadCsv(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QCoreApplication::translate("CatalogSources", "%1: cannot open: %2")
                         .arg(path, f.errorString());
        return std::nullopt;
    }
    const QByteArray bytes = f.readAll();
    std::string csvError;
    auto table = parseCsv(
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), &csvError);
    if (!table) {
        if (error)
            *error = QStringLiteral("%1:%2").arg(
                QFileInfo(path).fileName(),
                QString::fromStdString(csvError).replace(QStringLiteral("line "), QString()));
        return std::nullopt;
    }
    if (!refuseNul(QFileInfo(path).fileName(), *table, error))
        return std::nullopt;
    return table;
}

bool readGpus(const QString &dir, std::vector<GpuModel> *out, QString *error)
{
    const auto table = loadCsv(dir + QStringLiteral("/gpus.csv"), error);
    if (!table)
        return false;
    Reader r(QStringLiteral("gpus.csv"), *table, error);
    if (!r.require({"gpu_model_id", "gpu_model", "architecture", "memory_gib",
                    "memory_bandwidth_gbs", "fp32_tflops", "fp16_tensor_tflops_dense",
                    "bf16_supported", "fp8_supported", "int8_tops_dense", "nvlink_gbs",
                    "source_url"}))
        return false;
    std::set<std::string> seen;
    for (const CsvRecord &rec : table->records) {
        GpuModel g;
        if (!r.nonEmpty(rec, "gpu_model_id", &g.id) || !r.nonEmpty(rec, "gpu_model", &g.name) ||
            !r.nonEmpty(rec, "source_url", &g.sourceUrl))
            return false;
        if (!seen.insert(g.id).second)
            return r.fail(rec.line, QStringLiteral("gpu_model_id"),
                          QCoreApplication::translate("CatalogSources", "duplicate id '%1'")
                              .arg(QString::fromStdString(g.id)));
        g.architecture = r.text(rec, "architecture");
        std::optional<double> nvlink;
        if (!r.number(rec, "memory_gib", &g.memoryGib, true) ||
            !r.number(rec, "memory_bandwidth_gbs", &g.memoryBandwidthGBs, true) ||
            !r.number(rec, "fp32_tflops", &g.fp32Tflops, true) ||
            !r.number(rec, "fp16_tensor_tflops_dense", &g.fp16TensorTflopsDense, true) ||
            !r.number(rec, "int8_tops_dense", &g.int8TopsDense, true) ||
            !r.number(rec, "nvlink_gbs", &nvlink, true, false))
            return false;
        if (nvlink && *nvlink < 0)
            return r.fail(rec.line, QStringLiteral("nvlink_gbs"),
                          QCoreApplication::translate("CatalogSources", "must not be negative"));
        g.nvlinkGBs = nvlink;
        g.bf16 = tristateFromString(r.text(rec, "bf16_supported"));
        g.fp8 = tristateFromString(r.text(rec, "fp8_supported"));
        g.notes = r.text(rec, "notes");
        out->push_back(std::move(g));
    }
    return true;
}

bool readFamilies(const QString &dir, std::vector<InstanceFamily> *out, QString *error)
{
    const auto table = loadCsv(dir + QStringLiteral("/families.csv"), error);
    if (!table)
        return false;
    Reader r(QStringLiteral("families.csv"), *table, error);
    if (!r.require({"family", "category"}))
        return false;
    for (const CsvRecord &rec : table->records) {
        InstanceFamily f;
        std::string category;
        if (!r.nonEmpty(rec, "family", &f.id) || !r.nonEmpty(rec, "category", &category))
            return false;
        const auto c = familyCategoryFromString(category);
        if (!c)
            return r.fail(rec.line, QStringLiteral("category"),
                          QCoreApplication::translate("CatalogSources", "unknown category '%1'")
                              .arg(QString::fromStdString(category)));
        f.category = *c;
        out->push_back(std::move(f));
    }
    return true;
}

bool readRegions(const QString &dir, std::vector<Region> *out, QString *error)
{
    const auto table = loadCsv(dir + QStringLiteral("/regions.csv"), error);
    if (!table)
        return false;
    Reader r(QStringLiteral("regions.csv"), *table, error);
    if (!r.require({"region_id", "name_zh", "name_en"}))
        return false;
    for (const CsvRecord &rec : table->records) {
        Region g;
        if (!r.nonEmpty(rec, "region_id", &g.id))
            return false;
        g.nameZh = r.text(rec, "name_zh");
        g.nameEn = r.text(rec, "name_en");
        out->push_back(std::move(g));
    }
    return true;
}

bool readTypes(const QString &dir, std::vector<InstanceType> *out, QString *error)
{
    const auto table = loadCsv(dir + QStringLiteral("/instance_types.csv"), error);
    if (!table)
        return false;
    Reader r(QStringLiteral("instance_types.csv"), *table, error);
    if (!r.require({"instance_type", "family", "vcpu", "memory_gib", "gpu_model", "gpu_count",
                    "gpu_memory_gib_per_gpu", "gpu_fraction", "interconnect", "network_gbps",
                    "rdma", "local_storage", "source_url", "notes", "gpu_model_id"}))
        return false;
    for (const CsvRecord &rec : table->records) {
        InstanceType t;
        std::optional<double> vcpu, mem, count, gmem;
        if (!r.nonEmpty(rec, "instance_type", &t.id) || !r.nonEmpty(rec, "family", &t.familyId) ||
            !r.nonEmpty(rec, "gpu_model_id", &t.gpuModelId) ||
            !r.nonEmpty(rec, "source_url", &t.sourceUrl) || !r.number(rec, "vcpu", &vcpu, false) ||
            !r.number(rec, "memory_gib", &mem, false) ||
            !r.number(rec, "gpu_count", &count, false) ||
            !r.number(rec, "gpu_memory_gib_per_gpu", &gmem, false) ||
            !r.number(rec, "gpu_fraction", &t.gpuFraction, true) ||
            !r.number(rec, "network_gbps", &t.networkGbps, true))
            return false;
        if (*vcpu != static_cast<int>(*vcpu))
            return r.fail(rec.line, QStringLiteral("vcpu"),
                          QCoreApplication::translate("CatalogSources", "must be a whole number"));
        if (*count != static_cast<int>(*count))
            return r.fail(rec.line, QStringLiteral("gpu_count"),
                          QCoreApplication::translate("CatalogSources", "must be a whole number"));
        if (t.gpuFraction && *t.gpuFraction > 1.0)
            return r.fail(rec.line, QStringLiteral("gpu_fraction"),
                          QCoreApplication::translate("CatalogSources", "must be in (0, 1]"));
        t.vcpu = static_cast<int>(*vcpu);
        t.memoryGib = *mem;
        t.gpuCount = static_cast<int>(*count);
        t.gpuMemoryGib = *gmem;
        t.gpuLabel = r.text(rec, "gpu_model");
        t.interconnect = r.text(rec, "interconnect");
        t.rdma = r.text(rec, "rdma");
        t.localStorage = r.text(rec, "local_storage");
        t.notes = r.text(rec, "notes");
        t.origin = Origin::Shipped;
        out->push_back(std::move(t));
    }
    return true;
}

// The CSV of a price sheet: at most kMaxPriceCsvLines lines, parsed, no NUL anywhere.
std::optional<CsvTable> priceTable(const QByteArray &text, const QString &fileName, QString *error)
{
    // Every record takes a line at least (a quoted note may take several).
    const qsizetype lines = text.count('\n') + (text.endsWith('\n') ? 0 : 1);
    if (lines > kMaxPriceCsvLines) {
        if (error)
            *error = QCoreApplication::translate(
                         "CatalogSources", "%1: %2 lines is more than a price CSV may have (%3); "
                                           "split it into smaller files")
                         .arg(fileName, QString::number(lines), QString::number(kMaxPriceCsvLines));
        return std::nullopt;
    }
    std::string csvError;
    auto table = parseCsv(std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
                          &csvError);
    if (!table) {
        if (error)
            *error = fileName + QLatin1Char(':') +
                     QString::fromStdString(csvError).replace(QStringLiteral("line "), QString());
        return std::nullopt;
    }
    if (!refuseNul(fileName, *table, error))
        return std::nullopt;
    return table;
}

} // namespace

std::optional<std::vector<Price>> parsePriceCsv(const QByteArray &text, const QString &fileName,
                                                PriceKind defaultKind, Origin origin,
                                                const Catalog *known, QString *error, int *repeats)
{
    const auto table = priceTable(text, fileName, error);
    if (!table)
        return std::nullopt;
    Reader r(fileName, *table, error);
    if (!r.require({"instance_type", "region", "currency", "as_of"}))
        return std::nullopt;
    // One column per pricing mode, in its own unit: payg_per_hour, subscription_per_month …
    struct Column {
        std::string column;
        PricingMode mode;
        PriceUnit unit;
        const char *name() const { return column.c_str(); }
    };
    std::vector<Column> priceColumns;
    QStringList columnNames;
    for (const PricingModeInfo &m : pricingModes()) {
        priceColumns.push_back({m.priceColumn(), m.mode, m.defaultUnit});
        columnNames << QString::fromStdString(m.priceColumn());
    }
    bool anyPriceColumn = false;
    for (const Column &c : priceColumns)
        anyPriceColumn = anyPriceColumn || r.has(c.name());
    if (!anyPriceColumn) {
        r.fail(1, columnNames.first(),
               QCoreApplication::translate("CatalogSources", "no price column (%1)")
                   .arg(columnNames.join(QLatin1String(", "))));
        return std::nullopt;
    }
    std::vector<Price> prices;
    PriceKeys keys;
    if (repeats)
        *repeats = 0;
    for (const CsvRecord &rec : table->records) {
        Price base;
        if (!r.nonEmpty(rec, "instance_type", &base.instanceTypeId) ||
            !r.nonEmpty(rec, "region", &base.regionId) ||
            !r.nonEmpty(rec, "currency", &base.currency) || !r.nonEmpty(rec, "as_of", &base.asOf))
            return std::nullopt;
        if (known && !known->type(base.instanceTypeId)) {
            r.fail(rec.line, QStringLiteral("instance_type"),
                   QCoreApplication::translate("CatalogSources", "'%1' is not in the catalog")
                       .arg(QString::fromStdString(base.instanceTypeId)));
            return std::nullopt;
        }
        if (known && !known->region(base.regionId)) {
            r.fail(rec.line, QStringLiteral("region"),
                   QCoreApplication::translate("CatalogSources", "'%1' is not a known region")
                       .arg(QString::fromStdString(base.regionId)));
            return std::nullopt;
        }
        if (base.currency != "CNY" && base.currency != "USD") {
            r.fail(rec.line, QStringLiteral("currency"),
                   QCoreApplication::translate("CatalogSources", "'%1' is not CNY or USD")
                       .arg(QString::fromStdString(base.currency)));
            return std::nullopt;
        }
        if (!isValidIsoDate(base.asOf)) {
            r.fail(rec.line, QStringLiteral("as_of"),
                   QCoreApplication::translate("CatalogSources",
                                               "'%1' is not a date (YYYY-MM or YYYY-MM-DD)")
                       .arg(QString::fromStdString(base.asOf)));
            return std::nullopt;
        }
        base.kind = defaultKind;
        const std::string kindText = r.text(rec, "price_kind");
        if (kindText == "list_price_third_party") {
            base.kind = PriceKind::Published;
        } else if (!kindText.empty()) {
            const auto k = priceKindFromString(kindText);
            if (!k) {
                r.fail(rec.line, QStringLiteral("price_kind"),
                       QCoreApplication::translate(
                           "CatalogSources",
                           "unknown kind '%1' (published, imported, user_entered, "
                           "estimated, list_price_third_party)")
                           .arg(QString::fromStdString(kindText)));
                return std::nullopt;
            }
            base.kind = *k;
        }
        base.source = r.text(rec, "source_url");
        if (base.source.empty())
            base.source = fileName.toStdString();
        base.notes = r.text(rec, "notes");
        base.origin = origin;
        bool anyPrice = false;
        for (const Column &c : priceColumns) {
            std::optional<double> amount;
            if (!r.number(rec, c.name(), &amount, true))
                return std::nullopt;
            if (!amount)
                continue;
            if (const auto problem = limitswording::fieldDetail("price.amount", *amount)) {
                r.fail(rec.line, QString::fromUtf8(c.name()), *problem);
                return std::nullopt;
            }
            Price p = base;
            p.mode = c.mode;
            p.unit = c.unit;
            p.amount = *amount;
            const char *field = nullptr;
            int firstLine = 0;
            switch (keys.add(p, rec.line, c.name(), prices, &field, &firstLine)) {
            case PriceKeys::Seen::New:
                break;
            case PriceKeys::Seen::Repeat:
                if (repeats)
                    ++*repeats;
                break;
            case PriceKeys::Seen::Conflict:
                r.fail(rec.line, QString::fromUtf8(field),
                       QCoreApplication::translate(
                           "CatalogSources",
                           "line %1 already gives %2 in %3 (%4) with a different value; keep "
                           "one of the two rows")
                           .arg(firstLine)
                           .arg(QString::fromStdString(p.instanceTypeId),
                                QString::fromStdString(p.regionId), QString::fromUtf8(c.name())));
                return std::nullopt;
            }
            anyPrice = true;
        }
        if (!anyPrice) {
            r.fail(rec.line, QStringLiteral("payg_per_hour"),
                   QCoreApplication::translate("CatalogSources", "the row has no price"));
            return std::nullopt;
        }
    }
    return prices;
}

bool readCatalogSources(const QString &dir, CatalogData *out, QString *error)
{
    CatalogData data;
    if (!readGpus(dir, &data.gpus, error) || !readFamilies(dir, &data.families, error) ||
        !readRegions(dir, &data.regions, error) || !readTypes(dir, &data.types, error))
        return false;

    const auto meta = loadCsv(dir + QStringLiteral("/metadata.csv"), error);
    if (!meta)
        return false;
    Reader mr(QStringLiteral("metadata.csv"), *meta, error);
    if (!mr.require({"key", "value"}))
        return false;
    for (const CsvRecord &rec : meta->records) {
        if (mr.text(rec, "key") == "data_date") {
            data.dataDate = mr.text(rec, "value");
            if (!isValidIsoDate(data.dataDate))
                return mr.fail(
                    rec.line, QStringLiteral("value"),
                    QCoreApplication::translate("CatalogSources", "data_date is not a date"));
        }
    }
    if (data.dataDate.empty())
        return mr.fail(1, QStringLiteral("data_date"),
                       QCoreApplication::translate("CatalogSources", "key missing"));

    QFile pricesFile(dir + QStringLiteral("/prices.csv"));
    if (!pricesFile.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QCoreApplication::translate("CatalogSources", "%1: cannot open: %2")
                         .arg(pricesFile.fileName(), pricesFile.errorString());
        return false;
    }
    auto prices = parsePriceCsv(pricesFile.readAll(), QStringLiteral("prices.csv"),
                                PriceKind::Published, Origin::Shipped, nullptr, error);
    if (!prices)
        return false;
    data.prices = std::move(*prices);

    // Cross references, checked here so that a broken source never becomes a catalog.
    const Catalog check(data);
    int line = 1;
    std::set<std::string> typeIds;
    for (const InstanceType &t : data.types) {
        ++line;
        auto fail = [&](const char *field, const QString &problem) {
            if (error)
                *error = QCoreApplication::translate("CatalogSources",
                                                     "instance_types.csv:%1: field '%2': %3")
                             .arg(line)
                             .arg(QString::fromUtf8(field), problem);
            return false;
        };
        if (!typeIds.insert(t.id).second)
            return fail("instance_type",
                        QCoreApplication::translate("CatalogSources", "duplicate '%1'")
                            .arg(QString::fromStdString(t.id)));
        if (!check.family(t.familyId))
            return fail("family",
                        QCoreApplication::translate("CatalogSources", "'%1' is not in families.csv")
                            .arg(QString::fromStdString(t.familyId)));
        if (!check.gpu(t.gpuModelId))
            return fail("gpu_model_id",
                        QCoreApplication::translate("CatalogSources", "'%1' is not in gpus.csv")
                            .arg(QString::fromStdString(t.gpuModelId)));
    }
    for (const Price &p : data.prices) {
        if (!check.type(p.instanceTypeId)) {
            if (error)
                *error = QCoreApplication::translate(
                             "CatalogSources",
                             "prices.csv: field 'instance_type': '%1' is not in instance_types.csv")
                             .arg(QString::fromStdString(p.instanceTypeId));
            return false;
        }
        if (!check.region(p.regionId)) {
            if (error)
                *error =
                    QCoreApplication::translate(
                        "CatalogSources", "prices.csv: field 'region': '%1' is not in regions.csv")
                        .arg(QString::fromStdString(p.regionId));
            return false;
        }
    }
    *out = std::move(data);
    return true;
}

} // namespace gpuplanner
