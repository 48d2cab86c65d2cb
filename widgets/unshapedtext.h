// The window's text (labels, ids, numbers; Latin or Chinese) needs no OpenType shaping: with
// QFont::PreferNoShaping Qt maps characters to glyphs through the font's cmap instead of
// running HarfBuzz per string, which was most of the first paint of the catalog tab and a
// sixth of the comparison tab's start-up (Qt still shapes scripts that need it). The text is
// drawn without kerning and ligatures. Reports set their own fonts and are shaped.
#pragma once

#include <QFont>
#include <QWidget>

namespace gpuplanner {

// Only the strategy is set on `widget` (and so on its children): family and size still
// follow the application font.
inline void drawTextUnshaped(QWidget *widget)
{
    QFont unshaped;
    unshaped.setStyleStrategy(QFont::PreferNoShaping);
    widget->setFont(unshaped);
}

} // namespace gpuplanner
