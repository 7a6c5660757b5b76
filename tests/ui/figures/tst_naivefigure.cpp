// Naive encodings figure: the seed's example (5 of 11 and 50 of 101 give 0.5), bits, clock labels.
#include <posenc/encodings/naiveencodings.h>
#include "ui/figures/naivefigure.h"
#include "ui/figures/matriximagemap.h"
#include "ui/state/explorerstate.h"
#include "npyfile.h"

#include <posenc/encodings/sinusoidal.h>

#include <qcustomplot.h>
#include <QTemporaryDir>
#include <QTest>

class TestNaiveFigure : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void seedExample();
    void binaryPanelHoldsTheBits();
    void clockHandsAreLabelled();
    void singleRowDoesNotBreak();
    void rowsAreNotCalledPositionsPastZero();
    void sinusoidPanelIsTheSinusoidWhateverTheSlot();
};

void TestNaiveFigure::seedExample()
{
    QCOMPARE(posenc::longerLength(11), 101);
    ExplorerState state;
    state.setLength(11);
    state.setPosition(5);
    QCustomPlot plot;
    NaiveFigure figure(&plot);
    figure.showData(state);
    const QCPGraph *marks = plot.graph(3); // integer, L, longer, the two marks
    QCOMPARE(marks->dataCount(), 2);
    QCOMPARE(marks->data()->at(0)->key, 5.0);
    QCOMPARE(marks->data()->at(0)->value, 0.5);
    QCOMPARE(marks->data()->at(1)->key, 50.0);
    QCOMPARE(marks->data()->at(1)->value, 0.5);
    bool stated = false;
    for (int k = 0; k < plot.itemCount(); ++k)
        if (auto *text = qobject_cast<QCPItemText *>(plot.item(k)))
            stated = stated || text->text().contains(QStringLiteral("position 5 of 11 and position 50 of 101 both give 0.5"));
    QVERIFY(stated);
    // The integer panel grows without bound: its last value is the last position.
    QCOMPARE(plot.graph(0)->data()->at(10)->value, 10.0);
}

void TestNaiveFigure::binaryPanelHoldsTheBits()
{
    ExplorerState state; // positions 0 .. 15: 4 bits
    QCustomPlot plot;
    NaiveFigure figure(&plot);
    figure.showData(state);
    MatrixImageMap *bits = nullptr;
    for (int k = 0; k < plot.plottableCount(); ++k)
        if (auto *map = qobject_cast<MatrixImageMap *>(plot.plottable(k)); map && !bits)
            bits = map;
    QVERIFY(bits);
    QCOMPARE(bits->matrix().cols(), 4);
    QCOMPARE(bits->matrix()(5, 0), 1.0); // 5 = 0101: bit 0 set
    QCOMPARE(bits->matrix()(5, 1), 0.0);
    QCOMPARE(bits->matrix()(5, 2), 1.0);
    QCOMPARE(bits->matrix()(12, 3), 1.0); // 12 = 1100
}

static QString handLabels(QCustomPlot &plot)
{
    QStringList labels;
    for (QCPAxisRect *rect : plot.axisRects()) {
        QCPAxis *top = rect->axis(QCPAxis::atTop);
        if (!top->visible())
            continue;
        const auto ticker = qSharedPointerCast<QCPAxisTickerText>(top->ticker());
        for (auto it = ticker->ticks().constBegin(); it != ticker->ticks().constEnd(); ++it)
            labels << QStringLiteral("%1@%2").arg(it.value()).arg(it.key());
    }
    return labels.join(QLatin1Char('|'));
}

void TestNaiveFigure::clockHandsAreLabelled()
{
    ExplorerState state;
    QCustomPlot plot;
    NaiveFigure figure(&plot);
    figure.showData(state);
    const QString all = handLabels(plot);
    // Over each pair's sine column 2i.
    QVERIFY2(all.contains(QStringLiteral("second hand\ni = 0@0")), qPrintable(all));
    QVERIFY(all.contains(QStringLiteral("minute hand\ni = 14@28")));
    QVERIFY(all.contains(QStringLiteral("hour hand\ni = 29@58")));
    // With an odd d_model the last pair is a lone sine: the hour hand is the last complete pair.
    state.setDModel(7);
    figure.showData(state);
    QVERIFY2(handLabels(plot).contains(QStringLiteral("hour hand\ni = 2@4")), qPrintable(handLabels(plot)));
}

void TestNaiveFigure::singleRowDoesNotBreak()
{
    ExplorerState state;
    state.setLength(1);
    QCustomPlot plot;
    NaiveFigure figure(&plot);
    figure.showData(state);
    QVERIFY(!plot.toPixmap(600, 400).isNull());
}

// Issue 34 item 7: the pos/(L − 1) panel plots the row r within the sequence; with a first position of 100
// its axis and its sentence said "position" for r.
void TestNaiveFigure::rowsAreNotCalledPositionsPastZero()
{
    ExplorerState state;
    state.setLength(11);
    state.setFirstPosition(100);
    state.setPosition(105);
    QCustomPlot plot;
    NaiveFigure figure(&plot);
    figure.showData(state);
    QCPAxisRect *normalized = plot.axisRect(1);
    QCOMPARE(normalized->axis(QCPAxis::atBottom)->label(), QStringLiteral("row r = pos − 100"));
    QCOMPARE(normalized->axis(QCPAxis::atLeft)->label(), QStringLiteral("r / (L − 1)"));
    QString sentence;
    for (int k = 0; k < plot.itemCount(); ++k)
        if (auto *text = qobject_cast<QCPItemText *>(plot.item(k)); text && text->text().contains(QStringLiteral("both give")))
            sentence = text->text().simplified();
    QCOMPARE(sentence, QStringLiteral("row 5 of 11 and row 50 of 101 both give 0.5"));
    bool heading = false;
    for (int k = 0; k < plot.plotLayout()->elementCount(); ++k)
        if (auto *grid = qobject_cast<QCPLayoutGrid *>(plot.plotLayout()->elementAt(k)))
            for (int e = 0; e < grid->elementCount(); ++e)
                if (auto *text = qobject_cast<QCPTextElement *>(grid->elementAt(e)))
                    heading = heading || text->text().simplified() == QStringLiteral("2. r/(L−1), r = pos − 100: depends on L");
    QVERIFY(heading);
    // At L 1 (no line to draw) the axes say rows too.
    state.setLength(1);
    figure.showData(state);
    QCOMPARE(normalized->axis(QCPAxis::atBottom)->label(), QStringLiteral("row r = pos − 100"));
    state.setLength(11);
    figure.showData(state);
    // The integer panel shows the positions themselves.
    QCOMPARE(plot.axisRect(0)->axis(QCPAxis::atBottom)->label(), QStringLiteral("position pos"));
    QCOMPARE(plot.graph(0)->data()->at(0)->value, 100.0);
}

namespace {
/// Panel 4's map (the second of the two maps) and its title ("4. …").
std::pair<Eigen::MatrixXd, QString> sinusoidPanel(QCustomPlot &plot)
{
    QList<MatrixImageMap *> maps;
    for (int k = 0; k < plot.plottableCount(); ++k)
        if (auto *map = qobject_cast<MatrixImageMap *>(plot.plottable(k)))
            maps << map;
    QString title;
    for (QCPLayoutElement *element : plot.plotLayout()->elements(true))
        if (auto *text = qobject_cast<QCPTextElement *>(element); text && text->text().startsWith(QStringLiteral("4.")))
            title = text->text().simplified();
    return {maps.size() == 2 ? maps[1]->matrix() : Eigen::MatrixXd(), title};
}
} // namespace

// Audit item 9: panel 4 is the sinusoid whatever the absolute slot holds (it was blank with none, the learned
// table under "sinusoid … clock hands" with a table), and says when it is not the scheme in use.
void TestNaiveFigure::sinusoidPanelIsTheSinusoidWhateverTheSlot()
{
    QCustomPlot plot;
    plot.resize(1920, 1080);
    NaiveFigure figure(&plot);
    ExplorerState sinusoidal;
    sinusoidal.setDModel(8);
    sinusoidal.setLength(6);
    figure.showData(sinusoidal);
    const auto [shown, title] = sinusoidPanel(plot);
    const Eigen::MatrixXd pe = posenc::sinusoidalEncoding(sinusoidal.scheme(), 6);
    QCOMPARE(shown.rows(), 6);
    QCOMPARE(shown.cols(), 8);
    QCOMPARE((shown - pe).cwiseAbs().maxCoeff(), 0.0);
    QVERIFY2(title.startsWith(QStringLiteral("4. sinusoid: bounded, smooth")), qPrintable(title));

    ExplorerState none;
    none.setDModel(8);
    none.setLength(6);
    none.setField(QStringLiteral("added"), QStringLiteral("none"));
    none.setField(QStringLiteral("scores"), QStringLiteral("rope"));
    figure.showData(none);
    const auto [blank, noneTitle] = sinusoidPanel(plot);
    QCOMPARE(blank.rows(), 6);
    QCOMPARE((blank - pe).cwiseAbs().maxCoeff(), 0.0);
    QVERIFY2(noneTitle.contains(QStringLiteral("not the one in use")), qPrintable(noneTitle));

    QTemporaryDir dir;
    ExplorerState learned;
    learned.setField(QStringLiteral("table"), writeNpy(dir, QStringLiteral("t.npy"), Eigen::MatrixXd::Constant(6, 8, 0.25)));
    learned.setLength(6);
    figure.showData(learned);
    const auto [table, learnedTitle] = sinusoidPanel(plot);
    QCOMPARE((table - posenc::sinusoidalEncoding(learned.scheme(), 6)).cwiseAbs().maxCoeff(), 0.0);
    QVERIFY2(learnedTitle.contains(QStringLiteral("not the one in use")), qPrintable(learnedTitle));
}

QTEST_MAIN(TestNaiveFigure)
#include "tst_naivefigure.moc"
