#include "ui/views/focusview.h"

#include "ui/figures/figureregistry.h"
#include "ui/state/explorerstate.h"
#include "ui/state/theme.h"

#include <qcustomplot.h>

#include <QKeyEvent>
#include <QMouseEvent>
#include <QMetaMethod>

#include <QtMath>

#include <algorithm>
#include <cmath>
#include <utility>

FocusView::FocusView(ExplorerState *state, QWidget *window)
    : QWidget(window)
    , m_state(state)
    , m_ink(new InkLayer(this))
{
    setObjectName(QStringLiteral("focusView"));
    connect(m_ink, &InkLayer::repaintNeeded, this, qOverload<>(&QWidget::update));
    connect(m_ink, &InkLayer::toolChanged, this, &FocusView::followInkTool);
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
    if (m_figure != figure)
        m_ink->setStrokes({}); // ink belongs to the figure it was drawn on
    m_figure = figure;
    const FigureEntry &entry = figureEntry(figure);
    m_painter = entry.painter();
    m_repaintAll = true;
    // The data's signals lay the figure out again; the selection's (Play's frames) only move its marks.
    const QMetaMethod data = metaObject()->method(metaObject()->indexOfSlot("dataChanged()"));
    const QMetaMethod repaint = metaObject()->method(metaObject()->indexOfSlot("selectionChanged()"));
    for (const QMetaMethod &signal : entry.dataSignals)
        if (signal != QMetaMethod::fromSignal(&ExplorerState::fieldChanged)) // the fields it reads: below
            m_repaints.append(connect(m_state, signal, this, data));
    for (const QMetaMethod &signal : entry.selectionSignals)
        m_repaints.append(connect(m_state, signal, this, repaint));
    // The derived data's signals come a turn of the event loop after the field that changed them (coalesced,
    // ExplorerState::notify()), and a paint between would lay the old figure out: a field that changes the
    // figure's data lays it out again at once. Only such a field: any other field drew the whole figure
    // anew too (a step of k on Compare alone took 75 ms at 3840 x 2160).
    m_repaints.append(connect(m_state, &ExplorerState::fieldChanged, this, [this, &entry](const QString &key) {
        if (figureReadsField(entry, key))
            return dataChanged();
        for (const QMetaMethod &pending : m_state->pendingDataSignals())
            if (entry.dataSignals.contains(pending))
                return dataChanged();
    }));
    fitToWindow();
    raise();
    show();
    setFocus(Qt::OtherFocusReason);
    update();
}

void FocusView::setTextScale(double scale)
{
    m_textScale = std::clamp(scale, 0.5, 3.0);
    dataChanged();
}

void FocusView::dataChanged()
{
    m_repaintAll = true;
    update();
}

void FocusView::selectionChanged()
{
    m_selectionStale = true;
    update();
}

bool FocusView::putInkDown()
{
    if (m_ink->tool() == InkTool::None)
        return false;
    m_ink->setTool(InkTool::None);
    return true;
}

void FocusView::followInkTool(InkTool tool)
{
    setMouseTracking(tool == InkTool::Pointer);
    switch (tool) {
    case InkTool::None:
        unsetCursor();
        break;
    case InkTool::Pointer:
        setCursor(Qt::BlankCursor); // the pointer's dot is the cursor
        break;
    case InkTool::Pen:
    case InkTool::Highlighter:
        setCursor(Qt::CrossCursor);
        break;
    case InkTool::Eraser:
        setCursor(Qt::PointingHandCursor);
        break;
    }
    if (tool == InkTool::None)
        m_figureImage = QImage();
    update();
}

void FocusView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange ||
        event->type() == QEvent::LanguageChange)
        dataChanged(); // a theme: the style's colours
}

void FocusView::setBottomMargin(int pixels)
{
    m_bottomMargin = std::max(0, pixels);
    m_repaintAll = true;
    if (isVisible())
        fitToWindow();
}

void FocusView::setHeader(const SlideHeader &header)
{
    if (header == m_header)
        return;
    m_header = header;
    dataChanged(); // the figure's area changes with the heading's height
}

void FocusView::setBlank(bool blank, const QColor &colour)
{
    m_blank = blank;
    m_blankColour = colour;
    dataChanged();
}

QRect FocusView::figureArea() const
{
    const FigureStyle style = FigureStyle::forImage(width(), height(), theme::current(), m_textScale);
    const int top = qCeil(slideHeaderHeight(QRectF(rect()), style, m_header));
    return rect().adjusted(0, top, 0, -std::min(m_bottomMargin, height() / 4));
}

void FocusView::setUncovered(QWidget *widget)
{
    if (m_uncovered)
        m_uncovered->removeEventFilter(this);
    m_uncovered = widget;
    if (widget)
        widget->installEventFilter(this);
    if (isVisible())
        fitToWindow();
}

void FocusView::fitToWindow()
{
    QRect area = parentWidget()->rect();
    if (m_uncovered && m_uncovered->isVisible() && !m_uncovered->isWindow()) {
        const QRect side = m_uncovered->geometry();
        if (side.center().x() > area.center().x())
            area.setRight(side.left() - 1);
        else
            area.setLeft(side.right() + 1);
    }
    setGeometry(area);
    update();
}

void FocusView::close()
{
    for (const QMetaObject::Connection &c : std::as_const(m_repaints))
        disconnect(c);
    m_repaints.clear();
    m_painter.reset();
    hide();
}

void FocusView::paintEvent(QPaintEvent *)
{
    QCPPainter painter(this);
    if (m_blank) {
        painter.fillRect(rect(), m_blankColour);
        m_repaintAll = true; // the figure is drawn whole when it shows again
        return;
    }
    const Painted now{theme::current(), devicePixelRatioF(), size(), m_textScale};
    const bool whole = std::exchange(m_repaintAll, false) || m_painted != now;
    const bool same = !std::exchange(m_selectionStale, false) && !whole;
    m_painted = now;
    if (m_ink->tool() == InkTool::None) {
        paintFigure(painter, whole);
    } else {
        // A tool in hand: the figure kept as an image, so that the ink alone repaints at 60 Hz.
        const QSize pixels = (QSizeF(size()) * devicePixelRatioF()).toSize();
        if (!same || m_figureImage.size() != pixels) {
            if (m_figureImage.size() != pixels) { // else the last frame's image is painted over (Play at 60 Hz)
                m_figureImage = QImage(pixels, QImage::Format_ARGB32_Premultiplied);
                m_figureImage.setDevicePixelRatio(devicePixelRatioF());
            }
            QCPPainter image(&m_figureImage);
            image.setRenderHint(QPainter::Antialiasing);
            image.setRenderHint(QPainter::TextAntialiasing);
            paintFigure(image, whole);
        }
        painter.drawImage(QPointF(0, 0), m_figureImage);
    }
    m_ink->paint(painter, m_place);
}

void FocusView::paintFigure(QCPPainter &painter, bool whole)
{
    // A slide of the window's size: the text of an export, the window's height / 40 (FigureStyle::forImage()),
    // also when the slim bar's strip is left free below.
    const FigureStyle style = FigureStyle::forImage(width(), height(), theme::current(), m_textScale);
    // The bar's strip too, in the figure's colour. (Filling the strip alone and leaving the rest to the
    // figure measured slower: 13 against 10 ms a frame of the clocks at 4K.) A figure that fills its own
    // area (a QCustomPlot figure) gets the heading's and the strip's bands only: one 4K fill less a step.
    const QRect figure = figureArea();
    // The bands alone only where their edges fall on whole device pixels: at a fractional ratio (1.25) the
    // antialiased band and the figure's own fill would each cover part of the edge row, and the last frame
    // (or an ink image's uninitialised memory) would show through a faint line.
    const double ratio = devicePixelRatioF();
    if (m_figure && m_painter && m_painter->fillsArea() && ratio == std::floor(ratio)) {
        painter.fillRect(QRect(0, 0, width(), figure.top()), style.palette.background);
        painter.fillRect(QRect(0, figure.bottom() + 1, width(), height() - figure.bottom() - 1), style.palette.background);
    } else {
        painter.fillRect(rect(), style.palette.background);
    }
    // The heading is drawn at every paint: the background above has just covered it.
    paintSlideHeader(painter, QRectF(rect()), style, m_header);
    m_place = InkPlace{{}, QRectF(figure), static_cast<double>(height()), m_figure ? figureName(*m_figure) : QString()};
    if (!m_figure || !m_painter)
        return;
    if (whole) {
        m_painter->paint(painter, QRectF(figure), *m_state, style, devicePixelRatioF());
        ++m_wholePaints;
    } else {
        m_painter->paintSelection(painter, QRectF(figure), *m_state, style, devicePixelRatioF());
    }
    m_place.frames = m_painter->dataFrames();
}

void FocusView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (m_ink->tool() != InkTool::None) {
        m_ink->press(event->position(), m_place); // a quick second stroke, not a way out
        return;
    }
    Q_EMIT closeRequested();
}

void FocusView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_ink->press(event->position(), m_place))
        QWidget::mousePressEvent(event);
}

void FocusView::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_ink->move(event->position(), event->buttons() & Qt::LeftButton, m_place))
        QWidget::mouseMoveEvent(event);
}

void FocusView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_ink->release(event->position(), m_place))
        QWidget::mouseReleaseEvent(event);
}

void FocusView::leaveEvent(QEvent *event)
{
    m_ink->leave();
    QWidget::leaveEvent(event);
}

void FocusView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && putInkDown())
        return;
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

bool FocusView::focusNextPrevChild(bool)
{
    return true; // handled: the focus stays on the figure alone
}

bool FocusView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize && isVisible())
        fitToWindow();
    // The dock shown, hidden, floated or resized: the figure takes the rest.
    if (watched == m_uncovered && isVisible() &&
        (event->type() == QEvent::Show || event->type() == QEvent::Hide || event->type() == QEvent::Resize ||
         event->type() == QEvent::Move))
        fitToWindow();
    return QWidget::eventFilter(watched, event);
}
