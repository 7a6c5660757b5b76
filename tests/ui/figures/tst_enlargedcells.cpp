// drawEnlargedCells(): a colour map's cells written into a raster image as Qt's drawImage() would draw
// them (up to one pixel at a cell's edge), inside the clip only, and refused where it cannot be exact.
#include "ui/figures/enlargedcells.h"

#include <QImage>
#include <QPainter>
#include <QPixmap>
#include <QRandomGenerator>
#include <QTest>

namespace {

QImage randomCells(int columns, int rows, quint32 seed)
{
    QImage cells(columns, rows, QImage::Format_RGB32);
    QRandomGenerator random(seed);
    for (int y = 0; y < rows; ++y)
        for (int x = 0; x < columns; ++x)
            cells.setPixel(x, y, qRgb(random.bounded(256), random.bounded(256), random.bounded(256)));
    return cells;
}

QImage canvas(QSize size, double dpr = 1.0)
{
    QImage image(size, QImage::Format_RGB32);
    image.setDevicePixelRatio(dpr);
    image.fill(Qt::white);
    return image;
}

/// Pixels of \a fast that match neither \a reference at the same place nor at a neighbour (the edge of
/// a cell one pixel further).
int offByMoreThanAPixel(const QImage &fast, const QImage &reference)
{
    int bad = 0;
    for (int y = 0; y < fast.height(); ++y)
        for (int x = 0; x < fast.width(); ++x) {
            const QRgb p = fast.pixel(x, y);
            bool near = false;
            for (int dy = -1; dy <= 1 && !near; ++dy)
                for (int dx = -1; dx <= 1 && !near; ++dx) {
                    const int u = x + dx, v = y + dy;
                    near = u >= 0 && v >= 0 && u < fast.width() && v < fast.height() && reference.pixel(u, v) == p;
                }
            bad += near ? 0 : 1;
        }
    return bad;
}

int differing(const QImage &a, const QImage &b)
{
    int n = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            n += a.pixel(x, y) != b.pixel(x, y) ? 1 : 0;
    return n;
}

} // namespace

class TestEnlargedCells : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void drawsWhatDrawImageDraws_data();
    void drawsWhatDrawImageDraws();
    void keepsInsideTheClip();
    void refusesWhatItCannotDrawExactly();
};

void TestEnlargedCells::drawsWhatDrawImageDraws_data()
{
    QTest::addColumn<QSize>("cells");
    QTest::addColumn<QRectF>("target");
    QTest::addColumn<double>("dpr");
    QTest::addRow("enlarged, fractional edges") << QSize(7, 5) << QRectF(10.3, 20.7, 280.4, 170.9) << 1.0;
    QTest::addRow("many small cells, two threads") << QSize(512, 128) << QRectF(3.5, 2.25, 1190.0, 700.5) << 1.0;
    QTest::addRow("nearly one pixel per cell") << QSize(600, 390) << QRectF(0.0, 0.0, 601.0, 391.0) << 1.0;
    QTest::addRow("past the canvas's edges") << QSize(9, 9) << QRectF(-40.0, -30.0, 700.0, 500.0) << 1.0;
    QTest::addRow("device pixel ratio 2") << QSize(31, 17) << QRectF(5.0, 6.0, 290.0, 180.0) << 2.0;
    QTest::addRow("device pixel ratio 1.5") << QSize(31, 17) << QRectF(5.0, 6.0, 290.0, 180.0) << 1.5;
}

void TestEnlargedCells::drawsWhatDrawImageDraws()
{
    QFETCH(QSize, cells);
    QFETCH(QRectF, target);
    QFETCH(double, dpr);
    const QSize size = target.width() > 1000 ? QSize(1200, 720) : QSize(620, 400);
    const QImage image = randomCells(cells.width(), cells.height(), 7);
    QImage reference = canvas(size * dpr, dpr);
    QImage fast = reference.copy();
    {
        QPainter painter(&reference);
        painter.drawImage(target, image);
    }
    {
        QPainter painter(&fast);
        QVERIFY(drawEnlargedCells(&painter, target, image));
    }
    QCOMPARE(offByMoreThanAPixel(fast, reference), 0);
    // Off by one only at a cell's edge: most pixels are the same.
    QVERIFY2(differing(fast, reference) < fast.width() * fast.height() / 20,
             qPrintable(QString::number(differing(fast, reference))));
    QVERIFY(fast != canvas(size * dpr, dpr)); // it drew
}

void TestEnlargedCells::keepsInsideTheClip()
{
    const QImage image = randomCells(13, 11, 3);
    QImage fast = canvas(QSize(400, 300));
    QImage reference = fast.copy();
    const QRect clip(50, 40, 200, 150);
    for (QImage *device : {&reference, &fast}) {
        QPainter painter(device);
        painter.setClipRect(clip);
        if (device == &fast)
            QVERIFY(drawEnlargedCells(&painter, QRectF(0.0, 0.0, 400.0, 300.0), image));
        else
            painter.drawImage(QRectF(0.0, 0.0, 400.0, 300.0), image);
    }
    QCOMPARE(offByMoreThanAPixel(fast, reference), 0);
    for (int y = 0; y < 300; ++y)
        for (int x = 0; x < 400; ++x)
            if (!clip.contains(x, y))
                QCOMPARE(fast.pixel(x, y), qRgb(255, 255, 255));
    QVERIFY(fast.pixel(clip.center()) != qRgb(255, 255, 255));
    // A clip that leaves nothing: nothing drawn, and done.
    QImage none = canvas(QSize(100, 100));
    {
        QPainter painter(&none);
        painter.setClipRect(QRect(200, 200, 10, 10));
        QVERIFY(drawEnlargedCells(&painter, QRectF(0, 0, 100, 100), image));
    }
    QCOMPARE(none, canvas(QSize(100, 100)));
}

void TestEnlargedCells::refusesWhatItCannotDrawExactly()
{
    const QImage image = randomCells(5, 4, 1);
    const QImage blank = canvas(QSize(100, 80));
    const QRectF target(0.0, 0.0, 100.0, 80.0);
    const auto refused = [&](const std::function<void(QPainter &)> &setUp, QImage device) {
        QPainter painter(&device);
        setUp(painter);
        const bool drawn = drawEnlargedCells(&painter, target, image);
        painter.end();
        return !drawn && device == blank;
    };
    QVERIFY(refused([](QPainter &p) { p.rotate(10.0); }, blank));
    QVERIFY(refused([](QPainter &p) { p.setOpacity(0.5); }, blank));
    QVERIFY(refused([](QPainter &p) { p.setCompositionMode(QPainter::CompositionMode_Multiply); }, blank));
    QVERIFY(refused([](QPainter &p) { p.setClipRegion(QRegion(0, 0, 10, 10) + QRegion(50, 50, 10, 10)); }, blank));
    QVERIFY(refused([](QPainter &p) { p.scale(1.5, 1.5); p.setClipRect(QRectF(0.5, 0.5, 20, 20)); }, blank));
    // (An image being painted is never shared: QImage copies it deeply, and QPainter::begin() detaches.)
    // QCPPainter's antialiasing: half a pixel's shift after an integer clip (as a colour map is drawn).
    {
        QImage fast = canvas(QSize(300, 200));
        QImage reference = fast.copy();
        for (QImage *device : {&reference, &fast}) {
            QPainter painter(device);
            painter.setClipRect(QRect(20, 10, 250, 170));
            painter.translate(0.5, 0.5);
            if (device == &fast)
                QVERIFY(drawEnlargedCells(&painter, QRectF(20.0, 10.0, 250.0, 170.0), image));
            else
                painter.drawImage(QRectF(20.0, 10.0, 250.0, 170.0), image);
        }
        QCOMPARE(offByMoreThanAPixel(fast, reference), 0);
    }
    // Cells with alpha, a pixmap: Qt draws them.
    {
        QImage device = blank.copy();
        QPainter painter(&device);
        QVERIFY(!drawEnlargedCells(&painter, target, image.convertToFormat(QImage::Format_ARGB32_Premultiplied)));
    }
    {
        QPixmap pixmap(100, 80);
        QPainter painter(&pixmap);
        QVERIFY(!drawEnlargedCells(&painter, target, image));
    }
    // And plain painting is taken.
    QVERIFY(!refused([](QPainter &) {}, blank));
}

QTEST_MAIN(TestEnlargedCells)
#include "tst_enlargedcells.moc"
