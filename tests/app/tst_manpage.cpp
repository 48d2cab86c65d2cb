// gpu-planner(1) is made from the --help text: every command and flag of `--help` and of
// `library --help` is in the page, the text is escaped for troff, and the page the build
// installs is what `gpu-planner --help-man` prints.
#include "cli.h"
#include "clicommon.h"
#include "manpage.h"
#include "paths.h"

#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTest>

using namespace gpuplanner;

class TestManPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void escape_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("troff");
        QTest::newRow("flag hyphens") << "--seq-len S"
                                      << "\\-\\-seq\\-len S";
        QTest::newRow("backslash") << "a\\b"
                                   << "a\\eb";
        QTest::newRow("leading dot") << ".gpuplan.json"
                                     << "\\&.gpuplan.json";
        QTest::newRow("leading quote") << "'x'"
                                       << "\\&'x'";
        QTest::newRow("ellipsis") << QStringLiteral("FILE…") << "FILE...";
        QTest::newRow("values may break") << "a|b"
                                          << "a|\\:b";
        QTest::newRow("non-ASCII") << QStringLiteral("× 2") << "\\[u00D7] 2";
    }
    void escape()
    {
        QFETCH(QString, text);
        QFETCH(QString, troff);
        QCOMPARE(troffEscape(text), troff);
    }

    void everyFlagOfTheHelpIsInThePage()
    {
        const QString page = manPage(QStringLiteral("9.9.9"), QStringLiteral("2026-01-02"));
        const QString help = usageText() + cli::libraryUsage();
        const QRegularExpression flag(QStringLiteral("--[a-z][a-z0-9-]*"));
        int flags = 0;
        for (const auto &m : flag.globalMatch(help)) {
            ++flags;
            QVERIFY2(page.contains(troffEscape(m.captured())), qPrintable(m.captured()));
        }
        QVERIFY(flags > 80);
        QVERIFY(page.contains(QStringLiteral(".TH GPU\\-PLANNER 1 \"2026-01-02\" \"gpu\\-planner "
                                             "9.9.9\"")));
    }

    void everyCommandIsAnEntry()
    {
        const QString page = manPage(QStringLiteral("1"), QStringLiteral("2026-01-02"));
        const QStringList entries = {
            QStringLiteral(".B catalog show TYPE\n"),
            QStringLiteral(".B catalog regions\n"),
            QStringLiteral(".B models list [\\-\\-format table|\\:json] [\\-\\-json]\n"),
            QStringLiteral(".B validate\\-estimates FILE.csv [\\-\\-with\\-rule]\n"),
            QStringLiteral(".B library restore NAME [\\-\\-dir D]\n"),
            QStringLiteral(".B report \\-\\-scenario FILE"),
            QStringLiteral(".B scenario new"),
            QStringLiteral(".B rank <estimate flags>"),
        };
        for (const QString &e : entries)
            QVERIFY2(page.contains(e), qPrintable(e));
        // A description is body text, not part of the bold synopsis.
        QVERIFY(page.contains(QStringLiteral(".B library restore NAME [\\-\\-dir D]\nBring one "
                                             "back from the trash")));
        // No line of the page starts with a control character troff would misread.
        for (const QString &line : page.split(QLatin1Char('\n')))
            QVERIFY2(!line.startsWith(QLatin1Char('\'')), qPrintable(line));
    }

    // Issue 28: the environment and files the page names are the program's own: every
    // ALIBABA_CLOUD_* variable app/ and models/ read, the settings file where QSettings
    // keeps it (paths.h), and the display the window needs.
    void environmentAndFilesAreTheProgramsOwn()
    {
        const QString page = manPage(QStringLiteral("1"), QStringLiteral("2026-01-02"));
        static const QRegularExpression variable(
            QStringLiteral("ALIBABA_CLOUD_[A-Z0-9_]*[A-Z0-9]\\b"));
        QSet<QString> read;
        for (const char *folder : {"/app", "/models"}) {
            QDirIterator it(QStringLiteral(GP_SOURCE_DIR) + QLatin1String(folder),
                            {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files);
            while (it.hasNext()) {
                QFile f(it.next());
                QVERIFY(f.open(QIODevice::ReadOnly));
                const QString text = QString::fromUtf8(f.readAll());
                for (const auto &m : variable.globalMatch(text))
                    read.insert(m.captured());
            }
        }
        QVERIFY2(read.size() >= 15, qPrintable(QStringList(read.begin(), read.end()).join(' ')));
        for (const QString &name : read)
            QVERIFY2(page.contains(name), qPrintable(name + QStringLiteral(": not in the page")));
        QVERIFY(page.contains(troffEscape(settingsPath(QStringLiteral("~/.config")))));
        QVERIFY(!page.contains(QStringLiteral("~/.config/gpu\\-planner.conf")));
        QVERIFY(page.contains(QStringLiteral("\\fBWAYLAND_DISPLAY\\fR")));
        QVERIFY(page.contains(QStringLiteral("\\fB\\-V\\fR is \\fB\\-\\-version\\fR")));
        QVERIFY(page.contains(QStringLiteral("\\-h, \\-\\-help, \\-V, \\-\\-version")));
    }

    // The project's address only when the build has one (GP_PROJECT_URL), never a
    // placeholder.
    void projectAddressOnlyWhenGiven()
    {
        const QString without = manPage(QStringLiteral("1"), QStringLiteral("2026-01-02"));
        QVERIFY(!without.contains(QStringLiteral("The project:")));
        QVERIFY(!without.contains(QStringLiteral("github")));
        const QString with = manPage(QStringLiteral("1"), QStringLiteral("2026-01-02"),
                                     QStringLiteral("https://example.org/gpu-planner"));
        QVERIFY(with.contains(QStringLiteral(".SH SEE ALSO\n")));
        QVERIFY(
            with.endsWith(QStringLiteral(".PP\nThe project: https://example.org/gpu\\-planner\n")));
    }

    void buildInstallsWhatTheProgramPrints()
    {
        QProcess p;
        p.start(QStringLiteral(GP_CLI), {QStringLiteral("--help-man")});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 0);
        const QByteArray printed = p.readAllStandardOutput();
        QVERIFY(printed.startsWith(".\\\" Generated by"));
        QFile built(QStringLiteral(GP_MAN_PAGE));
        QVERIFY2(built.open(QIODevice::ReadOnly), GP_MAN_PAGE);
        QCOMPARE(built.readAll(), printed);
    }

    void rendersWithoutWarnings()
    {
        // Where man is installed: no line troff cannot break or adjust at 80 columns.
        const QString man = QStandardPaths::findExecutable(QStringLiteral("man"));
        if (man.isEmpty())
            QSKIP("man is not installed");
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("MANWIDTH"), QStringLiteral("80"));
        p.setProcessEnvironment(env);
        p.start(man,
                {QStringLiteral("--warnings"), QStringLiteral("-l"), QStringLiteral(GP_MAN_PAGE)});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 0);
        const QString warnings = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings));
        QVERIFY(p.readAllStandardOutput().contains("awq_int4"));
    }
};

QTEST_GUILESS_MAIN(TestManPage)
#include "tst_manpage.moc"
