// Heat maps: row 0 on top, cells centred on integer coordinates, no interpolation, pinned and symmetric
// colour ranges, colour bar with label, hover read-out and click selection.
#include "ui/export/figureexport.h"
#include "ui/figures/heatmapdata.h"
#include "ui/figures/heatmapfigure.h"
#include "ui/figures/matriximagemap.h"
#include "ui/state/explorerstate.h"
#include "ui/views/plotview.h"

#include <QSignalSpy>
#include <QTest>

class TestHeatmapFigure : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rowZeroIsOnTop();
    void cellsAreCentredOnIntegers_data();
    void cellsAreCentredOnIntegers();
    void renderedPixelsFollowTheMatrix();
    void encodingRangeIsPinned();
    void embeddingAndSumRangesAreSymmetric();
    void zeroIsTheMiddleColour();
    void paddingRowsHaveNoValue();
    void axesAndColourBarAreLabelled();
    void followsTheState();
    void hoverPublishesTheCell();
    void clickSelectsThePosition();
    void markerFramesTheSelectedRow();
    void moreCellsThanPixelsIsShownReducedAndSaysSo();
};

void TestHeatmapFigure::rowZeroIsOnTop()
{
    ExplorerState state;
    PlotView view(&state, Figure::Encoding);
    view.resize(600, 400);
    view.replot();
    QCPAxis *y = view.axisRect()->axis(QCPAxis::atLeft);
    QVERIFY(y->rangeReversed());
    QVERIFY(y->coordToPixel(0) < y->coordToPixel(15));
    QCPAxis *x = view.axisRect()->axis(QCPAxis::atBottom);
    QVERIFY(x->coordToPixel(0) < x->coordToPixel(59));
}

void TestHeatmapFigure::cellsAreCentredOnIntegers_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("length");
    QTest::newRow("16 x 60") << 60 << 16;
    QTest::newRow("8 x 4") << 4 << 8;
    QTest::newRow("one row") << 6 << 1;
    QTest::newRow("one column") << 1 << 5;
    QTest::newRow("70 x 100") << 100 << 70;
}

void TestHeatmapFigure::cellsAreCentredOnIntegers()
{
    QFETCH(int, dModel);
    QFETCH(int, length);
    ExplorerState state;
    state.setDModel(dModel);
    state.setLength(length);
    QCoreApplication::processEvents();
    PlotView view(&state, Figure::Encoding);
    MatrixImageMap *map = view.heatmap().colorMap();
    QVERIFY(!map->interpolate());
    QCOMPARE(view.axisRect()->axis(QCPAxis::atBottom)->range(), QCPRange(-0.5, dModel - 0.5));
    QCOMPARE(view.axisRect()->axis(QCPAxis::atLeft)->range(), QCPRange(-0.5, length - 0.5));
    // The cells hold PE(row, j) and cover -0.5 .. n-0.5 (half a cell beyond the first and last centres).
    QCOMPARE(map->matrix().rows(), state.encoding().rows());
    QCOMPARE(map->matrix().cols(), state.encoding().cols());
    QVERIFY(map->matrix() == state.encoding());
    QCOMPARE(map->keyExtent(), QCPRange(-0.5, dModel - 0.5));
    QCOMPARE(map->valueExtent(), QCPRange(-0.5, length - 0.5));
    // One pixel per cell in the image, row 0 on top (the value axis is reversed), in the gradient's colour.
    const QImage &image = map->image();
    QCOMPARE(image.size(), QSize(dModel, length));
    QCPColorGradient gradient = map->gradient();
    for (int row = 0; row < length; ++row)
        for (int j = 0; j < dModel; ++j)
            QCOMPARE(image.pixel(j, row), gradient.color(state.encoding()(row, j), map->dataRange()));
}

void TestHeatmapFigure::renderedPixelsFollowTheMatrix()
{
    // d_model 2, L 2: row 0 = [sin 0, cos 0] = [0, 1] (white, dark red); row 1 = [0.84, 0.54] (reds).
    ExplorerState state;
    state.setDModel(2);
    state.setLength(2);
    QCustomPlot plot;
    HeatmapFigure heatmap(&plot, Figure::Encoding);
    heatmap.showData(state);
    const QImage image = plot.toPixmap(400, 400).toImage();
    const QCPAxis *x = plot.axisRect()->axis(QCPAxis::atBottom);
    const QCPAxis *y = plot.axisRect()->axis(QCPAxis::atLeft);
    auto colourAt = [&](int j, int row) {
        return image.pixelColor(qRound(x->coordToPixel(j + 0.25)), qRound(y->coordToPixel(row + 0.25)));
    };
    QCOMPARE(colourAt(0, 0), QColor("#f7f7f7"));              // 0: middle colour
    QCPColorGradient gradient = heatmap.colorScale()->gradient();
    QCOMPARE(colourAt(1, 0), QColor(gradient.color(1.0, QCPRange(-1, 1))));
    QVERIFY(colourAt(0, 1).red() > colourAt(0, 1).blue());     // 0.84: red side
    QVERIFY(y->coordToPixel(0) < y->coordToPixel(1));          // row 0 above row 1 in the image
    // Cells written again (the same size, rows from pos 3 on) are drawn again: cell (1, 1) = cos(4), was cos(1).
    const QColor before = colourAt(1, 1);
    state.setFirstPosition(3);
    heatmap.showData(state);
    const QImage again = plot.toPixmap(400, 400).toImage();
    const QColor after = again.pixelColor(qRound(x->coordToPixel(1.25)), qRound(y->coordToPixel(1.25)));
    QVERIFY(after != before);
    QCOMPARE(after, QColor(gradient.color(state.encoding()(1, 1), QCPRange(-1, 1))));
}

void TestHeatmapFigure::encodingRangeIsPinned()
{
    ExplorerState state;
    state.setDModel(1);
    state.setLength(2); // data is only {sin 0, sin 1} = {0, 0.84}: it reaches neither -1 nor 1
    QCoreApplication::processEvents();
    PlotView view(&state, Figure::Encoding);
    QVERIFY(state.encoding().maxCoeff() < 0.85);
    QCOMPARE(view.heatmap().colorMap()->dataRange(), QCPRange(-1.0, 1.0));
    state.setDModel(512);
    state.setLength(300);
    QCoreApplication::processEvents();
    QCOMPARE(view.heatmap().colorMap()->dataRange(), QCPRange(-1.0, 1.0));
}

void TestHeatmapFigure::embeddingAndSumRangesAreSymmetric()
{
    ExplorerState state;
    for (const Figure figure : {Figure::Embedding, Figure::Sum}) {
        PlotView view(&state, figure);
        const QCPRange range = view.heatmap().colorMap()->dataRange();
        const double extreme = heatmapMatrix(state, figure).cwiseAbs().maxCoeff();
        QCOMPARE(range.lower, -extreme);
        QCOMPARE(range.upper, extreme);
    }
    state.setText(QString()); // all padding: a zero matrix still gets a usable range
    QCoreApplication::processEvents();
    PlotView empty(&state, Figure::Embedding);
    QCOMPARE(empty.heatmap().colorMap()->dataRange(), QCPRange(-1.0, 1.0));
}

void TestHeatmapFigure::paddingRowsHaveNoValue()
{
    // L past the sentence: the embedding's rows without a token are drawn as "no value" (not the map's
    // white middle, a white block on the dark theme); the sum keeps PE there; the numbers keep their zeros.
    ExplorerState state;
    state.setText(QStringLiteral("I love you"));
    state.setLength(6);
    PlotView embedding(&state, Figure::Embedding);
    const Eigen::MatrixXd &shown = embedding.heatmap().colorMap()->matrix();
    QCOMPARE(shown.rows(), Eigen::Index(6));
    QVERIFY(shown.topRows(3).allFinite());
    QVERIFY(shown.bottomRows(3).array().isNaN().all());
    QCOMPARE(heatmapMatrix(state, Figure::Embedding).bottomRows(3).cwiseAbs().maxCoeff(), 0.0);
    PlotView sum(&state, Figure::Sum);
    QVERIFY(sum.heatmap().colorMap()->matrix().allFinite());
}

void TestHeatmapFigure::zeroIsTheMiddleColour()
{
    ExplorerState state;
    PlotView view(&state, Figure::Sum);
    QCPColorGradient gradient = view.heatmap().colorScale()->gradient();
    QCOMPARE(QColor(gradient.color(0.0, QCPRange(-1, 1))), QColor("#f7f7f7"));
    QCOMPARE(QColor(gradient.color(0.0, QCPRange(-3.7, 3.7))), QColor("#f7f7f7"));
    const QColor low = gradient.color(-1.0, QCPRange(-1, 1));
    const QColor high = gradient.color(1.0, QCPRange(-1, 1));
    QVERIFY(low.blue() > low.red());
    QVERIFY(high.red() > high.blue());
}

void TestHeatmapFigure::axesAndColourBarAreLabelled()
{
    ExplorerState state;
    for (const Figure figure : {Figure::Embedding, Figure::Encoding, Figure::Sum}) {
        PlotView view(&state, figure);
        QCOMPARE(view.axisRect()->axis(QCPAxis::atBottom)->label(), QStringLiteral("dimension j"));
        QCOMPARE(view.axisRect()->axis(QCPAxis::atLeft)->label(), QStringLiteral("position pos"));
        QVERIFY(!view.heatmap().colorScale()->axis()->label().isEmpty());
        QVERIFY(view.heatmap().colorScale()->visible());
    }
}

void TestHeatmapFigure::followsTheState()
{
    ExplorerState state;
    PlotView view(&state, Figure::Encoding);
    state.setDModel(128);
    state.setLength(40);
    QCOMPARE(view.heatmap().columns(), 60); // not yet: coalesced
    QCoreApplication::processEvents();
    QCOMPARE(view.heatmap().columns(), 128);
    QCOMPARE(view.heatmap().rows(), 40);
    QCOMPARE(view.heatmap().colorMap()->matrix().cols(), 128);
}

void TestHeatmapFigure::hoverPublishesTheCell()
{
    ExplorerState state;
    PlotView view(&state, Figure::Encoding);
    view.resize(600, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.replot();
    const QPoint centre(qRound(view.xAxis->coordToPixel(7)), qRound(view.yAxis->coordToPixel(3)));
    QTest::mouseMove(&view, centre);
    QTRY_VERIFY(state.hover().has_value());
    QCOMPARE(state.hover()->row, 3);
    QCOMPARE(state.hover()->column, 7);
    QCOMPARE(state.hover()->figure, figureName(Figure::Encoding));
}

void TestHeatmapFigure::clickSelectsThePosition()
{
    ExplorerState state;
    PlotView view(&state, Figure::Sum);
    view.resize(600, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.replot();
    QSignalSpy position(&state, &ExplorerState::positionChanged);
    QTest::mouseClick(&view, Qt::LeftButton, {},
                      QPoint(qRound(view.xAxis->coordToPixel(10)), qRound(view.yAxis->coordToPixel(9))));
    QCOMPARE(state.position(), 9);
    QCOMPARE(position.count(), 1);
}

void TestHeatmapFigure::markerFramesTheSelectedRow()
{
    ExplorerState state;
    state.setPosition(5);
    QCustomPlot plot;
    HeatmapFigure heatmap(&plot, Figure::Encoding);
    heatmap.showData(state);
    auto *marker = qobject_cast<QCPItemRect *>(plot.item(0));
    QVERIFY(marker);
    QCOMPARE(marker->topLeft->coords(), QPointF(-0.5, 4.5));
    QCOMPARE(marker->bottomRight->coords(), QPointF(59.5, 5.5));
}

void TestHeatmapFigure::moreCellsThanPixelsIsShownReducedAndSaysSo()
{
    ExplorerState state;
    state.setDModel(1024);
    state.setLength(600);
    PlotView view(&state, Figure::Encoding);
    view.resize(400, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTRY_VERIFY(view.heatmap().reduced());
    const Eigen::MatrixXd &shown = view.heatmap().colorMap()->matrix();
    QVERIFY(shown.cols() <= 400);
    QVERIFY(shown.rows() <= 300);
    // Axes keep the full matrix's coordinates: hover and click address real rows and columns.
    QCOMPARE(view.xAxis->range(), QCPRange(-0.5, 1023.5));
    QCOMPARE(view.yAxis->range(), QCPRange(-0.5, 599.5));
    bool said = false;
    for (int k = 0; k < view.plotLayout()->elementCount(); ++k)
        if (auto *text = qobject_cast<QCPTextElement *>(view.plotLayout()->elementAt(k)))
            said = said || text->text().contains(QStringLiteral("largest |value| per block"));
    QVERIFY(said);
    view.resize(1300, 700); // enough pixels again
    QTRY_VERIFY(!view.heatmap().reduced());
}

QTEST_MAIN(TestHeatmapFigure)
#include "tst_heatmapfigure.moc"
