#include "estimator/memory.h"

#include "estimator/engines.h"
#include "estimator/layershape.h"
#include "estimator/units.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <utility>

namespace gpuplanner {

namespace {

// ---- Constants, each with its source (docs/estimator.md explains them) ----
// CUDA context, kernels and library workspaces of one framework process. Since PyTorch
// 1.13 sets CUDA_MODULE_LOADING=LAZY (CUDA >= 11.7), kernels load on first use: 287 MB
// for a context with one kernel (pytorch/pytorch#86509) and "around 400MB" (PyTorch
// maintainer, pytorch/pytorch#109888); with cuBLAS/cuDNN workspaces loaded by a real
// model we plan 0.5 GiB. Before lazy loading it was 1343 MiB (V100, CUDA 11.2, Hugging
// Face "model memory anatomy"; calibration rows M001–M010).
constexpr double kCudaContextGib = 0.5;
// NCCL communicators and buffers per GPU when more than one GPU takes part.
constexpr double kNcclGib = 0.5;
// What vLLM takes out of gpu_memory_utilization × card besides the weights, the profile
// run's activations and the KV cache (medians of vLLM 0.19 start-up logs on H100; sources
// by vLLM version in tests/data/vllm-memory): non-torch memory, 0.25 GiB at TP=1 and 2.1
// GiB with tensor parallel (NCCL and custom all-reduce buffers), and CUDA graphs, 0.9 /
// 1.3 GiB, which vLLM >= 0.21 reserves inside the budget. The CUDA context stays outside.
constexpr double kVllmNonTorchGib = 0.25;
constexpr double kVllmNonTorchTpGib = 2.1;
constexpr double kVllmCudaGraphGib = 0.9;
constexpr double kVllmCudaGraphTpGib = 1.3;
// Tokens vLLM's profiling run pushes through the model (max_num_batched_tokens default).
constexpr double kVllmProfileTokens = 8192;
// PyTorch's caching allocator rounds large blocks to 2 MiB and splits cached blocks, so it
// holds more than the peak allocation by a share of the memory that comes and goes
// (activations, KV cache, logits). Fitted on the 17 fms-hf-tuning rows (M063–M079) with
// max_memory_allocated and the nvidia-smi peak (docs/estimator.md lists the fit).
constexpr double kFragmentationShare = 0.26;
constexpr double kFragmentationMinGib = 0.25;
// Training on sequences of varying length (no packing): the allocator caches freed logits
// blocks of every size it has seen and only releases them when an allocation fails. This
// growth shows in max_memory_reserved and nvidia-smi on a large card but is reclaimable,
// so it is not planned for. Fitted on the swift rows M081–M097 (max_memory_reserved,
// sequences 3234 ± 2548 tokens): growth ≈ 1.9 × the logits' bytes (median of 17 rows).
constexpr double kLogitCacheGrowth = 1.9;
// Training cross-entropy over the vocabulary: 16-bit logits, their fp32 copy for the
// loss, and the fp32 gradient (bytes per logit element); fp32 models 4 + 4 + 4.
constexpr double kLogitBytes16 = 10;
constexpr double kLogitBytes32 = 12;
// Chunked cross-entropy (torchtune CEWithChunkedOutputLoss, num_output_chunks = 8): the
// logits stay whole in the compute precision; the fp32 upcast and the fp32 loss gradient
// exist for one chunk at a time.
constexpr double kCeChunks = 8;
// Hugging Face save_pretrained's default max_shard_size is "5GB": a low-memory loader
// (memory-mapped safetensors, low_cpu_mem_usage, device_map, bitsandbytes quantize-on-
// load) holds about one shard in RAM at a time.
constexpr double kShardGib = 5e9 / (1024.0 * 1024 * 1024);
// Activation offloading keeps the layer being computed and the one prefetched.
constexpr double kOffloadLayersOnGpu = 2;
// Host RAM: the source articles' rule, 4–8 GB per GB of GPU memory.
constexpr double kRamRuleMin = 4;
constexpr double kRamRuleMax = 8;
constexpr double kHostPerRankGib = 3;     // Python, PyTorch, CUDA host allocations
constexpr double kHostPerWorkerGib = 1.5; // one data-loader worker process

constexpr double kGiB = kBytesPerGiB;

} // namespace

double loraTrainableParams(const ModelSpec &model, int rank, LoraTargets targets)
{
    return loraParams(model, shapeOf(model), rank, targets);
}

namespace {

// The estimate as it is built: the workload after the input checks and the result, to
// which each component adds its figures, assumptions and warnings (codes and arguments,
// worded by models/wording/memorywording.cpp in this order).
struct Build {
    Workload w;
    MemoryEstimate out;

    void assume(std::string code, MessageArgs args = {})
    {
        out.assumptions.push_back({std::move(code), std::move(args)});
    }
    void warn(std::string code, MessageArgs args = {})
    {
        out.warnings.push_back({std::move(code), std::move(args)});
    }
};

// What follows from the checked workload, shared by the components.
struct Setup {
    bool training = false;
    LayerShape s;
    double P = 0;
    double embeddings = 0;
    double linear = 0;
    int tp = 1;
    int pp = 1;
    int dp = 1;
    int gpus = 1;
    Sharding sharding = Sharding::None;
    bool shardWeights = false;
    bool shardGrads = false;
    bool shardOptimizer = false;
    double modelSplit = 1; // tensor and pipeline parallel split every weight
    bool qlora = false;
    bool upcast = false; // QLoRA after PEFT's k-bit preparation: fp32 non-quantized parts
    bool mixed = false;  // mixed precision with an fp32 master copy
    bool fullTraining = false;
    double computeBytes = 2;
    double bpp = 2; // bytes per parameter of the (quantized) linear layers
    bool paged = false;
};

// The whole model's bytes before they are split across GPUs.
struct ModelBytes {
    double weights = 0;
    double expertWeights = 0; // of weights: the routed experts
    double grads = 0;
    double optimizer = 0;
    double stepTemp = 0;   // the optimizer step's parameter-sized buffer
    double pagedState = 0; // of optimizer: paged optimizer states (unified memory)
};

// One GPU's share after sharding and offload, and what offload keeps in host RAM.
struct GpuBytes {
    double weights = 0;
    double expertWeights = 0;
    double grads = 0;
    double optimizer = 0;
    double stepTemp = 0;
    double paged = 0;         // paged optimizer states outside PyTorch's allocator
    double hostOptimizer = 0; // per GPU, kept in host RAM
    double hostParams = 0;
    double gathered = 0; // ZeRO-3 / FSDP units gathered for compute
};

// Activations and KV cache of one GPU.
struct ActivationBytes {
    double activations = 0;
    double logits = 0;
    double kv = 0;
    double kvReserveExtra = 0;
    double offloaded = 0; // activations moved to host RAM
};

// Warnings about the inputs, the shape completed, and the task and quantization made
// consistent (b.w changes where a combination cannot run as given).
void checkInputs(Build &b)
{
    Workload &w = b.w;
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
            m.ffn > 0 && m.heads > 0
                ? m.countParams().total
                : m.embeddingParams() +
                      m.layers * (2 * h * h + 2 * h * kvd + (m.ffnGated ? 3 : 2) * h * f * experts);
        const double ratio = m.params() / implied;
        if (ratio > 3 || ratio < 1.0 / 3)
            b.warn("params_inconsistent",
                   {arg::num(m.paramsB, 3, "B"), arg::num(implied / 1e9, 3, "B")});
    }
    for (Assumption &a : m.deriveMissing())
        b.out.assumptions.push_back(std::move(a));

    // ---- Input checks that do not stop the estimate ----
    if (m.paramsB <= 0)
        b.warn("params_missing");
    if (m.paramsB > 5000) // the largest published: Kimi-K3, 2,780 B counted from its config
        b.warn("params_implausible",
               {arg::num(m.paramsB, 0, "B"), arg::num(m.paramsB / 1000, 3, "B")});
    if (w.batch > 4096)
        b.warn("batch_implausible", {arg::count(w.batch)});
    const int context = w.task == Task::Inference ? w.promptLen + w.outputLen : w.seqLen;
    if (m.maxContext > 0 && context > m.maxContext)
        b.warn("seq_exceeds_context", {arg::count(context), arg::count(m.maxContext)});
    if (w.task == Task::FullFineTune && w.quantization != Quantization::None) {
        b.warn("quantized_full_ft");
        w.quantization = Quantization::None;
    }
    if (w.task == Task::Qlora && w.quantization == Quantization::None) {
        w.quantization = Quantization::BnbNf4DoubleQuant;
        b.assume("qlora_default_quantization");
    }
    if (w.task == Task::Lora && w.quantization != Quantization::None) {
        w.task = Task::Qlora;
        b.assume("lora_quantized_is_qlora");
    }
    if (w.task == Task::Pretrain && w.quantization != Quantization::None) {
        b.warn("quantized_pretrain");
        w.quantization = Quantization::None;
    }
    if (w.totalGpus() % std::max(1, w.tensorParallel * w.pipelineParallel) != 0)
        b.warn("parallel_mismatch");
    // Transformers' MoE blocks loop over the experts in Python (one matmul per expert hit):
    // the time model's bandwidth figures are an engine's (vLLM's fused MoE kernels).
    if (w.task == Task::Inference && w.engine == Engine::Transformers && m.isMoe())
        b.warn("moe_transformers_loop", {arg::count(m.moeExperts)});
    if (w.task == Task::Inference && w.engine == Engine::Vllm) {
        if (auto problem = vllmTensorParallelProblem(w, w.tensorParallel))
            b.warn("vllm_tp_refused",
                   {arg::count(w.tensorParallel), arg::text(*problem),
                    arg::count(expertParallelWouldStart(w, w.tensorParallel) ? 1 : 0)});
    }
    if (w.task != Task::Inference && w.seqLen <= 0 && m.isTransformer())
        b.warn("seq_missing");
    if ((w.task == Task::Lora || w.task == Task::Qlora) && w.loraRank > m.hidden / 4 &&
        m.hidden > 0)
        b.warn("lora_rank_large", {arg::count(w.loraRank), arg::count(m.hidden)});
}

Setup setupOf(const Workload &w)
{
    const ModelSpec &m = w.model;
    Setup u;
    u.training = w.isTraining();
    u.s = shapeOf(m);
    u.P = m.params();
    u.embeddings = std::min(m.embeddingParams(), u.P);
    u.linear = std::max(0.0, u.P - u.embeddings);
    u.tp = std::max(1, w.tensorParallel);
    u.pp = std::max(1, w.pipelineParallel);
    u.dp = w.dataParallel();
    u.gpus = w.totalGpus();
    // ZeRO-3 / FSDP on one GPU only matters with parameter offload (ZeRO-Infinity).
    u.sharding = (u.gpus > 1 || (w.offloadParams && u.training)) ? w.sharding : Sharding::None;
    u.shardWeights = u.sharding == Sharding::Zero3 || u.sharding == Sharding::Fsdp;
    u.shardGrads = u.shardWeights || u.sharding == Sharding::Zero2;
    u.shardOptimizer = u.shardGrads || u.sharding == Sharding::Zero1;
    u.modelSplit = static_cast<double>(u.tp) * u.pp;
    u.qlora = w.task == Task::Qlora;
    // PEFT's prepare_model_for_kbit_training casts the non-quantized parameters to fp32
    // except for GPTQ (and AQLM, EETQ, HQQ) models (peft/utils/other.py).
    const bool gptq =
        w.quantization == Quantization::GptqInt4 || w.quantization == Quantization::GptqInt8;
    u.upcast = u.qlora && w.kbitFp32Upcast && !gptq;
    // FP8 training (Transformer Engine) keeps bf16 weights and an fp32 master copy like
    // 16-bit mixed precision; only the matmul inputs are cast to fp8.
    const bool lowPrecision = isSixteenBit(w.precision) || w.precision == Precision::Fp8;
    u.mixed = u.training && lowPrecision && w.fp32MasterWeights && !u.qlora && w.task != Task::Lora;
    u.fullTraining = w.task == Task::FullFineTune || w.task == Task::Pretrain;
    const Precision computePrecision =
        w.precision == Precision::Tf32 ? Precision::Fp32 : w.precision;
    u.computeBytes = bytesOf(computePrecision);
    u.bpp = weightBytesPerParam(computePrecision, w.quantization);
    u.paged = w.optimizer == Optimizer::PagedAdamW || w.optimizer == Optimizer::PagedAdamW8bit;
    return u;
}

// ---- Weights ----
double weightBytes(Build &b, const Setup &u)
{
    const Workload &w = b.w;
    if (w.quantization == Quantization::None) {
        // An FP8 checkpoint (DeepSeek-V3, Qwen3-*-FP8, compressed-tensors FP8) keeps embeddings
        // and output head in bf16 (its quantization config leaves them out), as vLLM loads them.
        if (w.precision == Precision::Fp8 && !u.training) {
            b.assume("quantized_weights", {arg::text("fp8"), arg::num(1.0, 3, ""), arg::count(2)});
            return u.linear * u.computeBytes + u.embeddings * 2;
        }
        return u.P * u.computeBytes;
    }
    // Linear layers quantized; embeddings and the head in 16 bits (fp32 after PEFT's k-bit prep).
    const double embBytes = u.upcast ? 4 : std::max(2.0, u.computeBytes);
    // MXFP4 checkpoints quantize the routed experts only; the rest stays in 16 bits (gpt-oss;
    // OpenAI's card: 60.8 GiB (120b), 12.8 GiB (20b)) or FP8 (DeepSeek-V4's expert_dtype fp4).
    const double rest =
        w.precision == Precision::Fp8 && !u.training ? 1 : std::max(2.0, u.computeBytes);
    const bool expertsOnly = w.quantization == Quantization::Mxfp4 && w.model.isMoe();
    // quantization, bytes per parameter, embeddings' bytes (4: fp32), other layers' (0: all)
    b.assume("quantized_weights",
             {arg::text(std::string(toString(w.quantization))), arg::num(u.bpp, 3, ""),
              arg::count(embBytes == 4 ? 4 : 2), arg::count(expertsOnly ? rest : 0)});
    if (expertsOnly) {
        const double experts = std::min(u.linear, w.model.routedExpertParams());
        return experts * u.bpp + (u.linear - experts) * rest + u.embeddings * embBytes;
    }
    // A checkpoint's 16-bit attention (NVIDIA's NVFP4 Gemma 4); bitsandbytes quantizes all.
    const bool bnb = toString(w.quantization).starts_with("bnb");
    const double attention = w.model.attentionUnquantized > 0 && !bnb
                                 ? std::min(u.linear, w.model.attentionParamsTotal())
                                 : 0;
    return (u.linear - attention) * u.bpp + attention * std::max(2.0, u.computeBytes) +
           u.embeddings * embBytes;
}

// ---- Gradients and optimizer states: full training ----
void fullTrainingStates(Build &b, const Setup &u, ModelBytes &x)
{
    const Workload &w = b.w;
    const ModelSpec &m = w.model;
    const double P = u.P;
    // ZeRO paper (Rajbhandari et al. 2020, §3.1): mixed precision keeps 16-bit weights and
    // gradients and K = 12 bytes of optimizer state (fp32 master, momentum, variance).
    const double paramBytes = u.mixed ? 2 : std::max(2.0, u.computeBytes);
    const double stateBytes = u.mixed ? 4 : std::max(2.0, u.computeBytes);
    x.weights = P * paramBytes;
    x.grads = P * paramBytes;
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
    x.optimizer = P * k + (u.mixed ? P * 4 : 0);
    if (u.paged)
        x.pagedState = P * k;
    if (w.optimizer == Optimizer::Adafactor)
        x.optimizer += adafactorStateParams(m, u.s) * 4;
    // PyTorch's foreach AdamW/SGD step allocates one parameter-sized buffer.
    const bool fused8bit =
        w.optimizer == Optimizer::AdamW8bit || w.optimizer == Optimizer::PagedAdamW8bit;
    x.stepTemp = (fused8bit || w.optimizer == Optimizer::Adafactor) ? 0 : P * stateBytes;
    if (w.optimizerInBackward) {
        // torchtune optimizer_in_bwd: a post-accumulate-grad hook steps and frees each
        // parameter's gradient; at most the largest parameter's gradient and step
        // buffer exist at once (the embedding or output head, V × h).
        const double largest = std::max<double>(static_cast<double>(m.vocab) * m.hidden,
                                                static_cast<double>(m.ffn) * m.hidden);
        const double one = largest > 0 ? std::min(largest, P) : P / std::max(1, m.layers);
        x.grads = one * paramBytes;
        x.stepTemp = x.stepTemp > 0 ? one * stateBytes : 0;
        b.assume("optimizer_in_backward");
        if (w.gradientAccumulation > 1)
            b.warn("optimizer_in_bwd_accumulation");
    }
    if (u.mixed)
        b.assume("full_training_mixed");
    else
        b.assume("full_training", {arg::num(paramBytes, 0, "")}); // bytes per value
}

// ---- Gradients and optimizer states: LoRA and QLoRA adapters ----
void adapterStates(Build &b, const Setup &u, ModelBytes &x)
{
    const Workload &w = b.w;
    const double lora = loraParams(w.model, u.s, w.loraRank, w.loraTargets);
    // PEFT keeps adapter weights in fp32: 4 (weight) + 4 (gradient) + Adam states.
    // The QLoRA paper's recipe (qlora.py) casts the adapters to bf16: 2 + 2 + 4.
    const double adapterBytes = (u.qlora && !w.kbitFp32Upcast) ? 2 : 4;
    const double k =
        (w.optimizer == Optimizer::AdamW8bit || w.optimizer == Optimizer::PagedAdamW8bit) ? 2
        : w.optimizer == Optimizer::SgdMomentum ? adapterBytes
        : w.optimizer == Optimizer::Adafactor   ? 0.1
                                                : 2 * adapterBytes;
    x.weights += lora * adapterBytes;
    x.grads = lora * adapterBytes;
    x.optimizer = lora * k;
    if (u.paged)
        x.pagedState = lora * k;
    x.stepTemp = lora * adapterBytes;
    // rank, millions of trainable parameters, all linear layers (1) or the attention
    // projections (0), adapters in bf16 (2: the QLoRA paper's recipe) or fp32 (4)
    b.assume("lora_adapters", {arg::count(w.loraRank), arg::num(lora / 1e6, 1, "M"),
                               arg::count(w.loraTargets == LoraTargets::AllLinear ? 1 : 0),
                               arg::count(adapterBytes == 2 ? 2 : 4)});
    if (u.shardWeights && u.dp > 1)
        b.assume("lora_sharded_base");
}

// ---- Splits across GPUs: tensor/pipeline parallel, ZeRO/FSDP, paged states, offload ----
GpuBytes splitAcrossGpus(Build &b, const Setup &u, const ModelBytes &x)
{
    const Workload &w = b.w;
    const bool training = u.training;
    const int dp = u.dp;
    GpuBytes g;
    g.weights = x.weights / u.modelSplit;
    g.expertWeights = training ? 0 : x.expertWeights / u.modelSplit; // serving's decode reads
    if (!training && w.dpAttention && dp > 1 && x.expertWeights > 0) {
        // Data-parallel attention with expert parallel: the experts over every GPU.
        g.weights -= g.expertWeights * (1 - 1.0 / dp);
        g.expertWeights /= dp;
        b.assume("dp_attention", {arg::count(dp), arg::num(g.expertWeights / kGiB)});
    }
    g.grads = x.grads / u.modelSplit;
    g.optimizer = x.optimizer / u.modelSplit;
    g.stepTemp = x.stepTemp / u.modelSplit;
    if (training && dp > 1) {
        if (u.shardOptimizer) {
            g.optimizer /= dp;
            g.stepTemp /= dp;
        }
        if (u.shardGrads)
            g.grads /= dp;
        if (u.shardWeights)
            g.weights /= dp;
    }
    // bitsandbytes paged optimizers keep their states in CUDA unified memory, outside PyTorch's
    // allocator, paged out to host RAM when short (bitsandbytes docs; QLoRA §3): not held.
    if (training && u.paged && !w.offloadOptimizer) {
        g.paged = x.pagedState / u.modelSplit / ((u.shardOptimizer && dp > 1) ? dp : 1);
        g.optimizer = std::max(0.0, g.optimizer - g.paged);
        b.assume("paged_optimizer", {arg::num(g.paged / kGiB, 2)});
    }
    const bool offloadOptimizer = training && w.offloadOptimizer;
    const bool offloadParams = training && w.offloadParams && u.shardWeights;
    if (training && w.offloadParams && !u.shardWeights)
        b.warn("offload_needs_sharding");
    if (offloadOptimizer) {
        // ZeRO-Offload / FSDP CPUOffload: optimizer states, their fp32 master copy and the
        // step run on the CPU. DeepSpeed ZeRO-2/3 with offload_optimizer also moves each
        // gradient partition to the host as it is reduced (estimate_zero2_model_states_mem_needs:
        // 2 bytes per parameter on the GPU with cpu_offload); the GPU keeps a reduce bucket
        // (Transformers' "auto": hidden_size² elements, double-buffered). Without ZeRO-2/3
        // the 16-bit gradients stay on the GPU.
        const bool deepSpeedPartitions =
            w.sharding == Sharding::Zero2 || w.sharding == Sharding::Zero3;
        const double gradBytes = u.mixed ? 2 : std::max(2.0, u.computeBytes);
        g.hostOptimizer = g.optimizer + g.grads * (u.mixed ? 2 : 1);
        if (deepSpeedPartitions && u.fullTraining) {
            const double h = w.model.hidden;
            g.grads = std::min(g.grads, 2 * h * h * gradBytes);
        }
        g.optimizer = 0;
        g.stepTemp = 0;
        b.assume("offload_optimizer");
    }
    if (offloadParams) {
        // Parameters (and their gradients) live on the host; layers stream in as gathered
        // units (counted below).
        g.hostParams = g.weights + g.grads;
        g.weights = 0;
        g.grads = 0;
        b.assume("offload_params");
    }
    // ZeRO-3 / FSDP gather one unit (a transformer block) at a time and prefetch the next.
    if (training && u.shardWeights && (dp > 1 || offloadParams) && w.model.layers > 0) {
        const double layerParams = u.s.paramsPerLayer;
        const double gatherBytes = u.qlora ? u.bpp : (u.mixed ? 2 : u.computeBytes);
        g.gathered = 2 * layerParams * gatherBytes / u.modelSplit;
        // Full training: backward also materialises one unit's unsharded gradients before
        // the reduce-scatter (FSDP / ZeRO-3).
        if (u.fullTraining)
            g.gathered +=
                layerParams * (u.mixed ? 2 : std::max(2.0, u.computeBytes)) / u.modelSplit;
        // FSDP does not reshard its root unit (embeddings, final norm, output head) after
        // forward (FSDP1 _post_forward_reshard, FSDP2 lazy init): unsharded from forward to
        // the end of backward, in 16 bits (fp32 after PEFT's k-bit upcast).
        if (u.sharding == Sharding::Fsdp && u.embeddings > 0) {
            const double rootBytes = u.upcast ? 4 : (u.mixed ? 2 : std::max(2.0, u.computeBytes));
            g.gathered += u.embeddings * rootBytes / u.modelSplit;
            b.assume("fsdp_root_unit", {arg::num(u.embeddings * rootBytes / u.modelSplit / kGiB)});
        }
    }
    return g;
}

// ---- Activations of training (saved for backward), logits and loss ----
ActivationBytes trainingActivations(Build &b, const Setup &u)
{
    const Workload &w = b.w;
    const ModelSpec &m = w.model;
    const LayerShape &s = u.s;
    const double computeBytes = u.computeBytes;
    const int tp = u.tp;
    ActivationBytes a;
    if (!m.isTransformer()) {
        b.warn("activations_not_modelled", {arg::text(std::string(toString(m.architecture)))});
        return a;
    }
    if (w.seqLen <= 0)
        return a;
    const int layersPerGpu = std::max(1, m.layers / u.pp);
    const double batch = std::max(1, w.batch);
    // Element size of saved activations: the compute precision; AMP keeps softmax, norm and
    // residual outputs in fp32, matmul outputs in 16 bits: about 3.5. DeepSpeed (module.half())
    // and FSDP's mixed precision (param_dtype bf16) run 16-bit layers: 16-bit saves.
    const bool castsModel = w.sharding != Sharding::None;
    const double e = (u.mixed && w.fp32MasterWeights && !castsModel)
                         ? (w.precision == Precision::Fp8 ? 2 : 3.5)
                         : std::max(2.0, computeBytes);
    const bool dropout = m.architecture == Architecture::Encoder ||
                         m.architecture == Architecture::EncoderDecoder ||
                         m.architecture == Architecture::Vit;
    const bool eager = w.attention == Attention::Eager;
    const double seq = w.seqLen;
    const double tokens = batch * seq;
    // Korthikanti et al. 2022, eq. 1 generalised to GQA, gated and MoE MLPs: saved
    // elements per token and layer.
    double attention = 2 * s.h + s.qd + 2 * s.kvd + s.qd;
    // Gated (SwiGLU) MLPs keep the gate and up outputs, the activation's output and the
    // product (4·f); plain MLPs the first linear's output and the activation's (2·f).
    double mlp = 2 * s.h + s.ffnActive * (m.ffnGated ? 4 : 2);
    double perToken = e * (attention + mlp) / tp;
    if (eager) {
        // Eager attention keeps the softmax per head and key: Hugging Face models take
        // it in fp32 and keep its 16-bit cast too; dropout adds a mask and its output.
        const double softmax = computeBytes < 4 ? 4 + computeBytes : 4;
        perToken += s.heads * seq * (softmax + (dropout ? 1 + e : 0)) / tp;
    }
    if (dropout)
        perToken += 2 * s.h; // dropout masks after attention and MLP, one byte each
    if (w.task == Task::Lora || w.task == Task::Qlora)
        perToken += e * (w.loraTargets == LoraTargets::AllLinear ? 5 : 2) * s.h; // adapter inputs
    // QLoRA after k-bit preparation: the residual stream is fp32.
    const double residualBytes = u.upcast ? 4 : e;
    if (u.upcast)
        perToken += (4 - e) * 4 * s.h; // norm and residual tensors in fp32
    double perLayer = perToken * tokens;
    // What each layer keeps for backward, and how many layers keep it on the GPU. Selective
    // op checkpointing (torchtitan's _save_list, every other aten.mm recomputed): the block
    // input, the attention output and the 1st, 3rd, 5th … matmul's output — q, v, the
    // first MLP projection and down for a gated MLP (q, v, up otherwise).
    const bool selective = w.selectiveCheckpointing && !w.gradientCheckpointing;
    const double sacElements = 2 * s.h + 2 * s.qd + s.kvd + s.ffnActive + (m.ffnGated ? s.h : 0);
    const double savedPerLayer = w.gradientCheckpointing ? tokens * s.h * residualBytes
                                 : selective             ? tokens * sacElements * e / tp
                                                         : perLayer;
    const double layersOnGpu =
        w.activationOffload ? std::min<double>(kOffloadLayersOnGpu, layersPerGpu) : layersPerGpu;
    if (w.gradientCheckpointing || selective) {
        a.activations = layersOnGpu * savedPerLayer + perLayer;
        b.assume(selective ? "selective_checkpointing" : "gradient_checkpointing");
    } else {
        a.activations = layersOnGpu * savedPerLayer;
    }
    if (w.activationOffload) {
        a.offloaded = (layersPerGpu - layersOnGpu) * savedPerLayer;
        b.assume("activation_offload", {arg::num(a.offloaded / kGiB)});
    }
    if (eager)
        b.assume("eager_attention");
    // Output head and loss over the vocabulary (decoders and encoder–decoders).
    if (m.architecture == Architecture::Decoder || m.architecture == Architecture::EncoderDecoder) {
        const bool fp32Head = computeBytes >= 4 || u.upcast;
        double logitBytes = fp32Head ? kLogitBytes32 : kLogitBytes16;
        if (w.chunkedCrossEntropy) {
            logitBytes = (fp32Head ? 4 : 2) + 8 / kCeChunks;
            // logits' bytes (4: fp32, else 16 bits), chunks
            b.assume("chunked_cross_entropy",
                     {arg::count(fp32Head ? 4 : 2), arg::num(kCeChunks, 0, "")});
        }
        const double logitTokens =
            m.architecture == Architecture::EncoderDecoder ? tokens / 2 : tokens;
        a.logits = logitTokens * m.vocab * logitBytes / tp;
        a.activations += a.logits;
    }
    a.activations += tokens * s.h * e; // embeddings output / final norm
    // A quantized base (QLoRA) multiplies by a dequantized 16-bit copy of each weight
    // (bitsandbytes MatMul4Bit, torchao linear_nf4): one matrix at a time.
    if (isQuantized4(w.quantization) || w.quantization == Quantization::BnbInt8)
        a.activations += s.h * std::max<double>(m.ffn, s.h) * 2 / tp;
    return a;
}

// ---- KV cache and the transient memory of serving (vLLM or Transformers generate) ----
ActivationBytes servingMemory(Build &b, const Setup &u)
{
    const Workload &w = b.w;
    const ModelSpec &m = w.model;
    const LayerShape &s = u.s;
    const double computeBytes = u.computeBytes;
    const int tp = u.tp;
    ActivationBytes a;
    if (!m.isTransformer())
        return a;
    const double batch = std::max(1, w.batch);
    const double prompt = std::max(0, w.promptLen);
    const double total = prompt + std::max(0, w.outputLen);
    const double kvElementBytes = kvBytesPerElement(w);
    const bool hasKv =
        m.architecture == Architecture::Decoder || m.architecture == Architecture::EncoderDecoder;
    // KV heads split by TP (at least one per GPU), MLA's one latent, windows capped; beside it
    // a fixed state (linear attention, DeepSeek-V4's compressors) and an indexer's keys.
    const double state = hasKv ? m.fixedStateBytesPerSequence(tp) / u.pp : 0;
    const double indexer =
        hasKv ? m.indexerCacheBytesPerSequence(total, fp8IndexerKeys(w)) / u.pp : 0;
    const double kvPerSequence =
        hasKv ? m.kvElementsPerSequence(total, tp) * kvElementBytes / u.pp + state + indexer : 0;
    if (state + indexer > 0) // MiB per sequence: the state, the indexer's keys
        b.assume("cache_beside_kv",
                 {arg::num(state * 1024 / kGiB, 1, ""), arg::num(indexer * 1024 / kGiB, 1, "")});
    const double kvPerToken = total > 0 ? kvPerSequence / total : 0;
    a.kv = kvPerSequence * batch;
    if (w.engine == Engine::Vllm) {
        const double tokens =
            w.maxNumBatchedTokens > 0 ? w.maxNumBatchedTokens : kVllmProfileTokens;
        // The sampler's logits as 256 fp32 rows: vLLM 0.19's logs on an H100 (1,024
        // sequences by default there) fit it, Qwen2.5-72B's 3.0 GiB cache (L43) not 1,024.
        a.activations = tokens * (4 * s.h + s.qd + 2 * s.kvd + s.ffnActive * s.ffnMatrices) *
                            computeBytes / tp +
                        256.0 * m.vocab * 4;
        // sequences, tokens per sequence, profiling tokens
        b.assume("vllm_kv_cache",
                 {arg::count(w.batch), arg::num(total, 0, ""), arg::num(tokens, 0, "")});
        return a;
    }
    // DynamicCache grows by concatenation: each decode step allocates the larger
    // tensors before freeing the old ones, so the allocator ends up holding about
    // twice the KV cache that generation added.
    a.kvReserveExtra = kvPerToken * batch * std::max(0, w.outputLen);
    // Prefill: one layer's transient tensors for the whole prompt, and the logits.
    const double tokens = batch * prompt;
    double perToken =
        (4 * s.h + s.qd + 2 * s.kvd + s.ffnActive * s.ffnMatrices) * computeBytes / tp;
    if (w.attention == Attention::Eager)
        perToken += s.heads * prompt * (computeBytes + 4) / tp; // scores and fp32 softmax
    a.activations = tokens * perToken;
    // Transformers >= 4.45 generate computes the logits of the last position only
    // (num_logits_to_keep / logits_to_keep = 1), in the compute precision and fp32.
    if (m.architecture == Architecture::Decoder)
        a.activations += batch * m.vocab * (computeBytes + 4) / tp;
    if (isQuantized4(w.quantization) || w.quantization == Quantization::BnbInt8) {
        // Dequantized copy of the largest weight matrix during a matmul.
        a.activations += s.h * std::max<double>(m.ffn, s.h) * 2;
    }
    if (total > 0)
        // sequences, tokens per sequence, KV cache precision
        b.assume("transformers_kv_cache", {arg::count(w.batch), arg::num(total, 0, ""),
                                           arg::text(std::string(toString(w.kvCachePrecision)))});
    return a;
}

// ---- Totals: the allocator, CUDA context and NCCL (runtime overhead) ----
void runtimeOverhead(Build &b, const Setup &u, const GpuBytes &g, const ActivationBytes &a)
{
    const Workload &w = b.w;
    const bool training = u.training;
    MemoryBreakdown &t = b.out.perGpu;
    t.weightsGib = (g.weights + g.gathered) / kGiB;
    t.expertWeightsGib = g.expertWeights / kGiB;
    t.gradientsGib = g.grads / kGiB;
    t.optimizerGib = g.optimizer / kGiB;
    t.kvCacheGib = a.kv / kGiB;
    // Gradients and the step's buffers do not coexist with the forward's activations: PyTorch 2
    // frees gradients after each step (set_to_none) and makes them in backward as activations
    // are released; with gradient accumulation they stay across micro-batches.
    double transient = 0;
    if (!training) {
        transient = a.activations;
    } else if (w.gradientAccumulation > 1) {
        transient = std::max(a.activations, g.stepTemp);
        b.assume("gradient_accumulation");
    } else {
        transient = std::max(a.activations, g.grads + g.stepTemp) - g.grads;
    }
    t.activationsGib = transient / kGiB;
    if (training && g.grads + g.stepTemp > a.activations)
        b.assume("optimizer_step_peak",
                 {arg::num((g.grads + g.stepTemp) / kGiB), arg::num(a.activations / kGiB)});
    t.allocatedGib =
        t.weightsGib + t.gradientsGib + t.optimizerGib + t.activationsGib + t.kvCacheGib;

    const double nccl = u.gpus > 1 ? kNcclGib : 0;
    const double cudaContext = w.cudaContextGib > 0 ? w.cudaContextGib : kCudaContextGib;
    if (w.engine == Engine::Vllm && w.task == Task::Inference) {
        const double nonTorch = u.tp > 1 || (w.dpAttention && u.dp > 1)
                                    ? kVllmNonTorchTpGib + kVllmCudaGraphTpGib
                                    : kVllmNonTorchGib + kVllmCudaGraphGib;
        t.reservedGib = t.allocatedGib;
        t.overheadGib = nonTorch;
        t.cudaContextGib = nonTorch;
        t.deviceUsedGib = t.allocatedGib + nonTorch;
        if (w.gpuMemoryGib > 0) {
            const double reservation = w.vllmGpuMemoryUtilization * w.gpuMemoryGib;
            b.assume("vllm_reservation", {arg::num(reservation)});
            t.deviceUsedGib = std::max(t.deviceUsedGib, reservation);
        }
        t.totalGib = t.allocatedGib + nonTorch;
    } else {
        // Allocator model (docs/estimator.md, "Allocator"): fragmentation is a share of the
        // memory that comes and goes and is needed; the cache growth of varying sizes is
        // held on a large card but released before an out-of-memory error.
        const double transientGib = t.activationsGib + t.kvCacheGib;
        t.fragmentationGib = std::max(kFragmentationMinGib, kFragmentationShare * transientGib);
        const bool varyingLogits = training && a.logits > 0 && !w.fixedLength;
        t.cacheGrowthGib =
            (a.kvReserveExtra + (varyingLogits ? kLogitCacheGrowth * a.logits : 0)) / kGiB;
        t.cudaContextGib = cudaContext;
        t.ncclGib = nccl;
        t.reservedGib = t.allocatedGib + t.fragmentationGib + t.cacheGrowthGib;
        t.deviceUsedGib = t.reservedGib + cudaContext + nccl;
        t.totalGib = t.allocatedGib + t.fragmentationGib + cudaContext + nccl;
        t.overheadGib = t.totalGib - t.allocatedGib;
        // CUDA context, given (1) or the lazy-loading default (0), NCCL (0: none),
        // fragmentation
        b.assume("runtime_overhead",
                 {arg::num(cudaContext), arg::count(w.cudaContextGib > 0 ? 1 : 0), arg::num(nccl),
                  arg::num(t.fragmentationGib)});
        if (t.cacheGrowthGib >= 0.05)
            b.assume("allocator_cache_growth", {arg::num(t.cacheGrowthGib)});
    }
    t.comparedView = MemoryView::DeviceUsed;
    if (u.sharding != Sharding::None && training)
        b.assume("sharding", {arg::text(std::string(toString(u.sharding))), arg::count(u.dp)});
    if (u.tp > 1 || u.pp > 1)
        b.assume("model_parallel",
                 {arg::count(u.tp), arg::count(u.pp), arg::count(std::llround(u.modelSplit))});
}

// ---- Host RAM (per node) ----
void hostRam(Build &b, const Setup &u, double weightBytes, const GpuBytes &g,
             const ActivationBytes &a)
{
    const Workload &w = b.w;
    const bool training = u.training;
    HostRam &host = b.out.hostRam;
    const double ranks = w.gpusPerNode;
    // The checkpoint as stored: 16 bits for most published models; GPTQ, AWQ, MXFP4 and NVFP4
    // ones are stored quantized, bitsandbytes quantizes on load.
    const bool quantizeOnLoad =
        w.quantization == Quantization::BnbInt8 || w.quantization == Quantization::BnbNf4 ||
        w.quantization == Quantization::BnbNf4DoubleQuant || w.quantization == Quantization::BnbFp4;
    const bool quantizedCheckpoint = w.quantization != Quantization::None && !quantizeOnLoad;
    const double checkpointGib = (quantizedCheckpoint ? weightBytes : u.P * 2) / kGiB;
    const double shardGib = std::min(checkpointGib, kShardGib);
    host.loaderRanks = static_cast<int>(ranks);
    host.checkpointGib = checkpointGib;
    host.shardGib = shardGib;
    host.training = training;
    if (w.task == Task::Pretrain) {
        host.checkpointReadGib = 0;
        host.loaderKind = HostLoader::FromScratch;
    } else if (w.loading == Loading::FullCopyPerRank) {
        host.checkpointReadGib = ranks * checkpointGib;
        host.loaderKind = HostLoader::FullCopyPerRank;
    } else if (quantizeOnLoad) {
        host.checkpointReadGib = ranks * shardGib;
        host.loaderKind = HostLoader::QuantizeOnLoad;
    } else {
        host.checkpointReadGib = ranks * shardGib;
        host.loaderKind = HostLoader::MemoryMapped;
    }
    host.loadPhaseGib = ranks * kHostPerRankGib + host.checkpointReadGib;
    // Pinned offload buffers of this node's ranks.
    host.offloadGib = ranks * (g.hostOptimizer + g.hostParams + a.offloaded + g.paged) / kGiB;
    host.workersGib = training ? ranks * std::max(0, w.dataLoaderWorkers) * kHostPerWorkerGib : 0;
    host.steadyGib = ranks * kHostPerRankGib + host.workersGib + host.offloadGib;
    host.loaderGib = std::max(host.loadPhaseGib, host.steadyGib);
    // The source articles' rule (4–8 GB of RAM per GB of GPU memory) keeps a training data
    // pipeline ahead of the GPUs; it is a recommendation and does not apply to serving.
    const double perNodeVram = b.out.perGpu.totalGib * w.gpusPerNode;
    host.ruleMinGib = training ? kRamRuleMin * perNodeVram : 0;
    host.ruleMaxGib = training ? kRamRuleMax * perNodeVram : 0;
    host.recommendedGib = std::max(host.loaderGib, host.ruleMinGib);
}

} // namespace

// The components in the order their assumptions read: inputs, weights, gradients and
// optimizer states, their split across GPUs, activations or KV cache, runtime overhead,
// host RAM.
MemoryEstimate estimateMemory(const Workload &input)
{
    Build b;
    b.w = input;
    checkInputs(b);
    const Setup u = setupOf(b.w);
    b.out.weightsBytesPerParam = u.bpp;
    ModelBytes x;
    x.weights = weightBytes(b, u);
    x.expertWeights = std::min(x.weights, b.w.model.routedExpertParams() * u.bpp);
    if (u.training) {
        if (u.fullTraining)
            fullTrainingStates(b, u, x);
        else
            adapterStates(b, u, x);
    }
    const GpuBytes g = splitAcrossGpus(b, u, x);
    ActivationBytes a;
    if (u.training)
        a = trainingActivations(b, u);
    else if (b.w.task == Task::Inference)
        a = servingMemory(b, u);
    runtimeOverhead(b, u, g, a);
    hostRam(b, u, x.weights, g, a);
    return std::move(b.out);
}

} // namespace gpuplanner
