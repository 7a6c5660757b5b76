#pragma once
/// \file exactangle.h
/// \brief sin and cos of a product x * w whose rounding is taken into account: the angle of a position
/// (pos, m, a distance r) times a frequency (ω_i, θ_i) as if the product were exact. Shared by the sinusoidal
/// PE, RoPE's rotations and the decay bounds, so that a position of 1 000 000 is as accurate as 10 for the
/// frequency in double that the code uses.

#include <cmath>

namespace posenc {

/// A unit vector (sin t, cos t).
struct SinCos
{
    double s = 0;
    double c = 1;
};

/// sin and cos of the angle x * w with x * w taken exactly: x * w = hi + lo (an FMA gives the rounding
/// error lo of the product), and sin(hi + lo) = sin(hi) + lo cos(hi) to far below an ulp, as
/// |lo| <= ulp(hi) / 2. For large x this is more accurate than sin(x * w), whose argument is rounded
/// (at x = 10^6 and w near 1 by up to 5.8e-11).
inline SinCos exactAngle(double x, double w)
{
    const double hi = x * w;
    const double lo = std::fma(x, w, -hi);
    const double s = std::sin(hi);
    const double c = std::cos(hi);
    return {s + lo * c, c - lo * s};
}

} // namespace posenc
