#pragma once
/// \file positionanimator.h
/// \brief Play: steps the selected position pos forward at a chosen speed, wrapping (or stopping) at the end
/// of the sequence. One animator per window, shared by the View menu, the clock view's Play button and (next)
/// presentation mode.

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <optional>

class ExplorerState;
class QTimer;

/// Steps ExplorerState::position() every interval() ms while playing (Qt timer on the GUI thread), and in
/// between moves ExplorerState::positionFraction() from 0 towards 1 every frameMs (smooth motion: the clocks,
/// the waves and RoPE's hands turn continuously; the heat maps stay on whole rows). Not towards a wrap or a
/// stop: at the last position the fraction stays 0.
class PositionAnimator : public QObject
{
    Q_OBJECT
public:
    /// Positions per second while playing: 4 (an interval of 250 ms) by default, 0.5 .. 30.
    static constexpr int defaultIntervalMs = 250;
    static constexpr double defaultSpeed = 4.0;
    static constexpr double minSpeed = 0.5;
    static constexpr double maxSpeed = 30.0;
    /// Milliseconds between two frames of the fraction while playing (about 60 per second).
    static constexpr int frameMs = 16;

    explicit PositionAnimator(ExplorerState *state, QObject *parent = nullptr);
    /// Leaves the state on a whole position (the window goes, a language switch: the state stays).
    ~PositionAnimator() override;

    bool isPlaying() const;
    /// Milliseconds between two steps: 1000 / speed(), rounded.
    int interval() const;
    /// Positions per second, minSpeed .. maxSpeed.
    double speed() const { return m_speed; }
    /// At the last position: back to the first (true, the default) or stop there.
    bool loops() const { return m_loop; }

public Q_SLOTS:
    void setPlaying(bool playing);
    /// Sets the speed in positions per second, clamped to minSpeed .. maxSpeed; takes effect at once.
    void setSpeed(double positionsPerSecond);
    void setLoop(bool loop);
    /// One step: pos + 1; after the last, the first when looping, else Play stops (pos stays last).
    void step();
    /// One step back: pos − 1; before the first, the last.
    void stepBack();

public:
    /// The whole positions one turn of a pair of angular frequency \a omega (rad/position) takes: its
    /// wavelength 2π/ω rounded, at least 1. Positions are whole numbers, so the hand ends within half a
    /// step's angle (ω/2) of where it began; for pair 0 (ω = 1) 6 steps turn it by 6 rad, 343.8°.
    static int turnSteps(double omega);
    /// Why pair \a pair cannot turn once within the sequence (its turnSteps() exceed L − 1), or
    /// std::nullopt when it can.
    std::optional<QString> turnOnceProblem(int pair) const;
    /// "Turn once": plays exactly turnSteps() positions of pair \a pair at speed(), then stops; from pos,
    /// or from the first position when the turn does not fit after pos. Does nothing when
    /// turnOnceProblem() says why. Stopping Play ends it.
    void turnOnce(int pair);
    /// Steps left of a turnOnce() (0 when none runs).
    int turnStepsLeft() const { return m_turnLeft; }

Q_SIGNALS:
    void playingChanged(bool playing);

private:
    /// A frame: the fraction of the interval since the last whole step, towards the next position.
    void frame();
    /// Whether Play's next step goes on to pos + 1 (not a wrap to the first position, not a stop).
    bool nextIsNeighbour() const;

    ExplorerState *m_state;
    QTimer *m_timer;
    QTimer *m_frames;
    QElapsedTimer m_sinceStep;
    bool m_inStep = false; ///< step() is changing pos (its timer runs on as it is)
    double m_speed = defaultSpeed;
    bool m_loop = true;
    int m_turnLeft = 0;
};
