#include "estimator/fit.h"

#include "estimator/text.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner {

namespace {

using text::fmt;

void add(std::vector<Reason> &out, std::string code, Severity s, std::string en, std::string zh)
{
    out.push_back({std::move(code), s, std::move(en), std::move(zh)});
}

std::string cardEn(const CardMemory &c)
{
    return fmt(c.totalGib) + " GiB (" + c.source + ")";
}

std::string cardZh(const CardMemory &c)
{
    return fmt(c.totalGib) + " GiB（" +
           (c.totalMib ? "nvidia-smi memory.total " + fmt(*c.totalMib, 0) + " MiB"
                       : std::string("阿里云标称值，驱动报告的总量未公开")) +
           "）";
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
            "Needs " + fmt(need) + " GiB per GPU with the optimizer states on the card's " +
                cardEn(card) + "; the paged optimizer moves about " + fmt(spill) + " of its " +
                fmt(pageable) + " GiB of states to host RAM: it runs, with slower steps.",
            "优化器状态全部放在显卡上需要 " + fmt(need) + " GiB，显卡 " + cardZh(card) +
                "；分页优化器会把约 " + fmt(spill) + " GiB（共 " + fmt(pageable) +
                " GiB）状态换出到主机内存：可以运行，但步速变慢。");
    }
    const double roomLimit = card.totalGib * (1 - h);
    f.roomy = f.fits && need <= roomLimit + 1e-9;
    const double freePct = (card.totalGib - need) / card.totalGib * 100;
    const std::string partsEn = " as nvidia-smi counts it (PyTorch reserves " + fmt(reserved) +
                                ", CUDA context and NCCL " + fmt(fixed) + ")";
    const std::string partsZh = "（nvidia-smi 口径：PyTorch 保留 " + fmt(reserved) +
                                " GiB，CUDA 上下文与 NCCL " + fmt(fixed) + " GiB）";
    if (!f.fits) {
        const std::string evenEn =
            instances > 1 ? " even on " + std::to_string(instances) + " instances" : "";
        const std::string evenZh =
            instances > 1 ? "（即使用 " + std::to_string(instances) + " 台实例）" : "";
        add(f.reasons, "vram", Severity::Blocker,
            "Needs " + fmt(need) + " GiB per GPU" + partsEn + "; the card has " + cardEn(card) +
                evenEn + ".",
            "每块 GPU 需要 " + fmt(need) + " GiB" + partsZh + "，显卡只有 " + cardZh(card) +
                evenZh + "。");
    } else if (need > card.totalGib) {
        // Fits only by paging (said above); no headroom left.
    } else if (!f.roomy) {
        add(f.reasons, "vram_headroom", Severity::Warning,
            "Needs " + fmt(need) + " GiB per GPU" + partsEn + " of the card's " + cardEn(card) +
                ": " + fmt(freePct, 0) + " % free, under your " + fmt(h * 100, 0) +
                " % headroom (at most " + fmt(roomLimit) + " GiB).",
            "每块 GPU 需要 " + fmt(need) + " GiB" + partsZh + "，显卡 " + cardZh(card) + "：剩余 " +
                fmt(freePct, 0) + "%，低于 " + fmt(h * 100, 0) + "% 的余量要求（最多 " +
                fmt(roomLimit) + " GiB）。");
    } else {
        add(f.reasons, "vram_fit", Severity::Info,
            "Needs " + fmt(need) + " GiB per GPU" + partsEn + " of the card's " + cardEn(card) +
                ": " + fmt(freePct, 0) + " % free.",
            "每块 GPU 需要 " + fmt(need) + " GiB" + partsZh + "，显卡 " + cardZh(card) + "：剩余 " +
                fmt(freePct, 0) + "%。");
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
    const std::string budgetEn = "vLLM budget " + fmt(v.utilization, 2) + " × " +
                                 fmt(card.totalGib) + " = " + fmt(v.budgetGib) + " GiB";
    const std::string budgetZh = "vLLM 预算 " + fmt(v.utilization, 2) + " × " + fmt(card.totalGib) +
                                 " = " + fmt(v.budgetGib) + " GiB";
    const std::string partsEn = " (weights " + fmt(v.weightsGib) + ", profiling peak " +
                                fmt(v.profilePeakGib) + ", non-torch " + fmt(v.nonTorchGib) +
                                ", KV cache for one " + std::to_string(v.maxModelLen) +
                                "-token sequence " + fmt(v.kvPerSequenceGib, 2) + ")";
    const std::string partsZh = "（权重 " + fmt(v.weightsGib) + "，profiling 峰值 " +
                                fmt(v.profilePeakGib) + "，非 torch 内存 " + fmt(v.nonTorchGib) +
                                "，一条 " + std::to_string(v.maxModelLen) +
                                " token 序列的 KV 缓存 " + fmt(v.kvPerSequenceGib, 2) + "）";
    const std::string lenSource =
        "max_model_len " + std::to_string(v.maxModelLen) + " (" + v.maxModelLenSource + ")";
    // vLLM checks at startup that the free memory covers its budget.
    const double contextGib = kCudaContextMib / 1024.0;
    const bool freeOk = v.budgetGib <= card.totalGib - contextGib + 1e-9;
    if (!freeOk)
        add(f.reasons, "vllm_startup_memory", Severity::Blocker,
            "gpu_memory_utilization " + fmt(v.utilization, 2) + " asks for " + fmt(v.budgetGib) +
                " GiB, but only " + fmt(card.totalGib - contextGib) + " GiB of " + cardEn(card) +
                " are free after the CUDA context (" + fmt(contextGib) +
                " GiB): vLLM refuses to start.",
            "gpu_memory_utilization " + fmt(v.utilization, 2) + " 需要 " + fmt(v.budgetGib) +
                " GiB，但显卡 " + cardZh(card) + " 扣除 CUDA 上下文（" + fmt(contextGib) +
                " GiB）后只剩 " + fmt(card.totalGib - contextGib) + " GiB：vLLM 无法启动。");
    if (v.kvAvailableGib <= 0) {
        add(f.reasons, "vllm_no_kv_cache", Severity::Blocker,
            "Needs " + fmt(v.needGib) + " GiB" + partsEn + "; " + budgetEn + " of " + cardEn(card) +
                ". Weights, profiling peak and non-torch memory alone take " + fmt(v.nonKvGib) +
                " GiB: vLLM stops with \"No available memory for the cache "
                "blocks\".",
            "需要 " + fmt(v.needGib) + " GiB" + partsZh + "；" + budgetZh +
                "。仅权重、profiling "
                "峰值和非 torch 内存就占 " +
                fmt(v.nonKvGib) + " GiB：vLLM 报错 \"No available memory for the cache blocks\"。");
    } else if (!v.startsUp) {
        add(f.reasons, "vllm_max_model_len", Severity::Blocker,
            "Needs " + fmt(v.needGib) + " GiB" + partsEn + "; " + budgetEn + " of " + cardEn(card) +
                " leaves " + fmt(v.kvAvailableGib, 2) + " GiB for KV cache (" +
                fmt(v.kvTokenCapacity, 0) + " tokens): vLLM refuses " + lenSource + ".",
            "需要 " + fmt(v.needGib) + " GiB" + partsZh + "；" + budgetZh + " 只剩 " +
                fmt(v.kvAvailableGib, 2) + " GiB 给 KV 缓存（" + fmt(v.kvTokenCapacity, 0) +
                " 个 token）：vLLM 拒绝 max_model_len " + std::to_string(v.maxModelLen) + "。");
    }
    f.fits = freeOk && v.startsUp;
    const bool keepsHeadroom = v.utilization <= 1 - h + 1e-9;
    f.roomy = f.fits && keepsHeadroom;
    if (!f.fits)
        return f;
    add(f.reasons, "vllm_fit", Severity::Info,
        "Needs " + fmt(v.needGib) + " GiB" + partsEn + "; " + budgetEn + " of " + cardEn(card) +
            ". Its KV cache holds " + fmt(v.kvTokenCapacity, 0) + " tokens: " +
            text::count(v.maxLengthSequences, "concurrent sequence", "concurrent sequences") +
            " of " + lenSource + "; max_num_seqs " + std::to_string(v.maxNumSeqs) + ".",
        "需要 " + fmt(v.needGib) + " GiB" + partsZh + "；" + budgetZh + "。KV 缓存可容纳 " +
            fmt(v.kvTokenCapacity, 0) + " 个 token：同时 " + std::to_string(v.maxLengthSequences) +
            " 条 " + std::to_string(v.maxModelLen) + " token 的序列；max_num_seqs " +
            std::to_string(v.maxNumSeqs) + "。");
    // The requested concurrency: batch sequences of prompt + output tokens.
    const int length = w.promptLen + w.outputLen > 0 ? w.promptLen + w.outputLen : v.maxModelLen;
    const int wanted = std::max(1, w.batch);
    if (length > 0 && v.kvBytesPerToken > 0) {
        const double blocks = std::ceil(static_cast<double>(length) / kVllmBlockSize);
        const int held = static_cast<int>(std::min<double>(
            v.maxNumSeqs, std::floor(v.kvTokenCapacity / kVllmBlockSize / blocks)));
        if (held < wanted)
            add(f.reasons, "vllm_concurrency", Severity::Warning,
                "vLLM holds " + std::to_string(held) + " of your " + std::to_string(wanted) +
                    " concurrent " + std::to_string(length) + "-token " +
                    std::string(text::plural(wanted, "sequence", "sequences")) + " at once (" +
                    (held == v.maxNumSeqs && v.maxNumSeqs < wanted
                         ? "max_num_seqs " + std::to_string(v.maxNumSeqs)
                         : "KV cache " + fmt(v.kvTokenCapacity, 0) + " tokens") +
                    "); the rest wait or are preempted.",
                "vLLM 同时只能容纳 " + std::to_string(held) + " 条（共 " + std::to_string(wanted) +
                    " 条）" + std::to_string(length) + " token 的序列，其余需要排队或被抢占。");
    }
    if (!keepsHeadroom)
        add(f.reasons, "vram_headroom", Severity::Warning,
            "gpu_memory_utilization " + fmt(v.utilization, 2) + " leaves " +
                fmt((1 - v.utilization) * 100, 0) + " % of the card free, under your " +
                fmt(h * 100, 0) + " % headroom.",
            "gpu_memory_utilization " + fmt(v.utilization, 2) + " 只留下 " +
                fmt((1 - v.utilization) * 100, 0) + "% 显存，低于 " + fmt(h * 100, 0) +
                "% 的余量要求。");
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
        add(f.reasons, "card_memory_undocumented", Severity::Warning,
            "The driver's total memory for this GPU is undocumented: compared with Alibaba's " +
                fmt(card.totalGib) + " GiB, which is more than a process can use.",
            "该 GPU 驱动报告的显存总量未公开：按阿里云标称的 " + fmt(card.totalGib) +
                " GiB 比较，实际可用会更少。");
    return f;
}

std::vector<Reason> compatReasons(const CompatResult &compat, const GpuModel *gpu)
{
    std::vector<Reason> out;
    for (const CompatIssue &i : compat.issues)
        add(out, i.code, i.blocks ? Severity::Blocker : Severity::Warning, i.en, i.zh);
    if (compat.undocumented) {
        const std::string name = gpu ? (gpu->name.empty() ? gpu->id : gpu->name) : "this GPU";
        add(out, "compat_undocumented", Severity::Warning,
            "The compute capability of " + name +
                " is undocumented: precision, quantization kernels, attention and engine support "
                "are not checked.",
            name + " 的计算能力未公开：无法核对精度、量化内核、注意力实现与推理引擎的支持。");
    }
    return out;
}

std::vector<Reason> hostRamReasons(const Workload &w, const MemoryEstimate &e,
                                   const InstanceType &t)
{
    std::vector<Reason> out;
    const HostRam &host = e.hostRam;
    if (t.memoryGib < host.loaderGib) {
        add(out, "host_ram", Severity::Blocker,
            "Host RAM " + fmt(t.memoryGib, 0) + " GiB is less than loading needs (" +
                fmt(host.loaderGib, 1) + " GiB).",
            "主机内存 " + fmt(t.memoryGib, 0) + " GiB，少于加载模型所需的 " +
                fmt(host.loaderGib, 1) + " GiB。");
    } else if (w.isTraining() && t.memoryGib < host.ruleMinGib) {
        add(out, "host_ram_ratio", Severity::Info,
            "Recommendation: 4–8 GB of host RAM per GB of VRAM (" + fmt(host.ruleMinGib, 0) + "–" +
                fmt(host.ruleMaxGib, 0) +
                " GiB) keeps a training data pipeline fed; this type has " + fmt(t.memoryGib, 0) +
                " GiB.",
            "建议：训练数据管道按每 GB 显存配 4–8 GB 主机内存（" + fmt(host.ruleMinGib, 0) + "–" +
                fmt(host.ruleMaxGib, 0) + " GiB）；该规格有 " + fmt(t.memoryGib, 0) + " GiB。");
    }
    return out;
}

} // namespace gpuplanner
