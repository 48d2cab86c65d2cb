// A model's architecture as the memory estimator needs it: parameter count and the
// transformer shape (layers, hidden size, FFN size, heads, KV heads, vocabulary, tied
// embeddings, MoE experts, encoder–decoder split). Presets fill it from published
// configs; a user can give only a parameter count, and deriveMissing() then completes
// the shape from standard ratios and says so (codes worded by models/planwording.h).
#pragma once

#include "estimator/message.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplanner {

enum class Architecture { Decoder, Encoder, EncoderDecoder, Vit, Cnn, DiffusionUnet };

struct ModelSpec {
    std::string id;
    std::string name;
    std::string family;
    Architecture architecture = Architecture::Decoder;
    double paramsB = 0;       // total parameters, billions
    double activeParamsB = 0; // parameters used per token (MoE); 0 = paramsB
    int layers = 0;           // transformer blocks in all stacks
    int hidden = 0;
    int ffn = 0;          // intermediate size (MoE: per expert)
    bool ffnGated = true; // SwiGLU-style three matrices
    int heads = 0;
    int kvHeads = 0;
    int headDim = 0; // 0 = hidden / heads
    int vocab = 0;
    bool tiedEmbeddings = false;
    int maxContext = 0;
    int moeExperts = 0; // routed experts per MoE layer; 0 = dense
    int moeExpertsPerToken = 0;
    int moeSharedExperts = 0;
    int encoderLayers = 0;
    int decoderLayers = 0;
    int imageSize = 0;
    int patchSize = 0;
    std::string source;
    std::string notes;

    bool isTransformer() const
    {
        return architecture != Architecture::Cnn && architecture != Architecture::DiffusionUnet;
    }
    int effectiveHeadDim() const
    {
        return headDim > 0 ? headDim : (heads > 0 ? hidden / heads : 0);
    }
    int effectiveKvHeads() const { return kvHeads > 0 ? kvHeads : heads; }
    double activeParams() const { return (activeParamsB > 0 ? activeParamsB : paramsB) * 1e9; }
    double params() const { return paramsB * 1e9; }
    // Parameters of the token embedding and (untied) output head.
    double embeddingParams() const;
    // Completes a shape given only partly (no FFN size, no KV heads, …) and returns an
    // assumption for each value it had to assume.
    std::vector<Assumption> deriveMissing();
};

std::string_view toString(Architecture a);
std::optional<Architecture> architectureFromString(std::string_view text);

} // namespace gpuplanner
