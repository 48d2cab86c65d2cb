// What the fuzzers found, kept fixed: every file under tests/data/fuzz-regressions/<target>/
// (a minimised crasher, hang or out-of-memory input) and every seed under
// tests/fuzz/corpus/<target>/ is fed to the same function as the libFuzzer target of that
// name (tests/fuzz/fuzzentries.cpp), under the normal build. Each must come back, accepted
// or refused with a message; a crash, an abort or an exception fails the whole run.
#include "fuzzentries.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <exception>

using namespace gpuplanner;

class TestFuzzRegressions : public QObject
{
    Q_OBJECT

private:
    static void addRows(const QString &root, const char *kind)
    {
        const QDir dir(root);
        const auto folders = dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        for (const QString &target : folders) {
            const auto files = QDir(dir.filePath(target)).entryList(QDir::Files, QDir::Name);
            for (const QString &file : files) {
                QTest::addRow("%s %s/%s", kind, qPrintable(target), qPrintable(file))
                    << target << dir.filePath(target + QLatin1Char('/') + file);
            }
        }
    }

    static void feedRows()
    {
        QFETCH(QString, target);
        QFETCH(QString, path);
        const fuzz::Feed feed = fuzz::feedOf(target);
        QVERIFY2(feed, qPrintable(QStringLiteral("no fuzz target named %1").arg(target)));
        QFile f(path);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
        const QByteArray bytes = f.readAll();
        QString error;
        bool accepted = false;
        try {
            accepted = feed(bytes, &error);
        } catch (const std::exception &e) {
            QFAIL(qPrintable(QStringLiteral("%1: uncaught exception: %2")
                                 .arg(path, QString::fromUtf8(e.what()))));
        }
        QVERIFY2(accepted || !error.trimmed().isEmpty(),
                 qPrintable(QStringLiteral("%1: refused without a message").arg(path)));
    }

private Q_SLOTS:
    void everyTargetHasSeeds()
    {
        for (const fuzz::Target &t : fuzz::targets()) {
            const QDir seeds(QStringLiteral(GP_SOURCE_DIR "/tests/fuzz/corpus/") +
                             QLatin1String(t.name));
            QVERIFY2(!seeds.entryList(QDir::Files).isEmpty(), t.name);
        }
    }

    void crashers_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("path");
        addRows(QStringLiteral(GP_TEST_DATA "/fuzz-regressions"), "regression");
    }
    void crashers() { feedRows(); }

    void seeds_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("path");
        addRows(QStringLiteral(GP_SOURCE_DIR "/tests/fuzz/corpus"), "seed");
    }
    void seeds() { feedRows(); }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
