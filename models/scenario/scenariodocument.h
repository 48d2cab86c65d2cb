// The open scenario as one document (as Tiled's Document): the inputs (workload and model
// preset), the plan options and the metadata, and an undo stack. The window's pages do not
// hold the state: every edit of an input is a command pushed here, and the pages redraw
// from the changed signals. Consecutive edits of one field merge into one step (typing
// "4096" into a spin box is one undo, not four); an edit that puts a field back to the
// value before it drops out of the stack.
//
// Replacing the scenario (New, Open, the team library, a share code) is not an undoable
// edit: load() clears the stack, and the loaded scenario is the clean state, as a text
// editor does on opening a file. The window's modified mark follows the stack's clean
// state: save calls setSaved(), which makes the current step the clean one.
//
// The stack is the window's one history: catalog edits (an import, an entered price, a
// reset, a refresh: catalogeditcommand.h) are steps on it too, so that Edit ▸ Undo takes
// back the last thing done, whichever it was. Such a step is a ForeignStep: it does not
// make the scenario modified (only scenario steps between the clean state and the current
// one do), and load() keeps it — the catalog is the same whichever scenario is open — while
// the scenario's own steps go.
#pragma once

#include "scenario.h"

#include <QObject>
#include <QString>
#include <QUndoCommand>

#include <functional>

class QUndoStack;

namespace gpuplanner {

// A step of the document's stack that is not an edit of the scenario.
class ForeignStep : public QUndoCommand
{
public:
    using QUndoCommand::QUndoCommand;
    // The same step, already applied: load() puts it on the emptied stack (its first
    // redo() then does nothing).
    virtual ForeignStep *kept() const = 0;
    // Names the step again in the current language.
    virtual void retitle() = 0;
};

class PresetLibrary;

class ScenarioDocument : public QObject
{
    Q_OBJECT

public:
    explicit ScenarioDocument(QObject *parent = nullptr);
    ~ScenarioDocument() override;

    const Scenario &scenario() const { return m_scenario; }
    const Workload &workload() const { return m_scenario.workload; }
    const QString &presetId() const { return m_scenario.presetId; }
    const PlanOptions &plan() const { return m_scenario.plan; }
    QUndoStack *undoStack() const { return m_stack; }

    // Replaces the whole scenario; not undoable: the scenario's steps are dropped, the
    // foreign ones done so far are kept, and the loaded scenario is the clean state.
    void load(const Scenario &s);
    // The scenario as written to disk (id, revision, name from the file name, prices):
    // taken without a command, and the current step becomes the clean one.
    void setSaved(const Scenario &s);
    // The scenario was not saved anywhere (a share code): modified until saved.
    void markUnsaved();
    bool isModified() const;

    // Undoable edits. field names the input ("batch", "plan.mfu"); consecutive edits of
    // the same field merge. text is what the undo history shows. source is the object
    // that made the edit: the first time the command applies, the changed signal carries
    // it, so that the page that made the edit does not redraw its own fields (undo and
    // redo carry nullptr: every page redraws). Returns false when nothing changed.
    bool editInputs(const Workload &w, const QString &presetId, const QString &field,
                    const QString &text, const QObject *source = nullptr);
    bool editPlan(const PlanOptions &o, const QString &field, const QString &text,
                  const QObject *source = nullptr);
    // Names every step again (after a change of language): title(part, field) gives the
    // text of an edit of field, or "" to keep it; the metadata step is the document's own,
    // a foreign step names itself (ForeignStep::retitle).
    using StepTitle = std::function<QString(bool inputs, const QString &field)>;
    void retitleSteps(const StepTitle &title);
    // The name given to a scenario no one named ("Untitled scenario") in another language:
    // from becomes to in the scenario and in the undo steps, not as an edit (the modified
    // mark stays as it is).
    void renamePlaceholder(const QString &from, const QString &to);

    // The serving traffic and targets (scenario "traffic"; nullopt: none set), one step per
    // field as the inputs are.
    const std::optional<TrafficProfile> &traffic() const { return m_scenario.traffic; }
    bool editTraffic(const std::optional<TrafficProfile> &t, const QString &field,
                     const QString &text, const QObject *source = nullptr);

    // Name, author, tags and notes, as one step.
    bool editMetadata(const QString &name, const QString &author, const QStringList &tags,
                      const QString &notes);

    // A new scenario at the one default (estimator/defaults.h): the default preset when
    // the presets have it, a new id and today's date; no name.
    static Scenario defaultScenario(const PresetLibrary *presets);

    // True when two scenarios have the same inputs (the JSON a file would hold).
    static bool sameInputs(const Scenario &a, const Scenario &b);
    static bool samePlan(const Scenario &a, const Scenario &b);
    static bool sameTraffic(const Scenario &a, const Scenario &b);

Q_SIGNALS:
    void inputsChanged(const QObject *source);
    void planChanged(const QObject *source);
    void trafficChanged(const QObject *source);
    void metadataChanged();
    void loaded(); // the scenario was replaced (inputsChanged and planChanged follow)
    void modifiedChanged(bool modified);

private:
    friend class ScenarioEditCommand;
    enum class Part { Inputs, Plan, Metadata, Traffic };
    void apply(Part part, const Scenario &from, const QObject *source);
    bool computeModified() const;
    void updateModified();
    bool push(Part part, const Scenario &after, const QString &field, const QString &text,
              const QObject *source);

    Scenario m_scenario;
    QUndoStack *m_stack = nullptr;
    bool m_modified = false;
};

} // namespace gpuplanner
