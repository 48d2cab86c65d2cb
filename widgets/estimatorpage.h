// The estimate tab: a scenario form (a searchable model picker, task, precision,
// quantization, batch, GPUs; then only what the task uses: optimizer, sequence length,
// checkpointing and sharding for training, context length, output tokens and the engine
// for serving; the rest folded under "Advanced", again by task) that re-estimates on
// every edit, a stacked bar of the per-GPU breakdown with the target card's usable line,
// host RAM with its reason, warnings for implausible inputs and the assumptions in words.
// "What fits?" asks the solver (estimator/solve.h) for the largest batch, longest
// context or most concurrent sequences on an instance type or a card, and sweeps memory
// against that variable. Hidden fields keep their values: workload() reads every field.
#pragma once

#include "estimator/memory.h"
#include "estimator/solve.h"

#include <QWidget>

#include <functional>
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
class FrameworkLibrary;

class EstimatorPage : public QWidget
{
    Q_OBJECT

public:
    EstimatorPage(const PresetLibrary *presets, QWidget *parent = nullptr);
    ~EstimatorPage() override;

    Workload workload() const;
    // Fills the form from a scenario's workload; presetId empty = a custom model.
    void setWorkload(const Workload &w, const QString &presetId);
    QString presetId() const; // "" for a custom model
    const MemoryEstimate &estimate() const { return m_estimate; }
    void setPreset(const QString &id);
    QString summaryText() const;     // the totals line as shown
    QString warningsText() const;    // the visible warnings
    QString assumptionsText() const; // the assumptions as shown

    // The catalog "What fits?" offers targets from; kept alive while the page uses it.
    void setCatalog(std::shared_ptr<const Catalog> catalog);
    // The plan options "What fits?" judges with (the comparison's: max instances,
    // headroom); without one, the defaults, as `gpu-planner solve` without plan flags.
    void setPlanOptionsSource(std::function<PlanOptions()> source);
    // Runs the solver for the chosen variable and target and shows the answer and sweep.
    void solveNow();
    const std::optional<SolveResult> &solveResult() const { return m_solve; }
    QString solveAnswerText() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

Q_SIGNALS:
    void estimateChanged();

private:
    void buildForm();
    void buildResults();
    void recompute();
    void taskChanged();
    void applyVisibility();
    void modelTextEdited();
    void fillSolveVariables();
    void fillTargets();
    SolveTarget currentTarget() const;
    PlanOptions planOptions() const;
    void showSweep();
    void showTargetLine();

    const PresetLibrary *m_presets;
    std::unique_ptr<FrameworkLibrary> m_frameworks;
    void frameworkChosen();
    MemoryEstimate m_estimate;
    bool m_building = true;

    QComboBox *m_model = nullptr;
    QGroupBox *m_custom = nullptr;
    QDoubleSpinBox *m_params = nullptr;
    QSpinBox *m_layers = nullptr;
    QSpinBox *m_hidden = nullptr;
    QSpinBox *m_ffn = nullptr;
    QSpinBox *m_heads = nullptr;
    QSpinBox *m_kvHeads = nullptr;
    QSpinBox *m_vocab = nullptr;
    QComboBox *m_task = nullptr;
    QComboBox *m_precision = nullptr;
    QComboBox *m_quant = nullptr;
    QComboBox *m_optimizer = nullptr;
    QSpinBox *m_batch = nullptr;
    QSpinBox *m_seq = nullptr;
    QSpinBox *m_context = nullptr; // serving: prompt + output tokens
    QSpinBox *m_output = nullptr;
    QCheckBox *m_gradCkpt = nullptr;
    QSpinBox *m_gpus = nullptr;
    QSpinBox *m_nodes = nullptr;
    QComboBox *m_sharding = nullptr;
    QSpinBox *m_tp = nullptr;
    QSpinBox *m_loraRank = nullptr;
    QGroupBox *m_advanced = nullptr;
    QSpinBox *m_gradAccum = nullptr;
    QSpinBox *m_pp = nullptr;
    QCheckBox *m_master = nullptr;
    // Training techniques; the framework profile sets their defaults, each stays editable.
    QComboBox *m_framework = nullptr;
    QComboBox *m_attention = nullptr;
    QComboBox *m_qloraRecipe = nullptr;
    QCheckBox *m_chunkedCe = nullptr;
    QCheckBox *m_optimizerInBwd = nullptr;
    QCheckBox *m_activationOffload = nullptr;
    QCheckBox *m_offloadOptimizer = nullptr;
    QCheckBox *m_offloadParams = nullptr;
    QCheckBox *m_allLinear = nullptr;
    QComboBox *m_kvPrecision = nullptr;
    QComboBox *m_engine = nullptr;
    QDoubleSpinBox *m_gpuMemory = nullptr;
    QDoubleSpinBox *m_utilization = nullptr;
    QSpinBox *m_maxModelLen = nullptr;
    QSpinBox *m_maxNumSeqs = nullptr;
    QSpinBox *m_maxBatchedTokens = nullptr;
    QComboBox *m_loading = nullptr;
    QSpinBox *m_workers = nullptr;
    QList<QWidget *> m_trainingOnly;
    QList<QWidget *> m_inferenceOnly;
    QFormLayout *m_form = nullptr;
    QFormLayout *m_advancedForm = nullptr;

    QChart *m_chart = nullptr;
    QChartView *m_chartView = nullptr;
    QLabel *m_totals = nullptr;
    QLabel *m_hostRam = nullptr;
    QLabel *m_warnings = nullptr;
    QTextBrowser *m_assumptions = nullptr;

    // What fits?
    std::shared_ptr<const Catalog> m_catalog;
    std::function<PlanOptions()> m_planOptions;
    QTabWidget *m_resultTabs = nullptr;
    QComboBox *m_solveVariable = nullptr;
    QComboBox *m_targetKind = nullptr;
    QComboBox *m_targetType = nullptr;
    QComboBox *m_targetGpu = nullptr;
    QSpinBox *m_targetCount = nullptr;
    QPushButton *m_solveButton = nullptr;
    QLabel *m_solveAnswer = nullptr;
    QChart *m_sweepChart = nullptr;
    QChartView *m_sweepView = nullptr;
    QLineSeries *m_targetLine = nullptr; // on the breakdown chart
    QLabel *m_targetNote = nullptr;      // names the line
    std::optional<SolveResult> m_solve;
};

} // namespace gpuplanner
