// Attention figure: both maps hold the state's weights; the line underneath says what to look for.
#include "ui/figures/attentionfigure.h"
#include "ui/figures/matriximagemap.h"
#include "ui/state/explorerstate.h"

#include <qcustomplot.h>
#include <QTest>

class TestAttentionFigure : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void mapsHoldTheWeights();
    void hintWithoutAndWithPe();
    void hintWhenNotAReordering();
    void bothSlotsDriveTheHead();
    void emptySentence();
};

static QList<MatrixImageMap *> maps(QCustomPlot &plot)
{
    QList<MatrixImageMap *> list;
    for (int k = 0; k < plot.plottableCount(); ++k)
        if (auto *map = qobject_cast<MatrixImageMap *>(plot.plottable(k)))
            list.append(map);
    return list;
}

void TestAttentionFigure::mapsHoldTheWeights()
{
    ExplorerState state;
    QCustomPlot plot;
    AttentionFigure figure(&plot);
    figure.showData(state);
    const auto m = maps(plot);
    QCOMPARE(m.size(), 2);
    const Eigen::MatrixXd &a = state.attentionDemo()->weightsA;
    const Eigen::MatrixXd &b = state.attentionDemo()->weightsB;
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c) {
            QCOMPARE(m[0]->matrix()(r, c), a(r, c));
            QCOMPARE(m[1]->matrix()(r, c), b(r, c));
        }
    QCOMPARE(m[0]->dataRange(), QCPRange(0, 1));
    QVERIFY(m[0]->valueAxis()->rangeReversed()); // first token on top
    // The weights are written into the cells: 9 + 9 numbers.
    int numbers = 0;
    for (int k = 0; k < plot.itemCount(); ++k)
        numbers += qobject_cast<QCPItemText *>(plot.item(k)) != nullptr;
    QCOMPARE(numbers, 18);
}

void TestAttentionFigure::hintWithoutAndWithPe()
{
    ExplorerState state;
    QCustomPlot plot;
    AttentionFigure figure(&plot);
    figure.showData(state);
    QVERIFY2(figure.hint().contains(QStringLiteral("rows and columns reordered")), qPrintable(figure.hint()));
    state.setAttentionWithPe(true);
    figure.showData(state);
    QVERIFY2(figure.hint().contains(QStringLiteral("order of the words now matters")), qPrintable(figure.hint()));
}

void TestAttentionFigure::bothSlotsDriveTheHead()
{
    // Nothing added, ALiBi on the scores: the positions still break the symmetry, and the line names every family.
    ExplorerState state;
    state.setField(QStringLiteral("added"), QStringLiteral("none"));
    state.setField(QStringLiteral("scores"), QStringLiteral("alibi"));
    state.setAttentionWithPe(true);
    QCustomPlot plot;
    AttentionFigure figure(&plot);
    figure.showData(state);
    const QString hint = figure.hint().simplified();
    QVERIFY2(hint.contains(QStringLiteral("With ALiBi the numbers change")), qPrintable(hint));
    for (const char *family : {"NoPE", "sinusoidal", "learned", "RoPE", "ALiBi", "T5"})
        QVERIFY2(hint.contains(QLatin1String(family)), family);
    QVERIFY(hint.contains(QStringLiteral("(symmetric)")));
    const auto &demo = *state.attentionDemo();
    QCOMPARE(demo.byFamily.size(), std::size_t(6));
    QVERIFY(std::abs(demo.mismatch - demo.byFamily[4].mismatch) < 1e-12);
    // The same head and sentence with the checkbox off: no positions at all.
    state.setAttentionWithPe(false);
    figure.showData(state);
    QVERIFY(state.attentionDemo()->mismatch < AttentionFigure::symmetryKept);
}

void TestAttentionFigure::hintWhenNotAReordering()
{
    ExplorerState state;
    state.setAttentionReorderedText(QStringLiteral("we love cats"));
    QCustomPlot plot;
    AttentionFigure figure(&plot);
    figure.showData(state);
    QVERIFY(figure.hint().contains(QStringLiteral("not a reordering")));
}

void TestAttentionFigure::emptySentence()
{
    ExplorerState state;
    state.setAttentionText(QStringLiteral("   "));
    QCustomPlot plot;
    AttentionFigure figure(&plot);
    figure.showData(state);
    QCOMPARE(figure.hint(), QStringLiteral("Type a sentence in both fields."));
    QVERIFY(!plot.toPixmap(600, 400).isNull());
}

QTEST_MAIN(TestAttentionFigure)
#include "tst_attentionfigure.moc"
