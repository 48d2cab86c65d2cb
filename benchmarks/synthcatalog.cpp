#include "synthcatalog.h"

#include <unordered_map>
#include <unordered_set>

namespace gpuplanner::bench {

std::string cloneId(const std::string &id, std::size_t copy)
{
    return id + "-s" + std::to_string(copy);
}

CatalogData syntheticCatalog(const CatalogData &real, std::size_t types)
{
    CatalogData out;
    out.gpus = real.gpus;
    out.families = real.families;
    out.regions = real.regions;
    out.schemaVersion = real.schemaVersion;
    out.dataDate = real.dataDate;
    if (real.types.empty())
        return out;
    const std::size_t kept = std::min(types, real.types.size());
    out.types.assign(real.types.begin(), real.types.begin() + static_cast<std::ptrdiff_t>(kept));
    std::unordered_set<std::string> keptIds;
    for (const InstanceType &t : out.types)
        keptIds.insert(t.id);
    std::unordered_multimap<std::string, const Price *> prices;
    for (const Price &p : real.prices) {
        if (keptIds.count(p.instanceTypeId)) {
            out.prices.push_back(p);
            prices.emplace(p.instanceTypeId, &p);
        }
    }
    std::unordered_multimap<std::string, const SpotAdvice *> advice;
    for (const SpotAdvice &s : real.spotAdvice) {
        if (keptIds.count(s.instanceTypeId)) {
            out.spotAdvice.push_back(s);
            advice.emplace(s.instanceTypeId, &s);
        }
    }
    out.types.reserve(types);
    for (std::size_t i = kept; i < types; ++i) {
        const InstanceType &original = real.types[i % real.types.size()];
        InstanceType t = original;
        t.id = cloneId(original.id, i / real.types.size());
        const auto [pFirst, pLast] = prices.equal_range(original.id);
        for (auto it = pFirst; it != pLast; ++it) {
            Price p = *it->second;
            p.instanceTypeId = t.id;
            out.prices.push_back(std::move(p));
        }
        const auto [sFirst, sLast] = advice.equal_range(original.id);
        for (auto it = sFirst; it != sLast; ++it) {
            SpotAdvice s = *it->second;
            s.instanceTypeId = t.id;
            out.spotAdvice.push_back(std::move(s));
        }
        out.types.push_back(std::move(t));
    }
    return out;
}

} // namespace gpuplanner::bench
