// Serving-engine rules: what vLLM needs before it starts. vLLM takes
// gpu_memory_utilization × the card's total memory as its budget; the weights, the peak
// of its profiling forward pass (max_num_batched_tokens tokens) and its non-torch memory
// come out of it, and the rest becomes KV-cache blocks. It refuses to start when nothing
// is left ("No available memory for the cache blocks") or when one max_model_len sequence
// does not fit ("The model's max seq len is larger than the maximum number of tokens that
// can be stored in KV cache"; v1: "To serve at least one request with the model's max seq
// len ... KV cache is needed, which is larger than the available KV cache memory").
// Sources: vllm/worker/worker.py (determine_num_available_blocks,
// raise_if_cache_size_invalid), vllm/v1/worker/gpu_worker.py (determine_available_memory),
// vllm/v1/core/kv_cache_utils.py (check_enough_kv_cache_memory); docs/planner.md.
#pragma once

#include "estimator/memory.h"

#include <optional>
#include <string>
#include <string_view>

namespace gpuplanner {

// vLLM's defaults where the workload leaves a limit at 0 (vllm EngineArgs).
constexpr int kVllmDefaultMaxNumSeqs = 256;
constexpr int kVllmBlockSize = 16; // tokens per KV-cache block (--block-size default)

struct VllmBudget {
    double utilization = 0.9;
    double totalGib = 0;       // the card as the driver reports it
    double budgetGib = 0;      // utilization × total
    double weightsGib = 0;     // per GPU
    double profilePeakGib = 0; // activations of the profiling forward pass
    double nonTorchGib = 0;    // CUDA context, graphs, NCCL (the estimate's overhead)
    double nonKvGib = 0;       // the three above
    double kvAvailableGib = 0; // budget − non-KV; ≤ 0: no cache blocks
    double kvBytesPerToken = 0;
    int maxModelLen = 0;
    std::string maxModelLenSource; // "set", "prompt + output", "the model's context"
    int maxNumSeqs = kVllmDefaultMaxNumSeqs;
    double kvPerSequenceGib = 0; // one max_model_len sequence, rounded up to whole blocks
    double kvTokenCapacity = 0;  // tokens the KV cache holds
    int maxLengthSequences = 0;  // concurrent max_model_len sequences that fit
    double needGib = 0;          // non-KV + one max-length sequence of KV cache
    bool startsUp = false;       // KV cache holds at least one max_model_len sequence
};

// Why vLLM refuses to start a model at this tensor-parallel size, in vLLM's own words,
// or nullopt when it accepts it: the attention heads must be divisible by the TP size
// (vllm/config.py verify_with_parallel_config: "Total number of attention heads (H) must
// be divisible by tensor parallel size (T)."), and the KV heads must divide it or be a
// multiple of it (QKVParallelLinear replicates or splits them with divide(), which
// asserts "X is not divisible by Y"). MLA models have one latent, not KV heads.
//
// An FP8 checkpoint quantized in blocks (ModelSpec::fp8BlockN) also needs every slice of a
// linear layer to be whole blocks: the MLP's (and each routed expert's, unless expert
// parallel places whole experts) intermediate size / TP a multiple of the block
// (vllm fp8.py validate_fp8_block_shape / Fp8MoEMethod.create_weights: "The output_size of
// gate's and up's weight = 192 is not divisible by weight quantization block_n = 128.",
// Qwen3-30B-A3B-FP8 at TP 4, Qwen3-235B-A22B-FP8 at TP 8).
std::optional<std::string> vllmTensorParallelProblem(const Workload &w, int tp);

// True when vLLM refuses tensor parallel tp for this MoE workload but would start with
// --enable-expert-parallel (experts kept whole: the FP8 block rule then only applies to
// the shared expert and the dense layers).
bool expertParallelWouldStart(const Workload &w, int tp);

// KV-cache bytes per token on one GPU (tensor parallel splits the KV heads, every GPU
// keeps at least one; pipeline parallel splits the layers).
double kvBytesPerToken(const Workload &workload);

// Bytes a KV-cache element takes in the cache's precision. FlashMLA's FP8 layouts keep the
// RoPE part in bf16 and add scales: DeepSeek sparse MLA (DeepSeek-V3.2, GLM-5) 656 bytes for
// a 576-element latent (512 FP8, 4 fp32 scales, 64 bf16; flashinfer-ai/flashinfer#2426),
// DeepSeek-V4 584 for a 512-element entry (448 FP8, 64 bf16, 8 of scales; vLLM's
// fp8_ds_mla, vllm-project/vllm#47716).
double kvBytesPerElement(const Workload &workload);
// Whether the engine keeps a sparse-attention indexer's keys in V3.2's FP8 rows (vLLM, unless
// asked for FP4) rather than as the model stores them (DeepSeek-V4: FP4).
inline bool fp8IndexerKeys(const Workload &workload)
{
    return workload.engine == Engine::Vllm;
}

// `vllm serve`'s scheduler limits where the workload gives none (vLLM's
// EngineArgs.get_batch_defaults, the OpenAI server's, since 0.9): a GPU with at least 70 GiB
// whose name does not say A100 (H100, H800, H20, A800, B200) runs up to 1,024 sequences and
// 8,192 batched tokens a step; other GPUs 256 and 2,048 (a larger step slowed the A100,
// vllm-project/vllm#17885). The profiling pass runs the batched tokens, so that limit also
// sizes the memory left to the KV cache.
struct VllmServeDefaults {
    int maxNumSeqs = kVllmDefaultMaxNumSeqs;
    int maxNumBatchedTokens = 2048;
};
VllmServeDefaults vllmServeDefaults(double totalGib, std::string_view gpuName);
// Fills the limits a vLLM workload leaves at 0 with those defaults for this GPU.
void applyVllmServeDefaults(Workload &workload, double totalGib, std::string_view gpuName);

// The vLLM budget on one GPU with `totalGib` of memory, from the estimate of the workload
// on that configuration (weights, profiling activations and non-torch memory per GPU).
VllmBudget vllmBudget(const Workload &workload, const MemoryEstimate &estimate, double totalGib);

} // namespace gpuplanner
