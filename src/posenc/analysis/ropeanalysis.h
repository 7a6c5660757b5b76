#pragma once
/// \file ropeanalysis.h
/// \brief What the RoPE tab measures (rope.h does the rotating): the seeded q and k used when none is
/// typed, the score before and after moving both positions by one step, and how exactly the W_q / W_k
/// row permutation maps the interleaved pairing onto the halves one.

#include <posenc/encodings/rope.h>

#include <Eigen/Core>

#include <vector>

namespace posenc {

/// A base that a known model uses for its RoPE: LLaMA 2's 10000 (RoFormer's too), LLaMA 3's 500000 and
/// Qwen2's 1000000 (rope_theta in their Hugging Face config.json).
struct RopeBasePreset
{
    double base;
    const char *model; ///< e.g. "LLaMA 2"
};
/// The presets, smallest base first.
const std::vector<RopeBasePreset> &ropeBasePresets();
/// The model of the preset with exactly \a base, or nullptr.
const char *ropeBaseModel(double base);

/// Which of the two vectors of the score <R(m) q, R(n) k>.
enum class RopeVector
{
    Query, ///< q
    Key,   ///< k
};

/// The q or k used when the user typed none: \a headDim standard normal numbers of a fixed stream of
/// seededNormal() (one stream for q, another for k), the same on every platform. Entry j does not
/// depend on headDim, so a larger head keeps the first values. \throws ParameterError for a bad headDim.
Eigen::VectorXd seededRopeVector(int headDim, RopeVector which);

/// The score <R(m) q, R(n) k> at two positions and at the same two moved by \a step: RoPE's score
/// depends on m - n only, so both agree up to rounding.
struct RopeShiftCheck
{
    double m = 0, n = 0, step = 0;
    double score = 0;   ///< <R(m) q, R(n) k>
    double shifted = 0; ///< <R(m + step) q, R(n + step) k>
    /// |shifted - score|.
    double difference() const;
};

/// Measures RopeShiftCheck for \a spec (q and k: head_dim values each).
/// \throws ParameterError for a bad spec or a vector of another size.
RopeShiftCheck ropeShiftCheck(const RopeSpec &spec, const Eigen::VectorXd &q, const Eigen::VectorXd &k, double m,
                              double n, double step);

/// The largest |R_halves(m) (P x) - P R_interleaved(m) x| over the positions m = first .. first + length - 1,
/// P = interleavedToHalvesPermutation(spec) (spec's own pairing is not used): 0 exactly, since both
/// pairings compute the same two products per pair. \throws ParameterError as rotate().
double pairingPermutationError(const RopeSpec &spec, const Eigen::VectorXd &x, int first, int length);

/// The score as a function of the distance d = m - n: g(d) = <R(d) q, k>, for d = -(length - 1) ..
/// length - 1 (entry d + length - 1; 2 length - 1 values). Since R(m)^T R(n) = R(n - m) pair by pair,
/// <R(m) q, R(n) k> = g(m - n) for every m, n: the L x L score matrix from 2L - 1 rotations instead of
/// L^2 dot products of head_dim values. \throws ParameterError as rotate().
Eigen::VectorXd ropeScoreByDistance(const RopeSpec &spec, const Eigen::VectorXd &q, const Eigen::VectorXd &k,
                                    int length);

/// Measured, not assumed: the largest |<R(m) q, R(n) k> - g(m - n)| (g: \a byDistance of
/// ropeScoreByDistance(), for this length) over up to \a samples x \a samples cells of the L x L matrix,
/// m and n evenly spread over first .. first + length - 1 (every cell when length <= samples), each
/// score a true dot product of the rotated vectors. Rounding only.
double ropeDiagonalSpread(const RopeSpec &spec, const Eigen::VectorXd &q, const Eigen::VectorXd &k, int first,
                          int length, const Eigen::VectorXd &byDistance, int samples = 64);

} // namespace posenc
