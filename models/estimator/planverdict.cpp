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

void judgeVerdict(PlanRow &row, const PlanOptions &o, bool training)
{
    // ---- Verdict ----
    row.verdict = Verdict::Fits;
    for (const Reason &r : row.reasons) {
        if (r.severity == Severity::Blocker)
            row.verdict = Verdict::DoesNotFit;
        else if (r.severity == Severity::Warning && row.verdict == Verdict::Fits)
            row.verdict = Verdict::FitsWithWarnings;
    }
    // ---- Constraints ----
    // Each one a row misses is a reason (issue 26 item 6: a budget greyed every row without
    // saying why); they do not change the verdict, which is about fitting and running.
    // A row that does not fit is not told about them as well.
    const bool fits = row.verdict != Verdict::DoesNotFit;
    auto add = [&](std::string code, MessageArgs args) {
        if (fits)
            planunits::add(row, std::move(code), Severity::Warning, std::move(args));
    };
    if (o.maxGpus && row.gpusUsed > *o.maxGpus) {
        row.withinConstraints = false;
        add("over_max_gpus", {arg::count(row.gpusUsed), arg::count(*o.maxGpus)});
    }
    if (o.budget && (!row.totalCost || *row.totalCost > *o.budget)) {
        row.withinConstraints = false;
        if (row.totalCost)
            add("over_budget",
                {arg::num(*row.totalCost, 0), arg::num(*o.budget, 0), arg::text(o.currency)});
        else
            add("budget_unknown_cost", {arg::num(*o.budget, 0), arg::text(o.currency)});
    }
    if (training && o.deadlineHours && (!row.hours || *row.hours > *o.deadlineHours)) {
        row.withinConstraints = false;
        if (row.hours)
            add("over_deadline", {arg::num(*row.hours, 1), arg::num(*o.deadlineHours, 1)});
        else
            add("deadline_unknown_time", {arg::num(*o.deadlineHours, 1)});
    }
}

} // namespace gpuplanner::planunits
