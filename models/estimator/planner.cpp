#include "estimator/planner.h"

#include "estimator/fit.h"
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

using text::fmt;

constexpr double kDefaultInterruptionRatePct = 5; // when nothing is imported or set
constexpr double kHoursPer30Days = 720;

bool ampereOrLater(const GpuModel &g)
{
    const std::string &a = g.architecture;
    return a == "Ampere" || a == "Ada Lovelace" || a == "Hopper" || a == "Blackwell";
}

void add(PlanRow &row, std::string code, Severity s, MessageArgs args = {})
{
    row.reasons.push_back({std::move(code), s, std::move(args)});
}

// The largest divisor of n not above limit, from 1, 2, 4, 8…
std::vector<int> powersUpTo(int n)
{
    std::vector<int> out;
    for (int k = 1; k <= n; k *= 2) {
        if (n % k == 0)
            out.push_back(k);
    }
    if (out.empty() || out.back() != n)
        out.push_back(n);
    return out;
}

// The configuration chosen on one instance type. memory is the cached estimate (shared);
// memoryFit points into the plan's EstimateCache, whose entries stay put while the plan
// is made: a row copies its reasons once rather than every candidate copying them.
struct Fit {
    Workload workload;
    std::shared_ptr<const MemoryEstimate> memory;
    const MemoryFit *memoryFit = nullptr;
    bool fits = false;
};

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

namespace {

// Finds the smallest configuration of this instance type (and of several of them) that
// fits the workload, trying stronger sharding (training) or more tensor parallel GPUs
// (inference) before more instances.
// Estimates depend only on the configuration, not on the instance type: many types share
// a GPU count, so a plan needs a handful of estimates rather than one per type.
class EstimateCache
{
public:
    // Shared: every row that chooses a configuration holds its estimate (PlanRow::memory)
    // rather than a copy of its assumptions and warnings.
    const std::shared_ptr<const MemoryEstimate> &get(const Workload &w)
    {
        const auto key =
            std::make_tuple(w.gpusPerNode, w.nodes, static_cast<int>(w.sharding), w.tensorParallel,
                            w.pipelineParallel, w.gpuMemoryGib, static_cast<int>(w.attention));
        auto it = m_cache.find(key);
        if (it == m_cache.end())
            it = m_cache.emplace(key, std::make_shared<const MemoryEstimate>(estimateMemory(w)))
                     .first;
        return it->second;
    }

    // The memory verdict of a cached estimate on a card. It depends only on the
    // configuration (one cached estimate), the card and the instances; many types share a
    // GPU model, and wording the reasons is most of a verdict's cost.
    const MemoryFit &judge(const Workload &w, const MemoryEstimate &cached, const CardMemory &card,
                           double headroomPct)
    {
        const auto key = std::make_tuple(&cached, card.totalGib, card.driverReported, card.source,
                                         w.nodes, headroomPct);
        auto it = m_judgements.find(key);
        if (it == m_judgements.end())
            it =
                m_judgements.emplace(key, judgeMemory(w, cached, card, headroomPct, w.nodes)).first;
        return it->second;
    }

private:
    std::map<std::tuple<int, int, int, int, int, double, int>,
             std::shared_ptr<const MemoryEstimate>>
        m_cache;
    std::map<std::tuple<const MemoryEstimate *, double, bool, std::string, int, double>, MemoryFit>
        m_judgements;
};

Fit fitOn(const Workload &base, const InstanceType &t, const PlanOptions &o, const CardMemory &card,
          EstimateCache &cache)
{
    // The cache's entries stay put while the plan is made: the candidates are compared by
    // pointer and only the chosen one is copied out.
    struct Candidate {
        Workload workload;
        const std::shared_ptr<const MemoryEstimate> *memory = nullptr;
        const MemoryFit *memoryFit = nullptr;
    } chosen;
    bool bestHasHeadroom = false;
    // Keeps the first configuration that fits with headroom; failing that the first that
    // fits; failing that the one that needs least.
    auto consider = [&](const Workload &w) {
        const std::shared_ptr<const MemoryEstimate> &e = cache.get(w);
        const MemoryFit &mf = cache.judge(w, *e, card, o.headroomPct);
        const MemoryFit *had = chosen.memoryFit;
        if (!had || (mf.roomy && !bestHasHeadroom) || (mf.fits && !had->fits) ||
            (!had->fits && !mf.fits && mf.needGib < had->needGib)) {
            chosen = {w, &e, &mf};
            bestHasHeadroom = mf.roomy;
        }
        return mf.roomy;
    };
    auto best = [&] {
        static const auto noEstimate = std::make_shared<const MemoryEstimate>();
        static const MemoryFit noFit;
        Fit f;
        f.workload = std::move(chosen.workload);
        f.memory = chosen.memory ? *chosen.memory : noEstimate;
        f.memoryFit = chosen.memoryFit ? chosen.memoryFit : &noFit;
        f.fits = f.memoryFit->fits;
        return f;
    };
    if (base.task == Task::Inference) {
        for (int k : powersUpTo(t.gpuCount)) {
            Workload w = base;
            w.gpusPerNode = k;
            w.nodes = 1;
            w.tensorParallel = k;
            w.pipelineParallel = 1;
            w.gpuMemoryGib = card.totalGib; // what vLLM takes its share of
            if (consider(w))
                return best();
        }
        // Too large for one instance: tensor parallel over all its GPUs, pipeline parallel
        // over 2, 4, … identical instances (vLLM runs pipeline stages across nodes).
        for (int nodes = 2; t.gpuCount > 0 && nodes <= o.maxNodes; nodes *= 2) {
            Workload w = base;
            w.gpusPerNode = t.gpuCount;
            w.nodes = nodes;
            w.tensorParallel = t.gpuCount;
            w.pipelineParallel = nodes;
            w.gpuMemoryGib = t.gpuMemoryGib;
            if (consider(w))
                return best();
        }
        return best();
    }
    std::vector<Sharding> shardings = {base.sharding};
    if (base.sharding != Sharding::Zero3 && base.sharding != Sharding::Fsdp)
        shardings.push_back(Sharding::Zero3);
    for (int nodes = 1; nodes <= std::max(1, o.maxNodes); nodes *= 2) {
        for (Sharding s : shardings) {
            Workload w = base;
            w.gpusPerNode = t.gpuCount;
            w.nodes = nodes;
            w.sharding = (t.gpuCount * nodes > 1) ? s : Sharding::None;
            if (w.tensorParallel > t.gpuCount || t.gpuCount % std::max(1, w.tensorParallel) != 0)
                w.tensorParallel = 1;
            w.pipelineParallel = std::max(1, std::min(w.pipelineParallel, t.gpuCount * nodes));
            if (consider(w))
                return best();
            if (t.gpuCount * nodes == 1)
                break; // sharding means nothing on one GPU
        }
    }
    return best();
}

} // namespace

Plan makePlan(const Workload &workload, const Catalog &catalog, const PlanOptions &o, SortKey sort)
{
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
    if (training)
        plan.assumptions.push_back("Training FLOPs: " + fmt(flopsPerToken / activeParams, 0) +
                                   " × " + fmt(activeParams / 1e9, 2) + " B active parameters × " +
                                   fmt(tokens / 1e9, 3) + " B tokens; MFU " + fmt(o.mfu * 100, 0) +
                                   " %.");

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

        // ---- Fit reasons, every one that applies ----
        row.reasons = fit.memoryFit->reasons;
        row.reasons.insert(row.reasons.end(), gpuCompat->second.reasons.begin(),
                           gpuCompat->second.reasons.end());
        if (fit.fits && training && fit.workload.sharding != workload.sharding && row.gpusUsed > 1)
            add(row, "sharding", Severity::Warning,
                {arg::text(std::string(toString(fit.workload.sharding))),
                 arg::count(row.gpusUsed)});
        if (fit.fits && row.instances > 1)
            add(row, "multi_node", Severity::Warning, {arg::count(row.instances)});
        if (fit.fits && !training && row.pipelineParallel > 1) {
            const std::optional<Link> net = interInstanceLink(t);
            add(row, "pipeline_parallel", Severity::Info,
                {arg::count(row.pipelineParallel), arg::count(row.tensorParallel),
                 arg::text(net ? net->name : std::string())});
        }
        if (fit.fits && !training && row.tensorParallel > 1)
            add(row, "tensor_parallel", Severity::Info, {arg::count(row.tensorParallel)});
        // Host RAM: only what loading needs blocks (fit.h).
        for (Reason &r : hostRamReasons(fit.workload, *row.memory, t))
            row.reasons.push_back(std::move(r));
        if (training) {
            const double vcpuPerGpu = static_cast<double>(t.vcpu) / t.gpuCount;
            if (vcpuPerGpu < workload.dataLoaderWorkers + 1)
                add(row, "vcpu", Severity::Warning,
                    {arg::num(vcpuPerGpu, 1, ""), arg::count(workload.dataLoaderWorkers)});
        }
        // Precision support on the GPU.
        const Precision p = workload.precision;
        // The catalog's yes/no columns stand in where the compute capability is undocumented.
        if (row.gpu && compat.undocumented) {
            if (p == Precision::Bf16 && row.gpu->bf16 == Tristate::No)
                add(row, "no_bf16", Severity::Blocker, {arg::text(row.gpu->name)});
            if ((p == Precision::Fp8 || workload.kvCachePrecision == Precision::Fp8) &&
                row.gpu->fp8 != Tristate::Yes)
                add(row, "no_fp8",
                    row.gpu->fp8 == Tristate::No ? Severity::Blocker : Severity::Warning,
                    {arg::text(row.gpu->name), arg::count(row.gpu->fp8 == Tristate::No)});
            if (p == Precision::Bf16 && row.gpu->bf16 == Tristate::Unknown)
                add(row, "bf16_unknown", Severity::Warning);
        }
        if (t.isVirtualGpu() && training)
            add(row, "vgpu_training",
                (t.gpuFraction && *t.gpuFraction < 1) || !t.gpuFraction ? Severity::Blocker
                                                                        : Severity::Warning);

        // ---- Time (timemodel.h, throughput.h; docs/planner.md "Time") ----
        const double fraction = t.gpuFraction.value_or(t.isVirtualGpu() ? 0 : 1);
        std::optional<double> peak;
        if (row.gpu) {
            const Precision compute =
                workload.quantization != Quantization::None ? Precision::Fp16 : p;
            peak = peakTflops(*row.gpu, compute);
        }
        const std::optional<Link> interLink =
            row.instances > 1 ? interInstanceLink(t) : std::optional<Link>();
        std::optional<double> commShare; // training: % of each step spent communicating
        if (peak && fraction > 0) {
            const double perGpu = *peak * fraction;
            if (training) {
                const TrainingStep step =
                    trainingStep(fit.workload, t, row.gpu, flopsPerToken, perGpu, o.mfu);
                row.stepSeconds = step.stepSeconds;
                row.stepComputeSeconds = step.computeSeconds + step.bubbleSeconds;
                row.stepCommSeconds = step.exposedCommSeconds;
                row.tokensPerStep = step.tokensPerStep;
                row.commEfficiency =
                    step.stepSeconds > 0 ? step.computeSeconds / step.stepSeconds : 1;
                if (step.bottleneck && step.exposedCommSeconds > 0)
                    row.bottleneck = step.bottleneck->name;
                else
                    row.bottleneck = "compute";
                row.effectiveTflops = step.stepSeconds > 0 ? step.tokensPerStep * flopsPerToken /
                                                                 step.stepSeconds / 1e12
                                                           : 0;
                if (tokens > 0 && step.stepSeconds > 0) {
                    const double steps = tokens / step.tokensPerStep;
                    row.hours = steps * step.stepSeconds / 3600;
                    row.computeHours = steps * row.stepComputeSeconds / 3600;
                    row.commHours = steps * row.stepCommSeconds / 3600;
                } else if (tokens <= 0) {
                    add(row, "no_tokens", Severity::Info);
                }
                commShare = step.commShare() * 100;
                if (step.bottleneck && step.bottleneck->assumed && step.exposedCommSeconds > 0)
                    add(row, "link_assumed", Severity::Info, {arg::text(step.bottleneck->source)});
            } else if (row.gpu && fit.fits) {
                const auto serve = servingThroughput(fit.workload, row.memory->perGpu, t, *row.gpu,
                                                     perGpu, fraction, interLink);
                if (serve) {
                    row.tokensPerSecond = serve->tokensPerSecond * serve->replicas;
                    row.hours = o.servingHours;
                    row.effectiveTflops = perGpu * kPrefillMfu * row.tensorParallel;
                    row.stepSeconds = serve->decodeStepSeconds;
                    row.stepComputeSeconds = row.pipelineParallel *
                                             std::max(serve->memorySeconds, serve->computeSeconds);
                    row.stepCommSeconds = serve->networkSeconds;
                    row.tokensPerStep = std::max(1, workload.batch);
                    row.decodeKernel = serve->kernel.kernel;
                    row.bottleneck = serve->networkSeconds > row.stepComputeSeconds
                                         ? (interLink ? interLink->name : std::string())
                                         : (serve->computeBound ? std::string("compute")
                                                                : std::string("memory bandwidth"));
                    if (!serve->kernel.documented)
                        add(row, "kernel_speed_undocumented", Severity::Info,
                            {arg::text(serve->kernel.kernel), arg::text(row.gpu->architecture)});
                }
                if (row.pipelineParallel > 1) {
                    const double share =
                        serve && serve->decodeStepSeconds > 0
                            ? serve->networkSeconds / serve->decodeStepSeconds * 100
                            : 0;
                    if (!interLink)
                        add(row, "network_unknown", Severity::Warning, {arg::count(1)});
                    else if (interLink->kind == Link::Kind::Tcp)
                        add(row, "no_rdma", Severity::Warning,
                            {arg::count(1), arg::text(interLink->name), arg::num(share, 0, "%")});
                }
            }
        } else {
            add(row, "throughput_unknown", Severity::Info);
        }
        // Interconnect reasons of training, with the share of each step spent communicating
        // when the time is known.
        if (training) {
            // The share of each step spent communicating; absent when the time is unknown.
            const MessageArg share = commShare ? arg::num(*commShare, 0, "%") : arg::text({});
            const std::optional<Link> intra =
                fit.workload.gpusPerNode > 1 ? intraInstanceLink(t, row.gpu) : std::nullopt;
            if (intra && intra->kind == Link::Kind::Pcie) {
                const bool undocumented = t.interconnectClass() != InterconnectClass::Pcie;
                // A warning when the link costs time (or the time is unknown); a note when
                // communication is a small share of each step (LoRA, small models).
                const Severity severity =
                    commShare && *commShare < 10 ? Severity::Info : Severity::Warning;
                add(row, undocumented ? "interconnect_unknown" : "pcie", severity,
                    {arg::text(intra->name), share});
            }
            if (row.instances > 1 && !interLink)
                add(row, "network_unknown", Severity::Warning, {arg::count(0)});
            else if (row.instances > 1 && interLink->kind == Link::Kind::Tcp)
                add(row, "no_rdma", Severity::Warning,
                    {arg::count(0), arg::text(interLink->name), share});
        }
        // ---- Price and cost ----
        const Price *price = catalog.price(
            t.id, o.region, o.pricing == PricingMode::Spot ? PricingMode::Spot : o.pricing);
        const Price *payg = catalog.price(t.id, o.region, PricingMode::PayAsYouGo);
        auto convert = [&](const Price &pr, double amount) -> std::optional<double> {
            if (pr.currency == o.currency)
                return amount;
            if (!o.cnyPerUsd || *o.cnyPerUsd <= 0)
                return std::nullopt;
            if (pr.currency == "USD" && o.currency == "CNY")
                return amount * *o.cnyPerUsd;
            if (pr.currency == "CNY" && o.currency == "USD")
                return amount / *o.cnyPerUsd;
            return std::nullopt;
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
            row.priceAmount =
                o.pricing == PricingMode::Spot ? *hourly : convert(*used, used->amount);
            row.pricePerHour = *hourly * n;
            if (!o.today.empty()) {
                const auto age = daysBetween(used->asOf, o.today);
                row.priceStale = !age || *age > kStalePriceDays;
                if (row.priceStale)
                    add(row, "stale_price", Severity::Warning,
                        {arg::text(age ? used->asOf : std::string())});
            }
        } else if (!used) {
            add(row, "no_price", Severity::Info, {arg::text(o.region)});
        }
        // Stock fetched with `catalog refresh --stock`: every zone of the region sold out.
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
        if (hourly && row.hours) {
            const double hours = *row.hours;
            switch (o.pricing) {
            case PricingMode::PayAsYouGo:
            case PricingMode::Reserved:
                row.totalCost = hours * *hourly * n;
                break;
            case PricingMode::Subscription: {
                const double months = o.subscriptionMonths > 0
                                          ? o.subscriptionMonths
                                          : std::max(1.0, std::ceil(hours / kHoursPerMonth));
                const auto monthly = convert(*used, used->amount * hoursPerUnit(PriceUnit::Month) /
                                                        hoursPerUnit(used->unit));
                if (monthly)
                    row.totalCost = months * *monthly * n;
                if (payg && monthly) {
                    const auto paygHourly = convert(*payg, payg->perHour());
                    if (paygHourly && *paygHourly > 0)
                        row.breakEvenUtilisationPct =
                            *monthly / (kHoursPerMonth * *paygHourly) * 100;
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
                    s.expectedCost = s.expectedHours * *hourly * n;
                    if (payg) {
                        if (const auto paygHourly = convert(*payg, payg->perHour()))
                            s.paygCost = hours * *paygHourly * n;
                    }
                    row.totalCost = s.expectedCost;
                    row.hours = s.expectedHours;
                } else {
                    row.totalCost = hours * *hourly * n;
                }
                break;
            }
        }
        if (row.tokensPerSecond && row.pricePerHour && *row.tokensPerSecond > 0)
            row.costPerMillionTokens = *row.pricePerHour / (*row.tokensPerSecond * 3600) * 1e6;

        // ---- Verdict ----
        row.verdict = Verdict::Fits;
        for (const Reason &r : row.reasons) {
            if (r.severity == Severity::Blocker)
                row.verdict = Verdict::DoesNotFit;
            else if (r.severity == Severity::Warning && row.verdict == Verdict::Fits)
                row.verdict = Verdict::FitsWithWarnings;
        }
        // ---- Constraints ----
        if (o.maxGpus && row.gpusUsed > *o.maxGpus)
            row.withinConstraints = false;
        if (o.budget && (!row.totalCost || *row.totalCost > *o.budget))
            row.withinConstraints = false;
        if (o.deadlineHours && (!row.hours || *row.hours > *o.deadlineHours))
            row.withinConstraints = false;
        plan.rows.push_back(std::move(row));
    }

    // ---- Pareto front and value over the fitting rows with cost and time ----
    auto costOf = [&](const PlanRow &r) -> std::optional<double> {
        return training ? r.totalCost : r.costPerMillionTokens;
    };
    auto timeOf = [&](const PlanRow &r) -> std::optional<double> {
        if (training)
            return r.hours;
        if (r.tokensPerSecond && *r.tokensPerSecond > 0)
            return 1.0 / *r.tokensPerSecond; // seconds per token: lower is faster
        return std::nullopt;
    };
    // The rows that take part: fitting, within the constraints, with a cost and a time.
    struct Point {
        double cost;
        double time;
        PlanRow *row;
    };
    std::vector<Point> points;
    for (PlanRow &r : plan.rows) {
        if (r.verdict == Verdict::DoesNotFit || !r.withinConstraints || !costOf(r) || !timeOf(r))
            continue;
        points.push_back({*costOf(r), *timeOf(r), &r});
    }
    double minCost = 0, minTime = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        minCost = i == 0 ? points[i].cost : std::min(minCost, points[i].cost);
        minTime = i == 0 ? points[i].time : std::min(minTime, points[i].time);
    }
    for (Point &p : points) {
        if (minCost > 0 && minTime > 0)
            p.row->value = std::sqrt((p.cost / minCost) * (p.time / minTime));
    }
    // On the front unless another point is no worse in both and better in one. Sorted by
    // cost, a point is dominated when a cheaper one is as fast or faster, or one of the
    // same cost is faster: O(n log n) rather than comparing every pair. A NaN compares
    // false, so such a point is never dominated and dominates nothing, as pair by pair.
    std::vector<Point> sweep;
    sweep.reserve(points.size());
    for (Point &p : points) {
        if (std::isnan(p.cost) || std::isnan(p.time))
            p.row->pareto = true;
        else
            sweep.push_back(p);
    }
    std::sort(sweep.begin(), sweep.end(),
              [](const Point &a, const Point &b) { return a.cost < b.cost; });
    double fastestCheaper = std::numeric_limits<double>::infinity();
    bool anyCheaper = false;
    for (std::size_t i = 0; i < sweep.size();) {
        std::size_t end = i;
        double fastestHere = sweep[i].time;
        while (end < sweep.size() && sweep[end].cost == sweep[i].cost) {
            fastestHere = std::min(fastestHere, sweep[end].time);
            ++end;
        }
        for (std::size_t k = i; k < end; ++k) {
            const double h = sweep[k].time;
            sweep[k].row->pareto = !((anyCheaper && fastestCheaper <= h) || fastestHere < h);
        }
        fastestCheaper = anyCheaper ? std::min(fastestCheaper, fastestHere) : fastestHere;
        anyCheaper = true;
        i = end;
    }

    // ---- Ranking: fitting within constraints, then the rest; missing values last ----
    auto key = [&](const PlanRow &r) -> std::optional<double> {
        switch (sort) {
        case SortKey::Cost:
            return costOf(r);
        case SortKey::Time:
            return timeOf(r);
        case SortKey::Value:
            return r.value;
        }
        return std::nullopt;
    };
    // Sorted as small entries (group, key, position) and the rows moved once into their
    // places: a row is large, and moving it at every step of the sort cost more than the
    // comparisons.
    struct SortEntry {
        int group;
        std::optional<double> key;
        std::size_t index;
    };
    std::vector<SortEntry> order;
    order.reserve(plan.rows.size());
    for (std::size_t i = 0; i < plan.rows.size(); ++i) {
        const PlanRow &r = plan.rows[i];
        order.push_back(
            {r.verdict == Verdict::DoesNotFit ? 2 : (r.withinConstraints ? 0 : 1), key(r), i});
    }
    std::stable_sort(order.begin(), order.end(), [&](const SortEntry &a, const SortEntry &b) {
        if (a.group != b.group)
            return a.group < b.group;
        if (a.key.has_value() != b.key.has_value())
            return a.key.has_value();
        if (a.key && b.key && *a.key != *b.key)
            return *a.key < *b.key;
        return plan.rows[a.index].type->id < plan.rows[b.index].type->id;
    });
    {
        std::vector<PlanRow> sorted;
        sorted.reserve(plan.rows.size());
        for (const SortEntry &e : order)
            sorted.push_back(std::move(plan.rows[e.index]));
        plan.rows = std::move(sorted);
    }

    // ---- Findings ----
    const MemoryEstimate own = estimateMemory(workload); // the scenario as given, for the findings
    auto finding = [&](std::string code, Severity s, MessageArgs args = {}) {
        plan.findings.push_back({std::move(code), s, std::move(args)});
    };
    const PlanRow *top = nullptr;
    for (const PlanRow &r : plan.rows) {
        if (r.verdict != Verdict::DoesNotFit) {
            top = &r;
            break;
        }
    }
    if (training && top && top->gpusUsed > 1) {
        const InterconnectClass ic = top->type->interconnectClass();
        const bool nv = ic == InterconnectClass::NvLink || ic == InterconnectClass::NvSwitch;
        finding("nvlink", nv ? Severity::Info : Severity::Warning, {arg::count(nv)});
    }
    if (training) { // a recommendation for training data pipelines, not for serving
        const HostRam &h = top ? top->memory->hostRam : own.hostRam;
        MessageArgs args = {arg::num(h.ruleMinGib, 0), arg::num(h.ruleMaxGib, 0)};
        const MessageArgs host = hostRamArgs(h);
        args.insert(args.end(), host.begin(), host.end());
        finding("ram_ratio", Severity::Info, std::move(args));
    }
    if (training) {
        const double datasetGib =
            tokens > 0 ? o.datasetTokens * 4 / kBytesPerGiB : 0; // about 4 bytes of text per token
        // OSS under 100 GiB, NAS or ESSD PL2/PL3 under 2 TiB, CPFS above.
        if (datasetGib < 100)
            finding("storage", Severity::Info, {arg::count(0), arg::num(datasetGib, 0)});
        else if (datasetGib < 2048)
            finding("storage", Severity::Info, {arg::count(1), arg::num(datasetGib, 0)});
        else
            finding("storage", Severity::Info,
                    {arg::count(2), arg::num(datasetGib / 1024, 1, "TiB")});
    }
    if (o.maxNodes > 1 || (top && top->instances > 1))
        finding("rdma", Severity::Warning);
    if (training)
        finding("spot", Severity::Info);
    finding("images", Severity::Info);
    finding("utilisation", Severity::Info);
    if (o.region == "cn-hangzhou" || o.region == "cn-beijing")
        finding("stock", Severity::Warning, {arg::text(o.region)});
    if (!training) {
        const double need = own.perGpu.totalGib;
        if (need < 12)
            finding("vgpu", Severity::Info);
    }
    return plan;
}

} // namespace gpuplanner
