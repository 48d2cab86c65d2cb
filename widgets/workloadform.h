// The estimate tab's inputs: a searchable model picker, task, precision, quantization,
// batch, GPUs; then only what the task uses (optimizer, sequence length, checkpointing and
// sharding for training; context length, output tokens and the engine for serving); the
// rest folded under "Advanced", again by task. Hidden fields keep their values.
//
// The form holds no scenario state of its own: showWorkload() puts a workload (the
// document's) into the fields without reporting edits, and every edit of a field emits
// edited() with the field's name; workload() then says what the fields make. Changes one
// edit implies (QLoRA picks a 4-bit quantization, a framework profile sets its switches)
// are made before edited() is emitted, so they are part of the same edit.
#pragma once

#include "estimator/memory.h"

#include <QWidget>

#include <memory>
#include <vector>

class QAbstractSpinBox;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QSpinBox;

namespace gpuplanner {

class FrameworkLibrary;
class PresetLibrary;

class WorkloadForm : public QWidget
{
    Q_OBJECT

public:
    explicit WorkloadForm(const PresetLibrary *presets, QWidget *parent = nullptr);
    ~WorkloadForm() override;

    // What the fields make now.
    Workload workload() const;
    QString presetId() const; // "" for a custom model
    // Shows a workload (presetId empty: a custom model) without emitting edited().
    void showWorkload(const Workload &w, const QString &presetId);
    // Picks a preset as the user does (an edit).
    void setPreset(const QString &id);
    // The label of a field as the form shows it, without the mnemonic and colon.
    QString fieldLabel(const QString &field) const;
    // The "Advanced" section unfolded (a view choice, not part of the scenario).
    bool advancedShown() const;
    void setAdvancedShown(bool shown);

Q_SIGNALS:
    // The user changed the field with this object name; label is its visible label.
    void edited(const QString &field, const QString &label);
    void taskShown(); // the task shown changed (by an edit or showWorkload)

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void buildForm();
    void fieldEdited(QObject *field);
    void applyTask();
    void applyVisibility();
    void modelTextEdited();
    void applyFramework();

    const PresetLibrary *m_presets;
    std::unique_ptr<FrameworkLibrary> m_frameworks;
    bool m_building = true;             // fields change without being edits
    bool m_editing = false;             // an edit changes other fields
    Task m_shownTask = Task::Inference; // the task before an edit of it

    QComboBox *m_model = nullptr;
    QGroupBox *m_custom = nullptr;
    QDoubleSpinBox *m_params = nullptr;
    // The custom model's fields, one per row of estimator/modelfields.h, in its order.
    std::vector<QAbstractSpinBox *> m_modelFields;
    // The custom model shown (name, source, switches a config set), under the fields.
    ModelSpec m_customModel;
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
    QCheckBox *m_fixedLength = nullptr;
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
};

} // namespace gpuplanner
