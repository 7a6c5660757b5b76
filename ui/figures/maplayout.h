#pragma once
/// \file maplayout.h
/// \brief The layout of a figure that is one colour map: a title on top, the map with its colour scale on
/// the right, a verdict line underneath (the learned table's whole-table and spectrum figures).

class MatrixImageMap;
class QCPAxisRect;
class QCPColorScale;
class QCPTextElement;
class QCustomPlot;
class QString;

struct MapLayout
{
    QCPTextElement *title = nullptr;
    QCPTextElement *verdict = nullptr;
    QCPAxisRect *rect = nullptr;
    QCPColorScale *scale = nullptr;
    MatrixImageMap *map = nullptr; ///< on rect's bottom (key) and left (value) axes

    /// Builds the layout on \a plot (whose layout is cleared first) with \a title and the axis labels
    /// \a xLabel and \a yLabel; no grid (it would cross the cells).
    static MapLayout build(QCustomPlot *plot, const QString &title, const QString &xLabel, const QString &yLabel);
};
