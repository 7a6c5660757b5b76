#include "ui/figures/strokedgraph.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>

double devicePixelScale(const QPainter *painter)
{
    return painter->device()->devicePixelRatioF() * painter->worldTransform().m11();
}

namespace {

/// The straight pieces of the polyline \a points (pixels; a NaN or infinite point is a gap): points go on
/// one piece while the straight line from its start to the newest point passes within \a tolerance pixels
/// of every point between, going on in the same direction (a T5 step, ALiBi's lines, a flat stretch of a
/// curve). The bound holds for every point, not only against the last piece: directions from the start are
/// kept as an interval that each point narrows, so small bends cannot add up along a gentle curve.
QVector<QLineF> straightPieces(const QVector<QPointF> &points, double tolerance)
{
    QVector<QLineF> pieces;
    pieces.reserve(points.size());
    const auto finite = [](const QPointF &p) { return std::isfinite(p.x()) && std::isfinite(p.y()); };
    double first = 0;            // direction of the piece's first segment (radians)
    double low = 0, high = 0;    // allowed directions from the piece's start, relative to first
    const auto band = [&](const QPointF &from, const QPointF &to, double *lo, double *hi) {
        const QPointF d = to - from;
        const double relative = std::remainder(std::atan2(d.y(), d.x()) - first, 2 * std::numbers::pi);
        const double spread = std::asin(std::min(1.0, tolerance / std::hypot(d.x(), d.y())));
        *lo = relative - spread;
        *hi = relative + spread;
        return relative;
    };
    for (qsizetype k = 1; k < points.size(); ++k) {
        const QPointF &a = points[k - 1];
        const QPointF &b = points[k];
        if (!finite(a) || !finite(b) || a == b)
            continue;
        if (!pieces.isEmpty() && pieces.back().p2() == a) {
            const QPointF along = pieces.back().p2() - pieces.back().p1();
            const QPointF next = b - a;
            double lo = 0, hi = 0;
            const double relative = band(pieces.back().p1(), b, &lo, &hi);
            if (along.x() * next.x() + along.y() * next.y() > 0 && relative >= low && relative <= high) {
                pieces.back().setP2(b);
                low = std::max(low, lo);
                high = std::min(high, hi);
                continue;
            }
        }
        pieces.append(QLineF(a, b));
        first = std::atan2(b.y() - a.y(), b.x() - a.x());
        band(a, b, &low, &high);
    }
    return pieces;
}

/// The dashes of \a pieces under \a pen's pattern (QPen::dashPattern(), in pen widths of \a unit pixels,
/// starting QPen::dashOffset() widths in), the pattern going on from piece to piece and over gaps, as Qt
/// dashes a path; the pieces themselves for a solid pen. std::nullopt past \a most dashes (a pattern of
/// tiny dashes on a long curve would be millions of lines).
std::optional<QVector<QLineF>> dashesOf(const QVector<QLineF> &pieces, const QPen &pen, double unit, qsizetype most)
{
    const QList<qreal> pattern = pen.style() == Qt::SolidLine ? QList<qreal>() : pen.dashPattern();
    double patternLength = 0;
    for (const qreal entry : pattern)
        patternLength += std::max<qreal>(0, entry) * unit;
    if (pattern.size() < 2 || !(patternLength > 0))
        return pieces;
    const auto entryLength = [&](qsizetype index) { return std::max<qreal>(0, pattern[index]) * unit; };
    double phase = std::fmod(pen.dashOffset() * unit, patternLength);
    if (phase < 0)
        phase += patternLength;
    qsizetype index = 0;
    while (phase >= entryLength(index) && phase > 0) {
        phase -= entryLength(index);
        index = (index + 1) % pattern.size();
    }
    double left = entryLength(index) - phase; // of the current entry
    QVector<QLineF> dashes;
    for (const QLineF &piece : pieces) {
        const double length = piece.length();
        double at = 0;
        while (at < length) {
            const double step = std::min(left, length - at);
            if (index % 2 == 0 && step > 0) { // even entries are dashes, odd ones spaces
                if (dashes.size() >= most)
                    return std::nullopt;
                dashes.append(QLineF(piece.pointAt(at / length), piece.pointAt((at + step) / length)));
            }
            at += step;
            left -= step;
            if (left <= 0) {
                index = (index + 1) % pattern.size();
                left = entryLength(index);
            }
        }
    }
    return dashes;
}

} // namespace

void strokeInRuns(QCPPainter *painter, const QVector<QPointF> &points)
{
    QPen pen = painter->pen();
    if (pen.style() == Qt::NoPen || pen.color().alpha() == 0)
        return;
    const bool vector = painter->modes().testFlag(QCPPainter::pmVectorized);
    if (!vector && qFuzzyCompare(pen.widthF(), 1.0))
        pen.setWidth(0);
    const bool dashed = pen.style() != Qt::SolidLine;
    // Opaque as drawn (no painter opacity, plain source-over) and square-capped as Qt's default pen is:
    // what overlapping straight lines show as one line.
    // A translucent pen only for one straight line (ALiBi's heads: nothing overlaps to be blended twice).
    const bool plain = painter->opacity() >= 1.0 && painter->compositionMode() == QPainter::CompositionMode_SourceOver;
    const QVector<QLineF> pieces = !vector && plain && pen.widthF() > 1 && pen.capStyle() == Qt::SquareCap
                                       ? straightPieces(points, std::max(0.05, pen.widthF() / 32))
                                       : QVector<QLineF>();
    const bool opaque = pen.color().alpha() == 255 || (pieces.size() == 1 && !dashed);
    if (!pieces.isEmpty() && opaque) {
        // The pieces within 1/20 pixel of the points, or 1/32 of a wider pen's width (a 7-pixel 4K curve:
        // a fifth fewer lines, a fifth less time; the antialiased edge shows no difference).
        // Separate straight lines, a dashed pen's dashes among them: the raster engine draws a solid pen's
        // lines with its scanline line rasterizer (no outline to build and fill), several times faster
        // than a polyline of the same points (Compare at 3840 x 2160: 80 ms a step before, 30 ms; each line
        // filled as a polygon: 55 ms). Square caps overlap where two lines meet, which an opaque pen shows
        // as one line (its edge pixels blended twice: hence no meeting on a straight stretch). That
        // rasterizer clips a line's ends to the clip's bounds, so a partial repaint can differ from a full
        // one by up to 4 of 255 in an edge pixel where the clip cuts a line.
        QPen linePen = pen;
        linePen.setStyle(Qt::SolidLine);
        linePen.setCapStyle(Qt::SquareCap);
        painter->setPen(linePen);
        // Tiny dashes on a long curve go to Qt's own dasher below, which has its limit.
        if (const auto lines = dashesOf(pieces, pen, std::max(1.0, pen.widthF()), 4 * points.size() + 1024)) {
            painter->drawLines(*lines);
            painter->setPen(pen);
            return;
        }
        painter->setPen(pen);
    }
    const double unit = std::max(1.0, pen.widthF()); // dash lengths are in pen widths (1 for a cosmetic pen)
    const qsizetype most = vector ? points.size() : 9;
    QVector<QPointF> run;
    double travelled = 0; // along the curve, at the current run's start (pixels)
    double runLength = 0;
    const auto flush = [&] {
        if (run.size() >= 2) {
            QPen shifted = pen;
            if (dashed) // the pattern goes on where the last run left it
                shifted.setDashOffset(pen.dashOffset() + travelled / unit);
            painter->setPen(shifted);
            painter->drawPolyline(run.constData(), int(run.size()));
        }
        travelled += runLength;
        runLength = 0;
        run.clear();
    };
    for (const QPointF &p : points) {
        if (std::isnan(p.x()) || std::isnan(p.y()) || std::isinf(p.y())) {
            flush();
            continue;
        }
        if (!run.isEmpty())
            runLength += QLineF(run.back(), p).length();
        run.append(p);
        if (run.size() == most) {
            flush();
            run.append(p); // the next run starts where this one ended
        }
    }
    flush();
    painter->setPen(pen);
}

void StrokedGraph::drawLinePlot(QCPPainter *painter, const QVector<QPointF> &lines) const
{
    if (painter->pen().style() == Qt::NoPen || painter->pen().color().alpha() == 0)
        return;
    applyDefaultAntialiasingHint(painter);
    strokeInRuns(painter, lines);
}

void StrokedGraph::drawScatterPlot(QCPPainter *painter, const QVector<QPointF> &scatters, const QCPScatterStyle &style) const
{
    const double scale = devicePixelScale(painter);
    const bool plain = painter->worldTransform().type() <= QTransform::TxScale;
    if (painter->modes().testFlag(QCPPainter::pmVectorized) || !plain || style.shape() == QCPScatterStyle::ssPixmap ||
        style.shape() == QCPScatterStyle::ssCustom || scatters.size() < 16) {
        QCPGraph::drawScatterPlot(painter, scatters, style);
        return;
    }
    // The shape once, into an image of its size and pen at the device's scale, centred on a pixel.
    const QPen pen = style.isPenDefined() ? style.pen() : mPen;
    const QString key = QStringLiteral("%1 %2 %3 %4 %5 %6 %7")
                            .arg(int(style.shape()))
                            .arg(style.size())
                            .arg(pen.color().rgba())
                            .arg(pen.widthF())
                            .arg(style.brush().color().rgba())
                            .arg(int(style.brush().style()))
                            .arg(scale);
    if (key != m_pointKey) {
        const double reach = style.size() / 2 + std::max(1.0, pen.widthF()) + 1; // logical pixels from the centre
        const int side = int(std::ceil(2 * reach * scale)) | 1; // odd: a middle pixel
        m_point = QImage(side, side, QImage::Format_ARGB32_Premultiplied);
        m_point.fill(Qt::transparent);
        m_point.setDevicePixelRatio(scale);
        QCPPainter shape(&m_point);
        shape.setRenderHint(QPainter::Antialiasing);
        style.applyTo(&shape, mPen);
        shape.setPen(pen);
        style.drawShape(&shape, QPointF(side / scale / 2, side / scale / 2));
        m_pointKey = key;
    }
    const QPointF middle(m_point.width() / scale / 2, m_point.height() / scale / 2);
    for (const QPointF &p : scatters)
        if (!std::isnan(p.x()) && !std::isnan(p.y()))
            painter->drawImage(p - middle, m_point);
}

QCPGraph *addStrokedGraph(QCustomPlot *plot, QCPAxis *keyAxis, QCPAxis *valueAxis)
{
    return new StrokedGraph(keyAxis ? keyAxis : plot->xAxis, valueAxis ? valueAxis : plot->yAxis);
}
