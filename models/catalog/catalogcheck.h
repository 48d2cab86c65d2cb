// Integrity and freshness checks over a merged catalog: references, impossible values,
// stale prices and types without any price. Used by `gpu-planner catalog check`, the
// tests and the window's status line.
#pragma once

#include "estimator/catalog.h"

#include <QDate>
#include <QList>
#include <QString>

namespace gpuplanner {

struct CheckFinding {
    enum class Severity { Error, Warning, Info };
    Severity severity = Severity::Info;
    QString subject; // the instance type, GPU model or price it is about
    QString message;
};

struct CheckReport {
    QList<CheckFinding> findings;
    int errors = 0;
    int warnings = 0;
    int stalePrices = 0;
    int unpricedTypes = 0;
};

CheckReport checkCatalog(const Catalog &catalog, const QDate &today);

// checkCatalog's two counts without its findings (the catalog tab's status line at
// start-up: wording ~150 findings cost ~1 M instructions): prices older than
// kStalePriceDays (a date that cannot be read is an error, not counted) and instance types
// without any price.
struct PriceCounts {
    int stalePrices = 0;
    int unpricedTypes = 0;
};
PriceCounts priceCounts(const Catalog &catalog, const QDate &today);

// Age of a price in days on the given day; nullopt when its date cannot be read.
std::optional<int> priceAgeDays(const Price &price, const QDate &today);
bool isStale(const Price &price, const QDate &today);

} // namespace gpuplanner
