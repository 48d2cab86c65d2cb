// --model-config modelscope:ID | hf:ID against a fake hub on 127.0.0.1 (no test reaches
// the internet): ModelScope's and the Hugging Face hub's file URLs, the index fetched when
// there is one, the cache read without the network afterwards, and the hub misbehaving:
// unknown repository (404), no answer (deadline), an oversized answer (cap), not JSON, a
// redirect to another host, a repository id that would leave the cache folder; the cancel
// flag the window's Cancel sets; what a user types or pastes as a repository (an id, a
// prefix, a repository page's address) and the endpoint shown for each hub.
#include "fakehub.h"
#include "modelconfig.h"
#include "modelhub.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <atomic>

using namespace gpuplanner;

class TestModelHub : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fetchesFromModelScopeThenReadsTheCache()
    {
        QTemporaryDir cache;
        QString error;
        std::optional<QString> folder;
        {
            FakeHub hub;
            HubOptions o{hub.endpoint(), QString(), cache.path(), 2000};
            folder = fetchModelConfig(QStringLiteral("modelscope:acme/llama"), &error, o);
            QVERIFY2(folder, qPrintable(error));
            QCOMPARE(hub.paths.value(0),
                     QStringLiteral(
                         "/api/v1/models/acme/llama/repo?Revision=master&FilePath=config.json"));
            QVERIFY(hub.paths.value(1).contains(QLatin1String("model.safetensors.index.json")));
        }
        // The hub is gone: the cached copy answers.
        HubOptions gone{QStringLiteral("http://127.0.0.1:9"), QString(), cache.path(), 500};
        const auto again = fetchModelConfig(QStringLiteral("modelscope:acme/llama"), &error, gone);
        QVERIFY2(again && *again == *folder, qPrintable(error));
        const auto read = readModelConfig(*folder, &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->spec.name, std::string("llama"));
        QVERIFY(read->indexTotalBytes > 0); // the index came too
    }

    void fetchesFromTheHuggingFaceHubOrAMirror()
    {
        QTemporaryDir cache;
        FakeHub hub;
        QString error;
        HubOptions o{QString(), hub.endpoint() + QLatin1Char('/'), cache.path(), 2000};
        const auto folder = fetchModelConfig(QStringLiteral("hf:acme/llama"), &error, o);
        QVERIFY2(folder, qPrintable(error));
        QCOMPARE(hub.paths.value(0), QStringLiteral("/acme/llama/resolve/main/config.json"));
        QVERIFY(QFileInfo::exists(QDir(*folder).filePath(QStringLiteral("config.json"))));
    }

    // NVIDIA's ModelOpt checkpoints name their quantization in hf_quant_config.json; the
    // fetch keeps it beside config.json and the reading plans FP8 weights and KV cache. A
    // repository without one (404) or with one that is not JSON fetches as before.
    void fetchesModelOptQuantizationBesideTheConfig()
    {
        QTemporaryDir cache;
        FakeHub hub;
        QString error;
        HubOptions o{QString(), hub.endpoint(), cache.path(), 2000};
        const auto folder = fetchModelConfig(QStringLiteral("hf:acme/fp8"), &error, o);
        QVERIFY2(folder, qPrintable(error));
        QVERIFY(hub.paths.contains(QStringLiteral("/acme/fp8/resolve/main/hf_quant_config.json")));
        const auto read = readModelConfig(*folder, &error);
        QVERIFY2(read, qPrintable(error));
        QVERIFY(read->precision == Precision::Fp8);
        QVERIFY(read->kvCachePrecision && *read->kvCachePrecision == Precision::Fp8);

        for (const char *id : {"hf:acme/llama", "hf:acme/badquant"}) {
            const auto plain = fetchModelConfig(QString::fromLatin1(id), &error, o);
            QVERIFY2(plain, qPrintable(error));
            QVERIFY2(
                !QFileInfo::exists(QDir(*plain).filePath(QStringLiteral("hf_quant_config.json"))),
                id);
            const auto bf16 = readModelConfig(*plain, &error);
            QVERIFY2(bf16, qPrintable(error));
            QVERIFY(bf16->precision != Precision::Fp8);
        }
    }

    void misbehavingHubsAreNamed_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("said");
        QTest::newRow("unknown repository") << "hf:acme/missing"
                                            << "HTTP 404";
        QTest::newRow("no answer") << "hf:acme/slow"
                                   << "no answer within";
        QTest::newRow("oversized answer") << "hf:acme/huge"
                                          << "larger than 4 MiB";
        QTest::newRow("not JSON") << "hf:acme/notjson"
                                  << "not valid JSON";
        QTest::newRow("redirect to another host") << "hf:acme/moved"
                                                  << "acme/moved";
        QTest::newRow("id leaving the cache") << "hf:../etc"
                                              << "not a repository id";
        QTest::newRow("id with a path") << "hf:acme/x/../../y"
                                        << "not a repository id";
    }
    void misbehavingHubsAreNamed()
    {
        QFETCH(QString, spec);
        QFETCH(QString, said);
        QTemporaryDir cache;
        FakeHub hub;
        QString error;
        HubOptions o{QString(), hub.endpoint(), cache.path(), 700};
        QVERIFY(!fetchModelConfig(spec, &error, o));
        QVERIFY2(error.contains(said), qPrintable(error));
        // Nothing half-fetched is left to be taken for a model next time.
        QVERIFY(QDir(cache.path()).entryList(QDir::Files | QDir::NoDotAndDotDot).isEmpty());
        QVERIFY(!QFileInfo::exists(cache.filePath(QStringLiteral("huggingface/") +
                                                  spec.section(QLatin1Char(':'), 1) +
                                                  QStringLiteral("/config.json"))));
    }

    void plainHttpIsRefusedOutsideLoopback()
    {
        QTemporaryDir cache;
        QString error;
        HubOptions o{QString(), QStringLiteral("http://hub.example"), cache.path(), 500};
        QVERIFY(!fetchModelConfig(QStringLiteral("hf:acme/llama"), &error, o));
        QVERIFY2(error.contains(QLatin1String("https")), qPrintable(error));
    }

    // The flag is looked at while the request waits: a hub that never answers is left at
    // once, well before the deadline, and nothing is written.
    void cancelStopsARequestThatNeverAnswers()
    {
        QTemporaryDir cache;
        FakeHub hub;
        std::atomic<bool> cancel{false};
        HubOptions o{QString(), hub.endpoint(), cache.path(), 60000, &cancel};
        QTimer::singleShot(200, [&cancel] { cancel = true; });
        QElapsedTimer clock;
        clock.start();
        QString error;
        QVERIFY(!fetchModelConfig(QStringLiteral("hf:acme/slow"), &error, o));
        QVERIFY2(clock.elapsed() < 5000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY2(error.contains(QLatin1String("cancelled")), qPrintable(error));
        QVERIFY2(error.contains(hub.endpoint() + QStringLiteral("/acme/slow/resolve/main")),
                 qPrintable(error));
        QCOMPARE(hub.paths.size(), 1);
        QVERIFY(QDir(cache.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).isEmpty());

        // Cancelled before it starts: no request at all.
        FakeHub quiet;
        o.huggingFaceEndpoint = quiet.endpoint();
        QVERIFY(!fetchModelConfig(QStringLiteral("hf:acme/llama"), &error, o));
        QVERIFY2(error.contains(QLatin1String("cancelled")), qPrintable(error));
        QVERIFY(quiet.paths.isEmpty());
        QVERIFY(QDir(cache.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).isEmpty());
    }

    void repositoryFromWhatIsTyped_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<bool>("huggingFace"); // the hub chosen in the dialog
        QTest::addColumn<QString>("spec");     // empty: refused
        QTest::addColumn<QString>("said");     // in the error when refused
        QTest::newRow("bare id, ModelScope")
            << " Qwen/Qwen3-8B " << false << "modelscope:Qwen/Qwen3-8B"
            << "";
        QTest::newRow("bare id, Hugging Face") << "Qwen/Qwen3-8B" << true << "hf:Qwen/Qwen3-8B"
                                               << "";
        QTest::newRow("hf prefix")
            << "hf:meta-llama/Llama-3.1-8B" << false << "hf:meta-llama/Llama-3.1-8B"
            << "";
        QTest::newRow("modelscope prefix")
            << "modelscope:Qwen/Qwen3-8B" << true << "modelscope:Qwen/Qwen3-8B"
            << "";
        QTest::newRow("Hugging Face page")
            << "https://huggingface.co/Qwen/Qwen3-8B" << false << "hf:Qwen/Qwen3-8B"
            << "";
        QTest::newRow("Hugging Face file") << "https://huggingface.co/Qwen/Qwen3-8B/blob/main/"
                                              "config.json"
                                           << false << "hf:Qwen/Qwen3-8B"
                                           << "";
        QTest::newRow("hf.co, trailing slash")
            << "https://hf.co/Qwen/Qwen3-8B/" << false << "hf:Qwen/Qwen3-8B"
            << "";
        QTest::newRow("hf-mirror")
            << "https://hf-mirror.com/Qwen/Qwen3-8B/tree/main" << false << "hf:Qwen/Qwen3-8B"
            << "";
        QTest::newRow("ModelScope page")
            << "https://modelscope.cn/models/Qwen/Qwen3-8B" << true << "modelscope:Qwen/Qwen3-8B"
            << "";
        QTest::newRow("ModelScope files") << "https://www.modelscope.cn/models/Qwen/Qwen3-8B/files"
                                          << true << "modelscope:Qwen/Qwen3-8B"
                                          << "";
        QTest::newRow("a dataset") << "https://huggingface.co/datasets/acme/data" << false << ""
                                   << "not the address of a model repository";
        QTest::newRow("ModelScope without models/")
            << "https://modelscope.cn/Qwen/Qwen3-8B" << false << ""
            << "not the address of a model repository";
        QTest::newRow("another site") << "https://example.com/Qwen/Qwen3-8B" << false << ""
                                      << "not an address on ModelScope or the Hugging Face hub";
        QTest::newRow("not the web") << "ftp://huggingface.co/Qwen/Qwen3-8B" << false << ""
                                     << "not a web address";
        QTest::newRow("no owner") << "gpt2" << true << ""
                                  << "not a repository id";
        QTest::newRow("leaving the cache") << "hf:../etc" << false << ""
                                           << "not a repository id";
        QTest::newRow("three parts") << "acme/x/y" << false << ""
                                     << "not a repository id";
        QTest::newRow("markup") << "<b>acme</b>/x" << false << ""
                                << "not a repository id";
    }
    void repositoryFromWhatIsTyped()
    {
        QFETCH(QString, input);
        QFETCH(bool, huggingFace);
        QFETCH(QString, spec);
        QFETCH(QString, said);
        QString error;
        Hub named = Hub::ModelScope;
        const auto got = hubSpecFromInput(input, huggingFace ? Hub::HuggingFace : Hub::ModelScope,
                                          &error, {}, &named);
        if (spec.isEmpty()) {
            QVERIFY2(!got, qPrintable(got.value_or(QString())));
            QVERIFY2(error.contains(said), qPrintable(error));
            return;
        }
        QVERIFY2(got, qPrintable(error));
        QCOMPARE(*got, spec);
        QCOMPARE(named, spec.startsWith(QLatin1String("hf:")) ? Hub::HuggingFace : Hub::ModelScope);
        QVERIFY(isHubModelSpec(*got));
    }

    // A mirror's own address names the hub it stands for; the dialog shows which variable
    // set the endpoint.
    void endpointsAndTheirVariables()
    {
        const QByteArray hf = qgetenv("HF_ENDPOINT");
        const QByteArray ms = qgetenv("GP_MODELSCOPE_ENDPOINT");
        qunsetenv("HF_ENDPOINT");
        qunsetenv("GP_MODELSCOPE_ENDPOINT");
        QString variable = QStringLiteral("x");
        QCOMPARE(hubEndpoint(Hub::ModelScope, {}, &variable),
                 QStringLiteral("https://modelscope.cn"));
        QVERIFY(variable.isEmpty());
        QCOMPARE(hubEndpoint(Hub::HuggingFace), QStringLiteral("https://huggingface.co"));
        qputenv("HF_ENDPOINT", "https://mirror.example/");
        QCOMPARE(hubEndpoint(Hub::HuggingFace, {}, &variable),
                 QStringLiteral("https://mirror.example"));
        QCOMPARE(variable, QStringLiteral("HF_ENDPOINT"));
        QString error;
        QCOMPARE(hubSpecFromInput(QStringLiteral("https://mirror.example/acme/llama"),
                                  Hub::ModelScope, &error)
                     .value_or(error),
                 QStringLiteral("hf:acme/llama"));
        HubOptions given;
        given.huggingFaceEndpoint = QStringLiteral("http://127.0.0.1:9");
        QCOMPARE(hubEndpoint(Hub::HuggingFace, given, &variable), given.huggingFaceEndpoint);
        QVERIFY(variable.isEmpty()); // the option wins over the environment
        qputenv("GP_MODELSCOPE_ENDPOINT", "https://ms.example");
        QCOMPARE(hubEndpoint(Hub::ModelScope, {}, &variable), QStringLiteral("https://ms.example"));
        QCOMPARE(variable, QStringLiteral("GP_MODELSCOPE_ENDPOINT"));
        hf.isNull() ? qunsetenv("HF_ENDPOINT") : qputenv("HF_ENDPOINT", hf);
        ms.isNull() ? qunsetenv("GP_MODELSCOPE_ENDPOINT") : qputenv("GP_MODELSCOPE_ENDPOINT", ms);
    }
};

QTEST_GUILESS_MAIN(TestModelHub)
#include "tst_modelhub.moc"
