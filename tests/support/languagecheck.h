// Test helper for the command line's languages: whether a text has Chinese, and the first
// run of three English words left once what stays English (flags, quoted commands, paths,
// ids, given names, the usage hint) is taken out. Shared by tst_clilanguage2 and 3.
#pragma once

#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace languagecheck {

inline bool hasChinese(const QString &text)
{
    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
    return han.match(text).hasMatch();
}

// The first run of three English words in text, after taking out what stays English:
// flags, quoted commands, paths, ids, the given names, and the usage hint of clicommon.h
// (another file's text). Empty when there is none.
inline QString englishRun(QString text, const QStringList &keep = {})
{
    QStringList lines = text.split(QLatin1Char('\n'));
    lines.removeIf([](const QString &l) {
        return l.startsWith(QLatin1String("Run 'gpu-planner --help'")) ||
               l.startsWith(QLatin1String("QStandardPaths"));
    });
    text = lines.join(QLatin1Char('\n'));
    for (const QString &k : keep)
        text.remove(k);
    static const QList<QRegularExpression> tokens = {
        // the "gpu-planner catalog refresh: " that starts an error, and quoted commands
        QRegularExpression(QStringLiteral("^gpu-planner [a-z -]+: "),
                           QRegularExpression::MultilineOption),
        QRegularExpression(QStringLiteral("'gpu-planner[^']*'")),
        QRegularExpression(QStringLiteral("--[a-z][a-z-]*")),
        QRegularExpression(QStringLiteral("\\S*/\\S*")), // paths, URLs, units like CNY/h
        // ids and file names (not decimal numbers)
        QRegularExpression(QStringLiteral("[\\w-]*[A-Za-z][\\w-]*\\.[\\w.-]+")),
    };
    for (const QRegularExpression &re : tokens)
        text.remove(re);
    static const QRegularExpression run(
        QStringLiteral("\\b[A-Za-z]{2,}[ \\t]+[A-Za-z]{2,}[ \\t]+[A-Za-z]{2,}\\b"));
    const auto m = run.match(text);
    return m.hasMatch() ? m.captured() : QString();
}

} // namespace languagecheck
