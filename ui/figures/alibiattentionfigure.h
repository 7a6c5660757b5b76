#pragma once
/// \file alibiattentionfigure.h
/// \brief What "recency" means per ALiBi head: the attention head of the Attention tab on its sentence with
/// no bias, with the steepest slope and with the shallowest, side by side.

#include "ui/families/alibifigures.h"
#include "ui/figures/plotfigure.h"
#include "ui/figures/weightpanels.h"

#include <Eigen/Core>

#include <memory>

/// Three maps of attention weights (row = query token, column = key token, rows sum to 1) of the seeded
/// head's q, k from the token embeddings alone (posenc::PermutationDemo::tokenQueriesA): softmax(q·k/√d + B)
/// with B = 0 and ALiBi's bias of the steepest and of the shallowest slope of the session's heads, −m (i − j)
/// with the causal mask (keys after the query get no weight) or −m |i − j| (symmetric). Under them, measured: each map's mean attended distance (posenc::meanAttendedDistance()).
class AlibiAttentionFigure : public PlotFigure
{
public:
    explicit AlibiAttentionFigure(QCustomPlot *plot);
    ~AlibiAttentionFigure() override;

    Figure figure() const override { return alibiFigures::attention; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    void showSelection(const ExplorerState &) override {}

    /// The line under the maps (the mean attended distances), or why there are no maps.
    QString verdict() const;
    /// The three weight matrices last shown (no bias, steepest, shallowest); empty without a sentence.
    const std::vector<Eigen::MatrixXd> &weights() const { return m_weights; }
    /// The weights of \a state's sentence: no bias, the steepest and the shallowest slope of the session's heads
    /// (each n x n). Empty when the attention head has no result (no sentence, or its error).
    /// \a problem, when given, gets why they are empty (the sentence's tokens, d_model), else "".
    static std::vector<Eigen::MatrixXd> weightsOf(const ExplorerState &state, QString *problem = nullptr);

private:
    std::unique_ptr<WeightPanels> m_panels;
    std::vector<Eigen::MatrixXd> m_weights;
};
