// The start panel (issue 26, "a first-run path"): a fresh profile shows it when the window
// opens; choosing a model and a task and "Compare instance types" sets them in the scenario
// as one undoable step per field (QLoRA with its defaults: 4-bit base, gradient
// checkpointing on) and lands on the comparison tab with a plan for that model; "See its
// memory" lands on the estimate. Clearing "Show at start" is stored and keeps it away, and
// Help ▸ Getting started brings it back.
#include "../support/windowfixture.h"
#include "catalogrepository.h"
#include "comparisonpage.h"
#include "estimator/memory.h"
#include "mainwindow.h"
#include "presets.h"
#include "scenariodocument.h"
#include "settingskeys.h"
#include "startpanel.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace gpuplanner;

class TestStartPanel : public QObject
{
    Q_OBJECT

private:
    WindowFixture m_fx;

    int presetIndex(const char *id) const
    {
        const auto &models = m_fx.presets.models();
        for (std::size_t i = 0; i < models.size(); ++i) {
            if (models[i].id == id)
                return static_cast<int>(i);
        }
        return -1;
    }

    static StartPanel *panelOf(MainWindow &window)
    {
        return window.findChild<StartPanel *>(QStringLiteral("startPanel"));
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_fx.load()); }

    void freshProfileComparesTheChosenModel()
    {
        auto settings = m_fx.settings(QStringLiteral("fresh.ini"));
        MainWindow window(m_fx.repo.get(), &m_fx.presets, settings.get());
        window.show();
        QVERIFY(window.showStartPanelIfDue());
        QPointer<StartPanel> panel = panelOf(window);
        QVERIFY(panel);
        QVERIFY(panel->isVisible());
        QVERIFY(panel->findChild<QCheckBox *>(QStringLiteral("startShowAtStart"))->isChecked());

        const int qwen = presetIndex("qwen2.5-7b");
        QVERIFY(qwen >= 0);
        auto *model = panel->findChild<QComboBox *>(QStringLiteral("startModel"));
        model->setCurrentIndex(model->findData(qwen));
        auto *task = panel->findChild<QComboBox *>(QStringLiteral("startTask"));
        task->setCurrentIndex(task->findData(static_cast<int>(Task::Qlora)));
        const int before = window.document()->undoStack()->count();
        panel->findChild<QPushButton *>(QStringLiteral("startCompare"))->click();
        QTRY_VERIFY(panel.isNull()); // closed and deleted

        const Workload &w = window.document()->scenario().workload;
        QVERIFY(w.task == Task::Qlora);
        QCOMPARE(QString::fromStdString(w.model.name),
                 QString::fromStdString(m_fx.presets.models()[std::size_t(qwen)].name));
        QVERIFY(w.gradientCheckpointing);              // the QLoRA default practitioners run
        QVERIFY(w.quantization != Quantization::None); // a 4-bit base
        QCOMPARE(window.document()->undoStack()->count(), before + 2); // model, then task
        QCOMPARE(window.tabs()->currentIndex(), int(MainWindow::ComparisonTab));
        QTRY_VERIFY(window.comparisonPage()->view()->model()->rowCount() > 0);
        // Still shown at the next start: the box was left ticked.
        QCOMPARE(settings->value(settingskeys::kStartPanel).toBool(), true);
        // Undo takes the task back.
        window.undoAction()->trigger();
        QVERIFY(window.document()->scenario().workload.task == Task::Inference);
    }

    void memoryLandsOnTheEstimate()
    {
        auto settings = m_fx.settings(QStringLiteral("memory.ini"));
        MainWindow window(m_fx.repo.get(), &m_fx.presets, settings.get());
        window.show();
        window.tabs()->setCurrentIndex(MainWindow::CatalogTab);
        window.showStartPanel();
        QPointer<StartPanel> panel = panelOf(window);
        QVERIFY(panel);
        // Typing a preset's name picks it, as the completer offers.
        auto *model = panel->findChild<QComboBox *>(QStringLiteral("startModel"));
        const int llama70 = presetIndex("llama-3.1-70b");
        QVERIFY(llama70 >= 0);
        model->setEditText(model->itemText(model->findData(llama70)));
        panel->findChild<QPushButton *>(QStringLiteral("startMemory"))->click();
        QTRY_VERIFY(panel.isNull());
        QCOMPARE(window.tabs()->currentIndex(), int(MainWindow::EstimateTab));
        QCOMPARE(QString::fromStdString(window.document()->scenario().workload.model.name),
                 QString::fromStdString(m_fx.presets.models()[std::size_t(llama70)].name));
    }

    // A preset picked for serving on a fresh profile serves its published checkpoint:
    // gpt-oss-120b's MXFP4 experts, not 16-bit weights three times their size.
    void servingAPresetStartsFromItsCheckpoint()
    {
        auto settings = m_fx.settings(QStringLiteral("checkpoint.ini"));
        MainWindow window(m_fx.repo.get(), &m_fx.presets, settings.get());
        window.show();
        QVERIFY(window.showStartPanelIfDue());
        QPointer<StartPanel> panel = panelOf(window);
        QVERIFY(panel);
        const int oss = presetIndex("gpt-oss-120b");
        QVERIFY(oss >= 0);
        auto *model = panel->findChild<QComboBox *>(QStringLiteral("startModel"));
        model->setCurrentIndex(model->findData(oss));
        auto *task = panel->findChild<QComboBox *>(QStringLiteral("startTask"));
        task->setCurrentIndex(task->findData(static_cast<int>(Task::Inference)));
        panel->findChild<QPushButton *>(QStringLiteral("startMemory"))->click();
        QTRY_VERIFY(panel.isNull());
        const Workload &w = window.document()->scenario().workload;
        QVERIFY(w.model.id == "gpt-oss-120b");
        QVERIFY(w.quantization == Quantization::Mxfp4);
    }

    void clearingShowAtStartIsKept()
    {
        auto settings = m_fx.settings(QStringLiteral("quiet.ini"));
        {
            MainWindow window(m_fx.repo.get(), &m_fx.presets, settings.get());
            window.show();
            QVERIFY(window.showStartPanelIfDue());
            QPointer<StartPanel> panel = panelOf(window);
            panel->findChild<QCheckBox *>(QStringLiteral("startShowAtStart"))->setChecked(false);
            const std::string before = scenarioToJson(window.document()->scenario()).dump();
            panel->reject(); // Close: nothing changes but the setting
            QTRY_VERIFY(panel.isNull());
            QCOMPARE(scenarioToJson(window.document()->scenario()).dump(), before);
        }
        QCOMPARE(settings->value(settingskeys::kStartPanel).toBool(), false);
        MainWindow again(m_fx.repo.get(), &m_fx.presets, settings.get());
        again.show();
        QVERIFY(!again.showStartPanelIfDue());
        QVERIFY(!panelOf(again));
        // Help ▸ Getting started shows it anyway, its box as stored.
        auto *action = again.findChild<QAction *>(QStringLiteral("gettingStartedAction"));
        QVERIFY(action);
        action->trigger();
        QVERIFY(panelOf(again));
        QVERIFY(!panelOf(again)
                     ->findChild<QCheckBox *>(QStringLiteral("startShowAtStart"))
                     ->isChecked());
        action->trigger(); // one at a time
        QCOMPARE(again.findChildren<StartPanel *>().size(), 1);
    }
};

QTEST_MAIN(TestStartPanel)
#include "tst_startpanel.moc"
