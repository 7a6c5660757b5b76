#include "ui/figures/selectionmarks.h"

#include <qcustomplot.h>

#include <QPainter>

#include <cmath>

std::vector<SelectionMark> shownSelectionMarks(const QCPLayer *layer)
{
    std::vector<SelectionMark> marks;
    if (!layer)
        return marks;
    for (QCPLayerable *child : layer->children()) {
        if (const auto *frame = qobject_cast<const QCPItemRect *>(child); frame && frame->visible())
            marks.emplace_back(frame, QRectF(frame->topLeft->pixelPosition(), frame->bottomRight->pixelPosition()).normalized());
        if (const auto *line = qobject_cast<const QCPItemStraightLine *>(child); line && line->visible() && line->clipAxisRect()) {
            // A vertical line (pos) across its axis rect; any other direction: the whole axis rect.
            const QRectF area = line->clipAxisRect()->rect();
            const double x = line->point1->pixelPosition().x();
            const bool vertical = std::abs(line->point2->pixelPosition().x() - x) < 1e-9;
            marks.emplace_back(line, vertical ? QRectF(x, area.top(), 0, area.height()) : area);
        }
    }
    return marks;
}

void drawSelectionMarks(QPainter &painter, const std::vector<SelectionMark> &marks)
{
    for (const auto &[mark, rect] : marks) {
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing, mark->antialiased());
        // The clip QCPLayer::draw() gives its children: the axis rect one pixel up.
        if (mark->clipToAxisRect() && mark->clipAxisRect())
            painter.setClipRect(mark->clipAxisRect()->rect().translated(0, -1), Qt::IntersectClip);
        // QCPPainter::setAntialiasing()'s half-pixel shift for antialiased drawing on raster devices.
        if (mark->antialiased())
            painter.translate(0.5, 0.5);
        if (const auto *frame = qobject_cast<const QCPItemRect *>(mark)) {
            painter.setPen(frame->pen());
            painter.setBrush(frame->brush());
            painter.drawRect(rect);
        } else if (const auto *line = qobject_cast<const QCPItemStraightLine *>(mark)) {
            painter.setPen(line->pen());
            const QPointF from = line->point1->pixelPosition();
            const QPointF along = line->point2->pixelPosition() - from;
            const double length = std::hypot(along.x(), along.y());
            // As QCPItemStraightLine::draw(): across its axis rect widened by the pen (the clip cuts the
            // rest), top to bottom, so that the dashes fall where it puts them; not much further either way,
            // or Qt draws a line of too many dashes solid.
            const int pad = int(std::ceil(line->pen().widthF()));
            const QRectF axes = mark->clipAxisRect() ? QRectF(mark->clipAxisRect()->rect()) : rect;
            if (std::abs(along.x()) < 1e-9 && length > 0 && mark->clipAxisRect()) {
                const QRect widened = mark->clipAxisRect()->rect().adjusted(-pad, -pad, pad, pad);
                painter.drawLine(QPointF(from.x(), widened.top()), QPointF(from.x(), widened.bottom()));
            } else if (std::abs(along.x()) < 1e-9 && length > 0)
                painter.drawLine(QPointF(from.x(), axes.top()), QPointF(from.x(), axes.bottom()));
            else if (length > 0)
                painter.drawLine(from - along * (std::hypot(axes.width(), axes.height()) / length),
                                 from + along * (std::hypot(axes.width(), axes.height()) / length));
        }
        painter.restore();
    }
}
