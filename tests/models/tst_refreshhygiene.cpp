// Issue 27 item 2 and 3: the Alibaba Cloud client sends the signature, the AccessKeyId and
// an STS token to the configured host only. Against fake endpoints on 127.0.0.1: a 302 to
// another host is not followed (the other host sees no request and nothing is stored); a
// plain-http endpoint that is not loopback is refused before anything is sent; a server
// dripping one byte at a time hits the whole answer's deadline; an oversized answer is cut
// off at the cap.
#include "aliyunclient.h"
#include "fakeecs.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace gpuplanner::aliyun;

namespace {

ClientOptions options(const QString &endpoint)
{
    ClientOptions o;
    o.endpoint = QUrl(endpoint);
    o.ratePerSecond = 0;
    o.backoffBaseMs = 20;
    o.backoffMaxMs = 50;
    o.timeoutMs = 1500;
    o.maxAttempts = 1;
    return o;
}

ApiResult callOnce(const Credentials &keys, const ClientOptions &o)
{
    Client client(keys, o);
    ApiResult out;
    bool done = false;
    client.call(QStringLiteral("DescribePrice"),
                {{QStringLiteral("RegionId"), QStringLiteral("cn-hangzhou")},
                 {QStringLiteral("ResourceType"), QStringLiteral("instance")},
                 {QStringLiteral("InstanceType"), QStringLiteral("ecs.gn7i-c8g1.2xlarge")}},
                [&](const ApiResult &r) {
                    out = r;
                    done = true;
                });
    QElapsedTimer waited;
    waited.start();
    while (!done && waited.elapsed() < 20000)
        QTest::qWait(10);
    if (!done)
        out.code = QStringLiteral("test: no answer");
    return out;
}

} // namespace

class TestRefreshHygiene : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void redirectsAreNotFollowed()
    {
        FakeEcs elsewhere;
        QVERIFY(elsewhere.listen());
        FakeEcs fake;
        QVERIFY(fake.listen());
        fake.config.securityToken = QStringLiteral("sts-token-secret");
        fake.config.redirectTo = elsewhere.endpoint().toLatin1() + "steal";
        const Credentials keys{fake.config.accessKeyId, fake.config.accessKeySecret,
                               fake.config.securityToken, QStringLiteral("test")};
        const ApiResult r = callOnce(keys, options(fake.endpoint()));
        QVERIFY(!r.ok);
        QCOMPARE(r.code, QStringLiteral("Redirect"));
        QVERIFY2(r.message.contains(QLatin1String("302")), qPrintable(r.message));
        QCOMPARE(fake.requests, 1);
        QCOMPARE(elsewhere.requests, 0); // the keys never reached it
    }

    void plainHttpOutsideLoopbackIsRefused()
    {
        const Credentials keys{QStringLiteral("id"), QStringLiteral("secret"), QString(),
                               QStringLiteral("test")};
        // 192.0.2.0/24 is TEST-NET-1: nothing is sent, so nothing is reached.
        const ApiResult r = callOnce(keys, options(QStringLiteral("http://192.0.2.1/")));
        QCOMPARE(r.code, QStringLiteral("InsecureEndpoint"));
        QVERIFY(!secureEndpoint(QUrl(QStringLiteral("http://ecs.cn-hangzhou.aliyuncs.com/"))));
        QVERIFY(secureEndpoint(QUrl(QStringLiteral("https://ecs.cn-hangzhou.aliyuncs.com/"))));
        QVERIFY(secureEndpoint(QUrl(QStringLiteral("http://127.0.0.1:8080/"))));
    }

    // A connection reset or refused is named as such at once: a reset read as a timeout
    // after 125 s before (issue 27 item 3).
    void resetAndRefusedAreNamed()
    {
        FakeEcs fake;
        QVERIFY(fake.listen());
        fake.config.reset = true;
        const Credentials keys{fake.config.accessKeyId, fake.config.accessKeySecret, QString(),
                               QStringLiteral("test")};
        ClientOptions o = options(fake.endpoint());
        o.timeoutMs = 20000;
        QElapsedTimer t;
        t.start();
        ApiResult r = callOnce(keys, o);
        QCOMPARE(r.code, QStringLiteral("Network.ConnectionReset"));
        QVERIFY2(r.message.contains(QLatin1String("closed the connection before answering")),
                 qPrintable(r.message));
        QVERIFY2(t.elapsed() < 10000, qPrintable(QString::number(t.elapsed())));
        QVERIFY(hintFor(r.code).contains(QLatin1String("dropped the connection")));
        QVERIFY(isFatal(r.code));

        // A port nothing listens on: the fake's, once it has stopped listening.
        QString closed;
        {
            FakeEcs gone;
            QVERIFY(gone.listen());
            closed = gone.endpoint();
        }
        t.restart();
        r = callOnce(keys, options(closed));
        QCOMPARE(r.code, QStringLiteral("Network.ConnectionRefused"));
        QVERIFY2(r.message.contains(QLatin1String("refused the connection")),
                 qPrintable(r.message));
        QVERIFY2(t.elapsed() < 10000, qPrintable(QString::number(t.elapsed())));
    }

    void aDrippingServerHitsTheDeadline()
    {
        FakeEcs fake;
        QVERIFY(fake.listen());
        fake.config.dripMs = 200; // progress every 200 ms keeps the inactivity timeout quiet
        const Credentials keys{fake.config.accessKeyId, fake.config.accessKeySecret, QString(),
                               QStringLiteral("test")};
        QElapsedTimer t;
        t.start();
        const ApiResult r = callOnce(keys, options(fake.endpoint()));
        QCOMPARE(r.code, QStringLiteral("Timeout"));
        QVERIFY2(t.elapsed() < 10000, qPrintable(QString::number(t.elapsed())));
    }

    void oversizedAnswersAreCut()
    {
        FakeEcs fake;
        QVERIFY(fake.listen());
        fake.config.hugeBytes = kMaxAnswerBytes + (4 << 20);
        const Credentials keys{fake.config.accessKeyId, fake.config.accessKeySecret, QString(),
                               QStringLiteral("test")};
        ClientOptions o = options(fake.endpoint());
        o.timeoutMs = 10000;
        const ApiResult r = callOnce(keys, o);
        QCOMPARE(r.code, QStringLiteral("TooLarge"));
        QVERIFY(r.body.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRefreshHygiene)
#include "tst_refreshhygiene.moc"
