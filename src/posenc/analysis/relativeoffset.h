#pragma once
/// \file relativeoffset.h
/// \brief The relative-offset property of the paper (sec. 3.5): for any fixed offset k, PE(pos + k) is
/// a linear function of PE(pos) — per pair, the rotation M_k of sinusoidal.h, the same for every pos.

#include <posenc/encodings/sinusoidalscheme.h>

#include <Eigen/Core>

namespace posenc {

/// PE_pair(pos) = [sin(w pos), cos(w pos)]^T of one pair (the (sin, cos) order of the encoding), the angle
/// w pos taken as if exact (exactangle.h), as the PE matrix holds it.
Eigen::Vector2d pairVector(double omega, double pos);

/// |PE_pair(pos + k) - M_k PE_pair(pos)| (largest component) for one pair of angular frequency \a omega.
double pairOffsetResidual(double omega, double pos, double offset);

/// max over the complete pairs i of |PE_pair(pos + k) - M_k PE_pair(pos)|, each side's angle taken as if
/// exact (exactAngle()), as the PE's rows are: the rounding of sin, cos and the 2 x 2 product only, a few
/// 1e-16 even at pos 10^6 (a fresh sin(pos * w_i) would add the product's rounding, 1.1e-11 there at d_model 8).
/// \throws ParameterError when d_model or base is out of range.
double offsetResidual(const SinusoidalScheme &scheme, double pos, double offset);

/// The angle (radians, in (-pi, pi]) of the rotation that turns the direction of \a from into that of
/// \a to, measured from the two vectors alone: atan2(from x to, from . to). In the (sin, cos) order,
/// this is minus the turn of the clock hand (x = cos, y = sin); see rotationAngleOfHand().
double rotationAngle(const Eigen::Vector2d &from, const Eigen::Vector2d &to);

/// The angle (radians, in (-pi, pi]) the clock hand (x = cos, y = sin) turns from \a from to \a to,
/// both given in the encoding's (sin, cos) order: w k reduced to (-pi, pi] for PE_pair(pos), PE_pair(pos+k).
double rotationAngleOfHand(const Eigen::Vector2d &from, const Eigen::Vector2d &to);

} // namespace posenc
