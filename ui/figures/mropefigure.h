#pragma once
/// \file mropefigure.h
/// \brief M-RoPE (posenc/modern/mrope.h): cos of the angle of every token (rows, the sequence of text and image
/// tokens) in every frequency slot (columns, fastest first), each slot driven by the t, h or w of the token's
/// position id; a strip above the map says which. Sectioned (Qwen2-VL) the time axis gets only the fastest slots and
/// width only the slowest; interleaved (Qwen3-VL) every axis spans the band.

#include "ui/figures/modelfigures.h"
#include "ui/figures/plotfigure.h"

#include <posenc/modern/mrope.h>

#include <QString>

#include <array>
#include <optional>
#include <vector>

class MatrixImageMap;
class QCPGraph;
class QCPTextElement;
struct Session;

/// The M-RoPE of \a session: its tokens with their ids, its slots and angles (N × J); nullopt with \a why when a
/// setting cannot give one (the sections do not sum to head_dim / 2).
struct MropeData
{
    std::vector<posenc::MropeToken> tokens;
    std::vector<posenc::AxisSlot> axisSlots;
    Eigen::MatrixXd angles;
};
std::optional<MropeData> sessionMrope(const Session &session, QString *why);

/// \a session's mrope_section: its own, or Qwen2-VL's proportions 16 : 24 : 24 of head_dim / 2 (a quarter for t,
/// the rest halved) when it names none. \throws posenc::ParameterError for a malformed one.
std::array<int, 3> mropeSectionOf(const Session &session);

class MropeFigure : public PlotFigure
{
public:
    explicit MropeFigure(QCustomPlot *plot);

    Figure figure() const override { return modelFigures::mrope; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    QString hover(const QPointF &pixel, ExplorerState &state) override;

private:
    QCPTextElement *m_title;
    QCPTextElement *m_note;
    MatrixImageMap *m_map;
    QCPGraph *m_axes[3]; ///< the strip above the map: slots of t, h, w
    std::optional<MropeData> m_data;
};
