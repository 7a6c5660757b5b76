#include "ui/state/stateresults.h"

#include "ui/state/learnedtables.h"

#include <posenc/analysis/ropeanalysis.h>
#include <posenc/embedding/tokenembedding.h>
#include <posenc/encodings/sinusoidal.h>
#include <posenc/memory/heapretention.h>
#include <posenc/text/tokenizer.h>

#include <QtConcurrent/QtConcurrentRun>

// ExplorerState's derived results (the getters) and the bookkeeping of their caches: see stateresults.h.

namespace stateresults {

QStringList toQStringList(const std::vector<std::string> &tokens)
{
    QStringList list;
    for (const auto &token : tokens)
        list.append(QString::fromStdString(token));
    return list;
}

std::vector<std::string> tokensOf(const QString &text)
{
    return posenc::tokenize(text.toStdString());
}

unsigned invalidate(Caches &c, const Session &previous, const Session &next, Prepared *prepared)
{
    const bool tokensChanged = previous.text != next.text && tokensOf(previous.text) != tokensOf(next.text);
    const bool embeddingChanged = tokensChanged || !(embeddingShape(previous) == embeddingShape(next));
    const bool encodingChanged = !(encodingKey(previous) == encodingKey(next));
    unsigned parts = 0;
    const auto owe = [&parts](bool changed, unsigned part, auto &...caches) {
        if (changed) {
            parts |= part;
            ((caches.valid = false), ...);
        }
    };
    if (previous.text != next.text)
        c.tokens.valid = false; // the same tokens, but the cache is of the text
    owe(tokensChanged, Tokens);
    owe(!(frequencyKey(previous) == frequencyKey(next)), Frequencies, c.frequencies);
    owe(embeddingChanged, Embedding, c.tokenTable);
    owe(encodingChanged, Encoding, c.encoding);
    owe(embeddingChanged || encodingChanged, Sum);
    owe(!(similarityKey(previous) == similarityKey(next)), Similarity, c.similarity);
    owe(!(attentionKey(previous) == attentionKey(next)), Attention, c.attention);
    owe(!(comparisonKey(previous) == comparisonKey(next)), Comparison, c.comparison);
    owe(!(ropeKey(previous) == ropeKey(next)), Rope, c.rope);
    if (prepared) { // before any signal: a slot asking for them gets these
        c.tokens = {true, std::move(prepared->tokens)};
        c.tokenTable = {true, std::move(prepared->tokenTable)};
        // The old matrix (128 MiB at 4096 x 4096) is released on a worker: unmapping it took 13 ms. At a
        // change of scale (the session before was not this large), what the smaller sessions left free on
        // the heap goes back too (retainFreedHeapMemory() keeps it for their steps); a step among large
        // sessions keeps it.
        (void)QtConcurrent::run([old = std::exchange(c.encoding.value, std::move(prepared->encoding)),
                                 trim = !preparedOnWorker(previous)]() mutable {
            old = Eigen::MatrixXd();
            if (trim)
                posenc::returnFreedHeapMemory();
        });
        c.encoding.valid = true;
        c.similarity = {true, std::move(prepared->similarity)};
    }
    return parts;
}

} // namespace stateresults

using namespace stateresults;

namespace {
/// Each derived part and the signal that announces its change, in the order notify() emits them.
struct PartSignal
{
    unsigned part;
    void (ExplorerState::*signal)();
};
constexpr PartSignal partSignals[] = {
    {Tokens, &ExplorerState::tokensChanged},           {Frequencies, &ExplorerState::frequenciesChanged},
    {Embedding, &ExplorerState::embeddingChanged},     {Encoding, &ExplorerState::encodingChanged},
    {Sum, &ExplorerState::sumChanged},                 {Similarity, &ExplorerState::similarityChanged},
    {Attention, &ExplorerState::attentionChanged},     {Comparison, &ExplorerState::comparisonWavelengthsChanged},
    {Rope, &ExplorerState::ropeChanged},
};
} // namespace

void ExplorerState::notify()
{
    m_notifyQueued = false;
    const unsigned parts = std::exchange(m_unannounced, 0u);
    for (const PartSignal &p : partSignals)
        if (parts & p.part)
            Q_EMIT(this->*p.signal)();
}

QList<QMetaMethod> ExplorerState::pendingDataSignals() const
{
    QList<QMetaMethod> pending;
    for (const PartSignal &p : partSignals)
        if (m_unannounced & p.part)
            pending.append(QMetaMethod::fromSignal(p.signal));
    return pending;
}

const ExplorerState::RopeResults &ExplorerState::rope() const
{
    return m_caches->rope.get([&](RopeResults &r) {
        r.spec = ropeSpec(m_session);
        r.thetas = posenc::ropeThetas(r.spec);
        r.q = ropeQueryVector(m_session);
        r.k = ropeKeyVector(m_session);
        r.seededQuery = ropeOf(m_session).query.isEmpty();
        r.seededKey = ropeOf(m_session).key.isEmpty();
        r.byDistance = posenc::ropeScoreByDistance(r.spec, r.q, r.k, length());
        r.spread = posenc::ropeDiagonalSpread(r.spec, r.q, r.k, firstPosition(), length(), r.byDistance);
        r.decay = posenc::ropeDecayBound(r.spec, length());
    });
}


const QStringList &ExplorerState::tokens() const
{
    return m_caches->tokens
        .get([&](Caches::TokenList &t) {
            t.utf8 = tokensOf(m_session.text);
            t.text = toQStringList(t.utf8);
        })
        .text;
}

QString ExplorerState::tokenAt(int row) const
{
    const QStringList &list = tokens();
    return (row >= 0 && row < list.size() && row < length()) ? list.at(row) : QString();
}

const posenc::TokenTable &ExplorerState::tokenTable() const
{
    Caches &c = *m_caches;
    return c.tokenTable.get([&](posenc::TokenTable &table) {
        tokens();
        table.update(c.tokens.value.utf8, length(), dModel(), scaleEmbedding());
    });
}

Eigen::MatrixXd ExplorerState::embedding() const
{
    return tokenTable().matrix();
}

const Eigen::MatrixXd &ExplorerState::encoding() const
{
    return m_caches->encoding.get([&](Eigen::MatrixXd &pe) {
        // reuses the buffer when the size stays; a learned table is read row by row from its mapped file
        posenc::fillAddedEncoding(m_session.added, scheme(), length(), pe, learnedTableOf(m_session).get());
    });
}

Eigen::MatrixXd ExplorerState::sum() const
{
    return posenc::addEncoding(embedding(), encoding());
}

const Eigen::VectorXd &ExplorerState::angularFrequencies() const
{
    return m_caches->frequencies
        .get([&](Caches::Frequencies &f) {
                 f.omega = posenc::angularFrequencies(scheme());
                 f.wavelength = posenc::wavelengths(scheme());
             })
        .omega;
}

const Eigen::VectorXd &ExplorerState::wavelengths() const
{
    angularFrequencies();
    return m_caches->frequencies.value.wavelength;
}

const Eigen::VectorXd &ExplorerState::comparisonWavelengths() const
{
    return m_caches->comparison.get([&](Eigen::VectorXd &lambda) {
        posenc::SinusoidalScheme other = scheme();
        other.frequencies.base = comparisonBase();
        lambda = posenc::wavelengths(other);
    });
}

const posenc::SimilarityModel &ExplorerState::similarity() const
{
    return *m_caches->similarity
                .get([&](Caches::SimilarityResult &r) {
                         r.model.emplace(scheme(), encoding(), cosineSimilarity());
                         r.spread = posenc::sampledDiagonalSpread(encoding(), cosineSimilarity());
                     })
                .model;
}

double ExplorerState::similaritySpread() const
{
    similarity();
    return m_caches->similarity.value.spread;
}

