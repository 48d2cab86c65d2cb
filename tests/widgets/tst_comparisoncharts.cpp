// Issue 26 item 9: the comparison charts must not mislead. The pricing modes chart compares
// like with like (what the same job costs under each mode: the plan's own figures, one unit
// for every bar, said on the axis, a value beside each bar so that a short one still reads);
// every value axis ends above its data and is titled; a Pareto front of a
// single point is drawn and named in the legend.
#include "catalogrepository.h"
#include "chartstyle.h"
#include "comparisoncharts.h"
#include "palette.h"
#include "presets.h"
#include "scenariodocument.h"

#include <QAbstractBarSeries>
#include <QAbstractItemView>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QGraphicsEllipseItem>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsView>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

using namespace gpuplanner;

namespace {

// The modes top to bottom on the chart: the bar set's order (bottom first).
constexpr PricingMode kModes[] = {PricingMode::Reserved, PricingMode::Spot,
                                  PricingMode::Subscription, PricingMode::PayAsYouGo};
const char *const kType = "ecs.gn7e-c16g1.16xlarge"; // pay-as-you-go and subscription prices

QBarSet *barsOf(QChart *chart)
{
    auto *series = qobject_cast<QAbstractBarSeries *>(chart->series().constFirst());
    return series ? series->barSets().constFirst() : nullptr;
}

// The value texts the pricing modes chart draws beside its bars.
QStringList valueTexts(QChart *chart)
{
    QStringList out;
    for (QGraphicsItem *item : chart->childItems()) {
        if (auto *text = qgraphicsitem_cast<QGraphicsSimpleTextItem *>(item);
            text && text->isVisible())
            out << text->text();
    }
    return out;
}

// The largest value a chart draws against the axis (its series attached to it).
double largestOn(QChart *chart, QValueAxis *axis, bool horizontal)
{
    double largest = 0;
    for (QAbstractSeries *s : chart->series()) {
        if (!s->attachedAxes().contains(axis))
            continue;
        if (auto *xy = qobject_cast<QXYSeries *>(s)) {
            // The VRAM chart's limit line runs to the axis' end by design.
            if (s->name() == QStringLiteral("limit"))
                continue;
            for (const QPointF &p : xy->points())
                largest = std::max(largest, horizontal ? p.x() : p.y());
        } else if (auto *bars = qobject_cast<QAbstractBarSeries *>(s)) {
            for (QBarSet *set : bars->barSets())
                for (int i = 0; i < set->count(); ++i)
                    largest = std::max(largest, set->at(i));
        }
    }
    return largest;
}

} // namespace

class TestComparisonCharts : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    PresetLibrary m_presets;

    // A short job: 100 M tokens of LoRA on Llama 3.1 8B, about an hour on four A100s.
    Workload lora() const
    {
        Workload w;
        w.model = *m_presets.find(QStringLiteral("llama-3.1-8b"));
        w.task = Task::Lora;
        w.batch = 4;
        w.seqLen = 4096;
        w.gradientCheckpointing = true;
        return w;
    }
    static PlanOptions options()
    {
        PlanOptions o;
        o.datasetTokens = 100e6;
        return o;
    }

    // What the plan says the type costs under each mode, in the chart's order.
    static std::vector<std::optional<double>> planCosts(const Workload &w, const Catalog &catalog,
                                                        PlanOptions o, bool training)
    {
        std::vector<std::optional<double>> out;
        for (PricingMode mode : kModes) {
            o.pricing = mode;
            const Plan p = makePlan(w, catalog, o);
            std::optional<double> v;
            for (const PlanRow &r : p.rows)
                if (r.type->id == kType)
                    v = training ? r.totalCost : r.costPerMillionTokens;
            out.push_back(v);
        }
        return out;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_presets.load()); }

    // The chart put 248 CNY of pay-as-you-go beside 66,000 of subscription with
    // nothing to say that the second is a whole month and the first vanished. Every bar is
    // what this job costs under its mode, the plan's own total; the axis says so and for how
    // many hours; each bar's value is written beside it, the subscription's with its months.
    void pricingModesCostTheSameJob()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o1.db")));
        QVERIFY(repo.load());
        QWidget page;
        ComparisonCharts charts(&page);
        page.resize(1400, 300);
        charts.setGeometry(page.rect());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const Workload w = lora();
        charts.showModesOf(QString::fromLatin1(kType), repo.snapshot(), w, options(), SortKey::Cost,
                           true, QStringLiteral("CNY"));
        const auto expected = planCosts(w, repo.catalog(), options(), true);
        QBarSet *set = barsOf(charts.modesChart());
        QVERIFY(set);
        QCOMPARE(set->count(), 4);
        for (int i = 0; i < 4; ++i)
            QCOMPARE(set->at(i), expected[std::size_t(i)].value_or(0));
        // The case of the issue: one month of subscription is hundreds of times an hour of
        // pay-as-you-go, and both are this job's bill.
        const double subscription = *expected[2], payg = *expected[3];
        QVERIFY2(subscription > 50 * payg,
                 qPrintable(QStringLiteral("%1 %2").arg(subscription).arg(payg)));
        // The job's hours: the same under every mode but spot.
        PlanOptions o = options();
        const Plan p = makePlan(w, repo.catalog(), o);
        std::optional<double> hours;
        for (const PlanRow &r : p.rows)
            if (r.type->id == kType)
                hours = r.hours;
        QVERIFY(hours);
        auto *axis = qobject_cast<QValueAxis *>(charts.modesChart()->axes(Qt::Horizontal).value(0));
        QVERIFY(axis);
        QCOMPARE(
            axis->titleText(),
            QStringLiteral("Cost of this job, %1 h (CNY)").arg(chartstyle::formatValue(*hours)));
        // The short bar reads: its value beside it; the subscription's names its month.
        QTRY_VERIFY(!valueTexts(charts.modesChart()).isEmpty());
        const QStringList texts = valueTexts(charts.modesChart());
        QVERIFY2(texts.contains(chartstyle::formatValue(payg)), qPrintable(texts.join(u'|')));
        QVERIFY2(
            texts.contains(
                QStringLiteral("%1 (1 month(s))").arg(chartstyle::formatValue(subscription))) ||
                texts.contains(
                    QStringLiteral("%1 (1 month)").arg(chartstyle::formatValue(subscription))),
            qPrintable(texts.join(u'|')));
        // The subscription bar's tooltip says what is billed against what the job runs.
        Q_EMIT set->hovered(true, 2);
        QVERIFY2(charts.lastToolTip().contains(QStringLiteral("730 h")),
                 qPrintable(charts.lastToolTip()));

        // Serving: per 1M tokens over the same serving hours for every mode.
        Workload serving = w;
        serving.task = Task::Inference;
        serving.promptLen = 1024;
        serving.outputLen = 256;
        charts.showModesOf(QString::fromLatin1(kType), repo.snapshot(), serving, options(),
                           SortKey::Cost, false, QStringLiteral("CNY"));
        const auto perToken = planCosts(serving, repo.catalog(), options(), false);
        for (int i = 0; i < 4; ++i)
            QCOMPARE(set->at(i), perToken[std::size_t(i)].value_or(0));
        QCOMPARE(axis->titleText(), QStringLiteral("CNY/1M tokens over 730 h"));
    }

    // Every value axis of the four charts has a title (the tokens/s axis had none; the
    // categories' axes are named by their chart's title), and every value axis ends at
    // least a twentieth of its range above the largest value drawn on it (points sat on
    // the top border), for training and serving.
    void axesAreTitledWithRoomAboveTheData()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o2.db")));
        QVERIFY(repo.load());
        QWidget page;
        ComparisonCharts charts(&page);
        page.resize(1400, 260);
        charts.setGeometry(page.rect());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        for (bool training : {true, false}) {
            Workload w = lora();
            if (!training) {
                w.task = Task::Inference;
                w.promptLen = 1024;
                w.outputLen = 256;
            }
            auto plan = std::make_shared<const Plan>(makePlan(w, repo.snapshot(), options()));
            QVERIFY(!plan->rows.empty());
            charts.setPlan(plan, training, QStringLiteral("CNY"));
            charts.showModesOf(QString::fromStdString(plan->rows.front().type->id), repo.snapshot(),
                               w, options(), SortKey::Cost, training, QStringLiteral("CNY"));
            int valueAxes = 0;
            for (QChart *chart : {charts.costChart(), charts.paretoChart(), charts.vramChart(),
                                  charts.modesChart()}) {
                QCOMPARE(chart->axes().size(), 2);
                for (QAbstractAxis *a : chart->axes()) {
                    QVERIFY2(!a->titleText().trimmed().isEmpty() && a->isTitleVisible() &&
                                 a->isVisible(),
                             qPrintable(chart->title()));
                    auto *v = qobject_cast<QValueAxis *>(a);
                    if (!v)
                        continue;
                    ++valueAxes;
                    const double largest = largestOn(chart, v, a->orientation() == Qt::Horizontal);
                    QVERIFY2(largest > 0, qPrintable(chart->title() + a->titleText()));
                    QVERIFY2(v->max() - largest >= 0.05 * (v->max() - v->min()) - 1e-9,
                             qPrintable(QStringLiteral("%1 / %2: %3 up to %4")
                                            .arg(chart->title(), a->titleText())
                                            .arg(largest)
                                            .arg(v->max())));
                }
            }
            QCOMPARE(valueAxes, 6);
            QCOMPARE(charts.modesChart()->axes(Qt::Vertical).value(0)->titleText(),
                     QStringLiteral("Pricing mode"));
            QCOMPARE(charts.costChart()->axes(Qt::Horizontal).value(0)->titleText(),
                     QStringLiteral("Instance family"));
            const QString x = charts.paretoChart()->axes(Qt::Horizontal).value(0)->titleText();
            QCOMPARE(x, training ? QStringLiteral("Hours") : QStringLiteral("Tokens/s"));
        }
        // The VRAM chart's legend names only what is drawn, and the limit line is named
        // beside it: four entries in one legend were cut at 1024 px.
        for (QLegendMarker *m : charts.vramChart()->legend()->markers()) {
            auto *scatter = qobject_cast<QScatterSeries *>(m->series());
            QCOMPARE(m->isVisible(), scatter && scatter->count() > 0);
        }
        QVERIFY(charts.limitLabel()->isVisible());
        QCOMPARE(charts.limitLabel()->text(), QStringLiteral("limit"));
        QVERIFY(charts.vramChart()->plotArea().contains(charts.limitLabel()->pos()));
        // A short chart (the window at 1024 × 700) leaves the family ids their height: the
        // family axis's title goes (the chart's title says "by family") and comes back.
        page.resize(1400, 222);
        charts.setGeometry(page.rect());
        QTRY_VERIFY(charts.costChart()->size().height() < 230);
        QTRY_VERIFY(charts.costChart()->axes(Qt::Horizontal).value(0)->titleText().isEmpty());
        QVERIFY(charts.costChart()->title().contains(QStringLiteral("by family")));
        page.resize(1400, 300);
        charts.setGeometry(page.rect());
        QTRY_COMPARE(charts.costChart()->axes(Qt::Horizontal).value(0)->titleText(),
                     QStringLiteral("Instance family"));
    }

    // Issue 26 item 7: with nothing that fits, the cost and Pareto charts showed empty axes
    // from 0 to 1. They say why there is nothing to draw and where to look instead; their
    // axes come back with a plan that has something to draw.
    void nothingToDrawIsSaid()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o4.db")));
        QVERIFY(repo.load());
        QWidget page;
        ComparisonCharts charts(&page);
        page.resize(1400, 300);
        charts.setGeometry(page.rect());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        Workload huge = lora();
        huge.model = *m_presets.find(QStringLiteral("llama-3.1-405b"));
        huge.task = Task::FullFineTune;
        huge.gradientCheckpointing = false;
        PlanOptions one = options();
        one.maxNodes = 1;
        auto none = std::make_shared<const Plan>(makePlan(huge, repo.snapshot(), one));
        QVERIFY(!none->rows.empty());
        QVERIFY(std::none_of(none->rows.begin(), none->rows.end(),
                             [](const PlanRow &r) { return r.verdict != Verdict::DoesNotFit; }));
        auto fits = std::make_shared<const Plan>(makePlan(lora(), repo.snapshot(), options()));
        for (int round = 0; round < 2; ++round) {
            charts.setPlan(none, true, QStringLiteral("CNY"));
            for (QChart *chart : {charts.costChart(), charts.paretoChart()}) {
                const QString note = charts.emptyNote(chart);
                QVERIFY2(note.startsWith(QStringLiteral("No instance type fits this job")),
                         qPrintable(note));
                for (QAbstractAxis *a : chart->axes())
                    QVERIFY(!a->isVisible());
                QVERIFY(!chart->legend()->isVisible());
            }
            // The VRAM chart draws every type against its limit: that is where to look.
            QVERIFY(charts.emptyNote(charts.vramChart()).isEmpty());
            charts.setPlan(fits, true, QStringLiteral("CNY"));
            for (QChart *chart : {charts.costChart(), charts.paretoChart()}) {
                QVERIFY(charts.emptyNote(chart).isEmpty());
                for (QAbstractAxis *a : chart->axes())
                    QVERIFY(a->isVisible());
            }
            QVERIFY(charts.paretoChart()->legend()->isVisible());
            QVERIFY(!charts.costChart()->legend()->isVisible()); // it never had one
        }
        // No type at all in the comparison (filters): it says to widen them.
        Plan empty;
        empty.catalog = fits->catalog;
        charts.setPlan(std::make_shared<const Plan>(std::move(empty)), true, QStringLiteral("CNY"));
        QVERIFY(charts.emptyNote(charts.costChart()).contains(QStringLiteral("filters")));
    }

    // A front of one point has no line to draw: it drew nothing. Its point is ringed in the
    // front's colour, on screen, and the legend names the front.
    void onePointFrontIsMarked()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o3.db")));
        QVERIFY(repo.load());
        Plan full = makePlan(lora(), repo.snapshot(), options());
        auto front = std::find_if(full.rows.begin(), full.rows.end(), [](const PlanRow &r) {
            return r.pareto && r.hours && r.totalCost && r.verdict != Verdict::DoesNotFit;
        });
        QVERIFY(front != full.rows.end());
        Plan one;
        one.catalog = full.catalog;
        one.rows = {*front};
        auto plan = std::make_shared<const Plan>(std::move(one));

        QWidget page;
        ComparisonCharts charts(&page);
        page.resize(1400, 300);
        charts.setGeometry(page.rect());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        charts.setPlan(plan, true, QStringLiteral("CNY"));
        QChart *chart = charts.paretoChart();
        auto *line = qobject_cast<QLineSeries *>(chart->series().value(1));
        QVERIFY(line);
        QCOMPARE(line->count(), 1); // a line of one point draws nothing
        // One ring, shown, around the point, in the front's colour.
        QList<QGraphicsEllipseItem *> rings;
        for (QGraphicsItem *item : chart->childItems()) {
            if (auto *ring = qgraphicsitem_cast<QGraphicsEllipseItem *>(item);
                ring && ring->isVisible())
                rings << ring;
        }
        QCOMPARE(rings.size(), 1);
        const QPointF point(*front->hours, *front->totalCost);
        QCOMPARE(rings.constFirst()->pos(), chart->mapToPosition(point, line));
        const QColor colour = rings.constFirst()->pen().color();
        QCOMPARE(colour, line->color());
        // The legend names the front in that colour.
        int named = 0;
        for (QLegendMarker *marker : chart->legend()->markers(line))
            named += marker->isVisible() && marker->label() == QStringLiteral("Pareto front");
        QCOMPARE(named, 1);
        // On screen: pixels of the ring's colour around the point.
        auto *view = qobject_cast<QGraphicsView *>(chart->scene()->views().constFirst());
        QVERIFY(view);
        const QImage image = view->grab().toImage();
        const QPoint at =
            view->mapFromScene(chart->mapToPosition(point, line)) * image.devicePixelRatio();
        int ringPixels = 0;
        for (int dy = -10; dy <= 10; ++dy) {
            for (int dx = -10; dx <= 10; ++dx) {
                const QPoint p = at + QPoint(dx, dy);
                if (!image.rect().contains(p))
                    continue;
                const QColor c = image.pixelColor(p);
                ringPixels += std::abs(c.red() - colour.red()) +
                                  std::abs(c.green() - colour.green()) +
                                  std::abs(c.blue() - colour.blue()) <
                              40;
            }
        }
        QVERIFY2(ringPixels >= 8, qPrintable(QString::number(ringPixels)));
        // The ring leaves hover and click to the point under it.
        QCOMPARE(rings.constFirst()->acceptedMouseButtons(), Qt::NoButton);
        QVERIFY(!rings.constFirst()->acceptHoverEvents());
    }
};

QTEST_MAIN(TestComparisonCharts)
#include "tst_comparisoncharts.moc"
