// The "what fits" solver: the largest batch, the longest sequence (context) or, for
// serving, the most concurrent sequences that fit one instance type of the catalog or a
// card (GPU model × count). "Fits" is decided by makePlan, the very function `rank` and
// the comparison tab use, on a catalog holding the target only: the verdict is not "does
// not fit" (and, for concurrency under vLLM, every sequence is held at once: no
// "vllm_concurrency" reason). Memory grows with each variable, so an exponential search
// followed by a binary search finds the value that fits while value + step does not.
// Values are multiples of the step (1 for batch and concurrency, 256 tokens for sequence
// length by default). docs/planner.md, "What fits".
#pragma once

#include "estimator/planner.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuplanner {

enum class SolveVariable {
    Batch,       // training: micro-batch per GPU; serving: concurrent sequences
    SeqLen,      // training: sequence length; serving: context (prompt + output) tokens
    Concurrency, // serving only: concurrent sequences
};

// Why the search stopped where it did.
enum class SolveLimit {
    Memory,       // value fits, value + step does not
    Table,        // the validation table's largest value fits (estimator/limits.h)
    ModelContext, // the model's context length fits (sequence length only)
    NothingFits,  // not even the smallest value fits
    // vLLM serving: value + step fits in memory, but vLLM runs only value sequences at once:
    KvCache,    // its KV cache holds no more
    MaxNumSeqs, // its max_num_seqs (the scheduler's cap) stops it
};

inline constexpr int kDefaultSeqLenStep = 256;

// One instance type of the catalog, or a card: gpuCount GPUs of gpuModel on one node.
// A card is checked for GPU memory and compatibility only: its host RAM and vCPUs are
// not known, so their rules do not apply.
struct SolveTarget {
    std::string instanceType;
    std::string gpuModel;
    int gpuCount = 1;
};

struct SolvePoint {
    int value = 0;
    Workload workload; // the input with the value applied
    Verdict verdict = Verdict::DoesNotFit;
    bool fits = false;
    MemoryBreakdown perGpu; // of the configuration the planner chose
    double needGib = 0;     // the figure the fit rule compares ...
    double usableGib = 0;   // ... with this one (the card, or vLLM's budget)
    double cardGib = 0;
    std::string view; // "nvidia-smi" or "vLLM budget"
    int instances = 1;
    int gpusUsed = 0;
    Sharding sharding = Sharding::None;
    int tensorParallel = 1;
    // Why it does not fit: the blockers (and vLLM's concurrency warning); empty when fits.
    std::vector<Reason> reasons;
};

struct SolveResult {
    bool ok = false;
    std::string error; // English; set when !ok (unknown target, variable not for the task)
    // The same problem as a code with its arguments, worded in the user's language by
    // planwording::solveError: concurrency_for_training, bad_step, unknown_type (id),
    // unknown_gpu (id), gpu_memory_unknown (name), gpu_count, empty_range (variable code 0
    // batch/1 sequence/2 concurrency/3 context, step, lower, upper).
    std::string errorCode;
    MessageArgs errorArgs;
    SolveVariable variable = SolveVariable::Batch;
    int step = 1;
    int minValue = 1; // the search range
    int maxValue = 1;
    int value = 0; // 0 when nothing fits
    SolveLimit limit = SolveLimit::NothingFits;
    std::string targetLabel;           // the instance type id, or "2 × NVIDIA A10"
    std::optional<SolvePoint> atValue; // the answer (absent when nothing fits)
    std::optional<SolvePoint> next;    // value + step, or the smallest value when none fits
    int evaluations = 0;               // makePlan calls
    bool training = false;             // the workload trains (the variable's name differs)
    // The answer in words: models/wording/planwording.h solveSummary.
};

// step 0: the default (1, or kDefaultSeqLenStep for SeqLen).
SolveResult solve(const Workload &workload, const Catalog &catalog, const PlanOptions &options,
                  const SolveTarget &target, SolveVariable variable, int step = 0);

// The fit rule at one value, as the solver judges it (for sweeps and tests).
// Returns nullopt when the target is unknown.
std::optional<SolvePoint> judgeAt(const Workload &workload, const Catalog &catalog,
                                  const PlanOptions &options, const SolveTarget &target,
                                  SolveVariable variable, int value);

// The workload with the variable set to value: batch; seqLen; for serving's context the
// prompt is value − output tokens (and an explicit max_model_len becomes value).
Workload withValue(const Workload &workload, SolveVariable variable, int value);
// The variable's current value in a workload (serving's context: prompt + output).
int valueOf(const Workload &workload, SolveVariable variable);

std::string_view toString(SolveVariable v);
std::string_view toString(SolveLimit l);
std::optional<SolveVariable> solveVariableFromString(std::string_view text);

} // namespace gpuplanner
