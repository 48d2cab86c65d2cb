// The words of the command line's help made from the command table (clispec.cpp): the
// entries of --help, COMMAND --help with every flag's help, range and default, and the
// flag-range problems, in the command line's language.
#include "clispec.h"

#include "estimator/limits.h"
#include "limitswording.h"

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
    return f.value ? QString::fromLatin1(f.name) + QLatin1Char(' ') + QString::fromUtf8(f.value)
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

} // namespace

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
                help += QLatin1Char(' ') + translated(QT_TRANSLATE_NOOP("cli", "Allowed: %1."))
                                               .arg(limitswording::allowed(*limit));
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
