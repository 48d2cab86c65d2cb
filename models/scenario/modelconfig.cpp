#include "modelconfig.h"

#include "estimator/modelfields.h"
#include "jsonparse.h"
#include "modelconfigreader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <cmath>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace gpuplanner {

namespace {

using nlohmann::json;
using namespace configread;

// The architectures read with their own rules; any other model_type is read as a generic
// decoder from the common keys.
const std::set<std::string> kKnown = {"llama",         "mistral",
                                      "mixtral",       "qwen2",
                                      "qwen2_moe",     "qwen3",
                                      "qwen3_moe",     "deepseek_v2",
                                      "deepseek_v3",   "kimi_k2",
                                      "gemma",         "gemma2",
                                      "gemma3",        "gemma3_text",
                                      "gpt_oss",       "glm4",
                                      "glm4_moe",      "glm",
                                      "llama4",        "llama4_text",
                                      "phi3",          "internlm2",
                                      "qwen2_vl",      "qwen2_5_vl",
                                      "mistral3",      "qwen3_next",
                                      "qwen3_5",       "qwen3_5_text",
                                      "qwen3_5_moe",   "qwen3_5_moe_text",
                                      "deepseek_v32",  "glm_moe_dsa",
                                      "nemotron_h",    "minimax_m2",
                                      "qwen3_vl",      "qwen3_vl_moe",
                                      "qwen3_vl_text", "qwen3_vl_moe_text",
                                      "kimi_linear",   "mimo_v2_flash",
                                      "gemma4_text",   "deepseek_v4",
                                      "deepseek_ref",  "step3p7"};

// Keys every architecture may have that change nothing the planner computes, and the keys
// the reading takes whatever the architecture: neither is "not understood".
const std::set<std::string> kHousekeeping = {
    "_name_or_path", "architectures", "auto_map", "model_type", "torch_dtype", "dtype",
    "transformers_version", "bos_token_id", "eos_token_id", "pad_token_id", "use_cache",
    "initializer_range", "rms_norm_eps", "layer_norm_eps", "layer_norm_epsilon", "rope_theta",
    "rope_scaling", "hidden_act", "attention_dropout", "attention_bias", "mlp_bias",
    "pretraining_tp", "tokenizer_class", "hidden_dropout", "output_router_logits",
    "router_aux_loss_coef", "quantization_config", "text_config", "vision_config",
    "num_hidden_layers", "hidden_size", "num_attention_heads", "num_key_value_heads",
    "intermediate_size", "vocab_size", "max_position_embeddings", "tie_word_embeddings", "head_dim",
    "sliding_window", "use_sliding_window", "max_window_layers", "layer_types",
    // read by the generic reading too
    "n_routed_experts", "num_local_experts", "num_experts", "num_experts_per_tok",
    "experts_per_token", "moe_intermediate_size", "first_k_dense_replace", "moe_layer_freq",
    "decoder_sparse_step", "mlp_only_layers", "interleave_moe_layer_step", "intermediate_size_mlp",
    "dense_intermediate_size", "n_shared_experts", "shared_expert_intermediate_size",
    "kv_lora_rank", "q_lora_rank", "qk_nope_head_dim", "qk_rope_head_dim", "v_head_dim",
    "attention_chunk_size", "sliding_window_pattern", "full_attention_interval", "attn_output_gate",
    "linear_num_key_heads", "linear_num_value_heads", "linear_key_head_dim",
    "linear_value_head_dim", "linear_conv_kernel_dim", "mamba_ssm_dtype", "index_topk",
    "index_n_heads", "index_head_dim"};

// Parameters of a vision tower (ViT blocks, patch embedding, the merger to the text
// model), from vision_config.
double visionParams(const Reader &v, int textHidden)
{
    // Kimi's MoonViT spells its shape vt_num_hidden_layers, vt_hidden_size, vt_intermediate_size.
    const long long depth = v.has("depth")                  ? v.whole("depth")
                            : v.has("vt_num_hidden_layers") ? v.whole("vt_num_hidden_layers")
                                                            : v.whole("num_hidden_layers", 0);
    const long long d = v.has("embed_dim")        ? v.whole("embed_dim")
                        : v.has("vt_hidden_size") ? v.whole("vt_hidden_size")
                                                  : v.whole("hidden_size", 0);
    if (depth <= 0 || d <= 0)
        return 0;
    double f = static_cast<double>(v.has("vt_intermediate_size") ? v.whole("vt_intermediate_size")
                                                                 : v.whole("intermediate_size", 0));
    if (f <= 0) {
        const auto it = v.raw().find("mlp_ratio");
        f = d * (it != v.raw().end() && it->is_number() ? it->get<double>() : 4.0);
    }
    const std::string act = v.text("hidden_act");
    const bool gated = act == "silu" || act == "swiglu";
    // Attention: q, k, v and o, each d × d unless the heads are wider (Kimi-K3's qkv_hidden_size).
    const double qkv = static_cast<double>(v.whole("qkv_hidden_size", d));
    const double block = 4.0 * d * qkv + (gated ? 3.0 : 2.0) * d * f + 4.0 * d;
    const long long patch = v.whole("patch_size", 14);
    const long long channels =
        v.has("in_channels") ? v.whole("in_channels") : v.whole("num_channels", 3);
    const long long temporal = v.whole("temporal_patch_size", 1);
    const double embed = static_cast<double>(channels) * temporal * patch * patch * d;
    // Merger / projector: spatial_merge_size² patches into the text hidden size.
    // Kimi's merge_kernel_size [2, 2] is the same 2 × 2.
    long long merge = v.whole("spatial_merge_size", 1);
    if (const auto k = v.raw().find("merge_kernel_size");
        k != v.raw().end() && k->is_array() && k->size() == 2 && (*k)[0].is_number_integer() &&
        (*k)[0].get<long long>() > 0 && (*k)[0].get<long long>() <= 64 && (*k)[0] == (*k)[1])
        merge = (*k)[0].get<long long>();
    const double out = v.has("out_hidden_size")     ? v.whole("out_hidden_size")
                       : v.has("vision_output_dim") ? v.whole("vision_output_dim")
                                                    : textHidden;
    const double merged = static_cast<double>(d) * merge * merge;
    const double merger = merge > 1 ? merged * merged + merged * out : d * out;
    // Qwen3-VL: DeepStack passes the outputs of the blocks in deepstack_visual_indexes through
    // mergers of their own, and the patches have learned position embeddings.
    const auto stack = v.raw().find("deepstack_visual_indexes");
    const double deepstack = stack != v.raw().end() && stack->is_array()
                                 ? static_cast<double>(stack->size()) * merger
                                 : 0;
    const double positions = static_cast<double>(v.whole("num_position_embeddings", 0)) * d;
    return depth * block + embed + merger + deepstack + positions;
}

void readQuantization(const Reader &r, ModelConfig &out)
{
    const json *q = r.object("quantization_config");
    if (!q)
        return;
    const Reader qr(*q, "quantization_config.");
    const std::string method = qr.text("quant_method");
    out.quantMethod = QString::fromStdString(method);
    for (const char *key : {"ignore", "exclude_modules", "modules_to_not_convert"}) {
        const auto it = q->find(key);
        for (std::size_t i = 0; it != q->end() && it->is_array() && i < it->size(); ++i) {
            const json &v = (*it)[i];
            if (v.is_string() && v.get<std::string>().find("attn") != std::string::npos)
                out.attentionNotQuantized = true;
        }
    }
    const long long bits = qr.whole("bits", 0);
    if (method == "awq") {
        out.quantization = Quantization::AwqInt4;
    } else if (method == "gptq") {
        out.quantization = bits == 8 ? Quantization::GptqInt8 : Quantization::GptqInt4;
    } else if (method == "fp8" || method == "fbgemm_fp8") {
        out.precision = Precision::Fp8;
        // Block-wise scales (DeepSeek-V3, Qwen3-*-FP8: [128, 128]); vLLM's TP slices must
        // be whole blocks (estimator/engines.h). The output dimension's block is first.
        if (const auto b = q->find("weight_block_size");
            b != q->end() && b->is_array() && !b->empty() && (*b)[0].is_number_integer() &&
            (*b)[0].get<long long>() > 0 && (*b)[0].get<long long>() <= 65536)
            out.spec.fp8BlockN = static_cast<int>((*b)[0].get<long long>());
    } else if (method == "bitsandbytes") {
        const bool four = qr.flag("load_in_4bit", false);
        if (four) {
            const bool dq = qr.flag("bnb_4bit_use_double_quant", false);
            out.quantization = qr.text("bnb_4bit_quant_type") == "fp4" ? Quantization::BnbFp4
                               : dq ? Quantization::BnbNf4DoubleQuant
                                    : Quantization::BnbNf4;
        } else if (qr.flag("load_in_8bit", false)) {
            out.quantization = Quantization::BnbInt8;
        }
    } else if (method == "compressed-tensors" || method == "modelopt") {
        // config_groups.*.weights: FP8 (float, 8 bits), 4-bit integers (W4A16, Marlin) or
        // 4-bit floats in groups of 16 (NVFP4; ModelOpt's checkpoints write the same groups).
        // A 4-bit group wins over FP8 ones (NVIDIA's NVFP4 Qwen3.6 keeps a few layers FP8).
        bool fp8 = false;
        if (const json *groups = qr.object("config_groups")) {
            for (const auto &[name, group] : groups->items()) {
                if (!group.is_object() || !group.contains("weights") ||
                    !group["weights"].is_object())
                    continue;
                const json &wq = group["weights"];
                const int n = wq.value("num_bits", 0);
                const std::string type = wq.value("type", std::string());
                if (n == 8 && type == "float")
                    fp8 = true;
                else if (n == 4 && type == "float")
                    out.quantization = wq.value("group_size", 16) == 32 ? Quantization::Mxfp4
                                                                        : Quantization::Nvfp4;
                else if (n == 4 && type == "int")
                    out.quantization = Quantization::GptqInt4;
                else if (n == 8 && type == "int")
                    out.quantization = Quantization::GptqInt8;
            }
        }
        if (const json *kv = qr.object("kv_cache_scheme");
            kv && kv->value("num_bits", 0) == 8 && kv->value("type", std::string()) == "float")
            out.kvCachePrecision = Precision::Fp8;
        if (qr.text("kv_cache_quant_algo") == "FP8") // ModelOpt's
            out.kvCachePrecision = Precision::Fp8;
        // ModelOpt's own key, without groups; a MIXED_PRECISION checkpoint names one per
        // layer, and a 4-bit one wins there too.
        std::string algo = qr.text("quant_algo");
        if (const json *layers =
                algo == "MIXED_PRECISION" ? qr.object("quantized_layers") : nullptr) {
            algo.clear();
            for (const auto &[layer, entry] : layers->items()) {
                const std::string a =
                    entry.is_object() ? entry.value("quant_algo", std::string()) : std::string();
                if (a.find("NVFP4") != std::string::npos)
                    algo = "NVFP4";
                else if (algo.empty() && a.find("FP8") != std::string::npos)
                    algo = "FP8";
            }
        }
        if (!out.quantization && algo == "NVFP4")
            out.quantization = Quantization::Nvfp4;
        fp8 = fp8 || algo == "FP8";
        if (fp8 && !out.quantization)
            out.precision = Precision::Fp8;
        if (!fp8 && !out.quantization)
            out.warnings << QCoreApplication::translate(
                "ModelConfig", "quantization_config: compressed-tensors scheme not recognised; "
                               "the weights are planned in 16 bits");
    } else if (method == "mxfp4") {
        // gpt-oss: the experts in MXFP4 (4 bits and a shared 8-bit scale per 32), attention and
        // embeddings in bf16.
        out.quantization = Quantization::Mxfp4;
    } else if (!method.empty()) {
        out.warnings << QCoreApplication::translate(
                            "ModelConfig",
                            "quantization_config.quant_method: '%1' is not one the planner "
                            "models; the weights are planned in 16 bits")
                            .arg(QString::fromStdString(method));
    }
}

// Precision and quantization of the checkpoint; returns its dtype. Kimi-K3 keeps its
// quantization_config in text_config.
std::string readPrecision(const Reader &top, const Reader &given, ModelConfig &out)
{
    const std::string dtype = top.has("torch_dtype") ? top.text("torch_dtype") : top.text("dtype");
    if (dtype == "bfloat16")
        out.precision = Precision::Bf16;
    else if (dtype == "float16")
        out.precision = Precision::Fp16;
    else if (dtype == "float32")
        out.precision = Precision::Fp32;
    readQuantization(top.object("quantization_config") ? top : given, out);
    // DeepSeek-V4's routed experts are MXFP4 beside FP8 layers unless expert_dtype says fp8
    // (vLLM's DeepseekV4FP8Config reads a missing expert_dtype as fp4); SGLang's FP8 requants
    // (deepseek_ref) have no expert_dtype and FP8 experts. Its KV cache is FP8: FlashMLA's
    // sparse decoding reads an FP8 cache, and vLLM's recipes pass --kv-cache-dtype fp8.
    const bool v4 = out.modelType == QLatin1String("deepseek_v4");
    if (v4 || out.modelType == QLatin1String("deepseek_ref")) {
        const std::string experts = given.text("expert_dtype");
        if (out.precision == Precision::Fp8 && !out.quantization &&
            (experts == "fp4" || (v4 && experts.empty())))
            out.quantization = Quantization::Mxfp4;
        out.kvCachePrecision = Precision::Fp8;
    }
    // A checkpoint that keeps its attention in 16 bits (NVIDIA's NVFP4 Gemma 4, Qwen3.5).
    if (out.attentionNotQuantized && out.quantization && *out.quantization != Quantization::Mxfp4)
        out.spec.attentionUnquantized = 1;
    return dtype;
}

// model.safetensors.index.json: the stored size wins for an unquantized checkpoint.
void applyIndex(const json &indexDoc, const std::string &dtype, ModelConfig &out)
{
    const json *index = &indexDoc;
    ModelSpec &m = out.spec;
    const json *meta =
        index->is_object() && index->contains("metadata") && (*index)["metadata"].is_object()
            ? &(*index)["metadata"]
            : nullptr;
    const auto it = meta ? meta->find("total_size") : json::const_iterator();
    if (!meta || it == meta->end() || !it->is_number() || !(it->get<double>() > 0))
        throw ConfigError{
            "model.safetensors.index.json: metadata.total_size",
            QCoreApplication::translate("ModelConfig", "is missing or not a positive number")};
    out.indexTotalBytes = it->get<double>();
    const double bytesPerParam = dtype == "float32" ? 4.0 : 2.0;
    const bool plain = !out.quantization && out.precision != Precision::Fp8;
    const double stored = out.indexTotalBytes / bytesPerParam / 1e9;
    if (plain) {
        const double ratio = stored / m.paramsB;
        if (ratio > 1.5 || ratio < 1.0 / 1.5)
            throw ConfigError{
                "model.safetensors.index.json: metadata.total_size",
                QCoreApplication::translate(
                    "ModelConfig",
                    "%1 bytes (%2B parameters in %3) contradicts the config's shape (%4B "
                    "parameters)")
                    .arg(out.indexTotalBytes, 0, 'f', 0)
                    .arg(stored, 0, 'f', 2)
                    .arg(QString::fromStdString(dtype.empty() ? "bfloat16" : dtype))
                    .arg(m.paramsB, 0, 'f', 2)};
        if (m.activeParamsB > 0)
            m.activeParamsB *= stored / m.paramsB;
        m.paramsB = stored;
    }
}

// Defaults of Transformers' config classes for the fields the reader needs. A published
// config.json leaves out every value equal to its class's default (PretrainedConfig
// .to_diff_dict): Google's gemma-3-4b-it config has no num_attention_heads, vocab_size or
// head_dim, and Transformers fills them in from Gemma3TextConfig. Values from
// transformers/models/gemma3/configuration_gemma3.py (Gemma3TextConfig.__init__) and
// gemma2/configuration_gemma2.py (Gemma2Config.__init__).
struct ClassDefault {
    const char *key;
    long long value;
};
const std::map<std::string, std::vector<ClassDefault>> &classDefaults()
{
    static const std::map<std::string, std::vector<ClassDefault>> table = {
        {"gemma3_text",
         {{"vocab_size", 262'208},
          {"hidden_size", 2304},
          {"intermediate_size", 9216},
          {"num_hidden_layers", 26},
          {"num_attention_heads", 8},
          {"num_key_value_heads", 4},
          {"head_dim", 256},
          {"max_position_embeddings", 131'072},
          {"sliding_window", 4096}}},
        {"gemma2",
         {{"vocab_size", 256'000},
          {"hidden_size", 2304},
          {"intermediate_size", 9216},
          {"num_hidden_layers", 26},
          {"num_attention_heads", 8},
          {"num_key_value_heads", 4},
          {"head_dim", 256},
          {"max_position_embeddings", 8192},
          {"sliding_window", 4096}}},
    };
    return table;
}

ModelConfig interpret(const json &config, const json *index)
{
    if (!config.is_object())
        throw ConfigError{"", QCoreApplication::translate("ModelConfig", "is not a JSON object")};
    ModelConfig out;
    const Reader top(config, "");
    std::string type = top.text("model_type");
    // Multimodal configs keep the language model in text_config.
    const json *textConfig = top.object("text_config");
    const Reader given = textConfig ? Reader(*textConfig, "text_config.") : top;
    if (textConfig && !given.text("model_type").empty() && type != "qwen2_5_vl" &&
        type != "qwen2_vl")
        type = given.text("model_type");
    // A Gemma 3 config without text_config.model_type still holds a Gemma3TextConfig.
    const std::string classType = type == "gemma3" ? "gemma3_text" : type;
    json filled = given.raw();
    if (const auto d = classDefaults().find(classType); d != classDefaults().end()) {
        for (const ClassDefault &c : d->second) {
            if (!given.has(c.key)) {
                filled[c.key] = c.value;
                out.defaulted << QString::fromLatin1(c.key);
            }
        }
    }
    const Reader r(filled, given.prefix());
    out.modelType = QString::fromStdString(type);
    out.knownArchitecture = kKnown.count(type) > 0;
    if (type.empty())
        throw ConfigError{"model_type", QCoreApplication::translate("ModelConfig", "is missing")};

    ModelSpec &m = out.spec;
    m.architecture = Architecture::Decoder;
    auto field = [&](const char *key) {
        return r.prefix() + key;
    };
    // Nemotron-H's blocks say what its layers are (Nemotron 3 Ultra has no num_hidden_layers).
    std::optional<HybridBlocks> blocks;
    if (type == "nemotron_h")
        blocks = hybridBlocks(r);
    m.layers = blocks ? blocks->mixers()
                      : asInt(r.required("num_hidden_layers"), field("num_hidden_layers"));
    m.hidden = asInt(r.required("hidden_size"), field("hidden_size"));
    m.heads = asInt(r.required("num_attention_heads"), field("num_attention_heads"));
    m.kvHeads = asInt(r.whole("num_key_value_heads", m.heads), field("num_key_value_heads"));
    m.vocab = asInt(r.required("vocab_size"), field("vocab_size"));
    m.headDim = asInt(r.whole("head_dim", 0), field("head_dim"));
    m.maxContext = asInt(r.whole("max_position_embeddings", 0), field("max_position_embeddings"));
    const bool tiedDefault = type.rfind("gemma", 0) == 0; // Gemma ties by default
    m.tiedEmbeddings = r.flag("tie_word_embeddings", top.flag("tie_word_embeddings", tiedDefault));
    m.ffnGated = true;

    readFeedForward(r, type, m);
    // MiniMax-M2's published configs write shared_intermediate_size 0: no shared expert.
    if (type == "minimax_m2" && r.whole("shared_intermediate_size", 0) > 0)
        out.warnings << QCoreApplication::translate(
                            "ModelConfig",
                            "shared_intermediate_size: %1 is not modelled (MiniMax-M2 "
                            "checkpoints have no shared expert); it is left out")
                            .arg(r.whole("shared_intermediate_size"));

    // Multi-head latent attention.
    if (r.whole("kv_lora_rank", 0) > 0) {
        m.kvLoraRank = asInt(r.whole("kv_lora_rank"), field("kv_lora_rank"));
        m.qLoraRank = asInt(r.whole("q_lora_rank", 0), field("q_lora_rank"));
        m.qkNopeHeadDim = asInt(r.required("qk_nope_head_dim"), field("qk_nope_head_dim"));
        m.qkRopeHeadDim = asInt(r.required("qk_rope_head_dim"), field("qk_rope_head_dim"));
        m.vHeadDim = asInt(r.required("v_head_dim"), field("v_head_dim"));
        m.headDim = m.qkNopeHeadDim + m.qkRopeHeadDim;
    } else if (const long long v = r.whole("v_head_dim", 0); v > 0 && v != m.headDim) {
        m.vHeadDim = asInt(v, field("v_head_dim")); // values narrower than keys (MiMo-V2-Flash)
    }

    // Sliding windows, and Llama 4's chunked local attention (its cache is capped as a
    // window's; its tokens meet the keys of their own chunk).
    const bool sliding = r.has("sliding_window") && r.raw()["sliding_window"].is_number();
    const bool chunked = !sliding && r.whole("attention_chunk_size", 0) > 0;
    const long long window = sliding   ? r.whole("sliding_window")
                             : chunked ? r.whole("attention_chunk_size")
                                       : 0;
    if (window > 0) {
        m.slidingLayers = chunked && (type == "llama4" || type == "llama4_text")
                              ? m.layers - m.layers / 4 // three of four layers are local
                              : slidingLayersOf(r, type, m.layers);
        if (m.slidingLayers > 0) {
            m.slidingWindow =
                asInt(window, field(chunked ? "attention_chunk_size" : "sliding_window"));
            m.chunkedLocal = chunked ? 1 : 0;
        }
    }

    if (type == "mimo_v2_flash")
        readMimoV2Flash(r, m, out.warnings);
    else if (type == "gemma4_text")
        readGemma4(r, m, out.warnings);
    else if (type == "deepseek_v4" || type == "deepseek_ref") // SGLang's FP8 requants
        readDeepseekV4(r, m);
    readLinearAttention(r, type, m);
    if (type == "kimi_linear")
        readKimiLinear(r, m);
    if (blocks)
        readNemotronH(r, *blocks, m);
    // DeepSeek sparse attention (DeepSeek-V3.2, GLM-5): the indexer and its top-k.
    if (r.whole("index_topk", 0) > 0) {
        m.sparseTopK = asInt(r.whole("index_topk"), field("index_topk"));
        m.indexHeads = asInt(r.required("index_n_heads"), field("index_n_heads"));
        m.indexHeadDim = asInt(r.required("index_head_dim"), field("index_head_dim"));
    }

    // The vision tower of a multimodal model.
    if (const json *vision = top.object("vision_config"))
        m.visionParamsB = visionParams(Reader(*vision, "vision_config."), m.hidden) / 1e9;

    const std::string dtype = readPrecision(top, given, out);

    // Ranges of every field (a config asking for 10^9 experts is refused here).
    for (const ModelField &f : modelFields()) {
        if (f.key == "params_b" || f.key == "active_params_b")
            continue;
        if (auto problem = limits::check(f.limit, f.get(m), f.key))
            throw ConfigError{std::string(f.key), QString::fromStdString(*problem)};
    }
    for (const std::string &problem : modelConsistencyProblems(m))
        throw ConfigError{problem.substr(0, problem.find(':')),
                          QString::fromStdString(problem.substr(problem.find(':') + 2))};

    const ModelSpec::ParamCount count = m.countParams();
    m.paramsB = count.total / 1e9;
    m.activeParamsB = m.isMoe() ? count.active / 1e9 : 0;
    out.countedParamsB = m.paramsB;

    if (index)
        applyIndex(*index, dtype, out);

    if (!out.knownArchitecture) {
        for (const auto &[key, value] : r.raw().items()) {
            if (!kHousekeeping.count(key) && !key.ends_with("_token_id") &&
                (value.is_number() || value.is_object() || value.is_array()))
                out.notUnderstood << QString::fromStdString(key);
        }
        out.warnings << QCoreApplication::translate(
                            "ModelConfig",
                            "model_type '%1' is not one the planner knows: read as a generic "
                            "decoder from the common fields")
                            .arg(out.modelType);
        if (!out.notUnderstood.isEmpty())
            out.warnings << QCoreApplication::translate("ModelConfig", "fields not understood: %1")
                                .arg(out.notUnderstood.join(u", "));
    }
    return out;
}

} // namespace

std::optional<ModelConfig> modelFromConfig(const json &config, const QString &file,
                                           const json *index, QString *error)
{
    try {
        return interpret(config, index);
    } catch (const ConfigError &e) {
        *error =
            e.field.empty()
                ? QStringLiteral("%1: %2").arg(file, e.what)
                : QStringLiteral("%1: %2: %3").arg(file, QString::fromStdString(e.field), e.what);
    } catch (const json::exception &e) {
        *error = QStringLiteral("%1: %2").arg(file, QString::fromUtf8(e.what()));
    }
    return std::nullopt;
}

nlohmann::json modelFieldsJson(const ModelSpec &m)
{
    json out = json::object();
    for (const ModelField &f : modelFields()) {
        const double v = f.get(m);
        if (v == 0 && f.group != ModelFieldGroup::Shape)
            continue;
        if (f.isWhole())
            out[std::string(f.key)] = static_cast<int>(v);
        else
            out[std::string(f.key)] = v;
    }
    if (!m.ffnGated)
        out["ffn_gated"] = false;
    if (m.tiedEmbeddings)
        out["tied_embeddings"] = true;
    return out;
}

void applyModelConfig(const ModelConfig &config, Workload &w)
{
    w.model = config.spec;
    if (config.precision == Precision::Fp8)
        w.precision = Precision::Fp8;
    if (config.quantization)
        w.quantization = *config.quantization;
    if (config.kvCachePrecision)
        w.kvCachePrecision = *config.kvCachePrecision;
}

std::optional<json> modelOptQuantization(const json &sidecar)
{
    if (!sidecar.is_object() || !sidecar.contains("quantization") ||
        !sidecar["quantization"].is_object())
        return std::nullopt;
    json q = sidecar["quantization"];
    q["quant_method"] = "modelopt";
    return q;
}

std::optional<ModelConfig> readModelConfig(const QString &path, QString *error)
{
    // A config is a few KiB; an index a few MiB with its weight map.
    constexpr qint64 kMaxConfigBytes = 4 << 20;
    constexpr qint64 kMaxIndexBytes = 64 << 20;
    QFileInfo info(path);
    QString configPath = path;
    QString name = info.completeBaseName();
    if (info.isDir()) {
        configPath = QDir(path).filePath(QStringLiteral("config.json"));
        name = info.fileName();
    } else if (info.fileName() == QLatin1String("config.json")) {
        name = info.dir().dirName();
    }
    auto readJson = [&](const QString &file, qint64 cap) -> std::optional<json> {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly)) {
            *error = QCoreApplication::translate("ModelConfig", "%1: cannot open: %2")
                         .arg(file, f.errorString());
            return std::nullopt;
        }
        if (f.size() > cap) {
            *error =
                QCoreApplication::translate("ModelConfig", "%1: larger than %2 MiB; not a config")
                    .arg(file)
                    .arg(cap >> 20);
            return std::nullopt;
        }
        const QByteArray bytes = f.read(cap + 1);
        QString parseError;
        const std::string standard =
            nullPythonNonFinite(std::string_view(bytes.constData(), bytes.size()));
        auto doc = parseJsonSafely(standard, &parseError);
        if (!doc)
            *error = QStringLiteral("%1: %2").arg(file, parseError);
        return doc;
    };
    auto config = readJson(configPath, kMaxConfigBytes);
    if (!config)
        return std::nullopt;
    // ModelOpt's checkpoints (NVIDIA's FP8 and NVFP4 Nemotron) name their quantization in
    // hf_quant_config.json beside a config.json without quantization_config, as vLLM reads it.
    const QString sidecarPath =
        QFileInfo(configPath).dir().filePath(QStringLiteral("hf_quant_config.json"));
    if (config->is_object() && !config->contains("quantization_config") &&
        QFileInfo::exists(sidecarPath)) {
        const auto sidecar = readJson(sidecarPath, kMaxIndexBytes);
        if (!sidecar)
            return std::nullopt;
        if (auto q = modelOptQuantization(*sidecar))
            (*config)["quantization_config"] = std::move(*q);
    }
    std::optional<json> index;
    const QString indexPath =
        QFileInfo(configPath).dir().filePath(QStringLiteral("model.safetensors.index.json"));
    if (QFileInfo::exists(indexPath)) {
        index = readJson(indexPath, kMaxIndexBytes);
        if (!index)
            return std::nullopt;
    }
    auto out = modelFromConfig(*config, configPath, index ? &*index : nullptr, error);
    if (out) {
        out->spec.name = name.toStdString();
        out->spec.source = QFileInfo(configPath).absoluteFilePath().toStdString();
        out->spec.family = out->modelType.toStdString();
    }
    return out;
}

} // namespace gpuplanner
