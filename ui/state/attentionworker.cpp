#include "ui/families/scorefamilies.h"
#include "ui/state/coremessage.h"
#include "ui/state/learnedtables.h"
#include "ui/state/stateresults.h"

#include <posenc/analysis/attention.h>
#include <posenc/encodings/parameters.h>
#include <posenc/text/tokenizer.h>

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

// The attention demonstration (its cost is tokens x d_model^2): at once for exports (ForegroundWork), on a
// worker in the window, the latest request winning; see DESIGN.md "State".

using namespace stateresults;

namespace {

/// The attention demonstration of sentences \a text and \a reordered (pure: runs on any thread).
struct AttentionInputs
{
    QString text, reordered;
    posenc::SinusoidalScheme scheme;
    bool scale, withPe;
    posenc::AddedEncoding added;
    posenc::ScoreHead scores;                ///< the chosen family's head (none unless the positions are used)
    std::vector<posenc::ScoreHead> families; ///< every score family's head, measured beside it
    std::shared_ptr<const posenc::LearnedTable> table; ///< the learned slot's file table (nullptr: seeded)
};

void computeAttention(const AttentionInputs &in, std::optional<posenc::PermutationDemo> &demo, QString &error)
{
    demo.reset();
    error.clear();
    const auto a = posenc::tokenize(in.text.toStdString());
    const auto b = posenc::tokenize(in.reordered.toStdString());
    if (a.empty() || b.empty())
        return;
    try {
        demo = posenc::permutationDemo(a, b, in.scheme, in.scale, in.withPe ? in.added : posenc::AddedEncoding::None,
                                       in.scores, in.table.get(), in.families);
    } catch (const posenc::ParameterError &e) {
        error = coreMessage(e.message());
    } catch (const std::bad_alloc &) {
        error = ExplorerState::tr("not enough memory for the attention demonstration");
    }
}

/// What the demonstration of \a state's session reads.
AttentionInputs attentionInputs(const ExplorerState &state)
{
    const Session &s = state.session();
    return {state.attentionText(), state.attentionReorderedText(), state.scheme(), state.scaleEmbedding(),
            s.attentionAddsEncoding(), s.added, scoreHead(s, s.attentionScores()), everyScoreHead(s),
            learnedTableOf(s)};
}

} // namespace

const std::optional<posenc::PermutationDemo> &ExplorerState::attentionDemo() const
{
    Caches &c = *m_caches;
    if (m_background && !c.attention.valid) {
        startAttentionWorker();
        static const std::optional<posenc::PermutationDemo> none;
        return none;
    }
    // The inputs (the T5 table's column, the learned table) only when the cache must be filled.
    return c.attention.get([&](Caches::AttentionResult &r) { computeAttention(attentionInputs(*this), r.demo, r.error); }).demo;
}

bool ExplorerState::attentionBusy() const
{
    return m_background && !m_caches->attention.valid && m_caches->attentionRunning.has_value();
}

void ExplorerState::setBackgroundWork(bool background)
{
    m_background = background;
}

void ExplorerState::startAttentionWorker() const
{
    Caches &c = *m_caches;
    const AttentionKey key = attentionKey(m_session);
    if (c.attentionRunning && *c.attentionRunning == key)
        return; // already on its way
    c.attentionRunning = key;
    const quint64 generation = ++c.attentionGeneration;
    const AttentionInputs in = attentionInputs(*this);
    auto *self = const_cast<ExplorerState *>(this);
    auto *watcher = new QFutureWatcher<Caches::AttentionResult>(self);
    QObject::connect(watcher, &QFutureWatcherBase::finished, self, [self, watcher, generation, key] {
        watcher->deleteLater();
        Caches &caches = *self->m_caches;
        if (generation != caches.attentionGeneration || !(key == attentionKey(self->m_session)))
            return; // a stale request: a newer one runs, or the session moved on
        caches.attentionRunning.reset();
        caches.attention.value = watcher->result();
        caches.attention.valid = true;
        Q_EMIT self->attentionChanged();
    });
    watcher->setFuture(QtConcurrent::run([in] {
        Caches::AttentionResult r;
        computeAttention(in, r.demo, r.error);
        return r;
    }));
}

QString ExplorerState::attentionError() const
{
    attentionDemo();
    return m_caches->attention.value.error;
}

QStringList ExplorerState::attentionTokens() const
{
    return toQStringList(posenc::tokenize(attentionText().toStdString()));
}

QStringList ExplorerState::attentionReorderedTokens() const
{
    return toQStringList(posenc::tokenize(attentionReorderedText().toStdString()));
}

ForegroundWork::ForegroundWork(const ExplorerState &state)
    : m_state(state)
    , m_was(state.m_background)
{
    state.m_background = false;
}

ForegroundWork::~ForegroundWork()
{
    m_state.m_background = m_was;
}
