// The command line starts where the window does (estimator/defaults.h): a training run
// without --seq-len uses 4096, a serving one a 2048-token prompt and 512 output tokens,
// a plan a 100 M-token dataset; the table says which of these were taken, and the numbers
// are the window's for the same model and task.
#include "../support/cliprocess.h"
#include "catalogrepository.h"
#include "estimator/defaults.h"
#include "planexport.h"
#include "presets.h"
#include "scenariodocument.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace gpuplanner;

class TestCliDefaults : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    CliRun run(const QStringList &args) { return runGpuPlanner(args, {overlayIn(m_dir)}); }

    static QStringList model(const char *task)
    {
        return {QStringLiteral("--model"), QString::fromLatin1(kDefaultPresetId),
                QStringLiteral("--task"), QString::fromLatin1(task)};
    }

private Q_SLOTS:
    void trainingWithoutSeqLenUses4096()
    {
        const QStringList base = QStringList{QStringLiteral("estimate")} + model("lora");
        const CliRun given =
            run(base + QStringList{QStringLiteral("--seq-len"), QStringLiteral("4096"),
                                   QStringLiteral("--json")});
        const CliRun left = run(base + QStringList{QStringLiteral("--json")});
        QCOMPARE(left.code, 0);
        QCOMPARE(given.code, 0);
        QCOMPARE(left.out, given.out);
        const CliRun table = run(base);
        QCOMPARE(table.code, 0);
        QVERIFY2(table.out.endsWith(QStringLiteral(
                     "Defaults used: --seq-len 4096, --grad-ckpt (give the flag to change it)\n")),
                 qPrintable(table.out));
        // Given, it is not listed; JSON bodies never carry the line.
        const CliRun tableGiven =
            run(base + QStringList{QStringLiteral("--seq-len"), QStringLiteral("4096"),
                                   QStringLiteral("--grad-ckpt")});
        QVERIFY(!tableGiven.out.contains(QStringLiteral("Defaults used")));
        QVERIFY(!left.out.contains(QStringLiteral("Defaults used")));
        // An explicit 0 is still refused for training.
        const CliRun zero =
            run(base + QStringList{QStringLiteral("--seq-len"), QStringLiteral("0")});
        QCOMPARE(zero.code, 2);
        QVERIFY2(zero.err.contains(QStringLiteral("--seq-len is required for training")),
                 qPrintable(zero.err));
    }

    void servingRankUsesPrompt2048Output512()
    {
        const QStringList base =
            QStringList{QStringLiteral("rank")} + model("inference") +
            QStringList{QStringLiteral("--today"), QStringLiteral("2026-12-01")};
        const CliRun left =
            run(base + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
        const CliRun given =
            run(base + QStringList{QStringLiteral("--prompt-len"), QStringLiteral("2048"),
                                   QStringLiteral("--output-len"), QStringLiteral("512"),
                                   QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(left.code, 0);
        QCOMPARE(given.code, 0);
        QCOMPARE(left.out, given.out);
        const CliRun table = run(base);
        QCOMPARE(table.code, 0);
        QVERIFY2(table.out.endsWith(QStringLiteral("Defaults used: --prompt-len 2048, --output-len "
                                                   "512 (give the flag to change it)\n")),
                 qPrintable(table.out.right(300)));
        // --seq-len without --prompt-len is still the prompt.
        const CliRun seq =
            run(base + QStringList{QStringLiteral("--seq-len"), QStringLiteral("1024"),
                                   QStringLiteral("--format"), QStringLiteral("json")});
        const CliRun prompt =
            run(base + QStringList{QStringLiteral("--prompt-len"), QStringLiteral("1024"),
                                   QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(seq.code, 0);
        QCOMPARE(seq.out, prompt.out);
        QVERIFY(seq.out != left.out);
    }

    void trainingRankUsesThe100MTokenDataset()
    {
        const QStringList base =
            QStringList{QStringLiteral("rank")} + model("lora") +
            QStringList{QStringLiteral("--today"), QStringLiteral("2026-12-01"),
                        QStringLiteral("--top"), QStringLiteral("3")};
        const CliRun left =
            run(base + QStringList{QStringLiteral("--format"), QStringLiteral("csv")});
        const CliRun given =
            run(base + QStringList{QStringLiteral("--seq-len"), QStringLiteral("4096"),
                                   QStringLiteral("--tokens"), QStringLiteral("100000000"),
                                   QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(left.code, 0);
        QCOMPARE(left.out, given.out);
        const CliRun table = run(base);
        QVERIFY2(table.out.endsWith(QStringLiteral("Defaults used: --seq-len 4096, --tokens "
                                                   "100000000, --grad-ckpt (give the flag to "
                                                   "change it)\n")),
                 qPrintable(table.out.right(300)));
        // --samples still multiplies by the sequence length (the default one too).
        const CliRun samples =
            run(base + QStringList{QStringLiteral("--samples"), QStringLiteral("1000"),
                                   QStringLiteral("--format"), QStringLiteral("csv")});
        const CliRun tokens =
            run(base + QStringList{QStringLiteral("--tokens"), QStringLiteral("4096000"),
                                   QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(samples.code, 0);
        QCOMPARE(samples.out, tokens.out);
    }

    // Fine-tuning starts with gradient checkpointing on, as PEFT, TRL, torchtune and
    // LLaMA-Factory run it (issue 26 item 8: an 8B QLoRA "needed" 48.7 GiB without it);
    // pre-training starts without it, and the flags still decide.
    void fineTuningStartsWithCheckpointing()
    {
        auto total = [&](const QString &task, const QStringList &extra = {}) {
            const CliRun r =
                run(QStringList{QStringLiteral("estimate")} + model(task.toLatin1().constData()) +
                    extra + QStringList{QStringLiteral("--json")});
            QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
            return std::make_pair(
                o[QStringLiteral("per_gpu")][QStringLiteral("total_gib")].toDouble(),
                o[QStringLiteral("techniques")][QStringLiteral("gradient_checkpointing")].toBool());
        };
        for (const QString &task :
             {QStringLiteral("lora"), QStringLiteral("qlora"), QStringLiteral("full_ft")}) {
            const auto [on, onFlag] = total(task);
            const auto [off, offFlag] = total(task, {QStringLiteral("--no-grad-ckpt")});
            QVERIFY2(onFlag && !offFlag, qPrintable(task));
            // Full fine-tuning of 8B peaks at the optimizer step either way.
            QVERIFY2(task == QLatin1String("full_ft") ? on <= off : on < off, qPrintable(task));
        }
        const auto [qlora, _] = total(QStringLiteral("qlora"));
        QVERIFY2(qlora < 24, qPrintable(QString::number(qlora))); // 18.9 GiB, a 24 GB card
        QVERIFY(!total(QStringLiteral("pretrain")).second);
        QVERIFY(total(QStringLiteral("pretrain"), {QStringLiteral("--grad-ckpt")}).second);
    }

    // The window's new scenario (ScenarioDocument::defaultScenario, the form's start) and
    // the command line give the same numbers for the same model and task.
    void sameNumbersAsTheWindow_data()
    {
        QTest::addColumn<QString>("task");
        QTest::newRow("inference") << QStringLiteral("inference");
        QTest::newRow("lora") << QStringLiteral("lora");
        QTest::newRow("full_ft") << QStringLiteral("full_ft");
    }
    void sameNumbersAsTheWindow()
    {
        QFETCH(QString, task);
        PresetLibrary presets;
        QVERIFY(presets.load());
        Scenario s = ScenarioDocument::defaultScenario(&presets);
        changeTask(s.workload, *taskFromString(task.toStdString())); // as the form does
        s.plan.today = "2026-12-01";
        const QStringList base =
            QStringList{QStringLiteral("--model"), s.presetId, QStringLiteral("--task"), task};
        // The estimate: the per-GPU total.
        const CliRun estimate = run(QStringList{QStringLiteral("estimate")} + base +
                                    QStringList{QStringLiteral("--json")});
        QCOMPARE(estimate.code, 0);
        const double cliTotal =
            QJsonDocument::fromJson(estimate.out.toUtf8())
                .object()[QStringLiteral("per_gpu")][QStringLiteral("total_gib")]
                .toDouble();
        const double windowTotal = estimateMemory(s.workload).perGpu.totalGib;
        QVERIFY(windowTotal > 0);
        QVERIFY2(std::abs(cliTotal - windowTotal) < 0.01, // the JSON keeps a few decimals
                 qPrintable(QStringLiteral("%1 vs %2").arg(cliTotal).arg(windowTotal)));
        // The ranking: the whole exported table, byte for byte.
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG), overlayIn(m_dir));
        QVERIFY(repo.load());
        const Plan plan = makePlan(s.workload, repo.catalog(), s.plan, SortKey::Cost);
        const QString window = formatPlan(plan, s.workload, s.plan, PlanFormat::Json, 5, false);
        const CliRun rank = run(QStringList{QStringLiteral("rank")} + base +
                                QStringList{QStringLiteral("--today"), QStringLiteral("2026-12-01"),
                                            QStringLiteral("--top"), QStringLiteral("5"),
                                            QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(rank.code, 0);
        QCOMPARE(rank.out, window);
    }
};

QTEST_GUILESS_MAIN(TestCliDefaults)
#include "tst_clidefaults.moc"
