// The internals of reading a Hugging Face config.json (modelconfig.cpp): a reader of one
// JSON object that names each field in its errors, and the readers of the layers' kinds
// (modelconfiglayers.cpp): dense and MoE FFNs, sliding windows, linear attention and
// Nemotron-H's hybrid blocks. Not part of the scenario layer's interface.
#pragma once

#include "estimator/modelspec.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <cmath>
#include <string>

namespace gpuplanner::configread {

using nlohmann::json;

// A problem in the config, named by its field ("text_config.num_hidden_layers").
struct ConfigError {
    std::string field;
    QString what;
};

class Reader
{
public:
    Reader(const json &obj, std::string prefix)
        : m_obj(obj)
        , m_prefix(std::move(prefix))
    {}

    bool has(const char *key) const
    {
        const auto it = m_obj.find(key);
        return it != m_obj.end() && !it->is_null();
    }
    // A whole number >= 0, or fallback when the key is absent or null.
    long long whole(const char *key, long long fallback = 0) const
    {
        const auto it = m_obj.find(key);
        if (it == m_obj.end() || it->is_null())
            return fallback;
        if (it->is_number_integer() || it->is_number_unsigned())
            return it->get<long long>();
        if (it->is_number_float()) {
            const double v = it->get<double>();
            if (std::isfinite(v) && v == std::floor(v) && std::abs(v) < 9e15)
                return static_cast<long long>(v);
        }
        throw ConfigError{m_prefix + key,
                          QCoreApplication::translate("ModelConfig", "must be a whole number")};
    }
    long long required(const char *key) const
    {
        if (!has(key))
            throw ConfigError{m_prefix + key,
                              QCoreApplication::translate("ModelConfig", "is missing")};
        const long long v = whole(key);
        if (v <= 0)
            throw ConfigError{m_prefix + key,
                              QCoreApplication::translate("ModelConfig", "must be greater than 0")};
        return v;
    }
    bool flag(const char *key, bool fallback) const
    {
        const auto it = m_obj.find(key);
        if (it == m_obj.end() || it->is_null())
            return fallback;
        if (!it->is_boolean())
            throw ConfigError{m_prefix + key,
                              QCoreApplication::translate("ModelConfig", "must be true or false")};
        return it->get<bool>();
    }
    std::string text(const char *key) const
    {
        const auto it = m_obj.find(key);
        return it != m_obj.end() && it->is_string() ? it->get<std::string>() : std::string();
    }
    const json *object(const char *key) const
    {
        const auto it = m_obj.find(key);
        if (it == m_obj.end() || it->is_null())
            return nullptr;
        if (!it->is_object())
            throw ConfigError{m_prefix + key,
                              QCoreApplication::translate("ModelConfig", "must be an object")};
        return &*it;
    }
    const json &raw() const { return m_obj; }
    const std::string &prefix() const { return m_prefix; }

private:
    const json &m_obj;
    std::string m_prefix;
};

inline int asInt(long long v, const std::string &field)
{
    if (v > 2'000'000'000LL)
        throw ConfigError{field, QCoreApplication::translate("ModelConfig", "is too large")};
    return static_cast<int>(v);
}

// Layers whose FFN is dense in a MoE model.
int denseLayersOf(const Reader &r, int layers);
// How many layers use the sliding window.
int slidingLayersOf(const Reader &r, const std::string &type, int layers);
// Linear attention (Gated DeltaNet: Qwen3-Next, Qwen3.5).
void readLinearAttention(const Reader &r, const std::string &type, ModelSpec &m);

// Kimi Linear (Kimi-Linear-48B-A3B, Kimi-K3): KDA layers as linear attention, MLA's output
// gate (after readLinearAttention).
void readKimiLinear(const Reader &r, ModelSpec &m);

// MiMo-V2-Flash's sliding-window layers' KV heads (after the sliding window is read).
void readMimoV2Flash(const Reader &r, ModelSpec &m, QStringList &warnings);

// Gemma 4's global layers' head size and KV heads, and its dense MLP beside the experts.
void readGemma4(const Reader &r, ModelSpec &m, QStringList &warnings);
// DeepSeek-V4's compressed attention layers, shared KV and low-rank query and output.
void readDeepseekV4(const Reader &r, ModelSpec &m);

// Nemotron-H's blocks, in hybrid_override_pattern (M Mamba2, * attention, - MLP, E MoE) or
// layers_block_type (Nemotron 3 Ultra: "mamba", "attention", "mlp", "moe").
struct HybridBlocks {
    int mamba = 0;
    int attention = 0;
    int mlp = 0;
    int moe = 0;
    int mixers() const { return mamba + attention; }
    int blocks() const { return mixers() + mlp + moe; }
};
HybridBlocks hybridBlocks(const Reader &r);
// Nemotron-H's layers from its blocks (after readFeedForward and readLinearAttention).
void readNemotronH(const Reader &r, const HybridBlocks &b, ModelSpec &m);
// The FFN: dense, or a mixture of experts with routed, shared and dense layers.
void readFeedForward(const Reader &r, const std::string &type, ModelSpec &m);

} // namespace gpuplanner::configread
