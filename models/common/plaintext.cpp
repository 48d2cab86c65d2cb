#include "plaintext.h"

#include <QRegularExpression>

#include <QCoreApplication>

#include <algorithm>

#include <QTextDocument> // Qt::mightBeRichText

namespace gpuplanner {

QString asPlainText(const QString &text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    return QStringLiteral("<p style='white-space:pre-wrap'>") + text.toHtmlEscaped() +
           QStringLiteral("</p>");
}

QString terminalSafe(const QString &text, bool keepLines, qsizetype maxChars)
{
    QString out;
    out.reserve(std::min(text.size(), maxChars) + 16);
    qsizetype i = 0;
    for (; i < text.size() && out.size() < maxChars; ++i) {
        const char16_t c = text.at(i).unicode();
        const bool line = c == 0x0a || c == 0x09; // newline, tab
        const bool control = c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0);
        const bool bidi = (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) ||
                          c == 0x200e || c == 0x200f || c == 0x061c;
        if (control && !(line && keepLines))
            out += QLatin1String("\\x") +
                   QString::number(unsigned(c), 16).rightJustified(2, QLatin1Char('0'));
        else if (bidi)
            out += QLatin1String("\\u") +
                   QString::number(unsigned(c), 16).rightJustified(4, QLatin1Char('0'));
        else
            out += text.at(i);
    }
    if (i < text.size()) {
        const int left = static_cast<int>(std::min(text.size() - i, qsizetype(1000000000)));
        out += QCoreApplication::translate("PlainText", " … (%n more character(s))", nullptr, left);
    }
    return out;
}

QString withoutMnemonic(const QString &label)
{
    QString text = label.trimmed();
    // Translations put the marker after the words in brackets: "上下文长度(&X)".
    static const QRegularExpression bracketed(QStringLiteral("\\s*[(\uff08]&[^&][)\uff09]"));
    text.remove(bracketed);
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            out += text[i];
        else if (i + 1 < text.size() && text[i + 1] == QLatin1Char('&'))
            out += text[++i];
    }
    out = out.trimmed();
    if (out.endsWith(QLatin1Char(':')) || out.endsWith(QChar(0xff1a)))
        out.chop(1);
    return out.trimmed();
}

} // namespace gpuplanner
