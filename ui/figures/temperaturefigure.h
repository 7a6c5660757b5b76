#pragma once
/// \file temperaturefigure.h
/// \brief The attention temperature against the query's position, 1 .. 10⁷ on a log axis
/// (posenc/modern/attentiontemperature.h): Llama 4's steps every floor_scale tokens on its NoPE layers,
/// Mistral 3's, Qwen's log-n past seq_length; where it leaves 1 marked.

#include "ui/figures/modelfigures.h"
#include "ui/figures/plotfigure.h"

#include <posenc/modern/attentiontemperature.h>

#include <vector>

class QCPGraph;
class QCPItemStraightLine;
class QCPItemText;
class QCPTextElement;

class TemperatureFigure : public PlotFigure
{
public:
    explicit TemperatureFigure(QCustomPlot *plot);

    Figure figure() const override { return modelFigures::temperature; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    QString hover(const QPointF &pixel, ExplorerState &state) override;

private:
    QCPTextElement *m_title;
    QCPTextElement *m_note;
    QCPGraph *m_factor;
    QCPItemStraightLine *m_first;
    QCPItemText *m_label;
    posenc::AttentionTemperature m_rule;
};

/// The positions the figure and its CSV show: 0, the steps around the first two tempered positions, and 1, 2, 5
/// times each power of ten up to 10⁷, sorted (p, 0-based).
std::vector<double> temperaturePositions(const posenc::AttentionTemperature &rule);
