// Settings ▸ Alibaba Cloud AccessKey: the source of the keys in use, and a warning under it
// when that source is an aliyun CLI config.json other users may read or change (issue 27
// item 8), with the file, its mode and the command that fixes it. No real keychain or
// ~/.aliyun: the sources are a temporary file and a memory store.
#include "accesskeypanel.h"

#include <QFile>
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
};

QTEST_MAIN(TestAccessKeyPanel)
#include "tst_accesskeypanel.moc"
