// The estimate tab as a user drives it: every edit re-estimates, the task decides which
// inputs show, a custom model is estimated from its parameter count, and implausible
// inputs get a visible warning.
#include "catalogrepository.h"
#include "compactcombobox.h"
#include "estimator/defaults.h"
#include "estimator/solve.h"
#include "estimatorpage.h"
#include "presets.h"
#include "scenariodocument.h"

#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QLineSeries>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QScrollArea>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>

using namespace gpuplanner;

class TestEstimatorPage : public QObject
{
    Q_OBJECT

private:
    PresetLibrary m_presets;

    template <typename T>
    static T *child(QWidget &w, const char *name)
    {
        return w.findChild<T *>(QString::fromLatin1(name));
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY2(m_presets.load(), qPrintable(m_presets.errorString())); }

    void editsReestimate()
    {
        EstimatorPage page(&m_presets);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QSignalSpy changed(&page, &EstimatorPage::estimateChanged);
        const double before = page.estimate().perGpu.totalGib;
        QVERIFY(before > 15); // Llama 3.1 8B in bf16

        child<QSpinBox>(page, "batch")->setValue(32);
        QVERIFY(changed.count() >= 1);
        QVERIFY(page.estimate().perGpu.kvCacheGib > 5);
        QVERIFY(page.estimate().perGpu.totalGib > before);
        QVERIFY(page.summaryText().contains(QStringLiteral("GiB per GPU")));

        auto *quant = child<QComboBox>(page, "quantization");
        quant->setCurrentIndex(quant->findData(int(Quantization::AwqInt4)));
        QVERIFY(page.estimate().perGpu.weightsGib < 6);
        // The quantization as the form words it, not its id (issue 26 item 11).
        QVERIFY2(page.assumptionsText().contains(QStringLiteral("AWQ 4-bit")),
                 qPrintable(page.assumptionsText()));
        QVERIFY(!page.assumptionsText().contains(QStringLiteral("awq_int4")));
    }

    // Issue 26 item 10: one figure, one text. The totals line and the runtime-overhead
    // assumption both state the allocator's fragmentation; at its floor of 0.25 GiB the
    // window wrote "0.3" and the core "0.2" on the same page.
    void fragmentationReadsTheSameTwice()
    {
        EstimatorPage page(&m_presets);
        page.show();
        auto *engine = child<QComboBox>(page, "engine");
        engine->setCurrentIndex(engine->findData(int(Engine::Transformers)));
        child<QSpinBox>(page, "batch")->setValue(1);
        const double frag = page.estimate().perGpu.fragmentationGib;
        QCOMPARE(frag, 0.25); // the floor: a tie to round
        const QRegularExpression inTotals(QStringLiteral("([0-9.]+) GiB allocator fragmentation"));
        const QRegularExpression inAssumptions(
            QStringLiteral("allocator fragmentation ([0-9.]+) GiB"));
        const auto t = inTotals.match(page.summaryText());
        const auto a = inAssumptions.match(page.assumptionsText());
        QVERIFY2(t.hasMatch(), qPrintable(page.summaryText()));
        QVERIFY2(a.hasMatch(), qPrintable(page.assumptionsText()));
        QCOMPARE(t.captured(1), a.captured(1));
        QCOMPARE(t.captured(1), QStringLiteral("0.2"));
    }

    void taskDecidesTheInputs()
    {
        EstimatorPage page(&m_presets);
        page.show();
        auto *task = child<QComboBox>(page, "task");
        auto *context = child<QSpinBox>(page, "contextLen");
        auto *seq = child<QSpinBox>(page, "seqLen");
        QVERIFY(context->isVisible());
        QVERIFY(!seq->isVisible());
        task->setCurrentIndex(task->findData(int(Task::Qlora)));
        QVERIFY(seq->isVisible());
        QVERIFY(!context->isVisible());
        QVERIFY(child<QSpinBox>(page, "loraRank")->isVisible());
        // QLoRA picks a 4-bit quantization when none is set.
        QVERIFY(page.workload().quantization == Quantization::BnbNf4DoubleQuant);
        QVERIFY(page.estimate().perGpu.gradientsGib < 0.5);
        task->setCurrentIndex(task->findData(int(Task::FullFineTune)));
        QVERIFY(page.estimate().perGpu.optimizerGib > 40); // 8B × 12 bytes in mixed precision
    }

    // Fine-tuning starts with gradient checkpointing on, as its frameworks run it (issue 26
    // item 8); a switch the user set survives a change of task.
    void checkpointingFollowsTheTask()
    {
        EstimatorPage page(&m_presets);
        page.show();
        auto *task = child<QComboBox>(page, "task");
        auto *ckpt = child<QCheckBox>(page, "gradientCheckpointing");
        auto pick = [&](Task t) {
            task->setCurrentIndex(task->findData(int(t)));
        };
        QVERIFY(!ckpt->isChecked()); // serving
        pick(Task::Qlora);
        QVERIFY(ckpt->isChecked());
        QVERIFY(page.workload().gradientCheckpointing);
        // "What fits?" asks the new task's question (issue 26 item 2: it offered serving's).
        auto *question = child<QComboBox>(page, "solveVariable");
        QCOMPARE(question->itemData(0).toInt(), int(SolveVariable::Batch));
        QCOMPARE(question->currentData().toInt(), int(SolveVariable::Batch));
        // Llama 3.1 8B QLoRA at 4 k tokens fits a 24 GB card (it "needed" 48.7 GiB).
        QVERIFY2(page.estimate().perGpu.totalGib < 24,
                 qPrintable(QString::number(page.estimate().perGpu.totalGib)));
        pick(Task::FullFineTune);
        QVERIFY(ckpt->isChecked());
        pick(Task::Pretrain);
        QVERIFY(!ckpt->isChecked());
        pick(Task::Lora);
        QVERIFY(ckpt->isChecked());
        ckpt->setChecked(false); // the user's choice
        pick(Task::Qlora);
        QVERIFY(!ckpt->isChecked());
        QVERIFY(!page.workload().gradientCheckpointing);
    }

    // Picking a preset serves its checkpoint as published (gpt-oss-120b's MXFP4 experts,
    // DeepSeek-V4's FP8 weights and KV cache); fine-tuning starts from 16-bit weights; a
    // format the user chose stays; each pick is one step that undo takes back whole.
    void presetStartsFromItsCheckpoint()
    {
        ScenarioDocument document;
        Scenario start;
        start.workload = defaultWorkload();
        start.workload.model = *m_presets.find(QString::fromLatin1(kDefaultPresetId));
        document.load(start);
        EstimatorPage page(&m_presets, &document);
        page.show();
        auto *model = child<QComboBox>(page, "model");
        auto *task = child<QComboBox>(page, "task");
        auto *quant = child<QComboBox>(page, "quantization");
        auto pickModel = [&](const char *id) {
            for (int i = 0; i < model->count(); ++i) {
                const int index = model->itemData(i).toInt();
                if (index >= 0 && m_presets.models()[std::size_t(index)].id == id)
                    model->setCurrentIndex(i);
            }
            QVERIFY2(page.workload().model.id == id, id);
        };
        QVERIFY(page.workload().quantization == Quantization::None); // Llama 3.1 8B
        pickModel("gpt-oss-120b");
        QVERIFY(page.workload().quantization == Quantization::Mxfp4);
        QVERIFY2(page.estimate().perGpu.weightsGib < 72,
                 qPrintable(QString::number(page.estimate().perGpu.weightsGib)));
        QCOMPARE(quant->currentData().toInt(), int(Quantization::Mxfp4));
        pickModel("deepseek-v4-flash");
        QVERIFY(page.workload().precision == Precision::Fp8);
        QVERIFY(page.workload().kvCachePrecision == Precision::Fp8);
        QVERIFY(page.workload().quantization == Quantization::Mxfp4);
        // Undo takes the picks back whole (two picks in a row are one step, as the
        // document merges edits of one field): Llama in 16 bits again.
        const int steps = document.undoStack()->count();
        document.undoStack()->undo();
        QVERIFY(page.workload().model.id == "llama-3.1-8b");
        QVERIFY(page.workload().precision == Precision::Bf16);
        QVERIFY(page.workload().kvCachePrecision == Precision::Bf16);
        QVERIFY(page.workload().quantization == Quantization::None);
        document.undoStack()->redo();
        QCOMPARE(document.undoStack()->count(), steps);
        QVERIFY(page.workload().precision == Precision::Fp8);
        // Fine-tuning starts from 16-bit weights; serving again from the checkpoint.
        task->setCurrentIndex(task->findData(int(Task::Lora)));
        QVERIFY(page.workload().precision == Precision::Bf16);
        QVERIFY(page.workload().quantization == Quantization::None);
        task->setCurrentIndex(task->findData(int(Task::Inference)));
        QVERIFY(page.workload().quantization == Quantization::Mxfp4);
        // The user's AWQ stays through a change of model; the parts still at the old
        // checkpoint's values follow the new one.
        quant->setCurrentIndex(quant->findData(int(Quantization::AwqInt4)));
        pickModel("qwen3-32b");
        QVERIFY(page.workload().quantization == Quantization::AwqInt4);
        QVERIFY(page.workload().precision == Precision::Bf16);
        QVERIFY(page.workload().kvCachePrecision == Precision::Bf16);
    }

    // Each task shows what it uses and hides (not disables) the rest, in the form and in
    // the unfolded "Advanced" section; vLLM's settings show only for vLLM.
    void taskShowsOnlyItsFields_data()
    {
        QTest::addColumn<int>("task");
        QTest::addColumn<int>("engine");
        QTest::addColumn<QStringList>("shown");
        QTest::addColumn<QStringList>("hidden");
        const QStringList training = {QStringLiteral("optimizer"),
                                      QStringLiteral("seqLen"),
                                      QStringLiteral("gradientCheckpointing"),
                                      QStringLiteral("sharding"),
                                      QStringLiteral("chunkedCrossEntropy"),
                                      QStringLiteral("fixedLength"),
                                      QStringLiteral("framework"),
                                      QStringLiteral("gradientAccumulation"),
                                      QStringLiteral("dataLoaderWorkers")};
        const QStringList serving = {QStringLiteral("contextLen"), QStringLiteral("outputLen"),
                                     QStringLiteral("engine"), QStringLiteral("kvCachePrecision")};
        const QStringList vllm = {QStringLiteral("gpuMemoryUtilization"),
                                  QStringLiteral("maxModelLen"), QStringLiteral("maxNumSeqs")};
        QTest::newRow("inference, Transformers")
            << int(Task::Inference) << int(Engine::Transformers) << serving
            << training + vllm + QStringList{QStringLiteral("loraRank")};
        QTest::newRow("inference, vLLM")
            << int(Task::Inference) << int(Engine::Vllm) << serving + vllm << training;
        QTest::newRow("LoRA") << int(Task::Lora) << int(Engine::Vllm)
                              << training + QStringList{QStringLiteral("loraRank"),
                                                        QStringLiteral("loraTargets")}
                              << serving + vllm + QStringList{QStringLiteral("kbitFp32Upcast")};
        QTest::newRow("QLoRA") << int(Task::Qlora) << int(Engine::Transformers)
                               << training + QStringList{QStringLiteral("kbitFp32Upcast")}
                               << serving + vllm;
        QTest::newRow("full fine-tune")
            << int(Task::FullFineTune) << int(Engine::Transformers) << training
            << serving + vllm + QStringList{QStringLiteral("loraRank")};
        QTest::newRow("pre-training")
            << int(Task::Pretrain) << int(Engine::Transformers) << training << serving + vllm;
    }
    void taskShowsOnlyItsFields()
    {
        QFETCH(int, task);
        QFETCH(int, engine);
        QFETCH(QStringList, shown);
        QFETCH(QStringList, hidden);
        EstimatorPage page(&m_presets);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        for (QGroupBox *group : page.findChildren<QGroupBox *>()) {
            if (group->isCheckable())
                group->setChecked(true); // "Advanced"
        }
        auto *engineBox = child<QComboBox>(page, "engine");
        engineBox->setCurrentIndex(engineBox->findData(engine));
        auto *taskBox = child<QComboBox>(page, "task");
        taskBox->setCurrentIndex(taskBox->findData(task));
        for (const QString &name : shown) {
            auto *w = page.findChild<QWidget *>(name);
            QVERIFY2(w, qPrintable(name));
            QVERIFY2(w->isVisible(), qPrintable(name + QStringLiteral(" should show")));
        }
        for (const QString &name : hidden) {
            auto *w = page.findChild<QWidget *>(name);
            QVERIFY2(w, qPrintable(name));
            QVERIFY2(!w->isVisible(), qPrintable(name + QStringLiteral(" should be hidden")));
        }
    }

    // Hidden fields keep their values: a training setting survives a detour through
    // serving, and a workload (a scenario) comes back from the form unchanged.
    void hiddenFieldsKeepTheirValues()
    {
        EstimatorPage page(&m_presets);
        auto *task = child<QComboBox>(page, "task");
        task->setCurrentIndex(task->findData(int(Task::FullFineTune)));
        child<QSpinBox>(page, "seqLen")->setValue(3072);
        child<QCheckBox>(page, "chunkedCrossEntropy")->setChecked(true);
        child<QCheckBox>(page, "fixedLength")->setChecked(true);
        task->setCurrentIndex(task->findData(int(Task::Inference)));
        QCOMPARE(page.workload().seqLen, 3072);
        QVERIFY(page.workload().chunkedCrossEntropy);
        QVERIFY(page.workload().fixedLength);

        Workload w = page.workload();
        w.task = Task::Lora;
        w.promptLen = 3000;
        w.outputLen = 700;
        w.seqLen = 1536;
        w.optimizer = Optimizer::PagedAdamW8bit;
        w.engine = Engine::Vllm;
        w.vllmGpuMemoryUtilization = 0.85;
        w.maxNumSeqs = 64;
        w.kvCachePrecision = Precision::Fp8;
        w.loraTargets = LoraTargets::AllLinear;
        page.setWorkload(w, page.presetId());
        const Workload back = page.workload();
        QCOMPARE(back.promptLen, 3000);
        QCOMPARE(back.outputLen, 700);
        QCOMPARE(back.seqLen, 1536);
        QVERIFY(back.optimizer == Optimizer::PagedAdamW8bit);
        QVERIFY(back.engine == Engine::Vllm);
        QCOMPARE(back.vllmGpuMemoryUtilization, 0.85);
        QCOMPARE(back.maxNumSeqs, 64);
        QVERIFY(back.kvCachePrecision == Precision::Fp8);
        QVERIFY(back.loraTargets == LoraTargets::AllLinear);
        QVERIFY(back.chunkedCrossEntropy);
        QVERIFY(back.fixedLength);
        // Serving: one context length, prompt + output.
        w.task = Task::Inference;
        page.setWorkload(w, page.presetId());
        QCOMPARE(child<QSpinBox>(page, "contextLen")->value(), 3700);
        child<QSpinBox>(page, "contextLen")->setValue(8192);
        QCOMPARE(page.workload().promptLen, 8192 - 700);
        QCOMPARE(page.workload().outputLen, 700);
        // No lengths at all (vLLM then takes the model's context) survives as well.
        w.promptLen = 0;
        w.outputLen = 0;
        page.setWorkload(w, page.presetId());
        QCOMPARE(page.workload().promptLen, 0);
        QCOMPARE(page.workload().outputLen, 0);
    }

    // The model picker is a searchable list: focus selects the text so typing replaces
    // it, and "qwen" filters the presets to the Qwen models.
    void typingFiltersTheModels()
    {
        EstimatorPage page(&m_presets);
        page.show();
        page.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&page));
        auto *model = child<QComboBox>(page, "model");
        QLineEdit *edit = model->lineEdit();
        const QString before = edit->text();
        QVERIFY(!before.isEmpty());
        model->setFocus(Qt::TabFocusReason);
        QTRY_COMPARE(edit->selectedText(), before);
        QTest::keyClicks(edit, QStringLiteral("qwen"));
        QCOMPARE(edit->text(), QStringLiteral("qwen")); // replaced, not appended
        QCompleter *completer = model->completer();
        QVERIFY(completer->completionCount() > 5);
        QVERIFY(completer->completionCount() < model->count() / 2);
        for (int i = 0; i < completer->completionCount(); ++i) {
            completer->setCurrentRow(i);
            QVERIFY2(completer->currentCompletion().contains(QStringLiteral("qwen"),
                                                             Qt::CaseInsensitive),
                     qPrintable(completer->currentCompletion()));
        }
        // Enter with text that names no single preset puts the current model back.
        edit->setText(QStringLiteral("qwen"));
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(edit->text(), model->itemText(model->currentIndex()));
        // A name typed in part that matches one preset picks it.
        edit->setText(QStringLiteral("Qwen2.5 32B"));
        Q_EMIT edit->editingFinished();
        QCOMPARE(page.presetId(), QStringLiteral("qwen2.5-32b"));
    }

    // "What fits?" gives the CLI's answer, draws the target's line on the breakdown and a
    // sweep of memory against the variable.
    void whatFitsMatchesTheCli()
    {
        QTemporaryDir dir;
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               dir.filePath(QStringLiteral("overlay.db")));
        QVERIFY2(repo.load(), qPrintable(repo.errorString()));
        EstimatorPage page(&m_presets);
        page.setCatalog(repo.snapshot());
        page.show();
        Workload w = page.workload();
        w.task = Task::Lora;
        w.seqLen = 1024;
        w.gradientCheckpointing = true;
        page.setWorkload(w, QStringLiteral("llama-3.1-8b"));
        auto *variable = child<QComboBox>(page, "solveVariable");
        variable->setCurrentIndex(variable->findData(int(SolveVariable::Batch)));
        auto *type = child<QComboBox>(page, "targetType");
        type->setCurrentIndex(type->findText(QStringLiteral("ecs.gn7i-c8g1.2xlarge")));
        QVERIFY(type->currentIndex() >= 0);
        QElapsedTimer timer;
        timer.start();
        child<QPushButton>(page, "solveButton")->click();
        const qint64 ms = timer.elapsed();
        QVERIFY(page.solveResult());
        const SolveResult r = *page.solveResult(); // a copy: edits replace it
        QVERIFY(r.ok);
        QVERIFY(r.limit == SolveLimit::Memory);
        qInfo("What fits? answered %d in %lld ms (%d plans and a sweep)", r.value, ms,
              r.evaluations);

        QProcess cli;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("GPU_PLANNER_OVERLAY"), dir.filePath(QStringLiteral("o.db")));
        env.insert(QStringLiteral("GPU_PLANNER_CATALOG"), QStringLiteral(GP_SHIPPED_CATALOG));
        cli.setProcessEnvironment(env);
        cli.start(QStringLiteral(GP_CLI),
                  {QStringLiteral("solve"), QStringLiteral("--maximize"), QStringLiteral("batch"),
                   QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
                   QStringLiteral("--task"), QStringLiteral("lora"), QStringLiteral("--seq-len"),
                   QStringLiteral("1024"), QStringLiteral("--grad-ckpt"),
                   QStringLiteral("--instance-type"), QStringLiteral("ecs.gn7i-c8g1.2xlarge"),
                   QStringLiteral("--json")});
        QVERIFY(cli.waitForFinished(60000));
        const QJsonObject answer = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        QCOMPARE(answer.value(QStringLiteral("value")).toInt(), r.value);
        QVERIFY(page.solveAnswerText().contains(QString::number(r.value)));

        QLineSeries *line = nullptr;
        for (QAbstractSeries *series :
             child<QChartView>(page, "breakdownChart")->chart()->series()) {
            if (series->objectName() == QLatin1String("targetLine"))
                line = qobject_cast<QLineSeries *>(series);
        }
        QVERIFY(line && line->isVisible() && line->count() == 2);
        QCOMPARE(line->at(0).x(), r.atValue->usableGib);
        auto *sweep = child<QChartView>(page, "sweepChart");
        QVERIFY(sweep->chart()->series().size() == 3);
        auto *need = qobject_cast<QLineSeries *>(sweep->chart()->series().first());
        QVERIFY(need->count() >= 8 && need->count() <= 41);
        // The comparison's options are the ones judged with: max instances 1 there, the
        // same answer; every solve asks for them.
        // An edit of the document's plan options re-solves (the comparison's form makes it).
        PlanOptions o = page.document()->plan();
        o.headroomPct = 30;
        page.document()->editPlan(o, QStringLiteral("headroom"), QStringLiteral("headroom"));
        QVERIFY(page.solveResult());
        QCOMPARE(page.solveResult()->value, r.value); // headroom warns, it does not block
                                                      // Editing the form keeps the answer current.
        child<QSpinBox>(page, "seqLen")->setValue(512);
        QVERIFY(page.solveResult()->value > r.value);
    }

    // vLLM's scheduler limits are inputs: edits reach the workload, a loaded workload the form.
    void vllmLimitsRoundTrip()
    {
        EstimatorPage page(&m_presets);
        child<QSpinBox>(page, "maxModelLen")->setValue(8192);
        child<QSpinBox>(page, "maxNumSeqs")->setValue(16);
        child<QSpinBox>(page, "maxNumBatchedTokens")->setValue(2048);
        Workload w = page.workload();
        QCOMPARE(w.maxModelLen, 8192);
        QCOMPARE(w.maxNumSeqs, 16);
        QCOMPARE(w.maxNumBatchedTokens, 2048);
        w.maxModelLen = 32768;
        w.maxNumSeqs = 0;
        page.setWorkload(w, page.presetId());
        QCOMPARE(child<QSpinBox>(page, "maxModelLen")->value(), 32768);
        QCOMPARE(page.workload().maxNumSeqs, 0); // 0: the engine's default
    }

    // A framework profile sets the technique switches; each stays editable, and the
    // totals line says which view is compared with the card.
    // Unfolding the advanced section never cuts its labels: the form's column is as wide
    // as the unfolded section at its narrowest.
    void advancedSectionFitsTheFormColumn()
    {
        EstimatorPage page(&m_presets);
        page.resize(900, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto *scroll = page.findChild<QScrollArea *>(QStringLiteral("formScroll"));
        QVERIFY(scroll);
        for (QGroupBox *group : page.findChildren<QGroupBox *>()) {
            if (group->isCheckable())
                group->setChecked(true); // "Advanced"
        }
        QApplication::processEvents();
        int widest = 0;
        for (QCheckBox *box : scroll->widget()->findChildren<QCheckBox *>())
            widest = std::max(widest, box->mapTo(scroll->widget(), QPoint(0, 0)).x() +
                                          box->sizeHint().width());
        QVERIFY(widest > 0);
        QVERIFY2(scroll->viewport()->width() >= widest,
                 qPrintable(QStringLiteral("viewport %1 < widest check box %2")
                                .arg(scroll->viewport()->width())
                                .arg(widest)));
    }

    // Folded, the advanced section is its title and check box alone: no empty frame
    // below it (a flat group box), and about one line high.
    void foldedAdvancedSectionIsItsTitle()
    {
        EstimatorPage page(&m_presets);
        page.resize(900, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QGroupBox *advanced = nullptr;
        for (QGroupBox *group : page.findChildren<QGroupBox *>())
            advanced = group->isCheckable() ? group : advanced;
        QVERIFY(advanced);
        QVERIFY(!advanced->isChecked());
        QVERIFY(advanced->isFlat());
        QApplication::processEvents();
        const int folded = advanced->height();
        QVERIFY2(folded <= 3 * advanced->fontMetrics().height(),
                 qPrintable(QStringLiteral("folded section %1 px high").arg(folded)));
        advanced->setChecked(true);
        QApplication::processEvents();
        QVERIFY(!advanced->isFlat());
        QVERIFY(advanced->height() > folded);
        advanced->setChecked(false);
        QVERIFY(advanced->isFlat());
    }

    // The form's choice boxes are as wide as 14 characters however long their entries (a
    // long model name is cut, not the form widened), the size Qt's
    // AdjustToMinimumContentsLengthWithIcon policy gives, and no box builds its popup
    // before it opens: setting that policy built one per box before the window's first
    // show. (An editable box builds its popup in setEditable, whatever its policy.)
    void choiceBoxesStayNarrowWithoutPopups()
    {
        EstimatorPage page(&m_presets);
        page.resize(900, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto popups = [&page] {
            int n = 0;
            for (QComboBox *box : page.findChildren<QComboBox *>()) {
                for (QObject *o : box->children())
                    n += !box->isEditable() &&
                         QByteArray(o->metaObject()->className()) == "QComboBoxPrivateContainer";
            }
            return n;
        };
        QCOMPARE(popups(), 0);
        auto *scroll = page.findChild<QScrollArea *>(QStringLiteral("formScroll"));
        QVERIFY(scroll);
        const QList<QComboBox *> boxes = scroll->widget()->findChildren<QComboBox *>();
        QVERIFY(boxes.size() >= 5); // model, task, quantization, engine, framework, …
        for (QComboBox *box : boxes) {
            const auto *compact = dynamic_cast<CompactComboBox *>(box);
            QVERIFY2(compact, qPrintable(box->objectName()));
            QCOMPARE(compact->characters(), 14);
            // Qt's own rule, on a plain box with the same entries and font.
            QComboBox qt;
            qt.setFont(box->font());
            qt.setEditable(box->isEditable());
            for (int i = 0; i < box->count(); ++i)
                qt.addItem(box->itemText(i));
            qt.setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
            qt.setMinimumContentsLength(14);
            QCOMPARE(box->sizeHint(), qt.sizeHint());
            QCOMPARE(box->minimumSizeHint(), qt.minimumSizeHint());
        }
        // The longest model name is far wider than the box.
        auto *model = child<QComboBox>(page, "model");
        int longest = 0;
        for (int i = 0; i < model->count(); ++i)
            longest = std::max(longest, model->fontMetrics().horizontalAdvance(model->itemText(i)));
        QVERIFY2(
            model->width() < longest,
            qPrintable(
                QStringLiteral("box %1 px, longest entry %2 px").arg(model->width()).arg(longest)));
        // Opening a box builds its popup.
        auto *task = child<QComboBox>(page, "task");
        QVERIFY(!task->isEditable());
        task->showPopup();
        QCOMPARE(popups(), 1);
        task->hidePopup();
    }

    // The "What fits?" chart is built when its tab is first shown, not with the window
    // (start-up shows the breakdown); shown, the tab looks as when it was built with the
    // page (compared pixel for pixel when this changed).
    void whatFitsChartIsBuiltWhenItsTabShows()
    {
        EstimatorPage page(&m_presets);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(!child<QChartView>(page, "sweepChart"));
        auto *tabs = child<QTabWidget>(page, "resultTabs");
        tabs->setCurrentWidget(child<QWidget>(page, "whatFits"));
        auto *view = child<QChartView>(page, "sweepChart");
        QVERIFY(view);
        QVERIFY(view->isVisible());
        QCOMPARE(view->parentWidget(), child<QWidget>(page, "whatFits"));
        tabs->setCurrentIndex(0);
        tabs->setCurrentWidget(child<QWidget>(page, "whatFits"));
        QCOMPARE(page.findChildren<QChartView *>(QStringLiteral("sweepChart")).size(), 1);
    }

    void frameworkProfileSetsEditableDefaults()
    {
        EstimatorPage page(&m_presets);
        page.show();
        auto *task = child<QComboBox>(page, "task");
        task->setCurrentIndex(task->findData(int(Task::FullFineTune)));
        const double plain = page.estimate().perGpu.totalGib;
        auto *framework = child<QComboBox>(page, "framework");
        QVERIFY(framework);
        const int torchtune = framework->findData(QStringLiteral("torchtune"));
        QVERIFY(torchtune > 0);
        framework->setCurrentIndex(torchtune);
        auto *chunked = child<QCheckBox>(page, "chunkedCrossEntropy");
        auto *inBwd = child<QCheckBox>(page, "optimizerInBackward");
        QVERIFY(chunked->isChecked());
        QVERIFY(inBwd->isChecked());
        QVERIFY(child<QCheckBox>(page, "gradientCheckpointing")->isChecked());
        QCOMPARE(page.workload().framework, std::string("torchtune"));
        QVERIFY(page.estimate().perGpu.totalGib < plain / 2);
        inBwd->setChecked(false);
        QVERIFY(!page.workload().optimizerInBackward);
        QVERIFY(page.workload().chunkedCrossEntropy);
        auto *attention = child<QComboBox>(page, "attention");
        attention->setCurrentIndex(attention->findData(int(Attention::Eager)));
        QVERIFY(page.workload().attention == Attention::Eager);
        child<QCheckBox>(page, "offloadOptimizer")->setChecked(true);
        QCOMPARE(page.estimate().perGpu.optimizerGib, 0.0);
        QVERIFY(page.summaryText().contains(QStringLiteral("nvidia-smi")));
    }

    void customModelAndWarnings()
    {
        EstimatorPage page(&m_presets);
        page.show();
        auto *model = child<QComboBox>(page, "model");
        model->setCurrentIndex(0); // custom
        auto *params = child<QDoubleSpinBox>(page, "params");
        QVERIFY(params->isVisible());
        params->setValue(13);
        QVERIFY(qAbs(page.estimate().perGpu.weightsGib - 13e9 * 2 / 1073741824.0) < 0.01);
        QVERIFY(page.assumptionsText().contains(QStringLiteral("Shape not given")));
        QVERIFY(page.warningsText().isEmpty());

        params->setValue(261); // typed where 0.261 was meant: a warning for anything this large
        params->setValue(26100);
        QVERIFY2(page.warningsText().contains(QStringLiteral("larger than any published")),
                 qPrintable(page.warningsText()));
        child<QSpinBox>(page, "batch")->setValue(100000);
        QVERIFY(page.warningsText().contains(QStringLiteral("implausible")));
        QVERIFY(child<QLabel>(page, "warnings")->isVisible());

        model->setCurrentIndex(1); // a preset again: the custom fields fold away
        QVERIFY(!params->isVisible());
    }

    // A yes/no model field (chunked_local, Llama 4's chunked attention) is a check box,
    // not a spin box reading "none" or "1"; it shows the model's value and is read back.
    void switchModelFieldIsACheckBox()
    {
        EstimatorPage page(&m_presets);
        page.show();
        Workload w = page.workload();
        w.model = *m_presets.find(QStringLiteral("llama-4-scout"));
        QCOMPARE(w.model.chunkedLocal, 1);
        w.model.id.clear(); // no preset: shown in the custom fields
        w.model.name = "Llama 4 Scout from its config";
        page.setWorkload(w, QString());
        auto *chunked = child<QCheckBox>(page, "chunkedLocal");
        QVERIFY(chunked->isVisible());
        QCOMPARE(chunked->text(), QStringLiteral("Local layers attend in chunks"));
        // The flag's help without its "1:" (a check box has no 1).
        QVERIFY2(chunked->toolTip().startsWith(QLatin1String("The sliding-window layers attend")),
                 qPrintable(chunked->toolTip()));
        QVERIFY(child<QCheckBox>(page, "attnOutputGate")
                    ->toolTip()
                    .startsWith(QLatin1String("The attention's output is gated")));
        QVERIFY(chunked->isChecked());
        QCOMPARE(page.workload().model.chunkedLocal, 1);
        const double chunkedPrefill = page.workload().model.attentionFlops(32768, 0, false);
        chunked->setChecked(false); // a sliding window of the same size instead
        QCOMPARE(page.workload().model.chunkedLocal, 0);
        QVERIFY(page.workload().model.attentionFlops(32768, 0, false) > chunkedPrefill);
        QVERIFY(page.findChildren<QSpinBox *>(QStringLiteral("chunkedLocal")).isEmpty());
    }
};

QTEST_MAIN(TestEstimatorPage)
#include "tst_estimatorpage.moc"
