#pragma once
/// \file matrixcurvelayout.h
/// \brief The layout shared by the figures that show an n x n matrix beside a curve (similarity, RoPE
/// score): a title on top, the matrix (row 0 on top) with its colour scale and a framed cell, the curve
/// panel with a legend, and a verdict line underneath.

#include <QPoint>
#include <QPointF>
#include <QString>

#include <optional>

#include "ui/figures/figurepalette.h"
#include "ui/figures/figurestyle.h"

#include <Eigen/Core>

class QCPAxisRect;
class MatrixImageMap;
class QCPColorScale;
class QCPItemRect;
class QCPLegend;
class QCPTextElement;
class QCustomPlot;

struct MatrixCurveLayout
{
    QCPTextElement *title = nullptr;
    QCPTextElement *verdict = nullptr;
    QCPAxisRect *matrixRect = nullptr;
    QCPAxisRect *curveRect = nullptr;
    MatrixImageMap *map = nullptr;     ///< on matrixRect's bottom (column) and left (row, reversed) axes
    QCPColorScale *scale = nullptr; ///< the map's; right of the matrix
    QCPItemRect *cell = nullptr;    ///< the frame of one cell, clipped to the matrix
    QCPLegend *legend = nullptr;    ///< top right inside the curve panel

    /// Builds the layout on \a plot (whose layout is cleared first), with \a title and the matrix's axis
    /// labels \a columnLabel and \a rowLabel. Matrix, scale and curve share their top and bottom margins.
    static MatrixCurveLayout build(QCustomPlot *plot, const QString &title, const QString &columnLabel,
                                   const QString &rowLabel);
    /// (column, row) of the cell of the n x n matrix under the widget pixel \a pixel, or nullopt.
    std::optional<QPoint> cellAt(const QPointF &pixel, int n) const;
    /// Frames cell (row, column) when \a show and the cell lies within the n x n matrix.
    void frameCell(int row, int column, int n, bool show) const;
    /// Applies \a style's fonts and pens to the title, verdict, both panels, the scale and the legend.
    void applyStyle(const FigureStyle &style) const;
    /// Fits the map's colours and the scale's label to the similarity values \a shown (dot products named
    /// \a quantity, or cosines): of one sign a sequential map from the smallest to the largest, with both
    /// signs a diverging one with 0 white, symmetric (cosine: pinned to −1 … 1).
    void fitSimilarityScale(const Eigen::MatrixXd &shown, bool cosine, const QString &quantity,
                            const FigurePalette &palette) const;
};
