// The estimate tab: the scenario form (widgets/workloadform.h) bound to the scenario
// document, and what the document's workload needs: a stacked bar of the per-GPU
// breakdown with the target card's usable line, host RAM with its reason, warnings for
// implausible inputs and the assumptions in words. Every edit of the form is a command on
// the document; the page redraws from the document's signals (an undo redraws the form
// too). "What fits?" asks the solver (estimator/solve.h) for the largest batch, longest
// context or most concurrent sequences on an instance type or a card, judged with the
// document's plan options, and sweeps memory against that variable.
#pragma once

#include "estimator/memory.h"
#include "estimator/solve.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QChart;
class QChartView;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QSpinBox;
class QStackedWidget;
class QTextBrowser;
class QVBoxLayout;
class QLineSeries;
class QScatterSeries;
class QPushButton;
class QTabWidget;
class QFormLayout;
class QBarSet;
class QStackedBarSeries;
class QBarCategoryAxis;
class QValueAxis;

namespace gpuplanner {

class PresetLibrary;
class ScenarioDocument;
class WorkloadForm;

class EstimatorPage : public QWidget
{
    Q_OBJECT

public:
    // Without a document the page makes one of its own (the default scenario).
    explicit EstimatorPage(const PresetLibrary *presets, ScenarioDocument *document = nullptr,
                           QWidget *parent = nullptr);
    ~EstimatorPage() override;

    ScenarioDocument *document() const { return m_doc; }
    WorkloadForm *form() const { return m_form; }
    const Workload &workload() const; // the document's
    // An edit of the whole workload (one undo step); presetId empty = a custom model.
    void setWorkload(const Workload &w, const QString &presetId);
    QString presetId() const; // "" for a custom model
    // The undo step of an edit of field (the form's object name, or "workload" for all of
    // it), in the language shown: "Change Batch per GPU".
    QString stepText(const QString &field) const;
    const MemoryEstimate &estimate() const { return m_estimate; }
    void setPreset(const QString &id); // as the user picks it
    QString summaryText() const;       // the totals line as shown
    QString warningsText() const;      // the visible warnings
    QString assumptionsText() const;   // the assumptions as shown

    // The catalog "What fits?" offers targets from; kept alive while the page uses it.
    void setCatalog(std::shared_ptr<const Catalog> catalog);
    // Runs the solver for the chosen variable and target and shows the answer and sweep.
    void solveNow();
    const std::optional<SolveResult> &solveResult() const { return m_solve; }
    QString solveAnswerText() const;

    // What the user chose to see, kept while the window lives (a change of language builds
    // the page again): the Advanced section, the result tab, "What fits?"'s question and
    // target, and whether it was asked (then it is asked again: the answer in the new
    // language, from the same inputs).
    struct ViewState {
        bool advancedShown = false;
        int resultTab = 0;
        int solveVariable = -1; // SolveVariable
        int targetKind = 0;     // 0 instance type, 1 card
        QString targetType;
        QString targetGpu;
        int targetCount = 1;
        bool asked = false;
    };
    ViewState viewState() const;
    void restoreViewState(const ViewState &state);

Q_SIGNALS:
    void estimateChanged();

private:
    void buildResults(QWidget *parent);
    void formEdited(const QString &field, const QString &label);
    void inputsChanged(const QObject *source);
    void recompute();
    void fillSolveVariables();
    void fillTargets();
    SolveTarget currentTarget() const;
    PlanOptions planOptions() const;
    QChart *sweepChart();
    void showSweep();
    void showTargetLine();

    ScenarioDocument *m_doc = nullptr;
    WorkloadForm *m_form = nullptr;
    MemoryEstimate m_estimate;

    QChart *m_chart = nullptr;
    QChartView *m_chartView = nullptr;
    QLabel *m_totals = nullptr;
    QLabel *m_hostRam = nullptr;
    QLabel *m_warnings = nullptr;
    QTextBrowser *m_assumptions = nullptr;

    // What fits?
    std::shared_ptr<const Catalog> m_catalog;
    QTabWidget *m_resultTabs = nullptr;
    QComboBox *m_solveVariable = nullptr;
    QComboBox *m_targetKind = nullptr;
    QComboBox *m_targetType = nullptr;
    QComboBox *m_targetGpu = nullptr;
    QSpinBox *m_targetCount = nullptr;
    QPushButton *m_solveButton = nullptr;
    QLabel *m_solveAnswer = nullptr;
    QVBoxLayout *m_fitsLayout = nullptr; // the "What fits?" tab's
    QChart *m_sweepChart = nullptr;      // built by sweepChart()
    QChartView *m_sweepView = nullptr;
    QLineSeries *m_targetLine = nullptr; // on the breakdown chart
    QLabel *m_targetNote = nullptr;      // names the line
    std::optional<SolveResult> m_solve;
    bool m_asked = false; // "What fits?" was asked: its answer (or refusal) is shown
};

} // namespace gpuplanner
