#include "ui/figures/dataframe.h"

#include <cmath>

namespace {

/// The fraction 0 .. 1 of the way from lower to upper that \a value lies at (log: in log space).
std::optional<double> fraction(double value, double lower, double upper, bool log)
{
    if (log) {
        if (lower <= 0 || upper <= 0 || value <= 0)
            return std::nullopt;
        value = std::log(value), lower = std::log(lower), upper = std::log(upper);
    }
    if (!(upper > lower) || !std::isfinite(value))
        return std::nullopt;
    return (value - lower) / (upper - lower);
}

std::optional<double> valueAt(double fraction, double lower, double upper, bool log)
{
    if (log) {
        if (lower <= 0 || upper <= 0)
            return std::nullopt;
        return std::exp(std::log(lower) + fraction * (std::log(upper) - std::log(lower)));
    }
    if (!(upper > lower))
        return std::nullopt;
    return lower + fraction * (upper - lower);
}

} // namespace

std::optional<QPointF> DataFrame::toData(QPointF pixel) const
{
    if (pixels.width() <= 0 || pixels.height() <= 0)
        return std::nullopt;
    double fx = (pixel.x() - pixels.left()) / pixels.width();
    double fy = (pixels.bottom() - pixel.y()) / pixels.height(); // y grows upwards
    if (xReversed)
        fx = 1 - fx;
    if (yReversed)
        fy = 1 - fy;
    const auto x = valueAt(fx, xLower, xUpper, xLog);
    const auto y = valueAt(fy, yLower, yUpper, yLog);
    if (!x || !y)
        return std::nullopt;
    return QPointF(*x, *y);
}

std::optional<QPointF> DataFrame::toPixel(QPointF data) const
{
    auto fx = fraction(data.x(), xLower, xUpper, xLog);
    auto fy = fraction(data.y(), yLower, yUpper, yLog);
    if (!fx || !fy || pixels.width() <= 0 || pixels.height() <= 0)
        return std::nullopt;
    if (xReversed)
        *fx = 1 - *fx;
    if (yReversed)
        *fy = 1 - *fy;
    return QPointF(pixels.left() + *fx * pixels.width(), pixels.bottom() - *fy * pixels.height());
}

bool DataFrame::holds(QPointF data) const
{
    const auto inside = [](double v, double a, double b) { return v >= std::min(a, b) && v <= std::max(a, b); };
    return inside(data.x(), xLower, xUpper) && inside(data.y(), yLower, yUpper);
}
