#include <posenc/learned/tableanalysis.h>

#include <posenc/encodings/parameters.h>

#include <unsupported/Eigen/FFT>

#include <cmath>
#include <complex>
#include <limits>
#include <numbers>
#include <string>
#include <vector>

namespace posenc {

DiagonalProfile diagonalProfile(const Eigen::MatrixXd &s)
{
    const Eigen::Index n = s.rows();
    if (n < 1 || s.cols() != n)
        throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "the similarity matrix is %1 x %2, not square "
                                                                     "with at least one row"),
                                     std::to_string(n), std::to_string(s.cols())));
    DiagonalProfile p;
    if (!s.allFinite())
        throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "the similarity matrix holds NaN or infinity: "
                                                                     "the table has values that are not finite")));
    p.mean.resize(n);
    p.lowest.resize(n);
    p.highest.resize(n);
    double sum = 0, count = 0;
    for (Eigen::Index k = 0; k < n; ++k) {
        const auto diagonal = s.diagonal(k); // S(p, p + k), p = 0 .. n - 1 - k
        p.mean(k) = diagonal.mean();
        p.lowest(k) = diagonal.minCoeff();
        p.highest(k) = diagonal.maxCoeff();
        sum += diagonal.sum();
        count += double(diagonal.size());
        if (k > 0 && p.highest(k) - p.lowest(k) > p.largestSpread) {
            p.largestSpread = p.highest(k) - p.lowest(k);
            p.largestSpreadOffset = int(k);
        }
    }
    // Share of the variance explained by the distance: between-diagonal over total sum of squares.
    // Off the diagonal only (see the header).
    sum -= s.diagonal().sum();
    count -= double(n);
    if (count < 2)
        return p;
    const double overall = sum / count;
    double within = 0, total = 0;
    for (Eigen::Index k = 1; k < n; ++k) {
        const auto diagonal = s.diagonal(k);
        within += (diagonal.array() - p.mean(k)).square().sum();
        total += (diagonal.array() - overall).square().sum();
    }
    p.distanceShare = total > 0 ? 1.0 - within / total : 1.0;
    return p;
}

ColumnSpectrum columnSpectrum(const Eigen::MatrixXf &rows)
{
    const int n = int(rows.rows());
    const int d = int(rows.cols());
    if (n < 4 || d < 1)
        throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "a spectrum needs at least 4 positions and one "
                                                                     "column; the table has %1 x %2"),
                                     std::to_string(n), std::to_string(d)));
    if (!rows.allFinite())
        throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "a spectrum needs finite values; the table "
                                                                     "holds NaN or infinity")));
    ColumnSpectrum out;
    out.positions = n;
    const int bins = n / 2;
    out.angularFrequency.resize(bins);
    for (int b = 1; b <= bins; ++b)
        out.angularFrequency(b - 1) = 2.0 * std::numbers::pi * b / n; // f_b = 2π b / N
    out.amplitude.resize(bins, d);
    out.strongest.setZero(d);

    // Hann window w(p) = sin²(π p / N): the ends go smoothly to 0, so a column is not treated as periodic
    // with a jump between its last row and its first.
    std::vector<float> window(n);
    for (int p = 0; p < n; ++p) {
        const double s = std::sin(std::numbers::pi * p / n);
        window[p] = float(s * s);
    }
    Eigen::FFT<float> fft;
    std::vector<float> column(n);
    std::vector<std::complex<float>> spectrum;
    for (int j = 0; j < d; ++j) {
        const float mean = rows.col(j).mean();
        for (int p = 0; p < n; ++p)
            column[p] = (rows(p, j) - mean) * window[p];
        fft.fwd(spectrum, column); // N outputs; bin b and N − b are conjugate for real input
        float largest = 0;
        int strongestBin = 0;
        for (int b = 1; b <= bins; ++b) {
            const float a = std::abs(spectrum[b]);
            out.amplitude(b - 1, j) = a;
            if (a > largest) {
                largest = a;
                strongestBin = b;
            }
        }
        if (largest > 0) {
            out.amplitude.col(j) /= largest;
            out.strongest(j) = out.angularFrequency(strongestBin - 1);
        } else {
            out.amplitude.col(j).setZero();
        }
    }
    return out;
}

} // namespace posenc
