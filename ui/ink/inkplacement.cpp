#include "ui/ink/inkplacement.h"

#include <QLineF>

#include <algorithm>

namespace {

/// A stroke's area: "FIGURE/INDEX" (the figure's registry name, the area's index among its plotting areas;
/// not the axes' labels, which change with the language).
QString frameName(const InkPlace &place, qsizetype index)
{
    return QStringLiteral("%1/%2").arg(place.figureName).arg(index);
}

const DataFrame *frameNamed(const InkPlace &place, const QString &name)
{
    for (qsizetype i = 0; i < place.frames.size(); ++i)
        if (frameName(place, i) == name)
            return &place.frames.at(i);
    return nullptr;
}

double distanceToSegment(QPointF p, QPointF a, QPointF b)
{
    const QPointF ab = b - a;
    const double length2 = QPointF::dotProduct(ab, ab);
    const double t = length2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / length2, 0.0, 1.0) : 0.0;
    return QLineF(p, a + t * ab).length();
}

} // namespace

InkStroke anchoredStroke(InkStroke style, const QList<QPointF> &pixels, const InkPlace &place)
{
    style.points.clear();
    style.frame.clear();
    const QPointF first = pixels.value(0);
    for (qsizetype index = 0; index < place.frames.size(); ++index) {
        const DataFrame &frame = place.frames.at(index);
        if (!frame.pixels.contains(first))
            continue;
        QList<QPointF> data;
        for (const QPointF &pixel : pixels)
            if (const auto point = frame.toData(pixel))
                data.append(*point);
        if (data.size() != pixels.size())
            break; // a log axis with a point past its end: the figure's area instead
        style.frame = frameName(place, index);
        style.points = data;
        return style;
    }
    const QRectF area = place.figure;
    for (const QPointF &pixel : pixels)
        style.points.append(QPointF(area.width() > 0 ? (pixel.x() - area.left()) / area.width() : 0,
                                    area.height() > 0 ? (pixel.y() - area.top()) / area.height() : 0));
    return style;
}

std::optional<QPolygonF> placedStroke(const InkStroke &stroke, const InkPlace &place)
{
    QPolygonF pixels;
    if (stroke.frame.isEmpty()) {
        for (const QPointF &point : stroke.points)
            pixels << QPointF(place.figure.left() + point.x() * place.figure.width(),
                              place.figure.top() + point.y() * place.figure.height());
        return pixels;
    }
    const DataFrame *frame = frameNamed(place, stroke.frame);
    if (!frame || stroke.points.isEmpty())
        return std::nullopt;
    double left = stroke.points.first().x(), right = left, bottom = stroke.points.first().y(), top = bottom;
    for (const QPointF &point : stroke.points) {
        left = std::min(left, point.x()), right = std::max(right, point.x());
        bottom = std::min(bottom, point.y()), top = std::max(top, point.y());
    }
    if (!frame->holds(QPointF((left + right) / 2, (bottom + top) / 2)))
        return std::nullopt;
    for (const QPointF &point : stroke.points) {
        const auto pixel = frame->toPixel(point);
        if (!pixel)
            return std::nullopt;
        pixels << *pixel;
    }
    return pixels;
}

int strokeNear(const QList<InkStroke> &strokes, QPointF pixel, double radius, const InkPlace &place)
{
    for (qsizetype i = strokes.size() - 1; i >= 0; --i) {
        const auto line = placedStroke(strokes.at(i), place);
        if (!line)
            continue;
        const double reach = radius + strokes.at(i).width * place.pageHeight / 2;
        if (line->size() == 1 && QLineF(pixel, line->first()).length() <= reach)
            return static_cast<int>(i);
        for (qsizetype j = 1; j < line->size(); ++j)
            if (distanceToSegment(pixel, line->at(j - 1), line->at(j)) <= reach)
                return static_cast<int>(i);
    }
    return -1;
}
