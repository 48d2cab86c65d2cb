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

void judgeVerdict(PlanRow &row, const PlanOptions &o)
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
    if (o.maxGpus && row.gpusUsed > *o.maxGpus)
        row.withinConstraints = false;
    if (o.budget && (!row.totalCost || *row.totalCost > *o.budget))
        row.withinConstraints = false;
    if (o.deadlineHours && (!row.hours || *row.hours > *o.deadlineHours))
        row.withinConstraints = false;
}

} // namespace gpuplanner::planunits
