#pragma once
/// \file sceneview.h
/// \brief On-screen view of a figure painted directly (its registry entry's snapshot, e.g. "rope"): repaints
/// after the entry's data and selection signals, and offers the save menu.

#include "ui/export/figureexport.h"
#include "ui/figures/figure.h"

#include <QWidget>

class ExplorerState;

/// Paints figureEntry(figure).snapshot of the state with the screen style; a figure without a snapshot
/// is a programming error (qFatal).
class SceneView : public QWidget
{
    Q_OBJECT
public:
    /// \a minimumSize at zoom 100 % (it follows the zoom).
    SceneView(ExplorerState *state, Figure figure, QWidget *parent = nullptr, QSize minimumSize = {400, 220});

    Figure figure() const { return m_figure; }
    QSize sizeHint() const override { return {900, 520}; }

Q_SIGNALS:
    void exportRequested(Figure figure, ExportFormat format);
    /// "Copy" of the context menu: the main window puts the figure on the clipboard.
    void copyRequested(Figure figure);

protected:
    void paintEvent(QPaintEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    /// The zoom: the minimum size follows it.
    void changeEvent(QEvent *event) override;

private:
    QSize m_minimumSize; ///< at zoom 100 %
    ExplorerState *m_state;
    Figure m_figure;
};
