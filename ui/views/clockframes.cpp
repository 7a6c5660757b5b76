#include "ui/views/clockframes.h"

#include <QFutureWatcher>
#include <QPainter>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>

namespace {

std::atomic<int> pendingFrames{0};

bool sameGrid(const ClockGrid &a, const ClockGrid &b)
{
    return a.columns == b.columns && a.cell == b.cell && a.origin == b.origin;
}

} // namespace

bool ClockFrame::covers(const ClockFrame &wanted) const
{
    return ratio == wanted.ratio && rect.contains(wanted.rect) && sameGrid(grid, wanted.grid)
        && style == wanted.style && scene == wanted.scene;
}

void paintClockRows(QPainter &painter, const QRect &exposed, const ClockScene &scene, const ClockGrid &grid,
                    const FigureStyle &style)
{
    painter.fillRect(exposed, style.palette.background);
    const int firstRow = static_cast<int>((exposed.top() - grid.origin.y()) / grid.cell);
    const int lastRow = static_cast<int>((exposed.bottom() - grid.origin.y()) / grid.cell);
    for (int row = std::max(firstRow, 0); row <= lastRow; ++row) {
        for (int column = 0; column < grid.columns; ++column) {
            const int pair = row * grid.columns + column;
            if (pair >= scene.pairCount())
                return;
            paintClock(painter, grid.cellRect(pair), scene, pair, style);
        }
    }
}

ClockFrames::ClockFrames(QObject *parent)
    : QObject(parent)
    , m_watcher(new QFutureWatcher<ClockFrame>(this))
{
    m_worker.setMaxThreadCount(1);
    connect(m_watcher, &QFutureWatcher<ClockFrame>::finished, this, &ClockFrames::finished);
}

ClockFrames::~ClockFrames()
{
    m_worker.waitForDone();
    setPending(false);
}

void ClockFrames::request(ClockFrame wanted)
{
    // One change of the state can arrive as several signals: a frame that is painted or being painted
    // already is not painted again.
    if (m_running ? (m_next ? m_next->covers(wanted) : m_inFlight.covers(wanted))
                  : !m_last.image.isNull() && m_last.covers(wanted))
        return;
    setPending(true);
    if (m_running) {
        m_next = std::move(wanted);
        return;
    }
    start(std::move(wanted));
}

void ClockFrames::start(ClockFrame wanted)
{
    m_running = true;
    m_inFlight = wanted;
    m_watcher->setFuture(QtConcurrent::run(&m_worker, [frame = std::move(wanted)]() mutable {
        frame.image = QImage(frame.rect.size() * frame.ratio, QImage::Format_RGB32);
        frame.image.setDevicePixelRatio(frame.ratio);
        QPainter painter(&frame.image);
        painter.translate(-frame.rect.topLeft());
        paintClockRows(painter, frame.rect, frame.scene, frame.grid, frame.style);
        painter.end();
        return frame;
    }));
}

void ClockFrames::finished()
{
    m_running = false;
    m_last = m_watcher->result();
    ++m_framesPainted;
    if (m_next) { // already out of date: paint the latest instead of showing this one
        ClockFrame next = std::move(*m_next);
        m_next.reset();
        start(std::move(next));
        return;
    }
    Q_EMIT ready(m_last.rect);
}

const ClockFrame *ClockFrames::frameFor(const ClockFrame &wanted) const
{
    return !m_last.image.isNull() && m_last.covers(wanted) ? &m_last : nullptr;
}

void ClockFrames::painted(bool fromFrame)
{
    if (fromFrame)
        ++m_framesCopied;
    if (!m_running)
        setPending(false);
}

void ClockFrames::release()
{
    m_last = ClockFrame();
}

bool ClockFrames::anyPending()
{
    return pendingFrames.load() > 0;
}

void ClockFrames::setPending(bool pending)
{
    if (pending != m_pending)
        pendingFrames += pending ? 1 : -1;
    m_pending = pending;
}
