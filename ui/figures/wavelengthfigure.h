#pragma once
/// \file wavelengthfigure.h
/// \brief Angular frequency w_i and wavelength 2*pi/w_i against pair i, on log axes, with the sequence
/// length L and a comparison base ("why 10000?").

#include "ui/figures/plotfigure.h"

#include <Eigen/Core>
#include <QStringList>

class QCPGraph;
class QCPItemStraightLine;
class QCPItemText;
class QCPItemTracer;
class QCPTextElement;

/// Left axis: wavelength lambda_i = 2*pi/w_i in positions (log), for the base and for the comparison
/// base. Right axis: w_i in rad/position (log). A horizontal line at lambda = L - 1, the steps that L
/// positions span: pairs below it turn a full circle within the sequence (posenc::pairsCompletingTurn()). The selected pair (state's dimension / 2) is marked; a click selects
/// the nearest pair.
class WavelengthFigure : public PlotFigure
{
public:
    explicit WavelengthFigure(QCustomPlot *plot);

    Figure figure() const override { return Figure::Wavelength; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    void showSelection(const ExplorerState &state) override;
    void click(const QPointF &pixel, ExplorerState &state) override;
    QString hover(const QPointF &pixel, ExplorerState &state) override;

private:
    /// The pair nearest to the widget pixel, or -1 outside the plot.
    int pairAt(const QPointF &pixel) const;

    QCPTextElement *m_title;
    QCPGraph *m_lambda;
    QCPGraph *m_comparison;
    QCPGraph *m_omega;
    QCPItemStraightLine *m_lengthLine;
    QCPItemText *m_lengthLabel;
    QCPItemStraightLine *m_pairLine;
    QCPItemTracer *m_pairTracer;
    QCPItemText *m_pairLabel;
    int m_pairs = 0;
};
