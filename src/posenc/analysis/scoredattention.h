#pragma once
/// \file scoredattention.h
/// \brief What the scores slot (positionslots.h) does to one attention head: a family (scorefamilies.h)
/// rotates q and k by their positions, adds a bias to the scores, or leaves the plain dot product.
///
/// The head's weights at positions 0 .. n-1 (row i = query at position i, column j = key at position j):
/// \f[ A = \mathrm{softmax}_{\text{rows}}\big(\tilde Q \tilde K^T / \sqrt{d} + B\big) \f]
/// with \f$\tilde q_i\f$ the family's rotation of q_i by position i (scoreRotatedRows(): RoPE's R(i) q_i,
/// Su et al. 2021, eq. 14), else q_i, and B the family's bias (scoreBias(), e.g. Press et al. 2022, sec. 3;
/// Raffel et al. 2020, sec. 2.1), else 0. Some families do not divide by sqrt(d) themselves (T5: its
/// initialisation absorbs it); here every family shares the one seeded head, so all divide alike.

#include <posenc/encodings/scorefamilies.h>

#include <Eigen/Core>

namespace posenc {

/// Row-wise softmax of \a scores (length x length) with \a bias added; −∞ entries get weight 0. Each row sums
/// to 1. \throws ParameterError when the sizes differ, a row is all −∞ (masked), or a row holds NaN or +∞ (q·k
/// overflowed: said as such, not as a mask).
Eigen::MatrixXd softmaxWithBias(const Eigen::MatrixXd &scores, const Eigen::MatrixXd &bias);

/// The n x n attention weights (rows sum to 1) of queries \a q and keys \a k (each n x d, row r = the
/// token at position r) with \a head acting on the scores; see the file comment for the formula.
/// \throws ParameterError as scoreBias() and scoreRotatedRows(), and std::invalid_argument when q and k
/// differ in shape.
Eigen::MatrixXd scoredAttentionWeights(const Eigen::MatrixXd &q, const Eigen::MatrixXd &k, const ScoreHead &head);

/// Sum_j A_ij |i − j| averaged over the queries i: how far back (or forward) a head looks on average, in
/// positions, for weights \a weights (n x n, rows sum to 1). 0 when every query attends to itself only.
double meanAttendedDistance(const Eigen::MatrixXd &weights);

} // namespace posenc
