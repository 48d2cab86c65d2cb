#include "estimator/catalog.h"

#include <algorithm>
#include <tuple>

namespace gpuplanner {

Catalog::Catalog(CatalogData data)
    : m_data(std::move(data))
{
    reindex();
}

void Catalog::reindex()
{
    for (std::size_t i = 0; i < m_data.types.size(); ++i)
        m_typeIndex[m_data.types[i].id] = i;
    for (std::size_t i = 0; i < m_data.gpus.size(); ++i)
        m_gpuIndex[m_data.gpus[i].id] = i;
    for (std::size_t i = 0; i < m_data.families.size(); ++i)
        m_familyIndex[m_data.families[i].id] = i;
    for (std::size_t i = 0; i < m_data.regions.size(); ++i)
        m_regionIndex[m_data.regions[i].id] = i;
    for (std::size_t i = 0; i < m_data.prices.size(); ++i)
        m_pricesByType.emplace(m_data.prices[i].instanceTypeId, i);
}

template <typename T>
static const T *find(const std::unordered_map<std::string, std::size_t> &index,
                     const std::vector<T> &items, const std::string &id)
{
    const auto it = index.find(id);
    return it == index.end() ? nullptr : &items[it->second];
}

const InstanceType *Catalog::type(const std::string &id) const
{
    return find(m_typeIndex, m_data.types, id);
}
const GpuModel *Catalog::gpu(const std::string &id) const
{
    return find(m_gpuIndex, m_data.gpus, id);
}
const InstanceFamily *Catalog::family(const std::string &id) const
{
    return find(m_familyIndex, m_data.families, id);
}
const Region *Catalog::region(const std::string &id) const
{
    return find(m_regionIndex, m_data.regions, id);
}

const Price *Catalog::price(const std::string &typeId, const std::string &regionId,
                            PricingMode mode) const
{
    const PriceUnit preferred =
        mode == PricingMode::Subscription ? PriceUnit::Month : PriceUnit::Hour;
    const Price *best = nullptr;
    const auto [first, last] = m_pricesByType.equal_range(typeId);
    for (auto it = first; it != last; ++it) {
        const Price &p = m_data.prices[it->second];
        if (p.regionId != regionId || p.mode != mode)
            continue;
        if (!best || (p.unit == preferred && best->unit != preferred))
            best = &p;
    }
    return best;
}

std::vector<const Price *> Catalog::pricesOf(const std::string &typeId) const
{
    std::vector<const Price *> out;
    const auto [first, last] = m_pricesByType.equal_range(typeId);
    for (auto it = first; it != last; ++it)
        out.push_back(&m_data.prices[it->second]);
    std::sort(out.begin(), out.end(), [](const Price *a, const Price *b) {
        return std::tie(a->regionId, a->mode, a->unit) < std::tie(b->regionId, b->mode, b->unit);
    });
    return out;
}

std::vector<const SpotAdvice *> Catalog::spotAdviceOf(const std::string &typeId) const
{
    std::vector<const SpotAdvice *> out;
    for (const SpotAdvice &s : m_data.spotAdvice) {
        if (s.instanceTypeId == typeId)
            out.push_back(&s);
    }
    return out;
}

std::vector<const ZoneStock *> Catalog::stockOf(const std::string &typeId) const
{
    std::vector<const ZoneStock *> out;
    for (const ZoneStock &s : m_data.stock) {
        if (s.instanceTypeId == typeId)
            out.push_back(&s);
    }
    return out;
}

std::vector<std::string> Catalog::pricedRegions() const
{
    std::vector<std::string> out;
    for (const Region &r : m_data.regions) {
        const bool priced = std::any_of(m_data.prices.begin(), m_data.prices.end(),
                                        [&](const Price &p) { return p.regionId == r.id; });
        if (priced)
            out.push_back(r.id);
    }
    return out;
}

CatalogData mergeOverlay(CatalogData base, const CatalogData &overlay)
{
    for (const InstanceType &t : overlay.types) {
        auto it = std::find_if(base.types.begin(), base.types.end(),
                               [&](const InstanceType &b) { return b.id == t.id; });
        if (it != base.types.end())
            *it = t;
        else
            base.types.push_back(t);
    }
    for (const Price &p : overlay.prices) {
        auto it = std::find_if(base.prices.begin(), base.prices.end(), [&](const Price &b) {
            return b.instanceTypeId == p.instanceTypeId && b.regionId == p.regionId &&
                   b.mode == p.mode && b.unit == p.unit;
        });
        if (it != base.prices.end())
            *it = p;
        else
            base.prices.push_back(p);
    }
    for (const SpotAdvice &s : overlay.spotAdvice) {
        auto it =
            std::find_if(base.spotAdvice.begin(), base.spotAdvice.end(), [&](const SpotAdvice &b) {
                return b.instanceTypeId == s.instanceTypeId && b.regionId == s.regionId &&
                       b.zoneId == s.zoneId;
            });
        if (it != base.spotAdvice.end())
            *it = s;
        else
            base.spotAdvice.push_back(s);
    }
    for (const ZoneStock &s : overlay.stock) {
        auto it = std::find_if(base.stock.begin(), base.stock.end(), [&](const ZoneStock &b) {
            return b.instanceTypeId == s.instanceTypeId && b.regionId == s.regionId &&
                   b.zoneId == s.zoneId;
        });
        if (it != base.stock.end())
            *it = s;
        else
            base.stock.push_back(s);
    }
    // Families named by imported types that the shipped catalog lacks.
    for (const InstanceType &t : overlay.types) {
        const bool known = std::any_of(base.families.begin(), base.families.end(),
                                       [&](const InstanceFamily &f) { return f.id == t.familyId; });
        if (!known) {
            base.families.push_back({t.familyId, familyCategoryFromName(t.familyId)});
        }
    }
    return base;
}

} // namespace gpuplanner
