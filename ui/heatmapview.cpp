#include "heatmapview.h"

#include "cellreadout.h"
#include "explorerstate.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QToolTip>

HeatmapView::HeatmapView(ExplorerState *state, Figure figure, QWidget *parent)
    : QCustomPlot(parent)
    , m_state(state)
    , m_figure(this, figure)
{
    setMinimumSize(240, 200);
    setMouseTracking(true);
    setObjectName(figureName(figure) + QStringLiteral("View"));

    switch (figure) {
    case Figure::Embedding:
        connect(state, &ExplorerState::embeddingChanged, this, &HeatmapView::refreshData);
        // Its row labels show pos, which moves with the first position while the embedding does not.
        connect(state, &ExplorerState::firstPositionChanged, this, &HeatmapView::refreshData);
        break;
    case Figure::Encoding:
        connect(state, &ExplorerState::encodingChanged, this, &HeatmapView::refreshData);
        break;
    case Figure::Sum:
    case Figure::Clock:
        connect(state, &ExplorerState::sumChanged, this, &HeatmapView::refreshData);
        break;
    }
    connect(state, &ExplorerState::positionChanged, this, &HeatmapView::refreshSelection);
    refreshData();
}

void HeatmapView::refreshData()
{
    m_figure.showData(*m_state);
    replot(rpQueuedReplot);
}

void HeatmapView::refreshSelection()
{
    m_figure.showSelection(*m_state);
    replot(rpQueuedReplot);
}

void HeatmapView::mouseMoveEvent(QMouseEvent *event)
{
    QCustomPlot::mouseMoveEvent(event);
    const auto cell = m_figure.cellAt(event->position());
    if (!cell) {
        m_state->clearHover();
        QToolTip::hideText();
        return;
    }
    const ExplorerState::Hover hover{figure(), cell->y(), cell->x()};
    m_state->setHover(hover);
    QToolTip::showText(event->globalPosition().toPoint(), describeCell(*m_state, hover), this);
}

void HeatmapView::mousePressEvent(QMouseEvent *event)
{
    QCustomPlot::mousePressEvent(event);
    if (event->button() != Qt::LeftButton)
        return;
    if (const auto cell = m_figure.cellAt(event->position()))
        m_state->setPosition(m_state->firstPosition() + cell->y());
}

void HeatmapView::leaveEvent(QEvent *event)
{
    QCustomPlot::leaveEvent(event);
    m_state->clearHover();
}

void HeatmapView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addAction(tr("Save as PNG…"), this, [this] { Q_EMIT exportRequested(figure()); });
    menu.exec(event->globalPos());
}
