// The model presets: the embedded file loads, every preset names its source, the
// required families are there, each dense decoder's shape adds up to its parameter
// count, each checkpoint format is its config's, free text finds the right preset, and a
// malformed file is refused by name.
#include "presets.h"

#include "estimator/defaults.h"
#include "modelconfig.h"

#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplanner;

namespace {

// Embeddings plus, per layer, the attention projections (q and o; k and v) and the MLP.
double roughParams(const ModelSpec &m)
{
    const double h = m.hidden;
    const double qd = static_cast<double>(m.heads) * m.effectiveHeadDim();
    const double kvd = static_cast<double>(m.effectiveKvHeads()) * m.effectiveHeadDim();
    const double mlp = (m.ffnGated ? 3 : 2) * h * m.ffn;
    return m.embeddingParams() + m.layers * (2 * h * qd + 2 * h * kvd + mlp);
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

class TestPresets : public QObject
{
    Q_OBJECT

private:
    PresetLibrary m_presets;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_presets.load(), qPrintable(m_presets.errorString()));
        QVERIFY(m_presets.errorString().isEmpty());
    }

    void everyPresetIsComplete()
    {
        QVERIFY2(m_presets.models().size() >= 40,
                 qPrintable(QString::number(m_presets.models().size())));
        QSet<QString> ids;
        for (const ModelSpec &m : m_presets.models()) {
            const QString id = QString::fromStdString(m.id);
            QVERIFY2(!id.isEmpty(), m.name.c_str());
            QVERIFY2(!ids.contains(id), qPrintable(QStringLiteral("duplicate id %1").arg(id)));
            ids.insert(id);
            QVERIFY2(!m.name.empty(), qPrintable(id));
            QVERIFY2(QString::fromStdString(m.source).startsWith(QLatin1String("https://")),
                     qPrintable(id + QLatin1String(": ") + QString::fromStdString(m.source)));
            QVERIFY2(m.paramsB > 0, qPrintable(id));
            QVERIFY2(m.activeParamsB <= m.paramsB, qPrintable(id));
            QVERIFY2(m_presets.find(id) == &m, qPrintable(id));
            if (m.isTransformer()) {
                QVERIFY2(m.layers > 0 && m.hidden > 0 && m.heads > 0, qPrintable(id));
                QVERIFY2(m.effectiveKvHeads() <= m.heads, qPrintable(id));
            }
        }
        QVERIFY(!m_presets.find(QStringLiteral("no-such-model")));
    }

    void requiredFamilies_data()
    {
        QTest::addColumn<QString>("id");
        for (const char *id : {"llama-2-7b",
                               "llama-3.1-8b",
                               "llama-3.2-1b",
                               "llama-3.3-70b",
                               "qwen1.5-7b",
                               "qwen2-7b",
                               "qwen2.5-7b",
                               "qwen3-8b",
                               "mistral-7b-v0.1",
                               "mixtral-8x7b",
                               "mixtral-8x22b",
                               "deepseek-v2-lite",
                               "deepseek-r1-distill-qwen-7b",
                               "glm-4-9b-chat",
                               "baichuan2-7b",
                               "yi-6b",
                               "internlm2.5-7b-chat",
                               "gemma-2-9b",
                               "phi-3-mini-4k",
                               "falcon-7b",
                               "starcoder2-7b",
                               "codellama-7b",
                               "bert-base-uncased",
                               "t5-base",
                               "vit-b-16-224",
                               "resnet-50",
                               "sdxl-unet"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }
    void requiredFamilies()
    {
        QFETCH(QString, id);
        QVERIFY2(m_presets.find(id), qPrintable(id));
    }

    void architectures_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("architecture");
        QTest::newRow("bert is an encoder") << "bert-base-uncased" << int(Architecture::Encoder);
        QTest::newRow("t5 is an encoder-decoder") << "t5-base" << int(Architecture::EncoderDecoder);
        QTest::newRow("vit") << "vit-b-16-224" << int(Architecture::Vit);
        QTest::newRow("resnet is a CNN") << "resnet-50" << int(Architecture::Cnn);
        QTest::newRow("sdxl unet") << "sdxl-unet" << int(Architecture::DiffusionUnet);
        QTest::newRow("mixtral is a decoder") << "mixtral-8x7b" << int(Architecture::Decoder);
    }
    void architectures()
    {
        QFETCH(QString, id);
        QFETCH(int, architecture);
        const ModelSpec *m = m_presets.find(id);
        QVERIFY(m);
        QVERIFY(m->architecture == static_cast<Architecture>(architecture));
    }

    void moePresetsHaveExperts()
    {
        for (const char *id : {"mixtral-8x7b", "mixtral-8x22b", "deepseek-v2-lite"}) {
            const ModelSpec *m = m_presets.find(QString::fromLatin1(id));
            QVERIFY2(m, id);
            QVERIFY2(m->moeExperts > 1, id);
            QVERIFY2(m->moeExpertsPerToken >= 1 && m->moeExpertsPerToken < m->moeExperts, id);
        }
    }

    void denseDecoderShapesAddUp()
    {
        // Dense decoders only: MoE presets (including DeepSeek's MLA attention, which this
        // rough count does not model) are left out by the moeExperts test.
        QStringList outliers;
        int checked = 0;
        for (const ModelSpec &m : m_presets.models()) {
            if (m.architecture != Architecture::Decoder || m.moeExperts > 0)
                continue;
            ++checked;
            const double count = roughParams(m);
            const double published = m.paramsB * 1e9;
            const double off = (count - published) / published;
            if (qAbs(off) > 0.12)
                outliers << QStringLiteral("%1 (%2 B counted, %3 B published, %4%)")
                                .arg(QString::fromStdString(m.id))
                                .arg(count / 1e9, 0, 'f', 2)
                                .arg(m.paramsB)
                                .arg(off * 100, 0, 'f', 1);
        }
        QVERIFY(checked >= 30);
        QVERIFY2(outliers.isEmpty(), qPrintable(outliers.join(QLatin1String("; "))));
    }

    // A preset's published format (precision, quantization, KV cache and FP8 block) is what
    // reading its own config.json gives: every preset whose repository has a config copy in
    // tests/data/model-configs (SOURCES.csv) is compared, 16-bit ones included.
    void checkpointIsTheConfigsOwn()
    {
        QFile sources(QStringLiteral(GP_TEST_DATA "/model-configs/SOURCES.csv"));
        QVERIFY(sources.open(QIODevice::ReadOnly | QIODevice::Text));
        sources.readLine(); // header
        int compared = 0, quantized = 0;
        while (!sources.atEnd()) {
            const QStringList cells = QString::fromUtf8(sources.readLine()).split(QLatin1Char(','));
            if (cells.size() < 2)
                continue;
            const ModelSpec *preset = nullptr;
            for (const ModelSpec &m : m_presets.models())
                if (PresetLibrary::repositoryOf(m).compare(cells[1], Qt::CaseInsensitive) == 0)
                    preset = &m;
            if (!preset)
                continue;
            QString error;
            const auto config =
                readModelConfig(QStringLiteral(GP_TEST_DATA "/model-configs/") + cells[0], &error);
            QVERIFY2(config, qPrintable(error));
            Workload fromConfig;
            applyModelConfig(*config, fromConfig);
            const CheckpointFormat format = m_presets.publishedFormat(preset->id);
            const QString what = QString::fromStdString(preset->id);
            QVERIFY2(fromConfig.precision == format.precision, qPrintable(what));
            QVERIFY2(fromConfig.quantization == format.quantization, qPrintable(what));
            QVERIFY2(fromConfig.kvCachePrecision == format.kvCache, qPrintable(what));
            QVERIFY2(config->spec.fp8BlockN == preset->fp8BlockN, qPrintable(what));
            ++compared;
            if (!(format == CheckpointFormat{}))
                ++quantized;
        }
        // 35 presets have a config copy; 9 of them publish FP8 or MXFP4 weights.
        QVERIFY2(compared >= 30 && quantized >= 9,
                 qPrintable(QStringLiteral("%1 %2").arg(compared).arg(quantized)));
        QVERIFY(m_presets.publishedFormat("no-such-preset") == CheckpointFormat{});
    }

    // Serving starts from the published checkpoint, training from 16-bit weights; a change of
    // model or task moves each part of the format only while it is still the old start.
    void formatFollowsModelAndTask()
    {
        const CheckpointFormat gptOss = m_presets.publishedFormat("gpt-oss-120b");
        const CheckpointFormat llama = m_presets.publishedFormat("llama-3.1-8b");
        QVERIFY(gptOss.quantization == Quantization::Mxfp4);
        QVERIFY(llama == CheckpointFormat{});
        QVERIFY(startingFormat(gptOss, Task::Lora) == CheckpointFormat{});
        QVERIFY(startingFormat(gptOss, Task::Inference) == gptOss);
        Workload w = defaultWorkload();
        followFormat(w, startingFormat(llama, Task::Inference),
                     startingFormat(gptOss, Task::Inference));
        QVERIFY(w.quantization == Quantization::Mxfp4);
        followFormat(w, startingFormat(gptOss, Task::Inference),
                     startingFormat(gptOss, Task::Lora));
        QVERIFY(w.quantization == Quantization::None);
        // A format the user chose stays: AWQ and an FP8 KV cache on Llama, then gpt-oss.
        w.quantization = Quantization::AwqInt4;
        w.kvCachePrecision = Precision::Fp8;
        const CheckpointFormat v4 = m_presets.publishedFormat("deepseek-v4-flash");
        followFormat(w, startingFormat(llama, Task::Inference),
                     startingFormat(v4, Task::Inference));
        QVERIFY(w.quantization == Quantization::AwqInt4);
        QVERIFY(w.kvCachePrecision == Precision::Fp8);
        QVERIFY(w.precision == Precision::Fp8); // the part still at the old start follows
    }

    void match_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("id"); // empty: no match
        QTest::newRow("llama 2 13b, base or chat") << "meta-llama/Llama-2-13b(-chat)-hf"
                                                   << "llama-2-13b";
        QTest::newRow("mistral 7b") << "mistralai/Mistral-7B-v0.1"
                                    << "mistral-7b-v0.1";
        QTest::newRow("mixtral instruct") << "mistralai/Mixtral-8x7B-Instruct-v0.1"
                                          << "mixtral-8x7b";
        QTest::newRow("qwen v1 chat") << "Qwen/Qwen-7B-Chat (qwen v1)"
                                      << "qwen-7b-chat";
        QTest::newRow("llama 3 8b") << "meta-llama/Meta-Llama-3-8B"
                                    << "llama-3-8b";
        QTest::newRow("llama 2 70b is not 7b") << "meta-llama/Llama-2-70b-hf"
                                               << "llama-2-70b";
        QTest::newRow("unknown") << "something unknown" << QString();
        QTest::newRow("empty") << "" << QString();
    }
    void match()
    {
        QFETCH(QString, text);
        QFETCH(QString, id);
        const ModelSpec *m = m_presets.match(text);
        if (id.isEmpty()) {
            QVERIFY2(!m, m ? m->id.c_str() : "");
        } else {
            QVERIFY2(m, qPrintable(text));
            QCOMPARE(QString::fromStdString(m->id), id);
        }
    }

    void everyRepositoryMatchesItsPreset()
    {
        QStringList wrong;
        for (const ModelSpec &m : m_presets.models()) {
            const QString repo = PresetLibrary::repositoryOf(m);
            if (repo.isEmpty())
                continue;
            const ModelSpec *found = m_presets.match(repo);
            if (found != &m)
                wrong << QStringLiteral("%1 -> %2")
                             .arg(repo, found ? QString::fromStdString(found->id)
                                              : QStringLiteral("none"));
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1String("; "))));
    }

    void repositoryOf()
    {
        const ModelSpec *m = m_presets.find(QStringLiteral("llama-2-13b"));
        QVERIFY(m);
        QCOMPARE(PresetLibrary::repositoryOf(*m), QStringLiteral("meta-llama/Llama-2-13b-hf"));
        ModelSpec none;
        none.source = "https://arxiv.org/abs/2307.09288";
        QCOMPARE(PresetLibrary::repositoryOf(none), QString());
    }

    void malformedFiles_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("mentions"); // besides the file name
        // The JSON escapes "\/" in the URLs: moc reads a "//" inside a multi-line raw
        // string as a comment and then finds no test class.
        QTest::newRow("not JSON") << QByteArray("{ this is not json") << QString();
        QTest::newRow("wrong format") << QByteArray(R"({"format": "something-else", "models": []})")
                                      << QStringLiteral("format");
        QTest::newRow("model without params_b")
            << QByteArray(R"({"format": "gpu-planner-model-presets", "version": 1, "models": [
                {"id": "x", "name": "X", "source": "https:\/\/example.com/x"}]})")
            << QStringLiteral("params_b");
        QTest::newRow("model with params_b 0")
            << QByteArray(R"({"format": "gpu-planner-model-presets", "version": 1, "models": [
                {"id": "x", "name": "X", "params_b": 0, "source": "https:\/\/example.com/x"}]})")
            << QStringLiteral("params_b");
        QTest::newRow("model without source")
            << QByteArray(R"({"format": "gpu-planner-model-presets", "version": 1, "models": [
                {"id": "x", "name": "X", "params_b": 7}]})")
            << QStringLiteral("source");
        QTest::newRow("unknown architecture")
            << QByteArray(R"({"format": "gpu-planner-model-presets", "version": 1, "models": [
                {"id": "x", "name": "X", "params_b": 7, "architecture": "rnn",
                 "source": "https:\/\/example.com/x"}]})")
            << QStringLiteral("architecture");
        QTest::newRow("checkpoint without source")
            << QByteArray(R"({"format": "gpu-planner-model-presets", "version": 1, "models": [
                {"id": "x", "name": "X", "params_b": 7, "checkpoint": {"precision": "fp8"},
                 "source": "https:\/\/example.com/x"}]})")
            << QStringLiteral("models[0].checkpoint");
        QTest::newRow("checkpoint quantization unknown")
            << QByteArray(R"({"format": "gpu-planner-model-presets", "version": 1, "models": [
                {"id": "x", "name": "X", "params_b": 7,
                 "checkpoint": {"quantization": "int3", "source": "https:\/\/example.com/c"},
                 "source": "https:\/\/example.com/x"}]})")
            << QStringLiteral("checkpoint.quantization");
    }
    void malformedFiles()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("presets.json"));
        QVERIFY(writeFile(path, content));
        PresetLibrary lib;
        QVERIFY(!lib.load(path));
        QVERIFY2(lib.errorString().contains(path), qPrintable(lib.errorString()));
        if (!mentions.isEmpty())
            QVERIFY2(lib.errorString().contains(mentions), qPrintable(lib.errorString()));
        QVERIFY(lib.models().empty());
    }

    void failedLoadKeepsThePresets()
    {
        PresetLibrary lib;
        QVERIFY(lib.load());
        const std::size_t count = lib.models().size();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.json"));
        QVERIFY(writeFile(path, "[1, 2"));
        QVERIFY(!lib.load(path));
        QCOMPARE(lib.models().size(), count);
    }

    void missingFile()
    {
        PresetLibrary lib;
        const QString path = QStringLiteral(GP_TEST_DATA "/no-such-presets.json");
        QVERIFY(!lib.load(path));
        QVERIFY2(lib.errorString().contains(path), qPrintable(lib.errorString()));
    }

    void loadsAFileFromDisk()
    {
        PresetLibrary lib;
        const QString path = QStringLiteral(GP_SOURCE_DIR "/resources/presets/models.json");
        QVERIFY2(lib.load(path), qPrintable(lib.errorString()));
        QCOMPARE(lib.models().size(), m_presets.models().size());
    }
};

QTEST_GUILESS_MAIN(TestPresets)
#include "tst_presets.moc"
