// The comparison tab: the plan for the open scenario (models/scenario/scenariodocument.h: the
// workload the estimate tab edits, the plan options this tab's form edits) over every
// instance type. The ranked table leads (verdict filter, column chooser on the header); the
// selected row's reasons, the findings and the assumptions are in a detail pane beside
// it; four charts that read the same plan are in a pane below that can be hidden or
// detached into a window of its own: cost by family (the best type of each), VRAM need
// against what each type offers per GPU, time (or throughput) against cost with the
// Pareto front, and the pricing modes of the selected type. Clicking a point or a bar
// selects its row; hovering shows its exact values.
//
// Updates: an edit schedules one recompute for the next turn of the event loop (edits in
// the same turn coalesce, no debounce delay). A large catalog is ranked on a worker
// thread; a generation counter drops a result that a newer edit has overtaken. The plan
// owns the catalog snapshot its rows point into, so a result stays valid whatever the
// repository did meanwhile. Charts keep their series and axes and only replace the data.
#pragma once

#include "capacityview.h"
#include "comparisoncharts.h"
#include "estimator/planner.h"
#include "planservice.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QCheckBox;
class QChart;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSettings;
class QSortFilterProxyModel;
class QSpinBox;
class QSplitter;
class QStackedWidget;
class QTabBar;
class QTableView;
class QTextBrowser;
class QToolButton;

namespace gpuplanner {

class CatalogRepository;
class PlanOptionsForm;
class PlanTableModel;
class ScenarioDocument;

class ComparisonPage : public QWidget
{
    Q_OBJECT

public:
    // Plans the document's scenario (its workload with its plan options); the form's
    // edits are commands on the document.
    ComparisonPage(CatalogRepository *repository, ScenarioDocument *document,
                   QWidget *parent = nullptr);
    ~ComparisonPage() override;

    ScenarioDocument *document() const { return m_doc; }
    const PlanOptions &options() const; // the document's
    // What the form's fields say (the document's options once an edit has reached it).
    PlanOptions formOptions() const;
    // An edit of all the plan options (one undo step); ranks at once.
    void setOptions(const PlanOptions &o);
    // The undo step of an edit of field (its object name, or "plan" for all the options),
    // in the language shown: "Change Region".
    QString stepText(const QString &field) const;
    SortKey sortKey() const { return m_sort; }
    // Re-ranks, then selects, scrolls to and reveals the winner (the first row).
    void setSortKey(SortKey key);
    PlanTableModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    // The detail pane's two parts, up to date (a hidden part is written when it is shown).
    QTextBrowser *details() const; // the selected row
    QTextBrowser *findings() const;
    QString selectedType() const;
    bool showsAll() const;       // the table shows the types that do not fit too
    bool hidesOldPrices() const; // "Hide old prices" is ticked
    void selectType(const QString &id);
    QChart *costChart() const { return m_charts->costChart(); }
    QChart *vramChart() const { return m_charts->vramChart(); }
    QChart *paretoChart() const { return m_charts->paretoChart(); }
    QChart *modesChart() const { return m_charts->modesChart(); }

    // Serving: the capacity view (capacityview.h) in a tab beside the ranking; the tab is
    // offered only while the task is serving.
    // The serving-capacity view, built the first time it is shown or asked for: a training
    // scenario never needs it, and its table and two charts were a sixth of the window's
    // start-up with the comparison tab first.
    CapacityView *capacityView();
    bool showsCapacity() const;
    void setShowsCapacity(bool on);

    // The chart pane (comparisoncharts.h): shown below the table, hidden, or in a window
    // of its own.
    QWidget *chartsPane() const { return m_charts; }
    bool chartsShown() const;
    void setChartsShown(bool on);
    bool chartsDetached() const { return m_charts->isDetached(); }
    void setChartsDetached(bool on);

    // Splitters, the table header (column order, widths, hidden columns) and the chart
    // pane, under the "comparison/" group of the given settings.
    void saveState(QSettings &settings) const;
    void restoreState(const QSettings &settings);

    // The tooltip of a chart point: the type, its verdict and the values it is drawn at.
    static QString pointToolTip(const PlanRow &row, bool training, bool chinese = false)
    {
        return ComparisonCharts::pointToolTip(row, training, chinese);
    }
    QString lastToolTip() const { return m_charts->lastToolTip(); } // what hovering showed last

    // Catalogs with at least this many types (every real one) are ranked on a worker
    // thread when an edit schedules the recompute; tiny test catalogs stay synchronous.
    static constexpr std::size_t kAsyncTypes = PlanQueue::kRankOnWorker;
    // A scatter series draws at most about this many points (thinned on a grid; the
    // extremes are always kept).
    static constexpr int kMaxScatterPoints = 400;
    // Catalogs with at least this many types get the pricing modes chart on a worker too,
    // and their first plan, when the page is first shown, as well (the page shows at once,
    // the plan follows in stages); a smaller catalog's first plan is in the first paint.
    static constexpr std::size_t kAsyncModesTypes = PlanQueue::kModesOnWorker;
    static_assert(kMaxScatterPoints == ComparisonCharts::kMaxScatterPoints &&
                  kAsyncModesTypes == ComparisonCharts::kAsyncModesTypes);
    // A worker ranks a newer plan than the one on screen, or it is still being put on
    // screen.
    bool isComputing() const;

public Q_SLOTS:
    void recompute();         // at once, on this thread
    void scheduleRecompute(); // on the next turn of the event loop; edits coalesce

Q_SIGNALS:
    void planChanged();
    void optionsEdited(); // the user changed a planning option (not a recomputation)

protected:
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void buildUi();
    void updateViews(); // the capacity tab for serving only
    void showOptions(const PlanOptions &o);
    void startRecompute();
    PlanRequest request() const; // the scenario on screen over the catalog of now
    void planFirstTime();        // when first shown
    void applyPlan(std::shared_ptr<const Plan> plan, bool training, const QString &modelName,
                   bool inStages = false);
    bool runStage(); // the next stage of m_staged; false when it is all on screen
    void queueStage();
    void nextStage();
    void showTable(const std::shared_ptr<const Plan> &plan, bool training,
                   const QString &modelName);
    void updateModesChart();
    void updateFindings();     // the detail pane: both of
    void updateRowDetails();   // the selected row
    void updateFindingsPane(); // the findings and assumptions
    void revealWinner();
    void fitColumns();
    // Gives the detail pane what the table's columns leave empty (at least a fifth), until
    // the user moves the splitter or a saved layout is restored.
    void balanceTableSplit();
    void selectPlanRow(int planRow);

    CatalogRepository *m_repository;
    ScenarioDocument *m_doc;
    std::shared_ptr<const Plan> m_plan;
    SortKey m_sort = SortKey::Cost;
    bool m_building = true;
    bool m_pending = false;       // a recompute is queued
    bool m_applying = false;      // a plan is being put on screen
    bool m_columnsFitted = false; // column widths set once (or restored)
    bool m_splitChosen = false;   // the user moved the table/detail splitter (or it was restored)
    bool m_fittedForTraining = true;
    PlanQueue *m_queue = nullptr; // the planner (planservice.h)
    struct Staged {
        std::shared_ptr<const Plan> plan;
        bool training = true;
        QString modelName;
    };
    Staged m_staged;                        // a plan being put on screen
    std::shared_ptr<const Plan> m_replaced; // the plan it replaces, until it is all on screen
    int m_stage = -1;                       // its next stage; -1: none
    bool m_stageQueued = false;             // nextStage() is posted

    PlanTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_view = nullptr;
    PlanOptionsForm *m_planForm = nullptr; // the plan options
    QCheckBox *m_showAll = nullptr;
    QCheckBox *m_hideOld = nullptr;
    QLabel *m_summary = nullptr;
    // A part of the detail pane and the HTML it shows. While it is hidden the HTML waits
    // (stale) and is written when it is shown, once its width is final: every width it
    // is given lays the whole text out again.
    struct Pane {
        QTextBrowser *view = nullptr;
        QString html;
        mutable bool stale = false;
    };
    static void setPaneHtml(Pane &pane, const QString &html);
    static void writePane(const Pane &pane);
    Pane m_rowDetails;
    Pane m_findings;
    QSplitter *m_mainSplit = nullptr;  // table area above the charts
    QSplitter *m_tableSplit = nullptr; // table beside the detail pane
    ComparisonCharts *m_charts = nullptr;
    QToolButton *m_chartsToggle = nullptr;
    QToolButton *m_detachToggle = nullptr;
    QTabBar *m_viewBar = nullptr;
    QStackedWidget *m_viewStack = nullptr;
    QWidget *m_capacityHolder = nullptr; // the stack's page the capacity view goes into
    CapacityView *m_capacity = nullptr;
    bool m_preferCapacity = false; // the user's choice of view while serving
};

} // namespace gpuplanner
