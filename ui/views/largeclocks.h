#pragma once
/// \file largeclocks.h
/// \brief The Clock tab's large views: one pair enlarged (double-click a dial; figure "clock-pair") or the
/// seed's second, minute and hour hands (figure "clock-hands"), painted by their registry entries.

#include "ui/export/figureexport.h"
#include "ui/figures/figure.h"

#include <QWidget>

class ExplorerState;

/// Paints figureEntry(figure).snapshot of the state (largeclockpainter.h) with the screen style (its title
/// names the pair and pos); repaints after the entry's signals, Play's
/// fraction included, so that the hands turn smoothly. Double-click or Esc: closeRequested().
class LargeClocksWidget : public QWidget
{
    Q_OBJECT
public:
    /// \a figure: Figure::ClockPair or Figure::ClockHands.
    LargeClocksWidget(ExplorerState *state, Figure figure, QWidget *parent = nullptr);

    Figure figure() const { return m_figure; }

Q_SIGNALS:
    void closeRequested();
    /// Its context menu: save or copy the figure (as every figure view offers).
    void exportRequested(Figure figure, ExportFormat format);
    void copyRequested(Figure figure);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    ExplorerState *m_state;
    Figure m_figure;
};
