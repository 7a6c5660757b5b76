// drawEnlargedCells(): a colour map's cells written into a raster image as Qt's drawImage() would draw
// them (up to one pixel at a cell's edge), inside the clip only, and refused where it cannot be exact.
#include "ui/figures/enlargedcells.h"

#include <QImage>
#include <QPainter>
#include <QPixmap>
#include <QRandomGenerator>
#include <QScreen>
#include <QWidget>
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

/// A widget that paints \a cells over its whole rectangle, by drawEnlargedCells() or by Qt's drawImage().
class CellsWidget : public QWidget
{
public:
    CellsWidget(QImage cells, bool fast, QWidget *parent)
        : QWidget(parent)
        , cells(std::move(cells))
        , fast(fast)
    {
        setAttribute(Qt::WA_OpaquePaintEvent);
    }
    QImage cells;
    bool fast;
    int declined = 0;
    QRegion painted;

protected:
    void paintEvent(QPaintEvent *event) override
    {
        painted += event->region();
        QPainter painter(this);
        painter.translate(0.5, 0.5); // as QCPPainter's antialiasing shifts it
        const QRectF target(-0.5, -0.5, width(), height());
        if (!fast)
            painter.drawImage(target, cells);
        else if (!drawEnlargedCells(&painter, target, cells))
            ++declined;
    }
};

} // namespace

class TestEnlargedCells : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void drawsWhatDrawImageDraws_data();
    void drawsWhatDrawImageDraws();
    void keepsInsideTheClip();
    void refusesWhatItCannotDrawExactly();
    void drawsOntoAWidgetOnScreen();
    void drawsOntoAWidgetAtTheScreensRatio();
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
    // A clip of fractional logical pixels (a QRectF's corners round apart in the raster engine).
    QVERIFY(refused([](QPainter &p) { p.scale(1.5, 1.5); p.setClipRect(QRectF(0.25, 0.25, 20, 20)); }, blank));
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
    // A whole-pixel clip at a fractional device pixel ratio (QCPLayer::draw() at 150 %): its edges fall
    // between device pixels and are rounded as the raster engine rounds them, so the cells stay inside
    // what Qt would draw (up to a pixel at a cell's edge) and not a pixel past the clip.
    {
        QImage fast = canvas(QSize(450, 300), 1.5);
        QImage reference = fast.copy();
        const QRect clip(21, 13, 171, 117); // device 31.5 .. 288, 19.5 .. 195
        for (QImage *device : {&reference, &fast}) {
            QPainter painter(device);
            painter.setClipRect(clip);
            if (device == &fast)
                QVERIFY(drawEnlargedCells(&painter, QRectF(0.0, 0.0, 300.0, 200.0), image));
            else
                painter.drawImage(QRectF(0.0, 0.0, 300.0, 200.0), image);
        }
        QCOMPARE(offByMoreThanAPixel(fast, reference), 0);
        const QRect drawn(32, 20, 257, 176); // qRound(31.5), qRound(19.5), qRound(256.5), qRound(175.5)
        for (int y = 0; y < fast.height(); ++y)
            for (int x = 0; x < fast.width(); ++x)
                if (!drawn.contains(x, y))
                    QCOMPARE(fast.pixel(x, y), qRgb(255, 255, 255));
        QVERIFY(fast.pixel(drawn.topLeft()) != qRgb(255, 255, 255));
        QVERIFY(fast.pixel(drawn.bottomRight()) != qRgb(255, 255, 255));
    }
    // Cells with alpha: Qt draws them.
    {
        QImage device = blank.copy();
        QPainter painter(&device);
        QVERIFY(!drawEnlargedCells(&painter, target, image.convertToFormat(QImage::Format_ARGB32_Premultiplied)));
    }
    // A pixmap of the raster platform is an image underneath: drawn, as Qt draws it.
    {
        QPixmap fast(100, 80);
        QPixmap reference(100, 80);
        for (QPixmap *device : {&reference, &fast}) {
            device->fill(Qt::white);
            QPainter painter(device);
            if (device == &fast)
                QVERIFY(drawEnlargedCells(&painter, target, image));
            else
                painter.drawImage(target, image);
        }
        QCOMPARE(offByMoreThanAPixel(fast.toImage(), reference.toImage()), 0);
    }
    // And plain painting is taken.
    QVERIFY(!refused([](QPainter &) {}, blank));
}

void TestEnlargedCells::drawsOntoAWidgetOnScreen()
{
    // Painted on screen, a widget's pixels are the window's backing store, at the widget's offset in it,
    // and only inside its paint event's region (here of two rectangles).
    QWidget window;
    window.resize(640, 300);
    auto *fast = new CellsWidget(randomCells(29, 13, 5), true, &window);
    auto *reference = new CellsWidget(fast->cells, false, &window);
    fast->setGeometry(37, 23, 270, 200);
    reference->setGeometry(341, 61, 270, 200);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const auto shown = [&window](const QWidget *w) {
        return window.screen()->grabWindow(window.winId(), w->x(), w->y(), w->width(), w->height())
            .toImage().convertToFormat(QImage::Format_RGB32);
    };
    QTRY_VERIFY(!fast->painted.isEmpty() && !reference->painted.isEmpty());
    QCOMPARE(fast->declined, 0);
    const QImage before = shown(fast);
    QCOMPARE(offByMoreThanAPixel(before, shown(reference)), 0);
    QVERIFY(differing(before, shown(reference)) < 270 * 200 / 20);
    // New cells, repainted in two rectangles only: they change there and nowhere else.
    const QRegion region = QRegion(10, 15, 120, 30) + QRegion(150, 120, 100, 60);
    fast->cells = randomCells(29, 13, 6);
    fast->painted = QRegion();
    fast->repaint(region);
    QCOMPARE(fast->declined, 0);
    QCOMPARE(fast->painted, region);
    const QImage after = shown(fast);
    reference->cells = fast->cells;
    reference->repaint();
    const QImage wanted = shown(reference);
    int outsideChanged = 0, insideWrong = 0;
    for (int y = 0; y < after.height(); ++y)
        for (int x = 0; x < after.width(); ++x) {
            if (!region.contains(QPoint(x, y)))
                outsideChanged += after.pixel(x, y) != before.pixel(x, y);
            else if (x > 0 && y > 0 && x + 1 < after.width() && y + 1 < after.height())
                insideWrong += after.pixel(x, y) != wanted.pixel(x, y) && after.pixel(x, y) != wanted.pixel(x - 1, y)
                               && after.pixel(x, y) != wanted.pixel(x, y - 1) && after.pixel(x, y) != wanted.pixel(x + 1, y)
                               && after.pixel(x, y) != wanted.pixel(x, y + 1) && after.pixel(x, y) != wanted.pixel(x - 1, y - 1);
        }
    QCOMPARE(outsideChanged, 0);
    QCOMPARE(insideWrong, 0);
    QVERIFY(differing(after, before) > 0);
}

void TestEnlargedCells::drawsOntoAWidgetAtTheScreensRatio()
{
    // The same at the screen's device pixel ratio (ctest runs this at 125 and 150 % too), read in device
    // pixels from render(), which paints a widget as the window's paint does: redirected to the widget's
    // offset in the image, clipped to the region painted.
    QWidget window;
    window.resize(640, 300);
    auto *fast = new CellsWidget(randomCells(29, 13, 5), true, &window);
    auto *reference = new CellsWidget(fast->cells, false, &window);
    fast->setGeometry(37, 23, 271, 201);
    // Between device pixels at 125 and 150 %, the two alike (304 x 40 apart: whole device pixels).
    reference->setGeometry(341, 63, 271, 201);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const double ratio = window.devicePixelRatioF();
    QImage canvas(window.size() * ratio, QImage::Format_RGB32);
    canvas.setDevicePixelRatio(ratio);
    canvas.fill(Qt::white);
    window.render(&canvas);
    QCOMPARE(fast->declined, 0);
    const auto part = [ratio](const QImage &image, const QWidget *w) {
        return image.copy(QRectF(QPointF(w->pos()) * ratio, QSizeF(w->size()) * ratio).toAlignedRect());
    };
    QCOMPARE(offByMoreThanAPixel(part(canvas, fast), part(canvas, reference)), 0);
    QVERIFY(differing(part(canvas, fast), part(canvas, reference)) < part(canvas, fast).width() * part(canvas, fast).height() / 10);
    // New cells painted in two rectangles of the fast widget only: there they are what a whole paint of
    // the widget shows, and nothing changes outside (a pixel and a half either side of an edge aside).
    const QImage old = canvas.copy();
    const QRegion region = QRegion(10, 15, 120, 30) + QRegion(150, 120, 100, 60);
    fast->cells = reference->cells = randomCells(29, 13, 6);
    QImage after = old.copy();
    after.setDevicePixelRatio(ratio);
    fast->render(&after, fast->pos() + region.boundingRect().topLeft(), region); // the region's corner goes there
    QCOMPARE(fast->declined, 0);
    QImage whole = old.copy();
    whole.setDevicePixelRatio(ratio);
    fast->render(&whole, fast->pos());
    const QRect device = QRectF(QPointF(fast->pos()) * ratio, QSizeF(fast->size()) * ratio).toAlignedRect();
    int outsideChanged = 0, insideWrong = 0;
    for (int y = device.top(); y <= device.bottom(); ++y)
        for (int x = device.left(); x <= device.right(); ++x) {
            const QPointF logical = QPointF(x + 0.5, y + 0.5) / ratio - QPointF(fast->pos());
            const QRegion near(QRectF(logical - QPointF(1.5, 1.5), QSizeF(3.0, 3.0)).toAlignedRect());
            if (!region.intersects(near)) {
                outsideChanged += after.pixel(x, y) != old.pixel(x, y);
            }
            else if ((near - region).isEmpty())
                insideWrong += after.pixel(x, y) != whole.pixel(x, y);
        }
    QCOMPARE(outsideChanged, 0);
    QCOMPARE(insideWrong, 0);
    QVERIFY(after != old);
}

QTEST_MAIN(TestEnlargedCells)
#include "tst_enlargedcells.moc"
