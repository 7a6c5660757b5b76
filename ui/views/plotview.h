#pragma once
/// \file plotview.h
/// \brief On-screen view of one QCustomPlot figure (plotfigure.h); observes the ExplorerState.

#include "ui/export/figureexport.h"
#include "ui/figures/figure.h"
#include "ui/figures/plotfigure.h"

#include <qcustomplot.h>

#include <memory>
#include <utility>
#include <vector>

class ExplorerState;
class HeatmapFigure;

/// Shows one figure and follows the state. The mouse goes to the figure: hovering shows a tool tip (and
/// may publish a hover to the state), a click selects what lies under it. The context menu offers
/// "Save as PNG / SVG / PDF / CSV…" (handled by the main window through exportRequested()). While the view is hidden in
/// a shown window (another tab is open), changes only mark it stale: it catches up when shown.
class PlotView : public QCustomPlot
{
    Q_OBJECT
public:
    PlotView(ExplorerState *state, Figure figure, QWidget *parent = nullptr);
    ~PlotView() override;

    Figure figure() const { return m_figure->figure(); }
    /// True while some view's data refresh waits for its turn of the event loop (benchmarks, tests).
    static bool refreshesQueued();
    const PlotFigure &plotFigure() const { return *m_figure; }
    /// The heat map figure of an embedding, PE or sum view (for tests and tools).
    const HeatmapFigure &heatmap() const;
    /// Bytes held by the plot's paint buffers (QCustomPlot's pixmaps of its layers): none on screen, where
    /// paintEvent() draws the layers onto the window (tests, tools).
    qint64 paintBufferBytes() const;
    /// Widget pixels the last paint filled with the background: its region less what a heat map's opaque
    /// cells cover (tests, tools).
    QRegion backgroundPainted() const { return m_backgroundPainted; }

Q_SIGNALS:
    /// The user asked to save this figure as an image.
    void exportRequested(Figure figure, ExportFormat format);
    /// "Copy" of the context menu: the main window puts the figure on the clipboard.
    void copyRequested(Figure figure);

protected:
    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void showEvent(QShowEvent *event) override;
    /// A new size is a new pixel budget: heat maps are reduced to the pixels they get.
    void resizeEvent(QResizeEvent *event) override;
    /// The zoom changed the font: the figure's style follows.
    void changeEvent(QEvent *event) override;
    /// The plot's layers drawn onto the window (not through QCustomPlot's paint buffers), then the
    /// figure's selection marks (its selectionLayer(), hidden in the plot): a new selection repaints the
    /// pixels of the old and the new marks only.
    void paintEvent(QPaintEvent *event) override;

private Q_SLOTS:
    /// The data changed: for a large session in background mode (the window) refreshed in a turn of the
    /// event loop of its own, one view per turn; else at once.
    void queueData();
    void refreshData();
    void refreshSelection();
    /// After QCustomPlot's own replot(): its paint buffers go, as the screen does not show them.
    void releaseBuffers();

private:
    static constexpr int minimumWidth = 180, minimumHeight = 160; ///< at zoom 100 %
    void updateMinimumSize();
    /// A new size or device pixel ratio (the window moved to another screen): the figure's canvas follows,
    /// and its data is refreshed in the next turn of the event loop (heat maps reduced to the new pixels).
    void followCanvas();
    /// The figure changed: laid out now (a hover and the marks read its pixels), painted with the window.
    void relayout();
    /// What the next paint covers with opaque cells (widget pixels): the largest
    /// MatrixImageMap::opaqueArea() of the figure's maps.
    QRectF opaqueMapArea();
    /// The shown marks of the figure's selectionLayer() (QCPItemRect frames, QCPItemStraightLine lines such
    /// as the waves' pos) with their rectangles in widget pixels (a line's: its part inside its axis rect).
    std::vector<std::pair<const QCPAbstractItem *, QRectF>> shownMarks() const;
    /// Pixels the selection marks cover now (their rectangles widened by their pens), in widget pixels.
    QRegion marksRegion() const;
    void connectState();
    void refreshQueuedData();
    /// True when drawing now would be wasted: the window is shown but this view is not (another tab).
    bool deferred() const;

    ExplorerState *m_state;
    std::unique_ptr<PlotFigure> m_figure;
    bool m_dataStale = false;
    bool m_selectionStale = false;
    bool m_canvasQueued = false;
    bool m_dataQueued = false;
    QRegion m_backgroundPainted; ///< where the last paintEvent() filled the background
    QRegion m_marksPainted; ///< where the last paintEvent() drew the selection marks
};
