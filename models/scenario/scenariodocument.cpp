#include "scenariodocument.h"

#include "estimator/defaults.h"
#include "presets.h"
#include "scenariotraffic.h"

#include <QUndoCommand>
#include <QUndoStack>

#include <algorithm>

namespace gpuplanner {

// One edit: the document's part before and after it. Every edit command has the same
// id(); mergeWith() takes a following edit of the same field into this one.
class ScenarioEditCommand : public QUndoCommand
{
public:
    using Part = ScenarioDocument::Part;

    ScenarioEditCommand(ScenarioDocument *doc, Part part, const Scenario &before,
                        const Scenario &after, const QString &field, const QString &text,
                        const QObject *source)
        : QUndoCommand(text)
        , m_doc(doc)
        , m_part(part)
        , m_before(before)
        , m_after(after)
        , m_field(field)
        , m_source(source)
    {}

    int id() const override { return 0x5ced; }
    Part part() const { return m_part; }
    const QString &field() const { return m_field; }
    // The scenario's name before and after the step, when it is from, becomes to.
    void rename(const QString &from, const QString &to)
    {
        for (Scenario *s : {&m_before, &m_after}) {
            if (s->name == from)
                s->name = to;
        }
    }

    void redo() override
    {
        // The first time (the push) the page that made the edit already shows it.
        m_doc->apply(m_part, m_after, m_source);
        m_source = nullptr;
    }
    void undo() override { m_doc->apply(m_part, m_before, nullptr); }

    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const ScenarioEditCommand *>(other);
        if (next->m_part != m_part || next->m_field != m_field)
            return false;
        m_after = next->m_after;
        setText(next->text());
        // Back where it started: the step disappears.
        setObsolete(same(m_before, m_after));
        return true;
    }

private:
    bool same(const Scenario &a, const Scenario &b) const
    {
        switch (m_part) {
        case Part::Inputs:
            return ScenarioDocument::sameInputs(a, b);
        case Part::Plan:
            return ScenarioDocument::samePlan(a, b);
        case Part::Metadata:
            return a.name == b.name && a.author == b.author && a.tags == b.tags &&
                   a.notes == b.notes;
        case Part::Traffic:
            return ScenarioDocument::sameTraffic(a, b);
        }
        return false;
    }

    ScenarioDocument *m_doc;
    Part m_part;
    Scenario m_before;
    Scenario m_after;
    QString m_field;
    const QObject *m_source;
};

ScenarioDocument::ScenarioDocument(QObject *parent)
    : QObject(parent)
    , m_stack(new QUndoStack(this))
{
    m_stack->setObjectName(QStringLiteral("scenarioUndoStack"));
    // Modified: not at the clean state, unless only foreign steps (catalog edits) lie
    // between the two; the stack says when either moves.
    connect(m_stack, &QUndoStack::cleanChanged, this, &ScenarioDocument::updateModified);
    connect(m_stack, &QUndoStack::indexChanged, this, &ScenarioDocument::updateModified);
}

ScenarioDocument::~ScenarioDocument() = default;

Scenario ScenarioDocument::defaultScenario(const PresetLibrary *presets)
{
    Scenario s = newScenario();
    s.workload = defaultWorkload();
    const std::string today = s.plan.today;
    s.plan = defaultPlanOptions();
    s.plan.today = today;
    const QString preset = QString::fromLatin1(kDefaultPresetId);
    if (presets && presets->find(preset)) {
        s.presetId = preset;
        s.workload.model = *presets->find(preset);
    }
    return s;
}

bool ScenarioDocument::sameInputs(const Scenario &a, const Scenario &b)
{
    return a.presetId == b.presetId && a.workload == b.workload;
}

bool ScenarioDocument::sameTraffic(const Scenario &a, const Scenario &b)
{
    if (a.traffic.has_value() != b.traffic.has_value())
        return false;
    return !a.traffic || trafficToJson(*a.traffic) == trafficToJson(*b.traffic);
}

bool ScenarioDocument::samePlan(const Scenario &a, const Scenario &b)
{
    return scenarioToJson(a)["plan"] == scenarioToJson(b)["plan"] && a.plan.today == b.plan.today;
}

void ScenarioDocument::load(const Scenario &s)
{
    // The catalog edits done so far stay undoable; the old scenario's steps and anything
    // undone go.
    std::vector<ForeignStep *> kept;
    for (int i = 0; i < m_stack->index(); ++i) {
        if (const auto *step = dynamic_cast<const ForeignStep *>(m_stack->command(i)))
            kept.push_back(step->kept());
    }
    m_stack->clear(); // clean again (cleanChanged says so when it was not)
    for (ForeignStep *step : kept)
        m_stack->push(step); // already applied: the push's redo() does nothing
    // clear() leaves an empty stack as it was: after markUnsaved() (a share code) it was
    // still not clean, and a file opened next showed as modified with nothing changed.
    m_stack->setClean();
    m_scenario = s;
    Q_EMIT loaded();
    Q_EMIT metadataChanged();
    Q_EMIT inputsChanged(nullptr);
    Q_EMIT planChanged(nullptr);
    Q_EMIT trafficChanged(nullptr);
}

void ScenarioDocument::setSaved(const Scenario &s)
{
    const Workload w = m_scenario.workload;
    const QString preset = m_scenario.presetId;
    const PlanOptions plan = m_scenario.plan;
    const std::optional<TrafficProfile> traffic = m_scenario.traffic;
    m_scenario = s;
    // The inputs stay the document's own (the file holds the same).
    m_scenario.workload = w;
    m_scenario.presetId = preset;
    m_scenario.plan = plan;
    m_scenario.traffic = traffic;
    m_stack->setClean();
    Q_EMIT metadataChanged();
}

void ScenarioDocument::markUnsaved()
{
    m_stack->resetClean();
}

bool ScenarioDocument::isModified() const
{
    return m_modified;
}

bool ScenarioDocument::computeModified() const
{
    if (m_stack->isClean())
        return false;
    const int clean = m_stack->cleanIndex();
    if (clean < 0)
        return true; // the clean state is gone (markUnsaved(), or undone past and edited)
    const int from = std::min(clean, m_stack->index());
    const int to = std::max(clean, m_stack->index());
    for (int i = from; i < to; ++i) {
        if (!dynamic_cast<const ForeignStep *>(m_stack->command(i)))
            return true;
    }
    return false;
}

void ScenarioDocument::updateModified()
{
    const bool modified = computeModified();
    if (modified == m_modified)
        return;
    m_modified = modified;
    Q_EMIT modifiedChanged(modified);
}

bool ScenarioDocument::editInputs(const Workload &w, const QString &presetId, const QString &field,
                                  const QString &text, const QObject *source)
{
    Scenario after = m_scenario;
    after.workload = w;
    after.presetId = presetId;
    if (sameInputs(after, m_scenario))
        return false;
    return push(Part::Inputs, after, field, text, source);
}

bool ScenarioDocument::editPlan(const PlanOptions &o, const QString &field, const QString &text,
                                const QObject *source)
{
    Scenario after = m_scenario;
    after.plan = o;
    if (samePlan(after, m_scenario))
        return false;
    return push(Part::Plan, after, field, text, source);
}

bool ScenarioDocument::editTraffic(const std::optional<TrafficProfile> &t, const QString &field,
                                   const QString &text, const QObject *source)
{
    Scenario after = m_scenario;
    after.traffic = t;
    if (sameTraffic(after, m_scenario))
        return false;
    return push(Part::Traffic, after, field, text, source);
}

bool ScenarioDocument::editMetadata(const QString &name, const QString &author,
                                    const QStringList &tags, const QString &notes)
{
    Scenario after = m_scenario;
    after.name = name;
    after.author = author;
    after.tags = tags;
    after.notes = notes;
    if (after.name == m_scenario.name && after.author == m_scenario.author &&
        after.tags == m_scenario.tags && after.notes == m_scenario.notes)
        return false;
    return push(Part::Metadata, after, QStringLiteral("metadata"), tr("Scenario properties"),
                nullptr);
}

void ScenarioDocument::retitleSteps(const StepTitle &title)
{
    for (int i = 0; i < m_stack->count(); ++i) {
        // The stack owns its commands and hands them out const; only the text changes.
        auto *step = const_cast<QUndoCommand *>(m_stack->command(i));
        if (auto *foreign = dynamic_cast<ForeignStep *>(step)) {
            foreign->retitle();
            continue;
        }
        auto *command = static_cast<ScenarioEditCommand *>(step);
        // Traffic steps are named by the capacity view (title(false, "traffic.FIELD")).
        const QString text = command->part() == Part::Metadata
                                 ? tr("Scenario properties")
                                 : title(command->part() == Part::Inputs, command->field());
        if (!text.isEmpty())
            command->setText(text);
    }
    // The undo view and Edit ▸ Undo read the texts when the stack says it changed.
    const int index = m_stack->index();
    Q_EMIT m_stack->indexChanged(index);
    Q_EMIT m_stack->undoTextChanged(m_stack->undoText());
    Q_EMIT m_stack->redoTextChanged(m_stack->redoText());
}

void ScenarioDocument::renamePlaceholder(const QString &from, const QString &to)
{
    if (from == to)
        return;
    for (int i = 0; i < m_stack->count(); ++i) {
        auto *command =
            dynamic_cast<ScenarioEditCommand *>(const_cast<QUndoCommand *>(m_stack->command(i)));
        if (command)
            command->rename(from, to);
    }
    if (m_scenario.name != from)
        return;
    m_scenario.name = to;
    Q_EMIT metadataChanged();
}

bool ScenarioDocument::push(Part part, const Scenario &after, const QString &field,
                            const QString &text, const QObject *source)
{
    m_stack->push(new ScenarioEditCommand(this, part, m_scenario, after, field, text, source));
    return true;
}

void ScenarioDocument::apply(Part part, const Scenario &from, const QObject *source)
{
    switch (part) {
    case Part::Inputs:
        m_scenario.workload = from.workload;
        m_scenario.presetId = from.presetId;
        Q_EMIT inputsChanged(source);
        break;
    case Part::Plan:
        m_scenario.plan = from.plan;
        Q_EMIT planChanged(source);
        break;
    case Part::Traffic:
        m_scenario.traffic = from.traffic;
        Q_EMIT trafficChanged(source);
        break;
    case Part::Metadata:
        m_scenario.name = from.name;
        m_scenario.author = from.author;
        m_scenario.tags = from.tags;
        m_scenario.notes = from.notes;
        Q_EMIT metadataChanged();
        break;
    }
}

} // namespace gpuplanner
