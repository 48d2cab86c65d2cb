#pragma once
// Padding for the command line's aligned tables: a CJK character takes two terminal columns,
// so "实例规格" is 8 columns wide, not 4. ASCII pads exactly as QString::leftJustified and
// QString::arg(s, width) do.
#include <QString>

#include <algorithm>

namespace gpuplanner {

inline qsizetype displayWidth(const QString &s)
{
    qsizetype w = 0;
    for (const QChar c : s) {
        const char16_t u = c.unicode();
        const bool wide = (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF) ||
                          (u >= 0xAC00 && u <= 0xD7A3) || (u >= 0xF900 && u <= 0xFAFF) ||
                          (u >= 0xFE30 && u <= 0xFE4F) || (u >= 0xFF00 && u <= 0xFF60) ||
                          (u >= 0xFFE0 && u <= 0xFFE6);
        w += wide ? 2 : 1;
    }
    return w;
}

// s followed by spaces up to width columns (never cut).
inline QString padRight(const QString &s, qsizetype width)
{
    return s + QString(std::max<qsizetype>(0, width - displayWidth(s)), QLatin1Char(' '));
}

// Spaces up to width columns, then s (never cut).
inline QString padLeft(const QString &s, qsizetype width)
{
    return QString(std::max<qsizetype>(0, width - displayWidth(s)), QLatin1Char(' ')) + s;
}

} // namespace gpuplanner
