#include "estimator/modelspec.h"

#include "estimator/text.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace gpuplanner {

namespace {

constexpr std::array kArchitectures{
    std::pair{Architecture::Decoder, std::string_view("decoder")},
    std::pair{Architecture::Encoder, std::string_view("encoder")},
    std::pair{Architecture::EncoderDecoder, std::string_view("encoder_decoder")},
    std::pair{Architecture::Vit, std::string_view("vit")},
    std::pair{Architecture::Cnn, std::string_view("cnn")},
    std::pair{Architecture::DiffusionUnet, std::string_view("diffusion_unet")}};

// Decoder shapes of the Llama family by size, used only when a user gives a parameter
// count and nothing else (Touvron et al. 2023, Table 2).
struct Shape {
    double paramsB;
    int layers;
    int hidden;
    int heads;
};
constexpr Shape kShapes[] = {{1.2, 16, 2048, 32},   {3.2, 28, 3072, 24}, {7, 32, 4096, 32},
                             {13, 40, 5120, 40},    {33, 60, 6656, 52},  {70, 80, 8192, 64},
                             {405, 126, 16384, 128}};

} // namespace

std::string_view toString(Architecture a)
{
    return text::nameOf(kArchitectures, a);
}

std::optional<Architecture> architectureFromString(std::string_view name)
{
    return text::valueOf(kArchitectures, name);
}

double ModelSpec::embeddingParams() const
{
    if (!isTransformer() || vocab <= 0 || hidden <= 0)
        return 0;
    const double table = static_cast<double>(vocab) * hidden;
    // Encoders used for classification or embeddings have no output head over the vocabulary.
    const bool outputHead =
        architecture == Architecture::Decoder || architecture == Architecture::EncoderDecoder;
    return table * ((outputHead && !tiedEmbeddings) ? 2.0 : 1.0);
}

std::vector<Assumption> ModelSpec::deriveMissing()
{
    std::vector<Assumption> said;
    if (!isTransformer())
        return said;
    if ((layers <= 0 || hidden <= 0) && paramsB > 0) {
        const Shape *best = &kShapes[0];
        for (const Shape &s : kShapes) {
            if (std::abs(std::log(s.paramsB / paramsB)) <
                std::abs(std::log(best->paramsB / paramsB)))
                best = &s;
        }
        if (layers <= 0)
            layers = best->layers;
        if (hidden <= 0)
            hidden = best->hidden;
        if (heads <= 0)
            heads = best->heads;
        // layers, hidden size
        said.push_back({"shape_assumed", {arg::count(layers), arg::count(hidden)}});
    }
    if (heads <= 0 && hidden > 0) {
        heads = std::max(1, hidden / 128);
        said.push_back({"heads_assumed", {arg::count(heads)}}); // heads (head size 128)
    }
    if (kvHeads <= 0) {
        kvHeads = heads;
        if (architecture == Architecture::Decoder)
            said.push_back({"kv_heads_assumed", {arg::count(kvHeads)}}); // = heads
    }
    if (vocab <= 0 && architecture != Architecture::Vit) {
        vocab = 32000;
        said.push_back({"vocab_assumed", {arg::count(vocab)}});
    }
    if (ffn <= 0 && layers > 0 && hidden > 0) {
        // Solve the parameter count for the FFN size: P = embeddings + L × (attention + MLP).
        const double h = hidden;
        const double kvd = static_cast<double>(effectiveKvHeads()) * effectiveHeadDim();
        const double attention = 2 * h * h + 2 * h * kvd;
        const double perLayer = paramsB > 0 ? (params() - embeddingParams()) / layers : 0;
        const double mlp = perLayer - attention - 4 * h;
        const double matrices = ffnGated ? 3.0 : 2.0;
        const double experts = moeExperts > 0 ? moeExperts : 1;
        const double solved = mlp / (matrices * h * experts);
        if (solved > h / 2 && solved < 16 * h) {
            ffn = static_cast<int>(std::lround(solved));
            // FFN size; gated (SwiGLU): 1, two-matrix MLP: 0
            said.push_back({"ffn_solved", {arg::count(ffn), arg::count(ffnGated ? 1 : 0)}});
        } else {
            ffn = static_cast<int>(ffnGated ? std::lround(8.0 * h / 3.0) : 4 * hidden);
            said.push_back({"ffn_assumed", {arg::count(ffn)}});
        }
    }
    return said;
}

} // namespace gpuplanner
