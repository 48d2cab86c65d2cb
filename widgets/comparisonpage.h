// The comparison tab: the plan for the scenario of the estimate tab over every instance
// type — a ranked table (verdict filter, column chooser) and four charts that read the
// same model: total job cost by family (the best type of each), VRAM need against each
// type's memory per GPU, time against cost with the Pareto front, and the pricing modes
// of the selected type side by side. Clicking a point selects its row.
#pragma once

#include "estimator/planner.h"

#include <QWidget>

#include <functional>
#include <memory>

class QCheckBox;
class QChart;
class QChartView;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;
class QTextBrowser;
class QTimer;

namespace gpuplanner {

class CatalogRepository;
class PlanTableModel;

class ComparisonPage : public QWidget
{
    Q_OBJECT

public:
    ComparisonPage(CatalogRepository *repository, std::function<Workload()> workload,
                   QWidget *parent = nullptr);

    PlanOptions options() const;
    void setOptions(const PlanOptions &o);
    SortKey sortKey() const { return m_sort; }
    void setSortKey(SortKey key);
    PlanTableModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QString selectedType() const;
    bool showsAll() const; // the table shows the types that do not fit too
    void selectType(const QString &id);
    QChart *costChart() const { return m_costChart; }
    QChart *vramChart() const { return m_vramChart; }
    QChart *paretoChart() const { return m_paretoChart; }
    QChart *modesChart() const { return m_modesChart; }

public Q_SLOTS:
    void recompute();         // at once
    void scheduleRecompute(); // after the user stops typing

Q_SIGNALS:
    void planChanged();
    void optionsEdited(); // the user changed a planning option (not a recomputation)

private:
    void buildUi();
    void updateCharts();
    void updateModesChart();
    void updateFindings();

    CatalogRepository *m_repository;
    std::function<Workload()> m_workload;
    std::shared_ptr<const Plan> m_plan;
    SortKey m_sort = SortKey::Cost;
    bool m_building = true;

    PlanTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_view = nullptr;
    QTimer *m_timer = nullptr;
    QComboBox *m_region = nullptr;
    QComboBox *m_pricing = nullptr;
    QDoubleSpinBox *m_tokens = nullptr; // millions
    QDoubleSpinBox *m_epochs = nullptr;
    QSpinBox *m_maxNodes = nullptr;
    QDoubleSpinBox *m_headroom = nullptr;
    QDoubleSpinBox *m_mfu = nullptr;
    QDoubleSpinBox *m_budget = nullptr;
    QDoubleSpinBox *m_deadline = nullptr;
    QDoubleSpinBox *m_spotDiscount = nullptr;
    QComboBox *m_currency = nullptr;
    QDoubleSpinBox *m_rate = nullptr;
    QCheckBox *m_showAll = nullptr;
    QSpinBox *m_maxGpus = nullptr;
    QLineEdit *m_families = nullptr;
    QLabel *m_summary = nullptr;
    QTextBrowser *m_findings = nullptr;
    QChart *m_costChart = nullptr;
    QChart *m_vramChart = nullptr;
    QChart *m_paretoChart = nullptr;
    QChart *m_modesChart = nullptr;
};

} // namespace gpuplanner
