#include "fieldlimits.h"

#include "estimator/limits.h"

#include <QDoubleSpinBox>
#include <QSpinBox>

#include <cmath>
#include <limits>

namespace gpuplanner {

void applyLimit(QSpinBox *box, std::string_view field, bool zeroIsSpecial)
{
    const limits::Limit *l = limits::byField(field);
    Q_ASSERT(l);
    if (!l)
        return;
    constexpr double kIntMax = std::numeric_limits<int>::max();
    const double lo = l->minExclusive ? std::floor(l->min) + 1 : std::ceil(l->min);
    const double hi = l->maxExclusive ? std::ceil(l->max) - 1 : std::floor(l->max);
    box->setRange(zeroIsSpecial ? 0 : static_cast<int>(std::min(lo, kIntMax)),
                  static_cast<int>(std::min(hi, kIntMax)));
}

void applyLimit(QDoubleSpinBox *box, std::string_view field, bool zeroIsSpecial, double scale)
{
    const limits::Limit *l = limits::byField(field);
    Q_ASSERT(l);
    if (!l)
        return;
    const double step = std::pow(10.0, -box->decimals());
    const double lo = l->min * scale + (l->minExclusive ? step : 0);
    const double hi = l->max * scale - (l->maxExclusive ? step : 0);
    box->setRange(zeroIsSpecial ? 0 : lo, hi);
}

} // namespace gpuplanner
