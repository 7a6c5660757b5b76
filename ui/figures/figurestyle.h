#pragma once
/// \file figurestyle.h
/// \brief Fonts, line widths and the colour gradient shared by the window's views and exported images.

#include "ui/figures/figurepalette.h"

#include <QFont>

class QCPAxisRect;
class QCPColorGradient;
class QCPColorScale;
class QCPLegend;
class QCustomPlot;

/// How big text and lines are drawn. The window uses the application font; an exported image uses
/// pixel-sized fonts proportional to its height, so that a 1920 x 1080 slide reads the same on any
/// screen and any screen scale factor.
struct FigureStyle
{
    QFont font;              ///< tick labels and small text; titles are drawn 1.25 times larger
    double lineWidth = 1.0;  ///< pixels for thin lines; markers and hands use multiples of it
    FigurePalette palette = FigurePalette::light(); ///< the colours, by role
    /// Draw the marks of the selection (the heat maps' row frame and dashed column, the highlighted
    /// clock, the wavelength plot's pair, the similarity cell, the naive panels' frames). Off for
    /// `export --clean`: a figure for a slide shows the data only.
    bool selectionMarks = true;

    /// The style of on-screen views: the application font (zoomed), the window's theme.
    static FigureStyle screen();
    /// The style of an exported image laid out at \a width x \a height (logical pixels): the smallest
    /// text is 1/40 of the height (27 px at 1080; of width * 9/16 for a tall image) times \a fontScale
    /// (0.5 .. 4), between 9 and 400 px; lines in proportion; the colours of \a theme.
    static FigureStyle forImage(int width, int height, Theme theme = Theme::Light, double fontScale = 1.0);

    QFont titleFont() const;
    bool operator==(const FigureStyle &) const = default;
};

/// Applies the style's font and line width to every axis of \a rect (tick labels, labels, pens).
void applyStyle(QCPAxisRect *rect, const FigureStyle &style);
/// The same for a colour scale's axis, and a bar width that grows with the font.
void applyStyle(QCPColorScale *scale, const FigureStyle &style);
/// A legend's font, and its line samples, padding and margins in proportion to it (QCustomPlot's fixed
/// 32 x 18 px samples were a speck beside 27 px text in presentation mode).
void applyStyle(QCPLegend *legend, const FigureStyle &style);

/// The palette's diverging gradient (FigurePalette::diverging: blue, white, red), negative values blue,
/// zero white. Pinned ranges put 0 in the middle colour even when the data does not reach the ends.
QCPColorGradient divergingGradient(const FigurePalette &palette);

/// The palette's sequential white-to-red gradient (FigurePalette::weights) for attention weights in [0, 1].
QCPColorGradient weightGradient(const FigurePalette &palette);

/// How many panel heights the curve \a y (\a n values) runs up and down: the sum of |y(i) - y(i - 1)|
/// over \a panelHeight (in the units of y).
double curveTravel(const double *y, long long n, double panelHeight);

/// Past this curveTravel() a curve is drawn with a thin solid pen (width 0): dashes and wide antialiased
/// strokes along a curve that runs up and down its panel that often can be neither seen nor drawn in time
/// (stroking 4096 such points took 45 s; a RoPE score curve at L 512, 60 % of its figure's export).
constexpr double denseCurveTravel = 20.0;

/// The palette's colours on everything of \a plot that has no colour of its own role: background,
/// axes (lines, tick labels, labels, grid), colour scales, legends and text elements of the layout.
void applyPalette(QCustomPlot *plot, const FigurePalette &palette);
