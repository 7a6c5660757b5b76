// Waves figure: each column's curve is sampled for the panel's pixels when drawn (no more samples than pixel
// columns at any L), its samples lie on PE's formula, a cosine is dashed in the legend and in the picture,
// and the whole positions are dotted only while the dots stay apart.
#include <posenc/encodings/sinusoidal.h>
#include "ui/figures/waveplottable.h"
#include "ui/figures/wavesfigure.h"
#include "ui/state/explorerstate.h"
#include "ui/views/plotview.h"

#include <qcustomplot.h>
#include <QTest>

class TestWavesFigure : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void samplesFollowThePanelsPixels_data();
    void samplesFollowThePanelsPixels();
    void cosinesAreDashed();
    void dotsOnlyWhereTheyStayApart();
};

namespace {
QList<WavePlottable *> curvesOf(QCustomPlot *plot)
{
    QList<WavePlottable *> curves;
    for (int k = 0; k < plot->plottableCount(); ++k)
        if (auto *curve = qobject_cast<WavePlottable *>(plot->plottable(k)))
            curves.append(curve);
    return curves;
}

QList<QCPGraph *> dotsOf(QCustomPlot *plot)
{
    QList<QCPGraph *> dots;
    for (int k = 0; k < plot->graphCount(); ++k)
        if (plot->graph(k)->lineStyle() == QCPGraph::lsNone)
            dots.append(plot->graph(k));
    return dots;
}
} // namespace

void TestWavesFigure::samplesFollowThePanelsPixels_data()
{
    QTest::addColumn<int>("length");
    QTest::addColumn<bool>("band");
    QTest::newRow("L 16: lines") << 16 << false;
    QTest::newRow("L 2048: each column's range") << 2048 << true;
}

void TestWavesFigure::samplesFollowThePanelsPixels()
{
    QFETCH(int, length);
    QFETCH(bool, band);
    ExplorerState state;
    state.setDModel(512);
    state.setLength(length);
    PlotView view(&state, Figure::Waves);
    view.resize(1200, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCoreApplication::processEvents();
    view.replot();
    const QList<WavePlottable *> curves = curvesOf(&view);
    QCOMPARE(curves.size(), 4); // columns 4 .. 7
    const int columns = qRound(view.axisRect()->width() * view.devicePixelRatioF());
    const posenc::SinusoidalScheme &scheme = state.scheme();
    for (int k = 0; k < curves.size(); ++k) {
        const posenc::WaveSamples &s = curves[k]->lastSamples();
        QCOMPARE(s.band, band);
        QVERIFY2(int(s.x.size()) <= columns + 2, qPrintable(QString("%1 samples, %2 columns").arg(s.x.size()).arg(columns)));
        QVERIFY(int(s.x.size()) >= columns);
        const int j = 4 + k;
        for (std::size_t i = 0; i < s.x.size(); i += 97) {
            if (std::isnan(s.high[i]))
                continue;
            if (!band) // a line's sample is the formula at its pos
                QCOMPARE(s.high[i], posenc::encodingValue(scheme, s.x[i], j));
            else // a column's range holds the formula at its centre, to 16 samples a wavelength
                QVERIFY(s.low[i] <= posenc::encodingValue(scheme, s.x[i], j) + 0.02 &&
                        s.high[i] >= posenc::encodingValue(scheme, s.x[i], j) - 0.02);
        }
    }
}

void TestWavesFigure::cosinesAreDashed()
{
    ExplorerState state;
    state.setDModel(512);
    state.setLength(2048);
    QCustomPlot plot;
    WavesFigure figure(&plot);
    figure.setCanvas(QSize(1920, 1080), 1.0);
    figure.showData(state);
    plot.resize(1920, 1080);
    plot.replot();
    const QList<WavePlottable *> curves = curvesOf(&plot);
    QCOMPARE(curves.size(), 4);
    for (int k = 0; k < curves.size(); ++k) {
        const bool sine = k % 2 == 0; // j = 4, 6 sines; 5, 7 cosines
        QCOMPARE(curves[k]->pen().style(), sine ? Qt::SolidLine : Qt::DashLine); // what the legend shows
        const posenc::WaveSamples &s = curves[k]->lastSamples();
        const auto gaps = std::count_if(s.high.begin(), s.high.end(), [](double y) { return std::isnan(y); });
        // A band dashed along x: about a third of its columns left out (4 pen widths on, 2 off).
        if (sine)
            QCOMPARE(gaps, 0);
        else
            QVERIFY2(gaps > long(s.x.size()) / 4 && gaps < long(s.x.size()) / 2, qPrintable(QString::number(gaps)));
    }
}

void TestWavesFigure::dotsOnlyWhereTheyStayApart()
{
    // 5-pixel dots on a 1920-pixel canvas at 100 %: apart at L 16 and L 128, not at L 2048.
    for (const auto &[length, dotted] : {std::pair{16, true}, std::pair{128, true}, std::pair{2048, false}}) {
        ExplorerState state;
        state.setDModel(512);
        state.setLength(length);
        QCustomPlot plot;
        WavesFigure figure(&plot);
        figure.setCanvas(QSize(1920, 1080), 1.0);
        figure.showData(state);
        const QList<QCPGraph *> dots = dotsOf(&plot);
        QCOMPARE(dots.size(), 4);
        for (QCPGraph *graph : dots)
            QCOMPARE(graph->dataCount(), dotted ? length : 0);
    }
}

QTEST_MAIN(TestWavesFigure)
#include "tst_wavesfigure.moc"
