#include <posenc/analysis/familycomparison.h>

#include <posenc/analysis/ropeanalysis.h>
#include <posenc/encodings/alibi.h>
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

FamilyComparison compareFamilies(const ComparisonInputs &in, const Eigen::VectorXd *sinusoidal,
                                 const Eigen::VectorXd *learned)
{
    if (auto problem = checkLength(in.length))
        throw ParameterError(*problem);
    const int length = in.length;
    FamilyComparison out;
    out.sinusoidal = sinusoidal ? *sinusoidal : sinusoidalDotByDistance(in.scheme, length);
    if (learned) {
        out.learned = *learned;
    } else {
        // The learned rows from position 0 (a table's first row), as many as it has.
        SinusoidalScheme fromZero = in.scheme;
        fromZero.firstPosition = 0;
        fromZero.paddingIdx = -1; // a table's rows from 0, whatever the convention's padding
        const int learnedRows = in.table ? std::min(length, in.table->rows()) : length;
        Eigen::MatrixXd rows;
        fillAddedEncoding(AddedEncoding::Learned, fromZero, learnedRows, rows, in.table);
        out.learned = Eigen::VectorXd::Constant(length, std::numeric_limits<double>::quiet_NaN());
        out.learned.head(learnedRows) = meanDotByDistance(rows);
    }

    const Eigen::VectorXd byDistance = ropeScoreByDistance(in.rope, in.query, in.key, length);
    out.ropeScore = byDistance.tail(length); // entry d + L − 1 holds d = m − n = r
    out.ropeBound = ropeDecayBound(in.rope, length);

    const std::vector<double> slopes = alibiSlopes(in.heads);
    const Eigen::VectorXd r = Eigen::VectorXd::LinSpaced(length, 0, length - 1);
    out.alibi.resize(length, in.heads);
    for (int h = 0; h < in.heads; ++h)
        out.alibi.col(h) = (-slopes[static_cast<std::size_t>(h)] * r).array() + 0.0; // + 0: r = 0 gives +0, not −0

    if (auto problem = checkT5BiasRows(in.t5Biases.size(), in.t5))
        throw ParameterError(*problem);
    out.t5.resize(length);
    for (int distance = 0; distance < length; ++distance)
        out.t5(distance) = in.t5Biases(t5Bucket(-distance, in.t5)); // key − query = −r
    out.nope = Eigen::VectorXd::Zero(length);
    return out;
}

Eigen::MatrixXd FamilyComparison::table(int head) const
{
    const auto length = sinusoidal.size();
    Eigen::MatrixXd t(length, 8);
    t.col(0) = Eigen::VectorXd::LinSpaced(length, 0, static_cast<double>(length - 1));
    t.col(1) = sinusoidal;
    t.col(2) = learned;
    t.col(3) = ropeScore;
    t.col(4) = ropeBound;
    t.col(5) = alibi.col(std::clamp<Eigen::Index>(head, 0, alibi.cols() - 1));
    t.col(6) = t5;
    t.col(7) = nope;
    return t;
}

} // namespace posenc
