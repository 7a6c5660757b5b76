#pragma once
/// \file attention.h
/// \brief One self-attention head with fixed seeded weights, to show permutation invariance.
///
/// Scaled dot-product attention (Vaswani et al. 2017, sec. 3.2.1), one head of width d_model:
/// \f[ Q = X W_Q,\; K = X W_K,\; V = X W_V,\qquad A = \mathrm{softmax}_{\text{rows}}\!\big(Q K^T / \sqrt{d}\big),
///     \qquad \mathrm{out} = A V \f]
/// X is n x d_model (one row per token). Permuting the rows of X by P gives P A P^T and P out: without
/// positions, attention cannot tell "I love you" from "you love I" (seed notes, teaching point 1).

#include <posenc/analysis/scoredattention.h>
#include <posenc/encodings/positionslots.h>
#include <posenc/encodings/sinusoidalscheme.h>

#include <Eigen/Core>

#include <optional>
#include <string>
#include <vector>

namespace posenc {

/// W_Q, W_K, W_V: d_model x d_model each, entries uniform with variance 1/d_model (Xavier-like) from
/// fixed seeds, so every run and machine shows the same head. The matrices are never stored (three of
/// 4096 x 4096 would take 384 MiB): entry (r, c) is a pure function of (matrix, r, c), generated while
/// multiplying. Growing d_model keeps the entries up to the scale 1/sqrt(d_model).
class AttentionHead
{
public:
    enum class Weights { Query, Key, Value };

    /// \throws ParameterError when d_model is out of range.
    explicit AttentionHead(int dModel);

    int dModel() const { return m_dModel; }
    /// Entry (r, c) of W_Q, W_K or W_V.
    double weight(Weights which, int r, int c) const;
    /// The d_model x d_model matrix (for tests and small d_model only).
    Eigen::MatrixXd matrix(Weights which) const;
    /// x W for x with d_model columns (n x d_model): Q, K or V. About n * d_model^2 operations, as matrix
    /// products over blocks of 64 rows of W.
    Eigen::MatrixXd project(const Eigen::MatrixXd &x, Weights which) const;

private:
    int m_dModel;
    double m_halfWidth; ///< uniform on [-h, h] has variance h^2 / 3 = 1 / d_model
};

/// The fixed head for \a dModel. \throws ParameterError when d_model is out of range.
AttentionHead seededAttentionHead(int dModel);

/// n x n attention weights A (each row sums to 1) for inputs \a x (n x d_model).
/// \throws std::invalid_argument when x's width differs from the head's.
Eigen::MatrixXd attentionWeights(const Eigen::MatrixXd &x, const AttentionHead &head);

/// n x d_model attention output A V.
Eigen::MatrixXd attentionOutput(const Eigen::MatrixXd &x, const AttentionHead &head);

/// The permutation p with b[r] == a[p[r]] for every r, matching repeated tokens in order; std::nullopt
/// when \a b is not a reordering of \a a.
std::optional<std::vector<int>> permutationBetween(const std::vector<std::string> &a,
                                                   const std::vector<std::string> &b);

/// The seed's demonstration (teaching point 1): the same head applied to a sentence and to a reordering
/// of its words, each as token embedding (+ PE when \a withPositions), positions 0 .. n-1.
struct PermutationDemo
{
    Eigen::MatrixXd weightsA; ///< n_a x n_a attention weights of sentence a (row = query token)
    Eigen::MatrixXd weightsB; ///< n_b x n_b attention weights of sentence b
    std::optional<std::vector<int>> permutation; ///< b[r] == a[p[r]]; nullopt when b does not reorder a
    /// max |weightsB - P weightsA P^T|: 0 up to rounding without positions; NaN without a permutation.
    double mismatch = 0;

    /// One family of the tree alone in its slot (the other slot empty) and its mismatch, measured on the
    /// same sentences and head: NaN without a permutation or where the family cannot run (a learned table
    /// shorter than the sentence).
    struct Family
    {
        AddedEncoding added;
        ScoreEncoding scores;
        double mismatch;
    };
    /// NoPE, sinusoidal, learned, then each score family given (scoreFamilies), in this order.
    std::vector<Family> byFamily;
    /// n_a x d_model: Q and K of sentence a from its token embeddings alone (nothing added), row = token.
    Eigen::MatrixXd tokenQueriesA, tokenKeysA;
};

/// The seeded head's queries and keys of the tokens \a a alone (no position added): n x d_model each, row =
/// token, embeddings as tokenEmbedding(..., scaleBySqrtDModel) (PermutationDemo::tokenQueriesA without the
/// rest of the demonstration).
/// \throws ParameterError when d_model is out of range or \a a has no token or more than 32.
struct TokenProjections
{
    Eigen::MatrixXd queries, keys;
};
TokenProjections tokenProjections(const std::vector<std::string> &a, int dModel, bool scaleBySqrtDModel);

/// The position of a sentence's first token in the demonstration: 0, as a model numbers a sentence, or
/// padding_idx + 1 when \a scheme has a padding_idx (fairseq's make_positions), whatever its first position.
int sentenceFirstPosition(const SinusoidalScheme &scheme);

/// Runs the demonstration for tokens \a a and \a b (each at least one token) with the seeded head of
/// the scheme's d_model, embeddings as tokenEmbedding(..., scaleBySqrtDModel), and the scheme's PE at
/// positions 0 .. n-1 (whatever its first position; fairseq's padding_idx + 1 … with a padding_idx, as its
/// make_positions) when \a withPositions.
/// \throws ParameterError when d_model or base is out of range, or a sentence is empty or longer than
/// limits::maxAttentionTokens tokens (32).
PermutationDemo permutationDemo(const std::vector<std::string> &a, const std::vector<std::string> &b,
                                const SinusoidalScheme &scheme, bool scaleBySqrtDModel, bool withPositions);

/// The same with what the embedding slot adds at positions 0 .. n-1 (fillAddedEncoding(): nothing, the
/// sinusoidal PE, or the rows of a learned table, the seeded one when \a table is nullptr); byFamily measures
/// every score family with its defaults (defaultScoreHeads()).
/// \throws ParameterError as above, and when a sentence is longer than the learned table (no row to add:
/// a learned table cannot extrapolate).
PermutationDemo permutationDemo(const std::vector<std::string> &a, const std::vector<std::string> &b,
                                const SinusoidalScheme &scheme, bool scaleBySqrtDModel, AddedEncoding added,
                                const LearnedTable *table = nullptr);

/// The same with \a scores acting on the head's scores (scoredAttentionWeights()) as well: the two slots of
/// a model. Fills byFamily, each family on the same head (the sinusoidal PE of the scheme, the learned rows
/// as above, then each head of \a scoreFamilies alone: a family that cannot run on these sentences is NaN),
/// and tokenQueriesA, tokenKeysA.
/// \throws ParameterError as above and as scoredAttentionWeights() of \a scores.
PermutationDemo permutationDemo(const std::vector<std::string> &a, const std::vector<std::string> &b,
                                const SinusoidalScheme &scheme, bool scaleBySqrtDModel, AddedEncoding added,
                                const ScoreHead &scores, const LearnedTable *table = nullptr,
                                const std::vector<ScoreHead> &scoreFamilies = {});

/// The matrix with rows and columns taken in the order \a p: result(r, c) = m(p[r], p[c]) (P M P^T).
Eigen::MatrixXd permuteRowsAndColumns(const Eigen::MatrixXd &m, const std::vector<int> &p);

/// The matrix with rows taken in the order \a p: result.row(r) = m.row(p[r]) (P M).
Eigen::MatrixXd permuteRows(const Eigen::MatrixXd &m, const std::vector<int> &p);

} // namespace posenc
