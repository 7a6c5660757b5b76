// Play: the position animator steps pos forward and wraps at the end of the sequence.
#include "ui/state/explorerstate.h"
#include "ui/state/positionanimator.h"

#include <QSignalSpy>
#include <QTest>

class TestPositionAnimator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void stepAdvancesAndWraps();
    void playAdvancesAndStops();
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

QTEST_GUILESS_MAIN(TestPositionAnimator)
#include "tst_positionanimator.moc"
