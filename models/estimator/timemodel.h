// Training step time from the parallelism and the links it runs over: compute from the
// FLOPs per token, and the communication each parallelism moves per step (data-parallel
// all-reduce, ZeRO gathers and reduce-scatters, tensor-parallel activation all-reduces,
// pipeline bubbles) over the bandwidth of the link it crosses (NVLink/NVSwitch or PCIe
// inside an instance, RDMA/eRDMA or TCP between instances), with a stated overlap.
// Pure functions over the estimator's types; every constant and its source is in
// docs/planner.md ("Time").
#pragma once

#include "estimator/catalogtypes.h"
#include "estimator/memory.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuplanner {

// A link's all-reduce bus bandwidth (nccl-tests "busbw"): what one GPU moves per second
// in a ring collective, in GB/s (10⁹ bytes).
struct Link {
    enum class Kind { None, NvLink, Pcie, Rdma, Tcp };
    Kind kind = Kind::None;
    double busGBs = 0;    // achieved bus bandwidth used by the model
    double lineGBs = 0;   // the specification it comes from (per direction)
    std::string name;     // "NVLink 300 GB/s", "eRDMA 160 Gbit/s", …
    std::string source;   // where the line rate comes from (English, for the JSON)
    bool assumed = false; // the line rate is not documented for this type
    // Why it is assumed, as a code the wording turns into a sentence in either language:
    // "pcie_gen_from_arch" (pcieGen, arch), "nvlink_undocumented" (pcieGen),
    // "interconnect_undocumented" (pcieGen), "rdma_undocumented" (arch holds "RDMA" or
    // "eRDMA"). Empty when documented.
    std::string assumption;
    int pcieGen = 0;
    std::string arch;
};

// Inside one instance: NVLink/NVSwitch (the GPU's NVLink bandwidth, half of the
// datasheet's bidirectional figure per direction) or PCIe x16 of the generation the
// interconnect column names (else the GPU architecture's). nullopt for one GPU.
std::optional<Link> intraInstanceLink(const InstanceType &type, const GpuModel *gpu);
// The interconnect of a hypothetical instance of `gpu` cards (a card target): "NVLink"
// for a GPU with NVLink (SXM boards link them), else empty (undocumented: PCIe assumed).
std::string cardInterconnect(const GpuModel &gpu);
// Between instances: RDMA/eRDMA at the bandwidth the rdma column names (else the
// instance's network bandwidth, said so), or TCP over the network bandwidth.
std::optional<Link> interInstanceLink(const InstanceType &type);

// Trainable parameters of a workload (all for full training, the adapters for LoRA).
double trainableParams(const Workload &workload);

struct TrainingStep {
    double tokensPerStep = 0; // global batch × sequence length
    double computeSeconds = 0;
    double bubbleSeconds = 0;      // pipeline fill and drain
    double commSeconds = 0;        // every collective of the step, unoverlapped
    double exposedCommSeconds = 0; // what the overlap leaves on the critical path
    double stepSeconds = 0;
    // Bytes each GPU sends per step, by cause.
    double dataParallelBytes = 0; // gradient all-reduce or ZeRO reduce-scatter/all-gather
    double tensorParallelBytes = 0;
    double pipelineBytes = 0;
    std::optional<Link> bottleneck; // the slowest link the collectives cross

    double secondsPerToken() const { return tokensPerStep > 0 ? stepSeconds / tokensPerStep : 0; }
    // Share of the step spent waiting for the network.
    double commShare() const { return stepSeconds > 0 ? exposedCommSeconds / stepSeconds : 0; }
};

// One optimizer step of `workload` as configured (GPUs per node, nodes, sharding, tensor
// and pipeline parallel, micro-batch, accumulation) on instances of `type`.
// perGpuTflops: the dense peak used for compute (already × the GPU share); mfu: model
// FLOPs utilisation of the compute alone.
TrainingStep trainingStep(const Workload &workload, const InstanceType &type, const GpuModel *gpu,
                          double flopsPerToken, double perGpuTflops, double mfu);

} // namespace gpuplanner
