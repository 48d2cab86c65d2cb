// `gpu-planner catalog refresh` as a user runs it: the real binary in a QProcess against
// the fake ECS endpoint (tests/support/fakeecs.*) served by this test's event loop, with
// a private overlay, HOME and no keychain. Fetched prices show in `catalog list` with
// their source and date; bad flags, keys, endpoints and answers give one message and leave
// the overlay unchanged; the secret never appears in output or in the overlay.
#include "../support/cliprocess.h"
#include "fakeecs.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kType1 = QStringLiteral("ecs.gn7i-c8g1.2xlarge");
const QString kType2 = QStringLiteral("ecs.gn7i-c16g1.4xlarge");

} // namespace

using Run = CliRun;

class TestCliRefresh : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    FakeEcs m_fake;
    QString m_overlay;

    Run run(const QStringList &args, const QStringList &env = {}, bool withKeys = true)
    {
        CliOptions options;
        options.overlay = m_overlay;
        options.eventLoop = true; // the fake endpoint answers from this event loop
        options.unset = {QStringLiteral("ALIBABA_CLOUD_ACCESS_KEY_ID"),
                         QStringLiteral("ALIBABA_CLOUD_ACCESS_KEY_SECRET"),
                         QStringLiteral("ALIBABA_CLOUD_SECURITY_TOKEN"),
                         QStringLiteral("ALIBABA_CLOUD_PROFILE")};
        options.env = {QStringLiteral("GPU_PLANNER_KEYCHAIN=off"),
                       QStringLiteral("HOME=") + m_dir.filePath(QStringLiteral("home"))};
        if (withKeys)
            options.env << QStringLiteral("ALIBABA_CLOUD_ACCESS_KEY_ID=") +
                               m_fake.config.accessKeyId
                        << QStringLiteral("ALIBABA_CLOUD_ACCESS_KEY_SECRET=") +
                               m_fake.config.accessKeySecret;
        options.env << env;
        return runGpuPlanner(args, options);
    }

    QStringList refresh(const QStringList &more = {})
    {
        return QStringList{QStringLiteral("catalog"),          QStringLiteral("refresh"),
                           QStringLiteral("--region"),         QStringLiteral("cn-hangzhou"),
                           QStringLiteral("--instance-types"), kType1 + QLatin1Char(',') + kType2,
                           QStringLiteral("--endpoint"),       m_fake.endpoint()} +
               more;
    }

    QByteArray overlayBytes() const
    {
        QFile f(m_overlay);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_fake.listen());
        m_fake.config.knownTypes = {kType1, kType2};
        QDir().mkpath(m_dir.filePath(QStringLiteral("home")));
    }

    void init()
    {
        m_overlay = m_dir.filePath(QStringLiteral("overlay.db"));
        QFile::remove(m_overlay);
        m_fake.config.throttleFirst = 0;
        m_fake.config.malformed = false;
        m_fake.config.failCode.clear();
        m_fake.throttled = 0;
        m_fake.signatureErrors.clear();
    }

    void fetchedPricesShowInCatalogListWithSourceAndDate()
    {
        m_fake.config.throttleFirst = 1; // one throttled call, retried
        const Run r =
            run(refresh({QStringLiteral("--pricing"), QStringLiteral("payg,subscription,spot"),
                         QStringLiteral("--stock")}));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(m_fake.signatureErrors.isEmpty());
        QCOMPARE(m_fake.throttled, 1);
        QVERIFY2(r.out.contains(QStringLiteral("4 prices, 2 spot advice rows and 4 stock rows")),
                 qPrintable(r.out));
        QVERIFY(!r.out.contains(QLatin1Char('\r'))); // no progress line off a terminal
        QVERIFY(!r.err.contains(QLatin1Char('\r')));
        const Run list =
            run({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--region"),
                 QStringLiteral("cn-hangzhou"), QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(list.code, 0);
        const QString line =
            list.out.split(QLatin1Char('\n')).filter(kType1 + QLatin1Char(',')).value(0);
        QVERIFY2(line.contains(QString::number(FakeEcs::price(kType1, QStringLiteral("Hour")))),
                 qPrintable(line));
        QVERIFY(line.contains(QStringLiteral("DescribePrice cn-hangzhou")));
        QVERIFY(line.contains(QDate::currentDate().toString(Qt::ISODate)));
        const Run show = run({QStringLiteral("catalog"), QStringLiteral("show"), kType1});
        QVERIFY2(show.out.contains(QStringLiteral("spot cn-hangzhou/cn-hangzhou-b")),
                 qPrintable(show.out));
        // The fake sold out of the first type in sorted order (kType2) in zone c.
        QVERIFY(show.out.contains(QStringLiteral("stock cn-hangzhou/cn-hangzhou-b: WithStock")));
        QVERIFY(
            show.out.contains(QStringLiteral("stock cn-hangzhou/cn-hangzhou-c: ClosedWithStock")));
        // The secret is nowhere: not in any output, not in the overlay.
        const QByteArray secret = m_fake.config.accessKeySecret.toUtf8();
        for (const Run &x : {r, list, show}) {
            QVERIFY(!x.out.toUtf8().contains(secret));
            QVERIFY(!x.err.toUtf8().contains(secret));
        }
        QVERIFY(!overlayBytes().isEmpty());
        QVERIFY(!overlayBytes().contains(secret));
    }

    // Under --lang zh_CN the refresh's own lines (what it does, what it did) are Chinese,
    // and `catalog show` words the spot advice and stock in Chinese.
    void summaryInTheCommandLinesLanguage()
    {
        const Run r = run(QStringList{QStringLiteral("--lang"), QStringLiteral("zh_CN")} +
                          refresh({QStringLiteral("--pricing"), QStringLiteral("payg,spot"),
                                   QStringLiteral("--stock")}));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.startsWith(QStringLiteral("正在用 AccessKey ")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("2 个价格，2 行抢占式实例建议和4 行库存已更新，0 "
                                               "个失败，保留 0 个手动录入的价格；")),
                 qPrintable(r.out));
        QVERIFY(
            r.out.contains(QStringLiteral("批已保存到 ") + m_overlay + QStringLiteral("，用时 ")));
        const Run show = run({QStringLiteral("--lang"), QStringLiteral("zh_CN"),
                              QStringLiteral("catalog"), QStringLiteral("show"), kType1});
        QVERIFY2(show.out.contains(
                     QStringLiteral("抢占式实例 cn-hangzhou/cn-hangzhou-b：约为按量付费的")),
                 qPrintable(show.out));
        QVERIFY(show.out.contains(QStringLiteral("库存 cn-hangzhou/cn-hangzhou-b：WithStock")));
    }

    void newTypesAddsUnknownTypesFromEveryPageAndKeepsKnownOnes()
    {
        // A test-only type id that no catalog has; its fields are the fake's, not a spec.
        const QString fresh = QStringLiteral("ecs.gnfake-c8g1.2xlarge");
        auto type = [](const QString &id, int cpu, double mem, int gpus, double gpuMem) {
            return QJsonObject{{QStringLiteral("InstanceTypeId"), id},
                               {QStringLiteral("InstanceTypeFamily"),
                                id.section('.', 1, 1).section('-', 0, 0).prepend("ecs.")},
                               {QStringLiteral("CpuCoreCount"), cpu},
                               {QStringLiteral("MemorySize"), mem},
                               {QStringLiteral("GPUAmount"), gpus},
                               {QStringLiteral("GPUMemorySize"), gpuMem},
                               {QStringLiteral("GPUSpec"), QStringLiteral("NVIDIA A10")}};
        };
        m_fake.config.typePages = {
            // page 1: a type without a GPU (skipped) and a known type whose memory differs
            QJsonArray{type(QStringLiteral("ecs.g7.large"), 2, 8, 0, 0),
                       type(kType1, 8, 32, 1, 24)},
            // page 2: a type the catalog lacks
            QJsonArray{type(fresh, 8, 30, 1, 24)}};
        const int before = m_fake.accepted;
        const Run r =
            run({QStringLiteral("catalog"), QStringLiteral("refresh"), QStringLiteral("--region"),
                 QStringLiteral("cn-hangzhou"), QStringLiteral("--new-types"),
                 QStringLiteral("--endpoint"), m_fake.endpoint()});
        m_fake.config.typePages.clear();
        QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
        QVERIFY(m_fake.signatureErrors.isEmpty());
        QCOMPARE(m_fake.accepted - before, 2); // two pages, no prices
        QVERIFY2(r.out.contains(QStringLiteral("1 new instance type added; 1 type of the "
                                               "catalog differs from the API and was not "
                                               "changed (%1)")
                                    .arg(kType1)),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("0 prices")));
        const Run show = run({QStringLiteral("catalog"), QStringLiteral("show"), fresh});
        QVERIFY2(show.code == 0, qPrintable(show.err));
        QVERIFY2(show.out.contains(QStringLiteral("DescribeInstanceTypes cn-hangzhou, fetched ")),
                 qPrintable(show.out));
        QVERIFY(show.out.contains(QStringLiteral("RequestId ")));
        const Run list = run({QStringLiteral("catalog"), QStringLiteral("list"),
                              QStringLiteral("--format"), QStringLiteral("csv")});
        QVERIFY2(list.out.contains(fresh), qPrintable(list.out.left(2000)));
        // The known type keeps the catalog's memory (30 GiB), not the answer's 32.
        const Run known = run({QStringLiteral("catalog"), QStringLiteral("show"), kType1});
        QVERIFY2(!known.out.contains(QStringLiteral("DescribeInstanceTypes")),
                 qPrintable(known.out));
    }

    // Issue 27 item 8: keys from an aliyun CLI config.json that other users may read work,
    // with one warning on stderr naming the file, its mode and the fix.
    void readableConfigIsWarnedAbout()
    {
        const QString dir = m_dir.filePath(QStringLiteral("home/.aliyun"));
        QVERIFY(QDir().mkpath(dir));
        const QString path = dir + QStringLiteral("/config.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(
            QJsonDocument(QJsonObject{{"current", "default"},
                                      {"profiles",
                                       QJsonArray{QJsonObject{
                                           {"name", "default"},
                                           {"mode", "AK"},
                                           {"access_key_id", m_fake.config.accessKeyId},
                                           {"access_key_secret", m_fake.config.accessKeySecret}}}}})
                .toJson());
        f.close();
        QVERIFY(f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                 QFileDevice::ReadGroup | QFileDevice::ReadOther)); // 0644
        const Run r =
            run(refresh({QStringLiteral("--pricing"), QStringLiteral("payg")}), {}, false);
        QFile::remove(path); // the other tests give their keys in the environment, or none
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QString expected =
            QStringLiteral("warning: %1 holds your AccessKey secret but other users may read or "
                           "change it (mode 0644); make it private with: chmod 600 %1")
                .arg(path);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QCOMPARE(r.err.count(QStringLiteral("chmod 600")), 1);
        QVERIFY(!r.err.contains(m_fake.config.accessKeySecret));
    }

    void badInputGivesOneMessageAndChangesNothing_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("fault");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown instance type")
            << QStringList{"--instance-types", "ecs.nope-c1.large"} << "" << 2
            << "not in the catalog: ecs.nope-c1.large";
        QTest::newRow("bad pricing")
            << QStringList{"--pricing", "hourly"} << "" << 2 << "--pricing: 'hourly'";
        QTest::newRow("bad endpoint") << QStringList{"--endpoint", "ftp://x"} << "" << 2
                                      << "--endpoint: 'ftp://x' is not an http(s) URL";
        QTest::newRow("unknown region") << QStringList{"--region", "xx-nowhere-1"} << "" << 2
                                        << "unknown region 'xx-nowhere-1'";
        QTest::newRow("no credentials")
            << QStringList() << "nokeys" << 1 << "no Alibaba Cloud AccessKey found";
        QTest::newRow("wrong secret") << QStringList() << "secret" << 1 << "SignatureDoesNotMatch";
        QTest::newRow("unreachable endpoint")
            << QStringList{"--endpoint", "http://127.0.0.1:9/"} << "" << 1 << "Network";
        QTest::newRow("non-JSON answer")
            << QStringList() << "malformed" << 1 << "MalformedResponse";
        QTest::newRow("RAM permission") << QStringList() << "forbidden" << 1 << "Forbidden.RAM";
        QTest::newRow("new types with types but no pricing")
            << QStringList{"--new-types"} << "" << 2
            << "--instance-types needs --pricing with --new-types";
        QTest::newRow("new types, non-JSON answer")
            << QStringList{"--new-types", "--pricing", "payg"} << "malformed" << 1
            << "MalformedResponse";
    }
    void badInputGivesOneMessageAndChangesNothing()
    {
        QFETCH(QStringList, extra);
        QFETCH(QString, fault);
        QFETCH(int, code);
        QFETCH(QString, message);
        QStringList env;
        if (fault == QLatin1String("secret"))
            env << QStringLiteral("ALIBABA_CLOUD_ACCESS_KEY_SECRET=wrong-secret-123");
        m_fake.config.malformed = fault == QLatin1String("malformed");
        if (fault == QLatin1String("forbidden"))
            m_fake.config.failCode = QStringLiteral("Forbidden.RAM");
        const Run r = run(refresh(extra), env, fault != QLatin1String("nokeys"));
        QCOMPARE(r.code, code);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(r.err.count(message), 1);
        QVERIFY(!QFile::exists(m_overlay));
        QVERIFY(!r.err.contains(m_fake.config.accessKeySecret));
        QVERIFY(!r.out.contains(m_fake.config.accessKeySecret));
        QVERIFY(!r.err.contains(QStringLiteral("wrong-secret-123")));
    }
};

QTEST_GUILESS_MAIN(TestCliRefresh)
#include "tst_clirefresh.moc"
