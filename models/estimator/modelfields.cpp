#include "estimator/modelfields.h"

#include "estimator/limitrows.h"

#include <array>
#include <string>

namespace gpuplanner {

namespace {

using limits::Limit;
using namespace limits::rows;
constexpr std::string_view kWhere = "scenario file, CLI flag, window form, model config";
using G = ModelFieldGroup;

// clang-format off
constexpr std::array kFields{
    // Size and shape
    ModelField{"params_b", Limit{"inputs.model.params_b", "--params-b", R, 0, Open, 1e6, Closed, "billion parameters", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Parameters (billions)"),
               QT_TRANSLATE_NOOP("cli", "Parameters in billions, for a model without a preset."),
               G::Shape, nullptr, &ModelSpec::paramsB},
    ModelField{"active_params_b", Limit{"inputs.model.active_params_b", "--active-params-b", R, 0, Closed, 1e6, Closed, "billion parameters (0: all)", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Active parameters per token (billions)"),
               QT_TRANSLATE_NOOP("cli", "Parameters a token passes through (MoE), in billions; 0: all."),
               G::Shape, nullptr, &ModelSpec::activeParamsB},
    ModelField{"layers", Limit{"inputs.model.layers", "--layers", W, 0, Closed, 100'000, Closed, "layers (0: unknown)", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Layers"), QT_TRANSLATE_NOOP("cli", "Transformer layers."),
               G::Shape, &ModelSpec::layers},
    ModelField{"hidden", Limit{"inputs.model.hidden", "--hidden", W, 0, Closed, 1'000'000, Closed, "hidden size (0: unknown)", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Hidden size"), QT_TRANSLATE_NOOP("cli", "Hidden size."),
               G::Shape, &ModelSpec::hidden},
    ModelField{"ffn", Limit{"inputs.model.ffn", "--ffn", W, 0, Closed, 10'000'000, Closed, "FFN size (0: unknown)", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "FFN size (MoE: per expert)"),
               QT_TRANSLATE_NOOP("cli", "Feed-forward (intermediate) size; for a MoE model, one expert's."),
               G::Shape, &ModelSpec::ffn},
    ModelField{"heads", Limit{"inputs.model.heads", "--heads", W, 0, Closed, 100'000, Closed, "attention heads (0: unknown)", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Attention heads"), QT_TRANSLATE_NOOP("cli", "Attention heads."),
               G::Shape, &ModelSpec::heads},
    ModelField{"kv_heads", Limit{"inputs.model.kv_heads", "--kv-heads", W, 0, Closed, 100'000, Closed, "KV heads (0: unknown)", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "KV heads"),
               QT_TRANSLATE_NOOP("cli", "Key/value heads (fewer than --heads with grouped-query attention)."),
               G::Shape, &ModelSpec::kvHeads},
    ModelField{"head_dim", Limit{"inputs.model.head_dim", "--head-dim", W, 0, Closed, 100'000, Closed, "elements (0: hidden / heads)", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Head size"),
               QT_TRANSLATE_NOOP("cli", "Size of one attention head (0: hidden size / heads)."),
               G::Shape, &ModelSpec::headDim},
    ModelField{"vocab", Limit{"inputs.model.vocab", "--vocab", W, 0, Closed, 100'000'000, Closed, "tokens (0: unknown)", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Vocabulary"), QT_TRANSLATE_NOOP("cli", "Vocabulary size."),
               G::Shape, &ModelSpec::vocab},
    ModelField{"max_context", Limit{"inputs.model.max_context", "--max-context", W, 0, Closed, 100'000'000, Closed, "tokens (0: unknown)", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Context length"),
               QT_TRANSLATE_NOOP("cli", "The model's context length (max_position_embeddings)."),
               G::Shape, &ModelSpec::maxContext},
    // Mixture of experts
    ModelField{"moe_experts", Limit{"inputs.model.moe_experts", "--moe-experts", W, 0, Closed, 100'000, Closed, "experts per MoE layer (0: dense)", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Routed experts"),
               QT_TRANSLATE_NOOP("cli", "Routed experts per MoE layer (0: a dense model)."),
               G::Moe, &ModelSpec::moeExperts},
    ModelField{"moe_experts_per_token", Limit{"inputs.model.moe_experts_per_token", "--experts-per-token", W, 0, Closed, 100'000, Closed, "experts", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Experts per token"),
               QT_TRANSLATE_NOOP("cli", "Routed experts each token uses (top-k)."),
               G::Moe, &ModelSpec::moeExpertsPerToken},
    ModelField{"moe_shared_experts", Limit{"inputs.model.moe_shared_experts", "--shared-experts", W, 0, Closed, 1'000, Closed, "experts", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Shared experts"),
               QT_TRANSLATE_NOOP("cli", "Shared experts every token uses."),
               G::Moe, &ModelSpec::moeSharedExperts},
    ModelField{"shared_expert_ffn", Limit{"inputs.model.shared_expert_ffn", "--shared-expert-ffn", W, 0, Closed, 10'000'000, Closed, "FFN size (0: FFN size × shared experts)", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Shared experts' FFN size"),
               QT_TRANSLATE_NOOP("cli", "FFN size of the shared experts together (0: --ffn × --shared-experts)."),
               G::Moe, &ModelSpec::sharedExpertFfn},
    ModelField{"moe_dense_layers", Limit{"inputs.model.moe_dense_layers", "--dense-layers", W, 0, Closed, 100'000, Closed, "layers", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Dense layers"),
               QT_TRANSLATE_NOOP("cli", "Layers of a MoE model with a dense FFN instead of experts."),
               G::Moe, &ModelSpec::moeDenseLayers},
    ModelField{"dense_ffn", Limit{"inputs.model.dense_ffn", "--dense-ffn", W, 0, Closed, 10'000'000, Closed, "FFN size (0: the FFN size)", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Dense layers' FFN size"),
               QT_TRANSLATE_NOOP("cli", "FFN size of those dense layers (0: --ffn)."),
               G::Moe, &ModelSpec::denseFfn},
    ModelField{"moe_latent_size", Limit{"inputs.model.moe_latent_size", "--moe-latent-size", W, 0, Closed, 1'000'000, Closed, "elements (0: the hidden size)", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Experts' latent width"),
               QT_TRANSLATE_NOOP("cli", "LatentMoE (Nemotron 3 Super and Ultra moe_latent_size): the routed experts work in this width, each MoE layer projecting to it and back (0: the hidden size)."),
               G::Moe, &ModelSpec::moeLatent},
    // Attention variants
    ModelField{"kv_lora_rank", Limit{"inputs.model.kv_lora_rank", "--kv-lora-rank", W, 0, Closed, 1'000'000, Closed, "elements (0: no latent attention)", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Latent KV rank (MLA)"),
               QT_TRANSLATE_NOOP("cli", "Multi-head latent attention: the KV latent's rank (DeepSeek kv_lora_rank; 0: none)."),
               G::Attention, &ModelSpec::kvLoraRank},
    ModelField{"q_lora_rank", Limit{"inputs.model.q_lora_rank", "--q-lora-rank", W, 0, Closed, 1'000'000, Closed, "elements (0: none)", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Query latent rank (MLA)"),
               QT_TRANSLATE_NOOP("cli", "The query's low-rank size (MLA, DeepSeek-V4 q_lora_rank; 0: none)."),
               G::Attention, &ModelSpec::qLoraRank},
    ModelField{"qk_nope_head_dim", Limit{"inputs.model.qk_nope_head_dim", "--qk-nope-head-dim", W, 0, Closed, 100'000, Closed, "elements", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Query/key size without RoPE (MLA)"),
               QT_TRANSLATE_NOOP("cli", "MLA: per-head query/key size without rotary embedding."),
               G::Attention, &ModelSpec::qkNopeHeadDim},
    ModelField{"qk_rope_head_dim", Limit{"inputs.model.qk_rope_head_dim", "--qk-rope-head-dim", W, 0, Closed, 100'000, Closed, "elements", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Query/key RoPE size (MLA)"),
               QT_TRANSLATE_NOOP("cli", "MLA: per-head rotary part, also cached per token."),
               G::Attention, &ModelSpec::qkRopeHeadDim},
    ModelField{"v_head_dim", Limit{"inputs.model.v_head_dim", "--v-head-dim", W, 0, Closed, 100'000, Closed, "elements", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Value head size"),
               QT_TRANSLATE_NOOP("cli", "Per-head value size where it differs from the key's: MLA's v_head_dim, or a model whose values are narrower than its keys (MiMo-V2-Flash; 0: the head size)."),
               G::Attention, &ModelSpec::vHeadDim},
    ModelField{"sliding_window", Limit{"inputs.model.sliding_window", "--sliding-window", W, 0, Closed, 100'000'000, Closed, "tokens (0: none)", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Sliding window"),
               QT_TRANSLATE_NOOP("cli", "Tokens a sliding-window layer attends to (0: none)."),
               G::Attention, &ModelSpec::slidingWindow},
    ModelField{"sliding_kv_heads", Limit{"inputs.model.sliding_kv_heads", "--sliding-kv-heads", W, 0, Closed, 100'000, Closed, "KV heads (0: as the other layers)", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "KV heads of the sliding-window layers"),
               QT_TRANSLATE_NOOP("cli", "Key/value heads of the sliding-window layers where they differ from --kv-heads (MiMo-V2-Flash swa_num_key_value_heads; 0: the same)."),
               G::Attention, &ModelSpec::slidingKvHeads},
    ModelField{"sliding_head_dim", Limit{"inputs.model.sliding_head_dim", "--sliding-head-dim", W, 0, Closed, 100'000, Closed, "elements (0: as the other layers)", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Head size of the sliding-window layers"),
               QT_TRANSLATE_NOOP("cli", "Per-head size of the sliding-window layers where it differs from --head-dim (Gemma 4: head_dim 256 against global_head_dim 512; 0: the same)."),
               G::Attention, &ModelSpec::slidingHeadDim},
    ModelField{"attention_unquantized", Limit{"inputs.model.attention_unquantized", "--attention-unquantized", W, 0, Closed, 1, Closed, "1: 16-bit, 0: quantized", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Attention kept in 16 bits"),
               QT_TRANSLATE_NOOP("cli", "1: a quantized checkpoint keeps its attention layers in 16 bits (NVIDIA's NVFP4 Gemma 4 and Qwen3.5 list them in quantization_config's ignore list)."),
               G::Attention, &ModelSpec::attentionUnquantized},
    ModelField{"sliding_layers", Limit{"inputs.model.sliding_layers", "--sliding-layers", W, 0, Closed, 100'000, Closed, "layers", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Sliding-window layers"),
               QT_TRANSLATE_NOOP("cli", "How many layers use the sliding window (the rest attend to everything)."),
               G::Attention, &ModelSpec::slidingLayers},
    ModelField{"chunked_local", Limit{"inputs.model.chunked_local", "--chunked-local", W, 0, Closed, 1, Closed, "1: chunks, 0: a sliding window", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Local layers attend in chunks"),
               QT_TRANSLATE_NOOP("cli", "1: the sliding-window layers attend within fixed chunks of the window's size instead (Llama 4's attention_chunk_size)."),
               G::Attention, &ModelSpec::chunkedLocal},
    ModelField{"attn_output_gate", Limit{"inputs.model.attn_output_gate", "--attn-output-gate", W, 0, Closed, 1, Closed, "1: gated, 0: not", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Gated attention output"),
               QT_TRANSLATE_NOOP("cli", "1: the attention's output is gated: the query projection also yields the gate (Qwen3-Next, Qwen3.5 attn_output_gate) or, with MLA, a projection of the hidden state does (Kimi mla_use_output_gate)."),
               G::Attention, &ModelSpec::attnOutputGate},
    // DeepSeek sparse attention
    ModelField{"sparse_top_k", Limit{"inputs.model.sparse_top_k", "--sparse-top-k", W, 0, Closed, 100'000'000, Closed, "tokens (0: dense attention)", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Sparse attention: keys per query"),
               QT_TRANSLATE_NOOP("cli", "DeepSeek sparse attention (DeepSeek-V3.2, GLM-5 index_topk): each query attends to this many keys an indexer picks (0: dense attention)."),
               G::Attention, &ModelSpec::sparseTopK},
    ModelField{"index_heads", Limit{"inputs.model.index_heads", "--index-heads", W, 0, Closed, 100'000, Closed, "heads", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Sparse attention: indexer heads"),
               QT_TRANSLATE_NOOP("cli", "Sparse attention: the indexer's heads (index_n_heads)."),
               G::Attention, &ModelSpec::indexHeads},
    ModelField{"index_head_dim", Limit{"inputs.model.index_head_dim", "--index-head-dim", W, 0, Closed, 100'000, Closed, "elements", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Sparse attention: indexer head size"),
               QT_TRANSLATE_NOOP("cli", "Sparse attention: the indexer's head size, also its cached key per token and layer (index_head_dim)."),
               G::Attention, &ModelSpec::indexHeadDim},
    // DeepSeek-V4's compressed attention
    ModelField{"csa_layers", Limit{"inputs.model.csa_layers", "--csa-layers", W, 0, Closed, 100'000, Closed, "layers (0: none)", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Compressed sparse attention layers"),
               QT_TRANSLATE_NOOP("cli", "DeepSeek-V4 compressed sparse attention (compress_ratios of 4): layers that also keep one KV entry per --csa-ratio tokens, of which the indexer picks --sparse-top-k per query (0: none)."),
               G::Attention, &ModelSpec::csaLayers},
    ModelField{"csa_ratio", Limit{"inputs.model.csa_ratio", "--csa-ratio", W, 0, Closed, 1'000'000, Closed, "tokens per entry", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Compressed sparse: tokens per entry"),
               QT_TRANSLATE_NOOP("cli", "Tokens compressed into one KV entry in the compressed sparse attention layers (DeepSeek-V4: 4)."),
               G::Attention, &ModelSpec::csaRatio},
    ModelField{"hca_layers", Limit{"inputs.model.hca_layers", "--hca-layers", W, 0, Closed, 100'000, Closed, "layers (0: none)", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Heavily compressed attention layers"),
               QT_TRANSLATE_NOOP("cli", "DeepSeek-V4 heavily compressed attention (compress_ratios of 128): layers that also keep one KV entry per --hca-ratio tokens and attend to all of them (0: none)."),
               G::Attention, &ModelSpec::hcaLayers},
    ModelField{"hca_ratio", Limit{"inputs.model.hca_ratio", "--hca-ratio", W, 0, Closed, 1'000'000, Closed, "tokens per entry", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Heavily compressed: tokens per entry"),
               QT_TRANSLATE_NOOP("cli", "Tokens compressed into one KV entry in the heavily compressed attention layers (DeepSeek-V4: 128)."),
               G::Attention, &ModelSpec::hcaRatio},
    ModelField{"kv_shared", Limit{"inputs.model.kv_shared", "--kv-shared", W, 0, Closed, 1, Closed, "1: shared, 0: separate", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Keys double as values"),
               QT_TRANSLATE_NOOP("cli", "1: one cached vector per KV head and token is both key and value (DeepSeek-V4), so the KV cache holds half as much."),
               G::Attention, &ModelSpec::kvShared},
    ModelField{"o_lora_rank", Limit{"inputs.model.o_lora_rank", "--o-lora-rank", W, 0, Closed, 1'000'000, Closed, "elements (0: none)", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Output projection rank"),
               QT_TRANSLATE_NOOP("cli", "A low-rank attention output: each group of heads projects to this rank, then all groups to the hidden size (DeepSeek-V4 o_lora_rank; 0: a full projection)."),
               G::Attention, &ModelSpec::oLoraRank},
    ModelField{"o_groups", Limit{"inputs.model.o_groups", "--o-groups", W, 0, Closed, 100'000, Closed, "groups (0: one)", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Output projection groups"),
               QT_TRANSLATE_NOOP("cli", "Groups of heads of the low-rank attention output (DeepSeek-V4 o_groups; 0: one)."),
               G::Attention, &ModelSpec::oGroups},
    // Linear attention (Gated DeltaNet)
    ModelField{"linear_layers", Limit{"inputs.model.linear_layers", "--linear-layers", W, 0, Closed, 100'000, Closed, "layers (0: none)", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Linear-attention layers"),
               QT_TRANSLATE_NOOP("cli", "Layers with linear attention (Gated DeltaNet, Qwen3-Next and Qwen3.5 layer_types; Mamba2 mixers, Nemotron-H): no KV cache, a fixed state per sequence (0: none)."),
               G::Attention, &ModelSpec::linearLayers},
    ModelField{"linear_key_heads", Limit{"inputs.model.linear_key_heads", "--linear-key-heads", W, 0, Closed, 100'000, Closed, "heads", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Linear attention: key heads"),
               QT_TRANSLATE_NOOP("cli", "Linear-attention layers: query/key heads (linear_num_key_heads; Mamba2: n_groups)."),
               G::Attention, &ModelSpec::linearKeyHeads},
    ModelField{"linear_value_heads", Limit{"inputs.model.linear_value_heads", "--linear-value-heads", W, 0, Closed, 100'000, Closed, "heads", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Linear attention: value heads"),
               QT_TRANSLATE_NOOP("cli", "Linear-attention layers: value heads, one state matrix each (linear_num_value_heads; Mamba2: mamba_num_heads)."),
               G::Attention, &ModelSpec::linearValueHeads},
    ModelField{"linear_key_head_dim", Limit{"inputs.model.linear_key_head_dim", "--linear-key-head-dim", W, 0, Closed, 100'000, Closed, "elements", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Linear attention: key head size"),
               QT_TRANSLATE_NOOP("cli", "Linear-attention layers: size of a query/key head (linear_key_head_dim; Mamba2: ssm_state_size)."),
               G::Attention, &ModelSpec::linearKeyHeadDim},
    ModelField{"linear_value_head_dim", Limit{"inputs.model.linear_value_head_dim", "--linear-value-head-dim", W, 0, Closed, 100'000, Closed, "elements", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Linear attention: value head size"),
               QT_TRANSLATE_NOOP("cli", "Linear-attention layers: size of a value head (linear_value_head_dim; Mamba2: mamba_head_dim)."),
               G::Attention, &ModelSpec::linearValueHeadDim},
    ModelField{"linear_conv_kernel", Limit{"inputs.model.linear_conv_kernel", "--linear-conv-kernel", W, 0, Closed, 1'000, Closed, "inputs", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Linear attention: convolution width"),
               QT_TRANSLATE_NOOP("cli", "Linear-attention layers: width of the short convolution (linear_conv_kernel_dim; Mamba2: conv_kernel); it keeps the last width − 1 inputs per sequence."),
               G::Attention, &ModelSpec::linearConvKernel},
    ModelField{"linear_state_bytes", Limit{"inputs.model.linear_state_bytes", "--linear-state-bytes", W, 0, Closed, 4, Closed, "bytes (0: 2)", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Linear attention: state precision (bytes)"),
               QT_TRANSLATE_NOOP("cli", "Bytes per element of the linear layers' recurrent state: 4 for float32 (Qwen3.5 mamba_ssm_dtype, Nemotron-H mamba_ssm_cache_dtype, which vLLM follows), 2 for 16 bits (0: 2)."),
               G::Attention, &ModelSpec::linearStateBytes},
    ModelField{"ffn_free_layers", Limit{"inputs.model.ffn_free_layers", "--ffn-free-layers", W, 0, Closed, 100'000, Closed, "layers", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Layers without an FFN"),
               QT_TRANSLATE_NOOP("cli", "Layers with attention or a linear mixer but no feed-forward block (Nemotron-H: mixer blocks beyond its FFN blocks; 0: none)."),
               G::Attention, &ModelSpec::ffnFreeLayers},
    // Other
    ModelField{"vision_params_b", Limit{"inputs.model.vision_params_b", "--vision-params-b", R, 0, Closed, 1e5, Closed, "billion parameters", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "Vision tower (billions)"),
               QT_TRANSLATE_NOOP("cli", "Parameters of a vision encoder included in --params-b, in billions."),
               G::Other, nullptr, &ModelSpec::visionParamsB},
    ModelField{"fp8_block", Limit{"inputs.model.fp8_block", "--fp8-block", W, 0, Closed, 65'536, Closed, "elements", kWhere},
               QT_TRANSLATE_NOOP("ModelField", "FP8 weight block"),
               QT_TRANSLATE_NOOP("cli", "An FP8 checkpoint's weight block (quantization_config.weight_block_size, e.g. 128); 0: per-tensor scales or not FP8."),
               G::Other, &ModelSpec::fp8BlockN},
};
// clang-format on

} // namespace

std::span<const ModelField> modelFields()
{
    return kFields;
}

const ModelField *modelFieldByKey(std::string_view key)
{
    for (const ModelField &f : kFields) {
        if (f.key == key)
            return &f;
    }
    return nullptr;
}

const ModelField *modelFieldByFlag(std::string_view flag)
{
    for (const ModelField &f : kFields) {
        if (!flag.empty() && f.limit.flag == flag)
            return &f;
    }
    return nullptr;
}

std::vector<std::string> modelConsistencyProblems(const ModelSpec &m)
{
    std::vector<std::string> out;
    auto more = [&](std::string_view a, int va, std::string_view b, int vb) {
        out.push_back(std::string(a) + ": " + std::to_string(va) + " is more than " +
                      std::string(b) + " (" + std::to_string(vb) + ")");
    };
    if (m.moeExperts > 0 && m.moeExpertsPerToken > m.moeExperts)
        more("moe_experts_per_token", m.moeExpertsPerToken, "moe_experts", m.moeExperts);
    if (m.moeExperts == 0 && (m.moeExpertsPerToken > 0 || m.moeDenseLayers > 0))
        out.push_back(m.moeExpertsPerToken > 0 ? "moe_experts_per_token: set without moe_experts"
                                               : "moe_dense_layers: set without moe_experts");
    if (m.layers > 0 && m.moeDenseLayers > m.layers)
        more("moe_dense_layers", m.moeDenseLayers, "layers", m.layers);
    if (m.layers > 0 && m.ffnFreeLayers + m.moeDenseLayers > m.layers)
        more("ffn_free_layers", m.ffnFreeLayers, "layers less moe_dense_layers",
             m.layers - m.moeDenseLayers);
    if (m.moeLatent > 0 && m.moeExperts == 0)
        out.push_back("moe_latent_size: set without moe_experts");
    if (m.linearStateBytes != 0 && m.linearStateBytes != 2 && m.linearStateBytes != 4)
        out.push_back("linear_state_bytes: must be 2 (16 bits) or 4 (float32), or 0 for 2");
    if (m.layers > 0 && m.slidingLayers > m.layers)
        more("sliding_layers", m.slidingLayers, "layers", m.layers);
    if (m.slidingKvHeads > 0 && m.slidingLayers <= 0)
        out.push_back("sliding_kv_heads: set without sliding_layers");
    if (m.slidingHeadDim > 0 && m.slidingLayers <= 0)
        out.push_back("sliding_head_dim: set without sliding_layers");
    if (m.slidingLayers > 0 && m.slidingWindow <= 0)
        out.push_back("sliding_layers: set without sliding_window");
    if (m.chunkedLocal > 0 && (m.slidingWindow <= 0 || m.slidingLayers <= 0))
        out.push_back("chunked_local: set without sliding_window and sliding_layers");
    if (m.layers > 0 && m.linearLayers + m.slidingLayers > m.layers)
        more("linear_layers", m.linearLayers, "layers less sliding_layers",
             m.layers - m.slidingLayers);
    if (m.linearLayers > 0 && (m.linearKeyHeads <= 0 || m.linearValueHeads <= 0 ||
                               m.linearKeyHeadDim <= 0 || m.linearValueHeadDim <= 0))
        out.push_back("linear_layers: linear attention needs linear_key_heads, "
                      "linear_value_heads, linear_key_head_dim and linear_value_head_dim");
    if (m.sparseTopK > 0 && (m.indexHeads <= 0 || m.indexHeadDim <= 0))
        out.push_back("sparse_top_k: sparse attention needs index_heads and index_head_dim");
    if (m.csaLayers > 0 && m.csaRatio <= 0)
        out.push_back("csa_layers: compressed sparse attention needs csa_ratio");
    if (m.hcaLayers > 0 && m.hcaRatio <= 0)
        out.push_back("hca_layers: heavily compressed attention needs hca_ratio");
    if (m.layers > 0 && m.csaLayers + m.hcaLayers + m.linearLayers > m.layers)
        more("csa_layers", m.csaLayers, "layers less hca_layers and linear_layers",
             m.layers - m.hcaLayers - m.linearLayers);
    if (m.oGroups > 0 && m.oLoraRank <= 0)
        out.push_back("o_groups: set without o_lora_rank");
    if (m.oGroups > 0 && m.heads > 0 && m.heads % m.oGroups != 0)
        out.push_back("o_groups: " + std::to_string(m.oGroups) + " does not divide heads (" +
                      std::to_string(m.heads) + ")");
    if (m.heads > 0 && m.kvHeads > m.heads)
        more("kv_heads", m.kvHeads, "heads", m.heads);
    if (m.heads > 0 && m.slidingKvHeads > m.heads)
        more("sliding_kv_heads", m.slidingKvHeads, "heads", m.heads);
    if (m.kvLoraRank > 0 && (m.qkRopeHeadDim <= 0 || m.vHeadDim <= 0 || m.qkNopeHeadDim <= 0))
        out.push_back("kv_lora_rank: latent attention needs qk_nope_head_dim, qk_rope_head_dim "
                      "and v_head_dim");
    if (m.activeParamsB > 0 && m.paramsB > 0 && m.activeParamsB > m.paramsB * 1.0001)
        out.push_back("active_params_b: more than params_b");
    return out;
}

} // namespace gpuplanner
