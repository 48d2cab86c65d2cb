// The start panel (issue 26, "a first-run path"): where a newcomer begins — pick a model
// and a task, then see its memory or compare the instance types for it; or open a scenario,
// or choose the team's library. Shown at start on a fresh profile (and until "Show at
// start" is cleared), and from Help ▸ Getting started. It only asks: MainWindow carries the
// choice out through the same form fields a user edits, so the step is on the undo stack.
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;

namespace gpuplanner {

class PresetLibrary;

class StartPanel : public QDialog
{
    Q_OBJECT

public:
    enum class Next { Nothing, Memory, Compare, OpenScenario, ChooseLibrary };

    // `presetIndex` and `task` preselect the form's current model (its index in the preset
    // library, -1 for none) and task (Task's value).
    StartPanel(const PresetLibrary *presets, int presetIndex, int task, bool showAtStart,
               QWidget *parent = nullptr);

    Next next() const { return m_next; }
    int presetIndex() const; // the model chosen: an index into the preset library
    int task() const;        // the task chosen: Task's value
    bool showAtStart() const;

private:
    void choose(Next next);

    QComboBox *m_model = nullptr;
    QComboBox *m_task = nullptr;
    QCheckBox *m_showAtStart = nullptr;
    Next m_next = Next::Nothing;
};

} // namespace gpuplanner
