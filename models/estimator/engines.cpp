#include "estimator/engines.h"

#include "estimator/units.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner {

double kvBytesPerToken(const Workload &w)
{
    ModelSpec m = w.model;
    m.deriveMissing(); // a spec given as a parameter count only
    const bool hasKv =
        m.architecture == Architecture::Decoder || m.architecture == Architecture::EncoderDecoder;
    if (!hasKv || !m.isTransformer())
        return 0;
    const int tp = std::max(1, w.tensorParallel);
    const int pp = std::max(1, w.pipelineParallel);
    const int layers = m.architecture == Architecture::EncoderDecoder && m.decoderLayers > 0
                           ? m.decoderLayers
                           : m.layers;
    const double kvHeadsPerGpu =
        std::max(1.0, std::ceil(static_cast<double>(m.effectiveKvHeads()) / tp));
    return 2.0 * layers * kvHeadsPerGpu * m.effectiveHeadDim() * bytesOf(w.kvCachePrecision) / pp;
}

VllmBudget vllmBudget(const Workload &w, const MemoryEstimate &e, double totalGib)
{
    VllmBudget v;
    v.utilization = w.vllmGpuMemoryUtilization;
    v.totalGib = totalGib;
    v.budgetGib = v.utilization * totalGib;
    const MemoryBreakdown &g = e.perGpu;
    v.weightsGib = g.weightsGib;
    v.profilePeakGib = g.activationsGib;
    v.nonTorchGib = g.overheadGib;
    v.nonKvGib = v.weightsGib + v.profilePeakGib + v.nonTorchGib;
    v.kvAvailableGib = v.budgetGib - v.nonKvGib;
    v.kvBytesPerToken = kvBytesPerToken(w);
    if (w.maxModelLen > 0) {
        v.maxModelLen = w.maxModelLen;
        v.maxModelLenSource = "set";
    } else if (w.promptLen + w.outputLen > 0) {
        v.maxModelLen = w.promptLen + w.outputLen;
        v.maxModelLenSource = "prompt + output";
    } else {
        v.maxModelLen = std::max(0, w.model.maxContext);
        v.maxModelLenSource = "the model's context";
    }
    v.maxNumSeqs = w.maxNumSeqs > 0 ? w.maxNumSeqs : kVllmDefaultMaxNumSeqs;
    const double blocks = std::ceil(static_cast<double>(v.maxModelLen) / kVllmBlockSize);
    v.kvPerSequenceGib = blocks * kVllmBlockSize * v.kvBytesPerToken / kBytesPerGiB;
    if (v.kvAvailableGib > 0 && v.kvBytesPerToken > 0) {
        // Whole blocks only.
        const double kvBlocks =
            std::floor(v.kvAvailableGib * kBytesPerGiB / (kVllmBlockSize * v.kvBytesPerToken));
        v.kvTokenCapacity = kvBlocks * kVllmBlockSize;
        v.maxLengthSequences =
            v.maxModelLen > 0
                ? static_cast<int>(std::min(1e9, std::floor(kvBlocks / std::max(1.0, blocks))))
                : 0;
    }
    v.needGib = v.nonKvGib + v.kvPerSequenceGib;
    v.startsUp = v.kvAvailableGib > 0 && (v.kvBytesPerToken <= 0 || v.maxLengthSequences >= 1);
    return v;
}

} // namespace gpuplanner
