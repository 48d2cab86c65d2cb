#include "modelconfigreader.h"

#include <map>
#include <set>

namespace gpuplanner::configread {

// Layers whose FFN is dense in a MoE model: decoder_sparse_step and mlp_only_layers
// (Qwen MoE), first_k_dense_replace and moe_layer_freq (DeepSeek, GLM-4.5),
// interleave_moe_layer_step (Llama 4).
int denseLayersOf(const Reader &r, int layers)
{
    // MiniMax-M3 lists moe_layer_freq per layer: 1 for a MoE layer, 0 for a dense one.
    if (const auto it = r.raw().find("moe_layer_freq"); it != r.raw().end() && it->is_array()) {
        const long long k = r.whole("first_k_dense_replace", 0);
        int dense = 0;
        for (int i = 0; i < layers; ++i) {
            const bool listed = i < static_cast<int>(it->size()) && (*it)[i].is_number() &&
                                (*it)[i].get<double>() != 0;
            dense += (i < k || !listed) ? 1 : 0;
        }
        return dense;
    }
    if (r.has("first_k_dense_replace")) {
        const long long k = r.whole("first_k_dense_replace");
        const long long freq = std::max(1LL, r.whole("moe_layer_freq", 1));
        int dense = 0;
        for (int i = 0; i < layers; ++i)
            dense += (i < k || i % freq != 0) ? 1 : 0;
        return dense;
    }
    int dense = 0;
    std::set<long long> mlpOnly;
    if (const auto it = r.raw().find("mlp_only_layers"); it != r.raw().end() && it->is_array()) {
        for (const json &v : *it) {
            if (v.is_number_integer())
                mlpOnly.insert(v.get<long long>());
        }
    }
    const long long step = std::max(1LL, r.whole("decoder_sparse_step", 1));
    const long long interleave = std::max(1LL, r.whole("interleave_moe_layer_step", 1));
    for (int i = 0; i < layers; ++i) {
        const bool sparse = !mlpOnly.count(i) && (i + 1) % step == 0 && (i + 1) % interleave == 0;
        dense += sparse ? 0 : 1;
    }
    return dense;
}

// How many layers use the sliding window: layer_types when given (gpt-oss, Gemma 3 in
// newer configs, Qwen3-Next), else the family's pattern.
int slidingLayersOf(const Reader &r, const std::string &type, int layers)
{
    if (const auto it = r.raw().find("layer_types"); it != r.raw().end() && it->is_array()) {
        int n = 0;
        for (const json &v : *it)
            n += (v.is_string() && v.get<std::string>() == "sliding_attention") ? 1 : 0;
        return n;
    }
    // MiMo-V2-Flash: hybrid_layer_pattern, 1 for a sliding-window layer, 0 for a full one.
    if (const auto it = r.raw().find("hybrid_layer_pattern");
        type == "mimo_v2_flash" && it != r.raw().end() && it->is_array()) {
        int n = 0;
        for (const json &v : *it)
            n += (v.is_number() && v.get<double>() != 0) ? 1 : 0;
        return n;
    }
    if (type == "gemma2")
        return layers / 2; // every other layer
    if (type == "gemma3" || type == "gemma3_text") {
        const long long pattern = std::max(1LL, r.whole("sliding_window_pattern", 6));
        return layers - static_cast<int>(layers / pattern); // every pattern-th layer is global
    }
    if (type == "qwen2" || type == "qwen2_moe" || type == "qwen3" || type == "qwen3_moe") {
        if (!r.flag("use_sliding_window", false))
            return 0;
        return std::max(0, layers - static_cast<int>(r.whole("max_window_layers", layers)));
    }
    if (type == "mistral" || type == "mixtral")
        return layers;
    return 0; // phi3 and others: the whole cache is planned (vLLM keeps it)
}

// Linear attention (Gated DeltaNet: Qwen3-Next, Qwen3.5): layer_types names the linear
// layers; without it every full_attention_interval-th layer is softmax attention. The
// softmax layers' gated output: always in Qwen3-Next's attention, a key in Qwen3.5's.
void readLinearAttention(const Reader &r, const std::string &type, ModelSpec &m)
{
    auto field = [&](const char *key) {
        return r.prefix() + key;
    };
    if (r.whole("linear_num_value_heads", 0) > 0) {
        int linear = 0;
        if (const auto it = r.raw().find("layer_types"); it != r.raw().end() && it->is_array()) {
            for (const json &v : *it)
                linear += (v.is_string() && v.get<std::string>() == "linear_attention") ? 1 : 0;
        } else {
            const long long interval = r.whole("full_attention_interval", 4);
            if (interval <= 0)
                throw ConfigError{
                    field("full_attention_interval"),
                    QCoreApplication::translate("ModelConfig", "must be greater than 0")};
            linear = m.layers - static_cast<int>(m.layers / interval);
        }
        m.linearLayers = linear;
        m.linearKeyHeads = asInt(r.required("linear_num_key_heads"), field("linear_num_key_heads"));
        m.linearValueHeads =
            asInt(r.required("linear_num_value_heads"), field("linear_num_value_heads"));
        m.linearKeyHeadDim = asInt(r.required("linear_key_head_dim"), field("linear_key_head_dim"));
        m.linearValueHeadDim =
            asInt(r.required("linear_value_head_dim"), field("linear_value_head_dim"));
        m.linearConvKernel =
            asInt(r.whole("linear_conv_kernel_dim", 4), field("linear_conv_kernel_dim"));
        // Qwen3.5 asks for a float32 recurrent state, which vLLM follows
        // (Qwen3_5ForConditionalGenerationConfig); Qwen3-Next keeps the model's dtype.
        m.linearStateBytes = r.text("mamba_ssm_dtype") == "float32" ? 4 : 0;
    }
    m.attnOutputGate =
        type == "qwen3_next" || r.flag("attn_output_gate", type.rfind("qwen3_5", 0) == 0) ? 1 : 0;
}

// Kimi Linear's KDA (Kimi Delta Attention) layers: linear_attn_config lists them
// (kda_layers) and the MLA layers (full_attn_layers), 1-based. A KDA layer is planned as a
// Gated DeltaNet whose key and value heads are the same num_heads of head_dim: vLLM's
// KimiDeltaAttention convolves q, k and v (short_conv_kernel_size) and keeps the recurrent
// state per head in float32 whatever the model's dtype (MambaStateDtypeCalculator
// .kda_state_dtype). Its per-channel decay and output gate come through low-rank
// projections (f_a/f_b, g_a/g_b; Kimi-K3's use_full_rank_gate makes the output gate a full
// projection, as a Gated DeltaNet's z is). mla_use_output_gate: the MLA layers gate their
// output through another hidden → heads × v_head_dim projection.
void readKimiLinear(const Reader &r, ModelSpec &m)
{
    const json *config = r.object("linear_attn_config");
    const std::string at = r.prefix() + "linear_attn_config.";
    if (!config)
        throw ConfigError{r.prefix() + "linear_attn_config",
                          QCoreApplication::translate("ModelConfig", "is missing")};
    const Reader c(*config, at);
    auto layerList = [&](const char *key) {
        std::set<long long> layers;
        const auto it = config->find(key);
        if (it == config->end() || !it->is_array())
            throw ConfigError{at + key, QCoreApplication::translate(
                                            "ModelConfig", "is missing or not a list of layers")};
        for (std::size_t i = 0; i < it->size(); ++i) {
            const json &v = (*it)[i];
            if (!v.is_number_integer() || v.get<long long>() < 1 || v.get<long long>() > m.layers ||
                !layers.insert(v.get<long long>()).second)
                throw ConfigError{at + key + "[" + std::to_string(i) + "]",
                                  QCoreApplication::translate(
                                      "ModelConfig", "is not a layer from 1 to %1 listed once")
                                      .arg(m.layers)};
        }
        return layers;
    };
    const std::set<long long> kda = layerList("kda_layers");
    const std::set<long long> full = layerList("full_attn_layers");
    for (const long long layer : kda) {
        if (full.count(layer))
            throw ConfigError{at + "full_attn_layers",
                              QCoreApplication::translate(
                                  "ModelConfig", "lists layer %1, which kda_layers lists too")
                                  .arg(layer)};
    }
    if (kda.size() + full.size() != static_cast<std::size_t>(m.layers))
        throw ConfigError{at + "kda_layers",
                          QCoreApplication::translate(
                              "ModelConfig", "and full_attn_layers name %1 layers of the %2 in "
                                             "num_hidden_layers")
                              .arg(kda.size() + full.size())
                              .arg(m.layers)};
    m.linearLayers = static_cast<int>(kda.size());
    if (m.linearLayers > 0) {
        m.linearKeyHeads = asInt(c.required("num_heads"), at + "num_heads");
        m.linearValueHeads = m.linearKeyHeads;
        m.linearKeyHeadDim = asInt(c.required("head_dim"), at + "head_dim");
        m.linearValueHeadDim = m.linearKeyHeadDim;
        m.linearConvKernel =
            asInt(c.whole("short_conv_kernel_size", 4), at + "short_conv_kernel_size");
        m.linearStateBytes = 4;
    }
    m.attnOutputGate = r.flag("mla_use_output_gate", false) ? 1 : 0;
}

// MiMo-V2-Flash's sliding-window layers have their own KV heads (swa_num_key_value_heads,
// 8 against the full layers' 4); both kinds have values narrower than their keys
// (v_head_dim 128, head_dim 192). Other swa_* shapes unlike the full layers' are not
// modelled, and said.
void readMimoV2Flash(const Reader &r, ModelSpec &m, QStringList &warnings)
{
    const long long swaKv = r.whole("swa_num_key_value_heads", 0);
    if (swaKv > 0 && swaKv != m.effectiveKvHeads() && m.slidingLayers > 0)
        m.slidingKvHeads = asInt(swaKv, r.prefix() + "swa_num_key_value_heads");
    const std::pair<const char *, long long> same[] = {{"swa_num_attention_heads", m.heads},
                                                       {"swa_head_dim", m.effectiveHeadDim()},
                                                       {"swa_v_head_dim", m.valueHeadDim()}};
    for (const auto &[key, value] : same) {
        if (r.has(key) && r.whole(key, value) != value)
            warnings << QCoreApplication::translate(
                            "ModelConfig",
                            "%1: %2 differs from the full-attention layers' %3; the planner "
                            "plans the sliding-window layers with the full layers' shape")
                            .arg(QString::fromLatin1(key))
                            .arg(r.whole(key, value))
                            .arg(value);
    }
}

// Gemma 4 (gemma4_text): the global (full-attention) layers have their own head size
// (global_head_dim 512) and KV heads (num_global_key_value_heads), the sliding-window
// layers head_dim and num_key_value_heads; with enable_moe_block every layer runs a dense
// MLP (intermediate_size) beside the routed experts, summed: a shared expert of that width.
// Its global layers take V from the K projection (attention_k_eq_v): no v_proj there, still
// a V in the cache; the missing v_proj is counted (0.06 % of the 26B-A4B, 0.4 % of the 31B).
void readGemma4(const Reader &r, ModelSpec &m, QStringList &warnings)
{
    auto field = [&](const char *key) {
        return r.prefix() + key;
    };
    const long long global = r.whole("global_head_dim", 0);
    const long long globalKv = r.whole("num_global_key_value_heads", 0);
    if (m.slidingLayers > 0) {
        if (global > 0 && global != m.effectiveHeadDim()) {
            m.slidingHeadDim = m.effectiveHeadDim();
            m.headDim = asInt(global, field("global_head_dim"));
        }
        if (globalKv > 0 && globalKv != m.effectiveKvHeads()) {
            m.slidingKvHeads = m.effectiveKvHeads();
            m.kvHeads = asInt(globalKv, field("num_global_key_value_heads"));
        }
    }
    if (m.isMoe() && r.flag("enable_moe_block", true)) {
        m.moeSharedExperts = 1;
        m.sharedExpertFfn = asInt(r.required("intermediate_size"), field("intermediate_size"));
    }
    for (const char *key : {"hidden_size_per_layer_input", "num_kv_shared_layers"}) {
        if (r.whole(key, 0) > 0)
            warnings << QCoreApplication::translate(
                            "ModelConfig",
                            "%1: %2 is not modelled (Gemma 4's per-layer inputs and layers "
                            "sharing another layer's KV cache); the estimate leaves it out")
                            .arg(QString::fromLatin1(key))
                            .arg(r.whole(key, 0));
    }
}

// DeepSeek-V4 (deepseek_v4): compress_ratios gives each layer's compression, then the MTP
// layers' (num_nextn_predict_layers, not planned). As DeepSeek's and vLLM's code read it:
// every layer keeps the last sliding_window tokens uncompressed (0: that window alone);
// 4 is compressed sparse attention (overlapping blocks, the indexer picking index_topk);
// any other ratio is heavily compressed attention over all of its entries. One 512-wide
// vector per token is the key and the value (a single KV head); queries come through
// q_lora_rank, outputs through o_groups groups of o_lora_rank.
void readDeepseekV4(const Reader &r, ModelSpec &m)
{
    const std::string at = r.prefix() + "compress_ratios";
    const auto it = r.raw().find("compress_ratios");
    if (it == r.raw().end() || !it->is_array() || it->size() < static_cast<std::size_t>(m.layers))
        throw ConfigError{at, QCoreApplication::translate(
                                  "ModelConfig", "is missing or lists fewer than the %1 layers")
                                  .arg(m.layers)};
    int hcaRatio = 0;
    for (int i = 0; i < m.layers; ++i) {
        const json &v = (*it)[i];
        if (!v.is_number_integer() || v.get<long long>() < 0 || v.get<long long>() > 1'000'000)
            throw ConfigError{at + "[" + std::to_string(i) + "]",
                              QCoreApplication::translate(
                                  "ModelConfig", "must be a whole number from 0 to 1000000")};
        const int ratio = static_cast<int>(v.get<long long>());
        if (ratio == 4) {
            ++m.csaLayers;
        } else if (ratio > 0) {
            if (hcaRatio > 0 && ratio != hcaRatio)
                throw ConfigError{at + "[" + std::to_string(i) + "]",
                                  QCoreApplication::translate(
                                      "ModelConfig", "%1 after %2: the planner models one ratio "
                                                     "besides 4")
                                      .arg(ratio)
                                      .arg(hcaRatio)};
            hcaRatio = ratio;
            ++m.hcaLayers;
        }
    }
    m.csaRatio = m.csaLayers > 0 ? 4 : 0;
    m.hcaRatio = hcaRatio;
    m.slidingWindow = asInt(r.required("sliding_window"), r.prefix() + "sliding_window");
    m.slidingLayers = m.layers;
    m.kvShared = 1;
    m.qLoraRank = asInt(r.whole("q_lora_rank", 0), r.prefix() + "q_lora_rank");
    m.oLoraRank = asInt(r.whole("o_lora_rank", 0), r.prefix() + "o_lora_rank");
    if (m.oLoraRank > 0)
        m.oGroups = asInt(r.whole("o_groups", 1), r.prefix() + "o_groups");
}

HybridBlocks hybridBlocks(const Reader &r)
{
    HybridBlocks b;
    auto count = [&b](char kind) {
        switch (kind) {
        case 'M':
            ++b.mamba;
            return true;
        case '*':
            ++b.attention;
            return true;
        case '-':
            ++b.mlp;
            return true;
        case 'E':
            ++b.moe;
            return true;
        default:
            return false;
        }
    };
    std::string key = "hybrid_override_pattern";
    if (const auto it = r.raw().find("layers_block_type"); it != r.raw().end() && it->is_array()) {
        key = "layers_block_type";
        static const std::map<std::string, char> kinds = {
            {"mamba", 'M'}, {"attention", '*'}, {"mlp", '-'}, {"moe", 'E'}};
        for (std::size_t i = 0; i < it->size(); ++i) {
            const json &v = (*it)[i];
            const auto kind = v.is_string() ? kinds.find(v.get<std::string>()) : kinds.end();
            if (kind == kinds.end() || !count(kind->second))
                throw ConfigError{r.prefix() + key + "[" + std::to_string(i) + "]",
                                  QCoreApplication::translate(
                                      "ModelConfig", "is not mamba, attention, mlp or moe")};
        }
    } else {
        const std::string pattern = r.text("hybrid_override_pattern");
        if (pattern.empty())
            throw ConfigError{r.prefix() + key,
                              QCoreApplication::translate("ModelConfig", "is missing")};
        for (std::size_t i = 0; i < pattern.size(); ++i) {
            if (!count(pattern[i]))
                throw ConfigError{
                    r.prefix() + key,
                    QCoreApplication::translate(
                        "ModelConfig",
                        "block %1 is '%2', not M (Mamba2), * (attention), - (MLP) or E (MoE)")
                        .arg(i)
                        .arg(QString::fromLatin1(&pattern[i], 1))};
        }
    }
    if (b.mixers() == 0 || b.mlp + b.moe > b.mixers())
        throw ConfigError{
            r.prefix() + key,
            QCoreApplication::translate("ModelConfig",
                                        "has %1 Mamba2 and attention blocks and %2 feed-forward "
                                        "blocks: the planner needs a mixer for every "
                                        "feed-forward block")
                .arg(b.mixers())
                .arg(b.mlp + b.moe)};
    if (r.has("num_hidden_layers") && r.whole("num_hidden_layers") != b.blocks())
        throw ConfigError{
            r.prefix() + "num_hidden_layers",
            QCoreApplication::translate("ModelConfig", "%1 contradicts %2, which has %3 blocks")
                .arg(r.whole("num_hidden_layers"))
                .arg(QString::fromStdString(key))
                .arg(b.blocks())};
    return b;
}

// Nemotron-H (Nemotron-H, Nemotron 3 Nano, Super, Ultra): its mixers are the layers, its
// FFN blocks pair with them (two-matrix ReLU² MLPs and experts, LatentMoE's latent width),
// and a Mamba2 mixer is linear attention whose B and C are the keys of n_groups heads of
// ssm_state_size and whose x is the values (mamba_num_heads of mamba_head_dim): the same
// convolution and state as a Gated DeltaNet layer. vLLM keeps its state in
// mamba_ssm_cache_dtype, float32 when the config names none (NemotronHForCausalLMConfig).
void readNemotronH(const Reader &r, const HybridBlocks &b, ModelSpec &m)
{
    auto field = [&](const char *key) {
        return r.prefix() + key;
    };
    m.ffnGated = false;
    m.ffnFreeLayers = b.mixers() - b.mlp - b.moe;
    if (m.isMoe()) {
        m.moeDenseLayers = b.mlp;
        m.denseFfn =
            b.mlp > 0 ? asInt(r.required("intermediate_size"), field("intermediate_size")) : 0;
        const long long shared = r.whole("moe_shared_expert_intermediate_size", 0);
        m.moeSharedExperts = shared > 0 ? 1 : 0;
        m.sharedExpertFfn = asInt(shared, field("moe_shared_expert_intermediate_size"));
        m.moeLatent = asInt(r.whole("moe_latent_size", 0), field("moe_latent_size"));
    } else if (b.moe > 0) {
        throw ConfigError{field("n_routed_experts"),
                          QCoreApplication::translate("ModelConfig", "is missing")};
    }
    if (b.mamba > 0) {
        m.linearLayers = b.mamba;
        m.linearKeyHeads = asInt(r.required("n_groups"), field("n_groups"));
        m.linearKeyHeadDim = asInt(r.required("ssm_state_size"), field("ssm_state_size"));
        m.linearValueHeads = asInt(r.required("mamba_num_heads"), field("mamba_num_heads"));
        m.linearValueHeadDim = asInt(r.required("mamba_head_dim"), field("mamba_head_dim"));
        m.linearConvKernel = asInt(r.whole("conv_kernel", 4), field("conv_kernel"));
        const std::string state = r.text("mamba_ssm_cache_dtype");
        m.linearStateBytes = state.empty() || state == "float32" ? 4 : 2;
    }
    if (m.headDim == 0)
        m.headDim = asInt(r.whole("attention_head_dim", 0), field("attention_head_dim"));
}

// The FFN: dense, or a mixture of experts with routed, shared and dense layers.
void readFeedForward(const Reader &r, const std::string &type, ModelSpec &m)
{
    auto field = [&](const char *key) {
        return r.prefix() + key;
    };
    const long long experts = r.has("n_routed_experts")    ? r.whole("n_routed_experts")
                              : r.has("num_local_experts") ? r.whole("num_local_experts")
                                                           : r.whole("num_experts", 0);
    const std::string expertsKey = r.has("n_routed_experts")    ? "n_routed_experts"
                                   : r.has("num_local_experts") ? "num_local_experts"
                                                                : "num_experts";
    const long long dense = r.whole("intermediate_size", 0);
    if (experts > 0) {
        m.moeExperts = asInt(experts, field(expertsKey.c_str()));
        // Kimi Linear spells it num_experts_per_token.
        const char *perTokenKey = r.has("num_experts_per_tok")     ? "num_experts_per_tok"
                                  : r.has("num_experts_per_token") ? "num_experts_per_token"
                                  : r.has("top_k_experts")         ? "top_k_experts" // Gemma 4
                                                                   : "experts_per_token";
        m.moeExpertsPerToken = asInt(r.whole(perTokenKey, 1), field(perTokenKey));
        const long long expertFfn = r.whole("moe_intermediate_size", dense);
        if (expertFfn <= 0)
            throw ConfigError{field("moe_intermediate_size"),
                              QCoreApplication::translate("ModelConfig", "is missing")};
        m.ffn = asInt(expertFfn, field("moe_intermediate_size"));
        m.moeDenseLayers = denseLayersOf(r, m.layers);
        // The dense layers' FFN: Llama 4's intermediate_size_mlp, MiniMax-M3's
        // dense_intermediate_size.
        const long long mlp = r.has("intermediate_size_mlp")
                                  ? r.whole("intermediate_size_mlp")
                                  : r.whole("dense_intermediate_size", dense);
        m.denseFfn = m.moeDenseLayers > 0 && mlp > 0 ? asInt(mlp, field("intermediate_size")) : 0;
        if (r.has("n_shared_experts")) {
            m.moeSharedExperts = asInt(r.whole("n_shared_experts"), field("n_shared_experts"));
        } else if (r.has("num_shared_experts")) { // Kimi Linear
            m.moeSharedExperts = asInt(r.whole("num_shared_experts"), field("num_shared_experts"));
        } else if (r.whole("shared_expert_intermediate_size", 0) > 0) {
            m.moeSharedExperts = 1;
            m.sharedExpertFfn = asInt(r.whole("shared_expert_intermediate_size"),
                                      field("shared_expert_intermediate_size"));
        } else if (type == "llama4" || type == "llama4_text") {
            m.moeSharedExperts = 1; // every Llama 4 MoE layer has one shared expert
        }
        // Step-3.7-Flash: share_expert_dim, the shared experts' width together.
        if (const long long width = r.whole("share_expert_dim", 0);
            width > 0 && m.moeSharedExperts > 0 && width != m.ffn * m.moeSharedExperts)
            m.sharedExpertFfn = asInt(width, field("share_expert_dim"));
        // Kimi-K3's LatentMoE: the routed experts work in routed_expert_hidden_size.
        if (const long long latent = r.whole("routed_expert_hidden_size", 0);
            latent > 0 && latent != m.hidden)
            m.moeLatent = asInt(latent, field("routed_expert_hidden_size"));
    } else {
        if (dense <= 0)
            throw ConfigError{field("intermediate_size"),
                              QCoreApplication::translate("ModelConfig", "is missing")};
        m.ffn = asInt(dense, field("intermediate_size"));
    }
}

} // namespace gpuplanner::configread
