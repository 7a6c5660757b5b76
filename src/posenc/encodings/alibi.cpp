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

Eigen::MatrixXd softmaxWithBias(const Eigen::MatrixXd &scores, const Eigen::MatrixXd &bias)
{
    if (scores.rows() != bias.rows() || scores.cols() != bias.cols())
        throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "scores are %1 x %2 but the bias is %3 x %4"),
                                     std::to_string(scores.rows()), std::to_string(scores.cols()),
                                     std::to_string(bias.rows()), std::to_string(bias.cols())));
    Eigen::MatrixXd weights = scores + bias;
    for (Eigen::Index r = 0; r < weights.rows(); ++r) {
        // Only the bias may hold −∞ (the mask). A score that is not finite is an overflow of q·k (a table of
        // values near 1e154 squares past the largest double; q and k may differ, so −∞ too), not a mask:
        // said so, not taken for one (review N17).
        if (!scores.row(r).allFinite() || weights.row(r).array().isNaN().any())
            throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "row %1 of the scores is not finite (q·k overflows "
                                                                         "the largest double, 1.8e308): scale the vectors down"),
                                         std::to_string(r)));
        const double top = weights.row(r).maxCoeff();
        if (!std::isfinite(top))
            throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "row %1 of the scores is masked entirely"),
                                         std::to_string(r)));
        // exp(x − max) keeps the largest at 1: no overflow; −∞ gives 0.
        weights.row(r) = (weights.row(r).array() - top).exp();
        weights.row(r) /= weights.row(r).sum();
    }
    return weights;
}

} // namespace posenc
