#include <posenc/analysis/curveshape.h>

#include <algorithm>
#include <cmath>

namespace posenc {

CurveShape describeCurve(const Eigen::VectorXd &values)
{
    CurveShape shape;
    shape.count = int(values.size());
    if (shape.count == 0)
        return shape;
    shape.atZero = values(0);
    shape.last = values(shape.count - 1);
    // Differences below this are rounding, not a rise or a fall.
    const double tolerance = 1e-12 * std::max(1.0, std::abs(shape.atZero));
    shape.constant = true;
    shape.fallsEveryStep = true;
    shape.lowest = values(0);
    for (int r = 1; r < shape.count; ++r) {
        if (std::abs(values(r) - shape.atZero) > tolerance)
            shape.constant = false;
        if (values(r) > values(r - 1) + tolerance)
            shape.fallsEveryStep = false;
        if (values(r) < shape.lowest) {
            shape.lowest = values(r);
            shape.lowestR = r;
        }
    }
    for (int r = 1; r <= shape.lowestR; ++r)
        if (values(r) > values(r - 1) + tolerance)
            shape.ripplesBeforeLowest = true;
    for (int r = shape.lowestR + 1; r < shape.count; ++r) {
        if (shape.highestAfterR < 0 || values(r) > shape.highestAfter) {
            shape.highestAfter = values(r);
            shape.highestAfterR = r;
        }
    }
    shape.laterHalfFrom = shape.count / 2;
    shape.laterHalfHighest = values.tail(shape.count - shape.laterHalfFrom).maxCoeff();
    shape.backToStart = shape.highestAfterR >= 0 && shape.highestAfter >= 0.999 * shape.atZero;
    return shape;
}

} // namespace posenc
