#pragma once
/// \file frequencyspec.h
/// \brief The angular frequencies w_i of a sinusoidal encoding: a base and a spacing rule.
///
/// Paper spacing (Vaswani et al. 2017, sec. 3.5):
/// \f[ \omega_i = base^{-2i / d_{model}}, \qquad i = 0 .. \lceil d_{model}/2 \rceil - 1 \f]
/// falling geometrically from w_0 = 1 rad/position to about 1/base.
/// tensor2tensor spacing (get_timing_signal_1d, with fairseq's SinusoidalPositionalEmbedding alike):
/// \f[ \omega_i = base^{-i / \max(n - 1, 1)}, \qquad n = \lfloor d_{model}/2 \rfloor \f]
/// so the last pair reaches exactly 1/base; with n = 1 (d_model 2 or 3) tensor2tensor's max(n - 1, 1)
/// gives w_0 = 1, not a division by zero (fairseq's (half_dim - 1) would divide by zero: see conventions.h).

namespace posenc {

/// base^(-numerator/denominator) rounded once to double: the angular frequency of every geometric family
/// (the sinusoidal PE's w_i, RoPE's theta_i and its rescaled bases). Computed in long double (a 64-bit
/// mantissa on x86-64, quad precision on aarch64): std::pow in double rounds the exponent first, an error
/// ln(base) times as large in the result (up to 11 ulp at base 1e12). Against mpmath, 18 692 of 18 704
/// are the nearest double, the other 12 one ulp off (tests/data/golden/frequencies_rounded.csv).
/// \a base > 0, \a denominator > 0; not checked.
double geometricFrequency(double base, long double numerator, long double denominator);

enum class FrequencySpacing
{
    Paper,         ///< w_i = base^(-2i/d_model)
    Tensor2Tensor, ///< w_i = base^(-i/max(n-1, 1)), n = floor(d_model/2)
};

struct FrequencySpec
{
    double base = 10000.0; ///< finite, > 1 (parameters.h); RoPE calls it theta
    FrequencySpacing spacing = FrequencySpacing::Paper;

    /// w_i in radians per position for pair \a pair of a \a dModel-wide encoding. Not checked.
    double angularFrequency(int pair, int dModel) const;

    bool operator==(const FrequencySpec &) const = default;
};

} // namespace posenc
