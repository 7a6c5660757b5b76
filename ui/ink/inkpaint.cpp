#include "ui/ink/inkpaint.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

void paintStroke(QPainter &painter, const InkStroke &stroke, const QPolygonF &pixels, double pageHeight,
                 double opacity)
{
    if (pixels.isEmpty() || opacity <= 0)
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setOpacity(painter.opacity() * std::clamp(opacity, 0.0, 1.0) * (stroke.highlighter ? 0.4 : 1.0));
    QPen pen(stroke.colour, std::max(1.0, stroke.width * pageHeight), Qt::SolidLine,
             stroke.highlighter ? Qt::SquareCap : Qt::RoundCap, Qt::RoundJoin);
    pen.setCosmetic(false);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    if (pixels.size() == 1)
        painter.drawPoint(pixels.first()); // a dot: a tap of the pen
    else
        painter.drawPolyline(pixels); // one path: a highlighter's overlaps do not darken
    painter.restore();
}

void paintInk(QPainter &painter, const QList<InkStroke> &strokes, const InkPlace &place)
{
    for (const InkStroke &stroke : strokes)
        if (const auto pixels = placedStroke(stroke, place))
            paintStroke(painter, stroke, *pixels, place.pageHeight);
}

void paintPointer(QPainter &painter, const QList<PointerTrailPoint> &trail, const QColor &colour, double pageHeight)
{
    if (trail.isEmpty())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const double dot = pageHeight / 45;
    // The trail: segments narrowing and fading with age.
    for (qsizetype i = 1; i < trail.size(); ++i) {
        const double life = 1 - trail.at(i).age;
        if (life <= 0)
            continue;
        QColor c = colour;
        c.setAlphaF(0.6 * life);
        painter.setPen(QPen(c, dot * 0.6 * life, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(trail.at(i - 1).pixel, trail.at(i).pixel);
    }
    // The dot with a light rim, seen on dark and light figures alike.
    painter.setPen(QPen(QColor(255, 255, 255, 220), dot / 8));
    QColor fill = colour;
    fill.setAlphaF(0.9);
    painter.setBrush(fill);
    painter.drawEllipse(trail.last().pixel, dot / 2, dot / 2);
    painter.restore();
}
