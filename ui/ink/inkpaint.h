#pragma once
/// \file inkpaint.h
/// \brief Drawing the lecturer's ink: pens and highlighters with round ends, the pointer's dot and trail.

#include "ui/ink/inkplacement.h"

#include <QColor>
#include <QList>
#include <QPolygonF>

class QPainter;

/// Draws \a stroke along \a pixels (placedStroke()) at \a opacity (0 .. 1; a highlighter at 40 % of it),
/// its width a fraction of \a pageHeight.
void paintStroke(QPainter &painter, const InkStroke &stroke, const QPolygonF &pixels, double pageHeight,
                 double opacity = 1.0);

/// Draws every stroke of \a strokes that has its place on \a place (a deck's page, a handout's figure); the
/// strokes that lost it are left out.
void paintInk(QPainter &painter, const QList<InkStroke> &strokes, const InkPlace &place);

/// One point of the pointer's trail and how old it is (0 = now, 1 = about to fade out).
struct PointerTrailPoint
{
    QPointF pixel;
    double age = 0;
};

/// The pointer: a dot of 1/45 of \a pageHeight across in \a colour, with its trail narrowing and fading
/// behind it (the newest point last).
void paintPointer(QPainter &painter, const QList<PointerTrailPoint> &trail, const QColor &colour, double pageHeight);
