// Relative-offset figure: the scene's numbers come from the core and show the same M_k at pos and pos'.
#include <posenc/encodings/sinusoidal.h>
#include "ui/figures/relativepainter.h"
#include "ui/state/explorerstate.h"

#include <QPainter>
#include <QTest>

#include <cmath>

class TestRelativePainter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sceneFollowsTheSelection();
    void sameRotationAtBothPositions_data();
    void sameRotationAtBothPositions();
    void loneSineHasNoRotation();
    void paintsSomething();
};

void TestRelativePainter::sceneFollowsTheSelection()
{
    ExplorerState state;
    state.setDimension(7); // pair 3
    state.setPosition(5);
    state.setOffset(2);
    state.setComparePosition(12);
    const RelativeScene s = RelativeScene::fromState(state);
    QCOMPARE(s.pair, 3);
    QCOMPARE(s.omega, state.angularFrequencies()(3));
    QCOMPARE(s.positions[0], 5);
    QCOMPARE(s.positions[1], 12);
    QCOMPARE(s.pairCount, 30);
    QCOMPARE(s.rotation, posenc::offsetRotation(s.omega, 2));
}

void TestRelativePainter::sameRotationAtBothPositions_data()
{
    QTest::addColumn<int>("pair");
    QTest::addColumn<int>("offset");
    QTest::newRow("i 0, k 3") << 0 << 3;
    QTest::newRow("i 5, k -4") << 5 << -4;
    QTest::newRow("i 29, k 16") << 29 << 16;
}

void TestRelativePainter::sameRotationAtBothPositions()
{
    QFETCH(int, pair);
    QFETCH(int, offset);
    ExplorerState state;
    state.setDimension(2 * pair);
    state.setPosition(offset < 0 ? 8 : 1);
    state.setComparePosition(offset < 0 ? 13 : 10);
    state.setOffset(offset);
    const RelativeScene s = RelativeScene::fromState(state);
    const double expected = std::remainder(s.omega * offset, 2 * M_PI);
    for (int k = 0; k < 2; ++k) {
        QVERIFY((s.mapped[k] - s.vectors[k][1]).cwiseAbs().maxCoeff() < 1e-12);
        QVERIFY(std::abs(s.measuredTurn[k] - expected) < 1e-12);
        QVERIFY(s.residual[k] < 1e-12);
    }
}

void TestRelativePainter::loneSineHasNoRotation()
{
    ExplorerState state;
    state.setDModel(7);
    state.setDimension(6);
    QVERIFY(RelativeScene::fromState(state).loneSine);
    state.setDimension(5);
    QVERIFY(!RelativeScene::fromState(state).loneSine);
}

void TestRelativePainter::paintsSomething()
{
    ExplorerState state;
    state.setOffset(3);
    QImage image(900, 500, QImage::Format_ARGB32);
    image.fill(Qt::black);
    {
        QPainter painter(&image);
        paintRelativeFigure(painter, QRectF(0, 0, 900, 500), RelativeScene::fromState(state), FigureStyle::screen());
    }
    int white = 0, dark = 0;
    for (int y = 0; y < 500; y += 4)
        for (int x = 0; x < 900; x += 4) {
            const QColor c = image.pixelColor(x, y);
            white += c.lightness() > 245;
            dark += c.lightness() < 120;
        }
    QVERIFY(white > 10000); // background painted
    QVERIFY(dark > 100);    // hands and text
}

QTEST_MAIN(TestRelativePainter)
#include "tst_relativepainter.moc"
