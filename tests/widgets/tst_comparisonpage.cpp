// The comparison tab and the command line agree: the tab's table shows the ranking
// makePlan gives for the same scenario, its charts read the same rows, clicking a chart
// point selects the row, and the one-click orderings re-rank.
#include "catalogrepository.h"
#include "comparisonpage.h"
#include "plantablemodel.h"
#include "presets.h"

#include <QAbstractAxis>
#include <QAbstractItemModelTester>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QDoubleSpinBox>
#include <QPointer>
#include <QPushButton>
#include <QScatterSeries>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

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

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_presets.load()); }

    void tableAgreesWithThePlanner()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o.db")));
        QVERIFY(repo.load());
        ComparisonPage page(&repo, [this] { return lora(); });
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
        auto *modes = qobject_cast<QBarSeries *>(page.modesChart()->series().constFirst());
        QCOMPARE(modes->barSets().constFirst()->count(), 4);
    }

    void optionsReachThePlan()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o2.db")));
        QVERIFY(repo.load());
        ComparisonPage page(&repo, [this] { return lora(); });
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
        for (int i = 0; i < page.model()->rowCount(); ++i) {
            const PlanRow &r = page.model()->rowAt(i);
            QCOMPARE(r.type->familyId, std::string("gn7i"));
            if (r.gpusUsed > 1)
                QVERIFY(!r.withinConstraints);
        }
    }

    // Issue 9: every recompute replaced the charts' axes without deleting the old ones
    // (QChart::removeAxis only hands an axis back), and the plan on screen pointed into a
    // catalog the repository could free.
    void recomputeReplacesAxesAndKeepsItsCatalog()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o3.db")));
        QVERIFY(repo.load());
        ComparisonPage page(&repo, [this] { return lora(); });
        QList<QPointer<QAbstractAxis>> before;
        for (QChart *chart :
             {page.costChart(), page.vramChart(), page.paretoChart(), page.modesChart()}) {
            QCOMPARE(chart->axes().size(), 2);
            for (QAbstractAxis *axis : chart->axes())
                before << axis;
        }
        page.recompute();
        for (const QPointer<QAbstractAxis> &axis : before)
            QVERIFY(axis.isNull());
        for (QChart *chart :
             {page.costChart(), page.vramChart(), page.paretoChart(), page.modesChart()})
            QCOMPARE(chart->axes().size(), 2);

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
        QVERIFY(old.expired());
    }
};

QTEST_MAIN(TestComparisonPage)
#include "tst_comparisonpage.moc"
