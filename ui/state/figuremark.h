#pragma once
/// \file figuremark.h
/// \brief What a lecture step marks on its figure while it is shown: a cell, a column, a point or a line
/// with a short label ("(3, 5)", "lone sine"). The state holds the current marks (ExplorerState::figureMarks());
/// plot figures draw them (PlotFigure::showMarks()), in the window and in the deck alike.

#include <QList>
#include <QString>

#include <optional>

/// A closed range of one axis in the axis' own units (a column j, a position, a distance r).
struct MarkRange
{
    double from = 0;
    double to = 0;
    bool operator==(const MarkRange &) const = default;
};

/// One mark: an outline around x × y of one panel of one figure, and a label above it.
struct FigureMark
{
    /// The figure it is drawn on, by registry name ("similarity"), so that the state knows nothing of
    /// figures; a figure draws only the marks that name it.
    QString figure;
    int panel = 0; ///< the figure's axis rect, 0 = the first (top left)
    /// The outline's extent on the panel's x and y axes; none: the panel's whole width or height (a
    /// column, a row, a band). from == to draws a line.
    std::optional<MarkRange> x;
    std::optional<MarkRange> y;
    QString label; ///< shown beside the outline (in the lecture's language); may be empty
    bool operator==(const FigureMark &) const = default;
};

using FigureMarks = QList<FigureMark>;
