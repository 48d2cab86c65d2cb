// The command line's text at the terminal's width (issue 28): wrapped at words and between
// CJK characters, continuation lines under the first line's text, closing punctuation kept
// off the start of a line, nothing lost, and no wrapping at width 0 (pipes, files).
#include "textwidth.h"
#include "textwrap.h"

#include <QtTest>

using namespace gpuplanner;

namespace {

QString joined(const QString &wrapped, int indent)
{
    QStringList lines = wrapped.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (QString &l : lines)
        l = l.mid(indent);
    return lines.join(QString());
}

} // namespace

class TestTextWrap : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void noWidthKeepsOneLine()
    {
        QCOMPARE(wrapLines(QStringLiteral("  - "), QStringLiteral("a b c"), 0),
                 QStringLiteral("  - a b c\n"));
    }

    void wordsWithAHangingIndent()
    {
        const QString text = QStringLiteral(
            "Needs 38.1 GiB (weights 33.8, profiling peak 0.6, non-torch 3.4, KV cache for one "
            "1800-token sequence 0.28); vLLM budget 0.90 x 45.0 = 40.5 GiB of 45.0 GiB.");
        const QString out = wrapLines(QStringLiteral("      info: "), text, 60);
        const QStringList lines = out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(lines.size() >= 3);
        QVERIFY(lines[0].startsWith(QLatin1String("      info: Needs")));
        for (const QString &l : lines) {
            QVERIFY2(displayWidth(l) <= 60, qPrintable(l));
            QVERIFY(!l.endsWith(QLatin1Char(' ')));
        }
        for (qsizetype i = 1; i < lines.size(); ++i)
            QVERIFY2(lines[i].startsWith(QString(12, QLatin1Char(' '))) &&
                         lines[i][12] != QLatin1Char(' '),
                     qPrintable(lines[i]));
        // Nothing lost: the words in order, one space between them.
        QStringList words;
        for (const QString &l : lines)
            words << l.trimmed().remove(QStringLiteral("info: ")).split(QLatin1Char(' '));
        QCOMPARE(words.join(QLatin1Char(' ')), text);
    }

    void chineseCountsTwoColumnsAndKeepsPunctuation()
    {
        const QString text =
            QStringLiteral("运行时开销：CUDA 上下文 0.5 GiB（CUDA >= 11.7 延迟加载），"
                           "分配器碎片 2.6 GiB。在显存有富余的显卡上，缓存分配器还"
                           "可能占着已释放的块。");
        for (int width : {30, 41, 56}) {
            const QString out = wrapLines(QStringLiteral("  - "), text, width);
            const QStringList lines = out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            QVERIFY(lines.size() >= 2);
            for (const QString &l : lines) {
                QVERIFY2(displayWidth(l) <= width, qPrintable(l));
                const QChar first = l.mid(4).at(0);
                QVERIFY2(!QStringLiteral("，。、；：）").contains(first), qPrintable(l));
            }
            // Nothing lost or reordered (spaces aside: a line break stands for one).
            QString back;
            for (const QString &l : lines)
                back += l.mid(4);
            QCOMPARE(back.remove(QLatin1Char(' ')), QString(text).remove(QLatin1Char(' ')));
        }
    }

    void aWordWiderThanTheRoomIsCut()
    {
        const QString word(70, QLatin1Char('x'));
        const QString out = wrapLines(QString(), word, 30);
        QCOMPARE(out, QString(30, 'x') + '\n' + QString(30, 'x') + '\n' + QString(10, 'x') + '\n');
        QCOMPARE(joined(out, 0), word);
    }

    void aDeepPrefixStillLeavesTwentyColumns()
    {
        const QString prefix(30, QLatin1Char(' '));
        const QString out = wrapLines(prefix, QStringLiteral("alpha beta gamma delta epsilon"), 32);
        for (const QString &l : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            QVERIFY2(displayWidth(l) <= 30 + 20, qPrintable(l));
        QCOMPARE(out.count(QLatin1Char('\n')), 2);
    }
};

QTEST_APPLESS_MAIN(TestTextWrap)
#include "tst_textwrap.moc"
