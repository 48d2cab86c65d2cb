#include "estimator/planunits.h"

#include "estimator/text.h"
#include "estimator/throughput.h"
#include "estimator/timemodel.h"
#include "estimator/units.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpuplanner::planunits {

using text::fmt;

void estimateTime(PlanRow &row, const Workload &workload, const Fit &fit, const InstanceType &t,
                  const PlanOptions &o, double flopsPerToken, double tokens)
{
    const bool training = workload.isTraining();
    const Precision p = workload.precision;
    // ---- Time (timemodel.h, throughput.h; docs/planner.md "Time") ----
    const double fraction = t.gpuFraction.value_or(t.isVirtualGpu() ? 0 : 1);
    std::optional<double> peak;
    if (row.gpu) {
        Precision compute = workload.quantization != Quantization::None ? Precision::Fp16 : p;
        // vLLM serves FP8 checkpoints on GPUs without FP8 tensor cores as weight-only W8A16
        // (FP8 Marlin): the matmuls run in 16 bits.
        if (p == Precision::Fp8 && !training && workload.engine == Engine::Vllm &&
            row.gpu->fp8 != Tristate::Yes)
            compute = Precision::Bf16;
        peak = peakTflops(*row.gpu, compute);
    }
    const std::optional<Link> interLink =
        row.instances > 1 ? interInstanceLink(t) : std::optional<Link>();
    std::optional<double> commShare; // % of each (training or decode) step spent communicating
    if (peak && fraction > 0) {
        const double perGpu = *peak * fraction;
        if (training) {
            const TrainingStep step =
                trainingStep(fit.workload, t, row.gpu, flopsPerToken, perGpu, o.mfu);
            row.stepSeconds = step.stepSeconds;
            row.stepComputeSeconds = step.computeSeconds + step.bubbleSeconds;
            row.stepCommSeconds = step.exposedCommSeconds;
            row.tokensPerStep = step.tokensPerStep;
            row.commEfficiency = step.stepSeconds > 0 ? step.computeSeconds / step.stepSeconds : 1;
            if (step.bottleneck && step.exposedCommSeconds > 0)
                row.bottleneck = step.bottleneck->name;
            else
                row.bottleneck = "compute";
            row.effectiveTflops = step.stepSeconds > 0
                                      ? step.tokensPerStep * flopsPerToken / step.stepSeconds / 1e12
                                      : 0;
            if (tokens > 0 && step.stepSeconds > 0) {
                const double steps = tokens / step.tokensPerStep;
                row.hours = steps * step.stepSeconds / 3600;
                row.computeHours = steps * row.stepComputeSeconds / 3600;
                row.commHours = steps * row.stepCommSeconds / 3600;
            } else if (tokens <= 0) {
                add(row, "no_tokens", Severity::Info);
            }
            commShare = step.commShare() * 100;
            if (step.bottleneck && step.bottleneck->assumed && step.exposedCommSeconds > 0)
                add(row, "link_assumed", Severity::Info,
                    {arg::text(step.bottleneck->source), arg::text(step.bottleneck->assumption),
                     arg::count(step.bottleneck->pcieGen), arg::text(step.bottleneck->arch)});
        } else if (row.gpu && fit.fits) {
            const auto serve = servingThroughput(fit.workload, row.memory->perGpu, t, *row.gpu,
                                                 perGpu, fraction, interLink);
            if (serve) {
                row.tokensPerSecond = serve->tokensPerSecond * serve->replicas;
                row.hours = o.servingHours;
                row.effectiveTflops = perGpu * kPrefillMfu * row.tensorParallel;
                row.stepSeconds = serve->decodeStepSeconds;
                row.stepComputeSeconds =
                    row.pipelineParallel *
                    (std::max(serve->memorySeconds, serve->computeSeconds) + serve->kvReadSeconds);
                const double tpComm = row.pipelineParallel * serve->allReduceSeconds;
                row.stepCommSeconds = serve->networkSeconds + tpComm;
                row.tokensPerStep = std::max(1, workload.batch);
                row.decodeKernel = serve->kernel.kernel;
                if (serve->tensorParallelLink && serve->decodeStepSeconds > 0)
                    commShare = tpComm / serve->decodeStepSeconds * 100;
                if (serve->networkSeconds > row.stepComputeSeconds)
                    row.bottleneck = interLink ? interLink->name : std::string();
                else if (tpComm > row.stepComputeSeconds && serve->tensorParallelLink)
                    row.bottleneck = serve->tensorParallelLink->name;
                else
                    row.bottleneck = serve->computeBound ? std::string("compute")
                                                         : std::string("memory bandwidth");
                // Small experts decode slower than the bytes they read: say how much of a
                // step the expert kernels take when it is a noticeable share.
                if (serve->moeExpertSeconds > 0.1 * serve->decodeStepSeconds)
                    add(row, "moe_expert_kernels", Severity::Info,
                        {arg::num(serve->moeExpertSeconds / serve->decodeStepSeconds * 100, 0, "%"),
                         arg::num(serve->moeExpertSeconds * 1000, 2, "ms")});
                if (!serve->kernel.documented)
                    add(row, "kernel_speed_undocumented", Severity::Info,
                        {arg::text(serve->kernel.kernel), arg::text(row.gpu->architecture)});
            }
            if (row.pipelineParallel > 1) {
                const double share = serve && serve->decodeStepSeconds > 0
                                         ? serve->networkSeconds / serve->decodeStepSeconds * 100
                                         : 0;
                if (!interLink)
                    add(row, "network_unknown", Severity::Warning, {arg::count(1)});
                else if (interLink->kind == Link::Kind::Tcp)
                    add(row, "no_rdma", Severity::Warning,
                        {arg::count(1), arg::text(interLink->name), arg::num(share, 0, "%")});
            }
        }
    } else {
        add(row, "throughput_unknown", Severity::Info);
    }
    // Interconnect reasons, with the share of each step spent communicating when the time is
    // known: training's collectives, or serving's tensor-parallel all-reduces.
    if (training || fit.workload.tensorParallel > 1) {
        // The share of each step spent communicating; absent when the time is unknown.
        const MessageArg share = commShare ? arg::num(*commShare, 0, "%") : arg::text({});
        const std::optional<Link> intra =
            fit.workload.gpusPerNode > 1 ? intraInstanceLink(t, row.gpu) : std::nullopt;
        if (intra && intra->kind == Link::Kind::Pcie) {
            const bool undocumented = t.interconnectClass() != InterconnectClass::Pcie;
            // A warning when the link costs time (or the time is unknown); a note when
            // communication is a small share of each step (LoRA, small models).
            const Severity severity =
                commShare && *commShare < 10 ? Severity::Info : Severity::Warning;
            add(row, undocumented ? "interconnect_unknown" : "pcie", severity,
                {arg::text(intra->name), share});
        }
        if (!training) {
            // Serving across instances is pipeline parallel, worded above.
        } else if (row.instances > 1 && !interLink)
            add(row, "network_unknown", Severity::Warning, {arg::count(0)});
        else if (row.instances > 1 && interLink->kind == Link::Kind::Tcp)
            add(row, "no_rdma", Severity::Warning,
                {arg::count(0), arg::text(interLink->name), share});
    }
}

} // namespace gpuplanner::planunits
