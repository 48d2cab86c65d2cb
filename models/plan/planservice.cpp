#include "planservice.h"

#include "estimator/catalogtypes.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace gpuplanner {

namespace planner {

std::shared_ptr<const Plan> rank(const PlanRequest &r)
{
    return std::make_shared<const Plan>(
        makePlanWithHints(r.workload, r.catalog, r.options, r.sort));
}

Plan rankNow(const Workload &workload, const Catalog &catalog, const PlanOptions &options,
             SortKey sort)
{
    return makePlan(workload, catalog, options, sort);
}

Plan rankNow(const PlanRequest &r)
{
    return makePlan(r.workload, r.catalog, r.options, r.sort);
}

CapacityPlan capacityNow(const Workload &workload, const TrafficProfile &traffic,
                         const Catalog &catalog, const PlanOptions &options)
{
    return makeCapacityPlan(workload, traffic, catalog, options);
}

std::vector<ModeCost> modeCosts(const PlanRequest &r, const std::string &typeId,
                                const std::string &familyId, const std::vector<PricingMode> &modes,
                                bool training)
{
    PlanOptions o = r.options;
    o.families = {familyId};
    o.budget.reset();
    o.deadlineHours.reset();
    std::vector<ModeCost> out;
    for (PricingMode mode : modes) {
        o.pricing = mode;
        const Plan p = makePlan(r.workload, *r.catalog, o, r.sort);
        ModeCost m;
        for (const PlanRow &row : p.rows) {
            if (row.type->id != typeId)
                continue;
            m.value = training ? row.totalCost : row.costPerMillionTokens;
            m.hours = row.hours;
            if (pricingModeInfo(mode).commitment && row.hours)
                m.months = subscriptionMonthsBilled(o, *row.hours);
        }
        out.push_back(m);
    }
    return out;
}

std::shared_ptr<const CapacityResult> capacity(const PlanRequest &r, const TrafficProfile &traffic)
{
    auto result = std::make_shared<CapacityResult>();
    result->catalog = r.catalog;
    result->traffic = traffic;
    result->plan = capacityNow(r.workload, traffic, *r.catalog, r.options);
    return result;
}

const PlanRow *bestRow(const Plan &plan, bool withinLimits)
{
    for (const PlanRow &row : plan.rows) {
        if (row.verdict != Verdict::DoesNotFit && row.totalCost &&
            (!withinLimits || row.withinConstraints))
            return &row;
    }
    return nullptr;
}

} // namespace planner

PlanQueue::PlanQueue(QObject *parent)
    : QObject(parent)
{}

// A worker still planning keeps its own copies; its result is dropped with its watcher, a
// child of the queue.
PlanQueue::~PlanQueue() = default;

bool PlanQueue::onWorker(const std::shared_ptr<const Catalog> &catalog, std::size_t threshold)
{
    return catalog && catalog->types().size() >= threshold;
}

template <typename R>
void PlanQueue::submit(std::function<R()> work, bool worker, std::function<void(R)> done)
{
    const quint64 generation = ++m_generation;
    if (!worker) {
        done(work());
        return;
    }
    auto *watcher = new QFutureWatcher<R>(this);
    ++m_inFlight;
    connect(watcher, &QFutureWatcherBase::finished, this,
            [this, watcher, generation, done = std::move(done)] {
                --m_inFlight;
                watcher->deleteLater();
                if (generation == m_generation)
                    done(watcher->result());
            });
    watcher->setFuture(QtConcurrent::run(std::move(work)));
}

void PlanQueue::rank(PlanRequest request, Run run,
                     std::function<void(std::shared_ptr<const Plan>)> done)
{
    const bool worker =
        run == Run::OnWorker || (run == Run::BySize && onWorker(request.catalog, kRankOnWorker));
    submit<std::shared_ptr<const Plan>>([r = std::move(request)] { return planner::rank(r); },
                                        worker, std::move(done));
}

void PlanQueue::modes(PlanRequest request, std::string typeId, std::string familyId,
                      std::vector<PricingMode> modes, bool training, Run run,
                      std::function<void(std::vector<ModeCost>)> done)
{
    const bool worker =
        run == Run::OnWorker || (run == Run::BySize && onWorker(request.catalog, kModesOnWorker));
    submit<std::vector<ModeCost>>(
        [r = std::move(request), typeId = std::move(typeId), familyId = std::move(familyId),
         modes = std::move(modes),
         training] { return planner::modeCosts(r, typeId, familyId, modes, training); },
        worker, std::move(done));
}

void PlanQueue::capacity(PlanRequest request, TrafficProfile traffic,
                         std::function<void(std::shared_ptr<const CapacityResult>)> done)
{
    submit<std::shared_ptr<const CapacityResult>>(
        [r = std::move(request), t = std::move(traffic)] { return planner::capacity(r, t); }, true,
        std::move(done));
}

} // namespace gpuplanner
