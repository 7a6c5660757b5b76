#pragma once
/// \file whypairsfigure.h
/// \brief Why sin AND cos in pairs (seed notes 000 and 003; posenc/analysis/whypairs.h): for the selected pair
/// and offset k, each position's sine against its sine k positions later (one value, two successors: no
/// number maps one to the other) beside the (sin, cos) pair on its circle, where M_k turns every point by the
/// same ωᵢk. The residual of the best linear map over the positions shown is printed for both.

#include "ui/figures/notedfigure.h"

class QCPCurve;
class QCPGraph;

/// Left panel: points (sin ωp, sin ω(p + k)) for p over the rows shown, the closed curve they lie on, the best
/// line a·x and the vertical through the selected pos, which meets the curve twice. Right panel: the unit
/// circle with each position's hand tip (x = cos ωp, y = sin ωp, the clock's convention) and its tip at p + k,
/// and the arc ωk from pos and from pos′: the same turn.
class WhyPairsFigure : public NotedFigure
{
public:
    explicit WhyPairsFigure(QCustomPlot *plot);

    Figure figure() const override { return Figure::WhyPairs; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    QString verdict() const { return note(); }

    /// The complete pair the figure shows for \a state: the selected one, else the last complete pair; −1
    /// when d_model has none.
    static int shownPair(const ExplorerState &state);

private:
    QCPCurve *m_ellipse;   ///< (sin t, sin(t + ωk)) for every real t
    QCPGraph *m_sinePoints;
    QCPGraph *m_sineFit;   ///< y = a·x
    QCPCurve *m_circle;
    QCPGraph *m_pairPoints;
    QCPGraph *m_pairNext;
    QList<QCPCurve *> m_arcs;
};
