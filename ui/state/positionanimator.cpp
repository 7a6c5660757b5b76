#include "ui/state/positionanimator.h"

#include "ui/state/explorerstate.h"

#include <QTimer>

PositionAnimator::PositionAnimator(ExplorerState *state, QObject *parent)
    : QObject(parent), m_state(state), m_timer(new QTimer(this))
{
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

void PositionAnimator::step()
{
    const int last = m_state->firstPosition() + m_state->length() - 1;
    const int next = m_state->position() >= last ? m_state->firstPosition() : m_state->position() + 1;
    m_state->setPosition(next);
}
