// The colours of the window and the PDF report, defined once: a verdict, a chart series or
// a memory component has the same colour in the comparison table, the charts, the library
// and the printed report.
//
// Two schemes. The light one is the report's (paper is white) and the window's on a light
// desktop; the dark one is the window's on a dark desktop or with View ▸ Appearance ▸ Dark.
// Every text colour of each scheme has a contrast of at least 4.5:1 (WCAG 2.1 AA) against
// its scheme's table backgrounds, plain and alternate rows (tst_palette measures it).
#pragma once

#include <QColor>
#include <QPalette>

#include <array>

namespace gpuplanner::palette {

// Verdicts (text in tables, chart points, report markers).
inline const QColor kFits{0x18, 0x70, 0x3a};
inline const QColor kWarning{0x9a, 0x4d, 0x00};
inline const QColor kNoFit{0xb0, 0x00, 0x20};
// Secondary text: a row outside the limits, an unpriced or undocumented cell.
inline const QColor kMuted{0x64, 0x64, 0x64};
// Cost bars; the target card's line on memory charts.
inline const QColor kCost{0x35, 0x5f, 0x92};
inline const QColor kTarget{0xb9, 0x1c, 0x1c};
// Memory components in their MemoryBreakdown order: weights, gradients, optimizer states,
// activations, KV cache, runtime overhead (Tableau 10).
inline const std::array<QColor, 6> kMemoryComponents = {
    QColor(0x4e, 0x79, 0xa7), QColor(0xf2, 0x8e, 0x2b), QColor(0xe1, 0x57, 0x59),
    QColor(0x76, 0xb7, 0xb2), QColor(0x59, 0xa1, 0x4f), QColor(0xba, 0xb0, 0xac)};

struct Scheme {
    bool dark = false;
    QColor fits, warning, noFit, muted, cost, target;
    std::array<QColor, 6> memory;
    // A highlighted note (the estimate's warnings): text, background and border.
    QColor noteText, noteBackground, noteBorder;
};

const Scheme &light(); // the k… colours above
const Scheme &dark();  // lighter hues of the same colours, for a dark background

// The window's scheme: dark when the application's palette is (setDarkFromPalette), else
// light. Table models and pages read it when they paint or are built.
const Scheme &screen();
void setDark(bool dark);
// Whether a palette is dark: its window colour's lightness below the middle.
bool isDark(const QPalette &palette);
// Follows `palette` (the application's): dark or light; true when that changed the scheme.
bool setDarkFromPalette(const QPalette &palette);

// The window's palette for View ▸ Appearance ▸ Dark (with the Fusion style): text, links
// and placeholders all at 4.5:1 or more on the base and window colours.
QPalette darkWindowPalette();

// A colour of one scheme as the other scheme has it (a series coloured kFits becomes the
// dark scheme's fits); a colour neither scheme has is returned unchanged.
QColor inScheme(const QColor &colour, const Scheme &scheme);

// WCAG 2.1 contrast ratio of two colours (1 … 21), from their relative luminance.
double contrastRatio(const QColor &a, const QColor &b);

} // namespace gpuplanner::palette
