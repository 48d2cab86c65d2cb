#include "chartstyle.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace gpuplanner::chartstyle {

namespace {

double pow10(int e)
{
    return std::pow(10.0, e);
}

} // namespace

double NiceScale::tick(long long k) const
{
    // k × mantissa is an integer; one multiplication or division by an exact power of
    // ten keeps 0.1 × 3 from reading 0.30000000000000004.
    const double units = static_cast<double>(k) * mantissa;
    return exponent >= 0 ? units * pow10(exponent) : units / pow10(-exponent);
}

std::vector<double> NiceScale::ticks() const
{
    std::vector<double> out;
    out.reserve(static_cast<std::size_t>(std::max(0LL, last - first + 1)));
    for (long long k = first; k <= last; ++k)
        out.push_back(tick(k));
    return out;
}

NiceScale niceScale(double lo, double hi, int targetTicks)
{
    if (!std::isfinite(lo) || !std::isfinite(hi)) {
        lo = 0;
        hi = 1;
    }
    if (lo > hi)
        std::swap(lo, hi);
    if (lo == hi) {
        if (lo > 0)
            lo = 0;
        else if (hi < 0)
            hi = 0;
        else
            hi = 1;
    }
    targetTicks = std::clamp(targetTicks, 1, 100);
    const double raw = (hi - lo) / targetTicks;
    NiceScale s;
    s.exponent = static_cast<int>(std::floor(std::log10(raw)));
    const double magnitude = pow10(s.exponent);
    s.mantissa = 10;
    for (const int m : {1, 2, 5}) {
        if (raw <= m * magnitude * (1 + 1e-9)) {
            s.mantissa = m;
            break;
        }
    }
    if (s.mantissa == 10) {
        s.mantissa = 1;
        ++s.exponent;
    }
    s.step = s.tick(1);
    // Whole steps around the data; a bound within rounding error of a tick is that tick.
    s.first = static_cast<long long>(std::floor(lo / s.step + 1e-9));
    s.last = static_cast<long long>(std::ceil(hi / s.step - 1e-9));
    if (s.last <= s.first)
        s.last = s.first + 1;
    s.min = s.tick(s.first);
    s.max = s.tick(s.last);
    return s;
}

NiceScale niceScaleWithHeadroom(double lo, double hi, int targetTicks, double headroom)
{
    NiceScale s = niceScale(lo, hi, targetTicks);
    // The top at least `headroom` of the range above hi: max − hi ≥ headroom × (max − min).
    headroom = std::clamp(headroom, 0.0, 0.5);
    if (std::isfinite(hi) && hi > s.min && hi > s.max - headroom * (s.max - s.min))
        s.max = (hi - headroom * s.min) / (1 - headroom);
    return s;
}

bool isOneTwoFive(double step)
{
    if (!(step > 0) || !std::isfinite(step))
        return false;
    const double e = std::floor(std::log10(step));
    const double m = step / pow10(static_cast<int>(e));
    for (const double candidate : {1.0, 2.0, 5.0, 10.0}) {
        if (std::abs(m - candidate) <= candidate * 1e-9)
            return true;
    }
    return false;
}

QString formatFixed(double value, int decimals, const QLocale &locale)
{
    if (!std::isfinite(value))
        return locale.toString(value);
    decimals = std::clamp(decimals, 0, 12);
    // -0 and values that round to zero read "0".
    if (std::abs(value) < 0.5 * pow10(-decimals))
        value = 0;
    QString text = locale.toString(value, 'f', decimals);
    const QString point = locale.decimalPoint();
    if (decimals > 0 && text.contains(point)) {
        const QString zero = locale.zeroDigit();
        while (text.endsWith(zero))
            text.chop(zero.size());
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

QString formatValue(double value, const QLocale &locale)
{
    const double a = std::abs(value);
    int decimals = 0;
    if (a == 0 || a >= 100)
        decimals = 0;
    else if (a >= 10)
        decimals = 1;
    else if (a >= 1)
        decimals = 2;
    else
        decimals = std::min(8, 2 - static_cast<int>(std::floor(std::log10(a))));
    return formatFixed(value, decimals, locale);
}

QString formatTick(double value, const NiceScale &scale, const QLocale &locale)
{
    return formatFixed(value, scale.decimals(), locale);
}

QString labelFormat(const NiceScale &scale)
{
    return QStringLiteral("%.%1f").arg(scale.decimals());
}

std::vector<int> thinPoints(const QList<QPointF> &points, int limit)
{
    std::vector<int> keep(static_cast<std::size_t>(points.size()));
    std::iota(keep.begin(), keep.end(), 0);
    if (points.size() <= limit)
        return keep;
    keep.clear();
    double x0 = points[0].x(), x1 = x0, y0 = points[0].y(), y1 = y0;
    int extremes[4] = {0, 0, 0, 0};
    for (int i = 1; i < points.size(); ++i) {
        const QPointF &p = points[i];
        if (p.x() < x0)
            x0 = p.x(), extremes[0] = i;
        if (p.x() > x1)
            x1 = p.x(), extremes[1] = i;
        if (p.y() < y0)
            y0 = p.y(), extremes[2] = i;
        if (p.y() > y1)
            y1 = p.y(), extremes[3] = i;
    }
    const int side = std::max(2, static_cast<int>(std::sqrt(limit * 0.9)));
    std::vector<char> used(static_cast<std::size_t>(side * side), 0);
    auto cellOf = [side](double v, double lo, double hi) {
        return hi > lo ? std::clamp(static_cast<int>((v - lo) / (hi - lo) * side), 0, side - 1) : 0;
    };
    for (int i = 0; i < points.size(); ++i) {
        const std::size_t cell = static_cast<std::size_t>(cellOf(points[i].x(), x0, x1) * side +
                                                          cellOf(points[i].y(), y0, y1));
        if (!used[cell]) {
            used[cell] = 1;
            keep.push_back(i);
        }
    }
    keep.insert(keep.end(), std::begin(extremes), std::end(extremes));
    std::sort(keep.begin(), keep.end());
    keep.erase(std::unique(keep.begin(), keep.end()), keep.end());
    return keep;
}

} // namespace gpuplanner::chartstyle
