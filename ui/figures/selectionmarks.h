#pragma once
/// \file selectionmarks.h
/// \brief The marks on a figure's selection layer (PlotFigure::selectionLayer()) drawn by hand, over a
/// picture of the rest: the window's PlotView on each step of Play, the figure alone on each frame.

#include <QRectF>

#include <utility>
#include <vector>

class QCPAbstractItem;
class QCPLayer;
class QPainter;

/// One shown mark and its rectangle in the plot's pixels (a line's: its part inside its axis rect).
using SelectionMark = std::pair<const QCPAbstractItem *, QRectF>;

/// The shown marks of \a layer (may be null: none): QCPItemRect frames and QCPItemStraightLine lines (the
/// waves' pos), where the plot's last layout put them; other items are not marks.
std::vector<SelectionMark> shownSelectionMarks(const QCPLayer *layer);

/// Draws \a marks as QCPItemRect::draw() and QCPItemStraightLine::draw() would: their pens and brushes,
/// antialiased as they say, clipped to their axis rects. Without a re-layout of the plot (hiding the rest
/// of a QCustomPlot to draw its top layer alone would collapse its layout: a hidden colour scale gave its
/// width to the map).
void drawSelectionMarks(QPainter &painter, const std::vector<SelectionMark> &marks);
