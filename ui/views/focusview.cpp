#include "ui/views/focusview.h"

#include "ui/figures/figureregistry.h"
#include "ui/state/explorerstate.h"
#include "ui/state/theme.h"

#include <qcustomplot.h>

#include <QKeyEvent>
#include <QMetaMethod>

#include <algorithm>

FocusView::FocusView(ExplorerState *state, QWidget *window)
    : QWidget(window)
    , m_state(state)
{
    setObjectName(QStringLiteral("focusView"));
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    hide();
    window->installEventFilter(this);
}

void FocusView::showFigure(Figure figure)
{
    for (const QMetaObject::Connection &c : std::as_const(m_repaints))
        disconnect(c);
    m_repaints.clear();
    m_figure = figure;
    const FigureEntry &entry = figureEntry(figure);
    const QMetaMethod repaint = metaObject()->method(metaObject()->indexOfSlot("update()"));
    for (const QMetaMethod &signal : entry.dataSignals + entry.selectionSignals)
        m_repaints.append(connect(m_state, signal, this, repaint));
    fitToWindow();
    raise();
    show();
    setFocus(Qt::OtherFocusReason);
    update();
}

void FocusView::setTextScale(double scale)
{
    m_textScale = std::clamp(scale, 0.5, 3.0);
    update();
}

void FocusView::setBottomMargin(int pixels)
{
    m_bottomMargin = std::max(0, pixels);
    if (isVisible())
        fitToWindow();
}

void FocusView::fitToWindow()
{
    setGeometry(parentWidget()->rect());
    update();
}

void FocusView::close()
{
    for (const QMetaObject::Connection &c : std::as_const(m_repaints))
        disconnect(c);
    m_repaints.clear();
    hide();
}

void FocusView::paintEvent(QPaintEvent *)
{
    // A slide of the window's size: the text of an export, the window's height / 40 (FigureStyle::forImage()),
    // also when the slim bar's strip is left free below.
    const FigureStyle style = FigureStyle::forImage(width(), height(), theme::current(), m_textScale);
    QCPPainter painter(this);
    painter.fillRect(rect(), style.palette.background); // the bar's strip too, in the figure's colour
    const QRect figure = rect().adjusted(0, 0, 0, -std::min(m_bottomMargin, height() / 4));
    if (m_figure)
        figureEntry(*m_figure).painter()->paint(painter, QRectF(figure), *m_state, style, devicePixelRatioF());
}

void FocusView::mouseDoubleClickEvent(QMouseEvent *)
{
    Q_EMIT closeRequested();
}

void FocusView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape || event->key() == Qt::Key_F) {
        Q_EMIT closeRequested();
        return;
    }
    if (event->key() == Qt::Key_PageDown || event->key() == Qt::Key_PageUp) {
        Q_EMIT stepRequested(event->key() == Qt::Key_PageDown ? 1 : -1);
        return;
    }
    QWidget::keyPressEvent(event);
}

bool FocusView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize && isVisible())
        fitToWindow();
    return QWidget::eventFilter(watched, event);
}
