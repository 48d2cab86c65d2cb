// The memory estimator: per-GPU VRAM with a breakdown (weights, gradients, optimizer
// states, activations, KV cache, runtime overhead) and host RAM, for inference, LoRA,
// QLoRA, full fine-tuning and pre-training, with quantization, sharding and parallelism.
// Pure functions over plain structs; every formula and its source is in
// docs/estimator.md, and the result carries the assumptions it made in words.
#pragma once

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
    AwqInt4
};
enum class Optimizer { AdamW, AdamW8bit, PagedAdamW, PagedAdamW8bit, SgdMomentum, Adafactor };
enum class Sharding { None, Zero1, Zero2, Zero3, Fsdp };
enum class Engine { Transformers, Vllm };
enum class LoraTargets { Attention, AllLinear };
// The attention implementation a Transformers run asks for: eager keeps the s × s scores,
// SDPA (PyTorch scaled_dot_product_attention, the Transformers default) and
// FlashAttention-2 do not. FlashAttention-2 needs compute capability 8.0; on older GPUs
// the planner falls back to SDPA (see resources/estimator/compat.csv).
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
    int gradientAccumulation = 1;
    bool flashAttention = true; // memory-efficient attention (no s² scores kept)
    int loraRank = 16;
    LoraTargets loraTargets = LoraTargets::Attention;
    // QLoRA through PEFT's prepare_model_for_kbit_training upcasts norms, embeddings and
    // the output head to fp32, which makes the residual stream fp32.
    bool kbitFp32Upcast = true;
    int gpusPerNode = 1;
    int nodes = 1;
    Sharding sharding = Sharding::None;
    int tensorParallel = 1;
    int pipelineParallel = 1;
    bool cpuOffload = false;
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
    Attention attention = Attention::Sdpa;
    double gpuMemoryGib = 0; // the card's memory; vLLM reserves a share of it
    // Host side
    Loading loading = Loading::LowMemory;
    int dataLoaderWorkers = 4;

    int totalGpus() const { return gpusPerNode * nodes; }
    int dataParallel() const;
    bool isTraining() const { return task != Task::Inference; }
};

struct MemoryBreakdown {
    double weightsGib = 0;
    double gradientsGib = 0;
    double optimizerGib = 0;
    double activationsGib = 0;
    double kvCacheGib = 0;
    double overheadGib = 0;   // CUDA context, NCCL buffers, allocator reserve
    double totalGib = 0;      // what to plan the card for (= nvidia-smi view)
    double allocatedGib = 0;  // peak bytes held by tensors (max_memory_allocated)
    double reservedGib = 0;   // peak held by the caching allocator (max_memory_reserved)
    double deviceUsedGib = 0; // what nvidia-smi shows for the process
};

struct HostRam {
    double ruleMinGib = 0; // 4 GB of RAM per GB of VRAM (source articles)
    double ruleMaxGib = 0; // 8 GB per GB
    double loaderGib = 0;  // from how the model is loaded, offload and data loaders
    double recommendedGib = 0;
    std::string reason;
};

struct EstimateWarning {
    std::string code; // stable id, e.g. "batch_implausible"
    std::string message;
};

struct MemoryEstimate {
    MemoryBreakdown perGpu;
    HostRam hostRam;
    double weightsBytesPerParam = 0; // closed form, for display and tests
    std::vector<std::string> assumptions;
    std::vector<EstimateWarning> warnings;
};

// Bytes one parameter takes in memory for a precision and quantization, including the
// quantization's scales and zero points (for the quantized linear layers).
double weightBytesPerParam(Precision precision, Quantization quantization);
double bytesOf(Precision p);

MemoryEstimate estimateMemory(const Workload &workload);

std::string_view toString(Task t);
std::string_view toString(Precision p);
std::string_view toString(Quantization q);
std::string_view toString(Optimizer o);
std::string_view toString(Sharding s);
std::string_view toString(Engine e);
std::string_view toString(Attention a);
std::optional<Task> taskFromString(std::string_view text);
std::optional<Precision> precisionFromString(std::string_view text);
std::optional<Quantization> quantizationFromString(std::string_view text);
std::optional<Optimizer> optimizerFromString(std::string_view text);
std::optional<Sharding> shardingFromString(std::string_view text);
std::optional<Engine> engineFromString(std::string_view text);
std::optional<Attention> attentionFromString(std::string_view text);

} // namespace gpuplanner
