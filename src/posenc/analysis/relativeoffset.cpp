#include <posenc/analysis/relativeoffset.h>
#include <posenc/encodings/exactangle.h>

#include <posenc/encodings/sinusoidal.h>

#include <cmath>

namespace posenc {

Eigen::Vector2d pairVector(double omega, double pos)
{
    // The angle as if exact, as the PE's rows are computed: the residual measures the identity on the numbers
    // the figure shows (1.1e-16 at pos 10^6, d_model 8), not the rounding of a fresh product (1.1e-11 there).
    const SinCos angle = exactAngle(pos, omega);
    return {angle.s, angle.c};
}

double pairOffsetResidual(double omega, double pos, double offset)
{
    const Eigen::Vector2d predicted = offsetRotation(omega, offset) * pairVector(omega, pos);
    return (pairVector(omega, pos + offset) - predicted).cwiseAbs().maxCoeff();
}

double offsetResidual(const SinusoidalScheme &scheme, double pos, double offset)
{
    const Eigen::VectorXd w = angularFrequencies(scheme);
    double residual = 0;
    for (int i = 0; i < scheme.layout.completePairCount(); ++i)
        residual = std::max(residual, pairOffsetResidual(w(i), pos, offset));
    return residual;
}

double rotationAngle(const Eigen::Vector2d &from, const Eigen::Vector2d &to)
{
    const double cross = from.x() * to.y() - from.y() * to.x();
    return std::atan2(cross, from.dot(to));
}

double rotationAngleOfHand(const Eigen::Vector2d &from, const Eigen::Vector2d &to)
{
    // (sin, cos) -> hand (cos, sin): swapping the axes mirrors the plane, which flips the angle's sign.
    return -rotationAngle(from, to);
}

} // namespace posenc
