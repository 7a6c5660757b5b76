#pragma once
/// \file ropepainter.h
/// \brief The "rope" figure, painted: RoPE rotates q and k pair by pair. One clock per pair with the
/// hand of R(m) q and of R(n) k (m = pos, n = pos'), adding against multiplying for one pair (the sum
/// view's x + PE(m) against RoPE's R(m) x), and the measured facts: the norm is kept, the score does not
/// change when m and n move by the same step, the W_q / W_k row permutation maps one pairing onto the
/// other exactly. Shared by the on-screen view and the exporter.

#include "ui/figures/figurestyle.h"

#include <posenc/analysis/ropeanalysis.h>

#include <Eigen/Core>
#include <QList>
#include <QRectF>
#include <QStringList>

#include <vector>

class ExplorerState;
class QPainter;

/// Everything the figure shows, computed by the core from the state (a copy: paints on any thread).
struct RopeScene
{
    posenc::RopeSpec spec;
    Eigen::VectorXd thetas;       ///< theta_i, rad/position
    Eigen::VectorXd q, k;         ///< head_dim values each
    Eigen::VectorXd rq, rk;       ///< R(m) q and R(n) k
    bool seededQuery = true, seededKey = true;
    int m = 0, n = 0;             ///< positions of q and k: pos and pos'
    double mTurned = 0;           ///< m with Play's fraction (ExplorerState::displayPosition()): R(m) q's angle
    int step = 0;                 ///< s: both positions moved by it (the offset k of the parameter panel)
    int pair = 0;                 ///< the pair of the add-versus-multiply panel (the selected pair, clamped)
    posenc::RopeShiftCheck shift; ///< score at (m, n) and at (m + s, n + s)
    std::vector<int> permutation; ///< interleaved -> halves rows of W_q, W_k
    double permutationError = 0;  ///< measured on q and k at the first permutationChecked positions (0: exact)
    int permutationChecked = 0;   ///< min(L, 64)
    /// A lecture's question page (ExplorerState::answerWithheld): the shifted score and its verdict are blank.
    bool answerWithheld = false;

    static RopeScene fromState(const ExplorerState &state);
    /// The 2-vector of pair \a i of \a x (its two dimensions under spec's pairing).
    Eigen::Vector2d pairOf(const Eigen::VectorXd &x, int i) const;
    /// The figure's lines of numbers (invariance, norms, pairing and permutation), in the style's language.
    QStringList numberLines() const;
    /// "score(m, n) = … ; score(m + s, n + s) = … ; difference …": the invariance, one line, English
    /// (also printed by `posenc export`).
    QString invarianceLine() const;
};

/// The layers of the figure (layeredFigurePainter): what stays while Play turns q between two whole
/// positions, and what turns (R(m) q's hands, PE(m) and the sum of the add-or-multiply panel).
enum class RopeLayer { Still = 1, Moving = 2, Both = 3 };

/// Paints the figure into \a area: the clocks of the pairs on the left (an even sample, named in the
/// title, when they do not all fit), adding against multiplying and the numbers on the right; \a layer
/// says which of its layers (the moving one over the still one gives the whole figure).
void paintRopeFigure(QPainter &painter, const QRectF &area, const RopeScene &scene, const FigureStyle &style,
                     RopeLayer layer = RopeLayer::Both);
