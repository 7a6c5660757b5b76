#include "ui/views/plotview.h"

#include "ui/figures/figureregistry.h"
#include "ui/figures/heatmapfigure.h"
#include "ui/state/explorerstate.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QToolTip>

PlotView::PlotView(ExplorerState *state, Figure figure, QWidget *parent)
    : QCustomPlot(parent)
    , m_state(state)
    , m_figure(figureEntry(figure).plot(this))
{
    Q_ASSERT(m_figure);
    setMinimumSize(240, 200);
    setMouseTracking(true);
    setObjectName(figureName(figure) + QStringLiteral("View"));
    m_figure->setCanvas(size(), devicePixelRatioF());
    connectState();
    refreshData();
}

PlotView::~PlotView() = default;

const HeatmapFigure &PlotView::heatmap() const
{
    return dynamic_cast<const HeatmapFigure &>(*m_figure);
}

void PlotView::connectState()
{
    // What the figure depends on is written in its registry entry.
    const FigureEntry &entry = figureEntry(figure());
    const QMetaObject *meta = metaObject();
    const QMetaMethod data = meta->method(meta->indexOfSlot("refreshData()"));
    const QMetaMethod selection = meta->method(meta->indexOfSlot("refreshSelection()"));
    for (const QMetaMethod &signal : entry.dataSignals)
        connect(m_state, signal, this, data);
    for (const QMetaMethod &signal : entry.selectionSignals)
        connect(m_state, signal, this, selection);
}

bool PlotView::deferred() const
{
    return window()->isVisible() && !isVisible();
}

void PlotView::refreshData()
{
    if (deferred()) {
        m_dataStale = true;
        return;
    }
    m_dataStale = m_selectionStale = false;
    m_figure->showData(*m_state);
    replot(rpQueuedReplot);
}

void PlotView::refreshSelection()
{
    if (deferred()) {
        m_selectionStale = true;
        return;
    }
    m_selectionStale = false;
    m_figure->showSelection(*m_state);
    replot(rpQueuedReplot);
}

void PlotView::showEvent(QShowEvent *event)
{
    QCustomPlot::showEvent(event);
    if (m_dataStale)
        refreshData();
    else if (m_selectionStale)
        refreshSelection();
}

void PlotView::resizeEvent(QResizeEvent *event)
{
    QCustomPlot::resizeEvent(event);
    if (size() != m_figure->layoutSize()) {
        m_figure->setCanvas(size(), devicePixelRatioF());
        // Coalesced: a window resize sends many events, the data follows once per turn of the event loop.
        if (!m_resizeQueued) {
            m_resizeQueued = true;
            QMetaObject::invokeMethod(this, [this] {
                m_resizeQueued = false;
                refreshData();
            }, Qt::QueuedConnection);
        }
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
    QMenu menu(this);
    menu.addAction(tr("Save as PNG…"), this, [this] { Q_EMIT exportRequested(figure()); });
    menu.exec(event->globalPos());
}
