#include "cli.h"

#include "calibration.h"
#include "catalogcheck.h"
#include "catalogdatabase.h"
#include "catalogexport.h"
#include "catalogrepository.h"
#include "catalogsources.h"
#include "catalogtablemodel.h"
#include "clicommon.h"
#include "cliworkload.h"
#include "estimator/solve.h"
#include "frameworks.h"
#include "importers.h"
#include "manpage.h"
#include "paths.h"
#include "planexport.h"
#include "presets.h"
#include "scenario.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QTextStream>

#include <optional>

#include <sys/ioctl.h>
#include <unistd.h>

namespace gpuplanner {

using namespace cli;

QString usageText()
{
    QString text = QCoreApplication::translate(
        "cli",
        "Usage: gpu-planner [--catalog FILE] [--overlay FILE] [--lang en|zh_CN] "
        "[FILE.gpuplan.json...]\n"
        "           open the window, with these scenario files open\n"
        "       gpu-planner COMMAND [flags]                            run without a window\n"
        "       gpu-planner COMMAND --help                             a command's flags, with "
        "their ranges\n"
        "\n"
        "Commands:\n");
    // Every command from its description (clispec.cpp); the library's subcommands have a
    // section of their own (library --help).
    for (const CommandSpec &command : commands()) {
        if (!QString::fromLatin1(command.name).startsWith(QLatin1String("library ")))
            text += helpEntry(command);
    }
    QStringList library;
    for (const CommandSpec *command : subcommands(QStringLiteral("library")))
        library << QString::fromLatin1(command->name).mid(8);
    text += QStringLiteral("  library %1 … [--dir D]\n").arg(library.join(QLatin1Char('|')));
    text += QCoreApplication::translate(
        "cli",
        "      The team library (folder from --dir or GPU_PLANNER_LIBRARY): list and search,\n"
        "      diff two scenarios or saved prices against today's, share codes, the trash.\n"
        "\n"
        "Global flags: --catalog FILE (or GPU_PLANNER_CATALOG), --overlay FILE (or\n"
        "  GPU_PLANNER_OVERLAY), --lang en|zh_CN (default: the system's language),\n"
        "  -h, --help, -V, --version\n");
    return text;
}

namespace {

// Every command's handler, by the name of its description (clispec.cpp), which gives its
// flags: runCli parses them, refuses positional arguments to a command that takes none and
// then calls the handler (clicommon.h).
struct CommandHandler {
    const char *name;
    int (*run)(const Args &args, Context &ctx);
};
constexpr CommandHandler kHandlers[] = {
    {"catalog list", catalogList},
    {"catalog show", catalogShow},
    {"catalog regions", catalogRegions},
    {"catalog import", catalogImport},
    {"catalog refresh", catalogRefresh},
    {"catalog set-price", catalogSetPrice},
    {"catalog check", catalogCheck},
    {"catalog reset-overlay", catalogResetOverlay},
    {"catalog build", catalogBuild},
    {"models list", modelsList},
    {"estimate", estimateCommand},
    {"validate-estimates", validateCommand},
    {"rank", rankCommand},
    {"solve", solveCommand},
    {"capacity", capacityCommand},
    {"scenario new", scenarioNew},
    {"report", reportCommand},
    {"library list", libraryList},
    {"library diff", libraryDiff},
    {"library share", libraryShare},
    {"library open", libraryOpen},
    {"library trash", libraryTrash},
    {"library restore", libraryRestore},
};

const CommandHandler *handlerOf(const CommandSpec &command)
{
    for (const CommandHandler &h : kHandlers) {
        if (qstrcmp(h.name, command.name) == 0)
            return &h;
    }
    return nullptr;
}

// The one preamble of every command: which command the words name ("rank", "catalog
// list"), its flags parsed by its description, then its handler.
int runCommand(const QStringList &arguments, Context &ctx)
{
    const QString word = arguments.first();
    QStringList rest = arguments.mid(1);
    const CommandSpec *command = nullptr;
    if (const auto group = subcommands(word); !group.empty()) {
        ctx.command = word;
        QStringList names;
        for (const CommandSpec *c : group)
            names << QString::fromLatin1(c->name).section(QLatin1Char(' '), 1);
        const QString sub = rest.value(0);
        if (sub.isEmpty() || sub.startsWith(QLatin1Char('-')))
            return ctx.usage(QCoreApplication::translate("cli", "missing subcommand: %1")
                                 .arg(names.join(QLatin1String(", "))));
        command = findCommand(word + QLatin1Char(' ') + sub);
        if (!command)
            return ctx.usage(QCoreApplication::translate("cli", "unknown subcommand '%1' (%2)")
                                 .arg(sub, names.join(QLatin1String(", "))));
        rest.removeFirst();
    } else {
        command = findCommand(word);
    }
    const CommandHandler *handler = command ? handlerOf(*command) : nullptr;
    if (!handler) {
        ctx.command = word;
        return ctx.usage(QCoreApplication::translate("cli", "unknown command '%1'").arg(word));
    }
    ctx.command = QString::fromLatin1(command->name);
    Args args;
    QString error;
    if (!args.parse(rest, *command, &error))
        return ctx.usage(error);
    if (!command->positional && !args.positional().isEmpty())
        return ctx.usage(QCoreApplication::translate("cli", "unexpected argument '%1'")
                             .arg(args.positional().first()));
    return handler->run(args, ctx);
}

// "COMMAND --help", "COMMAND SUB --help", "help COMMAND [SUB]": the help of that command,
// or of the subcommands under one word ("catalog --help"). Nothing when no help is asked.
std::optional<int> commandHelpRequest(const QStringList &arguments, Context &ctx)
{
    QStringList rest = arguments;
    bool asked = false;
    if (rest.first() == QLatin1String("help")) {
        asked = true;
        rest.removeFirst();
    }
    asked = asked || rest.contains(QLatin1String("--help")) || rest.contains(QLatin1String("-h"));
    QStringList words; // the command words before the first flag
    for (const QString &a : rest) {
        if (a.startsWith(QLatin1Char('-')) || words.size() == 2)
            break;
        words << a;
    }
    if (words.size() == 2 && words[1] == QLatin1String("help") &&
        !subcommands(words[0]).empty()) { // "library help"
        asked = true;
        words.removeLast();
    }
    if (!asked || words.isEmpty())
        return std::nullopt;
    const CommandSpec *command =
        words.size() > 1 ? findCommand(words[0] + QLatin1Char(' ') + words[1]) : nullptr;
    if (!command)
        command = findCommand(words[0]);
    if (command) {
        ctx.out << commandHelp(*command);
        return 0;
    }
    if (!subcommands(words[0]).empty()) {
        ctx.out << QCoreApplication::translate("cli", "Usage: gpu-planner %1 SUBCOMMAND [flags]")
                       .arg(words[0])
                << "\n\n"
                << (words[0] == QLatin1String("library") ? libraryUsage() : groupHelp(words[0]))
                << QCoreApplication::translate(
                       "cli", "  'gpu-planner %1 SUBCOMMAND --help' lists its flags.\n")
                       .arg(words[0]);
        return 0;
    }
    ctx.command = words[0];
    return ctx.usage(QCoreApplication::translate("cli", "unknown command '%1'").arg(words[0]));
}

// A flag where a command or the window's arguments were expected: "-version" is taken for
// the "--version" it almost is ("did you mean"), not for the window.
int unknownGlobalFlag(const QString &flag, Context &ctx)
{
    QString meant;
    if (flag == QLatin1String("-v"))
        meant = QStringLiteral("--version");
    if (!flag.startsWith(QLatin1String("--"))) {
        for (const char *known : {"help", "version", "lang", "catalog", "overlay"}) {
            if (flag.mid(1).section(QLatin1Char('='), 0, 0) == QLatin1String(known))
                meant = QLatin1Char('-') + flag;
        }
    }
    if (!meant.isEmpty())
        return ctx.usage(
            QCoreApplication::translate("cli", "unknown flag '%1' (did you mean '%2'?)")
                .arg(flag, meant));
    return ctx.usage(QCoreApplication::translate("cli", "unknown flag '%1'").arg(flag));
}

// The width text is wrapped at: COLUMNS when set to a number (as GNU tools read it), else
// the terminal's when standard output is one; 0 (no wrapping) for a pipe or a file.
int terminalColumns()
{
    bool ok = false;
    const int columns = qEnvironmentVariableIntValue("COLUMNS", &ok);
    if (ok && columns > 0)
        return columns;
    winsize size{};
    if (isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0)
        return size.ws_col;
    return 0;
}

} // namespace

QStringList unboundCommands()
{
    QStringList out;
    for (const CommandSpec &command : commands()) {
        if (!handlerOf(command))
            out << QString::fromLatin1(command.name);
    }
    for (const CommandHandler &h : kHandlers) {
        if (!findCommand(QString::fromLatin1(h.name)))
            out << QString::fromLatin1(h.name);
    }
    return out;
}

bool isCliCommand(const QString &firstArgument)
{
    for (const CommandSpec &command : commands()) {
        if (firstArgument == QString::fromLatin1(command.name).section(QLatin1Char(' '), 0, 0))
            return true;
    }
    return firstArgument == QLatin1String("--help") || firstArgument == QLatin1String("-h") ||
           firstArgument == QLatin1String("--version") || firstArgument == QLatin1String("-V") ||
           firstArgument == QLatin1String("help") || firstArgument == QLatin1String("--help-man");
}

int runCli(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    Context ctx{out, err, QString(), terminalColumns()};
    if (arguments.isEmpty())
        return ctx.usage(QCoreApplication::translate("cli", "no command"));
    const QString cmd = arguments.first();
    if (const auto code = commandHelpRequest(arguments, ctx))
        return *code;
    if (cmd == QLatin1String("--help") || cmd == QLatin1String("-h") ||
        cmd == QLatin1String("help")) {
        out << usageText();
        return 0;
    }
    if (cmd == QLatin1String("--help-man")) { // hidden: the build makes gpu-planner.1 with it
        out << manPage();
        return 0;
    }
    if (cmd == QLatin1String("--version") || cmd == QLatin1String("-V")) {
        out << "gpu-planner " << QCoreApplication::applicationVersion() << "\n";
        return 0;
    }
    if (cmd.startsWith(QLatin1Char('-')))
        return unknownGlobalFlag(cmd, ctx);
    return runCommand(arguments, ctx);
}

} // namespace gpuplanner
