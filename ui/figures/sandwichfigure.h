#pragma once
/// \file sandwichfigure.h
/// \brief Sandwich's bias against the distance r = 0 .. L − 1 (posenc/encodings/sandwich.h; Chi et al. 2023,
/// NeMo's code): (S(r) − d'/2) / (8h/H) for every head, the head shown bold; S(r) = Σ_{k=1}^{d'/2} cos(r ω_k), the
/// dot product of two sinusoidal position vectors r apart. It falls, then oscillates: not every farther key is
/// penalised more.

#include "ui/families/sandwichfigures.h"
#include "ui/figures/plotfigure.h"

#include <Eigen/Core>

class QCPGraph;
class QCPTextElement;

class SandwichFigure : public PlotFigure
{
public:
    explicit SandwichFigure(QCustomPlot *plot);

    Figure figure() const override { return sandwichFigures::bias; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    QString hover(const QPointF &pixel, ExplorerState &state) override;

    QString note() const;

private:
    QCPTextElement *m_title;
    QCPTextElement *m_note;
    QCPGraph *m_shown;
    QList<QCPGraph *> m_others;
    Eigen::MatrixXd m_table; ///< sandwichTable(): r, S(r), one column per head
    int m_head = 0;
};

/// r, S(r), then the bias of each head h = 0 .. H − 1 (the paper's h + 1), for r = 0 .. length − 1: the figure's
/// CSV, in the layout of tests/data/golden/current/sandwich_bias_d128_H12.csv. \throws posenc::ParameterError as
/// posenc::sandwichBias().
Eigen::MatrixXd sandwichTable(int headDim, int heads, int length);
