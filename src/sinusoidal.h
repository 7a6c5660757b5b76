#pragma once
/// \file sinusoidal.h
/// \brief The sinusoidal positional encoding of Vaswani et al. 2017, "Attention Is All You Need", sec. 3.5,
/// in the interleaved layout of the paper, the PyTorch tutorial and the Annotated Transformer.
///
/// \f[ PE_{(pos, 2i)} = \sin(pos \cdot \omega_i), \quad PE_{(pos, 2i+1)} = \cos(pos \cdot \omega_i),
///     \quad \omega_i = base^{-2i / d_{model}} \f]
///
/// Column j belongs to pair i = j / 2; even j is the sine, odd j the cosine of the same angular frequency.
/// With an odd d_model the last column (j = d_model - 1) is a lone sine without a cosine partner.

#include "parameters.h"

#include <Eigen/Core>

namespace posenc {

/// Number of pairs i, ceil(d_model / 2): the last one is a lone sine when d_model is odd.
/// \throws ParameterError when d_model is out of range.
int pairCount(int dModel);

/// Angular frequencies w_i = base^(-2i/d_model) in radians per position, i = 0 .. pairCount - 1.
/// Falls geometrically from w_0 = 1 to about 1/base. Size: pairCount(d_model).
/// \throws ParameterError when d_model or base is out of range.
Eigen::VectorXd angularFrequencies(int dModel, double base);

/// Wavelengths lambda_i = 2*pi / w_i in positions (2*pi for i = 0, about 2*pi*base for the last pair).
/// Size: pairCount(d_model). \throws ParameterError as angularFrequencies().
Eigen::VectorXd wavelengths(int dModel, double base);

/// Number of pairs whose wavelength is at most \a steps positions, i.e. that turn a full circle between
/// the first and the last of steps + 1 positions (a sequence of L positions spans steps = L - 1).
/// Wavelengths grow with i, so these are the pairs 0 .. count - 1.
int pairsCompletingTurn(const Eigen::VectorXd &wavelengths, int steps);

/// The encoding matrix: L x d_model doubles; row r is position pos = firstPosition + r, column j is
/// dimension j. Values in [-1, 1].
/// \throws ParameterError when a parameter is out of range (see parameters.h).
Eigen::MatrixXd sinusoidalEncoding(const EncodingParameters &parameters);

/// The same into \a pe, resized to L x d_model (no new allocation when it already has that size).
/// Computed by angle addition from exact anchors every 64 rows (see the .cpp): about as fast as writing
/// the matrix to memory, and as accurate as sin(pos * w_i) per element (the anchors' angle pos * w_i is
/// taken without rounding, so it is often more accurate for large pos).
void fillSinusoidalEncoding(const EncodingParameters &parameters, Eigen::MatrixXd &pe);

/// What column j of the encoding is: its pair i, whether it is the sine (even j) or the cosine (odd j),
/// and whether it is the lone sine of an odd d_model.
struct Dimension
{
    int pair = 0;          ///< i = j / 2
    bool isSine = true;    ///< even j: sin(pos * w_i); odd j: cos(pos * w_i)
    bool isLoneSine = false; ///< j = d_model - 1 with d_model odd
};

/// Describes column \a j (0 .. d_model - 1). \throws ParameterError when j or d_model is out of range.
Dimension describeDimension(int j, int dModel);

/// One element PE[pos, j] computed on its own (for hover read-outs and formula strips); the same
/// formula as sinusoidalEncoding(). \throws ParameterError when j, d_model or base is out of range.
double encodingValue(double pos, int j, int dModel, double base);

/// The 2x2 rotation M_k of one pair in the (sin, cos) order of the encoding, such that
/// [sin(w (pos+k)), cos(w (pos+k))]^T = M_k [sin(w pos), cos(w pos)]^T for every pos:
/// \f[ M_k = \begin{bmatrix} \cos(\omega k) & \sin(\omega k) \\ -\sin(\omega k) & \cos(\omega k) \end{bmatrix} \f]
/// It depends on the offset k (positions) and the angular frequency w (radians per position) only.
/// Source: the angle-addition identities; the matrix as written in the seed notes (000_...txt).
Eigen::Matrix2d offsetRotation(double omega, double offset);

} // namespace posenc
