// The comparison tab and the command line agree: the tab's table shows the ranking
// makePlan gives for the same scenario, its charts read the same rows, clicking a chart
// point selects the row, and the one-click orderings re-rank and select the winner. Chart
// axes use the shared 1-2-5 scale, points explain themselves on hover, the layout
// persists, and large catalogs are ranked off the GUI thread.
#include "catalogrepository.h"
#include "catalogtablemodel.h"
#include "chartstyle.h"
#include "compactcombobox.h"
#include "comparisonpage.h"
#include "planfamilies.h"
#include "plantablemodel.h"
#include "planwording.h"
#include "presets.h"
#include "reportbuilder.h"
#include "scenariodocument.h"
#include "tablecopy.h"

#include <QAbstractAxis>
#include <QAbstractItemModelTester>
#include <QAbstractTextDocumentLayout>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QGraphicsView>
#include <QHeaderView>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QLegendMarker>
#include <QPointer>
#include <QPushButton>
#include <QScatterSeries>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QThread>
#include <QToolButton>
#include <QValueAxis>

using namespace gpuplanner;

class TestComparisonPage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    PresetLibrary m_presets;

    Workload lora() const
    {
        Workload w;
        w.model = *m_presets.find(QStringLiteral("qwen2.5-7b"));
        w.task = Task::Lora;
        w.batch = 4;
        w.seqLen = 2048;
        w.gradientCheckpointing = true;
        return w;
    }

    // The document the page plans: the workload with the default plan options.
    static void planWorkload(ScenarioDocument &doc, const Workload &w)
    {
        Scenario s = ScenarioDocument::defaultScenario(nullptr);
        s.workload = w;
        doc.load(s);
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_presets.load()); }

    void tableAgreesWithThePlanner()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o.db")));
        QVERIFY(repo.load());
        ScenarioDocument doc;
        planWorkload(doc, lora());
        ComparisonPage page(&repo, &doc);
        QAbstractItemModelTester tester(page.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        page.resize(1400, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const Plan direct = makePlan(lora(), repo.catalog(), page.options(), SortKey::Cost);
        QCOMPARE(page.model()->rowCount(), int(direct.rows.size()));
        for (int i = 0; i < 10; ++i) {
            QCOMPARE(page.model()->rowAt(i).type->id, direct.rows[std::size_t(i)].type->id);
            QCOMPARE(page.model()->rowAt(i).totalCost.has_value(),
                     direct.rows[std::size_t(i)].totalCost.has_value());
        }
        // The time column's tooltip breaks a step into compute and communication and names
        // the bottleneck.
        {
            const PlanRow &top = page.model()->rowAt(0);
            const QString tip = page.model()
                                    ->index(0, static_cast<int>(PlanTableModel::Column::Time))
                                    .data(Qt::ToolTipRole)
                                    .toString();
            QVERIFY(top.stepSeconds);
            QVERIFY2(tip.contains(QStringLiteral("compute")) &&
                         tip.contains(QStringLiteral("Bottleneck: ") +
                                      QString::fromStdString(top.bottleneck)),
                     qPrintable(tip));
        }
        // The cheapest priced fitting type is first; an unpriced one never ranks above it.
        QVERIFY(page.model()->rowAt(0).totalCost.has_value());
        QCOMPARE(page.selectedType(), QString::fromStdString(direct.rows[0].type->id));

        // Fastest: re-ranked by hours.
        page.findChild<QPushButton *>(QStringLiteral("fastest"))->click();
        const Plan byTime = makePlan(lora(), repo.catalog(), page.options(), SortKey::Time);
        QCOMPARE(page.model()->rowAt(0).type->id, byTime.rows[0].type->id);

        // The cost-by-family chart has one bar per family with a priced fitting type.
        auto *bars = qobject_cast<QBarSeries *>(page.costChart()->series().constFirst());
        QVERIFY(bars && bars->barSets().constFirst()->count() >= 2);
        // The Pareto chart plots every fitting type with a time and a cost.
        auto *points = qobject_cast<QScatterSeries *>(page.paretoChart()->series().constFirst());
        int withBoth = 0;
        for (const PlanRow &r : byTime.rows)
            withBoth += r.verdict != Verdict::DoesNotFit && r.hours && r.totalCost;
        QCOMPARE(points->count(), withBoth);
        // Clicking a point selects the row of that type.
        const QPointF p = points->at(points->count() - 1);
        Q_EMIT points->clicked(p);
        const QString selected = page.selectedType();
        bool found = false;
        for (const PlanRow &r : byTime.rows)
            found = found || (QString::fromStdString(r.type->id) == selected && r.hours &&
                              qAbs(*r.hours - p.x()) < 1e-9);
        QVERIFY2(found, qPrintable(selected));
        // The pricing-modes chart shows the four modes of the selected type.
        auto *modes = qobject_cast<QAbstractBarSeries *>(page.modesChart()->series().constFirst());
        QVERIFY(modes);
        QCOMPARE(modes->barSets().constFirst()->count(), 4);
    }

    // The cost-by-family chart and the PDF report's pick the same type of each family
    // (planfamilies.h: the first fitting priced row in the plan's ranking), whatever the
    // sort key: the window's bars are the report's bars, in the same order.
    void costByFamilyAgreesWithTheReport()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("family.db")));
        QVERIFY(repo.load());
        ScenarioDocument doc;
        planWorkload(doc, lora());
        ComparisonPage page(&repo, &doc);
        for (const SortKey key : {SortKey::Cost, SortKey::Time, SortKey::Value}) {
            page.setSortKey(key);
            QTRY_COMPARE(page.sortKey(), key);
            ReportInput in;
            in.scenario.workload = lora();
            in.scenario.plan = page.options();
            in.plan = makePlan(lora(), repo.catalog(), page.options(), key);
            in.memory = estimateMemory(lora());
            QTRY_COMPARE(page.model()->rowAt(0).type->id, in.plan.rows[0].type->id);
            QTRY_VERIFY(!page.isComputing()); // every stage of the plan is on screen
            ReportBuilder builder(in, 1000);
            (void)builder.html();
            QStringList reportFamilies;
            QList<qreal> reportCosts;
            for (const ReportBuilder::Chart &c : builder.charts()) {
                if (c.kind != ReportBuilder::Chart::Kind::Bars)
                    continue;
                for (const ReportBuilder::Bar &b : c.bars) {
                    reportFamilies << b.label.section(QStringLiteral(" · "), 0, 0);
                    reportCosts << b.values.at(0);
                }
            }
            QBarCategoryAxis *axis = nullptr;
            for (QAbstractAxis *a : page.costChart()->axes())
                axis = axis ? axis : qobject_cast<QBarCategoryAxis *>(a);
            QVERIFY(axis);
            auto *bars =
                qobject_cast<QAbstractBarSeries *>(page.costChart()->series().constFirst());
            QVERIFY(bars);
            const QBarSet *set = bars->barSets().constFirst();
            QVERIFY(reportFamilies.size() >= 2);
            QVERIFY(axis->categories().size() >= reportFamilies.size());
            for (int i = 0; i < reportFamilies.size(); ++i) {
                QCOMPARE(axis->categories().at(i), reportFamilies.at(i));
                QCOMPARE(set->at(i), reportCosts.at(i));
            }
        }
    }

    void optionsReachThePlan()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o2.db")));
        QVERIFY(repo.load());
        ScenarioDocument doc;
        planWorkload(doc, lora());
        ComparisonPage page(&repo, &doc);
        PlanOptions o = page.options();
        o.pricing = PricingMode::Subscription;
        o.datasetTokens = 2e9;
        o.budget = 1e9;
        page.setOptions(o);
        const PlanRow &first = page.model()->rowAt(0);
        QVERIFY(first.breakEvenUtilisationPct.has_value());
        QVERIFY(first.hours && *first.hours > 10);
        QCOMPARE(page.options().datasetTokens, 2e9);
        o.families = {"gn7i"};
        o.maxGpus = 1;
        page.setOptions(o);
        QCOMPARE(page.options().families, std::vector<std::string>{"gn7i"});
        // Every pricing mode of the table is offered, in its order, and reaches the plan.
        auto *pricing = page.findChild<QComboBox *>(QStringLiteral("pricing"));
        QVERIFY(pricing);
        // The region box is 14 characters wide whatever the regions' names; the other boxes
        // fit their choices (compactcombobox.h).
        const auto *region =
            dynamic_cast<CompactComboBox *>(page.findChild<QComboBox *>(QStringLiteral("region")));
        QVERIFY(region);
        QCOMPARE(region->characters(), 14);
        QVERIFY(!dynamic_cast<CompactComboBox *>(pricing));
        QCOMPARE(pricing->count(), int(pricingModes().size()));
        for (int i = 0; i < pricing->count(); ++i) {
            QCOMPARE(pricing->itemData(i).toInt(), int(pricingModes()[std::size_t(i)].mode));
            pricing->setCurrentIndex(i);
            QCOMPARE(int(page.options().pricing), int(pricingModes()[std::size_t(i)].mode));
        }
        for (int i = 0; i < page.model()->rowCount(); ++i) {
            const PlanRow &r = page.model()->rowAt(i);
            QCOMPARE(r.type->familyId, std::string("gn7i"));
            if (r.gpusUsed > 1)
                QVERIFY(!r.withinConstraints);
        }
    }

    // An answer greyed by a limit or empty says why and what next (issue 26 items 6 and 7).
    void emptyAnswersSayWhatToDo()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o-empty.db")));
        QVERIFY(repo.load());
        ScenarioDocument doc;
        planWorkload(doc, lora());
        ComparisonPage page(&repo, &doc);
        auto *summary = page.findChild<QLabel *>(QStringLiteral("summary"));
        QVERIFY(summary);
        PlanOptions o = page.options();
        o.budget = 50;
        page.setOptions(o);
        QVERIFY2(summary->text().contains(QStringLiteral("none is within your budget")),
                 qPrintable(summary->text()));
        QVERIFY(!summary->text().contains(QStringLiteral("★")));
        QCOMPARE(page.findChild<QDoubleSpinBox *>(QStringLiteral("budget"))->suffix(),
                 QStringLiteral(" CNY"));
        const PlanRow &first = page.model()->rowAt(0);
        QVERIFY(!first.withinConstraints);
        const QString reasons = page.model()
                                    ->index(0, static_cast<int>(PlanTableModel::Column::Reasons))
                                    .data()
                                    .toString();
        QVERIFY2(reasons.contains(QStringLiteral("Over your budget")), qPrintable(reasons));
        // Nothing fits: the summary says so, the findings say what would.
        Workload full = lora();
        full.task = Task::FullFineTune;
        planWorkload(doc, full);
        o = page.options();
        o.families = {"gn7i"};
        page.setOptions(o);
        page.recompute();
        QVERIFY2(summary->text().startsWith(QStringLiteral("No instance type of")),
                 qPrintable(summary->text()));
        QVERIFY2(page.findings()->toPlainText().contains(QStringLiteral("Nothing fits as "
                                                                        "entered.")),
                 qPrintable(page.findings()->toPlainText()));
        // A type that does not fit shows no cost.
        const QString cost = page.model()
                                 ->index(0, static_cast<int>(PlanTableModel::Column::Cost))
                                 .data()
                                 .toString();
        QCOMPARE(cost, QStringLiteral("—"));
    }

    // A type refused for a reason other than memory (bf16 on a V100) is drawn apart from
    // the memory refusals, which all sit above the limit line (issue 26 item 4).
    void refusalsNotForMemoryAreDrawnApart()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o-refused.db")));
        QVERIFY(repo.load());
        ScenarioDocument doc;
        Workload small = lora();
        small.model = *m_presets.find(QStringLiteral("qwen2.5-1.5b"));
        small.precision = Precision::Bf16;
        planWorkload(doc, small);
        ComparisonPage page(&repo, &doc);
        page.recompute();
        QScatterSeries *refused = nullptr, *noFit = nullptr;
        for (QAbstractSeries *series : page.vramChart()->series()) {
            if (series->name() == QStringLiteral("refused"))
                refused = qobject_cast<QScatterSeries *>(series);
            if (series->name() == QStringLiteral("no fit"))
                noFit = qobject_cast<QScatterSeries *>(series);
        }
        QVERIFY(refused && noFit);
        QVERIFY2(refused->count() > 0, "bf16 on the V100 types");
        for (const QPointF &p : noFit->points())
            QVERIFY2(p.y() > p.x(), qPrintable(QStringLiteral("%1, %2").arg(p.x()).arg(p.y())));
        for (const QPointF &p : refused->points())
            QVERIFY(p.y() <= p.x());
        // Drawn as the commit that split them promised: orange squares beside the circles.
        // The points are the series' light marker (one item per series): its corner is
        // painted for the square and left clear for a circle.
        const QImage square = refused->lightMarker();
        const QImage circle = noFit->lightMarker();
        QVERIFY(!square.isNull() && !circle.isNull());
        QCOMPARE(qAlpha(square.pixel(0, 0)), 255);
        QCOMPARE(qAlpha(circle.pixel(0, 0)), 0);
        QCOMPARE(square.pixelColor(square.width() / 2, square.height() / 2), refused->color());
        // The series draw no outline (their hidden per-point items then measure their bounds
        // without stroking it); the legend's markers keep theirs.
        for (QScatterSeries *series : {refused, noFit}) {
            QCOMPARE(series->pen().style(), Qt::NoPen);
            const QList<QLegendMarker *> markers = page.vramChart()->legend()->markers(series);
            QCOMPARE(markers.size(), 1);
            QVERIFY(markers.first()->pen().style() != Qt::NoPen);
        }
    }

    // Issue 9: every recompute replaced the charts' axes without deleting the old ones
    // (QChart::removeAxis only hands an axis back), and the plan on screen pointed into a
    // catalog the repository could free. Issue 12: the charts keep their series and axes
    // and only replace the data.
    void recomputeKeepsAxesAndItsCatalog()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o3.db")));
        QVERIFY(repo.load());
        ScenarioDocument doc;
        planWorkload(doc, lora());
        ComparisonPage page(&repo, &doc);
        page.recompute();
        QList<QPointer<QObject>> before;
        for (QChart *chart :
             {page.costChart(), page.vramChart(), page.paretoChart(), page.modesChart()}) {
            QCOMPARE(chart->axes().size(), 2);
            for (QAbstractAxis *axis : chart->axes())
                before << axis;
            for (QAbstractSeries *series : chart->series())
                before << series;
        }
        const int objects = int(before.size());
        page.recompute();
        page.recompute();
        QList<QPointer<QObject>> after;
        for (QChart *chart :
             {page.costChart(), page.vramChart(), page.paretoChart(), page.modesChart()}) {
            QCOMPARE(chart->axes().size(), 2);
            for (QAbstractAxis *axis : chart->axes())
                after << axis;
            for (QAbstractSeries *series : chart->series())
                after << series;
        }
        QCOMPARE(int(after.size()), objects);
        for (int i = 0; i < objects; ++i)
            QCOMPARE(after[i].data(), before[i].data()); // the same objects, updated

        // The plan holds the snapshot it was computed from: after the repository replaced
        // its catalog, the rows on screen still read live instance types.
        const std::weak_ptr<const Catalog> old = page.model()->plan()->catalog;
        QCOMPARE(old.lock(), repo.snapshot());
        const QString first = QString::fromStdString(page.model()->rowAt(0).type->id);
        Price price;
        price.instanceTypeId = first.toStdString();
        price.regionId = "cn-shanghai";
        price.mode = PricingMode::PayAsYouGo;
        price.unit = PriceUnit::Hour;
        price.amount = 1;
        price.currency = "CNY";
        price.asOf = "2026-11-30";
        QVERIFY2(repo.setUserPrice(price), qPrintable(repo.errorString()));
        QVERIFY(repo.snapshot() != old.lock());
        QVERIFY(!old.expired());
        QCOMPARE(page.model()->index(0, 0).data(PlanTableModel::TypeIdRole).toString(), first);
        QCOMPARE(page.selectedType(), first);
        // The next recompute takes the new catalog and lets the old one go.
        page.recompute();
        QCOMPARE(page.model()->plan()->catalog, repo.snapshot());
        QTRY_VERIFY(old.expired()); // the last owner lets go on a worker
    }

    // Issue 11: a one-click button answers with a row: whatever was selected before, the
    // winner becomes the selection, is scrolled into view, and every chart and the detail
    // pane follow it.
    void oneClickSelectsTheWinner()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o4.db")));
        QVERIFY(repo.load());
        ScenarioDocument doc;
        planWorkload(doc, lora());
        ComparisonPage page(&repo, &doc);
        page.resize(1280, 760);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTableView *view = page.view();
        const int last = view->model()->rowCount() - 1;
        QVERIFY(last > 5);
        // Copy rows (issue 28): the selected plan row as tab-separated text, header first.
        view->selectRow(0);
        const QString copied = selectedRowsAsText(view);
        QCOMPARE(copied.count(QLatin1Char('\n')), 2);
        QVERIFY2(copied.section(QLatin1Char('\n'), 1, 1).contains(page.selectedType()),
                 qPrintable(copied));
        const struct {
            const char *button;
            SortKey key;
        } cases[] = {
            {"fastest", SortKey::Time}, {"bestValue", SortKey::Value}, {"cheapest", SortKey::Cost}};
        for (const auto &c : cases) {
            view->selectRow(last);
            view->scrollToBottom();
            const QString before = page.selectedType();
            page.findChild<QPushButton *>(QLatin1String(c.button))->click();
            QCOMPARE(page.sortKey(), c.key);
            const Plan expected = makePlan(lora(), repo.catalog(), page.options(), c.key);
            const QString winner = QString::fromStdString(expected.rows[0].type->id);
            QCOMPARE(page.selectedType(), winner);
            QVERIFY(winner != before);
            QCOMPARE(view->selectionModel()->selectedRows().size(), 1);
            const QRect cell = view->visualRect(view->currentIndex());
            QVERIFY(view->viewport()->rect().contains(cell.topLeft()));
            QVERIFY(page.modesChart()->title().contains(winner));
            QVERIFY(page.details()->toPlainText().contains(winner));
        }
    }

    // Issue 11: every value axis of the four charts is a 1-2-5 scale: ticks at whole steps
    // from the range's start; the range ends on a tick or (issue 26: room above the data)
    // less than a step past the last one. Titles follow the task.
    void axesUseOneTwoFiveTicks()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o5.db")));
        QVERIFY(repo.load());
        ScenarioDocument doc;
        planWorkload(doc, lora());
        ComparisonPage page(&repo, &doc);
        for (bool serving : {false, true}) {
            Workload w = lora();
            if (serving)
                w.task = Task::Inference;
            doc.editInputs(w, QString(), QStringLiteral("task"), QStringLiteral("task"));
            page.recompute();
            int axes = 0;
            for (QChart *chart :
                 {page.costChart(), page.vramChart(), page.paretoChart(), page.modesChart()}) {
                for (QAbstractAxis *a : chart->axes()) {
                    auto *v = qobject_cast<QValueAxis *>(a);
                    if (!v)
                        continue;
                    ++axes;
                    QCOMPARE(v->tickType(), QValueAxis::TicksDynamic);
                    QVERIFY2(chartstyle::isOneTwoFive(v->tickInterval()),
                             qPrintable(QString::number(v->tickInterval())));
                    QCOMPARE(v->tickAnchor(), v->min());
                    const double steps = (v->max() - v->min()) / v->tickInterval();
                    QVERIFY2(steps >= 1 && steps <= 8, qPrintable(QString::number(steps)));
                }
            }
            QCOMPARE(axes, 6);
            auto *x = qobject_cast<QValueAxis *>(page.paretoChart()->axes(Qt::Horizontal).value(0));
            auto *y = qobject_cast<QValueAxis *>(page.paretoChart()->axes(Qt::Vertical).value(0));
            QVERIFY(x && y);
            if (serving) {
                QCOMPARE(x->titleText(), QStringLiteral("Tokens/s"));
                QCOMPARE(y->titleText(), QStringLiteral("CNY/1M tokens"));
                QCOMPARE(page.costChart()->title(), QStringLiteral("Cost per 1M tokens by family"));
            } else {
                QCOMPARE(x->titleText(), QStringLiteral("Hours"));
                QCOMPARE(y->titleText(), QStringLiteral("Total cost (CNY)"));
                QCOMPARE(page.costChart()->title(), QStringLiteral("Total cost by family"));
            }
        }
    }

    // Issue 11: hovering a point or a bar shows its type and exact values.
    void pointsExplainThemselves()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o6.db")));
        QVERIFY(repo.load());
        ScenarioDocument doc;
        planWorkload(doc, lora());
        ComparisonPage page(&repo, &doc);
        page.recompute();
        const PlanRow &top = page.model()->rowAt(0);
        const QString id = QString::fromStdString(top.type->id);
        QVERIFY(top.hours && top.totalCost);
        const QString tip = ComparisonPage::pointToolTip(top, true);
        QVERIFY2(tip.startsWith(id), qPrintable(tip));
        QVERIFY2(
            tip.contains(QStringLiteral("Hours: %1").arg(chartstyle::formatFixed(*top.hours, 2))),
            qPrintable(tip));
        QVERIFY2(tip.contains(chartstyle::formatFixed(*top.totalCost, 2)), qPrintable(tip));
        QVERIFY(tip.contains(chartstyle::formatFixed(top.needPerGpuGib, 2)));

        // The Pareto chart's point of the top row: hovering it shows that tooltip.
        auto *points = qobject_cast<QScatterSeries *>(page.paretoChart()->series().constFirst());
        QVERIFY(points);
        const QPointF p(*top.hours, *top.totalCost);
        QVERIFY(points->points().contains(p));
        Q_EMIT points->hovered(p, true);
        QCOMPARE(page.lastToolTip(), tip);
        // The VRAM chart's points too.
        auto *fits = qobject_cast<QScatterSeries *>(page.vramChart()->series().constFirst());
        Q_EMIT fits->hovered(QPointF(top.usableGib, top.needPerGpuGib), true);
        QVERIFY2(page.lastToolTip().contains(chartstyle::formatFixed(top.needPerGpuGib, 2)),
                 qPrintable(page.lastToolTip()));
        // A bar of the cost chart: the best type of the first family is the top row.
        auto *bars = qobject_cast<QBarSeries *>(page.costChart()->series().constFirst());
        Q_EMIT bars->barSets().constFirst()->hovered(true, 0);
        QCOMPARE(page.lastToolTip(), tip);
        // A bar of the pricing modes chart names the mode and its cost.
        auto *modes = qobject_cast<QAbstractBarSeries *>(page.modesChart()->series().constFirst());
        Q_EMIT modes->barSets().constFirst()->hovered(true, 3);
        QVERIFY2(page.lastToolTip().contains(pricingModeLabel(PricingMode::PayAsYouGo)),
                 qPrintable(page.lastToolTip()));
        // The table's rows carry the reasons in their tooltip.
        const QString rowTip = page.view()
                                   ->model()
                                   ->index(0, int(PlanTableModel::Column::InstanceType))
                                   .data(Qt::ToolTipRole)
                                   .toString();
        QVERIFY(rowTip.startsWith(id));
        for (const Reason &r : top.reasons)
            QVERIFY(rowTip.contains(planwording::reasonText(r, planwording::Language::English)));
    }

    // Issue 11: splitters, the header (hidden columns, widths) and the chart pane persist
    // under "comparison/" in the settings given (here a private file).
    void layoutPersists()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o7.db")));
        QVERIFY(repo.load());
        QSettings settings(m_dir.filePath(QStringLiteral("layout.ini")), QSettings::IniFormat);
        const int family = int(PlanTableModel::Column::Family);
        const int type = int(PlanTableModel::Column::InstanceType);
        QList<int> tableSizes;
        {
            ScenarioDocument doc;
            planWorkload(doc, lora());
            ComparisonPage page(&repo, &doc);
            page.resize(1280, 760);
            page.show();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            QVERIFY(page.view()->isColumnHidden(family)); // not shown by default
            page.view()->setColumnHidden(family, false);
            page.view()->setColumnWidth(type, 123);
            auto *split = page.findChild<QSplitter *>(QStringLiteral("tableSplit"));
            split->setSizes({900, 300});
            tableSizes = split->sizes();
            page.setChartsShown(false);
            QVERIFY(!page.chartsPane()->isVisible());
            page.saveState(settings);
        }
        for (const QString &key : settings.allKeys())
            QVERIFY2(key.startsWith(QStringLiteral("comparison/")), qPrintable(key));
        ScenarioDocument doc;
        planWorkload(doc, lora());
        ComparisonPage page(&repo, &doc);
        page.restoreState(settings);
        page.resize(1280, 760);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(!page.view()->isColumnHidden(family));
        QCOMPARE(page.view()->columnWidth(type), 123); // not refitted by the first plan
        QCOMPARE(page.findChild<QSplitter *>(QStringLiteral("tableSplit"))->sizes(), tableSizes);
        QVERIFY(!page.chartsShown());
        QVERIFY(!page.chartsPane()->isVisible());
        page.findChild<QToolButton *>(QStringLiteral("chartsToggle"))->click();
        QVERIFY(page.chartsPane()->isVisible());
    }

    // Issue 26 item 4: an old price is a mark of its own, on the price in the default
    // columns (not a verdict), and a filter hides those rows; the filter is kept.
    void oldPricesAreMarkedAndCanBeHidden()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("old.db")));
        QVERIFY(repo.load());
        QSettings settings(m_dir.filePath(QStringLiteral("old.ini")), QSettings::IniFormat);
        const int price = int(PlanTableModel::Column::PricePerHour);
        int stale = 0;
        int shownStale = 0;
        {
            ScenarioDocument doc;
            planWorkload(doc, lora());
            ComparisonPage page(&repo, &doc);
            page.resize(1280, 760);
            page.show();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            QVERIFY(!page.view()->isColumnHidden(price));
            for (int i = 0; i < page.model()->rowCount(); ++i) {
                const PlanRow &r = page.model()->rowAt(i);
                const bool old = r.pricePerHour && r.priceStale;
                stale += old;
                shownStale += old && r.verdict != Verdict::DoesNotFit;
                const QString text = page.model()->index(i, price).data().toString();
                QCOMPARE(text.startsWith(QStringLiteral("⚠")), old);
                if (old)
                    QVERIFY(page.model()
                                ->index(i, price)
                                .data(Qt::ToolTipRole)
                                .toString()
                                .contains(QStringLiteral("old price")));
            }
            QVERIFY2(stale > 0 && shownStale > 0, "the shipped catalog has old prices");
            const int before = page.view()->model()->rowCount();
            auto *hide = page.findChild<QCheckBox *>(QStringLiteral("hideOldPrices"));
            QVERIFY(hide && hide->isVisible() && !hide->isChecked());
            hide->click();
            const QAbstractItemModel *shown = page.view()->model();
            QCOMPARE(shown->rowCount(), before - shownStale);
            for (int i = 0; i < shown->rowCount(); ++i)
                QVERIFY(!shown->index(i, price).data().toString().startsWith(QStringLiteral("⚠")));
            page.findChild<QCheckBox *>(QStringLiteral("showAll"))->click();
            QCOMPARE(shown->rowCount(), page.model()->rowCount() - stale);
            page.saveState(settings);
        }
        ScenarioDocument doc;
        planWorkload(doc, lora());
        ComparisonPage page(&repo, &doc);
        page.restoreState(settings);
        QVERIFY(page.findChild<QCheckBox *>(QStringLiteral("hideOldPrices"))->isChecked());
        QVERIFY(page.showsAll());
    }

    // A serving plan does not use the training job's dataset, epochs or MFU: greyed out
    // for serving (a serving scenario showed "0.0 M tokens" to fill in), back for training.
    void trainingInputsAreGreyedForServing()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("grey.db")));
        QVERIFY(repo.load());
        ScenarioDocument doc;
        Workload serve = lora();
        serve.task = Task::Inference;
        serve.promptLen = 1024;
        serve.outputLen = 256;
        planWorkload(doc, serve);
        ComparisonPage page(&repo, &doc);
        const QStringList names = {QStringLiteral("tokens"), QStringLiteral("epochs"),
                                   QStringLiteral("mfu"), QStringLiteral("deadline")};
        for (const QString &name : names)
            QVERIFY2(!page.findChild<QWidget *>(name)->isEnabled(), qPrintable(name));
        QVERIFY(page.findChild<QWidget *>(QStringLiteral("budget"))->isEnabled());
        planWorkload(doc, lora());
        for (const QString &name : names)
            QVERIFY2(page.findChild<QWidget *>(name)->isEnabled(), qPrintable(name));
    }

    // Issue 11: the charts move to a window of their own and come back when it closes.
    void chartsDetachAndComeBack()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o8.db")));
        QVERIFY(repo.load());
        ScenarioDocument doc;
        planWorkload(doc, lora());
        ComparisonPage page(&repo, &doc);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.findChild<QToolButton *>(QStringLiteral("detachCharts"))->click();
        QVERIFY(page.chartsDetached());
        QWidget *window = page.chartsPane()->window();
        QVERIFY(window != &page);
        QVERIFY(window->isVisible());
        QVERIFY(page.chartsPane()->isVisible());
        window->close();
        QTRY_VERIFY(!page.chartsDetached());
        QCOMPARE(page.chartsPane()->window(), &page);
        QVERIFY(page.chartsPane()->isVisible());
        QVERIFY(!page.findChild<QToolButton *>(QStringLiteral("detachCharts"))->isChecked());
    }

    // Issue 12: edits coalesce into one recompute without a debounce; a large catalog is
    // ranked on a worker, and a result overtaken by a newer recompute is dropped.
    void largeCatalogsRankOffTheGuiThread()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o9.db")));
        QVERIFY(repo.load());
        CatalogData clones;
        const std::vector<InstanceType> shipped = repo.catalog().types();
        for (int k = 0; repo.catalog().types().size() + clones.types.size() <
                        std::max(ComparisonPage::kAsyncTypes, ComparisonPage::kAsyncModesTypes);
             ++k) {
            for (InstanceType t : shipped) {
                t.id += ".clone" + std::to_string(k);
                clones.types.push_back(t);
            }
        }
        QVERIFY2(repo.store(clones), qPrintable(repo.errorString()));
        QVERIFY(repo.catalog().types().size() >= ComparisonPage::kAsyncModesTypes);
        ScenarioDocument doc;
        planWorkload(doc, lora());
        ComparisonPage page(&repo, &doc);
        page.recompute();
        QSignalSpy changed(&page, &ComparisonPage::planChanged);
        // Three edits in one turn of the event loop: one recompute, started on the next.
        page.scheduleRecompute();
        page.scheduleRecompute();
        page.findChild<QDoubleSpinBox *>(QStringLiteral("epochs"))->setValue(2);
        QVERIFY(!page.isComputing());
        QCOMPARE(changed.count(), 0);
        QCoreApplication::sendPostedEvents(&page, QEvent::MetaCall);
        QVERIFY(page.isComputing()); // on a worker; the GUI thread is free
        QTRY_VERIFY(!page.isComputing());
        QCOMPARE(changed.count(), 1);
        QCOMPARE(page.model()->plan()->catalog, repo.snapshot());
        QCOMPARE(page.model()->rowCount(), int(repo.catalog().types().size()));
        QCOMPARE(page.options().epochs, 2.0);
        // A newer synchronous recompute overtakes the worker: its plan stays on screen.
        page.scheduleRecompute();
        QCoreApplication::sendPostedEvents(&page, QEvent::MetaCall);
        QVERIFY(page.isComputing());
        page.recompute();
        const Plan *current = page.model()->plan();
        QTRY_VERIFY(!page.isComputing());
        QTest::qWait(20);
        QCOMPARE(page.model()->plan(), current);
        // The pricing modes of the selected type arrive from their own worker.
        auto *modes = qobject_cast<QAbstractBarSeries *>(page.modesChart()->series().constFirst());
        QTRY_COMPARE(modes->barSets().constFirst()->count(), 4);
        QVERIFY(page.modesChart()->title().contains(page.selectedType()));

        // Shown for the first time, a page of a large catalog does not rank it on the GUI
        // thread: it shows at once and the first plan follows from a worker.
        ComparisonPage shown(&repo, &doc);
        QSignalSpy firstPlan(&shown, &ComparisonPage::planChanged);
        shown.resize(1280, 740);
        shown.show();
        QVERIFY(shown.model()->plan()->rows.empty());
        QCOMPARE(firstPlan.count(), 0);
        QCoreApplication::sendPostedEvents(&shown, QEvent::MetaCall);
        QVERIFY(shown.isComputing());
        QTRY_COMPARE(firstPlan.count(), 1);
        QCOMPARE(shown.model()->rowCount(), int(repo.catalog().types().size()));
        QVERIFY(!shown.details()->toPlainText().isEmpty());
    }

    // Issue 12, start-up with the comparison as the first tab: the first plan goes on the
    // charts before they are laid out (at the page's pending resize, before its children
    // are shown), so showing the page lays each chart out once, with its data; from
    // showEvent each chart was laid out empty and then again for every axis the plan set.
    // The detail pane's two parts are written once, at the width they keep. The columns
    // are fitted from a sample of rows and show every cell of the ranking unelided.
    void firstShowLaysEverythingOutOnce()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("first.db")));
        QVERIFY(repo.load());
        ScenarioDocument doc;
        planWorkload(doc, lora());
        ComparisonPage page(&repo, &doc);
        page.resize(1280, 740);
        QList<QChart *> charts = {page.costChart(), page.paretoChart(), page.vramChart(),
                                  page.modesChart()};
        QList<int> plotAreas(charts.size(), 0);
        for (int i = 0; i < charts.size(); ++i)
            connect(charts[i], &QChart::plotAreaChanged, &page,
                    [&plotAreas, i] { ++plotAreas[i]; });
        QHash<QTextBrowser *, QList<double>> laidOutAt; // the page width of each layout
        for (QTextBrowser *pane : {page.details(), page.findings()}) {
            connect(pane->document()->documentLayout(),
                    &QAbstractTextDocumentLayout::documentSizeChanged, &page, [&laidOutAt, pane] {
                        if (!pane->document()->isEmpty())
                            laidOutAt[pane] << pane->document()->pageSize().width();
                    });
        }
        QVERIFY(page.model()->plan()->rows.empty()); // nothing planned before it is shown
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTRY_VERIFY(!page.isComputing() && !page.details()->toPlainText().isEmpty());
        QCoreApplication::processEvents();
        QCOMPARE(page.model()->rowCount(), int(repo.catalog().types().size()));
        for (int i = 0; i < charts.size(); ++i)
            QVERIFY2(plotAreas[i] == 1, qPrintable(QStringLiteral("%1: plot area set %2 times")
                                                       .arg(charts[i]->title())
                                                       .arg(plotAreas[i])));
        for (QTextBrowser *pane : {page.details(), page.findings()}) {
            QVERIFY2(!laidOutAt.value(pane).isEmpty(), qPrintable(pane->objectName()));
            for (double width : laidOutAt.value(pane)) // never at another width first
                QCOMPARE(qRound(width), pane->viewport()->width());
        }
        // Every shown cell of the ranking fits its column (a cell's text plus the view's
        // margins), header included.
        QTableView *view = page.view();
        const QFontMetrics cell(view->font());
        for (int c = 0; c < view->model()->columnCount(); ++c) {
            if (view->isColumnHidden(c) ||
                c == view->horizontalHeader()->count() - 1) // the last one stretches
                continue;
            for (int r = 0; r < view->model()->rowCount(); ++r) {
                const QString text = view->model()->index(r, c).data().toString();
                QVERIFY2(cell.horizontalAdvance(text) < view->columnWidth(c),
                         qPrintable(QStringLiteral("column %1, row %2: '%3' in %4 px")
                                        .arg(c)
                                        .arg(r)
                                        .arg(text)
                                        .arg(view->columnWidth(c))));
            }
        }
    }

    // Issue 12: an update leaves a chart whose data did not change alone (no new points,
    // no relayout, no repaint), the scatter series are drawn as one item each (a light
    // marker, the per-point items hidden) and still answer the pointer, and a plan from a
    // worker reaches the screen in stages: the charts first, the table last, then
    // planChanged.
    void updatesTouchOnlyWhatChanged()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o12.db")));
        QVERIFY(repo.load());
        QVERIFY(repo.catalog().types().size() >= ComparisonPage::kAsyncTypes);
        ScenarioDocument doc;
        planWorkload(doc, lora());
        ComparisonPage page(&repo, &doc);
        page.resize(1280, 740);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.recompute();
        auto *fits = qobject_cast<QScatterSeries *>(page.vramChart()->series().constFirst());
        auto *points = qobject_cast<QScatterSeries *>(page.paretoChart()->series().constFirst());
        QVERIFY(fits && points);
        for (QScatterSeries *s : {fits, points}) {
            QVERIFY(!s->lightMarker().isNull());
            QVERIFY(!s->pointsVisible());
        }
        auto *costs = qobject_cast<QBarSeries *>(page.costChart()->series().constFirst());
        QSignalSpy vramReplaced(fits, &QXYSeries::pointsReplaced);
        QSignalSpy paretoReplaced(points, &QXYSeries::pointsReplaced);
        QSignalSpy costsChanged(costs->barSets().constFirst(), &QBarSet::valueChanged);
        QSignalSpy reset(page.model(), &QAbstractItemModel::modelReset);
        QSignalSpy changed(&page, &ComparisonPage::planChanged);

        // Twice the epochs: the hours and costs change, the VRAM need does not.
        const double oldCost = *page.model()->rowAt(0).totalCost;
        page.findChild<QDoubleSpinBox *>(QStringLiteral("epochs"))->setValue(2);
        QCoreApplication::sendPostedEvents(&page, QEvent::MetaCall); // the worker starts
        QVERIFY(page.isComputing());
        // Only the worker's result is delivered: the first stage (the cost chart) runs in
        // that turn, the rest waits for the next turns.
        QElapsedTimer waited;
        waited.start();
        while (costsChanged.isEmpty() && waited.elapsed() < 10000) {
            QThread::msleep(1);
            QCoreApplication::sendPostedEvents(nullptr, QEvent::FutureCallOut);
        }
        QVERIFY(!costsChanged.isEmpty());
        QCOMPARE(changed.count(), 0);
        QVERIFY(page.isComputing());
        QCOMPARE(*page.model()->rowAt(0).totalCost, oldCost); // the table is next
        QTRY_COMPARE(changed.count(), 1);
        QVERIFY(!page.isComputing());
        QCOMPARE(paretoReplaced.count(), 1);
        QVERIFY(costsChanged.count() > 0); // in place: the families are the same
        QCOMPARE(vramReplaced.count(), 0);
        QVERIFY(qAbs(*page.model()->rowAt(0).totalCost - 2 * oldCost) < 1e-6 * oldCost);

        // The pointer over a Pareto point shows that point's tooltip.
        const QPointF p = points->at(0);
        auto *view =
            qobject_cast<QGraphicsView *>(page.paretoChart()->scene()->views().constFirst());
        QVERIFY(view);
        const QPoint at = view->mapFromScene(page.paretoChart()->mapToPosition(p, points));
        QSignalSpy hovered(points, &QXYSeries::hovered);
        QTest::mouseMove(view->viewport(), at + QPoint(1, 0));
        QTest::mouseMove(view->viewport(), at);
        QTRY_VERIFY(!hovered.isEmpty());
        QCOMPARE(hovered.constFirst().at(0).toPointF(), p);
        QVERIFY2(page.lastToolTip().contains(
                     QStringLiteral("Hours: %1").arg(chartstyle::formatFixed(p.x(), 2))),
                 qPrintable(page.lastToolTip()));
    }

    // Issue 12: a plan from a worker reaches the screen one stage per turn of the event
    // loop (the charts, the table, the pricing modes, the selected row's details, the
    // findings), each stage's layout in a turn of its own; it ends with the same table,
    // charts and detail pane as a synchronous update of the same plan.
    void stagedUpdateEndsLikeAFullUpdate()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o13.db")));
        QVERIFY(repo.load());
        QVERIFY(repo.catalog().types().size() >= ComparisonPage::kAsyncTypes);
        ScenarioDocument doc;
        planWorkload(doc, lora());
        ComparisonPage page(&repo, &doc);
        page.resize(1280, 740);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.recompute();
        page.selectType(QString::fromStdString(page.model()->rowAt(3).type->id));
        auto snapshot = [&page] {
            QStringList out;
            const QAbstractItemModel *m = page.view()->model();
            for (int r = 0; r < m->rowCount(); ++r)
                for (int c = 0; c < m->columnCount(); ++c)
                    out << m->index(r, c).data().toString();
            for (QChart *chart :
                 {page.costChart(), page.paretoChart(), page.vramChart(), page.modesChart()}) {
                out << chart->title();
                for (QAbstractSeries *s : chart->series()) {
                    if (auto *xy = qobject_cast<QXYSeries *>(s)) {
                        for (const QPointF &p : xy->points())
                            out << QStringLiteral("%1,%2").arg(p.x()).arg(p.y());
                    } else if (auto *bars = qobject_cast<QAbstractBarSeries *>(s)) {
                        for (QBarSet *set : bars->barSets())
                            for (int i = 0; i < set->count(); ++i)
                                out << QString::number(set->at(i));
                    }
                }
                for (QAbstractAxis *a : chart->axes()) {
                    out << a->titleText();
                    if (auto *v = qobject_cast<QValueAxis *>(a))
                        out << QStringLiteral("%1..%2").arg(v->min()).arg(v->max());
                }
            }
            out << page.selectedType() << page.details()->toHtml() << page.findings()->toHtml()
                << page.findChild<QLabel *>(QStringLiteral("summary"))->text();
            return out;
        };
        const QString selected = page.selectedType();
        const QString oldDetails = page.details()->toHtml();
        QSignalSpy changed(&page, &ComparisonPage::planChanged);
        page.findChild<QDoubleSpinBox *>(QStringLiteral("epochs"))->setValue(3);
        QCoreApplication::sendPostedEvents(&page, QEvent::MetaCall); // the worker starts
        QVERIFY(page.isComputing());
        QElapsedTimer waited;
        waited.start();
        // One turn at a time: the detail pane changes in a later turn than the table, and
        // the page stays computing until the last stage.
        const double oldCost = *page.model()->rowAt(0).totalCost;
        int turns = 0, tableTurn = -1, detailsTurn = -1;
        while (page.isComputing() && waited.elapsed() < 10000) {
            QThread::msleep(1);
            QCoreApplication::processEvents();
            ++turns;
            if (tableTurn < 0 && *page.model()->rowAt(0).totalCost != oldCost)
                tableTurn = turns;
            if (detailsTurn < 0 && page.details()->toHtml() != oldDetails)
                detailsTurn = turns;
        }
        QVERIFY(!page.isComputing());
        QVERIFY(tableTurn > 0);
        // Between the table and the row's details: a turn for the table's layout, the
        // pricing modes, a turn for their layout.
        QVERIFY2(detailsTurn >= tableTurn + 4,
                 qPrintable(QStringLiteral("%1 %2").arg(tableTurn).arg(detailsTurn)));
        QVERIFY(turns > detailsTurn); // the findings come last
        QCOMPARE(changed.count(), 1);
        QCOMPARE(page.selectedType(), selected);
        QVERIFY(page.details()->toHtml() != oldDetails); // the hours and cost changed
        const QStringList staged = snapshot();
        page.recompute(); // the same plan, all at once
        QCOMPARE(snapshot(), staged);
        QCOMPARE(changed.count(), 2);
    }

    // Issue 11: reasons read as sentences ("a.; b." was the old join).
    void reasonsJoinAsSentences()
    {
        QCOMPARE(joinSentences({QStringLiteral("Needs 16 GiB."), QStringLiteral("no price "),
                                QString(), QStringLiteral("spot (imported)")}),
                 QStringLiteral("Needs 16 GiB. no price. spot (imported)."));
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o10.db")));
        QVERIFY(repo.load());
        ScenarioDocument doc;
        planWorkload(doc, lora());
        ComparisonPage page(&repo, &doc);
        page.recompute();
        for (int r = 0; r < page.model()->rowCount(); ++r) {
            const QString text =
                page.model()->index(r, int(PlanTableModel::Column::Reasons)).data().toString();
            QVERIFY2(!text.contains(QStringLiteral(".;")), qPrintable(text));
        }
    }
};

QTEST_MAIN(TestComparisonPage)
#include "tst_comparisonpage.moc"
