#pragma once
/// \file inkstroke.h
/// \brief One stroke of the lecturer's ink over a figure, and a step's ink as a lecture file writes it.

#include <QColor>
#include <QJsonArray>
#include <QList>
#include <QPointF>
#include <QString>

#include <optional>

/// A pen or highlighter stroke. Its points hold on to the data of the plotting area it was drawn in
/// (\a frame names it): a circled cell stays on its cell when d_model or L changes. A stroke
/// drawn on a figure painted directly (a clock) or off every plotting area holds on to the figure's area:
/// its points are then fractions 0 .. 1 of that area's width and height. \a frame names the area as
/// "FIGURE/INDEX" (inkplacement.h), e.g. "pe/0".
struct InkStroke
{
    bool highlighter = false; ///< a wide translucent stroke under the figure's lines' colour
    QColor colour;            ///< opaque; a highlighter is drawn at 40 % opacity
    double width = 0.004;     ///< the line's width as a fraction of the page's height (0.001 .. 0.1)
    QString frame;            ///< the plotting area the points are data coordinates of ("pe/0"); empty: fractions of the figure
    QList<QPointF> points;    ///< at least one

    /// The most points one stroke keeps and the most strokes one step keeps (a file's limits).
    static constexpr int maxPoints = 20000;
    static constexpr int maxStrokes = 1000;
    static constexpr double minWidth = 0.001, maxWidth = 0.1;

    bool operator==(const InkStroke &) const = default;
};

/// A step's ink in a `.posenc-lecture` file (the step's "ink"): a list of
/// {"pen": "pen" | "highlighter", "colour": "#rrggbb", "width": 0.004, "frame": "...", "points": [x0, y0, x1, y1, ...]}
/// ("frame" left out for fractions of the figure's area).
QJsonArray inkToJson(const QList<InkStroke> &strokes);

/// Reads inkToJson()'s list. A problem (an unknown field, a width out of 0.001 .. 0.1, an odd or empty points
/// list, a coordinate that is not a finite number, too many strokes or points) is one line naming the
/// stroke, e.g. "stroke 3: width = 2 is out of range (allowed 0.001 .. 0.1)"; the strokes are then nullopt.
std::optional<QList<InkStroke>> inkFromJson(const QJsonValue &value, QString *problem);
