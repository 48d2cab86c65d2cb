// The colours of the window and the PDF report, defined once: a verdict, a chart series or
// a memory component has the same colour in the comparison table, the charts, the library
// and the printed report.
#pragma once

#include <QColor>

#include <array>

namespace gpuplanner::palette {

// Verdicts (text in tables, chart points, report markers).
inline const QColor kFits{0x1b, 0x7f, 0x3b};
inline const QColor kWarning{0xb0, 0x5a, 0x00};
inline const QColor kNoFit{0xb0, 0x00, 0x20};
// Secondary text: a row outside the limits, an unpriced or undocumented cell.
inline const QColor kMuted{0x80, 0x80, 0x80};
// Cost bars; the target card's line on memory charts.
inline const QColor kCost{0x3d, 0x6f, 0xa8};
inline const QColor kTarget{0xb9, 0x1c, 0x1c};
// Memory components in their MemoryBreakdown order: weights, gradients, optimizer states,
// activations, KV cache, runtime overhead (Tableau 10).
inline const std::array<QColor, 6> kMemoryComponents = {
    QColor(0x4e, 0x79, 0xa7), QColor(0xf2, 0x8e, 0x2b), QColor(0xe1, 0x57, 0x59),
    QColor(0x76, 0xb7, 0xb2), QColor(0x59, 0xa1, 0x4f), QColor(0xba, 0xb0, 0xac)};

} // namespace gpuplanner::palette
