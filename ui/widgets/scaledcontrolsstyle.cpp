#include "ui/widgets/scaledcontrolsstyle.h"

#include "ui/state/zoom.h"

#include <QApplication>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QIcon>
#include <QPainter>
#include <QPixmap>
#include <QPainterPath>
#include <QStyleFactory>
#include <QStyleOption>
#include <QWidget>

#include <algorithm>
#include <cmath>

ScaledControlsStyle::ScaledControlsStyle()
    : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion")))
{
}

double ScaledControlsStyle::scaleOf(const QWidget *widget, const QStyleOption *option)
{
    const double desktop = zoom::unzoomedPixelSize();
    if (desktop <= 0)
        return 1.0;
    if (widget)
        return std::max(1.0, QFontInfo(widget->font()).pixelSize() / desktop);
    // The option's font metrics are its widget's font's: their height against the desktop font's.
    if (option)
        return std::max(1.0, option->fontMetrics.height() / QFontMetricsF(QApplication::font()).height()
                                 * QFontInfo(QApplication::font()).pixelSize() / desktop);
    return 1.0;
}

int ScaledControlsStyle::pixelMetric(PixelMetric metric, const QStyleOption *option, const QWidget *widget) const
{
    const int base = QProxyStyle::pixelMetric(metric, option, widget);
    switch (metric) {
    case PM_SliderLength:
    case PM_SliderThickness:
    case PM_SliderControlThickness:
    case PM_ButtonIconSize:
    case PM_SmallIconSize:
    case PM_ToolBarIconSize:
    case PM_IndicatorWidth:
    case PM_IndicatorHeight:
    case PM_ExclusiveIndicatorWidth:
    case PM_ExclusiveIndicatorHeight:
    case PM_MenuButtonIndicator:
        return static_cast<int>(std::lround(base * scaleOf(widget, option)));
    default:
        return base;
    }
}

QRect ScaledControlsStyle::subControlRect(ComplexControl control, const QStyleOptionComplex *option, SubControl sub,
                                          const QWidget *widget) const
{
    const double scale = scaleOf(widget);
    const auto *spin = qstyleoption_cast<const QStyleOptionSpinBox *>(option);
    if (control != CC_SpinBox || !spin || scale <= 1.0 || spin->buttonSymbols == QAbstractSpinBox::NoButtons)
        return QProxyStyle::subControlRect(control, option, sub, widget);
    // As Fusion lays them out, with buttons 14 px × the scale.
    const QRect r = spin->rect;
    const int frame = spin->frame ? 3 : 0;
    const int button = static_cast<int>(std::lround(14 * scale));
    const int x = r.width() - frame - button + 2;
    const int centre = r.height() / 2;
    QRect rect;
    switch (sub) {
    case SC_SpinBoxUp:
        rect = QRect(x, frame, button, centre - frame);
        break;
    case SC_SpinBoxDown:
        rect = QRect(x, centre, button, r.height() - centre - frame);
        break;
    case SC_SpinBoxEditField:
        rect = QRect(frame, frame, x - frame, r.height() - 2 * frame);
        break;
    case SC_SpinBoxFrame:
        rect = r;
        break;
    default:
        return QProxyStyle::subControlRect(control, option, sub, widget);
    }
    return visualRect(spin->direction, r, rect);
}

QIcon ScaledControlsStyle::standardIcon(StandardPixmap icon, const QStyleOption *option, const QWidget *widget) const
{
    if (icon != SP_MediaPlay && icon != SP_MediaPause)
        return QProxyStyle::standardIcon(icon, option, widget);
    const QColor ink = (option ? option->palette : widget ? widget->palette() : QApplication::palette())
                           .color(QPalette::ButtonText);
    QIcon drawn;
    for (const int side : {16, 24, 32, 48, 64, 128, 256}) {
        QPixmap pixmap(side, side);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.setPen(Qt::NoPen);
        painter.setBrush(ink);
        const double s = side;
        if (icon == SP_MediaPlay) { // a triangle pointing right
            QPainterPath triangle;
            triangle.moveTo(0.25 * s, 0.15 * s);
            triangle.lineTo(0.85 * s, 0.5 * s);
            triangle.lineTo(0.25 * s, 0.85 * s);
            triangle.closeSubpath();
            painter.drawPath(triangle);
        } else { // two bars
            painter.drawRect(QRectF(0.22 * s, 0.15 * s, 0.2 * s, 0.7 * s));
            painter.drawRect(QRectF(0.58 * s, 0.15 * s, 0.2 * s, 0.7 * s));
        }
        painter.end();
        drawn.addPixmap(pixmap);
    }
    return drawn;
}

void ScaledControlsStyle::drawComplexControl(ComplexControl control, const QStyleOptionComplex *option, QPainter *painter,
                                             const QWidget *widget) const
{
    const auto *spin = qstyleoption_cast<const QStyleOptionSpinBox *>(option);
    const double scale = scaleOf(widget);
    if (control != CC_SpinBox || !spin || scale <= 1.0 || spin->buttonSymbols != QAbstractSpinBox::UpDownArrows) {
        QProxyStyle::drawComplexControl(control, option, painter, widget);
        return;
    }
    // The base style draws the frame and the buttons' panel; the arrows are drawn here, as large as the buttons.
    QStyleOptionSpinBox copy = *spin;
    copy.subControls &= ~(SC_SpinBoxUp | SC_SpinBoxDown);
    QProxyStyle::drawComplexControl(control, &copy, painter, widget);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(Qt::NoPen);
    for (const auto &[sub, enabled, up] : {std::tuple{SC_SpinBoxUp, bool(spin->stepEnabled & QAbstractSpinBox::StepUpEnabled), true},
                                           std::tuple{SC_SpinBoxDown, bool(spin->stepEnabled & QAbstractSpinBox::StepDownEnabled), false}}) {
        const QRectF box = subControlRect(CC_SpinBox, spin, sub, widget);
        const double half = std::min(box.width() * 0.3, box.height() * 0.45);
        const QPointF c = box.center();
        QPainterPath arrow;
        const double sign = up ? -1.0 : 1.0;
        arrow.moveTo(c.x() - half, c.y() - sign * half / 2);
        arrow.lineTo(c.x() + half, c.y() - sign * half / 2);
        arrow.lineTo(c.x(), c.y() + sign * half / 2);
        arrow.closeSubpath();
        const bool active = enabled && (spin->state & State_Enabled);
        painter->setBrush(spin->palette.color(active ? QPalette::Active : QPalette::Disabled, QPalette::ButtonText));
        painter->drawPath(arrow);
    }
    painter->restore();
}
