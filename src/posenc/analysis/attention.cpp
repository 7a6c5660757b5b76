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

int sentenceFirstPosition(const SinusoidalScheme &scheme)
{
    return scheme.paddingIdx >= 0 ? scheme.paddingIdx + 1 : 0;
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
    return permutationDemo(a, b, scheme, scaleBySqrtDModel, added, NoScoreHead{}, table, defaultScoreHeads());
}

namespace {

/// What the embedding slot adds to a sentence of \a n tokens at positions 0 .. n-1 (n x d_model).
/// \throws ParameterError when a learned table is shorter than the sentence or holds NaN.
Eigen::MatrixXd addedRows(AddedEncoding added, const SinusoidalScheme &fromZero, int n, const LearnedTable *table)
{
    Eigen::MatrixXd rows;
    if (added == AddedEncoding::Learned && table && n > table->rows()) // no row past its end
        throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "the sentence has %1 tokens; the learned "
                                                                     "table holds positions 0 .. %2 only"),
                                     std::to_string(n), std::to_string(table->rows() - 1)));
    fillAddedEncoding(added, fromZero, n, rows, table);
    if (!rows.allFinite())
        throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "the position table holds values that "
                                                                     "are not finite (NaN or infinity)")));
    return rows;
}

/// Rows of one input block of the stacked projection: sentence a's rows, then sentence b's.
struct Block
{
    Eigen::Index first = 0; ///< the block's first row in the stack
    bool valid = true;
};

} // namespace

TokenProjections tokenProjections(const std::vector<std::string> &a, int dModel, bool scaleBySqrtDModel)
{
    if (auto problem = checkDModel(dModel))
        throw ParameterError(*problem);
    if (auto problem = checkAttentionTokens(static_cast<long long>(a.size())))
        throw ParameterError(*problem);
    const AttentionHead head = seededAttentionHead(dModel);
    const Eigen::MatrixXd x = tokenEmbedding(a, static_cast<int>(a.size()), dModel, scaleBySqrtDModel);
    return {head.project(x, AttentionHead::Weights::Query), head.project(x, AttentionHead::Weights::Key)};
}

PermutationDemo permutationDemo(const std::vector<std::string> &a, const std::vector<std::string> &b,
                                const SinusoidalScheme &scheme, bool scaleBySqrtDModel, AddedEncoding added,
                                const ScoreHead &scores, const LearnedTable *table,
                                const std::vector<ScoreHead> &scoreFamilies)
{
    const int dModel = scheme.dModel();
    const AttentionHead head = seededAttentionHead(dModel);
    // The sentence's own positions 0 .. n-1; under fairseq padding_idx + 1 …, as its make_positions numbers a
    // sentence without padding (position 0 would be refused: it is not padding_idx + 1).
    SinusoidalScheme fromZero = scheme;
    fromZero.firstPosition = sentenceFirstPosition(scheme);
    // The families measured beside it: the formula's values at 0 .. n-1 whatever the convention's padding
    // (fairseq's first position padding_idx + 1 would refuse position 0 and leave them unmeasured).
    SinusoidalScheme familyScheme = fromZero;
    familyScheme.paddingIdx = -1;
    familyScheme.firstPosition = 0;
    const auto na = static_cast<Eigen::Index>(a.size());
    const auto nb = static_cast<Eigen::Index>(b.size());
    for (const Eigen::Index n : {na, nb})
        if (auto problem = checkAttentionTokens(static_cast<long long>(n)))
            throw ParameterError(*problem);
    const Eigen::MatrixXd tokensA = tokenEmbedding(a, static_cast<int>(na), dModel, scaleBySqrtDModel);
    const Eigen::MatrixXd tokensB = tokenEmbedding(b, static_cast<int>(nb), dModel, scaleBySqrtDModel);

    // Every input through the head at once, so each weight matrix is generated once: the chosen scheme's
    // inputs, the tokens alone, and the sinusoidal and learned rows alone. The families' inputs are sums
    // (tokens + rows), and x W is linear, so their Q and K are sums of these projections.
    const AddedEncoding families[] = {AddedEncoding::Sinusoidal, AddedEncoding::Learned};
    Eigen::MatrixXd chosenA = tokensA, chosenB = tokensB;
    if (added != AddedEncoding::None) {
        chosenA += addedRows(added, fromZero, static_cast<int>(na), table);
        chosenB += addedRows(added, fromZero, static_cast<int>(nb), table);
    }
    std::vector<Eigen::MatrixXd> blocks = {chosenA, chosenB, tokensA, tokensB};
    Block familyBlocks[2];
    Eigen::Index stacked = 2 * (na + nb);
    for (int f = 0; f < 2; ++f) {
        try {
            Eigen::MatrixXd ra = addedRows(families[f], familyScheme, static_cast<int>(na), table);
            Eigen::MatrixXd rb = addedRows(families[f], familyScheme, static_cast<int>(nb), table);
            familyBlocks[f].first = stacked;
            stacked += na + nb;
            blocks.push_back(std::move(ra));
            blocks.push_back(std::move(rb));
        } catch (const ParameterError &) {
            familyBlocks[f].valid = false;
        }
    }
    Eigen::Index rows = 0;
    for (const Eigen::MatrixXd &block : blocks)
        rows += block.rows();
    Eigen::MatrixXd x(rows, dModel);
    Eigen::Index at = 0;
    for (const Eigen::MatrixXd &block : blocks) {
        x.middleRows(at, block.rows()) = block;
        at += block.rows();
    }
    const Eigen::MatrixXd q = head.project(x, AttentionHead::Weights::Query);
    const Eigen::MatrixXd k = head.project(x, AttentionHead::Weights::Key);

    PermutationDemo demo;
    demo.permutation = permutationBetween(a, b);
    const auto mismatchOf = [&](const Eigen::MatrixXd &wa, const Eigen::MatrixXd &wb) {
        return demo.permutation ? (wb - permuteRowsAndColumns(wa, *demo.permutation)).cwiseAbs().maxCoeff()
                                : std::numeric_limits<double>::quiet_NaN();
    };
    demo.weightsA = scoredAttentionWeights(q.topRows(na), k.topRows(na), scores);
    demo.weightsB = scoredAttentionWeights(q.middleRows(na, nb), k.middleRows(na, nb), scores);
    demo.mismatch = mismatchOf(demo.weightsA, demo.weightsB);

    const Eigen::Index tokens = na + nb;
    demo.tokenQueriesA = q.middleRows(tokens, na);
    demo.tokenKeysA = k.middleRows(tokens, na);
    // Q and K of sentence a (s = 0) or b (s = 1) of a family: the tokens' plus, when it adds, its rows'.
    const auto familyWeights = [&](int s, const Block *rowsBlock, const ScoreHead &slot) {
        const Eigen::Index first = tokens + (s == 0 ? 0 : na), n = s == 0 ? na : nb;
        Eigen::MatrixXd fq = q.middleRows(first, n), fk = k.middleRows(first, n);
        if (rowsBlock) {
            const Eigen::Index from = rowsBlock->first + (s == 0 ? 0 : na);
            fq += q.middleRows(from, n);
            fk += k.middleRows(from, n);
        }
        return scoredAttentionWeights(fq, fk, slot);
    };
    const auto measure = [&](AddedEncoding familyAdded, const ScoreHead &familyScores) {
        const Block *rowsBlock = nullptr;
        if (familyAdded != AddedEncoding::None)
            rowsBlock = &familyBlocks[familyAdded == AddedEncoding::Sinusoidal ? 0 : 1];
        double value = std::numeric_limits<double>::quiet_NaN();
        if (!rowsBlock || rowsBlock->valid) {
            try {
                value = mismatchOf(familyWeights(0, rowsBlock, familyScores), familyWeights(1, rowsBlock, familyScores));
            } catch (const ParameterError &) {
            }
        }
        demo.byFamily.push_back({familyAdded, encodingOf(familyScores), value});
    };
    for (const AddedEncoding familyAdded : {AddedEncoding::None, AddedEncoding::Sinusoidal, AddedEncoding::Learned})
        measure(familyAdded, NoScoreHead{});
    for (const ScoreHead &family : scoreFamilies)
        measure(AddedEncoding::None, family);
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
