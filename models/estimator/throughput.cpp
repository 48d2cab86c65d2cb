#include "estimator/throughput.h"

#include "estimator/engines.h"
#include "estimator/units.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner {

namespace {

// AutoAWQ GEMM in Transformers at batch 1: Llama-2-13B AWQ on an A800-SXM4-40GB
// (1,555 GB/s) decodes 71.36 tokens/s at 64 + 64 tokens
// (https://github.com/casper-hansen/AutoAWQ/issues/645); its 7.25 GB of weights at the
// fp16 efficiency (0.75) would give 160.9 tokens/s: 71.36 / 160.9 = 0.44.
constexpr double kAwqGemmBatch1 = 0.44;
// Batch 8 against batch 1 on the same kernel (Mistral-7B GEMM, 64 + 64, RTX 4090,
// AutoAWQ README): 1,185.25 / 8 vs 156.317 tokens/s per sequence: steps 5 % longer.
constexpr double kAwqGemmBatched = kAwqGemmBatch1 * (1185.25 / 8) / 156.317;
constexpr const char *kAwqSources = "https://github.com/casper-hansen/AutoAWQ/issues/645; "
                                    "https://github.com/casper-hansen/AutoAWQ#benchmarks";
// ExLlamaV2 kernel against AWQ GEMM at batch 1: Mistral-7B 188.865 vs 156.317 tokens/s
// (AutoAWQ docs, RTX 4090).
constexpr double kExllamaOverGemm = 188.865 / 156.317;
// Marlin (FP16×INT4): "near-ideal ~4× speedups up to batch sizes of 16–32"
// (https://github.com/IST-DASLab/marlin): the fp16 efficiency at a quarter of the bytes.
constexpr double kMarlin = 1.0;
// bitsandbytes 0.40.0 batch-1 4-bit inference kernels: speedup of the matmul against
// 16 bits, and "about 8× faster than the 4-bit training kernel" used for batch > 1
// (https://github.com/TimDettmers/bitsandbytes/releases/tag/0.40.0).
constexpr double kBnbSpeedupTuring = 2.2;
constexpr double kBnbSpeedupAmpere = 3.4;
constexpr double kBnbSpeedupAdaHopper = 4.0;
constexpr double kBnbBatchedSlowdown = 8.0;
// LLM.int8() through bitsandbytes: 2.5× the fp16 latency at half the bytes
// (T4, Qwen 494M decoder,
// https://earino.github.io/applied-deep-learning/site/blog/11_int8_is_slower.html).
constexpr double kBnbInt8 = 0.5 / 2.5;

// AutoAWQ's maintainer on Llama-2-13B: AWQ decoding "slightly better than FP16" up to
// batch 32, "50 % of FP16" at batch 256, "expected ... when you need to dequantize weights"
// (https://github.com/casper-hansen/AutoAWQ/issues/106).
constexpr double kDequantGemmCompute = 0.5;
// FP8 weights (vLLM W8A8 / FP8 Marlin): "a 2x reduction in model memory requirements and
// up to a 1.6x improvement in throughput"
// (https://docs.vllm.ai/en/stable/features/quantization/fp8/): 1.6 / 2 of fp16's efficiency at half
// the bytes.
constexpr double kFp8 = 1.6 / 2;

// MoE decode at small batches is slower than the bytes it reads: the fused MoE kernels
// (vLLM/SGLang fused_moe) spend a few microseconds on each expert a layer runs, whatever
// its size. Fitted on Qwen's speed benchmark (qwen.readthedocs.io, "Speed Benchmark",
// Qwen3, H20, SGLang 0.4.6.post1, batch 1, 1 + 2048 tokens): Qwen3-30B-A3B decodes at
// 137.18 tokens/s in bf16 where its 3.3B active parameters read at the line through
// Qwen3-8B/14B/32B on the same page (1.36 TB/s) would give 196: 2.2 ms a step over 48
// layers × 8 experts = 5.7 µs per expert; in FP8 (block-wise) 155.55 against 46.17 for
// Qwen3-32B-FP8: 9.9 µs. NVIDIA TensorRT Edge-LLM's decode-only benchmark (Jetson Thor,
// Qwen3-30B-A3B against Qwen3-8B, NVFP4, batch 1) gives 7.3 µs the same way, on another
// GPU and engine. Small experts (Qwen3's 768 × 2048) are hit hardest; Mixtral's large
// ones barely notice (0.4 ms on a 10 ms step).
constexpr double kMoeSecondsPerExpert16 = 6e-6;
constexpr double kMoeSecondsPerExpertFp8 = 10e-6;

// One tensor-parallel all-reduce's fixed time (launch, synchronisation, the latency-bound
// passes) inside one instance. NVLink, the engines' one-shot custom all-reduce: 3.7 / 4.8 /
// 5.9 µs for 2 KiB at TP 2 / 4 / 8 on H100 (https://github.com/sgl-project/sglang/pull/2904),
// TensorRT-LLM's one-shot kernel in a CUDA graph 6.98 µs for 72 KiB at TP 2 on H100
// (https://github.com/flagos-ai/FlagGems-vllm/pull/773): 6 µs. PCIe (vLLM falls back to
// NCCL above 2 PCIe-only GPUs, "little performance improvement over NCCL",
// vllm/distributed/device_communicators/custom_all_reduce.py): NCCL about 24 µs from 256 B
// to 64 KB on 8 RTX PRO 6000 (https://github.com/voipmonitor/rtx6kpro, hardware/
// pcie-bandwidth.md), 19.4 µs at 4 KB on 4 V100 behind a PCIe switch inside a CUDA graph
// (https://github.com/haohervchb/sglang-V100/pull/2): 20 µs.
constexpr double kAllReduceLatencyNvLink = 6e-6;
constexpr double kAllReduceLatencyPcie = 20e-6;

bool ampereOrLater(const GpuModel *g)
{
    if (!g)
        return false;
    const std::string &a = g->architecture;
    return a == "Ampere" || a == "Ada Lovelace" || a == "Hopper" || a == "Blackwell";
}

} // namespace

// The kernel's efficiency on the weights it reads (below); kernelEfficiency adds the MoE
// kernels' cost per expert.
static KernelEfficiency kernelEfficiencyOfWeights(Quantization q, Engine engine,
                                                  const GpuModel *gpu, Precision precision);

KernelEfficiency kernelEfficiency(Quantization q, Engine engine, const GpuModel *gpu,
                                  Precision precision)
{
    KernelEfficiency k = kernelEfficiencyOfWeights(q, engine, gpu, precision);
    k.moeSecondsPerExpert = q == Quantization::None && precision == Precision::Fp8
                                ? kMoeSecondsPerExpertFp8
                                : kMoeSecondsPerExpert16;
    return k;
}

static KernelEfficiency kernelEfficiencyOfWeights(Quantization q, Engine engine,
                                                  const GpuModel *gpu, Precision precision)
{
    KernelEfficiency k;
    const bool marlin = engine == Engine::Vllm && ampereOrLater(gpu);
    switch (q) {
    case Quantization::None:
        if (precision == Precision::Fp8) {
            k.batch1 = k.batched = kFp8;
            k.kernel = "FP8";
            if (gpu && gpu->fp8 == Tristate::Yes) {
                // W8A8 on FP8 tensor cores: a compute-bound decode step (a few hundred rows
                // per GEMM) gains the same 1.6× over 16 bits at twice the peak. Prefill's
                // long GEMMs reach the full share: NIM's 5,000-token prefill of
                // Llama-3.3-70B FP8 on 2 H100 (0.407 s) is 44 % of the FP8 peak
                // (docs/capacity.md).
                k.compute = kFp8;
            }
            k.source = "https://docs.vllm.ai/en/stable/features/quantization/fp8/";
            if (gpu && gpu->fp8 != Tristate::Yes && engine == Engine::Vllm) {
                // Weight-only W8A16 (FP8 Marlin) on Ampere: decode reads 8-bit weights as
                // int8/int4 Marlin does; no published speed of its own, so the FP8 figure
                // stands in and is marked undocumented.
                k.kernel = "FP8 Marlin W8A16 (vLLM)";
                k.documented = false;
            }
            return k;
        }
        k.kernel = "fp16/bf16";
        k.source = "fp16 bandwidth efficiency 0.75 (see docs/planner.md)";
        return k;
    case Quantization::AwqInt4:
    case Quantization::GptqInt4:
    case Quantization::GptqInt8:
        if (marlin) {
            // vLLM picks awq_marlin / gptq_marlin on compute capability 8.0 and later.
            k.batch1 = k.batched = kMarlin;
            k.kernel = q == Quantization::AwqInt4 ? "AWQ Marlin (vLLM)" : "GPTQ Marlin (vLLM)";
            k.source = "https://github.com/IST-DASLab/marlin";
            return k;
        }
        k.compute = kDequantGemmCompute;
        if (q == Quantization::AwqInt4) {
            k.batch1 = kAwqGemmBatch1;
            k.batched = kAwqGemmBatched;
            k.kernel = "AutoAWQ GEMM";
            k.source = kAwqSources;
            return k;
        }
        k.batch1 = std::min(1.0, kAwqGemmBatch1 * kExllamaOverGemm);
        k.batched = kAwqGemmBatched; // undocumented for ExLlama: AWQ GEMM's
        k.kernel = "GPTQ ExLlamaV2";
        k.source = std::string(kAwqSources) +
                   "; https://casper-hansen.github.io/AutoAWQ/ (ExLlamaV2 vs GEMM); batch > 1 "
                   "undocumented, AWQ GEMM's used";
        return k;
    case Quantization::BnbNf4:
    case Quantization::BnbNf4DoubleQuant:
    case Quantization::BnbFp4: {
        const std::string arch = gpu ? gpu->architecture : std::string();
        double speedup = kBnbSpeedupTuring;
        if (arch == "Ampere") {
            speedup = kBnbSpeedupAmpere;
        } else if (arch == "Ada Lovelace" || arch == "Hopper" || arch == "Blackwell") {
            speedup = kBnbSpeedupAdaHopper;
            k.documented = arch != "Blackwell";
        } else if (arch != "Turing") {
            k.documented = false; // Volta, Pascal: Turing's figure
        }
        const double byteRatio = 2.0 / weightBytesPerParam(Precision::Fp16, q);
        k.batch1 = std::min(1.0, speedup / byteRatio);
        k.batched = k.batch1 / kBnbBatchedSlowdown;
        k.kernel = "bitsandbytes 4-bit";
        k.source = "https://github.com/TimDettmers/bitsandbytes/releases/tag/0.40.0";
        return k;
    }
    case Quantization::Mxfp4:
        // vLLM: Marlin MXFP4 MoE on Ampere, Triton matmul_ogs on Hopper, FlashInfer on
        // Blackwell; Transformers: the Triton kernels from the kernels hub. Weight-only
        // 4-bit dequantizing kernels like Marlin; no published speed of their own.
        k.batch1 = k.batched = kMarlin;
        k.kernel = engine == Engine::Vllm ? "MXFP4 MoE (vLLM)" : "MXFP4 Triton (Transformers)";
        k.source = "https://blog.vllm.ai/2025/08/05/gpt-oss.html";
        k.documented = false;
        return k;
    case Quantization::Nvfp4:
        // vLLM: FP4 tensor cores on Blackwell; before it weight-only W4A16 through FP4
        // Marlin (marlin_utils_fp4.py), a Marlin kernel like GPTQ's. No published speed.
        k.batch1 = k.batched = kMarlin;
        k.kernel = "NVFP4 (FP4 Marlin before Blackwell)";
        k.source = "https://github.com/vllm-project/vllm/blob/"
                   "3567816932e674abce3f44ceb0aff03f73b5aaff/vllm/model_executor/layers/"
                   "quantization/utils/marlin_utils_fp4.py";
        k.documented = false;
        return k;
    case Quantization::BnbInt8:
        k.batch1 = k.batched = kBnbInt8;
        k.kernel = "bitsandbytes LLM.int8()";
        k.source = "https://earino.github.io/applied-deep-learning/site/blog/"
                   "11_int8_is_slower.html";
        return k;
    }
    return k;
}

double moeExpertsTouched(const ModelSpec &m, double tokens)
{
    if (!m.isMoe())
        return 1;
    const double perToken =
        std::min(1.0, static_cast<double>(std::max(1, m.moeExpertsPerToken)) / m.moeExperts);
    return 1 - std::pow(1 - perToken, std::max(1.0, tokens));
}

double moeWeightShareRead(const ModelSpec &m, int tokens)
{
    const double params = m.params();
    const double routed = m.routedExpertParams();
    if (!m.isMoe() || params <= 0 || routed <= 0)
        return 1;
    const double routedShare = std::min(1.0, routed / params);
    return 1 - routedShare + routedShare * moeExpertsTouched(m, tokens);
}

double expertAllToAllSeconds(const ModelSpec &m, double tokens, int ranks, const Link &link)
{
    if (ranks <= 1 || !m.isMoe() || m.hidden <= 0 || tokens <= 0 || link.busGBs <= 0)
        return 0;
    const double bytes = tokens * std::max(1, m.moeExpertsPerToken) *
                         static_cast<double>(m.hidden) * 2 * (ranks - 1) / ranks;
    const double latency =
        link.kind == Link::Kind::NvLink ? kAllReduceLatencyNvLink : kAllReduceLatencyPcie;
    return 2.0 * m.moeLayers() * (latency + bytes / (link.busGBs * 1e9));
}

double moeExpertStepSeconds(const ModelSpec &m, int tokens, double secondsPerExpert,
                            int pipelineStages)
{
    if (!m.isMoe() || secondsPerExpert <= 0)
        return 0;
    const double perToken =
        std::min(1.0, static_cast<double>(std::max(1, m.moeExpertsPerToken)) / m.moeExperts);
    const double b = std::max(1, tokens);
    const double touched = m.moeExperts * (1 - std::pow(1 - perToken, b));
    // Tokens sent to each touched expert: above one, the expert's fixed cost is shared.
    const double tokensPerExpert = b * m.moeExperts * perToken / std::max(1e-9, touched);
    const double layers = static_cast<double>(m.moeLayers()) / std::max(1, pipelineStages);
    return layers * touched * secondsPerExpert / std::max(1.0, tokensPerExpert);
}

double tensorParallelAllReduceSeconds(const ModelSpec &m, double tokens, double layers, int tp,
                                      const Link &link)
{
    if (tp <= 1 || m.hidden <= 0 || layers <= 0 || tokens <= 0 || link.busGBs <= 0)
        return 0;
    const double bytes = tokens * static_cast<double>(m.hidden) * 2;
    const double ring = 2.0 * (tp - 1) / tp;
    const double latency =
        link.kind == Link::Kind::NvLink ? kAllReduceLatencyNvLink : kAllReduceLatencyPcie;
    return 2 * layers * (latency + ring * bytes / (link.busGBs * 1e9));
}

std::optional<ServingThroughput> servingThroughput(const Workload &w, const MemoryBreakdown &g,
                                                   const InstanceType &t, const GpuModel &gpu,
                                                   double peak, double fraction,
                                                   const std::optional<Link> &inter,
                                                   const std::optional<Link> *intra,
                                                   double cachedPrompt)
{
    if (!gpu.memoryBandwidthGBs || *gpu.memoryBandwidthGBs <= 0 || peak <= 0 || fraction <= 0)
        return std::nullopt;
    ServingThroughput out;
    const int k = std::max(1, w.tensorParallel);
    const int pp = std::max(1, w.pipelineParallel);
    const double b = std::max(1, w.batch);
    const double prompt = std::max(0, w.promptLen);
    const double output = std::max(1, w.outputLen);
    const double activeParams = w.model.activeParams();
    out.kernel = kernelEfficiency(w.quantization, w.engine, &gpu, w.precision);
    const double efficiency = kDecodeBandwidthEfficiency * out.kernel.at(w.batch);
    // Each GPU of a stage reads its weights once per decode step, and of the KV cache the
    // keys its tokens attend to, on average over the output (every cached token, at most
    // the window in sliding-window layers, the chunk so far in Llama 4's chunked ones);
    // without the layers to tell, the average context's share.
    double avgKvShare =
        w.model.kvReadShare(prompt, output, kvBytesPerElement(w), fp8IndexerKeys(w));
    if (avgKvShare <= 0)
        avgKvShare = (prompt + output / 2) / std::max(1.0, prompt + output);
    // A MoE decode step reads the attention, the shared experts and only the routed experts
    // its tokens were sent to: of E experts with k per token, b tokens touch
    // 1 - (1 - k/E)^b of them per layer on average (uniform routing).
    // Data-parallel attention: each GPU reads the attention and shared weights whole and,
    // of its own experts, those the tokens of every rank were sent to (the ranks step
    // together, each with a batch like this one: vLLM balances the requests).
    const int ranks = w.dpAttention && w.model.isMoe() ? w.dataParallel() : 1;
    const double routedTokens = static_cast<double>(std::max(1, w.batch)) * ranks;
    const double weightsRead =
        ranks > 1 ? g.weightsGib - g.expertWeightsGib +
                        g.expertWeightsGib * moeExpertsTouched(w.model, routedTokens)
                  : g.weightsGib * moeWeightShareRead(w.model, w.batch);
    const double bandwidth = *gpu.memoryBandwidthGBs * fraction * 1e9;
    out.memorySeconds = weightsRead * kBytesPerGiB / (bandwidth * efficiency);
    // The attention kernels read every sequence's KV cache on their own, between the
    // linear layers: memory-bound at the 16-bit efficiency whatever the weights' kernel,
    // and not hidden under the GEMMs when those are compute-bound.
    out.kvReadSeconds =
        g.kvCacheGib * avgKvShare * kBytesPerGiB / (bandwidth * kDecodeBandwidthEfficiency);
    // The fused MoE kernels' cost per expert, on every GPU of a stage (tensor parallel
    // slices each expert; each GPU still runs every expert touched).
    if (w.engine == Engine::Vllm)
        out.moeExpertSeconds = moeExpertStepSeconds(w.model, static_cast<int>(routedTokens),
                                                    out.kernel.moeSecondsPerExpert, pp) /
                               ranks;
    out.memorySeconds += out.moeExpertSeconds;
    const double gpusPerReplica = static_cast<double>(k) * pp;
    out.computeSeconds =
        2.0 * activeParams * b / gpusPerReplica / (peak * 1e12 * kPrefillMfu * out.kernel.compute);
    out.computeBound = out.computeSeconds > out.memorySeconds;
    // Pipeline stages run one after another for a token; every boundary sends the hidden
    // state of each sequence (16 bits) over the network.
    const double hiddenBytes = static_cast<double>(std::max(0, w.model.hidden)) * 2;
    if (pp > 1 && inter && inter->busGBs > 0)
        out.networkSeconds = (pp - 1) * b * hiddenBytes / (inter->busGBs * 1e9);
    // Tensor parallel: every layer of a stage all-reduces each sequence's hidden state twice
    // over the instance's link, after the kernels it depends on (not overlapped).
    const double stageLayers = static_cast<double>(std::max(0, w.model.layers)) / pp;
    if (k > 1 || ranks > 1)
        out.tensorParallelLink = intra && *intra ? *intra : intraInstanceLink(t, &gpu);
    if (out.tensorParallelLink)
        out.allReduceSeconds =
            tensorParallelAllReduceSeconds(w.model, b, stageLayers, k, *out.tensorParallelLink);
    if (ranks > 1 && out.tensorParallelLink)
        out.allToAllSeconds = expertAllToAllSeconds(w.model, b, ranks, *out.tensorParallelLink);
    // Attention's own FLOPs over the average context, in 16 bits, split by heads across the
    // tensor-parallel GPUs: under the KV reads for ordinary and grouped-query attention
    // (heads / KV heads FLOPs per byte of a 16-bit cache: 1 to 16), near or over them for
    // MLA's absorbed decode (about 240), whose kernels are then compute-bound on a GPU with
    // little compute for its bandwidth (H20). The attention kernel runs at one or the other.
    // The 16-bit peak of a vGPU slice is its share of the card's, as `peak` is.
    const double attentionPeak =
        std::min(peak, gpu.fp16TensorTflopsDense ? *gpu.fp16TensorTflopsDense * fraction : peak);
    // A sparse-attention indexer scores in FP8 (DeepGEMM's fp8_mqa_logits) and runs whole on
    // every tensor-parallel GPU of vLLM ("no tensor parallel, just replicated",
    // vllm/model_executor/models/deepseek_v4.py and deepseek_v2.py): split by stages only.
    const double indexerPeak = gpu.fp8 == Tristate::Yes && gpu.fp16TensorTflopsDense
                                   ? 2 * *gpu.fp16TensorTflopsDense * fraction
                                   : attentionPeak;
    auto attentionTime = [&](double tokens, double cached, bool absorbed) {
        const double indexer = w.model.indexerFlops(tokens, cached);
        return ((w.model.attentionFlops(tokens, cached, absorbed) - indexer) / attentionPeak /
                    gpusPerReplica +
                indexer / indexerPeak / pp) /
               (1e12 * kPrefillMfu);
    };
    const double avgContext = prompt + output / 2;
    out.attentionSeconds = attentionTime(1, avgContext, true) * b;
    out.decodeStepSeconds = pp * (std::max(out.memorySeconds, out.computeSeconds) +
                                  std::max(out.kvReadSeconds, out.attentionSeconds) +
                                  out.allReduceSeconds + out.allToAllSeconds) +
                            out.networkSeconds;
    // Prefill: compute-bound, the linear layers and attention's scores over the prompt so
    // far; the stages pipeline the sequences of the batch. Attention runs in 16 bits
    // (FlashAttention) when FP8 weights run their GEMMs at the FP8 peak.
    const double prefillCompute =
        (2.0 * activeParams * prompt / peak / (1e12 * kPrefillMfu * gpusPerReplica) +
         attentionTime(prompt, cachedPrompt, false)) *
        b;
    if (out.tensorParallelLink)
        out.prefillAllReduceSeconds = tensorParallelAllReduceSeconds(
            w.model, prompt * b, stageLayers, k, *out.tensorParallelLink);
    if (ranks > 1 && out.tensorParallelLink)
        out.prefillAllReduceSeconds +=
            expertAllToAllSeconds(w.model, prompt * b, ranks, *out.tensorParallelLink);
    out.prefillSeconds = (prefillCompute + out.prefillAllReduceSeconds) * (b + pp - 1) / b;
    if (pp > 1 && inter && inter->busGBs > 0)
        out.prefillSeconds += (pp - 1) * prompt * b * hiddenBytes / (inter->busGBs * 1e9);
    out.tokensPerSecond = b * output / (out.prefillSeconds + output * out.decodeStepSeconds);
    out.replicas = pp > 1 ? 1 : std::max(1, t.gpuCount / k);
    return out;
}

} // namespace gpuplanner
