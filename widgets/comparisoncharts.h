// The comparison tab's chart pane: four charts that read the same plan, side by side
// below the table or two by two in a window of their own: cost by family (the best type
// of each), VRAM need against what each type offers per GPU, time (or throughput)
// against cost with the Pareto front (its points ringed, so a front of one point shows),
// and what the selected type costs under each pricing mode for the same job.
//
// The series and axes live as long as the pane; an update replaces their data (scatter
// series thinned to about kMaxScatterPoints, the extremes kept). Every value axis is titled
// and ends above its data (chartstyle::niceScaleWithHeadroom). Hovering a point or a
// bar shows its exact values; clicking it asks the page to select its row (typeClicked).
#pragma once

#include "estimator/planner.h"
#include "planservice.h"

#include <QStringList>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QBarCategoryAxis;
class QBarSeries;
class QBarSet;
class QChart;
class QGraphicsEllipseItem;
class QGraphicsSimpleTextItem;
class QHorizontalBarSeries;
class QLineSeries;
class QScatterSeries;
class QSplitter;
class QValueAxis;

namespace gpuplanner {

class ChartNote;

class ComparisonCharts : public QWidget
{
    Q_OBJECT

public:
    // page: the comparison page, which owns the pane's window while it is detached (so
    // the window goes with it).
    explicit ComparisonCharts(QWidget *page);

    QChart *costChart() const { return m_costChart; }
    QChart *vramChart() const { return m_vramChart; }
    QGraphicsSimpleTextItem *limitLabel() const { return m_limitLabel; } // the line's name
    QChart *paretoChart() const { return m_paretoChart; }
    QChart *modesChart() const { return m_modesChart; }

    // A scatter series draws at most about this many points (thinned on a grid; the
    // extremes are always kept).
    static constexpr int kMaxScatterPoints = 400;
    // Catalogs with at least this many types get the pricing modes chart on a worker.
    static constexpr std::size_t kAsyncModesTypes = PlanQueue::kModesOnWorker;

    // Puts the plan on the cost, Pareto and VRAM charts (in place; what did not change is
    // left alone, so it is neither laid out nor painted again). One chart at a time works
    // too: the page spreads them over turns of the event loop.
    void setPlan(const std::shared_ptr<const Plan> &plan, bool training, const QString &currency);
    void showCosts(const std::shared_ptr<const Plan> &plan, bool training, const QString &currency);
    void showPareto(const std::shared_ptr<const Plan> &plan, bool training,
                    const QString &currency);
    void showVram(const std::shared_ptr<const Plan> &plan, bool training);
    // Lets go of a plan; when it was the last owner, frees it on a worker (ten thousand
    // rows take milliseconds).
    static void release(std::shared_ptr<const Plan> plan);
    // The pricing modes chart for the type `id` of `catalog` (none: an empty chart); the
    // four rankings run on a worker for a large catalog, a newer request drops an older.
    void showModesOf(const QString &id, const std::shared_ptr<const Catalog> &catalog,
                     const Workload &w, PlanOptions o, SortKey sort, bool training,
                     const QString &currency);

    // In a window of its own (true) or back in the splitter it was in (false).
    bool isDetached() const { return m_window != nullptr; }
    void setDetached(bool on);

    // The tooltip of a chart point: the type, its verdict and the values it is drawn at.
    static QString pointToolTip(const PlanRow &row, bool training, bool chinese = false);
    QString lastToolTip() const { return m_lastToolTip; } // what hovering showed last
    // The note a chart shows instead of empty axes when it has nothing to draw (no type
    // fits, or none has a price); empty while it draws data.
    QString emptyNote(const QChart *chart) const;

Q_SIGNALS:
    void typeClicked(const QString &id); // a point or a bar was clicked
    void detachedChanged(bool detached); // also when the user closes the window

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The plan a chart shows (each chart keeps its own while the page updates them one
    // after the other), for its tooltips and clicks.
    struct Shown {
        std::shared_ptr<const Plan> plan;
        bool training = true;
    };
    static void keep(Shown &shown, const std::shared_ptr<const Plan> &plan, bool training);
    static QString costTitle(bool training, const QString &currency);
    static QString modesAxisTitle(bool training, const QString &currency,
                                  std::optional<double> hours);
    static QString modeHoursText(PricingMode mode, const ModeCost &m, bool training);
    void clickRow(const Shown &shown, int planRow);
    void placeModesValues();
    void fitFamilyTitle(); // the family axis's title, where the ids keep their room
    void placeLimitLabel();
    void placeFrontRings();
    void showModes(const QString &id, const std::vector<ModeCost> &costs, bool training,
                   const QString &currency);
    int rowOfPoint(QScatterSeries *series, const QPointF &p) const;
    void showRowToolTip(const Shown &shown, int planRow); // -1: hide
    void showToolTip(const QString &text);

    QWidget *m_page;
    QWidget *m_window = nullptr; // while detached
    QSplitter *m_home = nullptr;
    Shown m_costShown, m_vramShown, m_paretoShown;
    QString m_lastToolTip;
    PlanQueue *m_modesQueue = nullptr; // the modes chart's line to the planner

    QChart *m_costChart = nullptr;
    QBarSeries *m_costSeries = nullptr;
    QBarSet *m_costSet = nullptr;
    QBarCategoryAxis *m_costFamilies = nullptr;
    QValueAxis *m_costAxis = nullptr;
    std::vector<int> m_costRows; // the plan row of each bar

    QChart *m_vramChart = nullptr;
    QScatterSeries *m_fitsSeries = nullptr;
    QScatterSeries *m_noFitSeries = nullptr;
    QScatterSeries *m_refusedSeries = nullptr; // does not fit, not for memory
    QLineSeries *m_diagonal = nullptr;
    // The line's name written beside its upper end, not in the legend: the legend's four
    // entries shared about 200 px at 1024 px and were cut ("可…", "refu…").
    QGraphicsSimpleTextItem *m_limitLabel = nullptr; // owned by the chart
    QValueAxis *m_vramX = nullptr;
    QValueAxis *m_vramY = nullptr;

    QChart *m_paretoChart = nullptr;
    QScatterSeries *m_paretoPoints = nullptr;
    QLineSeries *m_front = nullptr;
    // A ring around each point of the front (placeFrontRings), so that one point shows.
    std::vector<QGraphicsEllipseItem *> m_frontRings; // owned by the chart
    QValueAxis *m_paretoX = nullptr;
    QValueAxis *m_paretoY = nullptr;

    QChart *m_modesChart = nullptr;
    QHorizontalBarSeries *m_modesSeries = nullptr;
    QBarSet *m_modesSet = nullptr;
    QBarCategoryAxis *m_modesLabels = nullptr;
    QValueAxis *m_modesAxis = nullptr;
    QStringList m_modesTips; // the tooltip of each bar
    // Each bar's value, drawn at its end (placeModesValues, again when the plot moves).
    QStringList m_modesValueTexts;
    std::vector<QGraphicsSimpleTextItem *> m_modesValues; // owned by the chart

    // The plan row of each point of the scatter series, in the series' order.
    std::vector<int> m_fitsRows, m_noFitRows, m_refusedRows, m_paretoRows;
    // What the cost and Pareto charts say when they have nothing to draw (owned by them).
    ChartNote *m_costNote = nullptr;
    ChartNote *m_paretoNote = nullptr;
};

} // namespace gpuplanner
