// The command line is described once (app/clispec.h): the parser, the number checks and
// every help text come from that description. Walking the tables: each flag a command
// accepts is in its `COMMAND --help` and in `gpu-planner --help` (its own entry, or the
// entry of the command whose flags it shares), with the range of the validation table; a
// flag outside the table is refused; the man page lists every command and flag.
#include "cli.h"
#include "clicommon.h"
#include "clispec.h"
#include "estimator/catalogtypes.h"
#include "estimator/limits.h"
#include "manpage.h"

#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <string_view>

using namespace gpuplanner;
using namespace gpuplanner::cli;

namespace {

QString name(const FlagSpec &f)
{
    return QString::fromLatin1(f.name);
}

// "--batch B" or "--dry-run": how the flag is written in a synopsis.
QString usage(const FlagSpec &f)
{
    return f.value ? name(f) + QLatin1Char(' ') + QString::fromUtf8(f.value) : name(f);
}

// The part of the top-level help about one command (its entry, up to the next).
QString entryOf(const QString &help, const QString &command)
{
    const qsizetype start = help.indexOf(QStringLiteral("\n  ") + command + QLatin1Char(' '));
    const qsizetype startLine =
        start >= 0 ? start : help.indexOf(QStringLiteral("\n  ") + command + QLatin1Char('\n'));
    if (startLine < 0)
        return {};
    static const QRegularExpression next(QStringLiteral("\n  [a-z]|\n\n"));
    const auto m = next.match(help, startLine + 3);
    return help.mid(startLine, m.hasMatch() ? m.capturedStart() - startLine : -1);
}

} // namespace

class TestCliSpec : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The commands as a table (issue 25): every described command has a handler in cli.cpp,
    // every handler a description, and the --pricing choices are the pricing modes' table.
    void everyCommandHasOneHandler()
    {
        QCOMPARE(unboundCommands(), QStringList());
        for (const char *name : {"rank", "estimate", "catalog set-price"}) {
            const CommandSpec *command = findCommand(QString::fromLatin1(name));
            QVERIFY(command);
            const FlagSpec *pricing = flagOf(*command, QStringLiteral("--pricing"));
            if (qstrcmp(name, "estimate") == 0) {
                QVERIFY(!pricing);
                continue;
            }
            QVERIFY(pricing);
            QCOMPARE(QString::fromLatin1(pricing->value),
                     QString::fromStdString(pricingModeIds("|")));
        }
    }

    void everyAcceptedFlagIsInItsHelp()
    {
        const QString help = usageText() + libraryUsage();
        int checked = 0;
        for (const CommandSpec &command : commands()) {
            const QString cmd = QString::fromLatin1(command.name);
            const QString own = commandHelp(command);
            QVERIFY2(own.startsWith(QStringLiteral("Usage: gpu-planner ") + cmd), qPrintable(cmd));
            const QString entry = entryOf(help, cmd);
            QVERIFY2(!entry.isEmpty(), qPrintable(cmd + QStringLiteral(": not in --help")));
            for (const FlagSpec *f : flagsOf(command)) {
                ++checked;
                const QString what = cmd + QLatin1Char(' ') + name(*f);
                // Accepted by the parser made from the same table…
                Args args;
                QString error;
                QStringList argv{name(*f)};
                if (f->type != ValueType::Switch)
                    argv << QStringLiteral("1");
                QVERIFY2(args.parse(argv, command, &error) || !error.contains("unknown flag"),
                         qPrintable(what + QStringLiteral(": ") + error));
                // …listed with its value in COMMAND --help, with its range when the
                // validation table has one…
                QVERIFY2(own.contains(QStringLiteral("  ") + usage(*f)), qPrintable(what));
                QVERIFY2(f->help && *f->help, qPrintable(what + QStringLiteral(": no help")));
                if (const limits::Limit *limit = limits::byFlag(f->name)) {
                    const QString range = QString::fromStdString(limits::allowedText(*limit));
                    QVERIFY2(own.simplified().contains(range.simplified()), qPrintable(what));
                }
                // …and in gpu-planner --help: in the command's entry, the entry of the
                // command it shares the flag with, or the global flags.
                bool listed = entry.contains(usage(*f)) ||
                              help.contains(QStringLiteral("Global flags: ") + usage(*f)) ||
                              help.contains(QStringLiteral(", ") + usage(*f));
                // (The command that holds all of a shared set: rank holds the plan's flags
                // and its own --out.)
                for (const auto &set : command.shared) {
                    for (const CommandSpec &other : commands()) {
                        const auto holds = [&](const FlagSpec &s) {
                            return std::any_of(other.flags.begin(), other.flags.end(),
                                               [&](const FlagSpec &o) {
                                                   return std::string_view(o.name) == s.name;
                                               });
                        };
                        if (&other != &command && std::all_of(set.begin(), set.end(), holds))
                            listed =
                                listed ||
                                entryOf(help, QString::fromLatin1(other.name)).contains(usage(*f));
                    }
                }
                QVERIFY2(listed, qPrintable(what + QStringLiteral(": not in --help")));
            }
        }
        QVERIFY(checked > 200);
    }

    // The two that were missing from --help before the help was made from the tables.
    void rankTodayAndEstimateScenario()
    {
        const QString help = usageText();
        QVERIFY(entryOf(help, QStringLiteral("rank")).contains(QStringLiteral("--today DATE")));
        QVERIFY(
            entryOf(help, QStringLiteral("estimate")).contains(QStringLiteral("--scenario FILE")));
        QVERIFY(commandHelp(*findCommand(QStringLiteral("rank")))
                    .contains(QStringLiteral("--scenario FILE")));
    }

    void flagOutsideTheTableIsRefused()
    {
        Args args;
        QString error;
        QVERIFY(!args.parse({QStringLiteral("--today"), QStringLiteral("2026-01-01")},
                            *findCommand(QStringLiteral("estimate")), &error));
        QCOMPARE(error, QStringLiteral("unknown flag '--today'"));
    }

    // A number flag is checked while parsing, against the validation table.
    void numberFlagsAreChecked()
    {
        const CommandSpec &rank = *findCommand(QStringLiteral("rank"));
        Args args;
        QString error;
        QVERIFY(!args.parse({QStringLiteral("--batch"), QStringLiteral("0")}, rank, &error));
        QVERIFY2(error.startsWith(QStringLiteral("--batch: 0 is out of range: must be")),
                 qPrintable(error));
        Args real;
        QVERIFY(!real.parse({QStringLiteral("--mfu"), QStringLiteral("x")}, rank, &error));
        QVERIFY2(error.startsWith(QStringLiteral("--mfu: 'x' is not a non-negative number")),
                 qPrintable(error));
        Args whole;
        QVERIFY(!whole.parse({QStringLiteral("--gpus"), QStringLiteral("1.5")}, rank, &error));
        QVERIFY2(error.startsWith(QStringLiteral("--gpus: '1.5' is not a whole number")),
                 qPrintable(error));
    }

    void everyCommandAndFlagIsInTheManPage()
    {
        const QString page = manPage(QStringLiteral("1"), QStringLiteral("2026-01-02"));
        for (const CommandSpec &command : commands()) {
            const QString cmd = QString::fromLatin1(command.name);
            QVERIFY2(page.contains(QStringLiteral(".B ") + troffEscape(cmd)), qPrintable(cmd));
            for (const FlagSpec *f : flagsOf(command))
                QVERIFY2(page.contains(troffEscape(name(*f))), qPrintable(cmd + name(*f)));
        }
    }

    // `COMMAND --help`, `COMMAND -h` and `help COMMAND` for every command; `catalog --help`
    // for the subcommands under one word.
    void everyCommandAnswersHelp()
    {
        auto run = [](const QStringList &argv, QString *out) {
            QString err;
            QTextStream o(out);
            QTextStream e(&err);
            const int code = runCli(argv, o, e);
            o.flush();
            return code;
        };
        for (const CommandSpec &command : commands()) {
            const QStringList words = QString::fromLatin1(command.name).split(QLatin1Char(' '));
            const QString expected = commandHelp(command);
            for (const QStringList &argv : {words + QStringList{QStringLiteral("--help")},
                                            words + QStringList{QStringLiteral("-h")},
                                            QStringList{QStringLiteral("help")} + words}) {
                QString out;
                QCOMPARE(run(argv, &out), 0);
                QCOMPARE(out, expected);
            }
        }
        for (const QString &group : {QStringLiteral("catalog"), QStringLiteral("library"),
                                     QStringLiteral("models"), QStringLiteral("scenario")}) {
            QString out;
            QCOMPARE(run({group, QStringLiteral("--help")}, &out), 0);
            QVERIFY2(out.startsWith(QStringLiteral("Usage: gpu-planner %1 SUBCOMMAND").arg(group)),
                     qPrintable(out));
            for (const CommandSpec *c : subcommands(group))
                QVERIFY(out.contains(QStringLiteral("  ") + QString::fromLatin1(c->name)));
        }
        QString out;
        QCOMPARE(run({QStringLiteral("help"), QStringLiteral("nope")}, &out), 2);
    }

    // Every command of the table is reached by the dispatch and parses by its table: an
    // unknown flag is refused with exit 2, naming the command.
    void everyCommandIsDispatched()
    {
        for (const CommandSpec &command : commands()) {
            const QString cmd = QString::fromLatin1(command.name);
            QVERIFY2(isCliCommand(cmd.section(QLatin1Char(' '), 0, 0)), qPrintable(cmd));
            QString out;
            QString err;
            QTextStream o(&out);
            QTextStream e(&err);
            const int code =
                runCli(cmd.split(QLatin1Char(' ')) + QStringList{QStringLiteral("--bogus")}, o, e);
            e.flush();
            QCOMPARE(code, 2);
            QVERIFY2(
                err.startsWith(QStringLiteral("gpu-planner %1: unknown flag '--bogus'").arg(cmd)),
                qPrintable(err));
        }
    }

    void namesAreUnique()
    {
        QStringList seen;
        for (const CommandSpec &command : commands()) {
            QVERIFY(!seen.contains(QString::fromLatin1(command.name)));
            seen << QString::fromLatin1(command.name);
            QStringList flags;
            for (const FlagSpec &f : command.flags) {
                QVERIFY2(!flags.contains(name(f)), f.name);
                flags << name(f);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestCliSpec)
#include "tst_clispec.moc"
