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

namespace gpuplanner {

namespace {

double ffnMatrices(const ModelSpec &m)
{
    return m.ffnGated ? 3.0 : 2.0;
}

// The sparse-attention indexer of one layer (DeepSeek-V3.2 Indexer): its queries from the
// query latent (or the hidden state), one key, the key's LayerNorm and the heads' weights.
double indexerParams(const ModelSpec &m)
{
    // DeepSeek-V4's indexer is in its csa layers only (compressedAttentionParams).
    if (m.indexHeads <= 0 || m.indexHeadDim <= 0 || m.csaLayers > 0)
        return 0;
    const double h = m.hidden;
    const double from = m.qLoraRank > 0 ? m.qLoraRank : h;
    const double d = m.indexHeadDim;
    return from * m.indexHeads * d + h * d + 2 * d + h * m.indexHeads;
}

// DeepSeek-V4's compressors and indexers over all layers (its Compressor and Indexer): a
// compressor projects the hidden state to coff × d values and as many gates (coff = 2 where
// blocks overlap, the csa layers), with a position bias per slot of a block and a norm; a
// csa layer's indexer has its queries from the query latent, a weight per head and a
// compressor of its own at the indexer's head size.
double compressedAttentionParams(const ModelSpec &m)
{
    const double h = m.hidden;
    auto compressor = [h](double ratio, double d, double coff) {
        return 2 * h * coff * d + ratio * coff * d + d;
    };
    const double d = m.effectiveHeadDim();
    const double from = m.qLoraRank > 0 ? m.qLoraRank : h;
    const double indexer = m.indexHeads > 0 && m.indexHeadDim > 0
                               ? from * m.indexHeads * m.indexHeadDim + h * m.indexHeads +
                                     compressor(m.csaRatio, m.indexHeadDim, 2)
                               : 0;
    return (m.csaRatio > 0 ? m.csaLayers * (compressor(m.csaRatio, d, 2) + indexer) : 0) +
           (m.hcaRatio > 0 ? m.hcaLayers * compressor(m.hcaRatio, d, 1) : 0);
}

// Attention parameters of one layer: q, k, v and o projections (MLA: the low-rank query
// and the joint KV compression with their norms; docs/estimator.md, "Model shape").
double attentionParams(const ModelSpec &m)
{
    const double h = m.hidden;
    if (m.hasLatentAttention()) {
        const double qk = static_cast<double>(m.qkNopeHeadDim) + m.qkRopeHeadDim;
        const double heads = m.heads;
        const double q = m.qLoraRank > 0 ? h * m.qLoraRank + m.qLoraRank + m.qLoraRank * heads * qk
                                         : h * heads * qk;
        const double kv =
            h * (m.kvLoraRank + m.qkRopeHeadDim) + m.kvLoraRank +
            static_cast<double>(m.kvLoraRank) * heads * (m.qkNopeHeadDim + m.vHeadDim);
        const double o = heads * m.vHeadDim * h;
        // Kimi's mla_use_output_gate: a gate per value element, from the hidden state.
        const double gate = m.attnOutputGate > 0 ? h * heads * m.vHeadDim : 0;
        return q + kv + o + gate + indexerParams(m);
    }
    // Averaged over the layers: sliding-window ones may have their own KV heads and head
    // size (Gemma 4, MiMo-V2-Flash); values may be narrower than keys.
    // DeepSeek-V4: a low-rank query, one shared key-value vector, a grouped low-rank output.
    auto layer = [&](int kv, int dim, int vdim) {
        const double qd = static_cast<double>(m.heads) * dim;
        const double gate = m.attnOutputGate > 0 ? h * qd : 0;
        const double q =
            m.qLoraRank > 0 ? h * m.qLoraRank + m.qLoraRank + m.qLoraRank * qd : h * qd;
        const double keysValues = m.kvShared > 0 ? h * static_cast<double>(kv) * dim + dim
                                                 : h * static_cast<double>(kv) * (dim + vdim);
        const double values = static_cast<double>(m.heads) * vdim;
        const double o = m.oLoraRank > 0 ? values * m.oLoraRank +
                                               std::max(1, m.oGroups) * double(m.oLoraRank) * h
                                         : values * h;
        return q + keysValues + o + gate;
    };
    const double full = layer(m.effectiveKvHeads(), m.effectiveHeadDim(), m.valueHeadDim());
    const int layers = m.attentionLayers();
    const int sliding = m.slidingAttentionLayers();
    const double local = sliding > 0 ? layer(m.slidingLayerKvHeads(), m.slidingLayerHeadDim(),
                                             m.slidingLayerValueDim())
                                     : full;
    const double mean =
        layers > 0
            ? ((layers - sliding) * full + sliding * local + compressedAttentionParams(m)) / layers
            : full;
    return mean + indexerParams(m);
}

// Channels of a linear-attention layer's short convolution (queries, keys and values).
double linearConvChannels(const ModelSpec &m)
{
    return 2.0 * m.linearKeyHeads * m.linearKeyHeadDim +
           static_cast<double>(m.linearValueHeads) * m.linearValueHeadDim;
}

// Parameters of one Gated DeltaNet layer (Transformers' Qwen3NextGatedDeltaNet): the input
// projections to queries, keys, values and the output gate z, and to the per-head β and
// decay a; the depthwise convolution; the decay's A and bias per value head; the gated
// norm over a value head; the output projection.
double linearAttentionParams(const ModelSpec &m)
{
    const double h = m.hidden;
    const double keys = static_cast<double>(m.linearKeyHeads) * m.linearKeyHeadDim;
    const double values = static_cast<double>(m.linearValueHeads) * m.linearValueHeadDim;
    const double inProj = h * (2 * keys + 2 * values) + h * 2.0 * m.linearValueHeads;
    const double conv = linearConvChannels(m) * m.linearConvKernel;
    return inProj + conv + 2.0 * m.linearValueHeads + m.linearValueHeadDim + values * h;
}

int linearLayersOf(const ModelSpec &m)
{
    return m.architecture == Architecture::Decoder ? std::clamp(m.linearLayers, 0, m.layers) : 0;
}

} // namespace

double ModelSpec::attentionParamsTotal() const
{
    if (!isTransformer() || layers <= 0 || hidden <= 0)
        return 0;
    const int linear = linearLayersOf(*this);
    return (layers - linear) * attentionParams(*this) + linear * linearAttentionParams(*this);
}

double ModelSpec::routedExpertParams() const
{
    if (!isMoe() || hidden <= 0 || ffn <= 0)
        return 0;
    return static_cast<double>(moeLayers()) * moeExperts * ffnMatrices(*this) * expertWidth() * ffn;
}

ModelSpec::ParamCount ModelSpec::countParams() const
{
    ParamCount c;
    if (!isTransformer() || layers <= 0 || hidden <= 0)
        return c;
    const double h = hidden;
    const double mats = ffnMatrices(*this);
    const double attention = attentionParams(*this) + 2 * h; // and the two norms
    const int linear = linearLayersOf(*this);
    // The attention of all layers: softmax layers and linear (Gated DeltaNet) ones.
    const double mixing =
        (layers - linear) * attention + linear * (linearAttentionParams(*this) + 2 * h);
    const int moe = moeLayers();
    const int dense = denseFfnLayers();
    const double denseMlp = mats * h * (denseFfn > 0 ? denseFfn : ffn);
    const double shared =
        isMoe() ? mats * h *
                      (sharedExpertFfn > 0 ? sharedExpertFfn
                                           : static_cast<double>(ffn) * moeSharedExperts)
                : 0;
    const double expert = mats * expertWidth() * ffn;
    // The router, and LatentMoE's projections to the latent and back.
    const double router = isMoe() ? h * moeExperts + (moeLatent > 0 ? 2 * h * moeLatent : 0) : 0;
    const int perToken = std::max(1, moeExpertsPerToken);
    const double embeddings = embeddingParams() + h; // and the final norm
    const double vision = visionParamsB * 1e9;
    c.total = embeddings + vision + mixing + dense * denseMlp +
              moe * (shared + router + expert * moeExperts);
    // Per token: the input embedding row is a look-up, not a matmul; the output head is
    // used (as the usual 6·N count of active parameters does).
    c.active = embeddings + vision + mixing + dense * denseMlp +
               moe * (shared + router + expert * std::min(perToken, std::max(1, moeExperts)));
    return c;
}

double ModelSpec::kvElementsPerSequence(double tokens, int tp) const
{
    const bool hasKv =
        architecture == Architecture::Decoder || architecture == Architecture::EncoderDecoder;
    if (!hasKv || !isTransformer() || tokens <= 0)
        return 0;
    const int kvLayers =
        (architecture == Architecture::EncoderDecoder && decoderLayers > 0 ? decoderLayers
                                                                           : layers) -
        linearLayersOf(*this);
    double perTokenLayer = 0;
    if (hasLatentAttention()) {
        // One latent per token and layer, replicated on every tensor-parallel GPU.
        perTokenLayer = static_cast<double>(kvLoraRank) + qkRopeHeadDim;
    } else {
        perTokenLayer = kvWidthPerGpu(false, tp);
    }
    const int sliding = slidingWindow > 0 ? std::clamp(slidingLayers, 0, kvLayers) : 0;
    const double slidingTokens = sliding > 0 ? std::min<double>(tokens, slidingWindow) : 0;
    const double slidingPerTokenLayer =
        hasLatentAttention() ? perTokenLayer : kvWidthPerGpu(true, tp);
    // DeepSeek-V4's compressed entries, beside every layer's window.
    const double compressed =
        perTokenLayer * (std::clamp(csaLayers, 0, kvLayers) * csaEntries(tokens) +
                         std::clamp(hcaLayers, 0, kvLayers) * hcaEntries(tokens));
    return perTokenLayer * (kvLayers - sliding) * tokens +
           slidingPerTokenLayer * sliding * slidingTokens + compressed;
}

double ModelSpec::kvWidthPerGpu(bool sliding, int tp) const
{
    const int kv = sliding ? slidingLayerKvHeads() : effectiveKvHeads();
    const double perGpu = std::max(1.0, std::ceil(static_cast<double>(kv) / std::max(1, tp)));
    if (kvShared > 0) // one vector is the key and the value
        return perGpu * (sliding ? slidingLayerHeadDim() : effectiveHeadDim());
    return perGpu * (sliding ? static_cast<double>(slidingLayerHeadDim()) + slidingLayerValueDim()
                             : static_cast<double>(effectiveHeadDim()) + valueHeadDim());
}

int ModelSpec::attentionLayers() const
{
    return std::max(0, layers - linearLayersOf(*this));
}

int ModelSpec::slidingAttentionLayers() const
{
    return slidingWindow > 0 ? std::clamp(slidingLayers, 0, attentionLayers()) : 0;
}

double ModelSpec::linearStateBytesPerSequence(int tp) const
{
    const int linear = linearLayersOf(*this);
    if (linear <= 0 || linearValueHeads <= 0)
        return 0;
    tp = std::max(1, tp);
    // Every GPU keeps its share of the heads (at least one of each kind).
    auto share = [tp](int heads) {
        return std::max(1.0, std::ceil(static_cast<double>(heads) / tp));
    };
    const double keys = share(linearKeyHeads) * linearKeyHeadDim;
    const double values = share(linearValueHeads) * linearValueHeadDim;
    const double conv = (2 * keys + values) * std::max(0, linearConvKernel - 1);
    const double recurrent = share(linearValueHeads) * linearKeyHeadDim * linearValueHeadDim;
    return linear * (conv * 2.0 + recurrent * (linearStateBytes > 0 ? linearStateBytes : 2));
}

double ModelSpec::indexerCacheBytesPerSequence(double tokens, bool fp8Keys) const
{
    if (indexHeadDim <= 0 || tokens <= 0 || architecture != Architecture::Decoder)
        return 0;
    const double fp8 = indexHeadDim + std::ceil(indexHeadDim / 128.0) * 4;
    // DeepSeek-V4: a key per compressed entry of the csa layers, in FP4 (half a byte); vLLM
    // allocates the FP8 row unless asked for FP4 (DeepseekV4Indexer, use_fp4_indexer_cache).
    if (csaLayers > 0)
        return csaLayers * csaEntries(tokens) * (fp8Keys ? fp8 : indexHeadDim * 0.5);
    return (layers - linearLayersOf(*this)) * fp8 * tokens;
}

double ModelSpec::compressorStateBytesPerSequence() const
{
    if (architecture != Architecture::Decoder || csaLayers + hcaLayers <= 0)
        return 0;
    // A value and a score per slot of the blocks under way, in float32 (coff blocks where
    // they overlap); a csa layer's indexer compresses its keys the same way.
    const double d = effectiveHeadDim();
    const double csa = csaRatio > 0 ? csaLayers * 2.0 * csaRatio * 2 * (d + indexHeadDim) * 4 : 0;
    const double hca = hcaRatio > 0 ? hcaLayers * 2.0 * hcaRatio * d * 4 : 0;
    return csa + hca;
}

namespace {

// Keys met by the tokens at positions cached … cached + tokens − 1 of a causal layer,
// each meeting min(p + 1, window) of them (window 0: all p + 1).
double causalKeys(double tokens, double cached, double window)
{
    const double first = cached + 1;
    const double last = cached + tokens;
    if (window <= 0 || last <= window)
        return tokens * (first + last) / 2;
    if (first >= window)
        return tokens * window;
    const double below = window - first + 1; // positions still under the window
    return below * (first + window) / 2 + (tokens - below) * window;
}

// In chunks of c: the token at 0-based position q meets q mod c + 1 keys; over the
// positions 0 … n − 1 that is (n div c) · c(c + 1)/2 + r(r + 1)/2, r = n mod c.
double chunkedKeys(double tokens, double cached, double c)
{
    auto upTo = [c](double n) {
        const double whole = std::floor(n / c);
        const double r = n - whole * c;
        return whole * c * (c + 1) / 2 + r * (r + 1) / 2;
    };
    return upTo(cached + tokens) - upTo(cached);
}

// The same in one of the model's local layers: a sliding window or chunks of its size
// (none without a window: a chunk of 0 would divide by it).
double localKeys(const ModelSpec &m, double tokens, double cached)
{
    if (m.slidingWindow <= 0)
        return 0;
    return m.chunkedLocal > 0 ? chunkedKeys(tokens, cached, m.slidingWindow)
                              : causalKeys(tokens, cached, m.slidingWindow);
}

// DeepSeek-V4's compressed entries met in one layer by the tokens at positions cached …
// cached + tokens − 1: the token at position p meets p / ratio of them, a csa layer the
// top-k after its indexer scored them all (`scored`).
struct CompressedMet {
    double csa = 0;
    double scored = 0;
    double hca = 0;
};
CompressedMet compressedMet(const ModelSpec &m, double tokens, double cached)
{
    CompressedMet c;
    if (m.csaLayers > 0 && m.csaRatio > 0) {
        const double r = m.csaRatio;
        c.scored = causalKeys(tokens, cached, 0) / r;
        c.csa = m.sparseTopK > 0 ? causalKeys(tokens, cached, m.sparseTopK * r) / r : c.scored;
    }
    if (m.hcaLayers > 0 && m.hcaRatio > 0)
        c.hca = causalKeys(tokens, cached, 0) / m.hcaRatio;
    return c;
}

// Their attention FLOPs, and the csa layers' indexer scoring.
double compressedFlops(const ModelSpec &m, double tokens, double cached, double perPair)
{
    const CompressedMet c = compressedMet(m, tokens, cached);
    return m.csaLayers * (perPair * c.csa + 2.0 * m.indexHeads * m.indexHeadDim * c.scored) +
           m.hcaLayers * perPair * c.hca;
}

} // namespace

double ModelSpec::attentionFlops(double tokens, double cached, bool absorbed) const
{
    if (!isTransformer() || tokens <= 0 || heads <= 0)
        return 0;
    // A decoder's layers attend causally; an encoder's (BERT, ViT, and the encoder a T5
    // prompt goes through) both ways, every token meeting all the others.
    const bool causal = architecture == Architecture::Decoder;
    const int linear = linearLayersOf(*this);
    const int attnLayers = architecture != Architecture::EncoderDecoder ? layers - linear
                           : encoderLayers > 0                          ? encoderLayers
                                                                        : layers / 2;
    // A linear-attention layer updates and reads its state once per token, whatever the
    // context: about 6 FLOPs per element of the keyDim × valueDim matrix of each value head
    // (decay, the delta rule's read and rank-one write, the query's read).
    const double linearFlops = 6.0 * linear * linearValueHeads *
                               static_cast<double>(linearKeyHeadDim) * linearValueHeadDim *
                               std::max(0.0, tokens);
    if (attnLayers <= 0)
        return linearFlops;
    cached = std::max(0.0, cached);
    double qk = hasLatentAttention() && qkNopeHeadDim + qkRopeHeadDim > 0
                    ? static_cast<double>(qkNopeHeadDim) + qkRopeHeadDim
                    : effectiveHeadDim();
    double v = valueHeadDim();
    if (absorbed && hasLatentAttention()) {
        qk = static_cast<double>(kvLoraRank) + qkRopeHeadDim;
        v = kvLoraRank;
    }
    const double perPair = 2.0 * heads * (qk + v);
    // A sliding-window layer's own head size (Gemma 4).
    const double localPerPair =
        hasLatentAttention()
            ? perPair
            : 2.0 * heads * (static_cast<double>(slidingLayerHeadDim()) + slidingLayerValueDim());
    if (!causal)
        return perPair * attnLayers * tokens * (cached + tokens);
    const int local = slidingWindow > 0 ? std::clamp(slidingLayers, 0, attnLayers) : 0;
    // Sparse attention: each query meets its top-k keys; the indexer scores all of them
    // (2 · index heads · index head size FLOPs per pair).
    const double full = causalKeys(tokens, cached, 0);
    const double indexer =
        sparseTopK > 0 && csaLayers <= 0 ? 2.0 * indexHeads * indexHeadDim * attnLayers * full : 0;
    const double met = sparseTopK > 0 ? causalKeys(tokens, cached, sparseTopK) : full;
    return perPair * (attnLayers - local) * met +
           localPerPair * local * localKeys(*this, tokens, cached) +
           compressedFlops(*this, tokens, cached, perPair) + indexer + linearFlops;
}

double ModelSpec::indexerFlops(double tokens, double cached) const
{
    if (!isTransformer() || tokens <= 0 || sparseTopK <= 0 || indexHeads <= 0 ||
        architecture != Architecture::Decoder)
        return 0;
    const double perPair = 2.0 * indexHeads * indexHeadDim;
    if (csaLayers > 0)
        return csaLayers * perPair * compressedMet(*this, tokens, std::max(0.0, cached)).scored;
    return perPair * std::max(0, layers - linearLayersOf(*this)) *
           causalKeys(tokens, std::max(0.0, cached), 0);
}

double ModelSpec::kvReadShare(double prompt, double output, double kvElementBytes,
                              bool fp8IndexerKeys) const
{
    const bool hasKv =
        architecture == Architecture::Decoder || architecture == Architecture::EncoderDecoder;
    if (!hasKv || !isTransformer() || output <= 0)
        return 0;
    prompt = std::max(0.0, prompt);
    const int kvLayers =
        (architecture == Architecture::EncoderDecoder && decoderLayers > 0 ? decoderLayers
                                                                           : layers) -
        linearLayersOf(*this);
    const int local = slidingWindow > 0 ? std::clamp(slidingLayers, 0, kvLayers) : 0;
    const double total = prompt + output;
    // Token-layers held at the end (as kvElementsPerSequence) and met by the output's
    // tokens, one decode step each (a sparse layer's top-k of them).
    // DeepSeek-V4's compressed entries: a csa layer reads the top-k, an hca layer all.
    const double compressedHeld = csaLayers * csaEntries(total) + hcaLayers * hcaEntries(total);
    const CompressedMet c = compressedMet(*this, output, prompt);
    const double compressedRead = csaLayers * c.csa + hcaLayers * c.hca;
    const double held = (kvLayers - local) * total +
                        local * std::min<double>(total, slidingWindow) + compressedHeld;
    if (held <= 0 || kvElementBytes <= 0)
        return 0;
    const double met = (kvLayers - local) * causalKeys(output, prompt, std::max(0, sparseTopK)) +
                       local * localKeys(*this, output, prompt) + compressedRead;
    // In bytes: a token-layer's KV; beside it the linear layers' state and the indexer's
    // keys, held whole and read whole at every step (the indexer scores every key).
    const double perTokenLayer = kvElementsPerSequence(total, 1) / held * kvElementBytes;
    const double state = fixedStateBytesPerSequence(1);
    const double indexer = indexerCacheBytesPerSequence(total, fp8IndexerKeys);
    const double heldBytes = held * perTokenLayer + state + indexer;
    const double readBytes = met / output * perTokenLayer + state +
                             (indexer > 0 ? indexer / total * (prompt + (output + 1) / 2) : 0);
    return readBytes / heldBytes;
}

} // namespace gpuplanner
