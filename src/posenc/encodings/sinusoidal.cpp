#include <posenc/encodings/sinusoidal.h>
#include <posenc/encodings/exactangle.h>
#include <posenc/parallel/twohalves.h>

#include <cmath>
#include <numbers>
#include <string>

namespace posenc {

namespace {

void requireScheme(const SinusoidalScheme &scheme)
{
    if (auto message = checkDModel(scheme.dModel()))
        throw ParameterError(*message);
    if (auto message = checkBase(scheme.base()))
        throw ParameterError(*message);
}

} // namespace

Eigen::VectorXd angularFrequencies(const SinusoidalScheme &scheme)
{
    requireScheme(scheme);
    const int pairs = scheme.pairCount();
    Eigen::VectorXd w(pairs);
    for (int i = 0; i < pairs; ++i)
        w(i) = scheme.angularFrequency(i);
    return w;
}

Eigen::VectorXd wavelengths(const SinusoidalScheme &scheme)
{
    // lambda_i = 2*pi / w_i
    return (2.0 * std::numbers::pi) * angularFrequencies(scheme).cwiseInverse();
}

namespace {


/// (sin, cos) of a + b from those of a and b, by the angle-addition identities; adds about one ulp.
SinCos add(const SinCos &a, const SinCos &b)
{
    return {a.s * b.c + a.c * b.s, a.c * b.c - a.s * b.s};
}

// Rows are handled in blocks of 64 = 8 x 8 offsets, and blocks in groups of 8 (512 rows) that start at an
// exact angle. Every value is at most three angle additions away from an exactly computed sine, so
// rounding never builds up along a column however long it is, and a pair needs 8 + 8 + 8 + L/512
// sin/cos evaluations instead of L.
constexpr int fine = 8;                    // offsets 0 .. 7
constexpr int blockRows = fine * fine;     // 64
constexpr int groupBlocks = 8;
constexpr int groupRows = blockRows * groupBlocks; // 512

} // namespace

void fillSinusoidalEncoding(const SinusoidalScheme &scheme, int length, Eigen::MatrixXd &pe)
{
    requireValid(scheme, length);
    const int rows = length;
    const Eigen::VectorXd w = angularFrequencies(scheme);
    pe.resize(rows, scheme.dModel());

    // The pairs write columns of their own: from a million entries the encoding is filled by two threads,
    // half of the pairs each (4096 x 4096 on 2 cores: 0.63 times the time one thread takes to write as many
    // doubles, against 1.07 times on one thread).
    const auto fillPairs = [&](int firstPair, int endPair) {
        double offsetSin[blockRows]; // sin(r w) and cos(r w), r = 0 .. 63
        double offsetCos[blockRows];
        SinCos blockStart[groupBlocks]; // angle b * 64 w, b = 0 .. 7
        for (int i = firstPair; i < endPair; ++i) {
            const double wi = w(i);
            // Offsets within a block: r = 8 q + t from exact angles 8 q w and t w.
            SinCos small[fine];
            for (int t = 0; t < fine; ++t)
                small[t] = exactAngle(t, wi);
            for (int q = 0; q < fine; ++q) {
                const SinCos big = exactAngle(fine * q, wi);
                for (int t = 0; t < fine; ++t) {
                    const SinCos r = add(big, small[t]);
                    offsetSin[fine * q + t] = r.s;
                    offsetCos[fine * q + t] = r.c;
                }
            }
            for (int b = 0; b < groupBlocks; ++b)
                blockStart[b] = exactAngle(static_cast<double>(b) * blockRows, wi);

            const PairColumns columns = scheme.layout.columns(i);
            double *sinColumn = pe.col(columns.sine).data();
            double *cosColumn = columns.cosine >= 0 ? pe.col(columns.cosine).data() : nullptr;
            for (int group = 0; group < rows; group += groupRows) {
                const SinCos groupAngle = exactAngle(static_cast<double>(scheme.firstPosition) + group, wi);
                for (int b = 0; b < groupBlocks && group + b * blockRows < rows; ++b) {
                    const int start = group + b * blockRows;
                    const int n = std::min(blockRows, rows - start);
                    const SinCos a = add(groupAngle, blockStart[b]);
                    // PE[a + r, sin_i] = sin(a w) cos(r w) + cos(a w) sin(r w);
                    // PE[a + r, cos_i] = cos(a w) cos(r w) - sin(a w) sin(r w)
                    double *__restrict sinOut = sinColumn + start;
                    for (int r = 0; r < n; ++r)
                        sinOut[r] = a.s * offsetCos[r] + a.c * offsetSin[r];
                    if (cosColumn) {
                        double *__restrict cosOut = cosColumn + start;
                        for (int r = 0; r < n; ++r)
                            cosOut[r] = a.c * offsetCos[r] - a.s * offsetSin[r];
                    }
                }
            }
        }
    };
    inTwoHalves(static_cast<int>(w.size()), static_cast<double>(rows) * scheme.dModel() >= 1024.0 * 1024.0, fillPairs);
    if (scheme.layout.hasZeroColumn()) // tensor2tensor's and fairseq's padding of an odd d_model
        pe.col(scheme.dModel() - 1).setZero();
}

Eigen::MatrixXd sinusoidalEncoding(const SinusoidalScheme &scheme, int length)
{
    Eigen::MatrixXd pe;
    fillSinusoidalEncoding(scheme, length, pe);
    return pe;
}

int pairsCompletingTurn(const Eigen::VectorXd &wavelengths, int steps)
{
    return static_cast<int>((wavelengths.array() <= static_cast<double>(steps)).count());
}

double encodingValue(const SinusoidalScheme &scheme, double pos, int j)
{
    requireScheme(scheme);
    const ColumnRole role = scheme.layout.role(j);
    if (role.isPadding)
        return 0.0;
    // The angle pos * w_i as if exact, as fillSinusoidalEncoding()'s anchors take it: the read-out of a
    // cell at pos 10^6 is the number the matrix holds, not one off by the product's rounding.
    const SinCos angle = exactAngle(pos, scheme.angularFrequency(role.pair));
    return role.isSine ? angle.s : angle.c;
}

Eigen::Matrix2d offsetRotation(double omega, double offset)
{
    const SinCos angle = exactAngle(offset, omega);
    // + 0.0 turns the -0 of -sin(0) at k = 0 into 0: the CSV and the figure print "0", not "-0".
    const double c = angle.c + 0.0;
    const double s = angle.s + 0.0;
    Eigen::Matrix2d m;
    m << c, s, //
        -s + 0.0, c;
    return m;
}

} // namespace posenc
