#include "estimator/memory.h"

#include "estimator/text.h"
#include "estimator/units.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <utility>

namespace gpuplanner {

namespace {

using text::fmt;
using text::nameOf;
using text::valueOf;

// ---- Constants, each with its source (docs/estimator.md explains them) ----
// CUDA context, kernels and library workspaces of one framework process: 1343 MiB
// measured on V100/CUDA 11 (Hugging Face "model memory anatomy"); CUDA 12 lazy loading
// brings it near 0.5 GiB. We plan with the measured 1.3 GiB: an under-estimate is a crash.
constexpr double kCudaContextGib = 1.3;
// NCCL communicators and buffers per GPU when more than one GPU takes part.
constexpr double kNcclGib = 0.5;
// vLLM's non-torch memory (CUDA context, graphs, NCCL) from its startup profiler: 1.79 GiB
// at TP=1 and 3.58 GiB at TP=2 on H100 (vLLM serve logs).
constexpr double kVllmNonTorchGib = 1.8;
constexpr double kVllmNonTorchTpGib = 1.8;
// Tokens vLLM's profiling run pushes through the model (max_num_batched_tokens default).
constexpr double kVllmProfileTokens = 8192;
// The caching allocator keeps freed blocks; its peak reserve over the peak allocation is
// modelled as a share of the transient memory (activations, KV cache, step buffers).
constexpr double kReserveShareTraining = 0.25;
constexpr double kReserveShareInference = 0.08;
constexpr double kReserveMinGib = 0.25;
// Training on sequences of varying length: the caching allocator keeps the freed blocks of
// every logits size it has seen; the reserve grows by about twice the logits' bytes.
constexpr double kLogitReserveFactor = 2.0;
// Training cross-entropy over the vocabulary: 16-bit logits, their fp32 copy for the
// loss, and the fp32 gradient (bytes per logit element); fp32 models 4 + 4 + 4.
constexpr double kLogitBytes16 = 10;
constexpr double kLogitBytes32 = 12;
// Host RAM: the source articles' rule, 4–8 GB per GB of GPU memory.
constexpr double kRamRuleMin = 4;
constexpr double kRamRuleMax = 8;
constexpr double kHostPerRankGib = 3;     // Python, PyTorch, CUDA host allocations
constexpr double kHostPerWorkerGib = 1.5; // one data-loader worker process

constexpr double kGiB = kBytesPerGiB;

constexpr std::array kTasks{std::pair{Task::Inference, std::string_view("inference")},
                            std::pair{Task::Lora, std::string_view("lora")},
                            std::pair{Task::Qlora, std::string_view("qlora")},
                            std::pair{Task::FullFineTune, std::string_view("full_ft")},
                            std::pair{Task::Pretrain, std::string_view("pretrain")}};
constexpr std::array kPrecisions{std::pair{Precision::Fp32, std::string_view("fp32")},
                                 std::pair{Precision::Tf32, std::string_view("tf32")},
                                 std::pair{Precision::Fp16, std::string_view("fp16")},
                                 std::pair{Precision::Bf16, std::string_view("bf16")},
                                 std::pair{Precision::Fp8, std::string_view("fp8")}};
constexpr std::array kQuantizations{
    std::pair{Quantization::None, std::string_view("none")},
    std::pair{Quantization::BnbInt8, std::string_view("bnb_int8")},
    std::pair{Quantization::BnbNf4, std::string_view("bnb_nf4")},
    std::pair{Quantization::BnbNf4DoubleQuant, std::string_view("bnb_nf4_dq")},
    std::pair{Quantization::BnbFp4, std::string_view("bnb_fp4")},
    std::pair{Quantization::GptqInt4, std::string_view("gptq_int4")},
    std::pair{Quantization::GptqInt8, std::string_view("gptq_int8")},
    std::pair{Quantization::AwqInt4, std::string_view("awq_int4")}};
constexpr std::array kOptimizers{
    std::pair{Optimizer::AdamW, std::string_view("adamw")},
    std::pair{Optimizer::AdamW8bit, std::string_view("adamw_8bit")},
    std::pair{Optimizer::PagedAdamW, std::string_view("paged_adamw")},
    std::pair{Optimizer::PagedAdamW8bit, std::string_view("paged_adamw_8bit")},
    std::pair{Optimizer::SgdMomentum, std::string_view("sgd")},
    std::pair{Optimizer::Adafactor, std::string_view("adafactor")}};
constexpr std::array kShardings{std::pair{Sharding::None, std::string_view("none")},
                                std::pair{Sharding::Zero1, std::string_view("zero1")},
                                std::pair{Sharding::Zero2, std::string_view("zero2")},
                                std::pair{Sharding::Zero3, std::string_view("zero3")},
                                std::pair{Sharding::Fsdp, std::string_view("fsdp")}};
constexpr std::array kAttentions{std::pair{Attention::Eager, std::string_view("eager")},
                                 std::pair{Attention::Sdpa, std::string_view("sdpa")},
                                 std::pair{Attention::Flash, std::string_view("flash")}};
constexpr std::array kEngines{std::pair{Engine::Transformers, std::string_view("transformers")},
                              std::pair{Engine::Vllm, std::string_view("vllm")}};

bool isQuantized4(Quantization q)
{
    return q == Quantization::BnbNf4 || q == Quantization::BnbNf4DoubleQuant ||
           q == Quantization::BnbFp4 || q == Quantization::GptqInt4 || q == Quantization::AwqInt4;
}

bool isSixteenBit(Precision p)
{
    return p == Precision::Fp16 || p == Precision::Bf16;
}

// Per-layer quantities of a transformer block, in elements per token.
struct LayerShape {
    double h = 0;
    double kvd = 0;       // kv heads × head dim
    double qd = 0;        // heads × head dim
    double ffnActive = 0; // FFN width a token passes through (MoE: experts per token + shared)
    double ffnMatrices = 3;
    double heads = 0;
    double paramsPerLayer = 0; // all experts
    double activeParamsPerLayer = 0;
};

LayerShape shapeOf(const ModelSpec &m)
{
    LayerShape s;
    s.h = m.hidden;
    s.qd = static_cast<double>(m.heads) * m.effectiveHeadDim();
    s.kvd = static_cast<double>(m.effectiveKvHeads()) * m.effectiveHeadDim();
    s.heads = m.heads;
    s.ffnMatrices = m.ffnGated ? 3 : 2;
    const double expertsPerToken =
        m.moeExperts > 0 ? std::max(1, m.moeExpertsPerToken) + m.moeSharedExperts : 1;
    s.ffnActive = static_cast<double>(m.ffn) * expertsPerToken;
    const double attention = s.h * s.qd * 2 + s.h * s.kvd * 2;
    const double experts = m.moeExperts > 0 ? m.moeExperts + m.moeSharedExperts : 1;
    s.paramsPerLayer = attention + s.ffnMatrices * s.h * m.ffn * experts;
    s.activeParamsPerLayer = attention + s.ffnMatrices * s.h * s.ffnActive;
    return s;
}

// LoRA trainable parameters: r × (in + out) per adapted matrix.
double loraParams(const ModelSpec &m, const LayerShape &s, int rank, LoraTargets targets)
{
    const double r = rank;
    double perLayer = r * (s.h + s.qd) + 2 * r * (s.h + s.kvd) + r * (s.qd + s.h);
    if (targets == LoraTargets::AllLinear) {
        const double experts = m.moeExperts > 0 ? m.moeExperts + m.moeSharedExperts : 1;
        perLayer += experts * (s.ffnMatrices - 1) * r * (s.h + m.ffn) + experts * r * (m.ffn + s.h);
    }
    return perLayer * m.layers;
}

// Adafactor keeps a row and a column vector per matrix (factored second moment).
double adafactorStateParams(const ModelSpec &m, const LayerShape &s)
{
    const double experts = m.moeExperts > 0 ? m.moeExperts + m.moeSharedExperts : 1;
    const double perLayer =
        (s.h + s.qd) * 2 + (s.h + s.kvd) * 2 + experts * s.ffnMatrices * (s.h + m.ffn);
    return perLayer * m.layers + (m.vocab + s.h);
}

} // namespace

int Workload::dataParallel() const
{
    return std::max(1, totalGpus() / std::max(1, tensorParallel * pipelineParallel));
}

double bytesOf(Precision p)
{
    switch (p) {
    case Precision::Fp32:
    case Precision::Tf32:
        return 4;
    case Precision::Fp16:
    case Precision::Bf16:
        return 2;
    case Precision::Fp8:
        return 1;
    }
    return 2;
}

double weightBytesPerParam(Precision precision, Quantization q)
{
    switch (q) {
    case Quantization::None:
        return bytesOf(precision);
    case Quantization::BnbInt8:
        return 1.0; // int8 weights; one fp32 scale per row (< 0.1 %) is left out
    case Quantization::BnbNf4:
    case Quantization::BnbFp4:
        return 0.5 + 4.0 / 64; // 4-bit codes + an fp32 absmax per block of 64
    case Quantization::BnbNf4DoubleQuant:
        return 0.5 + 1.0 / 64 + 4.0 / (64 * 256); // absmax quantized to 8 bits, fp32 per 256 blocks
    case Quantization::GptqInt4:
    case Quantization::AwqInt4:
        return 0.5 + (2.0 + 0.5) / 128; // fp16 scale + 4-bit zero point per group of 128
    case Quantization::GptqInt8:
        return 1.0 + (2.0 + 1.0) / 128;
    }
    return bytesOf(precision);
}

MemoryEstimate estimateMemory(const Workload &input)
{
    Workload w = input;
    MemoryEstimate out;
    auto assume = [&](std::string text) {
        out.assumptions.push_back(std::move(text));
    };
    auto warn = [&](std::string code, std::string text) {
        out.warnings.push_back({std::move(code), std::move(text)});
    };

    ModelSpec &m = w.model;
    // A parameter count that the given shape contradicts (261 typed where 0.261 was meant).
    if (m.isTransformer() && m.layers > 0 && m.hidden > 0 && m.paramsB > 0) {
        const double h = m.hidden;
        const double f = m.ffn > 0 ? m.ffn : 8.0 * h / 3.0;
        const double experts = m.moeExperts > 0 ? m.moeExperts + m.moeSharedExperts : 1;
        const double kvd =
            static_cast<double>(m.kvHeads > 0 ? m.kvHeads : (m.heads > 0 ? m.heads : h / 128)) *
            (m.heads > 0 ? h / m.heads : 128);
        const double implied =
            m.embeddingParams() +
            m.layers * (2 * h * h + 2 * h * kvd + (m.ffnGated ? 3 : 2) * h * f * experts);
        const double ratio = m.params() / implied;
        if (ratio > 3 || ratio < 1.0 / 3)
            warn("params_inconsistent", "The parameter count (" + fmt(m.paramsB, 3) +
                                            " B) does not match the shape, which gives about " +
                                            fmt(implied / 1e9, 3) + " B: is one of them mistyped?");
    }
    for (std::string &s : m.deriveMissing())
        assume(std::move(s));

    // ---- Input checks that do not stop the estimate ----
    if (m.paramsB <= 0)
        warn("params_missing", "The model has no parameter count.");
    if (m.paramsB > 2000)
        warn("params_implausible",
             "A model of " + fmt(m.paramsB, 0) +
                 " billion parameters is larger than any published one: was " +
                 fmt(m.paramsB / 1000, 3) + " meant?");
    if (w.batch > 4096)
        warn("batch_implausible", "A batch of " + std::to_string(w.batch) +
                                      " per GPU is implausible; memory grows with it linearly.");
    const int context = w.task == Task::Inference ? w.promptLen + w.outputLen : w.seqLen;
    if (m.maxContext > 0 && context > m.maxContext)
        warn("seq_exceeds_context", "A sequence of " + std::to_string(context) +
                                        " tokens is longer than the model's context of " +
                                        std::to_string(m.maxContext) + ".");
    if (w.task == Task::FullFineTune && w.quantization != Quantization::None) {
        warn("quantized_full_ft", "A quantized model cannot be fully fine-tuned; the estimate uses "
                                  "the unquantized weights.");
        w.quantization = Quantization::None;
    }
    if (w.task == Task::Qlora && w.quantization == Quantization::None) {
        w.quantization = Quantization::BnbNf4DoubleQuant;
        assume("QLoRA without a quantization given: 4-bit NF4 with double quantization (the QLoRA "
               "paper's recipe).");
    }
    if (w.task == Task::Lora && w.quantization != Quantization::None) {
        w.task = Task::Qlora;
        assume("LoRA on a quantized model is QLoRA.");
    }
    if (w.task == Task::Pretrain && w.quantization != Quantization::None) {
        warn("quantized_pretrain",
             "Pre-training runs on unquantized weights; the quantization is ignored.");
        w.quantization = Quantization::None;
    }
    if (w.totalGpus() % std::max(1, w.tensorParallel * w.pipelineParallel) != 0)
        warn("parallel_mismatch", "The GPU count is not a multiple of tensor × pipeline parallel.");
    if (w.task != Task::Inference && w.seqLen <= 0 && m.isTransformer())
        warn("seq_missing", "No sequence length: activations are left out.");
    if ((w.task == Task::Lora || w.task == Task::Qlora) && w.loraRank > m.hidden / 4 &&
        m.hidden > 0)
        warn("lora_rank_large", "A LoRA rank of " + std::to_string(w.loraRank) +
                                    " is unusually large for hidden size " +
                                    std::to_string(m.hidden) + ".");

    const bool training = w.isTraining();
    const LayerShape s = shapeOf(m);
    const double P = m.params();
    const double embeddings = std::min(m.embeddingParams(), P);
    const double linear = std::max(0.0, P - embeddings);
    const int tp = std::max(1, w.tensorParallel);
    const int pp = std::max(1, w.pipelineParallel);
    const int dp = w.dataParallel();
    const int gpus = w.totalGpus();
    const Sharding sharding = gpus > 1 ? w.sharding : Sharding::None;
    const bool shardWeights = sharding == Sharding::Zero3 || sharding == Sharding::Fsdp;
    const bool shardGrads = shardWeights || sharding == Sharding::Zero2;
    const bool shardOptimizer = shardGrads || sharding == Sharding::Zero1;
    const double modelSplit =
        static_cast<double>(tp) * pp; // tensor and pipeline parallel split every weight

    // ---- Weights ----
    const bool qlora = w.task == Task::Qlora;
    // FP8 training (Transformer Engine) keeps bf16 weights and an fp32 master copy like
    // 16-bit mixed precision; only the matmul inputs are cast to fp8.
    const bool lowPrecision = isSixteenBit(w.precision) || w.precision == Precision::Fp8;
    const bool mixed =
        training && lowPrecision && w.fp32MasterWeights && !qlora && w.task != Task::Lora;
    const bool fullTraining = w.task == Task::FullFineTune || w.task == Task::Pretrain;
    const Precision computePrecision =
        w.precision == Precision::Tf32 ? Precision::Fp32 : w.precision;
    const double computeBytes = bytesOf(computePrecision);
    double weightBytes = 0;
    const double bpp = weightBytesPerParam(computePrecision, w.quantization);
    out.weightsBytesPerParam = bpp;
    if (w.quantization != Quantization::None) {
        // Linear layers quantized; embeddings and the output head stay in 16 bits (fp32
        // after PEFT's k-bit preparation).
        const double embBytes = (qlora && w.kbitFp32Upcast) ? 4 : std::max(2.0, computeBytes);
        weightBytes = linear * bpp + embeddings * embBytes;
        assume("Weights: " + std::string(toString(w.quantization)) + " at " + fmt(bpp, 3) +
               " bytes per parameter for the linear layers; embeddings and output head in " +
               (embBytes == 4 ? "fp32" : "16 bits") + ".");
    } else {
        weightBytes = P * computeBytes;
    }
    double gradBytes = 0;
    double optimizerBytes = 0;
    double stepTempBytes = 0;
    if (training) {
        if (fullTraining) {
            // ZeRO paper (Rajbhandari et al. 2020, §3.1): mixed precision keeps 16-bit
            // weights and gradients and K = 12 bytes of optimizer state (fp32 master copy,
            // momentum, variance) per parameter.
            const double paramBytes = mixed ? 2 : std::max(2.0, computeBytes);
            const double stateBytes = mixed ? 4 : std::max(2.0, computeBytes);
            weightBytes = P * paramBytes;
            gradBytes = P * paramBytes;
            double k = 0;
            switch (w.optimizer) {
            case Optimizer::AdamW:
            case Optimizer::PagedAdamW:
                k = 2 * stateBytes;
                break;
            case Optimizer::AdamW8bit:
            case Optimizer::PagedAdamW8bit:
                k = 2 * (1 + 4.0 / 2048); // bitsandbytes block-wise 8-bit states
                break;
            case Optimizer::SgdMomentum:
                k = stateBytes;
                break;
            case Optimizer::Adafactor:
                k = 0;
                break;
            }
            optimizerBytes = P * k + (mixed ? P * 4 : 0);
            if (w.optimizer == Optimizer::Adafactor)
                optimizerBytes += adafactorStateParams(m, s) * 4;
            // PyTorch's foreach AdamW/SGD step allocates one parameter-sized buffer.
            const bool fused8bit =
                w.optimizer == Optimizer::AdamW8bit || w.optimizer == Optimizer::PagedAdamW8bit;
            stepTempBytes = (fused8bit || w.optimizer == Optimizer::Adafactor) ? 0 : P * stateBytes;
            assume(std::string("Full training: ") +
                   (mixed ? "16-bit weights and gradients, fp32 master weights and optimizer "
                            "states (ZeRO paper's 2 + 2 + 12 bytes for Adam)"
                          : fmt(paramBytes, 0) + "-byte weights, gradients and optimizer states") +
                   ".");
        } else {
            const double lora = loraParams(m, s, w.loraRank, w.loraTargets);
            // PEFT keeps adapter weights in fp32: 4 (weight) + 4 (gradient) + Adam states.
            const double k =
                (w.optimizer == Optimizer::AdamW8bit || w.optimizer == Optimizer::PagedAdamW8bit)
                    ? 2
                : w.optimizer == Optimizer::SgdMomentum ? 4
                : w.optimizer == Optimizer::Adafactor   ? 0.1
                                                        : 8;
            weightBytes += lora * 4;
            gradBytes = lora * 4;
            optimizerBytes = lora * k;
            stepTempBytes = lora * 4;
            assume("LoRA rank " + std::to_string(w.loraRank) + " on the " +
                   (w.loraTargets == LoraTargets::AllLinear
                        ? "all linear layers"
                        : "attention projections (q, k, v, o)") +
                   ": " + fmt(lora / 1e6, 1) + " M trainable parameters in fp32.");
        }
    }

    // Splits across GPUs.
    double weightsPerGpu = weightBytes / modelSplit;
    double gradsPerGpu = gradBytes / modelSplit;
    double optimizerPerGpu = optimizerBytes / modelSplit;
    double stepTempPerGpu = stepTempBytes / modelSplit;
    if (training && dp > 1) {
        if (shardOptimizer) {
            optimizerPerGpu /= dp;
            stepTempPerGpu /= dp;
        }
        if (shardGrads)
            gradsPerGpu /= dp;
        if (shardWeights)
            weightsPerGpu /= dp;
    }
    const bool offloading = training && w.cpuOffload && sharding != Sharding::None;
    if (training && w.cpuOffload && sharding == Sharding::None)
        warn("offload_needs_sharding",
             "CPU offload works with ZeRO or FSDP sharding; without it nothing is offloaded.");
    if (offloading) {
        optimizerPerGpu = 0;
        stepTempPerGpu = 0;
        if (shardWeights)
            weightsPerGpu *= 0.0; // parameters live on the host; layers stream in (counted below)
        assume("CPU offload: optimizer states" +
               std::string(shardWeights ? " and parameters" : "") + " kept in host RAM.");
    }
    // ZeRO-3 / FSDP gather one unit (a transformer block) at a time and prefetch the next.
    double gatheredBytes = 0;
    if (training && shardWeights && dp > 1 && m.layers > 0) {
        const double layerParams = s.paramsPerLayer;
        const double gatherBytes = qlora ? bpp : (mixed ? 2 : computeBytes);
        gatheredBytes = 2 * layerParams * gatherBytes / modelSplit;
    }

    // ---- Activations and KV cache ----
    double activationBytes = 0;
    double logitsBytes = 0;
    double kvBytes = 0;
    double kvReserveExtra = 0;
    const int layersPerGpu = std::max(1, m.layers / pp);
    const double b = std::max(1, w.batch);
    // Element size of saved activations: the compute precision; AMP keeps softmax,
    // normalisation and residual outputs in fp32 and matmul outputs in 16 bits: about 3.5.
    const double e = (mixed && w.fp32MasterWeights) ? (w.precision == Precision::Fp8 ? 2 : 3.5)
                                                    : std::max(training ? 2.0 : 1.0, computeBytes);
    const bool dropout = m.architecture == Architecture::Encoder ||
                         m.architecture == Architecture::EncoderDecoder ||
                         m.architecture == Architecture::Vit;
    if (training && m.isTransformer() && w.seqLen > 0) {
        const double seq = w.seqLen;
        const double tokens = b * seq;
        // Korthikanti et al. 2022, eq. 1 generalised to GQA, gated and MoE MLPs: saved
        // elements per token and layer.
        double attention = 2 * s.h + s.qd + 2 * s.kvd + s.qd;
        double mlp = 2 * s.h + s.ffnActive * s.ffnMatrices;
        double perToken = e * (attention + mlp) / tp;
        if (!w.flashAttention) {
            // Eager attention keeps the softmax per head and key: Hugging Face models take
            // it in fp32 and keep its 16-bit cast too; dropout adds a mask and its output.
            const double softmax = computeBytes < 4 ? 4 + computeBytes : 4;
            perToken += s.heads * seq * (softmax + (dropout ? 1 + e : 0)) / tp;
        }
        if (dropout)
            perToken += 2 * s.h; // dropout masks after attention and MLP, one byte each
        if (w.task == Task::Lora || w.task == Task::Qlora)
            perToken +=
                e * (w.loraTargets == LoraTargets::AllLinear ? 5 : 2) * s.h; // adapter inputs
        // QLoRA after k-bit preparation: the residual stream is fp32.
        const double residualBytes = (qlora && w.kbitFp32Upcast) ? 4 : e;
        if (qlora && w.kbitFp32Upcast)
            perToken += (4 - e) * 4 * s.h; // norm and residual tensors in fp32
        double perLayer = perToken * tokens;
        if (w.gradientCheckpointing) {
            activationBytes = layersPerGpu * tokens * s.h * residualBytes + perLayer;
            assume("Gradient checkpointing: each layer keeps its input; one layer is recomputed at "
                   "a time.");
        } else {
            activationBytes = layersPerGpu * perLayer;
        }
        if (!w.flashAttention)
            assume("Attention without a memory-efficient kernel keeps the s × s softmax per head.");
        // Output head and loss over the vocabulary (decoders and encoder–decoders).
        if (m.architecture == Architecture::Decoder ||
            m.architecture == Architecture::EncoderDecoder) {
            const double logitBytes =
                (computeBytes >= 4 || (qlora && w.kbitFp32Upcast)) ? kLogitBytes32 : kLogitBytes16;
            const double logitTokens =
                m.architecture == Architecture::EncoderDecoder ? tokens / 2 : tokens;
            logitsBytes = logitTokens * m.vocab * logitBytes / tp;
            activationBytes += logitsBytes;
        }
        activationBytes += tokens * s.h * e; // embeddings output / final norm
    } else if (training && !m.isTransformer()) {
        warn("activations_not_modelled",
             "Activations of " + std::string(toString(m.architecture)) +
                 " models are not modelled: plan extra memory for them.");
    }

    if (w.task == Task::Inference && m.isTransformer()) {
        const double prompt = std::max(0, w.promptLen);
        const double total = prompt + std::max(0, w.outputLen);
        const double kvElementBytes = bytesOf(w.kvCachePrecision);
        const int decoderLayers =
            m.architecture == Architecture::EncoderDecoder && m.decoderLayers > 0 ? m.decoderLayers
                                                                                  : m.layers;
        const bool hasKv = m.architecture == Architecture::Decoder ||
                           m.architecture == Architecture::EncoderDecoder;
        // Tensor parallel splits the KV heads, but every GPU keeps at least one.
        const double kvHeadsPerGpu =
            std::max(1.0, std::ceil(static_cast<double>(m.effectiveKvHeads()) / tp));
        const double kvPerToken =
            hasKv ? 2.0 * decoderLayers * kvHeadsPerGpu * m.effectiveHeadDim() * kvElementBytes / pp
                  : 0;
        if (w.engine == Engine::Vllm) {
            kvBytes = kvPerToken * b * total;
            const double tokens =
                w.maxNumBatchedTokens > 0 ? w.maxNumBatchedTokens : kVllmProfileTokens;
            activationBytes = tokens * (4 * s.h + s.qd + 2 * s.kvd + s.ffnActive * s.ffnMatrices) *
                                  computeBytes / tp +
                              256.0 * m.vocab * 4;
            assume("vLLM: KV cache in paged blocks sized for " + std::to_string(w.batch) +
                   " sequences of " + fmt(total, 0) + " tokens; profiling activations for " +
                   fmt(tokens, 0) + " batched tokens.");
        } else {
            kvBytes = kvPerToken * b * total;
            // DynamicCache grows by concatenation: each decode step allocates the larger
            // tensors before freeing the old ones, so the allocator ends up holding about
            // twice the KV cache that generation added.
            kvReserveExtra = kvPerToken * b * std::max(0, w.outputLen);
            // Prefill: one layer's transient tensors for the whole prompt, and the logits.
            const double tokens = b * prompt;
            double perToken =
                (4 * s.h + s.qd + 2 * s.kvd + s.ffnActive * s.ffnMatrices) * computeBytes / tp;
            if (!w.flashAttention)
                perToken += s.heads * prompt * (computeBytes + 4) / tp; // scores and fp32 softmax
            activationBytes = tokens * perToken;
            if (m.architecture == Architecture::Decoder)
                activationBytes +=
                    tokens * m.vocab * (computeBytes + 4) / tp; // logits and their fp32 copy
            if (isQuantized4(w.quantization) || w.quantization == Quantization::BnbInt8) {
                // Dequantized copy of the largest weight matrix during a matmul.
                activationBytes += s.h * std::max<double>(m.ffn, s.h) * 2;
            }
            if (total > 0)
                assume("Transformers generate: KV cache for " + std::to_string(w.batch) + " × " +
                       fmt(total, 0) + " tokens in " + std::string(toString(w.kvCachePrecision)) +
                       ".");
        }
    }

    // ---- Totals ----
    MemoryBreakdown &g = out.perGpu;
    g.weightsGib = (weightsPerGpu + gatheredBytes) / kGiB;
    g.gradientsGib = gradsPerGpu / kGiB;
    g.optimizerGib = optimizerPerGpu / kGiB;
    g.kvCacheGib = kvBytes / kGiB;
    // Gradients and the optimizer step's buffers do not coexist with the forward pass's
    // activations: PyTorch 2 frees gradients after each step (zero_grad(set_to_none=True))
    // and creates them during backward as activations are released. With gradient
    // accumulation the gradients stay across micro-batches.
    double transient = 0;
    if (!training) {
        transient = activationBytes;
    } else if (w.gradientAccumulation > 1) {
        transient = std::max(activationBytes, stepTempPerGpu);
        assume("Gradient accumulation: gradients stay allocated through the forward passes.");
    } else {
        transient = std::max(activationBytes, gradsPerGpu + stepTempPerGpu) - gradsPerGpu;
    }
    g.activationsGib = transient / kGiB;
    if (training && gradsPerGpu + stepTempPerGpu > activationBytes)
        assume("Peak at the optimizer step: gradients and the step's parameter-sized buffer (" +
               fmt((gradsPerGpu + stepTempPerGpu) / kGiB) + " GiB) outweigh the activations (" +
               fmt(activationBytes / kGiB) + " GiB).");
    g.allocatedGib =
        g.weightsGib + g.gradientsGib + g.optimizerGib + g.activationsGib + g.kvCacheGib;

    double overhead = 0;
    if (w.engine == Engine::Vllm && w.task == Task::Inference) {
        const double nonTorch = kVllmNonTorchGib + (tp > 1 ? kVllmNonTorchTpGib : 0);
        g.reservedGib = g.allocatedGib;
        overhead = nonTorch;
        g.overheadGib = overhead;
        g.deviceUsedGib = g.allocatedGib + nonTorch;
        if (w.gpuMemoryGib > 0) {
            const double reservation = w.vllmGpuMemoryUtilization * w.gpuMemoryGib;
            assume("vLLM takes gpu_memory_utilization × card = " + fmt(reservation) +
                   " GiB and fills what is left with KV cache.");
            g.deviceUsedGib = std::max(g.deviceUsedGib, reservation);
        }
        g.totalGib = g.allocatedGib + nonTorch;
    } else {
        const double share = training ? kReserveShareTraining : kReserveShareInference;
        const double reserve = std::max(kReserveMinGib, share * (g.activationsGib + g.kvCacheGib)) +
                               (kvReserveExtra + kLogitReserveFactor * logitsBytes) / kGiB;
        g.reservedGib = g.allocatedGib + reserve;
        const double nccl = gpus > 1 ? kNcclGib : 0;
        overhead = reserve + kCudaContextGib + nccl;
        g.overheadGib = overhead;
        g.deviceUsedGib = g.reservedGib + kCudaContextGib + nccl;
        g.totalGib = g.deviceUsedGib;
        assume("Runtime overhead: CUDA context " + fmt(kCudaContextGib) + " GiB" +
               (nccl > 0 ? ", NCCL " + fmt(nccl) + " GiB" : "") + ", allocator reserve " +
               fmt(reserve) + " GiB.");
    }
    if (sharding != Sharding::None && training)
        assume(std::string(toString(sharding)) + " over " + std::to_string(dp) +
               " data-parallel GPUs.");
    if (tp > 1 || pp > 1)
        assume("Tensor parallel " + std::to_string(tp) + ", pipeline parallel " +
               std::to_string(pp) + ": weights split " + fmt(modelSplit, 0) + " ways.");

    // ---- Host RAM ----
    HostRam &host = out.hostRam;
    const double perNodeVram = g.totalGib * w.gpusPerNode;
    host.ruleMinGib = kRamRuleMin * perNodeVram;
    host.ruleMaxGib = kRamRuleMax * perNodeVram;
    // The checkpoint as stored (16 bits for most published models; quantized checkpoints
    // such as GPTQ and AWQ are stored quantized).
    const bool quantizedCheckpoint = w.quantization == Quantization::GptqInt4 ||
                                     w.quantization == Quantization::GptqInt8 ||
                                     w.quantization == Quantization::AwqInt4;
    const double checkpointGib = (quantizedCheckpoint ? weightBytes : P * 2) / kGiB;
    const double ranks = w.gpusPerNode;
    const double loadCopies = w.loading == Loading::FullCopyPerRank ? ranks : 1;
    const double loadPhase = ranks * kHostPerRankGib + loadCopies * checkpointGib;
    double offload = 0;
    if (offloading) {
        // Optimizer states (and with ZeRO-3 the parameters) of this node's ranks, pinned.
        const double perRank =
            (optimizerBytes / modelSplit / dp + (shardWeights ? weightBytes / modelSplit / dp : 0) +
             gradBytes / modelSplit / dp);
        offload = perRank * ranks / kGiB;
    }
    const double workers = training ? std::max(0, w.dataLoaderWorkers) : 0;
    const double steady = ranks * (kHostPerRankGib + workers * kHostPerWorkerGib) + offload;
    host.loaderGib = std::max(loadPhase, steady);
    if (host.loaderGib > host.ruleMinGib) {
        host.recommendedGib = host.loaderGib;
        std::string why =
            loadPhase >= steady
                ? (w.loading == Loading::FullCopyPerRank
                       ? "each of the " + fmt(ranks, 0) + " processes loads its own " +
                             fmt(checkpointGib) + " GiB copy of the weights"
                       : "loading the " + fmt(checkpointGib) + " GiB checkpoint")
                : (offload > 0 ? "optimizer states offloaded to the CPU (" + fmt(offload) + " GiB)"
                               : "processes and data-loader workers");
        host.reason = "Loading needs more than the 4 GB per GB rule: " + why + ".";
    } else {
        host.recommendedGib = host.ruleMinGib;
        host.reason =
            "The rule's lower bound (4 GB of RAM per GB of VRAM) is larger than loading needs (" +
            fmt(host.loaderGib) + " GiB); it keeps the data loader ahead of the GPUs.";
    }
    return out;
}

std::string_view toString(Task t)
{
    return nameOf(kTasks, t);
}
std::string_view toString(Precision p)
{
    return nameOf(kPrecisions, p);
}
std::string_view toString(Quantization q)
{
    return nameOf(kQuantizations, q);
}
std::string_view toString(Optimizer o)
{
    return nameOf(kOptimizers, o);
}
std::string_view toString(Sharding s)
{
    return nameOf(kShardings, s);
}
std::string_view toString(Engine e)
{
    return nameOf(kEngines, e);
}
std::string_view toString(Attention a)
{
    return nameOf(kAttentions, a);
}
std::optional<Attention> attentionFromString(std::string_view t)
{
    return valueOf(kAttentions, t);
}
std::optional<Task> taskFromString(std::string_view t)
{
    return valueOf(kTasks, t);
}
std::optional<Precision> precisionFromString(std::string_view t)
{
    return valueOf(kPrecisions, t);
}
std::optional<Quantization> quantizationFromString(std::string_view t)
{
    return valueOf(kQuantizations, t);
}
std::optional<Optimizer> optimizerFromString(std::string_view t)
{
    return valueOf(kOptimizers, t);
}
std::optional<Sharding> shardingFromString(std::string_view t)
{
    return valueOf(kShardings, t);
}
std::optional<Engine> engineFromString(std::string_view t)
{
    return valueOf(kEngines, t);
}

} // namespace gpuplanner
