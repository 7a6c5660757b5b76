#include "ui/state/positionanimator.h"

#include "ui/state/explorerstate.h"

#include <QScopedValueRollback>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <numbers>

PositionAnimator::PositionAnimator(ExplorerState *state, QObject *parent)
    : QObject(parent), m_state(state), m_timer(new QTimer(this)), m_frames(new QTimer(this))
{
    m_timer->setTimerType(Qt::PreciseTimer); // 30 positions per second: 33 ms, not a coarse 5 % either way
    m_timer->setInterval(defaultIntervalMs);
    connect(m_timer, &QTimer::timeout, this, &PositionAnimator::step);
    m_frames->setTimerType(Qt::PreciseTimer);
    m_frames->setInterval(frameMs);
    connect(m_frames, &QTimer::timeout, this, &PositionAnimator::frame);
    // A new pos from anywhere (a step, the slider, an arrow key while playing): the way to the next one
    // starts there, and the next step a whole interval later.
    connect(state, &ExplorerState::positionChanged, this, [this] {
        if (!isPlaying())
            return;
        m_sinceStep.start();
        if (!m_inStep)
            m_timer->start();
    });
}

PositionAnimator::~PositionAnimator()
{
    if (isPlaying())
        m_state->setPositionFraction(0);
}

bool PositionAnimator::nextIsNeighbour() const
{
    return m_turnLeft > 0 || m_state->position() < m_state->firstPosition() + m_state->length() - 1;
}

void PositionAnimator::frame()
{
    if (!isPlaying())
        return;
    const double fraction = double(m_sinceStep.elapsed()) / std::max(1, m_timer->interval());
    m_state->setPositionFraction(nextIsNeighbour() ? std::min(fraction, 0.999) : 0.0);
}

bool PositionAnimator::isPlaying() const
{
    return m_timer->isActive();
}

int PositionAnimator::interval() const
{
    return m_timer->interval();
}

void PositionAnimator::setPlaying(bool playing)
{
    if (playing == isPlaying())
        return;
    if (playing) {
        m_timer->start();
        m_sinceStep.start();
        m_frames->start();
    } else {
        m_timer->stop();
        m_frames->stop();
        m_turnLeft = 0;
        m_state->setPositionFraction(0); // stopped on a whole position
    }
    Q_EMIT playingChanged(playing);
}

void PositionAnimator::setSpeed(double positionsPerSecond)
{
    if (!std::isfinite(positionsPerSecond))
        return;
    m_speed = std::clamp(positionsPerSecond, minSpeed, maxSpeed);
    m_timer->setInterval(static_cast<int>(std::lround(1000.0 / m_speed))); // restarts a running timer
    m_sinceStep.start(); // so the fraction starts again from the position shown
}

void PositionAnimator::setLoop(bool loop)
{
    m_loop = loop;
}

void PositionAnimator::step()
{
    m_sinceStep.start();
    const QScopedValueRollback inStep(m_inStep, true);
    if (m_turnLeft > 0) {
        m_state->setPosition(m_state->position() + 1);
        if (--m_turnLeft == 0)
            setPlaying(false);
        return;
    }
    const int last = m_state->firstPosition() + m_state->length() - 1;
    if (m_state->position() >= last) {
        if (!m_loop) {
            setPlaying(false);
            return;
        }
        m_state->setPosition(m_state->firstPosition());
        return;
    }
    m_state->setPosition(m_state->position() + 1);
}

void PositionAnimator::stepBack()
{
    const int first = m_state->firstPosition();
    const int pos = m_state->position();
    m_state->setPosition(pos > first ? pos - 1 : first + m_state->length() - 1);
}

int PositionAnimator::turnSteps(double omega)
{
    // λ = 2π/ω positions for one turn (Vaswani et al. 2017, §3.5: wavelengths 2π .. 10000·2π).
    if (!(omega > 0) || !std::isfinite(omega))
        return 1;
    const double wavelength = 2.0 * std::numbers::pi / omega;
    return static_cast<int>(std::clamp(std::llround(wavelength), 1LL, static_cast<long long>(1) << 30));
}

std::optional<QString> PositionAnimator::turnOnceProblem(int pair) const
{
    const Eigen::VectorXd &omegas = m_state->angularFrequencies();
    if (pair < 0 || pair >= omegas.size())
        return tr("there is no pair %1").arg(pair);
    const int steps = turnSteps(omegas(pair));
    if (steps > m_state->length() - 1)
        return tr("pair %1 turns once in %2 positions; L = %3 has %4 steps: raise L or choose a faster pair")
            .arg(pair)
            .arg(steps)
            .arg(m_state->length())
            .arg(m_state->length() - 1);
    return std::nullopt;
}

void PositionAnimator::turnOnce(int pair)
{
    if (turnOnceProblem(pair))
        return;
    const int steps = turnSteps(m_state->angularFrequencies()(pair));
    const int last = m_state->firstPosition() + m_state->length() - 1;
    setPlaying(false);
    if (m_state->position() + steps > last)
        m_state->setPosition(m_state->firstPosition());
    m_turnLeft = steps;
    setPlaying(true);
}
