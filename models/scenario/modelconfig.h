// A model from its Hugging Face / ModelScope config.json: the architecture fields
// (dense, MoE with routed, shared and dense layers, multi-head latent attention, sliding
// windows, a vision tower) read into a ModelSpec, the checkpoint's precision and
// quantization from torch_dtype and quantization_config, and the true weight size from
// model.safetensors.index.json when it lies beside the config. docs/estimator.md
// ("A model from its config") lists the architectures and the keys read.
#pragma once

#include "estimator/memory.h"
#include "estimator/modelspec.h"

#include <nlohmann/json_fwd.hpp>

#include <QString>
#include <QStringList>

#include <optional>

namespace gpuplanner {

struct ModelConfig {
    ModelSpec spec;
    QString modelType;                        // "deepseek_v3"; the generic reading when unknown
    bool knownArchitecture = true;            // false: read as a generic decoder
    std::optional<Precision> precision;       // torch_dtype, or fp8 for FP8 checkpoints
    std::optional<Quantization> quantization; // awq, gptq, bitsandbytes
    // An FP8 KV cache the checkpoint brings its scales for (quantization_config
    // kv_cache_scheme, 8-bit float): vLLM then stores the cache in FP8 unasked.
    std::optional<Precision> kvCachePrecision;
    QString quantMethod; // quantization_config.quant_method as written
    // quantization_config's ignore list (ignore, exclude_modules, modules_to_not_convert)
    // names attention layers: the checkpoint keeps them in 16 bits.
    bool attentionNotQuantized = false;
    double indexTotalBytes = 0; // model.safetensors.index.json metadata.total_size
    double countedParamsB = 0;  // from the shape, before the index's size won
    QStringList warnings;       // for people, in the user's language
    QStringList notUnderstood;  // keys an unknown architecture had that were not read
    // Keys the config left out and the reader took from Transformers' config class, as
    // Transformers does (a published config only writes values that differ from them).
    QStringList defaulted;
};

// Interprets a parsed config. `file` names it in messages; `index` is the parsed
// model.safetensors.index.json when there is one. On a problem returns nullopt with
// *error = "FILE: FIELD: what is wrong".
std::optional<ModelConfig> modelFromConfig(const nlohmann::json &config, const QString &file,
                                           const nlohmann::json *index, QString *error);

// Puts the model on the workload with the checkpoint's precision (FP8) and quantization
// (AWQ, GPTQ, bitsandbytes) where the config states them.
void applyModelConfig(const ModelConfig &config, Workload &workload);

// The model's registry fields as JSON (estimator/modelfields.h): the shape always, the
// MoE, attention and vision fields when set; ffn_gated and tied_embeddings when not the
// default. Scenario files, `estimate --json` and `models list --format json` write this.
nlohmann::json modelFieldsJson(const ModelSpec &model);

// ModelOpt's hf_quant_config.json as the quantization_config a config.json would hold: its
// "quantization" object with quant_method "modelopt"; nullopt when it has none.
std::optional<nlohmann::json> modelOptQuantization(const nlohmann::json &sidecar);

// Reads a config.json file, or a folder holding config.json (and, when present,
// model.safetensors.index.json and ModelOpt's hf_quant_config.json). The model's name is
// the folder's name.
std::optional<ModelConfig> readModelConfig(const QString &path, QString *error);

} // namespace gpuplanner
