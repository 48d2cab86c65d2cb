// --model-config modelscope:ID | hf:ID against a fake hub on 127.0.0.1 (no test reaches
// the internet): ModelScope's and the Hugging Face hub's file URLs, the index fetched when
// there is one, the cache read without the network afterwards, and the hub misbehaving:
// unknown repository (404), no answer (deadline), an oversized answer (cap), not JSON, a
// redirect to another host, a repository id that would leave the cache folder.
#include "modelconfig.h"
#include "modelhub.h"

#include <QDir>
#include <QFileInfo>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplanner;

namespace {

const QByteArray kConfig = R"({"model_type": "llama", "hidden_size": 4096,
  "num_hidden_layers": 32, "num_attention_heads": 32, "num_key_value_heads": 8,
  "intermediate_size": 14336, "vocab_size": 128256, "max_position_embeddings": 131072,
  "torch_dtype": "bfloat16"})";

// A hub that answers by the repository named in the path.
class FakeHub : public QObject
{
public:
    QTcpServer server;
    QStringList paths; // every request's path and query, in order
    QList<QTcpSocket *> held;

    FakeHub()
    {
        server.listen(QHostAddress::LocalHost);
        connect(&server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *s = server.nextPendingConnection())
                connect(s, &QTcpSocket::readyRead, this, [this, s] { serve(s); });
        });
    }
    QString endpoint() const
    {
        return QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort());
    }

    void serve(QTcpSocket *s)
    {
        const QByteArray request = s->peek(65536);
        if (!request.contains("\r\n\r\n"))
            return;
        s->readAll();
        const QString path = QString::fromLatin1(request.split(' ').value(1));
        paths << path;
        auto answer = [s](int status, const QByteArray &body, const QByteArray &extra = {}) {
            s->write("HTTP/1.1 " + QByteArray::number(status) +
                     " X\r\nContent-Length: " + QByteArray::number(body.size()) +
                     "\r\nConnection: close\r\n" + extra + "\r\n" + body);
            s->disconnectFromHost();
        };
        const bool index = path.contains(QLatin1String("model.safetensors.index.json"));
        if (path.contains(QLatin1String("acme/slow"))) {
            held << s; // never answers
        } else if (path.contains(QLatin1String("acme/huge"))) {
            answer(200, QByteArray(5 << 20, ' '));
        } else if (path.contains(QLatin1String("acme/notjson"))) {
            answer(200, "<html>rate limited</html>");
        } else if (path.contains(QLatin1String("acme/moved"))) {
            answer(302, {}, "Location: http://127.0.0.2:9/elsewhere/config.json\r\n");
        } else if (path.contains(QLatin1String("acme/llama"))) {
            if (index)
                answer(200, R"({"metadata": {"total_size": 16060522496}, "weight_map": {}})");
            else
                answer(200, kConfig);
        } else {
            answer(404, "{}");
        }
    }
};

} // namespace

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
};

QTEST_GUILESS_MAIN(TestModelHub)
#include "tst_modelhub.moc"
