// The planner on a small synthetic catalog: every verdict reason (and all of them at once),
// the training-time formula against hand-computed numbers, peak throughput per precision,
// cost under each pricing mode and currency, the spot expectation against a Monte-Carlo
// simulation, ranking, the Pareto front and constraints, inference throughput and cost,
// and the findings.
#include "../support/fixtures.h"
#include "estimator/planner.h"
#include "estimator/text.h"
#include "estimator/units.h"
#include "planwording.h"

#include <QStringList>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <random>

using namespace gpuplanner;
using fixtures::findReason;
using fixtures::findRow;
using fixtures::hasFinding;
using fixtures::reasonCodes;

namespace {

constexpr const char *kRegion = "cn-test";
constexpr double kP = 1e9; // parameters of the test model
constexpr double kA100Fp16 = 312;

GpuModel gpuModel(std::string id, std::string name, std::string architecture,
                  std::optional<double> memoryGib, std::optional<double> bandwidthGBs,
                  std::optional<double> fp32, std::optional<double> fp16, Tristate bf16,
                  Tristate fp8)
{
    GpuModel g;
    g.id = std::move(id);
    g.name = std::move(name);
    g.architecture = std::move(architecture);
    g.memoryGib = memoryGib;
    g.memoryBandwidthGBs = bandwidthGBs;
    g.fp32Tflops = fp32;
    g.fp16TensorTflopsDense = fp16;
    g.bf16 = bf16;
    g.fp8 = fp8;
    return g;
}

// The test GPUs carry real ids, so that card truth (resources/estimator/gpu_facts.csv)
// applies to them; tests name them by their short names.
std::string realGpuId(const std::string &id)
{
    if (id == "a100")
        return "a100-80-sxm4";
    if (id == "v100")
        return "v100-16-sxm2";
    if (id == "h100")
        return "h100-80-sxm5";
    if (id == "p100")
        return "p100-16-pcie";
    return id;
}

std::vector<GpuModel> testGpus()
{
    const Tristate yes = Tristate::Yes, no = Tristate::No;
    GpuModel a100 =
        gpuModel(realGpuId("a100"), "NVIDIA A100 80GB", "Ampere", 80, 2039, 19.5, 312, yes, no);
    a100.nvlinkGBs = 600; // datasheet, both directions
    GpuModel v100 =
        gpuModel(realGpuId("v100"), "NVIDIA V100 16GB", "Volta", 16, 900, 15.7, 125, no, no);
    v100.nvlinkGBs = 300;
    return {
        a100,
        v100,
        gpuModel(realGpuId("h100"), "NVIDIA H100 80GB", "Hopper", 80, 3350, 67, 989, yes, yes),
        gpuModel("a10", "NVIDIA A10", "Ampere", 24, 600, 31.2, 125, yes, no),
        gpuModel(realGpuId("p100"), "NVIDIA P100", "Pascal", 16, 732, 9.3, std::nullopt, no, no),
        gpuModel("mystery", "Mystery GPU", "", 48, std::nullopt, std::nullopt, std::nullopt, yes,
                 no),
    };
}

const GpuModel &testGpu(const std::string &id)
{
    static const std::vector<GpuModel> gpus = testGpus();
    for (const GpuModel &g : gpus) {
        if (g.id == realGpuId(id))
            return g;
    }
    qFatal("no test GPU %s", id.c_str());
    return gpus.front();
}

CatalogData baseData()
{
    CatalogData d;
    d.gpus = testGpus();
    d.families = {{"gn-test", FamilyCategory::GpuCompute},
                  {"vgn-test", FamilyCategory::VirtualGpu}};
    d.regions = {{kRegion, "测试", "Test"}};
    d.schemaVersion = "1";
    d.dataDate = "2025-01-01";
    return d;
}

InstanceType instanceType(std::string id, std::string gpu, int gpus, double gpuMemoryGib, int vcpu,
                          double memoryGib, std::string interconnect = "NVLink",
                          std::string rdma = "")
{
    InstanceType t;
    t.id = std::move(id);
    t.familyId = "gn-test";
    t.gpuLabel = gpu;
    t.gpuModelId = realGpuId(gpu);
    t.gpuCount = gpus;
    t.gpuMemoryGib = gpuMemoryGib;
    t.vcpu = vcpu;
    t.memoryGib = memoryGib;
    t.gpuFraction = 1.0;
    t.interconnect = std::move(interconnect);
    t.rdma = std::move(rdma);
    return t;
}

// One A100 80 GiB with plenty of host RAM and vCPUs: nothing to warn about.
InstanceType cleanA100(std::string id = "ecs.a100")
{
    return instanceType(std::move(id), "a100", 1, 80, 12, 512);
}

Price price(std::string typeId, double amount, PricingMode mode = PricingMode::PayAsYouGo,
            PriceUnit unit = PriceUnit::Hour, std::string currency = "CNY",
            std::string asOf = "2025-01-01")
{
    Price p;
    p.instanceTypeId = std::move(typeId);
    p.regionId = kRegion;
    p.mode = mode;
    p.unit = unit;
    p.amount = amount;
    p.currency = std::move(currency);
    p.source = "test";
    p.asOf = std::move(asOf);
    return p;
}

// A 1-billion-parameter decoder with a small shape.
ModelSpec model1b()
{
    ModelSpec m;
    m.id = "test-1b";
    m.name = "Test 1B";
    m.paramsB = 1;
    m.layers = 16;
    m.hidden = 2048;
    m.ffn = 5632;
    m.heads = 16;
    m.kvHeads = 16;
    m.vocab = 32000;
    m.maxContext = 2048;
    return m;
}

Workload fullFineTune()
{
    Workload w;
    w.model = model1b();
    w.task = Task::FullFineTune;
    w.precision = Precision::Bf16;
    w.batch = 1;
    w.seqLen = 512;
    return w;
}

Workload lora()
{
    Workload w = fullFineTune();
    w.task = Task::Lora;
    return w;
}

Workload inference()
{
    Workload w;
    w.model = model1b();
    w.task = Task::Inference;
    w.precision = Precision::Bf16;
    w.batch = 1;
    w.promptLen = 256;
    w.outputLen = 256;
    return w;
}

PlanOptions trainingOptions()
{
    PlanOptions o;
    o.region = kRegion;
    o.datasetTokens = 1e9;
    return o;
}

// Hours of one training job on one A100 at MFU 0.4: flopsFactor × P × T / (312 TFLOPS × 0.4).
double a100Hours(double flopsFactor, double tokens = 1e9)
{
    return flopsFactor * kP * tokens / (kA100Fp16 * 1e12 * 0.4) / 3600;
}

QStringList rowIds(const Plan &plan)
{
    QStringList ids;
    for (const PlanRow &r : plan.rows)
        ids << QString::fromStdString(r.type->id);
    return ids;
}

bool close(double actual, double expected, double relative = 1e-9)
{
    return std::abs(actual - expected) <= relative * std::max(std::abs(expected), 1e-12);
}

QByteArray closeMessage(double actual, double expected)
{
    return QStringLiteral("actual %1, expected %2")
        .arg(actual, 0, 'g', 12)
        .arg(expected, 0, 'g', 12)
        .toUtf8();
}

#define VERIFY_CLOSE(actual, expected)                                                             \
    do {                                                                                           \
        const double a_ = (actual);                                                                \
        const double e_ = (expected);                                                              \
        QVERIFY2(close(a_, e_), closeMessage(a_, e_).constData());                                 \
    } while (false)

// A workload, options and catalog that should give one reason on one instance type.
struct Setup {
    Workload workload = fullFineTune();
    PlanOptions options = trainingOptions();
    CatalogData data = baseData();
    std::string typeId;
};

Setup setupFor(const QString &name)
{
    Setup s;
    auto add = [&](InstanceType t, std::optional<double> hourly = 30.0) {
        s.typeId = t.id;
        if (hourly)
            s.data.prices.push_back(price(t.id, *hourly));
        s.data.types.push_back(std::move(t));
    };
    if (name == QLatin1String("clean")) {
        add(cleanA100());
    } else if (name == QLatin1String("vram")) {
        s.workload.precision = Precision::Fp16;
        add(instanceType("ecs.v100", "v100", 1, 16, 8, 128));
    } else if (name == QLatin1String("vram_headroom")) {
        // A card 4 % larger than the need: fits, under the 10 % headroom.
        const double need = estimateMemory(s.workload).perGpu.totalGib;
        add(instanceType("ecs.a10-tight", "a10", 1, need * 1.04, 8, 256));
    } else if (name == QLatin1String("sharding")) {
        s.workload.precision = Precision::Fp16;
        add(instanceType("ecs.v100x8", "v100", 8, 16, 96, 512));
    } else if (name == QLatin1String("multi_node") || name == QLatin1String("network_unknown")) {
        s.workload.precision = Precision::Fp16;
        s.options.maxNodes = 2;
        InstanceType t = instanceType("ecs.v100", "v100", 1, 16, 8, 128);
        if (name == QLatin1String("multi_node"))
            t.networkGbps = 10;
        add(std::move(t));
    } else if (name == QLatin1String("host_ram")) {
        add(instanceType("ecs.a100-4g", "a100", 1, 80, 12, 4));
    } else if (name == QLatin1String("host_ram_ratio_warning")) {
        add(instanceType("ecs.a100-32g", "a100", 1, 80, 12, 32));
    } else if (name == QLatin1String("host_ram_ratio_info")) {
        add(instanceType("ecs.a100-64g", "a100", 1, 80, 12, 64));
    } else if (name == QLatin1String("vcpu")) {
        add(instanceType("ecs.a100-1c", "a100", 1, 80, 1, 512));
    } else if (name == QLatin1String("pcie")) {
        add(instanceType("ecs.a100x2-pcie", "a100", 2, 80, 24, 512, "PCIe 4.0"));
    } else if (name == QLatin1String("pcie_serving")) {
        // 60B in bf16 (112 GiB) needs tensor parallel over both 80 GB cards.
        s.workload = inference();
        s.workload.engine = Engine::Vllm;
        s.workload.model.paramsB = 60;
        s.workload.model.layers = 60;
        s.workload.model.hidden = 8192;
        s.workload.model.heads = 64;
        s.workload.model.kvHeads = 8;
        add(instanceType("ecs.a100x2-pcie", "a100", 2, 80, 24, 512, "PCIe 4.0"));
    } else if (name == QLatin1String("interconnect_unknown")) {
        add(instanceType("ecs.a100x2", "a100", 2, 80, 24, 512, ""));
    } else if (name == QLatin1String("no_bf16")) {
        s.workload = lora();
        add(instanceType("ecs.v100", "v100", 1, 16, 8, 128));
    } else if (name == QLatin1String("no_fp8")) {
        s.workload = inference();
        s.workload.precision = Precision::Fp8;
        add(cleanA100());
    } else if (name == QLatin1String("vgpu_training")) {
        s.workload = lora();
        InstanceType t = instanceType("ecs.vgn-a10-quarter", "a10", 1, 6, 8, 64);
        t.familyId = "vgn-test";
        t.gpuFraction = 0.25;
        add(std::move(t));
    } else if (name == QLatin1String("no_price")) {
        add(cleanA100(), std::nullopt);
    } else if (name == QLatin1String("no_stock")) {
        add(cleanA100());
        s.data.stock.push_back({"ecs.a100", kRegion, std::string(kRegion) + "-a", "WithoutStock",
                                "test", "2026-01-02"});
        s.data.stock.push_back({"ecs.a100", kRegion, std::string(kRegion) + "-b", "WithoutStock",
                                "test", "2026-01-02"});
        s.data.stock.push_back(
            {"ecs.a100", "other-region", "other-a", "WithStock", "test", "2026-01-02"});
    } else if (name == QLatin1String("stale_price")) {
        s.options.today = "2025-12-31";
        add(cleanA100());
    } else if (name == QLatin1String("throughput_unknown")) {
        add(instanceType("ecs.mystery", "mystery", 1, 48, 12, 512));
    } else if (name == QLatin1String("no_tokens")) {
        s.options.datasetTokens = 0;
        add(cleanA100());
    } else if (name == QLatin1String("currency")) {
        add(cleanA100(), std::nullopt);
        s.data.prices.push_back(
            price(s.typeId, 4, PricingMode::PayAsYouGo, PriceUnit::Hour, "USD"));
    } else if (name == QLatin1String("several")) {
        // bf16 full fine-tune of 1B on one 16 GiB V100 with 1 vCPU, 4 GiB RAM and no price.
        add(instanceType("ecs.v100-poor", "v100", 1, 16, 1, 4), std::nullopt);
    } else {
        qFatal("unknown setup %s", qPrintable(name));
    }
    return s;
}

// Expected wall time of W hours of work by simulation: segments of tau hours each followed
// by a checkpoint of c hours; a failure (exponential, rate lambda) during a segment or its
// checkpoint loses that segment and costs r hours of restart, during which nothing fails.
double simulateWallHours(double work, double lambda, double tau, double c, double r, int trials,
                         unsigned seed)
{
    std::mt19937 rng(seed);
    std::exponential_distribution<double> failure(lambda);
    const int segments = static_cast<int>(std::lround(work / tau));
    double total = 0;
    for (int i = 0; i < trials; ++i) {
        double t = 0;
        for (int s = 0; s < segments; ++s) {
            for (;;) {
                const double f = failure(rng);
                if (f >= tau + c) {
                    t += tau + c;
                    break;
                }
                t += f + r;
            }
        }
        total += t;
    }
    return total / trials;
}

// The ranking catalog: four priced fitting types with different cost and time, one
// fitting type without a price and one too small (but the cheapest).
//   cheap-slow  A10,  5 CNY/h: 33.3 h, 166.7 CNY
//   fast        A100, 30 CNY/h: 13.4 h, 400.6 CNY
//   fastest     H100, 120 CNY/h: 4.2 h, 505.6 CNY
//   dominated   A10,  20 CNY/h: 33.3 h, 666.7 CNY (cheap-slow and fast both beat it)
//   unpriced    A100, no price
//   too-small   V100 16 GiB, 1 CNY/h: does not fit
Catalog rankingCatalog()
{
    CatalogData d = baseData();
    d.types = {
        instanceType("ecs.cheap-slow", "a10", 1, 24, 12, 512),
        instanceType("ecs.fast", "a100", 1, 80, 12, 512),
        instanceType("ecs.fastest", "h100", 1, 80, 12, 512),
        instanceType("ecs.dominated", "a10", 1, 24, 12, 512),
        instanceType("ecs.unpriced", "a100", 1, 80, 12, 512),
        instanceType("ecs.too-small", "v100", 1, 16, 12, 512),
    };
    d.prices = {price("ecs.cheap-slow", 5), price("ecs.fast", 30), price("ecs.fastest", 120),
                price("ecs.dominated", 20), price("ecs.too-small", 1)};
    return Catalog(std::move(d));
}

int groupOf(const PlanRow &r)
{
    if (r.verdict == Verdict::DoesNotFit)
        return 2;
    return r.withinConstraints ? 0 : 1;
}

} // namespace

class TestPlanner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // ---- Verdict reasons ----

    // Only the memory comparison, which every row states (info).
    // Issue 11: "1 GPU", never "1 GPUs"; reasons joined without ".;".
    void countsAndSentences()
    {
        QCOMPARE(text::count(1, "GPU", "GPUs"), std::string("1 GPU"));
        QCOMPARE(text::count(2, "GPU", "GPUs"), std::string("2 GPUs"));
        QCOMPARE(text::count(0, "instance", "instances"), std::string("0 instances"));
        QCOMPARE(std::string(text::plural(1, "node", "nodes")), std::string("node"));
        QCOMPARE(
            text::joinSentences({"Needs 2 instances.", "Fits only with zero3 over 8 GPUs."}, false),
            std::string("Needs 2 instances. Fits only with zero3 over 8 GPUs."));
        QCOMPARE(text::joinSentences({"No stop", "", "Done."}, false),
                 std::string("No stop. Done."));
        QCOMPARE(text::joinSentences({"需要 2 台实例。", "没有句号"}, true),
                 std::string("需要 2 台实例。没有句号。"));
    }

    // Reasons with a count of one use the singular.
    void reasonsUseSingularForOne()
    {
        Setup s = setupFor(QStringLiteral("clean"));
        s.data.types.push_back(instanceType("ecs.one-vcpu", "a100", 1, 80, 1, 256));
        s.workload.dataLoaderWorkers = 1;
        const Catalog catalog(std::move(s.data));
        const Plan plan = makePlan(s.workload, catalog, s.options);
        bool sawVcpu = false;
        for (const PlanRow &r : plan.rows) {
            for (const Reason &reason : r.reasons) {
                if (reason.code == "vcpu") {
                    sawVcpu = true;
                    const QString en =
                        planwording::reasonText(reason, planwording::Language::English);
                    QVERIFY2(en.contains(QLatin1String("for 1 data-loader worker.")),
                             qPrintable(en));
                }
            }
        }
        QVERIFY(sawVcpu);
        for (const PlanRow &r : plan.rows) {
            for (const Reason &reason : r.reasons) {
                const QString en = planwording::reasonText(reason, planwording::Language::English);
                QVERIFY2(!en.contains(QLatin1String(" 1 GPUs")) &&
                             !en.contains(QLatin1String(" 1 instances")) &&
                             !en.contains(QLatin1String(" 1 data-loader workers")),
                         qPrintable(en));
            }
        }
    }

    void cleanRowHasNoReasons()
    {
        Setup s = setupFor(QStringLiteral("clean"));
        const Catalog catalog(std::move(s.data));
        const Plan plan = makePlan(s.workload, catalog, s.options);
        const PlanRow *row = findRow(plan, s.typeId);
        QVERIFY(row);
        QCOMPARE(row->reasons.size(), std::size_t(1));
        QVERIFY2(row->reasons[0].code == "vram_fit" && row->reasons[0].severity == Severity::Info,
                 qPrintable(reasonCodes(*row)));
        QVERIFY(row->verdict == Verdict::Fits);
        QCOMPARE(row->instances, 1);
        QCOMPARE(row->gpusUsed, 1);
        QVERIFY(row->sharding == Sharding::None);
    }

    void verdictReasons_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("severity");
        QTest::addColumn<int>("verdict");
        const int info = int(Severity::Info), warning = int(Severity::Warning),
                  blocker = int(Severity::Blocker);
        const int fits = int(Verdict::Fits), warns = int(Verdict::FitsWithWarnings),
                  none = int(Verdict::DoesNotFit);
        auto row = [](const char *name, const char *setup, const char *code, int sev, int v) {
            QTest::newRow(name) << QString::fromLatin1(setup) << QString::fromLatin1(code) << sev
                                << v;
        };
        row("vram: 1B full fine-tune on a 16 GiB card", "vram", "vram", blocker, none);
        row("vram_headroom: the need is 96 % of the card", "vram_headroom", "vram_headroom",
            warning, warns);
        row("sharding: fits only with ZeRO-3 over 8 GPUs", "sharding", "sharding", warning, warns);
        row("multi_node: needs 2 instances when maxNodes is 2", "multi_node", "multi_node", warning,
            warns);
        row("no_rdma: 2 instances without RDMA", "multi_node", "no_rdma", warning, warns);
        row("network_unknown: 2 instances, bandwidth undocumented", "network_unknown",
            "network_unknown", warning, warns);
        row("host_ram: 4 GiB of RAM, loading needs 9", "host_ram", "host_ram", blocker, none);
        // The 4–8 GB per GB rule is a recommendation: never more than info.
        row("host_ram_ratio: under half the 4:1 rule informs", "host_ram_ratio_warning",
            "host_ram_ratio", info, fits);
        row("host_ram_ratio: under the 4:1 rule informs", "host_ram_ratio_info", "host_ram_ratio",
            info, fits);
        row("vcpu: 1 vCPU per GPU for 4 loader workers", "vcpu", "vcpu", warning, warns);
        row("pcie: 2-GPU full fine-tune over PCIe", "pcie", "pcie", warning, warns);
        // Serving: tensor parallel's all-reduces at batch 1 are a small share of each step.
        row("pcie: 2-GPU tensor-parallel serving over PCIe", "pcie_serving", "pcie", info, fits);
        row("interconnect_unknown: 2 GPUs, interconnect undocumented", "interconnect_unknown",
            "interconnect_unknown", warning, warns);
        row("no_bf16: bf16 LoRA on V100", "no_bf16", "no_bf16", blocker, none);
        row("no_fp8: fp8 inference on A100", "no_fp8", "no_fp8", blocker, none);
        row("vgpu_training: LoRA on a quarter A10 slice", "vgpu_training", "vgpu_training", blocker,
            none);
        row("no_price: no price in the region", "no_price", "no_price", info, fits);
        // The price's age is its own mark, not a downgrade of the verdict (issue 26 item 4).
        row("stale_price: price 364 days old", "stale_price", "stale_price", info, fits);
        row("no_stock: every zone of the region WithoutStock", "no_stock", "no_stock", warning,
            warns);
        // An unknown GPU: its driver total and compute capability are undocumented (warnings).
        row("throughput_unknown: GPU without fp16/fp32 numbers", "throughput_unknown",
            "throughput_unknown", info, warns);
        row("no_tokens: no dataset size", "no_tokens", "no_tokens", info, fits);
        row("currency: USD price, no exchange rate", "currency", "currency", info, fits);
    }

    void verdictReasons()
    {
        QFETCH(QString, setup);
        QFETCH(QString, code);
        QFETCH(int, severity);
        QFETCH(int, verdict);
        Setup s = setupFor(setup);
        const Catalog catalog(std::move(s.data));
        const Plan plan = makePlan(s.workload, catalog, s.options);
        QCOMPARE(plan.rows.size(), std::size_t(1));
        const PlanRow *row = findRow(plan, s.typeId);
        QVERIFY(row);
        const Reason *reason = findReason(*row, code.toStdString());
        QVERIFY2(reason, qPrintable(QStringLiteral("reasons: ") + reasonCodes(*row)));
        QVERIFY2(reason->severity == Severity(severity), toString(reason->severity).data());
        QVERIFY2(row->verdict == Verdict(verdict),
                 qPrintable(QString::fromLatin1(toString(row->verdict).data()) +
                            QLatin1String(" with ") + reasonCodes(*row)));
        QVERIFY(!planwording::reasonText(*reason, planwording::Language::English).isEmpty());
        QVERIFY(!planwording::reasonText(*reason, planwording::Language::Chinese).isEmpty());
    }

    void reasonDetails()
    {
        {
            Setup s = setupFor(QStringLiteral("sharding"));
            const Catalog catalog(std::move(s.data));
            const Plan rowPlan = makePlan(s.workload, catalog, s.options);
            const PlanRow &row = rowPlan.rows.at(0);
            QVERIFY(row.sharding == Sharding::Zero3);
            QCOMPARE(row.gpusUsed, 8);
            QCOMPARE(row.instances, 1);
            QVERIFY(row.needPerGpuGib <= 16);
        }
        {
            Setup s = setupFor(QStringLiteral("multi_node"));
            const Catalog catalog(std::move(s.data));
            const Plan rowPlan = makePlan(s.workload, catalog, s.options);
            const PlanRow &row = rowPlan.rows.at(0);
            QCOMPARE(row.instances, 2);
            QCOMPARE(row.gpusUsed, 2);
            // With RDMA the same plan has no no_rdma reason.
            CatalogData d = catalog.data();
            d.types[0].rdma = "eRDMA";
            const Catalog withRdma(std::move(d));
            const Plan rdmaRowPlan = makePlan(s.workload, withRdma, s.options);
            const PlanRow &rdmaRow = rdmaRowPlan.rows.at(0);
            QVERIFY(findReason(rdmaRow, "multi_node"));
            QVERIFY2(!findReason(rdmaRow, "no_rdma"), qPrintable(reasonCodes(rdmaRow)));
        }
        {
            Setup s = setupFor(QStringLiteral("vram_headroom"));
            const Catalog catalog(std::move(s.data));
            const Plan rowPlan = makePlan(s.workload, catalog, s.options);
            const PlanRow &row = rowPlan.rows.at(0);
            QVERIFY(!findReason(row, "vram"));
            QVERIFY(row.vramHeadroomPct > 0 && row.vramHeadroomPct < 10);
        }
        {
            // fp8 on a Hopper card raises no no_fp8 reason.
            Setup s = setupFor(QStringLiteral("no_fp8"));
            s.data.types[0].gpuModelId = "h100";
            const Catalog catalog(std::move(s.data));
            const Plan rowPlan = makePlan(s.workload, catalog, s.options);
            const PlanRow &row = rowPlan.rows.at(0);
            QVERIFY2(!findReason(row, "no_fp8"), qPrintable(reasonCodes(row)));
            QVERIFY(row.verdict != Verdict::DoesNotFit);
        }
        {
            // A fresh price is not stale.
            Setup s = setupFor(QStringLiteral("stale_price"));
            s.options.today = "2025-03-01";
            const Catalog catalog(std::move(s.data));
            const Plan rowPlan = makePlan(s.workload, catalog, s.options);
            const PlanRow &row = rowPlan.rows.at(0);
            QVERIFY(!row.priceStale);
            QVERIFY(!findReason(row, "stale_price"));
        }
    }

    void everyReasonOfARowIsListed()
    {
        Setup s = setupFor(QStringLiteral("several"));
        const Catalog catalog(std::move(s.data));
        const Plan plan = makePlan(s.workload, catalog, s.options);
        const PlanRow *row = findRow(plan, s.typeId);
        QVERIFY(row);
        for (const char *code : {"vram", "host_ram", "vcpu", "no_bf16", "no_price"})
            QVERIFY2(findReason(*row, code),
                     qPrintable(QStringLiteral("%1 missing from: %2")
                                    .arg(QLatin1String(code), reasonCodes(*row))));
        QVERIFY(row->verdict == Verdict::DoesNotFit);
    }

    // ---- Time ----

    void singleGpuHoursByHand()
    {
        // 6 × 1e9 × 1e9 / (312e12 × 0.4) s = 48 076.9 s = 13.3547 h.
        Setup s = setupFor(QStringLiteral("clean"));
        const Catalog catalog(std::move(s.data));
        const Plan rowPlan = makePlan(s.workload, catalog, s.options);
        const PlanRow &row = rowPlan.rows.at(0);
        QVERIFY(row.hours);
        QVERIFY2(std::abs(*row.hours - 13.3547) < 1e-3, qPrintable(QString::number(*row.hours)));
        VERIFY_CLOSE(*row.hours, 6 * kP * 1e9 / (312e12 * 0.4) / 3600);
        VERIFY_CLOSE(row.effectiveTflops, 312 * 0.4);
    }

    void trainingTime_data()
    {
        QTest::addColumn<int>("task");
        QTest::addColumn<bool>("checkpointing");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<double>("cardGib");
        QTest::addColumn<QString>("interconnect");
        QTest::addColumn<QString>("rdma");
        QTest::addColumn<double>("networkGbps");
        QTest::addColumn<int>("maxNodes");
        QTest::addColumn<double>("flopsFactor");
        QTest::addColumn<double>("efficiency"); // compute / step time, by hand below
        QTest::addColumn<int>("gpusUsed");
        const int full = int(Task::FullFineTune), lo = int(Task::Lora);
        const QString nvlink = QStringLiteral("NVLink"), pcie = QStringLiteral("PCIe"), none;
        QTest::newRow("full fine-tune: 6 P")
            << full << false << 1 << 80.0 << nvlink << none << 10.0 << 1 << 6.0 << 1.0 << 1;
        QTest::newRow("LoRA: 4 P")
            << lo << false << 1 << 80.0 << nvlink << none << 10.0 << 1 << 4.0 << 1.0 << 1;
        QTest::newRow("full + gradient checkpointing: 8 P")
            << full << true << 1 << 80.0 << nvlink << none << 10.0 << 1 << 8.0 << 1.0 << 1;
        QTest::newRow("LoRA + gradient checkpointing: 6 P")
            << lo << true << 1 << 80.0 << nvlink << none << 10.0 << 1 << 6.0 << 1.0 << 1;
        // 8 × 512 tokens: compute 0.0246154 s; all-reduce 3.5 GB at 200 GB/s = 0.0175 s, of
        // which 0.8 × 4/6 × 0.0246154 s hides behind the backward: 0.0043718 s exposed.
        QTest::newRow("8 GPUs NVLink: 0.0246 / 0.0290 s")
            << full << false << 8 << 80.0 << nvlink << none << 10.0 << 1 << 6.0
            << 0.024615384615 / 0.028987179487 << 8;
        QTest::newRow("8 GPUs NVSwitch: the same")
            << full << false << 8 << 80.0 << QStringLiteral("NVSwitch") << none << 10.0 << 1 << 6.0
            << 0.024615384615 / 0.028987179487 << 8;
        // PCIe Gen4 x16 × 0.5 = 15.75 GB/s: 0.2222 s of all-reduce, 0.2091 s exposed.
        QTest::newRow("8 GPUs PCIe, full fine-tune: 0.105")
            << full << false << 8 << 80.0 << pcie << none << 10.0 << 1 << 6.0
            << 0.024615384615 / (0.024615384615 + 3.5e9 / 15.75e9 - 0.8 * 4 / 6 * 0.024615384615)
            << 8;
        // 4.19 M adapter parameters in fp32: 29.4 MB hide behind the backward.
        QTest::newRow("8 GPUs PCIe, LoRA: hidden by the backward")
            << lo << false << 8 << 80.0 << pcie << none << 10.0 << 1 << 4.0 << 1.0 << 8;
        // ZeRO-3 over two 1-GPU instances: 3 GB per step over 17 GB/s (eRDMA 160 Gbit/s × 0.85)
        // or 1 GB/s (TCP 16 Gbit/s × 0.5), 0.8 of the 0.0246 s step overlapped.
        QTest::newRow("2 instances with eRDMA 160 Gbit/s")
            << full << false << 1 << 16.0 << nvlink << QStringLiteral("eRDMA (ERI, 160 Gbit/s)")
            << 160.0 << 2 << 6.0
            << 0.024615384615 / (0.024615384615 + 3e9 / 17e9 - 0.8 * 0.024615384615) << 2;
        QTest::newRow("2 instances over TCP 16 Gbit/s")
            << full << false << 1 << 16.0 << nvlink << none << 16.0 << 2 << 6.0
            << 0.024615384615 / (0.024615384615 + 3e9 / 1e9 - 0.8 * 0.024615384615) << 2;
    }

    void trainingTime()
    {
        QFETCH(int, task);
        QFETCH(bool, checkpointing);
        QFETCH(int, gpus);
        QFETCH(double, cardGib);
        QFETCH(QString, interconnect);
        QFETCH(QString, rdma);
        QFETCH(double, networkGbps);
        QFETCH(int, maxNodes);
        QFETCH(double, flopsFactor);
        QFETCH(double, efficiency);
        QFETCH(int, gpusUsed);
        Workload w = fullFineTune();
        w.task = Task(task);
        w.gradientCheckpointing = checkpointing;
        PlanOptions o = trainingOptions();
        o.maxNodes = maxNodes;
        CatalogData d = baseData();
        InstanceType t = instanceType("ecs.t", "a100", gpus, cardGib, 16 * gpus, 2048,
                                      interconnect.toStdString(), rdma.toStdString());
        t.networkGbps = networkGbps;
        d.types.push_back(std::move(t));
        d.prices.push_back(price("ecs.t", 30));
        const Catalog catalog(std::move(d));
        const Plan rowPlan = makePlan(w, catalog, o);
        const PlanRow &row = rowPlan.rows.at(0);
        QVERIFY2(row.verdict != Verdict::DoesNotFit, qPrintable(reasonCodes(row)));
        QCOMPARE(row.gpusUsed, gpusUsed);
        QVERIFY2(std::abs(row.commEfficiency - efficiency) < 1e-6,
                 qPrintable(QStringLiteral("%1 vs %2").arg(row.commEfficiency).arg(efficiency)));
        QVERIFY(std::abs(row.effectiveTflops - kA100Fp16 * 0.4 * gpusUsed * efficiency) <
                1e-4 * row.effectiveTflops);
        QVERIFY(row.hours && row.computeHours && row.commHours && row.stepSeconds);
        QVERIFY(std::abs(*row.hours - a100Hours(flopsFactor) / (gpusUsed * efficiency)) <
                1e-6 * *row.hours);
        VERIFY_CLOSE(*row.hours, *row.computeHours + *row.commHours);
        QCOMPARE(row.bottleneck.empty(), false);
    }

    void epochsMultiplyTokens()
    {
        Setup s = setupFor(QStringLiteral("clean"));
        s.options.epochs = 3;
        const Catalog catalog(std::move(s.data));
        const Plan rowPlan = makePlan(s.workload, catalog, s.options);
        const PlanRow &row = rowPlan.rows.at(0);
        QVERIFY(row.hours);
        VERIFY_CLOSE(*row.hours, a100Hours(6, 3e9));
    }

    // ---- Peak throughput ----

    void peakTflops_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("precision");
        QTest::addColumn<double>("expected"); // < 0: nullopt
        QTest::newRow("A100 fp16 tensor") << "a100" << int(Precision::Fp16) << 312.0;
        QTest::newRow("A100 bf16 = fp16") << "a100" << int(Precision::Bf16) << 312.0;
        QTest::newRow("A100 tf32 = fp16 / 2") << "a100" << int(Precision::Tf32) << 156.0;
        QTest::newRow("A100 fp32") << "a100" << int(Precision::Fp32) << 19.5;
        QTest::newRow("A10 tf32 = fp16 / 2 (Ampere)") << "a10" << int(Precision::Tf32) << 62.5;
        QTest::newRow("V100 tf32 = fp32 (before Ampere)") << "v100" << int(Precision::Tf32) << 15.7;
        QTest::newRow("H100 fp8 = 2 x fp16") << "h100" << int(Precision::Fp8) << 1978.0;
        QTest::newRow("Pascal fp16 = fp32") << "p100" << int(Precision::Fp16) << 9.3;
        QTest::newRow("Pascal bf16 = fp32") << "p100" << int(Precision::Bf16) << 9.3;
        QTest::newRow("A100 fp8: none") << "a100" << int(Precision::Fp8) << -1.0;
        QTest::newRow("V100 fp8: none") << "v100" << int(Precision::Fp8) << -1.0;
        QTest::newRow("undocumented GPU fp16: none") << "mystery" << int(Precision::Fp16) << -1.0;
        QTest::newRow("undocumented GPU fp32: none") << "mystery" << int(Precision::Fp32) << -1.0;
    }

    void peakTflops()
    {
        QFETCH(QString, gpu);
        QFETCH(int, precision);
        QFETCH(double, expected);
        const auto peak = gpuplanner::peakTflops(testGpu(gpu.toStdString()), Precision(precision));
        if (expected < 0) {
            QVERIFY2(!peak, qPrintable(QString::number(peak.value_or(0))));
        } else {
            QVERIFY(peak);
            VERIFY_CLOSE(*peak, expected);
        }
    }

    // ---- Cost ----

    void payAsYouGoCost()
    {
        Setup s = setupFor(QStringLiteral("clean"));
        const Catalog catalog(std::move(s.data));
        const Plan rowPlan = makePlan(s.workload, catalog, s.options);
        const PlanRow &row = rowPlan.rows.at(0);
        QVERIFY(row.totalCost);
        VERIFY_CLOSE(*row.totalCost, a100Hours(6) * 30);
        QCOMPARE(row.priceAmount, std::optional<double>(30));
        QCOMPARE(row.pricePerHour, std::optional<double>(30));
        QVERIFY(row.priceUnit == PriceUnit::Hour);
        QCOMPARE(row.currency, std::string("CNY"));

        // Two instances pay twice per hour.
        CatalogData d = baseData();
        d.types.push_back(instanceType("ecs.a100-16", "a100", 1, 16, 12, 512, "", "eRDMA"));
        d.prices.push_back(price("ecs.a100-16", 30));
        const Catalog two(std::move(d));
        PlanOptions o = trainingOptions();
        o.maxNodes = 2;
        const Plan r2Plan = makePlan(fullFineTune(), two, o);
        const PlanRow &r2 = r2Plan.rows.at(0);
        QCOMPARE(r2.instances, 2);
        QVERIFY(r2.hours && r2.totalCost);
        VERIFY_CLOSE(*r2.totalCost, *r2.hours * 30 * 2);
        QCOMPARE(r2.pricePerHour, std::optional<double>(60));
    }

    void subscriptionCost()
    {
        CatalogData d = baseData();
        d.types.push_back(cleanA100());
        d.prices.push_back(price("ecs.a100", 30));
        d.prices.push_back(price("ecs.a100", 8000, PricingMode::Subscription, PriceUnit::Month));
        const Catalog catalog(std::move(d));
        PlanOptions o = trainingOptions();
        o.pricing = PricingMode::Subscription;
        o.datasetTokens = 1e11; // 1335.5 hours: 2 months
        const Plan rowPlan = makePlan(fullFineTune(), catalog, o);
        const PlanRow &row = rowPlan.rows.at(0);
        QVERIFY(row.hours);
        VERIFY_CLOSE(*row.hours, a100Hours(6, 1e11));
        QCOMPARE(std::ceil(*row.hours / 730), 2.0);
        QVERIFY(row.totalCost);
        VERIFY_CLOSE(*row.totalCost, 2 * 8000);
        QVERIFY(row.priceUnit == PriceUnit::Month);
        QCOMPARE(row.priceAmount, std::optional<double>(8000));
        QVERIFY(row.breakEvenUtilisationPct);
        VERIFY_CLOSE(*row.breakEvenUtilisationPct, 8000 / (730 * 30.0) * 100);

        // A short job still pays one month; a set number of months overrides.
        o.datasetTokens = 1e9;
        const Plan shortRowPlan = makePlan(fullFineTune(), catalog, o);
        const PlanRow &shortRow = shortRowPlan.rows.at(0);
        QVERIFY(shortRow.totalCost);
        VERIFY_CLOSE(*shortRow.totalCost, 8000);
        o.subscriptionMonths = 3;
        const Plan fixedPlan = makePlan(fullFineTune(), catalog, o);
        const PlanRow &fixed = fixedPlan.rows.at(0);
        QVERIFY(fixed.totalCost);
        VERIFY_CLOSE(*fixed.totalCost, 3 * 8000);
    }

    void reservedCost()
    {
        CatalogData d = baseData();
        d.types.push_back(cleanA100());
        d.prices.push_back(price("ecs.a100", 30));
        d.prices.push_back(price("ecs.a100", 18, PricingMode::Reserved));
        const Catalog catalog(std::move(d));
        PlanOptions o = trainingOptions();
        o.pricing = PricingMode::Reserved;
        const Plan rowPlan = makePlan(fullFineTune(), catalog, o);
        const PlanRow &row = rowPlan.rows.at(0);
        QVERIFY(row.totalCost);
        VERIFY_CLOSE(*row.totalCost, a100Hours(6) * 18);
        QCOMPARE(row.priceAmount, std::optional<double>(18));
    }

    void unpricedTypeIsNeverFree()
    {
        const Catalog catalog = rankingCatalog();
        const Plan plan = makePlan(fullFineTune(), catalog, trainingOptions(), SortKey::Cost);
        const PlanRow *unpriced = findRow(plan, "ecs.unpriced");
        QVERIFY(unpriced);
        QVERIFY(!unpriced->totalCost);
        QVERIFY(!unpriced->pricePerHour);
        QVERIFY(findReason(*unpriced, "no_price"));
        QVERIFY(unpriced->verdict != Verdict::DoesNotFit);
        const auto at = std::find_if(plan.rows.begin(), plan.rows.end(),
                                     [](const PlanRow &r) { return r.type->id == "ecs.unpriced"; });
        for (auto it = plan.rows.begin(); it != plan.rows.end(); ++it) {
            if (it->totalCost && it->verdict != Verdict::DoesNotFit)
                QVERIFY2(it < at, qPrintable(rowIds(plan).join(QLatin1Char(' '))));
        }
    }

    void currencyConversion()
    {
        Setup s = setupFor(QStringLiteral("currency")); // 4 USD/h
        s.options.cnyPerUsd = 7.2;
        const Catalog catalog(std::move(s.data));
        const Plan rowPlan = makePlan(s.workload, catalog, s.options);
        const PlanRow &row = rowPlan.rows.at(0);
        QVERIFY2(!findReason(row, "currency"), qPrintable(reasonCodes(row)));
        QVERIFY(row.priceAmount && row.totalCost);
        VERIFY_CLOSE(*row.priceAmount, 4 * 7.2);
        VERIFY_CLOSE(*row.totalCost, a100Hours(6) * 4 * 7.2);

        // Without a rate: no price, and the reason says why.
        PlanOptions noRate = s.options;
        noRate.cnyPerUsd.reset();
        const Plan barePlan = makePlan(s.workload, catalog, noRate);
        const PlanRow &bare = barePlan.rows.at(0);
        QVERIFY(findReason(bare, "currency"));
        QVERIFY(!bare.priceAmount);
        QVERIFY(!bare.pricePerHour);
        QVERIFY(!bare.totalCost);

        // CNY prices shown in USD divide by the rate.
        CatalogData d = baseData();
        d.types.push_back(cleanA100());
        d.prices.push_back(price("ecs.a100", 36));
        const Catalog cny(std::move(d));
        PlanOptions usd = trainingOptions();
        usd.currency = "USD";
        usd.cnyPerUsd = 7.2;
        const Plan inUsdPlan = makePlan(s.workload, cny, usd);
        const PlanRow &inUsd = inUsdPlan.rows.at(0);
        QVERIFY(inUsd.priceAmount);
        VERIFY_CLOSE(*inUsd.priceAmount, 5);
        QCOMPARE(inUsd.currency, std::string("USD"));
    }

    // ---- Spot ----

    void hazardFromInterruptionRate()
    {
        VERIFY_CLOSE(gpuplanner::hazardFromInterruptionRate(5), -std::log(0.95) / 720);
        VERIFY_CLOSE(gpuplanner::hazardFromInterruptionRate(30), -std::log(0.7) / 720);
        QCOMPARE(gpuplanner::hazardFromInterruptionRate(0), 0.0);
    }

    void optimalCheckpointInterval_data()
    {
        QTest::addColumn<double>("lambda");
        QTest::addColumn<double>("checkpoint");
        QTest::newRow("1e-4 per hour, 6 min") << 1e-4 << 0.1;
        QTest::newRow("5 % over 30 days, 5 min") << -std::log(0.95) / 720 << 5.0 / 60;
        QTest::newRow("1e-3 per hour, 1 min") << 1e-3 << 1.0 / 60;
    }

    void optimalCheckpointInterval()
    {
        QFETCH(double, lambda);
        QFETCH(double, checkpoint);
        const double young = std::sqrt(2 * checkpoint / lambda);
        const double tau = gpuplanner::optimalCheckpointInterval(lambda, checkpoint);
        QVERIFY2(std::abs(tau - young) / young < 0.01, closeMessage(tau, young).constData());
        // It is the minimum of the expected wall time.
        const double at = expectedWallHours(100, lambda, tau, checkpoint, 0.1);
        QVERIFY(at <= expectedWallHours(100, lambda, tau * 0.8, checkpoint, 0.1));
        QVERIFY(at <= expectedWallHours(100, lambda, tau * 1.25, checkpoint, 0.1));
        QCOMPARE(gpuplanner::optimalCheckpointInterval(0, checkpoint), 0.0);
    }

    void expectedWallHoursMatchesSimulation_data()
    {
        QTest::addColumn<double>("work");
        QTest::addColumn<double>("lambda");
        QTest::addColumn<double>("tau");
        QTest::addColumn<double>("checkpoint");
        QTest::addColumn<double>("restart");
        QTest::newRow("frequent failures") << 10.0 << 0.2 << 1.0 << 0.1 << 0.2;
        QTest::newRow("long segments") << 50.0 << 0.05 << 2.5 << 0.25 << 0.5;
        QTest::newRow("failure rate above 1 per segment") << 5.0 << 1.0 << 0.5 << 0.05 << 0.1;
        QTest::newRow("5 % over 30 days, short segments")
            << 24.0 << -std::log(0.95) / 720 << 0.5 << 5.0 / 60 << 10.0 / 60;
    }

    void expectedWallHoursMatchesSimulation()
    {
        QFETCH(double, work);
        QFETCH(double, lambda);
        QFETCH(double, tau);
        QFETCH(double, checkpoint);
        QFETCH(double, restart);
        const double formula = expectedWallHours(work, lambda, tau, checkpoint, restart);
        const double simulated =
            simulateWallHours(work, lambda, tau, checkpoint, restart, 20000, 20240601u);
        QVERIFY2(std::abs(formula - simulated) / simulated < 0.03,
                 closeMessage(formula, simulated).constData());
        QVERIFY(formula >= work * (1 + checkpoint / tau));
    }

    void expectedWallHoursWithoutFailures()
    {
        VERIFY_CLOSE(expectedWallHours(10, 0, 2, 0.1, 0.5), 10 * (1 + 0.1 / 2));
        VERIFY_CLOSE(expectedWallHours(7.5, 0, 0.5, 0.25, 1), 7.5 * (1 + 0.25 / 0.5));
        QCOMPARE(expectedWallHours(0, 0.1, 1, 0.1, 0.1), 0.0);
    }

    void spotThroughThePlan()
    {
        Setup s = setupFor(QStringLiteral("clean")); // 30 CNY/h pay-as-you-go
        const Catalog catalog(std::move(s.data));
        const double plainHours = a100Hours(6);
        PlanOptions o = s.options;
        o.pricing = PricingMode::Spot;
        o.spotDiscountPct = 20;
        const Plan rowPlan = makePlan(s.workload, catalog, o);
        const PlanRow &row = rowPlan.rows.at(0);
        QVERIFY2(row.spot, qPrintable(reasonCodes(row)));
        const SpotExpectation &spot = *row.spot;
        QVERIFY(row.priceAmount && row.pricePerHour);
        VERIFY_CLOSE(*row.priceAmount, 0.2 * 30);
        VERIFY_CLOSE(*row.pricePerHour, 0.2 * 30);
        QCOMPARE(spot.discountPct, 20.0);
        // No rate set or imported: 5 % over 30 days.
        VERIFY_CLOSE(spot.hazardPerHour, gpuplanner::hazardFromInterruptionRate(5));
        VERIFY_CLOSE(spot.optimalIntervalHours,
                     gpuplanner::optimalCheckpointInterval(spot.hazardPerHour, 5.0 / 60));
        VERIFY_CLOSE(spot.intervalHours, spot.optimalIntervalHours);
        VERIFY_CLOSE(spot.expectedHours,
                     expectedWallHours(plainHours, spot.hazardPerHour, spot.intervalHours, 5.0 / 60,
                                       10.0 / 60));
        QVERIFY(spot.expectedHours >= plainHours);
        QVERIFY(spot.finishes);
        QVERIFY(row.hours && row.totalCost);
        VERIFY_CLOSE(*row.hours, spot.expectedHours);
        VERIFY_CLOSE(spot.expectedCost, spot.expectedHours * 0.2 * 30);
        VERIFY_CLOSE(*row.totalCost, spot.expectedCost);
        VERIFY_CLOSE(spot.paygCost, plainHours * 30);
        QVERIFY(spot.expectedCost < spot.paygCost);

        // A rate and interval set by the user are used as given.
        o.spotInterruptionRatePct = 30;
        o.checkpointIntervalHours = 1.5;
        const Plan setPlan = makePlan(s.workload, catalog, o);
        const PlanRow &set = setPlan.rows.at(0);
        QVERIFY(set.spot);
        VERIFY_CLOSE(set.spot->hazardPerHour, gpuplanner::hazardFromInterruptionRate(30));
        QCOMPARE(set.spot->intervalHours, 1.5);
        VERIFY_CLOSE(set.spot->expectedHours, expectedWallHours(plainHours, set.spot->hazardPerHour,
                                                                1.5, 5.0 / 60, 10.0 / 60));
    }

    void spotAdviceAndOverride()
    {
        Setup s = setupFor(QStringLiteral("clean"));
        SpotAdvice a;
        a.instanceTypeId = s.typeId;
        a.regionId = kRegion;
        a.zoneId = "cn-test-a";
        a.averageDiscountPct = 15;
        a.interruptionRatePct = 8;
        a.asOf = "2025-01-01";
        s.data.spotAdvice.push_back(a);
        const Catalog catalog(std::move(s.data));
        PlanOptions o = s.options;
        o.pricing = PricingMode::Spot;
        const Plan importedPlan = makePlan(s.workload, catalog, o);
        const PlanRow &imported = importedPlan.rows.at(0);
        QVERIFY(imported.spot && imported.priceAmount);
        QCOMPARE(imported.spot->discountPct, 15.0);
        VERIFY_CLOSE(*imported.priceAmount, 0.15 * 30);
        VERIFY_CLOSE(imported.spot->hazardPerHour, gpuplanner::hazardFromInterruptionRate(8));
        o.spotDiscountPct = 20;
        const Plan overriddenPlan = makePlan(s.workload, catalog, o);
        const PlanRow &overridden = overriddenPlan.rows.at(0);
        QVERIFY(overridden.spot && overridden.priceAmount);
        QCOMPARE(overridden.spot->discountPct, 20.0);
        VERIFY_CLOSE(*overridden.priceAmount, 0.2 * 30);
    }

    void importedSpotPrice()
    {
        // An imported spot price is used as it is, with the interruption model on top; a
        // discount set by the user wins over it.
        Setup s = setupFor(QStringLiteral("clean")); // 30 CNY/h pay-as-you-go
        s.data.prices.push_back(price(s.typeId, 8, PricingMode::Spot));
        const Catalog catalog(std::move(s.data));
        PlanOptions o = s.options;
        o.pricing = PricingMode::Spot;
        const Plan plan = makePlan(s.workload, catalog, o);
        const PlanRow &row = plan.rows.at(0);
        QVERIFY(row.spot && row.priceAmount && row.hours);
        VERIFY_CLOSE(*row.priceAmount, 8);
        VERIFY_CLOSE(row.spot->discountPct, 8.0 / 30 * 100);
        QVERIFY(*row.hours > a100Hours(6)); // interruptions and checkpoints cost time
        o.spotDiscountPct = 20;
        const Plan set = makePlan(s.workload, catalog, o);
        VERIFY_CLOSE(*set.rows.at(0).priceAmount, 6);
    }

    void undatedPriceIsStale()
    {
        Setup s = setupFor(QStringLiteral("clean"));
        s.data.prices.clear();
        s.data.prices.push_back(
            price(s.typeId, 30, PricingMode::PayAsYouGo, PriceUnit::Hour, "CNY", ""));
        const Catalog catalog(std::move(s.data));
        PlanOptions o = s.options;
        o.today = "2025-02-01";
        const Plan plan = makePlan(s.workload, catalog, o);
        const Reason *stale = findReason(plan.rows.at(0), "stale_price");
        QVERIFY(stale);
        QCOMPARE(planwording::reasonText(*stale, planwording::Language::English),
                 QStringLiteral("The price has no readable date."));
    }

    void headroomPrefersShardingThatLeavesRoom()
    {
        // Without sharding the job fits with under 10 % free; ZeRO-3 leaves room: the
        // planner takes ZeRO-3 rather than the tight fit.
        CatalogData d = baseData();
        d.types.push_back(instanceType("ecs.tight", "a100", 8, 22.5, 96, 2048));
        const Catalog catalog(std::move(d));
        Workload w = fullFineTune();
        w.precision = Precision::Bf16;
        w.seqLen = 512;
        PlanOptions o = trainingOptions();
        const Plan plan = makePlan(w, catalog, o);
        const PlanRow &row = plan.rows.at(0);
        QVERIFY2(row.sharding == Sharding::Zero3, qPrintable(reasonCodes(row)));
        QVERIFY(row.vramHeadroomPct >= 10);
        QVERIFY(!findReason(row, "vram_headroom"));
        QVERIFY(findReason(row, "sharding"));
    }

    void spotWithoutDiscount()
    {
        Setup s = setupFor(QStringLiteral("clean"));
        const Catalog catalog(std::move(s.data));
        PlanOptions o = s.options;
        o.pricing = PricingMode::Spot;
        const Plan rowPlan = makePlan(s.workload, catalog, o);
        const PlanRow &row = rowPlan.rows.at(0);
        QVERIFY(findReason(row, "no_spot_discount"));
        QVERIFY(!row.totalCost);
        QVERIFY(!row.spot);
    }

    // ---- Ranking, Pareto front, constraints ----

    void ranking_data()
    {
        QTest::addColumn<int>("sort");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("by cost: priced fitting rows, unpriced, then does_not_fit")
            << int(SortKey::Cost) << QStringList{"ecs.cheap-slow", "ecs.fast",     "ecs.fastest",
                                                 "ecs.dominated",  "ecs.unpriced", "ecs.too-small"};
        QTest::newRow("by time: ties broken by id")
            << int(SortKey::Time)
            << QStringList{"ecs.fastest",    "ecs.fast",      "ecs.unpriced",
                           "ecs.cheap-slow", "ecs.dominated", "ecs.too-small"};
        QTest::newRow("by value: geometric mean of cost and time ratios")
            << int(SortKey::Value) << QStringList{"ecs.fastest",   "ecs.fast",     "ecs.cheap-slow",
                                                  "ecs.dominated", "ecs.unpriced", "ecs.too-small"};
    }

    void ranking()
    {
        QFETCH(int, sort);
        QFETCH(QStringList, expected);
        const Catalog catalog = rankingCatalog();
        const Plan plan = makePlan(fullFineTune(), catalog, trainingOptions(), SortKey(sort));
        QCOMPARE(rowIds(plan), expected);
        const PlanRow *tooSmall = findRow(plan, "ecs.too-small");
        QVERIFY(tooSmall && tooSmall->verdict == Verdict::DoesNotFit);
        QVERIFY(tooSmall->totalCost); // the cheapest of all, still last
        for (std::size_t i = 1; i < plan.rows.size(); ++i)
            QVERIFY(groupOf(plan.rows[i - 1]) <= groupOf(plan.rows[i]));
    }

    void valueIsTheGeometricMean()
    {
        const Catalog catalog = rankingCatalog();
        const Plan plan = makePlan(fullFineTune(), catalog, trainingOptions(), SortKey::Value);
        const PlanRow *cheap = findRow(plan, "ecs.cheap-slow");
        const PlanRow *fastest = findRow(plan, "ecs.fastest");
        const PlanRow *fast = findRow(plan, "ecs.fast");
        QVERIFY(cheap && fastest && fast && fast->value && fast->totalCost && fast->hours);
        const double minCost = *cheap->totalCost, minTime = *fastest->hours;
        VERIFY_CLOSE(*fast->value,
                     std::sqrt((*fast->totalCost / minCost) * (*fast->hours / minTime)));
        QVERIFY(!findRow(plan, "ecs.unpriced")->value);
        QVERIFY(!findRow(plan, "ecs.too-small")->value);
    }

    void paretoFront()
    {
        const Catalog catalog = rankingCatalog();
        const Plan plan = makePlan(fullFineTune(), catalog, trainingOptions());
        auto pareto = [&](const char *id) {
            return findRow(plan, id)->pareto;
        };
        QVERIFY(pareto("ecs.cheap-slow"));
        QVERIFY(pareto("ecs.fast"));
        QVERIFY(pareto("ecs.fastest"));
        // fast is both cheaper and faster than dominated.
        const PlanRow *fast = findRow(plan, "ecs.fast");
        const PlanRow *dominated = findRow(plan, "ecs.dominated");
        QVERIFY(*fast->totalCost < *dominated->totalCost && *fast->hours < *dominated->hours);
        QVERIFY(!pareto("ecs.dominated"));
        QVERIFY(!pareto("ecs.unpriced"));
        QVERIFY(!pareto("ecs.too-small"));
    }

    // The front is found by a sort and one sweep; it must be the pairwise rule's (no row
    // is no worse in both and better in one), with ties: twins of equal cost and time are
    // both on it, a row of the same cost but slower is not, nor one as fast but dearer.
    void paretoMatchesPairwiseRule_data()
    {
        QTest::addColumn<int>("sort");
        QTest::newRow("by cost") << int(SortKey::Cost);
        QTest::newRow("by time") << int(SortKey::Time);
        QTest::newRow("by value") << int(SortKey::Value);
    }
    void paretoMatchesPairwiseRule()
    {
        QFETCH(int, sort);
        // An A10 price at which the A10 costs exactly what ecs.fast costs, but takes longer.
        const Catalog ranking = rankingCatalog();
        const Plan probe = makePlan(fullFineTune(), ranking, trainingOptions());
        const double fastCost = *findRow(probe, "ecs.fast")->totalCost;
        const double a10Hours = *findRow(probe, "ecs.cheap-slow")->hours;
        QVERIFY(a10Hours > *findRow(probe, "ecs.fast")->hours);
        double sameCost = fastCost / a10Hours;
        for (int step = 0; step < 64 && a10Hours * sameCost * 1.0 != fastCost; ++step)
            sameCost = std::nextafter(sameCost, a10Hours * sameCost < fastCost ? 1e9 : 0.0);
        QCOMPARE(a10Hours * sameCost * 1.0, fastCost);
        CatalogData d = baseData();
        d.types = {
            instanceType("ecs.cheap-slow", "a10", 1, 24, 12, 512),
            instanceType("ecs.cheap-slow-twin", "a10", 1, 24, 12, 512),
            instanceType("ecs.fast", "a100", 1, 80, 12, 512),
            instanceType("ecs.fast-same-price-slower", "a10", 1, 24, 12, 512),
            instanceType("ecs.fast-twin", "a100", 1, 80, 12, 512),
            instanceType("ecs.fast-dearer", "a100", 1, 80, 12, 512),
            instanceType("ecs.fastest", "h100", 1, 80, 12, 512),
            instanceType("ecs.unpriced", "a100", 1, 80, 12, 512),
            instanceType("ecs.too-small", "v100", 1, 16, 12, 512),
        };
        d.prices = {price("ecs.cheap-slow", 5), price("ecs.cheap-slow-twin", 5),
                    price("ecs.fast", 30),      price("ecs.fast-same-price-slower", sameCost),
                    price("ecs.fast-twin", 30), price("ecs.fast-dearer", 31),
                    price("ecs.fastest", 120),  price("ecs.too-small", 1)};
        const Catalog catalog(std::move(d));
        const Plan plan = makePlan(fullFineTune(), catalog, trainingOptions(), SortKey(sort));
        QCOMPARE(plan.rows.size(), std::size_t(9));
        auto eligible = [](const PlanRow &r) {
            return r.verdict != Verdict::DoesNotFit && r.withinConstraints && r.totalCost &&
                   r.hours;
        };
        int onFront = 0;
        for (const PlanRow &r : plan.rows) {
            bool expected = false;
            if (eligible(r)) {
                const double c = *r.totalCost, h = *r.hours;
                expected = std::none_of(plan.rows.begin(), plan.rows.end(), [&](const PlanRow &q) {
                    return &q != &r && eligible(q) && *q.totalCost <= c && *q.hours <= h &&
                           (*q.totalCost < c || *q.hours < h);
                });
            }
            QVERIFY2(r.pareto == expected, r.type->id.c_str());
            onFront += r.pareto;
        }
        QVERIFY(findRow(plan, "ecs.cheap-slow")->pareto);
        QVERIFY(findRow(plan, "ecs.cheap-slow-twin")->pareto);
        QVERIFY(findRow(plan, "ecs.fast")->pareto);
        QVERIFY(findRow(plan, "ecs.fast-twin")->pareto);
        QVERIFY(!findRow(plan, "ecs.fast-dearer")->pareto);
        QVERIFY(!findRow(plan, "ecs.fast-same-price-slower")->pareto);
        QCOMPARE(onFront, 5);
        // Ranked: group, then the key (missing last), then the id; every neighbour in order.
        auto key = [&](const PlanRow &r) -> std::optional<double> {
            switch (SortKey(sort)) {
            case SortKey::Cost:
                return r.totalCost;
            case SortKey::Time:
                return r.hours;
            case SortKey::Value:
                return r.value;
            }
            return std::nullopt;
        };
        // Ties on the key: the faster first (by time: the cheaper), then the id.
        auto second = [&](const PlanRow &r) -> std::optional<double> {
            return SortKey(sort) == SortKey::Time ? r.totalCost : r.hours;
        };
        for (std::size_t i = 1; i < plan.rows.size(); ++i) {
            const PlanRow &a = plan.rows[i - 1], &b = plan.rows[i];
            const auto ka = key(a), kb = key(b), sa = second(a), sb = second(b);
            const bool ordered =
                groupOf(a) != groupOf(b)
                    ? groupOf(a) < groupOf(b)
                    : (ka.has_value() != kb.has_value()
                           ? ka.has_value()
                           : (ka && kb && *ka != *kb
                                  ? *ka < *kb
                                  : (sa.has_value() != sb.has_value()
                                         ? sa.has_value()
                                         : (sa && sb && *sa != *sb ? *sa < *sb
                                                                   : a.type->id < b.type->id))));
            QVERIFY2(ordered, qPrintable(rowIds(plan).join(QLatin1Char(' '))));
        }
    }

    void constraints_data()
    {
        QTest::addColumn<double>("budget");   // < 0: none
        QTest::addColumn<double>("deadline"); // < 0: none
        QTest::addColumn<QStringList>("within");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("budget 450 CNY")
            << 450.0 << -1.0 << QStringList{"ecs.cheap-slow", "ecs.fast"}
            << QStringList{"ecs.cheap-slow", "ecs.fast",     "ecs.fastest",
                           "ecs.dominated",  "ecs.unpriced", "ecs.too-small"};
        QTest::newRow("deadline 10 h")
            << -1.0 << 10.0 << QStringList{"ecs.fastest"}
            << QStringList{"ecs.fastest",   "ecs.cheap-slow", "ecs.fast",
                           "ecs.dominated", "ecs.unpriced",   "ecs.too-small"};
        QTest::newRow("budget 520 CNY and deadline 20 h")
            << 520.0 << 20.0 << QStringList{"ecs.fast", "ecs.fastest"}
            << QStringList{"ecs.fast",      "ecs.fastest",  "ecs.cheap-slow",
                           "ecs.dominated", "ecs.unpriced", "ecs.too-small"};
    }

    void constraints()
    {
        QFETCH(double, budget);
        QFETCH(double, deadline);
        QFETCH(QStringList, within);
        QFETCH(QStringList, expected);
        const Catalog catalog = rankingCatalog();
        PlanOptions o = trainingOptions();
        if (budget >= 0)
            o.budget = budget;
        if (deadline >= 0)
            o.deadlineHours = deadline;
        const Plan plan = makePlan(fullFineTune(), catalog, o, SortKey::Cost);
        QCOMPARE(rowIds(plan), expected);
        for (const PlanRow &r : plan.rows) {
            const QString id = QString::fromStdString(r.type->id);
            if (r.verdict == Verdict::DoesNotFit)
                continue;
            QVERIFY2(r.withinConstraints == within.contains(id), qPrintable(id));
            if (!r.withinConstraints)
                QVERIFY2(!r.pareto, qPrintable(id));
        }
        // The front is computed over the rows within the constraints only.
        for (const QString &id : within)
            QVERIFY2(findRow(plan, id.toStdString())->pareto, qPrintable(id));
    }

    // ---- Inference ----

    void inferenceThroughputAndCost()
    {
        CatalogData d = baseData();
        d.types = {cleanA100(), instanceType("ecs.a10x1", "a10", 1, 24, 8, 128),
                   instanceType("ecs.a10x4", "a10", 4, 24, 32, 512, "PCIe")};
        d.prices = {price("ecs.a100", 30), price("ecs.a10x1", 10), price("ecs.a10x4", 40)};
        const Catalog catalog(std::move(d));
        PlanOptions o;
        o.region = kRegion;
        const Plan plan = makePlan(inference(), catalog, o);
        QCOMPARE(plan.rows.size(), std::size_t(3));
        for (const PlanRow &row : plan.rows) {
            const QString id = QString::fromStdString(row.type->id);
            QVERIFY2(row.verdict != Verdict::DoesNotFit, qPrintable(id + reasonCodes(row)));
            QVERIFY2(row.tokensPerSecond && *row.tokensPerSecond > 0, qPrintable(id));
            QVERIFY(row.pricePerHour && row.costPerMillionTokens);
            VERIFY_CLOSE(*row.costPerMillionTokens,
                         *row.pricePerHour / (*row.tokensPerSecond * 3600) * 1e6);
            QCOMPARE(row.gpusUsed, row.type->gpuCount);
            QCOMPARE(row.tensorParallel, 1);
            QVERIFY(row.hours && row.totalCost);
            VERIFY_CLOSE(*row.hours, 730);
            VERIFY_CLOSE(*row.totalCost, 730 * *row.pricePerHour);
        }
        // Four replicas serve four times the tokens of one; the A100's bandwidth beats the A10.
        const PlanRow *one = findRow(plan, "ecs.a10x1");
        const PlanRow *four = findRow(plan, "ecs.a10x4");
        VERIFY_CLOSE(*four->tokensPerSecond, 4 * *one->tokensPerSecond);
        QVERIFY(*findRow(plan, "ecs.a100")->tokensPerSecond > *one->tokensPerSecond);
        // Ranked by cost per million tokens.
        for (std::size_t i = 1; i < plan.rows.size(); ++i)
            QVERIFY(*plan.rows[i - 1].costPerMillionTokens <= *plan.rows[i].costPerMillionTokens);
    }

    // ---- Findings ----

    // Fewer KV heads than tensor-parallel GPUs: each GPU keeps a copy of the KV cache, which
    // vLLM's recipes avoid with data-parallel attention (vllm-project/vllm#51454); the plan
    // says so, with the factor, and not when the heads split.
    void kvReplicatedUnderTensorParallel()
    {
        Setup s = setupFor(QStringLiteral("clean"));
        s.data.types.push_back(instanceType("ecs.a100x8", "a100", 8, 80, 96, 1024));
        s.data.prices.push_back(price("ecs.a100x8", 240.0));
        const Catalog catalog(std::move(s.data));
        PlanOptions o;
        o.region = kRegion;
        Workload w = inference();
        w.engine = Engine::Vllm;
        w.model.paramsB = 70;
        w.model.layers = 80;
        w.model.hidden = 8192;
        w.model.heads = 64;
        w.model.kvHeads = 1;
        w.model.ffn = 28672;
        w.model.vocab = 128256;
        const Plan one = makePlan(w, catalog, o);
        const PlanRow *top = nullptr;
        for (const PlanRow &r : one.rows) {
            if (r.verdict != Verdict::DoesNotFit) {
                top = &r;
                break;
            }
        }
        QVERIFY(top);
        QVERIFY2(top->tensorParallel > 1, "a 70B model in 16 bits needs more than one GPU");
        QVERIFY(hasFinding(one, "kv_replicated"));
        for (const Finding &f : one.findings) {
            if (f.code == "kv_replicated") {
                QCOMPARE(f.args.at(1).number, double(top->tensorParallel));
                QCOMPARE(f.args.at(2).number, double(top->tensorParallel));
                QVERIFY(planwording::findingText(f, planwording::Language::English)
                            .contains(QStringLiteral("--data-parallel-size")));
            }
        }
        w.model.kvHeads = 8;
        QVERIFY(!hasFinding(makePlan(w, catalog, o), "kv_replicated"));
        w.engine = Engine::Transformers;
        w.model.kvHeads = 1;
        QVERIFY(!hasFinding(makePlan(w, catalog, o), "kv_replicated"));
    }

    void findings()
    {
        Setup s = setupFor(QStringLiteral("clean"));
        const Catalog catalog(std::move(s.data));
        std::vector<Plan> plans;
        PlanOptions o = s.options;
        o.region = "cn-hangzhou";
        plans.push_back(makePlan(s.workload, catalog, o));
        QVERIFY(hasFinding(plans.back(), "stock"));
        o.region = "cn-shanghai";
        plans.push_back(makePlan(s.workload, catalog, o));
        QVERIFY(!hasFinding(plans.back(), "stock"));
        QVERIFY(!hasFinding(plans.back(), "rdma"));
        o.maxNodes = 2;
        plans.push_back(makePlan(s.workload, catalog, o));
        QVERIFY(hasFinding(plans.back(), "rdma"));
        QVERIFY(hasFinding(plans.back(), "spot"));
        QVERIFY(!hasFinding(plans.back(), "vgpu"));
        PlanOptions io;
        io.region = kRegion;
        plans.push_back(makePlan(inference(), catalog, io));
        QVERIFY(hasFinding(plans.back(), "vgpu"));
        QVERIFY(!hasFinding(plans.back(), "spot"));
        for (const Plan &plan : plans) {
            QVERIFY(!plan.findings.empty());
            for (const Finding &f : plan.findings) {
                using planwording::Language;
                QVERIFY2(!planwording::findingText(f, Language::English).isEmpty(), f.code.c_str());
                QVERIFY2(!planwording::findingText(f, Language::Chinese).isEmpty(), f.code.c_str());
                QVERIFY2(!planwording::findingExplanation(f, Language::English).isEmpty(),
                         f.code.c_str());
                QVERIFY2(!planwording::findingExplanation(f, Language::Chinese).isEmpty(),
                         f.code.c_str());
            }
        }
    }

    void names()
    {
        QCOMPARE(toString(Verdict::FitsWithWarnings), std::string_view("fits_with_warnings"));
        QCOMPARE(toString(Severity::Blocker), std::string_view("blocker"));
        QVERIFY(sortKeyFromString("value") == SortKey::Value);
        QVERIFY(!sortKeyFromString("price"));
    }
};

QTEST_GUILESS_MAIN(TestPlanner)
#include "tst_planner.moc"
