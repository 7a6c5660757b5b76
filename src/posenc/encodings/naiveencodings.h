#pragma once
/// \file naiveencodings.h
/// \brief The encodings the seed notes reject, to set beside the sinusoid ("why not 1, 2, 3 or pos/N?").
///
/// - the integer pos itself: unbounded, it swamps the embedding for long sequences;
/// - pos / (L - 1): bounded, but the same value means different positions in different lengths
///   (position 5 of 11 and position 50 of 101 both give 0.5);
/// - the bits of pos (a binary counter): bounded and unique, but discrete, and bit b flips every 2^b
///   positions — the sinusoid is its smooth version, with wavelengths 2 pi base^(2i/d) instead of 2^(b+1).

#include <Eigen/Core>

namespace posenc {

/// Column of pos, pos = firstPosition .. firstPosition + length - 1 (length x 1).
Eigen::VectorXd integerEncoding(int length, int firstPosition = 0);

/// r / (length - 1) for row r = 0 .. length - 1 (length x 1; 0 for a single row).
Eigen::VectorXd normalizedEncoding(int length);

/// Length of the longer sequence the "pos/(L-1)" picture compares with: 10 (L - 1) + 1, so that row r of
/// L rows and row 10 r of it get the same r / (length - 1) (L = 11: rows 5 and 50 of 101 both give 0.5).
int longerLength(int length);

/// Bits needed to count positions 0 .. maxPosition (at least 1).
int bitCount(long long maxPosition);

/// length x bits matrix: row r holds the bits of pos = firstPosition + r, bit 0 (fastest) in column 0.
Eigen::MatrixXd binaryEncoding(int length, int bits, int firstPosition = 0);

} // namespace posenc
