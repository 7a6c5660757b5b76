#pragma once
/// \file figurestyle.h
/// \brief Fonts, line widths and the colour gradient shared by the window's views and exported images.

#include "ui/figures/figurepalette.h"

#include <QFont>

class QCPAxisRect;
class QCPColorGradient;
class QCPColorScale;

/// How big text and lines are drawn. The window uses the application font; an exported image uses
/// pixel-sized fonts proportional to its height, so that a 1920 x 1080 slide reads the same on any
/// screen and any screen scale factor.
struct FigureStyle
{
    QFont font;              ///< tick labels and small text; titles are drawn 1.25 times larger
    double lineWidth = 1.0;  ///< pixels for thin lines; markers and hands use multiples of it
    FigurePalette palette = FigurePalette::light(); ///< the colours, by role

    /// The style of on-screen views.
    static FigureStyle screen();
    /// The style of an exported image laid out at \a width x \a height (logical pixels).
    static FigureStyle forImage(int width, int height);

    QFont titleFont() const;
};

/// Applies the style's font and line width to every axis of \a rect (tick labels, labels, pens).
void applyStyle(QCPAxisRect *rect, const FigureStyle &style);
/// The same for a colour scale's axis, and a bar width that grows with the font.
void applyStyle(QCPColorScale *scale, const FigureStyle &style);

/// Diverging blue-white-red gradient (ColorBrewer RdBu, 11 classes), negative values blue, zero white.
/// Pinned ranges put 0 in the middle colour even when the data does not reach the ends.
QCPColorGradient divergingGradient();

/// Sequential white-to-red gradient (ColorBrewer Reds) for attention weights in [0, 1].
QCPColorGradient weightGradient();
