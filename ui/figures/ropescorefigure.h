#pragma once
/// \file ropescorefigure.h
/// \brief RoPE's L x L score matrix <R(m) q, R(n) k> for the fixed q and k as a heat map, beside the score
/// against the distance m - n, with the measured invariance ("depends on m - n only").

#include "ui/families/ropefigures.h"
#include "ui/figures/matrixcurvelayout.h"
#include "ui/figures/plotfigure.h"

#include <qcustomplot.h>

#include <QPoint>

#include <optional>

class QCPGraph;

/// Left: S(m, n) for positions m (rows, first position on top) and n (columns); the cell (pos, pos') is
/// framed. Right: g(m - n) = <R(m - n) q, k> for m - n = -(L-1) .. L-1 (line) and the true products from
/// m = pos against n (dots). Underneath: the measured spread along the diagonals and the score before
/// and after moving both positions by one step. A click on the matrix selects pos = m and pos' = n.
class RopeScoreFigure : public PlotFigure
{
public:
    explicit RopeScoreFigure(QCustomPlot *plot);

    Figure figure() const override { return ropeFigures::score; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    void showSelection(const ExplorerState &state) override;
    void click(const QPointF &pixel, ExplorerState &state) override;
    QString hover(const QPointF &pixel, ExplorerState &state) override;

    /// The sentences under the plots (spread and invariance), for tests.
    QString verdict() const;
    /// The width of the score-against-distance curve's pen: 0 (one device pixel) when the curve runs up and
    /// down its panel many times, for tests.
    double curvePenWidth() const;

private:
    /// (n column, m row) of the matrix cell under the widget pixel.
    std::optional<QPoint> cellAt(const QPointF &pixel) const;

    MatrixCurveLayout m_layout;
    QCPGraph *m_byDistance;
    QCPGraph *m_fromPos;
    QCPScatterStyle m_marker;
    bool m_selectionMarks = true;
    int m_size = 0;
    double m_lineWidth = 1.0; ///< the style's line width
};
