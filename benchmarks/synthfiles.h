// Files made from synthetic catalogs (synthcatalog.h) for the command-line benchmarks: a
// catalog.db of N instance types for `rank --catalog`, and a DescribeInstanceTypes answer
// of N types for `catalog import`.
#pragma once

#include "estimator/catalog.h"

#include <QString>

namespace gpuplanner::bench {

// Reads the shipped catalog at shipped and writes a catalog database of `types` types
// (syntheticCatalog) to out.
bool writeSyntheticCatalog(const QString &shipped, std::size_t types, const QString &out,
                           QString *error);

// Writes the types as one DescribeInstanceTypes page (the fields the importer reads).
bool writeDescribeInstanceTypes(const std::vector<InstanceType> &types, const CatalogData &catalog,
                                const QString &out, QString *error);

} // namespace gpuplanner::bench
