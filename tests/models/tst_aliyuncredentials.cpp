// Where the AccessKey comes from, in Alibaba's order: environment, the aliyun CLI's
// config.json (current profile, AK or StsToken mode), then the keychain (a MemoryStore
// here: no test touches the real keychain or ~/.aliyun). Messages never carry a secret.
#include "aliyuncredentials.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace gpuplanner::aliyun;

class TestAliyunCredentials : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString config(const QByteArray &json)
    {
        const QString path = m_dir.filePath(QStringLiteral("config.json"));
        QFile f(path);
        if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            f.write(json);
        return path;
    }

    static const QByteArray kConfig;

private Q_SLOTS:
    // The origin keys read as they always did in English; a config origin passes through.
    void originTextKeys()
    {
        QCOMPARE(gpuplanner::aliyun::originText(QStringLiteral("environment")),
                 QStringLiteral("environment"));
        QCOMPARE(gpuplanner::aliyun::originText(QStringLiteral("system keychain")),
                 QStringLiteral("system keychain"));
        QCOMPARE(gpuplanner::aliyun::originText(QStringLiteral("/x/config.json, profile 'p'")),
                 QStringLiteral("/x/config.json, profile 'p'"));
    }

    void sources_data()
    {
        QTest::addColumn<QStringList>("env");
        QTest::addColumn<QByteArray>("configJson");
        QTest::addColumn<bool>("stored");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("token");
        QTest::addColumn<QString>("error");
        QTest::newRow("environment wins")
            << QStringList{"ALIBABA_CLOUD_ACCESS_KEY_ID=envid",
                           "ALIBABA_CLOUD_ACCESS_KEY_SECRET=envsecret",
                           "ALIBABA_CLOUD_SECURITY_TOKEN=envtoken"}
            << kConfig << true << "envid"
            << "envtoken"
            << "";
        QTest::newRow("config current profile") << QStringList() << kConfig << true << "akid"
                                                << ""
                                                << "";
        QTest::newRow("config profile from ALIBABA_CLOUD_PROFILE")
            << QStringList{"ALIBABA_CLOUD_PROFILE=sts"} << kConfig << false << "stsid"
            << "ststoken"
            << "";
        QTest::newRow("config CloudSSO mode is refused")
            << QStringList{"ALIBABA_CLOUD_PROFILE=sso"} << kConfig << true << ""
            << ""
            << "mode 'CloudSSO' is not supported";
        QTest::newRow("config missing profile")
            << QStringList{"ALIBABA_CLOUD_PROFILE=nope"} << kConfig << false << ""
            << ""
            << "no profile named 'nope'";
        QTest::newRow("config not json") << QStringList() << QByteArray("{oops") << false << ""
                                         << ""
                                         << "not valid JSON";
        QTest::newRow("half the environment")
            << QStringList{"ALIBABA_CLOUD_ACCESS_KEY_ID=envid"} << kConfig << true << ""
            << ""
            << "ALIBABA_CLOUD_ACCESS_KEY_SECRET is not";
        QTest::newRow("keychain last") << QStringList() << QByteArray() << true << "storedid"
                                       << ""
                                       << "";
        QTest::newRow("nothing anywhere") << QStringList() << QByteArray() << false << ""
                                          << ""
                                          << "no Alibaba Cloud AccessKey found";
    }
    void sources()
    {
        QFETCH(QStringList, env);
        QFETCH(QByteArray, configJson);
        QFETCH(bool, stored);
        QFETCH(QString, id);
        QFETCH(QString, token);
        QFETCH(QString, error);
        CredentialSources sources;
        sources.environment = QProcessEnvironment();
        sources.environment.insert(QStringLiteral("ALIBABA_CLOUD_ECS_METADATA_DISABLED"),
                                   QStringLiteral("true"));
        for (const QString &kv : env)
            sources.environment.insert(kv.section(QLatin1Char('='), 0, 0),
                                       kv.section(QLatin1Char('='), 1));
        if (!configJson.isEmpty())
            sources.aliyunConfigPath = config(configJson);
        MemoryStore store;
        if (stored)
            store.write({QStringLiteral("storedid"), QStringLiteral("storedsecret"), {}, {}},
                        nullptr);
        sources.store = &store;
        QString message;
        const auto c = resolveCredentials(sources, &message);
        if (id.isEmpty()) {
            QVERIFY(!c);
            QVERIFY2(message.contains(error), qPrintable(message));
            for (const char *secret : {"envsecret", "aksecret", "stssecret", "storedsecret"})
                QVERIFY(!message.contains(QLatin1String(secret)));
        } else {
            QVERIFY2(c, qPrintable(message));
            QCOMPARE(c->accessKeyId, id);
            QCOMPARE(c->securityToken, token);
            QVERIFY(!c->accessKeySecret.isEmpty());
        }
    }

    // Issue 27 item 8: a config.json that other users may read (or change) still works but
    // is warned about, naming the file, its mode and the command that fixes it, as the aliyun
    // CLI and SSH do.
    void configOthersMayReadIsWarned_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<QString>("expected"); // empty: no warning
        QTest::newRow("0600 private") << 0600 << "";
        QTest::newRow("0400 read-only private") << 0400 << "";
        QTest::newRow("0644 world-readable") << 0644 << "mode 0644";
        QTest::newRow("0640 group-readable") << 0640 << "mode 0640";
        QTest::newRow("0620 group-writable") << 0620 << "mode 0620";
        QTest::newRow("0602 world-writable") << 0602 << "mode 0602";
    }
    void configOthersMayReadIsWarned()
    {
        QFETCH(int, mode);
        QFETCH(QString, expected);
        CredentialSources sources;
        sources.environment = QProcessEnvironment();
        sources.aliyunConfigPath = config(kConfig);
        QVERIFY(::chmod(QFile::encodeName(sources.aliyunConfigPath).constData(), mode_t(mode)) ==
                0);
        QString message;
        const auto c = resolveCredentials(sources, &message);
        QVERIFY2(c, qPrintable(message));
        QCOMPARE(c->accessKeyId, QStringLiteral("akid")); // the keys still work
        if (expected.isEmpty()) {
            QVERIFY2(c->warnings.isEmpty(), qPrintable(c->warnings.join('|')));
            return;
        }
        QCOMPARE(c->warnings.size(), 1);
        const QString w = c->warnings.front();
        QVERIFY2(w.startsWith(sources.aliyunConfigPath), qPrintable(w));
        QVERIFY2(w.contains(expected), qPrintable(w));
        QVERIFY2(w.endsWith(QStringLiteral("chmod 600 ") + sources.aliyunConfigPath),
                 qPrintable(w));
        QVERIFY(!w.contains(QStringLiteral("aksecret")));
        QCOMPARE(permissionWarning(sources.aliyunConfigPath), w);
    }

    // The command can be pasted into a shell whatever the path holds; keys from the
    // environment do not read the file, so it is not judged.
    void permissionWarningQuotesAndOnlyWhenRead()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("it's here/config.json"));
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kConfig);
        f.close();
        QVERIFY(::chmod(QFile::encodeName(path).constData(), 0644) == 0);
        QVERIFY2(permissionWarning(path).endsWith(QStringLiteral("chmod 600 '") + dir.path() +
                                                  QStringLiteral("/it'\\''s here/config.json'")),
                 qPrintable(permissionWarning(path)));
        QVERIFY(permissionWarning(dir.filePath(QStringLiteral("missing.json"))).isEmpty());

        CredentialSources sources;
        sources.environment = QProcessEnvironment();
        sources.environment.insert(QStringLiteral("ALIBABA_CLOUD_ACCESS_KEY_ID"),
                                   QStringLiteral("envid"));
        sources.environment.insert(QStringLiteral("ALIBABA_CLOUD_ACCESS_KEY_SECRET"),
                                   QStringLiteral("envsecret"));
        sources.aliyunConfigPath = path;
        QString message;
        const auto c = resolveCredentials(sources, &message);
        QVERIFY(c);
        QVERIFY(c->warnings.isEmpty());
    }

    void defaultConfigPathIsInHome()
    {
        QVERIFY(defaultAliyunConfigPath().endsWith(QStringLiteral("/.aliyun/config.json")));
    }
};

const QByteArray TestAliyunCredentials::kConfig = R"({
  "current": "default",
  "profiles": [
    {"name": "default", "mode": "AK", "access_key_id": "akid", "access_key_secret": "aksecret",
     "region_id": "cn-hangzhou"},
    {"name": "sts", "mode": "StsToken", "access_key_id": "stsid", "access_key_secret": "stssecret",
     "sts_token": "ststoken"},
    {"name": "sso", "mode": "CloudSSO"}
  ]
})";

QTEST_GUILESS_MAIN(TestAliyunCredentials)
#include "tst_aliyuncredentials.moc"
