#include "estimator/planunits.h"

#include "estimator/text.h"
#include "estimator/throughput.h"
#include "estimator/timemodel.h"
#include "estimator/units.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpuplanner::planunits {

using text::fmt;

namespace {
constexpr double kDefaultInterruptionRatePct = 5; // when nothing is imported or set
// A price in the display currency: as it is, or converted at the rate you set.
std::optional<double> convertPrice(const Price &pr, double amount, const PlanOptions &o)
{
    if (pr.currency == o.currency)
        return amount;
    if (!o.cnyPerUsd || *o.cnyPerUsd <= 0)
        return std::nullopt;
    if (pr.currency == "USD" && o.currency == "CNY")
        return amount * *o.cnyPerUsd;
    if (pr.currency == "CNY" && o.currency == "USD")
        return amount / *o.cnyPerUsd;
    return std::nullopt;
}

// Stock fetched with `catalog refresh --stock`: every zone of the region sold out.
void addStockReason(PlanRow &row, const InstanceType &t, const Catalog &catalog,
                    const PlanOptions &o)
{
    int zones = 0;
    int inStock = 0;
    std::string asOf;
    for (const ZoneStock *z : catalog.stockOf(t.id)) {
        if (z->regionId != o.region)
            continue;
        ++zones;
        inStock += z->inStock();
        asOf = z->asOf;
    }
    if (zones > 0 && inStock == 0)
        add(row, "no_stock", Severity::Warning, {arg::text(o.region), arg::text(asOf)});
}

// The job's total under the pricing mode; for spot the expected time with checkpoints,
// lost work and restarts (Daly 2006).
void addTotalCost(PlanRow &row, double hourly, const Price &used, const Price *payg,
                  const PlanOptions &o)
{
    const double n = row.instances;
    auto convert = [&](const Price &pr, double amount) {
        return convertPrice(pr, amount, o);
    };
    const double hours = *row.hours;
    switch (o.pricing) {
    case PricingMode::PayAsYouGo:
    case PricingMode::Reserved:
        row.totalCost = hours * hourly * n;
        break;
    case PricingMode::Subscription: {
        const double months = subscriptionMonthsBilled(o, hours);
        const auto monthly =
            convert(used, used.amount * hoursPerUnit(PriceUnit::Month) / hoursPerUnit(used.unit));
        if (monthly)
            row.totalCost = months * *monthly * n;
        if (payg && monthly) {
            const auto paygHourly = convert(*payg, payg->perHour());
            if (paygHourly && *paygHourly > 0)
                row.breakEvenUtilisationPct = *monthly / (kHoursPerMonth * *paygHourly) * 100;
        }
        break;
    }
    case PricingMode::Spot:
        if (row.spot) {
            SpotExpectation &s = *row.spot;
            s.optimalIntervalHours =
                optimalCheckpointInterval(s.hazardPerHour, o.checkpointWriteHours);
            s.intervalHours = o.checkpointIntervalHours.value_or(s.optimalIntervalHours);
            if (s.intervalHours <= 0)
                s.intervalHours = std::max(hours, 1e-3);
            s.expectedHours = expectedWallHours(hours, s.hazardPerHour, s.intervalHours,
                                                o.checkpointWriteHours, o.restartHours);
            s.finishes = std::isfinite(s.expectedHours);
            s.expectedCost = s.expectedHours * hourly * n;
            if (payg) {
                if (const auto paygHourly = convert(*payg, payg->perHour()))
                    s.paygCost = hours * *paygHourly * n;
            }
            row.totalCost = s.expectedCost;
            row.hours = s.expectedHours;
        } else {
            row.totalCost = hours * hourly * n;
        }
        break;
    }
}

} // namespace

void priceAndCost(PlanRow &row, const InstanceType &t, const Catalog &catalog, const PlanOptions &o)
{
    // ---- Price and cost ----
    const Price *price = catalog.price(
        t.id, o.region, o.pricing == PricingMode::Spot ? PricingMode::Spot : o.pricing);
    const Price *payg = catalog.price(t.id, o.region, PricingMode::PayAsYouGo);
    auto convert = [&](const Price &pr, double amount) {
        return convertPrice(pr, amount, o);
    };
    const double n = row.instances;
    std::optional<double> hourly; // per instance
    const Price *used = nullptr;
    if (o.pricing == PricingMode::Spot) {
        // Spot: pay-as-you-go × a discount you set, else an imported spot price, else
        // pay-as-you-go × DescribeSpotAdvice's average discount. Interruptions apply
        // whichever price is used.
        std::optional<double> discount = o.spotDiscountPct;
        std::string discountSource = "set by you";
        std::optional<double> rate = o.spotInterruptionRatePct;
        std::string rateSource = rate ? "set by you" : "";
        const SpotAdvice *bestAdvice = nullptr;
        for (const SpotAdvice *a : catalog.spotAdviceOf(t.id)) {
            if (a->regionId == o.region &&
                (!bestAdvice || a->averageDiscountPct < bestAdvice->averageDiscountPct))
                bestAdvice = a;
        }
        if (!rate && bestAdvice && bestAdvice->interruptionRatePct) {
            rate = bestAdvice->interruptionRatePct;
            rateSource = "DescribeSpotAdvice, zone " + bestAdvice->zoneId;
        }
        if (!discount && price) {
            used = price;
            hourly = convert(*price, price->perHour());
            discountSource = "imported spot price";
            if (payg && hourly) {
                if (const auto paygHourly = convert(*payg, payg->perHour());
                    paygHourly && *paygHourly > 0)
                    discount = *hourly / *paygHourly * 100;
            }
        } else {
            if (!discount && bestAdvice) {
                discount = bestAdvice->averageDiscountPct;
                discountSource =
                    "DescribeSpotAdvice, zone " + bestAdvice->zoneId + ", " + bestAdvice->asOf;
            }
            if (discount && payg) {
                used = payg;
                hourly = convert(*payg, payg->perHour() * *discount / 100);
            }
        }
        if (used) {
            SpotExpectation sp;
            sp.discountPct = discount.value_or(0);
            sp.discountSource = discountSource;
            if (!rate) {
                rate = kDefaultInterruptionRatePct;
                rateSource = "assumed (no interruption rate imported or set)";
            }
            sp.hazardPerHour = hazardFromInterruptionRate(*rate);
            sp.hazardSource = rateSource + ": " + fmt(*rate, 1) + " % over 30 days";
            row.spot = sp;
        } else if (payg) {
            add(row, "no_spot_discount", Severity::Info, {arg::text(o.region)});
        }
    } else if (price) {
        used = price;
        hourly = convert(*price, price->perHour());
    }
    if (used && !hourly)
        add(row, "currency", Severity::Info, {arg::text(used->currency)});
    if (used && hourly) {
        row.priceSource = used->source;
        row.priceAsOf = used->asOf;
        row.priceKind = used->kind;
        row.priceUnit = o.pricing == PricingMode::Spot ? PriceUnit::Hour : used->unit;
        row.priceAmount = o.pricing == PricingMode::Spot ? *hourly : convert(*used, used->amount);
        row.pricePerHour = *hourly * n;
        if (!o.today.empty()) {
            const auto age = daysBetween(used->asOf, o.today);
            row.priceStale = !age || *age > kStalePriceDays;
            // The price's age is shown on its own (the price column and this reason), not
            // as a downgrade of the verdict, which is about fitting and running (issue 26
            // item 4: "fits, with warnings" had mostly meant "the price is old").
            if (row.priceStale)
                add(row, "stale_price", Severity::Info,
                    {arg::text(age ? used->asOf : std::string())});
        }
    } else if (!used) {
        add(row, "no_price", Severity::Info, {arg::text(o.region)});
    }
    addStockReason(row, t, catalog, o);
    if (hourly && row.hours)
        addTotalCost(row, *hourly, *used, payg, o);
    if (row.tokensPerSecond && row.pricePerHour && *row.tokensPerSecond > 0) {
        // At full utilisation: the hourly price spread over the tokens of that hour.
        row.costPerMillionTokensAtFullUse = *row.pricePerHour / (*row.tokensPerSecond * 3600) * 1e6;
        row.costPerMillionTokens = row.costPerMillionTokensAtFullUse;
        // What is paid: the bill for the serving hours (whole subscription periods, spot's
        // lost work) over the tokens those hours serve.
        if (row.totalCost && row.hours && *row.hours > 0)
            row.costPerMillionTokens =
                *row.totalCost / (*row.tokensPerSecond * 3600 * *row.hours) * 1e6;
    }
}

} // namespace gpuplanner::planunits

namespace gpuplanner {

double subscriptionMonthsBilled(const PlanOptions &options, double hours)
{
    return options.subscriptionMonths > 0 ? options.subscriptionMonths
                                          : std::max(1.0, std::ceil(hours / kHoursPerMonth));
}

} // namespace gpuplanner
