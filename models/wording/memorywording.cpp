// The words of the memory estimate: its warnings and the assumptions of the estimate and
// the plan (models/estimator/memory.cpp, modelspec.cpp, planner.cpp write the codes and
// arguments in the order read here). Every source is marked with QT_TRANSLATE_NOOP /
// QT_TRANSLATE_N_NOOP (context "PlanWording") like planwording.cpp's.
#include "planwording.h"
#include "planwordingwords.h"

namespace gpuplanner::planwording {

namespace {

using detail::number;
using detail::present;
using detail::Words;

// ---- Memory warnings and assumptions (memory.cpp, modelspec.cpp, planner.cpp) ----

// "fp32" for 4 bytes, else "16 bits" (the precision a count argument names).
QString precisionOfBytes(const Words &w, const MessageArgs &a, std::size_t i)
{
    return number(a, i) == 4   ? QStringLiteral("fp32")
           : number(a, i) == 1 ? QStringLiteral("FP8")
                               : w.t(QT_TRANSLATE_NOOP("PlanWording", "16 bits"));
}

QString warningWords(const Words &w, const EstimateWarning &x)
{
    const std::string &c = x.code;
    const MessageArgs &a = x.args;
    if (c == "params_inconsistent")
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording", "The parameter count (%1 B) does not match the "
                                                "shape, which gives about %2 B: is one of them "
                                                "mistyped?"))
            .arg(w.a(a, 0), w.a(a, 1));
    if (c == "params_missing")
        return w.t(QT_TRANSLATE_NOOP("PlanWording", "The model has no parameter count."));
    if (c == "params_implausible")
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording", "A model of %1 billion parameters is larger than "
                                                "any published one: was %2 meant?"))
            .arg(w.a(a, 0), w.a(a, 1));
    if (c == "batch_implausible")
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording", "A batch of %1 per GPU is implausible; memory "
                                                "grows with it linearly."))
            .arg(w.a(a, 0));
    if (c == "seq_exceeds_context")
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording", "A sequence of %1 tokens is longer than the "
                                                "model's context of %2."))
            .arg(w.a(a, 0), w.a(a, 1));
    if (c == "quantized_full_ft")
        return w.t(QT_TRANSLATE_NOOP("PlanWording", "A quantized model cannot be fully "
                                                    "fine-tuned; the estimate uses the "
                                                    "unquantized weights."));
    if (c == "quantized_pretrain")
        return w.t(QT_TRANSLATE_NOOP("PlanWording", "Pre-training runs on unquantized weights; "
                                                    "the quantization is ignored."));
    if (c == "parallel_mismatch")
        return w.t(QT_TRANSLATE_NOOP("PlanWording", "The GPU count is not a multiple of tensor × "
                                                    "pipeline parallel."));
    if (c == "moe_transformers_loop") // routed experts
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "Transformers runs this model's %1 experts one after another in a "
                                 "Python loop; serving is much slower than the time shown, which "
                                 "follows an engine's fused MoE kernels (vLLM)."))
            .arg(w.a(a, 0));
    if (c == "vllm_tp_refused") { // tensor parallel, vLLM's message, 1: expert parallel helps
        QString text =
            w.t(QT_TRANSLATE_NOOP("PlanWording", "vLLM will not start with tensor parallel %1 for "
                                                 "this model (vLLM: %2)."))
                .arg(w.a(a, 0), w.a(a, 1));
        if (number(a, 2) == 1)
            text += QLatin1Char(' ') + expertParallelHint(w, a, 0);
        return text;
    }
    if (c == "seq_missing")
        return w.t(
            QT_TRANSLATE_NOOP("PlanWording", "No sequence length: activations are left out."));
    if (c == "lora_rank_large")
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "A LoRA rank of %1 is unusually large for hidden size %2."))
            .arg(w.a(a, 0), w.a(a, 1));
    if (c == "optimizer_in_bwd_accumulation")
        return w.t(QT_TRANSLATE_NOOP("PlanWording",
                                     "The optimizer step fused into backward cannot accumulate "
                                     "gradients (torchtune requires "
                                     "gradient_accumulation_steps = 1)."));
    if (c == "offload_needs_sharding")
        return w.t(QT_TRANSLATE_NOOP("PlanWording", "Parameter offload works with ZeRO-3 or FSDP "
                                                    "sharding; without it the parameters stay "
                                                    "on the GPU."));
    if (c == "activations_not_modelled")
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording", "Activations of %1 models are not modelled: plan "
                                                "extra memory for them."))
            .arg(w.a(a, 0));
    return QString();
}

// The shape deriveMissing assumed (modelspec.cpp) and the plan's FLOPs (planner.cpp).
QString modelAssumption(const Words &w, const Assumption &x)
{
    const std::string &c = x.code;
    const MessageArgs &a = x.args;
    if (c == "shape_assumed")
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording", "Shape not given: assumed a Llama-like decoder of "
                                                "%1 layers and hidden size %2."))
            .arg(w.a(a, 0), w.a(a, 1));
    if (c == "heads_assumed")
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "Attention heads not given: assumed %1 (head size 128)."))
            .arg(w.a(a, 0));
    if (c == "kv_heads_assumed")
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "KV heads not given: assumed full multi-head attention (%1)."))
            .arg(w.a(a, 0));
    if (c == "vocab_assumed")
        return w.t(QT_TRANSLATE_NOOP("PlanWording", "Vocabulary not given: assumed %1 tokens."))
            .arg(w.a(a, 0));
    if (c == "ffn_solved")
        return (number(a, 1) != 0
                    ? w.t(QT_TRANSLATE_NOOP("PlanWording",
                                            "FFN size not given: %1, solved from the parameter "
                                            "count for a gated (SwiGLU) MLP."))
                    : w.t(QT_TRANSLATE_NOOP("PlanWording",
                                            "FFN size not given: %1, solved from the parameter "
                                            "count for a two-matrix MLP.")))
            .arg(w.a(a, 0));
    if (c == "ffn_assumed")
        return w.t(QT_TRANSLATE_NOOP("PlanWording", "FFN size not given: assumed %1."))
            .arg(w.a(a, 0));
    if (c == "training_flops")
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording", "Training FLOPs: %1 × %2 B active parameters × "
                                                "%3 B tokens; MFU %4 %."))
            .arg(w.a(a, 0), w.a(a, 1), w.a(a, 2), w.a(a, 3));
    return QString();
}

// What the memory estimate assumed for training (memory.cpp, weights to activations).
QString trainingAssumption(const Words &w, const Assumption &x)
{
    const std::string &c = x.code;
    const MessageArgs &a = x.args;
    if (c == "qlora_default_quantization")
        return w.t(QT_TRANSLATE_NOOP("PlanWording", "QLoRA without a quantization given: 4-bit "
                                                    "NF4 with double quantization (the QLoRA "
                                                    "paper's recipe)."));
    if (c == "lora_quantized_is_qlora")
        return w.t(QT_TRANSLATE_NOOP("PlanWording", "LoRA on a quantized model is QLoRA."));
    if (c == "quantized_weights") { // the experts alone quantized (MXFP4): a[3] > 0
        if (present(a, 3) && number(a, 3) > 0)
            return w
                .t(QT_TRANSLATE_NOOP("PlanWording",
                                     "Weights: %1 at %2 bytes per parameter for the routed "
                                     "experts; the other linear layers in %4, embeddings and "
                                     "output head in %3."))
                .arg(w.label(a, 0), w.a(a, 1), precisionOfBytes(w, a, 2),
                     precisionOfBytes(w, a, 3));
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording", "Weights: %1 at %2 bytes per parameter for the "
                                                "linear layers; embeddings and output head in "
                                                "%3."))
            .arg(w.label(a, 0), w.a(a, 1), precisionOfBytes(w, a, 2));
    }
    if (c == "optimizer_in_backward")
        return w.t(QT_TRANSLATE_NOOP("PlanWording", "Optimizer step fused into backward: each "
                                                    "gradient is freed after its step; no full "
                                                    "gradient buffer."));
    if (c == "full_training_mixed")
        return w.t(QT_TRANSLATE_NOOP("PlanWording",
                                     "Full training: 16-bit weights and gradients, fp32 master "
                                     "weights and optimizer states (ZeRO paper's 2 + 2 + 12 "
                                     "bytes for Adam)."));
    if (c == "full_training")
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "Full training: %1-byte weights, gradients and optimizer "
                                 "states."))
            .arg(w.a(a, 0));
    if (c == "lora_adapters") {
        const QString targets =
            number(a, 2) != 0
                ? w.t(QT_TRANSLATE_NOOP("PlanWording", "all linear layers"))
                : w.t(QT_TRANSLATE_NOOP("PlanWording", "attention projections (q, k, v, o)"));
        const QString precision =
            number(a, 3) == 2 ? w.t(QT_TRANSLATE_NOOP("PlanWording", "bf16 (QLoRA paper recipe)"))
                              : QStringLiteral("fp32");
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "LoRA rank %1 on the %2: %3 M trainable parameters in %4."))
            .arg(w.a(a, 0), targets, w.a(a, 1), precision);
    }
    if (c == "lora_sharded_base")
        return w.t(QT_TRANSLATE_NOOP("PlanWording", "FSDP/ZeRO-3 with LoRA: the frozen base "
                                                    "weights are sharded too (QLoRA with "
                                                    "bnb_4bit_quant_storage)."));
    if (c == "paged_optimizer")
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "Paged optimizer: %1 GiB of states in CUDA unified memory, "
                                 "outside PyTorch's allocator; they use free GPU memory and page "
                                 "to host RAM when it runs short."))
            .arg(w.a(a, 0));
    if (c == "offload_optimizer")
        return w.t(QT_TRANSLATE_NOOP("PlanWording",
                                     "CPU offload: optimizer states and the optimizer step in "
                                     "host RAM."));
    if (c == "offload_params")
        return w.t(QT_TRANSLATE_NOOP("PlanWording",
                                     "CPU offload: sharded parameters and gradients in host RAM; "
                                     "each layer is copied in when it computes."));
    if (c == "fsdp_root_unit")
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "FSDP root unit (embeddings, final norm, output head): its "
                                 "unsharded %1 GiB stays from the start of forward to the end "
                                 "of backward; FSDP does not reshard the root after forward."))
            .arg(w.a(a, 0));
    if (c == "selective_checkpointing")
        return w.t(QT_TRANSLATE_NOOP("PlanWording",
                                     "Selective checkpointing: each layer keeps its input, the "
                                     "attention output and every other matmul's output; one "
                                     "layer is recomputed at a time."));
    if (c == "gradient_checkpointing")
        return w.t(QT_TRANSLATE_NOOP("PlanWording",
                                     "Gradient checkpointing: each layer keeps its input; one "
                                     "layer is recomputed at a time."));
    if (c == "activation_offload")
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "Activation offloading: saved activations go to host RAM (%1 "
                                 "GiB); the GPU keeps the layer computing and the one "
                                 "prefetched."))
            .arg(w.a(a, 0));
    if (c == "eager_attention")
        return w.t(
            QT_TRANSLATE_NOOP("PlanWording", "Eager attention keeps the s × s softmax per head."));
    if (c == "chunked_cross_entropy")
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording", "Chunked cross-entropy: logits kept in %1, the "
                                                "fp32 loss and its gradient one chunk (1/%2) at a "
                                                "time."))
            .arg(precisionOfBytes(w, a, 0), w.a(a, 1));
    return QString();
}

// Serving, the step's peak, the runtime overhead and parallelism (memory.cpp).
QString runtimeAssumption(const Words &w, const Assumption &x)
{
    const std::string &c = x.code;
    const MessageArgs &a = x.args;
    if (c == "vllm_kv_cache")
        return w
            .n(QT_TRANSLATE_N_NOOP("PlanWording",
                                   "vLLM: KV cache in paged blocks sized for %n sequence(s) of %1 "
                                   "tokens; profiling activations for %2 batched tokens."),
               static_cast<long long>(number(a, 0)))
            .arg(w.a(a, 1), w.a(a, 2));
    if (c == "cache_beside_kv") { // MiB of fixed-size state, of indexer keys
        if (number(a, 1) <= 0)
            return w
                .t(QT_TRANSLATE_NOOP("PlanWording",
                                     "Beside the KV cache: %1 MiB of fixed-size state per "
                                     "sequence (linear attention, or compressors' unfinished "
                                     "blocks), whatever its length."))
                .arg(w.a(a, 0));
        if (number(a, 0) <= 0)
            return w
                .t(QT_TRANSLATE_NOOP("PlanWording", "Beside the KV cache: %1 MiB of the "
                                                    "sparse-attention indexer's keys per "
                                                    "sequence."))
                .arg(w.a(a, 1));
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "Beside the KV cache, per sequence: %1 MiB of fixed-size state "
                                 "(linear attention, or compressors' unfinished blocks) and %2 "
                                 "MiB of the sparse-attention indexer's keys."))
            .arg(w.a(a, 0), w.a(a, 1));
    }
    if (c == "transformers_kv_cache")
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "Transformers generate: KV cache for %1 × %2 tokens in %3; "
                                 "logits of the last position only (transformers >= 4.45)."))
            .arg(w.a(a, 0), w.a(a, 1), w.a(a, 2));
    if (c == "gradient_accumulation")
        return w.t(QT_TRANSLATE_NOOP("PlanWording", "Gradient accumulation: gradients stay "
                                                    "allocated through the forward passes."));
    if (c == "optimizer_step_peak")
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "Peak at the optimizer step: gradients and the step's "
                                 "parameter-sized buffer (%1 GiB) outweigh the activations (%2 "
                                 "GiB)."))
            .arg(w.a(a, 0), w.a(a, 1));
    if (c == "vllm_reservation")
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording", "vLLM takes gpu_memory_utilization × card = %1 "
                                                "GiB and fills what is left with KV cache."))
            .arg(w.a(a, 0));
    if (c == "runtime_overhead") {
        // CUDA context, given or not, NCCL (0: none), fragmentation.
        const bool given = number(a, 1) != 0;
        if (number(a, 2) > 0)
            return w
                .t(given ? QT_TRANSLATE_NOOP("PlanWording",
                                             "Runtime overhead: CUDA context %1 GiB (given), NCCL "
                                             "%2 GiB, allocator fragmentation %3 GiB.")
                         : QT_TRANSLATE_NOOP("PlanWording",
                                             "Runtime overhead: CUDA context %1 GiB (CUDA >= 11.7 "
                                             "lazy loading), NCCL %2 GiB, allocator "
                                             "fragmentation %3 GiB."))
                .arg(w.a(a, 0), w.a(a, 2), w.a(a, 3));
        return w
            .t(given ? QT_TRANSLATE_NOOP("PlanWording", "Runtime overhead: CUDA context %1 GiB "
                                                        "(given), allocator fragmentation %2 "
                                                        "GiB.")
                     : QT_TRANSLATE_NOOP("PlanWording", "Runtime overhead: CUDA context %1 GiB "
                                                        "(CUDA >= 11.7 lazy loading), allocator "
                                                        "fragmentation %2 GiB."))
            .arg(w.a(a, 0), w.a(a, 3));
    }
    if (c == "allocator_cache_growth")
        return w
            .t(QT_TRANSLATE_NOOP("PlanWording",
                                 "On a card with room to spare the caching allocator may also "
                                 "hold %1 GiB of freed blocks (sequences of varying length, "
                                 "growing KV cache); it releases them before running out of "
                                 "memory, so they are not planned for."))
            .arg(w.a(a, 0));
    if (c == "sharding")
        return w
            .n(QT_TRANSLATE_N_NOOP("PlanWording", "%1 over %n data-parallel GPU(s)."),
               static_cast<long long>(number(a, 1)))
            .arg(w.label(a, 0));
    if (c == "dp_attention") // data-parallel ranks, GiB of experts per GPU
        return w
            .n(QT_TRANSLATE_N_NOOP("PlanWording",
                                   "Data-parallel attention over %n GPU(s) (vLLM "
                                   "--data-parallel-size with --enable-expert-parallel): each GPU "
                                   "keeps its own sequences and the attention and shared weights "
                                   "whole, and %1 GiB of the routed experts."),
               static_cast<long long>(number(a, 0)))
            .arg(w.a(a, 1));
    if (c == "model_parallel")
        return w
            .n(QT_TRANSLATE_N_NOOP("PlanWording", "Tensor parallel %1, pipeline parallel %2: "
                                                  "weights split %n way(s)."),
               static_cast<long long>(number(a, 2)))
            .arg(w.a(a, 0), w.a(a, 1));
    return QString();
}

const char *const kWarningCodes[] = {"params_inconsistent",    "params_missing",
                                     "params_implausible",     "batch_implausible",
                                     "seq_exceeds_context",    "quantized_full_ft",
                                     "quantized_pretrain",     "parallel_mismatch",
                                     "vllm_tp_refused",        "seq_missing",
                                     "lora_rank_large",        "optimizer_in_bwd_accumulation",
                                     "offload_needs_sharding", "activations_not_modelled"};

const char *const kAssumptionCodes[] = {"shape_assumed",
                                        "heads_assumed",
                                        "kv_heads_assumed",
                                        "vocab_assumed",
                                        "ffn_solved",
                                        "ffn_assumed",
                                        "training_flops",
                                        "qlora_default_quantization",
                                        "lora_quantized_is_qlora",
                                        "quantized_weights",
                                        "optimizer_in_backward",
                                        "full_training_mixed",
                                        "full_training",
                                        "lora_adapters",
                                        "lora_sharded_base",
                                        "paged_optimizer",
                                        "offload_optimizer",
                                        "offload_params",
                                        "fsdp_root_unit",
                                        "gradient_checkpointing",
                                        "selective_checkpointing",
                                        "activation_offload",
                                        "eager_attention",
                                        "chunked_cross_entropy",
                                        "vllm_kv_cache",
                                        "cache_beside_kv",
                                        "transformers_kv_cache",
                                        "gradient_accumulation",
                                        "optimizer_step_peak",
                                        "vllm_reservation",
                                        "runtime_overhead",
                                        "allocator_cache_growth",
                                        "sharding",
                                        "dp_attention",
                                        "model_parallel"};

} // namespace

QString detail::kvReplicatedText(const Words &w, const MessageArgs &a)
{
    return w
        .t(QT_TRANSLATE_NOOP("PlanWording",
                             "Tensor parallel %2 on a model with %1 KV head(s) per layer: each "
                             "GPU keeps a copy of the KV cache the heads cannot split, so the "
                             "replica holds about %3× fewer sequences than its memory could. "
                             "vLLM serves such models (DeepSeek, Kimi) with data-parallel "
                             "attention and expert parallelism (--data-parallel-size %2 "
                             "--enable-expert-parallel), which this plan does not lay out."))
        .arg(w.a(a, 0), w.a(a, 1), w.a(a, 2));
}

QString detail::kvReplicatedExplanation(const Words &w)
{
    return w.t(QT_TRANSLATE_NOOP("PlanWording",
                                 "On 8 × B200, DeepSeek-V4-Flash held 7.7× the KV cache with "
                                 "data-parallel attention as with tensor parallel 8 "
                                 "(vllm-project/vllm#51454)."));
}

QString warningText(const EstimateWarning &warning, Language language)
{
    const QString s = warningWords(Words(language), warning);
    return s.isEmpty() ? QString::fromStdString(warning.code) : s;
}

QString assumptionText(const Assumption &assumption, Language language)
{
    const Words w(language);
    QString s = modelAssumption(w, assumption);
    if (s.isEmpty())
        s = trainingAssumption(w, assumption);
    if (s.isEmpty())
        s = runtimeAssumption(w, assumption);
    return s.isEmpty() ? QString::fromStdString(assumption.code) : s;
}

QStringList assumptionTexts(const std::vector<Assumption> &assumptions, Language language)
{
    QStringList out;
    out.reserve(static_cast<qsizetype>(assumptions.size()));
    for (const Assumption &a : assumptions)
        out << assumptionText(a, language);
    return out;
}

QStringList warningCodes()
{
    QStringList out;
    for (const char *c : kWarningCodes)
        out << QString::fromLatin1(c);
    return out;
}

QStringList assumptionCodes()
{
    QStringList out;
    for (const char *c : kAssumptionCodes)
        out << QString::fromLatin1(c);
    return out;
}

} // namespace gpuplanner::planwording
