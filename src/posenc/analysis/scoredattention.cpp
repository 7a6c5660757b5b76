#include <posenc/analysis/scoredattention.h>

#include <posenc/encodings/parameters.h>

#include <cmath>
#include <stdexcept>
#include <string>

namespace posenc {

Eigen::MatrixXd scoreBias(const ScoreSlot &slot, int n)
{
    switch (slot.kind) {
    case ScoreEncoding::Alibi:
        return alibiBias(slot.alibiSlope, n, slot.alibiMask);
    case ScoreEncoding::T5: {
        if (auto problem = checkT5BiasRows(slot.t5Biases.size(), slot.t5))
            throw ParameterError(*problem);
        const Eigen::MatrixXi buckets = t5BucketMatrix(n, slot.t5);
        return buckets.unaryExpr([&](int bucket) { return slot.t5Biases(bucket); });
    }
    case ScoreEncoding::None:
    case ScoreEncoding::Rope:
        break;
    }
    return Eigen::MatrixXd::Zero(n, n);
}

Eigen::MatrixXd ropeRotatedRows(const ScoreSlot &slot, const Eigen::MatrixXd &x)
{
    RopeSpec spec;
    spec.headDim = static_cast<int>(x.cols() - x.cols() % 2);
    spec.base = slot.ropeBase;
    spec.pairing = slot.ropePairing;
    if (spec.headDim < 2) // d_model 1: no pair to rotate
        return x;
    const Eigen::VectorXd thetas = ropeThetas(spec);
    Eigen::MatrixXd rotated = x;
    for (Eigen::Index r = 0; r < x.rows(); ++r)
        rotated.row(r).head(spec.headDim) =
            rotate(spec, thetas, x.row(r).head(spec.headDim).transpose(), static_cast<double>(r)).transpose();
    return rotated;
}

Eigen::MatrixXd scoredAttentionWeights(const Eigen::MatrixXd &q, const Eigen::MatrixXd &k, const ScoreSlot &slot)
{
    if (q.rows() != k.rows() || q.cols() != k.cols())
        throw std::invalid_argument("queries are " + std::to_string(q.rows()) + " x " + std::to_string(q.cols()) +
                                    " but keys " + std::to_string(k.rows()) + " x " + std::to_string(k.cols()));
    const auto n = static_cast<int>(q.rows());
    const double root = std::sqrt(static_cast<double>(q.cols()));
    if (slot.kind == ScoreEncoding::Rope) // <R(i) q_i, R(j) k_j> = q_i^T R(j − i) k_j: depends on j − i only
        return softmaxWithBias((ropeRotatedRows(slot, q) * ropeRotatedRows(slot, k).transpose()) / root,
                               Eigen::MatrixXd::Zero(n, n));
    return softmaxWithBias((q * k.transpose()) / root, scoreBias(slot, n));
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
