// Attention figure: both maps hold the state's weights; the line underneath says what to look for.
#include "ui/figures/attentionfigure.h"
#include "ui/figures/figure.h"
#include "ui/state/language.h"
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
    void captionNamesNoSentence();
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
    QCOMPARE(demo.byFamily.size(), std::size_t(7));
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

// Issue 34 item 7: the caption once said "“I love you” and “you love I” look alike" whatever the sentences
// (我爱你 / 你爱我, say). It names none now; the maps' own titles quote the sentences shown.
void TestAttentionFigure::captionNamesNoSentence()
{
    ExplorerState state;
    state.setAttentionText(QStringLiteral("我爱你"));
    state.setAttentionReorderedText(QStringLiteral("你爱我"));
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        QVERIFY(language::install(language));
        const QString caption = figureCaption(Figure::Attention, state.session());
        QVERIFY2(!caption.contains(QStringLiteral("love")) && !caption.contains(QStringLiteral("爱")), qPrintable(caption));
    }
    QVERIFY(language::install(QStringLiteral("en")));
    QCustomPlot plot;
    AttentionFigure figure(&plot);
    figure.showData(state);
    QStringList texts;
    for (int k = 0; k < plot.plotLayout()->elementCount(); ++k)
        if (auto *grid = qobject_cast<QCPLayoutGrid *>(plot.plotLayout()->elementAt(k)))
            for (int j = 0; j < grid->elementCount(); ++j)
                if (auto *text = qobject_cast<QCPTextElement *>(grid->elementAt(j)))
                    texts << text->text();
    for (int k = 0; k < plot.plotLayout()->elementCount(); ++k)
        if (auto *text = qobject_cast<QCPTextElement *>(plot.plotLayout()->elementAt(k)))
            texts << text->text();
    QVERIFY2(texts.join(QLatin1Char('|')).contains(QStringLiteral("“我爱你”")), qPrintable(texts.join(QLatin1Char('|'))));
    // Issue 34 item 7, "the attention figure ignores --start": a sentence sits at its own positions from 0, as
    // a model numbers it, and the title says so whatever the other figures' first position.
    state.setAttentionText(QStringLiteral("I love you"));
    state.setAttentionReorderedText(QStringLiteral("you love I"));
    state.setFirstPosition(100);
    state.setAttentionWithPe(true);
    figure.showData(state);
    texts.clear();
    for (int k = 0; k < plot.plotLayout()->elementCount(); ++k)
        if (auto *text = qobject_cast<QCPTextElement *>(plot.plotLayout()->elementAt(k)))
            texts << text->text();
    QVERIFY2(texts.join(QLatin1Char('|')).contains(QStringLiteral("sinusoidal, positions 0 … 2)")), qPrintable(texts.join(QLatin1Char('|'))));
}

QTEST_MAIN(TestAttentionFigure)
#include "tst_attentionfigure.moc"
