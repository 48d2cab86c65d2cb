// "The best type of each instance family" of a ranked plan, one rule for the window's
// cost-by-family chart (widgets/comparisonpage.cpp) and the PDF report's
// (models/report/reportsections.cpp), so the two never disagree.
//
// The rule: in the plan's own order, the first row of each family that fits (with or
// without warnings) and has a cost (training: total job cost; serving: cost per million
// tokens). The plan's order is its sort key (makePlan: cost, time or value, types within
// the limits first), so "best" follows the ranking the user chose: the cheapest fitting
// type of a family when ranked by cost, the fastest when ranked by time, the best value
// when ranked by value. Families come in the order of their best row.
#pragma once

#include "estimator/planner.h"

#include <vector>

namespace gpuplanner {

std::vector<const PlanRow *> bestOfEachFamily(const Plan &plan, bool training);

// The cost the rule reads: total cost (training) or cost per million tokens (serving).
std::optional<double> familyChartCost(const PlanRow &row, bool training);

} // namespace gpuplanner
