// A plan as text for the command line: an aligned table for people, or CSV, JSON or
// Markdown in the one table format of tableexport.h (docs/table-format.md; the same as
// `report --format csv|json|md`). An unpriced row leaves the price and cost cells empty
// (never 0).
#pragma once

#include "estimator/planner.h"

#include <QString>

namespace gpuplanner {

enum class PlanFormat { Table, Csv, Json, Markdown };

QString formatPlan(const Plan &plan, const Workload &workload, const PlanOptions &options,
                   PlanFormat format, int top, bool chinese = false);

} // namespace gpuplanner
