#include "plotview.h"

#include "explorerstate.h"
#include "heatmapfigure.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QToolTip>

PlotView::PlotView(ExplorerState *state, Figure figure, QWidget *parent)
    : QCustomPlot(parent)
    , m_state(state)
    , m_figure(createPlotFigure(this, figure))
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
    const auto data = [this] { refreshData(); };
    const auto selection = [this] { refreshSelection(); };
    ExplorerState *s = m_state;
    switch (figure()) {
    case Figure::Embedding:
        connect(s, &ExplorerState::embeddingChanged, this, data);
        // Its row labels show pos, which moves with the first position while the embedding does not.
        connect(s, &ExplorerState::firstPositionChanged, this, data);
        break;
    case Figure::Encoding:
        connect(s, &ExplorerState::encodingChanged, this, data);
        break;
    case Figure::Sum:
        connect(s, &ExplorerState::sumChanged, this, data);
        break;
    case Figure::Wavelength:
        connect(s, &ExplorerState::frequenciesChanged, this, data);
        connect(s, &ExplorerState::comparisonWavelengthsChanged, this, data);
        connect(s, &ExplorerState::lengthChanged, this, data);
        break;
    case Figure::Similarity:
        connect(s, &ExplorerState::similarityChanged, this, data);
        connect(s, &ExplorerState::offsetChanged, this, selection);
        connect(s, &ExplorerState::comparePositionChanged, this, selection);
        break;
    case Figure::Naive:
        connect(s, &ExplorerState::encodingChanged, this, data);
        connect(s, &ExplorerState::frequenciesChanged, this, data); // the clock-hand labels name pairs
        break;
    case Figure::Attention:
        connect(s, &ExplorerState::attentionChanged, this, data);
        break;
    case Figure::Clock:
    case Figure::Relative:
        break; // painted figures, not plot views
    }
    connect(s, &ExplorerState::positionChanged, this, selection);
    connect(s, &ExplorerState::dimensionChanged, this, selection);
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
