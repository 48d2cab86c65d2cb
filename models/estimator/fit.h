// Fit verdicts: whether a configuration's memory fits one GPU of an instance type, judged
// against what the framework can really use, and the reasons in words that say which
// figure was compared with which. Transformers (PyTorch): the estimate as nvidia-smi
// counts it (allocator-reserved + CUDA context + NCCL) against the card's total as the
// driver reports it. vLLM: weights + profiling peak + non-torch memory + one
// max_model_len sequence of KV cache against gpu_memory_utilization × that total.
// Compatibility and host-RAM reasons come from here too. Sources in docs/planner.md.
#pragma once

#include "estimator/engines.h"
#include "estimator/hardware.h"
#include "estimator/planner.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuplanner {

struct MemoryFit {
    bool fits = false;   // the framework starts and stays within the card
    bool roomy = false;  // and keeps the user's headroom
    double needGib = 0;  // the figure compared ...
    double limitGib = 0; // ... with this one
    std::string view;    // which memory view was compared ("nvidia-smi", "vLLM budget")
    std::optional<VllmBudget> vllm;
    std::vector<Reason> reasons;
};

// `instances` only words the message ("even on 4 instances").
MemoryFit judgeMemory(const Workload &workload, const MemoryEstimate &estimate,
                      const CardMemory &card, double headroomPct, int instances = 1);

// Reasons for a compatibility check: blockers for hard incompatibilities, warnings for
// applied fallbacks, a warning when the GPU's compute capability is undocumented.
std::vector<Reason> compatReasons(const CompatResult &compat, const GpuModel *gpu);

// Host RAM: only what loading needs blocks; the 4–8 GB per GB of VRAM rule is an
// info-level recommendation for training data pipelines and is not applied to serving.
std::vector<Reason> hostRamReasons(const Workload &workload, const MemoryEstimate &estimate,
                                   const InstanceType &type);

} // namespace gpuplanner
