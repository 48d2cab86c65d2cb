// The planner's units, which makePlan (planner.cpp) runs for every instance type and then
// over the plan: the configuration that fits and its reasons (planfit.cpp), the time
// (plantime.cpp), the price and cost (plancost.cpp), the verdict and constraints
// (planverdict.cpp), the Pareto front, value and ranking (planranking.cpp) and the
// findings (planfindings.cpp). Internal to the estimator: planner.h is the API.
#pragma once

#include "estimator/fit.h"
#include "estimator/planner.h"

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace gpuplanner::planunits {

inline void add(PlanRow &row, std::string code, Severity s, MessageArgs args = {})
{
    row.reasons.push_back({std::move(code), s, std::move(args)});
}

// The configuration chosen on one instance type. memory is the cached estimate (shared);
// memoryFit points into the plan's EstimateCache, whose entries stay put while the plan
// is made: a row copies its reasons once rather than every candidate copying them.
struct Fit {
    Workload workload;
    std::shared_ptr<const MemoryEstimate> memory;
    const MemoryFit *memoryFit = nullptr;
    bool fits = false;
    // Serving with vLLM: the largest tensor-parallel size the engine refused for this model
    // on this type and its message (engines.h), when the layout chosen differs because of it.
    int refusedTensorParallel = 0;
    std::string refusal;
};

// Finds the smallest configuration of this instance type (and of several of them) that
// fits the workload, trying stronger sharding (training) or more tensor parallel GPUs
// (inference) before more instances.
// Estimates depend only on the configuration, not on the instance type: many types share
// a GPU count, so a plan needs a handful of estimates rather than one per type.
class EstimateCache
{
public:
    // Shared: every row that chooses a configuration holds its estimate (PlanRow::memory)
    // rather than a copy of its assumptions and warnings.
    const std::shared_ptr<const MemoryEstimate> &get(const Workload &w)
    {
        const auto key =
            std::make_tuple(w.gpusPerNode, w.nodes, static_cast<int>(w.sharding), w.tensorParallel,
                            w.pipelineParallel, w.gpuMemoryGib, static_cast<int>(w.attention));
        auto it = m_cache.find(key);
        if (it == m_cache.end())
            it = m_cache.emplace(key, std::make_shared<const MemoryEstimate>(estimateMemory(w)))
                     .first;
        return it->second;
    }

    // The memory verdict of a cached estimate on a card. It depends only on the
    // configuration (one cached estimate), the card and the instances; many types share a
    // GPU model, and wording the reasons is most of a verdict's cost.
    const MemoryFit &judge(const Workload &w, const MemoryEstimate &cached, const CardMemory &card,
                           double headroomPct)
    {
        // Not per instance type: the reasons leave the type id of Alibaba's nominal card
        // figure empty and addFitReasons names the row's type, so the types that share a
        // GPU and a card figure share one judgement.
        const auto key =
            std::make_tuple(&cached, card.totalGib, card.driverReported, w.nodes, headroomPct);
        auto it = m_judgements.find(key);
        if (it == m_judgements.end()) {
            CardMemory anyType = card;
            anyType.typeId.clear();
            it = m_judgements.emplace(key, judgeMemory(w, cached, anyType, headroomPct, w.nodes))
                     .first;
        }
        return it->second;
    }

private:
    std::map<std::tuple<int, int, int, int, int, double, int>,
             std::shared_ptr<const MemoryEstimate>>
        m_cache;
    std::map<std::tuple<const MemoryEstimate *, double, bool, int, double>, MemoryFit> m_judgements;
};

// Finds the smallest configuration of this instance type (and of several of them) that
// fits the workload (planfit.cpp).
Fit fitOn(const Workload &base, const InstanceType &t, const PlanOptions &o, const CardMemory &card,
          EstimateCache &cache);

// Every reason the chosen configuration has: memory, compatibility, parallelism, host RAM,
// vCPUs, precision support, vGPU (planfit.cpp).
void addFitReasons(PlanRow &row, const Workload &workload, const Fit &fit,
                   const std::vector<Reason> &compatReasons, const CompatResult &compat,
                   const InstanceType &t, bool training);

// Step time, hours or tokens per second, and the interconnect's reasons (plantime.cpp).
void estimateTime(PlanRow &row, const Workload &workload, const Fit &fit, const InstanceType &t,
                  const PlanOptions &o, double flopsPerToken, double tokens);

// The price under the pricing mode (spot expectation included) and the total cost
// (plancost.cpp).
void priceAndCost(PlanRow &row, const InstanceType &t, const Catalog &catalog,
                  const PlanOptions &o);

// The verdict from the reasons' severities, and the user's constraints (planverdict.cpp).
// The deadline is a training job's: a serving plan's hours are how long it serves, which a
// deadline does not bound (every row read "over deadline" against 730 h).
void judgeVerdict(PlanRow &row, const PlanOptions &o, bool training);

// The Pareto front of time against cost, the value, and the ranking (planranking.cpp).
void rankRows(Plan &plan, bool training, SortKey sort);

// The source articles' advice where it applies (planfindings.cpp).
void addFindings(Plan &plan, const Workload &workload, const PlanOptions &o, double tokens);

} // namespace gpuplanner::planunits
