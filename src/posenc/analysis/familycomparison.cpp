#include <posenc/analysis/familycomparison.h>

#include <posenc/encodings/parameters.h>
#include <posenc/encodings/positionslots.h>
#include <posenc/encodings/sinusoidal.h>
#include <posenc/learned/learnedtable.h>
#include <posenc/parallel/twohalves.h>

#include <unsupported/Eigen/FFT>

#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>
#include <string>
#include <vector>

namespace posenc {

Eigen::VectorXd meanDotByDistance(const Eigen::MatrixXd &rows)
{
    const Eigen::Index length = rows.rows(), d = rows.cols();
    Eigen::VectorXd sums = Eigen::VectorXd::Zero(length);
    if (static_cast<double>(length) * static_cast<double>(length) * static_cast<double>(d) < 2e7) {
        for (Eigen::Index r = 0; r < length; ++r)
            sums(r) = (rows.topRows(length - r).array() * rows.bottomRows(length - r).array()).sum();
    } else {
        // Autocorrelation by FFT: sum_p x_p x_{p+r} = IFFT(|FFT(x)|²)_r with x zero-padded past 2L − 1, so the
        // circular products never wrap. Summing |X|² over the columns first needs one inverse transform.
        Eigen::Index n = 1;
        while (n < 2 * length)
            n *= 2;
        // The columns in two halves on two threads, each summing its own power spectrum.
        std::vector<std::complex<double>> power[2];
        inTwoHalves(static_cast<int>(d), d >= 64, [&](int first, int end) {
            Eigen::FFT<double> fft;
            std::vector<double> column(static_cast<std::size_t>(n), 0.0);
            std::vector<std::complex<double>> spectrum, &sum = power[first == 0 ? 0 : 1];
            sum.assign(static_cast<std::size_t>(n), 0.0);
            for (Eigen::Index j = first; j < end; ++j) {
                for (Eigen::Index p = 0; p < length; ++p)
                    column[static_cast<std::size_t>(p)] = rows(p, j);
                fft.fwd(spectrum, column);
                for (std::size_t b = 0; b < spectrum.size(); ++b)
                    sum[b] += std::norm(spectrum[b]);
            }
        });
        if (!power[1].empty())
            for (std::size_t b = 0; b < power[0].size(); ++b)
                power[0][b] += power[1][b];
        Eigen::FFT<double> fft;
        std::vector<double> correlation;
        fft.inv(correlation, power[0]);
        for (Eigen::Index r = 0; r < length; ++r)
            sums(r) = correlation[static_cast<std::size_t>(r)];
    }
    for (Eigen::Index r = 0; r < length; ++r)
        sums(r) /= static_cast<double>(length - r);
    return sums;
}

Eigen::VectorXd sinusoidalDotByDistance(const SinusoidalScheme &scheme, int length)
{
    if (scheme.layout.hasLoneSine()) {
        Eigen::MatrixXd rows;
        fillSinusoidalEncoding(scheme, length, rows);
        return meanDotByDistance(rows);
    }
    requireValid(scheme, length);
    const Eigen::VectorXd w = angularFrequencies(scheme);
    Eigen::VectorXd sums = Eigen::VectorXd::Zero(length);
    for (int i = 0; i < scheme.layout.completePairCount(); ++i) {
        const double omega = w(i);
        for (int r = 0; r < length; ++r)
            sums(r) += std::cos(omega * r);
    }
    return sums;
}

Eigen::VectorXd learnedDotByDistance(const SinusoidalScheme &scheme, int length, const LearnedTable *table)
{
    if (auto problem = checkLength(length))
        throw ParameterError(*problem);
    // The learned rows from position 0 (a table's first row), as many as it has.
    SinusoidalScheme fromZero = scheme;
    fromZero.firstPosition = 0;
    fromZero.paddingIdx = -1; // a table's rows from 0, whatever the convention's padding
    const int learnedRows = table ? std::min(length, table->rows()) : length;
    Eigen::MatrixXd rows;
    fillAddedEncoding(AddedEncoding::Learned, fromZero, learnedRows, rows, table);
    Eigen::VectorXd out = Eigen::VectorXd::Constant(length, std::numeric_limits<double>::quiet_NaN());
    out.head(learnedRows) = meanDotByDistance(rows);
    return out;
}

} // namespace posenc
