#include "ui/views/sceneview.h"

#include "ui/figures/figureregistry.h"
#include "ui/state/explorerstate.h"
#include "ui/state/zoom.h"
#include "ui/views/savemenu.h"

#include <QContextMenuEvent>
#include <QPainter>

SceneView::SceneView(ExplorerState *state, Figure figure, QWidget *parent, QSize minimumSize)
    : QWidget(parent)
    , m_minimumSize(minimumSize)
    , m_state(state)
    , m_figure(figure)
{
    setObjectName(figureName(figure) + QStringLiteral("View"));
    const FigureEntry &entry = figureEntry(figure);
    if (!entry.snapshot)
        qFatal("SceneView: figure %s is not painted directly", entry.id.name());
    setMinimumSize(zoom::scaled(m_minimumSize.width()), zoom::scaled(m_minimumSize.height()));
    // The scene fills its area (ScenePaint): Qt need not fill the view's background first (a tenth of a
    // RoPE step at 3840 x 2160).
    setAttribute(Qt::WA_OpaquePaintEvent);
    // What the figure depends on is written in its registry entry.
    const QMetaMethod repaint = metaObject()->method(metaObject()->indexOfSlot("update()"));
    for (const QMetaMethod &signal : entry.dataSignals + entry.selectionSignals)
        connect(state, signal, this, repaint);
}

void SceneView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    figureEntry(m_figure).snapshot(*m_state, std::nullopt)(painter, rect(), FigureStyle::screen());
}

void SceneView::contextMenuEvent(QContextMenuEvent *event)
{
    execSaveMenu(this, event->globalPos(), [this](ExportFormat format) { Q_EMIT exportRequested(m_figure, format); },
                 [this] { Q_EMIT copyRequested(m_figure); });
}

void SceneView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        setMinimumSize(zoom::scaled(m_minimumSize.width()), zoom::scaled(m_minimumSize.height()));
}
