// A plan as text for the command line and exports: an aligned table, CSV or JSON. Every
// row has instance_type, family, verdict, reasons, gpus_used, vram_headroom_pct, hours,
// price_per_hour, total_cost, currency and price_source; an unpriced row leaves the price
// and cost cells empty (never 0).
#pragma once

#include "estimator/planner.h"

#include <QString>

namespace gpuplanner {

enum class PlanFormat { Table, Csv, Json };

QString formatPlan(const Plan &plan, const Workload &workload, const PlanOptions &options,
                   PlanFormat format, int top, bool chinese = false);

} // namespace gpuplanner
