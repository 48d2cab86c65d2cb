// The words of the command line's help made from the command table (clispec.cpp): the
// entries of --help, COMMAND --help with every flag's help, range and default, and the
// flag-range problems, in the command line's language.
#include "clispec.h"

#include "estimator/limits.h"

#include <QCoreApplication>

#include <cmath>
#include <cstdio>

namespace gpuplanner::cli {

namespace {

// The heading of the flags without a group of their own (as in clispec.cpp).
constexpr const char *kFlags = QT_TRANSLATE_NOOP("cli", "Flags");

QString translated(const char *source)
{
    return QCoreApplication::translate("cli", source);
}

QString flagUsage(const FlagSpec &f)
{
    return f.value ? QString::fromLatin1(f.name) + QLatin1Char(' ') + QString::fromLatin1(f.value)
                   : QString::fromLatin1(f.name);
}

// Words into lines of at most width characters, the first after first, the others after
// indent spaces.
QString wrap(const QStringList &words, const QString &first, int indent, int width = 96)
{
    QString out = first;
    qsizetype lineStart = out.lastIndexOf(QLatin1Char('\n')) + 1;
    bool empty = true;
    for (const QString &w : words) {
        if (!empty && out.size() - lineStart + 1 + w.size() > width) {
            out += QLatin1Char('\n');
            lineStart = out.size();
            out += QString(indent, QLatin1Char(' '));
            empty = true;
        }
        if (!empty)
            out += QLatin1Char(' ');
        out += w;
        empty = false;
    }
    return out + QLatin1Char('\n');
}

QStringList words(const QString &text)
{
    return text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// The units of the validation table's flags (estimator/limits.cpp), for lupdate;
// allowedWords translates them.
[[maybe_unused]] constexpr const char *kLimitUnits[] = {
    QT_TRANSLATE_NOOP("cli", "% of VRAM kept free"),
    QT_TRANSLATE_NOOP("cli", "% of the pay-as-you-go price"),
    QT_TRANSLATE_NOOP("cli", "% over 30 days"),
    QT_TRANSLATE_NOOP("cli", "CNY per USD"),
    QT_TRANSLATE_NOOP("cli", "FFN size (0: unknown)"),
    QT_TRANSLATE_NOOP("cli", "GPUs"),
    QT_TRANSLATE_NOOP("cli", "GPUs per instance"),
    QT_TRANSLATE_NOOP("cli", "GiB"),
    QT_TRANSLATE_NOOP("cli", "GiB (0: the card's)"),
    QT_TRANSLATE_NOOP("cli", "GiB (0: the default)"),
    QT_TRANSLATE_NOOP("cli", "KV heads (0: unknown)"),
    QT_TRANSLATE_NOOP("cli", "attention heads (0: unknown)"),
    QT_TRANSLATE_NOOP("cli", "billion parameters"),
    QT_TRANSLATE_NOOP("cli", "currency per price unit"),
    QT_TRANSLATE_NOOP("cli", "display currency"),
    QT_TRANSLATE_NOOP("cli", "epochs"),
    QT_TRANSLATE_NOOP("cli", "fraction of peak FLOPs"),
    QT_TRANSLATE_NOOP("cli", "fraction of the card"),
    QT_TRANSLATE_NOOP("cli", "hidden size (0: unknown)"),
    QT_TRANSLATE_NOOP("cli", "hours"),
    QT_TRANSLATE_NOOP("cli", "instances"),
    QT_TRANSLATE_NOOP("cli", "layers (0: unknown)"),
    QT_TRANSLATE_NOOP("cli", "micro-batches"),
    QT_TRANSLATE_NOOP("cli", "minutes"),
    QT_TRANSLATE_NOOP("cli", "months (0: as many as needed)"),
    QT_TRANSLATE_NOOP("cli", "price units"),
    QT_TRANSLATE_NOOP("cli", "processes per GPU"),
    QT_TRANSLATE_NOOP("cli", "rank"),
    QT_TRANSLATE_NOOP("cli", "rows (0: all)"),
    QT_TRANSLATE_NOOP("cli", "samples per epoch"),
    QT_TRANSLATE_NOOP("cli", "sequences (0: the engine's default)"),
    QT_TRANSLATE_NOOP("cli", "sequences per GPU"),
    QT_TRANSLATE_NOOP("cli", "stages"),
    QT_TRANSLATE_NOOP("cli", "tokens"),
    QT_TRANSLATE_NOOP("cli", "tokens (0: the engine's default)"),
    QT_TRANSLATE_NOOP("cli", "tokens (0: unknown)"),
    QT_TRANSLATE_NOOP("cli", "tokens per epoch"),
};

// A number as the validation table writes it (limits.cpp).
QString limitNumber(double v)
{
    char buf[64];
    if (std::isfinite(v) && v == std::floor(v) && std::abs(v) < 1e16)
        std::snprintf(buf, sizeof buf, "%.0f", v);
    else
        std::snprintf(buf, sizeof buf, "%g", v);
    return QString::fromLatin1(buf);
}

} // namespace

QString allowedWords(const limits::Limit &limit)
{
    const char *range =
        limit.minExclusive
            ? (limit.maxExclusive ? QT_TRANSLATE_NOOP("cli", "greater than %1 and below %2")
                                  : QT_TRANSLATE_NOOP("cli", "greater than %1 and at most %2"))
            : (limit.maxExclusive ? QT_TRANSLATE_NOOP("cli", "at least %1 and below %2")
                                  : QT_TRANSLATE_NOOP("cli", "at least %1 and at most %2"));
    const QString unit = translated(std::string(limit.unit).c_str());
    return translated(range).arg(limitNumber(limit.min), limitNumber(limit.max)) +
           QLatin1Char(' ') +
           (limit.kind == limits::Kind::Whole
                ? translated(QT_TRANSLATE_NOOP("cli", "(whole number, %1)"))
                : translated(QT_TRANSLATE_NOOP("cli", "(%1)")))
               .arg(unit);
}

std::optional<QString> rangeProblem(const limits::Limit &limit, double value, const QString &name,
                                    const QString &valueText)
{
    const QString shown = valueText.isEmpty() ? limitNumber(value) : valueText;
    const bool low = limit.minExclusive ? !(value > limit.min) : !(value >= limit.min);
    const bool high = limit.maxExclusive ? !(value < limit.max) : !(value <= limit.max);
    if (!std::isfinite(value))
        return translated(QT_TRANSLATE_NOOP("cli", "%1: '%2' is not a finite number: must be %3"))
            .arg(name, shown, allowedWords(limit));
    if (low || high)
        return translated(QT_TRANSLATE_NOOP("cli", "%1: %2 is out of range: must be %3"))
            .arg(name, shown, allowedWords(limit));
    if (limit.kind == limits::Kind::Whole && value != std::floor(value))
        return translated(QT_TRANSLATE_NOOP("cli", "%1: %2 is not a whole number: must be %3"))
            .arg(name, shown, allowedWords(limit));
    return std::nullopt;
}

QString helpEntry(const CommandSpec &command)
{
    QStringList synopsis;
    if (command.positional)
        synopsis << QString::fromLatin1(command.positional);
    for (const FlagSpec &f : command.flags) {
        if (f.required)
            synopsis << words(flagUsage(f));
    }
    if (command.sharedName)
        synopsis << QStringLiteral("<%1>").arg(QString::fromLatin1(command.sharedName));
    for (const FlagSpec &f : command.flags) {
        if (!f.required)
            synopsis << QLatin1Char('[') + flagUsage(f) + QLatin1Char(']');
    }
    const QString name = QString::fromLatin1(command.name);
    QString out =
        wrap(synopsis, QStringLiteral("  ") + name + QLatin1Char(' '), int(name.size()) + 3);
    if (synopsis.isEmpty())
        out = QStringLiteral("  ") + name + QLatin1Char('\n');
    return out + wrap(words(translated(command.summary)), QStringLiteral("      "), 6);
}

QString commandHelp(const CommandSpec &command)
{
    QString out =
        QCoreApplication::translate("cli", "Usage: gpu-planner %1%2 [flags]\n")
            .arg(QString::fromLatin1(command.name),
                 command.positional ? QLatin1Char(' ') + QString::fromLatin1(command.positional)
                                    : QString());
    out += QLatin1Char('\n') + helpEntry(command);
    if (command.details)
        out +=
            QLatin1Char('\n') + wrap(words(translated(command.details)), QStringLiteral("  "), 2);
    // The flags by group, in the order the groups first appear.
    const auto flags = flagsOf(command);
    QStringList groups;
    for (const FlagSpec *f : flags) {
        const QString g = QString::fromLatin1(f->group ? f->group : kFlags);
        if (!groups.contains(g))
            groups << g;
    }
    for (const QString &group : groups) {
        out += QLatin1Char('\n') + translated(group.toLatin1().constData()) + QStringLiteral(":\n");
        for (const FlagSpec *f : flags) {
            if (QString::fromLatin1(f->group ? f->group : kFlags) != group)
                continue;
            QString help = translated(f->help);
            if (const limits::Limit *limit = limits::byFlag(f->name))
                help +=
                    QLatin1Char(' ') +
                    translated(QT_TRANSLATE_NOOP("cli", "Allowed: %1.")).arg(allowedWords(*limit));
            if (f->defaultValue)
                help += QLatin1Char(' ') + translated(QT_TRANSLATE_NOOP("cli", "Default: %1."))
                                               .arg(translated(f->defaultValue));
            QString head = QStringLiteral("  ") + flagUsage(*f);
            if (head.size() > 29)
                head += QLatin1Char('\n') + QString(32, QLatin1Char(' '));
            else
                head = head.leftJustified(32);
            out += wrap(words(help), head, 32, 100);
        }
    }
    return out;
}

QString groupHelp(const QString &group)
{
    QString out;
    for (const CommandSpec *c : subcommands(group))
        out += helpEntry(*c);
    return out;
}

} // namespace gpuplanner::cli
