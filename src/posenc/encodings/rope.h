#pragma once
/// \file rope.h
/// \brief Rotary position embedding (RoPE; Su et al. 2021, "RoFormer", eq. 34): instead of adding (sin, cos)
/// to the word vector, rotate each pair of its dimensions by the angle m * theta_i of its position m.
///
///     theta_i = base^(-2i / R),  i = 0 .. R/2 - 1,  R = the rotated dimensions (rotary_dim, <= head_dim)
///     (x_a, x_b) -> (x_a cos(m theta_i) - x_b sin(m theta_i),  x_a sin(m theta_i) + x_b cos(m theta_i))
///
/// Which dimensions form pair i (the "pairing"):
/// - interleaved (2i, 2i + 1): RoFormer, Meta LLaMA's apply_rotary_emb (complex numbers), GPT-J;
/// - halves (i, i + R/2): Hugging Face's rotate_half (modeling_llama.py), GPT-NeoX.
/// Dimensions R .. head_dim - 1 are left as they are (partial rotary: GPT-NeoX rotary_pct, GPT-J
/// rotary_dim; Hugging Face computes inv_freq over those R dimensions, as here).
/// The score <R(m) q, R(n) k> depends on m - n only; R(m) keeps the norm.

#include <posenc/text/message.h>
#include <posenc/text/nametable.h>

#include <Eigen/Core>

#include <optional>
#include <string>
#include <vector>

namespace posenc {

namespace limits {
inline constexpr int minHeadDim = 2;
inline constexpr int maxHeadDim = 4096;
/// The largest |value| of a typed q or k: far past any teaching use, and small enough that a score
/// <R(m) q, R(n) k> of head_dim 4096 (at most 4096 x 1e12) and its spread stay finite.
inline constexpr double maxRopeVectorValue = 1e6;
} // namespace limits

/// Which dimensions RoPE rotates together (see the file comment).
enum class RopePairing
{
    Interleaved, ///< pair i = dimensions (2i, 2i + 1)
    Halves,      ///< pair i = dimensions (i, i + R/2), rotate_half
};
/// The names of the command line (--rope-pairing) and scene files.
inline constexpr auto ropePairingNames =
    nameTable<RopePairing>({{RopePairing::Interleaved, "interleaved"}, {RopePairing::Halves, "halves"}});

/// A rotary embedding: head_dim, how many of its dimensions rotate, the base and the pairing.
struct RopeSpec
{
    int headDim = 8;
    int rotaryDim = 0; ///< R, the dimensions rotated (even, 2 .. head_dim); 0 means all of head_dim
    double base = 10000.0;
    RopePairing pairing = RopePairing::Interleaved;

    /// R: rotaryDim, or headDim when rotaryDim is 0.
    int rotated() const { return rotaryDim == 0 ? headDim : rotaryDim; }
    /// R / 2: the number of rotated pairs.
    int pairCount() const { return rotated() / 2; }
    /// The two dimensions of pair \a i (0 .. pairCount() - 1): (2i, 2i + 1) or (i, i + R/2).
    std::pair<int, int> dimensions(int i) const;
    bool operator==(const RopeSpec &) const = default;
};

/// nullopt when head_dim is even and in 2 .. 4096, else the message naming the value and the range.
std::optional<Message> checkHeadDim(long long headDim);
/// nullopt when \a rotaryDim is 0 (all) or even and in 2 .. head_dim, else the message.
std::optional<Message> checkRotaryDim(long long rotaryDim, int headDim);
/// nullopt when \a value, one entry of q or k, is finite and within -1e6 .. 1e6
/// (limits::maxRopeVectorValue), else the message naming the value and the range.
std::optional<Message> checkRopeVectorValue(double value);
/// The first problem of \a spec (head_dim, rotary_dim, base), or nullopt.
std::optional<Message> checkRope(const RopeSpec &spec);

/// theta_i = base^(-2i/R), i = 0 .. R/2 - 1 (rad/position): R/2 values. \throws ParameterError for a bad spec.
Eigen::VectorXd ropeThetas(const RopeSpec &spec);

/// R(m) x: \a x (head_dim values) with each pair rotated by m * theta_i (\a thetas: ropeThetas(spec)).
/// \throws ParameterError when x has not head_dim values.
Eigen::VectorXd rotate(const RopeSpec &spec, const Eigen::VectorXd &thetas, const Eigen::VectorXd &x, double m);

/// One row per position m = first .. first + length - 1: R(m) x. length x head_dim.
Eigen::MatrixXd rotatedRows(const RopeSpec &spec, const Eigen::VectorXd &x, int first, int length);

/// The score matrix S(m, n) = <R(m) q, R(n) k> for m, n = first .. first + length - 1: length x length,
/// row m, column n. \throws ParameterError when q or k has not head_dim values.
Eigen::MatrixXd ropeScores(const RopeSpec &spec, const Eigen::VectorXd &q, const Eigen::VectorXd &k, int first,
                           int length);

/// RoFormer sec. 3.4.3 (its Fig. 2), the relative upper bound of the score against distance r:
/// (1/(R/2)) sum_{j=1}^{R/2} |S_j|, S_j = sum_{k=0}^{j-1} e^{i r theta_k}, for r = 0 .. length - 1.
/// \a length values; (R/2 + 1)/2 at r = 0 (every S_j = j), then falling with ripples for
/// RoFormer's sizes (head_dim 128, r < 256), but not for every size (see describeCurve() in analysis/curveshape.h).
Eigen::VectorXd ropeDecayBound(const RopeSpec &spec, int length);

/// The permutation of the rows of W_q and W_k (one head of head_dim rows) that turns the interleaved
/// pairing into the halves one, as Hugging Face's convert_llama_weights_to_hf.py permute() does:
/// row c * (R/2) + i of the result is row 2i + c of the original (c = 0, 1; rows past R stay).
/// So rotate(halves, P q) = P rotate(interleaved, q), element for element. head_dim values.
std::vector<int> interleavedToHalvesPermutation(const RopeSpec &spec);

/// One RoPE head in the scores slot (scorefamilies.h): every pair of the head's width rotated with
/// theta_i = base^(−2i/R), R = the width rounded down to even, paired as \a pairing says.
struct RopeHead
{
    static constexpr const char *name = "rope";
    double base = 10000.0;
    RopePairing pairing = RopePairing::Interleaved;
    /// \a x (n x d, row r = the vector at position r) with R(r) applied to each row (Su et al. 2021, eq. 14):
    /// the first d rounded down to even columns (a lone last column of an odd d stays; d 1 is unchanged).
    /// \throws ParameterError when the base is out of range.
    Eigen::MatrixXd rotatedRows(const Eigen::MatrixXd &x) const;
};

/// \a x with its entries moved as \a permutation says: result[r] = x[permutation[r]].
Eigen::VectorXd permuted(const Eigen::VectorXd &x, const std::vector<int> &permutation);

} // namespace posenc
