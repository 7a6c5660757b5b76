#pragma once
/// \file familycomparison.h
/// \brief What each family of the tree makes of the distance r between a query and a key r positions before
/// it, r = 0 .. L − 1, for the Compare tab: the absolute encodings' dot products, RoPE's score and bound, the
/// biases of ALiBi and T5, NoPE's nothing.

#include <posenc/encodings/rope.h>
#include <posenc/encodings/sinusoidalscheme.h>
#include <posenc/encodings/t5buckets.h>

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

/// The parameters of every family compared (the session's).
struct ComparisonInputs
{
    SinusoidalScheme scheme; ///< the sinusoidal PE, at positions firstPosition ..
    int length = 64;         ///< L: distances 0 .. L − 1
    const LearnedTable *table = nullptr; ///< the learned table (nullptr: the seeded untrained one)
    RopeSpec rope;
    Eigen::VectorXd query, key;          ///< RoPE's q and k (head_dim values each)
    int heads = 12;                      ///< ALiBi's slopes: every head
    int head = 0;                        ///< the head written to the table (ALiBi, T5)
    T5BucketSpec t5;
    Eigen::VectorXd t5Biases;            ///< the head's column of the T5 bias table (num_buckets values)
};

/// One curve per family against r = 0 .. L − 1 (each L values; the ALiBi one L x H).
struct FamilyComparison
{
    Eigen::VectorXd sinusoidal; ///< meanDotByDistance() of the sinusoidal PE
    Eigen::VectorXd learned;    ///< the same of the learned table's rows 0 .. L − 1 (NaN where r ≥ its rows)
    Eigen::VectorXd ropeScore;  ///< <R(m) q, R(m − r) k> = <R(r) q, k> (ropeScoreByDistance(), RoFormer eq. 16)
    Eigen::VectorXd ropeBound;  ///< RoFormer sec. 3.4.3's relative upper bound (ropeDecayBound())
    Eigen::MatrixXd alibi;      ///< column h: −m_h · r (Press et al. 2022, sec. 3), every head
    Eigen::VectorXd t5;         ///< b[bucket(−r)]: the key r before the query (Raffel et al. 2020, sec. 2.1)
    Eigen::VectorXd nope;       ///< 0: nothing carries position (Kazemnejad et al. 2023)

    /// L x 8: r, sinusoidal, learned, RoPE score, RoPE bound, ALiBi of \a head, T5, NoPE (the CSV's columns).
    Eigen::MatrixXd table(int head) const;
};

/// Every family's curve for \a in. With \a sinusoidal or \a learned, that curve is taken instead of computed
/// (the caller's, kept from a call with the same scheme and L, or the same d_model, L and table: they cost
/// the most). \throws ParameterError as fillAddedEncoding(), ropeScoreByDistance(), alibiSlopes(),
/// t5Bucket(), and when t5Biases has not num_buckets values.
FamilyComparison compareFamilies(const ComparisonInputs &in, const Eigen::VectorXd *sinusoidal = nullptr,
                                 const Eigen::VectorXd *learned = nullptr);

} // namespace posenc
