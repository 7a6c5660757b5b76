#include "ui/figures/strokedgraph.h"

#include <algorithm>
#include <cmath>

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

QCPGraph *addStrokedGraph(QCustomPlot *plot, QCPAxis *keyAxis, QCPAxis *valueAxis)
{
    return new StrokedGraph(keyAxis ? keyAxis : plot->xAxis, valueAxis ? valueAxis : plot->yAxis);
}
