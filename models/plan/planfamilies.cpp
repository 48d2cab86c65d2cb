#include "planfamilies.h"

#include <string>
#include <unordered_set>

namespace gpuplanner {

std::optional<double> familyChartCost(const PlanRow &row, bool training)
{
    return training ? row.totalCost : row.costPerMillionTokens;
}

std::vector<const PlanRow *> bestOfEachFamily(const Plan &plan, bool training)
{
    std::vector<const PlanRow *> best;
    std::unordered_set<std::string> seen;
    for (const PlanRow &r : plan.rows) {
        if (r.verdict == Verdict::DoesNotFit || !familyChartCost(r, training) || !r.type)
            continue;
        if (seen.insert(r.type->familyId).second)
            best.push_back(&r);
    }
    return best;
}

} // namespace gpuplanner
