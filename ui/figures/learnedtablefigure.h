#pragma once
/// \file learnedtablefigure.h
/// \brief The whole learned table, every position it holds, and what lies past its end: nothing. A
/// learned table (GPT-2: 1024 rows) has no row for a position it was not given, so unlike the sinusoidal
/// PE or RoPE it cannot extrapolate. The rows the other views show are framed.

#include "ui/figures/maplayout.h"
#include "ui/figures/plotfigure.h"

#include <qcustomplot.h>

class MatrixImageMap;

/// One heat map: rows = positions 0 … rows − 1 of the table (top to bottom; more rows than pixels: one
/// row per pixel row, every step-th), columns j = 0 … d_model − 1 (more than pixels: each block's value
/// of largest magnitude); below it a hatched band of a quarter of the table's height, "no row". A file
/// table is read once per table and size (a 131 072-row table: about 1000 of its rows). The seeded
/// untrained table has a row for every position: no band, its first max(1024, first + L) rows.
class LearnedTableFigure : public PlotFigure
{
public:
    explicit LearnedTableFigure(QCustomPlot *plot);

    Figure figure() const override { return Figure::Learned; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    void showSelection(const ExplorerState &state) override;
    void click(const QPointF &pixel, ExplorerState &state) override;
    QString hover(const QPointF &pixel, ExplorerState &state) override;

    /// Positions drawn (the table's rows, or the seeded table's extent) and whether the band past the end
    /// is drawn (a table with a file).
    int extent() const { return m_extent; }
    bool showsEnd() const { return m_band->visible(); }
    QString verdict() const;

private:
    MapLayout m_layout; ///< title, map, colour scale, verdict
    QCPItemRect *m_band;     ///< past the end
    QCPItemText *m_bandText; ///< "no row …"
    QCPItemRect *m_shown;    ///< the rows shown by the other views
    QCPItemStraightLine *m_position;
    bool m_selectionMarks = true;
    int m_extent = 0;
    int m_dModel = 0;
    QString m_key; ///< table and size of the image last read
};
