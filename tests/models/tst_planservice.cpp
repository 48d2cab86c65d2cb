// The planner service (models/plan/planservice.h): its answers are the core's (makePlan and
// makeCapacityPlan), and a PlanQueue delivers only the newest request's answer, on the
// asker's thread, never after cancel() or its own end. Deterministic: a worker's answer is
// delivered through the event loop, which no test enters between two requests.
#include "../support/fixtures.h"
#include "../support/shippedcatalog.h"
#include "estimator/defaults.h"
#include "planservice.h"

#include <QThreadPool>
#include <QtTest>

using namespace gpuplanner;
using namespace gpuplanner::fixtures;

class TestPlanService : public QObject
{
    Q_OBJECT

    std::shared_ptr<const Catalog> m_catalog;

    PlanRequest request(SortKey sort = SortKey::Cost) const
    {
        Workload w = loraRun(decoder("test-7b", 7, 32, 4096, 11008, 32, 32, 32000, 4096));
        PlanOptions o = defaultPlanOptions();
        return {w, o, sort, m_catalog};
    }

    static std::vector<std::string> ids(const Plan &p)
    {
        std::vector<std::string> out;
        for (const PlanRow &r : p.rows)
            out.push_back(r.type->id + "/" + std::to_string(r.instances));
        return out;
    }

private Q_SLOTS:
    void initTestCase() { m_catalog = std::make_shared<const Catalog>(shippedCatalog()); }

    void answersAreTheCores()
    {
        const PlanRequest r = request(SortKey::Time);
        const auto plan = planner::rank(r);
        const Plan direct = makePlanWithHints(r.workload, r.catalog, r.options, r.sort);
        QVERIFY(!plan->rows.empty());
        QCOMPARE(ids(*plan), ids(direct));
        QCOMPARE(plan->catalog, m_catalog); // the answer keeps its catalog alive
        QCOMPARE(ids(planner::rankNow(r)),
                 ids(makePlan(r.workload, *m_catalog, r.options, r.sort)));
    }

    // The modes chart's four figures are each mode's ranking of the type's family.
    void modeCostsAreEachModesRanking()
    {
        const PlanRequest r = request();
        const Plan plan = planner::rankNow(r);
        const PlanRow *best = planner::bestRow(plan, false);
        QVERIFY(best);
        const std::vector<PricingMode> modes = {PricingMode::PayAsYouGo, PricingMode::Spot};
        const auto costs = planner::modeCosts(r, best->type->id, best->type->familyId, modes, true);
        QCOMPARE(costs.size(), modes.size());
        for (std::size_t i = 0; i < modes.size(); ++i) {
            PlanOptions o = r.options;
            o.pricing = modes[i];
            o.families = {best->type->familyId};
            const Plan p = makePlan(r.workload, *m_catalog, o);
            const PlanRow *row = findRow(p, best->type->id);
            QVERIFY(row);
            QCOMPARE(costs[i].value, row->totalCost);
            QCOMPARE(costs[i].hours, row->hours);
        }
    }

    // The best row skips what does not fit or has no price; within the limits also what
    // misses the budget.
    void bestRowFollowsTheLimits()
    {
        PlanRequest r = request();
        r.options.budget = 0.01; // nothing is that cheap
        const Plan plan = planner::rankNow(r);
        const PlanRow *any = planner::bestRow(plan, false);
        QVERIFY(any);
        QVERIFY(any->verdict != Verdict::DoesNotFit && any->totalCost);
        QCOMPARE(planner::bestRow(plan, true), nullptr);
        for (const PlanRow &row : plan.rows) {
            if (&row == any)
                break;
            QVERIFY(row.verdict == Verdict::DoesNotFit || !row.totalCost);
        }
    }

    void runNowDeliversBeforeItReturns()
    {
        PlanQueue queue;
        int delivered = 0;
        queue.rank(request(), PlanQueue::Run::Now, [&](std::shared_ptr<const Plan> p) {
            QVERIFY(p && !p->rows.empty());
            ++delivered;
        });
        QCOMPARE(delivered, 1);
        QVERIFY(!queue.busy());
    }

    void bySizeAsksTheCatalogsSize()
    {
        QVERIFY(PlanQueue::onWorker(m_catalog, m_catalog->types().size()));
        QVERIFY(!PlanQueue::onWorker(m_catalog, m_catalog->types().size() + 1));
        QVERIFY(!PlanQueue::onWorker(nullptr, 0));
        PlanQueue queue;
        int delivered = 0;
        // The shipped catalog (over 64 types) is ranked on the worker: not delivered yet.
        queue.rank(request(), PlanQueue::Run::BySize,
                   [&](std::shared_ptr<const Plan>) { ++delivered; });
        QCOMPARE(delivered, 0);
        QVERIFY(queue.busy());
        QTRY_COMPARE(delivered, 1);
        QTRY_VERIFY(!queue.busy());
    }

    void newerRequestOvertakesOlder()
    {
        PlanQueue queue;
        std::vector<SortKey> delivered;
        for (SortKey sort : {SortKey::Cost, SortKey::Time, SortKey::Value}) {
            PlanRequest r = request(sort);
            queue.rank(
                r, PlanQueue::Run::OnWorker,
                [&delivered, sort](std::shared_ptr<const Plan>) { delivered.push_back(sort); });
        }
        QTRY_VERIFY(!queue.busy());
        QCoreApplication::processEvents();
        QCOMPARE(delivered, std::vector<SortKey>{SortKey::Value});
        // A request run now overtakes one still on the worker too.
        delivered.clear();
        queue.rank(request(SortKey::Cost), PlanQueue::Run::OnWorker,
                   [&](std::shared_ptr<const Plan>) { delivered.push_back(SortKey::Cost); });
        queue.rank(request(SortKey::Time), PlanQueue::Run::Now,
                   [&](std::shared_ptr<const Plan>) { delivered.push_back(SortKey::Time); });
        QTRY_VERIFY(!queue.busy());
        QCoreApplication::processEvents();
        QCOMPARE(delivered, std::vector<SortKey>{SortKey::Time});
    }

    void cancelDropsTheAnswer()
    {
        PlanQueue queue;
        int delivered = 0;
        TrafficProfile t;
        t.peakRps = 2;
        t.promptMean = 512;
        t.outputMean = 128;
        queue.capacity(request(), t, [&](std::shared_ptr<const CapacityResult>) { ++delivered; });
        queue.cancel();
        QTRY_VERIFY(!queue.busy());
        QCoreApplication::processEvents();
        QCOMPARE(delivered, 0);
    }

    // A queue that goes while its worker plans: the answer is dropped with it, no crash
    // (the asker, e.g. a closed window, is gone too).
    void aQueueGoneDeliversNothing()
    {
        int delivered = 0;
        auto *queue = new PlanQueue;
        queue->modes(request(), "ecs.gn7i-c8g1.2xlarge", "gn7i",
                     {PricingMode::PayAsYouGo, PricingMode::Subscription, PricingMode::Spot}, true,
                     PlanQueue::Run::OnWorker, [&](std::vector<ModeCost>) { ++delivered; });
        delete queue;
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::processEvents();
        QCOMPARE(delivered, 0);
    }
};

QTEST_GUILESS_MAIN(TestPlanService)
#include "tst_planservice.moc"
