#include "estimator/workloadinputs.h"

#include "estimator/limitrows.h"

#include <array>

namespace gpuplanner {

namespace {

using limits::Limit;
using namespace limits::rows;

template <typename E>
constexpr int v(E e)
{
    return static_cast<int>(e);
}

// The choices, in the order the form lists them; the ids are the enums' names
// (memorynames.cpp), which tst_workloadinputs holds them to.
constexpr InputChoice kTasks[] = {
    {v(Task::Inference), "inference", QT_TRANSLATE_NOOP("InputLabels", "Inference")},
    {v(Task::Lora), "lora", QT_TRANSLATE_NOOP("InputLabels", "LoRA fine-tune")},
    {v(Task::Qlora), "qlora", QT_TRANSLATE_NOOP("InputLabels", "QLoRA fine-tune")},
    {v(Task::FullFineTune), "full_ft", QT_TRANSLATE_NOOP("InputLabels", "Full fine-tune")},
    {v(Task::Pretrain), "pretrain", QT_TRANSLATE_NOOP("InputLabels", "Pre-training")},
};
constexpr InputChoice kPrecisions[] = {
    {v(Precision::Bf16), "bf16", nullptr}, {v(Precision::Fp16), "fp16", nullptr},
    {v(Precision::Fp32), "fp32", nullptr}, {v(Precision::Tf32), "tf32", nullptr},
    {v(Precision::Fp8), "fp8", nullptr},
};
constexpr InputChoice kKvPrecisions[] = {
    {v(Precision::Bf16), "bf16", nullptr},
    {v(Precision::Fp16), "fp16", nullptr},
    {v(Precision::Fp8), "fp8", nullptr},
    {v(Precision::Fp32), "fp32", nullptr},
};
constexpr InputChoice kQuantizations[] = {
    {v(Quantization::None), "none", QT_TRANSLATE_NOOP("InputLabels", "none")},
    {v(Quantization::BnbInt8), "bnb_int8", QT_TRANSLATE_NOOP("InputLabels", "bitsandbytes int8")},
    {v(Quantization::BnbNf4DoubleQuant), "bnb_nf4_dq",
     QT_TRANSLATE_NOOP("InputLabels", "bitsandbytes NF4, double quant")},
    {v(Quantization::BnbNf4), "bnb_nf4", QT_TRANSLATE_NOOP("InputLabels", "bitsandbytes NF4")},
    {v(Quantization::BnbFp4), "bnb_fp4", QT_TRANSLATE_NOOP("InputLabels", "bitsandbytes FP4")},
    {v(Quantization::GptqInt4), "gptq_int4", QT_TRANSLATE_NOOP("InputLabels", "GPTQ 4-bit")},
    {v(Quantization::GptqInt8), "gptq_int8", QT_TRANSLATE_NOOP("InputLabels", "GPTQ 8-bit")},
    {v(Quantization::AwqInt4), "awq_int4", QT_TRANSLATE_NOOP("InputLabels", "AWQ 4-bit")},
    {v(Quantization::Mxfp4), "mxfp4", QT_TRANSLATE_NOOP("InputLabels", "MXFP4 (MoE experts)")},
    {v(Quantization::Nvfp4), "nvfp4", QT_TRANSLATE_NOOP("InputLabels", "NVFP4")},
};
constexpr InputChoice kOptimizers[] = {
    {v(Optimizer::AdamW), "adamw", "AdamW", false},
    {v(Optimizer::AdamW8bit), "adamw_8bit", QT_TRANSLATE_NOOP("InputLabels", "AdamW 8-bit")},
    {v(Optimizer::PagedAdamW), "paged_adamw", QT_TRANSLATE_NOOP("InputLabels", "Paged AdamW")},
    {v(Optimizer::PagedAdamW8bit), "paged_adamw_8bit",
     QT_TRANSLATE_NOOP("InputLabels", "Paged AdamW 8-bit")},
    {v(Optimizer::SgdMomentum), "sgd", QT_TRANSLATE_NOOP("InputLabels", "SGD with momentum")},
    {v(Optimizer::Adafactor), "adafactor", "Adafactor", false},
};
constexpr InputChoice kShardings[] = {
    {v(Sharding::None), "none", QT_TRANSLATE_NOOP("InputLabels", "none (data parallel)")},
    // Product names, the same in every language (not offered to translators).
    {v(Sharding::Zero1), "zero1", "DeepSpeed ZeRO-1", false},
    {v(Sharding::Zero2), "zero2", "DeepSpeed ZeRO-2", false},
    {v(Sharding::Zero3), "zero3", "DeepSpeed ZeRO-3", false},
    {v(Sharding::Fsdp), "fsdp", "PyTorch FSDP", false},
};
constexpr InputChoice kEngines[] = {
    {v(Engine::Transformers), "transformers",
     QT_TRANSLATE_NOOP("InputLabels", "PyTorch / Transformers")},
    {v(Engine::Vllm), "vllm", "vLLM", false},
};
constexpr InputChoice kAttentions[] = {
    {v(Attention::Sdpa), "sdpa", QT_TRANSLATE_NOOP("InputLabels", "SDPA (memory-efficient)")},
    {v(Attention::Flash), "flash", "FlashAttention-2", false},
    {v(Attention::Eager), "eager", QT_TRANSLATE_NOOP("InputLabels", "Eager (keeps s × s scores)")},
};
constexpr InputChoice kLoraTargets[] = {
    {v(LoraTargets::Attention), "attention",
     QT_TRANSLATE_NOOP("InputLabels", "attention projections")},
    {v(LoraTargets::AllLinear), "all_linear",
     QT_TRANSLATE_NOOP("InputLabels", "all linear layers")},
};
constexpr InputChoice kLoadings[] = {
    {v(Loading::LowMemory), "low_memory",
     QT_TRANSLATE_NOOP("InputLabels", "Low-memory / streaming")},
    {v(Loading::FullCopyPerRank), "full_copy",
     QT_TRANSLATE_NOOP("InputLabels", "Every rank loads a full copy")},
};
// kbit_fp32_upcast, a switch named by its two recipes.
constexpr InputChoice kQloraRecipes[] = {
    {1, "peft",
     QT_TRANSLATE_NOOP("InputLabels", "PEFT k-bit preparation (fp32 norms, embeddings, head)")},
    {0, "paper", QT_TRANSLATE_NOOP("InputLabels", "QLoRA paper (bf16 adapters, no fp32 upcast)")},
};

using K = InputKind;
using G = InputGroup;
using U = InputUse;
using P = FormPlace;

// clang-format off
constexpr WorkloadInput kInputs[] = {
    // The form's main rows
    {.limit = {"inputs.task", "--task"}, .kind = K::Choice,
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Task"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "T&ask:"),
     .help = QT_TRANSLATE_NOOP("cli", "What the job does (required without --scenario)."),
     .access = member<&Workload::task>(), .choices = kTasks},
    {.limit = {"inputs.precision", "--precision"}, .kind = K::Choice,
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Precision"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "&Precision:"),
     .help = QT_TRANSLATE_NOOP("cli", "Precision of the weights and the compute."),
     .access = member<&Workload::precision>(), .choices = kPrecisions},
    {.limit = {"inputs.quantization", "--quant"}, .kind = K::Choice,
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Quantization"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "&Quantization:"),
     .help = QT_TRANSLATE_NOOP("cli", "Weight quantization."),
     .access = member<&Workload::quantization>(), .choices = kQuantizations},
    {.limit = {"inputs.optimizer", "--optimizer"}, .kind = K::Choice,
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Optimizer"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "&Optimizer:"),
     .help = QT_TRANSLATE_NOOP("cli", "Optimizer (training)."), .use = U::Training,
     .access = member<&Workload::optimizer>(), .choices = kOptimizers},
    {.limit = {"inputs.batch", "--batch", W, 1, Closed, 1'000'000, Closed, "sequences per GPU", kEverywhere},
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Batch size"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "&Batch per GPU:"),
     .help = QT_TRANSLATE_NOOP("cli", "Micro-batch per GPU (training) or concurrent sequences (serving)."),
     .unit = QT_TRANSLATE_NOOP("WorkloadInput", "sequences"), .cliValue = "B",
     .access = member<&Workload::batch>()},
    {.limit = {"inputs.seq_len", "--seq-len", W, 0, Closed, 100'000'000, Closed, "tokens", kEverywhere},
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Sequence length"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "&Sequence length:"),
     .help = QT_TRANSLATE_NOOP("cli", "Tokens per sequence for training. For serving, the prompt when --prompt-len is not given."),
     .unit = QT_TRANSLATE_NOOP("WorkloadInput", "tokens"), .cliValue = "S", .cliDefault = "4096",
     .use = U::Training, .access = member<&Workload::seqLen>()},
    // The form shows the context (prompt + output) in this row.
    {.limit = {"inputs.prompt_len", "--prompt-len", W, 0, Closed, 100'000'000, Closed, "tokens", kEverywhere},
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Prompt length"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "Conte&xt length:"),
     .help = QT_TRANSLATE_NOOP("cli", "Prompt tokens per request."),
     .unit = QT_TRANSLATE_NOOP("WorkloadInput", "tokens"), .unitInForm = true,
     .zeroText = QT_TRANSLATE_NOOP("WorkloadInput", "model's maximum"),
     .tip = QT_TRANSLATE_NOOP("WorkloadInput", "Tokens per sequence: prompt + output"),
     .cliDefault = "2048", .group = G::Serving, .use = U::Serving,
     .access = member<&Workload::promptLen>()},
    {.limit = {"inputs.output_len", "--output-len", W, 0, Closed, 100'000'000, Closed, "tokens", kEverywhere},
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Output length"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "Of which output:"),
     .help = QT_TRANSLATE_NOOP("cli", "Output tokens per request."),
     .unit = QT_TRANSLATE_NOOP("WorkloadInput", "tokens"), .unitInForm = true,
     .tip = QT_TRANSLATE_NOOP("WorkloadInput", "Generated tokens per sequence, part of the context length"),
     .cliDefault = "512", .group = G::Serving, .use = U::Serving,
     .access = member<&Workload::outputLen>()},
    {.limit = {"inputs.engine", "--engine"}, .kind = K::Choice,
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Serving engine"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "Serving eng&ine:"),
     .help = QT_TRANSLATE_NOOP("cli", "Serving engine."), .group = G::Serving, .use = U::Serving,
     .access = member<&Workload::engine>(), .choices = kEngines},
    {.limit = {"inputs.gradient_checkpointing", "--grad-ckpt"}, .kind = K::Switch,
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Gradient checkpointing"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "Gradient &checkpointing"),
     .help = QT_TRANSLATE_NOOP("cli", "Gradient checkpointing."),
     .offHelp = QT_TRANSLATE_NOOP("cli", "No gradient checkpointing (overrides a profile)."),
     .group = G::Techniques, .use = U::Training, .access = member<&Workload::gradientCheckpointing>()},
    {.limit = {"inputs.lora_rank", "--lora-rank", W, 1, Closed, 100'000, Closed, "rank", kEverywhere},
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "LoRA rank"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "LoRA rank:"),
     .help = QT_TRANSLATE_NOOP("cli", "LoRA rank."), .cliValue = "R", .use = U::Lora,
     .access = member<&Workload::loraRank>()},
    {.limit = {"inputs.gpus_per_node", "--gpus", W, 1, Closed, 1024, Closed, "GPUs per instance", kEverywhere},
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "GPUs per node"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "&GPUs per node:"),
     .help = QT_TRANSLATE_NOOP("cli", "GPUs per node."), .group = G::Parallel,
     .access = member<&Workload::gpusPerNode>()},
    {.limit = {"inputs.nodes", "--nodes", W, 1, Closed, 100'000, Closed, "instances", kEverywhere},
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Nodes"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "&Nodes:"),
     .help = QT_TRANSLATE_NOOP("cli", "Nodes."), .group = G::Parallel,
     .access = member<&Workload::nodes>()},
    {.limit = {"inputs.sharding", "--sharding"}, .kind = K::Choice,
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Sharding"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "Shard&ing:"),
     .help = QT_TRANSLATE_NOOP("cli", "DeepSpeed ZeRO stage or FSDP."), .group = G::Parallel,
     .use = U::Training, .access = member<&Workload::sharding>(), .choices = kShardings},
    {.limit = {"inputs.tensor_parallel", "--tp", W, 1, Closed, 1024, Closed, "GPUs", kEverywhere},
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Tensor parallel"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "Tensor parallel:"),
     .help = QT_TRANSLATE_NOOP("cli", "Tensor-parallel degree."), .group = G::Parallel,
     .access = member<&Workload::tensorParallel>()},
    // "Advanced"
    {.limit = {"inputs.gradient_accumulation", "--grad-accum", W, 1, Closed, 1'000'000, Closed, "micro-batches", kEverywhere},
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Gradient accumulation"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "Gradient accumulation:"),
     .help = QT_TRANSLATE_NOOP("cli", "Gradient accumulation steps."),
     .unit = QT_TRANSLATE_NOOP("WorkloadInput", "steps"), .use = U::Training, .place = P::Advanced,
     .access = member<&Workload::gradientAccumulation>()},
    {.limit = {"inputs.pipeline_parallel", "--pp", W, 1, Closed, 1024, Closed, "stages", kEverywhere},
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Pipeline parallel"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "Pipeline parallel:"),
     .help = QT_TRANSLATE_NOOP("cli", "Pipeline-parallel degree."), .group = G::Parallel,
     .place = P::Advanced, .access = member<&Workload::pipelineParallel>()},
    {.limit = {"inputs.fp32_master_weights", "--fp32-master"}, .kind = K::Switch,
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "FP32 master weights"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "fp32 master weights"),
     .help = QT_TRANSLATE_NOOP("cli", "An FP32 master copy of the weights (mixed-precision training; the default)."),
     .offHelp = QT_TRANSLATE_NOOP("cli", "No FP32 master copy of the weights."),
     .use = U::Training, .place = P::Advanced, .access = member<&Workload::fp32MasterWeights>()},
    // Training techniques: a framework profile sets the switches below; each stays editable.
    {.limit = {"inputs.framework", "--framework"}, .kind = K::Text,
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Framework"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "Framework profile:"),
     .help = QT_TRANSLATE_NOOP("cli", "A framework profile: it sets the technique defaults, which the flags below override."),
     .cliValue = "hf_peft|trl|torchtune|litgpt|llama_factory|deepspeed_offload",
     .use = U::Training, .place = P::Advanced, .access = member<&Workload::framework>()},
    {.limit = {"inputs.attention", "--attention"}, .kind = K::Choice,
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Attention"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "Attention:"),
     .help = QT_TRANSLATE_NOOP("cli", "Attention implementation."), .group = G::Techniques,
     .place = P::Advanced, .access = member<&Workload::attention>(), .choices = kAttentions},
    {.limit = {"inputs.chunked_cross_entropy", "--chunked-ce"}, .kind = K::Switch,
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Chunked cross-entropy"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "Chunked cross-entropy loss"),
     .help = QT_TRANSLATE_NOOP("cli", "Chunked cross-entropy loss."),
     .offHelp = QT_TRANSLATE_NOOP("cli", "No chunked cross-entropy (overrides a profile)."),
     .group = G::Techniques, .use = U::Training, .place = P::Advanced,
     .access = member<&Workload::chunkedCrossEntropy>()},
    {.limit = {"inputs.selective_checkpointing", "--selective-ckpt"}, .kind = K::Switch,
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Selective checkpointing"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "Selective activation checkpointing (torchtitan's default)"),
     .help = QT_TRANSLATE_NOOP("cli", "Selective activation checkpointing, torchtitan's default op-level SAC: keep attention outputs and every other matmul's output, recompute the rest; --grad-ckpt (full) wins."),
     .offHelp = QT_TRANSLATE_NOOP("cli", "No selective checkpointing."),
     .tip = QT_TRANSLATE_NOOP("WorkloadInput", "Each block keeps its input, the attention outputs and every other matmul's output, and recomputes the rest in backward (about half the forward's matmuls). Full gradient checkpointing wins when both are on."),
     .group = G::Techniques, .use = U::Training, .place = P::Advanced,
     .access = member<&Workload::selectiveCheckpointing>()},
    {.limit = {"inputs.fixed_length", "--fixed-length"}, .kind = K::Switch,
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Packed or padded sequences"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "Packed or padded sequences (every batch the same length)"),
     .help = QT_TRANSLATE_NOOP("cli", "Every batch has the same length (packed or padded sequences)."),
     .offHelp = QT_TRANSLATE_NOOP("cli", "Batches of varying length (overrides a profile)."),
     .tip = QT_TRANSLATE_NOOP("WorkloadInput", "Packing (TRL, Axolotl, torchtitan) or padding to the sequence length: the memory allocator reuses its blocks and holds no extra cached blocks of varying sizes."),
     .group = G::Techniques, .use = U::Training, .place = P::Advanced,
     .access = member<&Workload::fixedLength>()},
    {.limit = {"inputs.optimizer_in_backward", "--optimizer-in-bwd"}, .kind = K::Switch,
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Optimizer in backward"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "Optimizer step fused into backward"),
     .help = QT_TRANSLATE_NOOP("cli", "Optimizer step in the backward pass."),
     .offHelp = QT_TRANSLATE_NOOP("cli", "No optimizer step in the backward pass (overrides a profile)."),
     .group = G::Techniques, .use = U::Training, .place = P::Advanced,
     .access = member<&Workload::optimizerInBackward>()},
    {.limit = {"inputs.activation_offload", "--activation-offload"}, .kind = K::Switch,
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Activation offload"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "Activation offloading to CPU"),
     .help = QT_TRANSLATE_NOOP("cli", "Activations offloaded to host RAM."),
     .offHelp = QT_TRANSLATE_NOOP("cli", "No activation offload (overrides a profile)."),
     .group = G::Techniques, .use = U::Training, .place = P::Advanced,
     .access = member<&Workload::activationOffload>()},
    {.limit = {"inputs.offload_optimizer", "--offload-optimizer"}, .kind = K::Switch,
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Offload optimizer"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "Offload optimizer to CPU (ZeRO-Offload)"),
     .help = QT_TRANSLATE_NOOP("cli", "Optimizer states offloaded to host RAM."),
     .offHelp = QT_TRANSLATE_NOOP("cli", "No optimizer offload (overrides a profile)."),
     .group = G::Techniques, .use = U::Training, .place = P::Advanced,
     .access = member<&Workload::offloadOptimizer>()},
    {.limit = {"inputs.offload_params", "--offload-params"}, .kind = K::Switch,
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Offload parameters"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "Offload parameters to CPU (ZeRO-3 / FSDP)"),
     .help = QT_TRANSLATE_NOOP("cli", "Parameters offloaded to host RAM."),
     .offHelp = QT_TRANSLATE_NOOP("cli", "No parameter offload (overrides a profile)."),
     .group = G::Techniques, .use = U::Training, .place = P::Advanced,
     .access = member<&Workload::offloadParams>()},
    {.limit = {"inputs.kbit_fp32_upcast", "--qlora-recipe"}, .kind = K::Switch,
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "FP32 upcast of k-bit layers"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "QLoRA recipe:"),
     .help = QT_TRANSLATE_NOOP("cli", "QLoRA as in the paper, or PEFT's (which upcasts the non-quantized layers to FP32)."),
     .group = G::Techniques, .use = U::Qlora, .place = P::Advanced,
     .access = member<&Workload::kbitFp32Upcast>(), .choices = kQloraRecipes},
    {.limit = {"inputs.lora_targets", "--lora-targets"}, .kind = K::Choice,
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "LoRA targets"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "LoRA targets:"),
     .help = QT_TRANSLATE_NOOP("cli", "The layers LoRA adapts: the attention projections, or every linear layer."),
     .use = U::Lora, .place = P::Advanced, .access = member<&Workload::loraTargets>(),
     .choices = kLoraTargets},
    {.limit = {"inputs.kv_cache_precision", "--kv-precision"}, .kind = K::Choice,
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "KV cache precision"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "KV cache precision:"),
     .help = QT_TRANSLATE_NOOP("cli", "Precision of the KV cache."), .group = G::Serving,
     .use = U::Serving, .place = P::Advanced, .access = member<&Workload::kvCachePrecision>(),
     .choices = kKvPrecisions},
    {.limit = {"inputs.gpu_memory_gib", "--gpu-memory", R, 0, Closed, 100'000, Closed, "GiB (0: the card's)", kFlagAndForm},
     .kind = K::Real, .label = QT_TRANSLATE_NOOP("WorkloadInput", "Card memory"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "Card memory (vLLM):"),
     .help = QT_TRANSLATE_NOOP("cli", "The card's memory, of which vLLM reserves a share."),
     .unit = "GiB", .unitInForm = true, .zeroText = QT_TRANSLATE_NOOP("WorkloadInput", "unknown"),
     .cliValue = "GIB", .group = G::Serving, .use = U::Vllm, .place = P::Advanced, .saved = false,
     .access = member<&Workload::gpuMemoryGib>()},
    {.limit = {"inputs.gpu_memory_utilization", "--gpu-memory-utilization", R, 0, Open, 1, Closed, "fraction of the card", kEverywhere},
     .kind = K::Real, .label = QT_TRANSLATE_NOOP("WorkloadInput", "GPU memory utilization"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "gpu_memory_utilization:"),
     .help = QT_TRANSLATE_NOOP("cli", "vLLM's gpu_memory_utilization: the share of the card it takes."),
     .cliValue = "U", .step = 0.05, .group = G::Serving, .use = U::Vllm, .place = P::Advanced,
     .access = member<&Workload::vllmGpuMemoryUtilization>()},
    // vLLM's scheduler limits; 0 keeps the engine's default (docs/planner.md).
    {.limit = {"inputs.max_model_len", "--max-model-len", W, 0, Closed, 100'000'000, Closed, "tokens (0: the engine's default)", kEverywhere},
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Context length"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "max_model_len (vLLM):"),
     .help = QT_TRANSLATE_NOOP("cli", "vLLM's max_model_len."),
     .unit = QT_TRANSLATE_NOOP("WorkloadInput", "tokens"),
     .zeroText = QT_TRANSLATE_NOOP("WorkloadInput", "prompt + output"), .group = G::Serving,
     .use = U::Vllm, .place = P::Advanced, .access = member<&Workload::maxModelLen>()},
    {.limit = {"inputs.max_num_seqs", "--max-num-seqs", W, 0, Closed, 1'000'000, Closed, "sequences (0: the engine's default)", kEverywhere},
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Concurrent sequences"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "max_num_seqs (vLLM):"),
     .help = QT_TRANSLATE_NOOP("cli", "vLLM's max_num_seqs (0: vllm serve's default for each GPU: 1024 on 70 GiB and more but the A100, else 256)."),
     .zeroText = QT_TRANSLATE_NOOP("WorkloadInput", "by GPU (256/1024)"), .group = G::Serving,
     .use = U::Vllm, .place = P::Advanced, .access = member<&Workload::maxNumSeqs>()},
    {.limit = {"inputs.max_num_batched_tokens", "--max-num-batched-tokens", W, 0, Closed, 100'000'000, Closed, "tokens (0: the engine's default)", kEverywhere},
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Batched tokens per step"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "max_num_batched_tokens (vLLM):"),
     .help = QT_TRANSLATE_NOOP("cli", "vLLM's max_num_batched_tokens (0: vllm serve's default for each GPU: 8192 on 70 GiB and more but the A100, else 2048)."),
     .unit = QT_TRANSLATE_NOOP("WorkloadInput", "tokens"),
     .zeroText = QT_TRANSLATE_NOOP("WorkloadInput", "by GPU (2048/8192)"), .group = G::Serving,
     .use = U::Vllm, .place = P::Advanced, .access = member<&Workload::maxNumBatchedTokens>()},
    {.limit = {"inputs.expert_parallel", "--expert-parallel"}, .kind = K::Switch,
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Expert parallel"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "Expert parallel (vLLM --enable-expert-parallel)"),
     .help = QT_TRANSLATE_NOOP("cli", "vLLM's --enable-expert-parallel: each GPU of the tensor-parallel group holds whole experts instead of a slice of every expert."),
     .offHelp = QT_TRANSLATE_NOOP("cli", "No expert parallel: vLLM slices every expert across the tensor-parallel GPUs."),
     .group = G::Serving, .use = U::Vllm, .place = P::Advanced,
     .access = member<&Workload::expertParallel>()},
    {.limit = {"inputs.dp_attention", "--dp-attention"}, .kind = K::Switch,
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Data-parallel attention"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "Data-parallel attention (vLLM --data-parallel-size)"),
     .help = QT_TRANSLATE_NOOP("cli", "vLLM's --data-parallel-size (the GPUs over tensor x pipeline parallel) with --enable-expert-parallel, for a MoE model: each GPU keeps its own sequences (--batch is one GPU's), one copy of their KV cache and the attention weights whole, and its share of the routed experts."),
     .offHelp = QT_TRANSLATE_NOOP("cli", "No data-parallel attention: GPUs beyond tensor x pipeline parallel are separate replicas, each with all the experts."),
     .group = G::Serving, .use = U::Vllm, .place = P::Advanced,
     .access = member<&Workload::dpAttention>()},
    {.limit = {"inputs.loading", "--loading"}, .kind = K::Choice,
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Weight loading"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "Model loading:"),
     .help = QT_TRANSLATE_NOOP("cli", "How each rank loads the checkpoint into host RAM: a full copy per rank, or one shard at a time."),
     .group = G::Host, .place = P::Advanced, .access = member<&Workload::loading>(),
     .choices = kLoadings},
    {.limit = {"inputs.data_loader_workers", "--workers", W, 0, Closed, 4096, Closed, "processes per GPU", kEverywhere},
     .label = QT_TRANSLATE_NOOP("WorkloadInput", "Data loader workers"),
     .formLabel = QT_TRANSLATE_NOOP("WorkloadInput", "Data-loader workers per GPU:"),
     .help = QT_TRANSLATE_NOOP("cli", "Data loader worker processes."), .group = G::Host,
     .use = U::Training, .place = P::Advanced, .access = member<&Workload::dataLoaderWorkers>()},
    // Not in the form
    {.limit = {"inputs.cuda_context_gib", "--cuda-context", R, 0, Closed, 64, Closed, "GiB (0: the default)", kFileAndFlag},
     .kind = K::Real, .label = QT_TRANSLATE_NOOP("WorkloadInput", "CUDA context"),
     .help = QT_TRANSLATE_NOOP("cli", "The measured CUDA context per GPU (lazy loading)."),
     .unit = "GiB", .cliValue = "GIB", .cliDefault = "0.5", .group = G::Techniques,
     .place = P::None, .access = member<&Workload::cudaContextGib>()},
};
// clang-format on

} // namespace

bool usedBy(InputUse use, const Workload &w)
{
    switch (use) {
    case InputUse::Always:
        return true;
    case InputUse::Training:
        return w.isTraining();
    case InputUse::Serving:
        return !w.isTraining();
    case InputUse::Vllm:
        return !w.isTraining() && w.engine == Engine::Vllm;
    case InputUse::Lora:
        return w.task == Task::Lora || w.task == Task::Qlora;
    case InputUse::Qlora:
        return w.task == Task::Qlora;
    }
    return true;
}

bool WorkloadInput::usedBy(const Workload &w) const
{
    return gpuplanner::usedBy(use, w);
}

const InputChoice *WorkloadInput::choice(int value) const
{
    for (const InputChoice &c : choices) {
        if (c.value == value)
            return &c;
    }
    return nullptr;
}

const InputChoice *WorkloadInput::choiceById(std::string_view id) const
{
    for (const InputChoice &c : choices) {
        if (c.id == id)
            return &c;
    }
    return nullptr;
}

std::string WorkloadInput::choiceIds(std::string_view separator) const
{
    std::string out;
    for (const InputChoice &c : choices) {
        if (!out.empty())
            out += separator;
        out += c.id;
    }
    return out;
}

std::span<const WorkloadInput> workloadInputs()
{
    return kInputs;
}

const WorkloadInput *workloadInputByKey(std::string_view key)
{
    for (const WorkloadInput &i : kInputs) {
        if (i.key() == key)
            return &i;
    }
    return nullptr;
}

const WorkloadInput *workloadInputByFlag(std::string_view flag)
{
    for (const WorkloadInput &i : kInputs) {
        if (i.limit.flag == flag)
            return &i;
    }
    return nullptr;
}

} // namespace gpuplanner
