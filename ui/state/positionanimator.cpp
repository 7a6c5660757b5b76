#include "ui/state/positionanimator.h"

#include "ui/state/explorerstate.h"

#include <QTimer>

#include <algorithm>
#include <cmath>

PositionAnimator::PositionAnimator(ExplorerState *state, QObject *parent)
    : QObject(parent), m_state(state), m_timer(new QTimer(this))
{
    m_timer->setTimerType(Qt::PreciseTimer); // 30 positions per second: 33 ms, not a coarse 5 % either way
    m_timer->setInterval(defaultIntervalMs);
    connect(m_timer, &QTimer::timeout, this, &PositionAnimator::step);
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
    if (playing)
        m_timer->start();
    else
        m_timer->stop();
    Q_EMIT playingChanged(playing);
}

void PositionAnimator::setSpeed(double positionsPerSecond)
{
    if (!std::isfinite(positionsPerSecond))
        return;
    m_speed = std::clamp(positionsPerSecond, minSpeed, maxSpeed);
    m_timer->setInterval(static_cast<int>(std::lround(1000.0 / m_speed)));
}

void PositionAnimator::setLoop(bool loop)
{
    m_loop = loop;
}

void PositionAnimator::step()
{
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
