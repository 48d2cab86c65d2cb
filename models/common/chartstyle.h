// One chart style for the window (Qt Charts) and the PDF report (painted by hand): axis
// scales whose ticks are 1, 2 or 5 times a power of ten, and numbers formatted for people
// (thousands separators, no trailing zeros, decimals that suit the magnitude, the
// locale's separators). The window's axes and the report's charts both read these
// functions, so a figure looks the same on screen and on paper.
#pragma once

#include <QList>
#include <QLocale>
#include <QPointF>
#include <QString>

#include <vector>

namespace gpuplanner::chartstyle {

// An axis range [min, max] and its tick step; every tick is a whole multiple of step.
struct NiceScale {
    double min = 0;
    double max = 1;
    double step = 1;
    int mantissa = 1; // step = mantissa × 10^exponent, mantissa 1, 2 or 5
    int exponent = 0;
    long long first = 0; // min = first × step, max = last × step (with headroom:
    long long last = 1;  // max ≥ last × step, less than a step above)

    int tickCount() const { return static_cast<int>(last - first) + 1; }
    // The tick values from min to max, computed without accumulating rounding errors.
    std::vector<double> ticks() const;
    double tick(long long k) const; // k × step, exactly as a decimal would read
    int decimals() const { return exponent < 0 ? -exponent : 0; } // for the tick labels
};

// The smallest range of whole steps covering [lo, hi] with at most about `targetTicks`
// intervals, the step 1, 2 or 5 × 10^k. lo == hi widens to include zero (or to [0, 1]
// at zero); lo > hi are swapped; non-finite input gives [0, 1].
NiceScale niceScale(double lo, double hi, int targetTicks = 5);

// The scale of an axis that data is drawn against: niceScale's ticks, and a top at least
// `headroom` (a share of the range) above hi, so that no point sits on the chart's border
// and no bar runs into it. Where the last tick is too close to hi, max lies past it
// (between two ticks, unlabelled): the axis reads as niceScale's, with a margin.
NiceScale niceScaleWithHeadroom(double lo, double hi, int targetTicks = 5, double headroom = 0.05);

// Whether step is 1, 2 or 5 times a power of ten (within a relative 1e-9).
bool isOneTwoFive(double step);

// value with at most `decimals` decimals, trailing zeros dropped, the locale's group
// and decimal separators ("1,234.5", "800", "0.25").
QString formatFixed(double value, int decimals, const QLocale &locale = QLocale());

// value with decimals that suit its magnitude: none from 100, one from 10, two from 1,
// three significant digits below 1 ("98.9739" → "99", "85.161" → "85.2", "0.01234" →
// "0.0123").
QString formatValue(double value, const QLocale &locale = QLocale());

// A tick label of the scale: as many decimals as the step needs, trailing zeros dropped.
QString formatTick(double value, const NiceScale &scale, const QLocale &locale = QLocale());

// The printf-style label format for a Qt Charts value axis showing the scale ("%.0f",
// "%.1f"); with QChart::setLocalizeNumbers(true) the chart adds the locale's separators.
QString labelFormat(const NiceScale &scale);

// The indices (ascending) of the points a scatter chart draws: all of them up to `limit`;
// above, one per cell of a grid of about `limit` cells over their range, and always the
// ones with the smallest and largest x and y, so the range and the outliers are exact.
std::vector<int> thinPoints(const QList<QPointF> &points, int limit);

} // namespace gpuplanner::chartstyle
