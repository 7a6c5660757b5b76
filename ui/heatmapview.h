#pragma once
/// \file heatmapview.h
/// \brief On-screen view of one L x d_model heat map; observes the ExplorerState.

#include "figure.h"
#include "heatmapfigure.h"

#include <qcustomplot.h>

class ExplorerState;

/// Shows embedding, PE or sum (HeatmapFigure) and follows the state. Hovering a cell publishes it as the
/// state's hover (the formula strip reads it) and shows a tool tip; a click selects that position; the
/// context menu offers "Save as PNG…" (handled by the main window through exportRequested()).
class HeatmapView : public QCustomPlot
{
    Q_OBJECT
public:
    HeatmapView(ExplorerState *state, Figure figure, QWidget *parent = nullptr);

    Figure figure() const { return m_figure.figure(); }
    const HeatmapFigure &heatmap() const { return m_figure; }

Q_SIGNALS:
    /// The user asked to save this figure as an image.
    void exportRequested(Figure figure);

protected:
    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    void refreshData();
    void refreshSelection();

    ExplorerState *m_state;
    HeatmapFigure m_figure;
};
