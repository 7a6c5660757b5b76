#pragma once
/// \file columnwave.h
/// \brief One column j of the sinusoidal PE as a function of the position, for sampling it at thousands
/// of positions (the Waves figure's curves, the layouts' columns): encodingValue() with ω_i computed once.

#include "posenc/encodings/sinusoidal.h"

namespace posenc {

/// PE[pos, j] for any real pos: sin or cos of pos · ω_i (Vaswani et al. 2017, sec. 3.5; ω_i of
/// SinusoidalScheme::angularFrequency(), rounded once), 0 for a padding column. Equal to
/// encodingValue(scheme, pos, j) bit for bit; ω_i's correctly rounded power, a long-double pow, was a third
/// of a Waves step at 4K when taken at each of 49 000 samples.
class ColumnWave
{
public:
    /// Column \a j of \a scheme. \throws ParameterError as encodingValue() (j, d_model or base out of range).
    ColumnWave(const SinusoidalScheme &scheme, int j);
    /// The value at position \a pos.
    double operator()(double pos) const;

private:
    double m_omega = 0; ///< ω_i, radians per position
    bool m_isSine = false;
    bool m_isPadding = false;
};

} // namespace posenc
