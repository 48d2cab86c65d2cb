#include "estimator/planunits.h"

#include "estimator/engines.h"
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

// The divisors of n, ascending (1, 2, 4, 8 on an 8-GPU type; 1, 2, 3, 6 on a 6-GPU one).
std::vector<int> divisorsAscending(int n)
{
    std::vector<int> out;
    for (int k = 1; k <= n; ++k) {
        if (n % k == 0)
            out.push_back(k);
    }
    if (out.empty())
        out.push_back(1);
    return out;
}

std::vector<int> divisorsDescending(int n)
{
    std::vector<int> out = divisorsAscending(n);
    std::reverse(out.begin(), out.end());
    return out;
}

// The memory judgement is shared by every type with the same card (planunits.h): the card's
// arguments (GiB, driver MiB, type id; fit.cpp addCard) get this row's type id where the
// figure is Alibaba's (no driver MiB).
void nameCardType(std::vector<Reason> &reasons, const std::string &typeId)
{
    for (Reason &r : reasons) {
        MessageArgs &a = r.args;
        for (std::size_t i = 1; i + 1 < a.size(); ++i) {
            if (a[i - 1].kind == MessageArg::Kind::Number && a[i].kind == MessageArg::Kind::Text &&
                a[i].text.empty() && a[i + 1].kind == MessageArg::Kind::Text &&
                a[i + 1].text.empty())
                a[i + 1].text = typeId;
        }
    }
}

} // namespace

Fit fitOn(const Workload &given, const InstanceType &t, const PlanOptions &o,
          const CardMemory &card, EstimateCache &cache)
{
    // vllm serve's limits for this GPU where the workload gives none (engines.h).
    Workload base = given;
    applyVllmServeDefaults(base, card.totalGib, t.gpuModelId + ' ' + t.gpuLabel);
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
        // The layouts the engine accepts: vLLM refuses a tensor-parallel size that does not
        // divide the attention heads (engines.h); pipeline stages inside the instance, then
        // across instances, take the rest of the GPUs.
        const bool vllm = base.engine == Engine::Vllm;
        int refusedTp = 0;
        std::string refusal;
        auto layout = [&](int gpusPerNode, int nodes) -> std::optional<Workload> {
            const int gpus = gpusPerNode * nodes;
            for (int tp : divisorsDescending(gpusPerNode)) {
                if (vllm) {
                    if (auto problem = vllmTensorParallelProblem(base, tp)) {
                        if (tp > refusedTp) {
                            refusedTp = tp;
                            refusal = std::move(*problem);
                        }
                        continue;
                    }
                } else if (tp != gpusPerNode) {
                    break; // Transformers: only the plain split is planned
                }
                Workload w = base;
                w.gpusPerNode = gpusPerNode;
                w.nodes = nodes;
                w.tensorParallel = tp;
                w.pipelineParallel = gpus / tp;
                return w;
            }
            return std::nullopt;
        };
        auto finish = [&] {
            Fit f = best();
            if (refusedTp > f.workload.tensorParallel) {
                f.refusedTensorParallel = refusedTp;
                f.refusal = refusal;
            }
            return f;
        };
        for (int k : divisorsAscending(t.gpuCount)) {
            auto w = layout(k, 1);
            if (!w)
                continue;
            w->gpuMemoryGib = card.totalGib; // what vLLM takes its share of
            if (consider(*w))
                return finish();
        }
        // Too large for one instance: tensor parallel over all its GPUs, pipeline parallel
        // over 2, 4, … identical instances (vLLM runs pipeline stages across nodes).
        for (int nodes = 2; t.gpuCount > 0 && nodes <= o.maxNodes; nodes *= 2) {
            auto w = layout(t.gpuCount, nodes);
            if (!w)
                continue;
            w->gpuMemoryGib = t.gpuMemoryGib;
            if (consider(*w))
                return finish();
        }
        return finish();
    }
    std::vector<Sharding> shardings = {base.sharding};
    if (base.sharding != Sharding::Zero3 && base.sharding != Sharding::Fsdp)
        shardings.push_back(Sharding::Zero3);
    for (int nodes = 1; nodes <= std::max(1, o.maxNodes); nodes *= 2) {
        for (Sharding s : shardings) {
            Workload w = base;
            w.gpusPerNode = t.gpuCount;
            w.nodes = nodes;
            // On one GPU sharding splits nothing, but DeepSpeed's offload still needs its
            // stage: ZeRO-Offload (the tutorial's single V100) moves the gradient
            // partitions to the host only under ZeRO-2/3, and offload_param needs ZeRO-3.
            const bool offload = base.offloadOptimizer || base.offloadParams;
            w.sharding = (t.gpuCount * nodes > 1 || offload) ? s : Sharding::None;
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

void addFitReasons(PlanRow &row, const Workload &workload, const Fit &fit,
                   const std::vector<Reason> &compatReasons, const CompatResult &compat,
                   const InstanceType &t, bool training)
{
    // ---- Fit reasons, every one that applies ----
    row.reasons = fit.memoryFit->reasons;
    nameCardType(row.reasons, t.id);
    row.reasons.insert(row.reasons.end(), compatReasons.begin(), compatReasons.end());
    if (fit.fits && training && fit.workload.sharding != workload.sharding && row.gpusUsed > 1)
        add(row, "sharding", Severity::Warning,
            {arg::text(std::string(toString(fit.workload.sharding))), arg::count(row.gpusUsed)});
    if (fit.fits && row.instances > 1)
        add(row, "multi_node", Severity::Warning, {arg::count(row.instances)});
    if (fit.fits && !training && row.pipelineParallel > 1 && row.instances > 1) {
        const std::optional<Link> net = interInstanceLink(t);
        add(row, "pipeline_parallel", Severity::Info,
            {arg::count(row.pipelineParallel), arg::count(row.tensorParallel),
             arg::text(net ? net->name : std::string())});
    }
    if (fit.fits && !training && row.tensorParallel > 1)
        add(row, "tensor_parallel", Severity::Info, {arg::count(row.tensorParallel)});
    // vLLM would not start at the plain split: the plan uses a layout it accepts, or none.
    if (fit.refusedTensorParallel > 0)
        add(row, "vllm_tp_refused", fit.fits ? Severity::Info : Severity::Warning,
            {arg::count(fit.refusedTensorParallel), arg::text(fit.refusal),
             arg::count(fit.workload.tensorParallel), arg::count(fit.workload.pipelineParallel),
             arg::count(expertParallelWouldStart(fit.workload, fit.refusedTensorParallel) ? 1
                                                                                          : 0)});
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
            add(row, "no_fp8", row.gpu->fp8 == Tristate::No ? Severity::Blocker : Severity::Warning,
                {arg::text(row.gpu->name), arg::count(row.gpu->fp8 == Tristate::No)});
        if (p == Precision::Bf16 && row.gpu->bf16 == Tristate::Unknown)
            add(row, "bf16_unknown", Severity::Warning);
    }
    if (t.isVirtualGpu() && training)
        add(row, "vgpu_training",
            (t.gpuFraction && *t.gpuFraction < 1) || !t.gpuFraction ? Severity::Blocker
                                                                    : Severity::Warning);
}

} // namespace gpuplanner::planunits
