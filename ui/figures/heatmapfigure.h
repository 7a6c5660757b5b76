#pragma once
/// \file heatmapfigure.h
/// \brief Builds and fills one L x d_model heat map (embedding, PE or sum) on a QCustomPlot.
///
/// Used by the on-screen HeatmapView and by the exporter, so a PNG shows exactly what the window shows.
/// Conventions (DESIGN.md "what right figures look like"):
/// - position pos = firstPosition + row; row 0 is the top row, dimension j = 0 the left column;
/// - cell (row, j) is centred on the integer coordinates (j, row), no interpolation;
/// - PE uses the diverging gradient pinned to [-1, 1]; embedding and sum a range symmetric around 0;
/// - a colour bar with a label, axis titles "dimension j" and "position pos".

#include "ui/figures/plotfigure.h"

#include <QPoint>
#include <QPointF>

#include <optional>

class ExplorerState;
class QCustomPlot;
class MatrixImageMap;
class QCPColorScale;
class QCPItemRect;
class QCPTextElement;

class HeatmapFigure : public PlotFigure
{
public:
    /// Adds the title, colour map, colour scale and markers to \a plot (which must be empty).
    HeatmapFigure(QCustomPlot *plot, Figure figure);

    Figure figure() const override { return m_figure; }
    void styleFigure(const FigureStyle &style) override;
    /// Row labels ("15 input"), five lines' width of cells and the colour scale, in its fonts (the
    /// rotated titles are dropped below their width).
    int minimumWidth() const override;
    /// Fills the colour map from the state's matrix and updates ranges, tick labels and title.
    void showData(const ExplorerState &state) override;
    /// Frames the selected position's row and marks the selected dimension's column.
    void showSelection(const ExplorerState &state) override;
    /// Selects the position and the dimension of the clicked cell.
    void click(const QPointF &pixel, ExplorerState &state) override;
    /// Publishes the hovered cell to the state and describes it (cellreadout.h).
    QString hover(const QPointF &pixel, ExplorerState &state) override;
    /// Cell under the widget pixel \a pixel: x() = dimension j, y() = row; nullopt outside the map.
    std::optional<QPoint> cellAt(const QPointF &pixel) const;

    MatrixImageMap *colorMap() const { return m_map; }
    QCPColorScale *colorScale() const { return m_scale; }
    int rows() const { return m_rows; }
    int columns() const { return m_columns; }
    /// True when the matrix has more cells than pixels and is shown reduced (the title says so).
    bool reduced() const { return m_reduced; }

private:
    void updateRowTicks(const ExplorerState &state);
    void showNote(const QString &text);

    Figure m_figure;
    QCPTextElement *m_title = nullptr;
    QCPTextElement *m_note = nullptr; ///< says when the map is shown reduced
    double m_titleRoom = 0; ///< pixels the title and note may take (the axis rect's column)
    MatrixImageMap *m_map = nullptr;
    QCPColorScale *m_scale = nullptr;
    QString m_scaleLabel; ///< the colour scale's title, shown when the map is wide enough
    QCPItemRect *m_marker = nullptr;
    QCPItemRect *m_columnMarker = nullptr;
    FigureStyle m_style;
    int m_rows = 0;    ///< L of the full matrix
    int m_columns = 0; ///< d_model of the full matrix
    bool m_reduced = false;
};
