// The words of the core (models/wording/planwording.h): every code the core returns (reasons,
// findings, memory warnings, assumptions) has English and Chinese text, its arguments
// appear in both, counts take the plural forms, and the host-RAM and solver sentences are
// worded in both languages.
#include "estimator/timemodel.h"
#include "planwording.h"

#include <QRegularExpression>
#include <QTest>

using namespace gpuplanner;
using planwording::Language;

namespace {

// Arguments for any code: distinctive numbers (11.5, 12.5, …) at every position.
MessageArgs numbers()
{
    MessageArgs a;
    for (int i = 0; i < 16; ++i)
        a.push_back(arg::num(11.5 + i));
    return a;
}

bool hasChinese(const QString &s)
{
    static const QRegularExpression han(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
    return s.contains(han);
}

bool hasMarker(const QString &s)
{
    static const QRegularExpression marker(QStringLiteral("%[1-9n]"));
    return s.contains(marker);
}

} // namespace

class TestPlanWording : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyReasonHasEnglishAndChinese_data()
    {
        QTest::addColumn<QString>("code");
        for (const QString &code : planwording::reasonCodes())
            QTest::newRow(qPrintable(code)) << code;
    }
    void everyReasonHasEnglishAndChinese()
    {
        QFETCH(QString, code);
        const Reason r{code.toStdString(), Severity::Warning, numbers()};
        const QString en = planwording::reasonText(r, Language::English);
        const QString zh = planwording::reasonText(r, Language::Chinese);
        // An unknown code comes back as itself: the code lost its text.
        QVERIFY2(en != code && en.size() > 10, qPrintable(en));
        QVERIFY2(!hasChinese(en) && !hasMarker(en), qPrintable(en));
        QVERIFY2(zh != code && hasChinese(zh), qPrintable(zh));
        QVERIFY2(!hasMarker(zh), qPrintable(zh));
    }

    void everyFindingHasEnglishAndChinese_data()
    {
        QTest::addColumn<QString>("code");
        for (const QString &code : planwording::findingCodes())
            QTest::newRow(qPrintable(code)) << code;
    }
    void everyFindingHasEnglishAndChinese()
    {
        QFETCH(QString, code);
        Finding f{code.toStdString(), Severity::Info, {arg::num(1, 0), arg::num(2, 0)}};
        if (code == QLatin1String("stock"))
            f.args = {arg::text("cn-hangzhou")};
        if (code.startsWith(QLatin1String("hint_"))) // type, need, usable, value or changes
            f.args = {arg::text("ecs.gn7i-c8g1.2xlarge"), arg::num(18.9), arg::num(22.5),
                      arg::count(3)};
        if (code == QLatin1String("ram_ratio")) {
            HostRam h;
            h.loaderGib = 20;
            h.loadPhaseGib = 20;
            h.training = true;
            h.ruleMinGib = 96;
            h.ruleMaxGib = 192;
            f.args = {arg::num(96, 0), arg::num(192, 0)};
            const MessageArgs host = hostRamArgs(h);
            f.args.insert(f.args.end(), host.begin(), host.end());
        }
        for (const QString &s : {planwording::findingText(f, Language::English),
                                 planwording::findingExplanation(f, Language::English)}) {
            QVERIFY2(s != code && s.size() > 10, qPrintable(s));
            QVERIFY2(!hasChinese(s) && !hasMarker(s), qPrintable(s));
        }
        for (const QString &s : {planwording::findingText(f, Language::Chinese),
                                 planwording::findingExplanation(f, Language::Chinese)}) {
            QVERIFY2(hasChinese(s) && !hasMarker(s), qPrintable(s));
        }
    }

    // The 4–8 GB rule can ask more host RAM than any type has (issue 26 item 10): the
    // finding then says so and names what the job itself needs.
    void hostRamRuleBeyondEveryType()
    {
        HostRam h;
        h.loaderGib = 72;
        h.loadPhaseGib = 72;
        h.training = true;
        h.ruleMinGib = 5715;
        h.ruleMaxGib = 11429;
        auto finding = [&](double largest) {
            Finding f{"ram_ratio", Severity::Info, {arg::num(5715, 0), arg::num(11429, 0)}};
            const MessageArgs host = hostRamArgs(h);
            f.args.insert(f.args.end(), host.begin(), host.end());
            f.args.push_back(arg::num(largest, 0));
            return f;
        };
        const QString beyond = planwording::findingText(finding(2304), Language::English);
        QVERIFY2(beyond.contains(QStringLiteral("more than any instance type here has (at most "
                                                "2304 GiB); the job itself needs 72")),
                 qPrintable(beyond));
        QVERIFY(hasChinese(planwording::findingText(finding(2304), Language::Chinese)));
        const QString within = planwording::findingText(finding(12000), Language::English);
        QVERIFY2(within.startsWith(QStringLiteral("Plan 5715–11429 GiB")), qPrintable(within));
    }

    void everyWarningAndAssumptionHasEnglishAndChinese_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<bool>("warning");
        for (const QString &code : planwording::warningCodes())
            QTest::newRow(qPrintable(QLatin1String("warning ") + code)) << code << true;
        for (const QString &code : planwording::assumptionCodes())
            QTest::newRow(qPrintable(QLatin1String("assumption ") + code)) << code << false;
    }
    void everyWarningAndAssumptionHasEnglishAndChinese()
    {
        QFETCH(QString, code);
        QFETCH(bool, warning);
        const EstimateWarning x{code.toStdString(), numbers()};
        const Assumption y{code.toStdString(), numbers()};
        const QString en = warning ? planwording::warningText(x, Language::English)
                                   : planwording::assumptionText(y, Language::English);
        const QString zh = warning ? planwording::warningText(x, Language::Chinese)
                                   : planwording::assumptionText(y, Language::Chinese);
        QVERIFY2(en != code && en.size() > 10, qPrintable(en));
        QVERIFY2(!hasChinese(en) && !hasMarker(en), qPrintable(en));
        QVERIFY2(zh != code && hasChinese(zh), qPrintable(zh));
        QVERIFY2(!hasMarker(zh), qPrintable(zh));
    }

    // Every warning and assumption the estimator and the planner return has its wording
    // (an unknown code reads as the code itself), for a spread of workloads.
    void estimatesAreWorded()
    {
        const QStringList warnings = planwording::warningCodes();
        const QStringList assumptions = planwording::assumptionCodes();
        const Catalog catalog{CatalogData{}};
        int seen = 0;
        for (Task task :
             {Task::Inference, Task::Lora, Task::Qlora, Task::FullFineTune, Task::Pretrain}) {
            for (int v = 0; v < 4; ++v) {
                Workload w;
                w.model.name = "bare";
                w.model.paramsB = v == 3 ? 3000 : 7;
                w.task = task;
                w.quantization = v == 1 ? Quantization::GptqInt4 : Quantization::None;
                w.batch = v == 2 ? 5000 : 2;
                w.seqLen = v == 0 ? 0 : 4096;
                w.promptLen = 1000;
                w.outputLen = 200;
                w.engine = v == 2 ? Engine::Vllm : Engine::Transformers;
                w.gpuMemoryGib = 80;
                w.gradientCheckpointing = v == 1;
                w.chunkedCrossEntropy = v == 2;
                w.activationOffload = v == 3;
                w.offloadOptimizer = v == 1;
                w.offloadParams = v == 2;
                w.optimizer = v == 3 ? Optimizer::PagedAdamW : Optimizer::AdamW;
                w.gpusPerNode = v == 0 ? 1 : 8;
                w.tensorParallel = v == 2 ? 2 : 1;
                w.sharding = v == 1 ? Sharding::Zero3 : Sharding::Zero2;
                w.gradientAccumulation = v == 3 ? 4 : 1;
                const MemoryEstimate e = estimateMemory(w);
                for (const EstimateWarning &x : e.warnings) {
                    QVERIFY2(warnings.contains(QString::fromStdString(x.code)), x.code.c_str());
                    QVERIFY(planwording::warningText(x, Language::English) !=
                            QString::fromStdString(x.code));
                    ++seen;
                }
                PlanOptions o;
                o.datasetTokens = 1e9;
                const Plan plan = makePlan(w, catalog, o);
                std::vector<Assumption> all = e.assumptions;
                all.insert(all.end(), plan.assumptions.begin(), plan.assumptions.end());
                for (const Assumption &x : all) {
                    QVERIFY2(assumptions.contains(QString::fromStdString(x.code)), x.code.c_str());
                    QVERIFY(hasChinese(planwording::assumptionText(x, Language::Chinese)));
                    ++seen;
                }
            }
        }
        QVERIFY(seen > 100);
    }

    // The English wording is the one the estimator wrote before it returned codes.
    void memoryWordingInEnglish()
    {
        const Assumption overhead{"runtime_overhead",
                                  {arg::num(0.5), arg::count(0), arg::num(0.5), arg::num(1.25)}};
        QCOMPARE(planwording::assumptionText(overhead, Language::English),
                 QStringLiteral("Runtime overhead: CUDA context 0.5 GiB (CUDA >= 11.7 lazy "
                                "loading), NCCL 0.5 GiB, allocator fragmentation 1.2 GiB."));
        const Assumption given{"runtime_overhead",
                               {arg::num(1.25), arg::count(1), arg::num(0), arg::num(0.25)}};
        QCOMPARE(planwording::assumptionText(given, Language::English),
                 QStringLiteral("Runtime overhead: CUDA context 1.2 GiB (given), allocator "
                                "fragmentation 0.2 GiB."));
        for (int n : {1, 4}) {
            const Assumption split{"model_parallel", {arg::count(n), arg::count(1), arg::count(n)}};
            QCOMPARE(planwording::assumptionText(split, Language::English),
                     QStringLiteral("Tensor parallel %1, pipeline parallel 1: weights split %1 %2")
                         .arg(n)
                         .arg(n == 1 ? QStringLiteral("way.") : QStringLiteral("ways.")));
        }
        const Assumption lora{
            "lora_adapters",
            {arg::count(16), arg::num(4.194304, 1, "M"), arg::count(0), arg::count(4)}};
        QCOMPARE(planwording::assumptionText(lora, Language::English),
                 QStringLiteral("LoRA rank 16 on the attention projections (q, k, v, o): 4.2 M "
                                "trainable parameters in fp32."));
        QVERIFY(
            planwording::assumptionText(lora, Language::Chinese).contains(QLatin1String("4.2")));
        const EstimateWarning rank{"lora_rank_large", {arg::count(4096), arg::count(1024)}};
        QCOMPARE(planwording::warningText(rank, Language::English),
                 QStringLiteral("A LoRA rank of 4096 is unusually large for hidden size 1024."));
        const Assumption flops{"training_flops",
                               {arg::num(6, 0, ""), arg::num(7.24, 2, "B"), arg::num(0.1, 3, "B"),
                                arg::num(40, 0, "%")}};
        QCOMPARE(planwording::assumptionText(flops, Language::English),
                 QStringLiteral("Training FLOPs: 6 × 7.24 B active parameters × 0.100 B tokens; "
                                "MFU 40 %."));
    }

    // The arguments appear, with their decimals, in both languages.
    void argumentsAppear()
    {
        const Reason host{"host_ram", Severity::Blocker, {arg::num(30, 0), arg::num(45.25, 1)}};
        QCOMPARE(planwording::reasonText(host, Language::English),
                 QStringLiteral("Host RAM 30 GiB is less than loading needs (45.2 GiB)."));
        QCOMPARE(planwording::reasonText(host, Language::Chinese),
                 QStringLiteral("主机内存 30 GiB，少于加载模型所需的 45.2 GiB。"));
        const Reason price{"no_price", Severity::Info, {arg::text("cn-wulanchabu")}};
        QVERIFY(planwording::reasonText(price, Language::Chinese)
                    .contains(QLatin1String("cn-wulanchabu")));
        const Reason compat{"cc_flash_attention",
                            Severity::Warning,
                            {arg::text("flash"), arg::text("8.0"), arg::text("NVIDIA T4"),
                             arg::text("7.5"), arg::text("FlashAttention README"),
                             arg::text("sdpa")}};
        QCOMPARE(planwording::reasonText(compat, Language::English),
                 QStringLiteral("flash needs compute capability 8.0; NVIDIA T4 is 7.5: estimated "
                                "with sdpa instead (FlashAttention README)."));
        QVERIFY(planwording::reasonText(compat, Language::Chinese).contains(QLatin1String("sdpa")));
        // The card's figure names the driver's MiB, or Alibaba's figure for the type.
        const Reason fit{"vram_fit",
                         Severity::Info,
                         {arg::num(20), arg::num(18), arg::num(2), arg::num(12.5, 0, "%"),
                          arg::num(22.1), arg::text({}), arg::text("ecs.gn7i-c8g1.2xlarge")}};
        QVERIFY(planwording::reasonText(fit, Language::English)
                    .contains(QLatin1String("Alibaba's figure for ecs.gn7i-c8g1.2xlarge")));
        QVERIFY(planwording::reasonText(fit, Language::Chinese)
                    .contains(QLatin1String("ecs.gn7i-c8g1.2xlarge")));
    }

    // An assumed link is worded from its code, in either language: no English source text
    // inside a Chinese sentence (issue 26 item 11, "Gen3").
    void linkAssumptionsAreWorded()
    {
        InstanceType t;
        t.id = "ecs.test";
        t.gpuCount = 8;
        GpuModel volta;
        volta.name = "NVIDIA V100";
        volta.architecture = "Volta";
        const auto pcie = intraInstanceLink(t, &volta);
        QVERIFY(pcie && pcie->assumed);
        QCOMPARE(QString::fromStdString(pcie->assumption), QStringLiteral("pcie_gen_from_arch"));
        t.interconnect = "NVLink";
        const auto nvlink = intraInstanceLink(t, &volta); // no NVLink figure for the GPU
        QVERIFY(nvlink && nvlink->assumed);
        QCOMPARE(QString::fromStdString(nvlink->assumption), QStringLiteral("nvlink_undocumented"));
        const QRegularExpression english(QStringLiteral("\\b[a-z]{3,}\\b"));
        for (const Link &l : {*pcie, *nvlink}) {
            const Reason r{"link_assumed",
                           Severity::Info,
                           {arg::text(l.source), arg::text(l.assumption), arg::count(l.pcieGen),
                            arg::text(l.arch)}};
            const QString en = planwording::reasonText(r, Language::English);
            const QString zh = planwording::reasonText(r, Language::Chinese);
            QVERIFY2(en.contains(QLatin1String("PCIe Gen3 x16")), qPrintable(en));
            QVERIFY2(zh.contains(QLatin1String("Gen3")) && hasChinese(zh), qPrintable(zh));
            QString rest = zh;
            rest.remove(QStringLiteral("Volta"));
            QVERIFY2(!rest.contains(english), qPrintable(zh));
        }
        QVERIFY(planwording::reasonText({"link_assumed",
                                         Severity::Info,
                                         {arg::text(pcie->source), arg::text(pcie->assumption),
                                          arg::count(3), arg::text("Volta")}},
                                        Language::Chinese)
                    .contains(QLatin1String("Volta")));
    }

    void pluralForms_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("chinese");
        QTest::newRow("one") << 1 << QStringLiteral("Needs 1 instance.")
                             << QStringLiteral("需要 1 台实例。");
        QTest::newRow("two") << 2 << QStringLiteral("Needs 2 instances.")
                             << QStringLiteral("需要 2 台实例。");
    }
    void pluralForms()
    {
        QFETCH(int, n);
        QFETCH(QString, english);
        QFETCH(QString, chinese);
        const Reason r{"multi_node", Severity::Warning, {arg::count(n)}};
        QCOMPARE(planwording::reasonText(r, Language::English), english);
        QCOMPARE(planwording::reasonText(r, Language::Chinese), chinese);
        const Reason v{"vcpu", Severity::Warning, {arg::num(4, 1, ""), arg::count(n)}};
        QCOMPARE(planwording::reasonText(v, Language::English),
                 QStringLiteral("4.0 vCPUs per GPU for %1 data-loader worker%2.")
                     .arg(n)
                     .arg(n == 1 ? QString() : QStringLiteral("s")));
    }

    void hostRamInBothLanguages()
    {
        HostRam h;
        h.loaderGib = 40;
        h.loadPhaseGib = 40;
        h.steadyGib = 10;
        h.loaderKind = HostLoader::FullCopyPerRank;
        h.loaderRanks = 4;
        h.checkpointGib = 14.2;
        QCOMPARE(planwording::hostRamReason(h, Language::English),
                 QStringLiteral("Needs 40.0 GiB for loading (full copy per rank: each of the 4 "
                                "processes reads the 14.2 GiB checkpoint into RAM); the "
                                "RAM-per-VRAM rule is for training data pipelines and does not "
                                "apply to serving."));
        const QString zh = planwording::hostRamReason(h, Language::Chinese);
        QVERIFY2(hasChinese(zh) && zh.contains(QLatin1String("14.2")), qPrintable(zh));
        // The arguments a finding carries give the same host RAM back.
        const HostRam back = hostRamFromArgs(hostRamArgs(h));
        QCOMPARE(planwording::hostRamReason(back, Language::English),
                 planwording::hostRamReason(h, Language::English));
    }

    void solverSummary()
    {
        SolveResult r;
        r.ok = true;
        r.variable = SolveVariable::Batch;
        r.training = true;
        r.targetLabel = "ecs.x";
        r.value = 1234;
        r.step = 1;
        r.limit = SolveLimit::Memory;
        SolvePoint a;
        a.needGib = 20;
        a.usableGib = 22;
        a.view = "nvidia-smi";
        r.atValue = a;
        SolvePoint next;
        next.reasons.push_back({"multi_node", Severity::Warning, {arg::count(2)}});
        r.next = next;
        QCOMPARE(planwording::solveSummary(r, Language::English),
                 QStringLiteral("Largest batch per GPU that fits on ecs.x: 1,234 (needs 20.0 of "
                                "22.0 GiB per GPU, nvidia-smi); 1,235 does not fit. Needs 2 "
                                "instances."));
        QCOMPARE(planwording::solveSummary(r, Language::Chinese),
                 QStringLiteral("ecs.x 上能装下的最大每卡批大小：1,234（每块 GPU 需要 20.0 / 22.0 "
                                "GiB，nvidia-smi）；1,235 装不下。需要 2 台实例。"));
    }

    void reasonsJoinPerLanguage()
    {
        const std::vector<Reason> reasons = {{"no_tokens", Severity::Info, {}},
                                             {"multi_node", Severity::Warning, {arg::count(3)}}};
        QCOMPARE(planwording::reasonsText(reasons, Language::English),
                 QStringLiteral("Give the dataset size in tokens to estimate time and cost. Needs "
                                "3 instances."));
        QCOMPARE(planwording::reasonsText(reasons, Language::Chinese),
                 QStringLiteral("请填写数据集 token 数以估算时间和费用。需要 3 台实例。"));
    }
};

QTEST_GUILESS_MAIN(TestPlanWording)
#include "tst_planwording.moc"
