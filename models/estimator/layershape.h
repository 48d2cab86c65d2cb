// Per-layer quantities of a transformer block as the memory estimator uses them (elements
// per token, parameters per layer), and the parameter counts that follow from them: LoRA's
// adapters and Adafactor's factored states. Split from memory.cpp.
#pragma once

#include "estimator/memory.h"

namespace gpuplanner {

// Per-layer quantities of a transformer block, in elements per token.
struct LayerShape {
    double h = 0;
    double kvd = 0;       // kv heads × head dim
    double qd = 0;        // heads × head dim
    double ffnActive = 0; // FFN width a token passes through (MoE: experts per token + shared)
    double ffnMatrices = 3;
    double heads = 0;
    double paramsPerLayer = 0; // all experts
    double activeParamsPerLayer = 0;
};

LayerShape shapeOf(const ModelSpec &m);
// LoRA trainable parameters: r × (in + out) per adapted matrix.
double loraParams(const ModelSpec &m, const LayerShape &s, int rank, LoraTargets targets);
// Adafactor keeps a row and a column vector per matrix (factored second moment).
double adafactorStateParams(const ModelSpec &m, const LayerShape &s);

} // namespace gpuplanner
