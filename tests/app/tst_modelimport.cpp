// File ▸ Import model from config… in the real window (issue 23): a published config
// becomes the scenario's model as one undoable step, the custom-model form shows its MoE
// and latent-attention fields, undo puts the preset back, a scenario saved from it opens
// with the same numbers, and a bad file changes nothing and says which field (the message
// box is plain text). File ▸ Import model from a hub… against a fake hub on 127.0.0.1 (no
// test reaches the internet or the user's cache): through its dialog the model is one
// undoable step and the cache is filled, the hub chosen is remembered; a 404 is a plain-text
// message naming the URL; a hub that never answers is cancelled while the window goes on
// handling events; the dialog's repository field takes ids, prefixes and page addresses.
#include "catalogrepository.h"
#include "estimatorpage.h"
#include "fakehub.h"
#include "hubimportdialog.h"
#include "mainwindow.h"
#include "presets.h"
#include "scenariodocument.h"
#include "settingskeys.h"
#include "workloadform.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <functional>
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
    QTemporaryDir m_cache;
    std::unique_ptr<FakeHub> m_hub;

    HubOptions hubOptions() const
    {
        HubOptions o;
        o.modelscopeEndpoint = m_hub->endpoint();
        o.huggingFaceEndpoint = m_hub->endpoint();
        o.cacheDir = m_cache.filePath(QStringLiteral("models"));
        o.timeoutMs = 60000; // longer than any test: what ends a fetch is the test's doing
        return o;
    }

    // Answers every modal widget that opens until it goes out of scope: a QMessageBox is
    // read (its text and format) and closed; anything else is given to `other`.
    struct Modals {
        QTimer timer;
        QStringList texts;
        QList<Qt::TextFormat> formats;
        std::function<void(QWidget *)> other;
        Modals()
        {
            QObject::connect(&timer, &QTimer::timeout, &timer, [this] {
                QWidget *modal = QApplication::activeModalWidget();
                if (auto *box = qobject_cast<QMessageBox *>(modal)) {
                    texts << box->text();
                    formats << box->textFormat();
                    box->accept();
                } else if (modal && other) {
                    other(modal);
                }
            });
            timer.start(20);
        }
    };

    QString cached(const QString &hubAndId) const
    {
        return m_cache.filePath(QStringLiteral("models/") + hubAndId);
    }

private Q_SLOTS:
    void initTestCase()
    {
        // Whatever a test forgets to set, nothing leaves this machine or this folder.
        m_hub = std::make_unique<FakeHub>();
        qputenv("GP_MODELSCOPE_ENDPOINT", m_hub->endpoint().toUtf8());
        qputenv("HF_ENDPOINT", m_hub->endpoint().toUtf8());
        qputenv("XDG_CACHE_HOME", m_cache.filePath(QStringLiteral("xdg")).toUtf8());
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

    // Through the dialog: ModelScope is offered first, a pasted Hugging Face address picks
    // that hub, OK fetches, and the model is one undoable step; the cache holds the files
    // and the hub chosen is offered next time.
    void hubImportThroughTheDialog()
    {
        m_settings->remove(settingskeys::kImportHub);
        MainWindow window(m_repo.get(), &m_presets, m_settings.get());
        window.setHubOptions(hubOptions());
        ScenarioDocument *doc = window.document();
        const std::string before = scenarioToJson(doc->scenario()).dump();
        const int steps = doc->undoStack()->count();
        const qsizetype requests = m_hub->paths.size();
        QAction *action = window.findChild<QAction *>(QStringLiteral("importFromHubAction"));
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+H")));
        Modals modals;
        QStringList seen;
        modals.other = [&](QWidget *modal) {
            auto *dialog = qobject_cast<HubImportDialog *>(modal);
            if (!dialog)
                return; // the progress dialog, while the fetch runs
            seen << QStringLiteral("dialog");
            auto *hub = dialog->findChild<QComboBox *>(QStringLiteral("hub"));
            seen << hub->itemText(0) << QString::number(int(dialog->hub()));
            QPushButton *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
            seen << QString::number(ok->isEnabled()); // nothing typed yet
            dialog->setInput(QStringLiteral("https://huggingface.co/acme/llama/tree/main"));
            seen << dialog->input() << QString::number(int(dialog->hub()))
                 << QString::number(ok->isEnabled()) << dialog->endpointText();
            ok->click();
        };
        action->trigger();
        QCOMPARE(seen,
                 (QStringList{QStringLiteral("dialog"), QStringLiteral("ModelScope"),
                              QString::number(int(Hub::ModelScope)), QStringLiteral("0"),
                              QStringLiteral("acme/llama"), QString::number(int(Hub::HuggingFace)),
                              QStringLiteral("1"), m_hub->endpoint()}));
        QVERIFY2(modals.texts.isEmpty(), qPrintable(modals.texts.join(QLatin1Char('\n'))));
        QCOMPARE(m_hub->paths.value(requests),
                 QStringLiteral("/acme/llama/resolve/main/config.json"));
        // The model, as one step.
        const Workload &w = doc->scenario().workload;
        QCOMPARE(w.model.name, std::string("llama"));
        QCOMPARE(w.model.layers, 32);
        QCOMPARE(w.model.hidden, 4096);
        QVERIFY2(qAbs(w.model.paramsB - 8.03) < 0.01, qPrintable(QString::number(w.model.paramsB)));
        QVERIFY(doc->presetId().isEmpty());
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QCOMPARE(window.estimatorPage()->form()->workload().model.name, std::string("llama"));
        doc->undoStack()->undo();
        QCOMPARE(scenarioToJson(doc->scenario()).dump(), before);
        doc->undoStack()->redo();
        QCOMPARE(doc->scenario().workload.model.name, std::string("llama"));
        // The cache holds the config and its index; the user's cache is untouched.
        QVERIFY(QFileInfo::exists(cached(QStringLiteral("huggingface/acme/llama/config.json"))));
        QVERIFY(QFileInfo::exists(
            cached(QStringLiteral("huggingface/acme/llama/model.safetensors.index.json"))));
        QVERIFY(!QFileInfo::exists(m_cache.filePath(QStringLiteral("xdg/gpu-planner"))));
        // The hub chosen is offered next time; Cancel there changes nothing.
        QCOMPARE(m_settings->value(settingskeys::kImportHub).toString(),
                 QStringLiteral("huggingface"));
        seen.clear();
        modals.other = [&](QWidget *modal) {
            if (auto *dialog = qobject_cast<HubImportDialog *>(modal)) {
                seen << QString::number(int(dialog->hub()));
                dialog->reject();
            }
        };
        const int now = doc->undoStack()->count();
        action->trigger();
        QCOMPARE(seen, QStringList{QString::number(int(Hub::HuggingFace))});
        QCOMPARE(doc->undoStack()->count(), now);
    }

    // A repository the hub does not have: the message names the URL and the status, as
    // plain text, and nothing changes.
    void hubNotFoundChangesNothing()
    {
        MainWindow window(m_repo.get(), &m_presets, m_settings.get());
        window.setHubOptions(hubOptions());
        ScenarioDocument *doc = window.document();
        const std::string before = scenarioToJson(doc->scenario()).dump();
        const int steps = doc->undoStack()->count();
        Modals modals;
        QVERIFY(!window.importModelFromHub(QStringLiteral("hf:acme/missing")));
        QCOMPARE(modals.texts.size(), 1);
        const QString shown = modals.texts.value(0);
        QVERIFY2(shown.contains(m_hub->endpoint() +
                                QStringLiteral("/acme/missing/resolve/main/config.json")),
                 qPrintable(shown));
        QVERIFY2(shown.contains(QLatin1String("HTTP 404")), qPrintable(shown));
        QVERIFY2(shown.contains(QLatin1String("nothing changed")), qPrintable(shown));
        QCOMPARE(modals.formats.value(0), Qt::PlainText);
        QCOMPARE(scenarioToJson(doc->scenario()).dump(), before);
        QCOMPARE(doc->undoStack()->count(), steps);
        QVERIFY(!QFileInfo::exists(cached(QStringLiteral("huggingface/acme/missing"))));
        // Text that is not a repository is refused before any request, also as plain text.
        const qsizetype requests = m_hub->paths.size();
        QVERIFY(!window.importModelFromHub(QStringLiteral("<img src=x>/y")));
        QCOMPARE(modals.formats.value(1), Qt::PlainText);
        QVERIFY2(modals.texts.value(1).contains(QLatin1String("<img src=x>/y")),
                 qPrintable(modals.texts.value(1)));
        QCOMPARE(m_hub->paths.size(), requests);
        QCOMPARE(scenarioToJson(doc->scenario()).dump(), before);
    }

    // A hub that never answers: the window keeps handling events (a timer ticks) while the
    // progress dialog shows, its Cancel ends the fetch long before the deadline, and nothing
    // changes.
    void unansweredHubCanBeCancelled()
    {
        MainWindow window(m_repo.get(), &m_presets, m_settings.get());
        window.setHubOptions(hubOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ScenarioDocument *doc = window.document();
        const std::string before = scenarioToJson(doc->scenario()).dump();
        const int steps = doc->undoStack()->count();
        int ticks = 0;
        QTimer ticking;
        connect(&ticking, &QTimer::timeout, this, [&ticks] { ++ticks; });
        ticking.start(10);
        QElapsedTimer clock;
        Modals modals;
        QString label;
        int ticksWhenCancelled = -1;
        modals.other = [&](QWidget *modal) {
            auto *progress = qobject_cast<QProgressDialog *>(modal);
            if (!progress || ticksWhenCancelled >= 0 || clock.elapsed() < 400)
                return;
            label = progress->labelText();
            ticksWhenCancelled = ticks;
            progress->findChild<QPushButton *>()->click(); // its Cancel button
        };
        clock.start();
        QVERIFY(!window.importModelFromHub(QStringLiteral("modelscope:acme/slow")));
        const qint64 took = clock.elapsed();
        QVERIFY2(took < 10000, qPrintable(QString::number(took)));
        QVERIFY2(ticksWhenCancelled >= 10, qPrintable(QString::number(ticksWhenCancelled)));
        QVERIFY2(label.contains(QLatin1String("acme/slow")), qPrintable(label));
        QVERIFY2(modals.texts.isEmpty(), qPrintable(modals.texts.join(QLatin1Char('\n'))));
        QVERIFY2(window.statusBar()->currentMessage().contains(QLatin1String("cancelled")),
                 qPrintable(window.statusBar()->currentMessage()));
        QCOMPARE(scenarioToJson(doc->scenario()).dump(), before);
        QCOMPARE(doc->undoStack()->count(), steps);
        QVERIFY(!QFileInfo::exists(cached(QStringLiteral("modelscope/acme/slow"))));
        QVERIFY(m_hub->paths.last().contains(QLatin1String("/api/v1/models/acme/slow/repo")));
    }

    // The repository field: an id on the chosen hub, a prefix or a page's address naming
    // its hub (the box follows, the field keeps the id), and what is neither.
    void hubDialogReadsIdsPrefixesAndAddresses()
    {
        HubImportDialog dialog(HubOptions{});
        QCOMPARE(dialog.hub(), Hub::ModelScope);
        QVERIFY(!dialog.canAccept());
        dialog.setInput(QStringLiteral("Qwen/Qwen3-8B"));
        QCOMPARE(dialog.spec(), QStringLiteral("modelscope:Qwen/Qwen3-8B"));
        QVERIFY2(dialog.feedback().contains(m_hub->endpoint()), qPrintable(dialog.feedback()));
        // The environment's endpoint is named with its variable.
        QVERIFY2(dialog.endpointText().contains(QLatin1String("GP_MODELSCOPE_ENDPOINT")),
                 qPrintable(dialog.endpointText()));
        dialog.setHub(Hub::HuggingFace);
        QCOMPARE(dialog.spec(), QStringLiteral("hf:Qwen/Qwen3-8B"));
        QVERIFY(dialog.endpointText().contains(QLatin1String("HF_ENDPOINT")));
        dialog.setInput(QStringLiteral("modelscope:deepseek-ai/DeepSeek-V3"));
        QCOMPARE(dialog.hub(), Hub::ModelScope);
        QCOMPARE(dialog.input(), QStringLiteral("deepseek-ai/DeepSeek-V3"));
        QCOMPARE(dialog.spec(), QStringLiteral("modelscope:deepseek-ai/DeepSeek-V3"));
        dialog.setInput(QStringLiteral("https://huggingface.co/openai/gpt-oss-20b/blob/main/x"));
        QCOMPARE(dialog.hub(), Hub::HuggingFace);
        QCOMPARE(dialog.input(), QStringLiteral("openai/gpt-oss-20b"));
        dialog.setInput(QStringLiteral("https://modelscope.cn/models/Qwen/Qwen3-8B/files"));
        QCOMPARE(dialog.hub(), Hub::ModelScope);
        QCOMPARE(dialog.input(), QStringLiteral("Qwen/Qwen3-8B"));
        dialog.setInput(QStringLiteral("hf:Qwen/Qwen3-8B"));
        QCOMPARE(dialog.hub(), Hub::HuggingFace);
        QCOMPARE(dialog.input(), QStringLiteral("Qwen/Qwen3-8B"));
        // Neither: kept as typed, OK disabled, the reason shown.
        for (const QString &bad :
             {QStringLiteral("https://example.com/Qwen/Qwen3-8B"), QStringLiteral("gpt2"),
              QStringLiteral("https://huggingface.co/datasets/acme/data"),
              QStringLiteral("hf:../etc")}) {
            dialog.setInput(bad);
            QCOMPARE(dialog.input(), bad);
            QVERIFY2(!dialog.canAccept(), qPrintable(bad));
            QVERIFY(dialog.spec().isEmpty());
            QVERIFY2(dialog.feedback().contains(QLatin1String("not")),
                     qPrintable(dialog.feedback()));
        }
        HubOptions given;
        given.huggingFaceEndpoint = QStringLiteral("https://hf-mirror.com");
        HubImportDialog mirror(given);
        mirror.setHub(Hub::HuggingFace);
        QCOMPARE(mirror.endpointText(), QStringLiteral("https://hf-mirror.com"));
    }
};

QTEST_MAIN(TestModelImport)
#include "tst_modelimport.moc"
