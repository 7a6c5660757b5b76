#pragma once
/// \file similarity.h
/// \brief Position-by-position similarity of the encoding: it depends on the distance only.
///
/// For the complete (sin, cos) pairs, the angle-difference identity gives (seed notes, "点乘"):
/// \f[ PE(p_1) \cdot PE(p_2) = \sum_i \cos\big(\omega_i (p_1 - p_2)\big) \f]
/// so the L x L matrix PE PE^T is constant along every diagonal. An odd d_model's lone sine adds
/// sin(w p1) sin(w p2), which is not a function of p1 - p2 alone.

#include <posenc/encodings/sinusoidalscheme.h>

#include <Eigen/Core>

namespace posenc {

/// The L x L matrix of dot products PE(p1) . PE(p2) of the rows of \a encoding (L x d_model); with
/// \a cosine, each divided by |PE(p1)| |PE(p2)| (cosine similarity, in [-1, 1]). Row and column r are
/// position firstPosition + r. Large products run on two threads (posenc/parallel/twohalves.h).
Eigen::MatrixXd similarityMatrix(const Eigen::MatrixXd &encoding, bool cosine);

/// The closed form sum_i cos(k w_i) over the complete pairs of the scheme, for k = 0 .. maxOffset
/// (size maxOffset + 1): PE(p) . PE(p + k) for every p when d_model is even.
/// \throws ParameterError when d_model or base is out of range, or maxOffset < 0.
Eigen::VectorXd dotByOffset(const SinusoidalScheme &scheme, int maxOffset);

/// The same as cosine similarity when \a cosine: every complete pair has norm 1, so |PE(p)|^2 is the number
/// of complete pairs for an even d_model and the closed form is divided by it. (An odd d_model's lone
/// sine makes the norm depend on p; the value is then the complete pairs' share only.) Without \a cosine,
/// dotByOffset().
Eigen::VectorXd similarityByOffset(const SinusoidalScheme &scheme, int maxOffset, bool cosine);

/// The L x L similarity of the rows of an encoding, entry by entry, without storing the matrix (L = 4096
/// would take 128 MiB). Built from the identity above: entry (r, c) is
/// \f[ D(|r - c|) + s_r s_c, \qquad D(k) = \sum_{\text{complete pairs}} \cos(k\,\omega_i) \f]
/// where s is the lone sine column of an odd d_model (absent otherwise); with cosine, divided by the two
/// rows' norms (measured from the encoding). Equal to similarityMatrix() up to rounding (tested).
class SimilarityModel
{
public:
    /// \a encoding is the L x d_model matrix of \a scheme. \throws ParameterError as dotByOffset().
    SimilarityModel(const SinusoidalScheme &scheme, const Eigen::MatrixXd &encoding, bool cosine);

    int size() const { return static_cast<int>(m_byDistance.size()); }
    bool cosine() const { return m_cosine; }
    /// Entry (r, c), rows and columns 0 .. size()-1.
    double operator()(int r, int c) const
    {
        const int k = r > c ? r - c : c - r;
        double value = m_byDistance(k);
        if (m_loneSine.size() > 0)
            value += m_loneSine(r) * m_loneSine(c);
        return m_cosine ? value * m_inverseNorm(r) * m_inverseNorm(c) : value;
    }
    /// Row r as a vector (size() entries).
    Eigen::VectorXd row(int r) const;
    /// similarityByOffset(scheme, size() - 1, cosine()) from the D(k) already computed: the closed form
    /// for k = 0 .. size() - 1 (size() values). At L = d_model = 4096 computing it again took 80-130 ms.
    Eigen::VectorXd byOffset() const;
    /// Column c (0 .. size()-1) into \a out (size() doubles): out[r] = (*this)(r, c), the same values, a
    /// whole column at a time for reduceColumnsByLargestMagnitude() (the entry-by-entry reduction of a
    /// 4096 x 4096 similarity held the GUI thread for 240 ms). Reads only: safe on several threads.
    void column(int c, double *out) const;

private:
    Eigen::VectorXd m_byDistance;
    Eigen::VectorXd m_loneSine;
    Eigen::VectorXd m_inverseNorm;
    int m_completePairs = 0;
    bool m_cosine;
};

/// The measured similarity of row \a row with the rows after it: true dot products PE(p) . PE(p + k)
/// (cosine: divided by both norms) for k = 0 .. L-1-row.
Eigen::VectorXd similarityAlongRow(const Eigen::MatrixXd &encoding, int row, bool cosine);

/// Measures, with true dot products of the encoding's rows, how constant the diagonals of PE PE^T (or the
/// cosine similarity) are: the largest spread (max - min) over up to \a diagonals diagonals k = p2 - p1
/// spread evenly over 0 .. L-1, each sampled at up to \a samples positions spread evenly along it.
/// Cost about diagonals x samples x d_model, whatever L is.
double sampledDiagonalSpread(const Eigen::MatrixXd &encoding, bool cosine, int diagonals = 64, int samples = 64);

/// The most double's rounding can spread a diagonal of the similarity of an encoding with \a dModel columns of
/// values in [-1, 1] (the sinusoidal PE): 2 (d_model + 4) eps |PE|², |PE|² <= ceil(d_model / 2) for dot
/// products, 1 for cosine similarity. Each entry is a sum of d_model products, off by at most
/// gamma_d sum |x_i y_i| <= d_model eps |x| |y| (Higham 2002, sec. 3.1), its values' own roundings (half an ulp
/// each) and, for cosine, the two norms and the division add a few eps more; a spread is the difference of two
/// entries. A measured spread at or below it may be rounding alone (an odd d_model's lone sine at cosine
/// L 2 spreads 3.3e-16: the long diagonal is 1 at both positions); above it, it is not.
double similarityRoundingBound(int dModel, bool cosine);

/// The largest spread (max - min) of the entries along any diagonal of the square matrix \a s:
/// 0 (up to rounding) when s depends on p1 - p2 only. 0 for a 1 x 1 matrix.
double largestDiagonalSpread(const Eigen::MatrixXd &s);

} // namespace posenc
