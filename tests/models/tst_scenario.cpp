// Scenario files: every field scenarioToJson writes survives JSON and a file on disk,
// fields of newer versions are kept, a newer version is refused by name, each malformed
// field is named in the error, and file problems name the file.
#include "catalogrepository.h"
#include "estimator/defaults.h"
#include "estimator/memory.h"
#include "estimator/planner.h"
#include "presets.h"
#include "scenario.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace gpuplanner;
using nlohmann::json;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

std::optional<json> readJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray bytes = f.readAll();
    return json::parse(bytes.constData(), bytes.constData() + bytes.size(), nullptr, false);
}

QByteArray dump(const json &j)
{
    return QByteArray::fromStdString(j.dump(2));
}

// Every Workload and PlanOptions field that scenarioToJson writes, away from its default.
void setNonDefaults(Scenario &s)
{
    Workload &w = s.workload;
    w.task = Task::Qlora;
    w.precision = Precision::Fp16;
    w.fp32MasterWeights = false;
    w.quantization = Quantization::BnbNf4DoubleQuant;
    w.optimizer = Optimizer::PagedAdamW8bit;
    w.batch = 3;
    w.seqLen = 1024;
    w.gradientCheckpointing = true;
    w.gradientAccumulation = 8;
    w.attention = Attention::Eager;
    w.loraRank = 64;
    w.loraTargets = LoraTargets::AllLinear;
    w.gpusPerNode = 4;
    w.nodes = 2;
    w.sharding = Sharding::Zero2;
    w.tensorParallel = 2;
    w.pipelineParallel = 2;
    w.offloadOptimizer = true;
    w.offloadParams = true;
    w.framework = "torchtune";
    w.chunkedCrossEntropy = true;
    w.optimizerInBackward = true;
    w.activationOffload = true;
    w.kbitFp32Upcast = false;
    w.cudaContextGib = 1.3;
    w.promptLen = 300;
    w.outputLen = 200;
    w.kvCachePrecision = Precision::Fp8;
    w.engine = Engine::Vllm;
    w.vllmGpuMemoryUtilization = 0.85;
    w.maxModelLen = 4096;
    w.maxNumSeqs = 32;
    w.maxNumBatchedTokens = 2048;
    w.loading = Loading::FullCopyPerRank;
    w.dataLoaderWorkers = 6;

    PlanOptions &p = s.plan;
    p.region = "cn-hangzhou";
    p.pricing = PricingMode::Spot;
    p.headroomPct = 12.5;
    p.mfu = 0.35;
    p.datasetTokens = 2.5e9;
    p.epochs = 3;
    p.servingHours = 100;
    p.maxNodes = 4;
    p.maxGpus = 16;
    p.families = {"gn7i", "gn8v"};
    p.budget = 1234.5;
    p.deadlineHours = 72;
    p.currency = "USD";
    p.cnyPerUsd = 7.1;
    p.spotDiscountPct = 18;
    p.spotInterruptionRatePct = 3;
    p.checkpointWriteHours = 0.25;
    p.restartHours = 0.5;
    p.checkpointIntervalHours = 2;
    p.subscriptionMonths = 6;
}

} // namespace

class TestScenario : public QObject
{
    Q_OBJECT

private:
    PresetLibrary m_presets;
    QTemporaryDir m_dir;

    Scenario presetScenario() const
    {
        Scenario s = newScenario();
        s.name = QStringLiteral("Llama fine-tune");
        s.author = QStringLiteral("测试者 Tester");
        s.notes = QStringLiteral("Line one\nline two, with \"quotes\" and 中文.");
        s.tags = {QStringLiteral("qlora"), QStringLiteral("hangzhou")};
        s.revision = 7;
        const ModelSpec *m = m_presets.find(QStringLiteral("llama-2-7b"));
        Q_ASSERT(m);
        s.workload.model = *m;
        s.presetId = QStringLiteral("llama-2-7b");
        setNonDefaults(s);
        return s;
    }

    Scenario customScenario() const
    {
        Scenario s = presetScenario();
        s.presetId.clear();
        ModelSpec m;
        m.name = "My encoder-decoder";
        m.paramsB = 3.5;
        m.layers = 28;
        m.hidden = 3072;
        m.ffn = 8192;
        m.heads = 24;
        m.kvHeads = 8;
        m.vocab = 50000;
        m.architecture = Architecture::EncoderDecoder;
        s.workload.model = m;
        return s;
    }

    Scenario scenarioNamed(const QString &variant) const
    {
        return variant == QLatin1String("preset") ? presetScenario() : customScenario();
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY2(m_presets.load(), qPrintable(m_presets.errorString())); }

    // The example library a newcomer creates (Library ▸ Create an example library…) holds
    // real jobs: lengths for its task (the serving example had a 0-token prompt and answer,
    // so its KV cache was 0 and the capacity view planned 1-token requests), and each fits
    // some instance type of the shipped catalog.
    void shippedExamplesAreRealJobs()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("ex.db")));
        QVERIFY(repo.load());
        const QDir examples(QStringLiteral(GP_SOURCE_DIR "/docs/examples/library"));
        const QStringList files = examples.entryList({QStringLiteral("*.gpuplan.json")});
        QVERIFY(files.size() >= 4);
        for (const QString &f : files) {
            QString error;
            const auto s = loadScenario(examples.filePath(f), m_presets, &error);
            QVERIFY2(s, qPrintable(f + error));
            const Workload &w = s->workload;
            if (w.task == Task::Inference) {
                QVERIFY2(w.promptLen > 0 && w.outputLen > 0, qPrintable(f));
                QVERIFY2(estimateMemory(w).perGpu.kvCacheGib > 0, qPrintable(f));
            } else {
                QVERIFY2(w.seqLen > 0 && w.batch > 0, qPrintable(f));
            }
            const Plan plan = makePlan(w, repo.snapshot(), s->plan);
            QVERIFY2(std::any_of(plan.rows.begin(), plan.rows.end(),
                                 [](const PlanRow &r) { return r.verdict != Verdict::DoesNotFit; }),
                     qPrintable(f));
        }
    }

    void jsonRoundTrip_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::newRow("preset model") << QStringLiteral("preset");
        QTest::newRow("custom model with params and shape") << QStringLiteral("custom");
    }

    void jsonRoundTrip()
    {
        QFETCH(QString, variant);
        const Scenario s = scenarioNamed(variant);
        const json first = scenarioToJson(s);
        QCOMPARE(first.at("format").get<std::string>(), std::string(kScenarioFormat));
        QCOMPARE(first.at("version").get<int>(), kScenarioVersion);
        QString error;
        const auto back = scenarioFromJson(first, m_presets, &error);
        QVERIFY2(back, qPrintable(error));
        const json second = scenarioToJson(*back);
        QVERIFY2(first == second, dump(second).constData());

        // Spot checks on the parsed values.
        QCOMPARE(back->name, s.name);
        QCOMPARE(back->author, s.author);
        QCOMPARE(back->notes, s.notes);
        QCOMPARE(back->tags, s.tags);
        QCOMPARE(back->id, s.id);
        QCOMPARE(back->revision, 7);
        QCOMPARE(back->presetId, s.presetId);
        QCOMPARE(back->workload.model.paramsB, s.workload.model.paramsB);
        QCOMPARE(back->workload.model.layers, s.workload.model.layers);
        QVERIFY(back->workload.model.architecture == s.workload.model.architecture);
        QVERIFY(back->workload.task == Task::Qlora);
        QVERIFY(back->workload.quantization == Quantization::BnbNf4DoubleQuant);
        QVERIFY(back->workload.loading == Loading::FullCopyPerRank);
        QVERIFY(back->workload.loraTargets == LoraTargets::AllLinear);
        QVERIFY(back->workload.attention == Attention::Eager);
        QVERIFY(back->workload.offloadOptimizer && back->workload.offloadParams);
        QVERIFY(back->workload.chunkedCrossEntropy && back->workload.optimizerInBackward &&
                back->workload.activationOffload);
        QVERIFY(!back->workload.kbitFp32Upcast);
        QCOMPARE(back->workload.framework, std::string("torchtune"));
        QCOMPARE(back->workload.cudaContextGib, 1.3);
        QVERIFY(back->plan.pricing == PricingMode::Spot);
        QCOMPARE(back->plan.maxGpus, std::optional<int>(16));
        QCOMPARE(back->plan.budget, std::optional<double>(1234.5));
        QCOMPARE(back->plan.families, (std::vector<std::string>{"gn7i", "gn8v"}));
        QCOMPARE(back->plan.currency, std::string("USD"));
    }

    void optionalFieldsStayEmpty()
    {
        Scenario s = newScenario();
        s.workload.model.paramsB = 1;
        const json j = scenarioToJson(s);
        for (const char *key :
             {"budget", "deadline_hours", "cny_per_usd", "spot_discount_pct",
              "spot_interruption_rate_pct", "checkpoint_interval_hours", "max_gpus"})
            QVERIFY2(!j.at("plan").contains(key), key);
        QString error;
        const auto back = scenarioFromJson(j, m_presets, &error);
        QVERIFY2(back, qPrintable(error));
        QVERIFY(!back->plan.budget);
        QVERIFY(!back->plan.maxGpus);
        QVERIFY(!back->plan.checkpointIntervalHours);
        QVERIFY(scenarioToJson(*back) == j);
    }

    void fileRoundTrip_data() { jsonRoundTrip_data(); }

    void fileRoundTrip()
    {
        QFETCH(QString, variant);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("plan.gpuplan.json"));
        const Scenario s = scenarioNamed(variant);
        QString error;
        QVERIFY2(saveScenario(path, s, &error), qPrintable(error));
        const auto onDisk = readJson(path);
        QVERIFY(onDisk && !onDisk->is_discarded());
        QVERIFY(*onDisk == scenarioToJson(s));
        const auto back = loadScenario(path, m_presets, &error);
        QVERIFY2(back, qPrintable(error));
        QVERIFY2(scenarioToJson(*back) == scenarioToJson(s),
                 dump(scenarioToJson(*back)).constData());
        // Saving again gives the same file.
        const QString again = dir.filePath(QStringLiteral("again.gpuplan.json"));
        QVERIFY2(saveScenario(again, *back, &error), qPrintable(error));
        QFile a(path), b(again);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(b.readAll(), a.readAll());
    }

    void unknownFieldsSurvive()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        json j = scenarioToJson(presetScenario());
        j["future_field"] = {{"x", 1}};
        j["another_one"] = json::array({1, "two"});
        const QString in = dir.filePath(QStringLiteral("in.gpuplan.json"));
        QVERIFY(writeFile(in, dump(j)));
        QString error;
        const auto s = loadScenario(in, m_presets, &error);
        QVERIFY2(s, qPrintable(error));
        QVERIFY(s->unknown.contains("future_field"));
        const QString out = dir.filePath(QStringLiteral("out.gpuplan.json"));
        QVERIFY2(saveScenario(out, *s, &error), qPrintable(error));
        const auto saved = readJson(out);
        QVERIFY(saved && saved->is_object());
        QVERIFY(saved->contains("future_field"));
        QVERIFY(saved->at("future_field") == json({{"x", 1}}));
        QVERIFY(saved->at("another_one") == json::array({1, "two"}));
        QVERIFY2(*saved == j, dump(*saved).constData());
    }

    void versionOneMigrates()
    {
        // A file written by version 1 (no saved prices) loads, and saves as the current version.
        QFile f(QStringLiteral(GP_TEST_DATA "/scenarios/v1-qlora.gpuplan.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const json v1 = json::parse(f.readAll().toStdString());
        QCOMPARE(v1.at("version").get<int>(), 1);
        QString error;
        const auto s = scenarioFromJson(v1, m_presets, &error);
        QVERIFY2(s, qPrintable(error));
        QCOMPARE(s->loadedVersion, 1);
        QVERIFY(s->prices.empty());
        QCOMPARE(s->presetId, QStringLiteral("llama-3.1-8b"));
        QVERIFY(s->workload.task == Task::Qlora);
        QCOMPARE(s->workload.seqLen, 4096);
        QCOMPARE(s->plan.datasetTokens, 5e8);
        QCOMPARE(s->unknown.at("team_label").get<std::string>(), std::string("kept from v1"));
        const json saved = scenarioToJson(*s);
        QCOMPARE(saved.at("version").get<int>(), kScenarioVersion);
        QVERIFY(saved.at("prices").is_array());
        QCOMPARE(saved.at("team_label").get<std::string>(), std::string("kept from v1"));
        json migrated = v1;
        QVERIFY(migrateScenarioJson(migrated, &error));
        QCOMPARE(migrated.at("version").get<int>(), kScenarioVersion);
        json broken = v1;
        broken["version"] = 0;
        QVERIFY(!migrateScenarioJson(broken, &error));
    }

    // Files from before the technique inputs: flash_attention false meant eager
    // attention, cpu_offload the optimizer (and with ZeRO-3/FSDP the parameters); the new
    // switches take their defaults.
    // A field the file leaves out takes the one default (estimator/defaults.h), as File ▸ New
    // and the command line start from: a hand-written file without a sequence, prompt or
    // dataset plans like a new scenario in the window.
    void missingFieldsTakeTheOneDefault()
    {
        Scenario base = newScenario();
        base.workload.model.paramsB = 1;
        json j = scenarioToJson(base);
        json &in = j.at("inputs");
        for (const char *key : {"seq_len", "prompt_len", "output_len"})
            in.erase(key);
        j.at("plan").erase("dataset_tokens");
        QString error;
        const auto s = scenarioFromJson(j, m_presets, &error);
        QVERIFY2(s, qPrintable(error));
        const Workload d = defaultWorkload();
        QCOMPARE(s->workload.seqLen, d.seqLen);
        QCOMPARE(s->workload.promptLen, d.promptLen);
        QCOMPARE(s->workload.outputLen, d.outputLen);
        QCOMPARE(s->plan.datasetTokens, defaultPlanOptions().datasetTokens);
        QCOMPARE(s->workload.seqLen, 4096); // the figures docs/scenario-format.md lists
        QCOMPARE(s->plan.datasetTokens, 100e6);
    }

    void olderTechniqueFieldsDefaultSensibly_data()
    {
        QTest::addColumn<bool>("flash");
        QTest::addColumn<bool>("offload");
        QTest::addColumn<QString>("sharding");
        QTest::newRow("flash on, no offload") << true << false << "none";
        QTest::newRow("flash off is eager") << false << false << "none";
        QTest::newRow("offload under zero2: optimizer only") << true << true << "zero2";
        QTest::newRow("offload under fsdp: parameters too") << true << true << "fsdp";
    }
    void olderTechniqueFieldsDefaultSensibly()
    {
        QFETCH(bool, flash);
        QFETCH(bool, offload);
        QFETCH(QString, sharding);
        QFile f(QStringLiteral(GP_TEST_DATA "/scenarios/v1-qlora.gpuplan.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        json j = json::parse(f.readAll().toStdString());
        json &in = j.at("inputs");
        in["flash_attention"] = flash;
        in["cpu_offload"] = offload;
        in["sharding"] = sharding.toStdString();
        QString error;
        const auto s = scenarioFromJson(j, m_presets, &error);
        QVERIFY2(s, qPrintable(error));
        const Workload &w = s->workload;
        QVERIFY(w.attention == (flash ? Attention::Sdpa : Attention::Eager));
        QCOMPARE(w.offloadOptimizer, offload);
        QCOMPARE(w.offloadParams, offload && sharding == QLatin1String("fsdp"));
        QVERIFY(!w.chunkedCrossEntropy && !w.optimizerInBackward && !w.activationOffload);
        QVERIFY(w.kbitFp32Upcast);
        QVERIFY(w.framework.empty());
        QCOMPARE(w.cudaContextGib, 0.0);
    }

    void pricesRoundTrip()
    {
        Scenario s = presetScenario();
        Price p;
        p.instanceTypeId = "ecs.gn7i-c8g1.2xlarge";
        p.regionId = "cn-shanghai";
        p.mode = PricingMode::Subscription;
        p.unit = PriceUnit::Month;
        p.amount = 4575.66;
        p.currency = "CNY";
        p.kind = PriceKind::Published;
        p.source = "https://arthurchiao.art/blog/gpu-prices/";
        p.asOf = "2023-06";
        s.prices = {p};
        s.pricesSavedAt = QStringLiteral("2026-11-30T00:00:00Z");
        QString error;
        const auto back = scenarioFromJson(scenarioToJson(s), m_presets, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->prices.size(), 1u);
        QVERIFY(back->prices[0].mode == PricingMode::Subscription &&
                back->prices[0].unit == PriceUnit::Month);
        QCOMPARE(back->prices[0].amount, 4575.66);
        QCOMPARE(back->prices[0].asOf, std::string("2023-06"));
        QCOMPARE(back->pricesSavedAt, s.pricesSavedAt);
        json bad = scenarioToJson(s);
        bad["prices"][0]["amount"] = -1;
        QVERIFY(!scenarioFromJson(bad, m_presets, &error));
        QVERIFY2(error.startsWith(QLatin1String("prices[0].amount:")), qPrintable(error));
    }

    // Issue 24: a serving scenario carries its traffic and targets; a bad value is refused
    // naming the file's key; a scenario without them has none.
    void trafficRoundTrip()
    {
        Scenario s = presetScenario();
        s.workload.task = Task::Inference;
        s.workload.promptLen = 1500;
        s.workload.outputLen = 300;
        TrafficProfile t;
        t.peakRps = 40;
        t.averageRps = 22;
        t.hourlyRps.assign(24, 20);
        t.hourlyRps[12] = 40;
        t.promptMean = 1500;
        t.outputMean = 300;
        t.promptP95 = 4000;
        t.outputP95 = 800;
        t.prefixCacheShare = 0.3;
        t.ttftTarget = 1.5;
        t.tpotTarget = 0.06;
        t.e2eTarget = 30;
        t.percentile = 99;
        t.spareReplicas = 1;
        s.traffic = t;
        QString error;
        const auto back = scenarioFromJson(scenarioToJson(s), m_presets, &error);
        QVERIFY2(back && back->traffic, qPrintable(error));
        const TrafficProfile &r = *back->traffic;
        QCOMPARE(r.peakRps, 40.0);
        QCOMPARE(*r.averageRps, 22.0);
        QCOMPARE(r.hourlyRps, t.hourlyRps);
        QCOMPARE(r.promptMean, 1500.0);
        QCOMPARE(r.promptP95, 4000.0);
        QCOMPARE(r.outputP95, 800.0);
        QCOMPARE(r.prefixCacheShare, 0.3);
        QCOMPARE(r.ttftTarget, 1.5);
        QCOMPARE(r.tpotTarget, 0.06);
        QCOMPARE(r.e2eTarget, 30.0);
        QCOMPARE(r.percentile, 99.0);
        QCOMPARE(r.spareReplicas, 1);
        json bad = scenarioToJson(s);
        bad["traffic"]["tpot_s"] = -1;
        QVERIFY(!scenarioFromJson(bad, m_presets, &error));
        QVERIFY2(error.startsWith(QLatin1String("traffic.tpot_s:")), qPrintable(error));
        bad = scenarioToJson(s);
        bad["traffic"]["prompt_p95"] = 100; // below the prompt's mean
        QVERIFY(!scenarioFromJson(bad, m_presets, &error));
        QVERIFY2(error.startsWith(QLatin1String("traffic.prompt_p95:")), qPrintable(error));
        bad = scenarioToJson(s);
        bad["traffic"]["hourly_rps"] = "busy";
        QVERIFY(!scenarioFromJson(bad, m_presets, &error));
        QVERIFY2(error.startsWith(QLatin1String("traffic.hourly_rps:")), qPrintable(error));
        s.traffic.reset();
        const json plain = scenarioToJson(s);
        QVERIFY(!plain.contains("traffic"));
        QVERIFY(!scenarioFromJson(plain, m_presets, &error)->traffic);
    }

    void newerVersionIsRefused()
    {
        json j = scenarioToJson(presetScenario());
        j["version"] = kScenarioVersion + 1;
        QString error;
        QVERIFY(!scenarioFromJson(j, m_presets, &error));
        QVERIFY2(error.contains(QLatin1String("version")), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("newer")), qPrintable(error));

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("v2.gpuplan.json"));
        QVERIFY(writeFile(path, dump(j)));
        error.clear();
        QVERIFY(!loadScenario(path, m_presets, &error));
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("version")), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("newer")), qPrintable(error));
    }

    void malformedFieldIsNamed_data()
    {
        // A JSON Patch (RFC 6902) applied to a valid scenario with a custom model, and the
        // field the error must start with.
        QTest::addColumn<QString>("patch");
        QTest::addColumn<QString>("field");
        auto row = [](const char *name, const char *patch, const char *field) {
            QTest::newRow(name) << QString::fromUtf8(patch) << QString::fromUtf8(field);
        };
        row("format wrong", R"([{"op": "replace", "path": "/format", "value": "spreadsheet"}])",
            "format");
        row("format missing", R"([{"op": "remove", "path": "/format"}])", "format");
        row("version missing", R"([{"op": "remove", "path": "/version"}])", "version");
        row("inputs missing", R"([{"op": "remove", "path": "/inputs"}])", "inputs");
        row("inputs not an object", R"([{"op": "replace", "path": "/inputs", "value": [1]}])",
            "inputs");
        row("inputs.model missing", R"([{"op": "remove", "path": "/inputs/model"}])",
            "inputs.model");
        row("unknown preset",
            R"([{"op": "replace", "path": "/inputs/model", "value": {"preset": "no-such-model"}}])",
            "inputs.model.preset");
        row("inputs.model.params_b 0",
            R"([{"op": "replace", "path": "/inputs/model/params_b", "value": 0}])",
            "inputs.model.params_b");
        row("inputs.model.architecture unknown value",
            R"([{"op": "replace", "path": "/inputs/model/architecture", "value": "rnn"}])",
            "inputs.model.architecture");
        row("inputs.task unknown value",
            R"([{"op": "replace", "path": "/inputs/task", "value": "dreaming"}])", "inputs.task");
        row("inputs.batch 0", R"([{"op": "replace", "path": "/inputs/batch", "value": 0}])",
            "inputs.batch");
        row("inputs.batch as a string",
            R"([{"op": "replace", "path": "/inputs/batch", "value": "4"}])", "inputs.batch");
        row("inputs.nodes 0", R"([{"op": "replace", "path": "/inputs/nodes", "value": 0}])",
            "inputs.nodes");
        row("inputs.seq_len negative",
            R"([{"op": "replace", "path": "/inputs/seq_len", "value": -1}])", "inputs.seq_len");
        row("inputs.loading unknown value",
            R"([{"op": "replace", "path": "/inputs/loading", "value": "lazy"}])", "inputs.loading");
        row("plan.currency EUR", R"([{"op": "replace", "path": "/plan/currency", "value": "EUR"}])",
            "plan.currency");
        row("plan.mfu 2", R"([{"op": "replace", "path": "/plan/mfu", "value": 2}])", "plan.mfu");
        row("plan.pricing unknown value",
            R"([{"op": "replace", "path": "/plan/pricing", "value": "free"}])", "plan.pricing");
        row("plan.epochs negative", R"([{"op": "replace", "path": "/plan/epochs", "value": -1}])",
            "plan.epochs");
        row("plan.budget as a string",
            R"([{"op": "replace", "path": "/plan/budget", "value": "lots"}])", "plan.budget");
        row("tags not strings", R"([{"op": "replace", "path": "/tags", "value": [1, 2]}])", "tags");
        // The validation table (estimator/limits.h): no NaN, infinity, negative price or
        // time, or integer that would wrap gets in.
        row("plan.spot_discount_pct negative",
            R"([{"op": "add", "path": "/plan/spot_discount_pct", "value": -20}])",
            "plan.spot_discount_pct");
        row("plan.restart_hours negative",
            R"([{"op": "replace", "path": "/plan/restart_hours", "value": -1}])",
            "plan.restart_hours");
        row("plan.headroom_pct 100",
            R"([{"op": "replace", "path": "/plan/headroom_pct", "value": 100}])",
            "plan.headroom_pct");
        row("inputs.batch 2^32+1 does not wrap to 1",
            R"([{"op": "replace", "path": "/inputs/batch", "value": 4294967297}])", "inputs.batch");
        row("inputs.batch a fraction",
            R"([{"op": "replace", "path": "/inputs/batch", "value": 2.5}])", "inputs.batch");
        row("inputs.batch beyond 64 bits",
            R"([{"op": "replace", "path": "/inputs/batch", "value": 18446744073709551615}])",
            "inputs.batch");
        row("gpus × nodes overflow",
            R"([{"op": "replace", "path": "/inputs/gpus_per_node", "value": 1024},
                {"op": "replace", "path": "/inputs/nodes", "value": 100000}])",
            "inputs.gpus_per_node × inputs.nodes");
        row("prices[0].amount negative",
            R"([{"op": "add", "path": "/prices/-", "value": {"instance_type": "ecs.x", "region": "r", "amount": -3}}])",
            "prices[0].amount");
        row("revision huge", R"([{"op": "replace", "path": "/revision", "value": 1e12}])",
            "revision");
        row("version huge", R"([{"op": "replace", "path": "/version", "value": 4294967298}])",
            "version");
        row("notes over 64 KiB",
            (std::string("[{\"op\": \"replace\", \"path\": \"/notes\", \"value\": \"") +
             std::string(65537, 'n') + "\"}]")
                .c_str(),
            "notes");
    }

    void malformedFieldIsNamed()
    {
        QFETCH(QString, patch);
        QFETCH(QString, field);
        const json valid = scenarioToJson(customScenario());
        const json broken = valid.patch(json::parse(patch.toStdString()));
        QString error;
        QVERIFY(!scenarioFromJson(broken, m_presets, &error));
        QVERIFY2(error.startsWith(field + QLatin1String(": ")), qPrintable(error));
    }

    void notJsonNamesTheFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("broken.gpuplan.json"));
        QVERIFY(writeFile(path, "{ \"format\": \"gpu-planner-scenario\", oops"));
        QString error;
        QVERIFY(!loadScenario(path, m_presets, &error));
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("JSON")), qPrintable(error));

        const QString missing = dir.filePath(QStringLiteral("absent.gpuplan.json"));
        error.clear();
        QVERIFY(!loadScenario(missing, m_presets, &error));
        QVERIFY2(error.contains(missing), qPrintable(error));
    }

    // Files that would crash a parser: a number beyond a double, deep nesting in an
    // unknown field (recursive copies overflowed the stack), oversized unknown fields.
    void hostileFilesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        const QByteArray head =
            R"({"format": "gpu-planner-scenario", "version": 2, "inputs": {"model": {"preset": "llama-2-7b"}, "task": "inference"}, )";
        QTest::newRow("1e400") << head + R"("plan": {"budget": 1e400}})"
                               << "not valid JSON: a number is out of range";
        QTest::newRow("-1e400 in an unknown field") << head + R"("future": [-1e400]})"
                                                    << "out of range";
        QTest::newRow("deep nesting in an unknown field")
            << head + R"("future": )" + QByteArray(300000, '[') + QByteArray(300000, ']') + "}"
            << "nested deeper than 64 levels";
        QTest::newRow("deep objects")
            << head + R"("future": )" + QByteArray("{\"a\":").repeated(100) + "1" +
                   QByteArray(100, '}') + "}"
            << "nested deeper than 64 levels";
        QTest::newRow("unknown fields over 64 KiB")
            << head + "\"future\": \"" + QByteArray(70000, 'x') + "\"}"
            << "future: fields this version does not know take more than 65536 bytes";
        QTest::newRow("nesting inside a string is text")
            << head + "\"future\": \"" + QByteArray(1000, '[') + "\", \"notes\": 5}"
            << "notes: has the wrong type";
    }

    void hostileFilesAreRefused()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("hostile.gpuplan.json"));
        QVERIFY(writeFile(path, content));
        QString error;
        QVERIFY(!loadScenario(path, m_presets, &error));
        QVERIFY2(error.startsWith(path + QLatin1String(": ")) && error.contains(message),
                 qPrintable(error));
    }

    void textLimitsOnSave()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.gpuplan.json"));
        Scenario s = presetScenario();
        s.notes = QString(kMaxScenarioNotesBytes / 3 + 1, QChar(0x5907)); // 3 bytes each
        QString error;
        QVERIFY(!saveScenario(path, s, &error));
        QVERIFY2(error.contains(QLatin1String("notes: ")) &&
                     error.contains(QLatin1String("more than the 65536 allowed")),
                 qPrintable(error));
        QVERIFY(!QFile::exists(path));
        s.notes = QString(kMaxScenarioNotesBytes / 3, QChar(0x5907));
        QVERIFY2(saveScenario(path, s, &error), qPrintable(error));
        QVERIFY2(loadScenario(path, m_presets, &error), qPrintable(error));
    }

    void saveIntoMissingDirectoryFails()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("no/such/dir/plan.gpuplan.json"));
        QString error;
        QVERIFY(!saveScenario(path, presetScenario(), &error));
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY(!QFile::exists(path));
    }
};

QTEST_GUILESS_MAIN(TestScenario)
#include "tst_scenario.moc"
