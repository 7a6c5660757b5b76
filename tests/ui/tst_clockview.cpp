// Clock view: every pair reachable, hands at the true angle, the offset arc, play.
#include <clockpainter.h>
#include <clockview.h>
#include <explorerstate.h>

#include <QPainter>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

class TestClockView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void allPairsReachableAtDModel1024();
    void handPointsAtTheTrueAngle_data();
    void handPointsAtTheTrueAngle();
    void offsetArcIsTheSameForEveryPosition();
    void samplePairsKeepsFirstAndLast();
    void playAdvancesAndWraps();
};

void TestClockView::allPairsReachableAtDModel1024()
{
    ExplorerState state;
    ClockView view(&state);
    view.resize(900, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    state.setDModel(1024);
    QCoreApplication::processEvents();
    auto *grid = view.findChild<ClockGridWidget *>();
    QVERIFY(grid);
    const ClockGrid layout = ClockGrid::forWidth(grid->width(), ClockGridWidget::minCellSize);
    const int rows = (512 + layout.columns - 1) / layout.columns;
    QTRY_VERIFY(grid->height() >= rows * layout.cell - 1);
    // The last pair's cell lies inside the scrollable widget.
    QVERIFY(QRectF(grid->rect()).contains(layout.cellRect(511).center()));
    auto *scroll = view.findChild<QScrollArea *>();
    QVERIFY(scroll->verticalScrollBar()->maximum() > 0);
}

void TestClockView::handPointsAtTheTrueAngle_data()
{
    QTest::addColumn<int>("position");
    QTest::addColumn<double>("angle"); // w_0 * pos = pos radians for pair 0
    QTest::newRow("pos 0: 3 o'clock") << 0 << 0.0;
    QTest::newRow("pos 2: upper left") << 2 << 2.0;
    QTest::newRow("pos 4: lower left") << 4 << 4.0;
    QTest::newRow("pos 5: lower right") << 5 << 5.0;
}

void TestClockView::handPointsAtTheTrueAngle()
{
    QFETCH(int, position);
    QFETCH(double, angle);
    ExplorerState state;
    state.setPosition(position);
    ClockScene scene = ClockScene::fromState(state);
    QImage image(201, 201, QImage::Format_ARGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        FigureStyle style = FigureStyle::screen();
        style.font.setPixelSize(10);
        paintClock(painter, QRectF(0, 0, 201, 201), scene, 0, style);
    }
    // Find the hand's dark blue pixels far from the centre: their direction is the hand's.
    double sumX = 0, sumY = 0;
    int count = 0;
    const QPointF centre(100.5, 100.5);
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.blue() > 90 && c.red() < 60 && c.green() < 100) {
                const QPointF d = QPointF(x + 0.5, y + 0.5) - centre;
                if (std::hypot(d.x(), d.y()) > 30) {
                    sumX += d.x();
                    sumY += d.y();
                    ++count;
                }
            }
        }
    }
    QVERIFY(count > 10);
    const double drawn = std::atan2(-sumY, sumX); // screen y grows downwards
    QVERIFY2(std::abs(std::remainder(drawn - angle, 2 * M_PI)) < 0.05,
             qPrintable(QStringLiteral("drawn %1 rad, expected %2").arg(drawn).arg(angle)));
}

void TestClockView::offsetArcIsTheSameForEveryPosition()
{
    // The arc is drawn from w*pos over w*k: its span does not depend on pos.
    ExplorerState state;
    state.setOffset(3);
    for (const int pos : {0, 7, 12}) {
        state.setPosition(pos);
        const ClockScene scene = ClockScene::fromState(state);
        QCOMPARE(scene.omega(2) * scene.offset, state.angularFrequencies()(2) * 3);
        QCOMPARE(scene.position, double(pos));
    }
}

void TestClockView::samplePairsKeepsFirstAndLast()
{
    QCOMPARE(samplePairs(5, 10), QList<int>({0, 1, 2, 3, 4}));
    const QList<int> sample = samplePairs(512, 64);
    QCOMPARE(sample.size(), 64);
    QCOMPARE(sample.first(), 0);
    QCOMPARE(sample.last(), 511);
    QVERIFY(std::is_sorted(sample.begin(), sample.end()));
}

void TestClockView::playAdvancesAndWraps()
{
    ExplorerState state;
    state.setText(QStringLiteral("a b c"));
    ClockView view(&state);
    QSignalSpy playing(&view, &ClockView::playingChanged);
    view.setPlaying(true);
    QVERIFY(view.isPlaying());
    QCOMPARE(playing.count(), 1);
    QTRY_COMPARE_WITH_TIMEOUT(state.position(), 2, 5000);
    QTRY_COMPARE_WITH_TIMEOUT(state.position(), 0, 5000); // wrapped to the first position
    view.setPlaying(false);
    QVERIFY(!view.isPlaying());
}

QTEST_MAIN(TestClockView)
#include "tst_clockview.moc"
