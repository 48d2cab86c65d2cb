// The library index: a second listing reads no file (the per-user cache holds every
// summary), a changed file is read again and only it, a touched file is read but not parsed,
// a file changed behind equal size and modification time is still read again (status-change
// time), a damaged cache is rebuilt and never gives a wrong summary, best costs follow the
// catalog, watcher events update single entries, the periodic check only stats files and
// backs off while nothing changes, and the table model with its search proxy filters the
// cached summaries (ScenarioLibrary::search's rule) and follows changes row by row.
#include "estimator/capacity.h"
#include "library.h"
#include "library_p.h"
#include "librarymodel.h"
#include "presets.h"

#include "../support/libraryfixtures.h"

#include <QAbstractItemModelTester>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

using namespace gpuplanner;

namespace {

using namespace fixtures;

std::shared_ptr<const Catalog> smallCatalog(double hourly)
{
    return sharedOneA100Catalog(hourly);
}

QStringList names(const std::vector<LibraryEntry> &entries)
{
    QStringList out;
    for (const LibraryEntry &e : entries)
        out << e.name;
    return out;
}

} // namespace

class TestLibraryIndex : public QObject
{
    Q_OBJECT

private:
    PresetLibrary m_presets;

    Scenario job(const QString &name, int batch = 1, Task task = Task::Lora) const
    {
        return trainingScenario(m_presets, name, batch, task);
    }

    // The files written so far become older than the index's "may still change" window
    // (kRacyMs), as two seconds' wait would make them: the index's clock moves ahead.
    static void ageFiles() { librarydetail::ageIndexedFilesForTests(librarydetail::kRacyMs + 100); }

    // count files "Plan 1" … "Plan count", written as another program would, and aged.
    void fill(const QString &dir, int count)
    {
        QVERIFY(writePlans(dir, count, m_presets));
        ageFiles();
    }

    // The library on `dir`, its index cache in `cache`: the set-up most tests share.
    static bool openOn(ScenarioLibrary &library, const QTemporaryDir &dir,
                       const QTemporaryDir &cache)
    {
        library.setCachePath(cache.filePath(QStringLiteral("index.idx")));
        return library.setFolder(dir.path());
    }

    // Another program renames "Plan n" inside its file to name.
    static bool rename(const QString &dir, int n, const QString &name)
    {
        const QString path = dir + QStringLiteral("/Plan %1.gpuplan.json").arg(n);
        QByteArray bytes = readAll(path);
        const QByteArray from = QStringLiteral("\"Plan %1\"").arg(n).toUtf8();
        if (!bytes.contains(from))
            return false;
        bytes.replace(from, QStringLiteral("\"%1\"").arg(name).toUtf8());
        return writeInPlace(path, bytes);
    }

    // The summaries listed by a library that starts afresh on the same cache.
    std::vector<LibraryEntry> restart(const QString &dir, const QString &cachePath,
                                      LibraryIndexStats *stats = nullptr) const
    {
        ScenarioLibrary library(&m_presets);
        library.setCachePath(cachePath);
        library.setCatalog(smallCatalog(30));
        if (!library.setFolder(dir))
            return {};
        auto out = library.entries();
        if (stats)
            *stats = library.indexStats();
        return out;
    }

    static void compareSummaries(const std::vector<LibraryEntry> &a,
                                 const std::vector<LibraryEntry> &b)
    {
        QCOMPARE(names(a), names(b));
        for (std::size_t i = 0; i < a.size(); ++i) {
            QCOMPARE(a[i].path, b[i].path);
            QCOMPARE(a[i].fileTime, b[i].fileTime);
            QCOMPARE(a[i].model, b[i].model);
            QCOMPARE(a[i].needPerGpuGib, b[i].needPerGpuGib);
            QCOMPARE(a[i].bestTotalCost, b[i].bestTotalCost);
            QCOMPARE(a[i].hash, b[i].hash);
        }
    }

    // A cache of count files, then "Plan 1" renamed, saved, "Plan 2" renamed, saved: two
    // records in the journal. Returns the listing after them.
    std::vector<LibraryEntry> cacheWithTwoJournalRecords(const QString &dir,
                                                         const QString &cachePath)
    {
        std::vector<LibraryEntry> out;
        ScenarioLibrary library(&m_presets);
        library.setCachePath(cachePath);
        library.setCatalog(smallCatalog(30));
        if (!library.setFolder(dir))
            return out;
        library.entries();
        for (int n : {1, 2}) {
            if (!rename(dir, n, QStringLiteral("Changed %1").arg(n)))
                return out;
            ageFiles(); // older than "may still change": trusted when listed again
            out = library.entries();
        }
        if (library.indexStats().cacheWrites != 1 || library.indexStats().journalWrites != 2)
            return {};
        return out;
    }

private Q_SLOTS:
    void init() { librarydetail::resetIndexClockForTests(); }
    void initTestCase() { QVERIFY2(m_presets.load(), qPrintable(m_presets.errorString())); }

    void secondListingReadsNoFile()
    {
        QTemporaryDir dir, cache;
        fill(dir.path(), 12);
        const QString cachePath = cache.filePath(QStringLiteral("index.idx"));
        std::vector<LibraryEntry> first;
        {
            ScenarioLibrary library(&m_presets);
            library.setCachePath(cachePath);
            library.setCatalog(smallCatalog(30));
            QVERIFY(library.setFolder(dir.path()));
            first = library.entries();
            QCOMPARE(int(first.size()), 12);
            QCOMPARE(library.indexStats().reads, 12);
            QVERIFY(!library.indexStats().cacheLoaded);
        }
        QVERIFY(QFile::exists(cachePath));
        ScenarioLibrary again(&m_presets);
        again.setCachePath(cachePath);
        again.setCatalog(smallCatalog(30));
        QVERIFY(again.setFolder(dir.path()));
        const auto second = again.entries();
        QCOMPARE(again.indexStats().reads, 0);
        QVERIFY(again.indexStats().cacheLoaded);
        QCOMPARE(again.indexStats().cachedEntries, 12);
        QCOMPARE(names(second), names(first));
        for (std::size_t i = 0; i < first.size(); ++i) {
            QCOMPARE(second[i].path, first[i].path);
            QCOMPARE(second[i].tags, first[i].tags);
            QCOMPARE(second[i].model, first[i].model);
            QCOMPARE(second[i].needPerGpuGib, first[i].needPerGpuGib);
            QCOMPARE(second[i].bestTotalCost, first[i].bestTotalCost);
            QCOMPARE(second[i].hash, first[i].hash);
        }
    }

    // A file younger than kRacyMs may change again within its time stamp (a file system
    // with coarse times, a writer still at work): its summary is not trusted, and the next
    // listing reads it again. Once older, one more read makes it trusted, and a listing
    // after that reads nothing. The index's clock is moved, not waited for.
    void youngFilesAreReadAgain()
    {
        QTemporaryDir dir, cache;
        QVERIFY(writePlans(dir.path(), 3, m_presets)); // just written: young
        const QString cachePath = cache.filePath(QStringLiteral("index.idx"));
        auto readsOfAListing = [&] {
            ScenarioLibrary library(&m_presets);
            library.setCachePath(cachePath);
            library.setCatalog(smallCatalog(30));
            if (!library.setFolder(dir.path()) || library.entries().size() != 3)
                return -1;
            return library.indexStats().reads;
        };
        QCOMPARE(readsOfAListing(), 3);
        QCOMPARE(readsOfAListing(), 3); // still young: read again
        ageFiles();
        QCOMPARE(readsOfAListing(), 3); // now old: read once more, and trusted
        QCOMPARE(readsOfAListing(), 0);
    }

    void summaryHasModelTaskNeedAndBestCost()
    {
        QTemporaryDir dir, cache;
        ScenarioLibrary library(&m_presets);
        library.setCachePath(cache.filePath(QStringLiteral("i.idx")));
        QVERIFY(library.setFolder(dir.path()));
        const Scenario s = job(QStringLiteral("Costed"), 2);
        QVERIFY(writeInPlace(dir.filePath(QStringLiteral("Costed.gpuplan.json")), bytesOf(s)));
        Scenario serve = job(QStringLiteral("Served"), 8, Task::Inference);
        serve.workload.promptLen = 512;
        serve.workload.outputLen = 256;
        QVERIFY(writeInPlace(dir.filePath(QStringLiteral("Served.gpuplan.json")), bytesOf(serve)));

        // No catalog: no cost, the rest is there.
        auto all = library.entries();
        QCOMPARE(all.size(), std::size_t(2));
        QCOMPARE(all[0].model, QString::fromStdString(s.workload.model.name));
        QCOMPARE(all[0].task, std::optional<Task>(Task::Lora));
        QCOMPARE(*all[0].needPerGpuGib, estimateMemory(s.workload).perGpu.totalGib);
        QVERIFY(!all[0].bestCost());

        // With a catalog: the planner's best fitting option.
        library.setCatalog(smallCatalog(30));
        all = library.entries();
        const Plan plan = makePlan(s.workload, *smallCatalog(30), s.plan);
        QVERIFY(plan.rows.front().totalCost);
        QCOMPARE(all[0].bestType, QStringLiteral("ecs.a100"));
        QCOMPARE(*all[0].bestTotalCost, *plan.rows.front().totalCost);
        QCOMPARE(all[0].bestCost(), all[0].bestTotalCost);
        QCOMPARE(all[0].currency, QStringLiteral("CNY"));
        QVERIFY(all[1].serving());
        QVERIFY(all[1].bestCostPerMillionTokens);
        QCOMPARE(all[1].bestCost(), all[1].bestCostPerMillionTokens);

        QVERIFY(!all[1].monthlyCost); // no traffic: no capacity plan

        // Issue 24 item 6: a serving scenario with its traffic shows what serving it costs a
        // month, the capacity plan's cheapest type and replicas.
        Scenario traffic = serve;
        traffic.name = "Traffic";
        TrafficProfile t;
        t.peakRps = 5;
        t.ttftTarget = 2;
        t.tpotTarget = 0.1;
        traffic.traffic = t;
        QVERIFY(
            writeInPlace(dir.filePath(QStringLiteral("Traffic.gpuplan.json")), bytesOf(traffic)));
        all = library.entries();
        QCOMPARE(all.size(), std::size_t(3));
        const LibraryEntry &withTraffic = all[2];
        QCOMPARE(withTraffic.name, QStringLiteral("Traffic"));
        t.promptMean = 512;
        t.outputMean = 256;
        const CapacityPlan capacity =
            makeCapacityPlan(traffic.workload, t, *smallCatalog(30), traffic.plan);
        QVERIFY(capacity.rows.front().verdict == CapacityVerdict::Serves);
        QVERIFY(withTraffic.monthlyCost);
        QCOMPARE(*withTraffic.monthlyCost, *capacity.rows.front().monthlyCost);
        QCOMPARE(withTraffic.replicas, capacity.rows.front().replicas);
        QCOMPARE(withTraffic.monthlyType, QStringLiteral("ecs.a100"));
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("Traffic.gpuplan.json"))));
        all = library.entries();

        // Prices change: the costs are computed again (the files are read again).
        const int before = library.indexStats().reads;
        library.setCatalog(smallCatalog(60));
        all = library.entries();
        QCOMPARE(library.indexStats().reads, before + 2);
        QVERIFY(qAbs(*all[0].bestTotalCost - 2 * *plan.rows.front().totalCost) <
                1e-6 * *all[0].bestTotalCost);
    }

    // The serving plan's monthly cost is kept in the index cache like the rest: a second
    // library reads no file and has the same figures.
    void monthlyCostIsCached()
    {
        QTemporaryDir dir, cache;
        Scenario serve = job(QStringLiteral("Traffic"), 8, Task::Inference);
        serve.workload.promptLen = 512;
        serve.workload.outputLen = 256;
        TrafficProfile t;
        t.peakRps = 5;
        t.ttftTarget = 2;
        t.tpotTarget = 0.1;
        serve.traffic = t;
        QVERIFY(writeInPlace(dir.filePath(QStringLiteral("Traffic.gpuplan.json")), bytesOf(serve)));
        ageFiles(); // older than the index's "may still change" window, as fill() does
        const QString cachePath = cache.filePath(QStringLiteral("index.idx"));
        std::vector<LibraryEntry> first;
        {
            ScenarioLibrary library(&m_presets);
            library.setCachePath(cachePath);
            library.setCatalog(smallCatalog(30));
            QVERIFY(library.setFolder(dir.path()));
            first = library.entries();
        }
        QVERIFY(first.at(0).monthlyCost);
        ScenarioLibrary again(&m_presets);
        again.setCachePath(cachePath);
        again.setCatalog(smallCatalog(30));
        QVERIFY(again.setFolder(dir.path()));
        const auto second = again.entries();
        QCOMPARE(again.indexStats().reads, 0);
        QCOMPARE(second.at(0).monthlyCost, first[0].monthlyCost);
        QCOMPARE(second.at(0).replicas, first[0].replicas);
        QCOMPARE(second.at(0).monthlyType, first[0].monthlyType);
    }

    void onlyChangedFilesAreRead()
    {
        QTemporaryDir dir, cache;
        fill(dir.path(), 6);
        const QString cachePath = cache.filePath(QStringLiteral("index.idx"));
        {
            ScenarioLibrary library(&m_presets);
            library.setCachePath(cachePath);
            QVERIFY(library.setFolder(dir.path()));
            QCOMPARE(int(library.entries().size()), 6);
        }
        // Another program changes one file (a new name), touches a second (same bytes)
        // and changes a third behind the same size and modification time.
        const QString changed = dir.filePath(QStringLiteral("Plan 2.gpuplan.json"));
        QVERIFY(writeInPlace(changed, bytesOf(job(QStringLiteral("Renamed by Bob"), 2))));
        const QString touched = dir.filePath(QStringLiteral("Plan 3.gpuplan.json"));
        QFile t(touched);
        QVERIFY(t.open(QIODevice::ReadWrite));
        QVERIFY(t.setFileTime(QDateTime::currentDateTime().addSecs(-3600),
                              QFileDevice::FileModificationTime));
        t.close();
        const QString sneaky = dir.filePath(QStringLiteral("Plan 4.gpuplan.json"));
        const QDateTime mtime = QFileInfo(sneaky).lastModified();
        QByteArray bytes = readAll(sneaky);
        const QByteArray from = "\"Plan 4\"", to = "\"Plan X\"";
        QVERIFY(bytes.contains(from));
        bytes.replace(from, to);
        QVERIFY(writeInPlace(sneaky, bytes));
        QFile s(sneaky);
        QVERIFY(s.open(QIODevice::ReadWrite));
        QVERIFY(s.setFileTime(mtime, QFileDevice::FileModificationTime));
        s.close();
        QCOMPARE(QFileInfo(sneaky).lastModified(), mtime);

        ScenarioLibrary again(&m_presets);
        again.setCachePath(cachePath);
        QVERIFY(again.setFolder(dir.path()));
        const auto all = again.entries();
        QCOMPARE(again.indexStats().reads, 3);
        QCOMPARE(again.indexStats().parses, 2); // the touched file hashed the same
        const QStringList listed = names(all);
        QVERIFY2(listed.contains(QStringLiteral("Renamed by Bob")), qPrintable(listed.join(',')));
        QVERIFY2(listed.contains(QStringLiteral("Plan X")), qPrintable(listed.join(',')));
        QVERIFY(listed.contains(QStringLiteral("Plan 3")));
        QVERIFY(!listed.contains(QStringLiteral("Plan 2")));
    }

    void damagedCacheIsRebuilt_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::newRow("one byte flipped") << QStringLiteral("flip");
        QTest::newRow("cut short") << QStringLiteral("truncate");
        QTest::newRow("empty") << QStringLiteral("empty");
        QTest::newRow("not a cache") << QStringLiteral("garbage");
        QTest::newRow("a folder") << QStringLiteral("folder");
    }

    void damagedCacheIsRebuilt()
    {
        QFETCH(QString, damage);
        QTemporaryDir dir, cache;
        fill(dir.path(), 4);
        const QString cachePath = cache.filePath(QStringLiteral("index.idx"));
        QStringList expected;
        {
            ScenarioLibrary library(&m_presets);
            library.setCachePath(cachePath);
            QVERIFY(library.setFolder(dir.path()));
            expected = names(library.entries());
        }
        QByteArray bytes = readAll(cachePath);
        QVERIFY(bytes.size() > 100);
        if (damage == QLatin1String("flip"))
            bytes[bytes.size() / 2] = char(bytes[bytes.size() / 2] ^ 0x20);
        else if (damage == QLatin1String("truncate"))
            bytes.truncate(bytes.size() / 3);
        else if (damage == QLatin1String("empty"))
            bytes.clear();
        else if (damage == QLatin1String("garbage"))
            bytes = QByteArray(4096, '\xff');
        if (damage == QLatin1String("folder")) {
            QVERIFY(QFile::remove(cachePath));
            QVERIFY(QDir().mkpath(cachePath));
        } else {
            QVERIFY(writeInPlace(cachePath, bytes));
        }

        ScenarioLibrary again(&m_presets);
        again.setCachePath(cachePath);
        QVERIFY(again.setFolder(dir.path()));
        QCOMPARE(names(again.entries()), expected);
        QVERIFY(!again.indexStats().cacheLoaded);
        QCOMPARE(again.indexStats().reads, 4);
        if (damage != QLatin1String("folder")) {
            QVERIFY2(!again.indexStats().cacheProblem.isEmpty() || bytes.isEmpty(),
                     qPrintable(again.indexStats().cacheProblem));
            QVERIFY(again.saveCache()); // rebuilt
            ScenarioLibrary third(&m_presets);
            third.setCachePath(cachePath);
            QVERIFY(third.setFolder(dir.path()));
            QCOMPARE(names(third.entries()), expected);
            QVERIFY(third.indexStats().cacheLoaded);
            QCOMPARE(third.indexStats().reads, 0);
        }
    }

    // A change after the cache was written appends only its entry to the journal; the cache
    // file is not written again; a library started afresh reads cache + journal and lists
    // the same summaries without reading a file.
    void changeWritesOnlyItsEntry()
    {
        QTemporaryDir dir, cache;
        fill(dir.path(), 12);
        const QString cachePath = cache.filePath(QStringLiteral("index.idx"));
        ScenarioLibrary library(&m_presets);
        library.setCachePath(cachePath);
        library.setCatalog(smallCatalog(30));
        QVERIFY(library.setFolder(dir.path()));
        QCOMPARE(int(library.entries().size()), 12);
        QCOMPARE(library.indexStats().cacheWrites, 1);
        const QString journal = library.journalPath();
        QVERIFY(!QFile::exists(journal));
        const QFileInfo before(cachePath);
        const QByteArray cacheBytes = readAll(cachePath);
        QTest::qWait(20); // a rewrite would show in the modification time

        QVERIFY(rename(dir.path(), 3, QStringLiteral("Renamed by Bob")));
        ageFiles();
        library.entries();
        QCOMPARE(library.indexStats().journalWrites, 1);
        QCOMPARE(library.indexStats().cacheWrites, 1);
        QFileInfo after(cachePath);
        QCOMPARE(after.size(), before.size());
        QCOMPARE(after.lastModified(), before.lastModified());
        QCOMPARE(readAll(cachePath), cacheBytes);
        const qint64 oneRecord = QFileInfo(journal).size();
        QVERIFY(oneRecord > 0);
        QVERIFY2(oneRecord < cacheBytes.size() / 4, qPrintable(QString::number(oneRecord)));

        // Removed: one more (shorter) record.
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("Plan 4.gpuplan.json"))));
        const auto listed = library.entries();
        QCOMPARE(int(listed.size()), 11);
        QCOMPARE(library.indexStats().journalWrites, 2);
        QCOMPARE(library.indexStats().cacheWrites, 1);
        const qint64 two = QFileInfo(journal).size();
        QVERIFY(two > oneRecord && two - oneRecord < oneRecord);
        QCOMPARE(readAll(cachePath), cacheBytes);

        LibraryIndexStats stats;
        const auto again = restart(dir.path(), cachePath, &stats);
        QVERIFY(stats.cacheLoaded);
        QCOMPARE(stats.journalEntries, 2);
        QVERIFY2(stats.journalProblem.isEmpty(), qPrintable(stats.journalProblem));
        QCOMPARE(stats.reads, 0);
        compareSummaries(again, listed);
        QVERIFY(names(again).contains(QStringLiteral("Renamed by Bob")));
        QVERIFY(!names(again).contains(QStringLiteral("Plan 4")));
    }

    // A crash while appending leaves a torn record: it and what follows are ignored (the
    // files they were for are read again), the rest of the journal is used, and the next
    // save writes the cache whole and drops the journal.
    void tornJournalIsIgnored_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::newRow("cut in the last record") << QStringLiteral("cut");
        QTest::newRow("a byte of the last record flipped") << QStringLiteral("flip");
        QTest::newRow("cut in the header") << QStringLiteral("header");
        QTest::newRow("another cache's journal") << QStringLiteral("stale");
    }

    void tornJournalIsIgnored()
    {
        QFETCH(QString, damage);
        QTemporaryDir dir, cache;
        fill(dir.path(), 6);
        const QString cachePath = cache.filePath(QStringLiteral("index.idx"));
        const auto expected = cacheWithTwoJournalRecords(dir.path(), cachePath);
        QCOMPARE(int(expected.size()), 6);
        const QString journal = cachePath + QStringLiteral(".journal");
        QByteArray bytes = readAll(journal);
        QVERIFY(bytes.size() > 100);
        int fromJournal = 1, reads = 1; // the first record is used, the second file read again
        if (damage == QLatin1String("cut")) {
            bytes.chop(5);
        } else if (damage == QLatin1String("flip")) {
            bytes[bytes.size() - 20] = char(bytes[bytes.size() - 20] ^ 0x01);
        } else if (damage == QLatin1String("header")) {
            bytes.truncate(20);
            fromJournal = 0;
            reads = 2;
        } else { // the cache was written again after this journal (a crash before it went)
            ScenarioLibrary folding(&m_presets);
            folding.setCachePath(cachePath);
            folding.setCatalog(smallCatalog(30));
            QVERIFY(folding.setFolder(dir.path()));
            folding.entries();
            QVERIFY(folding.saveCache(true));
            QCOMPARE(folding.indexStats().cacheWrites, 1);
            QVERIFY(!QFile::exists(journal));
            fromJournal = 0;
            reads = 0; // the folded cache has both changes
        }
        QVERIFY(writeInPlace(journal, bytes));

        ScenarioLibrary again(&m_presets);
        again.setCachePath(cachePath);
        again.setCatalog(smallCatalog(30));
        QVERIFY(again.setFolder(dir.path()));
        const auto listed = again.entries();
        QVERIFY(again.indexStats().cacheLoaded);
        QCOMPARE(again.indexStats().journalEntries, fromJournal);
        QVERIFY(!again.indexStats().journalProblem.isEmpty());
        QCOMPARE(again.indexStats().reads, reads);
        compareSummaries(listed, expected);
        // entries() saved: the cache written whole, the journal gone.
        QCOMPARE(again.indexStats().cacheWrites, 1);
        QCOMPARE(again.indexStats().journalWrites, 0);
        QVERIFY(!QFile::exists(journal));
        LibraryIndexStats stats;
        compareSummaries(restart(dir.path(), cachePath, &stats), expected);
        QCOMPARE(stats.reads, 0);
        QVERIFY(stats.journalProblem.isEmpty());
    }

    // The journal is folded into the cache (written whole, the journal removed) when it
    // grows past a quarter of the entries, and when the window's index closes.
    void journalIsFolded()
    {
        QTemporaryDir dir, cache;
        fill(dir.path(), 12);
        const QString cachePath = cache.filePath(QStringLiteral("index.idx"));
        const QString journal = cachePath + QStringLiteral(".journal");
        QByteArray oldCache, oldJournal;
        {
            ScenarioLibrary library(&m_presets);
            library.setCachePath(cachePath);
            library.setCatalog(smallCatalog(30));
            QVERIFY(library.setFolder(dir.path()));
            library.entries();
            auto touchAll = [&](int hoursAgo) {
                for (int n = 1; n <= 12; ++n) {
                    QFile f(dir.filePath(QStringLiteral("Plan %1.gpuplan.json").arg(n)));
                    QVERIFY(f.open(QIODevice::ReadWrite));
                    QVERIFY(f.setFileTime(QDateTime::currentDateTime().addSecs(-3600 * hoursAgo),
                                          QFileDevice::FileModificationTime));
                }
            };
            touchAll(1);
            ageFiles();
            library.entries();
            QCOMPARE(library.indexStats().journalWrites, 1); // 12 records: under 16
            QVERIFY(QFile::exists(journal));
            oldCache = readAll(cachePath);
            oldJournal = readAll(journal);
            touchAll(2);
            ageFiles();
            library.entries();
            QCOMPARE(library.indexStats().journalWrites, 1); // 24 would be: folded
            QCOMPARE(library.indexStats().cacheWrites, 2);
            QVERIFY(!QFile::exists(journal));
        }
        LibraryIndexStats stats;
        restart(dir.path(), cachePath, &stats);
        QCOMPARE(stats.reads, 0);
        QCOMPARE(stats.journalEntries, 0);

        // The window: a colleague's new file is appended a moment later; closing folds it.
        const qint64 cacheSize = QFileInfo(cachePath).size();
        const QDateTime cacheTime = QFileInfo(cachePath).lastModified();
        {
            ScenarioLibrary window(&m_presets);
            window.setCachePath(cachePath);
            window.setCatalog(smallCatalog(30));
            QVERIFY(window.setFolder(dir.path()));
            window.activate();
            QTRY_VERIFY_WITH_TIMEOUT(!window.isIndexing(), 20000);
            QVERIFY(QProcess::execute(QStringLiteral("cp"),
                                      {dir.filePath(QStringLiteral("Plan 1.gpuplan.json")),
                                       dir.filePath(QStringLiteral("Copied.gpuplan.json"))}) == 0);
            QTRY_COMPARE_WITH_TIMEOUT(window.indexStats().journalWrites, 1, 10000);
            QCOMPARE(window.indexStats().cacheWrites, 0);
            QCOMPARE(QFileInfo(cachePath).size(), cacheSize);
            QCOMPARE(QFileInfo(cachePath).lastModified(), cacheTime);
            QVERIFY(QFile::exists(journal));
        }
        QVERIFY(!QFile::exists(journal));
        QVERIFY(QFileInfo(cachePath).size() > cacheSize);
        restart(dir.path(), cachePath, &stats);
        QCOMPARE(stats.cachedEntries, 13);
        QCOMPARE(stats.journalEntries, 0);

        // A journal grown large elsewhere (24 records for 12 files) is folded when read.
        QVERIFY(writeInPlace(cachePath, oldCache));
        QVERIFY(writeInPlace(journal, oldJournal + oldJournal.mid(40)));
        restart(dir.path(), cachePath, &stats);
        QCOMPARE(stats.journalEntries, 24);
        QCOMPARE(stats.cacheWrites, 1);
        QVERIFY(!QFile::exists(journal));
    }

    void cacheOfAnotherFolderIsNotUsed()
    {
        QTemporaryDir a, b, cache;
        fill(a.path(), 2);
        QVERIFY(writeInPlace(b.filePath(QStringLiteral("Other.gpuplan.json")),
                             bytesOf(job(QStringLiteral("Other")))));
        const QString cachePath = cache.filePath(QStringLiteral("index.idx"));
        {
            ScenarioLibrary library(&m_presets);
            library.setCachePath(cachePath);
            QVERIFY(library.setFolder(a.path()));
            QCOMPARE(int(library.entries().size()), 2);
        }
        ScenarioLibrary other(&m_presets);
        other.setCachePath(cachePath);
        QVERIFY(other.setFolder(b.path()));
        QCOMPARE(names(other.entries()), QStringList{QStringLiteral("Other")});
        QVERIFY(other.indexStats().cacheProblem.contains(QLatin1String("another folder")));
        // The default cache path is per folder, outside it.
        QVERIFY(ScenarioLibrary::defaultCachePath(a.path()) !=
                ScenarioLibrary::defaultCachePath(b.path()));
        QVERIFY(!ScenarioLibrary::defaultCachePath(a.path()).startsWith(a.path()));
    }

    void watcherUpdatesOneEntry_data()
    {
        QTest::addColumn<bool>("inotify");
        QTest::newRow("inotify on the folder (Linux)") << true;
        QTest::newRow("QFileSystemWatcher (other systems)") << false;
    }

    void watcherUpdatesOneEntry()
    {
        QFETCH(bool, inotify);
        ScenarioLibrary::setInotifyEnabled(inotify);
        auto restore = qScopeGuard([] { ScenarioLibrary::setInotifyEnabled(true); });
        QTemporaryDir dir, cache;
        fill(dir.path(), 20);
        ScenarioLibrary library(&m_presets);
        QVERIFY(openOn(library, dir, cache));
        QSignalSpy updated(&library, &ScenarioLibrary::entryUpdated);
        QSignalSpy removed(&library, &ScenarioLibrary::entryRemoved);
        library.activate();
        QTRY_VERIFY_WITH_TIMEOUT(!library.isIndexing(), 20000);
        QCOMPARE(updated.count(), 20);
        QCOMPARE(library.cachedEntries().size(), std::size_t(20));
        const int reads = library.indexStats().reads;
        updated.clear();

        // Another process writes a new file: it is listed, and only it was read.
        const QString source = dir.filePath(QStringLiteral("Plan 1.gpuplan.json"));
        const QString copy = dir.filePath(QStringLiteral("Copied.gpuplan.json"));
        QVERIFY(QProcess::execute(QStringLiteral("cp"), {source, copy}) == 0);
        QTRY_VERIFY_WITH_TIMEOUT(library.cachedEntry(copy) != nullptr, 5000);
        QCOMPARE(library.indexStats().reads, reads + 1);
        QCOMPARE(updated.count(), 1);
        QCOMPARE(updated.first().first().toString(), copy);

        // Changed in place by another process.
        QTest::qWait(100);
        QByteArray bytes = readAll(copy);
        bytes.replace("\"Plan 1\"", "\"Changed in place\"");
        QVERIFY(writeInPlace(copy, bytes));
        QTRY_COMPARE_WITH_TIMEOUT(library.cachedEntry(copy)->name,
                                  QStringLiteral("Changed in place"), 5000);

        // Removed.
        QVERIFY(QFile::remove(copy));
        QTRY_VERIFY_WITH_TIMEOUT(library.cachedEntry(copy) == nullptr, 5000);
        QCOMPARE(removed.count(), 1);
        QCOMPARE(int(library.cachedEntries().size()), 20);
    }

    void pollOnlyStatsAndBacksOff()
    {
        QTemporaryDir dir, cache;
        fill(dir.path(), 5);
        // No watcher (a network folder's changes raise no event here): the check alone.
        ScenarioLibrary::setWatchingEnabled(false);
        auto restore = qScopeGuard([] { ScenarioLibrary::setWatchingEnabled(true); });
        ScenarioLibrary library(&m_presets);
        QVERIFY(openOn(library, dir, cache));
        library.setPollIntervals(40, 320);
        library.activate();
        QCOMPARE(library.pollIntervalMs(), 40);
        QTRY_VERIFY_WITH_TIMEOUT(!library.isIndexing(), 20000);
        QTRY_COMPARE_WITH_TIMEOUT(library.pollIntervalMs(), 320, 5000); // 40, 80, 160, 320
        const int reads = library.indexStats().reads;
        const int scans = library.indexStats().scans;
        QTest::qWait(800);
        QVERIFY(library.indexStats().scans > scans); // it keeps checking…
        QCOMPARE(library.indexStats().reads, reads); // …by file times only

        // A change only the check found brings the interval back to the shortest.
        QVERIFY(writeInPlace(dir.filePath(QStringLiteral("New.gpuplan.json")),
                             bytesOf(job(QStringLiteral("New")))));
        QTRY_VERIFY_WITH_TIMEOUT(library.pollIntervalMs() < 320, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(library.cachedEntries().size() == 6, 5000);
    }

    void localWatchedFolderPollsRarely()
    {
#ifndef Q_OS_LINUX
        QSKIP("inotify only");
#endif
        QTemporaryDir dir, cache;
        fill(dir.path(), 3);
        ScenarioLibrary library(&m_presets);
        QVERIFY(openOn(library, dir, cache));
        library.setPollIntervals(40, 5000);
        library.activate();
        // inotify sees every change on a local file system: the check starts backed off…
        QCOMPARE(library.pollIntervalMs(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!library.isIndexing(), 20000);
        const int scans = library.indexStats().scans;
        // …and a change the watcher reported does not bring it back.
        const QString added = dir.filePath(QStringLiteral("Added.gpuplan.json"));
        QVERIFY(writeInPlace(added, bytesOf(job(QStringLiteral("Added")))));
        QTRY_VERIFY_WITH_TIMEOUT(library.cachedEntry(added) != nullptr, 5000);
        QTest::qWait(300);
        QCOMPARE(library.pollIntervalMs(), 5000);
        QCOMPARE(library.indexStats().scans, scans);
    }

    // The first indexing reads, parses and ranks on worker threads: it reports its progress,
    // and results computed for a catalog or a folder that changed since are dropped.
    void firstIndexingReportsProgress()
    {
        QTemporaryDir dir, cache;
        fill(dir.path(), 24);
        ScenarioLibrary library(&m_presets);
        library.setCachePath(cache.filePath(QStringLiteral("index.idx")));
        library.setCatalog(smallCatalog(30));
        QVERIFY(library.setFolder(dir.path()));
        QSignalSpy progress(&library, &ScenarioLibrary::indexingProgress);
        library.activate();
        QTRY_VERIFY_WITH_TIMEOUT(!library.isIndexing(), 20000);
        QCOMPARE(library.cachedEntries().size(), std::size_t(24));
        QVERIFY(!progress.isEmpty());
        int most = 0, lastDone = -1;
        for (const QList<QVariant> &p : std::as_const(progress)) {
            most = std::max(most, p.at(1).toInt());
            if (p.at(1).toInt() > 0) {
                QVERIFY(p.at(0).toInt() >= lastDone); // done only grows
                lastDone = p.at(0).toInt();
            }
        }
        QCOMPARE(most, 24);
        QCOMPARE(lastDone, 24);
        QCOMPARE(progress.last().at(1).toInt(), 0); // idle again
        QCOMPARE(library.indexingTotal(), 0);
        QCOMPARE(library.indexStats().parses, 24);
    }

    void staleResultsAreDropped()
    {
        QTemporaryDir dir, other, cache;
        fill(dir.path(), 30);
        ScenarioLibrary library(&m_presets);
        library.setCachePath(cache.filePath(QStringLiteral("index.idx")));
        library.setCatalog(smallCatalog(30));
        QVERIFY(library.setFolder(dir.path()));
        library.activate();
        // Prices change while the files are being read: every cost ends up with the new ones.
        QTRY_VERIFY_WITH_TIMEOUT(library.indexedCount() > 0 || !library.isIndexing(), 20000);
        library.setCatalog(smallCatalog(60));
        QTRY_VERIFY_WITH_TIMEOUT(!library.isIndexing(), 20000);
        const auto fresh = smallCatalog(60);
        for (const LibraryEntry &e : library.cachedEntries()) {
            const auto s = library.open(e.path);
            QVERIFY(s);
            const Plan plan = makePlan(s->workload, *fresh, s->plan);
            QVERIFY2(e.bestTotalCost && qAbs(*e.bestTotalCost - *plan.rows.front().totalCost) <
                                            1e-9 * *e.bestTotalCost,
                     qPrintable(e.name));
        }

        // Another folder while files are being read: nothing of the first one arrives.
        library.setCatalog(smallCatalog(90));
        QVERIFY(library.isIndexing());
        QVERIFY(library.setFolder(other.path()));
        QSignalSpy updated(&library, &ScenarioLibrary::entryUpdated);
        QTRY_VERIFY_WITH_TIMEOUT(!library.isIndexing(), 20000);
        QTest::qWait(200);
        QVERIFY(library.cachedEntries().empty());
        QVERIFY(updated.isEmpty());
    }

    void modelAndSearchProxy()
    {
        QTemporaryDir dir, cache;
        fill(dir.path(), 3);
        Scenario odd = job(QStringLiteral("Odd one"));
        odd.author = QStringLiteral("Zoë Author");
        odd.notes = QStringLiteral("Needs the H800 quota");
        QVERIFY(writeInPlace(dir.filePath(QStringLiteral("Odd.gpuplan.json")), bytesOf(odd)));
        QVERIFY(writeInPlace(dir.filePath(QStringLiteral("Broken.gpuplan.json")), "{ not json"));
        ScenarioLibrary library(&m_presets);
        library.setCachePath(cache.filePath(QStringLiteral("index.idx")));
        library.setCatalog(smallCatalog(30));
        QVERIFY(library.setFolder(dir.path()));
        LibraryModel model(&library);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        LibraryFilterProxy proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester proxyTester(
            &proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.sort(int(LibraryModel::Column::Name));
        model.attach();
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 5, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!library.isIndexing(), 20000);

        // The columns the library shows.
        const int row = model.rowOf(dir.filePath(QStringLiteral("Odd.gpuplan.json")));
        QVERIFY(row >= 0);
        auto cell = [&](LibraryModel::Column c, int role = Qt::DisplayRole) {
            return model.data(model.index(row, int(c)), role);
        };
        QCOMPARE(cell(LibraryModel::Column::Name).toString(), QStringLiteral("Odd one"));
        QCOMPARE(cell(LibraryModel::Column::Model).toString(),
                 QString::fromStdString(odd.workload.model.name));
        QCOMPARE(cell(LibraryModel::Column::Task).toString(), LibraryModel::taskLabel(Task::Lora));
        QVERIFY(cell(LibraryModel::Column::NeedPerGpu).toString().endsWith(QLatin1String("GiB")));
        QVERIFY2(cell(LibraryModel::Column::BestCost).toString().endsWith(QLatin1String("CNY")),
                 qPrintable(cell(LibraryModel::Column::BestCost).toString()));
        const int broken = model.rowOf(dir.filePath(QStringLiteral("Broken.gpuplan.json")));
        QVERIFY(model.data(model.index(broken, 0), Qt::DisplayRole)
                    .toString()
                    .contains(QLatin1String("cannot be read")));
        QVERIFY(model.data(model.index(broken, 0), LibraryModel::ErrorRole)
                    .toString()
                    .contains(QLatin1String("not valid JSON")));

        // The search filters the cached summaries by the library's rule, without reading.
        auto shown = [&] {
            QStringList out;
            for (int r = 0; r < proxy.rowCount(); ++r)
                out << proxy.index(r, 0).data().toString();
            return out;
        };
        for (const QString &text : {QStringLiteral("plan"), QStringLiteral("ZOË"),
                                    QStringLiteral("h800"), QStringLiteral("tag-plan plan 2"),
                                    QStringLiteral("nothing like this"), QStringLiteral("  ")}) {
            const int reads = library.indexStats().reads;
            proxy.setSearchText(text);
            QStringList viaProxy = shown();
            QCOMPARE(library.indexStats().reads, reads);
            QStringList viaLibrary = names(library.search(text));
            for (QString &n : viaLibrary) {
                if (n == QLatin1String("Broken"))
                    n = QStringLiteral("Broken.gpuplan.json (cannot be read)");
            }
            QCOMPARE(viaProxy, viaLibrary);
        }

        // Sorted by name; by need per GPU.
        proxy.setSearchText(QString());
        QCOMPARE(shown().first(), QStringLiteral("Broken.gpuplan.json (cannot be read)"));
        proxy.setSearchText(QStringLiteral("plan"));
        proxy.sort(int(LibraryModel::Column::NeedPerGpu), Qt::DescendingOrder);
        QCOMPARE(shown(), (QStringList{QStringLiteral("Plan 3"), QStringLiteral("Plan 2"),
                                       QStringLiteral("Plan 1")})); // by batch
        proxy.setSearchText(QString());

        // A new file by someone else: one row more.
        QVERIFY(writeInPlace(dir.filePath(QStringLiteral("Late.gpuplan.json")),
                             bytesOf(job(QStringLiteral("Late")))));
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 6, 5000);
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("Late.gpuplan.json"))));
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 5, 5000);
    }

    // Rows arriving one by one in any order (the first indexing): each is found at its row
    // (the row numbers are counted again lazily after insertions and removals).
    void modelRowsFoundAfterInsertions()
    {
        QTemporaryDir dir, cache;
        fill(dir.path(), 30);
        ScenarioLibrary library(&m_presets);
        QVERIFY(openOn(library, dir, cache));
        LibraryModel model(&library);
        QAbstractItemModelTester tester(&model);
        model.attach();
        QTRY_VERIFY_WITH_TIMEOUT(!library.isIndexing(), 20000);
        QCOMPARE(model.rowCount(), 30);
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("Plan 7.gpuplan.json"))));
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 29, 5000);
        model.sort(int(LibraryModel::Column::NeedPerGpu), Qt::DescendingOrder);
        QVERIFY(writeInPlace(dir.filePath(QStringLiteral("Plan 7.gpuplan.json")),
                             bytesOf(job(QStringLiteral("Plan 7"), 7))));
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 30, 5000);
        for (int r = 0; r < model.rowCount(); ++r)
            QCOMPARE(model.rowOf(model.entryAt(r).path), r);
        QCOMPARE(model.rowOf(dir.filePath(QStringLiteral("Nope.gpuplan.json"))), -1);
    }

    // Batches of new rows go in as blocks (one insertion, then one layout change to their
    // sorted places), not a row at a time: the rows end up sorted, each found at its row,
    // and a row the user holds (a persistent index: the selection) stays on its file. How
    // many results a batch of the first indexing holds depends on the machine's speed (under
    // the sanitizers a 100 ms batch holds a few), so the batches are given to the model here:
    // the library's own signal, with every entry indexed and the model's rows removed first.
    // That a real first indexing's batches are large enough to be blocks is measured by
    // bench_library, not held here.
    void modelTakesBatchesAsBlocks()
    {
        QTemporaryDir dir, cache;
        fill(dir.path(), 200);
        ScenarioLibrary library(&m_presets);
        QVERIFY(openOn(library, dir, cache));
        LibraryModel model(&library);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.attach();
        QTRY_VERIFY_WITH_TIMEOUT(!library.isIndexing(), 20000);
        QCOMPARE(model.rowCount(), 200);
        QStringList paths;
        for (int r = 0; r < model.rowCount(); ++r)
            paths << model.entryAt(r).path;
        Q_EMIT library.entriesChanged({}, paths);
        QCOMPARE(model.rowCount(), 0);

        // Back in an order unlike the model's (every seventh name first), in two batches.
        QStringList shuffled;
        for (int start = 0; start < 7; ++start)
            for (qsizetype i = start; i < paths.size(); i += 7)
                shuffled << paths[i];
        QCOMPARE(shuffled.size(), paths.size());
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy reordered(&model, &QAbstractItemModel::layoutChanged);
        Q_EMIT library.entriesChanged(shuffled.mid(0, 60), {});
        QCOMPARE(model.rowCount(), 60);
        const QPersistentModelIndex held = model.index(59, 0); // the batch's last row
        const QString heldPath = held.data(LibraryModel::PathRole).toString();
        // The second batch names one path twice: one row.
        Q_EMIT library.entriesChanged(shuffled.mid(60) << shuffled.last(), {});
        QCOMPARE(model.rowCount(), 200);
        QCOMPARE(inserted.count(), 2);
        QCOMPARE(reordered.count(), 2);
        QVERIFY(held.isValid());
        QCOMPARE(held.data(LibraryModel::PathRole).toString(), heldPath);
        QCOMPARE(held.row(), model.rowOf(heldPath));
        QVERIFY(held.row() > 59); // rows of the second batch went before it
        for (int r = 0; r < model.rowCount(); ++r) {
            QCOMPARE(model.entryAt(r).path, paths[r]); // the order of the first indexing
            QCOMPARE(model.rowOf(model.entryAt(r).path), r);
        }

        // A batch below the block size goes in a row at a time, each at its place.
        Q_EMIT library.entriesChanged({}, shuffled.mid(0, 5));
        inserted.clear();
        reordered.clear();
        Q_EMIT library.entriesChanged(shuffled.mid(0, 5), {});
        QCOMPARE(inserted.count(), 5);
        QCOMPARE(reordered.count(), 0);
        for (int r = 0; r < model.rowCount(); ++r)
            QCOMPARE(model.entryAt(r).path, paths[r]);
    }

    // The results' signals go out in the turn after they were taken (a turn with both was
    // 10–15 ms at 9,000 rows): until they are out the library is still indexing, so a page
    // that sees it idle sees every row. The event loop runs one pass at a time, and the rows
    // are counted after the first pass that leaves the library idle.
    void idleMeansEveryRowIsListed()
    {
        QTemporaryDir dir, cache;
        fill(dir.path(), 60);
        ScenarioLibrary library(&m_presets);
        QVERIFY(openOn(library, dir, cache));
        LibraryModel model(&library);
        model.attach();
        QDeadlineTimer deadline(20000);
        while (library.isIndexing() && !deadline.hasExpired())
            QCoreApplication::processEvents(); // one pass: a timer started in it fires later
        QVERIFY(!library.isIndexing());
        QCOMPARE(int(library.cachedEntries().size()), 60);
        QCOMPARE(model.rowCount(), 60);
    }

    // A file deleted through the library while the signal of its result still waits for
    // the next turn: one removal goes out, no update of a file that is gone, and whenever
    // the library says it is idle (0, 0) it is (the page then shows the empty-folder note).
    void deleteWhileItsSignalWaits()
    {
        QTemporaryDir dir, cache;
        fill(dir.path(), 1);
        const QString file = dir.filePath(QStringLiteral("Plan 1.gpuplan.json"));
        ScenarioLibrary library(&m_presets);
        QVERIFY(openOn(library, dir, cache));
        auto *flushTimer = library.findChild<QTimer *>(QStringLiteral("libraryFlush"));
        QVERIFY(flushTimer);
        QStringList updatedAfter;
        bool removing = false;
        connect(&library, &ScenarioLibrary::entryUpdated, this, [&](const QString &path) {
            if (removing)
                updatedAfter << path;
        });
        int idleWhileIndexing = 0;
        connect(&library, &ScenarioLibrary::indexingProgress, this, [&](int done, int total) {
            if (done == 0 && total == 0 && library.isIndexing())
                ++idleWhileIndexing;
        });
        QSignalSpy removed(&library, &ScenarioLibrary::entryRemoved);
        library.activate();
        // One pass at a time, until the result is taken in and its signal waits.
        QDeadlineTimer deadline(20000);
        while (!flushTimer->isActive() && library.isIndexing() && !deadline.hasExpired())
            QCoreApplication::processEvents();
        QVERIFY2(flushTimer->isActive(), "the result's signal never waited for a turn");
        QVERIFY(library.cachedEntry(file));
        removing = true;
        QVERIFY(library.remove(file));
        QTRY_VERIFY_WITH_TIMEOUT(!library.isIndexing(), 5000);
        QCOMPARE(updatedAfter, QStringList());
        QCOMPARE(removed.count(), 1);
        QCOMPARE(idleWhileIndexing, 0);
        QVERIFY(library.cachedEntries().empty());
    }

    // The only name the worker listed is gone when the listing is taken in: its check, in
    // the next turn, finds nothing to read, and the library still says it is idle (0, 0).
    void listedFileGoneBeforeItsCheck()
    {
        QTemporaryDir dir, cache;
        const QString file = dir.filePath(QStringLiteral("Only.gpuplan.json"));
        QVERIFY(writeInPlace(file, "{}"));
        ScenarioLibrary library(&m_presets);
        QVERIFY(openOn(library, dir, cache));
        QSignalSpy progress(&library, &ScenarioLibrary::indexingProgress);
        library.activate();
        QThread::msleep(500); // the worker lists the file; the GUI thread has not taken it in
        QVERIFY(QFile::remove(file));
        QTRY_VERIFY_WITH_TIMEOUT(!library.isIndexing(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty(), 5000);
        QCOMPARE(progress.last(), (QVariantList{0, 0}));
        QVERIFY(library.cachedEntries().empty());
    }

    // The window's listing of the folder runs on a worker: activate() returns before a name
    // is read, and the library says it is indexing until the listing is in and worked off.
    void listingRunsOffTheGuiThread()
    {
        QTemporaryDir dir, cache;
        fill(dir.path(), 5);
        ScenarioLibrary library(&m_presets);
        QVERIFY(openOn(library, dir, cache));
        library.activate();
        QVERIFY(library.isIndexing());
        QCOMPARE(library.indexStats().scans, 0);
        QTRY_VERIFY_WITH_TIMEOUT(!library.isIndexing(), 20000);
        QCOMPARE(library.indexStats().scans, 1);
        QCOMPARE(int(library.cachedEntries().size()), 5);

        // An empty folder: once listed, the library says it is idle (the page then says
        // the folder is empty; while the names were listed it said "indexing").
        QTemporaryDir empty;
        ScenarioLibrary none(&m_presets);
        none.setCachePath(cache.filePath(QStringLiteral("none.idx")));
        QVERIFY(none.setFolder(empty.path()));
        QSignalSpy progress(&none, &ScenarioLibrary::indexingProgress);
        none.activate();
        QVERIFY(none.isIndexing());
        QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty(), 5000);
        QVERIFY(!none.isIndexing());
        QCOMPARE(progress.last(), (QVariantList{0, 0}));
    }
};

QTEST_MAIN(TestLibraryIndex)
#include "tst_libraryindex.moc"
