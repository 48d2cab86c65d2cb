// Settings ▸ Alibaba Cloud AccessKey: the source of the keys in use, and a warning under it
// when that source is an aliyun CLI config.json other users may read or change (issue 27
// item 8), with the file, its mode and the command that fixes it. No real keychain or
// ~/.aliyun: the sources are a temporary file and a memory store.
#include "accesskeypanel.h"
#include "catalogrepository.h"
#include "refreshdialog.h"

#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplanner;

class TestAccessKeyPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void configModeIsWarnedUnderTheSource_data()
    {
        QTest::addColumn<int>("permissions");
        QTest::addColumn<QString>("mode"); // empty: no warning
        const int owner = int(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        QTest::newRow("private 0600") << owner << "";
        QTest::newRow("world-readable 0644")
            << int(owner | QFileDevice::ReadGroup | QFileDevice::ReadOther) << "0644";
        QTest::newRow("group-writable 0660")
            << int(owner | QFileDevice::ReadGroup | QFileDevice::WriteGroup) << "0660";
    }
    void configModeIsWarnedUnderTheSource()
    {
        QFETCH(int, permissions);
        QFETCH(QString, mode);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("config.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"current": "default", "profiles": [{"name": "default", "mode": "AK",
                   "access_key_id": "LTAI5tPanelKeyId0042", "access_key_secret": "s3cr3t"}]})");
        f.close();
        QVERIFY(f.setPermissions(QFileDevice::Permissions(permissions)));
        aliyun::MemoryStore store;
        aliyun::CredentialSources sources;
        sources.environment = QProcessEnvironment();
        sources.aliyunConfigPath = path;
        sources.store = &store;
        AccessKeyPanel panel(sources);
        const QString text = panel.sourceText();
        QVERIFY2(text.startsWith(QStringLiteral("Keys in use: AccessKey ID LTAI****0042 from the "
                                                "aliyun CLI configuration ") +
                                 path),
                 qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("s3cr3t")));
        if (mode.isEmpty()) {
            QVERIFY2(!text.contains(QStringLiteral("Warning")), qPrintable(text));
            return;
        }
        QVERIFY2(text.contains(QStringLiteral("\nWarning: %1 holds your AccessKey secret but "
                                              "other users may read or change it (mode %2); "
                                              "make it private with: chmod 600 %1")
                                   .arg(path, mode)),
                 qPrintable(text));
    }

    // Issue 28 (27's leftover): Catalog ▸ Refresh prices… shows the same warning, as plain
    // text above what it is doing and above the summary when it is done.
    void refreshDialogShowsTheWarning()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("config <b>.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"current": "default", "profiles": [{"name": "default", "mode": "AK",
                   "access_key_id": "LTAI5tPanelKeyId0042", "access_key_secret": "s3cr3t"}]})");
        f.close();
        QVERIFY(f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                 QFileDevice::ReadGroup | QFileDevice::ReadOther));
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               dir.filePath(QStringLiteral("overlay.db")));
        QVERIFY(repo.load());
        aliyun::CredentialSources sources;
        sources.environment = QProcessEnvironment();
        sources.aliyunConfigPath = path;
        RefreshDialog dialog(&repo, nullptr, nullptr);
        dialog.setCredentialSources(sources);
        dialog.setRegion(QStringLiteral("cn-hangzhou"));
        dialog.setInstanceTypes(QStringLiteral("ecs.gn7i-c8g1.2xlarge"));
        dialog.setEndpoint(QStringLiteral("http://127.0.0.1:9/")); // nothing listens
        QSignalSpy done(&dialog, &RefreshDialog::refreshFinished);
        QVERIFY(dialog.startRefresh());
        const QString warning = QStringLiteral("Warning: %1 holds your AccessKey secret but other "
                                               "users may read or change it (mode 0644)")
                                    .arg(path);
        QVERIFY2(dialog.summaryText().startsWith(warning), qPrintable(dialog.summaryText()));
        QVERIFY(done.wait(30000));
        QVERIFY2(dialog.summaryText().startsWith(warning), qPrintable(dialog.summaryText()));
        QVERIFY(dialog.summaryText().contains(QStringLiteral("Stopped: ")));
        QVERIFY(!dialog.summaryText().contains(QStringLiteral("s3cr3t")));
        const auto *summary = dialog.findChild<QLabel *>(QStringLiteral("summary"));
        QVERIFY(summary);
        QCOMPARE(summary->textFormat(), Qt::PlainText); // the path's <b> is shown as written
    }

    // A role is named in Settings without asking STS: its keys come when prices are
    // refreshed.
    void roleProfileIsNamedWithoutTheNetwork()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("config.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"current": "role", "profiles": [{"name": "role", "mode": "RamRoleArn",
                   "access_key_id": "LTAI5tPanelKeyId0042", "access_key_secret": "s3cr3t",
                   "ram_role_arn": "acs:ram::1:role/reader"}]})");
        f.close();
        QVERIFY(f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        aliyun::CredentialSources sources;
        sources.environment = QProcessEnvironment();
        // Were it asked, this would fail: nothing listens there.
        sources.environment.insert(QStringLiteral("ALIBABA_CLOUD_STS_ENDPOINT"),
                                   QStringLiteral("http://127.0.0.1:9/"));
        sources.aliyunConfigPath = path;
        AccessKeyPanel panel(sources);
        QVERIFY2(panel.sourceText().startsWith(
                     QStringLiteral("Keys in use: temporary keys from the aliyun CLI "
                                    "configuration %1, profile 'role' (RamRoleArn), fetched when "
                                    "prices are refreshed.")
                         .arg(path)),
                 qPrintable(panel.sourceText()));
    }
};

QTEST_MAIN(TestAccessKeyPanel)
#include "tst_accesskeypanel.moc"
