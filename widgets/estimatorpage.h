// The estimate tab: a scenario form (model picker with search, task, precision,
// quantization, optimizer, batch, sequence, GPUs and sharding visible; the rest folded
// under "Advanced") that re-estimates on every edit, a stacked bar of the per-GPU
// breakdown, host RAM with its reason, warnings for implausible inputs and the
// assumptions in words.
#pragma once

#include "estimator/memory.h"

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

Q_SIGNALS:
    void estimateChanged();

private:
    void buildForm();
    void buildResults();
    void recompute();
    void taskChanged();

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
    QSpinBox *m_prompt = nullptr;
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

    QChart *m_chart = nullptr;
    QChartView *m_chartView = nullptr;
    QLabel *m_totals = nullptr;
    QLabel *m_hostRam = nullptr;
    QLabel *m_warnings = nullptr;
    QTextBrowser *m_assumptions = nullptr;
};

} // namespace gpuplanner
