// The comparison tab's serving-capacity view (issue 24 item 4): offered only for serving,
// the ranked plan is the core's (makeCapacityPlan) for the scenario's traffic, the traffic
// fields are undoable edits of the scenario, a bad traffic names its field and changes
// nothing, and the two charts draw what the table says (cost steps that never fall as the
// peak grows; the latency curves cross the targets where the table puts the limit).
#include "capacityexport.h"
#include "capacitytablemodel.h"
#include "capacityview.h"
#include "catalogrepository.h"
#include "comparisonpage.h"
#include "presets.h"
#include "scenariodocument.h"

#include <QAbstractItemModelTester>
#include <QChart>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QSpinBox>
#include <QTabBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <memory>

using namespace gpuplanner;

namespace {

TrafficProfile chat()
{
    TrafficProfile t;
    t.peakRps = 20;
    t.ttftTarget = 2;
    t.tpotTarget = 0.1;
    return t;
}

} // namespace

// The view on the shipped catalog, showing a serving scenario with the chat traffic; planned()
// says it loaded, was shown and made its first plan.
struct ChatView {
    CatalogRepository repo;
    ScenarioDocument doc;
    std::unique_ptr<CapacityView> view;

    ChatView(const QString &overlay, const Workload &w)
        : repo(QStringLiteral(GP_SHIPPED_CATALOG), overlay)
    {
        Scenario s = ScenarioDocument::defaultScenario(nullptr);
        s.workload = w;
        s.traffic = chat();
        doc.load(s);
    }
    bool planned()
    {
        if (!repo.load())
            return false;
        view = std::make_unique<CapacityView>(&repo, &doc);
        view->show();
        return QTest::qWaitForWindowExposed(view.get()) &&
               QTest::qWaitFor([this] { return !view->isComputing() && view->model()->result(); },
                               20000);
    }
};

class TestCapacityView : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    PresetLibrary m_presets;

    Workload serving() const
    {
        Workload w;
        w.model = *m_presets.find(QStringLiteral("qwen2.5-7b"));
        w.task = Task::Inference;
        w.engine = Engine::Vllm;
        w.promptLen = 1500;
        w.outputLen = 300;
        return w;
    }

    static void load(ScenarioDocument &doc, const Workload &w,
                     const std::optional<TrafficProfile> &t)
    {
        Scenario s = ScenarioDocument::defaultScenario(nullptr);
        s.workload = w;
        s.traffic = t;
        doc.load(s);
    }

    static bool waitForPlan(CapacityView *view)
    {
        return QTest::qWaitFor([view] { return !view->isComputing() && view->model()->result(); },
                               20000);
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_presets.load()); }

    void tableIsTheCorePlan()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o.db")));
        QVERIFY(repo.load());
        ScenarioDocument doc;
        load(doc, serving(), chat());
        ComparisonPage page(&repo, &doc);
        page.resize(1400, 900);
        page.setShowsCapacity(true);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        CapacityView *view = page.capacityView();
        QVERIFY(page.showsCapacity());
        QVERIFY(waitForPlan(view));
        QAbstractItemModelTester tester(view->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);

        TrafficProfile t = chat();
        t.promptMean = 1500;
        t.outputMean = 300;
        const CapacityPlan direct = makeCapacityPlan(serving(), t, repo.catalog(), doc.plan());
        QCOMPARE(view->model()->rowCount(), int(direct.rows.size()));
        for (int i = 0; i < 5; ++i) {
            const CapacityRow &a = view->model()->rowAt(i);
            const CapacityRow &b = direct.rows[std::size_t(i)];
            QCOMPARE(a.type->id, b.type->id);
            QCOMPARE(a.replicas, b.replicas);
            QCOMPARE(a.monthlyCost, b.monthlyCost);
        }
        const CapacityRow &best = view->model()->rowAt(0);
        QVERIFY(best.verdict == CapacityVerdict::Serves);
        QVERIFY2(view->summary()->text().contains(QString::fromStdString(best.type->id)),
                 qPrintable(view->summary()->text()));
        QCOMPARE(view->selectedType(), QString::fromStdString(best.type->id));

        // The cost chart: the peak line and at most four step curves, none falling as the
        // peak grows (more traffic never needs fewer replicas).
        const QList<QAbstractSeries *> series = view->costChart()->series();
        QVERIFY(series.size() >= 2 && series.size() <= 5);
        for (QAbstractSeries *s : series) {
            auto *line = qobject_cast<QLineSeries *>(s);
            QVERIFY(line);
            if (line->name() == QLatin1String("Your peak")) {
                QCOMPARE(line->at(0).x(), 20.0);
                continue;
            }
            for (int i = 1; i < line->count(); ++i) {
                QVERIFY(line->at(i).x() >= line->at(i - 1).x());
                QVERIFY(line->at(i).y() >= line->at(i - 1).y());
            }
        }
        // The latency chart: TTFT and TPOT under load for the selected type; TPOT (ms) is
        // within its target at the replica's capacity (the table's point) and the curve
        // goes on past it.
        QList<QLineSeries *> lines;
        for (QAbstractSeries *s : view->latencyChart()->series())
            lines << qobject_cast<QLineSeries *>(s);
        auto named = [&](const QString &name) {
            for (QLineSeries *l : lines)
                if (l->name() == name)
                    return l;
            return static_cast<QLineSeries *>(nullptr);
        };
        QLineSeries *tpot = named(QStringLiteral("TPOT"));
        QLineSeries *tpotTarget = named(QStringLiteral("TPOT target"));
        QVERIFY(tpot && tpotTarget);
        QVERIFY(tpot->count() > 10);
        QCOMPARE(tpotTarget->at(0).y(), 100.0);
        const double atCapacity = best.replica.atMax.concurrency;
        for (int i = 0; i < tpot->count(); ++i)
            if (tpot->at(i).x() < atCapacity * 0.98)
                QVERIFY2(tpot->at(i).y() <= 100.0 * 1.02 ||
                             best.replica.limit != CapacityLimit::Tpot,
                         qPrintable(QString::number(tpot->at(i).y())));

        // Selecting another type redraws the latency chart for it.
        const QString second = QString::fromStdString(view->model()->rowAt(1).type->id);
        view->selectType(second);
        QVERIFY(view->latencyChart()->title().contains(second));
    }

    void editsAreUndoableAndTighterTargetsNeedMore()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o.db")));
        QVERIFY(repo.load());
        ScenarioDocument doc;
        load(doc, serving(), std::nullopt); // no traffic yet: the view's default
        CapacityView view(&repo, &doc);
        view.resize(1400, 900);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(waitForPlan(&view));
        QCOMPARE(view.model()->result()->traffic.peakRps, CapacityView::defaultTraffic().peakRps);
        QVERIFY(!doc.traffic()); // shown, not written, until the user edits it
        const int before = view.model()->rowAt(0).replicas;
        const std::string bestType = view.model()->rowAt(0).type->id;

        auto *tpot = view.findChild<QDoubleSpinBox *>(QStringLiteral("trafficTpot"));
        QVERIFY(tpot);
        tpot->setValue(40); // ms
        QVERIFY(doc.traffic());
        QCOMPARE(doc.traffic()->tpotTarget, 0.04);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Change TPOT target"));
        QVERIFY(waitForPlan(&view));
        const int row = view.model()->rowOf(QString::fromStdString(bestType));
        QVERIFY(row >= 0);
        if (CapacityTableModel::isServing(view.model()->rowAt(row)))
            QVERIFY(view.model()->rowAt(row).replicas >= before);

        // The prompt mean is the workload's: an input edit, undone as one.
        auto *prompt = view.findChild<QSpinBox *>(QStringLiteral("trafficPrompt"));
        prompt->setValue(3000);
        QCOMPARE(doc.workload().promptLen, 3000);
        doc.undoStack()->undo();
        QCOMPARE(doc.workload().promptLen, 1500);
        QCOMPARE(prompt->value(), 1500);

        doc.undoStack()->undo();
        QVERIFY(!doc.traffic());
        QCOMPARE(tpot->value(), 100.0); // the default shown again
    }

    // Issue 26 item 5 at 1024 × 700: the charts' 220 px left the table one row. On a short
    // view they start hidden (the table is the answer); the Charts switch brings them back
    // and the user's choice then holds; a tall view shows them.
    void shortViewKeepsTheTableRows()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("short.db")));
        QVERIFY(repo.load());
        ScenarioDocument doc;
        load(doc, serving(), std::nullopt);
        CapacityView view(&repo, &doc);
        view.resize(1000, 480); // what the serving view gets in a 1024 × 700 window
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(waitForPlan(&view));
        QTRY_VERIFY(!view.chartsPane()->isVisible());
        QVERIFY(!view.chartsToggle()->isChecked());
        const int rowHeight = view.view()->verticalHeader()->defaultSectionSize();
        QTRY_VERIFY(view.view()->viewport()->height() >= 4 * rowHeight);
        view.chartsToggle()->click();
        QVERIFY(view.chartsPane()->isVisible());
        view.resize(1000, 470); // the user's choice holds
        QTest::qWait(20);
        QVERIFY(view.chartsPane()->isVisible());

        CapacityView tall(&repo, &doc);
        tall.resize(1400, 900);
        tall.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tall));
        QTRY_VERIFY(tall.chartsPane()->isVisible());
        QVERIFY(tall.chartsToggle()->isChecked());
    }

    void badTrafficNamesItsField()
    {
        ChatView chatView(m_dir.filePath(QStringLiteral("o.db")), serving());
        QVERIFY(chatView.planned());
        CapacityView &view = *chatView.view;
        const auto *shown = view.model()->result();
        auto *p95 = view.findChild<QSpinBox *>(QStringLiteral("trafficPromptP95"));
        p95->setValue(1000); // below the mean of 1500
        QVERIFY(QTest::qWaitFor([&] { return !view.isComputing(); }, 5000));
        auto *problem = view.findChild<QLabel *>(QStringLiteral("capacityProblem"));
        QVERIFY(problem->isVisibleTo(&view));
        QVERIFY2(problem->text().startsWith(QStringLiteral("Prompt p95: ")) &&
                     problem->text().contains(QStringLiteral("1000")),
                 qPrintable(problem->text()));
        QCOMPARE(view.model()->result(), shown); // the last good plan stays
        p95->setValue(2000);
        QVERIFY(waitForPlan(&view));
        QVERIFY(!problem->isVisibleTo(&view));
    }

    // Issue 24: the 24-hour profile is edited in the window as the command line takes it
    // (--hourly-rps): one undo step, the busiest hour becomes the peak, and a profile that
    // cannot be read or checked is named by the field's label and not written.
    void dailyProfileIsEditable()
    {
        ChatView chatView(m_dir.filePath(QStringLiteral("o.db")), serving());
        QVERIFY(chatView.planned());
        ScenarioDocument &doc = chatView.doc;
        CapacityView &view = *chatView.view;
        auto *hourly = view.findChild<QLineEdit *>(QStringLiteral("trafficHourlyRps"));
        auto *problem = view.findChild<QLabel *>(QStringLiteral("capacityProblem"));
        QVERIFY(hourly && problem);
        QVERIFY(hourly->text().isEmpty());

        QStringList day;
        for (int h = 0; h < 24; ++h)
            day << QString::number(h >= 9 && h < 21 ? 30 : 6); // busy 09:00–21:00
        hourly->setText(day.join(QStringLiteral("，")));       // full-width commas are read too
        Q_EMIT hourly->editingFinished();
        QVERIFY(doc.traffic());
        QCOMPARE(int(doc.traffic()->hourlyRps.size()), 24);
        QCOMPARE(doc.traffic()->peakRps, 30.0);
        QCOMPARE(doc.traffic()->average(), 18.0);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Change Daily profile"));
        QVERIFY(waitForPlan(&view));
        QCOMPARE(view.model()->result()->traffic.hourlyRps.size(), std::size_t(24));

        // Not a number, or 23 hours: said, and the document keeps the good profile.
        for (const QString &bad : {QStringLiteral("6, 6, lots"), day.mid(1).join(u',')}) {
            hourly->setText(bad);
            Q_EMIT hourly->editingFinished();
            QVERIFY2(problem->isVisibleTo(&view) &&
                         problem->text().startsWith(QStringLiteral("Daily profile: ")),
                     qPrintable(problem->text()));
            QCOMPARE(int(doc.traffic()->hourlyRps.size()), 24);
        }
        QVERIFY(problem->text().contains(QStringLiteral("24 values")));

        // Emptied: a flat day again; undo brings the profile back into the field. (Edits of
        // one field in a row merge into one step, as typing does; the TPOT edit between
        // keeps them apart.)
        view.findChild<QDoubleSpinBox *>(QStringLiteral("trafficTpot"))->setValue(80);
        hourly->clear();
        Q_EMIT hourly->editingFinished();
        QVERIFY(doc.traffic()->hourlyRps.empty());
        doc.undoStack()->undo();
        QCOMPARE(int(doc.traffic()->hourlyRps.size()), 24);
        QVERIFY2(hourly->text().startsWith(QStringLiteral("6, 6, ")), qPrintable(hourly->text()));
        doc.undoStack()->undo(); // the TPOT target
        doc.undoStack()->undo();
        QVERIFY(doc.traffic()->hourlyRps.empty());
        QVERIFY(hourly->text().isEmpty());
    }

    // Issue 27's rule for the new view: an instance type's id (an import fills it) is data.
    // The chart legend and titles render rich text, so the id is escaped there; the summary
    // is a plain-text label.
    void typeIdsAreShownAsText()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("hostile.db")));
        QVERIFY(repo.load());
        ScenarioDocument doc;
        load(doc, serving(), chat());
        TrafficProfile t = chat();
        t.promptMean = 1500;
        t.outputMean = 300;
        const CapacityPlan plan = makeCapacityPlan(serving(), t, repo.catalog(), doc.plan());
        const InstanceType *best = plan.rows.front().type;
        const QString hostile = QStringLiteral("ecs.<img src=/dev/zero>");
        CatalogData rows;
        InstanceType clone = *best;
        clone.id = hostile.toStdString();
        rows.types.push_back(clone);
        for (const Price &p : repo.catalog().prices()) {
            if (p.instanceTypeId != best->id)
                continue;
            Price cheaper = p;
            cheaper.instanceTypeId = clone.id;
            cheaper.amount = p.amount / 100; // the cheapest: first in the plan and the charts
            rows.prices.push_back(cheaper);
        }
        QVERIFY2(repo.store(rows), qPrintable(repo.errorString()));
        CapacityView view(&repo, &doc);
        view.resize(1400, 900);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(waitForPlan(&view));
        QCOMPARE(QString::fromStdString(view.model()->rowAt(0).type->id), hostile);
        QCOMPARE(view.summary()->textFormat(), Qt::PlainText);
        QVERIFY(view.summary()->text().contains(hostile));
        bool legend = false;
        for (QAbstractSeries *s : view.costChart()->series()) {
            QVERIFY(!s->name().contains(QStringLiteral("<img")));
            legend = legend || s->name() == hostile.toHtmlEscaped();
        }
        QVERIFY(legend);
        QVERIFY(view.latencyChart()->title().contains(hostile.toHtmlEscaped()));
        QVERIFY(!view.latencyChart()->title().contains(QStringLiteral("<img")));
        const QString tip = view.model()->index(0, 1).data(Qt::ToolTipRole).toString();
        QVERIFY2(!tip.contains(QStringLiteral("<img")), qPrintable(tip)); // escaped or plain
    }

    void offeredForServingOnly()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o.db")));
        QVERIFY(repo.load());
        ScenarioDocument doc;
        Workload w = serving();
        w.task = Task::Lora;
        load(doc, w, std::nullopt);
        ComparisonPage page(&repo, &doc);
        page.setShowsCapacity(true);
        auto *tabs = page.findChild<QTabBar *>(QStringLiteral("comparisonViews"));
        QVERIFY(!tabs->isTabVisible(1));
        QVERIFY(!page.showsCapacity());
        w.task = Task::Inference;
        doc.editInputs(w, QString(), QStringLiteral("task"), QStringLiteral("Change Task"));
        QVERIFY(tabs->isTabVisible(1));
        QVERIFY(page.showsCapacity()); // the user's choice comes back with serving
    }
};

QTEST_MAIN(TestCapacityView)
#include "tst_capacityview.moc"
