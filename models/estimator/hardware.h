// Card truth and compatibility, as data with sources: what the driver reports as a GPU's
// total memory (nvidia-smi memory.total), its compute capability, and which precisions,
// quantization kernels, attention implementations and engines a compute capability
// allows. The tables are resources/estimator/gpu_facts.csv and compat.csv, compiled into
// the estimator so that it needs neither Qt nor the catalog database; every value names
// its source in the file, and docs/planner.md lists them. A GPU missing from a table is
// "undocumented": callers warn, they never assume a default.
#pragma once

#include "estimator/catalogtypes.h"
#include "estimator/memory.h"
#include "estimator/message.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplanner {

struct GpuFacts {
    std::string gpuModelId;
    std::optional<double> memoryTotalMib; // nvidia-smi memory.total
    std::string memorySource;
    std::optional<double> computeCapability; // 8.6 for compute capability 8.6
    std::string ccSource;
    std::string notes;
};

enum class CompatAction { Block, Fallback };

struct CompatRule {
    std::string kind;    // precision, quantization, attention, engine
    std::string feature; // the name as the CLI and scenario files spell it
    double minComputeCapability = 0;
    CompatAction action = CompatAction::Block;
    std::string fallback; // for Fallback: what runs instead (attention: "sdpa")
    std::string code;     // reason code, e.g. "cc_awq"
    std::string source;
};

// The CUDA context, kernels and library workspaces a PyTorch process holds before any
// tensor: 1343 MiB measured on a V100 (Hugging Face Transformers docs, "Model training
// anatomy"). CUDA 12 lazy loading lowers it; we plan with the measured figure.
constexpr double kCudaContextMib = 1343;

// The compiled-in tables (the CSV files under resources/estimator).
const std::vector<GpuFacts> &gpuFactsTable();
const std::vector<CompatRule> &compatTable();
const GpuFacts *gpuFacts(std::string_view gpuModelId);

// Parsers, exposed for tests; a bad row gives nullopt and an error naming line and field.
std::optional<std::vector<GpuFacts>> parseGpuFacts(std::string_view csv, std::string *error);
std::optional<std::vector<CompatRule>> parseCompat(std::string_view csv, std::string *error);

// The memory a process on one GPU of an instance type can see.
struct CardMemory {
    double totalGib = 0;
    bool driverReported = false; // from gpu_facts.csv; false: the catalog's nominal figure
    std::optional<double> totalMib;
    std::string source;
    std::string typeId; // the instance type the figure is for
};
CardMemory cardMemoryOf(const InstanceType &type, const GpuModel *gpu);

// One mismatch between a workload and a GPU's compute capability.
struct CompatIssue {
    std::string code;
    bool blocks = false; // a hard incompatibility; otherwise a fallback that was applied
    // feature, compute capability it needs, GPU name, the GPU's compute capability,
    // source, fallback (empty when it blocks); worded by models/wording/planwording.h
    MessageArgs args;
};

struct CompatResult {
    Workload workload; // with fallbacks applied (e.g. attention → SDPA)
    std::vector<CompatIssue> issues;
    bool undocumented = false; // the GPU's compute capability is not in the table
};
// Checks the workload against the GPU's compute capability with the compatibility table
// and applies the fallbacks it allows.
CompatResult checkCompatibility(const Workload &workload, const GpuModel *gpu,
                                const std::vector<CompatRule> &rules = compatTable());

} // namespace gpuplanner
