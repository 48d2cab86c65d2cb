#include "estimator/fit.h"

#include "estimator/text.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner {

namespace {

using text::fmt;

void add(std::vector<Reason> &out, std::string code, Severity s, MessageArgs args)
{
    out.push_back({std::move(code), s, std::move(args)});
}

// The card as three arguments: total GiB, the driver's MiB (absent: Alibaba's figure),
// the instance type (planwording.cpp card()).
void addCard(MessageArgs &args, const CardMemory &c)
{
    args.push_back(arg::num(c.totalGib));
    args.push_back(c.totalMib ? arg::num(*c.totalMib, 0, "MiB") : arg::text({}));
    args.push_back(arg::text(c.totalMib ? std::string() : c.typeId));
}

MessageArgs withCard(MessageArgs args, const CardMemory &c)
{
    addCard(args, c);
    return args;
}

MemoryFit judgeTransformers(const Workload &w, const MemoryEstimate &e, const CardMemory &card,
                            double h, int instances)
{
    MemoryFit f;
    const MemoryBreakdown &g = e.perGpu;
    const double need = g.totalGib; // nvidia-smi's view of the process
    const double fixed = std::max(0.0, g.deviceUsedGib - g.reservedGib);
    const double reserved = need - fixed;
    f.view = "nvidia-smi";
    f.needGib = need;
    f.limitGib = card.totalGib;
    f.fits = need <= card.totalGib;
    // Paged optimizers keep their states in CUDA unified memory and page them to host RAM
    // when the GPU runs out (QLoRA paper, section 3 "Paged Optimizers"; bitsandbytes docs):
    // the run still starts, with slower steps.
    const bool paged = w.isTraining() && (w.optimizer == Optimizer::PagedAdamW ||
                                          w.optimizer == Optimizer::PagedAdamW8bit);
    const double pageable = paged ? g.optimizerGib : 0;
    if (!f.fits && pageable > 0 && need - pageable <= card.totalGib) {
        f.fits = true;
        const double spill = need - card.totalGib;
        add(f.reasons, "paged_optimizer_spill", Severity::Warning,
            withCard({arg::num(need), arg::num(spill), arg::num(pageable)}, card));
    }
    const double roomLimit = card.totalGib * (1 - h);
    f.roomy = f.fits && need <= roomLimit + 1e-9;
    const double freePct = (card.totalGib - need) / card.totalGib * 100;
    if (!f.fits) {
        add(f.reasons, "vram", Severity::Blocker,
            withCard({arg::num(need), arg::num(reserved), arg::num(fixed), arg::count(instances)},
                     card));
    } else if (need > card.totalGib) {
        // Fits only by paging (said above); no headroom left.
    } else if (!f.roomy) {
        add(f.reasons, "vram_headroom", Severity::Warning,
            withCard({arg::num(need), arg::num(reserved), arg::num(fixed),
                      arg::num(freePct, 0, "%"), arg::num(h * 100, 0, "%"), arg::num(roomLimit)},
                     card));
    } else {
        add(f.reasons, "vram_fit", Severity::Info,
            withCard(
                {arg::num(need), arg::num(reserved), arg::num(fixed), arg::num(freePct, 0, "%")},
                card));
    }
    return f;
}

MemoryFit judgeVllm(const Workload &w, const MemoryEstimate &e, const CardMemory &card, double h)
{
    MemoryFit f;
    const VllmBudget v = vllmBudget(w, e, card.totalGib);
    f.vllm = v;
    f.view = "vLLM budget";
    f.needGib = v.needGib;
    f.limitGib = v.budgetGib;
    // The arguments every vLLM reason starts with (planwording.cpp vllmParts, vllmBudget),
    // then the card (9–11), then the reason's own.
    const MessageArgs parts = withCard(
        {arg::num(v.needGib), arg::num(v.weightsGib), arg::num(v.profilePeakGib),
         arg::num(v.nonTorchGib), arg::count(v.maxModelLen), arg::num(v.kvPerSequenceGib, 2),
         arg::num(v.utilization, 2, ""), arg::num(card.totalGib), arg::num(v.budgetGib)},
        card);
    auto vllmArgs = [&](std::initializer_list<MessageArg> own) {
        MessageArgs a = parts;
        a.insert(a.end(), own.begin(), own.end());
        return a;
    };
    // vLLM checks at startup that the free memory covers its budget.
    const double contextGib = kCudaContextMib / 1024.0;
    const bool freeOk = v.budgetGib <= card.totalGib - contextGib + 1e-9;
    if (!freeOk)
        add(f.reasons, "vllm_startup_memory", Severity::Blocker,
            vllmArgs({arg::num(card.totalGib - contextGib), arg::num(contextGib)}));
    if (v.kvAvailableGib <= 0) {
        add(f.reasons, "vllm_no_kv_cache", Severity::Blocker, vllmArgs({arg::num(v.nonKvGib)}));
    } else if (!v.startsUp) {
        add(f.reasons, "vllm_max_model_len", Severity::Blocker,
            vllmArgs({arg::num(v.kvAvailableGib, 2), arg::num(v.kvTokenCapacity, 0, "tokens"),
                      arg::text(v.maxModelLenSource)}));
    }
    f.fits = freeOk && v.startsUp;
    const bool keepsHeadroom = v.utilization <= 1 - h + 1e-9;
    f.roomy = f.fits && keepsHeadroom;
    if (!f.fits)
        return f;
    add(f.reasons, "vllm_fit", Severity::Info,
        vllmArgs({arg::num(v.kvTokenCapacity, 0, "tokens"), arg::count(v.maxLengthSequences),
                  arg::count(v.maxNumSeqs), arg::text(v.maxModelLenSource)}));
    // The requested concurrency: batch sequences of prompt + output tokens.
    const int length = w.promptLen + w.outputLen > 0 ? w.promptLen + w.outputLen : v.maxModelLen;
    const int wanted = std::max(1, w.batch);
    if (length > 0 && v.kvBytesPerToken > 0) {
        const double blocks = std::ceil(static_cast<double>(length) / kVllmBlockSize);
        const int held = static_cast<int>(std::min<double>(
            v.maxNumSeqs, std::floor(v.kvTokenCapacity / kVllmBlockSize / blocks)));
        if (held < wanted)
            add(f.reasons, "vllm_concurrency", Severity::Warning,
                {arg::count(held), arg::count(wanted), arg::count(length),
                 arg::count(held == v.maxNumSeqs && v.maxNumSeqs < wanted),
                 arg::count(v.maxNumSeqs), arg::num(v.kvTokenCapacity, 0, "tokens")});
    }
    if (!keepsHeadroom)
        add(f.reasons, "vram_headroom", Severity::Warning,
            {arg::num(v.utilization, 2, ""), arg::num((1 - v.utilization) * 100, 0, "%"),
             arg::num(h * 100, 0, "%")});
    return f;
}

} // namespace

MemoryFit judgeMemory(const Workload &w, const MemoryEstimate &e, const CardMemory &card,
                      double headroomPct, int instances)
{
    const double h = std::clamp(headroomPct, 0.0, 100.0) / 100.0;
    MemoryFit f = (w.task == Task::Inference && w.engine == Engine::Vllm)
                      ? judgeVllm(w, e, card, h)
                      : judgeTransformers(w, e, card, h, instances);
    if (!card.driverReported)
        add(f.reasons, "card_memory_undocumented", Severity::Warning, {arg::num(card.totalGib)});
    return f;
}

std::vector<Reason> compatReasons(const CompatResult &compat, const GpuModel *gpu)
{
    std::vector<Reason> out;
    for (const CompatIssue &i : compat.issues)
        add(out, i.code, i.blocks ? Severity::Blocker : Severity::Warning, i.args);
    if (compat.undocumented)
        add(out, "compat_undocumented", Severity::Warning,
            {arg::text(gpu ? (gpu->name.empty() ? gpu->id : gpu->name) : std::string())});
    return out;
}

std::vector<Reason> hostRamReasons(const Workload &w, const MemoryEstimate &e,
                                   const InstanceType &t)
{
    std::vector<Reason> out;
    const HostRam &host = e.hostRam;
    if (t.memoryGib < host.loaderGib)
        add(out, "host_ram", Severity::Blocker,
            {arg::num(t.memoryGib, 0), arg::num(host.loaderGib, 1)});
    else if (w.isTraining() && t.memoryGib < host.ruleMinGib)
        add(out, "host_ram_ratio", Severity::Info,
            {arg::num(host.ruleMinGib, 0), arg::num(host.ruleMaxGib, 0), arg::num(t.memoryGib, 0)});
    return out;
}

} // namespace gpuplanner
