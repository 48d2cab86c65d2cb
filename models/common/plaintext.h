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

// The same text for a terminal (issue 27 item 5): control characters (ESC, CR, NUL, DEL,
// C1) and bidirectional overrides shown escaped as \x1b or \u202e, so a name, an imported
// id or a server's message cannot move the cursor, recolour or reorder what is printed;
// newlines and tabs kept when keepLines. Longer than maxChars: cut, with how much was left.
QString terminalSafe(const QString &text, bool keepLines = false, qsizetype maxChars = 2000);

// A label or menu entry as words in a sentence (an undo step's name, a message): without
// its mnemonic marker — "&Task:" is "Task", the Chinese form "任务(&T)：" is "任务" — with
// "&&" as "&", and without a trailing colon.
QString withoutMnemonic(const QString &label);

} // namespace gpuplanner
