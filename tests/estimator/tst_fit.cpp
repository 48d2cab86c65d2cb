// Fit verdicts against what the framework really allows: card truth (the driver's total,
// compute capability) and the compatibility table as sourced data, the Transformers and
// vLLM memory rules, host-RAM reasons, and published outcomes on real Alibaba instance
// shapes (does not fit where the framework refuses; fits where a published run succeeded).
#include "../support/fixtures.h"
#include "estimator/fit.h"
#include "estimator/hardware.h"
#include "estimator/planner.h"
#include "planwording.h"

#include <QFile>
#include <QSet>
#include <QTest>

#include <algorithm>

using namespace gpuplanner;
using fixtures::decoder;

namespace {

// Qwen2.5-*-Instruct configs have a 32768-token context.
ModelSpec qwen32b()
{
    return decoder("qwen2.5-32b-instruct", 32.76, 64, 5120, 27648, 40, 8, 152064, 32768);
}
ModelSpec qwen7b()
{
    return decoder("qwen2.5-7b-instruct", 7.62, 28, 3584, 18944, 28, 4, 152064, 32768);
}
ModelSpec llama2_70b()
{
    return decoder("llama-2-70b", 68.98, 80, 8192, 28672, 64, 8, 32000, 4096);
}
ModelSpec llama2_7b()
{
    return decoder("llama-2-7b", 6.74, 32, 4096, 11008, 32, 32, 32000, 4096);
}
// LLaMA 65B (Touvron et al. 2023): 80 layers, 8192 hidden, 64 heads, FFN 22016.
ModelSpec llama65b()
{
    return decoder("llama-65b", 65.2, 80, 8192, 22016, 64, 64, 32000, 2048);
}

GpuModel gpu(std::string id, std::string name, std::string arch, double gib, Tristate bf16,
             Tristate fp8)
{
    GpuModel g;
    g.id = std::move(id);
    g.name = std::move(name);
    g.architecture = std::move(arch);
    g.memoryGib = gib;
    g.memoryBandwidthGBs = 600;
    g.fp32Tflops = 30;
    g.fp16TensorTflopsDense = 125;
    g.bf16 = bf16;
    g.fp8 = fp8;
    return g;
}

// Instance shapes as resources/catalog/instance_types.csv lists them.
InstanceType type(std::string id, std::string gpuId, int gpus, double gib, int vcpu, double ram)
{
    InstanceType t;
    t.id = std::move(id);
    t.familyId = "gn-test";
    t.gpuModelId = std::move(gpuId);
    t.gpuCount = gpus;
    t.gpuMemoryGib = gib;
    t.gpuFraction = 1.0;
    t.vcpu = vcpu;
    t.memoryGib = ram;
    t.interconnect = "PCIe";
    return t;
}

Catalog catalog()
{
    const Tristate yes = Tristate::Yes, no = Tristate::No;
    CatalogData d;
    d.gpus = {gpu("a10", "NVIDIA A10", "Ampere", 24, yes, no),
              gpu("t4", "NVIDIA T4", "Turing", 16, no, no),
              gpu("v100-16-sxm2", "NVIDIA V100 16GB", "Volta", 16, no, no),
              gpu("l20", "NVIDIA L20", "Ada Lovelace", 48, yes, yes),
              gpu("a100-80-sxm4", "NVIDIA A100 80GB", "Ampere", 80, yes, no),
              gpu("p100-16-pcie", "NVIDIA P100", "Pascal", 16, no, no),
              gpu("mystery", "Mystery GPU", "", 48, yes, no)};
    d.families = {{"gn-test", FamilyCategory::GpuCompute}};
    d.regions = {{"cn-test", "测试", "Test"}};
    d.types = {type("ecs.gn7i-c8g1.2xlarge", "a10", 1, 24, 8, 30),
               type("ecs.gn6i-c4g1.xlarge", "t4", 1, 16, 4, 15),
               type("ecs.gn6v-c8g1.2xlarge", "v100-16-sxm2", 1, 16, 8, 32),
               type("ecs.gn8is.4xlarge", "l20", 1, 48, 16, 128),
               type("ecs.gn7e-c16g1.4xlarge", "a100-80-sxm4", 1, 80, 16, 125),
               type("ecs.gn5-c4g1.xlarge", "p100-16-pcie", 1, 16, 4, 30),
               type("ecs.mystery", "mystery", 1, 48, 16, 128)};
    d.schemaVersion = "1";
    return Catalog(std::move(d));
}

const PlanRow &rowOf(const Plan &plan, const std::string &typeId)
{
    for (const PlanRow &r : plan.rows) {
        if (r.type->id == typeId)
            return r;
    }
    qFatal("no row %s", typeId.c_str());
    return plan.rows.front();
}

QString reasonsText(const PlanRow &r)
{
    QStringList out;
    for (const Reason &x : r.reasons)
        out << QString::fromStdString(x.code + " [" + std::string(toString(x.severity)) + "]: ") +
                   planwording::reasonText(x, planwording::Language::English);
    return out.join(QLatin1Char('\n'));
}

bool blockedBy(const PlanRow &r, const std::string &code)
{
    const Reason *x = fixtures::findReason(r, code);
    return x && x->severity == Severity::Blocker;
}

Workload awqServer(ModelSpec m, int context)
{
    Workload w;
    w.model = std::move(m);
    w.task = Task::Inference;
    w.precision = Precision::Fp16;
    w.quantization = Quantization::AwqInt4;
    w.kvCachePrecision = Precision::Fp16;
    w.engine = Engine::Vllm;
    w.batch = 1;
    w.maxModelLen = context;
    w.promptLen = context / 2;
    w.outputLen = context / 2;
    return w;
}

PlanOptions options()
{
    PlanOptions o;
    o.region = "cn-test";
    return o;
}

} // namespace

class TestFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // ---- The data tables ----
    void tablesParseAndCoverEveryCatalogGpu()
    {
        QVERIFY(!gpuFactsTable().empty());
        QVERIFY(!compatTable().empty());
        QFile f(QStringLiteral(GP_SOURCE_DIR "/resources/catalog/gpus.csv"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        f.readLine(); // header
        QSet<QString> missing;
        while (!f.atEnd()) {
            const QString id = QString::fromUtf8(f.readLine()).section(QLatin1Char(','), 0, 0);
            if (!id.trimmed().isEmpty() && !gpuFacts(id.trimmed().toStdString()))
                missing << id;
        }
        QVERIFY2(missing.isEmpty(), qPrintable(QStringList(missing.values()).join(u", ")));
        // Every value carries its source (the parser enforces it; the shipped file obeys).
        for (const GpuFacts &g : gpuFactsTable()) {
            QVERIFY(!g.memoryTotalMib || !g.memorySource.empty());
            QVERIFY(!g.computeCapability || !g.ccSource.empty());
        }
    }
    void publishedDriverTotals_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("mib");
        QTest::addColumn<double>("cc");
        QTest::newRow("A10") << "a10" << 23028.0 << 8.6;
        QTest::newRow("T4") << "t4" << 15360.0 << 7.5;
        QTest::newRow("L20") << "l20" << 46068.0 << 8.9;
        QTest::newRow("A100 80GB") << "a100-80-sxm4" << 81920.0 << 8.0;
        QTest::newRow("A100 40GB") << "a100-40-sxm4" << 40960.0 << 8.0;
        QTest::newRow("H100 80GB") << "h100-80-sxm5" << 81559.0 << 9.0;
        QTest::newRow("V100 16GB") << "v100-16-sxm2" << 16160.0 << 7.0;
    }
    void publishedDriverTotals()
    {
        QFETCH(QString, id);
        QFETCH(double, mib);
        QFETCH(double, cc);
        const GpuFacts *g = gpuFacts(id.toStdString());
        QVERIFY(g);
        QCOMPARE(g->memoryTotalMib.value_or(0), mib);
        QCOMPARE(g->computeCapability.value_or(0), cc);
    }
    void badTablesNameLineAndField_data()
    {
        QTest::addColumn<bool>("facts");
        QTest::addColumn<QString>("csv");
        QTest::addColumn<QString>("error");
        const QString factsHeader = QStringLiteral(
            "gpu_model_id,memory_total_mib,memory_source,compute_capability,cc_source,notes\n");
        const QString compatHeader = QStringLiteral(
            "kind,feature,min_compute_capability,on_mismatch,fallback,code,source\n");
        QTest::newRow("facts: not a number") << true << factsHeader + "a10,lots,src,8.6,src,\n"
                                             << "gpu_facts.csv:2: field 'memory_total_mib'";
        QTest::newRow("facts: value without source")
            << true << factsHeader + "a10,23028,,8.6,src,\n"
            << "gpu_facts.csv:2: field 'memory_source'";
        QTest::newRow("facts: wrong field count") << true << factsHeader + "a10,23028\n"
                                                  << "gpu_facts.csv:2: 2 fields";
        QTest::newRow("facts: bad header") << true << "id,total\n"
                                           << "gpu_facts.csv:1:";
        QTest::newRow("compat: bad action")
            << false << compatHeader + "engine,vllm,7.0,maybe,,cc_vllm,src\n"
            << "compat.csv:2: field 'on_mismatch'";
        QTest::newRow("compat: fallback without target")
            << false << compatHeader + "attention,flash,8.0,fallback,,cc_fa,src\n"
            << "compat.csv:2: field 'fallback'";
        QTest::newRow("compat: unknown kind")
            << false << compatHeader + "colour,red,8.0,block,,cc_red,src\n"
            << "compat.csv:2: field 'kind'";
    }
    void badTablesNameLineAndField()
    {
        QFETCH(bool, facts);
        QFETCH(QString, csv);
        QFETCH(QString, error);
        std::string e;
        const std::string text = csv.toStdString();
        const bool parsed =
            facts ? parseGpuFacts(text, &e).has_value() : parseCompat(text, &e).has_value();
        QVERIFY(!parsed);
        QVERIFY2(QString::fromStdString(e).startsWith(error), e.c_str());
    }

    // ---- Card memory ----
    void cardMemoryIsTheDriversTotal()
    {
        const Catalog c = catalog();
        const CardMemory a10 = cardMemoryOf(*c.type("ecs.gn7i-c8g1.2xlarge"), c.gpu("a10"));
        QVERIFY(a10.driverReported);
        QCOMPARE(a10.totalGib, 23028.0 / 1024);
        const CardMemory mystery = cardMemoryOf(*c.type("ecs.mystery"), c.gpu("mystery"));
        QVERIFY(!mystery.driverReported);
        QCOMPARE(mystery.totalGib, 48.0);
        // A vGPU slice shows its share, not the card's total.
        InstanceType slice = *c.type("ecs.gn7i-c8g1.2xlarge");
        slice.familyId = "vgn7i-vws";
        slice.gpuFraction = 0.25;
        slice.gpuMemoryGib = 6;
        QVERIFY(slice.isVirtualGpu());
        QCOMPARE(cardMemoryOf(slice, c.gpu("a10")).totalGib, 6.0);
    }

    // ---- Compatibility ----
    void compatibility_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("what");
        QTest::addColumn<QString>("code");
        QTest::addColumn<bool>("blocks");
        // what: 0 AWQ vLLM fp16, 1 flash-attention training fp16, 2 bf16 training,
        // 3 vLLM fp16, 4 bnb int8 inference, 5 fp8 training
        QTest::newRow("AWQ on V100 blocks") << "v100-16-sxm2" << 0 << "cc_awq" << true;
        QTest::newRow("AWQ on T4 runs") << "t4" << 0 << "" << false;
        QTest::newRow("FlashAttention-2 on T4 falls back")
            << "t4" << 1 << "cc_flash_attention" << false;
        QTest::newRow("FlashAttention-2 on A10 runs") << "a10" << 1 << "" << false;
        QTest::newRow("bf16 on T4 blocks") << "t4" << 2 << "no_bf16" << true;
        QTest::newRow("vLLM on P100 blocks") << "p100-16-pcie" << 3 << "cc_vllm" << true;
        QTest::newRow("vLLM on V100 runs") << "v100-16-sxm2" << 3 << "" << false;
        QTest::newRow("LLM.int8 on V100 blocks") << "v100-16-sxm2" << 4 << "cc_bnb_int8" << true;
        QTest::newRow("fp8 on A100 blocks") << "a100-80-sxm4" << 5 << "no_fp8" << true;
        QTest::newRow("fp8 on L20 runs") << "l20" << 5 << "" << false;
    }
    void compatibility()
    {
        QFETCH(QString, gpu);
        QFETCH(int, what);
        QFETCH(QString, code);
        QFETCH(bool, blocks);
        const Catalog c = catalog();
        Workload w;
        w.model = llama2_7b();
        w.precision = Precision::Fp16;
        switch (what) {
        case 0:
            w = awqServer(qwen7b(), 8192);
            break;
        case 1:
            w.task = Task::Lora;
            w.attention = Attention::Flash;
            w.seqLen = 512;
            break;
        case 2:
            w.task = Task::Lora;
            w.precision = Precision::Bf16;
            w.seqLen = 512;
            break;
        case 3:
            w.engine = Engine::Vllm;
            break;
        case 4:
            w.quantization = Quantization::BnbInt8;
            break;
        case 5:
            w.task = Task::FullFineTune;
            w.precision = Precision::Fp8;
            w.seqLen = 512;
            break;
        }
        const CompatResult r = checkCompatibility(w, c.gpu(gpu.toStdString()));
        QVERIFY(!r.undocumented);
        if (code.isEmpty()) {
            QVERIFY(r.issues.empty());
            return;
        }
        QCOMPARE(r.issues.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(r.issues[0].code), code);
        QCOMPARE(r.issues[0].blocks, blocks);
        Reason issue{r.issues[0].code, Severity::Warning, r.issues[0].args};
        QVERIFY(planwording::reasonText(issue, planwording::Language::Chinese)
                    .contains(QStringLiteral("计算能力")));
        if (what == 1) // the fallback changes what is estimated
            QVERIFY(r.workload.attention == Attention::Sdpa);
    }
    void undocumentedComputeCapabilityWarns()
    {
        const Catalog c = catalog();
        Workload w = awqServer(qwen7b(), 8192);
        const CompatResult r = checkCompatibility(w, c.gpu("mystery"));
        QVERIFY(r.undocumented);
        const auto reasons = compatReasons(r, c.gpu("mystery"));
        QCOMPARE(reasons.size(), std::size_t(1));
        QCOMPARE(reasons[0].code, std::string("compat_undocumented"));
        QVERIFY(reasons[0].severity == Severity::Warning);
    }

    // ---- Memory rules ----
    void headroomIsEnforcedExactlyAsStated_data()
    {
        QTest::addColumn<double>("need");
        QTest::addColumn<bool>("roomy");
        QTest::newRow("exactly 10 % free") << 90.0 << true;
        QTest::newRow("9.9 % free") << 90.1 << false;
        QTest::newRow("9.1 % free (the old 1/1.1 rule let it pass)") << 90.9 << false;
    }
    void headroomIsEnforcedExactlyAsStated()
    {
        QFETCH(double, need);
        QFETCH(bool, roomy);
        MemoryEstimate e;
        e.perGpu.totalGib = need;
        e.perGpu.deviceUsedGib = need;
        e.perGpu.reservedGib = need - 1.3;
        CardMemory card;
        card.totalGib = 100;
        card.driverReported = true;
        card.source = "test";
        Workload w;
        w.task = Task::Lora;
        const MemoryFit f = judgeMemory(w, e, card, 10);
        QVERIFY(f.fits);
        QCOMPARE(f.roomy, roomy);
        QCOMPARE(f.view, std::string("nvidia-smi"));
        QCOMPARE(f.reasons.front().code, std::string(roomy ? "vram_fit" : "vram_headroom"));
        // The message names both figures and the memory view compared.
        const QString text =
            planwording::reasonText(f.reasons.front(), planwording::Language::English);
        QVERIFY2(text.contains(QStringLiteral("nvidia-smi")) &&
                     text.contains(QStringLiteral("100.0 GiB")),
                 qPrintable(text));
    }
    void vllmBudgetArithmetic()
    {
        Workload w = awqServer(qwen7b(), 8192);
        MemoryEstimate e;
        e.perGpu.weightsGib = 5;
        e.perGpu.activationsGib = 1;
        e.perGpu.overheadGib = 2;
        const VllmBudget v = vllmBudget(w, e, 20);
        QCOMPARE(v.budgetGib, 18.0);
        QCOMPARE(v.nonKvGib, 8.0);
        QCOMPARE(v.kvAvailableGib, 10.0);
        // Qwen2.5-7B: 2 × 28 layers × 4 KV heads × 128 × 2 bytes = 57344 bytes per token.
        QCOMPARE(v.kvBytesPerToken, 57344.0);
        QCOMPARE(v.maxModelLen, 8192);
        QCOMPARE(v.kvPerSequenceGib, 8192 * 57344.0 / (1024.0 * 1024 * 1024));
        const double tokens = std::floor(10.0 * 1024 * 1024 * 1024 / (16 * 57344.0)) * 16;
        QCOMPARE(v.kvTokenCapacity, tokens);
        QCOMPARE(v.maxLengthSequences, static_cast<int>(tokens / 8192));
        QVERIFY(v.startsUp);
        // Without max_model_len the engine uses prompt + output, then the model's context.
        w.maxModelLen = 0;
        w.promptLen = 1000;
        w.outputLen = 24;
        QCOMPARE(vllmBudget(w, e, 20).maxModelLen, 1024);
        w.promptLen = w.outputLen = 0;
        QCOMPARE(vllmBudget(w, e, 20).maxModelLen, 32768);
    }

    // ---- Published outcomes ----
    // The reported bad case: Qwen2.5-32B-AWQ at 8k on one A10 must not fit (vLLM refuses).
    void qwen32bAwqDoesNotFitOneA10()
    {
        const Catalog c = catalog();
        const Plan plan = makePlan(awqServer(qwen32b(), 8192), c, options());
        const PlanRow &r = rowOf(plan, "ecs.gn7i-c8g1.2xlarge");
        QVERIFY2(r.verdict == Verdict::DoesNotFit, qPrintable(reasonsText(r)));
        QVERIFY2(blockedBy(r, "vllm_no_kv_cache") || blockedBy(r, "vllm_max_model_len"),
                 qPrintable(reasonsText(r)));
        // The verdict says which figures were compared.
        const Reason *x = fixtures::findReason(r, "vllm_no_kv_cache")
                              ? fixtures::findReason(r, "vllm_no_kv_cache")
                              : fixtures::findReason(r, "vllm_max_model_len");
        const QString en = planwording::reasonText(*x, planwording::Language::English);
        QVERIFY2(en.contains(QStringLiteral("0.90 × 22.5 = 20.2 GiB")), qPrintable(en));
        QVERIFY(planwording::reasonText(*x, planwording::Language::Chinese)
                    .contains(QStringLiteral("vLLM 预算")));
    }
    // Qwen2.5-7B-Instruct-AWQ is served with vLLM on one A10 at 8k and 32k context.
    void qwen7bAwqServesOnA10_data()
    {
        QTest::addColumn<int>("context");
        QTest::newRow("8k") << 8192;
        QTest::newRow("32k") << 32768;
    }
    void qwen7bAwqServesOnA10()
    {
        QFETCH(int, context);
        const Catalog c = catalog();
        const Plan plan = makePlan(awqServer(qwen7b(), context), c, options());
        const PlanRow &r = rowOf(plan, "ecs.gn7i-c8g1.2xlarge");
        QVERIFY2(r.verdict != Verdict::DoesNotFit, qPrintable(reasonsText(r)));
        const Reason *fit = fixtures::findReason(r, "vllm_fit");
        QVERIFY2(fit, qPrintable(reasonsText(r)));
        QVERIFY(planwording::reasonText(*fit, planwording::Language::English)
                    .contains(QStringLiteral("concurrent sequences")));
        // AWQ does not run on a V100 (compute capability 7.0).
        QVERIFY(blockedBy(rowOf(plan, "ecs.gn6v-c8g1.2xlarge"), "cc_awq"));
    }
    void llama2_70bFp16DoesNotFitOneA100_data()
    {
        QTest::addColumn<int>("engine");
        QTest::newRow("transformers") << static_cast<int>(Engine::Transformers);
        QTest::newRow("vllm") << static_cast<int>(Engine::Vllm);
    }
    void llama2_70bFp16DoesNotFitOneA100()
    {
        QFETCH(int, engine);
        Workload w;
        w.model = llama2_70b();
        w.task = Task::Inference;
        w.precision = Precision::Fp16;
        w.kvCachePrecision = Precision::Fp16;
        w.engine = static_cast<Engine>(engine);
        w.promptLen = 512;
        w.outputLen = 512;
        const Catalog c = catalog();
        const Plan plan = makePlan(w, c, options());
        const PlanRow &r = rowOf(plan, "ecs.gn7e-c16g1.4xlarge");
        QVERIFY2(r.verdict == Verdict::DoesNotFit, qPrintable(reasonsText(r)));
    }
    // QLoRA paper (Dettmers et al. 2023): LLaMA 65B fine-tuned on one 48 GB GPU with NF4,
    // double quantization, paged AdamW, bf16 adapters, LoRA on all linear layers (r = 64),
    // gradient checkpointing, no fp32 upcast.
    void qlora65bFitsOneL20()
    {
        Workload w;
        w.model = llama65b();
        w.task = Task::Qlora;
        w.precision = Precision::Bf16;
        w.quantization = Quantization::BnbNf4DoubleQuant;
        w.optimizer = Optimizer::PagedAdamW;
        w.loraRank = 64;
        w.loraTargets = LoraTargets::AllLinear;
        w.gradientCheckpointing = true;
        w.kbitFp32Upcast = false;
        w.batch = 1;
        w.seqLen = 512;
        PlanOptions o = options();
        o.headroomPct = 0;
        const Catalog c = catalog();
        const Plan plan = makePlan(w, c, o);
        const PlanRow &r = rowOf(plan, "ecs.gn8is.4xlarge");
        QVERIFY2(!blockedBy(r, "vram"), qPrintable(reasonsText(r)));
        QVERIFY2(r.verdict != Verdict::DoesNotFit, qPrintable(reasonsText(r)));
    }
    // 7B QLoRA on a 16 GB T4 (fp16 compute: the T4 has no bf16).
    void qlora7bFitsT4()
    {
        Workload w;
        w.model = llama2_7b();
        w.task = Task::Qlora;
        w.precision = Precision::Fp16;
        w.quantization = Quantization::BnbNf4DoubleQuant;
        w.optimizer = Optimizer::PagedAdamW8bit;
        w.gradientCheckpointing = true;
        w.batch = 1;
        w.seqLen = 512;
        const Catalog c = catalog();
        const Plan plan = makePlan(w, c, options());
        const PlanRow &r = rowOf(plan, "ecs.gn6i-c4g1.xlarge");
        QVERIFY2(!blockedBy(r, "vram"), qPrintable(reasonsText(r)));
        for (const Reason &x : r.reasons) {
            // Host RAM: what loading needs is the memory estimator's (HostRam::loaderGib).
            if (x.code != "host_ram")
                QVERIFY2(x.severity != Severity::Blocker, qPrintable(reasonsText(r)));
        }
        QVERIFY(!fixtures::findReason(r, "cc_bnb"));
    }

    // vLLM refuses a utilization above what is free after the CUDA context, and warns when
    // fewer of the requested concurrent sequences fit than asked for.
    void vllmStartupAndConcurrency()
    {
        const Catalog c = catalog();
        Workload w = awqServer(qwen7b(), 32768);
        w.vllmGpuMemoryUtilization = 0.99; // 22.3 GiB of 22.5; 21.2 free after the context
        const Plan greedy = makePlan(w, c, options());
        QVERIFY(blockedBy(rowOf(greedy, "ecs.gn7i-c8g1.2xlarge"), "vllm_startup_memory"));
        w.vllmGpuMemoryUtilization = 0.9;
        w.batch = 64;
        const Plan busy = makePlan(w, c, options());
        const PlanRow &r = rowOf(busy, "ecs.gn7i-c8g1.2xlarge");
        const Reason *x = fixtures::findReason(r, "vllm_concurrency");
        QVERIFY2(x && x->severity == Severity::Warning, qPrintable(reasonsText(r)));
        QVERIFY(r.verdict == Verdict::FitsWithWarnings);
    }
    // FlashAttention-2 asked for on a T4: a warning, and the T4 is estimated with SDPA.
    void flashAttentionFallsBackOnT4()
    {
        const Catalog c = catalog();
        Workload w;
        w.model = llama2_7b();
        w.task = Task::Qlora;
        w.precision = Precision::Fp16;
        w.attention = Attention::Flash;
        w.gradientCheckpointing = true;
        w.seqLen = 512;
        const Plan plan = makePlan(w, c, options());
        const Reason *x =
            fixtures::findReason(rowOf(plan, "ecs.gn6i-c4g1.xlarge"), "cc_flash_attention");
        QVERIFY(x && x->severity == Severity::Warning);
        QVERIFY(planwording::reasonText(*x, planwording::Language::English)
                    .contains(QStringLiteral("sdpa")));
        QVERIFY(!fixtures::findReason(rowOf(plan, "ecs.gn7i-c8g1.2xlarge"), "cc_flash_attention"));
    }

    // ---- Host RAM ----
    void hostRamRuleIsARecommendationForTrainingOnly()
    {
        MemoryEstimate e;
        e.hostRam.ruleMinGib = 100;
        e.hostRam.ruleMaxGib = 200;
        e.hostRam.loaderGib = 10;
        InstanceType t = type("ecs.x", "a10", 1, 24, 8, 30);
        Workload w;
        w.task = Task::Lora;
        auto reasons = hostRamReasons(w, e, t);
        QCOMPARE(reasons.size(), std::size_t(1));
        QCOMPARE(reasons[0].code, std::string("host_ram_ratio"));
        QVERIFY(reasons[0].severity == Severity::Info);
        QVERIFY(!planwording::reasonText(reasons[0], planwording::Language::English)
                     .contains(QStringLiteral("starve")));
        w.task = Task::Inference;
        QVERIFY(hostRamReasons(w, e, t).empty());
        e.hostRam.loaderGib = 31; // only the loader's need blocks
        reasons = hostRamReasons(w, e, t);
        QCOMPARE(reasons.size(), std::size_t(1));
        QCOMPARE(reasons[0].code, std::string("host_ram"));
        QVERIFY(reasons[0].severity == Severity::Blocker);
    }
    void servingHasNoRamRatioFinding()
    {
        const Catalog c = catalog();
        const Plan plan = makePlan(awqServer(qwen7b(), 8192), c, options());
        for (const Finding &f : plan.findings)
            QVERIFY(f.code != "ram_ratio");
        for (const PlanRow &r : plan.rows)
            QVERIFY(!fixtures::findReason(r, "host_ram_ratio"));
    }
};

QTEST_GUILESS_MAIN(TestFit)
#include "tst_fit.moc"
