// The one set of starting values for a new scenario: the window's form, File ▸ New and
// the scenario document start here. Workload{} and PlanOptions{} keep "not given" values
// (a sequence length of 0, no dataset) for readers that fill every field themselves;
// these are the values a person starts from when nothing is given yet. They are
// starting points, not facts about hardware: every one is an input the user changes.
#pragma once

#include "memory.h"
#include "planner.h"

namespace gpuplanner {

// The preset a new scenario starts with (resources/presets/models.json).
inline constexpr const char *kDefaultPresetId = "llama-3.1-8b";

// A workload to start from: Workload{} with a 4 k training sequence and a 2 k prompt
// with 512 output tokens for serving. The model is left to the caller (a preset).
inline Workload defaultWorkload()
{
    Workload w;
    w.seqLen = 4096;
    w.promptLen = 2048;
    w.outputLen = 512;
    return w;
}

// Plan options to start from: PlanOptions{} (headroom, MFU, region, pricing) with a
// 100 M-token dataset, so that a training plan has a time and a cost at once.
inline PlanOptions defaultPlanOptions()
{
    PlanOptions o;
    o.datasetTokens = 100e6;
    return o;
}

} // namespace gpuplanner
