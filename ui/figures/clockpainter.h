#pragma once
/// \file clockpainter.h
/// \brief Paints the clock hands of the (sin, cos) pairs: the on-screen clock view and the exported
/// "clock" figure share these functions.
///
/// Pair i at position pos is the point (cos(w_i pos), sin(w_i pos)) on the unit circle, as the seed draws
/// it: x = cos, y = sin, angle w_i * pos measured counter-clockwise from the positive x axis. The hand is
/// drawn at that true angle, never rescaled for looks. With an offset k a second, fainter hand shows
/// pos + k and an arc of angle w_i * k joins the two; the arc is the same whatever pos is (the
/// rotation M_k depends on k only).

#include "ui/figures/figurestyle.h"

#include <posenc/encodings/pairlayout.h>

#include <Eigen/Core>
#include <QList>
#include <QRectF>

class ExplorerState;
class QPainter;

/// What the clocks show, copied out of the state.
struct ClockScene
{
    Eigen::VectorXd omega;      ///< w_i in rad/position, one per pair
    Eigen::VectorXd wavelength; ///< 2*pi/w_i in positions
    posenc::PairLayout layout;  ///< to tell the lone sine of an odd d_model
    double position = 0;        ///< pos
    int offset = 0;             ///< k
    int selectedPair = -1;      ///< highlighted (the pair of the state's selected dimension)
    bool answerWithheld = false; ///< a lecture's question page: each λ reads "λ = ?" (how far a hand goes per turn)

    static ClockScene fromState(const ExplorerState &state);
    bool operator==(const ClockScene &other) const;
    int pairCount() const { return static_cast<int>(omega.size()); }
    bool isLoneSine(int pair) const { return !layout.isComplete(pair); }
};

/// A grid of square cells, row by row.
struct ClockGrid
{
    int columns = 1;
    double cell = 100; ///< side of one square cell
    QPointF origin;

    QRectF cellRect(int index) const;
    /// Columns filling \a width with cells of at least \a minCell.
    static ClockGrid forWidth(double width, double minCell);
    /// The largest cells that fit \a count clocks into \a area.
    static ClockGrid fit(const QRectF &area, int count);
};

/// Where the dial of a clock sits inside its square cell: a label line above and below, a margin around.
struct ClockDial
{
    QPointF centre;
    double radius = 0;     ///< of the unit circle; the hand reaches 0.92 of it
    double arcRadius = 0;  ///< of the offset arc w_i * k
};
ClockDial clockDial(const QRectF &cell, const FigureStyle &style);

/// Paints the clock of \a pair into the square \a cell.
void paintClock(QPainter &painter, const QRectF &cell, const ClockScene &scene, int pair,
                const FigureStyle &style);

/// Up to \a maxShown pairs, evenly spread over 0 .. pairCount-1, always with the first and the last.
QList<int> samplePairs(int pairCount, int maxShown);

/// Paints the whole exported figure into \a area: a title and as many clocks as fit readably (all pairs
/// when they fit, otherwise an even sample that the title names).
void paintClockFigure(QPainter &painter, const QRectF &area, const ClockScene &scene, const FigureStyle &style);
