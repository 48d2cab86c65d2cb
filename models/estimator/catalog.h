// The in-memory instance catalog: the shipped catalog.db with the user's overlay laid
// over it. Lookups are by id through hash indexes; the vectors keep a stable order
// (shipped order, then imported types). A Catalog is a value: the repository builds a
// new one after every change and hands it out; nothing edits it in place.
#pragma once

#include "estimator/catalogtypes.h"

#include <string>
#include <unordered_map>
#include <vector>

namespace gpuplanner {

struct CatalogData {
    std::vector<GpuModel> gpus;
    std::vector<InstanceFamily> families;
    std::vector<Region> regions;
    std::vector<InstanceType> types;
    std::vector<Price> prices;
    std::vector<SpotAdvice> spotAdvice;
    std::vector<ZoneStock> stock; // overlay only: fetched with `catalog refresh --stock`
    std::string schemaVersion;
    std::string dataDate; // when the sources were taken, YYYY-MM-DD
};

class Catalog
{
public:
    Catalog() = default;
    explicit Catalog(CatalogData data);

    const CatalogData &data() const { return m_data; }
    const std::vector<InstanceType> &types() const { return m_data.types; }
    const std::vector<GpuModel> &gpus() const { return m_data.gpus; }
    const std::vector<InstanceFamily> &families() const { return m_data.families; }
    const std::vector<Region> &regions() const { return m_data.regions; }
    const std::vector<Price> &prices() const { return m_data.prices; }
    const std::vector<SpotAdvice> &spotAdvice() const { return m_data.spotAdvice; }

    const InstanceType *type(const std::string &id) const;
    const GpuModel *gpu(const std::string &id) const;
    const InstanceFamily *family(const std::string &id) const;
    const Region *region(const std::string &id) const;
    const GpuModel *gpuOf(const InstanceType &t) const { return gpu(t.gpuModelId); }

    // The price of a type in a region for a mode, preferring an hourly unit for
    // pay-as-you-go/spot/reserved and a monthly one for subscription. nullptr: no price.
    const Price *price(const std::string &typeId, const std::string &regionId,
                       PricingMode mode) const;
    std::vector<const Price *> pricesOf(const std::string &typeId) const;
    std::vector<const SpotAdvice *> spotAdviceOf(const std::string &typeId) const;
    std::vector<const ZoneStock *> stockOf(const std::string &typeId) const;
    // Regions that have at least one price, in region-table order.
    std::vector<std::string> pricedRegions() const;

private:
    void reindex();

    CatalogData m_data;
    std::unordered_map<std::string, std::size_t> m_typeIndex;
    std::unordered_map<std::string, std::size_t> m_gpuIndex;
    std::unordered_map<std::string, std::size_t> m_familyIndex;
    std::unordered_map<std::string, std::size_t> m_regionIndex;
    std::unordered_multimap<std::string, std::size_t> m_pricesByType;
    std::unordered_map<std::string, std::vector<std::size_t>> m_spotByType; // in table order
};

// Lays an overlay (what the user imported or entered) over a base catalog: an overlay
// instance type replaces the shipped one with the same id or is appended; an overlay price
// replaces the one with the same type × region × mode × unit; spot advice likewise per
// type × region × zone.
CatalogData mergeOverlay(CatalogData base, const CatalogData &overlay);

} // namespace gpuplanner
