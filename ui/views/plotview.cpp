#include "ui/views/plotview.h"

#include "ui/figures/selectionmarks.h"
#include "ui/views/savemenu.h"

#include "ui/figures/textwrap.h"

#include "ui/figures/figureregistry.h"
#include "ui/figures/figurestyle.h"
#include "ui/figures/heatmapfigure.h"
#include "ui/figures/matriximagemap.h"
#include "ui/state/explorerstate.h"
#include "ui/state/zoom.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QPointer>
#include <QTimer>
#include <QToolTip>

#include <cmath>
#include <utility>
#include <vector>

namespace {

/// Views whose data changed, refreshed one per turn of the event loop: three heat maps of 4096 x 4096
/// reduced in one turn kept the window from answering for over 100 ms; one at a time, the mouse and the
/// keyboard are served in between.
class RefreshQueue
{
public:
    static void add(PlotView *view, void (PlotView::*refresh)())
    {
        RefreshQueue &q = instance();
        for (const Entry &e : q.m_views)
            if (e.view == view)
                return;
        q.m_views.push_back({view, refresh});
        if (!q.m_scheduled)
            q.schedule();
    }
    static bool empty() { return instance().m_views.empty(); }

private:
    struct Entry
    {
        QPointer<PlotView> view;
        void (PlotView::*refresh)();
    };
    static RefreshQueue &instance()
    {
        static RefreshQueue q;
        return q;
    }
    void schedule()
    {
        m_scheduled = true;
        QTimer::singleShot(0, QCoreApplication::instance(), [this] {
            m_scheduled = false;
            while (!m_views.empty()) {
                const Entry e = m_views.front();
                m_views.erase(m_views.begin());
                if (e.view) {
                    (e.view->*e.refresh)();
                    break;
                }
            }
            if (!m_views.empty())
                schedule();
        });
    }
    std::vector<Entry> m_views;
    bool m_scheduled = false;
};

/// QCPLayer::draw() (protected; QCustomPlot, its friend, calls it in replot() and in exports), named
/// through a class that makes it public: a pointer to it is a pointer to QCPLayer's member.
struct LayerDrawing : QCPLayer
{
    using QCPLayer::draw;
};

/// Draws \a layer's visible layerables with \a painter, each clipped to its clip rectangle.
void drawLayer(QCPLayer *layer, QCPPainter *painter)
{
    (layer->*&LayerDrawing::draw)(painter);
}

} // namespace

PlotView::PlotView(ExplorerState *state, Figure figure, QWidget *parent)
    : QCustomPlot(parent)
    , m_state(state)
    , m_figure(figureEntry(figure).plot(this))
{
    Q_ASSERT(m_figure);
    updateMinimumSize();
    setMouseTracking(true);
    setObjectName(figureName(figure) + QStringLiteral("View"));
    // A caller's replot() asks for a repaint with the rest of the window instead of painting (and
    // flushing the window to the screen) at once.
    setPlottingHint(QCP::phImmediateRefresh, false);
    // The plot paints its whole rectangle (its background brush, then its layers): nothing under it
    // needs painting first.
    setAttribute(Qt::WA_OpaquePaintEvent);
    // On screen the selection marks are painted over the plot by paintEvent(), so that a step of Play
    // repaints a few rows of pixels instead of every plot (exports draw the layer as it is). Without a
    // paint buffer of its own in a replot (a caller's): an empty buffer was still cleared and composed.
    if (QCPLayer *layer = m_figure->selectionLayer()) {
        layer->setVisible(false);
        layer->setMode(QCPLayer::lmLogical);
    }
    m_figure->setCanvas(size(), devicePixelRatioF());
    // On screen paintEvent() draws the layers onto the window itself; the paint buffers that QCustomPlot's
    // own replot() fills (its constructor's, a caller's) are never shown, and go at once.
    connect(this, &QCustomPlot::afterReplot, this, &PlotView::releaseBuffers);
    connectState();
    refreshData();
}

PlotView::~PlotView() = default;

QRectF PlotView::opaqueMapArea()
{
    // Layers under a map are painted over by its cells as much as the background is.
    QRectF largest;
    for (int i = 0; i < plottableCount(); ++i)
        if (auto *map = dynamic_cast<MatrixImageMap *>(plottable(i)); map && map->layer()) { // no layer: not drawn
            const QRectF area = map->opaqueArea();
            if (area.width() * area.height() > largest.width() * largest.height())
                largest = area;
        }
    return largest;
}

void PlotView::updateMinimumSize()
{
    // Three side by side beside the panel fit a 1024-pixel screen; smaller with the zoom, but never so
    // narrow that the figure's labels leave its data no room.
    setMinimumSize(std::max(zoom::scaled(minimumWidth), m_figure->minimumWidth()), zoom::scaled(minimumHeight));
}

qint64 PlotView::paintBufferBytes() const
{
    qint64 bytes = 0;
    for (const QSharedPointer<QCPAbstractPaintBuffer> &buffer : mPaintBuffers)
        if (const auto *pixmap = dynamic_cast<const QCPPaintBufferPixmap *>(buffer.data()))
            bytes += qint64(pixmap->size().width()) * pixmap->size().height() * mBufferDevicePixelRatio *
                     mBufferDevicePixelRatio * 4; // 32-bit pixels
    return bytes;
}

bool PlotView::refreshesQueued()
{
    return !RefreshQueue::empty();
}

const HeatmapFigure &PlotView::heatmap() const
{
    return dynamic_cast<const HeatmapFigure &>(*m_figure);
}

void PlotView::connectState()
{
    // What the figure depends on is written in its registry entry.
    const FigureEntry &entry = figureEntry(figure());
    const QMetaObject *meta = metaObject();
    const QMetaMethod data = meta->method(meta->indexOfSlot("queueData()"));
    const QMetaMethod selection = meta->method(meta->indexOfSlot("refreshSelection()"));
    const QMetaMethod fieldChanged = QMetaMethod::fromSignal(&ExplorerState::fieldChanged);
    for (const QMetaMethod &signal : entry.dataSignals) {
        if (signal == fieldChanged) {
            // Only the fields the figure reads.
            connect(m_state, &ExplorerState::fieldChanged, this, [this, &entry](const QString &key) {
                if (figureReadsField(entry, key))
                    queueData();
            });
            continue;
        }
        connect(m_state, signal, this, data);
    }
    for (const QMetaMethod &signal : entry.selectionSignals)
        connect(m_state, signal, this, selection);
    // A lecture page's marks: drawn over the figure as it stands.
    connect(m_state, &ExplorerState::figureMarksChanged, this, [this] {
        if (m_dataQueued)
            return; // the data refresh draws them
        m_figure->showMarks(*m_state);
        relayout();
    });
}

bool PlotView::deferred() const
{
    return window()->isVisible() && !isVisible();
}

void PlotView::refreshData()
{
    m_dataQueued = false;
    if (deferred()) {
        m_dataStale = true;
        return;
    }
    m_dataStale = m_selectionStale = false;
    m_figure->showData(*m_state);
    m_figure->showMarks(*m_state);
    fitTextElements(this, size());
    relayout();
}

void PlotView::relayout()
{
    updateLayout(); // QCustomPlot::replot() would, before drawing into its buffers
    update();
}

void PlotView::queueData()
{
    // Tests and tools, and sessions small enough to repaint every view in one turn: at once (one turn
    // per view would paint the window once per view).
    if (!m_state->backgroundWork() || !m_state->isLarge()) {
        refreshData();
        return;
    }
    m_dataQueued = true;
    RefreshQueue::add(this, &PlotView::refreshQueuedData);
}

void PlotView::refreshQueuedData()
{
    if (std::exchange(m_dataQueued, false))
        refreshData();
}

void PlotView::refreshSelection()
{
    if (m_dataQueued)
        return; // the data refresh shows the selection too
    if (deferred()) {
        m_selectionStale = true;
        return;
    }
    m_selectionStale = false;
    m_figure->showSelection(*m_state);
    // Only the pixels of the old and the new marks when the figure has a selection layer: its layout,
    // axes and maps stand.
    if (m_figure->selectionLayer())
        update(m_marksPainted + marksRegion());
    else
        relayout();
}

std::vector<std::pair<const QCPAbstractItem *, QRectF>> PlotView::shownMarks() const
{
    return shownSelectionMarks(m_figure->selectionLayer());
}

QRegion PlotView::marksRegion() const
{
    QRegion region;
    for (const auto &[mark, rect] : shownMarks()) {
        const auto *frame = qobject_cast<const QCPItemRect *>(mark);
        const auto *line = qobject_cast<const QCPItemStraightLine *>(mark);
        const double pad = (frame ? frame->pen().widthF() : line ? line->pen().widthF() : 0.0) + 2;
        // A frame's outline only: a frame around one row of a large map must not repaint the whole map. A
        // line's whole rectangle (a slanted one crosses its inside).
        const QRect outer = rect.adjusted(-pad, -pad, pad, pad).toAlignedRect();
        const QRectF inner = rect.adjusted(pad, pad, -pad, -pad);
        region += frame && inner.isValid() ? QRegion(outer) - QRegion(inner.toRect()) : QRegion(outer);
    }
    return region;
}

void PlotView::paintEvent(QPaintEvent *event)
{
    // What QCustomPlot::replot() draws into its paint buffers and its paintEvent() copies onto the window,
    // drawn onto the window: a pass over every pixel of the plot less (at 3840 x 2160 a copy of 1.4 M
    // pixels per plot, three per slider step).
    if (!qFuzzyCompare(mBufferDevicePixelRatio, devicePixelRatioF()))
        setBufferDevicePixelRatio(devicePixelRatioF()); // another screen: tick labels cached at its ratio
    followCanvas(); // and heat maps reduced to its pixels (no resize tells of it)
    {
        QCPPainter painter(this);
        // The background, but under the opaque cells of a heat map, which write every pixel there next.
        m_backgroundPainted = QRegion();
        if (mBackgroundBrush.style() != Qt::NoBrush) {
            // A pixel wider than the event's region, which clips it: at a fractional device pixel ratio
            // a rectangle filled and the region clipped round their edges apart.
            for (const QRect &rect : event->region())
                m_backgroundPainted += rect.adjusted(-1, -1, 1, 1) & mViewport;
            const QRectF covered = opaqueMapArea();
            // Whole pixels inside it, less two: the painter's half-pixel shift, and Qt's own scaling
            // where drawEnlargedCells() declines.
            const QRect inside(QPoint(int(std::ceil(covered.left())) + 2, int(std::ceil(covered.top())) + 2),
                               QPoint(int(std::floor(covered.right())) - 3, int(std::floor(covered.bottom())) - 3));
            if (!covered.isEmpty() && inside.isValid())
                m_backgroundPainted -= inside;
            for (const QRect &rect : m_backgroundPainted)
                painter.fillRect(rect, mBackgroundBrush);
        }
        drawBackground(&painter); // the background pixmap, if any
        for (QCPLayer *layer : std::as_const(mLayers))
            drawLayer(layer, &painter);
    }
    if (!m_figure->selectionLayer())
        return;
    QPainter painter(this);
    drawSelectionMarks(painter, shownMarks());
    m_marksPainted = marksRegion();
}

void PlotView::showEvent(QShowEvent *event)
{
    QCustomPlot::showEvent(event);
    if (m_dataStale)
        refreshData();
    else if (m_selectionStale)
        refreshSelection();
}

void PlotView::releaseBuffers()
{
    // A buffer of no size holds a null pixmap; a replot gives each its viewport's size again.
    for (const QSharedPointer<QCPAbstractPaintBuffer> &buffer : std::as_const(mPaintBuffers))
        buffer->setSize(QSize(0, 0));
}

void PlotView::changeEvent(QEvent *event)
{
    QCustomPlot::changeEvent(event);
    // The zoom (text, lines and markers follow it) and the theme (the application palette).
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange) {
        m_figure->setStyle(FigureStyle::screen());
        updateMinimumSize();
        refreshData();
    }
}

void PlotView::resizeEvent(QResizeEvent *event)
{
    // As QCustomPlot::resizeEvent(), without its replot into the paint buffers.
    QWidget::resizeEvent(event);
    setViewport(rect());
    relayout();
    followCanvas();
}

void PlotView::followCanvas()
{
    if (size() == m_figure->layoutSize() && qFuzzyCompare(m_figure->pixelRatio(), devicePixelRatioF()))
        return;
    m_figure->setCanvas(size(), devicePixelRatioF());
    // Coalesced: a window resize sends many events, the data follows once per turn of the event loop.
    if (!m_canvasQueued) {
        m_canvasQueued = true;
        QMetaObject::invokeMethod(this, [this] {
            m_canvasQueued = false;
            refreshData();
        }, Qt::QueuedConnection);
    }
}

void PlotView::mouseMoveEvent(QMouseEvent *event)
{
    QCustomPlot::mouseMoveEvent(event);
    const QString text = m_figure->hover(event->position(), *m_state);
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), text, this);
}

void PlotView::mousePressEvent(QMouseEvent *event)
{
    QCustomPlot::mousePressEvent(event);
    if (event->button() == Qt::LeftButton)
        m_figure->click(event->position(), *m_state);
}

void PlotView::leaveEvent(QEvent *event)
{
    QCustomPlot::leaveEvent(event);
    m_state->clearHover();
}

void PlotView::contextMenuEvent(QContextMenuEvent *event)
{
    execSaveMenu(this, event->globalPos(), [this](ExportFormat format) { Q_EMIT exportRequested(figure(), format); },
                 [this] { Q_EMIT copyRequested(figure()); });
}
