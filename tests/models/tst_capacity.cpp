// Serving capacity (estimator/capacity.h): the properties a plan must keep (more traffic or
// tighter targets never need fewer replicas, a replica never runs more sequences than its
// KV cache or max_num_seqs hold, the mixed purchase is never dearer than either pure one),
// bad traffic refused naming the field, and the model against published serving runs
// (tests/data/capacity/published-serving.csv; docs/capacity.md has the table).
#include "../support/shippedcatalog.h"
#include "catalogdatabase.h"
#include "estimator/capacity.h"
#include "estimator/csv.h"
#include "estimator/engines.h"
#include "estimator/hardware.h"
#include "estimator/memory.h"
#include "estimator/planner.h"
#include "estimator/throughput.h"
#include "presets.h"

#include <QFile>
#include <QtTest>

#include <cmath>

using namespace gpuplanner;

namespace {

TrafficProfile chatTraffic()
{
    TrafficProfile t;
    t.peakRps = 40;
    t.promptMean = 1500;
    t.outputMean = 300;
    t.ttftTarget = 1.5;
    t.tpotTarget = 0.06;
    t.percentile = 95;
    return t;
}

// The chat traffic with targets a 70B model on H100s meets easily (TTFT 5 s, TPOT 200 ms).
TrafficProfile relaxedChatTraffic()
{
    TrafficProfile t = chatTraffic();
    t.ttftTarget = 5;
    t.tpotTarget = 0.2;
    return t;
}

// A CSV of tests/data/capacity (nullopt, with a warning naming the problem, when it does
// not read), and one cell of a record by its column's name ("" when there is none).
std::optional<CsvTable> dataTable(const char *name)
{
    QFile f(QStringLiteral(GP_SOURCE_DIR "/tests/data/capacity/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly)) {
        qWarning("%s: %s", name, qPrintable(f.errorString()));
        return std::nullopt;
    }
    const QByteArray bytes = f.readAll();
    std::string error;
    auto table = parseCsv(std::string_view(bytes.constData(), std::size_t(bytes.size())), &error);
    if (!table)
        qWarning("%s: %s", name, error.c_str());
    return table;
}

QString cellOf(const CsvTable &table, const CsvRecord &r, const char *name)
{
    const int c = table.column(name);
    return c >= 0 ? QString::fromStdString(r.fields[std::size_t(c)]) : QString();
}

const CapacityRow *rowOf(const CapacityPlan &plan, const std::string &id)
{
    for (const CapacityRow &r : plan.rows)
        if (r.type && r.type->id == id)
            return &r;
    return nullptr;
}

} // namespace

class TestCapacity : public QObject
{
    Q_OBJECT

    PresetLibrary m_presets;
    Catalog m_catalog;
    Workload m_llama8b;
    PlanOptions m_options;
    const GpuModel *m_h100 = nullptr; // H100 SXM5, the published checks' GPU

    // Llama-3.1-70B in FP8 on `tp` H100s linked as `link`, for the relaxed chat traffic.
    std::optional<ReplicaModel> seventyBOnH100(int tp, const char *link) const
    {
        return replicaOn(fp8Serving(QStringLiteral("llama-3.1-70b")), relaxedChatTraffic(), *m_h100,
                         tp, link);
    }

    // A preset served by vLLM with FP8 weights.
    Workload fp8Serving(const QString &preset) const
    {
        Workload w;
        w.model = *m_presets.find(preset);
        w.task = Task::Inference;
        w.engine = Engine::Vllm;
        w.precision = Precision::Fp8;
        return w;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_presets.load());
        m_catalog = shippedCatalog();
        const ModelSpec *m = m_presets.find(QStringLiteral("llama-3.1-8b"));
        QVERIFY(m);
        m_llama8b.model = *m;
        m_llama8b.task = Task::Inference;
        m_llama8b.engine = Engine::Vllm;
        m_options.today = "2026-12-01";
        m_h100 = m_catalog.gpu("h100-80-sxm5");
        QVERIFY(m_h100);
    }

    void servesTheTrafficWithinTheTargets()
    {
        const TrafficProfile t = chatTraffic();
        const CapacityPlan plan = makeCapacityPlan(m_llama8b, t, m_catalog, m_options);
        QVERIFY(!plan.rows.empty());
        const CapacityRow &best = plan.rows.front();
        QVERIFY(best.verdict == CapacityVerdict::Serves);
        QVERIFY(best.monthlyCost && *best.monthlyCost > 0);
        QVERIFY(best.replicas * best.replica.maxRps >= t.peakRps - 1e-9);
        QVERIFY(best.replica.atMax.ttft <= t.ttftTarget + 1e-9);
        QVERIFY(best.replica.atMax.tpot <= t.tpotTarget + 1e-9);
        for (std::size_t i = 1; i < plan.rows.size(); ++i) {
            const CapacityRow &a = plan.rows[i - 1];
            const CapacityRow &b = plan.rows[i];
            if (a.verdict == CapacityVerdict::Serves && b.verdict == CapacityVerdict::Serves)
                QVERIFY(*a.monthlyCost <= *b.monthlyCost + 1e-9);
        }
    }

    // A replica never runs more sequences (at the percentile) than its KV cache or
    // max_num_seqs holds.
    void capacityNeverExceedsTheKvCacheOrMaxNumSeqs()
    {
        TrafficProfile t = chatTraffic();
        t.ttftTarget = t.tpotTarget = 0; // only the caps limit
        for (int maxSeqs : {0, 8, 64}) {
            Workload w = m_llama8b;
            w.maxNumSeqs = maxSeqs;
            const CapacityPlan plan = makeCapacityPlan(w, t, m_catalog, m_options);
            int checked = 0;
            for (const CapacityRow &r : plan.rows) {
                for (const ReplicaModel &m : r.layouts) {
                    if (m.maxRps <= 0)
                        continue;
                    ++checked;
                    QVERIFY2(m.atMax.concurrencyPct <= m.maxConcurrency + 1e-6,
                             qPrintable(QString::fromStdString(r.type->id)));
                    // Not given: vllm serve's default for the GPU (1,024 or 256).
                    const int cap = maxSeqs > 0
                                        ? maxSeqs
                                        : vllmServeDefaults(cardMemoryOf(*r.type, r.gpu).totalGib,
                                                            r.gpu->id + ' ' + r.gpu->name)
                                              .maxNumSeqs;
                    QVERIFY(m.maxConcurrency <= cap);
                    QVERIFY(m.maxConcurrency <= m.kvTokenCapacity / 16 + 1e-9);
                }
            }
            QVERIFY(checked > 0);
        }
    }

    // More traffic never needs fewer instances; tighter targets never need fewer replicas.
    void stepCurveIsMonotone()
    {
        const TrafficProfile t = chatTraffic();
        const CapacityPlan plan = makeCapacityPlan(m_llama8b, t, m_catalog, m_options);
        int curves = 0;
        for (const CapacityRow &r : plan.rows) {
            if (r.verdict != CapacityVerdict::Serves)
                continue;
            const auto steps = costCurve(r, t, 200, 120);
            QVERIFY(!steps.empty());
            for (std::size_t i = 1; i < steps.size(); ++i) {
                QVERIFY(steps[i].instances >= steps[i - 1].instances);
                QVERIFY(steps[i].monthlyCost >= steps[i - 1].monthlyCost - 1e-9);
            }
            ++curves;
        }
        QVERIFY(curves > 3);
    }

    void tighterTargetsNeverNeedFewerReplicas()
    {
        const CapacityPlan loose = makeCapacityPlan(m_llama8b, chatTraffic(), m_catalog, m_options);
        for (const auto &[ttft, tpot] :
             {std::pair{1.0, 0.05}, std::pair{0.5, 0.04}, std::pair{1.5, 0.03}}) {
            TrafficProfile t = chatTraffic();
            t.ttftTarget = ttft;
            t.tpotTarget = tpot;
            const CapacityPlan tight = makeCapacityPlan(m_llama8b, t, m_catalog, m_options);
            for (const CapacityRow &a : loose.rows) {
                if (a.verdict != CapacityVerdict::Serves)
                    continue;
                const CapacityRow *b = rowOf(tight, a.type->id);
                QVERIFY(b);
                if (b->verdict == CapacityVerdict::Serves)
                    QVERIFY2(b->instances >= a.instances, a.type->id.c_str());
                for (std::size_t i = 0; i < a.layouts.size() && i < b->layouts.size(); ++i)
                    QVERIFY(b->layouts[i].maxRps <= a.layouts[i].maxRps + 1e-9);
            }
        }
        // A higher percentile is a tighter target too.
        TrafficProfile p99 = chatTraffic();
        p99.percentile = 99;
        const CapacityPlan strict = makeCapacityPlan(m_llama8b, p99, m_catalog, m_options);
        for (const CapacityRow &a : loose.rows)
            if (const CapacityRow *b = rowOf(strict, a.type->id);
                b && !a.layouts.empty() && !b->layouts.empty())
                QVERIFY(b->layouts.front().maxRps <= a.layouts.front().maxRps + 1e-9);
    }

    // Subscription for the base load and pay-as-you-go above it is never dearer than the
    // cheaper of pure subscription and pure (hourly autoscaled) pay-as-you-go.
    void mixedPurchaseIsNeverDearer()
    {
        TrafficProfile t = chatTraffic();
        t.hourlyRps = {8,  6,  5,  5,  5,  6,  10, 18, 30, 38, 40, 40,
                       36, 38, 40, 39, 35, 30, 26, 22, 18, 15, 12, 10};
        const CapacityPlan plan = makeCapacityPlan(m_llama8b, t, m_catalog, m_options);
        int compared = 0;
        for (const CapacityRow &r : plan.rows) {
            if (!r.cost.mixed)
                continue;
            QVERIFY(r.cost.payAsYouGo && r.cost.subscription);
            QVERIFY(*r.cost.mixed <= std::min(*r.cost.payAsYouGo, *r.cost.subscription) + 1e-6);
            QVERIFY(r.cost.mixedBaseInstances >= 0 && r.cost.mixedBaseInstances <= r.instances);
            ++compared;
        }
        QVERIFY(compared > 0);
        // A flat day at the peak: autoscaling saves nothing, pay-as-you-go = 730 h × peak.
        t.hourlyRps.clear();
        const CapacityPlan flat = makeCapacityPlan(m_llama8b, t, m_catalog, m_options);
        const CapacityRow &r = flat.rows.front();
        QVERIFY(r.cost.payAsYouGo);
        QVERIFY(r.cost.mixed);
        QVERIFY(*r.cost.mixed <=
                std::min(*r.cost.payAsYouGo, r.cost.subscription.value_or(1e300)) + 1e-6);
    }

    void unreachableTargetsSayWhy()
    {
        TrafficProfile t = chatTraffic();
        t.tpotTarget = 0.0005; // below one decode step of an 8B model on any GPU
        const CapacityPlan plan = makeCapacityPlan(m_llama8b, t, m_catalog, m_options);
        for (const CapacityRow &r : plan.rows) {
            QVERIFY(r.verdict != CapacityVerdict::Serves);
            if (r.verdict == CapacityVerdict::CannotMeetTargets)
                QCOMPARE(r.why, std::string("tpot_unreachable"));
        }
        t = chatTraffic();
        t.ttftTarget = 0.001;
        const CapacityPlan ttft = makeCapacityPlan(m_llama8b, t, m_catalog, m_options);
        QVERIFY(std::any_of(ttft.rows.begin(), ttft.rows.end(),
                            [](const CapacityRow &r) { return r.why == "ttft_unreachable"; }));
    }

    void badTrafficNamesTheField_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("expect");
        QTest::newRow("zero rate") << "rps"
                                   << "rps:";
        QTest::newRow("negative rate") << "rps-negative"
                                       << "rps:";
        QTest::newRow("p95 below mean") << "prompt-p95"
                                        << "prompt-p95:";
        QTest::newRow("output p95 below mean") << "output-p95"
                                               << "output-p95:";
        QTest::newRow("prefix share 1") << "prefix-cache"
                                        << "prefix-cache:";
        QTest::newRow("percentile 40") << "percentile"
                                       << "percentile:";
        QTest::newRow("23 hours") << "hourly"
                                  << "hourly-rps:";
        QTest::newRow("negative hour") << "hourly-negative"
                                       << "hourly-rps: hour 3";
        QTest::newRow("peak below an hour") << "hourly-peak"
                                            << "rps: the peak";
        QTest::newRow("negative target") << "ttft"
                                         << "ttft:";
        QTest::newRow("average above peak") << "average"
                                            << "average-rps:";
    }
    void badTrafficNamesTheField()
    {
        QFETCH(QString, field);
        QFETCH(QString, expect);
        TrafficProfile t = chatTraffic();
        if (field == QLatin1String("rps"))
            t.peakRps = 0;
        else if (field == QLatin1String("rps-negative"))
            t.peakRps = -3;
        else if (field == QLatin1String("prompt-p95"))
            t.promptP95 = 1000;
        else if (field == QLatin1String("output-p95"))
            t.outputP95 = 10;
        else if (field == QLatin1String("prefix-cache"))
            t.prefixCacheShare = 1;
        else if (field == QLatin1String("percentile"))
            t.percentile = 40;
        else if (field == QLatin1String("hourly"))
            t.hourlyRps.assign(23, 5);
        else if (field == QLatin1String("hourly-negative")) {
            t.hourlyRps.assign(24, 5);
            t.hourlyRps[3] = -1;
        } else if (field == QLatin1String("hourly-peak"))
            t.hourlyRps.assign(24, 50);
        else if (field == QLatin1String("ttft"))
            t.ttftTarget = -1;
        else if (field == QLatin1String("average"))
            t.averageRps = 50;
        const auto problems = trafficProblems(t);
        QVERIFY(!problems.empty());
        QVERIFY2(QString::fromStdString(problems.front()).startsWith(expect),
                 problems.front().c_str());
        QVERIFY(trafficProblems(chatTraffic()).empty());
    }

    // Tensor parallel's all-reduces cross the instance's link: the same replica decodes
    // slower and serves fewer requests over PCIe than over NVLink.
    void tensorParallelCrossesTheLink()
    {
        const auto nvlink = seventyBOnH100(4, "NVLink");
        const auto pcie = seventyBOnH100(4, "PCIe Gen5");
        QVERIFY(nvlink && pcie);
        QVERIFY2(
            pcie->decodeStep1 > nvlink->decodeStep1 * 1.05,
            qPrintable(QStringLiteral("%1 vs %2").arg(pcie->decodeStep1).arg(nvlink->decodeStep1)));
        QVERIFY(pcie->prefillSeconds > nvlink->prefillSeconds);
        QVERIFY(pcie->maxRps < nvlink->maxRps);
        // Two GPUs over NVLink: 36.4 GB of weights per GPU (FP8, embeddings and head in 16
        // bits) read at 0.75 × 0.8 of 3.35 TB/s (18.1 ms), plus 160 all-reduces of 6 µs and
        // 16 KiB at 300 GB/s (0.97 ms).
        const auto tp2 = seventyBOnH100(2, "NVLink");
        QVERIFY(tp2);
        QVERIFY2(tp2->decodeStep1 > 0.0187 && tp2->decodeStep1 < 0.0196,
                 qPrintable(QString::number(tp2->decodeStep1)));
    }

    // vLLM's data-parallel attention keeps one copy of each sequence's KV cache where tensor
    // parallel beyond the KV heads keeps one per GPU: DeepSeek-V4-Flash (one KV vector per
    // token) on 8 × B200, vLLM 0.25, --kv-cache-dtype fp8, gpu_memory_utilization 0.95,
    // max_num_batched_tokens 8192: the start-up logs give a maximum concurrency at 1M tokens
    // of 156.9 with --data-parallel-size 8 --enable-expert-parallel against 20.43 with
    // --tensor-parallel-size 8, 7.7× (vllm-project/vllm#51454, vllm-project/recipes#762).
    // vllm serve's scheduler defaults follow the GPU (vLLM's EngineArgs.get_batch_defaults):
    // 1,024 sequences and 8,192 tokens a step on 70 GiB and more unless the GPU is an A100,
    // 256 and 2,048 elsewhere; a limit the workload gives stays. A replica of Qwen3-8B on
    // short requests runs more than 256 sequences on an H20 and an A800, not on an A100.
    void servingLimitsFollowTheGpu()
    {
        const auto big = vllmServeDefaults(95.6, "h20 NVIDIA H20");
        QCOMPARE(big.maxNumSeqs, 1024);
        QCOMPARE(big.maxNumBatchedTokens, 8192);
        QCOMPARE(vllmServeDefaults(80, "a800-80-sxm NVIDIA A800 80GB (SXM)").maxNumSeqs, 1024);
        const auto a100 = vllmServeDefaults(80, "a100-80-sxm4 NVIDIA A100 80GB (SXM4)");
        QCOMPARE(a100.maxNumSeqs, 256);
        QCOMPARE(a100.maxNumBatchedTokens, 2048);
        QCOMPARE(vllmServeDefaults(44.4, "l20 NVIDIA L20").maxNumBatchedTokens, 2048);
        Workload given = m_llama8b;
        given.maxNumSeqs = 64;
        applyVllmServeDefaults(given, 95.6, "h20");
        QCOMPARE(given.maxNumSeqs, 64);
        QCOMPARE(given.maxNumBatchedTokens, 8192);
        Workload training = m_llama8b;
        training.task = Task::Lora;
        applyVllmServeDefaults(training, 95.6, "h20");
        QCOMPARE(training.maxNumSeqs, 0);

        Workload w = m_llama8b;
        w.model = *m_presets.find(QStringLiteral("qwen3-8b"));
        TrafficProfile t;
        t.peakRps = 1;
        t.promptMean = 300;
        t.outputMean = 100;
        int seen = 0;
        for (const char *id : {"h20", "a800-80-sxm", "a100-80-sxm4", "l20"}) {
            const GpuModel *gpu = m_catalog.gpu(id);
            QVERIFY2(gpu, id);
            const auto r = replicaOn(w, t, *gpu, 1, "NVLink");
            QVERIFY2(r, id);
            const bool large = std::string(id) == "h20" || std::string(id) == "a800-80-sxm";
            QVERIFY2(
                large ? r->maxConcurrency > 256 : r->maxConcurrency <= 256,
                qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(id)).arg(r->maxConcurrency)));
            QCOMPARE(r->chunkTokens, large ? 8192.0 : 2048.0);
            ++seen;
        }
        QCOMPARE(seen, 4);
    }

    void dataParallelAttentionHoldsOneCopyOfTheKvCache()
    {
        Workload w = fp8Serving(QStringLiteral("deepseek-v4-flash"));
        w.quantization = Quantization::Mxfp4; // expert_dtype fp4
        w.kvCachePrecision = Precision::Fp8;
        w.vllmGpuMemoryUtilization = 0.95;
        w.maxNumBatchedTokens = 8192;
        // B200 as NVIDIA's datasheet gives it (8 TB/s, 2.25 PFLOPS dense FP16/BF16, 4.5 FP8,
        // NVLink 5 at 1.8 TB/s), 183,359 MiB as nvidia-smi shows it; not in the catalog.
        GpuModel b200;
        b200.id = "b200";
        b200.architecture = "Blackwell";
        b200.memoryGib = 183359.0 / 1024;
        b200.memoryBandwidthGBs = 8000;
        b200.fp16TensorTflopsDense = 2250;
        b200.bf16 = b200.fp8 = Tristate::Yes;
        b200.nvlinkGBs = 1800;
        TrafficProfile t = chatTraffic();
        t.promptMean = (1 << 20) - 1024;
        t.outputMean = 1024;
        t.ttftTarget = t.tpotTarget = 0;
        const auto tp8 = replicaOn(w, t, b200, 8, "NVSwitch");
        const auto dp8 = replicaOn(w, t, b200, 1, "NVSwitch", 8);
        QVERIFY(tp8 && dp8);
        QCOMPARE(dp8->dataParallel, 8);
        QCOMPARE(dp8->replicasPerInstance, 8);
        QCOMPARE(tp8->replicasPerInstance, 1);
        const double ratio = dp8->kvTokenCapacity * dp8->replicasPerInstance /
                             (tp8->kvTokenCapacity * tp8->replicasPerInstance);
        const double published = 156.9 / 20.43;
        qInfo("KV tokens per instance: TP 8 %.0f, DP 8 %.0f (%.2fx; published %.2fx)",
              tp8->kvTokenCapacity, dp8->kvTokenCapacity * 8, ratio, published);
        QVERIFY2(std::abs(ratio / published - 1) < 0.1, qPrintable(QString::number(ratio)));
        // The same issue's 8 clients at 1M tokens (docs/capacity.md; not held: the model's
        // TP 8 splits the indexer's scoring, which vLLM does not): one client per rank.
        const auto tpLoop = closedLoop(*tp8, t, 8), dpLoop = closedLoop(*dp8, t, 1);
        QVERIFY(tpLoop && dpLoop);
        qInfo("1M tokens, 8 clients: mean TTFT TP 8 %.1f s, DP 8 %.1f s (published 314.6, 84.7)",
              tpLoop->ttft, dpLoop->ttft);
        // Each GPU keeps the attention and shared weights whole and an eighth of the experts:
        // more weights per GPU than tensor parallel's eighth of everything.
        Workload rank = w;
        rank.gpusPerNode = 8;
        rank.dpAttention = true;
        rank.promptLen = 1000;
        rank.outputLen = 100;
        Workload tp = rank;
        tp.dpAttention = false;
        tp.tensorParallel = 8;
        const MemoryEstimate r = estimateMemory(rank), s = estimateMemory(tp);
        QVERIFY(r.perGpu.expertWeightsGib > 0);
        QVERIFY(r.perGpu.weightsGib > s.perGpu.weightsGib);
        QVERIFY(r.perGpu.weightsGib < 2 * s.perGpu.weightsGib);
        QCOMPARE(r.perGpu.expertWeightsGib, s.perGpu.expertWeightsGib);
        // A dense model is never laid out so, and a decode step of data-parallel ranks pays
        // the experts' all-to-alls.
        const CapacityPlan dense = makeCapacityPlan(m_llama8b, chatTraffic(), m_catalog, m_options);
        for (const CapacityRow &row : dense.rows)
            for (const ReplicaModel &m : row.layouts)
                QCOMPARE(m.dataParallel, 1);
        QVERIFY(dp8->decodeStep1 > 0);
    }

    // The running sequences are Little's law over the latencies reported: N = λ · (mean
    // TTFT + (O − 1) · mean TPOT), the same TTFT the table shows (its half step included).
    void runningSequencesAreLittlesLawOfTheReportedMeans()
    {
        const TrafficProfile t = relaxedChatTraffic();
        const auto replica = seventyBOnH100(2, "NVLink");
        QVERIFY(replica && replica->maxRps > 0);
        const LoadPoint &p = replica->atMax;
        const double little = p.rps * (p.ttftMean + (t.outputMean - 1) * p.tpotMean);
        QVERIFY2(std::abs(little - p.concurrency) < 1e-6 * p.concurrency,
                 qPrintable(QStringLiteral("%1 vs %2").arg(little).arg(p.concurrency)));
    }

    // Long prompts (a RAG service: 16k tokens, p95 32k): the prefill of the percentile's
    // prompt grows faster than its length, as attention's scores do, so the p95 TTFT is
    // planned above the mean's prefill scaled by the length; with FP8 weights the GEMMs run
    // at the FP8 peak and attention at the 16-bit one; a prefix cache still leaves the new
    // tokens their attention over the cached ones.
    void longPromptsPrefillMoreThanInProportion()
    {
        const GpuModel *h100 = m_h100;
        QVERIFY(h100 && h100->fp16TensorTflopsDense);
        const Workload w = fp8Serving(QStringLiteral("llama-3.1-8b"));
        TrafficProfile t = relaxedChatTraffic();
        t.promptMean = 16384;
        t.promptP95 = 32768;
        t.outputMean = 200;
        t.ttftTarget = 30;
        const auto replica = replicaOn(w, t, *h100, 1);
        QVERIFY(replica && replica->prefillSeconds > 0);
        // Llama-3.1-8B: 2 · 8.03e9 FLOPs per token in the GEMMs at the FP8 peak (2 × the
        // 16-bit one) × 0.5; 32 layers × 32 heads × 2 · (128 + 128) per (query, key) pair,
        // P (P + 1) / 2 pairs, at the 16-bit peak × 0.5.
        const double fp16 = *h100->fp16TensorTflopsDense * 1e12 * 0.5;
        auto expected = [&](double p) {
            return 2 * w.model.activeParams() * p / (2 * fp16) +
                   32.0 * 32 * 2 * 256 * p * (p + 1) / 2 / fp16;
        };
        const double pct =
            std::round(16384 + normalQuantile(t.percentile) * 16384 / 1.6448536269514722);
        QVERIFY2(std::abs(replica->prefillSeconds / expected(16384) - 1) < 1e-9,
                 qPrintable(QString::number(replica->prefillSeconds / expected(16384))));
        QVERIFY2(std::abs(replica->prefillSecondsPct / expected(pct) - 1) < 1e-9,
                 qPrintable(QString::number(replica->prefillSecondsPct / expected(pct))));
        // At twice the length, well over twice the time; the p95 TTFT at almost no load is
        // that prefill and the steps its four 8,192-token chunks run in, not twice the
        // mean's prefill.
        const double ratio = replica->prefillSecondsPct / replica->prefillSeconds;
        QVERIFY2(ratio > 2.3, qPrintable(QString::number(ratio)));
        const auto idle = loadPoint(*replica, t, 1e-6);
        QVERIFY(idle);
        QVERIFY2(idle->ttft > replica->prefillSecondsPct &&
                     idle->ttft < replica->prefillSecondsPct + 4.5 * idle->tpot,
                 qPrintable(QStringLiteral("%1 vs %2 + 4 × %3")
                                .arg(idle->ttft)
                                .arg(replica->prefillSecondsPct)
                                .arg(idle->tpot)));
        // Over lengths of mean 16,384 and σ 9,960 (p95 32,768) the mean prefill is the
        // quadratic's mean, A μ + C (μ² + σ² + μ) / 2: above the mean prompt's, and the
        // prefill queue's load follows it.
        const double sigma = 16384 / 1.6448536269514722;
        const double a = 2 * w.model.activeParams() / (2 * fp16);
        const double c = 32.0 * 32 * 2 * 256 / fp16;
        const double meanPrefill = a * 16384 + c * (16384.0 * 16384 + sigma * sigma + 16384) / 2;
        QVERIFY2(std::abs(replica->prefillMeanSeconds / meanPrefill - 1) < 1e-6,
                 qPrintable(QString::number(replica->prefillMeanSeconds / meanPrefill)));
        QVERIFY(replica->prefillMeanSeconds > replica->prefillSeconds * 1.1);
        const double rps = 0.5 / replica->prefillMeanSeconds;
        const auto half = loadPoint(*replica, t, rps);
        QVERIFY(half);
        QVERIFY2(std::abs(half->prefillShare - 0.5) < 1e-9,
                 qPrintable(QString::number(half->prefillShare)));
        // Half of each prompt from the prefix cache: the GEMMs of 8,192 tokens and their
        // attention over the 8,192 cached ones as well as each other.
        TrafficProfile cached = t;
        cached.prefixCacheShare = 0.5;
        const auto halfCached = replicaOn(w, cached, *h100, 1);
        QVERIFY(halfCached);
        const double cachedExpected = 2 * w.model.activeParams() * 8192 / (2 * fp16) +
                                      32.0 * 32 * 2 * 256 * 8192 * (8193 + 16384) / 2 / fp16;
        QVERIFY2(std::abs(halfCached->prefillSeconds / cachedExpected - 1) < 1e-9,
                 qPrintable(QString::number(halfCached->prefillSeconds / cachedExpected)));
    }

    // Decode attention's FLOPs against its KV reads: MLA's absorbed decode (DeepSeek-V3,
    // 128 heads over a 512 + 64 latent: 2 · 128 · (576 + 512) FLOPs per key and layer, 240 per
    // byte of a 16-bit latent) is compute-bound on an H20 (148 TFLOPS, 4 TB/s) and not on an
    // H100 SXM (989 TFLOPS, 3.35 TB/s); grouped-query attention (Llama-3.1-70B: heads / KV
    // heads = 8 FLOPs per byte read) stays under its KV reads on either, a third of them on
    // the H20.
    void mlaDecodeAttentionIsComputeBoundOnH20()
    {
        const InstanceType *gn8v = m_catalog.type("ecs.gn8v-8x.48xlarge");
        const GpuModel *h20 = m_catalog.gpu("h20");
        const GpuModel *h100 = m_h100;
        QVERIFY(gn8v && h20 && h100 && h20->fp16TensorTflopsDense && h100->fp16TensorTflopsDense);
        auto step = [&](const QString &preset, const GpuModel &gpu) {
            Workload w = fp8Serving(preset);
            w.tensorParallel = 8;
            w.gpusPerNode = 8;
            w.batch = 64;
            w.promptLen = 2048;
            w.outputLen = 512;
            w.gpuMemoryGib = 96;
            const MemoryEstimate e = estimateMemory(w);
            return servingThroughput(w, e.perGpu, *gn8v, gpu, *peakTflops(gpu, Precision::Fp8), 1.0,
                                     std::nullopt);
        };
        const auto v3 = step(QStringLiteral("deepseek-v3"), *h20);
        QVERIFY(v3);
        const ModelSpec m = *m_presets.find(QStringLiteral("deepseek-v3"));
        const double perKey = 2.0 * 128 * (576 + 512) * 61;
        QVERIFY(std::abs(m.attentionFlops(1, 2304, true) / (perKey * 2305) - 1) < 1e-12);
        const double expected = perKey * 2305 * 64 / 8 / (*h20->fp16TensorTflopsDense * 1e12 * 0.5);
        QVERIFY2(std::abs(v3->attentionSeconds / expected - 1) < 1e-9,
                 qPrintable(QString::number(v3->attentionSeconds / expected)));
        QVERIFY2(v3->attentionSeconds > v3->kvReadSeconds,
                 qPrintable(
                     QStringLiteral("%1 vs %2").arg(v3->attentionSeconds).arg(v3->kvReadSeconds)));
        const double rest = v3->decodeStepSeconds - v3->attentionSeconds;
        QVERIFY2(std::abs(rest - std::max(v3->memorySeconds, v3->computeSeconds) -
                          v3->allReduceSeconds) < 1e-12,
                 qPrintable(QString::number(rest)));
        const auto onH100 = step(QStringLiteral("deepseek-v3"), *h100);
        QVERIFY(onH100 && onH100->attentionSeconds < onH100->kvReadSeconds);
        const auto gqaH20 = step(QStringLiteral("llama-3.1-70b"), *h20);
        const auto gqaH100 = step(QStringLiteral("llama-3.1-70b"), *h100);
        QVERIFY(gqaH20 && gqaH100);
        QVERIFY2(gqaH20->attentionSeconds < 0.4 * gqaH20->kvReadSeconds,
                 qPrintable(QString::number(gqaH20->attentionSeconds / gqaH20->kvReadSeconds)));
        QVERIFY2(gqaH100->attentionSeconds < 0.1 * gqaH100->kvReadSeconds,
                 qPrintable(QString::number(gqaH100->attentionSeconds / gqaH100->kvReadSeconds)));
    }

    void normalQuantiles()
    {
        QCOMPARE(normalQuantile(50), 0.0);
        QVERIFY(std::abs(normalQuantile(95) - 1.6448536) < 1e-6);
        QVERIFY(std::abs(normalQuantile(99) - 2.3263479) < 1e-6);
        QVERIFY(std::abs(normalQuantile(90) - 1.2815516) < 1e-6);
    }

    // The model against published serving runs with stated hardware, lengths and load
    // (tests/data/capacity/published-serving.csv): mean TTFT, mean TPOT and output tokens/s
    // within ±30 % where the row states them. The table with each error is in
    // docs/capacity.md; this prints it.
    void publishedServingRuns()
    {
        const auto table = dataTable("published-serving.csv");
        QVERIFY(table);
        auto cell = [&](const CsvRecord &r, const char *name) {
            return cellOf(*table, r, name);
        };
        const std::map<QString, std::pair<const char *, const char *>> setups = {
            // GPU in the csv → catalog GPU, and the link tensor parallel crosses: NIM's page
            // does not name the H100's form factor; its facts and link are the SXM5's.
            {QStringLiteral("H100-80GB"), {"h100-80-sxm5", "NVLink"}},
            {QStringLiteral("A100-80GB"), {"a100-80-sxm4", "NVLink"}},
            {QStringLiteral("A10G-24GB"), {"a10", "PCIe"}},
        };
        auto presetOf = [](const QString &model) -> QString {
            if (model.contains(QLatin1String("Llama-3.3-70B")))
                return QStringLiteral("llama-3.3-70b");
            if (model.contains(QLatin1String("Llama-2-7b"), Qt::CaseInsensitive))
                return QStringLiteral("llama-2-7b");
            return {};
        };
        int points = 0;
        int within = 0;
        int wholePoints = 0; // runs whose every published figure is within ±30 %
        QStringList gpus;
        QStringList report;
        std::vector<double> errors;
        for (const CsvRecord &r : table->records) {
            const QString gpuName = cell(r, "gpu");
            const auto setup = setups.find(gpuName);
            const QString preset = presetOf(cell(r, "model"));
            const double prompt = cell(r, "prompt_len").toDouble();
            const double output = cell(r, "output_len").toDouble();
            if (setup == setups.end() || preset.isEmpty() || prompt <= 0 || output <= 0)
                continue; // dataset lengths or hardware the catalog has no facts for
            const GpuModel *gpu = m_catalog.gpu(setup->second.first);
            QVERIFY(gpu);
            Workload w;
            w.model = *m_presets.find(preset);
            w.task = Task::Inference;
            w.engine = Engine::Vllm;
            const QString precision = cell(r, "precision");
            w.precision = precision == QLatin1String("fp8")    ? Precision::Fp8
                          : precision == QLatin1String("fp16") ? Precision::Fp16
                                                               : Precision::Bf16;
            // NIM's FP8 profile keeps its KV cache in FP8, which the page does not state but
            // its own saturation shows: from 100 clients 920 tokens/s at 93 ms a token is 86
            // sequences decoding at once, each holding at least 5,250 tokens (the prompt and
            // half the answer), 451k tokens: 148 GB in 16 bits (320 KiB a token), more than
            // the 89 GB two 80 GB cards keep beside 70.6 GB of FP8 weights; 74 GB in FP8.
            // NIM 1.8 had no host offload of the cache (it came in 1.10, for prefix reuse).
            const bool nim = cell(r, "id").startsWith(QLatin1String("nim"));
            if (nim)
                w.kvCachePrecision = Precision::Fp8;
            const int maxSeqs = cell(r, "max_num_seqs").toInt();
            if (maxSeqs > 0)
                w.maxNumSeqs = maxSeqs;
            TrafficProfile t;
            t.peakRps = 1;
            t.promptMean = prompt;
            t.outputMean = output;
            const int tp = std::max(1, cell(r, "tensor_parallel").toInt());
            const auto replica = replicaOn(w, t, *gpu, tp, setup->second.second);
            QVERIFY2(replica, qPrintable(cell(r, "id")));
            const QString id = cell(r, "id");
            const bool staticBatch = id.contains(QLatin1String("static"));
            int clients = cell(r, "concurrency").toInt();
            if (clients <= 0)
                clients = 1000; // offline: every prompt queued at once
            double ttft = 0;
            double tpot = 0;
            double tokps = 0;
            if (staticBatch) {
                // LMDeploy's profile_generation: the batch's prompts prefilled together, then
                // decoded together.
                tpot =
                    replica
                        ->stepSeconds[std::size_t(std::min(clients, replica->maxConcurrency) - 1)];
                ttft = clients * replica->prefillSeconds + tpot;
                tokps = clients * output / (ttft + (output - 1) * tpot);
            } else {
                const auto p = closedLoop(*replica, t, clients);
                QVERIFY(p);
                ttft = p->ttft;
                tpot = p->tpot;
                tokps = p->outputTokensPerSecond;
            }
            const double replicas = cell(r, "gpu_count").toDouble() / tp;
            tokps *= std::max(1.0, replicas);
            bool whole = true;
            auto check = [&](const char *what, const QString &published, double predicted) {
                if (published.isEmpty())
                    return;
                const double pub = published.toDouble();
                const double err = (predicted - pub) / pub * 100;
                errors.push_back(std::abs(err));
                ++points;
                within += std::abs(err) <= 30 ? 1 : 0;
                whole = whole && std::abs(err) <= 30;
                report << QStringLiteral("%1 %2: published %3, model %4 (%5 %)")
                              .arg(id, QLatin1String(what), published)
                              .arg(predicted, 0, 'g', 4)
                              .arg(err, 0, 'f', 1);
            };
            if (nim)
                report
                    << QStringLiteral("%1: %2 sequences fit").arg(id).arg(replica->maxConcurrency);
            check("ttft_mean_s", cell(r, "ttft_mean_s"), ttft);
            check("tpot_mean_s", cell(r, "tpot_mean_s"), tpot);
            check("output_tok_s", cell(r, "output_tok_s"), tokps);
            if (cell(r, "output_tok_s").isEmpty() && !cell(r, "throughput_req_s").isEmpty())
                check("throughput_req_s", cell(r, "throughput_req_s"), tokps / output);
            wholePoints += whole ? 1 : 0;
            if (!gpus.contains(gpuName))
                gpus << gpuName;
            // The same points with a 16-bit KV cache (vLLM's default), printed, not counted.
            if (nim) {
                Workload kv16 = w;
                kv16.kvCachePrecision = Precision::Bf16;
                if (const auto alt = replicaOn(kv16, t, *gpu, tp, setup->second.second))
                    if (const auto p = closedLoop(*alt, t, clients))
                        report << QStringLiteral("  with a 16-bit KV cache: TTFT %1, TPOT %2, "
                                                 "tokens/s %3 (%4 sequences fit)")
                                      .arg(p->ttft, 0, 'g', 4)
                                      .arg(p->tpot, 0, 'g', 4)
                                      .arg(p->outputTokensPerSecond, 0, 'g', 4)
                                      .arg(alt->maxConcurrency);
            }
        }
        qInfo().noquote() << report.join(QLatin1Char('\n'));
        std::sort(errors.begin(), errors.end());
        const double median = errors.empty() ? 0 : errors[errors.size() / 2];
        qInfo("%d figures, %d within 30 %%, median |error| %.1f %%, GPUs %s; %d runs with every "
              "figure within",
              points, within, median, qPrintable(gpus.join(u", ")), wholePoints);
        QVERIFY(points >= 12);
        QVERIFY(gpus.size() >= 3);
        // docs/capacity.md: 26 of the 30 within ±30 % (the misses are explained there).
        QVERIFY2(within >= 25, qPrintable(QString::number(within)));
        // Issue 24's bar, with mlperfServerResults' four runs of every figure within: at
        // least 12 runs on at least 3 GPU models.
        QVERIFY2(wholePoints >= 8, qPrintable(QString::number(wholePoints)));
    }

    // MLPerf Inference Llama-2-70B Server results (tests/data/capacity/mlperf: TensorRT-LLM,
    // FP8 weights and KV cache, TTFT p99 ≤ 2 s and TPOT p99 ≤ 200 ms, OpenOrca's mean 222.33
    // prompt tokens) against the replica's capacity at those targets, for the rows whose GPU
    // the catalog has facts for and whose layout a replica can take (tensor parallel inside
    // the node). The engine is modelled as vLLM; docs/capacity.md prints this table.
    void mlperfServerResults()
    {
        const auto table = dataTable("mlperf/server-results.csv");
        QVERIFY(table);
        auto cell = [&](const CsvRecord &r, const char *name) {
            return cellOf(*table, r, name);
        };
        const std::map<QString, const char *> gpus = {
            {QStringLiteral("NVIDIA H100-SXM-80GB"), "h100-80-sxm5"},
            {QStringLiteral("NVIDIA L40S"), "l40s"},
        };
        QStringList report;
        int rows = 0;
        int within = 0;
        int ttftWithin = 0;
        int ttftExcepted = 0;
        for (const CsvRecord &r : table->records) {
            const auto gpuId = gpus.find(cell(r, "accelerator"));
            const int pp = cell(r, "pipeline_parallel").toInt();
            if (gpuId == gpus.end() || pp != 1 || cell(r, "scenario") != QLatin1String("Server"))
                continue;
            const GpuModel *gpu = m_catalog.gpu(gpuId->second);
            QVERIFY(gpu);
            Workload w = fp8Serving(QStringLiteral("llama-2-70b"));
            w.kvCachePrecision = Precision::Fp8;
            if (const int batch = cell(r, "max_batch").toInt(); batch > 0)
                w.maxNumSeqs = batch;
            if (const int tokens = cell(r, "max_num_tokens").toInt(); tokens > 0)
                w.maxNumBatchedTokens = tokens;
            TrafficProfile t;
            t.peakRps = 1;
            t.promptMean = cell(r, "mean_input_tokens").toDouble();
            t.outputMean = cell(r, "mean_output_tokens").toDouble();
            t.ttftTarget = cell(r, "ttft_limit_s").toDouble();
            t.tpotTarget = cell(r, "tpot_limit_s").toDouble();
            t.percentile = 99;
            const int tp = cell(r, "tensor_parallel").toInt();
            const QString link = cell(r, "interconnect");
            const auto replica = replicaOn(w, t, *gpu, tp, link.toStdString());
            QVERIFY2(replica, qPrintable(cell(r, "system")));
            const double replicas = cell(r, "accelerators").toDouble() / tp;
            const double tokps = replica->maxRps * replicas * t.outputMean;
            const double published = cell(r, "tokens_per_s").toDouble();
            const double err = (tokps - published) / published * 100;
            auto errorOf = [](double model, double published) {
                return (model - published) / published * 100;
            };
            const double tpotErr =
                errorOf(replica->atMax.tpotMean, cell(r, "tpot_mean_s").toDouble());
            const double ttftErr =
                errorOf(replica->atMax.ttftMean, cell(r, "ttft_mean_s").toDouble());
            ++rows;
            within += std::abs(err) <= 30 && std::abs(tpotErr) <= 30 ? 1 : 0;
            // Mean TTFT too, but on v4.0's DGX H100 (TensorRT 9.3, its token limit not
            // published), where the model gives 0.23 s against 0.38 s (docs/capacity.md).
            if (cell(r, "round") != QLatin1String("v4.0"))
                ttftWithin += std::abs(ttftErr) <= 30 ? 1 : 0;
            else
                ++ttftExcepted;
            report << QStringLiteral("%1 %2, TP %3 × %4 over %5: published %6 tokens/s, model "
                                     "%7 (%8 %), mean TPOT %9 s (%10 %), mean TTFT %12 s (%13 "
                                     "%), limit %11")
                          .arg(cell(r, "id"), cell(r, "system"))
                          .arg(tp)
                          .arg(replicas)
                          .arg(link.section(QLatin1Char(' '), 0, 0))
                          .arg(published, 0, 'f', 0)
                          .arg(tokps, 0, 'f', 0)
                          .arg(err, 0, 'f', 1)
                          .arg(replica->atMax.tpotMean, 0, 'f', 3)
                          .arg(tpotErr, 0, 'f', 1)
                          .arg(QString::fromLatin1(toString(replica->limit)))
                          .arg(replica->atMax.ttftMean, 0, 'f', 3)
                          .arg(ttftErr, 0, 'f', 1);
            // The 99th percentiles, as printed for docs/capacity.md (not held: see there).
            report << QStringLiteral("  p99 TTFT %1 s (%2 %), p99 TPOT %3 s (%4 %)")
                          .arg(replica->atMax.ttft, 0, 'f', 3)
                          .arg(errorOf(replica->atMax.ttft, cell(r, "ttft_p99_s").toDouble()), 0,
                               'f', 1)
                          .arg(replica->atMax.tpot, 0, 'f', 4)
                          .arg(errorOf(replica->atMax.tpot, cell(r, "tpot_p99_s").toDouble()), 0,
                               'f', 1);
        }
        qInfo().noquote() << report.join(QLatin1Char('\n'));
        QVERIFY(rows >= 4);
        QCOMPARE(within, rows);
        QCOMPARE(ttftExcepted, 1);
        QCOMPARE(ttftWithin, rows - ttftExcepted);
    }
};

QTEST_GUILESS_MAIN(TestCapacity)
#include "tst_capacity.moc"
