// Issue 28: the credential modes engineers use on ECS and ACK, in the order of Alibaba's
// default credential chain, against fakes on 127.0.0.1 (tests/support/fakecredentials.*):
// the instance metadata service with its IMDSv2 token, STS AssumeRole signed with the
// source keys, AssumeRoleWithOIDC, ALIBABA_CLOUD_CREDENTIALS_URI; and their misbehaviour
// (no answer, no role, not JSON, expired keys, redirects, STS errors). Private environment,
// config file and memory keychain: nothing of the user's, and no request leaves 127.0.0.1.
// No secret, token or URI query appears in any message.
#include "aliyuncredentials.h"
#include "fakecredentials.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplanner::aliyun;

namespace {

const QString kRoleArn = QStringLiteral("acs:ram::1234567890:role/gpu-planner-reader");
const QString kProviderArn = QStringLiteral("acs:ram::1234567890:oidc-provider/ack-rrsa");
// A closed port: connection refused at once, as a machine that is not an ECS instance.
const QString kNobody = QStringLiteral("http://127.0.0.1:9");

} // namespace

class TestCredentialChain : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    FakeCredentials m_fake;
    FakeCredentials m_elsewhere; // where redirects point: it must never be asked

    // The fake's metadata service and STS; every other source empty.
    CredentialSources sources(const QStringList &env = {})
    {
        CredentialSources s;
        s.environment = QProcessEnvironment();
        s.environment.insert(QStringLiteral("GPU_PLANNER_ECS_METADATA_ENDPOINT"),
                             m_fake.endpoint());
        s.environment.insert(QStringLiteral("ALIBABA_CLOUD_STS_ENDPOINT"), m_fake.endpoint());
        for (const QString &kv : env)
            s.environment.insert(kv.section(QLatin1Char('='), 0, 0),
                                 kv.section(QLatin1Char('='), 1));
        s.metadataTimeoutMs = 500;
        s.stsTimeoutMs = 500;
        return s;
    }

    QString write(const QString &name, const QByteArray &content)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            f.write(content);
        f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        return path;
    }

    QString config() const
    {
        const QByteArray json = QStringLiteral(R"({"current": "ak", "profiles": [
  {"name": "ak", "mode": "AK", "access_key_id": "akid", "access_key_secret": "aksecret",
   "region_id": "cn-beijing"},
  {"name": "role", "mode": "RamRoleArn", "access_key_id": "%1", "access_key_secret": "%2",
   "ram_role_arn": "%3", "ram_session_name": "planner", "expired_seconds": 900,
   "region_id": "cn-shanghai"},
  {"name": "chain", "mode": "ChainableRamRoleArn", "source_profile": "role",
   "ram_role_arn": "%3"},
  {"name": "loop", "mode": "ChainableRamRoleArn", "source_profile": "loop", "ram_role_arn": "%3"},
  {"name": "ecs", "mode": "EcsRamRole", "ram_role_name": "gpu-planner-test-role"},
  {"name": "oidc", "mode": "OIDC", "ram_role_arn": "%3", "oidc_provider_arn": "%4",
   "oidc_token_file": "%5"},
  {"name": "uri", "mode": "CredentialsURI", "credentials_uri": "%6"}
]})")
                                    .arg(m_fake.config.sourceKeyId, m_fake.config.sourceSecret,
                                         kRoleArn, kProviderArn, tokenFile(), m_fake.uri())
                                    .toUtf8();
        QFile f(m_dir.filePath(QStringLiteral("config.json")));
        if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            f.write(json);
        f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        return f.fileName();
    }

    QString tokenFile() const { return m_dir.filePath(QStringLiteral("oidc-token")); }

    void noSecretIn(const QString &message)
    {
        for (const QString &secret :
             {m_fake.config.accessKeySecret, m_fake.config.securityToken,
              m_fake.config.sourceSecret, m_fake.config.oidcToken,
              QStringLiteral("uri-query-secret"), QStringLiteral("aksecret")})
            QVERIFY2(!message.contains(secret), qPrintable(message));
    }

    void isTheFakesKeys(const std::optional<Credentials> &c, const QString &message)
    {
        QVERIFY2(c, qPrintable(message));
        QCOMPARE(c->accessKeyId, m_fake.config.accessKeyId);
        QCOMPARE(c->accessKeySecret, m_fake.config.accessKeySecret);
        QCOMPARE(c->securityToken, m_fake.config.securityToken);
        QCOMPARE(c->expiration.toSecsSinceEpoch(), m_fake.config.expiration.toSecsSinceEpoch());
        QVERIFY(!c->deferred);
        noSecretIn(c->origin);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_fake.listen());
        QVERIFY(m_elsewhere.listen());
        write(QStringLiteral("oidc-token"), m_fake.config.oidcToken.toUtf8() + '\n');
    }

    void init()
    {
        const FakeCredentials::Config fresh;
        const QDateTime expiration = QDateTime::currentDateTimeUtc().addSecs(3600);
        m_fake.config = fresh;
        m_fake.config.expiration = expiration;
        m_fake.log.clear();
        m_fake.problems.clear();
        m_elsewhere.log.clear();
    }

    void cleanup()
    {
        QVERIFY2(m_fake.problems.isEmpty(), qPrintable(m_fake.problems.join('\n')));
        QVERIFY2(m_elsewhere.log.isEmpty(), qPrintable(m_elsewhere.log.join('\n')));
    }

    // EcsRamRole as the SDK does it: the IMDSv2 token first, then the role's name, then
    // its keys, each GET with the token.
    void ecsRoleWithTheImdsv2Token()
    {
        QString message;
        const auto c = resolveCredentials(sources(), &message);
        isTheFakesKeys(c, message);
        QCOMPARE(m_fake.log,
                 QStringList({QStringLiteral("PUT /latest/api/token"),
                              QStringLiteral("GET /latest/meta-data/ram/security-credentials/"),
                              QStringLiteral("GET /latest/meta-data/ram/security-credentials/"
                                             "gpu-planner-test-role")}));
        QVERIFY2(c->origin.contains(QStringLiteral("gpu-planner-test-role")),
                 qPrintable(c->origin));
    }

    // ALIBABA_CLOUD_ECS_METADATA names the role: it is not asked for.
    void ecsRoleNamedInTheEnvironment()
    {
        QString message;
        const auto c = resolveCredentials(
            sources({QStringLiteral("ALIBABA_CLOUD_ECS_METADATA=gpu-planner-test-role")}),
            &message);
        isTheFakesKeys(c, message);
        QCOMPARE(m_fake.log.size(), 2);
    }

    void ecsMisbehaviour_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<QStringList>("env");
        QTest::addColumn<QString>("expected"); // empty: the keys are found
        const QStringList none;
        QTest::newRow("no answer (not ECS)") << "late" << none << "no answer within 0.5 s";
        QTest::newRow("no role attached") << "noRole" << none << "no RAM role is attached";
        QTest::newRow("named role is not there")
            << "noRole" << QStringList{"ALIBABA_CLOUD_ECS_METADATA=gpu-planner-test-role"}
            << "no such role on this instance (HTTP 404)";
        QTest::newRow("not JSON") << "malformed" << none << "the answer is not JSON";
        QTest::newRow("expired") << "expired" << none << "the credentials it gave expired at";
        QTest::newRow("redirect") << "redirect" << none << "HTTP 302, a redirect";
        QTest::newRow("IMDSv1 when the token is refused") << "noToken" << none << "";
        QTest::newRow("token refused, IMDSv1 disabled")
            << "noToken" << QStringList{"ALIBABA_CLOUD_IMDSV1_DISABLED=true"}
            << "no IMDSv2 token (HTTP 403) and ALIBABA_CLOUD_IMDSV1_DISABLED is true";
        QTest::newRow("disabled") << "" << QStringList{"ALIBABA_CLOUD_ECS_METADATA_DISABLED=true"}
                                  << "no Alibaba Cloud AccessKey found";
    }
    void ecsMisbehaviour()
    {
        QFETCH(QString, fault);
        QFETCH(QStringList, env);
        QFETCH(QString, expected);
        m_fake.config.delayMs = fault == QLatin1String("late") ? 2000 : 0;
        m_fake.config.roleMissing = fault == QLatin1String("noRole");
        m_fake.config.malformed = fault == QLatin1String("malformed");
        m_fake.config.refuseToken = fault == QLatin1String("noToken");
        m_fake.config.imdsv1 = fault == QLatin1String("noToken");
        if (fault == QLatin1String("expired"))
            m_fake.config.expiration = QDateTime::currentDateTimeUtc().addSecs(-10);
        if (fault == QLatin1String("redirect"))
            m_fake.config.redirectTo = m_elsewhere.endpoint().toUtf8() + "/latest/api/token";
        QString message;
        QElapsedTimer timer;
        timer.start();
        const auto c = resolveCredentials(sources(env), &message);
        QVERIFY2(timer.elapsed() < 1800, "a timeout of 0.5 s was given");
        if (expected.isEmpty()) {
            isTheFakesKeys(c, message);
            return;
        }
        QVERIFY(!c);
        QVERIFY2(message.contains(expected), qPrintable(message));
        noSecretIn(message);
        if (env.contains(QStringLiteral("ALIBABA_CLOUD_ECS_METADATA_DISABLED=true")))
            QVERIFY(m_fake.log.isEmpty());
    }

    // The metadata service is probed: when it does not answer, the search goes on to
    // ALIBABA_CLOUD_CREDENTIALS_URI (the chain's last step).
    void credentialsUriAfterTheMetadataService()
    {
        CredentialSources s =
            sources({QStringLiteral("ALIBABA_CLOUD_CREDENTIALS_URI=") + m_fake.uri()});
        s.environment.insert(QStringLiteral("GPU_PLANNER_ECS_METADATA_ENDPOINT"), kNobody);
        QString message;
        const auto c = resolveCredentials(s, &message);
        isTheFakesKeys(c, message);
        QCOMPARE(m_fake.log, QStringList{QStringLiteral("GET /credentials")});
        QVERIFY2(c->origin.contains(m_fake.endpoint() + QStringLiteral("/credentials")),
                 qPrintable(c->origin));
    }

    void credentialsUriMisbehaviour_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<QString>("expected");
        QTest::newRow("late") << "late"
                              << "no answer within 0.5 s";
        QTest::newRow("not JSON") << "malformed"
                                  << "the answer is not JSON";
        QTest::newRow("expired") << "expired"
                                 << "expired at";
        QTest::newRow("redirect") << "redirect"
                                  << "a redirect, which is not followed";
        QTest::newRow("not http") << "ftp"
                                  << "not an http(s) URL";
    }
    void credentialsUriMisbehaviour()
    {
        QFETCH(QString, fault);
        QFETCH(QString, expected);
        m_fake.config.delayMs = fault == QLatin1String("late") ? 2000 : 0;
        m_fake.config.malformed = fault == QLatin1String("malformed");
        if (fault == QLatin1String("expired"))
            m_fake.config.expiration = QDateTime::currentDateTimeUtc().addSecs(30);
        if (fault == QLatin1String("redirect"))
            m_fake.config.redirectTo = m_elsewhere.uri().toUtf8();
        const QString uri =
            fault == QLatin1String("ftp") ? QStringLiteral("ftp://127.0.0.1/x") : m_fake.uri();
        CredentialSources s = sources({QStringLiteral("ALIBABA_CLOUD_CREDENTIALS_URI=") + uri,
                                       QStringLiteral("ALIBABA_CLOUD_ECS_METADATA_DISABLED=true")});
        QString message;
        const auto c = resolveCredentials(s, &message);
        QVERIFY(!c);
        QVERIFY2(message.startsWith(QStringLiteral("ALIBABA_CLOUD_CREDENTIALS_URI ")),
                 qPrintable(message));
        QVERIFY2(message.contains(expected), qPrintable(message));
        noSecretIn(message);
    }

    // RamRoleArn: AssumeRole signed V3 with the profile's AccessKey (the fake checks the
    // signature with its own verifier), the profile's session name and duration.
    void ramRoleArnProfile()
    {
        CredentialSources s = sources();
        s.aliyunConfigPath = config();
        s.profile = QStringLiteral("role");
        QString message;
        const auto c = resolveCredentials(s, &message);
        isTheFakesKeys(c, message);
        QCOMPARE(m_fake.log, QStringList{QStringLiteral("STS AssumeRole")});
        QCOMPARE(m_fake.lastStsParams.value(QStringLiteral("RoleArn")), kRoleArn);
        QCOMPARE(m_fake.lastStsParams.value(QStringLiteral("RoleSessionName")),
                 QStringLiteral("planner"));
        QCOMPARE(m_fake.lastStsParams.value(QStringLiteral("DurationSeconds")),
                 QStringLiteral("900"));
        QVERIFY2(c->origin.contains(kRoleArn) && c->origin.contains(QStringLiteral("'role'")),
                 qPrintable(c->origin));
        QCOMPARE(profileRegion(s), QStringLiteral("cn-shanghai"));
    }

    // ChainableRamRoleArn: the source profile's role assumed first, then this one with the
    // keys the first gave (the fake checks the second signature and STS token against them).
    void chainableRamRoleArnProfile()
    {
        CredentialSources s = sources();
        s.aliyunConfigPath = config();
        s.profile = QStringLiteral("chain");
        QString message;
        const auto c = resolveCredentials(s, &message);
        isTheFakesKeys(c, message);
        QCOMPARE(m_fake.log,
                 QStringList({QStringLiteral("STS AssumeRole"), QStringLiteral("STS AssumeRole")}));
        QVERIFY(m_fake.lastStsParams.value(QStringLiteral("RoleSessionName"))
                    .startsWith(QStringLiteral("gpu-planner-")));
        m_fake.log.clear();
        s.profile = QStringLiteral("loop");
        QVERIFY(!resolveCredentials(s, &message));
        QVERIFY2(message.contains(QStringLiteral("source_profile 'loop'")), qPrintable(message));
        QVERIFY(m_fake.log.isEmpty());
    }

    void ramRoleArnMisbehaviour_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<QString>("expected");
        QTest::newRow("wrong source secret") << "secret"
                                             << "SignatureDoesNotMatch";
        QTest::newRow("no permission") << "denied"
                                       << "NoPermission";
        QTest::newRow("not JSON") << "malformed"
                                  << "the answer is not JSON";
        QTest::newRow("expired") << "expired"
                                 << "expired at";
        QTest::newRow("late") << "late"
                              << "Timeout";
        QTest::newRow("redirect") << "redirect"
                                  << "Redirect";
        QTest::newRow("STS over plain http elsewhere") << "http"
                                                       << "is not an https URL";
    }
    void ramRoleArnMisbehaviour()
    {
        QFETCH(QString, fault);
        QFETCH(QString, expected);
        m_fake.config.delayMs = fault == QLatin1String("late") ? 2000 : 0;
        m_fake.config.malformed = fault == QLatin1String("malformed");
        if (fault == QLatin1String("denied"))
            m_fake.config.stsFailCode = QStringLiteral("NoPermission");
        if (fault == QLatin1String("expired"))
            m_fake.config.expiration = QDateTime::currentDateTimeUtc().addSecs(-3600);
        if (fault == QLatin1String("redirect"))
            m_fake.config.redirectTo = m_elsewhere.endpoint().toUtf8() + '/';
        CredentialSources s = sources();
        if (fault == QLatin1String("http"))
            s.environment.insert(QStringLiteral("ALIBABA_CLOUD_STS_ENDPOINT"),
                                 QStringLiteral("http://sts.example.com/"));
        s.aliyunConfigPath = config();
        if (fault == QLatin1String("secret"))
            m_fake.config.sourceSecret = QStringLiteral("another-secret");
        s.profile = QStringLiteral("role");
        MemoryStore store; // a broken role stops the search: the keychain is not used
        store.write({QStringLiteral("storedid"), QStringLiteral("storedsecret"), {}, {}}, nullptr);
        s.store = &store;
        QString message;
        QVERIFY(!resolveCredentials(s, &message));
        QVERIFY2(message.contains(expected), qPrintable(message));
        noSecretIn(message);
        if (fault == QLatin1String("http"))
            QVERIFY(m_fake.log.isEmpty());
    }

    // OIDC from the environment (ACK RRSA): step 2, before the config file; anonymous.
    void oidcFromTheEnvironment()
    {
        CredentialSources s =
            sources({QStringLiteral("ALIBABA_CLOUD_ROLE_ARN=") + kRoleArn,
                     QStringLiteral("ALIBABA_CLOUD_OIDC_PROVIDER_ARN=") + kProviderArn,
                     QStringLiteral("ALIBABA_CLOUD_OIDC_TOKEN_FILE=") + tokenFile(),
                     QStringLiteral("ALIBABA_CLOUD_ROLE_SESSION_NAME=ack-job")});
        s.aliyunConfigPath = config();
        QString message;
        const auto c = resolveCredentials(s, &message);
        isTheFakesKeys(c, message);
        QCOMPARE(m_fake.log, QStringList{QStringLiteral("STS AssumeRoleWithOIDC")});
        QCOMPARE(m_fake.lastStsParams.value(QStringLiteral("OIDCProviderArn")), kProviderArn);
        QCOMPARE(m_fake.lastStsParams.value(QStringLiteral("RoleSessionName")),
                 QStringLiteral("ack-job"));
        QCOMPARE(m_fake.lastStsParams.value(QStringLiteral("DurationSeconds")),
                 QStringLiteral("3600"));

        m_fake.config.oidcToken = QStringLiteral("another-token");
        QVERIFY(!resolveCredentials(s, &message));
        QVERIFY2(message.contains(QStringLiteral("AuthenticationFail.OIDCToken.Invalid")),
                 qPrintable(message));
        m_fake.config.oidcToken = FakeCredentials::Config().oidcToken;
        noSecretIn(message);
        s.environment.insert(QStringLiteral("ALIBABA_CLOUD_OIDC_TOKEN_FILE"),
                             m_dir.filePath(QStringLiteral("missing")));
        QVERIFY(!resolveCredentials(s, &message));
        QVERIFY2(message.contains(QStringLiteral("cannot open")), qPrintable(message));
        // Without all three variables the step is skipped, as the SDK does: the config's AK.
        s.environment.remove(QStringLiteral("ALIBABA_CLOUD_OIDC_TOKEN_FILE"));
        const auto ak = resolveCredentials(s, &message);
        QVERIFY2(ak && ak->accessKeyId == QStringLiteral("akid"), qPrintable(message));
    }

    void profileModesThatAskTheNetwork_data()
    {
        QTest::addColumn<QString>("profile");
        QTest::addColumn<QString>("asked");
        QTest::newRow("EcsRamRole") << "ecs"
                                    << "PUT /latest/api/token";
        QTest::newRow("OIDC") << "oidc"
                              << "STS AssumeRoleWithOIDC";
        QTest::newRow("CredentialsURI") << "uri"
                                        << "GET /credentials";
    }
    void profileModesThatAskTheNetwork()
    {
        QFETCH(QString, profile);
        QFETCH(QString, asked);
        CredentialSources s = sources();
        s.aliyunConfigPath = config();
        s.environment.insert(QStringLiteral("ALIBABA_CLOUD_PROFILE"), profile);
        QString message;
        const auto c = resolveCredentials(s, &message);
        isTheFakesKeys(c, message);
        QCOMPARE(m_fake.log.value(0), asked);
        QVERIFY2(c->origin.startsWith(s.aliyunConfigPath + QStringLiteral(", profile '") + profile +
                                      QStringLiteral("': ")),
                 qPrintable(c->origin));
        // Settings asks nothing: it names the source.
        m_fake.log.clear();
        s.network = false;
        const auto named = resolveCredentials(s, &message);
        QVERIFY(named && named->deferred && named->accessKeyId.isEmpty());
        QVERIFY(m_fake.log.isEmpty());
    }

    // The official order: environment, OIDC, config profile, (keychain), metadata service,
    // credentials URI. Each row takes the first source away.
    void chainOrder_data()
    {
        QTest::addColumn<int>("skip");
        QTest::addColumn<QString>("originHas");
        QTest::newRow("1 environment") << 0 << "environment";
        QTest::newRow("2 OIDC") << 1 << "OIDC token";
        QTest::newRow("3 config profile") << 2 << "profile 'ak'";
        QTest::newRow("4 keychain") << 3 << "system keychain";
        QTest::newRow("5 ECS metadata") << 4 << "of this ECS instance";
        QTest::newRow("6 credentials URI") << 5 << "ALIBABA_CLOUD_CREDENTIALS_URI";
    }
    void chainOrder()
    {
        QFETCH(int, skip);
        QFETCH(QString, originHas);
        QStringList env{QStringLiteral("ALIBABA_CLOUD_CREDENTIALS_URI=") + m_fake.uri()};
        if (skip < 1)
            env << QStringLiteral("ALIBABA_CLOUD_ACCESS_KEY_ID=envid")
                << QStringLiteral("ALIBABA_CLOUD_ACCESS_KEY_SECRET=envsecret");
        if (skip < 2)
            env << QStringLiteral("ALIBABA_CLOUD_ROLE_ARN=") + kRoleArn
                << QStringLiteral("ALIBABA_CLOUD_OIDC_PROVIDER_ARN=") + kProviderArn
                << QStringLiteral("ALIBABA_CLOUD_OIDC_TOKEN_FILE=") + tokenFile();
        CredentialSources s = sources(env);
        if (skip < 3)
            s.aliyunConfigPath = config();
        MemoryStore store;
        store.write({QStringLiteral("storedid"),
                     QStringLiteral("storedsecret"),
                     {},
                     QStringLiteral("system keychain")},
                    nullptr);
        if (skip < 4)
            s.store = &store;
        if (skip >= 5)
            s.environment.insert(QStringLiteral("GPU_PLANNER_ECS_METADATA_ENDPOINT"), kNobody);
        QString message;
        const auto c = resolveCredentials(s, &message);
        QVERIFY2(c, qPrintable(message));
        QVERIFY2(originText(c->origin).contains(originHas), qPrintable(c->origin));
    }

    // The metadata endpoint can be moved for tests only, to a loopback address.
    void metadataOverrideIsLoopbackOnly()
    {
        CredentialSources s =
            sources({QStringLiteral("GPU_PLANNER_ECS_METADATA_ENDPOINT=http://192.0.2.1"),
                     QStringLiteral("ALIBABA_CLOUD_ECS_METADATA=r")});
        QString message;
        QVERIFY(!resolveCredentials(s, &message));
        QVERIFY2(message.contains(QStringLiteral("not an http URL of a loopback address")),
                 qPrintable(message));
    }

    // --profile names a profile: without the config file, that is an error, not a fallback.
    void profileFlagWithoutConfig()
    {
        CredentialSources s = sources({QStringLiteral("ALIBABA_CLOUD_ECS_METADATA_DISABLED=true")});
        s.aliyunConfigPath = m_dir.filePath(QStringLiteral("none.json"));
        s.profile = QStringLiteral("prod");
        QString message;
        QVERIFY(!resolveCredentials(s, &message));
        QVERIFY2(message.startsWith(QStringLiteral("--profile prod: there is no aliyun CLI")),
                 qPrintable(message));
        QVERIFY(profileRegion(s).isEmpty());
        s.aliyunConfigPath = config();
        QVERIFY(profileRegion(s).isEmpty()); // no profile "prod"
        s.profile.clear();
        QCOMPARE(profileRegion(s), QStringLiteral("cn-beijing")); // the current one
    }
};

QTEST_GUILESS_MAIN(TestCredentialChain)
#include "tst_credentialchain.moc"
