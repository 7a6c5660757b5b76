#pragma once
/// \file tableanalysis.h
/// \brief What a learned position table learned: whether PE·PEᵀ of its rows depends on the distance alone
/// (the sinusoidal PE's does exactly, similarity.h), and which frequencies its columns hold along the
/// positions, to set beside the sinusoidal angular frequencies ωᵢ = base^(−2i/d_model) of the same
/// d_model (Vaswani et al. 2017, sec. 3.5). GPT-2's table is the usual example (Radford et al. 2019).

#include <Eigen/Core>

namespace posenc {

/// The diagonals k = p₂ − p₁ = 0 … n − 1 of a symmetric n x n similarity matrix S (row and column r are
/// position first + r): the mean, lowest and highest entry along each, and how much of S the distance
/// alone explains.
struct DiagonalProfile
{
    Eigen::VectorXd mean, lowest, highest; ///< n values each, entry k over S(p, p + k), p = 0 … n − 1 − k
    /// max over k >= 1 of highest(k) − lowest(k) (the diagonal k = 0, |PE(p)|², is left out as for
    /// distanceShare); 0 for n < 3
    double largestSpread = 0;
    int largestSpreadOffset = 0; ///< the k where it is reached (0 when largestSpread is 0)
    /// 1 − Σ (S(p, p+k) − mean(k))² / Σ (S(p, p+k) − mean of all)², over the entries off the diagonal
    /// (k >= 1): the share of their variance a function of the distance alone explains (1 for the sinusoidal
    /// PE of an even d_model; near 0 for an untrained random table, whose entries off the diagonal are
    /// noise). The diagonal k = 0 is left out: its |PE(p)|² stands far above the rest and would count as
    /// "explained" in any table. 1 when those entries are constant or n < 3.
    double distanceShare = 1;
};

/// The profile of \a s (n x n, n >= 1, symmetric; only the upper triangle with the diagonal is read).
/// \throws ParameterError when \a s is empty or not square, or holds a value that is not finite.
DiagonalProfile diagonalProfile(const Eigen::MatrixXd &s);

/// The spectrum of each column of a table along positions: for N rows (positions 0 … N − 1) and column j,
/// the amplitude |X_j(f)| of the discrete Fourier transform of the column with its mean removed and a Hann
/// window applied (w(p) = sin²(π p / N), so a frequency between two bins does not leak over the whole
/// spectrum), at the angular frequencies f_b = 2π b / N rad/position, b = 1 … ⌊N/2⌋.
struct ColumnSpectrum
{
    int positions = 0;                ///< N
    Eigen::VectorXd angularFrequency; ///< ⌊N/2⌋ values 2π b / N (rad/position), rising
    /// ⌊N/2⌋ x d_model: row b − 1 is bin b, column j the table's column j, each column divided by its largest
    /// amplitude (1 at its strongest frequency; all 0 for a constant column).
    Eigen::MatrixXf amplitude;
    /// d_model values: the angular frequency of each column's largest amplitude (rad/position; 0 for a
    /// constant column).
    Eigen::VectorXd strongest;
};

/// The spectrum of every column of \a rows (N x d_model, N >= 4, row = position; finite values). Uses
/// Eigen's FFT (unsupported/Eigen/FFT, kissfft): N log N per column, any N.
/// \throws ParameterError when \a rows has fewer than 4 rows or no column, or a value is not finite.
ColumnSpectrum columnSpectrum(const Eigen::MatrixXf &rows);

} // namespace posenc
