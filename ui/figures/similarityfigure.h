#pragma once
/// \file similarityfigure.h
/// \brief The L x L matrix PE . PE^T (or cosine similarity) as a heat map, beside the dot product against
/// the offset k, with the measured spread along its diagonals ("distance only").

#include "ui/figures/matrixcurvelayout.h"
#include "ui/figures/plotfigure.h"

#include <qcustomplot.h>

#include <QPoint>

#include <optional>

class QCPAxisRect;
class MatrixImageMap;
class QCPColorScale;
class QCPGraph;
class QCPItemRect;
class QCPTextElement;

/// Left: similarity of positions p1 (rows, first position on top) and p2 (columns); the cell
/// (pos, pos + k) is framed. Right: sum_i cos(k w_i) (closed form, line) and the measured values from pos
/// and from pos' (dots) against k = 0 .. L-1. A click on the matrix selects pos = p1 and k = p2 - p1.
class SimilarityFigure : public PlotFigure
{
public:
    explicit SimilarityFigure(QCustomPlot *plot);

    Figure figure() const override { return Figure::Similarity; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    void showSelection(const ExplorerState &state) override;
    void click(const QPointF &pixel, ExplorerState &state) override;
    QString hover(const QPointF &pixel, ExplorerState &state) override;

    MatrixImageMap *colorMap() const { return m_map; }
    /// The sentence under the plots, e.g. "largest spread along a diagonal: 3.6e-15 ...".
    QString verdict() const;

private:
    /// (p2 column, p1 row) of the matrix cell under the widget pixel.
    std::optional<QPoint> cellAt(const QPointF &pixel) const;

    MatrixCurveLayout m_layout;
    QCPTextElement *m_title;
    QCPTextElement *m_verdict;
    QCPAxisRect *m_matrixRect;
    QCPAxisRect *m_curveRect;
    MatrixImageMap *m_map;
    QCPColorScale *m_scale;
    QCPItemRect *m_cell;
    bool m_selectionMarks = true; ///< FigureStyle::selectionMarks: frame the cell (pos, pos + k)
    QCPGraph *m_closedForm;
    QCPGraph *m_fromPos;
    QCPGraph *m_fromComparePos;
    QCPScatterStyle m_posMarker;
    QCPScatterStyle m_comparePosMarker;
    int m_size = 0;
    int m_curveColumns = 4096; ///< pixel columns of the curve panel, as last laid out
    double m_lineWidth = 1.0;  ///< the style's line width
    FigurePalette m_palette;   ///< the style's: the map's gradient depends on the values' signs
    double m_panelHeight = 1.0;  ///< value range of the curve panel
    double m_closedTravel = 0.0; ///< the closed form's path up and down, in panel heights
};
