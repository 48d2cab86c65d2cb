#include "plaintext.h"

#include <QTextDocument> // Qt::mightBeRichText

namespace gpuplanner {

QString asPlainText(const QString &text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    return QStringLiteral("<p style='white-space:pre-wrap'>") + text.toHtmlEscaped() +
           QStringLiteral("</p>");
}

} // namespace gpuplanner
