#pragma once
/// \file precisionfigure.h
/// \brief What a number format does to RoPE's angles: the error of the angle p·θ of pair 0 and of pair i as
/// PyTorch computes it in float32, bfloat16 and float16 (posenc/numbers/numberformat.h ropeAngleIn()), against
/// the position, with the first position where neighbours collide and float16's overflow marked.

#include "ui/families/ropefigures.h"
#include "ui/figures/notedfigure.h"

#include <QList>

class QCPGraph;

/// x: position p = 0 … s − 1. y (log): |angle in the format − p·θ| (rad), the largest over each pixel column's
/// positions; pair 0 solid, pair i dashed; one colour per format.
class PrecisionFigure : public NotedFigure
{
public:
    explicit PrecisionFigure(QCustomPlot *plot);

    Figure figure() const override { return ropeFigures::precision; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    void showSelection(const ExplorerState &) override {}
    QString verdict() const { return note(); }

    /// The pair i drawn beside pair 0: the selected pair when it is another and within R/2, else pair 1.
    static int otherPair(const Session &session);
    /// The formats drawn, in the CSV's order: float32, bfloat16, float16.
    static const QList<int> &formats();

private:
    QList<QCPGraph *> m_graphs;
};
