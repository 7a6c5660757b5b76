#pragma once
/// \file contextextension.h
/// \brief What RoPE context extension (ropescaling.h) does, in numbers a figure can draw: which pairs a
/// scaling kept, interpolated or blended; the angles a pair reaches past the original length L0 against
/// those it reached in training; the score and RoFormer's decay bound out to the new length, before and
/// after; each at a few thousand distances spread over a log axis rather than at every one.

#include <posenc/encodings/rope.h>
#include <posenc/encodings/ropescaling.h>
#include <posenc/numbers/numberformat.h>

#include <Eigen/Core>

#include <vector>

namespace posenc {

/// What a scaling did to one pair's θ.
enum class PairRegion
{
    Kept,         ///< θ' = θ (fast pairs: they turned many times within L0)
    Interpolated, ///< θ' = θ / factor (slow pairs: position interpolation)
    Blended,      ///< strictly between the two (YaRN's ramp, llama3's smooth band)
    Rescaled,     ///< anything else: ntk and dynamic (another base), longrope (a factor per pair)
};

/// The region of each pair: θ'ᵢ/θᵢ compared with 1 and 1/\a factor to 1e-12 relative; a ratio between them is
/// Blended for a scaling that \a blends the two (yarn, llama3), else Rescaled. R/2 values.
std::vector<PairRegion> pairRegions(const ScaledFrequencies &frequencies, double factor, bool blends);

/// Up to \a count whole numbers from 1 to \a last (≥ 1), increasing, spread evenly on a log axis (every
/// number when last ≤ count); the first is 1, the last is \a last.
std::vector<long long> logSamples(long long last, int count);

/// Up to \a count whole numbers from 0 to \a last, increasing, evenly spread (every one when last + 1 ≤ count);
/// the first is 0, the last is \a last.
std::vector<long long> linearSamples(long long last, int count);

/// The RoPE score of \a q and \a k (head_dim values) at each distance r of \a distances:
/// g(r) = a² Σᵢ [(q_a k_a + q_b k_b) cos(r θᵢ) + (q_a k_b − q_b k_a) sin(r θᵢ)] + Σ_{unrotated} q k, where
/// (a, b) are pair i's dimensions (spec.dimensions(i)), θ = \a thetas (R/2 values, e.g. ScaledFrequencies::
/// scaled) and a = \a attentionFactor (it multiplies cos and sin of q and of k, so the score by a²). The
/// same as rotate(spec, thetas, q, r)·k (rope.h) for a = 1. In \a format the angle is ropeAngleIn(r, θᵢ)
/// and cos and sin are rounded to the format, as PyTorch computes a cos/sin cache in that type.
/// \throws ParameterError when q, k or thetas have the wrong size.
Eigen::VectorXd scaledScoreAt(const RopeSpec &spec, const Eigen::VectorXd &thetas, double attentionFactor,
                              const Eigen::VectorXd &q, const Eigen::VectorXd &k,
                              const std::vector<long long> &distances, NumberFormat format = NumberFormat::Float64);

/// RoFormer sec. 3.4.3's relative upper bound (1/(R/2)) Σⱼ |Sⱼ|, Sⱼ = Σ_{k<j} e^{i r θₖ}, for θ = \a thetas
/// at each distance r of \a distances (rope.h ropeDecayBound() at every r from 0).
Eigen::VectorXd decayBoundAt(const Eigen::VectorXd &thetas, const std::vector<long long> &distances);

/// The largest angle pair i reached in training: θᵢ · (L0 − 1) for the original θ. Past 2π every angle of the
/// circle was seen; below it, an angle θ'ᵢ · p larger than this was never seen in training.
Eigen::VectorXd trainedAngles(const Eigen::VectorXd &originalThetas, long long originalLength);

/// Whether pair i turns past what it reached in training at position \a position: θ'ᵢ · p > θᵢ · L0 (more than one
/// position's step past the largest trained angle θᵢ · (L0 − 1): interpolation by f maps the last position
/// f·L0 − 1 to L0 − 1/f, between trained ones) while θᵢ · (L0 − 1) < 2π. R/2 values.
std::vector<bool> unseenAngles(const ScaledFrequencies &frequencies, long long originalLength, long long position);

} // namespace posenc
