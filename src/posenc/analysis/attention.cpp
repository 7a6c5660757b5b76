#include <posenc/analysis/attention.h>
#include <posenc/learned/learnedtable.h>

#include <posenc/embedding/seededrandom.h>
#include <posenc/embedding/tokenembedding.h>
#include <posenc/encodings/parameters.h>
#include <posenc/encodings/sinusoidal.h>

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
    if (x.cols() != head.dModel())
        throw std::invalid_argument("attention input has " + std::to_string(x.cols()) +
                                    " columns, the head expects d_model = " + std::to_string(head.dModel()));
}

std::uint64_t streamOf(AttentionHead::Weights which)
{
    switch (which) {
    case AttentionHead::Weights::Query:
        return queryStream;
    case AttentionHead::Weights::Key:
        return keyStream;
    case AttentionHead::Weights::Value:
        break;
    }
    return valueStream;
}

/// Uniform in [-1, 1) from the key (stream, r, c), platform-independent (SplitMix64, top 53 bits).
double seededUniform(std::uint64_t stream, int r, int c)
{
    const std::uint64_t key = (static_cast<std::uint64_t>(r) << 32) | static_cast<std::uint32_t>(c);
    const std::uint64_t bits = splitMix64(stream ^ splitMix64(key));
    return static_cast<double>(bits >> 11) * 0x1.0p-52 - 1.0;
}

} // namespace

AttentionHead::AttentionHead(int dModel)
    : m_dModel(dModel)
{
    if (auto message = checkDModel(dModel))
        throw ParameterError(*message);
    m_halfWidth = std::sqrt(3.0 / dModel);
}

double AttentionHead::weight(Weights which, int r, int c) const
{
    return m_halfWidth * seededUniform(streamOf(which), r, c);
}

Eigen::MatrixXd AttentionHead::matrix(Weights which) const
{
    Eigen::MatrixXd w(m_dModel, m_dModel);
    for (int r = 0; r < m_dModel; ++r)
        for (int c = 0; c < m_dModel; ++c)
            w(r, c) = weight(which, r, c);
    return w;
}

Eigen::MatrixXd AttentionHead::project(const Eigen::MatrixXd &x, Weights which) const
{
    // x W = sum over blocks of rows of W: x[:, block] W[block, :], a matrix product per block of 64 rows
    // (W is generated a block at a time and never stored whole).
    constexpr int blockRows = 64;
    Eigen::MatrixXd out = Eigen::MatrixXd::Zero(x.rows(), m_dModel);
    Eigen::MatrixXd block(blockRows, m_dModel);
    for (int r0 = 0; r0 < m_dModel; r0 += blockRows) {
        const int rows = std::min(blockRows, m_dModel - r0);
        for (int c = 0; c < m_dModel; ++c)
            for (int r = 0; r < rows; ++r)
                block(r, c) = weight(which, r0 + r, c);
        out.noalias() += x.middleCols(r0, rows) * block.topRows(rows);
    }
    return out;
}

AttentionHead seededAttentionHead(int dModel)
{
    return AttentionHead(dModel);
}

namespace {

/// softmax over each row of Q K^T / sqrt(d) (Vaswani et al. 2017, sec. 3.2.1): n x n weights.
Eigen::MatrixXd softmaxWeights(const Eigen::MatrixXd &q, const Eigen::MatrixXd &k)
{
    Eigen::MatrixXd scores = (q * k.transpose()) / std::sqrt(static_cast<double>(q.cols()));
    // Row-wise softmax, shifted by the row maximum so exp() cannot overflow.
    for (Eigen::Index r = 0; r < scores.rows(); ++r) {
        const double top = scores.row(r).maxCoeff();
        scores.row(r) = (scores.row(r).array() - top).exp().matrix();
        scores.row(r) /= scores.row(r).sum();
    }
    return scores;
}

} // namespace

Eigen::MatrixXd attentionWeights(const Eigen::MatrixXd &x, const AttentionHead &head)
{
    requireWidth(x, head);
    return softmaxWeights(head.project(x, AttentionHead::Weights::Query), head.project(x, AttentionHead::Weights::Key));
}

Eigen::MatrixXd attentionOutput(const Eigen::MatrixXd &x, const AttentionHead &head)
{
    return attentionWeights(x, head) * head.project(x, AttentionHead::Weights::Value);
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

PermutationDemo permutationDemo(const std::vector<std::string> &a, const std::vector<std::string> &b,
                                const SinusoidalScheme &scheme, bool scaleBySqrtDModel, bool withPositions)
{
    return permutationDemo(a, b, scheme, scaleBySqrtDModel, withPositions ? AddedEncoding::Sinusoidal : AddedEncoding::None);
}

PermutationDemo permutationDemo(const std::vector<std::string> &a, const std::vector<std::string> &b,
                                const SinusoidalScheme &scheme, bool scaleBySqrtDModel, AddedEncoding added,
                                const LearnedTable *table)
{
    const int dModel = scheme.dModel();
    const AttentionHead head = seededAttentionHead(dModel);
    SinusoidalScheme fromZero = scheme; // the sentence's own positions 0 .. n-1
    fromZero.firstPosition = 0;
    auto input = [&](const std::vector<std::string> &tokens) {
        const int n = static_cast<int>(tokens.size());
        if (auto message = checkAttentionTokens(n))
            throw ParameterError(*message);
        Eigen::MatrixXd x = tokenEmbedding(tokens, n, dModel, scaleBySqrtDModel);
        if (added != AddedEncoding::None) {
            Eigen::MatrixXd rows;
            if (added == AddedEncoding::Learned && table && n > table->rows()) // no row past its end
                throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "the sentence has %1 tokens; the learned "
                                                                             "table holds positions 0 .. %2 only"),
                                             std::to_string(n), std::to_string(table->rows() - 1)));
            fillAddedEncoding(added, fromZero, n, rows, table);
            if (!rows.allFinite())
                throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "the position table holds values that "
                                                                             "are not finite (NaN or infinity)")));
            x += rows;
        }
        return x;
    };
    // Both sentences through the head at once: each weight matrix is generated once, not per sentence.
    const Eigen::MatrixXd xa = input(a);
    const Eigen::MatrixXd xb = input(b);
    Eigen::MatrixXd x(xa.rows() + xb.rows(), dModel);
    x << xa, xb;
    const Eigen::MatrixXd q = head.project(x, AttentionHead::Weights::Query);
    const Eigen::MatrixXd k = head.project(x, AttentionHead::Weights::Key);
    PermutationDemo demo;
    demo.weightsA = softmaxWeights(q.topRows(xa.rows()), k.topRows(xa.rows()));
    demo.weightsB = softmaxWeights(q.bottomRows(xb.rows()), k.bottomRows(xb.rows()));
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
