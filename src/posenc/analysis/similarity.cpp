#include <posenc/analysis/similarity.h>

#include <posenc/encodings/parameters.h>
#include <posenc/encodings/sinusoidal.h>
#include <posenc/parallel/twohalves.h>

#include <algorithm>
#include <cmath>
#include <vector>
#include <limits>

namespace posenc {

Eigen::MatrixXd similarityMatrix(const Eigen::MatrixXd &encoding, bool cosine)
{
    // S = PE · PEᵀ, its columns in two halves on two threads from 2^24 multiply-adds (the learned rows'
    // similarity at 512 x 512 x d_model 512 took 25 ms of a d_model step on one).
    const auto n = static_cast<int>(encoding.rows());
    Eigen::MatrixXd s(n, n);
    const Eigen::VectorXd norms = cosine ? Eigen::VectorXd(encoding.rowwise().norm()) : Eigen::VectorXd();
    inTwoHalves(n, double(n) * n * double(encoding.cols()) >= double(1 << 24), [&](int c0, int c1) {
        s.middleCols(c0, c1 - c0).noalias() = encoding * encoding.middleRows(c0, c1 - c0).transpose();
        if (!cosine)
            return;
        for (Eigen::Index c = c0; c < c1; ++c)
            for (Eigen::Index r = 0; r < n; ++r)
                s(r, c) = (norms(r) > 0 && norms(c) > 0) ? s(r, c) / (norms(r) * norms(c)) : 0.0;
    });
    return s;
}

Eigen::VectorXd dotByOffset(const SinusoidalScheme &scheme, int maxOffset)
{
    if (maxOffset < 0)
        throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "largest offset k = %1 is out of range (allowed >= 0)"),
                                     std::to_string(maxOffset)));
    const Eigen::VectorXd w = angularFrequencies(scheme);
    const int completePairs = scheme.layout.completePairCount();
    Eigen::VectorXd dots(maxOffset + 1);
    for (int k = 0; k <= maxOffset; ++k) {
        double sum = 0;
        for (int i = 0; i < completePairs; ++i)
            sum += std::cos(k * w(i)); // sin(a)sin(b) + cos(a)cos(b) = cos(a - b)
        dots(k) = sum;
    }
    return dots;
}

SimilarityModel::SimilarityModel(const SinusoidalScheme &scheme, const Eigen::MatrixXd &encoding, bool cosine)
    : m_cosine(cosine)
{
    m_byDistance = dotByOffset(scheme, static_cast<int>(encoding.rows()) - 1);
    const PairLayout &layout = scheme.layout;
    m_completePairs = layout.completePairCount();
    if (layout.completePairCount() < layout.pairCount())
        m_loneSine = encoding.col(layout.columns(layout.pairCount() - 1).sine);
    if (cosine) {
        const Eigen::ArrayXd norms = encoding.rowwise().norm().array();
        m_inverseNorm = (norms > 0).select(norms.inverse(), 0.0).matrix();
    }
}

namespace {

/// The closed form D(k) as similarityByOffset() gives it: divided by the number of complete pairs (the
/// squared norm of every row of an even d_model) for the cosine similarity.
Eigen::VectorXd scaledByOffset(const Eigen::VectorXd &dots, int completePairs, bool cosine)
{
    if (!cosine)
        return dots;
    return completePairs > 0 ? Eigen::VectorXd(dots / completePairs) : Eigen::VectorXd(Eigen::VectorXd::Zero(dots.size()));
}

} // namespace

Eigen::VectorXd SimilarityModel::byOffset() const
{
    return scaledByOffset(m_byDistance, m_completePairs, m_cosine);
}

Eigen::VectorXd SimilarityModel::row(int r) const
{
    Eigen::VectorXd values(size());
    for (int c = 0; c < size(); ++c)
        values(c) = (*this)(r, c);
    return values;
}

void SimilarityModel::column(int c, double *out) const
{
    const int n = size();
    const double *byDistance = m_byDistance.data();
    // |r - c|: down the diagonal distances to 0, then up again.
    for (int r = 0; r < c; ++r)
        out[r] = byDistance[c - r];
    for (int r = c; r < n; ++r)
        out[r] = byDistance[r - c];
    if (m_loneSine.size() > 0) {
        const double sineOfColumn = m_loneSine(c);
        for (int r = 0; r < n; ++r)
            out[r] += m_loneSine(r) * sineOfColumn;
    }
    if (m_cosine) {
        const double normOfColumn = m_inverseNorm(c);
        for (int r = 0; r < n; ++r)
            out[r] = out[r] * m_inverseNorm(r) * normOfColumn;
    }
}

Eigen::VectorXd similarityAlongRow(const Eigen::MatrixXd &encoding, int row, bool cosine)
{
    const Eigen::Index n = encoding.rows() - row;
    // One matrix-vector product: rows row .. L-1 times PE(row).
    Eigen::VectorXd dots = encoding.bottomRows(n) * encoding.row(row).transpose();
    if (cosine) {
        const double self = encoding.row(row).norm();
        for (Eigen::Index k = 0; k < n; ++k) {
            const double other = encoding.row(row + k).norm();
            dots(k) = (self > 0 && other > 0) ? dots(k) / (self * other) : 0.0;
        }
    }
    return dots;
}

double sampledDiagonalSpread(const Eigen::MatrixXd &encoding, bool cosine, int diagonals, int samples)
{
    const int n = static_cast<int>(encoding.rows());
    // The sampled entries (p, p + k), diagonal by diagonal ...
    struct Sample
    {
        int p, q;
    };
    std::vector<Sample> sampled;
    std::vector<std::size_t> diagonalStart{0};
    const int diagonalCount = std::min(diagonals, n);
    for (int d = 0; d < diagonalCount; ++d) {
        const int k = static_cast<int>(static_cast<long long>(d) * (n - 1) / std::max(1, diagonalCount - 1));
        const int length = n - k; // entries (p, p + k), p = 0 .. n - k - 1
        const int count = std::min(samples, length);
        for (int s = 0; count >= 2 && s < count; ++s) {
            const int p = static_cast<int>(static_cast<long long>(s) * (length - 1) / (count - 1));
            sampled.push_back({p, p + k});
        }
        diagonalStart.push_back(sampled.size());
    }
    // ... their dot products and the rows' squared norms, accumulated column by column: the matrix is
    // column-major, and a row walked across 4096 columns missed the cache at every step.
    Eigen::VectorXd dots = Eigen::VectorXd::Zero(static_cast<Eigen::Index>(sampled.size()));
    Eigen::VectorXd squaredNorms = Eigen::VectorXd::Zero(n);
    for (Eigen::Index j = 0; j < encoding.cols(); ++j) {
        const double *column = encoding.col(j).data();
        for (std::size_t s = 0; s < sampled.size(); ++s)
            dots(static_cast<Eigen::Index>(s)) += column[sampled[s].p] * column[sampled[s].q];
        if (cosine)
            squaredNorms += encoding.col(j).cwiseAbs2();
    }
    double spread = 0;
    for (int d = 0; d < diagonalCount; ++d) {
        double low = std::numeric_limits<double>::infinity();
        double high = -low;
        for (std::size_t s = diagonalStart[d]; s < diagonalStart[d + 1]; ++s) {
            double v = dots(static_cast<Eigen::Index>(s));
            if (cosine) {
                const double norm = std::sqrt(squaredNorms(sampled[s].p)) * std::sqrt(squaredNorms(sampled[s].q));
                v = norm > 0 ? v / norm : 0.0;
            }
            low = std::min(low, v);
            high = std::max(high, v);
        }
        if (diagonalStart[d + 1] - diagonalStart[d] >= 2)
            spread = std::max(spread, high - low);
    }
    return spread;
}

Eigen::VectorXd similarityByOffset(const SinusoidalScheme &scheme, int maxOffset, bool cosine)
{
    return scaledByOffset(dotByOffset(scheme, maxOffset), scheme.layout.completePairCount(), cosine);
}

double similarityRoundingBound(int dModel, bool cosine)
{
    const double squaredNorm = cosine ? 1.0 : double((dModel + 1) / 2); // each pair's sin² + cos² = 1
    return 2.0 * (dModel + 4) * std::numeric_limits<double>::epsilon() * squaredNorm;
}

double largestDiagonalSpread(const Eigen::MatrixXd &s)
{
    const Eigen::Index n = std::min(s.rows(), s.cols());
    double spread = 0;
    for (Eigen::Index k = -(n - 1); k <= n - 1; ++k) {
        const Eigen::VectorXd d = s.diagonal(k);
        if (d.size() > 1)
            spread = std::max(spread, d.maxCoeff() - d.minCoeff());
    }
    return spread;
}

} // namespace posenc
