#include "estimator/engines.h"

#include "estimator/units.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace gpuplanner {

namespace {

// The FP8 block rule for one MLP's intermediate size split tp ways.
std::optional<std::string> fp8BlockProblem(int intermediate, int tp, int block)
{
    if (intermediate <= 0)
        return std::nullopt;
    if (intermediate % tp != 0)
        return std::to_string(intermediate) + " is not divisible by " + std::to_string(tp) +
               " (intermediate size and tensor parallel size)";
    if ((intermediate / tp) % block != 0)
        return "The output_size of gate's and up's weight = " + std::to_string(intermediate / tp) +
               " is not divisible by weight quantization block_n = " + std::to_string(block) + ".";
    return std::nullopt;
}

} // namespace

std::optional<std::string> vllmTensorParallelProblem(const Workload &w, int tp)
{
    const ModelSpec &m = w.model;
    if (tp <= 1 || m.heads <= 0)
        return std::nullopt;
    if (m.heads % tp != 0)
        return "Total number of attention heads (" + std::to_string(m.heads) +
               ") must be divisible by tensor parallel size (" + std::to_string(tp) + ").";
    // DeepSeek-V4's grouped output projection: each GPU takes whole groups (vLLM's
    // DeepseekV4 attention: n_local_groups = o_groups // tp_size; Megatron asserts it).
    if (m.oLoraRank > 0 && m.oGroups > 0 && m.oGroups % tp != 0)
        return "o_groups (" + std::to_string(m.oGroups) +
               ") must be divisible by tensor parallel size (" + std::to_string(tp) +
               "): each GPU takes whole groups of the output projection.";
    // Every attention layer's KV heads (a sliding-window layer may have its own).
    for (const int kv : {m.effectiveKvHeads(), m.slidingKvHeads}) {
        if (m.hasLatentAttention() || kv <= 0)
            continue;
        if (tp >= kv && tp % kv != 0)
            return std::to_string(tp) + " is not divisible by " + std::to_string(kv) +
                   " (tensor parallel size and KV heads)";
        if (tp < kv && kv % tp != 0)
            return std::to_string(kv) + " is not divisible by " + std::to_string(tp) +
                   " (KV heads and tensor parallel size)";
    }
    // Linear-attention layers split their heads too (vLLM's MambaMixer2 asserts these; its
    // Gated DeltaNet divides both head counts by the TP size).
    if (m.linearLayers > 0 && m.linearValueHeads > 0) {
        if (m.linearValueHeads % tp != 0)
            return "Tensor parallel world size must divide num heads (" +
                   std::to_string(m.linearValueHeads) +
                   " linear-attention heads, tensor parallel size " + std::to_string(tp) + ").";
        if (m.linearKeyHeads > 1 && m.linearKeyHeads % tp != 0)
            return "If tensor parallel world size does not divide num_groups, then num_groups "
                   "must equal 1 (" +
                   std::to_string(m.linearKeyHeads) + " groups, tensor parallel size " +
                   std::to_string(tp) + ").";
    }
    if (w.precision == Precision::Fp8 && w.quantization == Quantization::None && m.fp8BlockN > 0) {
        const int block = m.fp8BlockN;
        if (!m.isMoe())
            return fp8BlockProblem(m.ffn, tp, block);
        if (!w.expertParallel)
            if (auto p = fp8BlockProblem(m.ffn, tp, block))
                return p;
        const int shared =
            m.sharedExpertFfn > 0 ? m.sharedExpertFfn : m.ffn * std::max(0, m.moeSharedExperts);
        if (m.moeSharedExperts > 0 || m.sharedExpertFfn > 0)
            if (auto p = fp8BlockProblem(shared, tp, block))
                return p;
        if (m.moeDenseLayers > 0)
            return fp8BlockProblem(m.denseFfn > 0 ? m.denseFfn : m.ffn, tp, block);
    }
    return std::nullopt;
}

bool expertParallelWouldStart(const Workload &w, int tp)
{
    if (w.expertParallel || !w.model.isMoe() || !vllmTensorParallelProblem(w, tp))
        return false;
    Workload ep = w;
    ep.expertParallel = true;
    return !vllmTensorParallelProblem(ep, tp);
}

double kvBytesPerElement(const Workload &w)
{
    const ModelSpec &m = w.model;
    if (w.kvCachePrecision != Precision::Fp8)
        return bytesOf(w.kvCachePrecision);
    if (m.kvShared > 0 && m.csaLayers + m.hcaLayers > 0 && m.effectiveHeadDim() == 512)
        return 584.0 / 512;
    if (m.hasLatentAttention() && m.sparseTopK > 0 && m.kvLoraRank + m.qkRopeHeadDim == 576)
        return 656.0 / 576;
    return 1;
}

double kvBytesPerToken(const Workload &w)
{
    ModelSpec m = w.model;
    m.deriveMissing(); // a spec given as a parameter count only
    const bool hasKv =
        m.architecture == Architecture::Decoder || m.architecture == Architecture::EncoderDecoder;
    if (!hasKv || !m.isTransformer())
        return 0;
    const int tp = std::max(1, w.tensorParallel);
    const int pp = std::max(1, w.pipelineParallel);
    // Averaged over a sequence of the planned length: sliding-window layers stop growing at
    // the window (MLA and the KV-head split are in kvElementsPerSequence).
    double tokens = w.maxModelLen > 0 ? w.maxModelLen : w.promptLen + w.outputLen;
    if (tokens <= 0)
        tokens = m.maxContext > 0 ? m.maxContext : 4096;
    // A linear-attention layer's fixed state per sequence is spread over its tokens; a
    // sparse-attention indexer's keys are added.
    return (m.kvElementsPerSequence(tokens, tp) * kvBytesPerElement(w) +
            m.extraCacheBytesPerSequence(tokens, tp, fp8IndexerKeys(w))) /
           tokens / pp;
}

VllmServeDefaults vllmServeDefaults(double totalGib, std::string_view gpuName)
{
    std::string name(gpuName);
    std::transform(name.begin(), name.end(), name.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (totalGib >= 70 && name.find("a100") == std::string::npos)
        return {1024, 8192};
    return {kVllmDefaultMaxNumSeqs, 2048};
}

void applyVllmServeDefaults(Workload &w, double totalGib, std::string_view gpuName)
{
    if (w.engine != Engine::Vllm || w.task != Task::Inference)
        return;
    const VllmServeDefaults d = vllmServeDefaults(totalGib, gpuName);
    if (w.maxNumSeqs <= 0)
        w.maxNumSeqs = d.maxNumSeqs;
    if (w.maxNumBatchedTokens <= 0)
        w.maxNumBatchedTokens = d.maxNumBatchedTokens;
}

VllmBudget vllmBudget(const Workload &w, const MemoryEstimate &e, double totalGib)
{
    VllmBudget v;
    v.utilization = w.vllmGpuMemoryUtilization;
    v.totalGib = totalGib;
    v.budgetGib = v.utilization * totalGib;
    const MemoryBreakdown &g = e.perGpu;
    v.weightsGib = g.weightsGib;
    v.profilePeakGib = g.activationsGib;
    v.nonTorchGib = g.overheadGib;
    v.nonKvGib = v.weightsGib + v.profilePeakGib + v.nonTorchGib;
    v.kvAvailableGib = v.budgetGib - v.nonKvGib;
    v.kvBytesPerToken = kvBytesPerToken(w);
    if (w.maxModelLen > 0) {
        v.maxModelLen = w.maxModelLen;
        v.maxModelLenSource = "set";
    } else if (w.promptLen + w.outputLen > 0) {
        v.maxModelLen = w.promptLen + w.outputLen;
        v.maxModelLenSource = "prompt + output";
    } else {
        v.maxModelLen = std::max(0, w.model.maxContext);
        v.maxModelLenSource = "the model's context";
    }
    v.maxNumSeqs = w.maxNumSeqs > 0 ? w.maxNumSeqs : kVllmDefaultMaxNumSeqs;
    const double blocks = std::ceil(static_cast<double>(v.maxModelLen) / kVllmBlockSize);
    v.kvPerSequenceGib = blocks * kVllmBlockSize * v.kvBytesPerToken / kBytesPerGiB;
    if (v.kvAvailableGib > 0 && v.kvBytesPerToken > 0) {
        // Whole blocks only.
        const double kvBlocks =
            std::floor(v.kvAvailableGib * kBytesPerGiB / (kVllmBlockSize * v.kvBytesPerToken));
        v.kvTokenCapacity = kvBlocks * kVllmBlockSize;
        v.maxLengthSequences =
            v.maxModelLen > 0
                ? static_cast<int>(std::min(1e9, std::floor(kvBlocks / std::max(1.0, blocks))))
                : 0;
    }
    v.needGib = v.nonKvGib + v.kvPerSequenceGib;
    v.startsUp = v.kvAvailableGib > 0 && (v.kvBytesPerToken <= 0 || v.maxLengthSequences >= 1);
    return v;
}

} // namespace gpuplanner
