#pragma once
/// \file relativepainter.h
/// \brief The relative-offset figure, painted: for the selected pair i, the vectors PE_pair(pos),
/// PE_pair(pos + k) and the same at a second position pos', the matrix M_k with its numbers, and the
/// residual over all pairs. Shared by the on-screen view and the exporter.

#include "ui/figures/figurestyle.h"

#include <Eigen/Core>
#include <QRectF>

class ExplorerState;
class QPainter;

/// Everything the figure shows, computed by the core from the state.
struct RelativeScene
{
    int pair = 0;          ///< i
    int columns[2] = {0, 1}; ///< the dimensions of pair i, sine and cosine (the scheme's layout; -1: none)
    bool loneSine = false; ///< the pair has no cosine (odd d_model): no rotation to show
    int pairCount = 0;     ///< complete pairs, over which the residual is taken
    double omega = 0;      ///< w_i, rad/position
    int offset = 0;        ///< k
    int positions[2] = {0, 0};      ///< pos, pos'
    Eigen::Matrix2d rotation;       ///< M_k in the (sin, cos) order
    Eigen::Vector2d vectors[2][2];  ///< [pos or pos'][before, after]: PE_pair(p), PE_pair(p + k)
    Eigen::Vector2d mapped[2];      ///< M_k PE_pair(p)
    double measuredTurn[2] = {0, 0}; ///< angle the hand turns from p to p + k, measured from the vectors
    double residual[2] = {0, 0};     ///< max over all pairs |PE(p + k) - M_k PE(p)|
    /// A lecture's question page (ExplorerState::answerWithheld): pos′'s numbers and the conclusion are left out.
    bool answerWithheld = false;

    static RelativeScene fromState(const ExplorerState &state);
    /// measuredTurn[k] in the range the arc is drawn in: [0, 2 pi) for k > 0, (-2 pi, 0] for k < 0.
    double measuredTurnAsDrawn(int k) const;
};

/// Paints the whole figure into \a area: unit circle with the four hands and arcs on the left, numbers on
/// the right.
void paintRelativeFigure(QPainter &painter, const QRectF &area, const RelativeScene &scene, const FigureStyle &style);
