// Shared pieces of the command line: flag parsing, the error/exit conventions and opening
// the catalog and presets. Each subcommand lives in its own file (cli.cpp, clireport.cpp,
// clilibrary.cpp) and uses these.
#pragma once

#include "catalogrepository.h"
#include "clispec.h"
#include "estimator/limits.h"
#include "estimator/text.h"
#include "limitswording.h"
#include "paths.h"
#include "plaintext.h"
#include "presets.h"

#include <QCoreApplication>
#include <QLocale>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <cmath>
#include <limits>
#include <memory>
#include <optional>

namespace gpuplanner::cli {

inline constexpr int kUsageError = 2;
inline constexpr int kFailure = 1;

// The command line's language (main.cpp: --lang, else the system's) is the default QLocale's.
inline bool chineseOutput()
{
    return QLocale().language() == QLocale::Chinese;
}

// "--pricing: 'x' is not one of: payg, subscription, spot, reserved" (the pricing modes' table).
inline QString pricingChoiceError(const QString &value)
{
    return QCoreApplication::translate("cli", "--pricing: '%1' is not one of: %2")
        .arg(value, QString::fromStdString(pricingModeIds(", ")));
}

// "1 row", "3 rows": counts in messages.
inline QString count(qint64 n, const char *one, const char *many)
{
    return QString::fromStdString(text::count(n, one, many));
}

// Flags of one subcommand: "--name" → takes a value or not. Repeated value flags keep
// the last value; anything not starting with "--" is positional.
class Args
{
public:
    bool parse(const QStringList &args, const QMap<QString, bool> &spec, QString *error)
    {
        for (int i = 0; i < args.size(); ++i) {
            QString a = args[i];
            if (!a.startsWith(QLatin1String("--")) || a == QLatin1String("--")) {
                m_positional << a;
                continue;
            }
            QString value;
            bool inlineValue = false;
            const qsizetype eq = a.indexOf(QLatin1Char('='));
            if (eq > 0) {
                value = a.mid(eq + 1);
                a = a.left(eq);
                inlineValue = true;
            }
            if (!spec.contains(a)) {
                *error = QCoreApplication::translate("cli", "unknown flag '%1'").arg(a);
                return false;
            }
            if (spec.value(a)) {
                if (!inlineValue) {
                    if (i + 1 >= args.size() || args[i + 1].startsWith(QLatin1String("--"))) {
                        *error =
                            QCoreApplication::translate("cli", "flag '%1' needs a value").arg(a);
                        return false;
                    }
                    value = args[++i];
                }
                m_values[a] = value;
            } else {
                if (inlineValue) {
                    *error = QCoreApplication::translate("cli", "flag '%1' takes no value").arg(a);
                    return false;
                }
                m_values[a] = QString();
            }
        }
        return true;
    }

    // The flags of a command from its description (clispec.h), with the global ones when it
    // takes them; a number flag is checked here, by its type and the validation table.
    bool parse(const QStringList &args, const CommandSpec &command, QString *error)
    {
        const auto flags = flagsOf(command);
        QMap<QString, bool> spec;
        for (const FlagSpec *f : flags)
            spec.insert(QString::fromLatin1(f->name), f->type != ValueType::Switch);
        if (!parse(args, spec, error))
            return false;
        for (const FlagSpec *f : flags) {
            const QString name = QString::fromLatin1(f->name);
            bool ok = true;
            if (has(name) && f->type == ValueType::Whole)
                whole(name, error, &ok);
            else if (has(name) && f->type == ValueType::Real)
                number(name, error, &ok);
            if (!ok)
                return false;
        }
        return true;
    }

    bool has(const QString &flag) const { return m_values.contains(flag); }
    // A value the command fills in when the user gave none (capacity's task and engine).
    void setDefault(const QString &flag, const QString &value)
    {
        if (!has(flag))
            m_values.insert(flag, value);
    }
    QString value(const QString &flag, const QString &fallback = {}) const
    {
        return m_values.value(flag, fallback);
    }
    const QStringList &positional() const { return m_positional; }

    // A number flag; a flag with a row in the validation table (estimator/limits.h) must
    // be finite and inside its range, any other one finite and not negative.
    std::optional<double> number(const QString &flag, QString *error, bool *ok) const
    {
        if (!has(flag))
            return std::nullopt;
        bool good = false;
        const QString text = value(flag).trimmed();
        const double v = text.toDouble(&good);
        const limits::Limit *limit = limits::byFlag(flag.toStdString());
        if (good && limit) {
            if (const auto problem = limitswording::problem(*limit, v, flag, text)) {
                *error = *problem;
                *ok = false;
                return std::nullopt;
            }
            return v;
        }
        if (!good || !std::isfinite(v) || v < 0) {
            *error = QCoreApplication::translate("cli", "%1: '%2' is not a non-negative number")
                         .arg(flag, value(flag));
            if (limit)
                *error += QCoreApplication::translate("cli", ": must be %1")
                              .arg(limitswording::allowed(*limit));
            *ok = false;
            return std::nullopt;
        }
        return v;
    }

    // A whole-number flag, read in 64 bits and checked against the validation table before
    // it is narrowed to int: "4294967297" is refused, never wrapped to 1.
    std::optional<int> whole(const QString &flag, QString *error, bool *ok) const
    {
        if (!has(flag))
            return std::nullopt;
        bool good = false;
        const QString text = value(flag).trimmed();
        const qlonglong v = text.toLongLong(&good);
        const limits::Limit *limit = limits::byFlag(flag.toStdString());
        if (!good) {
            *error = QCoreApplication::translate("cli", "%1: '%2' is not a whole number")
                         .arg(flag, value(flag));
            if (limit)
                *error += QCoreApplication::translate("cli", ": must be %1")
                              .arg(limitswording::allowed(*limit));
            *ok = false;
            return std::nullopt;
        }
        if (limit) {
            if (const auto problem =
                    limitswording::problem(*limit, static_cast<double>(v), flag, text)) {
                *error = *problem;
                *ok = false;
                return std::nullopt;
            }
        } else if (v < 0 || v > std::numeric_limits<int>::max()) {
            *error =
                QCoreApplication::translate("cli", "%1: '%2' is not a whole number from 0 to %3")
                    .arg(flag, value(flag))
                    .arg(std::numeric_limits<int>::max());
            *ok = false;
            return std::nullopt;
        }
        return static_cast<int>(v);
    }

private:
    QMap<QString, QString> m_values;
    QStringList m_positional;
};

struct Context {
    QTextStream &out;
    QTextStream &err;
    QString command; // "catalog list", for messages
    int columns = 0; // the terminal's width for wrapped text (0: none, a pipe or a file)

    // Problems may carry a file's name or a server's words: shown escaped (plaintext.h).
    int usage(const QString &problem) const
    {
        err << prefix() << terminalSafe(problem, true) << "\n"
            << QCoreApplication::translate("cli",
                                           "Run 'gpu-planner --help' for the commands and their "
                                           "flags.")
            << "\n";
        return kUsageError;
    }
    int failure(const QString &problem) const
    {
        err << prefix() << terminalSafe(problem, true) << "\n";
        return kFailure;
    }
    // "gpu-planner catalog list: ", or "gpu-planner: " before a command is known.
    QString prefix() const
    {
        return command.isEmpty() ? QStringLiteral("gpu-planner: ")
                                 : QStringLiteral("gpu-planner %1: ").arg(command);
    }
};

// The output format a command prints (issue 28): --format FORMAT, or --json, which is
// --format json; fallback when neither is given. --json with --format other than json
// is a usage error naming both flags: *code is set and nothing is returned.
inline std::optional<QString> outputFormat(const Args &args, const Context &ctx, int *code,
                                           const QString &fallback = QStringLiteral("table"))
{
    const bool json = args.has(QStringLiteral("--json"));
    if (!args.has(QStringLiteral("--format")))
        return json ? QStringLiteral("json") : fallback;
    const QString format = args.value(QStringLiteral("--format"));
    if (json && format != QLatin1String("json")) {
        *code = ctx.usage(QCoreApplication::translate(
                              "cli", "--json and --format %1 ask for different outputs; give "
                                     "one of them")
                              .arg(format));
        return std::nullopt;
    }
    return format;
}

inline std::unique_ptr<CatalogRepository> openRepository(const Args &args, const Context &ctx,
                                                         int *code)
{
    auto repo = std::make_unique<CatalogRepository>(
        resolveCatalogPath(args.value(QStringLiteral("--catalog"))),
        resolveOverlayPath(args.value(QStringLiteral("--overlay"))));
    if (!repo->load()) {
        if (repo->overlayFailed()) {
            // The exact command that recovers, with the same --overlay when one was given.
            QString command = QStringLiteral("gpu-planner catalog reset-overlay --yes");
            if (args.has(QStringLiteral("--overlay")))
                command += QStringLiteral(" --overlay '%1'")
                               .arg(args.value(QStringLiteral("--overlay"))
                                        .replace(QLatin1Char('\''), QLatin1String("'\\''")));
            *code = ctx.failure(
                repo->errorString() + QLatin1Char('\n') +
                QCoreApplication::translate(
                    "cli", "To use the shipped catalog again, run: %1\n(the overlay is kept as "
                           "a backup copy beside it; your imported and entered rows are not lost)")
                    .arg(command));
            return nullptr;
        }
        *code = ctx.failure(
            catalogLoadError(args.value(QStringLiteral("--catalog")), repo->errorString()));
        return nullptr;
    }
    return repo;
}

inline std::optional<PresetLibrary> loadPresets(const Context &ctx, int *code)
{
    PresetLibrary presets;
    if (!presets.load()) {
        *code = ctx.failure(presets.errorString());
        return std::nullopt;
    }
    return presets;
}

// The commands' handlers, bound to their names in cli.cpp (kHandlers). Each gets its flags
// already parsed by the command's description (clispec.cpp), positional arguments refused
// when it takes none; what is left to check is its own.
int catalogList(const Args &args, Context &ctx); // clicatalog.cpp
int catalogShow(const Args &args, Context &ctx);
int catalogRegions(const Args &args, Context &ctx);
int catalogImport(const Args &args, Context &ctx);
int catalogSetPrice(const Args &args, Context &ctx);
int catalogResetOverlay(const Args &args, Context &ctx);
int catalogCheck(const Args &args, Context &ctx);
int catalogBuild(const Args &args, Context &ctx);
int catalogRefresh(const Args &args, Context &ctx); // clirefresh.cpp
int modelsList(const Args &args, Context &ctx);     // cliestimate.cpp
int estimateCommand(const Args &args, Context &ctx);
int scenarioNew(const Args &args, Context &ctx);
int validateCommand(const Args &args, Context &ctx);
int rankCommand(const Args &args, Context &ctx); // clirank.cpp
int solveCommand(const Args &args, Context &ctx);
int capacityCommand(const Args &args, Context &ctx); // clicapacity.cpp
int reportCommand(const Args &args, Context &ctx);   // clireport.cpp
int libraryList(const Args &args, Context &ctx);     // clilibrary.cpp
int libraryDiff(const Args &args, Context &ctx);
int libraryShare(const Args &args, Context &ctx);
int libraryOpen(const Args &args, Context &ctx);
int libraryTrash(const Args &args, Context &ctx);
int libraryRestore(const Args &args, Context &ctx);
QString libraryUsage(); // clilibrary.cpp, for the man page

} // namespace gpuplanner::cli
