// The scenario document (issue 10 items 1 and 2): edits are undoable commands, edits of
// one field merge, an edit back to where it started disappears, loading clears the stack,
// saving moves the clean state, the changed signals name the editor only the first time,
// and a new scenario starts from the one default of estimator/defaults.h.
#include "estimator/defaults.h"
#include "estimator/limits.h"
#include "presets.h"
#include "scenariodocument.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace gpuplanner;

class TestScenarioDocument : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void startsFromTheOneDefault()
    {
        PresetLibrary presets;
        QVERIFY(presets.load());
        const Scenario s = ScenarioDocument::defaultScenario(&presets);
        QCOMPARE(s.presetId, QString::fromLatin1(kDefaultPresetId));
        QCOMPARE(s.workload.seqLen, defaultWorkload().seqLen);
        QCOMPARE(s.workload.promptLen, defaultWorkload().promptLen);
        QCOMPARE(s.workload.outputLen, defaultWorkload().outputLen);
        QCOMPARE(s.plan.headroomPct, PlanOptions{}.headroomPct);
        QCOMPARE(s.plan.mfu, PlanOptions{}.mfu);
        QCOMPARE(s.plan.datasetTokens, defaultPlanOptions().datasetTokens);
        QVERIFY(!s.plan.today.empty());
        // The default passes the one validation.
        QVERIFY(limits::checkWorkload(s.workload).empty());
        QVERIFY(limits::checkPlanOptions(s.plan).empty());
    }

    void editsMergeAndUndo()
    {
        ScenarioDocument doc;
        doc.load(ScenarioDocument::defaultScenario(nullptr));
        QUndoStack *stack = doc.undoStack();
        QVERIFY(!doc.isModified());
        QSignalSpy modified(&doc, &ScenarioDocument::modifiedChanged);
        QSignalSpy inputs(&doc, &ScenarioDocument::inputsChanged);

        Workload w = doc.workload();
        const int first = w.batch;
        for (int v : {1, 12, 123, 1234}) { // typing "1234"
            w.batch = v;
            QVERIFY(doc.editInputs(w, doc.presetId(), QStringLiteral("batch"),
                                   QStringLiteral("Change batch"), this) ||
                    v == first);
        }
        QCOMPARE(stack->count(), 1);
        QCOMPARE(doc.workload().batch, 1234);
        QVERIFY(doc.isModified());
        QCOMPARE(modified.count(), 1);
        // The editor is named the first time only.
        QVERIFY(!inputs.isEmpty());
        QCOMPARE(inputs.last().at(0).value<const QObject *>(), static_cast<const QObject *>(this));

        // Another field is another step.
        PlanOptions o = doc.plan();
        o.mfu = 0.5;
        QVERIFY(doc.editPlan(o, QStringLiteral("mfu"), QStringLiteral("Change MFU")));
        QCOMPARE(stack->count(), 2);
        // Nothing changed: no step.
        QVERIFY(!doc.editPlan(o, QStringLiteral("mfu"), QStringLiteral("Change MFU")));
        QCOMPARE(stack->count(), 2);

        stack->undo();
        QCOMPARE(doc.plan().mfu, PlanOptions{}.mfu);
        stack->undo();
        QCOMPARE(doc.workload().batch, first);
        QCOMPARE(inputs.last().at(0).value<const QObject *>(), nullptr);
        QVERIFY(!doc.isModified());
        stack->redo();
        QCOMPARE(doc.workload().batch, 1234);
        QCOMPARE(inputs.last().at(0).value<const QObject *>(), nullptr);
    }

    void editBackToTheStartLeavesNoStep()
    {
        ScenarioDocument doc;
        doc.load(ScenarioDocument::defaultScenario(nullptr));
        PlanOptions o = doc.plan();
        const double was = o.headroomPct;
        o.headroomPct = 20;
        QVERIFY(doc.editPlan(o, QStringLiteral("headroom"), QString()));
        o.headroomPct = was;
        QVERIFY(doc.editPlan(o, QStringLiteral("headroom"), QString()));
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(!doc.isModified());
    }

    void loadClearsAndSaveMovesTheCleanState()
    {
        ScenarioDocument doc;
        doc.load(ScenarioDocument::defaultScenario(nullptr));
        Workload w = doc.workload();
        w.nodes = 2;
        doc.editInputs(w, QString(), QStringLiteral("nodes"), QString());
        QVERIFY(doc.editMetadata(QStringLiteral("Mine"), QStringLiteral("me"),
                                 {QStringLiteral("a")}, QStringLiteral("notes")));
        QCOMPARE(doc.scenario().name, QStringLiteral("Mine"));
        QCOMPARE(doc.undoStack()->count(), 2);

        Scenario saved = doc.scenario();
        saved.revision = 7;
        doc.setSaved(saved);
        QVERIFY(!doc.isModified());
        QCOMPARE(doc.scenario().revision, 7);
        doc.undoStack()->undo(); // the name goes back; the file still has it
        QVERIFY(doc.isModified());
        QVERIFY(doc.scenario().name != QStringLiteral("Mine"));
        doc.undoStack()->redo();
        QVERIFY(!doc.isModified());

        QSignalSpy loaded(&doc, &ScenarioDocument::loaded);
        doc.load(ScenarioDocument::defaultScenario(nullptr));
        QCOMPARE(loaded.count(), 1);
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(!doc.isModified());
        doc.markUnsaved(); // a share code: nowhere on disk yet
        QVERIFY(doc.isModified());
    }
};

QTEST_MAIN(TestScenarioDocument)
#include "tst_scenariodocument.moc"
