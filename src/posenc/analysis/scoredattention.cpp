#include <posenc/analysis/scoredattention.h>

#include <posenc/encodings/parameters.h>

#include <cmath>
#include <stdexcept>
#include <string>

namespace posenc {

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

Eigen::MatrixXd scoredAttentionWeights(const Eigen::MatrixXd &q, const Eigen::MatrixXd &k, const ScoreHead &head)
{
    if (q.rows() != k.rows() || q.cols() != k.cols())
        throw std::invalid_argument("queries are " + std::to_string(q.rows()) + " x " + std::to_string(q.cols()) +
                                    " but keys " + std::to_string(k.rows()) + " x " + std::to_string(k.cols()));
    const auto n = static_cast<int>(q.rows());
    const double root = std::sqrt(static_cast<double>(q.cols()));
    // RoPE: <R(i) q_i, R(j) k_j> = q_i^T R(j − i) k_j, a score that depends on j − i only.
    return softmaxWithBias((scoreRotatedRows(head, q) * scoreRotatedRows(head, k).transpose()) / root,
                           scoreBias(head, n));
}

double meanAttendedDistance(const Eigen::MatrixXd &weights)
{
    const Eigen::Index n = weights.rows();
    if (n == 0)
        return 0;
    double total = 0;
    for (Eigen::Index i = 0; i < n; ++i)
        for (Eigen::Index j = 0; j < weights.cols(); ++j)
            total += weights(i, j) * static_cast<double>(std::abs(i - j));
    return total / static_cast<double>(n);
}

} // namespace posenc
