#include "importbatch.h"
#include "importers.h"

#include <QCoreApplication>

#include <initializer_list>

namespace gpuplanner {

namespace {

template <typename Row>
using RowsSeen = std::unordered_map<std::string, std::pair<Row, QString>>; // row, its file

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

// Each field preceded by its length: no two field lists give the same key.
std::string keyOf(std::initializer_list<std::string> fields)
{
    std::string key;
    for (const std::string &f : fields)
        key += std::to_string(f.size()) + ':' + f;
    return key;
}

std::string priceKeyOf(const Price &p)
{
    return keyOf({p.instanceTypeId, p.regionId, std::string(toString(p.mode)),
                  std::string(toString(p.unit))});
}
std::string spotKeyOf(const SpotAdvice &s)
{
    return keyOf({s.instanceTypeId, s.regionId, s.zoneId});
}
template <typename Row, typename Key, typename Differs, typename Says>
std::optional<QString> conflict(const RowsSeen<Row> &seen, const std::vector<Row> &rows, Key key,
                                Differs differs, Says says)
{
    for (const Row &r : rows) {
        const auto it = seen.find(key(r));
        if (it == seen.end())
            continue;
        if (const char *field = differs(it->second.first, r))
            return says(r, it->second.second, field);
    }
    return std::nullopt;
}

// Records the new rows and removes the repeats; returns how many were removed.
template <typename Row, typename Key>
int keep(RowsSeen<Row> &seen, std::vector<Row> &rows, Key key, const QString &file)
{
    std::vector<Row> kept;
    kept.reserve(rows.size());
    int repeats = 0;
    for (Row &r : rows) {
        if (seen.contains(key(r))) {
            ++repeats;
            continue;
        }
        seen.emplace(key(r), std::make_pair(r, file));
        kept.push_back(std::move(r));
    }
    rows = std::move(kept);
    return repeats;
}

} // namespace

// The first fact in which two readings of one type differ, by its API name; nullptr when
// they agree.
const char *importdetail::differingFact(const InstanceType &a, const InstanceType &b)
{
    if (a.familyId != b.familyId)
        return "InstanceTypeFamily";
    if (a.vcpu != b.vcpu)
        return "CpuCoreCount";
    if (a.memoryGib != b.memoryGib)
        return "MemorySize";
    if (a.gpuCount != b.gpuCount)
        return "GPUAmount";
    if (a.gpuMemoryGib != b.gpuMemoryGib)
        return "GPUMemorySize";
    if (a.gpuLabel != b.gpuLabel || a.gpuModelId != b.gpuModelId || a.gpuFraction != b.gpuFraction)
        return "GPUSpec";
    if (a.networkGbps != b.networkGbps)
        return "InstanceBandwidthRx";
    if (a.rdma != b.rdma)
        return "EriQuantity";
    if (a.localStorage != b.localStorage)
        return "LocalStorageCapacity";
    return nullptr;
}

std::optional<QString> ImportBatch::take(CatalogData &rows, const QString &file, int *repeats)
{
    const auto typeKey = [](const InstanceType &t) {
        return t.id;
    };
    const auto typeDiffers = [](const InstanceType &a, const InstanceType &b) {
        return importdetail::differingFact(a, b);
    };
    const auto typeSays = [&](const InstanceType &t, const QString &earlier, const char *f) {
        return QCoreApplication::translate("Importers",
                                           "%1: instance type '%2' is also in %3 with a "
                                           "different %4; keep one of the two files' entries")
            .arg(file, qs(t.id), earlier, QLatin1String(f));
    };
    const auto priceDiffers = [](const Price &a, const Price &b) -> const char * {
        return a.amount != b.amount           ? "price"
               : a.currency != b.currency     ? "currency"
               : a.listAmount != b.listAmount ? "list price"
               : a.kind != b.kind             ? "price_kind"
               : a.asOf != b.asOf             ? "as_of"
                                              : nullptr;
    };
    const auto priceSays = [&](const Price &p, const QString &earlier, const char *f) {
        return QCoreApplication::translate(
                   "Importers", "%1: the %2 price (per %3) of %4 in %5 is also in %6 with a "
                                "different %7; keep one of the two files' prices")
            .arg(file, qs(std::string(toString(p.mode))), qs(std::string(toString(p.unit))),
                 qs(p.instanceTypeId), qs(p.regionId), earlier, QLatin1String(f));
    };
    const auto spotDiffers = [](const SpotAdvice &a, const SpotAdvice &b) -> const char * {
        return a.averageDiscountPct != b.averageDiscountPct       ? "AverageSpotDiscount"
               : a.interruptionRatePct != b.interruptionRatePct   ? "InterruptionRate"
               : a.interruptionRateDesc != b.interruptionRateDesc ? "InterruptRateDesc"
               : a.asOf != b.asOf                                 ? "as_of"
                                                                  : nullptr;
    };
    const auto spotSays = [&](const SpotAdvice &s, const QString &earlier, const char *f) {
        return QCoreApplication::translate("Importers",
                                           "%1: spot advice for %2 in %3 zone %4 is also in "
                                           "%5 with a different %6; keep one of the two files' "
                                           "advice")
            .arg(file, qs(s.instanceTypeId), qs(s.regionId), qs(s.zoneId), earlier,
                 QLatin1String(f));
    };
    // Checked whole before anything is recorded, so a refusal leaves this batch as it was.
    if (auto why = conflict(m_types, rows.types, typeKey, typeDiffers, typeSays))
        return why;
    if (auto why = conflict(m_prices, rows.prices, priceKeyOf, priceDiffers, priceSays))
        return why;
    if (auto why = conflict(m_spot, rows.spotAdvice, spotKeyOf, spotDiffers, spotSays))
        return why;
    *repeats = keep(m_types, rows.types, typeKey, file) +
               keep(m_prices, rows.prices, priceKeyOf, file) +
               keep(m_spot, rows.spotAdvice, spotKeyOf, file);
    return std::nullopt;
}

std::optional<QString> ImportBatch::take(ImportOutcome &outcome, const QString &file)
{
    int repeats = 0;
    if (auto conflict = take(outcome.rows, file, &repeats))
        return conflict;
    if (repeats > 0 && !outcome.summary.isEmpty())
        outcome.summary.back() =
            QCoreApplication::translate("Importers",
                                        "%1; %2 repeated identically from an earlier file, "
                                        "counted once")
                .arg(outcome.summary.back(), QString::number(repeats));
    return std::nullopt;
}

} // namespace gpuplanner
