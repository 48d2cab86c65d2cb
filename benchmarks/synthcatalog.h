// Synthetic catalogs for the benchmarks and the scaling tests: the real catalog's
// instance types cloned under new ids, with their prices and spot advice, until the
// catalog has the number of types asked for. Every clone is a real type's row under
// another id, so plans over it see the same mix of GPUs, families and prices as the
// shipped catalog, only more of it. Standard C++ only (estimator layer).
#pragma once

#include "estimator/catalog.h"

#include <cstddef>
#include <string>

namespace gpuplanner::bench {

// The id of the copy-th clone of a type: "ecs.gn7i-c8g1.2xlarge" -> "ecs.gn7i-c8g1.2xlarge-s3".
std::string cloneId(const std::string &id, std::size_t copy);

// A catalog of `types` instance types: the first `types` of real when it has that many,
// else every real type followed by clones (round-robin over the real types, ids from
// cloneId), each clone with copies of its original's prices and spot advice. GPU models,
// families, regions and the metadata are real's.
CatalogData syntheticCatalog(const CatalogData &real, std::size_t types);

} // namespace gpuplanner::bench
