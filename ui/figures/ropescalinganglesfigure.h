#pragma once
/// \file ropescalinganglesfigure.h
/// \brief Angles never seen in training: the rotation angle of each pair at position p = s − 1 before and
/// after context extension, against the largest angle that pair reached within the trained length L0.

#include "ui/families/ropefigures.h"
#include "ui/figures/notedfigure.h"

#include <QList>

class QCPGraph;

/// x: pair i. y (log, rad): θᵢ·(L0 − 1) (trained), θᵢ·p (unscaled) and θ′ᵢ·p (scaled); above 2π every angle
/// of the circle was seen in training, below it an angle past the trained one was not (marked).
class RopeScalingAnglesFigure : public NotedFigure
{
public:
    explicit RopeScalingAnglesFigure(QCustomPlot *plot);

    Figure figure() const override { return ropeFigures::scalingAngles; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    void showSelection(const ExplorerState &) override {}
    QString hover(const QPointF &pixel, ExplorerState &state) override;
    QString verdict() const { return note(); }

private:
    QCPGraph *m_trained;
    QCPGraph *m_before;
    QCPGraph *m_after;
    QCPGraph *m_unseenBefore;
    QCPGraph *m_unseenAfter;
};
