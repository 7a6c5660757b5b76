#pragma once
/// \file figurepainter.h
/// \brief The one paint interface of every figure: draw it from the state onto any painter (an image
/// for PNG export now; an SVG or PDF paint device next), the same way for each figure.

#include "ui/figures/dataframe.h"
#include "ui/figures/figure.h"
#include "ui/figures/figurestyle.h"

#include <QByteArray>
#include <QList>
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
    /// The plotting areas of the last paint() in the painter's coordinates, with their axes' ranges, in the
    /// figure's order (the lecturer's ink holds on to them, ui/ink); none for a figure painted directly,
    /// whose ink holds on to the figure's area.
    virtual QList<DataFrame> dataFrames() const { return {}; }
    /// True when paint() and paintSelection() cover every pixel of their area with the style's background
    /// first (QCustomPlot's own fill): the caller need not fill the area too (a 3840 x 2160 fill is 2.5 ms).
    virtual bool fillsArea() const { return false; }
};

/// Makes the PlotFigure of one QCustomPlot figure on an empty plot.
using PlotFigureFactory = std::function<std::unique_ptr<PlotFigure>(QCustomPlot *)>;

/// A painter for a figure drawn with QCustomPlot: lays the figure out on an off-screen plot of the
/// area's size and draws the plot into the painter.
std::unique_ptr<FigurePainter> plotFigurePainter(const PlotFigureFactory &factory);

/// What a figure painted directly (clock, relative offset) draws of one state, taken on the GUI thread:
/// paints into \a area of any QPainter, on any thread (it holds copies, no reference to the state), so
/// an animation's frames can be painted by worker threads. It fills \a area with the style's background
/// first (its views are opaque widgets; tst_figureregistry checks every figure that says so).
using ScenePaint = std::function<void(QPainter &painter, const QRectF &area, const FigureStyle &style)>;

/// What a figure painted directly draws of one state in two layers: \a still, what stays while Play turns
/// between two whole positions, and \a moving, drawn over it (the hands that turn). \a stillKey names
/// what \a still shows of the selection (e.g. the whole pos): while it is the same, paintSelection() keeps
/// the still layer's image.
struct LayeredScene
{
    ScenePaint still;
    ScenePaint moving;
    QByteArray stillKey;
};

/// A painter for a figure painted directly in two layers (\a layers(state)): paint() draws both;
/// paintSelection() draws the still layer once into an image of the device's pixels and then, frame by
/// frame, that image and the moving layer (RoPE alone at 3840 x 2160 took 15 ms a frame drawn whole).
std::unique_ptr<FigurePainter> layeredFigurePainter(std::function<LayeredScene(const ExplorerState &)> layers);

/// A painter for a figure painted directly, by \a paint(painter, area, state, style).
std::unique_ptr<FigurePainter> directFigurePainter(
    std::function<void(QPainter &, const QRectF &, const ExplorerState &, const FigureStyle &)> paint);
