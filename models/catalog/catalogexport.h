// The catalog as text for the command line (and later for exports): a filtered list of
// instance types as an aligned table, CSV or JSON. CSV columns start with instance_type,
// family, vcpu, memory_gib, gpu_model, gpu_count, gpu_memory_gib, gpu_fraction,
// interconnect, network_gbps, rdma; with a region, each pricing mode's price follows with
// its unit, currency, kind, source and date.
#pragma once

#include "estimator/catalog.h"

#include <QDate>
#include <QString>

#include <optional>
#include <vector>

namespace gpuplanner {

struct CatalogListFilter {
    QString family;
    QString gpuModel; // GPU model id, or text found in the GPU label or name
    std::optional<double> minGpuMemoryGib;
    std::optional<int> minGpus;
};

enum class ListFormat { Table, Csv, Json };

std::vector<const InstanceType *> filterTypes(const Catalog &catalog,
                                              const CatalogListFilter &filter);

// region empty: no price columns.
QString formatCatalogList(const Catalog &catalog, const std::vector<const InstanceType *> &types,
                          const QString &region, ListFormat format, const QDate &today);

} // namespace gpuplanner
