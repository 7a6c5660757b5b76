#pragma once
/// \file similarity.h
/// \brief Position-by-position similarity of the encoding: it depends on the distance only.
///
/// For the complete (sin, cos) pairs, the angle-difference identity gives (seed notes, "点乘"):
/// \f[ PE(p_1) \cdot PE(p_2) = \sum_i \cos\big(\omega_i (p_1 - p_2)\big) \f]
/// so the L x L matrix PE PE^T is constant along every diagonal. An odd d_model's lone sine adds
/// sin(w p1) sin(w p2), which is not a function of p1 - p2 alone.

#include <Eigen/Core>

namespace posenc {

/// The L x L matrix of dot products PE(p1) . PE(p2) of the rows of \a encoding (L x d_model); with
/// \a cosine, each divided by |PE(p1)| |PE(p2)| (cosine similarity, in [-1, 1]). Row and column r are
/// position firstPosition + r.
Eigen::MatrixXd similarityMatrix(const Eigen::MatrixXd &encoding, bool cosine);

/// The closed form sum_i cos(k w_i) over the complete pairs of d_model, for k = 0 .. maxOffset
/// (size maxOffset + 1): PE(p) . PE(p + k) for every p when d_model is even.
/// \throws ParameterError when d_model or base is out of range, or maxOffset < 0.
Eigen::VectorXd dotByOffset(int dModel, double base, int maxOffset);

/// The largest spread (max - min) of the entries along any diagonal of the square matrix \a s:
/// 0 (up to rounding) when s depends on p1 - p2 only. 0 for a 1 x 1 matrix.
double largestDiagonalSpread(const Eigen::MatrixXd &s);

} // namespace posenc
