#include "attention.h"

#include "parameters.h"
#include "seededrandom.h"
#include "sinusoidal.h"
#include "tokenembedding.h"

#include <cmath>
#include <limits>
#include <stdexcept>

namespace posenc {

namespace {

// Streams of the three weight matrices: fixed, so the head is the same on every run.
constexpr std::uint64_t queryStream = 0x5155455259ULL; // "QUERY"
constexpr std::uint64_t keyStream = 0x4B4559ULL;       // "KEY"
constexpr std::uint64_t valueStream = 0x56414C5545ULL; // "VALUE"

void requireWidth(const Eigen::MatrixXd &x, const AttentionHead &head)
{
    if (x.cols() != head.wq.rows())
        throw std::invalid_argument("attention input has " + std::to_string(x.cols()) +
                                    " columns, the head expects d_model = " + std::to_string(head.wq.rows()));
}

} // namespace

AttentionHead seededAttentionHead(int dModel)
{
    if (auto message = checkDModel(dModel))
        throw ParameterError(*message);
    const double stddev = 1.0 / std::sqrt(static_cast<double>(dModel));
    return {seededNormalMatrix(dModel, dModel, queryStream, stddev),
            seededNormalMatrix(dModel, dModel, keyStream, stddev),
            seededNormalMatrix(dModel, dModel, valueStream, stddev)};
}

Eigen::MatrixXd attentionWeights(const Eigen::MatrixXd &x, const AttentionHead &head)
{
    requireWidth(x, head);
    const Eigen::MatrixXd q = x * head.wq;
    const Eigen::MatrixXd k = x * head.wk;
    Eigen::MatrixXd scores = (q * k.transpose()) / std::sqrt(static_cast<double>(x.cols()));
    // Row-wise softmax, shifted by the row maximum so exp() cannot overflow.
    for (Eigen::Index r = 0; r < scores.rows(); ++r) {
        const double top = scores.row(r).maxCoeff();
        scores.row(r) = (scores.row(r).array() - top).exp().matrix();
        scores.row(r) /= scores.row(r).sum();
    }
    return scores;
}

Eigen::MatrixXd attentionOutput(const Eigen::MatrixXd &x, const AttentionHead &head)
{
    return attentionWeights(x, head) * (x * head.wv);
}

std::optional<std::vector<int>> permutationBetween(const std::vector<std::string> &a,
                                                   const std::vector<std::string> &b)
{
    if (a.size() != b.size())
        return std::nullopt;
    std::vector<bool> used(a.size(), false);
    std::vector<int> p;
    p.reserve(b.size());
    for (const std::string &token : b) {
        int match = -1;
        for (std::size_t i = 0; i < a.size(); ++i) {
            if (!used[i] && a[i] == token) {
                match = static_cast<int>(i);
                break;
            }
        }
        if (match < 0)
            return std::nullopt;
        used[match] = true;
        p.push_back(match);
    }
    return p;
}

PermutationDemo permutationDemo(const std::vector<std::string> &a, const std::vector<std::string> &b, int dModel,
                                double base, bool scaleBySqrtDModel, bool withPositions)
{
    const AttentionHead head = seededAttentionHead(dModel);
    auto input = [&](const std::vector<std::string> &tokens) {
        const int n = static_cast<int>(tokens.size());
        if (auto message = checkLength(n))
            throw ParameterError("the sentence has " + std::to_string(n) + " tokens: " + *message);
        Eigen::MatrixXd x = tokenEmbedding(tokens, n, dModel, scaleBySqrtDModel);
        if (withPositions)
            x += sinusoidalEncoding({dModel, n, base, 0});
        return x;
    };
    PermutationDemo demo;
    demo.weightsA = attentionWeights(input(a), head);
    demo.weightsB = attentionWeights(input(b), head);
    demo.permutation = permutationBetween(a, b);
    demo.mismatch = demo.permutation
                        ? (demo.weightsB - permuteRowsAndColumns(demo.weightsA, *demo.permutation)).cwiseAbs().maxCoeff()
                        : std::numeric_limits<double>::quiet_NaN();
    return demo;
}

Eigen::MatrixXd permuteRowsAndColumns(const Eigen::MatrixXd &m, const std::vector<int> &p)
{
    const auto n = static_cast<Eigen::Index>(p.size());
    Eigen::MatrixXd result(n, n);
    for (Eigen::Index r = 0; r < n; ++r)
        for (Eigen::Index c = 0; c < n; ++c)
            result(r, c) = m(p[r], p[c]);
    return result;
}

Eigen::MatrixXd permuteRows(const Eigen::MatrixXd &m, const std::vector<int> &p)
{
    Eigen::MatrixXd result(static_cast<Eigen::Index>(p.size()), m.cols());
    for (std::size_t r = 0; r < p.size(); ++r)
        result.row(static_cast<Eigen::Index>(r)) = m.row(p[r]);
    return result;
}

} // namespace posenc
