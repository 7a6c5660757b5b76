#pragma once
/// \file ropedecayfigure.h
/// \brief RoFormer sec. 3.4.3 (its Fig. 2): the relative upper bound (1/(R/2)) Σ_j |S_j| of the score
/// against the relative distance r: long-term decay.

#include "ui/families/ropefigures.h"
#include "ui/figures/plotfigure.h"

class QCPGraph;
class QCPItemStraightLine;
class QCPItemText;
class QCPTextElement;

/// The bound for r = 0 .. L-1 (line), with the distance |pos − pos'| of the selected m and n marked.
class RopeDecayFigure : public PlotFigure
{
public:
    explicit RopeDecayFigure(QCustomPlot *plot);

    Figure figure() const override { return ropeFigures::decay; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    void showSelection(const ExplorerState &state) override;
    QString hover(const QPointF &pixel, ExplorerState &state) override;
    /// The width of the bound's pen: 0 (one device pixel) when the curve runs up and down its panel more
    /// than denseCurveTravel times, else twice the style's line width.
    double curvePenWidth() const;

private:
    QCPTextElement *m_title;
    QCPTextElement *m_note;
    QCPGraph *m_bound;
    QCPItemStraightLine *m_distanceLine;
    QCPItemText *m_distanceLabel;
    bool m_selectionMarks = true;
    double m_lineWidth = 1.0;
};
