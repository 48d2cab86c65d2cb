// Planning as a service of the core: every plan the window shows or reports is asked of
// this file, never made by a widget with makePlan itself.
//
// - What can be asked (the same answers on any thread): a ranking with its hints, one
//   type's cost under each pricing mode (the modes chart), a capacity plan for a traffic
//   profile, and a scenario's best option (the library's summaries and diff, the report).
// - PlanQueue: one asker's line to the planner (the comparison table, its modes chart,
//   the capacity view each own one). It owns the worker a request runs on, the generation
//   counter (a newer request overtakes an older one, whose result is then never
//   delivered), cancellation, and whether a request is worth a thread at all (a catalog
//   below a size is planned at once, on the asker's thread). Results come back on the
//   asker's thread, and never after the queue is gone.
//
// The request carries copies of everything the planner reads and the catalog snapshot it
// plans over, which the answer keeps alive: a result stays valid whatever the repository
// did meanwhile.
#pragma once

#include "capacitytablemodel.h"
#include "estimator/capacity.h"
#include "estimator/planhints.h"
#include "estimator/planner.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gpuplanner {

struct PlanRequest {
    Workload workload;
    PlanOptions options;
    SortKey sort = SortKey::Cost;
    std::shared_ptr<const Catalog> catalog;
};

// A type's cost under one pricing mode for the same job: training, the job's total
// (whole subscription months included); serving, per 1M tokens over the same hours.
struct ModeCost {
    std::optional<double> value;
    std::optional<double> hours; // the hours costed (spot: expected, with interruptions)
    double months = 0;           // subscription: the whole months billed
};

namespace planner {

// makePlanWithHints over the request's catalog.
std::shared_ptr<const Plan> rank(const PlanRequest &request);
// The same at once, by value, for a caller on its own thread (the library's indexing
// workers, the scenario diff, the report).
Plan rankNow(const Workload &workload, const Catalog &catalog, const PlanOptions &options,
             SortKey sort = SortKey::Cost);
Plan rankNow(const PlanRequest &request); // keeping the request's catalog alive
CapacityPlan capacityNow(const Workload &workload, const TrafficProfile &traffic,
                         const Catalog &catalog, const PlanOptions &options);
// The modes, in the order given, for type typeId of family familyId: each a ranking of
// that family alone, without budget or deadline; training: the job's total cost, else the
// cost per 1M tokens (the asker says which, as its chart is titled).
std::vector<ModeCost> modeCosts(const PlanRequest &request, const std::string &typeId,
                                const std::string &familyId, const std::vector<PricingMode> &modes,
                                bool training);
std::shared_ptr<const CapacityResult> capacity(const PlanRequest &request,
                                               const TrafficProfile &traffic);
// A plan's best option as the library and the diff summarise it: its first priced row
// that fits (withinLimits: also within the budget, deadline and GPU limit); nullptr when
// there is none.
const PlanRow *bestRow(const Plan &plan, bool withinLimits);

} // namespace planner

class PlanQueue : public QObject
{
    Q_OBJECT

public:
    // Whether a request runs on a worker: a ranking from kRankOnWorker types, the four
    // rankings of the modes chart from kModesOnWorker types, a capacity plan always.
    static constexpr std::size_t kRankOnWorker = 64;
    static constexpr std::size_t kModesOnWorker = 1000;
    enum class Run { BySize, Now, OnWorker };

    explicit PlanQueue(QObject *parent = nullptr);
    ~PlanQueue() override;

    // Each overtakes the request before it. done runs on this queue's thread: at once
    // (before the call returns) for a request run now, later for one on a worker, and
    // never for one that was overtaken or cancelled.
    void rank(PlanRequest request, Run run, std::function<void(std::shared_ptr<const Plan>)> done);
    void modes(PlanRequest request, std::string typeId, std::string familyId,
               std::vector<PricingMode> modes, bool training, Run run,
               std::function<void(std::vector<ModeCost>)> done);
    void capacity(PlanRequest request, TrafficProfile traffic,
                  std::function<void(std::shared_ptr<const CapacityResult>)> done);

    // Drops the request in flight (its result is not delivered).
    void cancel() { ++m_generation; }
    // Whether a worker still plans for this queue (a result to come, or one overtaken).
    bool busy() const { return m_inFlight > 0; }

    // Whether a request over this catalog would run on a worker.
    static bool onWorker(const std::shared_ptr<const Catalog> &catalog, std::size_t threshold);

private:
    template <typename R>
    void submit(std::function<R()> work, bool worker, std::function<void(R)> done);

    quint64 m_generation = 0;
    int m_inFlight = 0;
};

} // namespace gpuplanner
