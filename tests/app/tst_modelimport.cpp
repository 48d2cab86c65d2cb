// File ▸ Import model from config… in the real window (issue 23): a published config
// becomes the scenario's model as one undoable step, the custom-model form shows its MoE
// and latent-attention fields, undo puts the preset back, a scenario saved from it opens
// with the same numbers, and a bad file changes nothing and says which field (the message
// box is plain text).
#include "catalogrepository.h"
#include "estimatorpage.h"
#include "mainwindow.h"
#include "presets.h"
#include "scenariodocument.h"
#include "workloadform.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QMessageBox>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <memory>

using namespace gpuplanner;

class TestModelImport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    PresetLibrary m_presets;
    std::unique_ptr<CatalogRepository> m_repo;
    std::unique_ptr<QSettings> m_settings;

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

    void importIsOneUndoableStep()
    {
        MainWindow window(m_repo.get(), &m_presets, m_settings.get());
        ScenarioDocument *doc = window.document();
        const std::string before = scenarioToJson(doc->scenario()).dump();
        const int steps = doc->undoStack()->count();
        QVERIFY(window.importModelConfig(
            QStringLiteral(GP_TEST_DATA "/model-configs/deepseek-v3.json")));
        const Workload &w = doc->scenario().workload;
        QCOMPARE(w.model.moeExperts, 256);
        QCOMPARE(w.model.kvLoraRank, 512);
        QVERIFY(w.precision == Precision::Fp8); // the checkpoint's
        QVERIFY(doc->presetId().isEmpty());
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        // The form shows the imported model in its custom fields.
        WorkloadForm *form = window.estimatorPage()->form();
        QCOMPARE(form->presetId(), QString());
        QCOMPARE(form->findChild<QSpinBox *>(QStringLiteral("moeExperts"))->value(), 256);
        QCOMPARE(form->findChild<QSpinBox *>(QStringLiteral("kvLoraRank"))->value(), 512);
        QCOMPARE(form->workload().model.name, std::string("deepseek-v3"));
        QCOMPARE(form->workload().model.moeDenseLayers, 3);
        // Undo gives the scenario of before.
        doc->undoStack()->undo();
        QCOMPARE(scenarioToJson(doc->scenario()).dump(), before);
        doc->undoStack()->redo();
        QCOMPARE(doc->scenario().workload.model.moeExperts, 256);
        // Saved and opened elsewhere (no config, no preset for it): the same model.
        QString error;
        const auto back = scenarioFromJson(scenarioToJson(doc->scenario()), m_presets, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(estimateMemory(back->workload).perGpu.totalGib,
                 estimateMemory(doc->scenario().workload).perGpu.totalGib);
    }

    void badFileChangesNothing()
    {
        MainWindow window(m_repo.get(), &m_presets, m_settings.get());
        ScenarioDocument *doc = window.document();
        const std::string before = scenarioToJson(doc->scenario()).dump();
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("config.json")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"model_type": "<b>llama</b>", "hidden_size": 4096})");
        f.close();
        QString shown;
        Qt::TextFormat format = Qt::AutoText;
        QTimer::singleShot(0, this, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            shown = box->text();
            format = box->textFormat();
            box->accept();
        });
        QVERIFY(!window.importModelConfig(dir.path()));
        QVERIFY2(shown.contains(QLatin1String("config.json")), qPrintable(shown));
        QVERIFY2(shown.contains(QLatin1String("num_hidden_layers")), qPrintable(shown));
        QCOMPARE(format, Qt::PlainText);
        QCOMPARE(scenarioToJson(doc->scenario()).dump(), before);
    }
};

QTEST_MAIN(TestModelImport)
#include "tst_modelimport.moc"
