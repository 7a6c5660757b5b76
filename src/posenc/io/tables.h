#pragma once
/// \file tables.h
/// \brief The numbers behind each figure, as the tables `posenc export --format csv` writes: one row per
/// pair, position or token, computed here in the core so the CSV never depends on the drawing code.

#include <posenc/analysis/attention.h>
#include <posenc/encodings/sinusoidalscheme.h>

#include <Eigen/Core>

namespace posenc {

/// Clock figure at the absolute position \a position: one row per pair i (scheme.pairCount() rows x 6 columns):
/// i, w_i (rad/position), wavelength (positions), angle w_i * pos (rad), sin(w_i pos), cos(w_i pos), sin and
/// cos of the angle as if exact (exactangle.h), as the PE holds them; the lone sine of an odd d_model
/// (HalvesZeroPadded has none) has NaN for its cosine.
/// \throws ParameterError when d_model or base is out of range.
Eigen::MatrixXd clockTable(const SinusoidalScheme &scheme, double position);

/// Wavelength figure: one row per pair i (pairCount() x 3): i, w_i (rad/position), wavelength (positions).
/// \throws ParameterError when d_model or base is out of range.
Eigen::MatrixXd wavelengthTable(const SinusoidalScheme &scheme);

/// Relative-offset figure: one row per complete pair i (completePairCount() x 8): i, w_i, the entries of
/// M_k row by row (m00, m01, m10, m11), |PE_pair(pos + k) - M_k PE_pair(pos)| and the same at pos'.
/// \a position and \a comparePosition are absolute positions pos and pos' (not rows), \a offset is k.
/// Source: the rotation of sinusoidal.h (offsetRotation()), paper sec. 3.5.
/// \throws ParameterError when d_model or base is out of range.
Eigen::MatrixXd relativeTable(const SinusoidalScheme &scheme, double position, double comparePosition,
                              double offset);

/// "Why not 1, 2, 3" figure: one row per row r (length x (2 + bits)): pos = first + r, r / (L - 1)
/// (counted from the first row), then the bits of pos, bit 0 first (naiveencodings.h).
Eigen::MatrixXd naiveTable(int length, int firstPosition);

/// Attention figure: the weights of the sentence (n_a rows of n_a numbers) above those of its
/// reordering (n_b rows); when n_b differs from n_a the narrower rows are padded with NaN to the wider
/// width, which no weight can be mistaken for. (n_a + n_b) x max(n_a, n_b).
Eigen::MatrixXd attentionTable(const PermutationDemo &demo);

} // namespace posenc
