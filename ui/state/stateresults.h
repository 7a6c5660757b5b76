#pragma once
/// \file stateresults.h
/// \brief Inside ExplorerState, not for views: the results derived from the session, each cached by the
/// inputs it reads (its key), and what the large-session worker prepares. Shared by the files that make up
/// ExplorerState, one job each: explorerstate.cpp (the facade: setters, apply, announce),
/// derivedresults.cpp (the getters and their caches), largesessionworker.cpp (sessions of more than
/// 2048 x 2048 cells, prepared on a worker) and attentionworker.cpp (the attention head on a worker).

#include "ui/families/addedfamilies.h"
#include "ui/state/explorerstate.h"

#include <posenc/embedding/tokentable.h>

#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace stateresults {

QStringList toQStringList(const std::vector<std::string> &tokens);
std::vector<std::string> tokensOf(const QString &text);

/// A derived result, computed on first use after its inputs changed. Whether they changed is decided
/// once per change of the session, in ExplorerState::apply(), by comparing the keys below; a getter
/// costs one test (the CSV export asks for every entry).
template <class Value> struct Cached
{
    bool valid = false;
    Value value{};

    template <class Compute> Value &get(Compute compute)
    {
        if (!valid) {
            compute(value);
            valid = true;
        }
        return value;
    }
};

// What each derived result reads from the session: its key. A result is recomputed, and its change
// signal owed, exactly when its key changes.
struct EmbeddingShape // with the tokens of the text
{
    int length, dModel;
    bool scale;
    bool operator==(const EmbeddingShape &) const = default;
};
struct EncodingKey
{
    posenc::AddedEncoding added;
    posenc::SinusoidalScheme scheme;
    int length;
    QString table, tableTensor; ///< the learned table's (learnedtables.h)
    int tableOffset;
    bool operator==(const EncodingKey &) const = default;
};
struct FrequencyKey
{
    posenc::PairLayout layout;
    posenc::FrequencySpec frequencies;
    bool operator==(const FrequencyKey &) const = default;
};
struct SimilarityKey
{
    EncodingKey encoding;
    bool cosine;
    bool operator==(const SimilarityKey &) const = default;
};
struct AttentionKey
{
    QString text, reordered;
    FrequencyKey scheme;
    bool scale, withPe;
    posenc::AddedEncoding added;
    QString table, tableTensor; ///< the learned table's, when added
    int tableOffset;
    // What acts on the scores, and the parameters the families measured beside it read: the heads, RoPE's
    // pairing (its base is the scheme's), each family's own settings.
    posenc::ScoreEncoding scores;
    posenc::RopePairing pairing;
    int heads, head;
    ScoreFamilySettings families;
    bool operator==(const AttentionKey &) const = default;
};
struct ComparisonKey // the scheme's layout and spacing, with the comparison base
{
    posenc::PairLayout layout;
    posenc::FrequencySpacing spacing;
    double base;
    bool operator==(const ComparisonKey &) const = default;
};

struct RopeKey
{
    posenc::RopeSpec spec;
    QList<double> query, key;
    int first, length;
    bool operator==(const RopeKey &) const = default;
};

/// What the window's worker prepares (background mode): everything L x d_model in size.
struct PreparedKey
{
    QString text;
    EmbeddingShape shape;
    SimilarityKey similarity;
    bool operator==(const PreparedKey &) const = default;
};

enum Part : unsigned
{
    Tokens = 1u << 0,
    Frequencies = 1u << 1,
    Embedding = 1u << 2,
    Encoding = 1u << 3,
    Sum = 1u << 4,
    Similarity = 1u << 5,
    Attention = 1u << 6,
    Comparison = 1u << 7,
    Rope = 1u << 8,
};

inline RopeKey ropeKey(const Session &s)
{
    return {ropeSpec(s), ropeOf(s).query, ropeOf(s).key, s.scheme.firstPosition, s.length};
}

inline FrequencyKey frequencyKey(const Session &s)
{
    return {s.scheme.layout, s.scheme.frequencies};
}
inline EncodingKey encodingKey(const Session &s)
{
    if (addedFamily(s.added).sinusoidPairs)
        return {s.added, s.scheme, s.length, s.table, s.tableTensor, s.tableOffset};
    // A learned table's rows (or none) read d_model and the first position of the scheme, not its
    // frequencies (posenc::fillAddedEncoding()): a base step leaves them and their figures as they are. The
    // layout stays in the key: the PE and sum heat maps reduce their columns in its pairs.
    posenc::SinusoidalScheme shape;
    shape.layout = s.scheme.layout;
    shape.firstPosition = s.scheme.firstPosition;
    return {s.added, shape, s.length, s.table, s.tableTensor, s.tableOffset};
}
inline SimilarityKey similarityKey(const Session &s)
{
    // The whole scheme: SimilarityModel holds the sinusoidal closed form of it whatever the slot holds.
    return {{s.added, s.scheme, s.length, s.table, s.tableTensor, s.tableOffset}, s.cosineSimilarity};
}
inline AttentionKey attentionKey(const Session &s)
{
    return {s.attentionText,    s.attentionReorderedText, frequencyKey(s),   s.scaleEmbedding,
            s.attentionAddsEncoding(), s.added,           s.table,           s.tableTensor,
            s.tableOffset,      s.attentionScores(),      ropeOf(s).pairing,     s.heads,
            s.head,             s.families};
}
inline ComparisonKey comparisonKey(const Session &s)
{
    return {s.scheme.layout, s.scheme.frequencies.spacing, s.comparisonBase};
}
inline EmbeddingShape embeddingShape(const Session &s)
{
    return {s.length, s.scheme.dModel(), s.scaleEmbedding};
}
/// Whether background mode prepares \a s on the worker (see preparedCells below).
bool preparedOnWorker(const Session &s);

inline PreparedKey preparedKey(const Session &s)
{
    return {s.text, embeddingShape(s), similarityKey(s)};
}

struct Caches
{
    struct TokenList
    {
        std::vector<std::string> utf8;
        QStringList text;
    };
    Cached<TokenList> tokens;
    Cached<posenc::TokenTable> tokenTable;
    Cached<Eigen::MatrixXd> encoding;
    struct Frequencies
    {
        Eigen::VectorXd omega, wavelength;
    };
    Cached<Frequencies> frequencies;
    Cached<Eigen::VectorXd> comparison;
    struct SimilarityResult
    {
        std::optional<posenc::SimilarityModel> model;
        double spread = 0;
    };
    Cached<SimilarityResult> similarity;
    struct AttentionResult
    {
        std::optional<posenc::PermutationDemo> demo;
        QString error;
    };
    Cached<AttentionResult> attention;
    /// Background mode: the session the running worker computes for, and a generation counter so that
    /// only the latest request's result is kept.
    Cached<ExplorerState::RopeResults> rope;
    std::optional<AttentionKey> attentionRunning;
    quint64 attentionGeneration = 0;

    /// The latest requested session, not yet applied (its results are being prepared).
    std::optional<Session> pending;
    /// What the one worker prepares now (at most one runs: memory stays bounded).
    std::optional<PreparedKey> preparing;
};

/// Background mode, large sessions: the results of a session computed on the worker before the
/// session is applied.
struct Prepared
{
    PreparedKey key;
    Caches::TokenList tokens;
    posenc::TokenTable tokenTable;
    Eigen::MatrixXd encoding;
    Caches::SimilarityResult similarity;
    QString error; // why it could not be prepared (out of memory, a refused size)
};

/// Marks the results whose key differs between \a previous and \a next as stale (recomputed when next
/// asked for) and installs \a prepared (the worker's results for \a next) when given. Returns the parts
/// (Part bits) whose change signal is owed.
unsigned invalidate(Caches &c, const Session &previous, const Session &next, Prepared *prepared);

/// The L x d_model results of \a session, computed from scratch (pure: runs on any thread); \a table is
/// the current token table, updated incrementally. Out of memory or a refused size: Prepared::error.
Prepared prepare(const Session &session, posenc::TokenTable table);

} // namespace stateresults
