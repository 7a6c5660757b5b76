// The GIF writer: delays carry their rounding, a written animation reads back (Qt's GIF reader and
// giflib's) with its frames, delays, loop and one shared palette, and failures are reported as text.
#include "ui/export/gifwriter.h"

#include <QBuffer>
#include <QFile>
#include <QImageReader>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

#include <gif_lib.h>

#include <cstring>

namespace {

/// Frame \a f of a small test animation: a fixed grid of 24 coloured cells (a heat map's flat colours)
/// and a square that moves with f.
QImage testFrame(int f, QSize size = {96, 64})
{
    QImage image(size, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    for (int row = 0; row < 4; ++row)
        for (int column = 0; column < 6; ++column)
            painter.fillRect(column * 12, row * 12, 12, 12, QColor::fromHsv((row * 6 + column) * 15, 200, 220));
    painter.fillRect(8 + 10 * f, 50, 10, 10, QColor(20, 20, 160));
    return image;
}

/// Largest difference of one colour channel between two images of the same size.
int maxChannelDifference(const QImage &a, const QImage &b)
{
    const QImage x = a.convertToFormat(QImage::Format_RGB32);
    const QImage y = b.convertToFormat(QImage::Format_RGB32);
    int worst = 0;
    for (int row = 0; row < x.height(); ++row)
        for (int column = 0; column < x.width(); ++column) {
            const QRgb p = x.pixel(column, row);
            const QRgb q = y.pixel(column, row);
            worst = std::max({worst, std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                              std::abs(qBlue(p) - qBlue(q))});
        }
    return worst;
}

/// Writes \a frames test frames at \a fps into \a device; returns the first error.
QString writeAnimation(QIODevice &device, int frames, int fps)
{
    GifPalette palette;
    for (int f = 0; f < frames; ++f)
        if (QString error = palette.addSample(testFrame(f)); !error.isEmpty())
            return error;
    if (QString error = palette.build(); !error.isEmpty())
        return error;
    GifWriter writer(device, testFrame(0).size(), palette);
    if (QString error = writer.open(); !error.isEmpty())
        return error;
    for (int f = 0; f < frames; ++f)
        if (QString error = writer.addFrame(testFrame(f), gifFrameDelay(f, fps)); !error.isEmpty())
            return error;
    return writer.finish();
}

} // namespace

class TestGifWriter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void delaysCarryTheirRounding();
    void framesReadBackWithQt();
    void fileHasLoopDelaysAndOnePalette();
    void unchangedPixelsKeepTheirColour();
    void errorsAreText();
};

void TestGifWriter::delaysCarryTheirRounding()
{
    QCOMPARE(gifFrameDelay(0, 25), 4);
    QCOMPARE(gifFrameDelay(0, 50), 2);
    QCOMPARE(gifFrameDelay(0, 1), 100);
    // 16 fps is 6.25 cs a frame: 6, 6, 6, 7, and so on.
    QCOMPARE((QList<int>{gifFrameDelay(0, 16), gifFrameDelay(1, 16), gifFrameDelay(2, 16), gifFrameDelay(3, 16)}),
             (QList<int>{6, 6, 6, 7}));
    // N frames last floor(100 N / fps) cs whatever fps: no drift.
    for (const int fps : {1, 3, 7, 16, 24, 25, 30, 33, 49, 50}) {
        for (const int frames : {2, 64, 1000}) {
            int total = 0;
            for (int f = 0; f < frames; ++f) {
                const int delay = gifFrameDelay(f, fps);
                QVERIFY(delay >= 100 / fps && delay <= 100 / fps + 1);
                total += delay;
            }
            QCOMPARE(total, 100 * frames / fps);
        }
    }
}

void TestGifWriter::framesReadBackWithQt()
{
    QBuffer buffer;
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    QCOMPARE(writeAnimation(buffer, 5, 25), QString());
    buffer.close();
    QVERIFY(buffer.data().startsWith("GIF89a"));

    QVERIFY(buffer.open(QIODevice::ReadOnly));
    QImageReader reader(&buffer, "gif");
    QVERIFY(reader.supportsAnimation());
    QCOMPARE(reader.imageCount(), 5);
    QCOMPARE(reader.loopCount(), -1); // for ever
    for (int f = 0; f < 5; ++f) {
        const QImage frame = reader.read();
        QVERIFY2(!frame.isNull(), qPrintable(reader.errorString()));
        QCOMPARE(frame.size(), QSize(96, 64));
        QCOMPARE(reader.nextImageDelay(), 40); // 25 fps: 4 cs
        // Few flat colours: the palette holds each, so the frame comes back within a rounding.
        QVERIFY2(maxChannelDifference(frame, testFrame(f)) <= 4,
                 qPrintable(QString::number(maxChannelDifference(frame, testFrame(f)))));
    }
}

void TestGifWriter::fileHasLoopDelaysAndOnePalette()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("a.gif"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(writeAnimation(file, 4, 16), QString());
    file.close();

    int error = 0;
    GifFileType *gif = DGifOpenFileName(QFile::encodeName(path).constData(), &error);
    QVERIFY2(gif, GifErrorString(error));
    QCOMPARE(DGifSlurp(gif), GIF_OK);
    QCOMPARE(gif->SWidth, 96);
    QCOMPARE(gif->SHeight, 64);
    QCOMPARE(gif->ImageCount, 4);
    QVERIFY(gif->SColorMap); // one global palette ...
    bool looping = false;
    for (int f = 0; f < gif->ImageCount; ++f) {
        const SavedImage &image = gif->SavedImages[f];
        QVERIFY(!image.ImageDesc.ColorMap); // ... and no frame has its own
        GraphicsControlBlock control;
        QCOMPARE(DGifSavedExtensionToGCB(gif, f, &control), GIF_OK);
        QCOMPARE(control.DelayTime, gifFrameDelay(f, 16));
        QCOMPARE(control.TransparentColor, NO_TRANSPARENT_COLOR);
        // The NETSCAPE2.0 block comes before the first frame: an application block and its sub-block.
        for (int e = 0; e + 1 < image.ExtensionBlockCount; ++e) {
            const ExtensionBlock &block = image.ExtensionBlocks[e];
            const ExtensionBlock &next = image.ExtensionBlocks[e + 1];
            if (block.Function == APPLICATION_EXT_FUNC_CODE && block.ByteCount == 11
                && std::memcmp(block.Bytes, "NETSCAPE2.0", 11) == 0) {
                QCOMPARE(next.ByteCount, 3);
                QCOMPARE(int(next.Bytes[0]), 1);
                QCOMPARE(next.Bytes[1] | (next.Bytes[2] << 8), 0); // 0: loop for ever
                looping = true;
            }
        }
    }
    QVERIFY(looping);
    QVERIFY(DGifCloseFile(gif, &error) == GIF_OK);
}

void TestGifWriter::unchangedPixelsKeepTheirColour()
{
    // One palette, no dithering: the fixed cells are the same colour in every frame, so they cannot flicker.
    QBuffer buffer;
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    QCOMPARE(writeAnimation(buffer, 3, 10), QString());
    buffer.close();
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    QImageReader reader(&buffer, "gif");
    const QImage first = reader.read().convertToFormat(QImage::Format_RGB32).copy(0, 0, 72, 48);
    reader.read();
    const QImage third = reader.read().convertToFormat(QImage::Format_RGB32).copy(0, 0, 72, 48);
    QVERIFY(!first.isNull() && !third.isNull());
    QCOMPARE(first, third);
}

void TestGifWriter::errorsAreText()
{
    GifPalette empty;
    QVERIFY(empty.build().contains(QStringLiteral("no sample frame")));
    QVERIFY(!empty.addSample(QImage()).isEmpty());

    GifPalette palette;
    QCOMPARE(palette.addSample(testFrame(0)), QString());
    QCOMPARE(palette.build(), QString());
    QVERIFY(!palette.colours().empty() && palette.colours().size() <= 256);

    QBuffer buffer;
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    GifWriter notOpen(buffer, QSize(96, 64), palette);
    QVERIFY(notOpen.addFrame(testFrame(0), 4).contains(QStringLiteral("not open")));
    GifWriter writer(buffer, QSize(96, 64), palette);
    QCOMPARE(writer.open(), QString());
    QVERIFY(writer.addFrame(testFrame(0, {40, 40}), 4).contains(QStringLiteral("40 × 40")));

    // A device that takes nothing: the write failure and its reason come back.
    QFile full(QStringLiteral("/dev/full"));
    QVERIFY(full.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
    GifWriter noRoom(full, QSize(96, 64), palette);
    const QString error = noRoom.open();
    QVERIFY2(error.contains(QStringLiteral("No space left")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestGifWriter)
#include "tst_gifwriter.moc"
