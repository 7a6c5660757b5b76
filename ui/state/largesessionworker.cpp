#include "ui/state/coremessage.h"
#include "ui/state/learnedtables.h"
#include "ui/state/stateresults.h"

#include <posenc/embedding/tokenembedding.h>
#include <posenc/encodings/sinusoidal.h>

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

// Background mode, large sessions: a change to more than 2048 x 2048 cells becomes the pending session
// (latest()) while one worker prepares its token table, PE and similarity model; see DESIGN.md "State".

namespace stateresults {

/// Sessions of more than this many L x d_model cells are prepared on the worker in background mode: up
/// to 2048 x 2048 a change, painting included, costs under 50 ms on the GUI thread (bench_posenc), and
/// applying it at once keeps the views in step with the controls.
constexpr double preparedCells = 2048.0 * 2048.0;

bool preparedOnWorker(const Session &s)
{
    return static_cast<double>(s.length) * s.scheme.dModel() > preparedCells;
}


Prepared prepare(const Session &session, posenc::TokenTable table)
{
    Prepared r;
    try {
        r.key = preparedKey(session);
        r.tokens.utf8 = tokensOf(session.text);
        r.tokens.text = toQStringList(r.tokens.utf8);
        table.update(r.tokens.utf8, session.length, session.scheme.dModel(), session.scaleEmbedding);
        r.tokenTable = std::move(table);
        posenc::fillAddedEncoding(session.added, session.scheme, session.length, r.encoding,
                                  learnedTableOf(session).get());
        // Always, though no view may show it yet: computed when a tab is opened, its 150-200 ms at
        // 4096 x 4096 would hold the GUI thread.
        r.similarity.model.emplace(session.scheme, r.encoding, session.cosineSimilarity);
        r.similarity.spread = posenc::sampledDiagonalSpread(r.encoding, session.cosineSimilarity);
    } catch (const std::bad_alloc &) {
        r = {};
        r.key = preparedKey(session);
        r.error = ExplorerState::tr("not enough memory for L = %1, d_model = %2").arg(session.length).arg(session.scheme.dModel());
    } catch (const posenc::ParameterError &e) {
        r = {};
        r.key = preparedKey(session);
        r.error = coreMessage(e.message());
    }
    return r;
}

} // namespace stateresults

using namespace stateresults;

const Session &ExplorerState::latest() const
{
    return m_caches->pending ? *m_caches->pending : m_session;
}

bool ExplorerState::isLarge() const
{
    return preparedOnWorker(m_session);
}

bool ExplorerState::isBusy() const
{
    return m_caches->pending.has_value();
}

void ExplorerState::apply(const Session &next)
{
    Caches &c = *m_caches;
    const bool wasBusy = isBusy();
    const bool prepare = m_background && preparedOnWorker(next)
                         && !(preparedKey(next) == preparedKey(m_session));
    if (prepare) {
        c.pending = next;
        if (!c.preparing)
            startPreparing();
        if (!wasBusy)
            Q_EMIT busyChanged(true);
        return;
    }
    c.pending.reset(); // back to results at hand: a running preparation is dropped when it ends
    applyNow(next, nullptr);
    if (wasBusy)
        Q_EMIT busyChanged(false);
}

void ExplorerState::startPreparing()
{
    Caches &c = *m_caches;
    const Session session = *c.pending;
    c.preparing = preparedKey(session);
    auto *watcher = new QFutureWatcher<Prepared>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        watcher->deleteLater();
        Caches &caches = *m_caches;
        caches.preparing.reset();
        if (!caches.pending)
            return; // the user went back to what was shown
        Prepared r = watcher->future().takeResult(); // moved: a copy of 128 MiB took the GUI thread
        if (!(r.key == preparedKey(*caches.pending))) {
            startPreparing(); // stale: the latest request wins
            return;
        }
        const Session next = *std::exchange(caches.pending, std::nullopt);
        if (!r.error.isEmpty()) {
            announceAll(); // the controls show the session kept
            Q_EMIT busyChanged(false);
            Q_EMIT workFailed(r.error);
            return;
        }
        applyNow(next, &r);
        Q_EMIT busyChanged(false);
    });
    watcher->setFuture(QtConcurrent::run(&prepare, session, c.tokenTable.valid ? c.tokenTable.value : posenc::TokenTable{}));
}

