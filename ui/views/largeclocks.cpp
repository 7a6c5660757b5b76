#include "ui/views/largeclocks.h"

#include "ui/figures/figureregistry.h"
#include "ui/figures/figurestyle.h"
#include "ui/state/explorerstate.h"
#include "ui/views/savemenu.h"

#include <QContextMenuEvent>

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

LargeClocksWidget::LargeClocksWidget(ExplorerState *state, Figure figure, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_figure(figure)
{
    setObjectName(figureName(figure) + QStringLiteral("View"));
    setFocusPolicy(Qt::StrongFocus);
    setToolTip(tr("Double-click or Esc: back to every clock"));
    const FigureEntry &entry = figureEntry(figure);
    const QMetaMethod repaint = metaObject()->method(metaObject()->indexOfSlot("update()"));
    for (const QMetaMethod &signal : entry.dataSignals + entry.selectionSignals)
        connect(state, signal, this, repaint);
}

void LargeClocksWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    figureEntry(m_figure).snapshot(*m_state, std::nullopt)(painter, rect(), FigureStyle::screen());
}

void LargeClocksWidget::mouseDoubleClickEvent(QMouseEvent *event)
{
    Q_EMIT closeRequested();
    event->accept();
}

void LargeClocksWidget::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        Q_EMIT closeRequested();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

void LargeClocksWidget::contextMenuEvent(QContextMenuEvent *event)
{
    execSaveMenu(this, event->globalPos(), [this](ExportFormat format) { Q_EMIT exportRequested(m_figure, format); },
                 [this] { Q_EMIT copyRequested(m_figure); });
}
