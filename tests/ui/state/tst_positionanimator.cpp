// Play: the position animator steps pos forward and wraps at the end of the sequence.
#include "ui/state/explorerstate.h"
#include "ui/state/positionanimator.h"

#include <QSignalSpy>

#include <cmath>

#include <QTest>

class TestPositionAnimator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void stepAdvancesAndWraps();
    void playAdvancesAndStops();
    void speedAndLoop();
};

void TestPositionAnimator::stepAdvancesAndWraps()
{
    ExplorerState state;
    state.setText(QStringLiteral("a b c"));
    state.setFirstPosition(5); // positions 5, 6, 7
    PositionAnimator animator(&state);
    state.setPosition(5);
    animator.step();
    QCOMPARE(state.position(), 6);
    animator.step();
    QCOMPARE(state.position(), 7);
    animator.step();
    QCOMPARE(state.position(), 5); // wrapped to the first position
}

void TestPositionAnimator::playAdvancesAndStops()
{
    ExplorerState state;
    state.setText(QStringLiteral("a b c"));
    PositionAnimator animator(&state);
    QCOMPARE(animator.interval(), PositionAnimator::defaultIntervalMs);
    QSignalSpy playing(&animator, &PositionAnimator::playingChanged);
    animator.setPlaying(true);
    animator.setPlaying(true); // no second signal
    QVERIFY(animator.isPlaying());
    QCOMPARE(playing.count(), 1);
    QTRY_COMPARE_WITH_TIMEOUT(state.position(), 2, 5000);
    QTRY_COMPARE_WITH_TIMEOUT(state.position(), 0, 5000);
    animator.setPlaying(false);
    QVERIFY(!animator.isPlaying());
    QCOMPARE(playing.count(), 2);
    const int stopped = state.position();
    QTest::qWait(2 * PositionAnimator::defaultIntervalMs);
    QCOMPARE(state.position(), stopped);
}

void TestPositionAnimator::speedAndLoop()
{
    ExplorerState state;
    state.setText(QStringLiteral("a b c"));
    PositionAnimator animator(&state);
    QCOMPARE(animator.speed(), PositionAnimator::defaultSpeed);
    animator.setSpeed(30);
    QCOMPARE(animator.interval(), 33);
    animator.setSpeed(0.5);
    QCOMPARE(animator.interval(), 2000);
    animator.setSpeed(100); // clamped
    QCOMPARE(animator.speed(), PositionAnimator::maxSpeed);
    animator.setSpeed(0.01);
    QCOMPARE(animator.speed(), PositionAnimator::minSpeed);
    animator.setSpeed(std::nan("")); // ignored
    QCOMPARE(animator.speed(), PositionAnimator::minSpeed);
    // Without loop, Play stops at the last position and stays there.
    animator.setLoop(false);
    QSignalSpy playing(&animator, &PositionAnimator::playingChanged);
    state.setPosition(1);
    animator.setPlaying(true);
    animator.step();
    QCOMPARE(state.position(), 2);
    QVERIFY(animator.isPlaying());
    animator.step();
    QCOMPARE(state.position(), 2);
    QVERIFY(!animator.isPlaying());
    QCOMPARE(playing.count(), 2);
}

QTEST_GUILESS_MAIN(TestPositionAnimator)
#include "tst_positionanimator.moc"
