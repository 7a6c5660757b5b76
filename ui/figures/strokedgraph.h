#pragma once
/// \file strokedgraph.h
/// \brief Long curves stroked in milliseconds: a polyline drawn as short runs, and the QCPGraph that draws
/// its lines so.
///
/// Qt's raster engine strokes a polyline with a wide antialiased pen as one outline and fills it; for a
/// curve of hundreds of points running up and down its panel the outline overlaps itself everywhere and
/// the fill costs seconds (PE's waves at L 512: 3.0 s; runs of 8 points: 0.3 s, the process included).

#include <qcustomplot.h>

#include <QImage>
#include <QString>

/// Strokes \a points (pixels, NaN a gap) with \a painter's pen. On a raster device an opaque pen wider than
/// a pixel (without round caps) draws separate straight lines with square caps, a dashed pen its dashes
/// (the pattern carried on along the curve): Qt's scanline line rasterizer, no outline to fill (Compare at
/// 3840 x 2160: 80 ms a step before, 30 ms). Any other pen strokes runs of 8 segments, each starting where
/// the last ended, the dash pattern carried on (QPen::dashOffset()). A vector device (SVG, PDF) gets one
/// polyline per gap-free piece, as it is. A pen 1 pixel wide is drawn cosmetic (QCustomPlot's own rule: the
/// same look, much faster).
void strokeInRuns(QCPPainter *painter, const QVector<QPointF> &points);

/// Device pixels per logical pixel of what \a painter draws on: a widget buffer's ratio times the painter's
/// own scale (an export at --scale 2).
double devicePixelScale(const QPainter *painter);

/// A QCPGraph whose line is drawn by strokeInRuns() and whose scatter points, on a raster device, are one
/// image of the shape drawn once and copied to each point (an antialiased ellipse per point was a fifth of
/// a step of the why-exponent figure at 3840 x 2160); SVG and PDF get QCPGraph's shapes. Everything else is
/// QCPGraph's.
class StrokedGraph : public QCPGraph
{
    Q_OBJECT
public:
    using QCPGraph::QCPGraph;

protected:
    void drawLinePlot(QCPPainter *painter, const QVector<QPointF> &lines) const override;
    void drawScatterPlot(QCPPainter *painter, const QVector<QPointF> &scatters, const QCPScatterStyle &style) const override;

private:
    mutable QImage m_point;     ///< the scatter shape as last drawn
    mutable QString m_pointKey; ///< what it was drawn for (shape, size, pen, brush, device scale)
};

/// QCustomPlot::addGraph() with a StrokedGraph: on \a keyAxis and \a valueAxis, or the plot's x and y axes
/// when null. Registered with the plot as addGraph()'s graphs are (QCustomPlot::graph(), removeGraph()).
QCPGraph *addStrokedGraph(QCustomPlot *plot, QCPAxis *keyAxis = nullptr, QCPAxis *valueAxis = nullptr);
