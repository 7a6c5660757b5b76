#pragma once
/// \file inkplacement.h
/// \brief Where a stroke of ink lies on a painted figure: anchored to data when drawn, placed in pixels
/// when painted, so that it follows what it was drawn on through a change of d_model, L or the window.

#include "ui/figures/dataframe.h"
#include "ui/ink/inkstroke.h"

#include <QList>
#include <QPolygonF>
#include <QRectF>

#include <optional>

/// One paint of a figure as the ink sees it: its plotting areas (FigurePainter::dataFrames()), the figure's
/// whole area and the page's height (strokes' widths are fractions of it), all in the page's pixels, and
/// the figure's registry name (a stroke's area is "pe/0": the first plotting area of the PE heat map).
struct InkPlace
{
    QList<DataFrame> frames;
    QRectF figure;
    double pageHeight = 0;
    QString figureName;
};

/// \a style (its pen, colour and width) drawn through \a pixels (page pixels, at least one): its points held
/// on to the data of the plotting area that holds the first point, else fractions of the figure's area.
InkStroke anchoredStroke(InkStroke style, const QList<QPointF> &pixels, const InkPlace &place);

/// The stroke's points in page pixels on \a place; nullopt when it has lost its place: its plotting area
/// is gone (another figure or layout), or the middle of what it surrounds lies outside that area's ranges
/// (a circled cell of dimension 100 after d_model fell to 64).
std::optional<QPolygonF> placedStroke(const InkStroke &stroke, const InkPlace &place);

/// The index of the last-drawn stroke passing within \a radius pixels of \a pixel on \a place, or -1 (the
/// eraser takes whole strokes, as slide tools do).
int strokeNear(const QList<InkStroke> &strokes, QPointF pixel, double radius, const InkPlace &place);
