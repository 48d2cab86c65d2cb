// The memory estimator: per-GPU VRAM with a breakdown (weights, gradients, optimizer
// states, activations, KV cache, runtime overhead) and host RAM, for inference, LoRA,
// QLoRA, full fine-tuning and pre-training, with quantization, sharding and parallelism.
// Pure functions over plain structs; every formula and its source is in
// docs/estimator.md, and the result carries the assumptions it made and its warnings as
// codes with arguments (worded by models/wording/planwording.h).
#pragma once

#include "estimator/message.h"
#include "estimator/modelspec.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplanner {

enum class Task { Inference, Lora, Qlora, FullFineTune, Pretrain };
enum class Precision { Fp32, Tf32, Fp16, Bf16, Fp8 };
enum class Quantization {
    None,
    BnbInt8,
    BnbNf4,
    BnbNf4DoubleQuant,
    BnbFp4,
    GptqInt4,
    GptqInt8,
    AwqInt4,
    // OCP microscaling FP4 (gpt-oss): 4-bit E2M1 values and one 8-bit E8M0 scale per 32.
    // Published checkpoints quantize the MoE experts only; attention, router, embeddings
    // and head stay in 16 bits (a dense model: every linear layer).
    Mxfp4,
    // NVIDIA FP4 (ModelOpt / compressed-tensors "nvfp4"): 4-bit E2M1 values, one FP8 E4M3
    // scale per 16 and one fp32 scale per tensor. Blackwell computes in FP4; vLLM runs it on
    // older cards (8.0+) as weight-only W4A16 through FP4 Marlin.
    Nvfp4
};
enum class Optimizer { AdamW, AdamW8bit, PagedAdamW, PagedAdamW8bit, SgdMomentum, Adafactor };
enum class Sharding { None, Zero1, Zero2, Zero3, Fsdp };
enum class Engine { Transformers, Vllm };
enum class LoraTargets { Attention, AllLinear };
// Attention kernel: eager keeps the s × s score matrices per layer and head for backward
// (and materialises them in inference); SDPA's memory-efficient/flash back-ends and
// FlashAttention-2 keep O(s) statistics only. Transformers ≥ 4.36 picks SDPA by default.
enum class Attention { Eager, Sdpa, Flash };
// How each process gets the weights: every rank reads a full copy into host RAM first
// (from_pretrained without low_cpu_mem_usage), or loads lazily / streams (safetensors
// mmap, low_cpu_mem_usage, device_map) so host RAM holds about one shard at a time.
enum class Loading { FullCopyPerRank, LowMemory };

struct Workload {
    ModelSpec model;
    Task task = Task::Inference;
    Precision precision = Precision::Bf16;
    // Training in 16 or 8 bits with an fp32 master copy (PyTorch AMP on an fp32 model,
    // DeepSpeed/Megatron mixed precision). Ignored for fp32/tf32 and for inference.
    bool fp32MasterWeights = true;
    Quantization quantization = Quantization::None;
    Optimizer optimizer = Optimizer::AdamW;
    int batch = 1;  // micro-batch per GPU (inference: concurrent sequences)
    int seqLen = 0; // training sequence length (inference: see prompt/output)
    bool gradientCheckpointing = false;
    // Selective activation checkpointing as torchtitan runs it by default (op-level SAC:
    // each block keeps its input, the attention outputs and every other matmul's output,
    // and recomputes the rest). Applies when gradientCheckpointing (full) is off.
    bool selectiveCheckpointing = false;
    int gradientAccumulation = 1;
    Attention attention = Attention::Sdpa;
    int loraRank = 16;
    LoraTargets loraTargets = LoraTargets::Attention;
    // QLoRA through PEFT's prepare_model_for_kbit_training upcasts norms, embeddings and
    // the output head to fp32, which makes the residual stream fp32 (true, the "peft"
    // recipe). false is the QLoRA paper's recipe: adapters, embeddings and head in bf16.
    bool kbitFp32Upcast = true;
    int gpusPerNode = 1;
    int nodes = 1;
    Sharding sharding = Sharding::None;
    int tensorParallel = 1;
    int pipelineParallel = 1;
    // ---- Training techniques (docs/estimator.md, "Training techniques") ----
    // The framework profile these switches came from (resources/presets/frameworks.json
    // id, e.g. "torchtune"); informational, empty when none was chosen.
    std::string framework;
    // Cross-entropy over the vocabulary in chunks (torchtune CEWithChunkedOutputLoss,
    // Liger fused linear cross-entropy): the fp32 upcast and its gradient exist for one
    // chunk at a time instead of the whole T × V logits.
    bool chunkedCrossEntropy = false;
    // Optimizer step fused into backward (torchtune optimizer_in_bwd): each parameter's
    // gradient is applied and freed as soon as it is ready; no full gradient buffer.
    bool optimizerInBackward = false;
    // Saved activations moved to host RAM during forward and brought back for backward
    // (torchtune enable_activation_offloading): the GPU keeps about two layers' worth.
    bool activationOffload = false;
    // ZeRO-Offload / FSDP CPUOffload: optimizer states (and their step) on the CPU; works
    // on one GPU too (DeepSpeed ZeRO-Offload, torchao CPUOffloadOptimizer).
    bool offloadOptimizer = false;
    // ZeRO-3 offload_param / FSDP CPUOffload(offload_params=True): sharded parameters and
    // gradients live in host RAM; needs ZeRO-3 or FSDP sharding.
    bool offloadParams = false;
    // Every batch has the same shape (sequences packed or padded to seq_len: torchtitan,
    // fsdp_qlora, TRL/Axolotl packing): the caching allocator reuses its blocks and holds
    // no extra cached blocks of the varying logits sizes (docs/estimator.md, "Allocator").
    bool fixedLength = false;
    // Inference
    int promptLen = 0;
    int outputLen = 0;
    Precision kvCachePrecision = Precision::Bf16;
    Engine engine = Engine::Transformers;
    double vllmGpuMemoryUtilization = 0.9;
    // vLLM scheduler limits; 0 = the engine's default (docs/planner.md): max_model_len =
    // prompt + output, else the model's context; max_num_seqs = 256; the profiling run
    // pushes max_num_batched_tokens = 8192 tokens through the model.
    int maxModelLen = 0;
    int maxNumSeqs = 0;
    int maxNumBatchedTokens = 0;
    // vLLM --enable-expert-parallel: the GPUs of the tensor-parallel group hold whole routed
    // experts instead of a slice of every expert (same memory per GPU; no FP8 block limit on
    // the experts' slices).
    bool expertParallel = false;
    // vLLM --data-parallel-size (GPUs / tensor × pipeline parallel) with
    // --enable-expert-parallel on a MoE model: each data-parallel rank keeps its own
    // sequences and KV cache and the attention and shared weights whole; the routed experts
    // are split over every GPU; batch is then one rank's sequences. The serving-capacity
    // planner sets it for its data-parallel layouts.
    bool dpAttention = false;
    double gpuMemoryGib = 0; // the card's memory; vLLM reserves a share of it
    // CUDA context, kernels and library workspaces per process when known (e.g. measured
    // with torch.ones(1).cuda()); 0 = the default for CUDA >= 11.7 with lazy loading.
    double cudaContextGib = 0;
    // Host side
    Loading loading = Loading::LowMemory;
    int dataLoaderWorkers = 4;

    int totalGpus() const { return gpusPerNode * nodes; }
    int dataParallel() const;
    bool operator==(const Workload &) const = default;
    bool isTraining() const { return task != Task::Inference; }
};

// How a model's published checkpoint stores its weights, and the KV cache its serving
// engines run with it (a preset's "checkpoint" in resources/presets/models.json, as the
// model's config.json quantization_config says): 16 bits unless it says otherwise.
struct CheckpointFormat {
    Precision precision = Precision::Bf16;
    Quantization quantization = Quantization::None;
    Precision kvCache = Precision::Bf16;
    bool operator==(const CheckpointFormat &) const = default;
};

// Which of the three memory views a figure is (docs/estimator.md, "The three views").
enum class MemoryView { Allocated, Reserved, DeviceUsed };

struct MemoryBreakdown {
    double weightsGib = 0;
    double expertWeightsGib = 0; // of weightsGib: routed experts (serving a MoE model; else 0)
    double gradientsGib = 0;
    double optimizerGib = 0;
    double activationsGib = 0;
    double kvCacheGib = 0;
    double overheadGib = 0; // CUDA context, NCCL buffers, allocator fragmentation
    // What to plan the card for: the device-used view of a card just large enough,
    // i.e. allocated + fragmentation + CUDA context + NCCL (not the cache growth below).
    double totalGib = 0;
    double allocatedGib = 0; // peak bytes held by tensors (max_memory_allocated)
    // Peak held by the caching allocator (max_memory_reserved) on a card with room to
    // spare: allocated + fragmentation + the cache growth of varying tensor sizes. The
    // growth is released before an out-of-memory error, so it is not part of totalGib.
    double reservedGib = 0;
    double deviceUsedGib = 0;    // what nvidia-smi shows for the process (reserved + context)
    double fragmentationGib = 0; // caching-allocator rounding and split blocks (in totalGib)
    double cacheGrowthGib = 0;   // reclaimable cached blocks (reserved − needed)
    double cudaContextGib = 0;   // CUDA context, kernels and library workspaces
    double ncclGib = 0;          // NCCL communicators and buffers (several GPUs)
    // The view totalGib is and the one to compare with the card's usable memory; the
    // planner and UI print it ("nvidia-smi" for Transformers, the vLLM reservation).
    MemoryView comparedView = MemoryView::DeviceUsed;
};

// Host RAM per node (docs/estimator.md, "Host RAM"). loaderGib is the hard need: the
// planner blocks an instance below it. The 4–8 GB per GB rule is a recommendation for
// training data pipelines only (zero for inference) and never a blocker.
enum class HostLoader { FromScratch, FullCopyPerRank, QuantizeOnLoad, MemoryMapped };

struct HostRam {
    // Hard need = max(loadPhaseGib, steadyGib).
    double loaderGib = 0;
    // Loading the weights: per loader (one shard at a time for memory-mapped safetensors,
    // low_cpu_mem_usage/device_map and bitsandbytes quantize-on-load; a full copy per rank
    // for plain from_pretrained; nothing for pre-training from scratch) + processes.
    double loadPhaseGib = 0;
    // Training/serving steady state: processes, data-loader workers and offload buffers.
    double steadyGib = 0;
    double checkpointReadGib = 0; // of loadPhaseGib: weights held while loading
    double offloadGib = 0;        // of steadyGib: offloaded params, optimizer, activations
    double workersGib = 0;        // of steadyGib: data-loader worker processes
    // How the weights are loaded (worded by models/wording/planwording.h hostRamLoader): the
    // method, the processes of a node that load, the checkpoint as stored and one shard.
    HostLoader loaderKind = HostLoader::MemoryMapped;
    int loaderRanks = 1;
    double checkpointGib = 0;
    double shardGib = 0;
    bool training = false; // the rule below applies (worded by hostRamReason)
    // Recommendation for training data pipelines: 4–8 GB of RAM per GB of GPU memory
    // (source articles); 0 for inference, where it does not apply.
    double ruleMinGib = 0;
    double ruleMaxGib = 0;
    double recommendedGib = 0; // max(loaderGib, ruleMinGib)
};

// The host RAM as message arguments and back (a finding carries it; planwording words it).
MessageArgs hostRamArgs(const HostRam &hostRam);
HostRam hostRamFromArgs(const MessageArgs &args);

// An input the estimate doubts or a part it cannot model: a stable code (e.g.
// "batch_implausible") and its arguments, worded by planwording::warningText.
struct EstimateWarning {
    std::string code;
    MessageArgs args;
};

struct MemoryEstimate {
    MemoryBreakdown perGpu;
    HostRam hostRam;
    double weightsBytesPerParam = 0;     // closed form, for display and tests
    std::vector<Assumption> assumptions; // worded by planwording::assumptionText
    std::vector<EstimateWarning> warnings;
};

// Bytes one parameter takes in memory for a precision and quantization, including the
// quantization's scales and zero points (for the quantized linear layers).
double weightBytesPerParam(Precision precision, Quantization quantization);
double bytesOf(Precision p);
bool isQuantized4(Quantization q); // 4-bit weights: bitsandbytes, GPTQ, AWQ, MXFP4, NVFP4
bool isSixteenBit(Precision p);    // fp16 or bf16

MemoryEstimate estimateMemory(const Workload &workload);

// LoRA's trainable parameters: rank × (in + out) for each adapted matrix of every layer
// (the count the memory estimate and the time model share).
double loraTrainableParams(const ModelSpec &model, int rank, LoraTargets targets);

std::string_view toString(Task t);
std::string_view toString(Precision p);
std::string_view toString(Quantization q);
std::string_view toString(Optimizer o);
std::string_view toString(Sharding s);
std::string_view toString(Engine e);
std::string_view toString(Attention a);
std::string_view toString(MemoryView v);
std::optional<Task> taskFromString(std::string_view text);
std::optional<Precision> precisionFromString(std::string_view text);
std::optional<Quantization> quantizationFromString(std::string_view text);
std::optional<Optimizer> optimizerFromString(std::string_view text);
std::optional<Sharding> shardingFromString(std::string_view text);
std::optional<Engine> engineFromString(std::string_view text);
std::optional<Attention> attentionFromString(std::string_view text);

} // namespace gpuplanner
