#pragma once
/// \file figurepainter.h
/// \brief The one paint interface of every figure: draw it from the state onto any painter (an image
/// for PNG export now; an SVG or PDF paint device next), the same way for each figure.

#include "ui/figures/figure.h"
#include "ui/figures/figurestyle.h"

#include <QRectF>

#include <functional>
#include <memory>

class ExplorerState;
class PlotFigure;
class QCPPainter;
class QCustomPlot;

/// Draws one figure; made by the figure's registry entry (FigureEntry::painter), one per render.
class FigurePainter
{
public:
    virtual ~FigurePainter() = default;
    /// Draws the whole figure (without caption) for \a state into \a area of \a painter, whose logical
    /// pixels are \a deviceScale device pixels each (heat maps are reduced to the device pixels they get).
    /// \a painter is a QCPPainter (a QPainter that QCustomPlot can draw with) on any paint device.
    virtual void paint(QCPPainter &painter, const QRectF &area, const ExplorerState &state,
                       const FigureStyle &style, double deviceScale) = 0;
    /// Draws again after paint() with the same area, style, scale and data, when only the selection may
    /// have changed (pos, the selected dimension, Play's fraction): a QCustomPlot figure skips showData()
    /// (the figure alone at 60 frames per second, FocusView). The caller vouches for the rest.
    virtual void paintSelection(QCPPainter &painter, const QRectF &area, const ExplorerState &state,
                                const FigureStyle &style, double deviceScale)
    {
        paint(painter, area, state, style, deviceScale);
    }
};

/// Makes the PlotFigure of one QCustomPlot figure on an empty plot.
using PlotFigureFactory = std::function<std::unique_ptr<PlotFigure>(QCustomPlot *)>;

/// A painter for a figure drawn with QCustomPlot: lays the figure out on an off-screen plot of the
/// area's size and draws the plot into the painter.
std::unique_ptr<FigurePainter> plotFigurePainter(const PlotFigureFactory &factory);

/// What a figure painted directly (clock, relative offset) draws of one state, taken on the GUI thread:
/// paints into \a area of any QPainter, on any thread (it holds copies, no reference to the state), so
/// an animation's frames can be painted by worker threads.
using ScenePaint = std::function<void(QPainter &painter, const QRectF &area, const FigureStyle &style)>;

/// A painter for a figure painted directly, by \a paint(painter, area, state, style).
std::unique_ptr<FigurePainter> directFigurePainter(
    std::function<void(QPainter &, const QRectF &, const ExplorerState &, const FigureStyle &)> paint);
