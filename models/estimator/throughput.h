// Serving throughput: prefill is compute-bound (the linear layers and attention's scores,
// which grow with the prompt); each decode step reads every weight and
// the KV cache once (memory-bound) unless the batch makes it compute-bound, at a
// bandwidth efficiency that depends on the quantization kernel (published measurements,
// relative to fp16, at batch 1 and at larger batches). Tensor parallel inside an
// instance, pipeline parallel across instances with the activations crossing the network.
// Every constant and its source is in docs/planner.md ("Time", "Inference").
#pragma once

#include "estimator/catalogtypes.h"
#include "estimator/memory.h"
#include "estimator/timemodel.h"

#include <optional>
#include <string>

namespace gpuplanner {

// Share of peak memory bandwidth an fp16/bf16 decode step reaches.
inline constexpr double kDecodeBandwidthEfficiency = 0.75;
// Model FLOPs utilisation of prefill (and of decode once it is compute-bound).
inline constexpr double kPrefillMfu = 0.5;

// A quantization kernel's decode speed relative to fp16 at the same bytes: the factor
// applied to the fp16 bandwidth efficiency, at batch 1 and at batch 2 and more.
struct KernelEfficiency {
    double batch1 = 1;
    double batched = 1;
    std::string kernel; // "fp16/bf16", "AutoAWQ GEMM", "Marlin", "bitsandbytes nf4", …
    std::string source; // URL(s)
    bool documented = true;
    // Compute-bound steps (large batches) run at this share of fp16's FLOPs: kernels that
    // dequantize inside the GEMM lose half (AutoAWQ: "at batch 256 AWQ decoding is 50 % of
    // FP16", https://github.com/casper-hansen/AutoAWQ/issues/106).
    double compute = 1;
    // MoE decode: what each expert a layer runs costs beyond reading its weights, at one
    // token per expert (moeExpertStepSeconds).
    double moeSecondsPerExpert = 0;

    double at(int batch) const { return batch <= 1 ? batch1 : batched; }
};

KernelEfficiency kernelEfficiency(Quantization q, Engine engine, const GpuModel *gpu,
                                  Precision precision = Precision::Bf16);

struct ServingThroughput {
    double prefillSeconds = 0;    // the whole prompt of the batch, per replica
    double decodeStepSeconds = 0; // one token for every sequence of the batch
    double memorySeconds = 0;     // of a decode step: weight bytes / (bandwidth × efficiency)
    double kvReadSeconds = 0;     // of a decode step: the attention kernels' KV cache reads
    double attentionSeconds = 0;  // of a decode step: attention's FLOPs at the 16-bit peak
    double computeSeconds = 0;    // of a decode step: FLOPs / (peak × MFU)
    double networkSeconds = 0;    // of a decode step: activations between pipeline stages
    double moeExpertSeconds = 0;  // of a decode step: the fused MoE kernels' cost per expert
    double allReduceSeconds = 0;  // of a decode step: tensor parallel's all-reduces
    double allToAllSeconds = 0;   // of a decode step: expert parallel's dispatch and combine
    double prefillAllReduceSeconds = 0;     // of the prefill: the same for the prompt's tokens
    std::optional<Link> tensorParallelLink; // the link they cross (tensor parallel only)
    double tokensPerSecond = 0;             // output tokens per second of one replica
    int replicas = 1;
    bool computeBound = false;
    KernelEfficiency kernel;
};

// Share of a MoE model's weight bytes one decode step of `tokens` sequences reads: all
// but the routed experts, and of those the expected share the tokens are routed to,
// 1 - (1 - k/E)^tokens per layer; 1 for a dense model.
double moeWeightShareRead(const ModelSpec &model, int tokens);

// Share of a MoE layer's routed experts `tokens` tokens are sent to, 1 - (1 - k/E)^tokens
// (uniform routing); 1 for a dense model.
double moeExpertsTouched(const ModelSpec &model, double tokens);

// Data-parallel attention with expert parallel (Workload::dpAttention) over `ranks` GPUs:
// every MoE layer sends each of a rank's `tokens` tokens to its k experts and brings the
// results back, two all-to-alls of 16-bit hidden states, each a fixed latency plus the
// bytes that leave the GPU, (ranks - 1) / ranks of them, at the link's bus bandwidth.
double expertAllToAllSeconds(const ModelSpec &model, double tokens, int ranks, const Link &link);

// The time one decode step of `tokens` sequences spends in a MoE model's fused expert
// kernels beyond reading their weights, on one GPU of one pipeline stage: per MoE layer,
// secondsPerExpert for each expert the tokens touch (E · (1 - (1 - k/E)^tokens)), shared
// among the tokens routed to one expert when there are more than one. 0 for a dense model.
double moeExpertStepSeconds(const ModelSpec &model, int tokens, double secondsPerExpert,
                            int pipelineStages = 1);

// Tensor parallel's all-reduces for `tokens` tokens through `layers` layers on `tp` GPUs:
// two per layer (after the attention and after the MLP, Megatron-LM) of every token's
// hidden state in 16 bits, each a fixed latency plus the ring's 2 (tp - 1) / tp of the bytes
// at the link's bus bandwidth. Engines do not overlap them with the decode step's
// kernels. 0 for tp 1.
double tensorParallelAllReduceSeconds(const ModelSpec &model, double tokens, double layers, int tp,
                                      const Link &link);

// workload: as configured by the planner (tensorParallel GPUs per replica inside an
// instance, pipelineParallel = instances); perGpu: its memory estimate; fraction: the GPU
// share of a vGPU slice (1 for a whole card); inter: the link between instances;
// intra: tensor parallel's link inside the instance when the caller has it already (a
// replica's table of steps asks for hundreds of batch sizes), else looked up;
// cachedPrompt: tokens of each prompt found in the prefix cache before its promptLen new
// ones (their attention is still paid by the new tokens).
std::optional<ServingThroughput>
servingThroughput(const Workload &workload, const MemoryBreakdown &perGpu, const InstanceType &type,
                  const GpuModel &gpu, double peakTflops, double fraction,
                  const std::optional<Link> &inter, const std::optional<Link> *intra = nullptr,
                  double cachedPrompt = 0);

} // namespace gpuplanner
