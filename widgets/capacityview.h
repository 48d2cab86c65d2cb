// The comparison tab's serving-capacity view (issue 24), shown when the task is serving:
// the traffic and latency targets as inputs (undoable edits of the scenario's "traffic";
// the prompt and answer means are the workload's lengths), the ranked capacity plan
// (models/plan/capacitytablemodel.h: type, layout, replicas, TTFT/TPOT reached, monthly cost,
// cost per 1M tokens), a chart of the monthly pay-as-you-go cost against the peak rate for
// the best few types (steps as replicas are added) and a chart of TTFT and TPOT against
// concurrency for the selected type with the targets drawn. Hovering a line shows its
// values; clicking it selects its type.
//
// The plan (estimator/capacity.h) is asked of the planner (planservice.h), which makes it on
// its worker and drops a result a newer edit has overtaken. Nothing is computed while the view is
// hidden.
#pragma once

#include "capacitytablemodel.h"
#include "planservice.h"

#include <QWidget>

#include <memory>
#include <optional>

class QChart;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QLineSeries;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;
class QToolButton;
class QValueAxis;

namespace gpuplanner {

class CatalogRepository;
class ScenarioDocument;

class CapacityView : public QWidget
{
    Q_OBJECT

public:
    CapacityView(CatalogRepository *repository, ScenarioDocument *document,
                 QWidget *parent = nullptr);
    ~CapacityView() override;

    // Where a scenario without traffic starts: 10 requests/s at the peak, TTFT within 2 s and
    // TPOT within 100 ms at p95 (MLPerf's Llama 2 70B server limits are 2 s and 200 ms; chat
    // services aim at 100 ms or less). It is written to the scenario on the first edit.
    static TrafficProfile defaultTraffic();
    // What the plan is made for: the scenario's traffic (or the default) with the workload's
    // prompt and answer lengths as the means.
    TrafficProfile traffic() const;

    CapacityTableModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QChart *costChart() const { return m_costChart; }
    QChart *latencyChart() const { return m_latencyChart; }
    QLabel *summary() const { return m_summary; }
    QWidget *chartsPane() const { return m_charts; }
    QToolButton *chartsToggle() const { return m_chartsToggle; }
    QString selectedType() const;
    void selectType(const QString &id);
    bool isComputing() const { return m_queue->busy() || m_pending; }
    QString lastToolTip() const { return m_lastToolTip; }

public Q_SLOTS:
    void scheduleRecompute();

Q_SIGNALS:
    void planChanged();

protected:
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void buildForm(QWidget *form);
    void buildCharts();
    void retitleCharts();
    void showTraffic(); // the document's traffic into the fields
    void edited(QWidget *field);
    TrafficProfile formTraffic() const;
    void startRecompute();
    void applyResult(std::shared_ptr<const CapacityResult> result);
    void updateSummary();
    void updateCostChart();
    void updateLatencyChart();
    void showToolTip(const QString &text);
    QString fieldLabel(const QWidget *field) const;
    void hourlyEdited();

    CatalogRepository *m_repository;
    ScenarioDocument *m_doc;
    CapacityTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_problem = nullptr;
    // The charts below the table, and their switch beside the summary: on a short page
    // (1024 × 700) they start hidden so that the table shows its rows, until the user
    // switches them (kChartsMinHeight).
    QWidget *m_charts = nullptr;
    QToolButton *m_chartsToggle = nullptr;
    bool m_chartsChosen = false;

    QDoubleSpinBox *m_rps = nullptr;
    QDoubleSpinBox *m_average = nullptr;
    QSpinBox *m_prompt = nullptr;
    QSpinBox *m_promptP95 = nullptr;
    QSpinBox *m_output = nullptr;
    QSpinBox *m_outputP95 = nullptr;
    QDoubleSpinBox *m_prefix = nullptr;
    QDoubleSpinBox *m_ttft = nullptr;
    QDoubleSpinBox *m_tpot = nullptr; // milliseconds
    QDoubleSpinBox *m_e2e = nullptr;
    QComboBox *m_percentile = nullptr;
    QSpinBox *m_spare = nullptr;
    QLabel *m_hourly = nullptr;
    QLineEdit *m_hourlyEdit = nullptr; // the daily profile, 24 comma-separated rates

    QChart *m_costChart = nullptr;
    QValueAxis *m_costX = nullptr;
    QValueAxis *m_costY = nullptr;
    QLineSeries *m_peakLine = nullptr;
    QChart *m_latencyChart = nullptr;
    QValueAxis *m_latX = nullptr;
    QValueAxis *m_ttftAxis = nullptr;
    QValueAxis *m_tpotAxis = nullptr;
    QLineSeries *m_ttftSeries = nullptr;
    QLineSeries *m_tpotSeries = nullptr;
    QLineSeries *m_ttftTarget = nullptr;
    QLineSeries *m_tpotTarget = nullptr;

    bool m_building = true;
    bool m_pending = false;
    bool m_dirty = true; // an input changed while hidden
    bool m_columnsFitted = false;
    PlanQueue *m_queue = nullptr;
    QString m_lastToolTip;
};

} // namespace gpuplanner
