#pragma once
/// \file clockframes.h
/// \brief The clock grid's pixels, painted by a worker thread while the GUI thread refreshes the heat maps.

#include "ui/figures/clockpainter.h"
#include "ui/figures/figurestyle.h"

#include <QImage>
#include <QObject>
#include <QRect>
#include <QThreadPool>

#include <optional>

template <typename T>
class QFutureWatcher;

/// What a frame of the clock grid shows: the scene, the style, the grid and the rectangle of the grid
/// widget it covers (logical pixels, widget coordinates) at a device pixel ratio; with its pixels once
/// painted (image: rect.size() x ratio device pixels, Format_RGB32).
struct ClockFrame
{
    ClockScene scene;
    FigureStyle style;
    ClockGrid grid;
    QRect rect;
    qreal ratio = 1.0;
    QImage image;

    /// The same scene, style, grid and ratio as \a wanted, and a rectangle that contains wanted.rect
    /// (whether or not painted yet).
    bool covers(const ClockFrame &wanted) const;
};

/// Paints the clocks of \a grid that meet \a exposed (logical pixels, the grid's coordinates) over the
/// background, row by row: the grid widget's paint, on screen or into a frame.
void paintClockRows(QPainter &painter, const QRect &exposed, const ClockScene &scene, const ClockGrid &grid,
                    const FigureStyle &style);

/// Paints clock-grid frames on a worker thread of its own, one at a time: a request while one is painted
/// waits, and replaces any request waiting before it (the latest wins). ready() is emitted on the GUI
/// thread when the latest request's frame is painted. On a slider step the clocks (a quarter of the
/// step at L 128, d_model 512) are then painted beside the heat maps, not after them.
class ClockFrames : public QObject
{
    Q_OBJECT
public:
    explicit ClockFrames(QObject *parent = nullptr);
    /// Waits for the frame being painted.
    ~ClockFrames() override;

    /// Paints \a wanted (its image is ignored) on the worker.
    void request(ClockFrame wanted);
    /// The last frame painted, when it covers \a wanted; else nullptr.
    const ClockFrame *frameFor(const ClockFrame &wanted) const;
    /// The widget painted, from the last frame (\a fromFrame) or itself, or will not paint the frame that
    /// became ready: nothing is owed once no request is in progress.
    void painted(bool fromFrame);
    /// Frames painted by the worker, and paints of the widget that copied one in, so far (for tests).
    int framesPainted() const { return m_framesPainted; }
    int framesCopied() const { return m_framesCopied; }
    /// A frame has been asked for and not yet painted, by any ClockFrames (benchmarks wait for it).
    static bool anyPending();
    /// Lets the last frame's pixels go (the grid was hidden: another tab holds the memory now); the next
    /// paint paints itself.
    void release();

Q_SIGNALS:
    /// The latest request's frame, covering \a rect, can be painted.
    void ready(const QRect &rect);

private:
    void start(ClockFrame wanted);
    void finished();
    void setPending(bool pending);

    QThreadPool m_worker;
    QFutureWatcher<ClockFrame> *m_watcher;
    ClockFrame m_inFlight;            ///< being painted (without its image)
    std::optional<ClockFrame> m_next; ///< asked for while another was painted
    ClockFrame m_last;
    bool m_running = false;
    bool m_pending = false;
    int m_framesPainted = 0;
    int m_framesCopied = 0;
};
