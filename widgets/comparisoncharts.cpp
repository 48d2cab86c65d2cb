#include "comparisoncharts.h"
#include "chartexport.h"
#include "planwording.h"

#include "estimator/units.h"

#include "catalogtablemodel.h"
#include "chartnote.h"
#include "chartstyle.h"
#include "palette.h"
#include "plaintext.h"
#include "planfamilies.h"
#include "plantablemodel.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QEvent>
#include <QGraphicsEllipseItem>
#include <QGraphicsSimpleTextItem>
#include <QGridLayout>
#include <QHorizontalBarSeries>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPainter>
#include <QScatterSeries>
#include <QSplitter>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QtConcurrent/QtConcurrentRun>
#include <QtMath>

#include <algorithm>
#include <cmath>
#include <string_view>
#include <utility>

namespace gpuplanner {

namespace {

QFont chartFont(const QWidget *pane)
{
    QFont small = QApplication::font();
    small.setStyleStrategy(pane->font().styleStrategy()); // unshaped in the window
    small.setPointSizeF(std::max(7.0, small.pointSizeF() - 1));
    return small;
}

// A chart of the pane, styled before anything is added to it (set afterwards, every font
// and the locale relaid out the axes and legend already there): numbers in the window's
// language; text one size smaller than the window's (four charts share the width, and a
// label that does not fit would be cut), drawn as the window's (unshaped).
QChart *newChart(const QWidget *pane)
{
    auto *chart = new QChart;
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
    const QFont small = chartFont(pane);
    QFont title = small;
    title.setBold(true);
    chart->setTitleFont(title);
    chart->legend()->setFont(small);
    return chart;
}

// Adds an axis in the chart's small font (set first: the theme keeps a font set by hand).
void addAxis(QChart *chart, QAbstractAxis *axis, Qt::Alignment alignment, const QWidget *pane)
{
    const QFont small = chartFont(pane);
    axis->setLabelsFont(small);
    axis->setTitleFont(small);
    chart->addAxis(axis, alignment);
}

QChartView *chartView(QChart *chart, QWidget *parent)
{
    auto *view = new QChartView(chart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    // 222 px high: the Pareto chart's cost axis keeps its title whole (in Chinese too)
    // with the hours' or tokens/s' title and the legend below it.
    view->setMinimumSize(230, 222);
    addChartExport(view);
    return view;
}

// The shared 1-2-5 scale (chartstyle.h) on a Qt Charts axis: the nice range with room
// above the data (no point on the border), a tick at every step from its start, labels
// with the decimals the step needs. An axis that already shows that scale is left alone
// (a change relayouts the chart and repaints it).
void applyScale(QValueAxis *axis, double lo, double hi, int ticks)
{
    const chartstyle::NiceScale s = chartstyle::niceScaleWithHeadroom(lo, hi, ticks);
    const QString format = chartstyle::labelFormat(s);
    if (axis->tickType() == QValueAxis::TicksDynamic && axis->min() == s.min &&
        axis->max() == s.max && axis->tickAnchor() == s.min && axis->tickInterval() == s.step &&
        axis->minorTickCount() == 0 && axis->labelFormat() == format)
        return;
    // Fixed ticks while the range changes: the old interval over the new range could ask
    // for a hundred thousand tick items.
    axis->setTickType(QValueAxis::TicksFixed);
    axis->setRange(s.min, s.max);
    axis->setTickAnchor(s.min);
    axis->setTickInterval(s.step);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setMinorTickCount(0);
    axis->setLabelFormat(format);
}

// Setters that leave an unchanged text alone: setting the same title again still
// relayouts the chart.
void setTitle(QChart *chart, const QString &title)
{
    if (chart->title() != title)
        chart->setTitle(title);
}

void setTitleText(QAbstractAxis *axis, const QString &title)
{
    if (axis->titleText() != title)
        axis->setTitleText(title);
}

// A series' points, replaced only when they differ.
void replacePoints(QXYSeries *series, const QList<QPointF> &points)
{
    if (series->points() != points)
        series->replace(points);
}

// The values of a bar set and their categories: in place when the categories stay.
void setBars(QBarSet *set, QBarCategoryAxis *axis, const QStringList &categories,
             const QList<qreal> &values)
{
    if (axis->categories() == categories && set->count() == values.size()) {
        for (int i = 0; i < values.size(); ++i) {
            if (set->at(i) != values[i])
                set->replace(i, values[i]);
        }
        return;
    }
    set->remove(0, set->count());
    set->append(values);
    axis->setCategories(categories);
}

// Replaces a scatter series' points with the thinned ones; rows gets the plan row of each.
void fillScatter(QScatterSeries *series, const QList<QPointF> &points,
                 const std::vector<int> &planRows, std::vector<int> &rows, int limit)
{
    const std::vector<int> keep = chartstyle::thinPoints(points, limit);
    QList<QPointF> shown;
    shown.reserve(static_cast<qsizetype>(keep.size()));
    rows.clear();
    rows.reserve(keep.size());
    for (int i : keep) {
        shown << points[i];
        rows.push_back(planRows[static_cast<std::size_t>(i)]);
    }
    replacePoints(series, shown);
}

// A scatter series drawn as one item: its chart item paints this image at every point
// (a "light marker") and finds the point under the pointer itself, instead of one
// graphics item per point; the per-point items are hidden. The image is the marker the
// series would draw: its colour and shape (a circle, or the refused types' square),
// antialiased.
void drawAsOneItem(QScatterSeries *series)
{
    const int size = qCeil(series->markerSize());
    QImage image(QSize(size, size), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(series->color());
    if (series->markerShape() == QScatterSeries::MarkerShapeRectangle)
        painter.drawRect(QRectF(0, 0, size, size));
    else
        painter.drawEllipse(QRectF(0, 0, size, size));
    painter.end();
    series->setLightMarker(image);
    series->setPointsVisible(false);
    // The per-point items Qt Charts still keeps (invisible, their pen made transparent once a
    // light marker is set) measure their bounds through a stroked outline when the pen has a
    // width: about 16,000 instructions a point at every update. Without a pen they are their
    // rectangle; the markers are the image, which no pen draws. The legend's marker keeps the pen
    // it has drawn with (its outline).
    const QPen pen = series->pen();
    series->setPen(Qt::NoPen);
    if (const QChart *chart = series->chart()) {
        for (QLegendMarker *marker : chart->legend()->markers(series))
            marker->setPen(pen);
    }
}

// Horizontal bars, the categories bottom to top: the pricing modes' table's first at the top.
std::vector<PricingMode> modesBottomUp()
{
    std::vector<PricingMode> out;
    for (const PricingModeInfo &m : pricingModes())
        out.insert(out.begin(), m.mode);
    return out;
}
const std::vector<PricingMode> kModes = modesBottomUp();

} // namespace

ComparisonCharts::ComparisonCharts(QWidget *page)
    : QWidget(page)
    , m_page(page)
{
    setObjectName(QStringLiteral("chartsPane"));
    m_modesQueue = new PlanQueue(this);
    // The series and axes live as long as the pane; an update replaces their data.
    m_costChart = newChart(this);
    m_costSeries = new QBarSeries(m_costChart);
    m_costSet = new QBarSet(QString(), m_costSeries);
    m_costSet->setColor(palette::screen().cost);
    m_costSeries->append(m_costSet);
    m_costChart->addSeries(m_costSeries);
    m_costFamilies = new QBarCategoryAxis(m_costChart);
    m_costFamilies->setLabelsAngle(-90); // never overlapping, never cut
    addAxis(m_costChart, m_costFamilies, Qt::AlignBottom, this);
    m_costSeries->attachAxis(m_costFamilies);
    // The family axis is titled where the chart is tall enough for the title's line and
    // the longest family id standing up; on a short chart (1024 × 700) the line went to
    // the ids ("ebmgn7e" was cut), and the chart's title says "by family".
    connect(m_costChart, &QChart::geometryChanged, this, [this] { fitFamilyTitle(); });
    m_costAxis = new QValueAxis(m_costChart);
    addAxis(m_costChart, m_costAxis, Qt::AlignLeft, this);
    m_costSeries->attachAxis(m_costAxis);
    m_costChart->legend()->hide();
    m_costNote = new ChartNote(m_costChart, chartFont(this));
    auto costRow = [this](int index) {
        return index >= 0 && index < static_cast<int>(m_costRows.size())
                   ? m_costRows[static_cast<std::size_t>(index)]
                   : -1;
    };
    connect(m_costSeries, &QBarSeries::clicked, this,
            [this, costRow](int index, QBarSet *) { clickRow(m_costShown, costRow(index)); });
    connect(m_costSet, &QBarSet::hovered, this, [this, costRow](bool on, int index) {
        showRowToolTip(m_costShown, on ? costRow(index) : -1);
    });

    m_vramChart = newChart(this);
    m_vramChart->setTitle(tr("VRAM need per GPU"));
    m_fitsSeries = new QScatterSeries(m_vramChart);
    m_fitsSeries->setName(tr("fits"));
    m_fitsSeries->setColor(palette::screen().fits);
    m_fitsSeries->setMarkerSize(8);
    m_noFitSeries = new QScatterSeries(m_vramChart);
    m_noFitSeries->setName(tr("no fit"));
    m_noFitSeries->setColor(palette::screen().noFit);
    m_noFitSeries->setMarkerSize(8);
    // Refused for a reason other than memory (bf16 on a V100, a layout vLLM refuses): drawn
    // apart, so that a point under the limit line is not read as a memory refusal (issue 26
    // item 4).
    m_refusedSeries = new QScatterSeries(m_vramChart);
    // A short name: at 1024 px the legend has about 50 px per entry, and "refused, not for
    // memory" was cut to "refu…"; "no fit" is the memory refusal, a point's tooltip says why.
    m_refusedSeries->setName(tr("refused"));
    m_refusedSeries->setColor(palette::screen().warning);
    m_refusedSeries->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_refusedSeries->setMarkerSize(8);
    m_diagonal = new QLineSeries(m_vramChart);
    m_diagonal->setName(tr("limit"));
    m_vramChart->addSeries(m_fitsSeries);
    m_vramChart->addSeries(m_noFitSeries);
    m_vramChart->addSeries(m_refusedSeries);
    m_vramChart->addSeries(m_diagonal);
    m_limitLabel = new QGraphicsSimpleTextItem(tr("limit"), m_vramChart);
    m_limitLabel->setFont(chartFont(this));
    m_limitLabel->setZValue(100);
    m_vramX = new QValueAxis(m_vramChart);
    m_vramX->setTitleText(tr("Usable (GiB)"));
    m_vramY = new QValueAxis(m_vramChart);
    m_vramY->setTitleText(tr("Need (GiB)"));
    addAxis(m_vramChart, m_vramX, Qt::AlignBottom, this);
    addAxis(m_vramChart, m_vramY, Qt::AlignLeft, this);
    for (QAbstractSeries *s : m_vramChart->series()) {
        s->attachAxis(m_vramX);
        s->attachAxis(m_vramY);
    }

    m_paretoChart = newChart(this);
    m_paretoPoints = new QScatterSeries(m_paretoChart);
    m_paretoPoints->setName(tr("types"));
    m_paretoPoints->setMarkerSize(8);
    m_front = new QLineSeries(m_paretoChart);
    m_front->setName(tr("Pareto front"));
    m_paretoChart->addSeries(m_paretoPoints);
    m_paretoChart->addSeries(m_front);
    m_paretoX = new QValueAxis(m_paretoChart);
    m_paretoY = new QValueAxis(m_paretoChart);
    addAxis(m_paretoChart, m_paretoX, Qt::AlignBottom, this);
    addAxis(m_paretoChart, m_paretoY, Qt::AlignLeft, this);
    for (QAbstractSeries *s : m_paretoChart->series()) {
        s->attachAxis(m_paretoX);
        s->attachAxis(m_paretoY);
    }
    m_paretoNote = new ChartNote(m_paretoChart, chartFont(this));
    // Hover shows the exact values of a point; a click selects its row.
    connect(m_paretoChart, &QChart::plotAreaChanged, this, [this] { placeFrontRings(); });
    for (QScatterSeries *s : {m_fitsSeries, m_noFitSeries, m_refusedSeries, m_paretoPoints}) {
        drawAsOneItem(s); // after addSeries: the theme has set its colours
        const Shown &shown = s == m_paretoPoints ? m_paretoShown : m_vramShown;
        connect(s, &QScatterSeries::hovered, this, [this, s, &shown](const QPointF &p, bool on) {
            showRowToolTip(shown, on ? rowOfPoint(s, p) : -1);
        });
        connect(s, &QScatterSeries::clicked, this,
                [this, s, &shown](const QPointF &p) { clickRow(shown, rowOfPoint(s, p)); });
    }

    m_modesChart = newChart(this);
    m_modesSeries = new QHorizontalBarSeries(m_modesChart);
    m_modesSet = new QBarSet(QString(), m_modesSeries);
    m_modesSet->setColor(palette::screen().cost);
    m_modesSeries->append(m_modesSet);
    m_modesChart->addSeries(m_modesSeries);
    m_modesLabels = new QBarCategoryAxis(m_modesChart);
    addAxis(m_modesChart, m_modesLabels, Qt::AlignLeft, this);
    m_modesLabels->setTitleText(tr("Pricing mode"));
    m_modesSeries->attachAxis(m_modesLabels);
    m_modesAxis = new QValueAxis(m_modesChart);
    addAxis(m_modesChart, m_modesAxis, Qt::AlignBottom, this);
    m_modesSeries->attachAxis(m_modesAxis);
    m_modesChart->legend()->hide();
    connect(m_modesChart, &QChart::plotAreaChanged, this, [this] { placeModesValues(); });
    connect(m_vramChart, &QChart::plotAreaChanged, this, [this] { placeLimitLabel(); });
    connect(m_modesSet, &QBarSet::hovered, this, [this](bool on, int index) {
        showToolTip(on && index >= 0 && index < m_modesTips.size() ? m_modesTips.at(index)
                                                                   : QString());
    });

    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(2);
    int i = 0;
    for (QChart *chart : {m_costChart, m_paretoChart, m_vramChart, m_modesChart})
        grid->addWidget(chartView(chart, this), 0, i++);
    for (int c = 0; c < 4; ++c) // the pricing modes' labels sit beside their bars
        grid->setColumnStretch(c, c == 3 ? 5 : 4);
}

void ComparisonCharts::showToolTip(const QString &text)
{
    if (text.isEmpty()) {
        QToolTip::hideText();
        return;
    }
    // Imported ids and reasons quoting them: shown as written (plaintext.h).
    m_lastToolTip = asPlainText(text);
    QToolTip::showText(QCursor::pos(), m_lastToolTip, this);
}

void ComparisonCharts::showRowToolTip(const Shown &shown, int planRow)
{
    if (planRow < 0 || !shown.plan || planRow >= static_cast<int>(shown.plan->rows.size())) {
        showToolTip({});
        return;
    }
    showToolTip(pointToolTip(shown.plan->rows[static_cast<std::size_t>(planRow)], shown.training,
                             QLocale().language() == QLocale::Chinese));
}

void ComparisonCharts::clickRow(const Shown &shown, int planRow)
{
    if (planRow >= 0 && shown.plan && planRow < static_cast<int>(shown.plan->rows.size()))
        Q_EMIT typeClicked(
            QString::fromStdString(shown.plan->rows[static_cast<std::size_t>(planRow)].type->id));
}

int ComparisonCharts::rowOfPoint(QScatterSeries *series, const QPointF &p) const
{
    const std::vector<int> &rows = series == m_fitsSeries      ? m_fitsRows
                                   : series == m_noFitSeries   ? m_noFitRows
                                   : series == m_refusedSeries ? m_refusedRows
                                                               : m_paretoRows;
    const QList<QPointF> points = series->points();
    // Hover and click report the point itself; the nearest one is a fallback.
    int best = -1;
    double bestD = 0;
    const auto *x = qobject_cast<QValueAxis *>(series->attachedAxes().value(0));
    const auto *y = qobject_cast<QValueAxis *>(series->attachedAxes().value(1));
    const double sx = x ? std::max(1e-12, x->max() - x->min()) : 1;
    const double sy = y ? std::max(1e-12, y->max() - y->min()) : 1;
    for (int i = 0; i < points.size() && i < static_cast<int>(rows.size()); ++i) {
        if (points[i] == p)
            return rows[static_cast<std::size_t>(i)];
        const double d = std::hypot((points[i].x() - p.x()) / sx, (points[i].y() - p.y()) / sy);
        if (best < 0 || d < bestD) {
            best = i;
            bestD = d;
        }
    }
    return best < 0 ? -1 : rows[static_cast<std::size_t>(best)];
}

void ComparisonCharts::release(std::shared_ptr<const Plan> plan)
{
    // Freeing ten thousand rows takes milliseconds: the last owner lets go on a worker.
    if (plan && plan.use_count() == 1)
        (void)QtConcurrent::run([plan = std::move(plan)]() mutable { plan.reset(); });
}

void ComparisonCharts::setPlan(const std::shared_ptr<const Plan> &plan, bool training,
                               const QString &currency)
{
    showCosts(plan, training, currency);
    showPareto(plan, training, currency);
    showVram(plan, training);
}

void ComparisonCharts::keep(Shown &shown, const std::shared_ptr<const Plan> &plan, bool training)
{
    std::shared_ptr<const Plan> old = std::exchange(shown.plan, plan);
    shown.training = training;
    release(std::move(old));
}

QString ComparisonCharts::costTitle(bool training, const QString &currency)
{
    return training ? tr("Total cost (%1)").arg(currency) : tr("%1/1M tokens").arg(currency);
}

void ComparisonCharts::showCosts(const std::shared_ptr<const Plan> &plan, bool training,
                                 const QString &currency)
{
    keep(m_costShown, plan, training);
    // The best type of each family, the PDF's rule (planfamilies.h).
    setTitle(m_costChart,
             training ? tr("Total cost by family") : tr("Cost per 1M tokens by family"));
    QStringList families;
    QList<qreal> costs;
    m_costRows.clear();
    double maxCost = 0;
    for (const PlanRow *r : bestOfEachFamily(*plan, training)) {
        const double cost = familyChartCost(*r, training).value_or(0);
        // Qt Charts draws category labels as HTML: an imported family id is escaped.
        families << QString::fromStdString(r->type->familyId).toHtmlEscaped();
        costs << cost;
        m_costRows.push_back(static_cast<int>(r - plan->rows.data()));
        maxCost = std::max(maxCost, cost);
    }
    const QString title = costTitle(training, currency);
    if (m_costSet->label() != title)
        m_costSet->setLabel(title);
    setBars(m_costSet, m_costFamilies, families, costs);
    fitFamilyTitle();
    applyScale(m_costAxis, 0, maxCost, 5);
    setTitleText(m_costAxis, title);
    m_costNote->show(families.isEmpty() ? ChartNote::forPlan(*plan, training) : QString());
}

void ComparisonCharts::showVram(const std::shared_ptr<const Plan> &plan, bool training)
{
    keep(m_vramShown, plan, training);
    // VRAM need against what each type offers per GPU, and the line need = usable.
    QList<QPointF> fits, noFits, refused;
    std::vector<int> fitsRows, noFitRows, refusedRows;
    double maxX = 1, maxY = 1;
    for (std::size_t i = 0; i < plan->rows.size(); ++i) {
        const PlanRow &r = plan->rows[i];
        const double usable = r.usableGib > 0 ? r.usableGib : r.cardGib;
        const bool fit = r.verdict != Verdict::DoesNotFit;
        const bool notMemory = !fit && r.needPerGpuGib <= usable;
        (fit ? fits : notMemory ? refused : noFits) << QPointF(usable, r.needPerGpuGib);
        (fit ? fitsRows : notMemory ? refusedRows : noFitRows).push_back(static_cast<int>(i));
        maxX = std::max(maxX, usable);
        maxY = std::max(maxY, r.needPerGpuGib);
    }
    fillScatter(m_fitsSeries, fits, fitsRows, m_fitsRows, kMaxScatterPoints);
    fillScatter(m_noFitSeries, noFits, noFitRows, m_noFitRows, kMaxScatterPoints);
    fillScatter(m_refusedSeries, refused, refusedRows, m_refusedRows, kMaxScatterPoints);
    // The legend names only what is drawn (its entries share about 200 px at 1024 px).
    for (QScatterSeries *series : {m_fitsSeries, m_noFitSeries, m_refusedSeries}) {
        for (QLegendMarker *marker : m_vramChart->legend()->markers(series))
            marker->setVisible(series->count() > 0);
    }
    // A need far beyond every card must not flatten the chart: the y axis stops at three
    // times the largest card, the points above sit on its edge.
    const double top = std::max(maxX, std::min(maxY, maxX * 3));
    applyScale(m_vramX, 0, maxX, 4);
    applyScale(m_vramY, 0, top, 5);
    replacePoints(m_diagonal, {QPointF(0, 0), QPointF(m_vramY->max(), m_vramY->max())});
    for (QLegendMarker *marker : m_vramChart->legend()->markers(m_diagonal))
        marker->setVisible(false);
    placeLimitLabel();
}

void ComparisonCharts::placeLimitLabel()
{
    const QRectF plot = m_vramChart->plotArea();
    m_limitLabel->setVisible(plot.isValid() && m_vramX->max() > 0);
    if (!m_limitLabel->isVisible())
        return;
    m_limitLabel->setBrush(m_diagonal->color());
    // Left of the line, near where it leaves the plot.
    const double at = 0.85 * std::min(m_vramX->max(), m_vramY->max());
    const QPointF p = m_vramChart->mapToPosition(QPointF(at, at), m_diagonal);
    const QSizeF size = m_limitLabel->boundingRect().size();
    m_limitLabel->setPos(std::max(plot.left(), p.x() - size.width() - 4),
                         std::max(plot.top(), p.y() - size.height() / 2));
}

void ComparisonCharts::showPareto(const std::shared_ptr<const Plan> &plan, bool training,
                                  const QString &currency)
{
    keep(m_paretoShown, plan, training);
    // Time (training) or throughput (serving) against cost, with the Pareto front.
    setTitle(m_paretoChart, training ? tr("Hours against cost") : tr("Tokens/s against cost"));
    QList<QPointF> points;
    std::vector<int> pointRows;
    std::vector<std::pair<double, double>> frontPoints;
    double maxT = 0, maxC = 0;
    for (std::size_t i = 0; i < plan->rows.size(); ++i) {
        const PlanRow &r = plan->rows[i];
        const std::optional<double> t = training ? r.hours : r.tokensPerSecond;
        const std::optional<double> c = training ? r.totalCost : r.costPerMillionTokens;
        if (r.verdict == Verdict::DoesNotFit || !t || !c)
            continue;
        points << QPointF(*t, *c);
        pointRows.push_back(static_cast<int>(i));
        maxT = std::max(maxT, *t);
        maxC = std::max(maxC, *c);
        if (r.pareto)
            frontPoints.emplace_back(*t, *c);
    }
    fillScatter(m_paretoPoints, points, pointRows, m_paretoRows, kMaxScatterPoints);
    std::sort(frontPoints.begin(), frontPoints.end());
    QList<QPointF> front;
    for (const auto &[t, c] : frontPoints)
        front << QPointF(t, c);
    replacePoints(m_front, front);
    setTitleText(m_paretoX, training ? tr("Hours") : tr("Tokens/s"));
    setTitleText(m_paretoY, costTitle(training, currency));
    applyScale(m_paretoX, 0, maxT, 4);
    applyScale(m_paretoY, 0, maxC, 5);
    placeFrontRings();
    m_paretoNote->show(points.isEmpty() ? ChartNote::forPlan(*plan, training) : QString());
}

QString ComparisonCharts::emptyNote(const QChart *chart) const
{
    for (const ChartNote *note : {m_costNote, m_paretoNote})
        if (note && note->chart() == chart)
            return note->text();
    return QString();
}

void ComparisonCharts::placeFrontRings()
{
    // A ring around each point of the front, over it, in the line's colour: a front of
    // one point has no line to draw. The rings take no hover or click (the point under
    // them does).
    const QList<QPointF> front = m_front->points();
    const QRectF plot = m_paretoChart->plotArea();
    const double size = 14;
    for (int i = 0; i < front.size(); ++i) {
        if (i == static_cast<int>(m_frontRings.size())) {
            auto *ring = new QGraphicsEllipseItem(m_paretoChart);
            ring->setRect(-size / 2, -size / 2, size, size);
            ring->setPen(QPen(m_front->color(), 2));
            ring->setBrush(Qt::NoBrush);
            ring->setAcceptedMouseButtons(Qt::NoButton);
            ring->setAcceptHoverEvents(false);
            ring->setZValue(100); // over the series
            m_frontRings.push_back(ring);
        }
        QGraphicsEllipseItem *ring = m_frontRings[static_cast<std::size_t>(i)];
        ring->setPos(m_paretoChart->mapToPosition(front[i], m_front));
        ring->setVisible(plot.isValid());
    }
    for (std::size_t i = static_cast<std::size_t>(front.size()); i < m_frontRings.size(); ++i)
        m_frontRings[i]->setVisible(false);
}

void ComparisonCharts::showModesOf(const QString &id, const std::shared_ptr<const Catalog> &catalog,
                                   const Workload &w, PlanOptions o, SortKey sort, bool training,
                                   const QString &currency)
{
    const InstanceType *t = catalog->type(id.toStdString());
    const QString title = tr("Pricing modes");
    if (!t) {
        m_modesQueue->cancel();
        m_modesTips.clear();
        m_modesSet->remove(0, m_modesSet->count());
        m_modesChart->setTitle(title);
        m_modesLabels->clear();
        applyScale(m_modesAxis, 0, 0, 4);
        setTitleText(m_modesAxis, modesAxisTitle(training, currency, std::nullopt));
        m_modesValueTexts.clear();
        placeModesValues();
        return;
    }
    // One line: the bars' labels need the height for their values.
    setTitle(m_modesChart, tr("Pricing modes: %1").arg(id.toHtmlEscaped()));
    // What the type costs under each mode for the same job (training: the job's total,
    // whole subscription months included; serving: per 1M tokens over the same serving
    // hours), the planner's own figures (planservice.h), top to bottom on the chart: four
    // rankings of the type's family, on the planner's worker for a large catalog.
    m_modesQueue->modes({w, std::move(o), sort, catalog}, t->id, t->familyId, kModes, training,
                        PlanQueue::Run::BySize,
                        [this, id, training, currency](std::vector<ModeCost> costs) {
                            showModes(id, costs, training, currency);
                        });
}

void ComparisonCharts::showModes(const QString &id, const std::vector<ModeCost> &costs,
                                 bool training, const QString &currency)
{
    using chartstyle::formatValue;
    // The hours every mode but spot is costed for (spot's are longer: interruptions).
    std::optional<double> hours;
    for (std::size_t i = 0; i < costs.size() && i < std::size(kModes); ++i) {
        if (!pricingModeInfo(kModes[i]).interruptible && costs[i].hours)
            hours = costs[i].hours;
    }
    QStringList labels;
    QList<qreal> values;
    double maxV = 0;
    m_modesTips.clear();
    m_modesValueTexts.clear();
    for (std::size_t i = 0; i < costs.size() && i < std::size(kModes); ++i) {
        const ModeCost &m = costs[i];
        values << m.value.value_or(0);
        maxV = std::max(maxV, m.value.value_or(0));
        const QString mode_ = pricingModeLabel(kModes[i]);
        // The name beside the bar; a mode without a price reads "—" (its tooltip says so).
        labels << (m.value ? mode_ : QStringLiteral("%1 —").arg(mode_));
        // The value at the bar's end, so that a bar too short to see still reads (248 next
        // to 66,704), with the whole months a subscription bills.
        QString value = m.value ? formatValue(*m.value) : QString();
        if (m.value && pricingModeInfo(kModes[i]).commitment && m.months > 0)
            value = tr("%1 (%n month(s))", "a cost and the whole months billed", qRound(m.months))
                        .arg(value);
        m_modesValueTexts << value;
        if (!m.value) {
            m_modesTips << QStringLiteral("%1\n%2").arg(id, tr("%1: no price").arg(mode_));
            continue;
        }
        QString tip = QStringLiteral("%1\n%2: %3 %4")
                          .arg(id, mode_, chartstyle::formatFixed(*m.value, 2), currency);
        if (m.hours)
            tip += QLatin1Char('\n') + modeHoursText(kModes[i], m, training);
        m_modesTips << tip;
    }
    setBars(m_modesSet, m_modesLabels, labels, values);
    applyScale(m_modesAxis, 0, maxV, 3); // a narrow axis: 20,000 40,000 … ran together
    setTitleText(m_modesAxis, modesAxisTitle(training, currency, hours));
    placeModesValues();
}

void ComparisonCharts::fitFamilyTitle()
{
    const QFontMetricsF metrics(m_costFamilies->labelsFont());
    double longest = 0;
    for (const QString &family : m_costFamilies->categories())
        longest = std::max(longest, metrics.horizontalAdvance(family));
    // The chart's title, the plot's least height and the margins, then the ids and the
    // title's line. Measured in the window: with "ebmgn7e" (52 px) and the title, a chart
    // 222 px high (1024 × 700) cut the id and one 250 px high (1600 × 1000) did not.
    const double needed = 160 + longest + 2 * metrics.height();
    const QString title =
        m_costChart->size().height() >= needed ? tr("Instance family") : QString();
    setTitleText(m_costFamilies, title);
}

void ComparisonCharts::placeModesValues()
{
    while (m_modesValues.size() < static_cast<std::size_t>(m_modesValueTexts.size())) {
        auto *item = new QGraphicsSimpleTextItem(m_modesChart);
        item->setFont(chartFont(this));
        item->setZValue(100); // over the bars
        m_modesValues.push_back(item);
    }
    const QRectF plot = m_modesChart->plotArea();
    for (std::size_t i = 0; i < m_modesValues.size(); ++i) {
        QGraphicsSimpleTextItem *item = m_modesValues[i];
        const int bar = static_cast<int>(i);
        const QString text = bar < m_modesValueTexts.size() && bar < m_modesSet->count()
                                 ? m_modesValueTexts.at(bar)
                                 : QString();
        item->setVisible(!text.isEmpty() && plot.isValid());
        if (!item->isVisible())
            continue;
        if (item->text() != text)
            item->setText(text);
        // Right of the bar's end in dark text, or inside it in white where the plot ends.
        const QPointF end =
            m_modesChart->mapToPosition(QPointF(m_modesSet->at(bar), bar), m_modesSeries);
        const QSizeF size = item->boundingRect().size();
        const double gap = 3;
        const bool outside = end.x() + gap + size.width() <= plot.right();
        item->setBrush(outside ? palette().color(QPalette::Text) : QColor(Qt::white));
        item->setPos(outside ? end.x() + gap : std::max(plot.left(), end.x() - gap - size.width()),
                     end.y() - size.height() / 2);
    }
}

QString ComparisonCharts::modesAxisTitle(bool training, const QString &currency,
                                         std::optional<double> hours)
{
    using chartstyle::formatValue;
    if (!hours)
        return training ? tr("Job cost (%1)").arg(currency) : tr("%1/1M tokens").arg(currency);
    return training ? tr("Cost of this job, %1 h (%2)").arg(formatValue(*hours), currency)
                    : tr("%1/1M tokens over %2 h").arg(currency, formatValue(*hours));
}

QString ComparisonCharts::modeHoursText(PricingMode mode, const ModeCost &m, bool training)
{
    using chartstyle::formatValue;
    if (pricingModeInfo(mode).commitment && m.months > 0)
        return (training ? tr("Billed for %n whole month(s) (%1 h) for the job's %2 h", nullptr,
                              qRound(m.months))
                         : tr("Billed for %n whole month(s) (%1 h) for %2 h of serving", nullptr,
                              qRound(m.months)))
            .arg(formatValue(m.months * kHoursPerMonth), formatValue(*m.hours));
    if (pricingModeInfo(mode).interruptible && training)
        return tr("For an expected %1 h with interruptions, lost work and restarts")
            .arg(formatValue(*m.hours));
    return training ? tr("For the job's %1 h").arg(formatValue(*m.hours))
                    : tr("Over %1 h of serving").arg(formatValue(*m.hours));
}

void ComparisonCharts::setDetached(bool on)
{
    if (on == isDetached())
        return;
    auto *grid = static_cast<QGridLayout *>(layout());
    QList<QWidget *> views;
    for (int i = 0; i < grid->count(); ++i)
        views << grid->itemAt(i)->widget();
    for (QWidget *v : views)
        grid->removeWidget(v);
    if (on) {
        // A window of its own (a child of the page, so it goes with it), the charts two
        // by two; closing it brings them back.
        m_home = qobject_cast<QSplitter *>(parentWidget());
        m_window = new QWidget(m_page, Qt::Window);
        m_window->setObjectName(QStringLiteral("chartsWindow"));
        m_window->setWindowTitle(tr("Comparison charts"));
        m_window->setAttribute(Qt::WA_DeleteOnClose, false);
        auto *layout = new QVBoxLayout(m_window);
        layout->setContentsMargins(2, 2, 2, 2);
        layout->addWidget(this);
        for (int i = 0; i < views.size(); ++i)
            grid->addWidget(views[i], i / 2, i % 2);
        m_window->installEventFilter(this);
        m_window->resize(900, 640);
        show();
        m_window->show();
    } else {
        for (int i = 0; i < views.size(); ++i)
            grid->addWidget(views[i], 0, i);
        if (m_home)
            m_home->addWidget(this);
        QWidget *window = m_window;
        m_window = nullptr;
        window->removeEventFilter(this);
        window->hide();
        window->deleteLater();
    }
    Q_EMIT detachedChanged(on);
}

bool ComparisonCharts::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::Close)
        QMetaObject::invokeMethod(
            this, [this] { setDetached(false); }, Qt::QueuedConnection);
    return QWidget::eventFilter(watched, event);
}

} // namespace gpuplanner
