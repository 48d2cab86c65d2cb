#include "catalogexport.h"

#include "catalogcheck.h"
#include "catalogtablemodel.h"
#include "estimator/csv.h"
#include "plaintext.h"
#include "textwidth.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

#include <algorithm>

namespace gpuplanner {

namespace {

std::string num(double v)
{
    return formatNumber(v, 4).toStdString();
}

std::string optNum(const std::optional<double> &v)
{
    return v ? num(*v) : std::string();
}

std::vector<std::string> specColumns()
{
    return {"instance_type", "family",         "vcpu",          "memory_gib",   "gpu_model",
            "gpu_count",     "gpu_memory_gib", "gpu_fraction",  "interconnect", "network_gbps",
            "rdma",          "gpu_model_id",   "local_storage", "origin"};
}

std::vector<std::string> specValues(const InstanceType &t)
{
    return {t.id,
            t.familyId,
            std::to_string(t.vcpu),
            num(t.memoryGib),
            t.gpuLabel,
            std::to_string(t.gpuCount),
            num(t.gpuMemoryGib),
            optNum(t.gpuFraction),
            t.interconnect,
            optNum(t.networkGbps),
            t.rdma,
            t.gpuModelId,
            t.localStorage,
            std::string(toString(t.origin))};
}

} // namespace

std::vector<const InstanceType *> filterTypes(const Catalog &catalog,
                                              const CatalogListFilter &filter)
{
    std::vector<const InstanceType *> out;
    for (const InstanceType &t : catalog.types()) {
        if (!filter.family.isEmpty() && QString::fromStdString(t.familyId) != filter.family)
            continue;
        if (!filter.gpuModel.isEmpty()) {
            const GpuModel *g = catalog.gpuOf(t);
            const bool match =
                QString::fromStdString(t.gpuModelId) == filter.gpuModel ||
                QString::fromStdString(t.gpuLabel).contains(filter.gpuModel, Qt::CaseInsensitive) ||
                (g &&
                 QString::fromStdString(g->name).contains(filter.gpuModel, Qt::CaseInsensitive));
            if (!match)
                continue;
        }
        if (filter.minGpuMemoryGib && t.gpuMemoryGib < *filter.minGpuMemoryGib)
            continue;
        if (filter.minGpus && t.gpuCount < *filter.minGpus)
            continue;
        out.push_back(&t);
    }
    return out;
}

namespace {

// catalog list --format json: every field of each type, and its prices in a region, under
// "instance_types" of an object naming its format (docs/table-format.md, JSON outputs).
QString catalogListJson(const Catalog &catalog, const std::vector<const InstanceType *> &types,
                        const std::string &reg, const QDate &today)
{
    nlohmann::json list = nlohmann::json::array();
    for (const InstanceType *t : types) {
        const std::vector<std::string> cols = specColumns();
        const std::vector<std::string> vals = specValues(*t);
        nlohmann::json row = nlohmann::json::object();
        row["instance_type"] = t->id;
        row["family"] = t->familyId;
        row["vcpu"] = t->vcpu;
        row["memory_gib"] = t->memoryGib;
        row["gpu_model"] = t->gpuLabel;
        row["gpu_model_id"] = t->gpuModelId;
        row["gpu_count"] = t->gpuCount;
        row["gpu_memory_gib"] = t->gpuMemoryGib;
        row["gpu_fraction"] = t->gpuFraction ? nlohmann::json(*t->gpuFraction) : nlohmann::json();
        row["interconnect"] = t->interconnect;
        row["network_gbps"] = t->networkGbps ? nlohmann::json(*t->networkGbps) : nlohmann::json();
        row["rdma"] = t->rdma;
        row["local_storage"] = t->localStorage;
        row["origin"] = std::string(toString(t->origin));
        row["inferred"] = t->isInferred();
        row["source_url"] = t->sourceUrl;
        row["notes"] = t->notes;
        if (!reg.empty()) {
            nlohmann::json prices = nlohmann::json::object();
            for (const PricingModeInfo &mode : pricingModes()) {
                const PricingMode m = mode.mode;
                const Price *p = catalog.price(t->id, reg, m);
                if (!p) {
                    prices[std::string(toString(m))] = nullptr;
                    continue;
                }
                prices[std::string(toString(m))] = {
                    {"amount", p->amount},        {"unit", std::string(toString(p->unit))},
                    {"currency", p->currency},    {"kind", std::string(toString(p->kind))},
                    {"source", p->source},        {"as_of", p->asOf},
                    {"stale", isStale(*p, today)}};
            }
            row["region"] = reg;
            row["prices"] = prices;
        }
        list.push_back(std::move(row));
    }
    nlohmann::json out = {{"format", "gpu-planner-catalog-list"}, {"format_version", 1}};
    if (!reg.empty())
        out["region"] = reg;
    out["instance_types"] = std::move(list);
    return QString::fromStdString(out.dump(2)) + QLatin1Char('\n');
}

} // namespace

QString formatCatalogList(const Catalog &catalog, const std::vector<const InstanceType *> &types,
                          const QString &region, ListFormat format, const QDate &today)
{
    const std::string reg = region.toStdString();
    if (format == ListFormat::Json)
        return catalogListJson(catalog, types, reg, today);

    std::vector<std::string> header = specColumns();
    if (!reg.empty()) {
        header.push_back("region");
        for (const PricingModeInfo &mode : pricingModes()) {
            const PricingMode m = mode.mode;
            const std::string k(toString(m));
            for (const char *suffix :
                 {"_price", "_unit", "_currency", "_kind", "_source", "_as_of", "_stale"})
                header.push_back(k + suffix);
        }
    }
    std::vector<std::vector<std::string>> rows;
    for (const InstanceType *t : types) {
        std::vector<std::string> row = specValues(*t);
        if (!reg.empty()) {
            row.push_back(reg);
            for (const PricingModeInfo &mode : pricingModes()) {
                const PricingMode m = mode.mode;
                const Price *p = catalog.price(t->id, reg, m);
                if (!p) {
                    row.insert(row.end(), 7, std::string());
                    continue;
                }
                row.insert(row.end(), {num(p->amount), std::string(toString(p->unit)), p->currency,
                                       std::string(toString(p->kind)), p->source, p->asOf,
                                       isStale(*p, today) ? "yes" : "no"});
            }
        }
        rows.push_back(std::move(row));
    }
    if (format == ListFormat::Csv) {
        std::string out = csvLine(header) + '\n';
        for (const auto &row : rows)
            out += csvLine(row) + '\n';
        return QString::fromStdString(out);
    }

    // Table: the columns a person scans, aligned; long free text is shortened.
    struct Col {
        const char *title;
        std::size_t index;
        std::size_t maxWidth;
    };
    std::vector<Col> cols = {{QT_TRANSLATE_NOOP("CatalogList", "INSTANCE TYPE"), 0, 30},
                             {QT_TRANSLATE_NOOP("CatalogList", "FAMILY"), 1, 10},
                             {QT_TRANSLATE_NOOP("CatalogList", "GPU"), 4, 28},
                             {QT_TRANSLATE_NOOP("CatalogList", "GPUS"), 5, 4},
                             {QT_TRANSLATE_NOOP("CatalogList", "GIB/GPU"), 6, 7},
                             {QT_TRANSLATE_NOOP("CatalogList", "SHARE"), 7, 6},
                             {QT_TRANSLATE_NOOP("CatalogList", "VCPU"), 2, 4},
                             {QT_TRANSLATE_NOOP("CatalogList", "RAM GIB"), 3, 7},
                             {QT_TRANSLATE_NOOP("CatalogList", "INTERCONNECT"), 8, 26},
                             {QT_TRANSLATE_NOOP("CatalogList", "GBIT/S"), 9, 6},
                             {QT_TRANSLATE_NOOP("CatalogList", "RDMA"), 10, 12}};
    if (!reg.empty()) {
        const std::size_t base = specColumns().size() + 1;
        cols.push_back({QT_TRANSLATE_NOOP("CatalogList", "PAYG/H"), base + 0, 9});
        cols.push_back({QT_TRANSLATE_NOOP("CatalogList", "SUB/MONTH"), base + 7, 10});
        cols.push_back({QT_TRANSLATE_NOOP("CatalogList", "AS OF"), base + 5, 10});
    }
    auto cell = [&](const std::vector<std::string> &row, const Col &c) {
        // Imported ids and labels: control and bidi characters escaped for the terminal.
        std::string v =
            terminalSafe(QString::fromStdString(row[c.index]), false, 200).toStdString();
        if (c.index == 4 && v.empty())
            v = QCoreApplication::translate("CatalogList", "(not named)").toStdString();
        if (!reg.empty() &&
            (c.index == specColumns().size() + 1 || c.index == specColumns().size() + 8) &&
            v.empty())
            v = QCoreApplication::translate("CatalogList", "no price").toStdString();
        if (!reg.empty() && c.index == specColumns().size() + 1 && row[c.index + 6] == "yes")
            v += " !";
        if (QString::fromStdString(v).size() > static_cast<qsizetype>(c.maxWidth))
            v = QString::fromStdString(v)
                    .left(static_cast<qsizetype>(c.maxWidth) - 1)
                    .toStdString() +
                "~";
        return QString::fromStdString(v);
    };
    std::vector<qsizetype> widths;
    for (const Col &c : cols) {
        qsizetype w = displayWidth(QCoreApplication::translate("CatalogList", c.title));
        for (const auto &row : rows)
            w = std::max(w, displayWidth(cell(row, c)));
        widths.push_back(w);
    }
    QString out;
    for (std::size_t i = 0; i < cols.size(); ++i)
        out += padRight(QCoreApplication::translate("CatalogList", cols[i].title), widths[i] + 2);
    out = out.trimmed() + QLatin1Char('\n');
    for (const auto &row : rows) {
        QString line;
        for (std::size_t i = 0; i < cols.size(); ++i)
            line += padRight(cell(row, cols[i]), widths[i] + 2);
        out += line.trimmed() + QLatin1Char('\n');
    }
    out += QCoreApplication::translate("CatalogList", "%n instance type(s)", nullptr,
                                       int(rows.size()));
    if (!reg.empty())
        out += QCoreApplication::translate("CatalogList",
                                           "; prices in %1 (\"!\" = older than 180 days)")
                   .arg(region);
    out += QLatin1Char('\n');
    return out;
}

} // namespace gpuplanner
