// Undo and redo in the real window (issue 10 item 1): edits of every kind of input on
// the estimate and comparison tabs are steps of the scenario document's stack; walking
// the stack back and forth gives the scenario JSON recorded after each edit, and the
// forms show it; typing into a field is one step; the title's modified mark follows the
// stack's clean state; Ctrl+Z and Ctrl+Shift+Z work while a field has the focus.
#include "catalogrepository.h"
#include "comparisonpage.h"
#include "estimatorpage.h"
#include "mainwindow.h"
#include "plantablemodel.h"
#include "presets.h"
#include "scenariodocument.h"
#include "workloadform.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QUndoView>

#include <functional>
#include <memory>

using namespace gpuplanner;

class TestScenarioUndo : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    PresetLibrary m_presets;
    std::unique_ptr<CatalogRepository> m_repo;
    std::unique_ptr<QSettings> m_settings;

    template <typename T>
    static T *field(QWidget *page, const char *name)
    {
        return page->findChild<T *>(QString::fromLatin1(name));
    }

    // The document's scenario as a file would hold it.
    static std::string json(const MainWindow &window)
    {
        return scenarioToJson(window.document()->scenario()).dump();
    }

    // The forms show the document: the estimate form's workload and the comparison form's
    // options give the same JSON as the document.
    static bool formsShowDocument(MainWindow &window)
    {
        Scenario s = window.document()->scenario();
        const std::string expected = scenarioToJson(s).dump();
        s.workload = window.estimatorPage()->form()->workload();
        s.presetId = window.estimatorPage()->form()->presetId();
        s.plan = window.comparisonPage()->formOptions();
        return scenarioToJson(s).dump() == expected;
    }

    static int indexOfData(QComboBox *box, int value) { return box->findData(value); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_presets.load());
        m_repo = std::make_unique<CatalogRepository>(QStringLiteral(GP_SHIPPED_CATALOG),
                                                     m_dir.filePath(QStringLiteral("overlay.db")));
        QVERIFY(m_repo->load());
        m_settings = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("s.ini")),
                                                 QSettings::IniFormat);
    }

    void twentyEditsWalkBackAndForth()
    {
        MainWindow window(m_repo.get(), &m_presets, m_settings.get());
        EstimatorPage *est = window.estimatorPage();
        ComparisonPage *cmp = window.comparisonPage();
        QUndoStack *stack = window.document()->undoStack();
        QCOMPARE(stack->count(), 0);

        auto *model = field<QComboBox>(est, "model");
        auto *task = field<QComboBox>(est, "task");
        auto *region = field<QComboBox>(cmp, "region");
        auto *pricing = field<QComboBox>(cmp, "pricing");
        QVERIFY(model && task && region && pricing && region->count() > 1);
        int qwen = -1; // the picker's row of the preset
        for (std::size_t i = 0; i < m_presets.models().size(); ++i) {
            if (m_presets.models()[i].id == "qwen2.5-7b")
                qwen = model->findData(int(i));
        }
        QVERIFY2(qwen > 0, "the qwen2.5-7b preset");

        // Twenty edits, never the same field twice in a row (those would merge).
        const std::vector<std::function<void()>> edits = {
            [&] { model->setCurrentIndex(qwen); },
            [&] { task->setCurrentIndex(indexOfData(task, int(Task::Lora))); },
            [&] { field<QSpinBox>(est, "batch")->setValue(8); },
            [&] { field<QSpinBox>(est, "seqLen")->setValue(2048); },
            [&] { field<QCheckBox>(est, "gradientCheckpointing")->toggle(); },
            [&] { region->setCurrentIndex(region->currentIndex() == 0 ? 1 : 0); },
            [&] { pricing->setCurrentIndex(indexOfData(pricing, int(PricingMode::Spot))); },
            [&] { field<QDoubleSpinBox>(cmp, "tokens")->setValue(250); },
            [&] { field<QDoubleSpinBox>(cmp, "mfu")->setValue(0.5); },
            [&] { field<QDoubleSpinBox>(cmp, "headroom")->setValue(15); },
            [&] {
                auto *p = field<QComboBox>(est, "precision");
                p->setCurrentIndex(indexOfData(p, int(Precision::Fp16)));
            },
            [&] { field<QSpinBox>(est, "gpusPerNode")->setValue(2); },
            [&] { field<QSpinBox>(est, "loraRank")->setValue(32); },
            [&] {
                auto *t = field<QComboBox>(est, "loraTargets");
                t->setCurrentIndex(indexOfData(t, int(LoraTargets::AllLinear)));
            },
            [&] { field<QSpinBox>(cmp, "maxNodes")->setValue(2); },
            [&] { field<QDoubleSpinBox>(cmp, "budget")->setValue(5000); },
            [&] { field<QSpinBox>(cmp, "maxGpus")->setValue(8); },
            // QLoRA also picks a 4-bit quantization: one step with the task.
            [&] { task->setCurrentIndex(indexOfData(task, int(Task::Qlora))); },
            [&] { model->setCurrentIndex(0); }, // custom
            [&] { field<QDoubleSpinBox>(est, "params")->setValue(13); },
        };
        QCOMPARE(int(edits.size()), 20);
        std::vector<std::string> after{json(window)};
        for (std::size_t i = 0; i < edits.size(); ++i) {
            edits[i]();
            QCOMPARE(stack->index(), int(i) + 1);
            after.push_back(json(window));
            QVERIFY2(after.back() != after[after.size() - 2], qPrintable(QString::number(i)));
        }
        QVERIFY(window.document()->workload().quantization != Quantization::None);

        for (int i = 20; i > 0; --i) {
            QVERIFY(window.undoAction()->isEnabled());
            window.undoAction()->trigger();
            QCOMPARE(stack->index(), i - 1);
            QCOMPARE(json(window), after[std::size_t(i - 1)]);
            QVERIFY2(formsShowDocument(window), qPrintable(QString::number(i)));
        }
        QVERIFY(!window.undoAction()->isEnabled());
        QVERIFY(!window.isModified());
        for (int i = 1; i <= 20; ++i) {
            window.redoAction()->trigger();
            QCOMPARE(json(window), after[std::size_t(i)]);
            QVERIFY2(formsShowDocument(window), qPrintable(QString::number(i)));
        }
        QVERIFY(!window.redoAction()->isEnabled());
        // The comparison plans what the document holds after the walk.
        cmp->recompute();
        QCOMPARE(cmp->model()->isTraining(), true);
        // The history lists every step.
        auto *history = window.undoHistory();
        QVERIFY(history && !history->isVisible());
        history->toggleViewAction()->trigger();
        auto *view = qobject_cast<QUndoView *>(history->widget());
        QVERIFY(view);
        QCOMPARE(view->model()->rowCount(), 21); // the empty state and twenty steps
        window.document()->undoStack()->setClean();
    }

    // Typing 4 digits into one spin box is one undo step, and undo puts the old value back.
    void typingIntoAFieldIsOneStep()
    {
        MainWindow window(m_repo.get(), &m_presets, m_settings.get());
        auto *batch = field<QSpinBox>(window.estimatorPage(), "batch");
        const int before = batch->value();
        QUndoStack *stack = window.document()->undoStack();
        batch->selectAll();
        QTest::keyClicks(batch, QStringLiteral("1234"));
        QCOMPARE(batch->value(), 1234);
        QCOMPARE(window.document()->workload().batch, 1234);
        QCOMPARE(stack->count(), 1);
        window.undoAction()->trigger();
        QCOMPARE(window.document()->workload().batch, before);
        QCOMPARE(batch->value(), before);
        // Typing back to the value it had leaves no step at all.
        auto *mfu = field<QDoubleSpinBox>(window.comparisonPage(), "mfu");
        const double mfuBefore = mfu->value();
        mfu->setValue(0.55);
        mfu->setValue(mfuBefore);
        QCOMPARE(stack->index(), 0);
        QVERIFY(!window.isModified());
    }

    // The modified mark is the stack's clean state: undoing to the saved state clears it.
    void modifiedMarkFollowsTheCleanState()
    {
        MainWindow window(m_repo.get(), &m_presets, m_settings.get());
        QVERIFY(window.windowTitle().contains(QLatin1String("[*]")));
        QVERIFY(!window.isWindowModified());
        auto *gpus = field<QSpinBox>(window.estimatorPage(), "gpusPerNode");
        gpus->setValue(4);
        QVERIFY(window.isWindowModified());
        window.undoAction()->trigger();
        QVERIFY(!window.isWindowModified());
        window.redoAction()->trigger();
        QVERIFY(window.isWindowModified());
        QVERIFY(window.saveScenarioAs(m_dir.filePath(QStringLiteral("saved.gpuplan.json"))));
        QVERIFY(!window.isWindowModified());
        window.undoAction()->trigger(); // before the save: modified again
        QVERIFY(window.isWindowModified());
        window.redoAction()->trigger();
        QVERIFY(!window.isWindowModified());
        // Opening is not an edit: the stack starts empty and clean.
        field<QSpinBox>(window.estimatorPage(), "nodes")->setValue(3);
        window.document()->undoStack()->setClean(); // no question about saving
        QVERIFY(window.openScenario(m_dir.filePath(QStringLiteral("saved.gpuplan.json"))));
        QCOMPARE(window.document()->undoStack()->count(), 0);
        QVERIFY(!window.isWindowModified());
        QCOMPARE(window.document()->workload().gpusPerNode, 4);
        QCOMPARE(gpus->value(), 4);
    }

    // Ctrl+Z and Ctrl+Shift+Z undo and redo the scenario while a spin box has the focus
    // (its own line edit would take them otherwise).
    void undoKeysWorkInAField()
    {
        MainWindow window(m_repo.get(), &m_presets, m_settings.get());
        window.tabs()->setCurrentIndex(MainWindow::EstimateTab);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        auto *seq = field<QSpinBox>(window.estimatorPage(), "seqLen");
        auto *task = field<QComboBox>(window.estimatorPage(), "task");
        task->setCurrentIndex(task->findData(int(Task::Lora))); // shows the sequence length
        const int before = seq->value();
        seq->setFocus();
        QTRY_VERIFY(seq->hasFocus());
        seq->selectAll();
        QTest::keyClicks(seq, QStringLiteral("777"));
        QCOMPARE(window.document()->workload().seqLen, 777);
        QTest::keyClick(seq, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(window.document()->workload().seqLen, before);
        QCOMPARE(seq->value(), before);
        QTest::keyClick(seq, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(window.document()->workload().seqLen, 777);
        QCOMPARE(seq->value(), 777);
        // The same in a field of the comparison tab.
        window.tabs()->setCurrentIndex(MainWindow::ComparisonTab);
        auto *epochs = field<QDoubleSpinBox>(window.comparisonPage(), "epochs");
        epochs->setFocus();
        QTRY_VERIFY(epochs->hasFocus());
        epochs->setValue(3);
        QTest::keyClick(epochs, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(window.document()->plan().epochs, 1.0);
        window.document()->undoStack()->setClean();
    }
};

QTEST_MAIN(TestScenarioUndo)
#include "tst_scenarioundo.moc"
