#include "ui/figures/boundtext.h"

#include <cmath>

QString upperBoundText(double value, int significant)
{
    if (!std::isfinite(value) || value == 0)
        return QString::number(value, 'g', significant);
    // The unit of the last digit kept, then the value rounded up to a multiple of it; printed with two more
    // digits than kept so that the printing itself cannot round it down again.
    const double unit = std::pow(10.0, std::floor(std::log10(std::abs(value))) - (significant - 1));
    const double units = value / unit;
    // A value already on a multiple (32.5) stays: the division's rounding must not push it one unit up.
    const double nearest = std::round(units);
    const double up = (std::abs(units - nearest) < 1e-9 ? nearest : std::ceil(units)) * unit;
    return QString::number(up, 'g', significant + 2);
}
