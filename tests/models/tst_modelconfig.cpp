// A model from its config.json (models/scenario/modelconfig.h), checked against published configs
// kept in tests/data/model-configs with their sources (SOURCES.csv): the parameter count
// from the shape within 1 % of the index's total_size or of the published count; MoE,
// MLA and sliding windows read; bad configs refused with file and field; a scenario made
// from an imported config opens with the same numbers without the config; and the checks
// against published figures of issue 23 (MoE decode speed, MLA's KV cache, vLLM's
// tensor-parallel refusals, FP8 served on Ampere, cost per million tokens paid).
#include "estimator/csv.h"
#include "estimator/engines.h"
#include "estimator/hardware.h"
#include "estimator/modelfields.h"
#include "estimator/throughput.h"
#include "jsonparse.h"
#include "library.h"
#include "modelconfig.h"
#include "planwording.h"
#include "presets.h"
#include "scenario.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace gpuplanner;
using nlohmann::json;

namespace {

const QString kDir = QStringLiteral(GP_TEST_DATA "/model-configs");

json readJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return json();
    const QByteArray bytes = f.readAll();
    // Python writes NaN and Infinity (Nemotron 3 Ultra's time_step_limit); the reader nulls
    // them as readModelConfig does.
    return json::parse(nullPythonNonFinite(std::string_view(bytes.constData(), bytes.size())));
}

// Why vLLM refuses to serve m (as its config says) at this TP size; nullopt when it starts.
std::optional<std::string> refusal(const ModelSpec &m, int tp, bool expertParallel = false,
                                   Precision precision = Precision::Bf16)
{
    Workload w;
    w.model = m;
    w.engine = Engine::Vllm;
    w.precision = precision;
    w.expertParallel = expertParallel;
    return vllmTensorParallelProblem(w, tp);
}

// A config from the kept ones, with its index when there is one.
ModelConfig configOf(const QString &file)
{
    const json config = readJson(kDir + QLatin1Char('/') + file);
    QString indexName = file;
    indexName.replace(QLatin1String(".json"), QLatin1String(".index.json"));
    const QString indexPath = kDir + QLatin1Char('/') + indexName;
    const json index = QFile::exists(indexPath) ? readJson(indexPath) : json();
    QString error;
    auto out = modelFromConfig(config, file, index.is_null() ? nullptr : &index, &error);
    if (!out)
        qFatal("%s", qPrintable(error));
    return *out;
}

std::optional<CsvTable> sources()
{
    QFile f(kDir + QStringLiteral("/SOURCES.csv"));
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray bytes = f.readAll();
    std::string error;
    return parseCsv(std::string_view(bytes.constData(), bytes.size()), &error);
}

QString bad(const json &config, const json *index = nullptr)
{
    QString error;
    const auto out = modelFromConfig(config, QStringLiteral("bad/config.json"), index, &error);
    return out ? QString() : error;
}

json llamaLike()
{
    // The shape of Llama-3.1-8B's config (a dense GQA decoder), trimmed to what is read.
    return {{"model_type", "llama"},        {"hidden_size", 4096},
            {"num_hidden_layers", 32},      {"num_attention_heads", 32},
            {"num_key_value_heads", 8},     {"intermediate_size", 14336},
            {"vocab_size", 128256},         {"max_position_embeddings", 131072},
            {"tie_word_embeddings", false}, {"torch_dtype", "bfloat16"}};
}

GpuModel card(const char *id, const char *architecture, double gib, double bandwidth, double tflops,
              bool fp8)
{
    GpuModel g;
    g.id = id;
    g.name = id;
    g.architecture = architecture;
    g.memoryGib = gib;
    g.memoryBandwidthGBs = bandwidth;
    g.fp16TensorTflopsDense = tflops;
    g.bf16 = Tristate::Yes;
    g.fp8 = fp8 ? Tristate::Yes : Tristate::No;
    return g;
}

} // namespace

class TestModelConfig : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Every kept config reads, and its parameter count is within 1 % of the stored size
    // (index total_size of a 16-bit checkpoint) or of the published count.
    void publishedConfigsCountTheirParameters()
    {
        const auto table = sources();
        QVERIFY(table);
        const int file = table->column("file");
        const int published = table->column("published_params_b");
        QVERIFY(file >= 0 && published >= 0);
        int checked = 0;
        QStringList report;
        for (const CsvRecord &r : table->records) {
            const QString name = QString::fromStdString(r.fields[file]);
            const ModelConfig c = configOf(name);
            QVERIFY2(c.spec.paramsB > 0, qPrintable(name));
            double reference = 0;
            double tolerance = 0.01;
            QString against;
            if (c.indexTotalBytes > 0 && !c.quantization && c.precision != Precision::Fp8) {
                reference = c.spec.paramsB; // the index's size won: compare the shape's count
                against = QStringLiteral("index");
            } else if (!r.fields[published].empty()) {
                const QString text = QString::fromStdString(r.fields[published]);
                reference = text.toDouble();
                // A size label ("7", "70", "1000") is a count rounded to its significant
                // digits: within half a unit of its last one, or 1 %, whichever is wider.
                QString digits = text;
                digits.remove(QLatin1Char('.'));
                while (digits.startsWith(QLatin1Char('0')))
                    digits.remove(0, 1);
                if (!text.contains(QLatin1Char('.')))
                    while (digits.endsWith(QLatin1Char('0')))
                        digits.chop(1);
                const int decimals = text.contains(QLatin1Char('.'))
                                         ? int(text.section(QLatin1Char('.'), 1).size())
                                         : 0;
                double unit = std::pow(10.0, -decimals);
                if (!text.contains(QLatin1Char('.')))
                    unit = std::pow(10.0, int(text.size()) - int(digits.size()));
                tolerance = std::max(0.01, 0.5 * unit / reference);
                against = QStringLiteral("published %1 (±%2 %)")
                              .arg(text)
                              .arg(tolerance * 100, 0, 'f', 1);
            }
            if (reference <= 0)
                continue;
            const double error = c.countedParamsB / reference - 1;
            report << QStringLiteral("%1 %2 %3B vs %4 %5B (%6 %)")
                          .arg(name, c.modelType)
                          .arg(c.countedParamsB, 0, 'f', 3)
                          .arg(against)
                          .arg(reference, 0, 'f', 3)
                          .arg(error * 100, 0, 'f', 2);
            QVERIFY2(std::abs(error) <= tolerance + 1e-12, qPrintable(report.last()));
            ++checked;
        }
        qInfo("%s", qPrintable(report.join(QLatin1Char('\n'))));
        QVERIFY2(checked >= 20, qPrintable(QString::number(checked)));
    }

    void deepSeekV3ReadsMoeAndLatentAttention()
    {
        const ModelConfig c = configOf(QStringLiteral("deepseek-v3.json"));
        const ModelSpec &m = c.spec;
        QCOMPARE(c.modelType, QStringLiteral("deepseek_v3"));
        QCOMPARE(m.moeExperts, 256);
        QCOMPARE(m.moeExpertsPerToken, 8);
        QCOMPARE(m.moeSharedExperts, 1);
        QCOMPARE(m.moeDenseLayers, 3);
        QCOMPARE(m.ffn, 2048);
        QCOMPARE(m.denseFfn, 18432);
        QCOMPARE(m.kvLoraRank, 512);
        QCOMPARE(m.qkRopeHeadDim, 64);
        QVERIFY(c.precision == Precision::Fp8); // the published checkpoint is FP8
        // 671B total, 37B activated (DeepSeek-V3 technical report, arXiv:2412.19437).
        QVERIFY2(std::abs(m.paramsB / 671 - 1) < 0.01, qPrintable(QString::number(m.paramsB)));
        QVERIFY2(std::abs(m.activeParamsB / 37 - 1) < 0.03,
                 qPrintable(QString::number(m.activeParamsB)));
        // MLA caches (kv_lora_rank + qk_rope_head_dim) = 576 elements per token and layer
        // (DeepSeek-V2 paper, Table 1: (d_c + d_h^R) l), on every tensor-parallel GPU.
        QCOMPARE(m.kvElementsPerSequence(1, 1), 61.0 * 576);
        QCOMPARE(m.kvElementsPerSequence(1, 8), 61.0 * 576);
        // As 128 ordinary KV heads of 192 it would be 85× more.
        ModelSpec plain = m;
        plain.kvLoraRank = 0;
        plain.vHeadDim = 0; // values as wide as the keys
        QVERIFY(plain.kvElementsPerSequence(1, 1) > 80 * m.kvElementsPerSequence(1, 1));
    }

    void slidingWindowsCapTheCache()
    {
        const ModelConfig c = configOf(QStringLiteral("gpt-oss-20b.json"));
        const ModelSpec &m = c.spec;
        QCOMPARE(m.slidingWindow, 128);
        QCOMPARE(m.slidingLayers, m.layers / 2); // layer_types alternate
        const double perLayerToken = 2.0 * m.kvHeads * m.headDim;
        QCOMPARE(m.kvElementsPerSequence(8192, 1),
                 perLayerToken * (m.layers / 2 * 8192.0 + m.layers / 2 * 128.0));
        // 21B total, 3.6B active (OpenAI, gpt-oss model card).
        QVERIFY2(std::abs(m.paramsB / 21 - 1) < 0.05, qPrintable(QString::number(m.paramsB)));
    }

    // Qwen3-Next and Qwen3.5: three of four layers are Gated DeltaNet linear attention, with
    // no KV cache but a fixed state per sequence; the fourth is softmax attention with a
    // gated output. Read as a dense-attention model, their KV cache came out 4× too large
    // and the parameter count 8 % short (Qwen3.5-27B: 24.8B).
    void hybridLinearAttentionKeepsKvInItsSoftmaxLayers()
    {
        const ModelConfig next = configOf(QStringLiteral("qwen3-next-80b-a3b-thinking.json"));
        const ModelSpec &m = next.spec;
        QVERIFY(next.knownArchitecture);
        QVERIFY2(next.warnings.isEmpty(), qPrintable(next.warnings.join(u' ')));
        QCOMPARE(m.layers, 48);
        QCOMPARE(m.linearLayers, 36); // no layer_types: full_attention_interval 4
        QCOMPARE(m.attnOutputGate, 1);
        QCOMPARE(m.linearKeyHeads, 16);
        QCOMPARE(m.linearValueHeads, 32);
        QCOMPARE(m.linearKeyHeadDim, 128);
        QCOMPARE(m.linearValueHeadDim, 128);
        QCOMPARE(m.linearConvKernel, 4);
        // KV: the 12 softmax layers only, 2 KV heads of 256.
        QCOMPARE(m.kvElementsPerSequence(1000, 1), 12 * 2 * 2 * 256 * 1000.0);
        // State per linear layer: the convolution's last 3 inputs over 2·16·128 + 32·128 =
        // 8192 channels (24,576) and a 128 × 128 matrix per value head (524,288), the
        // widths llama.cpp's GGUF geometry gives for these layers; 16 bits.
        QCOMPARE(m.linearStateBytesPerSequence(1), 36 * (24576.0 + 524288.0) * 2);
        // Tensor parallel 2 splits the heads; the KV heads (2) one per GPU.
        QCOMPARE(m.linearStateBytesPerSequence(2), 36 * (12288.0 + 262144.0) * 2);
        QCOMPARE(m.kvElementsPerSequence(1000, 2), 12 * 2 * 1 * 256 * 1000.0);
        // Attention's FLOPs grow with the context in the softmax layers only.
        ModelSpec dense = m;
        dense.linearLayers = 0;
        const double grows = m.attentionFlops(1, 8192) - m.attentionFlops(1, 0);
        const double denseGrows = dense.attentionFlops(1, 8192) - dense.attentionFlops(1, 0);
        QCOMPARE(grows / denseGrows, 12.0 / 48.0);
        // A decode step reads what attention meets and the whole state.
        const double kvBytes = 2;
        const double held = 12 * 2 * 2 * 256 * 1064.0 * kvBytes;
        const double read = 12 * 2 * 2 * 256 * (1000 + 32.5) * kvBytes;
        const double state = m.linearStateBytesPerSequence(1);
        QVERIFY(std::abs(m.kvReadShare(1000, 64) / ((read + state) / (held + state)) - 1) < 1e-12);
        // An FP8 cache halves the KV bytes, not the 16-bit state's.
        const double fp8 = (read / 2 + state) / (held / 2 + state);
        QVERIFY(std::abs(m.kvReadShare(1000, 64, 1) / fp8 - 1) < 1e-12);

        // Qwen3.5 (text_config, layer_types listed, attn_output_gate in the file).
        for (const char *file :
             {"qwen3.5-27b.json", "qwen3.5-35b-a3b.json", "qwen3.5-397b-a17b.json"}) {
            const ModelConfig c = configOf(QString::fromLatin1(file));
            QVERIFY2(c.knownArchitecture, file);
            QVERIFY2(c.warnings.isEmpty(), qPrintable(c.warnings.join(u' ')));
            QCOMPARE(c.spec.linearLayers * 4, c.spec.layers * 3);
            QCOMPARE(c.spec.attnOutputGate, 1);
            QVERIFY(c.spec.visionParamsB > 0.4);
        }
        const ModelSpec big = configOf(QStringLiteral("qwen3.5-397b-a17b.json")).spec;
        QCOMPARE(big.kvElementsPerSequence(1, 1), 15 * 2 * 2 * 256.0);
        // Qwen3.5 asks for a float32 recurrent state (mamba_ssm_dtype), which vLLM keeps
        // (Qwen3_5ForConditionalGenerationConfig); the convolution's inputs stay 16-bit.
        // Qwen3-Next names none: its state above is all 16-bit.
        QCOMPARE(big.linearStateBytes, 4);
        QCOMPARE(m.linearStateBytes, 0);
        QCOMPARE(big.linearStateBytesPerSequence(1),
                 45 * ((2 * 16 * 128 + 64 * 128) * 3.0 * 2 + 64 * 128 * 128 * 4.0));

        // The estimate holds the state beside the KV cache: one sequence of 2,560 tokens of
        // Qwen3-Next in 16 bits, 12 layers' KV plus 36 layers' state.
        Workload w;
        w.model = m;
        w.task = Task::Inference;
        w.precision = Precision::Bf16;
        w.batch = 1;
        w.promptLen = 2048;
        w.outputLen = 512;
        const MemoryEstimate e = estimateMemory(w);
        const double want = (12 * 2 * 2 * 256 * 2560.0 * 2 + state) / (1024.0 * 1024 * 1024);
        QVERIFY2(std::abs(e.perGpu.kvCacheGib / want - 1) < 1e-9,
                 qPrintable(QString::number(e.perGpu.kvCacheGib)));
        // And says so: the state's MiB per sequence among the assumptions.
        const auto beside =
            std::find_if(e.assumptions.begin(), e.assumptions.end(),
                         [](const Assumption &a) { return a.code == "cache_beside_kv"; });
        QVERIFY(beside != e.assumptions.end());
        QVERIFY(std::abs(beside->args[0].number - state / (1024.0 * 1024)) < 0.05);
    }

    // DeepSeek sparse attention (DeepSeek-V3.2, GLM-5): an indexer scores every cached token
    // and each query attends to its top 2,048; the indexer caches a 128-element FP8 key with
    // an fp32 scale per token and layer (vLLM's DeepseekV32IndexerCache: 132 bytes). Read as
    // DeepSeek-V3 before (an unknown model_type), long-context decode met every key.
    void sparseAttentionMeetsItsTopK()
    {
        const ModelConfig c = configOf(QStringLiteral("deepseek-v3.2.json"));
        const ModelSpec &m = c.spec;
        QVERIFY(c.knownArchitecture);
        QVERIFY2(c.warnings.isEmpty(), qPrintable(c.warnings.join(u' ')));
        QCOMPARE(m.sparseTopK, 2048);
        QCOMPARE(m.indexHeads, 64);
        QCOMPARE(m.indexHeadDim, 128);
        const ModelSpec v3 = configOf(QStringLiteral("deepseek-v3.json")).spec;
        // The indexers' parameters: queries from the 1,536 query latent, one key, its norm,
        // the heads' weights; 61 layers.
        const double indexer = 1536.0 * 64 * 128 + 7168.0 * 128 + 2 * 128 + 7168.0 * 64;
        QVERIFY(std::abs((m.paramsB - v3.paramsB) * 1e9 - 61 * indexer) < 1);
        QCOMPARE(m.kvElementsPerSequence(1000, 8), 61 * 576 * 1000.0); // MLA's latent
        QCOMPARE(m.extraCacheBytesPerSequence(1000, 8), 61 * 132 * 1000.0);
        // One decode step at 32,768 tokens: the latent attention meets 2,048 keys, the
        // indexer all 32,769 (2 · 64 · 128 FLOPs per pair).
        const double perPair = 2.0 * 128 * (192 + 128);
        QCOMPARE(m.attentionFlops(1, 32768), 61 * (perPair * 2048 + 2.0 * 64 * 128 * 32769));
        ModelSpec dense = m;
        dense.sparseTopK = 0;
        QVERIFY(m.attentionFlops(1, 32768) < 0.3 * dense.attentionFlops(1, 32768)); // 0.26
        // Short contexts: the dense attention's pairs (fewer keys than the top-k) and the
        // indexer's.
        QCOMPARE(m.attentionFlops(1, 1000),
                 dense.attentionFlops(1, 1000) + 61 * 2.0 * 64 * 128 * 1001);
        // The decode step's reads at a 100,000-token prompt: 2,048 latents (16 bits) and
        // every indexer key, against all of both held.
        const double latent = 576 * 2.0, idx = 132;
        const double held = 100001 * (latent + idx);
        const double read = 2048 * latent + 100001 * idx;
        QVERIFY(std::abs(m.kvReadShare(100000, 1) / (read / held) - 1) < 1e-9);

        // GLM-5: 744B parameters (GLM-5 paper, arXiv:2602.15763), its DSA read the same way.
        const ModelConfig glm = configOf(QStringLiteral("glm-5.json"));
        QVERIFY(glm.knownArchitecture);
        QCOMPARE(glm.spec.sparseTopK, 2048);
        QVERIFY2(std::abs(glm.spec.paramsB / 744 - 1) < 0.01,
                 qPrintable(QString::number(glm.spec.paramsB)));
    }

    // Nemotron-H (Nemotron 3 Nano, Super, Ultra; Nemotron-H-56B): its blocks are each a
    // Mamba2 mixer, attention or an FFN. Read as a generic decoder, Nemotron 3 Nano counted
    // 102B parameters and a KV cache in all 52 blocks.
    void nemotronHybridsPairTheirFfnBlocksWithMixers()
    {
        const ModelConfig nano = configOf(QStringLiteral("nemotron-3-nano-30b-a3b-bf16.json"));
        QVERIFY(nano.knownArchitecture);
        QVERIFY2(nano.warnings.isEmpty(), qPrintable(nano.warnings.join(u' ')));
        const ModelSpec &m = nano.spec;
        // 23 Mamba2 + 6 attention mixers are the layers; the 23 MoE blocks pair with them.
        QCOMPARE(m.layers, 29);
        QCOMPARE(m.linearLayers, 23);
        QCOMPARE(m.ffnFreeLayers, 6);
        QCOMPARE(m.moeLayers(), 23);
        QCOMPARE(m.denseFfnLayers(), 0);
        QCOMPARE(m.ffnGated, false); // ReLU², up and down only
        QCOMPARE(m.sharedExpertFfn, 3712);
        // arXiv:2512.20848: 31.6B total, 3.6B active with the embeddings.
        QVERIFY2(std::abs(m.paramsB / 31.6 - 1) < 0.005, qPrintable(QString::number(m.paramsB)));
        QVERIFY2(std::abs(m.activeParamsB / 3.6 - 1) < 0.01,
                 qPrintable(QString::number(m.activeParamsB)));
        // KV in the 6 attention layers only: 2 KV heads of 128.
        QCOMPARE(m.kvElementsPerSequence(1000, 1), 6 * 2 * 2 * 128 * 1000.0);
        // A Mamba2 layer's state as vLLM allocates it (MambaSpec): the convolution's last 3
        // inputs over 64·64 + 2·8·128 = 6144 channels in 16 bits, and 64 heads' 64 × 128
        // SSM state in float32 (mamba_ssm_cache_dtype).
        QCOMPARE(m.linearStateBytes, 4);
        QCOMPARE(m.linearStateBytesPerSequence(1), 23 * (6144 * 3 * 2.0 + 64 * 64 * 128 * 4.0));
        QCOMPARE(m.linearStateBytesPerSequence(2), 23 * (3072 * 3 * 2.0 + 32 * 64 * 128 * 4.0));

        // Nemotron 3 Ultra lists its blocks (layers_block_type) and has no
        // num_hidden_layers; its experts work in a latent of 2048 (LatentMoE).
        const ModelSpec ultra =
            configOf(QStringLiteral("nemotron-3-ultra-550b-a55b-bf16.json")).spec;
        QCOMPARE(ultra.layers, 60);
        QCOMPARE(ultra.linearLayers, 48);
        QCOMPARE(ultra.ffnFreeLayers, 12);
        QCOMPARE(ultra.moeLatent, 2048);
        ModelSpec wide = ultra; // the same experts in the hidden size would be 4× larger
        wide.moeLatent = 0;
        QVERIFY(wide.routedExpertParams() == 4 * ultra.routedExpertParams());
        // Nemotron-H-56B: dense, its MLP blocks pair with 54 of the 64 mixers.
        const ModelSpec dense = configOf(QStringLiteral("nemotron-h-56b-base-8k.json")).spec;
        QCOMPARE(dense.layers, 64);
        QCOMPARE(dense.ffnFreeLayers, 10);
        QCOMPARE(dense.denseFfnLayers(), 54);
        QCOMPARE(dense.headDim, 128); // attention_head_dim
        // vLLM's MambaMixer2 needs the TP size to divide its 64 heads and its 8 groups: TP 8
        // starts, TP 16 does not (the 32 attention heads and 2 KV heads would allow it).
        QVERIFY(!refusal(m, 8));
        const auto sixteen = refusal(m, 16);
        QVERIFY(sixteen && sixteen->find("num_groups") != std::string::npos);
        ModelSpec oneGroup = m; // one group is replicated on every GPU
        oneGroup.linearKeyHeads = 1;
        QVERIFY(!refusal(oneGroup, 16));
        oneGroup.linearValueHeads = 48;
        QVERIFY(refusal(oneGroup, 32));

        // Nemotron 3 Super FP8 names its quantization in ModelOpt's hf_quant_config.json
        // beside a config.json without quantization_config, as vLLM reads it.
        QTemporaryDir dir;
        QVERIFY(QFile::copy(kDir + QStringLiteral("/nemotron-3-super-120b-a12b-fp8.json"),
                            dir.filePath(QStringLiteral("config.json"))));
        QString error;
        const auto bare = readModelConfig(dir.path(), &error);
        QVERIFY2(bare, qPrintable(error));
        QVERIFY(bare->precision != Precision::Fp8);
        QVERIFY(QFile::copy(
            kDir + QStringLiteral("/nemotron-3-super-120b-a12b-fp8.hf_quant_config.json"),
            dir.filePath(QStringLiteral("hf_quant_config.json"))));
        const auto super = readModelConfig(dir.path(), &error);
        QVERIFY2(super, qPrintable(error));
        QVERIFY(super->precision == Precision::Fp8);
        QVERIFY(super->kvCachePrecision && *super->kvCachePrecision == Precision::Fp8);
        QCOMPARE(super->spec.moeLatent, 1024);
        QCOMPARE(super->spec.layers, 48);
        // A broken sidecar names itself and reads nothing.
        QFile broken(dir.filePath(QStringLiteral("hf_quant_config.json")));
        QVERIFY(broken.open(QIODevice::WriteOnly | QIODevice::Truncate));
        broken.write("{\"quantization\": ");
        broken.close();
        QVERIFY(!readModelConfig(dir.path(), &error));
        QVERIFY2(error.contains(QLatin1String("hf_quant_config.json")), qPrintable(error));
    }

    // MiniMax-M2.x (minimax_m2) was read as an unknown architecture with a warning listing
    // its MTP and RoPE keys; its reading was right, and is now its own: 256 experts of 1536,
    // top 8, no shared expert. A shared_intermediate_size the planner leaves out is said.
    void minimaxM2ReadsAsKnown()
    {
        const ModelConfig c = configOf(QStringLiteral("minimax-m2.5.json"));
        QVERIFY(c.knownArchitecture);
        QVERIFY2(c.warnings.isEmpty(), qPrintable(c.warnings.join(u' ')));
        QCOMPARE(c.spec.moeExperts, 256);
        QCOMPARE(c.spec.moeExpertsPerToken, 8);
        QCOMPARE(c.spec.moeSharedExperts, 0);
        QCOMPARE(c.spec.ffn, 1536);
        json config = readJson(kDir + QStringLiteral("/minimax-m2.5.json"));
        config["shared_intermediate_size"] = 1536;
        QString error;
        const auto shared = modelFromConfig(config, QStringLiteral("config.json"), nullptr, &error);
        QVERIFY2(shared, qPrintable(error));
        QVERIFY(shared->warnings.join(u' ').contains(QLatin1String("shared_intermediate_size")));
        QCOMPARE(shared->spec.paramsB, c.spec.paramsB);
    }

    // Qwen3-VL (qwen3_vl, qwen3_vl_moe) read as unknown, and its vision tower lacked the
    // three DeepStack mergers and the learned position embeddings: 8.64B for the 8B. Counted
    // exactly from its shape the 8B has 8,767,123,696 parameters (17,534,247,392 bytes in
    // bf16, its safetensors index's total_size); the planner leaves out the tower's biases.
    void qwen3VlCountsItsDeepStackMergers()
    {
        for (const char *file : {"qwen3-vl-8b-instruct.json", "qwen3-vl-235b-a22b-instruct.json"}) {
            const ModelConfig c = configOf(QString::fromLatin1(file));
            QVERIFY2(c.knownArchitecture, file);
            QVERIFY2(c.warnings.isEmpty(), qPrintable(c.warnings.join(u' ')));
        }
        const ModelSpec m = configOf(QStringLiteral("qwen3-vl-8b-instruct.json")).spec;
        QVERIFY2(std::abs(m.params() / 8'767'123'696.0 - 1) < 1e-4,
                 qPrintable(QString::number(m.params(), 'f', 0)));
        // Final merger 4608² + 4608·4096 and three more, and 2304 position embeddings of 1152.
        const double mergers = 4 * (4608.0 * 4608 + 4608.0 * 4096);
        QVERIFY(m.visionParamsB * 1e9 > mergers + 2304.0 * 1152);
    }

    // Kimi-K3 (kimi_k3 around a kimi_linear text_config) was read as a generic decoder:
    // 5.46T parameters (its experts at the hidden size, not the latent), top-1 routing, a KV
    // cache in all 93 layers and 16-bit weights (its quantization_config is in text_config).
    // aiconfigurator's model of it (sdk/models/kimi_k3.py) says 2.8T, 69 KDA + 24 MLA
    // layers, and about 54 MB of KDA state per request on each of 8 GPUs.
    void kimiLinearReadsKdaLayersAsLinearAttention()
    {
        const ModelConfig c = configOf(QStringLiteral("kimi-k3.json"));
        QVERIFY(c.knownArchitecture);
        QVERIFY2(c.warnings.isEmpty(), qPrintable(c.warnings.join(u' ')));
        QCOMPARE(c.modelType, QStringLiteral("kimi_linear"));
        const ModelSpec &m = c.spec;
        QCOMPARE(m.layers, 93);
        QCOMPARE(m.linearLayers, 69);
        QCOMPARE(m.linearKeyHeads, 96);
        QCOMPARE(m.linearValueHeads, 96);
        QCOMPARE(m.linearKeyHeadDim, 128);
        QCOMPARE(m.linearConvKernel, 4);
        QCOMPARE(m.linearStateBytes, 4); // vLLM's kda_state_dtype: float32 whatever the model's
        QCOMPARE(m.attnOutputGate, 1);   // mla_use_output_gate
        QCOMPARE(m.moeExperts, 896);
        QCOMPARE(m.moeExpertsPerToken, 16); // num_experts_per_token
        QCOMPARE(m.moeSharedExperts, 2);    // num_shared_experts
        QCOMPARE(m.moeLatent, 3584);        // routed_expert_hidden_size
        QCOMPARE(m.denseFfnLayers(), 1);
        QCOMPARE(m.denseFfn, 33792);
        QVERIFY(c.quantization == Quantization::Mxfp4); // from text_config
        QVERIFY2(std::abs(m.paramsB / 2800 - 1) < 0.01, qPrintable(QString::number(m.paramsB)));
        QVERIFY2(m.visionParamsB > 0.4 && m.visionParamsB < 0.5,
                 qPrintable(QString::number(m.visionParamsB))); // MoonViT, vt_* keys
        // The KV cache is the 24 MLA layers' latents: 512 + 64 per token and layer.
        QCOMPARE(m.kvElementsPerSequence(1000, 1), 24 * 576 * 1000.0);
        // A KDA layer's state as vLLM allocates it (kda_state_shape): the convolution's last
        // 3 inputs of q, k and v (3 · 96 · 128 channels) in 16 bits and 96 heads' 128 × 128
        // state in float32; on 8 GPUs 53.6 MiB per request, aiconfigurator's "~54 MB/rank".
        QCOMPARE(m.linearStateBytesPerSequence(1),
                 69 * (3 * 12288 * 3 * 2.0 + 96 * 128 * 128 * 4.0));
        QVERIFY(std::abs(m.linearStateBytesPerSequence(8) / (1 << 20) - 53.6) < 0.05);
        // The MLA output gate is a 7168 × 12288 projection in each of the 24 MLA layers.
        ModelSpec ungated = m;
        ungated.attnOutputGate = 0;
        QCOMPARE(m.countParams().total - ungated.countParams().total, 24 * 7168 * 12288.0);
        // vLLM's KimiDeltaAttention needs the TP size to divide its 96 heads.
        QVERIFY(!refusal(m, 8));
        QVERIFY(refusal(m, 64));
    }

    // DeepSeek-V4 (deepseek_v4) was read as a generic decoder: 64 heads of 512 with full q,
    // k, v and o projections, a KV cache of the whole context in all 43 layers and 16-bit
    // experts: 292.4B parameters, 21.9B active. Its layers keep a 128-token window, 21 of
    // them one compressed entry per 4 tokens (the indexer picking 512), 20 one per 128; one
    // vector per token is key and value; queries and outputs are low-rank; experts MXFP4.
    void deepseekV4CompressesItsKvCache()
    {
        const ModelConfig flash = configOf(QStringLiteral("deepseek-v4-flash.json"));
        QVERIFY(flash.knownArchitecture);
        QVERIFY2(flash.warnings.isEmpty(), qPrintable(flash.warnings.join(u' ')));
        const ModelSpec &m = flash.spec;
        QCOMPARE(m.csaLayers, 21);
        QCOMPARE(m.csaRatio, 4);
        QCOMPARE(m.hcaLayers, 20);
        QCOMPARE(m.hcaRatio, 128);
        QCOMPARE(m.slidingLayers, 43);
        QCOMPARE(m.slidingWindow, 128);
        QCOMPARE(m.kvShared, 1);
        QCOMPARE(m.sparseTopK, 512);
        QVERIFY(flash.precision == Precision::Fp8);
        QVERIFY(flash.quantization == Quantization::Mxfp4); // expert_dtype fp4
        QVERIFY(flash.kvCachePrecision == Precision::Fp8);  // FlashMLA's sparse decoding
        // One layer's attention as the model's modules are: wq_a, q_norm, wq_b, wkv, kv_norm,
        // wo_a (8 groups of 8 heads × 512 → 1024) and wo_b (8 × 1024 → 4096).
        ModelSpec plain = m;
        plain.csaLayers = plain.hcaLayers = plain.indexHeads = 0;
        QCOMPARE(plain.attentionParamsTotal() / 43, 4096 * 1024 + 1024 + 1024 * 64 * 512.0 +
                                                        4096 * 512 + 512 + 64 * 512 * 1024.0 +
                                                        8 * 1024 * 4096.0);
        // The cache at 1M tokens: every layer's window, a quarter and a 128th of the tokens
        // in the compressed layers, 512 elements each.
        const double t = 1 << 20;
        QCOMPARE(m.kvElementsPerSequence(t, 8),
                 43 * 128 * 512.0 + 21 * t / 4 * 512 + 20 * t / 128 * 512);
        // The compressors' unfinished blocks, a value and a score per slot in float32: two
        // overlapping blocks of 4 at 512 and the indexer's at 128 in the csa layers, one
        // block of 128 in the hca layers; 10.8 MiB per sequence whatever its length, held in
        // the serving estimate beside the KV cache.
        QCOMPARE(m.compressorStateBytesPerSequence(),
                 21 * 2 * 4 * 2 * (512 + 128) * 4.0 + 20 * 2 * 128 * 512 * 4.0);
        // The indexer's keys, one per compressed entry of the csa layers: FP4 as DeepSeek
        // stores them, FP8 with a float32 scale (132 bytes) as vLLM allocates them unless
        // use_fp4_indexer_cache is set (DeepseekV4Indexer).
        QCOMPARE(m.indexerCacheBytesPerSequence(t), 21 * t / 4 * 64);
        QCOMPARE(m.indexerCacheBytesPerSequence(t, true), 21 * t / 4 * 132);
        // A decode step reads every indexer key; the share it reads weighs them as they are
        // stored: more under vLLM's FP8 row than DeepSeek's FP4 (the keys are read whole,
        // the compressed entries only the top-k).
        QVERIFY(m.kvReadShare(t, 256, 584.0 / 512, true) > m.kvReadShare(t, 256, 584.0 / 512));
        Workload serving;
        applyModelConfig(flash, serving);
        serving.engine = Engine::Transformers;
        serving.batch = 4;
        const MemoryEstimate withState = estimateMemory(serving);
        ModelSpec stateless = serving.model;
        stateless.csaLayers = stateless.hcaLayers = stateless.indexHeadDim = 0;
        Workload without = serving;
        without.model = stateless;
        const double kvWithout = estimateMemory(without).perGpu.kvCacheGib;
        QVERIFY(withState.perGpu.kvCacheGib - kvWithout >=
                0.999 * 4 * m.compressorStateBytesPerSequence() / (1 << 30));
        // 284B total, 13B activated; Pro 1.6T, 49B (DeepSeek's model card).
        QVERIFY2(std::abs(m.paramsB / 284 - 1) < 0.01, qPrintable(QString::number(m.paramsB)));
        QVERIFY2(std::abs(m.activeParamsB / 13 - 1) < 0.08,
                 qPrintable(QString::number(m.activeParamsB)));
        // SGLang's FP8 requant (model_type deepseek_ref, no expert_dtype) is the same model
        // with FP8 experts (aiconfigurator: "FP8-only requants (sgl-project) have no
        // expert_dtype").
        const ModelConfig requant = configOf(QStringLiteral("deepseek-v4-flash-fp8.json"));
        QVERIFY(requant.knownArchitecture);
        QVERIFY2(requant.warnings.isEmpty(), qPrintable(requant.warnings.join(u' ')));
        QVERIFY(!requant.quantization);
        QVERIFY(requant.precision == Precision::Fp8);
        QVERIFY(requant.kvCachePrecision == Precision::Fp8);
        QCOMPARE(requant.spec.countParams().total, m.countParams().total);
        QCOMPARE(requant.spec.kvElementsPerSequence(t, 1), m.kvElementsPerSequence(t, 1));
        const ModelSpec pro = configOf(QStringLiteral("deepseek-v4-pro.json")).spec;
        QCOMPARE(pro.csaLayers, 30);
        QCOMPARE(pro.hcaLayers, 31);
        QVERIFY2(std::abs(pro.paramsB - 1600) <= 50, qPrintable(QString::number(pro.paramsB)));
        QVERIFY2(std::abs(pro.activeParamsB / 49 - 1) < 0.03,
                 qPrintable(QString::number(pro.activeParamsB)));
        // "In the 1M-token context setting, DeepSeek-V4-Pro requires only 27% of single-token
        // inference FLOPs and 10% of KV cache compared with DeepSeek-V3.2" (the model card);
        // V4-Flash 10 % and 7 %. Both caches in FP8, indexer keys included; a token's FLOPs
        // are 2 per active parameter and its attention over the 1M before it (MLA absorbed).
        const ModelSpec v32 = configOf(QStringLiteral("deepseek-v3.2.json")).spec;
        auto cache = [t](const ModelSpec &s) {
            return s.kvElementsPerSequence(t, 1) + s.extraCacheBytesPerSequence(t, 1);
        };
        auto flops = [t](const ModelSpec &s) {
            return 2 * s.activeParams() + s.attentionFlops(1, t, true);
        };
        const double proKv = cache(pro) / cache(v32);
        const double proFlops = flops(pro) / flops(v32);
        const double flashKv = cache(m) / cache(v32);
        const double flashFlops = flops(m) / flops(v32);
        qInfo("DeepSeek-V4 against V3.2 at 1M tokens: Pro KV %.1f %% FLOPs %.1f %%, Flash KV "
              "%.1f %% FLOPs %.1f %%",
              proKv * 100, proFlops * 100, flashKv * 100, flashFlops * 100);
        QVERIFY(std::abs(proKv / 0.10 - 1) < 0.15);
        QVERIFY(std::abs(proFlops / 0.27 - 1) < 0.15);
        QVERIFY(std::abs(flashKv / 0.07 - 1) < 0.15);
        QVERIFY(std::abs(flashFlops / 0.10 - 1) < 0.30);
        // FlashMLA's FP8 entries: DeepSeek-V4 584 bytes for 512 elements (vLLM's fp8_ds_mla),
        // DeepSeek-V3.2's sparse MLA 656 for a 576-element latent; DeepSeek-V3's plain FP8
        // cache a byte per element; a 16-bit cache two.
        Workload fp8Kv;
        applyModelConfig(flash, fp8Kv);
        QCOMPARE(kvBytesPerElement(fp8Kv), 584.0 / 512);
        fp8Kv.model = v32;
        QCOMPARE(kvBytesPerElement(fp8Kv), 656.0 / 576);
        fp8Kv.model = configOf(QStringLiteral("deepseek-v3.json")).spec;
        QCOMPARE(kvBytesPerElement(fp8Kv), 1.0);
        fp8Kv.kvCachePrecision = Precision::Bf16;
        fp8Kv.model = m;
        QCOMPARE(kvBytesPerElement(fp8Kv), 2.0);
        // vLLM splits the 64 heads; the single KV vector is on every GPU. Its grouped output
        // projection gives each GPU whole groups: 8 groups refuse tensor parallel 16.
        QVERIFY(!refusal(m, 8, false, Precision::Fp8));
        const auto sixteen = refusal(m, 16);
        QVERIFY(sixteen && sixteen->find("o_groups (8)") != std::string::npos);
        QVERIFY(!refusal(pro, 16)); // 16 groups, 128 heads
        QCOMPARE(m.kvElementsPerSequence(1000, 8), m.kvElementsPerSequence(1000, 1));
    }

    // vLLM serves DeepSeek sparse attention only through FlashMLA's sparse kernels, Hopper
    // and Blackwell ("FlashMLA Sparse is only supported on Hopper and Blackwell devices",
    // vllm-project/vllm#31480): DeepSeek-V3.2, GLM-5 and DeepSeek-V4 were planned as fitting
    // A100 instances, where the engine does not start.
    void vllmServesSparseAttentionOnHopperOnly()
    {
        for (const char *file : {"deepseek-v3.2.json", "glm-5.json", "deepseek-v4-flash.json"}) {
            Workload w;
            applyModelConfig(configOf(QString::fromLatin1(file)), w);
            w.engine = Engine::Vllm;
            w.task = Task::Inference;
            auto sparseIssue = [&w](const GpuModel &g) {
                const CompatResult r = checkCompatibility(w, &g);
                if (r.undocumented)
                    return std::optional<CompatIssue>();
                for (const CompatIssue &i : r.issues) {
                    if (i.code == "cc_sparse_attention")
                        return std::optional<CompatIssue>(i);
                }
                return std::optional<CompatIssue>();
            };
            const auto a100 = sparseIssue(card("a100-80-sxm4", "Ampere", 80, 2039, 312, false));
            QVERIFY2(a100 && a100->blocks, file);
            QVERIFY2(sparseIssue(card("l40s", "Ada", 48, 864, 362, true)), file);
            QVERIFY2(!sparseIssue(card("h100-80-sxm5", "Hopper", 80, 3350, 989, true)), file);
            // Transformers runs its own attention code; a dense model is not concerned.
            w.engine = Engine::Transformers;
            QVERIFY2(!sparseIssue(card("a100-80-sxm4", "Ampere", 80, 2039, 312, false)), file);
        }
        Workload dense;
        applyModelConfig(configOf(QStringLiteral("deepseek-v3.json")), dense);
        dense.engine = Engine::Vllm;
        const GpuModel a100 = card("a100-80-sxm4", "Ampere", 80, 2039, 312, false);
        const CompatResult r = checkCompatibility(dense, &a100);
        QVERIFY(std::none_of(r.issues.begin(), r.issues.end(),
                             [](const CompatIssue &i) { return i.code == "cc_sparse_attention"; }));
    }

    // Step-3.7-Flash (step3p7) was read right as a generic decoder but with an "unknown
    // architecture" warning listing share_expert_dim. vLLM's recipe: a 196B language
    // backbone (beside a 1.8B vision encoder) with about 11B active; SWA (512) and global
    // attention 3:1.
    void step37FlashReadsAsKnown()
    {
        const ModelConfig c = configOf(QStringLiteral("step-3.7-flash.json"));
        QVERIFY(c.knownArchitecture);
        QVERIFY2(c.warnings.isEmpty(), qPrintable(c.warnings.join(u' ')));
        const ModelSpec &m = c.spec;
        QCOMPARE(m.slidingLayers, 33);
        QCOMPARE(m.slidingWindow, 512);
        QCOMPARE(m.moeExperts, 288);
        QCOMPARE(m.moeExpertsPerToken, 8);
        QCOMPARE(m.moeSharedExperts, 1);
        QCOMPARE(m.moeDenseLayers, 3);
        QVERIFY2(std::abs(m.paramsB / 196 - 1) < 0.01, qPrintable(QString::number(m.paramsB)));
        QVERIFY2(std::abs(m.activeParamsB / 11 - 1) < 0.03,
                 qPrintable(QString::number(m.activeParamsB)));
        // A shared expert wider than one routed expert is read from share_expert_dim.
        json config = readJson(kDir + QStringLiteral("/step-3.7-flash.json"));
        config["share_expert_dim"] = 2560;
        QString error;
        const auto wide = modelFromConfig(config, QStringLiteral("config.json"), nullptr, &error);
        QVERIFY2(wide, qPrintable(error));
        QCOMPARE(wide->spec.sharedExpertFfn, 2560);
    }

    // MiMo-V2-Flash (mimo_v2_flash) was read as a generic decoder: no sliding window (its
    // hybrid_layer_pattern was not read), 4 KV heads of 192 for values too in all 48 layers:
    // 147,456 bytes of KV cache per token, about 6× what vLLM holds at 32k tokens. Its 39
    // sliding layers keep 128 tokens of 8 KV heads, its 9 full layers 4; values are 128.
    void mimoV2FlashSlidingLayersKeepTheirOwnKvHeads()
    {
        const ModelConfig c = configOf(QStringLiteral("mimo-v2-flash.json"));
        QVERIFY(c.knownArchitecture);
        QVERIFY2(c.warnings.isEmpty(), qPrintable(c.warnings.join(u' ')));
        const ModelSpec &m = c.spec;
        QCOMPARE(m.layers, 48);
        QCOMPARE(m.slidingLayers, 39);
        QCOMPARE(m.slidingWindow, 128);
        QCOMPARE(m.kvHeads, 4);
        QCOMPARE(m.slidingKvHeads, 8);
        QCOMPARE(m.headDim, 192);
        QCOMPARE(m.vHeadDim, 128);
        QCOMPARE(m.kvElementsPerSequence(32768, 1),
                 9 * 4 * (192 + 128) * 32768.0 + 39 * 8 * (192 + 128) * 128.0);
        // On 8 GPUs each keeps one of the full layers' 4 heads and one of the sliding 8.
        QCOMPARE(m.kvElementsPerSequence(32768, 8), 9 * 1 * 320 * 32768.0 + 39 * 1 * 320 * 128.0);
        // 309B total, 15B activated (the SGLang and Xiaomi blog, 2025-12-15).
        QVERIFY2(std::abs(m.paramsB / 309 - 1) < 0.01, qPrintable(QString::number(m.paramsB)));
        QVERIFY2(std::abs(m.activeParamsB / 15 - 1) < 0.034,
                 qPrintable(QString::number(m.activeParamsB)));
        // Attention's FLOPs pair 192-wide keys with 128-wide values.
        QCOMPARE(m.attentionFlops(1), 48 * 2.0 * 64 * (192 + 128));
        // vLLM splits every layer's KV heads: sliding layers of 6 heads would refuse TP 4.
        QVERIFY(!refusal(m, 8));
        ModelSpec six = m;
        six.slidingKvHeads = 6;
        const auto refused = refusal(six, 4);
        QVERIFY(refused && refused->find("6 is not divisible by 4") != std::string::npos);
        // A sliding layer shaped unlike the full ones is said, and planned as the full ones.
        json config = readJson(kDir + QStringLiteral("/mimo-v2-flash.json"));
        config["swa_head_dim"] = 128;
        QString error;
        const auto odd = modelFromConfig(config, QStringLiteral("config.json"), nullptr, &error);
        QVERIFY2(odd, qPrintable(error));
        QVERIFY(odd->warnings.join(u' ').contains(QLatin1String("swa_head_dim: 128")));
        QCOMPARE(odd->spec.kvElementsPerSequence(100, 1), m.kvElementsPerSequence(100, 1));
    }

    // Gemma 4 (gemma4_text) was read as a generic decoder: every layer's KV cache with the
    // sliding layers' 8 heads of 256 (the 5 global layers have 2 of 512), and top-1 routing
    // without the dense MLP every layer runs beside its experts: 2.38B active for the
    // 26B-A4B. aiconfigurator's Gemma4MixModel (sdk/models/gemma4.py) describes the layers.
    void gemma4GlobalLayersHaveTheirOwnHeads()
    {
        const ModelConfig c = configOf(QStringLiteral("gemma-4-26b-a4b.json"));
        QVERIFY(c.knownArchitecture);
        QVERIFY2(c.warnings.isEmpty(), qPrintable(c.warnings.join(u' ')));
        const ModelSpec &m = c.spec;
        QCOMPARE(m.layers, 30);
        QCOMPARE(m.slidingLayers, 25);
        QCOMPARE(m.slidingWindow, 1024);
        QCOMPARE(m.headDim, 512);        // global_head_dim
        QCOMPARE(m.slidingHeadDim, 256); // head_dim
        QCOMPARE(m.kvHeads, 2);          // num_global_key_value_heads
        QCOMPARE(m.slidingKvHeads, 8);   // num_key_value_heads
        QCOMPARE(m.moeExperts, 128);
        QCOMPARE(m.moeExpertsPerToken, 8); // top_k_experts
        QCOMPARE(m.moeSharedExperts, 1);   // the dense MLP beside the experts
        QCOMPARE(m.sharedExpertFfn, 2112);
        QCOMPARE(m.kvElementsPerSequence(100000, 1),
                 5 * 2 * 1024 * 100000.0 + 25 * 8 * 512 * 1024.0);
        // Per token: 8 experts of 704 and the MLP of 2112 in each layer, attention, and the
        // output head (the vision tower aside): 3.8B.
        const double text = m.activeParamsB - m.visionParamsB;
        QVERIFY2(text > 3.75 && text < 3.9, qPrintable(QString::number(text)));
        QCOMPARE(m.attentionFlops(1), 5 * 2.0 * 16 * 1024 + 25 * 2.0 * 16 * 512);
        // TP 2 splits the global layers' 2 KV heads and the sliding layers' 8.
        QVERIFY(!refusal(m, 2));

        // The dense 31B: 10 global layers of 4 KV heads of 512, 50 sliding of 16 of 256.
        const ModelConfig dense = configOf(QStringLiteral("gemma-4-31b-it-nvfp4.json"));
        QVERIFY2(dense.warnings.isEmpty(), qPrintable(dense.warnings.join(u' ')));
        // NVIDIA's NVFP4 checkpoint leaves every self_attn in 16 bits: its 8.59B attention
        // parameters at 2 bytes, the MLPs at 0.5625, embeddings and tower at 2. Planned with
        // every linear layer in NVFP4 the weights came out 18.24 GiB, 38 % under.
        QCOMPARE(dense.spec.attentionUnquantized, 1);
        Workload w;
        w.model = dense.spec;
        w.task = Task::Inference;
        w.quantization = Quantization::Nvfp4;
        const ModelSpec &d = dense.spec;
        const double linear = d.params() - d.embeddingParams();
        const double attention = d.attentionParamsTotal();
        QVERIFY2(attention > 8.5e9 && attention < 8.7e9, qPrintable(QString::number(attention)));
        const double expected =
            ((linear - attention) * 0.5625 + attention * 2 + d.embeddingParams() * 2) / (1 << 30);
        QVERIFY2(std::abs(estimateMemory(w).perGpu.weightsGib / expected - 1) < 1e-6,
                 qPrintable(QString::number(estimateMemory(w).perGpu.weightsGib)));
        QVERIFY(estimateMemory(w).perGpu.weightsGib > 29.5);
        w.model.attentionUnquantized = 0;
        QVERIFY(estimateMemory(w).perGpu.weightsGib < 18.5);
        // bitsandbytes quantizes every linear layer on load, whatever the checkpoint kept.
        w.quantization = Quantization::BnbNf4;
        const double bnb = estimateMemory(w).perGpu.weightsGib;
        w.model.attentionUnquantized = 1;
        QCOMPARE(estimateMemory(w).perGpu.weightsGib, bnb);
        QVERIFY(!dense.spec.isMoe());
        QCOMPARE(dense.spec.kvElementsPerSequence(100000, 1),
                 10 * 4 * 1024 * 100000.0 + 50 * 16 * 512 * 1024.0);
        QVERIFY(dense.quantization == Quantization::Nvfp4);
        QVERIFY(dense.kvCachePrecision == Precision::Fp8);

        // Per-layer inputs (the E2B/E4B models) are said, not counted.
        json config = readJson(kDir + QStringLiteral("/gemma-4-26b-a4b.json"));
        config["text_config"]["hidden_size_per_layer_input"] = 256;
        QString error;
        const auto perLayer =
            modelFromConfig(config, QStringLiteral("config.json"), nullptr, &error);
        QVERIFY2(perLayer, qPrintable(error));
        QVERIFY(perLayer->warnings.join(u' ').contains(
            QLatin1String("hidden_size_per_layer_input: 256")));
    }

    // A KDA layer list the planner cannot read names the field and changes nothing.
    void kimiLinearLayerListProblemsNameTheField_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("field");
        const QString at = QStringLiteral("text_config.linear_attn_config.");
        QTest::newRow("no KDA list") << QStringLiteral("kda_layers") << QStringLiteral("null")
                                     << at + QStringLiteral("kda_layers");
        QTest::newRow("layer 0 (the lists are 1-based)")
            << QStringLiteral("full_attn_layers") << QStringLiteral("[0, 4]")
            << at + QStringLiteral("full_attn_layers[0]");
        QTest::newRow("layer past the last")
            << QStringLiteral("full_attn_layers") << QStringLiteral("[4, 94]")
            << at + QStringLiteral("full_attn_layers[1]");
        QTest::newRow("a layer in both lists")
            << QStringLiteral("full_attn_layers") << QStringLiteral("[1, 4]")
            << at + QStringLiteral("full_attn_layers");
        QTest::newRow("lists short of num_hidden_layers")
            << QStringLiteral("full_attn_layers") << QStringLiteral("[4]")
            << at + QStringLiteral("kda_layers");
        QTest::newRow("no heads") << QStringLiteral("num_heads") << QStringLiteral("null")
                                  << at + QStringLiteral("num_heads");
    }
    void kimiLinearLayerListProblemsNameTheField()
    {
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(QString, field);
        json config = readJson(kDir + QStringLiteral("/kimi-k3.json"));
        json &linear = config["text_config"]["linear_attn_config"];
        if (value == QLatin1String("null"))
            linear.erase(key.toStdString());
        else
            linear[key.toStdString()] = json::parse(value.toStdString());
        QString error;
        QVERIFY(!modelFromConfig(config, QStringLiteral("config.json"), nullptr, &error));
        QVERIFY2(error.startsWith(QStringLiteral("config.json: ") + field + QLatin1Char(':')),
                 qPrintable(error));
    }

    // DeepSeek-V4's compress_ratios the planner cannot read names the field and changes
    // nothing.
    void deepseekV4RatioProblemsNameTheField_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("field");
        QTest::newRow("no ratios") << QStringLiteral("compress_ratios") << QStringLiteral("null")
                                   << QStringLiteral("compress_ratios");
        QTest::newRow("fewer than the layers")
            << QStringLiteral("compress_ratios") << QStringLiteral("[0, 4, 128]")
            << QStringLiteral("compress_ratios");
        QTest::newRow("a third ratio")
            << QStringLiteral("compress_ratios[5]") << QStringLiteral("64")
            << QStringLiteral("compress_ratios[5]");
        QTest::newRow("not a number")
            << QStringLiteral("compress_ratios[2]") << QStringLiteral("\"4\"")
            << QStringLiteral("compress_ratios[2]");
        QTest::newRow("negative") << QStringLiteral("compress_ratios[2]") << QStringLiteral("-4")
                                  << QStringLiteral("compress_ratios[2]");
        QTest::newRow("no window") << QStringLiteral("sliding_window") << QStringLiteral("null")
                                   << QStringLiteral("sliding_window");
        QTest::newRow("groups not dividing the heads")
            << QStringLiteral("o_groups") << QStringLiteral("7") << QStringLiteral("o_groups");
    }
    void deepseekV4RatioProblemsNameTheField()
    {
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(QString, field);
        json config = readJson(kDir + QStringLiteral("/deepseek-v4-flash.json"));
        const std::string k = key.toStdString();
        json *at = &config;
        std::string name = k;
        if (const auto open = k.find('['); open != std::string::npos) {
            at = &config[k.substr(0, open)][std::stoul(k.substr(open + 1))];
            name.clear();
        }
        if (value == QLatin1String("null") && !name.empty())
            at->erase(name);
        else if (name.empty())
            *at = json::parse(value.toStdString());
        else
            (*at)[name] = json::parse(value.toStdString());
        const QString error = bad(config);
        QVERIFY2(error.startsWith(QStringLiteral("bad/config.json: ") + field + QLatin1Char(':')),
                 qPrintable(error));
    }

    // A block pattern the planner cannot read names the field and changes nothing.
    void nemotronBlockPatternProblemsNameTheField_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("field");
        QTest::newRow("unknown block")
            << QStringLiteral("hybrid_override_pattern") << QStringLiteral("\"MEM?E\"")
            << QStringLiteral("hybrid_override_pattern");
        QTest::newRow("more FFN blocks than mixers")
            << QStringLiteral("hybrid_override_pattern") << QStringLiteral("\"MEE*E-\"")
            << QStringLiteral("hybrid_override_pattern");
        QTest::newRow("layer count contradicts")
            << QStringLiteral("num_hidden_layers") << QStringLiteral("50")
            << QStringLiteral("num_hidden_layers");
        QTest::newRow("unknown block name")
            << QStringLiteral("layers_block_type") << QStringLiteral("[\"mamba\", \"ssm\"]")
            << QStringLiteral("layers_block_type[1]");
        QTest::newRow("no pattern")
            << QStringLiteral("hybrid_override_pattern") << QStringLiteral("null")
            << QStringLiteral("hybrid_override_pattern");
    }
    void nemotronBlockPatternProblemsNameTheField()
    {
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(QString, field);
        json config = readJson(kDir + QStringLiteral("/nemotron-3-nano-30b-a3b-bf16.json"));
        config[key.toStdString()] = json::parse(value.toStdString());
        QString error;
        QVERIFY(!modelFromConfig(config, QStringLiteral("config.json"), nullptr, &error));
        QVERIFY2(error.startsWith(QStringLiteral("config.json: ") + field + QLatin1Char(':')),
                 qPrintable(error));
    }

    // The presets of today's models are their configs as the reader reads them: every
    // registry field (the FP8 block aside: presets plan 16-bit weights).
    void todaysPresetsAreTheirConfigs()
    {
        PresetLibrary presets;
        QVERIFY2(presets.load(), qPrintable(presets.errorString()));
        const std::pair<const char *, const char *> pairs[] = {
            {"qwen3-next-80b-a3b", "qwen3-next-80b-a3b-thinking.json"},
            {"qwen3.5-27b", "qwen3.5-27b.json"},
            {"qwen3.5-35b-a3b", "qwen3.5-35b-a3b.json"},
            {"qwen3.5-397b-a17b", "qwen3.5-397b-a17b.json"},
            {"deepseek-v3.2", "deepseek-v3.2.json"},
            {"glm-5", "glm-5.json"},
            {"nemotron-3-nano-30b-a3b", "nemotron-3-nano-30b-a3b-bf16.json"},
            {"nemotron-3-super-120b-a12b", "nemotron-3-super-120b-a12b-fp8.json"},
            {"kimi-k3", "kimi-k3.json"},
            {"mimo-v2-flash", "mimo-v2-flash.json"},
            {"gemma-4-26b-a4b", "gemma-4-26b-a4b.json"},
            {"deepseek-v4-flash", "deepseek-v4-flash.json"},
            {"deepseek-v4-pro", "deepseek-v4-pro.json"}};
        for (const auto &[id, file] : pairs) {
            const ModelSpec *preset = presets.find(QString::fromLatin1(id));
            QVERIFY2(preset, id);
            const ModelSpec read = configOf(QString::fromLatin1(file)).spec;
            for (const ModelField &f : modelFields()) {
                if (f.key == "fp8_block")
                    continue;
                QVERIFY2(std::abs(f.get(*preset) - f.get(read)) < 1e-3,
                         qPrintable(QStringLiteral("%1 %2: %3 vs %4")
                                        .arg(QLatin1String(id),
                                             QLatin1String(f.key.data(), qsizetype(f.key.size())))
                                        .arg(f.get(*preset))
                                        .arg(f.get(read))));
            }
            QCOMPARE(preset->tiedEmbeddings, read.tiedEmbeddings);
            QCOMPARE(preset->ffnGated, read.ffnGated);
        }
    }

    // Attention's FLOPs: causal pairs, capped by the window in sliding layers, decompressed
    // head sizes for MLA; a prompt split in two chunks (the second after the first in the
    // cache) costs what it costs whole, as chunked prefill does.
    void attentionFlopsCountCausalPairs()
    {
        const ModelSpec oss = configOf(QStringLiteral("gpt-oss-20b.json")).spec;
        const double ossPair = 2.0 * oss.heads * (2 * oss.headDim);
        const double half = oss.layers / 2;
        QCOMPARE(oss.attentionFlops(8192),
                 ossPair *
                     (half * 8192.0 * 8193 / 2 + half * (128.0 * 129 / 2 + (8192 - 128) * 128)));
        const ModelSpec v3 = configOf(QStringLiteral("deepseek-v3.json")).spec;
        QCOMPARE(v3.attentionFlops(1), 61 * 2.0 * 128 * (128 + 64 + 128));
        for (const ModelSpec &m : {oss, v3})
            for (const double split : {1.0, 100.0, 128.0, 5000.0}) {
                const double whole = m.attentionFlops(8192);
                const double parts =
                    m.attentionFlops(split) + m.attentionFlops(8192 - split, split);
                QVERIFY2(std::abs(parts / whole - 1) < 1e-12,
                         qPrintable(QStringLiteral("%1 at %2").arg(parts / whole).arg(split)));
            }
        // An encoder attends both ways: 512 tokens meet all 512, in every layer, with no
        // window; a T5's prompt goes through its encoder layers.
        ModelSpec encoder = oss;
        encoder.architecture = Architecture::Encoder;
        QCOMPARE(encoder.attentionFlops(512), ossPair * oss.layers * 512.0 * 512);
        ModelSpec t5 = encoder;
        t5.architecture = Architecture::EncoderDecoder;
        t5.encoderLayers = 6;
        QCOMPARE(t5.attentionFlops(512), ossPair * 6 * 512.0 * 512);
        ModelSpec cnn = oss;
        cnn.architecture = Architecture::Cnn;
        QCOMPARE(cnn.attentionFlops(512), 0.0);
        QCOMPARE(oss.attentionFlops(0), 0.0);
    }

    // Llama 4's local layers attend within fixed chunks (attention_chunk_size): the token at
    // 0-based position q meets the q mod 8192 + 1 keys of its own chunk, not a window sliding
    // with it. Read from the configs as chunked_local; the closed form agrees with a count
    // position by position, also for new tokens after a cached prefix that crosses chunks.
    void chunkedLocalAttentionMeetsItsChunk()
    {
        for (const char *file :
             {"llama-4-scout-17b-16e-instruct.json", "llama-4-maverick-17b-128e-instruct.json"}) {
            const ModelSpec m = configOf(QString::fromLatin1(file)).spec;
            QCOMPARE(m.chunkedLocal, 1);
            QCOMPARE(m.slidingWindow, 8192);
            QCOMPARE(m.slidingLayers, 36);
        }
        for (const char *file : {"gemma-3-27b.json", "gpt-oss-20b.json", "mistral-7b-v0.1.json"})
            QCOMPARE(configOf(QString::fromLatin1(file)).spec.chunkedLocal, 0);

        ModelSpec scout = configOf(QStringLiteral("llama-4-scout-17b-16e-instruct.json")).spec;
        scout.slidingWindow = 64; // small chunks, to count position by position
        const double pair = 2.0 * scout.heads * (2 * scout.effectiveHeadDim());
        auto counted = [&](int tokens, int cached) {
            double global = 0, local = 0;
            for (int q = cached; q < cached + tokens; ++q) {
                global += q + 1;
                local += q % 64 + 1;
            }
            return pair * ((scout.layers - 36) * global + 36 * local);
        };
        for (const auto &[tokens, cached] : std::vector<std::pair<int, int>>{{1, 0},
                                                                             {64, 0},
                                                                             {65, 0},
                                                                             {300, 0},
                                                                             {1, 63},
                                                                             {1, 64},
                                                                             {10, 60},
                                                                             {200, 130},
                                                                             {1000, 5}}) {
            const double want = counted(tokens, cached);
            QVERIFY2(std::abs(scout.attentionFlops(tokens, cached) / want - 1) < 1e-12,
                     qPrintable(QStringLiteral("%1 after %2").arg(tokens).arg(cached)));
        }
        // Half a window's keys on average, against a sliding window's whole one.
        ModelSpec sliding = scout;
        sliding.chunkedLocal = 0;
        const double local = 36 * pair;
        const double global =
            (scout.layers - 36) * pair * (64.0 * 1024 * 64 * 1024 + 64 * 1024) / 2;
        const double chunkedShare = (scout.attentionFlops(64 * 1024) - global) / local;
        const double slidingShare = (sliding.attentionFlops(64 * 1024) - global) / local;
        QVERIFY2(std::abs(chunkedShare / slidingShare - 65.0 / 2 / 64) < 0.01,
                 qPrintable(QString::number(chunkedShare / slidingShare)));
        // Its cache is capped as a window's: the current chunk.
        QCOMPARE(scout.kvElementsPerSequence(10'000, 1), sliding.kvElementsPerSequence(10'000, 1));
    }

    // A decode step reads the keys its token attends to: counted position by position over
    // the output, as a share of the cache held at the end, for full attention, a sliding
    // window and Llama 4's chunks.
    void decodeReadsTheKeysItAttendsTo()
    {
        ModelSpec scout = configOf(QStringLiteral("llama-4-scout-17b-16e-instruct.json")).spec;
        scout.slidingWindow = 64;
        ModelSpec sliding = scout;
        sliding.chunkedLocal = 0;
        ModelSpec dense = scout;
        dense.slidingLayers = 0;
        dense.slidingWindow = 0;
        dense.chunkedLocal = 0;
        const int local = 36, global = scout.layers - 36;
        auto counted = [&](const ModelSpec &m, int prompt, int output) {
            const int w = m.slidingWindow;
            double read = 0;
            for (int p = prompt; p < prompt + output; ++p) {
                const double all = p + 1;
                const double mine = w == 0 ? all : m.chunkedLocal ? p % w + 1 : std::min(p + 1, w);
                read += w == 0 ? m.layers * all : global * all + local * mine;
            }
            const double total = prompt + output;
            const double held =
                w == 0 ? m.layers * total : global * total + local * std::min<double>(total, w);
            return read / output / held;
        };
        for (const ModelSpec *m : {&scout, &sliding, &dense}) {
            for (const auto &[prompt, output] : std::vector<std::pair<int, int>>{
                     {0, 1}, {10, 20}, {60, 10}, {200, 50}, {1000, 300}}) {
                const double want = counted(*m, prompt, output);
                QVERIFY2(std::abs(m->kvReadShare(prompt, output) / want - 1) < 1e-12,
                         qPrintable(QStringLiteral("%1 + %2").arg(prompt).arg(output)));
            }
        }
        // Long prompts: a window's layers read all they hold; chunks about half of it.
        QVERIFY(scout.kvReadShare(4096, 64) < sliding.kvReadShare(4096, 64));
        QCOMPARE(dense.kvReadShare(4096, 64), (4096 + 32.5) / (4096 + 64));
        ModelSpec shapeless; // a parameter count only: nothing to tell
        shapeless.paramsB = 7;
        QCOMPARE(shapeless.kvReadShare(1000, 100), 0.0);
        // chunked_local without a window (an inconsistent spec, warned about): full
        // attention, never a division by a chunk of 0.
        ModelSpec windowless = dense;
        windowless.chunkedLocal = 1;
        windowless.slidingLayers = 36;
        QCOMPARE(windowless.kvReadShare(4096, 64), dense.kvReadShare(4096, 64));
        QCOMPARE(windowless.attentionFlops(4096), dense.attentionFlops(4096));
    }

    // Google's published Gemma 3 configs leave out what equals Gemma3TextConfig's defaults
    // (heads, KV heads, head_dim, vocabulary): read as Transformers reads them, the same
    // model as a re-serialized config with every default written out.
    void omittedFieldsTakeTheConfigClassDefaults()
    {
        const ModelConfig verbatim = configOf(QStringLiteral("gemma-3-27b-it.json"));
        const ModelConfig expanded = configOf(QStringLiteral("gemma-3-27b.json"));
        QVERIFY(verbatim.defaulted.contains(QLatin1String("vocab_size")));
        QVERIFY(expanded.defaulted.isEmpty() ||
                !expanded.defaulted.contains(QLatin1String("vocab_size")));
        QCOMPARE(verbatim.spec.vocab, 262'208);
        QCOMPARE(verbatim.spec.layers, expanded.spec.layers);
        QCOMPARE(verbatim.spec.heads, expanded.spec.heads);
        QCOMPARE(verbatim.spec.kvHeads, expanded.spec.kvHeads);
        QCOMPARE(verbatim.spec.slidingLayers, expanded.spec.slidingLayers);
        QCOMPARE(verbatim.spec.slidingWindow, expanded.spec.slidingWindow);
        QVERIFY(std::abs(verbatim.spec.paramsB - expanded.spec.paramsB) < 1e-6);

        const ModelConfig small = configOf(QStringLiteral("gemma-3-4b-it.json"));
        for (const char *key :
             {"num_attention_heads", "num_key_value_heads", "head_dim", "vocab_size"})
            QVERIFY2(small.defaulted.contains(QLatin1String(key)), key);
        QCOMPARE(small.spec.heads, 8);
        QCOMPARE(small.spec.kvHeads, 4);
        QCOMPARE(small.spec.headDim, 256);
        QCOMPARE(small.spec.layers, 34);
        QCOMPARE(small.spec.slidingLayers, 34 - 34 / 6);
        QVERIFY(small.warnings.isEmpty());
    }

    void quantizationConfigSetsTheQuantization()
    {
        json awq = llamaLike();
        awq["quantization_config"] = {{"quant_method", "awq"}, {"bits", 4}};
        QString error;
        auto c = modelFromConfig(awq, QStringLiteral("awq.json"), nullptr, &error);
        QVERIFY2(c, qPrintable(error));
        QVERIFY(c->quantization == Quantization::AwqInt4);
        json fp8 = llamaLike();
        fp8["quantization_config"] = {
            {"quant_method", "compressed-tensors"},
            {"config_groups", {{"group_0", {{"weights", {{"num_bits", 8}, {"type", "float"}}}}}}}};
        c = modelFromConfig(fp8, QStringLiteral("fp8.json"), nullptr, &error);
        QVERIFY2(c, qPrintable(error));
        QVERIFY(c->precision == Precision::Fp8);
        json gptq = llamaLike();
        gptq["quantization_config"] = {{"quant_method", "gptq"}, {"bits", 8}};
        c = modelFromConfig(gptq, QStringLiteral("gptq.json"), nullptr, &error);
        QVERIFY(c && c->quantization == Quantization::GptqInt8);
    }

    void unknownArchitecturesAreReadAsGenericDecoders()
    {
        json j = llamaLike();
        j["model_type"] = "brand_new_lm";
        j["num_memory_slots"] = 64;
        QString error;
        const auto c = modelFromConfig(j, QStringLiteral("new.json"), nullptr, &error);
        QVERIFY2(c, qPrintable(error));
        QVERIFY(!c->knownArchitecture);
        QVERIFY(c->notUnderstood.contains(QStringLiteral("num_memory_slots")));
        QVERIFY(c->warnings.join(QLatin1Char(' ')).contains(QLatin1String("num_memory_slots")));
        QVERIFY(c->warnings.join(QLatin1Char(' ')).contains(QLatin1String("brand_new_lm")));

        // The MoE keys the generic reading takes are not "not understood"; a per-layer
        // moe_layer_freq list (MiniMax-M3: 1 = MoE, 0 = dense) and dense_intermediate_size
        // read; before, the list stopped the file ("moe_layer_freq: must be a whole number").
        j["num_local_experts"] = 8;
        j["num_experts_per_tok"] = 2;
        j["moe_intermediate_size"] = 1024;
        j["first_k_dense_replace"] = 1;
        j["moe_layer_freq"] = json::array();
        for (int i = 0; i < int(j["num_hidden_layers"]); ++i)
            j["moe_layer_freq"].push_back(i % 2); // odd layers MoE
        j["dense_intermediate_size"] = 4096;
        const auto moe = modelFromConfig(j, QStringLiteral("moe.json"), nullptr, &error);
        QVERIFY2(moe, qPrintable(error));
        QCOMPARE(moe->spec.moeExperts, 8);
        QCOMPARE(moe->spec.moeDenseLayers, int(j["num_hidden_layers"]) / 2);
        QCOMPARE(moe->spec.denseFfn, 4096);
        QCOMPARE(moe->notUnderstood, QStringList{QStringLiteral("num_memory_slots")});
    }

    void badConfigsNameFileAndField_data()
    {
        QTest::addColumn<QByteArray>("config");
        QTest::addColumn<QString>("field");
        auto row = [](const char *name, json j, const char *field) {
            QTest::newRow(name) << QByteArray::fromStdString(j.dump())
                                << QString::fromLatin1(field);
        };
        json j = llamaLike();
        j.erase("num_hidden_layers");
        row("missing layers", j, "num_hidden_layers");
        j = llamaLike();
        j["hidden_size"] = "4096";
        row("string where a number belongs", j, "hidden_size");
        j = llamaLike();
        j["num_local_experts"] = 1'000'000'000;
        j["num_experts_per_tok"] = 2;
        j["model_type"] = "mixtral";
        row("10^9 experts", j, "moe_experts");
        j = llamaLike();
        j["num_local_experts"] = 8;
        j["num_experts_per_tok"] = 9;
        j["model_type"] = "mixtral";
        row("more experts per token than experts", j, "moe_experts_per_token");
        j = llamaLike();
        j["num_key_value_heads"] = 64;
        row("more KV heads than heads", j, "kv_heads");
        j = llamaLike();
        j["text_config"] = 5;
        row("text_config not an object", j, "text_config");
        j = llamaLike();
        j["num_hidden_layers"] = 1.5;
        row("fractional layers", j, "num_hidden_layers");
        j = llamaLike();
        j["model_type"] = "deepseek_v3";
        j["kv_lora_rank"] = 512;
        row("latent attention without its sizes", j, "qk_nope_head_dim");
        row("not an object", json::array({1, 2}), "");
    }
    void badConfigsNameFileAndField()
    {
        QFETCH(QByteArray, config);
        QFETCH(QString, field);
        const QString error = bad(json::parse(config.toStdString()));
        QVERIFY2(!error.isEmpty(), "accepted");
        QVERIFY2(error.startsWith(QLatin1String("bad/config.json: ")), qPrintable(error));
        QVERIFY2(error.contains(field), qPrintable(error));
    }

    void contradictorySizesAreRefused()
    {
        // An index whose stored size is twice the shape's (a 16-bit checkpoint).
        const double shape =
            modelFromConfig(llamaLike(), QStringLiteral("x"), nullptr, nullptr)->spec.paramsB;
        json index = {{"metadata", {{"total_size", shape * 1e9 * 2 * 2}}}};
        QString error = bad(llamaLike(), &index);
        QVERIFY2(error.contains(QLatin1String("total_size")), qPrintable(error));
        index = {{"weight_map", json::object()}};
        error = bad(llamaLike(), &index);
        QVERIFY2(error.contains(QLatin1String("total_size")), qPrintable(error));
        // A consistent index wins over the shape's count.
        index = {{"metadata", {{"total_size", shape * 1e9 * 2 * 1.004}}}};
        const auto c = modelFromConfig(llamaLike(), QStringLiteral("x"), &index, &error);
        QVERIFY(c);
        QVERIFY(std::abs(c->spec.paramsB / (shape * 1.004) - 1) < 1e-9);
    }

    void filesAndFoldersAreRead()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString folder = dir.filePath(QStringLiteral("Llama-3.1-8B"));
        QVERIFY(QDir().mkpath(folder));
        QFile f(folder + QStringLiteral("/config.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(llamaLike().dump()));
        f.close();
        QString error;
        auto c = readModelConfig(folder, &error);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(QString::fromStdString(c->spec.name), QStringLiteral("Llama-3.1-8B"));
        // Llama-3.1-8B: 8.03B parameters (model card).
        QVERIFY2(std::abs(c->spec.paramsB / 8.03 - 1) < 0.01,
                 qPrintable(QString::number(c->spec.paramsB)));
        // Nested deeper than the parser allows, and not JSON: named, nothing read.
        QFile deep(dir.filePath(QStringLiteral("deep.json")));
        QVERIFY(deep.open(QIODevice::WriteOnly));
        deep.write(QByteArray(100, '[') + QByteArray(100, ']'));
        deep.close();
        QVERIFY(!readModelConfig(deep.fileName(), &error));
        QVERIFY2(error.contains(QLatin1String("deep.json")), qPrintable(error));
        QVERIFY(!readModelConfig(dir.filePath(QStringLiteral("missing")), &error));
        QVERIFY2(error.contains(QLatin1String("missing")), qPrintable(error));
    }

    // Issue 23: "A scenario made from an imported config opens with the same numbers on a
    // machine without the config."
    void scenarioKeepsTheArchitecture_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("MLA, MoE, FP8") << QStringLiteral("deepseek-v3.json");
        QTest::newRow("sparse attention") << QStringLiteral("deepseek-v3.2.json");
        QTest::newRow("linear attention, NVFP4, FP8 KV")
            << QStringLiteral("qwen3.5-397b-a17b-nvfp4.json");
        QTest::newRow("Mamba2 hybrid, two-matrix FFN")
            << QStringLiteral("nemotron-3-nano-30b-a3b-bf16.json");
        QTest::newRow("LatentMoE, listed blocks")
            << QStringLiteral("nemotron-3-ultra-550b-a55b-bf16.json");
        QTest::newRow("KDA, MLA output gate, MXFP4 experts") << QStringLiteral("kimi-k3.json");
        QTest::newRow("sliding layers' own KV heads, narrow values")
            << QStringLiteral("mimo-v2-flash.json");
        QTest::newRow("global layers' own head size, dense MLP beside experts")
            << QStringLiteral("gemma-4-26b-a4b.json");
        QTest::newRow("NVFP4 with attention kept in 16 bits")
            << QStringLiteral("gemma-4-31b-it-nvfp4.json");
        QTest::newRow("compressed attention, shared KV, MXFP4 experts beside FP8")
            << QStringLiteral("deepseek-v4-flash.json");
    }
    void scenarioKeepsTheArchitecture()
    {
        QFETCH(QString, file);
        const ModelConfig c = configOf(file);
        Scenario s = newScenario();
        applyModelConfig(c, s.workload);
        s.workload.task = Task::Inference;
        s.workload.engine = Engine::Vllm;
        s.workload.promptLen = 2048;
        s.workload.outputLen = 512;
        s.workload.gpusPerNode = 8;
        s.workload.tensorParallel = 8;
        const MemoryEstimate before = estimateMemory(s.workload);
        const json saved = scenarioToJson(s);
        PresetLibrary presets; // none: the model comes from the file alone
        QString error;
        const auto back = scenarioFromJson(saved, presets, &error);
        QVERIFY2(back, qPrintable(error));
        const MemoryEstimate after = estimateMemory(back->workload);
        QCOMPARE(after.perGpu.totalGib, before.perGpu.totalGib);
        QCOMPARE(after.perGpu.kvCacheGib, before.perGpu.kvCacheGib);
        for (const ModelField &f : modelFields())
            QCOMPARE(f.get(back->workload.model), f.get(s.workload.model));
        QCOMPARE(back->workload.model.name, s.workload.model.name);
        QCOMPARE(back->workload.model.ffnGated, s.workload.model.ffnGated);
        QVERIFY(back->workload.quantization == s.workload.quantization);
        QVERIFY(back->workload.kvCachePrecision == s.workload.kvCachePrecision);
    }

    // A diff of two scenarios names each model field by the registry's label (one label
    // table per field, issue 25): the diff kept its own for seven of them.
    void diffNamesEveryFieldByItsRegistryLabel()
    {
        for (const ModelField &f : modelFields()) {
            const QString field =
                QStringLiteral("inputs.model.") + QString::fromLatin1(f.key.data(), f.key.size());
            QCOMPARE(diffFieldLabel(field).label,
                     QCoreApplication::translate("ModelField", f.label));
        }
    }

    // Mistral on Mixtral 8x7B: "it only uses 12.9B parameters per token. It, therefore,
    // processes input and generates output at the same speed and for the same cost as a
    // 12.9B model" (https://mistral.ai/news/mixtral-of-experts/). Decode at batch 1 reads
    // the attention and two of eight experts per layer: within 35 % of a dense 12.9B.
    void moeDecodesAtItsActiveSize()
    {
        const ModelConfig mixtral = configOf(QStringLiteral("mixtral-8x7b-v0.1.json"));
        const ModelSpec &m = mixtral.spec;
        const double read = m.paramsB * moeWeightShareRead(m, 1);
        QVERIFY2(std::abs(read / 12.9 - 1) < 0.35, qPrintable(QString::number(read)));
        // Many sequences touch every expert: a large batch reads all weights.
        QVERIFY(moeWeightShareRead(m, 256) > 0.999);
        // A dense model reads everything at any batch.
        QCOMPARE(moeWeightShareRead(configOf(QStringLiteral("meta-llama-3.1-8b.json")).spec, 1),
                 1.0);
        // Qwen3-30B-A3B (3.3B active) at batch 1 reads about its active size (±35 %).
        const ModelSpec q = configOf(QStringLiteral("qwen3-30b-a3b.json")).spec;
        const double qRead = q.paramsB * moeWeightShareRead(q, 1);
        QVERIFY2(std::abs(qRead / 3.3 - 1) < 0.35, qPrintable(QString::number(qRead)));
    }

    // vLLM: "Total number of attention heads (28) must be divisible by tensor parallel
    // size (8)." (Qwen2.5-7B has 28 heads and 4 KV heads.)
    void vllmRefusesTensorParallelSizesThatDoNotDivideTheHeads()
    {
        const ModelSpec q = configOf(QStringLiteral("qwen2.5-7b-instruct.json")).spec;
        QCOMPARE(q.heads, 28);
        const auto refused = refusal(q, 8);
        QVERIFY(refused);
        QCOMPARE(QString::fromStdString(*refused),
                 QStringLiteral("Total number of attention heads (28) must be divisible by tensor "
                                "parallel size (8)."));
        QVERIFY(!refusal(q, 4));
        QVERIFY(!refusal(q, 2));
        // 7 divides 28 but not the 4 KV heads.
        QVERIFY(refusal(q, 7));
        // MLA has no KV heads to split: DeepSeek-V3's 128 heads take TP 8 and 16.
        const ModelSpec d = configOf(QStringLiteral("deepseek-v3.json")).spec;
        QVERIFY(!refusal(d, 8));
        QVERIFY(!refusal(d, 16));
        // The estimate warns when the user asks for a refused size.
        Workload w;
        w.model = q;
        w.engine = Engine::Vllm;
        w.promptLen = 1024;
        w.outputLen = 256;
        w.gpusPerNode = 8;
        w.tensorParallel = 8;
        const MemoryEstimate e = estimateMemory(w);
        QVERIFY(std::any_of(e.warnings.begin(), e.warnings.end(),
                            [](const EstimateWarning &x) { return x.code == "vllm_tp_refused"; }));
    }

    // FP8 checkpoints with block-wise scales (quantization_config.weight_block_size
    // [128, 128]) load in vLLM only when every tensor-parallel slice of an MLP is whole
    // blocks: Qwen3-30B-A3B-FP8 (moe_intermediate_size 768) fails at TP 4 with "The
    // output_size of gate's and up's weight = 192 is not divisible by weight quantization
    // block_n = 128." (vllm-project/vllm#44763), Qwen3-235B-A22B-FP8 (1536) at TP 8, and
    // --enable-expert-parallel, which keeps experts whole, is the published way round.
    void fp8BlocksMustBeWholeInEveryTensorParallelSlice()
    {
        const ModelSpec d = configOf(QStringLiteral("deepseek-v3.json")).spec;
        QCOMPARE(d.fp8BlockN, 128); // read from the config
        QCOMPARE(configOf(QStringLiteral("qwen3-32b-fp8.json")).spec.fp8BlockN, 128);
        QCOMPARE(configOf(QStringLiteral("qwen3-30b-a3b.json")).spec.fp8BlockN, 0); // bf16
        const Precision fp8 = Precision::Fp8;
        // Qwen3-30B-A3B and Qwen3-235B-A22B as their FP8 checkpoints (the same config with
        // block-wise FP8 scales).
        ModelSpec small = configOf(QStringLiteral("qwen3-30b-a3b.json")).spec;
        small.fp8BlockN = 128;
        QCOMPARE(small.ffn, 768);
        QVERIFY(!refusal(small, 2, false, fp8)); // 384 = 3 blocks
        const auto at4 = refusal(small, 4, false, fp8);
        QVERIFY(at4);
        QCOMPARE(QString::fromStdString(*at4),
                 QStringLiteral("The output_size of gate's and up's weight = 192 is not divisible "
                                "by weight quantization block_n = 128."));
        QVERIFY(!refusal(small, 4, true, fp8));              // expert parallel: whole experts
        QVERIFY(!refusal(small, 4, false, Precision::Bf16)); // only block-wise FP8
        ModelSpec big = configOf(QStringLiteral("qwen3-235b-a22b.json")).spec;
        big.fp8BlockN = 128;
        QVERIFY(!refusal(big, 4, false, fp8));
        QVERIFY(refusal(big, 8, false, fp8));
        QVERIFY(!refusal(big, 8, true, fp8));
        // DeepSeek-V3 (FP8 as published) runs at TP 8 and 16; at 32 its shared expert (2048)
        // and dense layers (18432) would be sliced into part-blocks even with expert parallel.
        QVERIFY(!refusal(d, 8, false, fp8));
        QVERIFY(!refusal(d, 16, false, fp8));
        QVERIFY(refusal(d, 32, false, fp8));
        QVERIFY(refusal(d, 32, true, fp8));
        // A dense FP8 checkpoint: Qwen3-32B-FP8's 25600 takes TP 8 (3200 = 25 blocks).
        QVERIFY(!refusal(configOf(QStringLiteral("qwen3-32b-fp8.json")).spec, 8, false, fp8));
        // The estimate warns at the refused split, and not with expert parallel.
        Workload w;
        w.model = small;
        w.task = Task::Inference;
        w.engine = Engine::Vllm;
        w.precision = fp8;
        w.promptLen = 1024;
        w.outputLen = 256;
        w.gpusPerNode = 4;
        w.tensorParallel = 4;
        const MemoryEstimate e = estimateMemory(w);
        const auto refused =
            std::find_if(e.warnings.begin(), e.warnings.end(),
                         [](const EstimateWarning &x) { return x.code == "vllm_tp_refused"; });
        QVERIFY(refused != e.warnings.end());
        // The warning names the way out: expert parallel starts at this split.
        QVERIFY(expertParallelWouldStart(w, 4));
        QVERIFY2(planwording::warningText(*refused, planwording::Language::English)
                     .contains(QLatin1String("--expert-parallel")),
                 qPrintable(planwording::warningText(*refused, planwording::Language::English)));
        QVERIFY(planwording::warningText(*refused, planwording::Language::Chinese)
                    .contains(QLatin1String("--expert-parallel")));
        // Not where expert parallel would not help (DeepSeek-V3 at 32: the shared expert and
        // dense layers) nor for a dense model.
        Workload dsv3 = w;
        dsv3.model = d;
        QVERIFY(!expertParallelWouldStart(dsv3, 32));
        Workload dense = w;
        dense.model = configOf(QStringLiteral("qwen3-32b-fp8.json")).spec;
        QVERIFY(!expertParallelWouldStart(dense, 3));
        w.expertParallel = true;
        const MemoryEstimate ep = estimateMemory(w);
        QVERIFY(std::none_of(ep.warnings.begin(), ep.warnings.end(),
                             [](const EstimateWarning &x) { return x.code == "vllm_tp_refused"; }));
        // Expert parallel places whole experts: the same memory per GPU.
        QCOMPARE(ep.perGpu.weightsGib, e.perGpu.weightsGib);
    }

    // DeepSpeed's own estimator (deepspeed/runtime/zero/stage_1_and_2.py
    // estimate_zero2_model_states_mem_needs, stage3.py estimate_zero3_..._needs; its
    // documentation's table for bigscience/T0_3B, 2783M parameters, 65M largest layer, 2
    // GPUs: 2.84 GB per GPU with offload_optimizer=cpu): parameters, gradients and
    // optimizer states per GPU within 10 %. And ZeRO-Offload's single GPU: DeepSpeed's
    // tutorials train a 10B model on one 32 GB V100.
    void zeroOffloadAsDeepSpeedEstimates()
    {
        PresetLibrary presets;
        QVERIFY(presets.load());
        const ModelSpec *t0 = presets.find(QStringLiteral("t0-3b"));
        QVERIFY(t0);
        Workload w;
        w.model = *t0;
        w.task = Task::FullFineTune;
        w.seqLen = 512;
        w.gradientCheckpointing = true;
        w.offloadOptimizer = true;
        auto states = [](const Workload &x) {
            const MemoryBreakdown g = estimateMemory(x).perGpu;
            return g.weightsGib + g.gradientsGib + g.optimizerGib;
        };
        const double P = 2783e6, largest = 65e6, GiB = 1024.0 * 1024 * 1024;
        // ZeRO-3 + offload_optimizer on 2 GPUs: 4·largest + 2·P / GPUs.
        w.gpusPerNode = 2;
        w.sharding = Sharding::Zero3;
        double ds = (4 * largest + 2 * P / 2) / GiB;
        QVERIFY2(std::abs(states(w) / ds - 1) < 0.10,
                 qPrintable(QStringLiteral("%1 vs %2").arg(states(w)).arg(ds)));
        // ZeRO-2 + offload_optimizer on 1 GPU: 2·P (the gradients go to the host).
        w.gpusPerNode = 1;
        w.sharding = Sharding::Zero2;
        ds = 2 * P / GiB;
        QVERIFY2(std::abs(states(w) / ds - 1) < 0.10,
                 qPrintable(QStringLiteral("%1 vs %2").arg(states(w)).arg(ds)));
        // Without ZeRO-2/3 the 16-bit gradients stay on the GPU.
        w.sharding = Sharding::None;
        QVERIFY(states(w) > 1.9 * ds);
    }

    // vLLM's FP8 documentation: Ampere (8.0+) runs FP8 checkpoints as weight-only W8A16
    // through FP8 Marlin; FP8 math needs 8.9+; nothing older runs them.
    // gpt-oss ships its experts in MXFP4: OpenAI's model card gives the checkpoints as
    // 60.8 GiB (gpt-oss-120b) and 12.8 GiB (gpt-oss-20b); attention, router and embeddings
    // stay in bf16. vLLM runs MXFP4 from Ampere (Mxfp4Config min capability 80, Marlin
    // MXFP4 MoE); Transformers from Turing and dequantizes to bf16 below it.
    void mxfp4CheckpointsAsPublished_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("publishedGib");
        QTest::newRow("gpt-oss-120b") << QStringLiteral("gpt-oss-120b.json") << 60.8;
        QTest::newRow("gpt-oss-20b") << QStringLiteral("gpt-oss-20b.json") << 12.8;
    }
    void mxfp4CheckpointsAsPublished()
    {
        QFETCH(QString, file);
        QFETCH(double, publishedGib);
        const ModelConfig c = configOf(file);
        QVERIFY(c.quantization == Quantization::Mxfp4);
        QVERIFY2(c.warnings.isEmpty(), qPrintable(c.warnings.join(u"; ")));
        Workload w;
        applyModelConfig(c, w);
        w.engine = Engine::Vllm;
        w.promptLen = 1024;
        w.outputLen = 256;
        const double weights = estimateMemory(w).perGpu.weightsGib;
        QVERIFY2(std::abs(weights / publishedGib - 1) < 0.02,
                 qPrintable(QStringLiteral("%1 GiB").arg(weights)));

        const GpuModel t4 = card("t4", "Turing", 15, 320, 65, false);
        CompatResult r = checkCompatibility(w, &t4);
        if (r.undocumented)
            QSKIP("t4 has no compute capability in gpu_facts.csv");
        QVERIFY(std::any_of(r.issues.begin(), r.issues.end(),
                            [](const CompatIssue &i) { return i.blocks && i.code == "cc_mxfp4"; }));
        const GpuModel a10 = card("a10", "Ampere", 24, 600, 125, false);
        r = checkCompatibility(w, &a10);
        QVERIFY(std::none_of(r.issues.begin(), r.issues.end(),
                             [](const CompatIssue &i) { return i.code == "cc_mxfp4"; }));
        // Transformers on a T4 runs the MXFP4 kernels; on a V100 it dequantizes.
        w.engine = Engine::Transformers;
        r = checkCompatibility(w, &t4);
        QVERIFY(std::none_of(r.issues.begin(), r.issues.end(),
                             [](const CompatIssue &i) { return i.code == "cc_mxfp4"; }));
        const GpuModel v100 = card("v100-32-sxm2", "Volta", 32, 900, 125, false);
        r = checkCompatibility(w, &v100);
        QVERIFY(std::any_of(r.issues.begin(), r.issues.end(), [](const CompatIssue &i) {
            return !i.blocks && i.code == "cc_mxfp4";
        }));
        QVERIFY(r.workload.quantization == Quantization::None);
    }

    // NVIDIA's NVFP4 checkpoints (ModelOpt, quant_method "modelopt", config_groups of 4-bit
    // floats in groups of 16): 0.5625 bytes per weight, not 16 bits as before; the FP8 KV
    // cache the checkpoint brings scales for (kv_cache_scheme) is what vLLM then uses. vLLM
    // runs NVFP4 before Blackwell as weight-only W4A16 through FP4 Marlin (8.0+).
    void nvfp4CheckpointsAreFourBit()
    {
        const ModelConfig c = configOf(QStringLiteral("qwen3.5-397b-a17b-nvfp4.json"));
        QVERIFY2(c.warnings.isEmpty(), qPrintable(c.warnings.join(u"; ")));
        // Its ignore list keeps the attention (and linear attention) in 16 bits.
        QCOMPARE(c.spec.attentionUnquantized, 1);
        QVERIFY(c.quantization == Quantization::Nvfp4);
        QVERIFY(c.kvCachePrecision == Precision::Fp8);
        QCOMPARE(weightBytesPerParam(Precision::Bf16, Quantization::Nvfp4), 0.5 + 1.0 / 16);
        Workload w;
        applyModelConfig(c, w);
        QVERIFY(w.kvCachePrecision == Precision::Fp8);
        w.engine = Engine::Vllm;
        w.promptLen = 1024;
        w.outputLen = 256;
        const MemoryEstimate nvfp4 = estimateMemory(w);
        Workload bf16 = w;
        bf16.quantization = Quantization::None;
        const double ratio = nvfp4.perGpu.weightsGib / estimateMemory(bf16).perGpu.weightsGib;
        // The linear layers at 0.5625 of 2 bytes, the embeddings and head in 16 bits.
        QVERIFY2(ratio > 0.28 && ratio < 0.30, qPrintable(QString::number(ratio)));

        const GpuModel v100 = card("v100-32-sxm2", "Volta", 32, 900, 125, false);
        CompatResult r = checkCompatibility(w, &v100);
        if (r.undocumented)
            QSKIP("v100-32-sxm2 has no compute capability in gpu_facts.csv");
        QVERIFY(std::any_of(r.issues.begin(), r.issues.end(),
                            [](const CompatIssue &i) { return i.blocks && i.code == "cc_nvfp4"; }));
        const GpuModel a10 = card("a10", "Ampere", 24, 600, 125, false);
        r = checkCompatibility(w, &a10);
        QVERIFY(std::none_of(r.issues.begin(), r.issues.end(),
                             [](const CompatIssue &i) { return i.code == "cc_nvfp4"; }));

        // ModelOpt's quant_algo alone (no config_groups) says the same.
        json j = llamaLike();
        j["quantization_config"] = {{"quant_method", "modelopt"}, {"quant_algo", "NVFP4"}};
        QString error;
        auto algo = modelFromConfig(j, QStringLiteral("algo.json"), nullptr, &error);
        QVERIFY2(algo, qPrintable(error));
        QVERIFY(algo->quantization == Quantization::Nvfp4);
        QVERIFY(!algo->kvCachePrecision);
        // Groups of 32 are MXFP4; an FP8 group beside a 4-bit one does not make it FP8.
        j["quantization_config"] = {
            {"quant_method", "compressed-tensors"},
            {"config_groups",
             {{"a", {{"weights", {{"num_bits", 8}, {"type", "float"}}}}},
              {"b", {{"weights", {{"num_bits", 4}, {"type", "float"}, {"group_size", 32}}}}}}}};
        algo = modelFromConfig(j, QStringLiteral("mx.json"), nullptr, &error);
        QVERIFY2(algo, qPrintable(error));
        QVERIFY(algo->quantization == Quantization::Mxfp4);
        QVERIFY(algo->precision != Precision::Fp8);
    }

    // Python's json writes NaN and Infinity (NVIDIA's Nemotron-H configs: "time_step_limit":
    // [0.0, Infinity]); the file reads, those values as absent, strings untouched, and a
    // real error after them keeps its column.
    void pythonNonFiniteNumbersRead()
    {
        QCOMPARE(nullPythonNonFinite(R"({"a": [0.0, Infinity], "b": -Infinity, "c": NaN})"),
                 std::string(R"({"a": [0.0, null    ], "b": null     , "c": null})"));
        const char *quoted = "{\"s\": \"NaN Infinity \\\" Infinity\"}"; // an escaped quote
        QCOMPARE(nullPythonNonFinite(quoted), std::string(quoted));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        json j = llamaLike();
        std::string text = j.dump(2);
        text.insert(text.rfind('}'), ",\n  \"time_step_limit\": [0.0, Infinity],\n  \"x\": NaN\n");
        const QString path = dir.filePath(QStringLiteral("config.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text.data(), qint64(text.size()));
        f.close();
        QString error;
        const auto c = readModelConfig(path, &error);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(c->spec.layers, int(j["num_hidden_layers"]));
        // Still not JSON: the message names the file and the place.
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(R"({"a": Infinity, "b": Infinite})");
        f.close();
        QVERIFY(!readModelConfig(path, &error));
        QVERIFY2(error.contains(path) && error.contains(QLatin1String("column 22")),
                 qPrintable(error));
    }

    void fp8CheckpointsAreServedOnAmpereAsWeightOnly()
    {
        Workload w;
        w.model = configOf(QStringLiteral("meta-llama-3.1-8b.json")).spec;
        w.precision = Precision::Fp8;
        w.engine = Engine::Vllm;
        const GpuModel a100 = card("a100-40-sxm4", "Ampere", 40, 1555, 312, false);
        CompatResult r = checkCompatibility(w, &a100);
        if (r.undocumented)
            QSKIP("a100-40-sxm4 has no compute capability in gpu_facts.csv");
        QVERIFY(!r.issues.empty());
        for (const CompatIssue &i : r.issues)
            QVERIFY2(!i.blocks, i.code.c_str()); // a fallback, not a block
        QCOMPARE(r.issues.front().code, std::string("fp8_weight_only"));
        // Training in FP8 on Ampere is still refused.
        w.task = Task::Lora;
        w.seqLen = 2048;
        r = checkCompatibility(w, &a100);
        QVERIFY(std::any_of(r.issues.begin(), r.issues.end(),
                            [](const CompatIssue &i) { return i.blocks; }));
    }
};

QTEST_GUILESS_MAIN(TestModelConfig)
#include "tst_modelconfig.moc"
