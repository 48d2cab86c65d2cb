// The team library in a temporary folder: a save/open round trip keeps every field, listing
// and search, duplicate, rename, delete into the trash and back, the conflict rules (two
// editors of one file; a new file onto an existing one), changed() for changes made by
// someone else, unreadable files listed with their error, share codes and their errors, and
// the differences between two scenarios and between saved and today's prices.
#include "library.h"
#include "presets.h"

#include "../support/libraryfixtures.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplanner;
using nlohmann::json;

namespace {

using namespace fixtures;

QStringList filesIn(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

// One A100 80 GiB instance type, priced in cn-test.
Catalog smallCatalog(double hourly = 30)
{
    return oneA100Catalog(hourly);
}

} // namespace

class TestLibrary : public QObject
{
    Q_OBJECT

private:
    PresetLibrary m_presets;

    // A scenario with every field away from its default, saved prices and unknown fields.
    Scenario fullScenario(const QString &name = QStringLiteral("Llama LoRA")) const
    {
        Scenario s = newScenario();
        s.name = name;
        s.author = QStringLiteral("测试者 Tester");
        s.notes = QStringLiteral("Line one\nline two, with \"quotes\" and 中文.");
        s.tags = {QStringLiteral("lora"), QStringLiteral("hangzhou")};
        s.revision = 4;
        s.presetId = QStringLiteral("llama-2-7b");
        s.workload.model = *m_presets.find(s.presetId);
        Workload &w = s.workload;
        w.task = Task::Lora;
        w.precision = Precision::Fp16;
        w.fp32MasterWeights = false;
        w.optimizer = Optimizer::AdamW8bit;
        w.batch = 3;
        w.seqLen = 1024;
        w.gradientCheckpointing = true;
        w.gradientAccumulation = 8;
        w.attention = Attention::Eager;
        w.loraRank = 64;
        w.loraTargets = LoraTargets::AllLinear;
        w.gpusPerNode = 2;
        w.sharding = Sharding::Zero2;
        w.offloadOptimizer = true;
        w.promptLen = 300;
        w.outputLen = 200;
        w.kvCachePrecision = Precision::Fp8;
        w.engine = Engine::Vllm;
        w.vllmGpuMemoryUtilization = 0.85;
        w.loading = Loading::FullCopyPerRank;
        w.dataLoaderWorkers = 6;
        PlanOptions &p = s.plan;
        p.region = "cn-hangzhou";
        p.pricing = PricingMode::Spot;
        p.headroomPct = 12.5;
        p.mfu = 0.35;
        p.datasetTokens = 2.5e9;
        p.epochs = 3;
        p.servingHours = 100;
        p.maxNodes = 4;
        p.maxGpus = 16;
        p.families = {"gn7i", "gn8v"};
        p.budget = 1234.5;
        p.deadlineHours = 72;
        p.currency = "USD";
        p.cnyPerUsd = 7.1;
        p.spotDiscountPct = 18;
        p.spotInterruptionRatePct = 3;
        p.checkpointWriteHours = 0.25;
        p.restartHours = 0.5;
        p.checkpointIntervalHours = 2;
        p.subscriptionMonths = 6;
        s.prices = {price("ecs.a100", 30),
                    price("ecs.a100", 9000, PricingMode::Subscription, PriceUnit::Month)};
        s.pricesSavedAt = QStringLiteral("2026-01-02T03:04:05Z");
        s.unknown["team_label"] = "kept";
        s.unknown["future"] = {{"nested", 1}};
        return s;
    }

    // A small LoRA job that fits one A100 of smallCatalog().
    Scenario loraJob(int batch) const
    {
        Scenario s = newScenario();
        s.name = QStringLiteral("LoRA batch %1").arg(batch);
        s.presetId = QStringLiteral("llama-2-7b");
        s.workload.model = *m_presets.find(s.presetId);
        s.workload.task = Task::Lora;
        s.workload.batch = batch;
        s.workload.seqLen = 512;
        s.workload.gradientCheckpointing = true;
        s.plan.region = kRegion;
        s.plan.datasetTokens = 1e8;
        return s;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_presets.load(), qPrintable(m_presets.errorString()));
        QVERIFY(m_presets.find(QStringLiteral("llama-2-7b")));
    }

    void setFolderCreatesIt()
    {
        QTemporaryDir dir;
        ScenarioLibrary library(&m_presets);
        const QString folder = dir.filePath(QStringLiteral("team/library"));
        QVERIFY2(library.setFolder(folder), qPrintable(library.errorString()));
        QVERIFY(QFileInfo(folder).isDir());
        QCOMPARE(library.folder(), QDir::cleanPath(folder));
        QVERIFY(library.entries().empty());

        const QString file = dir.filePath(QStringLiteral("a file"));
        QVERIFY(writeInPlace(file, "x"));
        QVERIFY(!library.setFolder(file));
        QVERIFY2(library.errorString().contains(file), qPrintable(library.errorString()));
    }

    void saveOpenRoundTrip()
    {
        QTemporaryDir dir;
        ScenarioLibrary library(&m_presets);
        QVERIFY(library.setFolder(dir.path()));
        const Scenario s = fullScenario();
        const QString path = dir.filePath(ScenarioLibrary::fileNameFor(s.name));
        QByteArray hash;
        QCOMPARE(library.save(path, s, QByteArray(), nullptr, &hash), SaveResult::Saved);
        QCOMPARE(hash, ScenarioLibrary::hashOf(readAll(path)));
        QCOMPARE(hash.size(), 64); // SHA-256 in hex

        QByteArray openedHash;
        const auto back = library.open(path, &openedHash);
        QVERIFY2(back, qPrintable(library.errorString()));
        QCOMPARE(openedHash, hash);
        QCOMPARE(back->revision, s.revision + 1);
        QVERIFY(QDateTime::fromString(back->modified, Qt::ISODate).isValid());
        QVERIFY(back->modified.endsWith(QLatin1Char('Z')));
        // Everything else is what was saved.
        json expected = scenarioToJson(s);
        expected["revision"] = back->revision;
        expected["modified"] = back->modified.toStdString();
        const json actual = scenarioToJson(*back);
        QVERIFY2(actual == expected, actual.dump(2).c_str());
        QCOMPARE(actual.at("team_label").get<std::string>(), std::string("kept"));
        QCOMPARE(back->prices.size(), std::size_t(2));
        QCOMPARE(back->notes, s.notes);
        QCOMPARE(back->author, s.author);

        // No lock or temporary file is left behind.
        QCOMPARE(filesIn(dir.path()), QStringList{QFileInfo(path).fileName()});

        // A file that is not there names itself.
        QVERIFY(!library.open(dir.filePath(QStringLiteral("missing.gpuplan.json"))));
        QVERIFY(library.errorString().contains(QLatin1String("missing.gpuplan.json")));
    }

    void fileNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("file");
        QTest::newRow("plain") << "Llama LoRA"
                               << "Llama LoRA.gpuplan.json";
        QTest::newRow("unsafe characters") << "a/b\\c:d*e?f\"g<h>i|j"
                                           << "a-b-c-d-e-f-g-h-i-j.gpuplan.json";
        QTest::newRow("hidden and trailing dots") << "..secret. "
                                                  << "secret.gpuplan.json";
        QTest::newRow("whitespace") << "  two\twords\n "
                                    << "two words.gpuplan.json";
        QTest::newRow("empty") << ""
                               << "scenario.gpuplan.json";
        QTest::newRow("device name") << "con"
                                     << "con_.gpuplan.json";
        QTest::newRow("suffix given") << "x.gpuplan.json"
                                      << "x.gpuplan.json";
        QTest::newRow("chinese") << "微调 计划"
                                 << "微调 计划.gpuplan.json";
    }

    void fileNames()
    {
        QFETCH(QString, name);
        QFETCH(QString, file);
        QCOMPARE(ScenarioLibrary::fileNameFor(name), file);
    }

    void listAndSearch()
    {
        QTemporaryDir dir;
        ScenarioLibrary library(&m_presets);
        QVERIFY(library.setFolder(dir.path()));
        Scenario a = fullScenario(QStringLiteral("beta plan"));
        a.author = QStringLiteral("Alice");
        a.tags = {QStringLiteral("Production")};
        a.notes = QStringLiteral("Needs the H800 quota");
        Scenario b = fullScenario(QStringLiteral("Alpha plan"));
        b.author = QStringLiteral("Bob");
        b.tags = {QStringLiteral("experiment")};
        b.notes = QStringLiteral("cheap");
        Scenario c = fullScenario(QStringLiteral("gamma"));
        c.author = QStringLiteral("Carol");
        c.tags = {};
        c.notes = QString();
        const QString pa = library.saveAsNew(a, a.name);
        const QString pb = library.saveAsNew(b, b.name);
        const QString pc = library.saveAsNew(c, c.name);
        QVERIFY(!pa.isEmpty() && !pb.isEmpty() && !pc.isEmpty());
        // Neither other files nor the trash are listed.
        QVERIFY(writeInPlace(dir.filePath(QStringLiteral("readme.txt")), "not a scenario"));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral(".trash")));
        QVERIFY(QFile::copy(pa, dir.filePath(QStringLiteral(".trash/20260101-000000-000_old."
                                                            "gpuplan.json"))));

        const auto all = library.entries();
        QCOMPARE(all.size(), std::size_t(3));
        QCOMPARE(all[0].name, QStringLiteral("Alpha plan")); // sorted by name, any case
        QCOMPARE(all[1].name, QStringLiteral("beta plan"));
        QCOMPARE(all[2].name, QStringLiteral("gamma"));
        QCOMPARE(all[0].path, pb);
        QCOMPARE(all[0].fileName, QStringLiteral("Alpha plan.gpuplan.json"));
        QCOMPARE(all[0].author, QStringLiteral("Bob"));
        QCOMPARE(all[0].tags, QStringList{QStringLiteral("experiment")});
        QCOMPARE(all[0].revision, 1);
        QVERIFY(!all[0].id.isEmpty());
        QVERIFY(!all[0].modified.isEmpty());
        QVERIFY(all[0].fileTime.isValid());
        QVERIFY(all[0].error.isEmpty());

        auto names = [](const std::vector<LibraryEntry> &entries) {
            QStringList out;
            for (const LibraryEntry &e : entries)
                out << e.name;
            return out;
        };
        QCOMPARE(names(library.search(QStringLiteral("PLAN"))),
                 (QStringList{QStringLiteral("Alpha plan"), QStringLiteral("beta plan")}));
        QCOMPARE(names(library.search(QStringLiteral("alice"))),
                 QStringList{QStringLiteral("beta plan")}); // author
        QCOMPARE(names(library.search(QStringLiteral("production"))),
                 QStringList{QStringLiteral("beta plan")}); // tag
        QCOMPARE(names(library.search(QStringLiteral("h800"))),
                 QStringList{QStringLiteral("beta plan")}); // notes
        QCOMPARE(names(library.search(QStringLiteral("plan bob"))),
                 QStringList{QStringLiteral("Alpha plan")}); // every word somewhere
        QCOMPARE(names(library.search(QStringLiteral("  "))).size(), 3);
        QVERIFY(library.search(QStringLiteral("nothing like this")).empty());
    }

    void duplicateMakesACopy()
    {
        QTemporaryDir dir;
        ScenarioLibrary library(&m_presets);
        QVERIFY(library.setFolder(dir.path()));
        const QString path = library.saveAsNew(fullScenario(), QStringLiteral("Plan"));
        QCOMPARE(path, dir.filePath(QStringLiteral("Plan.gpuplan.json")));
        const auto original = library.open(path);
        QVERIFY(original);
        QCOMPARE(original->revision, 1);

        const QString copy = library.duplicate(path);
        QCOMPARE(copy, dir.filePath(QStringLiteral("Plan (copy).gpuplan.json")));
        const auto c = library.open(copy);
        QVERIFY2(c, qPrintable(library.errorString()));
        QCOMPARE(c->name, QStringLiteral("Plan (copy)"));
        QVERIFY(c->id != original->id);
        QCOMPARE(c->revision, 1);
        QVERIFY(scenarioToJson(*c).at("inputs") == scenarioToJson(*original).at("inputs"));
        QVERIFY(scenarioToJson(*c).at("plan") == scenarioToJson(*original).at("plan"));
        QCOMPARE(c->notes, original->notes);

        // A second copy takes the next free file name; the original is untouched.
        const QByteArray before = readAll(path);
        QCOMPARE(library.duplicate(path),
                 dir.filePath(QStringLiteral("Plan (copy) (2).gpuplan.json")));
        QCOMPARE(readAll(path), before);
        QCOMPARE(library.entries().size(), std::size_t(3));
    }

    void renameMovesTheFile()
    {
        QTemporaryDir dir;
        ScenarioLibrary library(&m_presets);
        QVERIFY(library.setFolder(dir.path()));
        const QString path = library.saveAsNew(fullScenario(), QStringLiteral("Old name"));
        const QString taken = library.saveAsNew(fullScenario(), QStringLiteral("Taken"));
        QVERIFY(!path.isEmpty() && !taken.isEmpty());
        const auto before = library.open(path);

        QString moved;
        QVERIFY2(library.rename(path, QStringLiteral("New: name"), &moved),
                 qPrintable(library.errorString()));
        QCOMPARE(moved, dir.filePath(QStringLiteral("New- name.gpuplan.json")));
        QVERIFY(!QFileInfo::exists(path));
        const auto after = library.open(moved);
        QVERIFY(after);
        QCOMPARE(after->name, QStringLiteral("New: name"));
        QCOMPARE(after->revision, before->revision + 1);
        QCOMPARE(after->id, before->id);
        QCOMPARE(after->notes, before->notes);

        // Onto a name whose file exists: the next free file name, the other file untouched.
        const QByteArray takenBytes = readAll(taken);
        QVERIFY(library.rename(moved, QStringLiteral("Taken"), &moved));
        QCOMPARE(moved, dir.filePath(QStringLiteral("Taken (2).gpuplan.json")));
        QCOMPARE(readAll(taken), takenBytes);
        QCOMPARE(library.open(moved)->name, QStringLiteral("Taken"));

        // The same file name: rewritten in place.
        QVERIFY(library.rename(taken, QStringLiteral(" Taken "), &moved));
        QCOMPARE(moved, taken);
        QCOMPARE(library.open(taken)->revision, 2);

        QVERIFY(!library.rename(taken, QStringLiteral("   ")));
        QVERIFY(library.errorString().contains(QLatin1String("empty")));
        QCOMPARE(filesIn(dir.path()), (QStringList{QStringLiteral("Taken (2).gpuplan.json"),
                                                   QStringLiteral("Taken.gpuplan.json")}));
    }

    void deleteIntoTrashAndRestore()
    {
        QTemporaryDir dir;
        ScenarioLibrary library(&m_presets);
        QVERIFY(library.setFolder(dir.path()));
        const QString path = library.saveAsNew(fullScenario(), QStringLiteral("Doomed"));
        const QByteArray bytes = readAll(path);
        QVERIFY(library.trash().empty());

        const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
        QVERIFY2(library.remove(path), qPrintable(library.errorString()));
        const QDateTime after = QDateTime::currentDateTimeUtc().addSecs(1);
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(library.entries().empty());
        auto trash = library.trash();
        QCOMPARE(trash.size(), std::size_t(1));
        QCOMPARE(trash[0].originalName, QStringLiteral("Doomed.gpuplan.json"));
        QVERIFY(trash[0].path.startsWith(dir.filePath(QStringLiteral(".trash/"))));
        QVERIFY2(trash[0].deleted >= before && trash[0].deleted <= after,
                 qPrintable(trash[0].deleted.toString(Qt::ISODateWithMs)));
        QCOMPARE(readAll(trash[0].path), bytes);

        QString restored;
        QVERIFY2(library.restore(trash[0].path, &restored), qPrintable(library.errorString()));
        QCOMPARE(restored, path);
        QCOMPARE(readAll(path), bytes);
        QVERIFY(library.trash().empty());
        QCOMPARE(library.entries().size(), std::size_t(1));

        // Restoring when the name was taken meanwhile: under a free name.
        QVERIFY(library.remove(path));
        QVERIFY(!library.saveAsNew(fullScenario(), QStringLiteral("Doomed")).isEmpty());
        trash = library.trash();
        QCOMPARE(trash.size(), std::size_t(1));
        QVERIFY(library.restore(trash[0].path, &restored));
        QCOMPARE(restored, dir.filePath(QStringLiteral("Doomed (2).gpuplan.json")));
        QCOMPARE(readAll(restored), bytes);
        QCOMPARE(library.entries().size(), std::size_t(2));

        QVERIFY(!library.remove(dir.filePath(QStringLiteral("nothing.gpuplan.json"))));
        QVERIFY(library.errorString().contains(QLatin1String("nothing.gpuplan.json")));
        QVERIFY(!library.restore(dir.filePath(QStringLiteral(".trash/nothing.gpuplan.json"))));
        QCOMPARE(filesIn(dir.path()), (QStringList{QStringLiteral("Doomed (2).gpuplan.json"),
                                                   QStringLiteral("Doomed.gpuplan.json")}));
    }

    // Issue 27 item 6: a .trash that is a link to a folder outside is never used (restore
    // moved a file from outside into the library, delete would move library files out), and
    // a link inside the trash is never restored.
    void trashLinksAreNotFollowed()
    {
        QTemporaryDir dir;
        QTemporaryDir outside;
        QFile secret(outside.filePath(QStringLiteral("20260101-000000-000_secret.gpuplan.json")));
        QVERIFY(secret.open(QIODevice::WriteOnly));
        secret.write("{}");
        secret.close();
        QVERIFY(QFile::link(outside.path(), dir.filePath(QStringLiteral(".trash"))));
        ScenarioLibrary library(&m_presets);
        QVERIFY(library.setFolder(dir.path()));
        QVERIFY(library.trash().empty());
        QVERIFY(!library.restore(
            dir.filePath(QStringLiteral(".trash/20260101-000000-000_secret.gpuplan.json"))));
        QVERIFY2(library.errorString().contains(QLatin1String("link")),
                 qPrintable(library.errorString()));
        QVERIFY(QFileInfo::exists(secret.fileName())); // not moved in
        const QString path = library.saveAsNew(fullScenario(), QStringLiteral("Kept"));
        QVERIFY(!library.remove(path));
        QVERIFY(QFileInfo::exists(path)); // not moved out
        QVERIFY(!QFileInfo::exists(outside.filePath(QStringLiteral("Kept.gpuplan.json"))));

        // A plain trash folder holding a link to a file outside: not listed, not restored.
        QTemporaryDir dir2;
        QVERIFY(QDir(dir2.path()).mkpath(QStringLiteral(".trash")));
        const QString link =
            dir2.filePath(QStringLiteral(".trash/20260101-000000-000_secret.gpuplan.json"));
        QVERIFY(QFile::link(secret.fileName(), link));
        ScenarioLibrary library2(&m_presets);
        QVERIFY(library2.setFolder(dir2.path()));
        QVERIFY(library2.trash().empty());
        QVERIFY(!library2.restore(link));
        QVERIFY(QFileInfo::exists(secret.fileName()));
        // A path outside the trash folder is not "in the trash".
        QVERIFY(!library2.restore(secret.fileName()));
        QVERIFY(QFileInfo::exists(secret.fileName()));
    }

    void conflictBetweenTwoEditors()
    {
        QTemporaryDir dir;
        ScenarioLibrary library(&m_presets);
        QVERIFY(library.setFolder(dir.path()));
        const QString path = library.saveAsNew(fullScenario(), QStringLiteral("Shared"));
        QVERIFY(!path.isEmpty());

        // Two editors open the same version.
        QByteArray hash1, hash2;
        auto editor1 = library.open(path, &hash1);
        auto editor2 = library.open(path, &hash2);
        QVERIFY(editor1 && editor2);
        QCOMPARE(hash1, hash2);
        editor1->notes = QStringLiteral("from editor 1");
        editor2->notes = QStringLiteral("from editor 2");

        QByteArray saved1;
        QCOMPARE(library.save(path, *editor1, hash1, nullptr, &saved1), SaveResult::Saved);
        QVERIFY(saved1 != hash1);
        const QByteArray onDisk = readAll(path);
        QCOMPARE(ScenarioLibrary::hashOf(onDisk), saved1);

        std::optional<Scenario> current;
        QByteArray untouched = "unchanged";
        QCOMPARE(library.save(path, *editor2, hash2, &current, &untouched), SaveResult::Conflict);
        QCOMPARE(untouched, QByteArray("unchanged"));
        QCOMPARE(readAll(path), onDisk); // nothing was written
        QVERIFY(current);
        QCOMPARE(current->notes, QStringLiteral("from editor 1"));
        QCOMPARE(current->revision, 2);
        QVERIFY2(library.errorString().contains(path), qPrintable(library.errorString()));

        // Editor 2 overwrites on purpose: its content, the revision after the disk's.
        QByteArray saved2;
        QVERIFY2(library.overwrite(path, *editor2, &saved2), qPrintable(library.errorString()));
        const auto now = library.open(path);
        QCOMPARE(now->notes, QStringLiteral("from editor 2"));
        QCOMPARE(now->revision, 3);
        QCOMPARE(ScenarioLibrary::hashOf(readAll(path)), saved2);

        // Editor 1's hash is old now; the hash from overwrite() saves again.
        QCOMPARE(library.save(path, *editor1, saved1), SaveResult::Conflict);
        QCOMPARE(library.save(path, *now, saved2), SaveResult::Saved);
        QCOMPARE(library.open(path)->revision, 4);
        QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("Shared.gpuplan.json")});
    }

    void newFileOntoAnExistingOneIsAConflict()
    {
        QTemporaryDir dir;
        ScenarioLibrary library(&m_presets);
        QVERIFY(library.setFolder(dir.path()));
        const QString path = dir.filePath(QStringLiteral("Mine.gpuplan.json"));
        QCOMPARE(library.save(path, fullScenario(QStringLiteral("first")), QByteArray()),
                 SaveResult::Saved);
        const QByteArray bytes = readAll(path);
        std::optional<Scenario> current;
        QCOMPARE(library.save(path, fullScenario(QStringLiteral("second")), QByteArray(), &current),
                 SaveResult::Conflict);
        QCOMPARE(readAll(path), bytes);
        QVERIFY(current);
        QCOMPARE(current->name, QStringLiteral("first"));
        // A file that is not readable as a scenario is still a conflict, described as such.
        QVERIFY(writeInPlace(path, "{ broken"));
        QCOMPARE(library.save(path, fullScenario(), QByteArray(), &current), SaveResult::Conflict);
        QVERIFY(!current);
        QCOMPARE(readAll(path), QByteArray("{ broken"));

        // Writing into a folder that does not exist fails and names the file.
        const QString nowhere = dir.filePath(QStringLiteral("no/such/folder/x.gpuplan.json"));
        QCOMPARE(library.save(nowhere, fullScenario(), QByteArray()), SaveResult::Failed);
        QVERIFY2(library.errorString().contains(nowhere), qPrintable(library.errorString()));
    }

    // A lock left behind by a program that died elsewhere is taken over once it is old.
    void staleLockIsTakenOver()
    {
        QTemporaryDir dir;
        ScenarioLibrary library(&m_presets);
        QVERIFY(library.setFolder(dir.path()));
        const QString path = dir.filePath(QStringLiteral("Locked.gpuplan.json"));
        const QString lock = path + QStringLiteral(".lock");
        QVERIFY(writeInPlace(lock, "12345\nanother-program\nanother-host\n"));
        QFile f(lock);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(QDateTime::currentDateTimeUtc().addSecs(-60),
                              QFileDevice::FileModificationTime));
        f.close();
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(library.save(path, fullScenario(), QByteArray()), SaveResult::Saved);
        QVERIFY(timer.elapsed() < ScenarioLibrary::kLockWaitMs);
        QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("Locked.gpuplan.json")});
    }

    // Issue 27 item 8: a save killed halfway leaves its temporary file and lock in the
    // shared folder. Opening the folder removes those of our naming that are old enough and
    // no running program holds; none is ever listed as a scenario.
    void leftoversOfKilledSavesAreRemoved()
    {
        QTemporaryDir dir;
        const QString plan = dir.filePath(QStringLiteral("Plan.gpuplan.json"));
        QVERIFY(writeInPlace(plan, bytesOf(fullScenario(QStringLiteral("Plan")))));
        const QDateTime old = QDateTime::currentDateTimeUtc().addSecs(-3600);
        auto put = [&](const QString &name, const QByteArray &bytes, const QDateTime &time) {
            const QString path = dir.filePath(name);
            QFile f(path);
            return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() && f.flush() &&
                   f.setFileTime(time, QFileDevice::FileModificationTime);
        };
        const QByteArray host = QSysInfo::machineHostName().toUtf8();
        // A process id that is not running: far above any pid_max.
        const QByteArray deadHere = "2147483000\ngpu-planner\n" + host + "\n";
        const QByteArray liveHere = QByteArray::number(QCoreApplication::applicationPid()) +
                                    "\ntst_library\n" + host + "\n";
        const QByteArray elsewhere = "4242\ngpu-planner\nanother-machine\n";
        QVERIFY(put(QStringLiteral("Plan.gpuplan.json.aBcxYz"), "{ half", old)); // temporary
        QVERIFY(put(QStringLiteral("Plan.gpuplan.json.lock"), deadHere, old));
        QVERIFY(put(QStringLiteral("Other.gpuplan.json.lock"), elsewhere, old));
        QVERIFY(put(QStringLiteral("Other.gpuplan.json.lock.rmlock"), deadHere, old));
        // Kept: young ones (a save may be running now), a lock a live process holds, and
        // files of other names.
        const QDateTime young = QDateTime::currentDateTimeUtc().addSecs(-60);
        QVERIFY(put(QStringLiteral("New.gpuplan.json.QwsdEr"), "{ half", young));
        QVERIFY(put(QStringLiteral("New.gpuplan.json.lock"), elsewhere, young));
        QVERIFY(put(QStringLiteral("Held.gpuplan.json.lock"), liveHere, old));
        QVERIFY(put(QStringLiteral("notes.txt.aB3xYz"), "mine", old));
        QVERIFY(put(QStringLiteral("notes.gpuplan.json.backup"), "mine", old)); // a word
        QVERIFY(put(QStringLiteral("notes.gpuplan.json.Backup"), "mine", old));
        QVERIFY(put(QStringLiteral("notes.gpuplan.json.BACKUP"), "mine", old));

        ScenarioLibrary library(&m_presets);
        QVERIFY(library.setFolder(dir.path()));
        // Not when the folder is set (the window's start-up): when it is first listed.
        QCOMPARE(filesIn(dir.path()).size(), 12);
        const auto entries = library.entries();
        QCOMPARE(filesIn(dir.path()),
                 QStringList({"Held.gpuplan.json.lock", "New.gpuplan.json.QwsdEr",
                              "New.gpuplan.json.lock", "Plan.gpuplan.json",
                              "notes.gpuplan.json.BACKUP", "notes.gpuplan.json.Backup",
                              "notes.gpuplan.json.backup", "notes.txt.aB3xYz"}));
        QCOMPARE(entries.size(), std::size_t(1)); // the young leftovers are not scenarios
        QCOMPARE(entries.front().fileName, QStringLiteral("Plan.gpuplan.json"));
        QCOMPARE(library.removeLeftovers(), 0);

        // Once old, the rest goes too (but never the live process's lock).
        QFile f(dir.filePath(QStringLiteral("New.gpuplan.json.QwsdEr")));
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(old, QFileDevice::FileModificationTime));
        f.close();
        QFile g(dir.filePath(QStringLiteral("New.gpuplan.json.lock")));
        QVERIFY(g.open(QIODevice::ReadWrite));
        QVERIFY(g.setFileTime(old, QFileDevice::FileModificationTime));
        g.close();
        QCOMPARE(library.removeLeftovers(), 2);
        QCOMPARE(filesIn(dir.path()),
                 QStringList({"Held.gpuplan.json.lock", "Plan.gpuplan.json",
                              "notes.gpuplan.json.BACKUP", "notes.gpuplan.json.Backup",
                              "notes.gpuplan.json.backup", "notes.txt.aB3xYz"}));
    }

    void changedWhenSomeoneElseWrites()
    {
        QTemporaryDir dir;
        ScenarioLibrary library(&m_presets);
        QVERIFY(library.setFolder(dir.path()));
        const QString path = library.saveAsNew(fullScenario(), QStringLiteral("Watched"));
        QSignalSpy spy(&library, &ScenarioLibrary::changed);
        QTest::qWait(300); // our own save's notifications are over
        spy.clear();

        // A new file written by another program.
        const QByteArray bytes = readAll(path);
        const QString other = dir.filePath(QStringLiteral("Other.gpuplan.json"));
        QVERIFY(writeInPlace(other, bytes));
        QTRY_VERIFY_WITH_TIMEOUT(spy.count() > 0, 2500);

        // A file changed in place.
        QTest::qWait(250);
        spy.clear();
        QVERIFY(writeInPlace(path, bytes + "\n"));
        QTRY_VERIFY_WITH_TIMEOUT(spy.count() > 0, 2500);

        // After an atomic replace (which ends the old file's watch), in place again.
        QByteArray hash;
        auto s = library.open(path, &hash);
        QVERIFY(s);
        QCOMPARE(library.save(path, *s, hash), SaveResult::Saved);
        QTRY_VERIFY_WITH_TIMEOUT(spy.count() > 0, 2500);
        QTest::qWait(250);
        spy.clear();
        QVERIFY(writeInPlace(path, readAll(path) + "\n"));
        QTRY_VERIFY_WITH_TIMEOUT(spy.count() > 0, 2500);

        // A file removed.
        QTest::qWait(250);
        spy.clear();
        QVERIFY(QFile::remove(other));
        QTRY_VERIFY_WITH_TIMEOUT(spy.count() > 0, 2500);

        // Files that are not scenarios do not count.
        QTest::qWait(250);
        spy.clear();
        QVERIFY(writeInPlace(dir.filePath(QStringLiteral("notes.txt")), "hello"));
        QTest::qWait(400);
        QCOMPARE(spy.count(), 0);
    }

    void unreadableFilesAreListedWithTheirError()
    {
        QTemporaryDir dir;
        ScenarioLibrary library(&m_presets);
        QVERIFY(library.setFolder(dir.path()));
        QVERIFY(!library.saveAsNew(fullScenario(), QStringLiteral("Good")).isEmpty());
        QVERIFY(writeInPlace(dir.filePath(QStringLiteral("Broken.gpuplan.json")), "{ not json"));
        json bad = scenarioToJson(fullScenario(QStringLiteral("Bad batch")));
        bad["inputs"]["batch"] = 0;
        QVERIFY(writeInPlace(dir.filePath(QStringLiteral("Bad.gpuplan.json")),
                             QByteArray::fromStdString(bad.dump(2))));

        const auto all = library.entries();
        QCOMPARE(all.size(), std::size_t(3));
        QCOMPARE(all[0].name, QStringLiteral("Bad batch")); // what can be read is shown
        QVERIFY2(all[0].error.contains(QLatin1String("Bad.gpuplan.json")) &&
                     all[0].error.contains(QLatin1String("inputs.batch")),
                 qPrintable(all[0].error));
        QCOMPARE(all[1].name, QStringLiteral("Broken")); // from the file name
        QVERIFY2(all[1].error.contains(QLatin1String("Broken.gpuplan.json")) &&
                     all[1].error.contains(QLatin1String("not valid JSON")),
                 qPrintable(all[1].error));
        QCOMPARE(all[2].name, QStringLiteral("Good"));
        QVERIFY(all[2].error.isEmpty());

        QVERIFY(!library.open(dir.filePath(QStringLiteral("Broken.gpuplan.json"))));
        QVERIFY(library.errorString().contains(QLatin1String("Broken.gpuplan.json")));
    }

    // A colleague's file whose name starts with ':' is listed, read and opened from the
    // folder: QDir::filePath took such a name for a Qt resource path, and the file was never
    // listed (found by fuzz_library_cache). Its summary survives the index cache too.
    void fileNamedWithALeadingColonIsListed()
    {
        QTemporaryDir dir;
        const QString cache = dir.filePath(QStringLiteral("index.idx"));
        const QString folder = dir.filePath(QStringLiteral("lib"));
        const QString colon = folder + QStringLiteral("/:plan.gpuplan.json");
        for (int run = 0; run < 2; ++run) { // the second run reads the index cache
            ScenarioLibrary library(&m_presets);
            library.setCachePath(cache);
            QVERIFY(library.setFolder(folder));
            if (run == 0)
                QVERIFY(writeInPlace(
                    colon, QByteArray::fromStdString(
                               scenarioToJson(fullScenario(QStringLiteral("Colon"))).dump(2))));
            const auto all = library.entries();
            QCOMPARE(all.size(), std::size_t(1));
            QCOMPARE(all[0].fileName, QStringLiteral(":plan.gpuplan.json"));
            QCOMPARE(all[0].path, colon);
            QCOMPARE(all[0].name, QStringLiteral("Colon"));
            QVERIFY2(all[0].error.isEmpty(), qPrintable(all[0].error));
            QVERIFY2(library.open(all[0].path), qPrintable(library.errorString()));
            QVERIFY(library.saveCache());
        }
    }

    void shareCodeRoundTrip()
    {
        const Scenario s = fullScenario();
        const QString code = shareCode(s);
        QVERIFY(code.startsWith(QLatin1String("GPUP1:")));
        QVERIFY(code.contains(QRegularExpression(QStringLiteral("^GPUP1:[A-Za-z0-9_-]+$"))));
        QString error;
        const auto back = scenarioFromShareCode(code, m_presets, &error);
        QVERIFY2(back, qPrintable(error));
        QVERIFY(scenarioToJson(*back) == scenarioToJson(s));

        // Wrapped in an e-mail: line breaks inside, whitespace around.
        QString wrapped = QStringLiteral("\n  ");
        for (qsizetype i = 0; i < code.size(); i += 60)
            wrapped += code.mid(i, 60) + QStringLiteral("\r\n");
        wrapped += QStringLiteral("\t ");
        const auto again = scenarioFromShareCode(wrapped, m_presets, &error);
        QVERIFY2(again, qPrintable(error));
        QVERIFY(scenarioToJson(*again) == scenarioToJson(s));
    }

    // A code written by this version keeps opening: a fixture, wrapped at 76 columns.
    void shareCodeFixtureDecodes()
    {
        const QByteArray code = readAll(QStringLiteral(GP_TEST_DATA "/library/shared-code.txt"));
        QVERIFY(code.startsWith("GPUP1:"));
        QVERIFY(code.contains('\n'));
        const QByteArray fixture =
            readAll(QStringLiteral(GP_TEST_DATA "/library/shared.gpuplan.json"));
        QString error;
        const auto expected =
            scenarioFromJson(json::parse(fixture.constData(), fixture.constData() + fixture.size()),
                             m_presets, &error);
        QVERIFY2(expected, qPrintable(error));
        const auto decoded = scenarioFromShareCode(QString::fromLatin1(code), m_presets, &error);
        QVERIFY2(decoded, qPrintable(error));
        QVERIFY(scenarioToJson(*decoded) == scenarioToJson(*expected));
        QCOMPARE(decoded->name, QStringLiteral("Shared QLoRA 8B"));
        QCOMPARE(decoded->workload.batch, 4);
        QCOMPARE(decoded->prices.size(), std::size_t(1));
        QCOMPARE(decoded->unknown.at("team_label").get<std::string>(),
                 std::string("kept by share codes"));
    }

    // A file written by format version 1 is listed, opens (migrated) and is saved as version 2
    // with its unknown fields.
    void versionOneFileInTheLibrary()
    {
        QTemporaryDir dir;
        ScenarioLibrary library(&m_presets);
        QVERIFY(library.setFolder(dir.path()));
        const QString path = dir.filePath(QStringLiteral("v1-qlora.gpuplan.json"));
        QVERIFY(QFile::copy(QStringLiteral(GP_TEST_DATA "/scenarios/v1-qlora.gpuplan.json"), path));
        const auto all = library.entries();
        QCOMPARE(all.size(), std::size_t(1));
        QVERIFY2(all[0].error.isEmpty(), qPrintable(all[0].error));
        QCOMPARE(all[0].revision, 3);
        QByteArray hash;
        const auto s = library.open(path, &hash);
        QVERIFY2(s, qPrintable(library.errorString()));
        QCOMPARE(s->loadedVersion, 1);
        QVERIFY(s->prices.empty());
        QCOMPARE(library.save(path, *s, hash), SaveResult::Saved);
        const QByteArray bytes = readAll(path);
        const json j = json::parse(bytes.constData(), bytes.constData() + bytes.size());
        QCOMPARE(j.at("version").get<int>(), 2);
        QCOMPARE(j.at("revision").get<int>(), 4);
        QVERIFY(j.at("prices").empty());
        QCOMPARE(j.at("team_label").get<std::string>(), std::string("kept from v1"));
    }

    void shareCodeErrors_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("message");
        const QString good = shareCode(fullScenario());
        const qsizetype mid = good.size() / 2;
        QString flipped = good;
        flipped[mid] = flipped[mid] == QLatin1Char('A') ? QLatin1Char('B') : QLatin1Char('A');
        QTest::newRow("foreign text") << "hello there"
                                      << "not a GPU Planner share code";
        QTest::newRow("empty") << ""
                               << "not a GPU Planner share code";
        QTest::newRow("another prefix") << "ABCD1:" + good.mid(6) << "not a GPU Planner share code";
        QTest::newRow("newer version") << "GPUP7:" + good.mid(6) << "version 7";
        QTest::newRow("truncated") << good.left(good.size() - 10) << "damaged share code";
        QTest::newRow("a character changed") << flipped << "damaged share code";
        QTest::newRow("not base64url") << "GPUP1:abc$def"
                                       << "damaged share code";
        QTest::newRow("nothing after the prefix") << "GPUP1:"
                                                  << "damaged share code";
        QTest::newRow("too short") << "GPUP1:abc"
                                   << "damaged share code";
        // A well-formed code whose content is not JSON, and one whose scenario is invalid.
        auto encode = [](const QByteArray &text) {
            return QStringLiteral("GPUP1:") +
                   QString::fromLatin1(qCompress(text).toBase64(QByteArray::Base64UrlEncoding |
                                                                QByteArray::OmitTrailingEquals));
        };
        QTest::newRow("not JSON inside") << encode("this is not json") << "damaged share code";
        json bad = scenarioToJson(fullScenario());
        bad["inputs"]["batch"] = 0;
        QTest::newRow("invalid scenario") << encode(QByteArray::fromStdString(bad.dump()))
                                          << "inputs.batch: 0 is out of range: must be at least 1";
        bad = scenarioToJson(fullScenario());
        bad["version"] = 99;
        QTest::newRow("newer scenario format")
            << encode(QByteArray::fromStdString(bad.dump())) << "update GPU Planner";
    }

    void shareCodeErrors()
    {
        QFETCH(QString, code);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!scenarioFromShareCode(code, m_presets, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void diffNamesFieldsAndResults()
    {
        const Catalog catalog = smallCatalog();
        const Scenario a = loraJob(1);
        Scenario b = loraJob(4);
        b.plan.mfu = 0.3;
        b.tags = {QStringLiteral("ignored: not an input")};
        const ScenarioDiff d = diffScenarios(a, b, catalog);
        QStringList fields;
        for (const ScenarioDiff::Field &f : d.fields)
            fields << f.field;
        QCOMPARE(fields, (QStringList{QStringLiteral("inputs.batch"), QStringLiteral("plan.mfu")}));
        QCOMPARE(d.fields[0].a, QStringLiteral("1"));
        QCOMPARE(d.fields[0].b, QStringLiteral("4"));
        QCOMPARE(d.fields[1].a, QStringLiteral("0.4"));
        QCOMPARE(d.fields[1].b, QStringLiteral("0.3"));
        QVERIFY(d.vramA > 0);
        QVERIFY2(d.vramB > d.vramA,
                 qPrintable(QStringLiteral("%1 → %2").arg(d.vramA).arg(d.vramB)));
        QCOMPARE(d.vramA, estimateMemory(a.workload).perGpu.totalGib);
        QCOMPARE(d.bestA, QStringLiteral("ecs.a100"));
        QCOMPARE(d.bestB, QStringLiteral("ecs.a100"));
        QVERIFY(d.hoursA && d.hoursB && d.costA && d.costB);
        QVERIFY(*d.hoursB > *d.hoursA); // lower MFU: slower
        QVERIFY(*d.costB > *d.costA);

        // The same scenario: nothing differs. A model given by numbers against a preset.
        const ScenarioDiff same = diffScenarios(a, a, catalog);
        QVERIFY(same.fields.empty());
        QCOMPARE(same.vramA, same.vramB);
        Scenario custom = a;
        custom.presetId.clear();
        custom.workload.model.paramsB = 3;
        bool paramsNamed = false;
        for (const ScenarioDiff::Field &f : diffScenarios(a, custom, catalog).fields) {
            if (f.field == QLatin1String("inputs.model.params_b")) {
                paramsNamed = true;
                QCOMPARE(f.a, QStringLiteral("(not set)"));
                QCOMPARE(f.b, QStringLiteral("3"));
            }
        }
        QVERIFY(paramsNamed);

        // Nothing fits: no best option on that side.
        Scenario huge = a;
        huge.workload.batch = 512;
        huge.workload.seqLen = 32768;
        huge.workload.gradientCheckpointing = false;
        const ScenarioDiff none = diffScenarios(a, huge, catalog);
        QVERIFY(none.bestB.isEmpty());
        QVERIFY(!none.costB && !none.hoursB);
        QVERIFY(none.vramB > 80);
    }

    void savedPricesAgainstToday()
    {
        const Catalog catalog = smallCatalog(36); // was 30
        Scenario s = loraJob(1);
        s.prices = {price("ecs.a100", 30), price("ecs.retired", 12),
                    price("ecs.a100", 30 * 730, PricingMode::PayAsYouGo, PriceUnit::Month)};
        const auto changes = diffSavedPrices(s, catalog);
        QCOMPARE(changes.size(), std::size_t(3));
        QCOMPARE(changes[0].instanceTypeId, std::string("ecs.a100"));
        QCOMPARE(changes[0].regionId, std::string(kRegion));
        QCOMPARE(changes[0].saved, 30.0);
        QCOMPARE(changes[0].today, std::optional<double>(36));
        QCOMPARE(changes[0].currency, std::string("CNY"));
        QCOMPARE(changes[0].todayCurrency, std::string("CNY"));
        QCOMPARE(changes[0].savedAsOf, std::string("2026-01-01"));
        QCOMPARE(changes[0].todayAsOf, std::string("2026-01-01"));
        QCOMPARE(changes[1].instanceTypeId, std::string("ecs.retired"));
        QVERIFY(!changes[1].today); // no price today
        // A saved monthly price against today's hourly one: in the saved unit.
        QVERIFY(changes[2].unit == PriceUnit::Month);
        QVERIFY(changes[2].today);
        QCOMPARE(*changes[2].today, 36.0 * 730);

        // The same catalog as saved: nothing changed.
        Scenario unchanged = loraJob(1);
        snapshotPrices(unchanged, catalog);
        const auto same = diffSavedPrices(unchanged, catalog);
        QCOMPARE(same.size(), std::size_t(1));
        QCOMPARE(same[0].today, std::optional<double>(same[0].saved));
    }
    // Hostile input (issue 9): a share code that inflates far beyond the cap is refused
    // quickly, whatever size its header claims; one that honestly claims too much too.
    void shareCodeBombIsRefused_data()
    {
        QTest::addColumn<quint32>("claimed");
        QTest::newRow("header claims 1 KiB") << quint32(1024);
        QTest::newRow("header claims the truth") << quint32(48 * 1024 * 1024);
    }

    void shareCodeBombIsRefused()
    {
        QFETCH(quint32, claimed);
        QByteArray text = "{\"format\": \"gpu-planner-scenario\", \"version\": 2, \"notes\": \"";
        text += QByteArray(48 * 1024 * 1024, 'a');
        text += "\"}";
        QByteArray packed = qCompress(text, 9);
        text.clear();
        for (int i = 0; i < 4; ++i)
            packed[i] = char((claimed >> (24 - 8 * i)) & 0xff);
        const QString code = QStringLiteral("GPUP1:") +
                             QString::fromLatin1(packed.toBase64(QByteArray::Base64UrlEncoding |
                                                                 QByteArray::OmitTrailingEquals));
        QElapsedTimer timer;
        timer.start();
        QString error;
        QVERIFY(!scenarioFromShareCode(code, m_presets, &error));
        QVERIFY2(error.startsWith(QLatin1String("share code too large")), qPrintable(error));
        QVERIFY2(timer.elapsed() < 5000, QByteArray::number(timer.elapsed()));
    }

    void shareCodeWithDeepNestingIsRefused()
    {
        QByteArray text = R"({"format": "gpu-planner-scenario", "version": 2, "x": )";
        text += QByteArray(100000, '[') + QByteArray(100000, ']') + "}";
        const QString code = QStringLiteral("GPUP1:") +
                             QString::fromLatin1(qCompress(text).toBase64(
                                 QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
        QString error;
        QVERIFY(!scenarioFromShareCode(code, m_presets, &error));
        QVERIFY2(error.contains(QLatin1String("nested deeper than 64 levels")), qPrintable(error));
    }

    // File names are bounded in UTF-8 bytes, with room for the suffix, a " (2)", the lock
    // file and the trash stamp: an 80-character Chinese name (240 bytes) saves, is listed
    // with its whole name, renames, goes to the trash and comes back.
    void longChineseNameSaves()
    {
        QTemporaryDir dir;
        ScenarioLibrary library(&m_presets);
        QVERIFY(library.setFolder(dir.path()));
        const QString name = QString(80, QChar(0x8BA1)); // 计 × 80
        QCOMPARE(name.toUtf8().size(), 240);
        const QString path = library.saveAsNew(fullScenario(name), name);
        QVERIFY2(!path.isEmpty(), qPrintable(library.errorString()));
        const QString file = QFileInfo(path).fileName();
        QVERIFY(file.toUtf8().size() <= ScenarioLibrary::kMaxFileNameBytes);
        QVERIFY(file.endsWith(QLatin1String(".gpuplan.json")));
        // Two more with the same name: "(2)", "(3)".
        QVERIFY(!library.saveAsNew(fullScenario(name), name).isEmpty());
        const QString third = library.saveAsNew(fullScenario(name), name);
        QVERIFY2(!third.isEmpty(), qPrintable(library.errorString()));
        const auto all = library.entries();
        QCOMPARE(all.size(), std::size_t(3));
        for (const LibraryEntry &e : all) {
            QCOMPARE(e.name, name);
            QVERIFY2(e.error.isEmpty(), qPrintable(e.error));
        }
        QVERIFY2(library.remove(third), qPrintable(library.errorString()));
        QCOMPARE(library.trash().size(), std::size_t(1));
        QVERIFY(QFileInfo(library.trash().front().path).fileName().toUtf8().size() <= 255);
        QVERIFY2(library.restore(library.trash().front().path), qPrintable(library.errorString()));
        QString renamed;
        QVERIFY2(library.rename(path, QString(100, QChar(0x540D)), &renamed),
                 qPrintable(library.errorString()));
        QVERIFY(QFileInfo(renamed).fileName().toUtf8().size() <= 255);
        // A surrogate pair at the cut is never split.
        const QString emoji = QString::fromUtf8("\xF0\x9F\x98\x80").repeated(100);
        const QString stem = ScenarioLibrary::fileNameFor(emoji);
        QVERIFY(stem.toUtf8().size() <= ScenarioLibrary::kMaxStemBytes + 13);
        QVERIFY(!stem.toUtf8().contains("\xEF\xBF\xBD"));
        QCOMPARE(QString::fromUtf8(stem.toUtf8()), stem);
    }

    void oversizedTextIsRefused_data()
    {
        QTest::addColumn<QString>("field");
        QTest::newRow("name") << "name";
        QTest::newRow("notes") << "notes";
    }

    void oversizedTextIsRefused()
    {
        QFETCH(QString, field);
        QTemporaryDir dir;
        ScenarioLibrary library(&m_presets);
        QVERIFY(library.setFolder(dir.path()));
        Scenario s = fullScenario();
        if (field == QLatin1String("name"))
            s.name = QString(kMaxScenarioNameBytes / 3 + 1, QChar(0x540D)); // 3 bytes each
        else
            s.notes = QString(kMaxScenarioNotesBytes + 1, QLatin1Char('n'));
        const QString path = dir.filePath(QStringLiteral("big.gpuplan.json"));
        QCOMPARE(library.save(path, s, QByteArray()), SaveResult::Failed);
        QVERIFY2(library.errorString().contains(field + QLatin1String(": ")) &&
                     library.errorString().contains(QLatin1String("bytes (UTF-8) is more than")),
                 qPrintable(library.errorString()));
        QVERIFY(!QFile::exists(path));
        QVERIFY(library.saveAsNew(s, s.name).isEmpty());
        QVERIFY(filesIn(dir.path()).isEmpty());
        // The same text in a file written by someone else is refused on reading.
        QVERIFY(writeInPlace(path, QByteArray::fromStdString(scenarioToJson(s).dump())));
        QVERIFY(!library.open(path));
        QVERIFY2(library.errorString().startsWith(path + QLatin1String(": ") + field),
                 qPrintable(library.errorString()));
        // Exactly at the limit is fine.
        s = fullScenario();
        s.notes = QString(kMaxScenarioNotesBytes, QLatin1Char('n'));
        QCOMPARE(library.save(dir.filePath(QStringLiteral("ok.gpuplan.json")), s, QByteArray()),
                 SaveResult::Saved);
    }

    // A link in the library folder that points outside it is listed as an error and never
    // read or written through; one that points inside is an ordinary entry.
    void linksOutsideTheFolderAreNotFollowed()
    {
        QTemporaryDir outside;
        QTemporaryDir dir;
        ScenarioLibrary library(&m_presets);
        QVERIFY(library.setFolder(dir.path()));
        const QString secret = outside.filePath(QStringLiteral("secret.gpuplan.json"));
        const QByteArray secretBytes = QByteArray::fromStdString(
            scenarioToJson(fullScenario(QStringLiteral("Secret"))).dump(2));
        QVERIFY(writeInPlace(secret, secretBytes));
        const QString link = dir.filePath(QStringLiteral("Link.gpuplan.json"));
        QVERIFY(QFile::link(secret, link));
        const QString dangling = dir.filePath(QStringLiteral("Dangling.gpuplan.json"));
        QVERIFY(QFile::link(outside.filePath(QStringLiteral("new.gpuplan.json")), dangling));
        const QString good =
            library.saveAsNew(fullScenario(QStringLiteral("Good")), QStringLiteral("Good"));
        QVERIFY(!good.isEmpty());
        const QString inside = dir.filePath(QStringLiteral("Inside.gpuplan.json"));
        QVERIFY(QFile::link(good, inside));

        const auto all = library.entries();
        QCOMPARE(all.size(), std::size_t(4));
        int errors = 0;
        for (const LibraryEntry &e : all) {
            QVERIFY2(e.name != QLatin1String("Secret"), "the link's target was read");
            if (e.fileName == QLatin1String("Link.gpuplan.json") ||
                e.fileName == QLatin1String("Dangling.gpuplan.json")) {
                QVERIFY2(e.error.contains(QLatin1String("outside the library folder")),
                         qPrintable(e.error));
                ++errors;
            } else {
                QVERIFY2(e.error.isEmpty(), qPrintable(e.error));
            }
        }
        QCOMPARE(errors, 2);

        QVERIFY(!library.open(link));
        QVERIFY(library.errorString().contains(QLatin1String("outside the library folder")));
        QCOMPARE(library.save(link, fullScenario(), QByteArray()), SaveResult::Failed);
        QVERIFY(!library.overwrite(link, fullScenario()));
        QVERIFY(!library.overwrite(dangling, fullScenario()));
        QVERIFY(!library.rename(link, QStringLiteral("Other")));
        QCOMPARE(readAll(secret), secretBytes); // untouched
        QVERIFY(!QFile::exists(outside.filePath(QStringLiteral("new.gpuplan.json"))));
        // A new file never takes the name of a dangling link.
        const QString fresh =
            library.saveAsNew(fullScenario(QStringLiteral("Dangling")), QStringLiteral("Dangling"));
        QVERIFY(!fresh.isEmpty() && fresh != dangling);
        QVERIFY(!QFile::exists(outside.filePath(QStringLiteral("new.gpuplan.json"))));
        QVERIFY(library.open(inside)); // a link within the folder is fine
    }
};

QTEST_GUILESS_MAIN(TestLibrary)
#include "tst_library.moc"
