#include <posenc/encodings/naiveencodings.h>

namespace posenc {

Eigen::VectorXd integerEncoding(int length, int firstPosition)
{
    return Eigen::VectorXd::LinSpaced(length, firstPosition, firstPosition + length - 1.0);
}

Eigen::VectorXd normalizedEncoding(int length)
{
    if (length <= 1)
        return Eigen::VectorXd::Zero(length);
    return Eigen::VectorXd::LinSpaced(length, 0.0, length - 1.0) / (length - 1.0);
}

int longerLength(int length)
{
    return 10 * (length - 1) + 1;
}

int bitCount(long long maxPosition)
{
    int bits = 1;
    while (bits < 62 && (1LL << bits) <= maxPosition)
        ++bits;
    return bits;
}

Eigen::MatrixXd binaryEncoding(int length, int bits, int firstPosition)
{
    Eigen::MatrixXd m(length, bits);
    for (int r = 0; r < length; ++r) {
        const long long pos = static_cast<long long>(firstPosition) + r;
        for (int b = 0; b < bits; ++b)
            m(r, b) = static_cast<double>((pos >> b) & 1);
    }
    return m;
}

} // namespace posenc
