#pragma once
/// \file sinusoidal.h
/// \brief The sinusoidal positional encoding of Vaswani et al. 2017, "Attention Is All You Need", sec. 3.5,
/// for a SinusoidalScheme (which columns pair i occupies: pairlayout.h; its frequency: frequencyspec.h).
///
/// \f[ PE_{(pos, sin_i)} = \sin(pos \cdot \omega_i), \quad PE_{(pos, cos_i)} = \cos(pos \cdot \omega_i) \f]
///
/// In the paper's interleaved layout sin_i = 2i and cos_i = 2i + 1, and w_i = base^(-2i/d_model). With an
/// odd d_model the last pair is a lone sine without a cosine partner.

#include <posenc/encodings/parameters.h>
#include <posenc/encodings/sinusoidalscheme.h>

#include <Eigen/Core>

namespace posenc {

/// Angular frequencies w_i in radians per position, i = 0 .. pairCount - 1 (size scheme.pairCount()).
/// Paper spacing: falls geometrically from w_0 = 1 to about 1/base.
/// \throws ParameterError when d_model or base is out of range.
Eigen::VectorXd angularFrequencies(const SinusoidalScheme &scheme);

/// Wavelengths lambda_i = 2*pi / w_i in positions (2*pi for i = 0, about 2*pi*base for the last pair).
/// Size: scheme.pairCount(). \throws ParameterError as angularFrequencies().
Eigen::VectorXd wavelengths(const SinusoidalScheme &scheme);

/// Number of pairs whose wavelength is at most \a steps positions, i.e. that turn a full circle between
/// the first and the last of steps + 1 positions (a sequence of L positions spans steps = L - 1).
/// Wavelengths grow with i, so these are the pairs 0 .. count - 1.
int pairsCompletingTurn(const Eigen::VectorXd &wavelengths, int steps);

/// The encoding matrix: L x d_model doubles; row r is position pos = scheme.firstPosition + r, column j
/// is dimension j (scheme.layout says which pair and whether sine or cosine). Values in [-1, 1].
/// \throws ParameterError when a parameter is out of range (see parameters.h).
Eigen::MatrixXd sinusoidalEncoding(const SinusoidalScheme &scheme, int length);

/// The same into \a pe, resized to L x d_model (no new allocation when it already has that size).
/// Computed by angle addition from exact anchors every 64 rows (see the .cpp): about as fast as writing
/// the matrix to memory, and as accurate as sin(pos * w_i) per element (the anchors' angle pos * w_i is
/// taken without rounding, so it is often more accurate for large pos).
void fillSinusoidalEncoding(const SinusoidalScheme &scheme, int length, Eigen::MatrixXd &pe);

/// One element PE[pos, j] computed on its own (for hover read-outs and formula strips); the same
/// formula as sinusoidalEncoding(). \throws ParameterError when j, d_model or base is out of range.
double encodingValue(const SinusoidalScheme &scheme, double pos, int j);

/// The 2x2 rotation M_k of one pair in the (sin, cos) order of the encoding, such that
/// [sin(w (pos+k)), cos(w (pos+k))]^T = M_k [sin(w pos), cos(w pos)]^T for every pos:
/// \f[ M_k = \begin{bmatrix} \cos(\omega k) & \sin(\omega k) \\ -\sin(\omega k) & \cos(\omega k) \end{bmatrix} \f]
/// It depends on the offset k (positions) and the angular frequency w (radians per position) only.
/// Source: the angle-addition identities; the matrix as written in the seed notes (000_...txt).
Eigen::Matrix2d offsetRotation(double omega, double offset);

} // namespace posenc
