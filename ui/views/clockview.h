#pragma once
/// \file clockview.h
/// \brief The clock hands of every (sin, cos) pair, in a scrollable grid, with a play button.

#include "ui/export/figureexport.h"
#include "ui/figures/figure.h"

#include <QWidget>

class ExplorerState;
class PositionAnimator;
class QLabel;
class QScrollArea;
class QToolButton;
class QSpinBox;
class QStackedWidget;
class LargeClocksWidget;
class SteadyLabel;
class ClockFrames;
struct ClockFrame;

/// The grid itself: one clock per pair i, fastest (i = 0) first, row by row. Its height grows with the
/// number of pairs so that a scroll area reaches all of them (512 at d_model 1024); only the clocks in
/// the exposed rectangle are painted.
class ClockGridWidget : public QWidget
{
    Q_OBJECT
public:
    explicit ClockGridWidget(ExplorerState *state, QWidget *parent = nullptr);

    /// Smallest side of one clock, in pixels.
    static constexpr double unzoomedCellSize = 112;
    /// The smallest clock cell in pixels: 112 at 100 % zoom, growing with it.
    static double minCellSize();
    int heightForWidth(int width) const override;
    bool hasHeightForWidth() const override { return true; }
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    /// Hidden (another tab): the worker's last frame is let go.
    void hideEvent(QHideEvent *event) override;
    /// The zoom (the application font) changed: clocks and their labels grow with it.
    void changeEvent(QEvent *event) override;
    /// A click on a clock selects its pair everywhere (and gives the grid the keyboard).
    void mousePressEvent(QMouseEvent *event) override;
    /// Right / Left: one position forward / back (stepRequested()).
    void keyPressEvent(QKeyEvent *event) override;
    /// Double-click a dial: enlargeRequested() for its pair.
    void mouseDoubleClickEvent(QMouseEvent *event) override;

Q_SIGNALS:
    /// Right (+1) or Left (−1) was pressed on the grid.
    void stepRequested(int delta);
    /// A dial was double-clicked.
    void enlargeRequested(int pair);

private Q_SLOTS:
    /// What the clocks show changed: a new frame of the visible clocks (background work), else a repaint.
    void sceneChanged();

private:
    void pairsChanged();
    /// The pair whose dial contains \a point, or −1.
    int pairAt(const QPointF &point) const;
    /// The frame that shows the state now over \a rect (widget coordinates), its image empty.
    ClockFrame wantedFrame(const QRect &rect) const;

    ExplorerState *m_state;
    ClockFrames *m_frames;
};

/// Header (what the hands mean, Play button) above the scrollable ClockGridWidget. The Play button
/// drives \a animator (the window's PositionAnimator), which steps the selected position forward.
class ClockView : public QWidget
{
    Q_OBJECT
public:
    ClockView(ExplorerState *state, PositionAnimator *animator, QWidget *parent = nullptr);

    QToolButton *playButton() const { return m_play; }
    /// "Turn once": plays exactly one turn of the selected pair (PositionAnimator::turnOnce()).
    QToolButton *turnOnceButton() const { return m_turnOnce; }
    /// Shows one clock as large as the view (\a pair), as a double-click on its dial does.
    void showLargeClock(int pair);
    /// Shows the seed's second, minute and hour hands: three pairs side by side (the session's clockHands, by
    /// default the fastest, the middle and the slowest), each chosen in a spin box above them.
    void showThreeHands();
    /// Back to the grid of every clock.
    void showAllClocks();
    /// The large clocks shown (the pair's or the three hands'), or nullptr while the grid is shown.
    LargeClocksWidget *largeClocks() const;
    /// The view of Figure::ClockPair and of Figure::ClockHands (the window's figure views).
    LargeClocksWidget *pairClock() const { return m_pairClock; }
    LargeClocksWidget *handsClock() const { return m_handsClock; }

Q_SIGNALS:
    /// The user asked to save the clock figure as an image (context menu).
    void exportRequested(Figure figure, ExportFormat format);
    /// "Copy" of the context menu: the main window puts the figure on the clipboard.
    void copyRequested(Figure figure);

protected:
    void contextMenuEvent(QContextMenuEvent *event) override;
    /// Narrower than the row of controls with their texts: the buttons show their icons only.
    void resizeEvent(QResizeEvent *event) override;

private:
    void showPlaying(bool playing);
    void updateHeader();
    void updateTurnOnce();
    /// The spin boxes show the session's hands (handPairs()) within the current pairs.
    void updateHands();

    ExplorerState *m_state;
    PositionAnimator *m_animator;
    SteadyLabel *m_header; ///< its "pos = N" changes on every step of Play
    QToolButton *m_play;
    QToolButton *m_turnOnce;
    QToolButton *m_threeHands;
    QStackedWidget *m_pages;   ///< the grid of every clock, or the large clocks
    QStackedWidget *m_largeClocks; ///< the pair's clock or the three hands
    LargeClocksWidget *m_pairClock;
    LargeClocksWidget *m_handsClock;
    QWidget *m_handChoice;      ///< the three spin boxes of the three-hands picture
    QSpinBox *m_hands[3];
    QScrollArea *m_scroll;
};
