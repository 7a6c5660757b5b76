// Play: the position animator steps pos forward and wraps at the end of the sequence.
#include "ui/state/explorerstate.h"
#include "ui/state/positionanimator.h"
#include "ui/figures/clockpainter.h"

#include <QSignalSpy>

#include <cmath>

#include <QTest>

#include <cmath>
#include <numbers>

class TestPositionAnimator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void stepAdvancesAndWraps();
    void playAdvancesAndStops();
    void speedAndLoop();
    void turnOnceTurnsTheSelectedPairOnce();
    void playMovesPosSmoothly();
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

void TestPositionAnimator::turnOnceTurnsTheSelectedPairOnce()
{
    // λ = 2π/ω positions a turn, rounded to whole positions.
    QCOMPARE(PositionAnimator::turnSteps(1.0), 6);                  // 2π = 6.28
    QCOMPARE(PositionAnimator::turnSteps(2 * std::numbers::pi / 8.6), 9); // λ = 8.6
    QCOMPARE(PositionAnimator::turnSteps(100.0), 1);                // faster than a position: one step
    QCOMPARE(PositionAnimator::turnSteps(0.0), 1);
    ExplorerState state; // L = 16, d_model 60, base 10000
    PositionAnimator animator(&state);
    state.setPosition(3);
    state.setSelectedPair(0);
    QVERIFY(!animator.turnOnceProblem(0));
    QSignalSpy playing(&animator, &PositionAnimator::playingChanged);
    animator.turnOnce(0);
    QVERIFY(animator.isPlaying());
    QCOMPARE(animator.turnStepsLeft(), 6);
    for (int k = 0; k < 6; ++k)
        animator.step();
    QCOMPARE(state.position(), 9); // 3 + 6: the hand is back within ω/2 of its start
    QVERIFY(!animator.isPlaying());
    const double turned = 6 * state.angularFrequencies()(0);
    QVERIFY(std::abs(turned - 2 * std::numbers::pi) <= state.angularFrequencies()(0) / 2);
    // A turn that does not fit after pos starts at the first position.
    state.setPosition(14);
    animator.turnOnce(0);
    QCOMPARE(state.position(), 0);
    animator.setPlaying(false); // stopping ends the turn
    QCOMPARE(animator.turnStepsLeft(), 0);
    // Pair 2 (λ = 11.6) fits L = 16; pair 3 (λ = 15.8, 16 steps) does not: it says why and does nothing.
    QVERIFY(!animator.turnOnceProblem(2));
    const auto problem = animator.turnOnceProblem(3);
    QVERIFY(problem);
    QVERIFY2(problem->contains(QStringLiteral("16 positions")) && problem->contains(QStringLiteral("L = 16")), qPrintable(*problem));
    state.setPosition(5);
    animator.turnOnce(3);
    QVERIFY(!animator.isPlaying());
    QCOMPARE(state.position(), 5);
    // One step back wraps before the first position.
    state.setPosition(0);
    animator.stepBack();
    QCOMPARE(state.position(), 15);
}

void TestPositionAnimator::playMovesPosSmoothly()
{
    // Between two whole steps Play moves pos's fraction from 0 towards 1 (frames of 16 ms), so the clocks,
    // the waves and RoPE's hands turn continuously; pos itself (the heat maps' row) stays whole.
    ExplorerState state;
    PositionAnimator animator(&state);
    state.setPosition(2);
    animator.setSpeed(PositionAnimator::minSpeed); // 2 s per position: the fraction is seen long before the step
    QSignalSpy fractions(&state, &ExplorerState::positionFractionChanged);
    animator.setPlaying(true);
    QTRY_VERIFY(state.positionFraction() > 0.02);
    QCOMPARE(state.position(), 2);
    QVERIFY(state.positionFraction() < 1.0);
    QVERIFY(fractions.count() >= 2); // frame by frame, not one jump
    QCOMPARE(state.displayPosition(), 2 + state.positionFraction());
    QCOMPARE(ClockScene::fromState(state).position, state.displayPosition());
    // A new whole pos (a step, the slider) starts again from 0; stopping lands on a whole position.
    state.setPosition(3);
    QCOMPARE(state.positionFraction(), 0.0);
    QTRY_VERIFY(state.positionFraction() > 0.0);
    animator.setPlaying(false);
    QCOMPARE(state.positionFraction(), 0.0);
    QCOMPARE(state.displayPosition(), 3.0);
    // At the last position the next step wraps to the first: no motion towards it.
    state.setPosition(state.firstPosition() + state.length() - 1);
    animator.setPlaying(true);
    QTest::qWait(5 * PositionAnimator::frameMs);
    QCOMPARE(state.positionFraction(), 0.0);
    animator.setPlaying(false);
    // Out-of-range fractions are clamped; not a number is 0.
    state.setPositionFraction(1.5);
    QCOMPARE(state.positionFraction(), 0.999);
    state.setPositionFraction(std::nan(""));
    QCOMPARE(state.positionFraction(), 0.0);
}

QTEST_GUILESS_MAIN(TestPositionAnimator)
#include "tst_positionanimator.moc"
