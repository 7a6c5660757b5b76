#pragma once
/// \file attentionfigure.h
/// \brief Permutation invariance: one attention head on a sentence and on a reordering of its words,
/// without PE (the same numbers, rows and columns reordered) or with PE (different numbers).

#include "ui/figures/plotfigure.h"
#include "ui/figures/weightpanels.h"

#include <posenc/analysis/attention.h>

#include <memory>

/// Two heat maps of attention weights (row = query token, column = key token, first token on top, the
/// weights of a row sum to 1), on one scale pinned to [0, 1], with the weights written in the cells when
/// they fit. Under them, one line says what to look for, with the measured largest difference after
/// reordering (posenc::PermutationDemo::mismatch) of the scheme chosen in both slots, and of each family alone.
class AttentionFigure : public PlotFigure
{
public:
    explicit AttentionFigure(QCustomPlot *plot);
    ~AttentionFigure() override;

    Figure figure() const override { return Figure::Attention; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    void showSelection(const ExplorerState &) override {}

    /// The line under the plots ("Without PE: ... the same numbers ...").
    QString hint() const;
    /// Largest number of tokens for which the weights are written into the cells.
    static constexpr int maxLabelledTokens = WeightPanels::maxLabelledTokens;
    /// Below this largest difference after reordering, a scheme keeps the permutation symmetry (rounding:
    /// NoPE measures about 1e-16).
    static constexpr double symmetryKept = 1e-12;
    /// "Each family alone, largest difference after reordering: NoPE 2.8e-17 (symmetric) · sinusoidal 0.21 · …"
    static QString familyLine(const posenc::PermutationDemo &demo);

private:
    std::unique_ptr<WeightPanels> m_panels;
};
