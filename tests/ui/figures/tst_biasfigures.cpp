// The ALiBi and T5 figures: their CSV tables against the golden files, the measured verdicts (the reference
// code's ALiBi gives the same softmax; float32 buckets differ from double only where they should).
#include "ui/families/t5figures.h"
#include "ui/families/alibifigures.h"
#include "golden.h"

#include "ui/figures/alibiattentionfigure.h"
#include "ui/figures/alibifigure.h"
#include "ui/figures/comparefigure.h"
#include "ui/figures/alibislopesfigure.h"
#include "ui/figures/sandwichfigure.h"
#include "ui/families/scorefamilies.h"
#include "ui/figures/figureregistry.h"
#include "ui/figures/t5bucketsfigure.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/fieldspinbox.h"

#include <qcustomplot.h>
#include "figuretablematrix.h"

#include <QRegularExpression>
#include <QTest>

#include <posenc/analysis/scoredattention.h>
#include <posenc/encodings/sandwich.h>
#include <posenc/encodings/t5buckets.h>

#include <cmath>


class TestBiasFigures : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void alibiTablesAreTheGoldenOnes()
    {
        ExplorerState state;
        state.setField(QStringLiteral("scores"), QStringLiteral("alibi"));
        state.setField(QStringLiteral("heads"), 12);
        QVERIFY(maxAbsDifference(tableOf(state, alibiFigures::slopes), loadGolden(QStringLiteral("alibi_slopes_h12.csv"))) < 1e-15);
        state.setField(QStringLiteral("head"), 3);
        state.setLength(8);
        const Eigen::MatrixXd bias = tableOf(state, alibiFigures::bias);
        const Eigen::MatrixXd golden = loadGolden(QStringLiteral("alibi_bias_h12_head3_L8_causal.csv"));
        QCOMPARE(bias.rows(), 8);
        for (int i = 0; i < 8; ++i)
            for (int j = 0; j < 8; ++j)
                QVERIFY(bias(i, j) == golden(i, j) || std::abs(bias(i, j) - golden(i, j)) < 1e-15);
        QVERIFY(!std::signbit(bias(0, 0))); // +0 on the diagonal, not -0
    }

    // Sandwich (NeMo's code): the figure's CSV is the reference file's layout, r = 0 .. 64 of it at d' = 128, H = 12.
    void sandwichTableIsTheGoldenOne()
    {
        ExplorerState state;
        state.setField(QStringLiteral("scores"), QStringLiteral("sandwich"));
        state.setField(QStringLiteral("headDim"), 128);
        state.setField(QStringLiteral("heads"), 12);
        state.setLength(65);
        const Eigen::MatrixXd table = tableOf(state, sandwichFigures::bias);
        const Eigen::MatrixXd golden = loadGolden(QStringLiteral("current/sandwich_bias_d128_H12.csv"));
        QCOMPARE(table.rows(), 65);
        QCOMPARE(table.cols(), golden.cols());
        for (int r = 0; r < 65; ++r)
            for (int c = 0; c < golden.cols(); ++c)
                QVERIFY2(std::abs(table(r, c) - golden(r, c)) <= 1e-12 * std::max(1.0, std::abs(golden(r, c))),
                         qPrintable(QStringLiteral("%1, %2").arg(r).arg(c)));
        // The note names where the bias of head 0 first rises again.
        QCustomPlot plot;
        SandwichFigure figure(&plot);
        figure.showData(state);
        QVERIFY2(figure.note().contains(QStringLiteral("a farther key")), qPrintable(figure.note()));
        // The head in the attention slot is the figure's: its bias below the diagonal, masked above.
        const posenc::ScoreHead head = scoreHead(state.session(), posenc::ScoreEncoding::Sandwich);
        const Eigen::MatrixXd bias = posenc::scoreBias(head, 5);
        QCOMPARE(bias(4, 1), table(3, 2));
        QVERIFY(std::isinf(bias(1, 4)));
    }

    void alibiVerdictIsMeasured()
    {
        ExplorerState state;
        state.setField(QStringLiteral("scores"), QStringLiteral("alibi"));
        QCustomPlot plot;
        AlibiFigure figure(&plot);
        figure.showData(state);
        QVERIFY(figure.softmaxDifference() < 1e-15);
        QVERIFY2(figure.verdict().contains(QStringLiteral("spread within a row 0")), qPrintable(figure.verdict()));
        state.setField(QStringLiteral("alibiMask"), QStringLiteral("symmetric"));
        figure.showData(state);
        QVERIFY(figure.verdict().contains(QStringLiteral("nothing is masked")));
        // The slopes figure names the interleaving of a head count that is not a power of two.
        AlibiSlopesFigure slopes(&plot);
        slopes.showData(state);
        QVERIFY2(slopes.note().contains(QStringLiteral("heads 8 … 11 every other slope of 16")), qPrintable(slopes.note()));
        state.setField(QStringLiteral("heads"), 16);
        slopes.showData(state);
        QVERIFY(slopes.note().contains(QStringLiteral("is a power of two")));
    }

    void alibiAttentionPerHead()
    {
        // 12 heads: the steepest slope is head 8's 2^-0.5, the shallowest head 7's 2^-8 (heads 0 .. 11; not the
        // last head's).
        ExplorerState state;
        state.setField(QStringLiteral("scores"), QStringLiteral("alibi"));
        state.setField(QStringLiteral("added"), QStringLiteral("none"));
        state.setAttentionText(QStringLiteral("the cat sat on the mat because it was warm"));
        QCustomPlot plot;
        AlibiAttentionFigure figure(&plot);
        figure.showData(state);
        QCOMPARE(figure.weights().size(), std::size_t(3));
        const Eigen::MatrixXd &none = figure.weights()[0], &steep = figure.weights()[1], &shallow = figure.weights()[2];
        QCOMPARE(none.rows(), Eigen::Index(10));
        for (const Eigen::MatrixXd *w : {&none, &steep, &shallow}) {
            QVERIFY(((*w).rowwise().sum().array() - 1).abs().maxCoeff() < 1e-15);
            QCOMPARE((*w)(2, 7), 0.0); // causal: a key after the query gets nothing
        }
        // The steep head keeps near the query; the shallow one is almost the unbiased head.
        const double d0 = posenc::meanAttendedDistance(none), d1 = posenc::meanAttendedDistance(steep),
                     d2 = posenc::meanAttendedDistance(shallow);
        QVERIFY2(d1 < 0.6 * d0 && std::abs(d2 - d0) < 0.1 * d0, qPrintable(QStringLiteral("%1 %2 %3").arg(d0).arg(d1).arg(d2)));
        // The no-bias panel is the head's plain softmax under the mask; the steep one adds −2^-0.5 (i − j).
        const auto &demo = *state.attentionDemo();
        const posenc::AlibiHead slot{std::pow(2.0, -0.5), posenc::AlibiMask::Causal};
        QVERIFY((posenc::scoredAttentionWeights(demo.tokenQueriesA, demo.tokenKeysA, slot) - steep).cwiseAbs().maxCoeff() < 1e-15);
        const QString verdict = figure.verdict().simplified();
        QVERIFY2(verdict.contains(QStringLiteral("no bias %1").arg(d0, 0, 'f', 2)), qPrintable(verdict));
        // CSV: the three n x n matrices one under the other.
        const Eigen::MatrixXd table = tableOf(state, alibiFigures::attention);
        QCOMPARE(table.rows(), Eigen::Index(30));
        QVERIFY((table.middleRows(10, 10) - steep).cwiseAbs().maxCoeff() == 0);
        // Symmetric: the keys after the query are attended too.
        state.setField(QStringLiteral("alibiMask"), QStringLiteral("symmetric"));
        figure.showData(state);
        QVERIFY(figure.weights()[1](2, 7) > 0);
    }

    void compareEveryFamily()
    {
        ExplorerState state;
        state.setLength(128);
        state.setField(QStringLiteral("head"), 2);
        QCustomPlot plot;
        CompareFigure figure(&plot);
        figure.showData(state);
        const QStringList names = figure.curveNames();
        QCOMPARE(names.size(), 8); // the thin ALiBi and Sandwich heads are not in the legend
        for (const char *formula : {"mean PE(p)·PE(p + r)", "⟨R(r) q, k⟩", "decay bound", "−m·r, head 2", "b[bucket(−r)]", "(S(r) − d'/2) / (8h/H)", "NoPE"})
            QVERIFY2(names.join(QLatin1Char('|')).contains(QString::fromUtf8(formula)), formula);
        // CSV: r, then the families in the README's order, raw (not divided).
        const Eigen::MatrixXd table = tableOf(state, Figure::Compare);
        QCOMPARE(table.rows(), Eigen::Index(128));
        QCOMPARE(table.cols(), Eigen::Index(9));
        QCOMPARE(table(5, 0), 5.0);
        QCOMPARE(table(0, 1), 30.0); // d_model 60: Σ cos 0 over 30 pairs
        QCOMPARE(table(10, 5), -posenc::alibiSlopes(12)[2] * 10);
        QCOMPARE(table(3, 4), state.rope().decay(3));
        QCOMPARE(table(3, 3), state.rope().byDistance(127 + 3));
        QCOMPARE(table(100, 7), posenc::sandwichBias(100, 16, 2, 12)); // d' = head_dim 16, head 2
        QCOMPARE(table(100, 8), 0.0);
        // Each named curve reaches ±1 on screen: it is divided by the largest magnitude its legend names (the
        // thin ALiBi heads share the bold one's divisor).
        for (int g = 0; g < plot.graphCount(); ++g) {
            QCPGraph *graph = plot.graph(g);
            if (!plot.legend->hasItemWithPlottable(graph) || graph->name().contains(QStringLiteral("NoPE")))
                continue;
            double largest = 0;
            for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
                largest = std::max(largest, std::abs(it->value));
            const std::vector<double> slopes = posenc::alibiSlopes(12);
            const double steepest = *std::max_element(slopes.begin(), slopes.end());
            // Sandwich's head h divides by 8(h + 1)/H: head 2 reaches a third of head 0, the steepest.
            const double expected = graph->name().contains(QStringLiteral("ALiBi"))      ? slopes[2] / steepest
                                    : graph->name().contains(QStringLiteral("Sandwich")) ? 1.0 / 3.0
                                                                                          : 1.0;
            QVERIFY2(std::abs(largest - expected) < 1e-12,
                     qPrintable(graph->name() + QStringLiteral(": ") + QString::number(largest)));
        }
        // The note gives what the curves show: sinusoidal at r = 127 against r = 0, and T5's last bucket from 91.
        const QString note = figure.verdict().simplified();
        QVERIFY2(note.contains(QStringLiteral("sinusoidal %1 %").arg(100 * table(127, 1) / 30, 0, 'f', 0)), qPrintable(note));
        QVERIFY2(note.contains(QStringLiteral("from r = 91 on")), qPrintable(note));
        // L 16: r stops at 15, T5's last bucket starts at 91: the note says it lies beyond L.
        state.setLength(16);
        figure.showData(state);
        QVERIFY2(figure.verdict().simplified().contains(QStringLiteral("last bucket starts at r = 91, beyond L")),
                 qPrintable(figure.verdict()));
        // fairseq's first position is padding_idx + 1: the curves are still drawn (the learned rows from 0).
        state.setConvention(posenc::Convention::Fairseq);
        figure.showData(state);
        QCOMPARE(figure.curveNames().size(), 8);
        QVERIFY(tableOf(state, Figure::Compare).allFinite());
    }

    void compareListsEachFamilyFromItsEntry()
    {
        ExplorerState state;
        state.setLength(64);
        QCustomPlot plot;
        plot.resize(900, 600);
        CompareFigure figure(&plot);
        figure.showData(state);
        // The note: one list of where each curve ends, in the families' order, then each family's sentence.
        const QString note = figure.verdict().simplified();
        const QRegularExpression order(QStringLiteral("At r = 63 against r = 0: sinusoidal -?\\d+ %, learned -?\\d+ %, "
                                                      "RoPE score -?\\d+ %, RoPE bound \\d+ %\\. ALiBi keeps falling .* "
                                                      "T5.* NoPE: nothing depends on r\\."));
        QVERIFY2(order.match(note).hasMatch(), qPrintable(note));
        // The hover: each family's term with its curves' values at r.
        plot.replot();
        const QCPAxisRect *rect = plot.axisRect();
        const double x = rect->axis(QCPAxis::atBottom)->coordToPixel(10), y = rect->center().y();
        const QString hover = figure.hover(QPointF(x, y), state);
        const Eigen::MatrixXd table = tableOf(state, Figure::Compare);
        QVERIFY2(hover.startsWith(QStringLiteral("r = 10: sinusoidal ")), qPrintable(hover));
        QVERIFY2(hover.contains(QStringLiteral("RoPE %1 (bound %2)").arg(table(10, 3), 0, 'g', 4).arg(table(10, 4), 0, 'g', 4)),
                 qPrintable(hover));
        QVERIFY2(hover.contains(QStringLiteral("ALiBi %1").arg(table(10, 5), 0, 'g', 4)), qPrintable(hover));
        QVERIFY2(hover.contains(QStringLiteral("T5 %1").arg(table(10, 6), 0, 'g', 4)), qPrintable(hover));
        QVERIFY2(hover.endsWith(QStringLiteral("Sandwich %1").arg(table(10, 7), 0, 'g', 4)), qPrintable(hover));
        // The caller's sinusoidal and learned curves are taken as given (kept while only a score family's
        // field steps); the score families' are computed.
        const Eigen::VectorXd marker = Eigen::VectorXd::Constant(64, 7.0);
        const CompareFigure::Curves given = CompareFigure::comparisonOf(state, &marker, &marker);
        QCOMPARE(given.sinusoidal, marker);
        QCOMPARE(given.learned, marker);
        QCOMPARE(given.scoreFamilies.size(), std::size_t(4)); // RoPE, ALiBi, T5, Sandwich: none has no curve
        QCOMPARE(given.table().rightCols(5), table.rightCols(5));
    }

    void t5BucketsAndTheFloat32Question()
    {
        ExplorerState state;
        state.setField(QStringLiteral("scores"), QStringLiteral("t5"));
        state.setLength(40);
        const Eigen::MatrixXd buckets = tableOf(state, t5Figures::buckets);
        const Eigen::MatrixXd golden = loadGolden(QStringLiteral("t5_buckets_bidirectional_nb32_md128.csv"));
        for (int i = 0; i < 40; ++i)
            for (int j = 0; j < 40; ++j)
                QCOMPARE(buckets(i, j), golden(j - i + 300, 1)); // golden row k is r = k − 300
        QCustomPlot plot;
        T5BucketsFigure figure(&plot);
        figure.showData(state);
        QCOMPARE(figure.float32Differences(), 0);
        // Causal 10/160: float32 rounds log(2)/log(32)·5 to exactly 1, double just under it.
        state.setField(QStringLiteral("t5Direction"), QStringLiteral("causal"));
        state.setField(QStringLiteral("t5Buckets"), 10);
        state.setField(QStringLiteral("t5MaxDistance"), 160);
        figure.showData(state);
        QVERIFY(figure.float32Differences() > 0);
        QVERIFY2(figure.verdict().contains(QStringLiteral("another bucket")), qPrintable(figure.verdict()));
        QVERIFY2(figure.verdict().contains(QStringLiteral("on a bucket boundary")), qPrintable(figure.verdict()));
    }

    void t5Float32DifferenceOffABoundaryIsSaidSo_data()
    {
        QTest::addColumn<int>("buckets");
        QTest::addColumn<int>("maxDistance");
        QTest::addColumn<int>("distance");
        QTest::addColumn<QString>("largest");
        // The two of the 39 differences (tst_t5buckets) whose value is not a whole number: 17.9999982 and
        // 17.99999995, within float32's spacing at 18 (1.9e-6) of the boundary, not on it.
        QTest::newRow("causal 46/164") << 46 << 164 << 107 << QStringLiteral("1.8e-06");
        QTest::newRow("causal 58/282") << 58 << 282 << 119 << QStringLiteral("4.7e-08");
    }

    void t5Float32DifferenceOffABoundaryIsSaidSo()
    {
        QFETCH(int, buckets);
        QFETCH(int, maxDistance);
        QFETCH(int, distance);
        QFETCH(QString, largest);
        ExplorerState state;
        state.setField(QStringLiteral("scores"), QStringLiteral("t5"));
        state.setField(QStringLiteral("t5Direction"), QStringLiteral("causal"));
        state.setField(QStringLiteral("t5Buckets"), buckets);
        state.setField(QStringLiteral("t5MaxDistance"), maxDistance);
        state.setLength(distance + 1);
        const posenc::T5BucketSpec spec = t5Of(state.session()).spec;
        QVERIFY(posenc::t5Bucket(-distance, spec) != posenc::t5Bucket(-distance, spec, false));
        // The claim checked against the value: off every whole number, yet within float32's spacing of one.
        const double value = posenc::t5LogBucketValue(distance, spec);
        const double off = std::abs(value - std::round(value));
        QVERIFY2(off > 1e-9, qPrintable(QString::number(value, 'g', 17)));
        QVERIFY(off <= std::ldexp(1.0, std::ilogb(std::round(value)) - 23));
        QCustomPlot plot;
        T5BucketsFigure figure(&plot);
        figure.showData(state);
        QCOMPARE(figure.float32Differences(), 1);
        const QString verdict = figure.verdict().simplified();
        QVERIFY2(!verdict.contains(QStringLiteral("on a bucket boundary")), qPrintable(verdict));
        QVERIFY2(verdict.contains(QStringLiteral("within float32's rounding of a bucket boundary")), qPrintable(verdict));
        QVERIFY2(verdict.contains(QStringLiteral("up to %1 from a whole number").arg(largest)), qPrintable(verdict));
    }

    void fieldsRefuseWhatIsOutOfRange()
    {
        ExplorerState state;
        state.setField(QStringLiteral("heads"), 4);
        state.setField(QStringLiteral("head"), 3);
        state.setField(QStringLiteral("heads"), 2); // the head shown follows
        QCOMPARE(state.session().head, 1);
        state.setField(QStringLiteral("t5MaxDistance"), 16); // below num_buckets 32: refused
        QCOMPARE(t5Of(state.session()).spec.maxDistance, 128);
        state.setField(QStringLiteral("t5Buckets"), 200); // max_distance rises with it
        QCOMPARE(t5Of(state.session()).spec.maxDistance, 200);
        // The spin box takes its range and step from the field: an odd num_buckets typed is taken up to the next
        // even one.
        FieldSpinBox buckets(&state, QStringLiteral("t5Buckets"));
        QCOMPARE(buckets.value(), 200);
        QCOMPARE(buckets.singleStep(), 2);
        buckets.setValue(33);
        QCOMPARE(t5Of(state.session()).spec.numBuckets, 34);
        QCOMPARE(buckets.value(), 34);
        buckets.setValue(64);
        QCOMPARE(t5Of(state.session()).spec.numBuckets, 64);
    }
};

QTEST_MAIN(TestBiasFigures)
#include "tst_biasfigures.moc"
