#pragma once
/// \file familycomparison.h
/// \brief What the encodings added to the embedding make of the distance r between a query and a key r
/// positions before it, r = 0 .. L − 1, for the Compare tab: the mean dot product PE(p)·PE(p + r). The score
/// families' curves live in their own files (ropeanalysis.h: ropeScoreByDistance(); alibi.h:
/// alibiByDistance(); t5buckets.h: T5Head::byDistance()).

#include <posenc/encodings/sinusoidalscheme.h>

#include <Eigen/Core>

namespace posenc {

class LearnedTable;

/// The mean over p of rows.row(p) · rows.row(p + r), for r = 0 .. L − 1 (L = rows.rows(); the mean of
/// diagonal r of rows rowsᵀ, over its L − r entries): L values. For the sinusoidal PE of an even d_model
/// every entry of a diagonal is Σᵢ cos(ωᵢ r) (Vaswani et al. 2017, sec. 3.5), so the mean is that value.
/// Computed as the autocorrelation of each column by FFT (Eigen's unsupported FFT, zero-padded to a power of
/// two at least 2L): d_model transforms of about 2L points, not L² dot products; direct below 2e7 products.
Eigen::VectorXd meanDotByDistance(const Eigen::MatrixXd &rows);

/// meanDotByDistance() of the sinusoidal PE of \a scheme at positions firstPosition .. + L − 1. When every
/// column belongs to a whole pair (or is a zero padding column), sin(ωp)sin(ω(p + r)) + cos(ωp)cos(ω(p + r))
/// = cos(ωr) makes each diagonal constant, so this is Σᵢ cos(ωᵢ r) over the complete pairs: L · d/2 cosines,
/// not the PE. With a lone sine (odd d_model, paper layout) its term depends on p: the mean is taken.
/// \throws ParameterError as fillSinusoidalEncoding().
Eigen::VectorXd sinusoidalDotByDistance(const SinusoidalScheme &scheme, int length);

/// meanDotByDistance() of a learned table's rows 0 .. min(L, its rows) − 1 (\a table; nullptr: the seeded,
/// untrained table of \a scheme's d_model), NaN for every r at or past its rows: L values. A table's rows are
/// read from 0 whatever the scheme's first position and padding. \throws ParameterError as
/// fillAddedEncoding() and when L is out of range.
Eigen::VectorXd learnedDotByDistance(const SinusoidalScheme &scheme, int length, const LearnedTable *table);

} // namespace posenc
