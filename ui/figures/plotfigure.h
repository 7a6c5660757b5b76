#pragma once
/// \file plotfigure.h
/// \brief A figure drawn with QCustomPlot from the state: the same object fills an on-screen PlotView and
/// an exported image, so both always agree.

#include "ui/figures/figure.h"
#include "ui/figures/figurestyle.h"

#include <QList>
#include <QPointF>
#include <QPointer>
#include <QSize>
#include <QString>

#include <memory>

class ExplorerState;
class QCPAbstractItem;
class QCPAxisRect;
class QCPLayer;
class QCustomPlot;

class PlotFigure
{
public:
    explicit PlotFigure(QCustomPlot *plot)
        : m_plot(plot)
    {
    }
    virtual ~PlotFigure() = default;
    PlotFigure(const PlotFigure &) = delete;
    PlotFigure &operator=(const PlotFigure &) = delete;

    virtual Figure figure() const = 0;
    /// The size the figure is laid out on (its widget, or the exported image, in logical pixels) and the
    /// device pixels per logical pixel: heat maps with more cells than the pixels of their plot area are
    /// shown reduced (ExplorerState::displayMatrix()). Takes effect at the next showData().
    void setCanvas(const QSize &layoutSize, double pixelRatio)
    {
        m_layoutSize = layoutSize;
        m_pixelRatio = pixelRatio;
    }
    QSize layoutSize() const { return m_layoutSize; }
    /// Device pixels per logical pixel of the canvas (the screen's ratio when it was set).
    double pixelRatio() const { return m_pixelRatio; }
    /// Applies fonts, line widths and colours to every element: the palette to the plot as a whole
    /// (applyPalette()), then the figure's own styleFigure().
    void setStyle(const FigureStyle &style)
    {
        applyPalette(m_plot, style.palette);
        m_style = style;
        styleFigure(style);
    }
    /// The narrowest width (logical pixels) at which the figure's labels still leave its data some room;
    /// its view is never made narrower (so a small screen zooms down instead). 0: no own limit.
    virtual int minimumWidth() const { return 0; }
    /// Rebuilds everything from the state.
    virtual void showData(const ExplorerState &state) = 0;
    /// Draws the state's figure marks that name this figure (ExplorerState::figureMarks(): a lecture step's
    /// cells, columns and points), replacing the last ones: an outline in the palette's lectureMark colour
    /// and a label above it. Call after showData() (which may rebuild the panels the marks sit on).
    void showMarks(const ExplorerState &state);
    /// Updates what depends on the selection only (position, dimension, offset, pos'); by default all.
    virtual void showSelection(const ExplorerState &state) { showData(state); }
    /// The layer that holds everything showSelection() changes (QCPItemRect marks), or nullptr when a
    /// selection change redraws the whole figure. On screen PlotView paints that layer's marks over the
    /// plot itself: on each step of Play the heat maps' layout, axes and colour maps stay as they are.
    QCPLayer *selectionLayer() const { return m_selectionLayer; }
    /// A click at the widget pixel \a pixel: selects what lies there (position, pair, ...).
    virtual void click(const QPointF &pixel, ExplorerState &state)
    {
        Q_UNUSED(pixel);
        Q_UNUSED(state);
    }
    /// Tool-tip text for the widget pixel \a pixel (may also publish a hover to the state); empty: none.
    virtual QString hover(const QPointF &pixel, ExplorerState &state)
    {
        Q_UNUSED(pixel);
        Q_UNUSED(state);
        return {};
    }

protected:
    /// The figure's part of setStyle(): its fonts, pens and colours by role.
    virtual void styleFigure(const FigureStyle &style) = 0;
    /// Device pixels of \a rect once the plot is laid out on the canvas (call after setting everything
    /// that changes the margins: tick labels, titles). Reuses the last replot's layout unless \a fresh
    /// (needed after adding or removing a layout element).
    QSize pixelsOf(QCPAxisRect *rect, bool fresh = false) const;
    /// Makes the selectionLayer() (the top layer) and returns it; the figure puts its selection marks on it
    /// and promises that showSelection() changes nothing else.
    QCPLayer *addSelectionLayer();

    QCustomPlot *m_plot;
    QCPLayer *m_selectionLayer = nullptr;
    FigureStyle m_style; ///< the last setStyle()'s
    QList<QPointer<QCPAbstractItem>> m_marks; ///< showMarks()'s items
    QSize m_layoutSize{1600, 1000};
    double m_pixelRatio = 1.0;
};
