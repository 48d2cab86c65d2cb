#include "estimator/catalog.h"

#include <algorithm>
#include <string_view>
#include <tuple>
#include <unordered_set>

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
    for (std::size_t i = 0; i < m_data.spotAdvice.size(); ++i)
        m_spotByType[m_data.spotAdvice[i].instanceTypeId].push_back(i);
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
    const PriceUnit preferred = pricingModeInfo(mode).defaultUnit;
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
    const auto it = m_spotByType.find(typeId);
    if (it == m_spotByType.end())
        return out;
    out.reserve(it->second.size());
    for (const std::size_t i : it->second)
        out.push_back(&m_data.spotAdvice[i]);
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

namespace {

// An unambiguous text key of several fields: each one preceded by its length, so that no
// two different field lists give the same key whatever characters the ids hold.
void appendField(std::string &key, std::string_view field)
{
    key += std::to_string(field.size());
    key += ':';
    key += field;
}

std::string priceKey(const Price &p)
{
    std::string key;
    appendField(key, p.instanceTypeId);
    appendField(key, p.regionId);
    key += static_cast<char>('0' + static_cast<int>(p.mode));
    key += static_cast<char>('0' + static_cast<int>(p.unit));
    return key;
}

std::string spotKey(const SpotAdvice &s)
{
    std::string key;
    appendField(key, s.instanceTypeId);
    appendField(key, s.regionId);
    appendField(key, s.zoneId);
    return key;
}

// Replaces the first row of base with the same key as each overlay row, or appends the
// overlay row; an appended row is itself replaced by a later overlay row with its key.
// One hash lookup per row: linear in base + overlay.
template <typename Row, typename KeyOf>
void mergeRows(std::vector<Row> &base, const std::vector<Row> &overlay, KeyOf keyOf)
{
    if (overlay.empty())
        return;
    std::unordered_map<std::string, std::size_t> index;
    index.reserve(base.size() + overlay.size());
    for (std::size_t i = 0; i < base.size(); ++i)
        index.emplace(keyOf(base[i]), i); // the first row with a key wins, as find_if did
    base.reserve(base.size() + overlay.size());
    for (const Row &row : overlay) {
        const auto [it, added] = index.emplace(keyOf(row), base.size());
        if (added)
            base.push_back(row);
        else
            base[it->second] = row;
    }
}

} // namespace

CatalogData mergeOverlay(CatalogData base, const CatalogData &overlay)
{
    mergeRows(base.types, overlay.types, [](const InstanceType &t) { return t.id; });
    mergeRows(base.prices, overlay.prices, priceKey);
    mergeRows(base.spotAdvice, overlay.spotAdvice, spotKey);
    mergeRows(base.stock, overlay.stock, [](const ZoneStock &s) {
        std::string key;
        appendField(key, s.instanceTypeId);
        appendField(key, s.regionId);
        appendField(key, s.zoneId);
        return key;
    });
    // Families named by imported types that the shipped catalog lacks.
    if (!overlay.types.empty()) {
        std::unordered_set<std::string> known;
        for (const InstanceFamily &f : base.families)
            known.insert(f.id);
        for (const InstanceType &t : overlay.types) {
            if (known.insert(t.familyId).second)
                base.families.push_back({t.familyId, familyCategoryFromName(t.familyId)});
        }
    }
    return base;
}

} // namespace gpuplanner
