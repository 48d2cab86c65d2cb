// `gpu-planner catalog refresh` as a user runs it: the real binary in a QProcess against
// the fake ECS endpoint (tests/support/fakeecs.*) served by this test's event loop, with
// a private overlay, HOME and no keychain. Fetched prices show in `catalog list` with
// their source and date; bad flags, keys, endpoints and answers give one message and leave
// the overlay unchanged; the secret never appears in output or in the overlay.
#include "../support/cliprocess.h"
#include "fakecredentials.h"
#include "fakeecs.h"

#include <QDate>
#include <QDateTime>
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
    FakeCredentials m_creds; // the metadata service, credentials URI and STS (issue 28)
    QString m_overlay;

    Run run(const QStringList &args, const QStringList &env = {}, bool withKeys = true)
    {
        CliOptions options;
        options.overlay = m_overlay;
        options.eventLoop = true; // the fake endpoint answers from this event loop
        for (const QString &name : QProcessEnvironment::systemEnvironment().keys()) {
            if (name.startsWith(QLatin1String("ALIBABA_CLOUD_")))
                options.unset << name;
        }
        // No test asks 100.100.100.200; the ones that want a metadata service say where.
        options.env = {QStringLiteral("GPU_PLANNER_KEYCHAIN=off"),
                       QStringLiteral("ALIBABA_CLOUD_ECS_METADATA_DISABLED=true"),
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
    // The aliyun CLI's config.json in the private HOME, mode 600.
    QString writeConfig(const QJsonArray &profiles)
    {
        const QString dir = m_dir.filePath(QStringLiteral("home/.aliyun"));
        QDir().mkpath(dir);
        QFile f(dir + QStringLiteral("/config.json"));
        if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            f.write(QJsonDocument(QJsonObject{{"current", "default"}, {"profiles", profiles}})
                        .toJson());
        f.close();
        f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        return f.fileName();
    }

    QJsonObject akProfile(const QString &name, const QString &region) const
    {
        QJsonObject p{{"name", name},
                      {"mode", "AK"},
                      {"access_key_id", m_fake.config.accessKeyId},
                      {"access_key_secret", m_fake.config.accessKeySecret}};
        if (!region.isEmpty())
            p.insert("region_id", region);
        return p;
    }

    QStringList refreshWithoutRegion() const
    {
        return {QStringLiteral("catalog"),          QStringLiteral("refresh"),
                QStringLiteral("--instance-types"), kType1,
                QStringLiteral("--pricing"),        QStringLiteral("payg"),
                QStringLiteral("--endpoint"),       m_fake.endpoint()};
    }

    void initTestCase()
    {
        QVERIFY(m_creds.listen());
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
        const FakeEcs::Config ecs;
        m_fake.config.accessKeyId = ecs.accessKeyId;
        m_fake.config.accessKeySecret = ecs.accessKeySecret;
        m_fake.config.securityToken.clear();
        const QDateTime expiration = QDateTime::currentDateTimeUtc().addSecs(3600);
        m_creds.config = FakeCredentials::Config();
        m_creds.config.expiration = expiration;
        m_creds.log.clear();
        m_creds.problems.clear();
    }

    void cleanup()
    {
        QFile::remove(m_dir.filePath(QStringLiteral("home/.aliyun/config.json")));
        QVERIFY2(m_creds.problems.isEmpty(), qPrintable(m_creds.problems.join('\n')));
    }

    // Issue 28: without --region, the profile's region_id (--profile or the current one),
    // then ALIBABA_CLOUD_REGION_ID, as the aliyun CLI takes them.
    void regionFromTheProfileOrTheEnvironment()
    {
        writeConfig({akProfile(QStringLiteral("default"), QStringLiteral("cn-hangzhou")),
                     akProfile(QStringLiteral("noregion"), QString()),
                     akProfile(QStringLiteral("mars"), QStringLiteral("mars-north-1"))});
        Run r = run(refreshWithoutRegion(), {QStringLiteral("ALIBABA_CLOUD_REGION_ID=cn-beijing")},
                    false);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.startsWith(QStringLiteral("Refreshing cn-hangzhou from ")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("profile 'default'")));

        r = run(refreshWithoutRegion() +
                    QStringList{QStringLiteral("--profile"), QStringLiteral("noregion")},
                {QStringLiteral("ALIBABA_CLOUD_REGION_ID=cn-hangzhou")}, false);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("profile 'noregion'")), qPrintable(r.out));

        r = run(refreshWithoutRegion(), {QStringLiteral("ALIBABA_CLOUD_PROFILE=mars")}, false);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("unknown region 'mars-north-1' from region_id of "
                                               "the aliyun CLI profile")),
                 qPrintable(r.err));

        r = run(refreshWithoutRegion() +
                    QStringList{QStringLiteral("--profile"), QStringLiteral("nope"),
                                QStringLiteral("--region"), QStringLiteral("cn-hangzhou")},
                {}, false);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("no profile named 'nope'")), qPrintable(r.err));

        QFile::remove(m_dir.filePath(QStringLiteral("home/.aliyun/config.json")));
        QFile::remove(m_overlay);
        r = run(refreshWithoutRegion());
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--region is required (or region_id in the aliyun "
                                               "CLI profile, or ALIBABA_CLOUD_REGION_ID)")),
                 qPrintable(r.err));
        QVERIFY(!QFile::exists(m_overlay));
    }

    // Issue 28: the modes used on ECS and ACK, end to end. The fake ECS endpoint accepts only
    // the temporary keys and STS token the fake metadata service, URI or STS handed out.
    void temporaryCredentialsRefresh_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("origin");
        QTest::newRow("EcsRamRole from the metadata service")
            << "ecs"
            << "the RAM role 'gpu-planner-test-role' of this ECS instance";
        QTest::newRow("RamRoleArn profile") << "role"
                                            << "assumed with ";
        QTest::newRow("OIDC") << "oidc"
                              << "assumed with the OIDC token";
        QTest::newRow("ALIBABA_CLOUD_CREDENTIALS_URI") << "uri"
                                                       << "ALIBABA_CLOUD_CREDENTIALS_URI";
    }
    void temporaryCredentialsRefresh()
    {
        QFETCH(QString, mode);
        QFETCH(QString, origin);
        m_fake.config.accessKeyId = m_creds.config.accessKeyId;
        m_fake.config.accessKeySecret = m_creds.config.accessKeySecret;
        m_fake.config.securityToken = m_creds.config.securityToken;
        const QString roleArn = QStringLiteral("acs:ram::1234567890:role/reader");
        QStringList env{QStringLiteral("ALIBABA_CLOUD_STS_ENDPOINT=") + m_creds.endpoint()};
        QStringList extra;
        if (mode == QLatin1String("ecs"))
            env << QStringLiteral("ALIBABA_CLOUD_ECS_METADATA_DISABLED=false")
                << QStringLiteral("GPU_PLANNER_ECS_METADATA_ENDPOINT=") + m_creds.endpoint();
        if (mode == QLatin1String("uri"))
            env << QStringLiteral("ALIBABA_CLOUD_CREDENTIALS_URI=") + m_creds.uri();
        if (mode == QLatin1String("oidc")) {
            const QString token = m_dir.filePath(QStringLiteral("token"));
            QFile f(token);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(m_creds.config.oidcToken.toUtf8());
            f.close();
            env << QStringLiteral("ALIBABA_CLOUD_ROLE_ARN=") + roleArn
                << QStringLiteral("ALIBABA_CLOUD_OIDC_PROVIDER_ARN=acs:ram::1:oidc-provider/x")
                << QStringLiteral("ALIBABA_CLOUD_OIDC_TOKEN_FILE=") + token;
        }
        if (mode == QLatin1String("role")) {
            writeConfig({QJsonObject{{"name", "role"},
                                     {"mode", "RamRoleArn"},
                                     {"access_key_id", m_creds.config.sourceKeyId},
                                     {"access_key_secret", m_creds.config.sourceSecret},
                                     {"ram_role_arn", roleArn},
                                     {"region_id", "cn-hangzhou"}}});
            extra = {QStringLiteral("--profile"), QStringLiteral("role")};
        }
        const Run r =
            run(refresh({QStringLiteral("--pricing"), QStringLiteral("payg")}) + extra, env, false);
        QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
        QVERIFY2(m_fake.signatureErrors.isEmpty(), qPrintable(m_fake.signatureErrors.join('\n')));
        QVERIFY2(r.out.contains(QStringLiteral("with the AccessKey STS.****eyId (")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(origin), qPrintable(r.out));
        for (const QString &secret : {m_creds.config.accessKeySecret, m_creds.config.securityToken,
                                      m_creds.config.sourceSecret, m_creds.config.oidcToken,
                                      QStringLiteral("uri-query-secret")}) {
            QVERIFY(!r.out.contains(secret));
            QVERIFY(!r.err.contains(secret));
            QVERIFY(!overlayBytes().contains(secret.toUtf8()));
        }
    }

    void temporaryCredentialsMisbehaviour_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<QString>("message");
        QTest::newRow("metadata: no role attached") << "noRole"
                                                    << "no RAM role is attached";
        QTest::newRow("metadata: no answer") << "late"
                                             << "no answer within 1 s";
        QTest::newRow("URI: expired") << "expired"
                                      << "the credentials it gave expired at";
        QTest::newRow("URI: not JSON") << "malformed"
                                       << "the answer is not JSON";
    }
    void temporaryCredentialsMisbehaviour()
    {
        QFETCH(QString, fault);
        QFETCH(QString, message);
        QStringList env{QStringLiteral("ALIBABA_CLOUD_ECS_METADATA_DISABLED=false"),
                        QStringLiteral("GPU_PLANNER_ECS_METADATA_ENDPOINT=") + m_creds.endpoint()};
        m_creds.config.roleMissing = fault == QLatin1String("noRole");
        m_creds.config.delayMs = fault == QLatin1String("late") ? 3000 : 0;
        m_creds.config.malformed = fault == QLatin1String("malformed");
        if (fault == QLatin1String("expired") || fault == QLatin1String("malformed")) {
            env = QStringList{QStringLiteral("ALIBABA_CLOUD_CREDENTIALS_URI=") + m_creds.uri()};
            if (fault == QLatin1String("expired"))
                m_creds.config.expiration = QDateTime::currentDateTimeUtc().addSecs(-60);
        }
        const int before = m_fake.requests;
        const Run r = run(refresh(), env, false);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("Nothing was changed.")));
        QVERIFY(!QFile::exists(m_overlay));
        QCOMPARE(m_fake.requests, before); // nothing reached the ECS endpoint
        QVERIFY(!r.out.contains(QStringLiteral("Refreshing")));
        QVERIFY(!r.err.contains(m_creds.config.accessKeySecret));
        QVERIFY(!r.err.contains(QStringLiteral("uri-query-secret")));
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
