// encodePng(): libpng's file reads back as the same pixels, keeps the resolution and text, and is no
// larger than Qt's own PNG writer made it (issue 12: at most 1.5 times).
#include "ui/export/figureexport.h"
#include "ui/export/pngencoder.h"
#include "ui/state/explorerstate.h"

#include <QBuffer>
#include <QImageReader>
#include <QImageWriter>
#include <QPainter>
#include <QTest>

namespace {

QImage decoded(const QByteArray &bytes)
{
    return QImage::fromData(bytes, "PNG");
}

/// A picture with flat areas, antialiased edges and text, as figures have.
QImage sample(QImage::Format format)
{
    QImage image(301, 207, format);
    image.fill(format == QImage::Format_ARGB32 ? QColor(0, 0, 0, 0) : QColor(Qt::white));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(QColor(200, 40, 30, 180));
    painter.drawEllipse(QRectF(20, 15, 160, 120));
    painter.setPen(QPen(QColor(20, 60, 160), 3));
    painter.drawLine(QPointF(5, 200), QPointF(295, 10));
    painter.drawText(QRectF(10, 150, 280, 40), Qt::AlignCenter, QStringLiteral("PE(pos, 2i) = sin(pos·ωᵢ)"));
    return image;
}

} // namespace

class TestPngEncoder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsBackAsTheSamePixels_data();
    void readsBackAsTheSamePixels();
    void keepsResolutionAndText();
    void noLargerThanQtsWriter();
    void emptyImageIsAnError();
};

void TestPngEncoder::readsBackAsTheSamePixels_data()
{
    QTest::addColumn<int>("format");
    QTest::newRow("opaque RGB32") << int(QImage::Format_RGB32);
    QTest::newRow("with alpha ARGB32") << int(QImage::Format_ARGB32);
    QTest::newRow("premultiplied") << int(QImage::Format_ARGB32_Premultiplied);
    QTest::newRow("indexed (a colour table)") << int(QImage::Format_Indexed8);
}

void TestPngEncoder::readsBackAsTheSamePixels()
{
    QFETCH(int, format);
    // Rows are converted 64 at a time: 207 rows end in a part of a strip.
    const QImage image = format == QImage::Format_Indexed8 ? sample(QImage::Format_RGB32).convertToFormat(QImage::Format_Indexed8)
                                                           : sample(QImage::Format(format));
    QString error;
    const auto bytes = encodePng(image, &error);
    QVERIFY2(bytes, qPrintable(error));
    QVERIFY(bytes->startsWith("\x89PNG\r\n\x1a\n"));
    const QImage back = decoded(*bytes);
    QCOMPARE(back.size(), image.size());
    QCOMPARE(back.hasAlphaChannel(), image.hasAlphaChannel());
    // Premultiplied pixels go through straight alpha and back: equal up to that rounding.
    const QImage expected = image.convertToFormat(QImage::Format_ARGB32);
    const QImage got = back.convertToFormat(QImage::Format_ARGB32);
    int worst = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QRgb a = expected.pixel(x, y), b = got.pixel(x, y);
            if (qAlpha(a) == 0 && qAlpha(b) == 0)
                continue;
            worst = std::max({worst, std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)), std::abs(qBlue(a) - qBlue(b)),
                              std::abs(qAlpha(a) - qAlpha(b))});
        }
    QVERIFY2(worst <= (format == QImage::Format_ARGB32_Premultiplied ? 2 : 0), qPrintable(QString::number(worst)));
}

void TestPngEncoder::keepsResolutionAndText()
{
    QImage image = sample(QImage::Format_RGB32);
    image.setDotsPerMeterX(11811); // 300 dpi
    image.setDotsPerMeterY(11811);
    image.setText(QStringLiteral("Title"), QStringLiteral("位置编码 PE"));
    image.setText(QStringLiteral("   "), QStringLiteral("a key with nothing left is skipped, not an error"));
    QString error;
    const auto bytes = encodePng(image, &error);
    QVERIFY2(bytes, qPrintable(error));
    const QImage back = decoded(*bytes);
    QCOMPARE(back.dotsPerMeterX(), 11811);
    QCOMPARE(back.dotsPerMeterY(), 11811);
    QCOMPARE(back.text(QStringLiteral("Title")), QStringLiteral("位置编码 PE"));
}

void TestPngEncoder::noLargerThanQtsWriter()
{
    // The PE and the clock figures at 1920 x 1080, against Qt's writer as the exports used it before.
    ExplorerState state;
    state.setDModel(128);
    for (const Figure figure : {Figure::Encoding, Figure::Clock}) {
        const QImage image = renderFigure(state, figure, ImageSize());
        QByteArray qt;
        QBuffer buffer(&qt);
        buffer.open(QIODevice::WriteOnly);
        QImageWriter writer(&buffer, "png");
        writer.setQuality(80);
        QVERIFY(writer.write(image));
        const auto ours = encodePng(image);
        QVERIFY(ours);
        QVERIFY2(ours->size() <= qt.size() * 3 / 2,
                 qPrintable(QStringLiteral("%1: %2 bytes against Qt's %3").arg(figureName(figure)).arg(ours->size()).arg(qt.size())));
        QCOMPARE(decoded(*ours).convertToFormat(QImage::Format_RGB32), image.convertToFormat(QImage::Format_RGB32));
    }
}

void TestPngEncoder::emptyImageIsAnError()
{
    QString error;
    QVERIFY(!encodePng(QImage(), &error));
    QVERIFY(!error.isEmpty());
}

QTEST_MAIN(TestPngEncoder)
#include "tst_pngencoder.moc"
