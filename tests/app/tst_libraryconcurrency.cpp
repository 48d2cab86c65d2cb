// Two programs save the same library file at once (the concurrent_saver helper, 40 edits
// each): no update is lost (every line each one appended is in the final notes, once, in
// its order), every successful save made its own revision (80 of them, none claimed twice:
// no save silently replaced another), every refused save was reported as a conflict, and
// no lock or temporary file is left in the folder.
#include "library.h"
#include "presets.h"

#include <QDateTime>
#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace gpuplanner;

namespace {

constexpr int kEdits = 40;

struct SaverReport {
    int exitCode = -1;
    QString out;
    QString err;
    std::vector<int> revisions; // of its successful saves
    int savedLines = 0;
    int conflictLines = 0;
    int reportedSaved = -1;
    int reportedConflicts = -1;
};

SaverReport parse(QProcess &p, const QString &tag)
{
    SaverReport r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    const QRegularExpression savedLine(QStringLiteral("^%1-(\\d+) saved (\\d+)$").arg(tag));
    const QRegularExpression conflictLine(QStringLiteral("^%1-(\\d+) conflict$").arg(tag));
    const QRegularExpression summary(QStringLiteral("^saved (\\d+) conflicts (\\d+)$"));
    for (const QString &line : r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (const auto m = savedLine.match(line); m.hasMatch()) {
            ++r.savedLines;
            r.revisions.push_back(m.captured(2).toInt());
        } else if (conflictLine.match(line).hasMatch()) {
            ++r.conflictLines;
        } else if (const auto s = summary.match(line); s.hasMatch()) {
            r.reportedSaved = s.captured(1).toInt();
            r.reportedConflicts = s.captured(2).toInt();
        }
    }
    return r;
}

} // namespace

class TestLibraryConcurrency : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void twoSaversLoseNothing()
    {
        PresetLibrary presets;
        QVERIFY2(presets.load(), qPrintable(presets.errorString()));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        ScenarioLibrary library(&presets);
        QVERIFY(library.setFolder(dir.path()));
        Scenario s = newScenario();
        s.workload.model = *presets.find(QStringLiteral("llama-2-7b"));
        s.presetId = QStringLiteral("llama-2-7b");
        s.notes = QStringLiteral("start\n");
        const QString path = library.saveAsNew(s, QStringLiteral("Contended"));
        QVERIFY2(!path.isEmpty(), qPrintable(library.errorString()));
        const auto first = library.open(path);
        QVERIFY(first);
        const int startRevision = first->revision;

        // Both start together: each waits for the same moment before its first open.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("GP_SAVER_START_AT_MS"),
                   QString::number(QDateTime::currentMSecsSinceEpoch() + 1500));
        QProcess a, b;
        for (QProcess *p : {&a, &b})
            p->setProcessEnvironment(env);
        const QString file = QFileInfo(path).fileName();
        a.start(QStringLiteral(GP_CONCURRENT_SAVER),
                {dir.path(), file, QStringLiteral("A"), QString::number(kEdits)});
        b.start(QStringLiteral(GP_CONCURRENT_SAVER),
                {dir.path(), file, QStringLiteral("B"), QString::number(kEdits)});
        QVERIFY2(a.waitForStarted(10000), qPrintable(a.errorString()));
        QVERIFY2(b.waitForStarted(10000), qPrintable(b.errorString()));
        QVERIFY(a.waitForFinished(90000));
        QVERIFY(b.waitForFinished(90000));
        const SaverReport ra = parse(a, QStringLiteral("A"));
        const SaverReport rb = parse(b, QStringLiteral("B"));
        QVERIFY2(ra.exitCode == 0, qPrintable(ra.err));
        QVERIFY2(rb.exitCode == 0, qPrintable(rb.err));

        // Each reports all its saves and every refused attempt.
        for (const SaverReport *r : {&ra, &rb}) {
            QCOMPARE(r->reportedSaved, kEdits);
            QCOMPARE(r->savedLines, kEdits);
            QCOMPARE(r->reportedConflicts, r->conflictLines);
        }
        qInfo("conflicts: A %d, B %d", ra.reportedConflicts, rb.reportedConflicts);

        // Every successful save made its own revision: 80 in a row, none claimed twice.
        std::set<int> revisions(ra.revisions.begin(), ra.revisions.end());
        revisions.insert(rb.revisions.begin(), rb.revisions.end());
        QCOMPARE(revisions.size(), std::size_t(2 * kEdits));
        QCOMPARE(*revisions.begin(), startRevision + 1);
        QCOMPARE(*revisions.rbegin(), startRevision + 2 * kEdits);

        // The file: revision up by exactly 80, every appended line there once, in order.
        const auto last = library.open(path);
        QVERIFY2(last, qPrintable(library.errorString()));
        QCOMPARE(last->revision, startRevision + 2 * kEdits);
        const QStringList lines = last->notes.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.value(0), QStringLiteral("start"));
        QStringList fromA, fromB;
        for (const QString &line : lines) {
            if (line.startsWith(QLatin1String("A-")))
                fromA << line;
            else if (line.startsWith(QLatin1String("B-")))
                fromB << line;
        }
        QCOMPARE(fromA.size(), kEdits);
        QCOMPARE(fromB.size(), kEdits);
        QCOMPARE(lines.size(), 1 + 2 * kEdits);
        for (int i = 0; i < kEdits; ++i) {
            QCOMPARE(fromA[i], QStringLiteral("A-%1").arg(i));
            QCOMPARE(fromB[i], QStringLiteral("B-%1").arg(i));
        }

        // Nothing but the scenario is left: no .lock, .rmlock or temporary file.
        const QStringList left =
            QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
        QCOMPARE(left, QStringList{file});
    }
};

QTEST_GUILESS_MAIN(TestLibraryConcurrency)
#include "tst_libraryconcurrency.moc"
