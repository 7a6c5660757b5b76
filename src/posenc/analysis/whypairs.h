#pragma once
/// \file whypairs.h
/// \brief Why the encoding pairs each sine with a cosine of the same frequency (seed notes 000 "为什么 sin 和
/// cos 必须成对出现", 003 sec. 4; Vaswani et al. 2017 sec. 3.5: "for any fixed offset k, PE(pos+k) can be
/// represented as a linear function of PE(pos)"), measured: the best linear map that takes a pair's values
/// at pos to its values at pos + k, fitted by least squares over the positions shown, once from the sine
/// alone and once from the (sin, cos) pair.
///
/// With the sine alone the map would have to send y = sin(ωp) to sin(ω(p + k)) = y cos(ωk) + cos(ωp) sin(ωk):
/// one y has two successors (cos(ωp) = ±√(1 − y²)), so no number a makes a·y right for every p, and the
/// residual is of the size of sin(ωk). With the pair, the identities sin(a + b) = sin a cos b + cos a sin b and
/// cos(a + b) = cos a cos b − sin a sin b give the 2 × 2 rotation M_k (sinusoidal.h: offsetRotation()), exact
/// for every p: the residual is rounding.

#include <Eigen/Core>

namespace posenc {

/// The two fits of one pair over positions p = first … first + count − 1 and offset k.
struct ShiftFit
{
    double sineScale = 0;       ///< the best a in sin(ω(p + k)) ≈ a · sin(ωp) (least squares)
    double sineResidual = 0;    ///< max over p of |a · sin(ωp) − sin(ω(p + k))|
    Eigen::Matrix2d pairMap;    ///< the best 2 × 2 A in PE_pair(p + k) ≈ A · PE_pair(p), (sin, cos) order
    double pairResidual = 0;    ///< max over p and both rows of |A · PE_pair(p) − PE_pair(p + k)|
    double pairMapError = 0;    ///< max |A − M_k| entry by entry: how far the fitted map is from the rotation
};

/// Fits both maps for one pair of angular frequency \a omega (rad/position) over \a count positions from
/// \a first, offset \a offset (positions, any sign). Each value is the PE's own, the angle taken as if exact
/// (exactangle.h). With fewer than 2 positions, or where the positions do not determine the pair's map (all
/// p give the same angle mod π), the pair's fit is the rotation itself and its residual measured from it.
/// Units: residuals in the encoding's units (its values lie in [−1, 1]).
/// \a step > 1 fits over every step-th of those positions only (first, first + step, …: count / step of them,
/// rounded up), for a figure that measures every pair of a long sequence within a frame.
ShiftFit fitShift(double omega, long long first, int count, double offset, int step = 1);

/// The residual of the best 2 × 2 linear map from (sin(a·p), cos(b·p)) to (sin(a·(p + k)), cos(b·(p + k))) over
/// p = first … first + count − 1: a "pair" whose sine and cosine turn at different speeds \a a and \a b
/// (rad/position), as one frequency per column j would make them. 0 up to rounding when a = b (the rotation);
/// no map fits when a ≠ b. Largest component of the misfit, in the encoding's units.
double pairMapResidual(double a, double b, long long first, int count, double offset, int step = 1);

/// The step that spreads at most \a most positions evenly over \a count (1 when count <= most).
inline int sampleStep(int count, int most) { return count > most ? (count + most - 1) / most : 1; }

} // namespace posenc
