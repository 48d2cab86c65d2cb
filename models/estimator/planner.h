// The planner: for a workload and every instance type of the catalog, whether it fits
// (with every reason that applies), how long the job runs and what it costs under each
// pricing mode, ranked, with the Pareto front of time against cost and the source
// articles' advice as findings. Pure functions over the estimator and the catalog;
// formulas and sources are in docs/planner.md.
#pragma once

#include "estimator/catalog.h"
#include "estimator/memory.h"
#include "estimator/message.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gpuplanner {

enum class Verdict { Fits, FitsWithWarnings, DoesNotFit };
enum class Severity { Info, Warning, Blocker };
enum class SortKey { Cost, Time, Value };

// One reason a verdict has: a stable code (JSON exports keep it) and its arguments, in
// the order the code's wording in models/wording/planwording.cpp reads them (a comment at each
// place that makes one says which).
struct Reason {
    std::string code;
    Severity severity = Severity::Info;
    MessageArgs args;
};

// The source articles' advice where it applies to this plan (code and arguments; the
// advice and its explanation in words come from models/wording/planwording.h).
struct Finding {
    std::string code;
    Severity severity = Severity::Info;
    MessageArgs args;
};

struct PlanOptions {
    std::string region = "cn-shanghai";
    PricingMode pricing = PricingMode::PayAsYouGo;
    double headroomPct = 10;  // free VRAM to keep per GPU
    double mfu = 0.40;        // model FLOPs utilisation in training and prefill
    double datasetTokens = 0; // training tokens per epoch
    double epochs = 1;
    double servingHours = 730; // inference: hours to cost (a month)
    int maxNodes = 1;          // identical instances a job may span
    std::optional<int> maxGpus;
    std::vector<std::string> families; // empty: every family
    std::optional<double> budget;      // in the display currency
    std::optional<double> deadlineHours;
    std::string currency = "CNY";
    std::optional<double> cnyPerUsd; // needed to show USD prices in CNY and back
    // Spot
    std::optional<double> spotDiscountPct;         // % of pay-as-you-go; overrides imports
    std::optional<double> spotInterruptionRatePct; // over 30 days; overrides imports
    double checkpointWriteHours = 5.0 / 60;
    double restartHours = 10.0 / 60;
    std::optional<double> checkpointIntervalHours; // empty: the optimum (Young/Daly)
    int subscriptionMonths = 0;                    // 0: as many months as the job needs
    std::string today;                             // YYYY-MM-DD, for stale prices

    bool operator==(const PlanOptions &) const = default;
};

struct SpotExpectation {
    double discountPct = 0;
    std::string discountSource; // "imported, zone cn-hangzhou-i" or "set by you"
    double hazardPerHour = 0;   // interruptions per hour
    std::string hazardSource;
    double intervalHours = 0; // checkpoint interval used
    double optimalIntervalHours = 0;
    double expectedHours = 0; // wall time including checkpoints, lost work and restarts
    double expectedCost = 0;
    double paygCost = 0;
    bool finishes = true;
};

// type and gpu point into the catalog the plan was computed from: see Plan::catalog.
struct PlanRow {
    const InstanceType *type = nullptr;
    const GpuModel *gpu = nullptr;
    Verdict verdict = Verdict::Fits;
    std::vector<Reason> reasons;
    int instances = 1;
    int gpusUsed = 0; // across all instances
    int tensorParallel = 1;
    Sharding sharding = Sharding::None;
    // The chosen configuration's estimate, shared by every row that chose the same one
    // (a plan of 10k types holds a handful of estimates, not 10k copies). Never null in a
    // plan's rows.
    std::shared_ptr<const MemoryEstimate> memory;
    double needPerGpuGib = 0;
    double cardGib = 0;
    double usableGib = 0;       // per GPU: the figure needPerGpuGib is compared with
    double vramHeadroomPct = 0; // (card − need) / card × 100
    std::optional<double> hours;
    std::optional<double> tokensPerSecond; // inference: output tokens/s per instance set
    // Inference: what is paid per million output tokens over the serving hours (the bill,
    // whole subscription periods included, over the tokens served), and the same at full
    // utilisation of the hours bought (hourly price / tokens per hour).
    std::optional<double> costPerMillionTokens;
    std::optional<double> costPerMillionTokensAtFullUse;
    std::optional<double> priceAmount; // in the display currency
    PriceUnit priceUnit = PriceUnit::Hour;
    std::optional<double> pricePerHour; // hourly equivalent, for every instance together
    std::string priceSource;
    std::string priceAsOf;
    PriceKind priceKind = PriceKind::Published;
    bool priceStale = false;
    std::optional<double> totalCost;
    std::string currency;
    std::optional<double> breakEvenUtilisationPct; // subscription vs pay-as-you-go
    std::optional<SpotExpectation> spot;
    double commEfficiency = 1; // compute time / step time (training)
    double effectiveTflops = 0;
    int pipelineParallel = 1; // inference across instances: one pipeline stage per instance
    // Time breakdown (docs/planner.md, "Time"). Training: one optimizer step of
    // tokensPerStep tokens; inference: one decode step of the whole batch.
    std::optional<double> stepSeconds;
    double stepComputeSeconds = 0; // training: compute + pipeline bubble; inference: the
                                   // slower of reading memory and computing
    double stepCommSeconds = 0;    // communication left on the critical path
    double tokensPerStep = 0;
    std::optional<double> computeHours; // training: of the job's hours
    std::optional<double> commHours;
    std::string bottleneck;   // the link or resource that limits the step, e.g. "TCP 4 Gbit/s"
    std::string decodeKernel; // inference: the quantization kernel whose efficiency is used
    bool pareto = false;
    std::optional<double>
        value; // geometric mean of cost and time relative to the best; lower is better
    bool withinConstraints = true;
};

struct Plan {
    std::vector<PlanRow> rows; // ranked: fitting within constraints first
    std::vector<Finding> findings;
    std::vector<Assumption> assumptions; // worded by planwording::assumptionText
    // The catalog snapshot the rows point into, kept alive as long as the plan: set by the
    // shared_ptr overload of makePlan. A plan that outlives the statement computing it (a
    // model, a page, a report) must be made that way, because the repository replaces its
    // catalog on every import, entered price or reset.
    std::shared_ptr<const Catalog> catalog;
};

// Leaves out the rows whose price is old (PlanRow::priceStale), as the window's "Hide old
// prices" and `rank`/`report --hide-old-prices` do: the ranking of the rest stays. The
// number of rows left out.
std::size_t dropOldPrices(Plan &plan);

// The rows point into catalog, which must outlive the plan.
Plan makePlan(const Workload &workload, const Catalog &catalog, const PlanOptions &options,
              SortKey sort = SortKey::Cost);
// The same over a shared snapshot that the plan keeps alive (Plan::catalog).
inline Plan makePlan(const Workload &workload, std::shared_ptr<const Catalog> catalog,
                     const PlanOptions &options, SortKey sort = SortKey::Cost)
{
    Plan plan = makePlan(workload, *catalog, options, sort);
    plan.catalog = std::move(catalog);
    return plan;
}

// The whole subscription months a job of `hours` is billed for: the months set in the
// options, else as many as the job needs, at least one.
double subscriptionMonthsBilled(const PlanOptions &options, double hours);

// Dense tensor throughput of a GPU at a precision, TFLOPS; nullopt when undocumented.
std::optional<double> peakTflops(const GpuModel &gpu, Precision precision);

// Expected wall time of W hours of work with checkpoints every tau hours (each taking C),
// interruptions at rate lambda per hour and R hours to restart (Daly 2006, exact for
// exponential failures): E = W/tau · (1/lambda + R) · (exp(lambda·(tau + C)) − 1).
double expectedWallHours(double workHours, double lambda, double tau, double checkpointHours,
                         double restartHours);
// The checkpoint interval that minimises it (Daly 2006, higher-order Young).
double optimalCheckpointInterval(double lambda, double checkpointHours);
// Interruptions per hour from a 30-day interruption rate in percent.
double hazardFromInterruptionRate(double ratePct);

std::string_view toString(Verdict v);
std::string_view toString(Severity s);
std::optional<SortKey> sortKeyFromString(std::string_view text);

} // namespace gpuplanner
