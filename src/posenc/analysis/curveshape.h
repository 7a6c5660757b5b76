#pragma once
/// \file curveshape.h
/// \brief What a curve against a distance does, measured: where it is lowest, how high it climbs back, how
/// far its later half's peaks have come down. The decay and similarity figures state these numbers instead
/// of claiming a fall that holds for some sizes only.

#include <Eigen/Core>

namespace posenc {

/// What a curve against a distance r = 0, 1, 2 … does (RoFormer's decay bound, ropeDecayBound(); the
/// sinusoidal similarity Σᵢ cos(k·ωᵢ) against the offset k), measured so that a figure's note says only what
/// the numbers shown do. RoFormer sec. 3.4.3 says the bound
/// decays as r grows; for head_dim 128, base 10000 and r < 256 (its Fig. 2) it falls with ripples, but with
/// one rotated pair it is 1 at every r, at head_dim 4 it swings between 0.5 and 1.5, and with base 10 it
/// falls to 1.09 at r = 124 and then rises again.
struct CurveShape
{
    int count = 0;            ///< distances shown, r = 0 .. count - 1
    double atZero = 0;        ///< the value at r = 0 (the decay bound's (R/2 + 1)/2)
    bool constant = false;    ///< every value within 1e-12 (relative) of atZero (RoPE with R = 2, or a single r)
    bool fallsEveryStep = false; ///< never larger than at r - 1 (up to 1e-12 relative)
    int lowestR = 0;          ///< where the smallest value is (the first such r)
    double lowest = 0;        ///< the smallest value
    bool ripplesBeforeLowest = false; ///< it rises somewhere between r = 0 and lowestR
    int highestAfterR = -1;   ///< where the largest value past lowestR is, or -1 when lowestR is the last r
    double highestAfter = 0;  ///< the largest value past lowestR (0 when there is none)
    bool backToStart = false; ///< highestAfter is 99.9 % of atZero or more: no decay over these distances
    double last = 0;          ///< the value at r = count - 1
    int laterHalfFrom = 0;    ///< count / 2: the later half of the distances is r = laterHalfFrom .. count - 1
    double laterHalfHighest = 0; ///< the largest value there: how far the ripples' peaks have come down
};

/// Measures CurveShape of \a values (one per distance r = 0 .. size - 1).
/// An empty \a values gives count 0 and everything else zero.
CurveShape describeCurve(const Eigen::VectorXd &values);

} // namespace posenc
