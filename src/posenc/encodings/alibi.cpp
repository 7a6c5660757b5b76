#include <posenc/encodings/alibi.h>

#include <posenc/encodings/parameters.h>

#include <cmath>
#include <limits>

namespace posenc {

std::vector<double> alibiSlopes(int heads)
{
    if (auto problem = checkHeads(heads))
        throw ParameterError(*problem);
    int c = 1; // the largest power of two <= H
    while (c * 2 <= heads)
        c *= 2;
    std::vector<double> slopes;
    slopes.reserve(heads);
    for (int h = 0; h < c; ++h)
        slopes.push_back(std::exp2(-8.0 * (h + 1) / c)); // 2^(-8(h+1)/c): the exponent is exact (c a power of 2)
    for (int k = 0; k < heads - c; ++k)
        slopes.push_back(std::exp2(-8.0 * (2 * k + 1) / (2 * c))); // every other slope of 2c
    return slopes;
}

namespace {
void requireBiasArguments(double slope, int length)
{
    if (auto problem = checkLength(length))
        throw ParameterError(*problem);
    if (!std::isfinite(slope))
        throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "the ALiBi slope %1 is not a finite number"),
                                     std::to_string(slope)));
}
} // namespace

Eigen::MatrixXd alibiBias(double slope, int length, AlibiMask mask)
{
    requireBiasArguments(slope, length);
    Eigen::MatrixXd bias(length, length);
    const double masked = -std::numeric_limits<double>::infinity();
    for (int i = 0; i < length; ++i)
        for (int j = 0; j < length; ++j)
            bias(i, j) = mask == AlibiMask::Symmetric ? 0.0 - slope * std::abs(i - j) // −m |i − j|, +0 on the diagonal
                         : j <= i                     ? 0.0 - slope * (i - j)           // −m (i − j)
                                                      : masked;
    return bias;
}

Eigen::MatrixXd alibiBiasAsReferenceCode(double slope, int length)
{
    requireBiasArguments(slope, length);
    Eigen::MatrixXd bias(length, length);
    const double masked = -std::numeric_limits<double>::infinity();
    for (int i = 0; i < length; ++i)
        for (int j = 0; j < length; ++j)
            bias(i, j) = j <= i ? slope * j : masked; // +m j, the same for every row
    return bias;
}

Eigen::MatrixXd alibiByDistance(int heads, int length)
{
    if (auto problem = checkLength(length))
        throw ParameterError(*problem);
    const std::vector<double> slopes = alibiSlopes(heads);
    const Eigen::VectorXd r = Eigen::VectorXd::LinSpaced(length, 0, length - 1);
    Eigen::MatrixXd out(length, heads);
    for (int h = 0; h < heads; ++h)
        out.col(h) = (-slopes[static_cast<std::size_t>(h)] * r).array() + 0.0; // + 0: −0 → +0 (the CSV's "0")
    return out;
}

} // namespace posenc
