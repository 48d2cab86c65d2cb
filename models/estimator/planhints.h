// When nothing fits (issue 26 item 7): what the user can change so that something does.
// Each candidate change is one the practitioner would make — gradient checkpointing,
// a smaller batch, QLoRA, ZeRO-3 over the instance's GPUs, a shorter sequence, 4-bit
// weights for serving, more nodes — and each is tried on the same catalog with makePlan;
// only the changes that make a type fit are reported, with the cheapest type that then
// fits (or the first, when none is priced). Findings "hint_*" (worded by
// models/wording/planwording.cpp): args are the type id, its need per GPU and its usable memory,
// then the changed value where the change has one (the batch, the sequence length, the
// nodes). When no single change is enough, "hint_combined" makes them one after another
// until a type fits, its fourth argument a bit per change made (bit 0 checkpointing,
// 1 batch, 2 QLoRA, 3 ZeRO-3, 4 shorter sequences, 5 4-bit weights, 6 nodes); "hint_none"
// when even all of them are not enough.
#pragma once

#include "estimator/planner.h"

namespace gpuplanner {

// The findings for a plan in which no row fits; none when a row fits. Runs makePlan once
// per candidate change (at most seven).
std::vector<Finding> nothingFitsHints(const Plan &plan, const Workload &workload,
                                      const Catalog &catalog, const PlanOptions &options);

// makePlan, with nothingFitsHints() appended to the findings when nothing fits.
Plan makePlanWithHints(const Workload &workload, std::shared_ptr<const Catalog> catalog,
                       const PlanOptions &options, SortKey sort = SortKey::Cost);

} // namespace gpuplanner
