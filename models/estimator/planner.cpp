#include "estimator/planner.h"

#include "estimator/fit.h"
#include "estimator/planunits.h"
#include "estimator/text.h"
#include "estimator/throughput.h"
#include "estimator/timemodel.h"
#include "estimator/units.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <tuple>
#include <unordered_map>

namespace gpuplanner {

namespace {

constexpr double kHoursPer30Days = 720;

bool ampereOrLater(const GpuModel &g)
{
    const std::string &a = g.architecture;
    return a == "Ampere" || a == "Ada Lovelace" || a == "Hopper" || a == "Blackwell";
}

} // namespace

std::optional<double> peakTflops(const GpuModel &g, Precision p)
{
    switch (p) {
    case Precision::Fp32:
        return g.fp32Tflops;
    case Precision::Tf32:
        if (ampereOrLater(g) && g.fp16TensorTflopsDense)
            return *g.fp16TensorTflopsDense / 2;
        return g.fp32Tflops;
    case Precision::Fp16:
    case Precision::Bf16:
        if (g.fp16TensorTflopsDense)
            return g.fp16TensorTflopsDense;
        // Pascal has no tensor cores: 16-bit math runs at about the fp32 rate.
        if (g.architecture == "Pascal")
            return g.fp32Tflops;
        return std::nullopt;
    case Precision::Fp8:
        if (g.fp8 == Tristate::Yes && g.fp16TensorTflopsDense)
            return *g.fp16TensorTflopsDense * 2;
        return std::nullopt;
    }
    return std::nullopt;
}

double hazardFromInterruptionRate(double ratePct)
{
    const double r = std::clamp(ratePct / 100.0, 0.0, 0.999);
    return -std::log(1 - r) / kHoursPer30Days;
}

double expectedWallHours(double work, double lambda, double tau, double c, double r)
{
    if (work <= 0)
        return 0;
    if (lambda <= 0)
        return work * (1 + c / tau);
    const double segments = work / tau;
    return segments * (1.0 / lambda + r) * std::expm1(lambda * (tau + c));
}

double optimalCheckpointInterval(double lambda, double c)
{
    if (lambda <= 0)
        return 0;
    const double m = 1.0 / lambda;
    if (c >= 2 * m)
        return m;
    const double x = std::sqrt(c / (2 * m));
    return std::sqrt(2 * c * m) * (1 + x / 3 + x * x / 9) - c;
}

std::string_view toString(Verdict v)
{
    switch (v) {
    case Verdict::Fits:
        return "fits";
    case Verdict::FitsWithWarnings:
        return "fits_with_warnings";
    case Verdict::DoesNotFit:
        return "does_not_fit";
    }
    return {};
}

std::string_view toString(Severity s)
{
    switch (s) {
    case Severity::Info:
        return "info";
    case Severity::Warning:
        return "warning";
    case Severity::Blocker:
        return "blocker";
    }
    return {};
}

std::optional<SortKey> sortKeyFromString(std::string_view t)
{
    if (t == "cost")
        return SortKey::Cost;
    if (t == "time")
        return SortKey::Time;
    if (t == "value")
        return SortKey::Value;
    return std::nullopt;
}

Plan makePlan(const Workload &workload, const Catalog &catalog, const PlanOptions &o, SortKey sort)
{
    using planunits::EstimateCache;
    using planunits::Fit;
    using planunits::fitOn;
    Plan plan;
    const bool training = workload.isTraining();
    const double tokens = o.datasetTokens * std::max(0.0, o.epochs);
    const bool lora = workload.task == Task::Lora || workload.task == Task::Qlora;
    const ModelSpec &m = workload.model;
    const double activeParams = m.activeParams();
    // Training FLOPs per token (Kaplan et al. 2020; Narayanan et al. 2021): forward 2P,
    // backward 4P; adapters skip the weight gradients of the frozen base (backward 2P);
    // checkpointing recomputes the forward (+2P).
    double flopsPerToken = (lora ? 4.0 : 6.0) * activeParams;
    if (workload.gradientCheckpointing)
        flopsPerToken += 2.0 * activeParams;
    else if (workload.selectiveCheckpointing)
        flopsPerToken += 1.0 * activeParams; // every other matmul of the forward
    if (training)
        // FLOPs per parameter and token, billions of active parameters, billions of
        // tokens, MFU in percent (worded by planwording::assumptionText)
        plan.assumptions.push_back(
            {"training_flops",
             {arg::num(flopsPerToken / activeParams, 0, ""), arg::num(activeParams / 1e9, 2, "B"),
              arg::num(tokens / 1e9, 3, "B"), arg::num(o.mfu * 100, 0, "%")}});

    EstimateCache cache;
    struct GpuCompat {
        CompatResult compat;
        std::vector<Reason> reasons;
    };
    std::unordered_map<const GpuModel *, GpuCompat> compatByGpu; // nodes stay put
    plan.rows.reserve(catalog.types().size());
    for (const InstanceType &t : catalog.types()) {
        if (!o.families.empty() &&
            std::find(o.families.begin(), o.families.end(), t.familyId) == o.families.end())
            continue;
        PlanRow row;
        row.type = &t;
        row.gpu = catalog.gpuOf(t);
        row.cardGib = t.gpuMemoryGib;
        row.currency = o.currency;

        // Compute capability × precision, kernels, attention and engine; fallbacks change
        // the workload estimated on this GPU (hardware.h).
        // The check depends on the GPU model only: done once per model, not per type.
        const auto [gpuCompat, firstOfGpu] = compatByGpu.try_emplace(row.gpu);
        if (firstOfGpu) {
            gpuCompat->second.compat = checkCompatibility(workload, row.gpu);
            gpuCompat->second.reasons = compatReasons(gpuCompat->second.compat, row.gpu);
        }
        const CompatResult &compat = gpuCompat->second.compat;
        const CardMemory card = cardMemoryOf(t, row.gpu);
        row.cardGib = card.totalGib;
        Fit fit = fitOn(compat.workload, t, o, card, cache);
        row.memory = fit.memory;
        row.needPerGpuGib = fit.memoryFit->needGib;
        row.usableGib = fit.memoryFit->limitGib;
        row.instances = fit.workload.nodes;
        // Inference runs a replica on every group of tensor-parallel GPUs: all are used.
        row.gpusUsed =
            training ? fit.workload.gpusPerNode * fit.workload.nodes : t.gpuCount * row.instances;
        row.tensorParallel = fit.workload.tensorParallel;
        row.pipelineParallel = training ? 1 : std::max(1, fit.workload.pipelineParallel);
        row.sharding = fit.workload.sharding;
        row.vramHeadroomPct = (card.totalGib - row.needPerGpuGib) / card.totalGib * 100;

        planunits::addFitReasons(row, workload, fit, gpuCompat->second.reasons, compat, t,
                                 training);
        planunits::estimateTime(row, workload, fit, t, o, flopsPerToken, tokens);
        planunits::priceAndCost(row, t, catalog, o);
        planunits::judgeVerdict(row, o, training);
        plan.rows.push_back(std::move(row));
    }

    planunits::rankRows(plan, training, sort);
    planunits::addFindings(plan, workload, o, tokens);
    return plan;
}

std::size_t dropOldPrices(Plan &plan)
{
    return std::erase_if(plan.rows,
                         [](const PlanRow &r) { return r.pricePerHour && r.priceStale; });
}

} // namespace gpuplanner
