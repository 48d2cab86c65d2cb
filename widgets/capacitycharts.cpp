// The serving-capacity view's two charts (capacityview.h): monthly cost against the peak
// rate for the best few types, and TTFT / TPOT against concurrency for the selected type.
#include "capacityexport.h"
#include "capacityview.h"
#include "chartstyle.h"
#include "palette.h"

#include <QChart>
#include <QGraphicsLayout>
#include <QItemSelectionModel>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QTableView>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gpuplanner {

namespace {

constexpr int kCostCurves = 4;  // the best few types on the cost chart
constexpr int kCostPoints = 80; // peaks along the cost chart's x axis

QString fixed(double v, int decimals)
{
    return chartstyle::formatFixed(v, decimals, QLocale());
}

QValueAxis *axis(QChart *chart, Qt::Alignment where)
{
    auto *a = new QValueAxis(chart);
    chart->addAxis(a, where);
    return a;
}

void attach(QLineSeries *s, QValueAxis *x, QValueAxis *y)
{
    s->attachAxis(x);
    s->attachAxis(y);
}

void setNiceRange(QValueAxis *a, double lo, double hi)
{
    const chartstyle::NiceScale scale = chartstyle::niceScale(lo, hi > lo ? hi : lo + 1);
    a->setRange(scale.min, scale.max);
    a->setTickCount(scale.tickCount());
    a->setLabelFormat(chartstyle::labelFormat(scale));
}

QLineSeries *dashed(const QColor &colour, const QString &name)
{
    auto *s = new QLineSeries;
    s->setName(name);
    QPen pen(colour);
    pen.setStyle(Qt::DashLine);
    pen.setWidthF(1.5);
    s->setPen(pen);
    return s;
}

} // namespace

void CapacityView::buildCharts()
{
    m_costChart = new QChart;
    m_costChart->setObjectName(QStringLiteral("capacityCostChart"));
    m_costX = axis(m_costChart, Qt::AlignBottom);
    m_costY = axis(m_costChart, Qt::AlignLeft);
    m_peakLine = dashed(palette::screen().target, QString());
    m_costChart->addSeries(m_peakLine);
    attach(m_peakLine, m_costX, m_costY);
    m_costChart->legend()->setAlignment(Qt::AlignBottom);

    m_latencyChart = new QChart;
    m_latencyChart->setObjectName(QStringLiteral("capacityLatencyChart"));
    m_latX = axis(m_latencyChart, Qt::AlignBottom);
    m_ttftAxis = axis(m_latencyChart, Qt::AlignLeft);
    m_tpotAxis = axis(m_latencyChart, Qt::AlignRight);
    const QColor ttftColour = palette::screen().memory[0];
    const QColor tpotColour = palette::screen().memory[1];
    m_ttftSeries = new QLineSeries;
    m_ttftSeries->setPen(QPen(ttftColour, 2));
    m_tpotSeries = new QLineSeries;
    m_tpotSeries->setPen(QPen(tpotColour, 2));
    m_ttftTarget = dashed(ttftColour, QString());
    m_tpotTarget = dashed(tpotColour, QString());
    for (QLineSeries *s : {m_ttftSeries, m_ttftTarget}) {
        m_latencyChart->addSeries(s);
        attach(s, m_latX, m_ttftAxis);
    }
    for (QLineSeries *s : {m_tpotSeries, m_tpotTarget}) {
        m_latencyChart->addSeries(s);
        attach(s, m_latX, m_tpotAxis);
    }
    m_latencyChart->legend()->setAlignment(Qt::AlignBottom);
    // Small margins: at 1024 × 700 every pixel goes to the plot.
    for (QChart *c : {m_costChart, m_latencyChart}) {
        c->setMargins(QMargins(2, 2, 2, 2));
        c->layout()->setContentsMargins(0, 0, 0, 0);
        c->setBackgroundRoundness(0);
    }
    auto hover = [this](QLineSeries *s, bool ttft) {
        connect(s, &QLineSeries::hovered, this, [this, ttft](const QPointF &p, bool on) {
            if (!on) {
                showToolTip(QString());
                return;
            }
            showToolTip(
                ttft
                    ? tr("%1 sequences running: TTFT %2 s").arg(fixed(p.x(), 1), fixed(p.y(), 3))
                    : tr("%1 sequences running: TPOT %2 ms").arg(fixed(p.x(), 1), fixed(p.y(), 1)));
        });
    };
    hover(m_ttftSeries, true);
    hover(m_tpotSeries, false);
    retitleCharts();
}

void CapacityView::retitleCharts()
{
    m_costChart->setTitle(tr("Monthly cost against the peak rate (pay-as-you-go, the best %1 "
                             "types)")
                              .arg(kCostCurves));
    m_costX->setTitleText(tr("Peak requests per second"));
    m_peakLine->setName(tr("Your peak"));
    m_latencyChart->setTitle(tr("Latency under load"));
    m_latX->setTitleText(tr("Sequences running"));
    m_ttftAxis->setTitleText(tr("TTFT (s)"));
    m_tpotAxis->setTitleText(tr("TPOT (ms)"));
    m_ttftSeries->setName(tr("TTFT"));
    m_tpotSeries->setName(tr("TPOT"));
    m_ttftTarget->setName(tr("TTFT target"));
    m_tpotTarget->setName(tr("TPOT target"));
}

void CapacityView::updateCostChart()
{
    // The old curves go; the peak line stays.
    for (QAbstractSeries *s : m_costChart->series())
        if (s != m_peakLine) {
            m_costChart->removeSeries(s);
            s->deleteLater();
        }
    const CapacityResult *r = m_model->result();
    const double peak = r->traffic.peakRps;
    const double maxRps = std::max(peak * 2, 1e-3);
    double maxCost = 0;
    int shown = 0;
    QString currency;
    for (const CapacityRow &row : r->plan.rows) {
        if (shown >= kCostCurves)
            break;
        if (row.verdict != CapacityVerdict::Serves || !row.cost.payAsYouGo)
            continue;
        const std::vector<CostStep> steps = costCurve(row, r->traffic, maxRps, kCostPoints);
        if (steps.empty())
            continue;
        ++shown;
        currency = QString::fromStdString(row.currency);
        auto *s = new QLineSeries;
        const QString id = QString::fromStdString(row.type->id);
        s->setName(id.toHtmlEscaped()); // the legend renders rich text; an id is data
        s->setPen(QPen(palette::screen().memory[static_cast<std::size_t>(shown - 1) % 6], 2));
        // Steps: the cost holds until the next peak needs another instance.
        double x = 0;
        for (const CostStep &c : steps) {
            s->append(x, c.monthlyCost);
            s->append(c.peakRps, c.monthlyCost);
            x = c.peakRps;
            maxCost = std::max(maxCost, c.monthlyCost);
        }
        m_costChart->addSeries(s);
        attach(s, m_costX, m_costY);
        connect(s, &QLineSeries::hovered, this,
                [this, steps, id, cur = currency](const QPointF &p, bool on) {
                    if (!on) {
                        showToolTip(QString());
                        return;
                    }
                    const auto it =
                        std::lower_bound(steps.begin(), steps.end(), p.x(),
                                         [](const CostStep &c, double v) { return c.peakRps < v; });
                    const CostStep &c = it == steps.end() ? steps.back() : *it;
                    showToolTip(
                        tr("%1: %n instance(s) up to %2 req/s, %3 %4 a month", nullptr, c.instances)
                            .arg(id, fixed(c.peakRps, 2), fixed(c.monthlyCost, 0), cur));
                });
        connect(s, &QLineSeries::clicked, this, [this, id] { selectType(id); });
    }
    m_peakLine->replace({QPointF(peak, 0), QPointF(peak, std::max(maxCost, 1.0) * 1.05)});
    setNiceRange(m_costX, 0, maxRps);
    setNiceRange(m_costY, 0, std::max(maxCost, 1.0) * 1.05);
    m_costY->setTitleText(currency.isEmpty() ? tr("Per month")
                                             : tr("Per month (%1)").arg(currency));
}

void CapacityView::updateLatencyChart()
{
    const CapacityResult *r = m_model->result();
    const QModelIndex current = m_view->currentIndex();
    const int row = current.isValid() ? m_model->rowOf(selectedType()) : -1;
    QList<QPointF> ttft;
    QList<QPointF> tpot;
    double maxTtft = 0;
    double maxTpot = 0;
    int maxN = 1;
    if (r && row >= 0 && m_model->rowAt(row).replica.maxRps > 0) {
        // The replica under load: arrival rates rising to 1.5 × its capacity (while it keeps
        // up), each drawn at the sequences it keeps running, with TTFT and TPOT at the
        // percentile as the plan computes them (queueing and prefill's share of the GPU
        // included), so the curves cross the targets where the table says.
        const CapacityRow &c = m_model->rowAt(row);
        const double capacity = c.replica.maxRps;
        constexpr int kSteps = 60;
        for (int i = 1; i <= kSteps * 3 / 2; ++i) {
            const auto p = loadPoint(c.replica, r->traffic, capacity * i / kSteps);
            if (!p || p->concurrency > c.replica.maxConcurrency)
                break;
            ttft << QPointF(p->concurrency, p->ttft);
            tpot << QPointF(p->concurrency, p->tpot * 1000);
            maxTtft = std::max(maxTtft, p->ttft);
            maxTpot = std::max(maxTpot, p->tpot * 1000);
            maxN = std::max(maxN, static_cast<int>(std::ceil(p->concurrency)));
        }
        m_latencyChart->setTitle(
            tr("%1 under load: latency at the percentile against sequences running")
                .arg(QString::fromStdString(c.type->id).toHtmlEscaped()));
    }
    m_ttftSeries->replace(ttft);
    m_tpotSeries->replace(tpot);
    const double ttftTarget = r ? r->traffic.ttftTarget : 0;
    const double tpotTarget = r ? r->traffic.tpotTarget * 1000 : 0;
    m_ttftTarget->replace(ttftTarget > 0
                              ? QList<QPointF>{{0, ttftTarget}, {double(maxN), ttftTarget}}
                              : QList<QPointF>{});
    m_tpotTarget->replace(tpotTarget > 0
                              ? QList<QPointF>{{0, tpotTarget}, {double(maxN), tpotTarget}}
                              : QList<QPointF>{});
    // Far above a target, the curve would flatten what matters: up to twice the target.
    if (ttftTarget > 0)
        maxTtft = std::min(maxTtft, ttftTarget * 2);
    if (tpotTarget > 0)
        maxTpot = std::min(maxTpot, tpotTarget * 2);
    setNiceRange(m_latX, 0, maxN);
    setNiceRange(m_ttftAxis, 0, std::max({maxTtft, ttftTarget, 0.01}) * 1.1);
    setNiceRange(m_tpotAxis, 0, std::max({maxTpot, tpotTarget, 0.1}) * 1.1);
}

} // namespace gpuplanner
