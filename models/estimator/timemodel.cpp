#include "estimator/timemodel.h"

#include "estimator/text.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace gpuplanner {

namespace {

using text::fmt;

// All-reduce bus bandwidth achieved over NVLink, as a share of the per-direction NVLink
// rate: nccl-tests all_reduce_perf on 8× A100-SXM4-80GB (NVLink 600 GB/s both
// directions, 300 per direction) reports ~200 GB/s busbw
// (https://github.com/NVIDIA/nccl-tests/issues/149).
constexpr double kNvlinkBusEfficiency = 200.0 / 300.0;
// Over PCIe the CPU root complex limits collectives: 8× RTX 5090 on PCIe Gen5 x16
// (63 GB/s per direction) reach 28 GB/s busbw, 4 GPUs 35 GB/s; "on PCI systems the
// performance is usually determined by the bandwidth your CPU and memory can deliver"
// (NCCL maintainer, https://github.com/NVIDIA/nccl/issues/1639): 0.44–0.56, taken as 0.5.
constexpr double kPcieBusEfficiency = 0.5;
// PCIe x16 per direction: 8 / 16 / 32 GT/s per lane × 16 lanes × 128/130 encoding ÷ 8
// (PCI-SIG base specifications 3.0 / 4.0 / 5.0).
constexpr double kPcieGen3x16 = 15.75;
constexpr double kPcieGen4x16 = 31.5;
constexpr double kPcieGen5x16 = 63.0;
// Across nodes NCCL's ring reaches about the node's aggregate RDMA bandwidth: 3 nodes of
// 8× A100 with 4× HDR 200 Gbit/s (100 GB/s per node) average 84.8 GB/s busbw
// (https://github.com/NVIDIA/nccl-tests/issues/119).
constexpr double kRdmaBusEfficiency = 0.85;
// NCCL's socket transport over a VPC: no measurement on Alibaba instances is published;
// ASSUMED half of the line rate (the source articles: without RDMA gradient sync
// "halves" scaling). Stated in every row that uses it.
constexpr double kTcpBusEfficiency = 0.5;
// Share of the overlap window (the backward pass for gradient reduction, the whole step
// for ZeRO-3/FSDP prefetched gathers) that hides communication. ASSUMED: bucketed
// all-reduce (PyTorch DDP, Li et al. VLDB 2020) cannot hide the last bucket and the
// optimizer step; no single published fraction exists.
constexpr double kOverlap = 0.8;

bool containsNoCase(const std::string &haystack, std::string_view needle)
{
    // ASCII only, without the C library's locale look-up per character.
    const auto lowerAscii = [](char c) {
        return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    };
    auto it = std::search(haystack.begin(), haystack.end(), needle.begin(), needle.end(),
                          [&](char a, char b) { return lowerAscii(a) == lowerAscii(b); });
    return it != haystack.end();
}

// The first "<number> Gbit/s" in a free-text column.
std::optional<double> gbitsIn(const std::string &text)
{
    const std::string unit = "Gbit/s";
    for (std::size_t pos = text.find(unit); pos != std::string::npos;
         pos = text.find(unit, pos + 1)) {
        std::size_t end = pos;
        while (end > 0 && text[end - 1] == ' ')
            --end;
        std::size_t begin = end;
        while (begin > 0 && (std::isdigit(static_cast<unsigned char>(text[begin - 1])) ||
                             text[begin - 1] == '.'))
            --begin;
        if (begin < end)
            return std::stod(text.substr(begin, end - begin));
    }
    return std::nullopt;
}

double pcieRate(int gen)
{
    return gen >= 5 ? kPcieGen5x16 : gen == 4 ? kPcieGen4x16 : kPcieGen3x16;
}

double bytesOfGradient(const Workload &w)
{
    if (w.task == Task::Lora || w.task == Task::Qlora)
        return 4; // adapters are trained in fp32 (PEFT's default)
    if (w.precision == Precision::Fp32 || w.precision == Precision::Tf32)
        return 4;
    return 2; // 16-bit (and fp8) mixed precision reduce 16-bit gradients
}

double bytesOfGatheredParam(const Workload &w)
{
    if (w.task == Task::Qlora || (w.task == Task::Lora && w.quantization != Quantization::None))
        return weightBytesPerParam(Precision::Bf16, w.quantization);
    if (w.precision == Precision::Fp32 || w.precision == Precision::Tf32)
        return 4;
    return 2;
}

double ringShare(int n)
{
    return n > 1 ? static_cast<double>(n - 1) / n : 0.0;
}

} // namespace

std::string cardInterconnect(const GpuModel &gpu)
{
    return gpu.nvlinkGBs && *gpu.nvlinkGBs > 0 ? "NVLink" : std::string();
}

std::optional<Link> intraInstanceLink(const InstanceType &t, const GpuModel *gpu)
{
    if (t.gpuCount <= 1)
        return std::nullopt;
    const InterconnectClass ic = t.interconnectClass();
    Link l;
    if ((ic == InterconnectClass::NvLink || ic == InterconnectClass::NvSwitch) && gpu &&
        gpu->nvlinkGBs && *gpu->nvlinkGBs > 0) {
        l.kind = Link::Kind::NvLink;
        l.lineGBs = *gpu->nvlinkGBs / 2;
        l.busGBs = l.lineGBs * kNvlinkBusEfficiency;
        l.name = std::string(ic == InterconnectClass::NvSwitch ? "NVSwitch" : "NVLink") + " " +
                 fmt(l.lineGBs, 0) + " GB/s";
        l.source =
            gpu->name + " datasheet: NVLink " + fmt(*gpu->nvlinkGBs, 0) + " GB/s both directions";
        return l;
    }
    int gen = 0;
    if (containsNoCase(t.interconnect, "gen5"))
        gen = 5;
    else if (containsNoCase(t.interconnect, "gen4"))
        gen = 4;
    else if (containsNoCase(t.interconnect, "gen3"))
        gen = 3;
    l.kind = Link::Kind::Pcie;
    if (gen > 0) {
        l.source = "interconnect column: PCIe Gen" + std::to_string(gen) + " x16";
    } else {
        const std::string arch = gpu ? gpu->architecture : std::string();
        gen = arch == "Blackwell"                                                ? 5
              : (arch == "Ampere" || arch == "Ada Lovelace" || arch == "Hopper") ? 4
                                                                                 : 3;
        l.assumed = true;
        l.assumption = "pcie_gen_from_arch";
        l.arch = arch;
        l.source = "PCIe generation undocumented for this type: Gen" + std::to_string(gen) +
                   " x16 assumed from the " + (arch.empty() ? "unknown" : arch) + " architecture";
    }
    if (ic == InterconnectClass::NvLink || ic == InterconnectClass::NvSwitch) {
        l.assumed = true;
        l.assumption = "nvlink_undocumented";
        l.source = "NVLink bandwidth of the GPU undocumented: taken as PCIe Gen" +
                   std::to_string(gen) + " x16";
    } else if (ic == InterconnectClass::Unknown && !l.assumed) {
        l.assumed = true;
        l.assumption = "interconnect_undocumented";
        l.source = "interconnect class undocumented for this type: taken as PCIe Gen" +
                   std::to_string(gen) + " x16";
    }
    l.pcieGen = gen;
    l.lineGBs = pcieRate(gen);
    l.busGBs = l.lineGBs * kPcieBusEfficiency;
    l.name = "PCIe Gen" + std::to_string(gen) + " " + fmt(l.lineGBs, 1) + " GB/s";
    return l;
}

std::optional<Link> interInstanceLink(const InstanceType &t)
{
    Link l;
    if (t.hasRdma()) {
        l.kind = Link::Kind::Rdma;
        const bool erdma = containsNoCase(t.rdma, "erdma");
        const std::string what = erdma ? "eRDMA" : "RDMA";
        if (const auto gbit = gbitsIn(t.rdma)) {
            l.lineGBs = *gbit / 8;
            l.source = "rdma column: " + t.rdma;
            l.name = what + " " + fmt(*gbit, 0) + " Gbit/s";
        } else if (t.networkGbps) {
            l.lineGBs = *t.networkGbps / 8;
            l.assumed = true;
            l.assumption = "rdma_undocumented";
            l.arch = what;
            l.source = what + " bandwidth undocumented for this type: the instance's network "
                              "bandwidth is used";
            l.name = what + " " + fmt(*t.networkGbps, 0) + " Gbit/s";
        } else {
            return std::nullopt;
        }
        l.busGBs = l.lineGBs * kRdmaBusEfficiency;
        return l;
    }
    if (!t.networkGbps || *t.networkGbps <= 0)
        return std::nullopt;
    l.kind = Link::Kind::Tcp;
    l.lineGBs = *t.networkGbps / 8;
    l.busGBs = l.lineGBs * kTcpBusEfficiency;
    l.name = "TCP " + fmt(*t.networkGbps, 0) + " Gbit/s";
    l.source = "network bandwidth column; TCP efficiency 0.5 assumed";
    return l;
}

double trainableParams(const Workload &w)
{
    if (w.task != Task::Lora && w.task != Task::Qlora)
        return w.model.params();
    return loraTrainableParams(w.model, w.loraRank, w.loraTargets);
}

TrainingStep trainingStep(const Workload &w, const InstanceType &t, const GpuModel *gpu,
                          double flopsPerToken, double perGpuTflops, double mfu)
{
    TrainingStep s;
    const int gpus = std::max(1, w.totalGpus());
    const int tp = std::max(1, w.tensorParallel);
    const int pp = std::max(1, w.pipelineParallel);
    const int dp = std::max(1, w.dataParallel());
    const int micro = std::max(1, w.gradientAccumulation);
    const double b = std::max(1, w.batch);
    const double seq = std::max(1, w.seqLen);
    const bool lora = w.task == Task::Lora || w.task == Task::Qlora;
    // Tokens per optimizer step: micro-batch × accumulation × data-parallel replicas.
    s.tokensPerStep = b * seq * micro * dp;
    if (perGpuTflops <= 0 || mfu <= 0)
        return s;
    s.computeSeconds = s.tokensPerStep * flopsPerToken / (gpus * perGpuTflops * 1e12 * mfu);
    // Pipeline fill and drain (GPipe / 1F1B): bubble (p − 1)/(m + p − 1) of the step, so
    // the ideal time grows by (p − 1)/m.
    if (pp > 1)
        s.bubbleSeconds = s.computeSeconds * (pp - 1) / micro;

    const std::optional<Link> intra = w.gpusPerNode > 1 ? intraInstanceLink(t, gpu) : std::nullopt;
    const std::optional<Link> inter = w.nodes > 1 ? interInstanceLink(t) : std::nullopt;
    // The slower of the links a collective over the data-parallel group crosses. Across
    // nodes NCCL's rings reach about the node's aggregate network bandwidth (see
    // kRdmaBusEfficiency), so the per-GPU bus bandwidth is min(intra, node network).
    std::optional<Link> dpLink;
    if (w.nodes > 1)
        dpLink = inter;
    if (intra && (!dpLink || intra->busGBs < dpLink->busGBs))
        dpLink = intra;
    // No link between instances: its communication is left out (the plan's network_unknown
    // finding says so).

    // ---- Bytes each GPU sends per optimizer step ----
    const double trainable = trainableParams(w) / (static_cast<double>(tp) * pp);
    const double params = w.model.params() / (static_cast<double>(tp) * pp);
    const double g = bytesOfGradient(w);
    const Sharding sharding = gpus > 1 ? w.sharding : Sharding::None;
    double dpBytes = 0;
    double overlapWindow = 0; // seconds of compute that can hide dpBytes
    // Backward share of the FLOPs (forward 2P; backward 4P, adapters 2P; recomputation
    // 2P runs inside the backward pass).
    const double backward = (lora ? 2.0 : 4.0) + (w.gradientCheckpointing    ? 2.0
                                                  : w.selectiveCheckpointing ? 1.0
                                                                             : 0.0);
    const double backwardShare = backward / (2.0 + backward);
    if (dp > 1) {
        switch (sharding) {
        case Sharding::None:
        case Sharding::Zero1:
            // Ring all-reduce of the gradients, once per step (accumulation stays local:
            // DDP no_sync, ZeRO-1 keeps whole gradients); ZeRO-1 reduce-scatters and
            // all-gathers the updated parameters, the same 2(N−1)/N.
            dpBytes = 2 * ringShare(dp) * trainable * g;
            overlapWindow = s.computeSeconds / micro * backwardShare;
            break;
        case Sharding::Zero2:
            // Gradients are partitioned: reduce-scatter after every micro-batch, all-gather
            // of the updated parameters once per step.
            dpBytes = ringShare(dp) * trainable * g * micro + ringShare(dp) * trainable * g;
            overlapWindow = s.computeSeconds * backwardShare;
            break;
        case Sharding::Zero3:
        case Sharding::Fsdp:
            // Every micro-batch all-gathers the parameters for the forward and again for the
            // backward and reduce-scatters the gradients: ≈ 3 × parameter bytes.
            dpBytes =
                micro * ringShare(dp) * (2 * params * bytesOfGatheredParam(w) + trainable * g);
            overlapWindow = s.computeSeconds; // prefetching overlaps the whole step
            break;
        }
    }
    s.dataParallelBytes = dpBytes;
    // Tensor parallel (Megatron-LM, Shoeybi et al. 2019): two all-reduces of the
    // activations (b × s × h) per layer in the forward, two in the backward, two more when
    // the forward is recomputed; not overlapped.
    double tpSeconds = 0;
    if (tp > 1 && w.model.hidden > 0 && w.model.layers > 0) {
        const double actBytes =
            (w.precision == Precision::Fp32 || w.precision == Precision::Tf32) ? 4 : 2;
        const double perAllReduce = 2 * ringShare(tp) * b * seq * w.model.hidden * actBytes;
        const double allReduces = (w.gradientCheckpointing ? 6.0 : 4.0) * w.model.layers / pp;
        s.tensorParallelBytes = perAllReduce * allReduces * micro;
        if (intra)
            tpSeconds = s.tensorParallelBytes / (intra->busGBs * 1e9);
    }
    // Pipeline: each micro-batch sends its activations forward and their gradients back
    // across every stage boundary (b × s × h each way).
    double ppSeconds = 0;
    if (pp > 1 && w.model.hidden > 0) {
        s.pipelineBytes = 2 * b * seq * w.model.hidden * 2 * micro;
        const std::optional<Link> ppLink = w.nodes > 1 ? inter : intra;
        if (ppLink)
            ppSeconds = s.pipelineBytes / (ppLink->busGBs * 1e9);
    }
    const double dpSeconds = dpLink ? dpBytes / (dpLink->busGBs * 1e9) : 0;
    const double dpExposed = std::max(0.0, dpSeconds - kOverlap * overlapWindow);
    s.commSeconds = dpSeconds + tpSeconds + ppSeconds;
    s.exposedCommSeconds = dpExposed + tpSeconds + ppSeconds;
    s.stepSeconds = s.computeSeconds + s.bubbleSeconds + s.exposedCommSeconds;
    // The bottleneck: the link that leaves the most communication on the critical path
    // (else, when everything is hidden, the one that carries the most).
    const bool hidden = s.exposedCommSeconds <= 0;
    const double dpKey = hidden ? dpSeconds : dpExposed;
    if (dpKey >= tpSeconds && dpKey >= ppSeconds && dpKey > 0)
        s.bottleneck = dpLink;
    else if (tpSeconds >= ppSeconds && tpSeconds > 0)
        s.bottleneck = intra;
    else if (ppSeconds > 0)
        s.bottleneck = w.nodes > 1 ? inter : intra;
    return s;
}

} // namespace gpuplanner
