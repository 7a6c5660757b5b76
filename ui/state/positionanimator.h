#pragma once
/// \file positionanimator.h
/// \brief Play: steps the selected position pos forward at a fixed interval, wrapping at the end of the
/// sequence. One animator per window, shared by the View menu, the clock view's Play button and (next)
/// presentation mode.

#include <QObject>

class ExplorerState;
class QTimer;

/// Steps ExplorerState::position() every interval() ms while playing (Qt timer on the GUI thread).
class PositionAnimator : public QObject
{
    Q_OBJECT
public:
    /// Positions per second while playing: 4 (an interval of 250 ms).
    static constexpr int defaultIntervalMs = 250;

    explicit PositionAnimator(ExplorerState *state, QObject *parent = nullptr);

    bool isPlaying() const;
    /// Milliseconds between two steps.
    int interval() const;

public Q_SLOTS:
    void setPlaying(bool playing);
    /// One step: pos + 1, or the first position after the last.
    void step();

Q_SIGNALS:
    void playingChanged(bool playing);

private:
    ExplorerState *m_state;
    QTimer *m_timer;
};
