// MatrixImageMap: every cell of the matrix in its gradient's colour, in the axes' orientation (on one
// thread and on two), and drawn over the cells' extent.
#include "ui/figures/matriximagemap.h"

#include <QBuffer>
#include <QRegularExpression>
#include <QPainter>
#include <QSvgGenerator>
#include <QSvgRenderer>
#include "svgtext.h"

#include <QTest>

#include <random>

class TestMatrixImageMap : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyCellInItsColour_data();
    void everyCellInItsColour();
    void drawnOverTheCellsExtent();
    void newGradientColoursAgain();
    void vectorOutputEmbedsBlocksOfPixels();
    void valuesWrittenWhereTheyFit();
};

namespace {

Eigen::MatrixXd randomMatrix(int rows, int columns)
{
    std::mt19937 generator(7);
    std::uniform_real_distribution<double> uniform(-1.2, 1.2); // beyond the range too: clamped colours
    Eigen::MatrixXd m(rows, columns);
    for (Eigen::Index k = 0; k < m.size(); ++k)
        m.data()[k] = uniform(generator);
    return m;
}

} // namespace

void TestMatrixImageMap::valuesWrittenWhereTheyFit()
{
    // A 3 x 4 matrix on a large plot: each value in its cell; the same map reduced, or its cells too small
    // for "−0.00", writes none.
    QCustomPlot plot;
    plot.resize(800, 400);
    auto *map = new MatrixImageMap(plot.xAxis, plot.yAxis);
    map->setGradient(QCPColorGradient(QCPColorGradient::gpPolar));
    map->setDataRange(QCPRange(-1, 1));
    QFont font;
    font.setPixelSize(14);
    map->setCellValues(font);
    Eigen::MatrixXd m = randomMatrix(3, 4);
    m(1, 1) = 0;        // written "0"
    m(1, 0) = 0.5;
    m(1, 2) = 0.0022;   // would round to 0.00: two significant digits
    m(1, 3) = -0.054;   // likewise, with its sign
    m(2, 3) = -0.4187;  // a minus sign
    map->setMatrix(m);
    plot.replot();
    (void)plot.toPixmap(800, 400);
    QVERIFY(map->valuesWritten());
    // In a vector export, row by row as the axes put them (row 0 at the bottom here).
    QBuffer svg;
    svg.open(QIODevice::WriteOnly);
    {
        QSvgGenerator generator;
        generator.setOutputDevice(&svg);
        generator.setSize(QSize(800, 400));
        QCPPainter painter(&generator);
        plot.toPainter(&painter, 800, 400);
    }
    const QString text = svgText(svg.data());
    // Row 1 in drawing order: its values one after the other, "0" and "0.0022" among them.
    const auto written = [](double v) { return QString::number(v, 'f', 2).replace(QLatin1Char('-'), QChar(0x2212)); };
    const QString row1 = written(m(1, 0)) + QStringLiteral("0") + QStringLiteral("0.0022") + QStringLiteral("−0.054");
    QVERIFY2(text.contains(row1), qPrintable(row1 + QStringLiteral(" not in ") + text));
    QVERIFY(text.contains(QStringLiteral("−0.42")));
    (void)plot.toPixmap(60, 30); // 4 columns in some 40 px: no room
    QVERIFY(!map->valuesWritten());
    map->setMatrix(randomMatrix(3, 4), 6, 8); // a reduction of a 6 x 8 matrix: its cells' values are not these
    (void)plot.toPixmap(800, 400);
    QVERIFY(!map->valuesWritten());
    map->setCellValues(font, -1); // off
    map->setMatrix(randomMatrix(3, 4));
    (void)plot.toPixmap(800, 400);
    QVERIFY(!map->valuesWritten());
}

void TestMatrixImageMap::everyCellInItsColour_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("columns");
    QTest::addColumn<bool>("reversedRows");
    QTest::addColumn<bool>("reversedColumns");
    QTest::newRow("one thread, rows from the top") << 30 << 50 << true << false;
    QTest::newRow("one thread, rows upwards") << 30 << 50 << false << false;
    QTest::newRow("one thread, columns leftwards") << 30 << 50 << true << true;
    // 2^18 cells and more are coloured on two threads; an odd number of rows splits unevenly.
    QTest::newRow("two threads, rows from the top") << 601 << 512 << true << false;
    QTest::newRow("two threads, rows upwards") << 601 << 512 << false << false;
    QTest::newRow("two threads, rows upwards, columns leftwards") << 601 << 512 << false << true;
    QTest::newRow("one row") << 1 << 7 << true << false;
}

void TestMatrixImageMap::everyCellInItsColour()
{
    QFETCH(int, rows);
    QFETCH(int, columns);
    QFETCH(bool, reversedRows);
    QFETCH(bool, reversedColumns);
    QCustomPlot plot;
    plot.resize(300, 200);
    auto *map = new MatrixImageMap(plot.xAxis, plot.yAxis);
    plot.yAxis->setRangeReversed(reversedRows);
    plot.xAxis->setRangeReversed(reversedColumns);
    map->setGradient(QCPColorGradient(QCPColorGradient::gpPolar));
    map->setDataRange(QCPRange(-1, 1));
    const Eigen::MatrixXd m = randomMatrix(rows, columns);
    map->setMatrix(m, rows, columns);
    const QImage &image = map->image();
    QCOMPARE(image.size(), QSize(columns, rows));
    QCPColorGradient gradient = map->gradient();
    for (int r = 0; r < rows; ++r)
        for (int j = 0; j < columns; ++j) {
            const int x = reversedColumns ? columns - 1 - j : j;
            const int y = reversedRows ? r : rows - 1 - r; // line 0 is the top
            if (image.pixel(x, y) != gradient.color(m(r, j), QCPRange(-1, 1)))
                QFAIL(qPrintable(QStringLiteral("cell (%1, %2) has another colour").arg(r).arg(j)));
        }
}

void TestMatrixImageMap::drawnOverTheCellsExtent()
{
    // A 4 x 2 matrix shown reduced from 8 x 4 cells: its image covers -0.5 .. 3.5 by -0.5 .. 7.5, row 0 on
    // top of a reversed value axis; each shown cell spans two columns and two rows of the full matrix.
    QCustomPlot plot;
    auto *map = new MatrixImageMap(plot.xAxis, plot.yAxis);
    plot.yAxis->setRangeReversed(true);
    map->setGradient(QCPColorGradient(QCPColorGradient::gpGrayscale));
    map->setDataRange(QCPRange(0, 7));
    Eigen::MatrixXd m(4, 2);
    m << 0, 1, 2, 3, 4, 5, 6, 7;
    map->setMatrix(m, 8, 4);
    QCOMPARE(plot.xAxis->range(), QCPRange(-0.5, 3.5));
    QCOMPARE(plot.yAxis->range(), QCPRange(-0.5, 7.5));
    plot.yAxis->setRange(-0.5, 9.5); // room below the cells
    const QImage picture = plot.toPixmap(400, 400).toImage();
    QCPColorGradient gradient = map->gradient();
    const auto at = [&](double key, double value) {
        return picture.pixel(qRound(plot.xAxis->coordToPixel(key)), qRound(plot.yAxis->coordToPixel(value)));
    };
    for (int r = 0; r < 8; ++r)
        for (int j = 0; j < 4; ++j)
            QCOMPARE(at(j + 0.1, r + 0.1), gradient.color(m(r / 2, j / 2), QCPRange(0, 7)));
    // Below the last row: the background.
    QCOMPARE(QColor(at(1, 8.2)), QColor(Qt::white));
}

void TestMatrixImageMap::newGradientColoursAgain()
{
    // Also: an axis reversed after colouring colours again (the image follows the axes).
    QCustomPlot plot;
    auto *map = new MatrixImageMap(plot.xAxis, plot.yAxis);
    map->setGradient(QCPColorGradient(QCPColorGradient::gpGrayscale));
    map->setDataRange(QCPRange(-1, 1));
    map->setMatrix(Eigen::MatrixXd::Constant(3, 3, 0.5), 3, 3);
    const QRgb grey = map->image().pixel(1, 1);
    map->setGradient(QCPColorGradient(QCPColorGradient::gpHot));
    QCOMPARE(map->image().pixel(1, 1), QCPColorGradient(QCPColorGradient::gpHot).color(0.5, QCPRange(-1, 1)));
    QVERIFY(map->image().pixel(1, 1) != grey);
    map->setDataRange(QCPRange(0.5, 2));
    QCOMPARE(map->image().pixel(1, 1),
             QCPColorGradient(QCPColorGradient::gpHot).color(0.5, QCPRange(0.5, 2)));
    Eigen::MatrixXd rising(2, 1);
    rising << 0.5, 2.0;
    map->setMatrix(rising);
    const QRgb low = QCPColorGradient(QCPColorGradient::gpHot).color(0.5, QCPRange(0.5, 2));
    QCOMPARE(map->image().pixel(0, 1), low); // value axis growing upwards: row 0 is the last line
    plot.yAxis->setRangeReversed(true);
    QCOMPARE(map->image().pixel(0, 0), low);
}

namespace {

/// \a rows x \a columns random cells drawn by a plot into a 600 x 400 SVG, as a vector export does.
QByteArray mapSvg(const Eigen::MatrixXd &m, QCPColorGradient *gradient, QRect *axisRect)
{
    QCustomPlot plot;
    auto *map = new MatrixImageMap(plot.xAxis, plot.yAxis);
    plot.yAxis->setRangeReversed(true);
    map->setGradient(QCPColorGradient(QCPColorGradient::gpPolar));
    map->setDataRange(QCPRange(-1, 1));
    map->setMatrix(m, static_cast<int>(m.rows()), static_cast<int>(m.cols()));
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(QSize(600, 400));
    svg.setViewBox(QRect(0, 0, 600, 400));
    {
        QCPPainter painter(&svg);
        painter.setMode(QCPPainter::pmVectorized);
        painter.setMode(QCPPainter::pmNoCaching);
        plot.toPainter(&painter, 600, 400);
    }
    *gradient = map->gradient();
    *axisRect = plot.axisRect()->rect();
    return buffer.data();
}

} // namespace

void TestMatrixImageMap::vectorOutputEmbedsBlocksOfPixels()
{
    // SVG and PDF viewers smooth an image they enlarge, and a PDF writer may store it as JPEG. A map of up
    // to 4 096 cells goes into a vector output as rectangles, exact at any zoom: 8 x 4 cells drawn back from
    // the SVG show each cell's own colour at its centre, and no image is embedded.
    QCPColorGradient gradient;
    QRect area;
    const Eigen::MatrixXd m = randomMatrix(4, 8);
    const QByteArray small = mapSvg(m, &gradient, &area);
    QVERIFY(!small.contains("data:image/png"));
    QSvgRenderer renderer(small);
    QVERIFY(renderer.isValid());
    QImage drawn(600, 400, QImage::Format_ARGB32);
    drawn.fill(Qt::white);
    {
        QPainter painter(&drawn);
        renderer.render(&painter, QRectF(0, 0, 600, 400));
    }
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 8; ++c) {
            const QPoint centre(area.left() + qRound((c + 0.5) * area.width() / 8.0),
                                area.top() + qRound((r + 0.5) * area.height() / 4.0));
            QCOMPARE(drawn.pixel(centre) | 0xff000000u, gradient.color(m(r, c), QCPRange(-1, 1)));
        }

    // Past that (here 250 x 200 cells), an image with each cell as a block of pixels (about 2 x the drawn
    // size), so that the cells stay sharp where a viewer smooths it.
    const Eigen::MatrixXd large = randomMatrix(200, 250);
    const QString text = QString::fromUtf8(mapSvg(large, &gradient, &area));
    const QRegularExpression png(QStringLiteral("data:image/png;base64,([A-Za-z0-9+/=\\s]+)"));
    const QRegularExpressionMatch found = png.match(text);
    QVERIFY2(found.hasMatch(), "no embedded image in the SVG");
    QImage embedded;
    QVERIFY(embedded.loadFromData(
        QByteArray::fromBase64(found.captured(1).remove(QRegularExpression(QStringLiteral("\\s"))).toLatin1()), "PNG"));
    QCOMPARE(embedded.width() % 250, 0);
    QCOMPARE(embedded.height() % 200, 0);
    const int bx = embedded.width() / 250, by = embedded.height() / 200;
    QVERIFY2(bx >= 2 && by >= 2, qPrintable(QStringLiteral("blocks of %1 x %2 pixels").arg(bx).arg(by)));
    for (int y = 0; y < embedded.height(); y += 7)
        for (int x = 0; x < embedded.width(); x += 5)
            QCOMPARE(embedded.pixel(x, y) | 0xff000000u, gradient.color(large(y / by, x / bx), QCPRange(-1, 1)));
}

QTEST_MAIN(TestMatrixImageMap)
#include "tst_matriximagemap.moc"
