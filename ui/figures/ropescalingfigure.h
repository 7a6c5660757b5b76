#pragma once
/// \file ropescalingfigure.h
/// \brief Context extension of RoPE (ropescaling.h): θᵢ of each pair before and after the scaling on a log
/// axis, the pairs kept, blended and interpolated shaded, the frequencies of one turn within L0 and within the
/// target length marked, YaRN's ramp on the right axis; the attention factor and the engine's differences under it.

#include "ui/families/ropefigures.h"
#include "ui/figures/notedfigure.h"

#include <QList>

class QCPGraph;

/// x: pair i = 0 … R/2 − 1. y (log): θᵢ and θ′ᵢ in rad/position. y2: ramp(i), 0 (kept) … 1 (÷ factor).
class RopeScalingFigure : public NotedFigure
{
public:
    explicit RopeScalingFigure(QCustomPlot *plot);

    Figure figure() const override { return ropeFigures::scaling; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    void showSelection(const ExplorerState &) override {}
    QString hover(const QPointF &pixel, ExplorerState &state) override;
    /// The note under the plot (attention factor, engine).
    QString verdict() const { return note(); }

private:
    QCPGraph *m_original;
    QCPGraph *m_scaled;
    QCPGraph *m_ramp;
};
