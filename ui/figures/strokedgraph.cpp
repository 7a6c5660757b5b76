#include "ui/figures/strokedgraph.h"

#include <algorithm>
#include <cmath>

double devicePixelScale(const QPainter *painter)
{
    return painter->device()->devicePixelRatioF() * painter->worldTransform().m11();
}

void strokeInRuns(QCPPainter *painter, const QVector<QPointF> &points)
{
    QPen pen = painter->pen();
    if (pen.style() == Qt::NoPen || pen.color().alpha() == 0)
        return;
    const bool vector = painter->modes().testFlag(QCPPainter::pmVectorized);
    if (!vector && qFuzzyCompare(pen.widthF(), 1.0))
        pen.setWidth(0);
    const bool dashed = pen.style() != Qt::SolidLine;
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
