#include "estimator/layershape.h"

#include <algorithm>

namespace gpuplanner {

LayerShape shapeOf(const ModelSpec &m)
{
    LayerShape s;
    s.h = m.hidden;
    // Averaged over the attention layers: sliding-window ones may have their own KV heads
    // and head size; values may be narrower than keys.
    const double attnLayers = std::max(1, m.attentionLayers());
    const double sliding = m.hasLatentAttention() ? 0 : m.slidingAttentionLayers();
    s.qd = static_cast<double>(m.heads) *
           ((attnLayers - sliding) * m.effectiveHeadDim() + sliding * m.slidingLayerHeadDim()) /
           attnLayers;
    s.kvd =
        ((attnLayers - sliding) * m.kvWidthPerGpu(false, 1) + sliding * m.kvWidthPerGpu(true, 1)) /
        attnLayers / 2;
    s.heads = m.heads;
    s.ffnMatrices = m.ffnGated ? 3 : 2;
    // FFN width a token passes through, averaged over the layers: routed experts per token
    // and the shared experts in MoE layers, the dense FFN in the others, none in a layer
    // without an FFN (Nemotron-H).
    const double layers = std::max(1, m.layers);
    const double denseWidth = m.isMoe() && m.denseFfn > 0 ? m.denseFfn : m.ffn;
    double moeWidth = 0;
    if (m.isMoe()) {
        const double shared = m.sharedExpertFfn > 0
                                  ? m.sharedExpertFfn
                                  : static_cast<double>(m.ffn) * m.moeSharedExperts;
        moeWidth = static_cast<double>(m.ffn) * std::max(1, m.moeExpertsPerToken) + shared;
    }
    s.ffnActive = m.layers > 0
                      ? (m.moeLayers() * moeWidth + m.denseFfnLayers() * denseWidth) / layers
                      : m.ffn;
    const double attention = s.h * s.qd * 2 + s.h * s.kvd * 2;
    const double experts = m.moeExperts > 0 ? m.moeExperts + m.moeSharedExperts : 1;
    s.paramsPerLayer = attention + s.ffnMatrices * s.h * m.ffn * experts;
    s.activeParamsPerLayer = attention + s.ffnMatrices * s.h * s.ffnActive;
    // A complete shape is counted as the parameter count is (MLA, dense layers, shared
    // experts, routers): the average block.
    const ModelSpec::ParamCount c = m.countParams();
    if (c.total > 0 && m.layers > 0) {
        const double outside = m.embeddingParams() + s.h + m.visionParamsB * 1e9;
        s.paramsPerLayer = (c.total - outside) / m.layers;
        s.activeParamsPerLayer = (c.active - outside) / m.layers;
    }
    return s;
}

// LoRA trainable parameters: r × (in + out) per adapted matrix.
double loraParams(const ModelSpec &m, const LayerShape &s, int rank, LoraTargets targets)
{
    const double r = rank;
    double perLayer = r * (s.h + s.qd) + 2 * r * (s.h + s.kvd) + r * (s.qd + s.h);
    if (targets == LoraTargets::AllLinear) {
        const double experts = m.moeExperts > 0 ? m.moeExperts + m.moeSharedExperts : 1;
        perLayer += experts * (s.ffnMatrices - 1) * r * (s.h + m.ffn) + experts * r * (m.ffn + s.h);
    }
    return perLayer * m.layers;
}

// Adafactor keeps a row and a column vector per matrix (factored second moment).
double adafactorStateParams(const ModelSpec &m, const LayerShape &s)
{
    const double experts = m.moeExperts > 0 ? m.moeExperts + m.moeSharedExperts : 1;
    const double perLayer =
        (s.h + s.qd) * 2 + (s.h + s.kvd) * 2 + experts * s.ffnMatrices * (s.h + m.ffn);
    return perLayer * m.layers + (m.vocab + s.h);
}

} // namespace gpuplanner
