// `gpu-planner library ...`: the team library from the command line — list and search it,
// compare two scenarios (inputs and results) or a scenario's saved prices with today's
// catalog, share a scenario as one line of text and open such a line, and the trash.
// The library folder comes from --dir, else GPU_PLANNER_LIBRARY.
#include "catalogtablemodel.h"
#include "clicommon.h"
#include "library.h"
#include "plaintext.h"
#include "presets.h"
#include "scenario.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cmath>

namespace gpuplanner::cli {

QString libraryUsage()
{
    return groupHelp(QStringLiteral("library")) + QStringLiteral("  ") +
           QCoreApplication::translate("cli", "The library folder is --dir, else the environment "
                                              "variable GPU_PLANNER_LIBRARY.") +
           QLatin1Char('\n');
}

namespace {

const QString kDirFlag = QStringLiteral("--dir");

// The library folder from --dir or GPU_PLANNER_LIBRARY; empty (and *code set) when neither.
QString folderFrom(const Args &args, const Context &ctx, int *code)
{
    if (args.has(kDirFlag)) {
        const QString dir = args.value(kDirFlag);
        if (dir.trimmed().isEmpty())
            *code = ctx.usage(QCoreApplication::translate("cli", "--dir: give a folder"));
        return dir;
    }
    const QString dir = qEnvironmentVariable("GPU_PLANNER_LIBRARY");
    if (dir.trimmed().isEmpty())
        *code = ctx.usage(
            QCoreApplication::translate("cli", "no library folder: give --dir FOLDER or set the "
                                               "environment variable GPU_PLANNER_LIBRARY"));
    return dir;
}

// Opens the library folder; an existing one when mustExist (reading never creates it).
bool openLibrary(ScenarioLibrary &library, const QString &dir, bool mustExist, const Context &ctx,
                 int *code)
{
    if (mustExist && !QFileInfo(dir).isDir()) {
        *code = ctx.failure(
            QCoreApplication::translate("cli", "library folder %1 does not exist").arg(dir));
        return false;
    }
    if (!library.setFolder(dir)) {
        *code = ctx.failure(library.errorString());
        return false;
    }
    return true;
}

// A scenario argument: the path as given, else the name inside the library folder (with or
// without ".gpuplan.json") when one is known.
QString resolveScenario(const QString &arg, const Args &args)
{
    if (QFileInfo::exists(arg))
        return arg;
    QString dir = args.value(kDirFlag);
    if (dir.isEmpty())
        dir = qEnvironmentVariable("GPU_PLANNER_LIBRARY");
    if (!dir.isEmpty() && QFileInfo(arg).isRelative()) {
        for (const QString &name : {arg, arg + QString::fromLatin1(ScenarioLibrary::kSuffix),
                                    ScenarioLibrary::fileNameFor(arg)}) {
            // Not QDir::filePath, which reads a name starting with ':' as a Qt resource.
            const QString candidate = QDir::cleanPath(dir + QLatin1Char('/') + name);
            if (QFileInfo::exists(candidate))
                return candidate;
        }
    }
    return arg;
}

// Terminal columns of a cell: in Chinese output, Chinese characters (and other wide ones)
// take two. English output counts characters, as it always has.
qsizetype displayWidth(const QString &text)
{
    if (!chineseOutput())
        return text.size();
    qsizetype width = 0;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool wide = (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF) ||
                          (u >= 0xAC00 && u <= 0xD7A3) || (u >= 0xF900 && u <= 0xFAFF) ||
                          (u >= 0xFE30 && u <= 0xFE4F) || (u >= 0xFF00 && u <= 0xFF60) ||
                          (u >= 0xFFE0 && u <= 0xFFE6);
        width += wide ? 2 : 1;
    }
    return width;
}

// Columns padded to their widest cell; the last column is not padded.
QString table(const QList<QStringList> &given, int indent = 0)
{
    // Names, authors and file names come from colleagues' files: escaped for the terminal.
    QList<QStringList> rows = given;
    for (QStringList &row : rows) {
        for (QString &cell : row)
            cell = terminalSafe(cell, false, 200);
    }
    QList<qsizetype> widths;
    for (const QStringList &row : rows) {
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (widths.size() <= i)
                widths << 0;
            widths[i] = std::max(widths[i], displayWidth(row[i]));
        }
    }
    QString out;
    for (const QStringList &row : rows) {
        QString line(indent, QLatin1Char(' '));
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (i + 1 < row.size())
                line += row[i] + QString(widths[i] + 2 - displayWidth(row[i]), QLatin1Char(' '));
            else
                line += row[i];
        }
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        out += line + QLatin1Char('\n');
    }
    return out;
}

QString signedNumber(double v, int decimals)
{
    const QString text = formatNumber(std::abs(v), decimals);
    if (text == QLatin1String("0"))
        return text;
    return (v < 0 ? QStringLiteral("-") : QStringLiteral("+")) + text;
}

// "+7.8 (+63.4%)"; the percentage only when the first value is not 0.
QString change(double a, double b, int decimals)
{
    QString text = signedNumber(b - a, decimals);
    if (a != 0 && text != QLatin1String("0"))
        text += QStringLiteral(" (%1%)").arg(signedNumber((b - a) / std::abs(a) * 100, 1));
    return text;
}

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace

int libraryList(const Args &args, Context &ctx)
{
    QString error;
    int code = 0;
    const auto formatGiven = outputFormat(args, ctx, &code); // --format, or --json
    if (!formatGiven)
        return code;
    const QString format = *formatGiven;
    if (format != QLatin1String("table") && format != QLatin1String("json"))
        return ctx.usage(
            QCoreApplication::translate("cli", "--format: '%1' is not table or json").arg(format));
    const QString dir = folderFrom(args, ctx, &code);
    if (code)
        return code;
    const auto presets = loadPresets(ctx, &code);
    if (!presets)
        return code;
    // Best costs come from the catalog; the index (a per-user cache) keeps them with the
    // catalog's fingerprint, so a second listing reads no scenario file.
    const auto repo = openRepository(args, ctx, &code);
    if (!repo)
        return code;
    ScenarioLibrary library(&*presets);
    library.setCatalog(repo->snapshot());
    if (!openLibrary(library, dir, true, ctx, &code))
        return code;
    const std::vector<LibraryEntry> entries =
        args.has(QStringLiteral("--search"))
            ? library.search(args.value(QStringLiteral("--search")))
            : library.entries();
    if (format == QLatin1String("json")) {
        // An object naming its format (docs/table-format.md, JSON outputs); the entries
        // under "scenarios".
        nlohmann::json list = nlohmann::json::array();
        for (const LibraryEntry &e : entries) {
            nlohmann::json tags = nlohmann::json::array();
            for (const QString &t : e.tags)
                tags.push_back(t.toStdString());
            nlohmann::json row = {
                {"path", e.path.toStdString()},     {"file", e.fileName.toStdString()},
                {"id", e.id.toStdString()},         {"name", e.name.toStdString()},
                {"author", e.author.toStdString()}, {"modified", e.modified.toStdString()},
                {"revision", e.revision},           {"tags", tags}};
            if (!e.error.isEmpty())
                row["error"] = e.error.toStdString();
            if (e.task) {
                row["model"] = e.model.toStdString();
                row["task"] = std::string(toString(*e.task));
            }
            if (e.needPerGpuGib)
                row["need_per_gpu_gib"] = *e.needPerGpuGib;
            if (e.bestCost()) {
                row["best_type"] = e.bestType.toStdString();
                row["best_total_cost"] = e.bestTotalCost.value_or(0);
                if (e.bestCostPerMillionTokens)
                    row["best_cost_per_million_tokens"] = *e.bestCostPerMillionTokens;
                row["currency"] = e.currency.toStdString();
            }
            if (e.monthlyCost) { // a serving scenario with its traffic: the capacity plan
                row["monthly_cost"] = *e.monthlyCost;
                row["monthly_type"] = e.monthlyType.toStdString();
                row["replicas"] = e.replicas;
                row["currency"] = e.currency.toStdString();
            }
            list.push_back(row);
        }
        const nlohmann::json out = {{"format", "gpu-planner-library-list"},
                                    {"format_version", 1},
                                    {"folder", library.folder().toStdString()},
                                    {"scenarios", std::move(list)}};
        ctx.out << QString::fromStdString(out.dump(2)) << "\n";
        return 0;
    }
    if (entries.empty()) {
        ctx.out << (args.has(QStringLiteral("--search"))
                        ? QCoreApplication::translate("cli", "No scenario in %1 matches '%2'.\n")
                              .arg(library.folder(), args.value(QStringLiteral("--search")))
                        : QCoreApplication::translate("cli", "No scenarios in %1.\n")
                              .arg(library.folder()));
        return 0;
    }
    QList<QStringList> rows;
    rows << QStringList{QCoreApplication::translate("cli", "NAME"),
                        QCoreApplication::translate("cli", "MODEL"),
                        QCoreApplication::translate("cli", "TASK"),
                        QCoreApplication::translate("cli", "NEED/GPU"),
                        QCoreApplication::translate("cli", "BEST COST"),
                        QCoreApplication::translate("cli", "AUTHOR"),
                        QCoreApplication::translate("cli", "REV"),
                        QCoreApplication::translate("cli", "MODIFIED"),
                        QCoreApplication::translate("cli", "TAGS"),
                        QCoreApplication::translate("cli", "FILE")};
    for (const LibraryEntry &e : entries) {
        if (!e.error.isEmpty()) {
            rows << QStringList{
                e.name,    QString(), QString(),
                QString(), QString(), QString(),
                QString(), QString(), QCoreApplication::translate("cli", "(unreadable)"),
                e.fileName};
            continue;
        }
        QString cost = QStringLiteral("-");
        if (e.monthlyCost)
            cost = QCoreApplication::translate("cli", "%1 %2/month (%3 × %4)")
                       .arg(formatNumber(*e.monthlyCost, 0), e.currency)
                       .arg(e.replicas)
                       .arg(e.monthlyType);
        else if (const auto c = e.bestCost())
            cost = e.serving() ? QCoreApplication::translate("cli", "%1 %2/M tokens")
                                     .arg(formatNumber(*c, 2), e.currency)
                               : QStringLiteral("%1 %2").arg(formatNumber(*c, 2), e.currency);
        rows << QStringList{e.name,
                            e.model,
                            e.task ? q(std::string(toString(*e.task))) : QString(),
                            e.needPerGpuGib
                                ? QStringLiteral("%1 GiB").arg(formatNumber(*e.needPerGpuGib, 1))
                                : QString(),
                            cost,
                            e.author,
                            QString::number(e.revision),
                            e.modified,
                            e.tags.join(QStringLiteral(", ")),
                            e.fileName};
    }
    ctx.out << table(rows);
    for (const LibraryEntry &e : entries) {
        if (!e.error.isEmpty())
            ctx.err << QCoreApplication::translate("cli", "warning: %1").arg(e.error) << "\n";
    }
    return 0;
}

namespace {

void printPrices(const QString &path, const Scenario &s, const Catalog &catalog, Context &ctx)
{
    ctx.out << (s.pricesSavedAt.isEmpty()
                    ? QCoreApplication::translate("cli",
                                                  "Saved prices of %1 against today's catalog:")
                          .arg(path)
                    : QCoreApplication::translate(
                          "cli", "Saved prices of %1 (saved %2) against today's catalog:")
                          .arg(path, s.pricesSavedAt))
            << "\n";
    if (s.prices.empty()) {
        ctx.out << "  "
                << (s.loadedVersion < 2
                        ? QCoreApplication::translate(
                              "cli", "No prices were saved with this scenario (written by "
                                     "scenario format 1, which kept none).")
                        : QCoreApplication::translate("cli",
                                                      "No prices were saved with this scenario."))
                << "\n";
        return;
    }
    const std::vector<PriceChange> changes = diffSavedPrices(s, catalog);
    QList<QStringList> rows;
    rows << QStringList{
        QCoreApplication::translate("cli", "TYPE"),  QCoreApplication::translate("cli", "REGION"),
        QCoreApplication::translate("cli", "MODE"),  QCoreApplication::translate("cli", "SAVED"),
        QCoreApplication::translate("cli", "TODAY"), QCoreApplication::translate("cli", "CHANGE")};
    int unchanged = 0, changed = 0, gone = 0;
    for (const PriceChange &c : changes) {
        const QString unit = q(std::string(toString(c.unit)));
        const QString saved =
            QStringLiteral("%1 %2/%3 (%4)")
                .arg(formatNumber(c.saved, 4), q(c.currency), unit,
                     c.savedAsOf.empty() ? QCoreApplication::translate("cli", "undated")
                                         : q(c.savedAsOf));
        QString today, delta;
        if (!c.today) {
            today = QCoreApplication::translate("cli", "no price today");
            ++gone;
        } else {
            const QString currency = c.todayCurrency.empty() ? q(c.currency) : q(c.todayCurrency);
            today = QStringLiteral("%1 %2/%3 (%4)")
                        .arg(formatNumber(*c.today, 4), currency, unit,
                             c.todayAsOf.empty() ? QCoreApplication::translate("cli", "undated")
                                                 : q(c.todayAsOf));
            if (!c.todayCurrency.empty() && c.todayCurrency != c.currency) {
                delta = QCoreApplication::translate("cli", "now in another currency");
                ++changed;
            } else if (std::abs(*c.today - c.saved) < 1e-9 * std::max(1.0, std::abs(c.saved))) {
                ++unchanged;
                continue;
            } else {
                delta = change(c.saved, *c.today, 4);
                ++changed;
            }
        }
        rows << QStringList{q(c.instanceTypeId),
                            q(c.regionId),
                            q(std::string(toString(c.mode))),
                            saved,
                            today,
                            delta};
    }
    if (rows.size() > 1)
        ctx.out << table(rows, 2);
    ctx.out << "  "
            << QCoreApplication::translate("cli", "%n price(s): ", nullptr, int(changes.size()))
            << QCoreApplication::translate(
                   "cli", "%1 changed, %2 without a price today, %3 unchanged (not listed).")
                   .arg(changed)
                   .arg(gone)
                   .arg(unchanged)
            << "\n";
}

} // namespace

int libraryDiff(const Args &args, Context &ctx)
{
    QString error;
    const QStringList files = args.positional();
    if (files.isEmpty() || files.size() > 2)
        return ctx.usage(QCoreApplication::translate(
            "cli",
            "give two scenario files to compare, or one to compare its saved prices with today's"));
    int code = 0;
    const auto presets = loadPresets(ctx, &code);
    if (!presets)
        return code;
    std::vector<Scenario> scenarios;
    QStringList paths;
    for (const QString &file : files) {
        const QString path = resolveScenario(file, args);
        if (QFile f(path); !f.open(QIODevice::ReadOnly))
            return ctx.failure(QCoreApplication::translate("cli", "%1: cannot open: %2")
                                   .arg(path, f.errorString()));
        auto s = loadScenario(path, *presets, &error);
        if (!s)
            return ctx.failure(error);
        scenarios.push_back(std::move(*s));
        paths << path;
    }
    auto repo = openRepository(args, ctx, &code);
    if (!repo)
        return code;
    const Catalog &catalog = repo->catalog();
    if (scenarios.size() == 2) {
        const Scenario &a = scenarios[0];
        const Scenario &b = scenarios[1];
        const ScenarioDiff d = diffScenarios(a, b, catalog);
        ctx.out << "A: "
                << QCoreApplication::translate("cli", "%1 (%2, revision %3)")
                       .arg(paths[0], a.name)
                       .arg(a.revision)
                << "\nB: "
                << QCoreApplication::translate("cli", "%1 (%2, revision %3)")
                       .arg(paths[1], b.name)
                       .arg(b.revision)
                << "\n\n";
        if (d.fields.empty()) {
            ctx.out << QCoreApplication::translate("cli",
                                                   "The inputs and plan options are the same.")
                    << "\n";
        } else {
            QList<QStringList> rows;
            rows << QStringList{QCoreApplication::translate("cli", "FIELD"), QStringLiteral("A"),
                                QStringLiteral("B")};
            for (const ScenarioDiff::Field &f : d.fields)
                rows << QStringList{f.field, f.a, f.b};
            ctx.out << table(rows);
        }
        auto opt = [](const std::optional<double> &v, int decimals) {
            return v ? formatNumber(*v, decimals) : QCoreApplication::translate("cli", "n/a");
        };
        auto optChange = [](const std::optional<double> &x, const std::optional<double> &y,
                            int decimals) {
            return x && y ? change(*x, *y, decimals) : QString();
        };
        const QString curA = q(a.plan.currency), curB = q(b.plan.currency);
        QList<QStringList> rows;
        rows << QStringList{QCoreApplication::translate("cli", "RESULT"), QStringLiteral("A"),
                            QStringLiteral("B"), QCoreApplication::translate("cli", "CHANGE")};
        rows << QStringList{QCoreApplication::translate("cli", "VRAM per GPU (GiB)"),
                            formatNumber(d.vramA, 2), formatNumber(d.vramB, 2),
                            change(d.vramA, d.vramB, 2)};
        rows << QStringList{QCoreApplication::translate("cli", "hours (best option)"),
                            opt(d.hoursA, 1), opt(d.hoursB, 1), optChange(d.hoursA, d.hoursB, 1)};
        if (curA == curB)
            rows << QStringList{
                QCoreApplication::translate("cli", "cost (best option, %1)").arg(curA),
                opt(d.costA, 2), opt(d.costB, 2), optChange(d.costA, d.costB, 2)};
        else
            rows << QStringList{
                QCoreApplication::translate("cli", "cost (best option)"),
                d.costA ? opt(d.costA, 2) + QLatin1Char(' ') + curA
                        : QCoreApplication::translate("cli", "n/a"),
                d.costB ? opt(d.costB, 2) + QLatin1Char(' ') + curB
                        : QCoreApplication::translate("cli", "n/a"),
                QCoreApplication::translate("cli", "not comparable (%1 vs %2)").arg(curA, curB)};
        if ((d.servingA || d.servingB) && curA == curB)
            rows << QStringList{
                QCoreApplication::translate("cli", "cost per million tokens (%1)").arg(curA),
                opt(d.costPerMillionA, 2), opt(d.costPerMillionB, 2),
                optChange(d.costPerMillionA, d.costPerMillionB, 2)};
        rows << QStringList{
            QCoreApplication::translate("cli", "best option"),
            d.bestA.isEmpty() ? QCoreApplication::translate("cli", "(none fits with a price)")
                              : d.bestA,
            d.bestB.isEmpty() ? QCoreApplication::translate("cli", "(none fits with a price)")
                              : d.bestB,
            d.bestA == d.bestB ? QCoreApplication::translate("cli", "same")
                               : QCoreApplication::translate("cli", "changed")};
        ctx.out << "\n" << table(rows);
        if (!args.has(QStringLiteral("--prices")))
            return 0;
        ctx.out << "\n";
    }
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        if (i > 0)
            ctx.out << "\n";
        printPrices(paths[static_cast<qsizetype>(i)], scenarios[i], catalog, ctx);
    }
    return 0;
}

int libraryShare(const Args &args, Context &ctx)
{
    QString error;
    if (args.positional().size() != 1)
        return ctx.usage(QCoreApplication::translate("cli", "give one scenario file"));
    int code = 0;
    const auto presets = loadPresets(ctx, &code);
    if (!presets)
        return code;
    const auto s = loadScenario(resolveScenario(args.positional().first(), args), *presets, &error);
    if (!s)
        return ctx.failure(error);
    ctx.out << shareCode(*s) << "\n";
    return 0;
}

int libraryOpen(const Args &args, Context &ctx)
{
    QString error;
    if (args.positional().size() != 1)
        return ctx.usage(QCoreApplication::translate(
            "cli", "give one share code (GPUP1:...) or a file holding one"));
    const QString arg = args.positional().first();
    QString code = arg;
    QString source;
    if (!arg.trimmed().startsWith(QLatin1String("GPUP")) && QFileInfo(arg).isFile()) {
        QFile f(arg);
        if (!f.open(QIODevice::ReadOnly))
            return ctx.failure(QCoreApplication::translate("cli", "%1: cannot open: %2")
                                   .arg(arg, f.errorString()));
        // A share code is at most 2 MiB of text (ScenarioLibrary::kMaxShareBytes); a bigger
        // file is not read whole.
        if (f.size() > 4 * qint64(ScenarioLibrary::kMaxShareBytes))
            return ctx.failure(
                QCoreApplication::translate("cli", "%1: %2 bytes is too large to hold a share code")
                    .arg(arg)
                    .arg(f.size()));
        code = QString::fromUtf8(f.read(4 * qint64(ScenarioLibrary::kMaxShareBytes)));
        source = arg;
    } else if (!arg.trimmed().startsWith(QLatin1String("GPUP"))) {
        return ctx.failure(QCoreApplication::translate(
                               "cli", "'%1' is neither a share code (GPUP1:...) nor a file")
                               .arg(arg));
    }
    int rc = 0;
    QString dir;
    if (!args.has(QStringLiteral("--out"))) {
        dir = folderFrom(args, ctx, &rc);
        if (rc)
            return rc;
    }
    const auto presets = loadPresets(ctx, &rc);
    if (!presets)
        return rc;
    auto s = scenarioFromShareCode(code, *presets, &error);
    if (!s)
        return ctx.failure(source.isEmpty() ? error : QStringLiteral("%1: %2").arg(source, error));
    ScenarioLibrary library(&*presets);
    if (args.has(QStringLiteral("--out"))) {
        const QString out = args.value(QStringLiteral("--out"));
        if (QFileInfo::exists(out))
            return ctx.failure(
                QCoreApplication::translate("cli", "%1 exists; nothing was written").arg(out));
        // A new scenario: its own id and revision 1 (save() adds one).
        s->id = newScenario().id;
        s->revision = 0;
        s->created.clear();
        switch (library.save(out, *s, QByteArray())) {
        case SaveResult::Saved:
            ctx.out << out << "\n";
            return 0;
        case SaveResult::Conflict:
            return ctx.failure(
                QCoreApplication::translate("cli", "%1 exists; nothing was written").arg(out));
        case SaveResult::Failed:
            return ctx.failure(library.errorString());
        }
    }
    if (!openLibrary(library, dir, false, ctx, &rc))
        return rc;
    const QString name = s->name.trimmed().isEmpty()
                             ? QCoreApplication::translate("cli", "Shared scenario")
                             : s->name;
    const QString path = library.saveAsNew(*s, name);
    if (path.isEmpty())
        return ctx.failure(library.errorString());
    ctx.out << path << "\n";
    return 0;
}

int libraryTrash(const Args &args, Context &ctx)
{
    QString error;
    int code = 0;
    const QString dir = folderFrom(args, ctx, &code);
    if (code)
        return code;
    ScenarioLibrary library(nullptr);
    if (!openLibrary(library, dir, true, ctx, &code))
        return code;
    const std::vector<TrashEntry> trash = library.trash();
    if (trash.empty()) {
        ctx.out
            << QCoreApplication::translate("cli", "The trash of %1 is empty.").arg(library.folder())
            << "\n";
        return 0;
    }
    QList<QStringList> rows;
    rows << QStringList{QCoreApplication::translate("cli", "DELETED (UTC)"),
                        QCoreApplication::translate("cli", "ORIGINAL FILE"),
                        QCoreApplication::translate("cli", "IN THE TRASH AS")};
    for (const TrashEntry &e : trash)
        rows << QStringList{e.deleted.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")),
                            e.originalName, QFileInfo(e.path).fileName()};
    ctx.out << table(rows);
    return 0;
}

int libraryRestore(const Args &args, Context &ctx)
{
    QString error;
    if (args.positional().size() != 1)
        return ctx.usage(QCoreApplication::translate(
            "cli", "give the name of one deleted scenario (see 'gpu-planner library trash')"));
    const QString wanted = args.positional().first();
    int code = 0;
    const QString dir = folderFrom(args, ctx, &code);
    if (code)
        return code;
    ScenarioLibrary library(nullptr);
    if (!openLibrary(library, dir, true, ctx, &code))
        return code;
    const std::vector<TrashEntry> trash = library.trash(); // the latest first
    const QString suffix = QString::fromLatin1(ScenarioLibrary::kSuffix);
    auto matches = [&](const TrashEntry &e, Qt::CaseSensitivity cs) {
        const QString trashName = QFileInfo(e.path).fileName();
        QString stem = e.originalName;
        if (stem.endsWith(suffix, Qt::CaseInsensitive))
            stem.chop(suffix.size());
        return wanted.compare(trashName, cs) == 0 || wanted.compare(e.path, cs) == 0 ||
               wanted.compare(e.originalName, cs) == 0 || wanted.compare(stem, cs) == 0 ||
               ScenarioLibrary::fileNameFor(wanted).compare(e.originalName, cs) == 0;
    };
    std::vector<const TrashEntry *> found;
    for (Qt::CaseSensitivity cs : {Qt::CaseSensitive, Qt::CaseInsensitive}) {
        for (const TrashEntry &e : trash) {
            if (matches(e, cs))
                found.push_back(&e);
        }
        if (!found.empty())
            break;
    }
    if (found.empty())
        return ctx.failure(
            QCoreApplication::translate(
                "cli", "'%1' is not in the trash of %2 (see 'gpu-planner library trash')")
                .arg(wanted, library.folder()));
    QString restored;
    if (!library.restore(found.front()->path, &restored))
        return ctx.failure(library.errorString());
    ctx.out << (found.size() > 1 ? QCoreApplication::translate(
                                       "cli", "Restored %1 (the latest of %2 deleted copies) to %3")
                                       .arg(found.front()->originalName)
                                       .arg(found.size())
                                       .arg(restored)
                                 : QCoreApplication::translate("cli", "Restored %1 to %2")
                                       .arg(found.front()->originalName, restored))
            << "\n";
    return 0;
}

} // namespace gpuplanner::cli
