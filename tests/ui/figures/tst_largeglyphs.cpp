// Large text glyph by glyph from cached images (ui/figures/largeglyphs): where it is used, that it draws what
// Qt draws (scripts raised and lowered included), and that a glyph's image is made once.
#include "ui/figures/largeglyphs.h"
#include "ui/figures/scriptedtext.h"

#include <QImage>
#include <QPainter>
#include <QWidget>
#include <QPicture>
#include <QPixmap>
#include <QTest>
#include <QTextLayout>

#include <memory>

namespace {

std::unique_ptr<QTextLayout> laidOut(const QString &source, const QFont &font)
{
    const ScriptedText scripted = scriptedText(source, font);
    auto layout = std::make_unique<QTextLayout>(scripted.text, font);
    layout->setFormats(scripted.formats);
    layout->beginLayout();
    QTextLine line = layout->createLine();
    line.setLineWidth(1e6);
    line.setPosition(QPointF(0, 0));
    layout->endLayout();
    return layout;
}

/// Sum of the ink (255 - grey) of \a image's columns x0 .. x1 - 1, and the ink-weighted mean row.
struct Ink
{
    double total = 0;
    double meanRow = 0;
};
Ink inkOf(const QImage &image, int x0, int x1)
{
    Ink ink;
    double rows = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = x0; x < x1; ++x) {
            const double v = 255 - qGray(image.pixel(x, y));
            ink.total += v;
            rows += v * y;
        }
    ink.meanRow = ink.total > 0 ? rows / ink.total : 0;
    return ink;
}

QImage drawn(const QTextLayout &layout, bool large, int pixels)
{
    QImage image(1400, 3 * pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setFont(layout.font());
    painter.setPen(Qt::black);
    const QPointF at(10.25, pixels * 0.6);
    if (large)
        drawLargeGlyphs(painter, layout, at);
    else
        layout.draw(&painter, at);
    return image;
}

} // namespace

class TestLargeGlyphs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void usedForLargeRasterTextOnly();
    void drawsWhatQtDraws();
    void makesEachGlyphOnce();
    void childWidgetsDrawInPlace();
};

void TestLargeGlyphs::usedForLargeRasterTextOnly()
{
    QFont font;
    font.setPixelSize(80);
    QImage image(100, 100, QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    painter.setFont(font);
    QVERIFY(drawsLargeGlyphs(painter));
    painter.rotate(10); // a rotated glyph is not the cached one
    QVERIFY(!drawsLargeGlyphs(painter));
    painter.resetTransform();
    painter.scale(0.5, 0.5); // 40 device pixels: Qt's own cache takes it
    QVERIFY(!drawsLargeGlyphs(painter));
    painter.resetTransform();
    font.setPixelSize(40);
    painter.setFont(font);
    QVERIFY(!drawsLargeGlyphs(painter));
    painter.scale(2, 2); // 80 device pixels again
    QVERIFY(drawsLargeGlyphs(painter));
    painter.end();
    // A recording (a picture, SVG, PDF, the layout test's recorder) keeps Qt's text.
    QPicture picture;
    QPainter recording(&picture);
    font.setPixelSize(80);
    recording.setFont(font);
    QVERIFY(!drawsLargeGlyphs(recording));
}

void TestLargeGlyphs::drawsWhatQtDraws()
{
    // At 80 px Qt fills each text item's outline: the glyph images must give the same text in the same place,
    // the subscripts lowered and the superscript raised as QTextLine::draw does (QTextLayout::glyphRuns()
    // alone puts them on the baseline: 5 to 20 px off at this size).
    const int pixels = 80;
    QFont font;
    font.setPixelSize(pixels);
    const auto layout = laidOut(QStringLiteral("M\u2096 = \u03c9\u1d62\u00b7pos, 10000^{2i/d}"), font);
    const QImage qt = drawn(*layout, false, pixels);
    const QImage ours = drawn(*layout, true, pixels);
    const Ink all = inkOf(qt, 0, qt.width());
    QVERIFY(all.total > 0);
    QVERIFY2(std::abs(inkOf(ours, 0, ours.width()).total - all.total) < 0.03 * all.total, "ink differs by 3 % or more");
    // Band by band (a glyph or two wide), the ink and its mean height agree.
    for (int x = 0; x + 60 <= qt.width(); x += 60) {
        const Ink a = inkOf(qt, x, x + 60);
        const Ink b = inkOf(ours, x, x + 60);
        if (a.total < 0.01 * all.total)
            continue;
        QVERIFY2(std::abs(a.meanRow - b.meanRow) < 1.5, // whole pixels vertically: up to half a pixel off, and antialiasing
                 qPrintable(QStringLiteral("columns %1..%2: mean row %3 (Qt) against %4").arg(x).arg(x + 59).arg(a.meanRow).arg(b.meanRow)));
        QVERIFY2(std::abs(a.total - b.total) < 0.1 * a.total + 200 * 60,
                 qPrintable(QStringLiteral("columns %1..%2: ink %3 (Qt) against %4").arg(x).arg(x + 59).arg(a.total).arg(b.total)));
    }
}

void TestLargeGlyphs::makesEachGlyphOnce()
{
    QFont font;
    font.setPixelSize(90);
    const auto layout = laidOut(QStringLiteral("aaaa bbbb"), font);
    const LargeGlyphCounts before = largeGlyphCounts();
    const QImage first = drawn(*layout, true, 90);
    const LargeGlyphCounts between = largeGlyphCounts();
    const QImage second = drawn(*layout, true, 90);
    const LargeGlyphCounts after = largeGlyphCounts();
    QVERIFY(between.made > before.made);
    QVERIFY(between.made - before.made <= 3 * 4); // a, b and the space, at most at each quarter-pixel offset
    QCOMPARE(after.made, between.made);            // nothing new the second time
    QCOMPARE(after.reused - between.reused, 9);    // every glyph from its image
    QCOMPARE(second, first);
}

namespace {
/// A widget that writes "Hxg" at 90 px, 10 px from its corner, through drawScripted().
class TextWidget : public QWidget
{
public:
    using QWidget::QWidget;

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        QFont font;
        font.setPixelSize(90);
        painter.setFont(font);
        painter.setPen(Qt::black);
        drawScripted(painter, QRectF(10, 10, 0, 0), Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip, QStringLiteral("Hxg"));
    }
};

/// The box of \a image's dark pixels (grey below 128).
QRect inkBox(const QImage &image)
{
    QRect box;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (qGray(image.pixel(x, y)) < 128)
                box |= QRect(x, y, 1, 1);
    return box;
}
} // namespace

void TestLargeGlyphs::childWidgetsDrawInPlace()
{
    // A child widget is painted through a painter redirected into its window with the child's offset
    // (QWidgetPrivate::drawWidget): its deviceTransform() includes the offset, and resetTransform() keeps it.
    // The glyphs must land where they land in the child drawn alone, moved by its place (they were moved twice,
    // out of the child and clipped away).
    TextWidget alone;
    alone.resize(300, 200);
    const QPixmap aloneShot = alone.grab();
    const qreal ratio = aloneShot.devicePixelRatio(); // QT_SCALE_FACTOR 1.5, 2: device pixels
    const QRect expected = inkBox(aloneShot.toImage()).translated(qRound(200 * ratio), qRound(100 * ratio));
    QVERIFY(expected.width() > 100 && expected.height() > 50);
    QWidget parent;
    parent.setAutoFillBackground(true);
    parent.resize(600, 400);
    auto *child = new TextWidget(&parent);
    child->setGeometry(200, 100, 300, 200);
    const QRect box = inkBox(parent.grab().toImage());
    QVERIFY2(box == expected, qPrintable(QStringLiteral("ink at %1,%2 %3x%4, alone it is at %5,%6 %7x%8")
                                             .arg(box.x()).arg(box.y()).arg(box.width()).arg(box.height())
                                             .arg(expected.x()).arg(expected.y()).arg(expected.width()).arg(expected.height())));
}

QTEST_MAIN(TestLargeGlyphs)
#include "tst_largeglyphs.moc"
