#pragma once
/// \file alibislopesfigure.h
/// \brief ALiBi's slope m_h of every head h on a log₂ axis (Press et al. 2022, sec. 3; get_slopes): a
/// geometric sequence for a power-of-two H; for any other H the slopes of the power below, then every other
/// slope of the power above, interleaving.

#include "ui/families/alibifigures.h"
#include "ui/figures/plotfigure.h"

class QCPGraph;
class QCPItemText;
class QCPTextElement;

/// Dots: m_h against h (the slopes of c heads, then, in another colour, those taken from 2c); the head
/// shown ringed and labelled with its slope as a power of two.
class AlibiSlopesFigure : public PlotFigure
{
public:
    explicit AlibiSlopesFigure(QCustomPlot *plot);

    Figure figure() const override { return alibiFigures::slopes; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    QString hover(const QPointF &pixel, ExplorerState &state) override;
    void click(const QPointF &pixel, ExplorerState &state) override;

    QString note() const;

private:
    QCPTextElement *m_title;
    QCPTextElement *m_note;
    QCPGraph *m_power;   ///< the slopes of c heads
    QCPGraph *m_between; ///< every other slope of 2c
    QCPGraph *m_shown;   ///< the head shown
    QCPItemText *m_label;
    std::vector<double> m_slopes;
};

/// "2⁻³", "2⁻⁰·⁵": the power of two \a slope is, its exponent written with superscripts (up to 3 decimals).
QString powerOfTwoText(double slope);
