#pragma once
/// \file learnedspectrumfigure.h
/// \brief Which frequencies a learned table's columns hold along the positions, against the angular
/// frequencies ωᵢ the sinusoidal PE gives the same d_model: one column of the heat map per table column,
/// sorted by its strongest frequency (fastest on the left, as the sinusoidal pairs run), the amplitude
/// of each frequency up the column on log axes (posenc::columnSpectrum()).

#include "ui/figures/maplayout.h"
#include "ui/figures/plotfigure.h"

#include <qcustomplot.h>

class MatrixImageMap;

/// Rows of the map: angular frequencies from 2π/N (one period in the N positions read) to π (two
/// positions per period), log-spaced, one per pixel row (each the largest amplitude of the DFT bins in
/// it, or the nearest bin). Below 2π/N nothing can be measured: the axis goes on down to the slowest ωᵢ
/// of the sinusoidal PE, whose line runs on through that band.
class LearnedSpectrumFigure : public PlotFigure
{
public:
    explicit LearnedSpectrumFigure(QCustomPlot *plot);

    Figure figure() const override { return Figure::LearnedSpectrum; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    QString hover(const QPointF &pixel, ExplorerState &state) override;

    /// The table's column j at rank r (sorted by strongest frequency, fastest first).
    const QList<int> &columnsByRank() const { return m_order; }
    QString verdict() const;

private:
    /// The map's row coordinate of the angular frequency \a omega (rad/position).
    double rowOf(double omega) const;

    MapLayout m_layout; ///< title, map, colour scale, verdict
    QCPGraph *m_sinusoidal;
    QCPItemRect *m_unresolved;
    QCPItemText *m_unresolvedText;
    QCPLegend *m_legend;
    QList<int> m_order;
    QList<double> m_strongest; ///< by rank
    double m_logLow = 0, m_logHigh = 1; ///< log10 of the map's lowest and highest row's frequency
    int m_rows = 1;
};
