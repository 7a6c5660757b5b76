#pragma once
/// \file frequencyspec.h
/// \brief The angular frequencies w_i of a sinusoidal encoding: a base and a spacing rule.
///
/// Paper spacing (Vaswani et al. 2017, sec. 3.5):
/// \f[ \omega_i = base^{-2i / d_{model}}, \qquad i = 0 .. \lceil d_{model}/2 \rceil - 1 \f]
/// falling geometrically from w_0 = 1 rad/position to about 1/base.
/// (tensor2tensor's base^(-i/(n-1)) is the next value of FrequencySpacing.)

namespace posenc {

enum class FrequencySpacing
{
    Paper, ///< w_i = base^(-2i/d_model)
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
