// Test helper for the command line's languages: whether a text has Chinese, and the first
// run of three English words left once what stays English (flags, quoted commands, paths,
// ids, given names, the usage hint) is taken out; running a command in a language, or in
// both, and CHINESE() to check one run. Shared by tst_clilanguage2 and 3.
#pragma once

#include "cliprocess.h"

#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <utility>

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

namespace languagecheck {

// `gpu-planner --lang LANG ARGS…` with the shipped catalog and a private overlay in dir.
inline CliRun runIn(const QString &lang, QStringList args, const QTemporaryDir &dir)
{
    args.prepend(lang);
    args.prepend(QStringLiteral("--lang"));
    return runGpuPlanner(args, {overlayIn(dir)});
}

// The same command in English, then in Chinese: {en, zh_CN}.
inline std::pair<CliRun, CliRun> runInBoth(const QStringList &args, const QTemporaryDir &dir)
{
    CliRun en = runIn(QStringLiteral("en"), args, dir);
    return {std::move(en), runIn(QStringLiteral("zh_CN"), args, dir)};
}

} // namespace languagecheck

// In a test function: the run's output holds Chinese and no run of three English words once
// the given texts (and what englishRun() always leaves) are taken out.
#define CHINESE(r, ...)                                                                            \
    do {                                                                                           \
        const QString all_ = (r).out + (r).err;                                                    \
        QVERIFY2(languagecheck::hasChinese(all_), qPrintable(all_));                               \
        const QString run_ = languagecheck::englishRun(all_, {__VA_ARGS__});                       \
        QVERIFY2(run_.isEmpty(), qPrintable(run_ + QStringLiteral(" in: ") + all_));               \
    } while (false)
