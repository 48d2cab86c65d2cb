// What the fuzzers found, kept fixed: every file under tests/data/fuzz-regressions/<target>/
// (a minimised crasher, hang or out-of-memory input) and every seed under
// tests/fuzz/corpus/<target>/ is fed to the same function as the libFuzzer target of that
// name (tests/fuzz/fuzzentries.cpp), under the normal build, on a thread with a 1 MiB stack.
// Each must come back, accepted or refused with a message; a crash, an abort or an exception
// fails the whole run. The messages of the fixes are checked as well.
#include "calibration.h"
#include "fuzzentries.h"
#include "presets.h"

#include <QDir>
#include <QFile>
#include <QTest>
#include <QThread>

#include <exception>
#include <memory>

using namespace gpuplanner;

class TestFuzzRegressions : public QObject
{
    Q_OBJECT

private:
    static constexpr uint kStackBytes = 1024 * 1024;

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
        QString exception;
        bool accepted = false;
        // On a thread with a small stack, so that recursion over a deeply nested input fails
        // here as it would on a worker thread or under the sanitizers, not only past 8 MiB.
        const std::unique_ptr<QThread> thread(QThread::create([&] {
            try {
                accepted = feed(bytes, &error);
            } catch (const std::exception &e) {
                exception = QString::fromUtf8(e.what());
            } catch (...) {
                exception = QStringLiteral("(not a std::exception)");
            }
        }));
        thread->setStackSize(kStackBytes);
        thread->start();
        QVERIFY(thread->wait());
        QVERIFY2(exception.isEmpty(),
                 qPrintable(QStringLiteral("%1: uncaught exception: %2").arg(path, exception)));
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

    // The fixes name what they refuse.
    void refusals_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expected");
        QTest::newRow("scenario nested too deep")
            << "fuzz_scenario"
            << "deep-nesting-in-unknown-field.json"
            << "fuzz.gpuplan.json: nested deeper than 64 levels";
        QTest::newRow("scenario number overflow")
            << "fuzz_scenario"
            << "number-overflow-1e400.json"
            << "fuzz.gpuplan.json: not valid JSON: a number is out of range: "
               "[json.exception.out_of_range.406] number overflow parsing '1e400'";
        QTest::newRow("import number overflow")
            << "fuzz_describe_price"
            << "number-overflow-1e400.json"
            << "price.json: not valid JSON: [json.exception.out_of_range.406] number overflow";
    }
    void refusals()
    {
        QFETCH(QString, target);
        QFETCH(QString, file);
        QFETCH(QString, expected);
        QFile f(QStringLiteral(GP_TEST_DATA "/fuzz-regressions/") + target + QLatin1Char('/') +
                file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QString error;
        QVERIFY(!fuzz::feedOf(target)(f.readAll(), &error));
        QVERIFY2(error.startsWith(expected), qPrintable(error));
    }

    // The library's cache and journal seeds are real files (a library of the four examples,
    // then three changes): the harness must accept them, or the fuzzer would only ever
    // exercise the refusals.
    void libraryIndexSeedsAreAccepted_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("file");
        QTest::newRow("cache") << "fuzz_library_cache"
                               << "library-of-4.bin";
        QTest::newRow("journal") << "fuzz_library_journal"
                                 << "library-changes-3.bin";
        QTest::newRow("raw journal") << "fuzz_library_journal"
                                     << "raw-library-changes-3.bin";
    }
    void libraryIndexSeedsAreAccepted()
    {
        QFETCH(QString, target);
        QFETCH(QString, file);
        QFile f(QStringLiteral(GP_SOURCE_DIR "/tests/fuzz/corpus/") + target + QLatin1Char('/') +
                file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QString error;
        QVERIFY2(fuzz::feedOf(target)(f.readAll(), &error), qPrintable(error));
    }

    void calibrationSkipsWholeNumbersOutsideInt()
    {
        PresetLibrary presets;
        QVERIFY(presets.load());
        QFile f(QStringLiteral(GP_TEST_DATA
                               "/fuzz-regressions/fuzz_calibration/batch-outside-int.csv"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QString error;
        const auto result =
            validateEstimates(f.readAll(), QStringLiteral("c.csv"), presets, &error);
        QVERIFY2(result, qPrintable(error));
        QCOMPARE(result->rows.size(), 1u);
        QVERIFY2(result->rows[0].skipped.contains(
                     QStringLiteral("column 'batch': 4294967297 is out of range")),
                 qPrintable(result->rows[0].skipped));
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
