#pragma once

#include <QString>

namespace gpuplanner {

// Text from outside the program (a file's name, a colleague's scenario name, author or
// notes, an imported id, source or note, a server's error message) for the places where Qt
// guesses whether a text is HTML (Qt::AutoText): tooltips (setToolTip, a model's
// Qt::ToolTipRole), QMessageBox's text, QLabel, QProgressDialog's label. Qt::mightBeRichText
// takes "<img src=/dev/zero>…" for HTML, and the image is then read until memory runs out.
// A text Qt would show as plain comes back unchanged; any other is escaped and wrapped in a
// <p style='white-space:pre-wrap'>, so that it shows as written, line breaks included.
// Give it the whole text (a translation with the data filled in). Where the program composes
// HTML itself, escape the data with QString::toHtmlEscaped() instead; where a QLabel only
// ever shows plain text, set Qt::PlainText on it.
QString asPlainText(const QString &text);

} // namespace gpuplanner
