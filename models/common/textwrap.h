// Lines for the command line's text at the terminal's width (issue 28): a reason, finding
// or assumption is wrapped at word boundaries (and between CJK characters, which take two
// columns each and have no spaces), its continuation lines indented under the first line's
// text. Width 0 (output to a pipe or file, no COLUMNS) keeps each one on one line, as GNU
// tools do.
#pragma once

#include <QString>

namespace gpuplanner {

// prefix + text as lines of at most `width` display columns (each ending in '\n'); the
// lines after the first start with as many spaces as the prefix is wide. A word wider than
// the room is cut. width <= 0: prefix + text + '\n'. The room for text never drops below
// 20 columns, so a deep prefix on a narrow terminal still shows words whole.
QString wrapLines(const QString &prefix, const QString &text, int width);

} // namespace gpuplanner
