#include "catalogcheck.h"

#include "estimator/units.h"

#include <QCoreApplication>

#include <set>

namespace gpuplanner {

std::optional<int> priceAgeDays(const Price &price, const QDate &today)
{
    return daysBetween(price.asOf, today.toString(Qt::ISODate).toStdString());
}

PriceCounts priceCounts(const Catalog &catalog, const QDate &today)
{
    const std::string day = today.toString(Qt::ISODate).toStdString();
    PriceCounts counts;
    for (const Price &p : catalog.prices()) {
        const auto age = daysBetween(p.asOf, day);
        if (age && *age > kStalePriceDays)
            ++counts.stalePrices;
    }
    for (const InstanceType &t : catalog.types())
        if (catalog.pricesOf(t.id).empty())
            ++counts.unpricedTypes;
    return counts;
}

bool isStale(const Price &price, const QDate &today)
{
    const auto age = priceAgeDays(price, today);
    return !age || *age > kStalePriceDays;
}

CheckReport checkCatalog(const Catalog &catalog, const QDate &today)
{
    CheckReport report;
    auto add = [&](CheckFinding::Severity s, const std::string &subject, const QString &message) {
        report.findings.append({s, QString::fromStdString(subject), message});
        if (s == CheckFinding::Severity::Error)
            ++report.errors;
        else if (s == CheckFinding::Severity::Warning)
            ++report.warnings;
    };
    using S = CheckFinding::Severity;

    std::set<std::string> ids;
    for (const InstanceType &t : catalog.types()) {
        if (!ids.insert(t.id).second)
            add(S::Error, t.id,
                QCoreApplication::translate("CatalogCheck", "duplicate instance type"));
        if (!catalog.family(t.familyId))
            add(S::Error, t.id,
                QCoreApplication::translate("CatalogCheck", "family '%1' is not in the catalog")
                    .arg(QString::fromStdString(t.familyId)));
        const GpuModel *gpu = catalog.gpu(t.gpuModelId);
        if (!gpu) {
            add(t.origin == Origin::Shipped ? S::Error : S::Warning, t.id,
                QCoreApplication::translate(
                    "CatalogCheck", "GPU '%1' is not in the GPU table, so its specs are unknown")
                    .arg(QString::fromStdString(t.gpuLabel.empty() ? t.gpuModelId : t.gpuLabel)));
        }
        if (t.vcpu <= 0)
            add(S::Error, t.id,
                QCoreApplication::translate("CatalogCheck", "vCPU count %1 is not positive")
                    .arg(t.vcpu));
        if (!(t.memoryGib > 0))
            add(S::Error, t.id,
                QCoreApplication::translate("CatalogCheck", "memory %1 GiB is not positive")
                    .arg(t.memoryGib));
        if (t.gpuCount <= 0)
            add(S::Error, t.id,
                QCoreApplication::translate("CatalogCheck", "GPU count %1 is not positive")
                    .arg(t.gpuCount));
        if (!(t.gpuMemoryGib > 0))
            add(S::Error, t.id,
                QCoreApplication::translate("CatalogCheck", "GPU memory %1 GiB is not positive")
                    .arg(t.gpuMemoryGib));
        if (t.gpuFraction && !(*t.gpuFraction > 0 && *t.gpuFraction <= 1))
            add(S::Error, t.id,
                QCoreApplication::translate("CatalogCheck", "vGPU fraction %1 is outside (0, 1]")
                    .arg(*t.gpuFraction));
        if (t.networkGbps && !(*t.networkGbps > 0))
            add(S::Error, t.id,
                QCoreApplication::translate("CatalogCheck",
                                            "network bandwidth %1 Gbit/s is not positive")
                    .arg(*t.networkGbps));
        if (gpu && gpu->memoryGib && t.gpuMemoryGib > *gpu->memoryGib * 1.001)
            add(S::Error, t.id,
                QCoreApplication::translate("CatalogCheck",
                                            "%1 GiB per GPU is more than the %2 GiB of a %3")
                    .arg(t.gpuMemoryGib)
                    .arg(*gpu->memoryGib)
                    .arg(QString::fromStdString(gpu->name)));
        if (!t.gpuFraction)
            add(S::Info, t.id,
                QCoreApplication::translate("CatalogCheck", "vGPU fraction not documented"));
        if (catalog.pricesOf(t.id).empty()) {
            add(S::Info, t.id,
                QCoreApplication::translate("CatalogCheck",
                                            "no price in any region (import one or enter it)"));
        }
    }
    for (const Price &p : catalog.prices()) {
        const std::string subject =
            p.instanceTypeId + " " + p.regionId + " " + std::string(toString(p.mode));
        if (!catalog.type(p.instanceTypeId))
            add(S::Error, subject,
                QCoreApplication::translate(
                    "CatalogCheck", "price for an instance type that is not in the catalog"));
        if (!catalog.region(p.regionId))
            add(S::Error, subject,
                QCoreApplication::translate("CatalogCheck", "price in an unknown region"));
        if (!(p.amount > 0))
            add(S::Error, subject,
                QCoreApplication::translate("CatalogCheck", "price %1 is not positive")
                    .arg(p.amount));
        const auto age = priceAgeDays(p, today);
        if (!age) {
            add(S::Error, subject,
                QCoreApplication::translate("CatalogCheck", "price date '%1' cannot be read")
                    .arg(QString::fromStdString(p.asOf)));
        } else if (*age > kStalePriceDays) {
            add(S::Warning, subject,
                QCoreApplication::translate("CatalogCheck",
                                            "price of %1 is %2 days old (stale past %3 days)")
                    .arg(QString::fromStdString(p.asOf))
                    .arg(*age)
                    .arg(kStalePriceDays));
        }
    }
    for (const SpotAdvice &s : catalog.spotAdvice()) {
        if (!(s.averageDiscountPct > 0 && s.averageDiscountPct <= 100))
            add(S::Error, s.instanceTypeId,
                QCoreApplication::translate("CatalogCheck", "spot discount %1% is outside (0, 100]")
                    .arg(s.averageDiscountPct));
    }
    for (const GpuModel &g : catalog.gpus()) {
        if (g.memoryGib && !(*g.memoryGib > 0))
            add(S::Error, g.id,
                QCoreApplication::translate("CatalogCheck", "GPU memory is not positive"));
        if (g.sourceUrl.empty())
            add(S::Error, g.id,
                QCoreApplication::translate("CatalogCheck", "GPU model without a source"));
    }
    const PriceCounts counts = priceCounts(catalog, today);
    report.stalePrices = counts.stalePrices;
    report.unpricedTypes = counts.unpricedTypes;
    return report;
}

} // namespace gpuplanner
