// A model's architecture as the memory estimator needs it: parameter count and the
// transformer shape (layers, hidden size, FFN size, heads, KV heads, vocabulary, tied
// embeddings, MoE experts, encoder–decoder split). Presets fill it from published
// configs; a user can give only a parameter count, and deriveMissing() then completes
// the shape from standard ratios and says so (codes worded by models/wording/planwording.h).
#pragma once

#include "estimator/message.h"

#include <algorithm>
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
    // Layers with a dense FFN in a MoE model (DeepSeek first_k_dense_replace, Llama 4's
    // interleaved layers) and their FFN size (0 = ffn); the shared experts' FFN size in all
    // (Qwen2-MoE shared_expert_intermediate_size; 0 = ffn × moeSharedExperts).
    int moeDenseLayers = 0;
    int denseFfn = 0;
    int sharedExpertFfn = 0;
    // LatentMoE (Nemotron 3 Super and Ultra, moe_latent_size): the routed experts work in a
    // latent width instead of the hidden size, each MoE layer projecting down to it and back
    // up once per token; 0 = the hidden size.
    int moeLatent = 0;
    // Layers with attention (or a linear mixer) but no FFN: Nemotron-H's blocks are each a
    // Mamba2 mixer, attention or an FFN, so its mixers count as layers and its FFN blocks
    // pair with them, the mixers left over having none. 0 = every layer has an FFN.
    int ffnFreeLayers = 0;
    // Multi-head latent attention (DeepSeek-V2/V3, Kimi K2): the KV cache holds one latent
    // of kvLoraRank + qkRopeHeadDim elements per token and layer; 0 = ordinary attention.
    int kvLoraRank = 0;
    int qLoraRank = 0; // 0 = queries projected directly
    int qkNopeHeadDim = 0;
    int qkRopeHeadDim = 0;
    // Per-head value size: MLA's v_head_dim, or values narrower than the keys in
    // grouped-query attention (MiMo-V2-Flash: keys 192, values 128). 0 = the head size.
    int vHeadDim = 0;
    // Sliding-window attention: slidingLayers of the layers keep at most slidingWindow
    // tokens of KV cache (Mistral 7B v0.1 all, Gemma 2 half, Gemma 3 five of six, gpt-oss
    // half); 0 = every layer attends to the whole context.
    int slidingWindow = 0;
    int slidingLayers = 0;
    // KV heads of the sliding-window layers where they differ (MiMo-V2-Flash: 8 against
    // the full layers' 4); 0 = kvHeads.
    int slidingKvHeads = 0;
    // Head size of the sliding-window layers where it differs (Gemma 4: 256 against the
    // global layers' 512); 0 = headDim.
    int slidingHeadDim = 0;
    // 1: a quantized checkpoint keeps its attention layers in 16 bits (NVIDIA's NVFP4 Gemma 4
    // and Qwen3.5 list self_attn / linear_attn in quantization_config's ignore list).
    int attentionUnquantized = 0;
    // 1: those layers attend within fixed chunks of slidingWindow tokens instead (Llama 4's
    // chunked local attention, attention_chunk_size): the token at position p meets the
    // p mod chunk + 1 keys of its own chunk, half a window on average. Their cache is capped
    // as a window's (vLLM keeps the current chunk).
    int chunkedLocal = 0;
    // Linear-attention layers (Gated DeltaNet: Qwen3-Next, Qwen3.5): linearLayers of the
    // layers keep no KV cache but a fixed state per sequence, the last convKernel − 1 inputs
    // of a short convolution over 2 · keyHeads · keyDim + valueHeads · valueDim channels and a
    // keyDim × valueDim matrix per value head, and their cost per token does not grow with
    // the context. 0 = every layer is softmax attention.
    int linearLayers = 0;
    int linearKeyHeads = 0;
    int linearValueHeads = 0;
    int linearKeyHeadDim = 0;
    int linearValueHeadDim = 0;
    int linearConvKernel = 0;
    // Bytes per element of the linear layers' recurrent state (the keyDim × valueDim matrix
    // per value head): 4 where the model asks for float32 and vLLM follows it (Qwen3.5's
    // mamba_ssm_dtype, Nemotron-H's mamba_ssm_cache_dtype); 0 = 2, the model's 16 bits. The
    // convolution's inputs stay in 16 bits.
    int linearStateBytes = 0;
    // 1: the softmax layers' query projection also yields a gate on the attention's output
    // (Qwen3-Next, Qwen3.5 attn_output_gate): heads × head size more outputs; with MLA
    // (Kimi's mla_use_output_gate) a projection of heads × v_head_dim from the hidden state.
    int attnOutputGate = 0;
    // DeepSeek sparse attention (DeepSeek-V3.2, GLM-5; index_topk, index_n_heads,
    // index_head_dim): a lightning indexer scores every cached token with indexHeads small
    // heads and each query attends to the sparseTopK best; the indexer caches one key of
    // indexHeadDim per token and layer (vLLM: FP8 with an fp32 scale per 128, 132 bytes).
    // 0 = dense attention.
    int sparseTopK = 0;
    int indexHeads = 0;
    int indexHeadDim = 0;
    // DeepSeek-V4's hybrid attention (compress_ratios): every layer keeps the last
    // slidingWindow tokens' KV uncompressed; csaLayers also keep one compressed entry per
    // csaRatio tokens (overlapping pairs of blocks), of which the indexer (indexHeads,
    // indexHeadDim, its keys cached in FP4) picks sparseTopK per query: compressed sparse
    // attention; hcaLayers keep one entry per hcaRatio tokens and attend to all of them:
    // heavily compressed attention. A compressor keeps its unfinished blocks per sequence in
    // float32. 0 = no compressed layers.
    int csaLayers = 0;
    int csaRatio = 0;
    int hcaLayers = 0;
    int hcaRatio = 0;
    // 1: one vector per KV head and token serves as key and value (DeepSeek-V4's shared-KV
    // multi-query attention): the cache holds head size elements, not twice that.
    int kvShared = 0;
    // A low-rank output projection in groups (DeepSeek-V4 o_lora_rank, o_groups): each of
    // oGroups groups of heads projects to oLoraRank, and oGroups × oLoraRank to the hidden
    // size. 0 = one heads × head size → hidden projection.
    int oLoraRank = 0;
    int oGroups = 0;
    // An FP8 checkpoint quantized in blocks (quantization_config.weight_block_size: DeepSeek-V3,
    // Qwen3-*-FP8 use 128 × 128): vLLM needs every tensor-parallel slice of a linear layer to
    // be whole blocks. 0 = per-tensor or per-channel scales, or not FP8.
    int fp8BlockN = 0;
    // Parameters of a vision tower included in paramsB (Qwen2.5-VL, Llama 4), billions.
    double visionParamsB = 0;
    int encoderLayers = 0;
    int decoderLayers = 0;
    int imageSize = 0;
    int patchSize = 0;
    std::string source;
    std::string notes;

    bool operator==(const ModelSpec &) const = default;

    bool isTransformer() const
    {
        return architecture != Architecture::Cnn && architecture != Architecture::DiffusionUnet;
    }
    int effectiveHeadDim() const
    {
        return headDim > 0 ? headDim : (heads > 0 ? hidden / heads : 0);
    }
    int effectiveKvHeads() const { return kvHeads > 0 ? kvHeads : heads; }
    // KV heads of a sliding-window layer (slidingKvHeads, else the others').
    int slidingLayerKvHeads() const
    {
        return slidingKvHeads > 0 ? slidingKvHeads : effectiveKvHeads();
    }
    // Per-head value size: vHeadDim where given (MLA, MiMo-V2-Flash), else the head size.
    int valueHeadDim() const { return vHeadDim > 0 ? vHeadDim : effectiveHeadDim(); }
    // Head size of a sliding-window layer (slidingHeadDim, else the others'), and its
    // values' (vHeadDim where given, else that head size).
    int slidingLayerHeadDim() const
    {
        return slidingHeadDim > 0 ? slidingHeadDim : effectiveHeadDim();
    }
    int slidingLayerValueDim() const { return vHeadDim > 0 ? vHeadDim : slidingLayerHeadDim(); }
    // The softmax-attention layers (not linear), and how many of them are sliding-window.
    int attentionLayers() const;
    int slidingAttentionLayers() const;
    // A token's keys and values in one layer (a sliding-window one or not), on one of tp
    // GPUs (each keeps at least one KV head).
    double kvWidthPerGpu(bool sliding, int tp) const;
    double activeParams() const { return (activeParamsB > 0 ? activeParamsB : paramsB) * 1e9; }
    double params() const { return paramsB * 1e9; }
    bool isMoe() const { return moeExperts > 0; }
    bool hasLatentAttention() const { return kvLoraRank > 0; }
    // Layers whose FFN is a mixture of experts, and those with a dense one.
    int moeLayers() const
    {
        return isMoe() ? std::max(0, layers - moeDenseLayers - ffnFreeLayers) : 0;
    }
    int denseFfnLayers() const { return std::max(0, layers - ffnFreeLayers - moeLayers()); }
    // The width a routed expert works in: the latent (LatentMoE) or the hidden size.
    int expertWidth() const { return moeLatent > 0 ? moeLatent : hidden; }
    // Parameters of the routed experts of all MoE layers (what a decode step reads only in
    // part), from the shape; 0 for a dense model or an incomplete shape.
    double routedExpertParams() const;
    // Parameters of the attention (softmax and linear) projections of all layers.
    double attentionParamsTotal() const;
    // Parameters counted from the shape (embeddings, attention incl. MLA, dense and MoE
    // FFNs, shared experts, routers, norms, the vision tower): total and per token.
    struct ParamCount {
        double total = 0;
        double active = 0;
    };
    ParamCount countParams() const;
    // KV-cache elements of one sequence of `tokens` tokens over all decoder layers on one
    // GPU of `tp` tensor-parallel GPUs: K and V per KV head (split by TP, at least one per
    // GPU), MLA's one latent (not split), sliding-window layers capped at the window.
    double kvElementsPerSequence(double tokens, int tp) const;
    // Bytes of the linear-attention layers' state of one sequence on one GPU of `tp`
    // (value heads split by TP, at least one per GPU): the convolution's inputs in 16 bits,
    // the recurrent matrices in linearStateBytes (vLLM keeps neither in the KV cache's
    // precision); 0 without linear layers.
    double linearStateBytesPerSequence(int tp) const;
    // The sparse-attention indexer's keys of a sequence of `tokens` (on every GPU); 0
    // without an indexer. DeepSeek-V4 keeps them in FP4, vLLM by default in V3.2's FP8
    // layout (`fp8Keys`: 128 bytes and a float32 scale per 128 elements).
    double indexerCacheBytesPerSequence(double tokens, bool fp8Keys = false) const;
    // The compressed entries one csa / hca layer holds for a sequence of `tokens`.
    double csaEntries(double tokens) const { return csaRatio > 0 ? tokens / csaRatio : 0; }
    double hcaEntries(double tokens) const { return hcaRatio > 0 ? tokens / hcaRatio : 0; }
    // The compressors' unfinished blocks of one sequence (float32; DeepSeek-V4), 0 without.
    double compressorStateBytesPerSequence() const;
    // Bytes a sequence of `tokens` holds beside its KV cache on one GPU of `tp`: the linear
    // layers' state and the indexer's keys.
    double extraCacheBytesPerSequence(double tokens, int tp, bool fp8Keys = false) const
    {
        return fixedStateBytesPerSequence(tp) + indexerCacheBytesPerSequence(tokens, fp8Keys);
    }
    // What a sequence holds whatever its length: the linear layers' and compressors' state.
    double fixedStateBytesPerSequence(int tp) const
    {
        return linearStateBytesPerSequence(tp) + compressorStateBytesPerSequence();
    }
    // FLOPs of attention's scores and weighted sum (QKᵀ and softmax·V; 2 per multiply-add)
    // over all layers for `tokens` new tokens of one sequence after `cached` tokens already
    // in its KV cache, each (query, key) pair costing 2 · heads · (qk + v head size). A
    // decoder is causal: the token at position p meets p + 1 keys (at most the window in
    // sliding-window layers, p mod chunk + 1 in chunked ones). An encoder's tokens (BERT,
    // ViT, a T5 prompt through its
    // encoder layers) meet every token. What the linear layers' 2 · params per token leave
    // out; it grows with the context (a 32,768-token prompt adds about 64 % to a 7B model's
    // prefill). MLA's prefill runs
    // decompressed (qk = nope + rope, v = v_head_dim), as vLLM and SGLang do; `absorbed`:
    // its decode, with the up-projections absorbed into the query and the output, attends
    // over the latent itself (qk = kv_lora_rank + rope, v = kv_lora_rank: 3.4× the
    // decompressed FLOPs per pair for DeepSeek-V3, FlashMLA's compute-bound case).
    double attentionFlops(double tokens, double cached = 0, bool absorbed = false) const;
    // Of attentionFlops: the sparse-attention indexer's scoring of every cached key
    // (DeepSeek-V3.2 and GLM-5 in every layer, DeepSeek-V4 in its csa layers); 0 without one.
    double indexerFlops(double tokens, double cached = 0) const;
    // The share of a sequence's KV cache at prompt + output tokens that one decode step
    // reads, averaged over the output's tokens: the token at position p reads p + 1 keys
    // in a full-attention layer, at most the window in a sliding one, p mod chunk + 1 in a
    // chunked one (Llama 4: about half the chunk once a sequence is longer than one). 0
    // without the layers to tell (a model given by its parameter count).
    // The linear layers' state is held and read whole at every step (kvElementBytes: the
    // KV cache's bytes per element, to weigh it against the state's bytes; fp8IndexerKeys:
    // the indexer's keys as vLLM stores them, as indexerCacheBytesPerSequence).
    double kvReadShare(double prompt, double output, double kvElementBytes = 2,
                       bool fp8IndexerKeys = false) const;
    // Parameters of the token embedding and (untied) output head.
    double embeddingParams() const;
    // Completes a shape given only partly (no FFN size, no KV heads, …) and returns an
    // assumption for each value it had to assume.
    std::vector<Assumption> deriveMissing();
};

std::string_view toString(Architecture a);
std::optional<Architecture> architectureFromString(std::string_view text);

} // namespace gpuplanner
