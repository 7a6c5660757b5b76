// Export images in huge pages: the requested size and format, rows as QImage lays them out, painted and
// copied like any image (an 8 MiB figure and a small one, which gets an ordinary image).
#include "ui/export/largeimage.h"

#include <QPainter>
#include <QTest>

class TestLargeImage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void behavesAsAQImage_data();
    void behavesAsAQImage();
};

void TestLargeImage::behavesAsAQImage_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("format");
    QTest::newRow("1920 x 1080 RGB32") << QSize(1920, 1080) << int(QImage::Format_RGB32);
    QTest::newRow("3841 x 2161 ARGB32") << QSize(3841, 2161) << int(QImage::Format_ARGB32_Premultiplied);
    QTest::newRow("1001 x 999 RGB888 (rows padded)") << QSize(1001, 999) << int(QImage::Format_RGB888);
    QTest::newRow("small: ordinary") << QSize(40, 30) << int(QImage::Format_RGB32);
}

void TestLargeImage::behavesAsAQImage()
{
    QFETCH(QSize, size);
    QFETCH(int, format);
    QImage image = largeImage(size.width(), size.height(), QImage::Format(format));
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), size);
    QCOMPARE(int(image.format()), format);
    const QImage reference(size, QImage::Format(format));
    QCOMPARE(image.bytesPerLine(), reference.bytesPerLine());
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.fillRect(QRect(size.width() / 2, size.height() / 2, 3, 3), Qt::red);
    }
    QCOMPARE(image.pixelColor(0, 0), QColor(Qt::white));
    QCOMPARE(image.pixelColor(size.width() - 1, size.height() - 1), QColor(Qt::white));
    QCOMPARE(image.pixelColor(size.width() / 2 + 1, size.height() / 2 + 1), QColor(Qt::red));
    // Shared and outliving the scope it was made in (an export's encoder holds a copy).
    QImage copy = image;
    image = QImage();
    QCOMPARE(copy.pixelColor(size.width() / 2, size.height() / 2), QColor(Qt::red));
    copy.setPixelColor(0, 0, Qt::blue);
    QCOMPARE(copy.pixelColor(0, 0), QColor(Qt::blue));
    QVERIFY(largeImage(0, 10, QImage::Format_RGB32).isNull());
}

QTEST_APPLESS_MAIN(TestLargeImage)
#include "tst_largeimage.moc"
