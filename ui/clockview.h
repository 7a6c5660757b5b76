#pragma once
/// \file clockview.h
/// \brief The clock hands of every (sin, cos) pair, in a scrollable grid, with a play button.

#include "figure.h"

#include <QWidget>

class ExplorerState;
class QLabel;
class QScrollArea;
class QTimer;
class QToolButton;

/// The grid itself: one clock per pair i, fastest (i = 0) first, row by row. Its height grows with the
/// number of pairs so that a scroll area reaches all of them (512 at d_model 1024); only the clocks in
/// the exposed rectangle are painted.
class ClockGridWidget : public QWidget
{
    Q_OBJECT
public:
    explicit ClockGridWidget(ExplorerState *state, QWidget *parent = nullptr);

    /// Smallest side of one clock, in pixels.
    static constexpr double minCellSize = 112;
    int heightForWidth(int width) const override;
    bool hasHeightForWidth() const override { return true; }
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    /// A click on a clock selects its pair everywhere (the state's dimension 2i).
    void mousePressEvent(QMouseEvent *event) override;

private:
    void pairsChanged();

    ExplorerState *m_state;
};

/// Header (what the hands mean, play button) above the scrollable ClockGridWidget. Play steps the
/// selected position forward, wrapping at the end of the sequence.
class ClockView : public QWidget
{
    Q_OBJECT
public:
    explicit ClockView(ExplorerState *state, QWidget *parent = nullptr);

    bool isPlaying() const;

public Q_SLOTS:
    void setPlaying(bool playing);

Q_SIGNALS:
    void playingChanged(bool playing);
    /// The user asked to save the clock figure as an image (context menu).
    void exportRequested(Figure figure);

protected:
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    void step();
    void updateHeader();

    ExplorerState *m_state;
    QLabel *m_header;
    QToolButton *m_play;
    QScrollArea *m_scroll;
    QTimer *m_timer;
};
