// Wavelength figure: the curves are the core's numbers, the L line, the comparison base, pair selection.
#include <posenc/encodings/sinusoidal.h>
#include "ui/figures/wavelengthfigure.h"
#include "ui/state/explorerstate.h"
#include "ui/views/plotview.h"

#include <qcustomplot.h>
#include <QTest>

class TestWavelengthFigure : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void curvesAreTheCoresNumbers();
    void lengthLineSplitsThePairs();
    void followsTheComparisonBase();
    void clickSelectsTheNearestPair();
    void captionGivesTheLongestWavelength();
};

static QVector<double> values(const QCPGraph *graph)
{
    QVector<double> v;
    for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
        v.append(it->value);
    return v;
}

void TestWavelengthFigure::curvesAreTheCoresNumbers()
{
    ExplorerState state;
    state.setDModel(512);
    QCustomPlot plot;
    WavelengthFigure figure(&plot);
    figure.showData(state);
    QCOMPARE(plot.graphCount(), 3);
    const Eigen::VectorXd lambda = posenc::wavelengths(posenc::SinusoidalScheme::paper(512, 10000.0));
    const Eigen::VectorXd omega = posenc::angularFrequencies(posenc::SinusoidalScheme::paper(512, 10000.0));
    const QVector<double> w = values(plot.graph(0));
    const QVector<double> l = values(plot.graph(1));
    QCOMPARE(l.size(), 256);
    for (int i = 0; i < 256; ++i) {
        QCOMPARE(l[i], lambda(i));
        QCOMPARE(w[i], omega(i));
    }
    QCOMPARE(plot.yAxis->scaleType(), QCPAxis::stLogarithmic);
    QCOMPARE(plot.yAxis2->scaleType(), QCPAxis::stLogarithmic);
    QVERIFY(plot.yAxis->range().contains(lambda(0)) && plot.yAxis->range().contains(lambda(255)));
}

void TestWavelengthFigure::lengthLineSplitsThePairs()
{
    // d_model 60: wavelengths 6.28, 8.54, 11.6, 15.8, 21.5, ...; L = 16 positions span 15 steps, so
    // pair 3 (15.8) does not complete a turn, pairs 0 .. 2 do.
    ExplorerState state;
    QCOMPARE(posenc::pairsCompletingTurn(state.wavelengths(), 15), 3);
    QCOMPARE(posenc::pairsCompletingTurn(state.wavelengths(), 16), 4);
    QCOMPARE(posenc::pairsCompletingTurn(state.wavelengths(), 6), 0);
    QCustomPlot plot;
    WavelengthFigure figure(&plot);
    figure.showData(state);
    auto *line = qobject_cast<QCPItemStraightLine *>(plot.item(0));
    QVERIFY(line);
    QCOMPARE(line->point1->coords().y(), 15.0);
    QCOMPARE(line->point2->coords().y(), 15.0);
    auto *label = qobject_cast<QCPItemText *>(plot.item(1));
    QVERIFY2(label->text().contains(QStringLiteral("span 15 steps: pairs 0 … 2 turn")), qPrintable(label->text()));
}

void TestWavelengthFigure::followsTheComparisonBase()
{
    ExplorerState state;
    PlotView view(&state, Figure::Wavelength);
    state.setComparisonBase(100000);
    QCoreApplication::processEvents();
    const QVector<double> c = values(view.graph(2));
    const Eigen::VectorXd expected = posenc::wavelengths(posenc::SinusoidalScheme::paper(60, 100000.0));
    for (int i = 0; i < c.size(); ++i)
        QCOMPARE(c[i], expected(i));
    QVERIFY(view.graph(2)->name().contains(QStringLiteral("100000")));
}

void TestWavelengthFigure::clickSelectsTheNearestPair()
{
    ExplorerState state;
    PlotView view(&state, Figure::Wavelength);
    view.resize(800, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.replot();
    const QPoint at(qRound(view.xAxis->coordToPixel(7.3)), view.axisRect()->rect().center().y());
    QTest::mouseClick(&view, Qt::LeftButton, {}, at);
    QCOMPARE(state.dimension(), 14);
    QCOMPARE(state.selectedPair(), 7);
}

// Issue 34 item 7: the caption said "from 2π to almost 2π·base"; the last pair's wavelength is
// 2π·base^(1 − 2/d) under the paper's spacing: 74 % of 2π·base at d_model 60, 1 % at d_model 4.
void TestWavelengthFigure::captionGivesTheLongestWavelength()
{
    ExplorerState state;
    state.setDModel(60);
    QString caption = figureCaption(Figure::Wavelength, state.session()).simplified();
    QVERIFY2(caption.contains(QStringLiteral("to 46221.8 positions (pair 29, the last), 73.6 % of 2π·base")),
             qPrintable(caption));
    QVERIFY(!caption.contains(QStringLiteral("almost")));
    state.setDModel(4);
    caption = figureCaption(Figure::Wavelength, state.session()).simplified();
    QVERIFY2(caption.contains(QStringLiteral("to 628.319 positions (pair 1, the last), 1 % of 2π·base")), qPrintable(caption));
    // One pair: nothing grows.
    state.setDModel(2);
    caption = figureCaption(Figure::Wavelength, state.session()).simplified();
    QVERIFY2(caption.contains(QStringLiteral("with one pair, 2π positions.")) && !caption.contains(QStringLiteral("grows")),
             qPrintable(caption));
    state.setDModel(60);
    // tensor2tensor's spacing ends at ω = 1/base exactly.
    state.setConvention(posenc::Convention::Tensor2Tensor);
    caption = figureCaption(Figure::Wavelength, state.session()).simplified();
    QVERIFY2(caption.contains(QStringLiteral("100 % of 2π·base")), qPrintable(caption));
}

QTEST_MAIN(TestWavelengthFigure)
#include "tst_wavelengthfigure.moc"
