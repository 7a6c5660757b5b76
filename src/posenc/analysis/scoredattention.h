#pragma once
/// \file scoredattention.h
/// \brief What the scores slot (positionslots.h) does to one attention head: RoPE rotates q and k by their
/// positions, ALiBi and T5 add a bias to the scores, "none" leaves the plain dot product.
///
/// The head's weights at positions 0 .. n-1 (row i = query at position i, column j = key at position j):
/// \f[ A = \mathrm{softmax}_{\text{rows}}\big(\tilde Q \tilde K^T / \sqrt{d} + B\big) \f]
/// with \f$\tilde q_i = R(i) q_i\f$ for RoPE (Su et al. 2021, eq. 14; rope.h), else \f$\tilde q_i = q_i\f$;
/// B = ALiBi's −m (i − j) with its mask (Press et al. 2022, sec. 3; alibi.h), T5's b[bucket(j − i)]
/// (Raffel et al. 2020, sec. 2.1; t5buckets.h), else 0. T5 itself does not divide by sqrt(d) (its
/// initialisation absorbs it); here every family shares the one seeded head, so all divide alike.

#include <posenc/encodings/alibi.h>
#include <posenc/encodings/positionslots.h>
#include <posenc/encodings/rope.h>
#include <posenc/encodings/t5buckets.h>

#include <Eigen/Core>

namespace posenc {

/// The scores slot of one head with every parameter its families need (only kind's are read).
struct ScoreSlot
{
    ScoreEncoding kind = ScoreEncoding::None;
    double ropeBase = 10000.0; ///< RoPE: theta_i = base^(−2i/R), R = d_model rounded down to even
    RopePairing ropePairing = RopePairing::Interleaved;
    double alibiSlope = 0.5; ///< ALiBi: m of the head (alibiSlopes())
    AlibiMask alibiMask = AlibiMask::Causal;
    T5BucketSpec t5;          ///< T5: buckets of j − i
    Eigen::VectorXd t5Biases; ///< T5: num_buckets values, the head's column of the bias table

    /// The same parameters with \a other acting on the scores.
    ScoreSlot with(ScoreEncoding other) const
    {
        ScoreSlot copy = *this;
        copy.kind = other;
        return copy;
    }
};

/// The bias B the slot adds to the n x n scores (row = query position i, column = key position j): zeros
/// for none and RoPE, alibiBias() (−∞ where the causal mask hides a key), or T5's bias of bucket(j − i).
/// \throws ParameterError as alibiBias(), t5BucketMatrix(), and when t5Biases has not num_buckets values.
Eigen::MatrixXd scoreBias(const ScoreSlot &slot, int n);

/// \a x (n x d, row r = the vector at position r) with RoPE's rotation R(r) applied to each row: pairs of
/// the first d rounded down to even columns, paired as slot.ropePairing says (a lone last column of an
/// odd d stays). \throws ParameterError when the base is out of range.
Eigen::MatrixXd ropeRotatedRows(const ScoreSlot &slot, const Eigen::MatrixXd &x);

/// The n x n attention weights (rows sum to 1) of queries \a q and keys \a k (each n x d, row r = the
/// token at position r) with the slot acting on the scores; see the file comment for the formula.
/// \throws ParameterError as scoreBias() and ropeRotatedRows(), and std::invalid_argument when q and k differ
/// in shape.
Eigen::MatrixXd scoredAttentionWeights(const Eigen::MatrixXd &q, const Eigen::MatrixXd &k, const ScoreSlot &slot);

/// Sum_j A_ij |i − j| averaged over the queries i: how far back (or forward) a head looks on average, in
/// positions, for weights \a weights (n x n, rows sum to 1). 0 when every query attends to itself only.
double meanAttendedDistance(const Eigen::MatrixXd &weights);

} // namespace posenc
