#include <posenc/analysis/whypairs.h>

#include <posenc/encodings/exactangle.h>
#include <posenc/encodings/sinusoidal.h>

#include <Eigen/QR>

#include <algorithm>
#include <cmath>

namespace posenc {

ShiftFit fitShift(double omega, long long first, int count, double offset, int step)
{
    step = std::max(step, 1);
    const int n = (std::max(count, 0) + step - 1) / step;
    Eigen::MatrixX2d at(n, 2), next(n, 2); // rows (sin, cos) at p and at p + k
    for (int r = 0; r < n; ++r) {
        const double p = double(first + static_cast<long long>(r) * step);
        const SinCos a = exactAngle(p, omega), b = exactAngle(p + offset, omega);
        at.row(r) << a.s, a.c;
        next.row(r) << b.s, b.c;
    }
    ShiftFit fit;
    // The sine alone: a = Σ x y / Σ x², the least-squares scale of sin(ωp) onto sin(ω(p + k)).
    const double xx = at.col(0).squaredNorm();
    fit.sineScale = xx > 0 ? at.col(0).dot(next.col(0)) / xx : 0.0;
    fit.sineResidual = n > 0 ? (fit.sineScale * at.col(0) - next.col(0)).cwiseAbs().maxCoeff() : 0.0;
    // The pair: A minimising Σ |A x_p − y_p|², i.e. X Aᵀ = Y in the least-squares sense.
    const Eigen::Matrix2d rotation = offsetRotation(omega, offset);
    fit.pairMap = rotation;
    if (n >= 2) {
        const Eigen::ColPivHouseholderQR<Eigen::MatrixX2d> qr(at);
        if (qr.rank() == 2)
            fit.pairMap = qr.solve(next).transpose();
    }
    fit.pairResidual = n > 0 ? (at * fit.pairMap.transpose() - next).cwiseAbs().maxCoeff() : 0.0;
    fit.pairMapError = (fit.pairMap - rotation).cwiseAbs().maxCoeff();
    return fit;
}

double pairMapResidual(double a, double b, long long first, int count, double offset, int step)
{
    step = std::max(step, 1);
    const int n = (std::max(count, 0) + step - 1) / step;
    if (n == 0)
        return 0.0;
    Eigen::MatrixX2d at(n, 2), next(n, 2);
    for (int r = 0; r < n; ++r) {
        const double p = double(first + static_cast<long long>(r) * step);
        if (a == b) { // one angle's sine and cosine (the paper's pairs): half the work of the why-exponent figure
            const auto now = exactAngle(p, a), later = exactAngle(p + offset, a);
            at.row(r) << now.s, now.c;
            next.row(r) << later.s, later.c;
        } else {
            at.row(r) << exactAngle(p, a).s, exactAngle(p, b).c;
            next.row(r) << exactAngle(p + offset, a).s, exactAngle(p + offset, b).c;
        }
    }
    const Eigen::ColPivHouseholderQR<Eigen::MatrixX2d> qr(at);
    const Eigen::Matrix2d map = n >= 2 && qr.rank() == 2 ? Eigen::Matrix2d(qr.solve(next).transpose())
                                                         : Eigen::Matrix2d(offsetRotation(a, offset));
    return (at * map.transpose() - next).cwiseAbs().maxCoeff();
}

} // namespace posenc
