#pragma once
/// \file ropescalingscorefigure.h
/// \brief RoPE's score and RoFormer's decay bound against the distance out to the new length, before and after
/// context extension (posenc/analysis/contextextension.h), on a log axis of distance.

#include "ui/families/ropefigures.h"
#include "ui/figures/notedfigure.h"

#include <posenc/analysis/contextextension.h>

#include <QList>

class QCPGraph;

/// Top panel: ⟨R(r) q, k⟩ with θ (before) and with θ′, the attention factor's square and the chosen number
/// format (after), r = 1 … max(target, s) − 1 at scoreSamples distances spread on the log axis. Bottom panel:
/// RoFormer's relative decay bound of θ and of θ′ alone, in float64 (no attention factor², softmax factor or
/// number format: those scale the score, not this sum). L0 and the target length marked in both.
class RopeScalingScoreFigure : public NotedFigure
{
public:
    explicit RopeScalingScoreFigure(QCustomPlot *plot);

    Figure figure() const override { return ropeFigures::scalingScore; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    void showSelection(const ExplorerState &) override {}
    QString verdict() const { return note(); }

    static constexpr int scoreSamples = 1000;
    /// The curves of \a session: r, score before, score after, bound before, bound after, one row per sampled
    /// distance. \throws posenc::ParameterError as scaledFrequencies() (ropefamily.h).
    static Eigen::MatrixXd curves(const Session &session);

private:
    QCPGraph *m_scoreBefore;
    QCPGraph *m_scoreAfter;
    QCPGraph *m_boundBefore;
    QCPGraph *m_boundAfter;
};
