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

void add(PlanRow &row, std::string code, Severity s, std::string en, std::string zh)
{
    row.reasons.push_back({std::move(code), s, std::move(en), std::move(zh)});
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
                "Fits only with " + std::string(toString(fit.workload.sharding)) + " over " +
                    text::count(row.gpusUsed, "GPU", "GPUs") + ".",
                "需要在 " + std::to_string(row.gpusUsed) + " 块 GPU 上使用 " +
                    std::string(toString(fit.workload.sharding)) + " 分片才能装下。");
        if (fit.fits && row.instances > 1)
            add(row, "multi_node", Severity::Warning,
                "Needs " + text::count(row.instances, "instance", "instances") + ".",
                "需要 " + std::to_string(row.instances) + " 台实例。");
        if (fit.fits && !training && row.pipelineParallel > 1) {
            const std::optional<Link> net = interInstanceLink(t);
            add(row, "pipeline_parallel", Severity::Info,
                "Serves with pipeline parallel over " +
                    text::count(row.pipelineParallel, "instance", "instances") +
                    " (tensor parallel " + std::to_string(row.tensorParallel) +
                    " inside each); activations cross " +
                    (net ? net->name : std::string("an undocumented network")) + ".",
                "跨 " + std::to_string(row.pipelineParallel) + " 台实例流水线并行推理（每台 " +
                    std::to_string(row.tensorParallel) + " 路张量并行），激活经 " +
                    (net ? net->name : std::string("未公开带宽的网络")) + " 传输。");
        }
        if (fit.fits && !training && row.tensorParallel > 1)
            add(row, "tensor_parallel", Severity::Info,
                "Serves with tensor parallel over " +
                    text::count(row.tensorParallel, "GPU", "GPUs") + ".",
                "使用 " + std::to_string(row.tensorParallel) + " 路张量并行推理。");
        // Host RAM: only what loading needs blocks (fit.h).
        for (Reason &r : hostRamReasons(fit.workload, *row.memory, t))
            row.reasons.push_back(std::move(r));
        if (training) {
            const double vcpuPerGpu = static_cast<double>(t.vcpu) / t.gpuCount;
            if (vcpuPerGpu < workload.dataLoaderWorkers + 1)
                add(row, "vcpu", Severity::Warning,
                    fmt(vcpuPerGpu, 1) + " vCPUs per GPU for " +
                        text::count(workload.dataLoaderWorkers, "data-loader worker",
                                    "data-loader workers") +
                        ".",
                    "每块 GPU 只有 " + fmt(vcpuPerGpu, 1) + " 个 vCPU，少于 " +
                        std::to_string(workload.dataLoaderWorkers) + " 个数据加载进程的需要。");
        }
        // Precision support on the GPU.
        const Precision p = workload.precision;
        // The catalog's yes/no columns stand in where the compute capability is undocumented.
        if (row.gpu && compat.undocumented) {
            if (p == Precision::Bf16 && row.gpu->bf16 == Tristate::No)
                add(row, "no_bf16", Severity::Blocker,
                    row.gpu->name + " has no bf16 support: use fp16.",
                    row.gpu->name + " 不支持 bf16，请改用 fp16。");
            if ((p == Precision::Fp8 || workload.kvCachePrecision == Precision::Fp8) &&
                row.gpu->fp8 != Tristate::Yes)
                add(row, "no_fp8",
                    row.gpu->fp8 == Tristate::No ? Severity::Blocker : Severity::Warning,
                    row.gpu->fp8 == Tristate::No
                        ? row.gpu->name + " has no fp8 (Hopper and Ada have)."
                        : "fp8 support of this GPU is undocumented.",
                    row.gpu->fp8 == Tristate::No
                        ? row.gpu->name + " 不支持 fp8（Hopper 与 Ada 架构才支持）。"
                        : "该 GPU 是否支持 fp8 未公开。");
            if (p == Precision::Bf16 && row.gpu->bf16 == Tristate::Unknown)
                add(row, "bf16_unknown", Severity::Warning,
                    "bf16 support of this GPU is undocumented.", "该 GPU 是否支持 bf16 未公开。");
        }
        if (t.isVirtualGpu() && training)
            add(row, "vgpu_training",
                (t.gpuFraction && *t.gpuFraction < 1) || !t.gpuFraction ? Severity::Blocker
                                                                        : Severity::Warning,
                "vGPU slices are meant for inference, not training.",
                "vGPU 分片适合推理，不适合训练。");

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
                    add(row, "no_tokens", Severity::Info,
                        "Give the dataset size in tokens to estimate time and cost.",
                        "请填写数据集 token 数以估算时间和费用。");
                }
                commShare = step.commShare() * 100;
                if (step.bottleneck && step.bottleneck->assumed && step.exposedCommSeconds > 0)
                    add(row, "link_assumed", Severity::Info,
                        "The bandwidth of the slowest link is assumed: " + step.bottleneck->source +
                            ".",
                        "最慢链路的带宽为假设值（" + step.bottleneck->name +
                            "）：该规格未公开其带宽。");
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
                            "The speed of the " + serve->kernel.kernel + " kernel on " +
                                row.gpu->architecture +
                                " is undocumented: the nearest published figure is used.",
                            serve->kernel.kernel + " 内核在 " + row.gpu->architecture +
                                " 上的速度未公开，采用最接近的公开数据。");
                }
                if (row.pipelineParallel > 1) {
                    const double share =
                        serve && serve->decodeStepSeconds > 0
                            ? serve->networkSeconds / serve->decodeStepSeconds * 100
                            : 0;
                    if (!interLink)
                        add(row, "network_unknown", Severity::Warning,
                            "The network bandwidth between instances is undocumented: the "
                            "transfer between pipeline stages is left out of the time.",
                            "实例间网络带宽未公开：流水线阶段间的传输未计入时间。");
                    else if (interLink->kind == Link::Kind::Tcp)
                        add(row, "no_rdma", Severity::Warning,
                            "No RDMA documented: activations between pipeline stages cross " +
                                interLink->name + " (efficiency 0.5 assumed), " + fmt(share, 0) +
                                " % of each decode step.",
                            "未提供 RDMA：流水线阶段间的激活经 " + interLink->name +
                                " 传输（按 0.5 效率估计），占每个解码步的 " + fmt(share, 0) +
                                "%。");
                }
            }
        } else {
            add(row, "throughput_unknown", Severity::Info,
                "The GPU's throughput is undocumented: time is not estimated.",
                "该 GPU 算力未公开，无法估算时间。");
        }
        // Interconnect reasons of training, with the share of each step spent communicating
        // when the time is known.
        if (training) {
            const std::string shareEn =
                commShare ? ": communication takes " + fmt(*commShare, 0) + " % of each step."
                          : ".";
            const std::string shareZh =
                commShare ? "，通信占每步时间的 " + fmt(*commShare, 0) + "%。" : "。";
            const std::optional<Link> intra =
                fit.workload.gpusPerNode > 1 ? intraInstanceLink(t, row.gpu) : std::nullopt;
            if (intra && intra->kind == Link::Kind::Pcie) {
                const bool undocumented = t.interconnectClass() != InterconnectClass::Pcie;
                // A warning when the link costs time (or the time is unknown); a note when
                // communication is a small share of each step (LoRA, small models).
                const Severity severity =
                    commShare && *commShare < 10 ? Severity::Info : Severity::Warning;
                add(row, undocumented ? "interconnect_unknown" : "pcie", severity,
                    (undocumented ? "Interconnect undocumented (taken as " + intra->name + ")"
                                  : "GPUs talk over " + intra->name) +
                        shareEn,
                    (undocumented ? "互联方式未公开（按 " + intra->name + " 计）"
                                  : "GPU 之间经 " + intra->name + " 通信") +
                        shareZh);
            }
            if (row.instances > 1 && !interLink)
                add(row, "network_unknown", Severity::Warning,
                    "The network bandwidth between instances is undocumented: communication "
                    "across them is left out of the time.",
                    "实例间网络带宽未公开：跨实例通信未计入时间。");
            else if (row.instances > 1 && interLink->kind == Link::Kind::Tcp)
                add(row, "no_rdma", Severity::Warning,
                    "No RDMA documented: gradient sync across instances runs over " +
                        interLink->name + " (efficiency 0.5 assumed)" + shareEn,
                    "未提供 RDMA：跨实例梯度同步走 " + interLink->name + "（按 0.5 效率估计）" +
                        shareZh);
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
                add(row, "no_spot_discount", Severity::Info,
                    "No spot discount imported or set for this type in " + o.region + ".",
                    "该规格在 " + o.region + " 没有导入或设置抢占式折扣。");
            }
        } else if (price) {
            used = price;
            hourly = convert(*price, price->perHour());
        }
        if (used && !hourly)
            add(row, "currency", Severity::Info,
                "The price is in " + used->currency + ": set an exchange rate to compare it.",
                "价格币种为 " + used->currency + "，请设置汇率后再比较。");
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
                        age ? "The price is from " + used->asOf + ", older than 180 days."
                            : std::string("The price has no readable date."),
                        age ? "价格日期为 " + used->asOf + "，已超过 180 天。"
                            : std::string("价格没有可识别的日期。"));
            }
        } else if (!used) {
            add(row, "no_price", Severity::Info,
                "No price for " + o.region + ": import one or enter it.",
                "在 " + o.region + " 没有价格：请导入或录入。");
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
                add(row, "no_stock", Severity::Warning,
                    "No stock in " + o.region + " now: every zone said WithoutStock on " + asOf +
                        ".",
                    "在 " + o.region + " 当前无库存：" + asOf +
                        " 查询时所有可用区均为 WithoutStock。");
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
    auto finding = [&](std::string code, Severity s, std::string en, std::string zh,
                       std::string exEn, std::string exZh) {
        plan.findings.push_back(
            {std::move(code), s, std::move(en), std::move(zh), std::move(exEn), std::move(exZh)});
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
        finding("nvlink", nv ? Severity::Info : Severity::Warning,
                nv ? "Multi-GPU training on NVLink/NVSwitch: good."
                   : "Multi-GPU training over PCIe: prefer NVLink or NVSwitch types.",
                nv ? "多卡训练使用 NVLink/NVSwitch：合适。"
                   : "多卡训练走 PCIe：建议选择带 NVLink 或 NVSwitch 的规格。",
                "Gradient exchange between GPUs runs at PCIe speed otherwise; scaling efficiency "
                "can halve.",
                "否则 GPU 之间的梯度交换受限于 PCIe 带宽，多卡扩展效率可能减半。");
    }
    if (training) { // a recommendation for training data pipelines, not for serving
        const HostRam &h = top ? top->memory->hostRam : own.hostRam;
        finding("ram_ratio", Severity::Info,
                "Plan " + fmt(h.ruleMinGib, 0) + "–" + fmt(h.ruleMaxGib, 0) +
                    " GiB of host RAM per node (4–8 GB per GB of VRAM).",
                "每节点建议主机内存 " + fmt(h.ruleMinGib, 0) + "–" + fmt(h.ruleMaxGib, 0) +
                    " GiB（每 GB 显存配 4–8 GB 内存）。",
                h.reason, "内存不足时数据加载进程跟不上 GPU；模型加载方式也会决定内存峰值。");
    }
    if (training) {
        const double datasetGib =
            tokens > 0 ? o.datasetTokens * 4 / kBytesPerGiB : 0; // about 4 bytes of text per token
        std::string en, zh;
        if (datasetGib < 100) {
            en = "Dataset about " + fmt(datasetGib, 0) +
                 " GiB: keep it in OSS (ossfs) and cache it on an ESSD PL1 disk.";
            zh = "数据集约 " + fmt(datasetGib, 0) +
                 " GiB：放在 OSS（ossfs 挂载），在 ESSD PL1 云盘上缓存。";
        } else if (datasetGib < 2048) {
            en = "Dataset about " + fmt(datasetGib, 0) +
                 " GiB: NAS or ESSD PL2/PL3 for the many small reads.";
            zh = "数据集约 " + fmt(datasetGib, 0) +
                 " GiB：使用 NAS 或 ESSD PL2/PL3 应对大量小文件读取。";
        } else {
            en = "Dataset about " + fmt(datasetGib / 1024, 1) +
                 " TiB: CPFS for the largest clusters.";
            zh = "数据集约 " + fmt(datasetGib / 1024, 1) + " TiB：大规模集群使用 CPFS。";
        }
        finding("storage", Severity::Info, en, zh,
                "Training reads many small files; storage I/O must keep up with the GPUs.",
                "训练会读取大量小文件，存储 I/O 需要跟上 GPU。");
    }
    if (o.maxNodes > 1 || (top && top->instances > 1))
        finding("rdma", Severity::Warning,
                "Across nodes, choose types with RDMA/eRDMA (ebmgn*, sccgn*, gn8*).",
                "跨节点训练请选择支持 RDMA/eRDMA 的规格（ebmgn*、sccgn*、gn8* 等）。",
                "Without RDMA, gradient synchronisation between nodes dwarfs the compute.",
                "没有 RDMA 时，节点间梯度同步的耗时会远超计算。");
    if (training)
        finding("spot", Severity::Info,
                "Spot instances cost roughly 10–30 % of pay-as-you-go when the job checkpoints and "
                "resumes.",
                "只要任务能保存检查点并恢复，抢占式实例价格约为按量付费的 10%–30%。",
                "Checkpoint at the Young/Daly interval; release is announced 5 minutes ahead.",
                "按 Young/Daly 最优间隔保存检查点；实例释放前 5 分钟会收到通知。");
    finding("images", Severity::Info,
            "Use Alibaba's official deep-learning images (CUDA, cuDNN, PyTorch preinstalled).",
            "使用阿里云官方深度学习镜像（预装 CUDA、cuDNN、PyTorch）。",
            "They save setup time and avoid driver mismatches.",
            "可节省环境配置时间，避免驱动版本不匹配。");
    finding("utilisation", Severity::Info,
            "Watch GPU utilisation: under 50 % usually means the input pipeline is the bottleneck.",
            "关注 GPU 利用率：低于 50% 通常说明瓶颈在数据输入管道。",
            "Monitor utilisation, memory and temperature (nvidia-smi, CloudMonitor).",
            "用 nvidia-smi 或云监控观察利用率、显存和温度。");
    if (o.region == "cn-hangzhou" || o.region == "cn-beijing")
        finding("stock", Severity::Warning,
                o.region + " often runs out of GPU stock: request quota early or reserve.",
                o.region + " 经常缺少 GPU 库存：请提前申请配额或预留。",
                "Hot regions sell out first; a nearby region may have stock.",
                "热门地域最先售罄，可考虑相邻地域。");
    if (!training) {
        const double need = own.perGpu.totalGib;
        if (need < 12)
            finding("vgpu", Severity::Info,
                    "A small model: vGPU slices (1/4, 1/8 of a card) can serve it for less.",
                    "模型较小：可以用 vGPU 分片（1/4、1/8 卡）以更低成本部署推理。",
                    "Shared-CPU vGPU types may suffer noisy neighbours.",
                    "共享 CPU 的 vGPU 规格可能受到邻居干扰。");
    }
    return plan;
}

} // namespace gpuplanner
