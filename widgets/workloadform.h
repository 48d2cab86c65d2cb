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
#include "estimator/workloadinputs.h"

#include <QWidget>

#include <memory>
#include <string_view>
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
    QWidget *inputField(const WorkloadInput &input, QWidget *parent);
    QWidget *inputWidget(std::string_view key) const;
    template <typename T>
    T *inputField(std::string_view key) const
    {
        return qobject_cast<T *>(inputWidget(key));
    }
    void fieldEdited(QObject *field);
    void applyTask();
    void applyVisibility();
    void modelTextEdited();
    void applyFramework();
    void followPublishedFormat();

    const PresetLibrary *m_presets;
    std::unique_ptr<FrameworkLibrary> m_frameworks;
    bool m_building = true;             // fields change without being edits
    bool m_editing = false;             // an edit changes other fields
    Task m_shownTask = Task::Inference; // the task before an edit of it
    std::string m_shownPreset;          // the preset before an edit of the model or task

    QComboBox *m_model = nullptr;
    QGroupBox *m_custom = nullptr;
    QDoubleSpinBox *m_params = nullptr;
    // The custom model's fields, one per row of estimator/modelfields.h, in its order.
    std::vector<QWidget *> m_modelFields; // spin boxes, a check box for a switch
    // The custom model shown (name, source, switches a config set), under the fields.
    ModelSpec m_customModel;
    // One field per input of the registry (estimator/workloadinputs.h), in its order;
    // nullptr for an input the form does not show.
    std::vector<QWidget *> m_inputs;
    // The workload shown last: what the inputs without a field keep.
    Workload m_shown;
    // Fields the form itself acts on.
    QComboBox *m_task = nullptr;
    QComboBox *m_quant = nullptr;
    QComboBox *m_engine = nullptr;
    QComboBox *m_framework = nullptr;
    QCheckBox *m_gradCkpt = nullptr;
    QSpinBox *m_batch = nullptr;
    QSpinBox *m_context = nullptr; // serving: prompt + output tokens, in the prompt's row
    QSpinBox *m_output = nullptr;
    QGroupBox *m_advanced = nullptr;
    QFormLayout *m_form = nullptr;
    QFormLayout *m_advancedForm = nullptr;
};

} // namespace gpuplanner
