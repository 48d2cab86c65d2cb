// `gpu-planner solve` agrees with `rank`: for several workloads and EVERY instance type of
// the shipped catalog, ranking the catalog (makePlan, what `rank` prints) with the answer
// says the type fits and with the answer + step says it does not (in process); and for a
// few types the two commands agree as processes, through their JSON.
#include "../support/cliprocess.h"
#include "catalogrepository.h"
#include "estimator/solve.h"
#include "planwording.h"
#include "presets.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplanner;

namespace {

// The rule the solver states: not "does not fit" and, for concurrent sequences under
// vLLM, every sequence held at once.
bool fitsByRank(const PlanRow &row, SolveVariable variable, const Workload &w)
{
    if (row.verdict == Verdict::DoesNotFit)
        return false;
    const bool concurrency =
        variable == SolveVariable::Concurrency ||
        (variable == SolveVariable::Batch && w.task == Task::Inference && w.engine == Engine::Vllm);
    if (!concurrency)
        return true;
    return std::none_of(row.reasons.begin(), row.reasons.end(),
                        [](const Reason &r) { return r.code == "vllm_concurrency"; });
}

const PlanRow *rowOf(const Plan &plan, const std::string &id)
{
    for (const PlanRow &r : plan.rows) {
        if (r.type->id == id)
            return &r;
    }
    return nullptr;
}

} // namespace

using Run = CliRun;

class TestCliSolve : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<CatalogRepository> m_repo;
    PresetLibrary m_presets;

    Run run(const QStringList &args) { return runGpuPlanner(args, {overlayIn(m_dir)}); }

    Workload preset(const char *id)
    {
        Workload w;
        const ModelSpec *m = m_presets.find(QString::fromLatin1(id));
        if (m)
            w.model = *m;
        return w;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_repo = std::make_unique<CatalogRepository>(QStringLiteral(GP_SHIPPED_CATALOG),
                                                     m_dir.filePath(QStringLiteral("overlay.db")));
        QVERIFY2(m_repo->load(), qPrintable(m_repo->errorString()));
        QVERIFY(m_presets.load());
        QVERIFY(m_repo->catalog().types().size() > 100);
    }

    void agreesWithRankOnEveryType_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<int>("variable");
        QTest::addColumn<int>("maxNodes");
        QTest::newRow("LoRA 8B, batch") << 0 << int(SolveVariable::Batch) << 1;
        QTest::newRow("LoRA 8B, sequence length") << 0 << int(SolveVariable::SeqLen) << 1;
        QTest::newRow("full fine-tune 0.5B, batch") << 1 << int(SolveVariable::Batch) << 1;
        QTest::newRow("QLoRA 70B, batch, up to 4 instances") << 2 << int(SolveVariable::Batch) << 4;
        QTest::newRow("Transformers serving 8B, concurrency")
            << 3 << int(SolveVariable::Concurrency) << 1;
        QTest::newRow("Transformers serving 8B, context") << 3 << int(SolveVariable::SeqLen) << 1;
        QTest::newRow("vLLM serving 8B, concurrency") << 4 << int(SolveVariable::Concurrency) << 1;
        QTest::newRow("vLLM serving 32B, context, up to 2 instances")
            << 5 << int(SolveVariable::SeqLen) << 2;
    }
    void agreesWithRankOnEveryType()
    {
        QFETCH(int, which);
        QFETCH(int, variable);
        QFETCH(int, maxNodes);
        Workload w;
        switch (which) {
        case 0:
            w = preset("llama-3.1-8b");
            w.task = Task::Lora;
            w.seqLen = 2048;
            w.gradientCheckpointing = true;
            break;
        case 1:
            w = preset("qwen2.5-0.5b");
            w.task = Task::FullFineTune;
            w.seqLen = 1024;
            break;
        case 2:
            w = preset("llama-3.1-70b");
            w.task = Task::Qlora;
            w.quantization = Quantization::BnbNf4DoubleQuant;
            w.seqLen = 1024;
            w.gradientCheckpointing = true;
            break;
        case 3:
            w = preset("llama-3.1-8b");
            w.task = Task::Inference;
            w.promptLen = 1024;
            w.outputLen = 256;
            break;
        case 4:
            w = preset("llama-3.1-8b");
            w.task = Task::Inference;
            w.engine = Engine::Vllm;
            w.promptLen = 2048;
            w.outputLen = 512;
            break;
        default:
            w = preset("qwen2.5-32b");
            w.task = Task::Inference;
            w.engine = Engine::Vllm;
            w.outputLen = 512;
            break;
        }
        QVERIFY(!w.model.id.empty());
        const auto v = static_cast<SolveVariable>(variable);
        PlanOptions o;
        o.maxNodes = maxNodes;
        const Catalog &catalog = m_repo->catalog();
        int fitting = 0, nothing = 0, capped = 0;
        for (const InstanceType &t : catalog.types()) {
            const SolveResult r = solve(w, catalog, o, {t.id, {}, 1}, v);
            QVERIFY2(r.ok, r.error.c_str());
            const QByteArray what =
                QByteArray::fromStdString(t.id + ": ") +
                planwording::solveSummary(r, planwording::Language::English).toUtf8();
            if (r.limit == SolveLimit::NothingFits) {
                ++nothing;
                const Plan plan = makePlan(withValue(w, v, r.minValue), catalog, o);
                const PlanRow *row = rowOf(plan, t.id);
                QVERIFY(row);
                QVERIFY2(!fitsByRank(*row, v, w), what.constData());
                QVERIFY(r.next && !r.next->reasons.empty());
                continue;
            }
            ++fitting;
            QCOMPARE(r.value % r.step, 0);
            const Plan at = makePlan(withValue(w, v, r.value), catalog, o);
            const PlanRow *row = rowOf(at, t.id);
            QVERIFY(row);
            QVERIFY2(fitsByRank(*row, v, w), what.constData());
            QCOMPARE(row->needPerGpuGib, r.atValue->needGib);
            if (r.limit == SolveLimit::Memory || r.limit == SolveLimit::KvCache ||
                r.limit == SolveLimit::MaxNumSeqs) {
                const Plan more = makePlan(withValue(w, v, r.value + r.step), catalog, o);
                const PlanRow *next = rowOf(more, t.id);
                QVERIFY(next);
                QVERIFY2(!fitsByRank(*next, v, w), what.constData());
                QVERIFY(r.next && r.next->value == r.value + r.step && !r.next->reasons.empty());
            } else {
                ++capped;
                QCOMPARE(r.value, r.maxValue);
            }
        }
        // Each workload has types on both sides, so both branches are exercised.
        QVERIFY2(fitting > 0, "no type fits at all");
        qInfo("%d types answer, %d of them at the range's end, %d fit nothing", fitting, capped,
              nothing);
    }

    void cliAgreesWithRank_data()
    {
        QTest::addColumn<QStringList>("workload");
        QTest::addColumn<QString>("maximize");
        QTest::addColumn<QString>("flag"); // the rank flag the value goes to
        QTest::addColumn<QString>("type");
        const QStringList lora = {QStringLiteral("--model"),    QStringLiteral("llama-3.1-8b"),
                                  QStringLiteral("--task"),     QStringLiteral("lora"),
                                  QStringLiteral("--seq-len"),  QStringLiteral("1024"),
                                  QStringLiteral("--grad-ckpt")};
        const QStringList serve = {QStringLiteral("--model"),      QStringLiteral("qwen2.5-7b"),
                                   QStringLiteral("--task"),       QStringLiteral("inference"),
                                   QStringLiteral("--prompt-len"), QStringLiteral("1024"),
                                   QStringLiteral("--output-len"), QStringLiteral("256")};
        QTest::newRow("LoRA batch, A10")
            << lora << QStringLiteral("batch") << QStringLiteral("--batch")
            << QStringLiteral("ecs.gn7i-c8g1.2xlarge");
        QTest::newRow("LoRA batch, 8 × A100")
            << lora << QStringLiteral("batch") << QStringLiteral("--batch")
            << QStringLiteral("ecs.sccgn7ex.32xlarge");
        QTest::newRow("LoRA sequence, A10")
            << lora << QStringLiteral("seq-len") << QStringLiteral("--seq-len")
            << QStringLiteral("ecs.gn7i-c8g1.2xlarge");
        QTest::newRow("serving concurrency, A10")
            << serve << QStringLiteral("concurrency") << QStringLiteral("--batch")
            << QStringLiteral("ecs.gn7i-c8g1.2xlarge");
    }
    void cliAgreesWithRank()
    {
        QFETCH(QStringList, workload);
        QFETCH(QString, maximize);
        QFETCH(QString, flag);
        QFETCH(QString, type);
        const Run s =
            run(QStringList{QStringLiteral("solve"), QStringLiteral("--maximize"), maximize,
                            QStringLiteral("--instance-type"), type, QStringLiteral("--json")} +
                workload);
        QVERIFY2(s.code == 0, qPrintable(s.err));
        const QJsonObject answer = QJsonDocument::fromJson(s.out.toUtf8()).object();
        QCOMPARE(answer.value(QStringLiteral("limit")).toString(), QStringLiteral("memory"));
        const int value = answer.value(QStringLiteral("value")).toInt();
        const int step = answer.value(QStringLiteral("step")).toInt();
        QVERIFY(value >= 1);
        const QJsonObject at = answer.value(QStringLiteral("at_value")).toObject();
        QCOMPARE(at.value(QStringLiteral("value")).toInt(), value);
        QVERIFY(at.value(QStringLiteral("per_gpu"))
                    .toObject()
                    .value(QStringLiteral("total_gib"))
                    .toDouble() > 0);
        const QJsonObject next = answer.value(QStringLiteral("next")).toObject();
        QCOMPARE(next.value(QStringLiteral("value")).toInt(), value + step);
        QCOMPARE(next.value(QStringLiteral("fits")).toBool(), false);
        QVERIFY(!next.value(QStringLiteral("reasons")).toArray().isEmpty());
        auto verdict = [&](int v) {
            // The value comes last: a repeated flag keeps its last value.
            const Run r = run(QStringList{QStringLiteral("rank"), QStringLiteral("--format"),
                                          QStringLiteral("json")} +
                              workload + QStringList{flag, QString::number(v)});
            const QJsonArray rows = QJsonDocument::fromJson(r.out.toUtf8())
                                        .object()
                                        .value(QStringLiteral("rows"))
                                        .toArray();
            for (const QJsonValue &row : rows) {
                if (row.toObject().value(QStringLiteral("instance_type")).toString() == type)
                    return row.toObject().value(QStringLiteral("verdict")).toString();
            }
            return QString();
        };
        QVERIFY(verdict(value) != QLatin1String("does_not_fit"));
        QVERIFY(!verdict(value).isEmpty());
        QCOMPARE(verdict(value + step), QStringLiteral("does_not_fit"));
    }

    void cardTarget()
    {
        const Run r = run(
            {QStringLiteral("solve"), QStringLiteral("--maximize"), QStringLiteral("batch"),
             QStringLiteral("--model"), QStringLiteral("qwen2.5-0.5b"), QStringLiteral("--task"),
             QStringLiteral("full_ft"), QStringLiteral("--seq-len"), QStringLiteral("512"),
             QStringLiteral("--gpu-model"), QStringLiteral("a10"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject answer = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY(answer.value(QStringLiteral("value")).toInt() >= 1);
        QVERIFY(
            answer.value(QStringLiteral("target")).toString().startsWith(QStringLiteral("1 × ")));
    }

    void nothingFitsIsSaid()
    {
        const Run r =
            run({QStringLiteral("solve"), QStringLiteral("--maximize"), QStringLiteral("batch"),
                 QStringLiteral("--model"), QStringLiteral("llama-3.1-70b"),
                 QStringLiteral("--task"), QStringLiteral("full_ft"), QStringLiteral("--seq-len"),
                 QStringLiteral("2048"), QStringLiteral("--instance-type"),
                 QStringLiteral("ecs.gn7i-c8g1.2xlarge"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject answer = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(answer.value(QStringLiteral("limit")).toString(), QStringLiteral("nothing_fits"));
        QVERIFY(answer.value(QStringLiteral("value")).isNull());
        QVERIFY(
            answer.value(QStringLiteral("summary")).toString().contains(QLatin1String("not even")));
        const Run text = run(
            {QStringLiteral("solve"), QStringLiteral("--maximize"), QStringLiteral("batch"),
             QStringLiteral("--model"), QStringLiteral("llama-3.1-70b"), QStringLiteral("--task"),
             QStringLiteral("full_ft"), QStringLiteral("--seq-len"), QStringLiteral("2048"),
             QStringLiteral("--instance-type"), QStringLiteral("ecs.gn7i-c8g1.2xlarge")});
        QVERIFY(text.out.startsWith(QLatin1String("Nothing fits on ecs.gn7i-c8g1.2xlarge")));
    }

    void modelContextIsSaid()
    {
        // A 0.5B model serves its whole 32768-token context on an 80 GiB card.
        const Run r = run({QStringLiteral("solve"), QStringLiteral("--maximize"),
                           QStringLiteral("seq-len"), QStringLiteral("--model"),
                           QStringLiteral("qwen2.5-0.5b"), QStringLiteral("--task"),
                           QStringLiteral("inference"), QStringLiteral("--output-len"),
                           QStringLiteral("256"), QStringLiteral("--instance-type"),
                           QStringLiteral("ecs.sccgn7ex.32xlarge"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject answer = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(answer.value(QStringLiteral("limit")).toString(), QStringLiteral("model_context"));
        QCOMPARE(answer.value(QStringLiteral("value")).toInt(), 32768);
    }

    void badCommandLines_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QStringList base = {QStringLiteral("solve"),        QStringLiteral("--model"),
                                  QStringLiteral("llama-3.1-8b"), QStringLiteral("--task"),
                                  QStringLiteral("lora"),         QStringLiteral("--seq-len"),
                                  QStringLiteral("1024")};
        QTest::newRow("no --maximize")
            << base + QStringList{QStringLiteral("--instance-type"),
                                  QStringLiteral("ecs.gn7i-c8g1.2xlarge")}
            << QStringLiteral("--maximize");
        QTest::newRow("unknown variable")
            << base + QStringList{QStringLiteral("--maximize"), QStringLiteral("speed"),
                                  QStringLiteral("--instance-type"),
                                  QStringLiteral("ecs.gn7i-c8g1.2xlarge")}
            << QStringLiteral("--maximize: 'speed'");
        QTest::newRow("no target")
            << base + QStringList{QStringLiteral("--maximize"), QStringLiteral("batch")}
            << QStringLiteral("give one target");
        QTest::newRow("unknown type")
            << base + QStringList{QStringLiteral("--maximize"), QStringLiteral("batch"),
                                  QStringLiteral("--instance-type"), QStringLiteral("ecs.nope")}
            << QStringLiteral("--instance-type: unknown instance type 'ecs.nope'");
        QTest::newRow("concurrency while training")
            << base + QStringList{QStringLiteral("--maximize"), QStringLiteral("concurrency"),
                                  QStringLiteral("--instance-type"),
                                  QStringLiteral("ecs.gn7i-c8g1.2xlarge")}
            << QStringLiteral("--maximize concurrency is for --task inference");
        QTest::newRow("step zero") << base + QStringList{QStringLiteral("--maximize"),
                                                         QStringLiteral("seq-len"),
                                                         QStringLiteral("--step"),
                                                         QStringLiteral("0"),
                                                         QStringLiteral("--instance-type"),
                                                         QStringLiteral("ecs.gn7i-c8g1.2xlarge")}
                                   << QStringLiteral("--step");
    }
    void badCommandLines()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = run(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void helpListsSolve()
    {
        const Run help = run({QStringLiteral("--help")});
        QVERIFY(help.out.contains(QLatin1String("solve --maximize batch|seq-len|concurrency")));
        const Run own = run({QStringLiteral("solve"), QStringLiteral("--help")});
        QCOMPARE(own.code, 0);
        QVERIFY(own.out.contains(QLatin1String("--step")));
    }
};

QTEST_GUILESS_MAIN(TestCliSolve)
#include "tst_clisolve.moc"
