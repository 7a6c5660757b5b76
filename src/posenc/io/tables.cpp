#include <posenc/io/tables.h>
#include <posenc/encodings/exactangle.h>

#include <posenc/analysis/relativeoffset.h>
#include <posenc/encodings/naiveencodings.h>
#include <posenc/encodings/sinusoidal.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace posenc {

Eigen::MatrixXd clockTable(const SinusoidalScheme &scheme, double position)
{
    const Eigen::VectorXd w = angularFrequencies(scheme);
    const Eigen::VectorXd lambda = wavelengths(scheme);
    Eigen::MatrixXd table(w.size(), 6);
    for (Eigen::Index i = 0; i < w.size(); ++i) {
        const SinCos hand = exactAngle(position, w(i)); // as the PE holds it
        // The lone sine of an odd d_model has no cosine column: NaN, written "nan".
        const double cosine = scheme.layout.isComplete(int(i)) ? hand.c : std::numeric_limits<double>::quiet_NaN();
        table.row(i) << double(i), w(i), lambda(i), w(i) * position, hand.s, cosine;
    }
    return table;
}

Eigen::MatrixXd wavelengthTable(const SinusoidalScheme &scheme)
{
    const Eigen::VectorXd w = angularFrequencies(scheme);
    Eigen::MatrixXd table(w.size(), 3);
    table << Eigen::VectorXd::LinSpaced(w.size(), 0, double(w.size() - 1)), w, wavelengths(scheme);
    return table;
}

Eigen::MatrixXd relativeTable(const SinusoidalScheme &scheme, double position, double comparePosition,
                              double offset)
{
    const Eigen::VectorXd w = angularFrequencies(scheme);
    const Eigen::Index pairs = scheme.layout.completePairCount();
    Eigen::MatrixXd table(pairs, 8);
    for (Eigen::Index i = 0; i < pairs; ++i) {
        const Eigen::Matrix2d m = offsetRotation(w(i), offset);
        table.row(i) << double(i), w(i), m(0, 0), m(0, 1), m(1, 0), m(1, 1),
            pairOffsetResidual(w(i), position, offset), pairOffsetResidual(w(i), comparePosition, offset);
    }
    return table;
}

Eigen::MatrixXd naiveTable(int length, int firstPosition)
{
    const int bits = bitCount(static_cast<long long>(firstPosition) + length - 1);
    Eigen::MatrixXd table(length, 2 + bits);
    table.col(0) = integerEncoding(length, firstPosition);
    table.col(1) = normalizedEncoding(length);
    table.rightCols(bits) = binaryEncoding(length, bits, firstPosition);
    return table;
}

Eigen::MatrixXd attentionTable(const PermutationDemo &demo)
{
    Eigen::MatrixXd both(demo.weightsA.rows() + demo.weightsB.rows(),
                         std::max(demo.weightsA.cols(), demo.weightsB.cols()));
    both.setConstant(std::numeric_limits<double>::quiet_NaN()); // padding, never a weight
    both.topLeftCorner(demo.weightsA.rows(), demo.weightsA.cols()) = demo.weightsA;
    both.bottomLeftCorner(demo.weightsB.rows(), demo.weightsB.cols()) = demo.weightsB;
    return both;
}

} // namespace posenc
