// The RoPE figures through the state, as the window and the export see them: the tables are the core's
// numbers, the invariances hold and are printed (norm kept, score depends on m - n only, the pairing
// permutation maps one result onto the other exactly), and q, k, head_dim behave as the tab says.
#include "ui/families/ropefigures.h"
#include "ui/figures/figureregistry.h"
#include "ui/figures/ropepainter.h"
#include "ui/figures/ropedecayfigure.h"
#include "ui/figures/ropescorefigure.h"
#include "ui/figures/ropescalingscorefigure.h"
#include "ui/state/explorerstate.h"
#include "ui/window/figurepages.h"
#include "ui/window/ropepage.h"

#include <posenc/analysis/contextextension.h>
#include <posenc/encodings/rope.h>

#include <QImage>
#include <QPushButton>
#include <QSignalSpy>
#include "figuretablematrix.h"

#include <QTest>
#include <qcustomplot.h>

namespace {
QVariantList list(std::initializer_list<double> values)
{
    QVariantList l;
    for (const double v : values)
        l.append(v);
    return l;
}
} // namespace

class TestRopeFigure : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tablesAreTheCoresNumbers();
    void sceneMeasuresTheInvariances();
    void permutationMapsOnePairingOntoTheOther();
    void scoreFigureSaysDistanceOnly();
    void typedValuesFollowHeadDim();
    void valuesAreParsedAsTyped();
    void playFramesDrawTheWholeFigure();
    void decayNoteSaysWhatTheCurveDoes();
    void decayTabOffersRoformersSizes();
    void scalingScoreSaysWhatItsBoundIs();
};

void TestRopeFigure::tablesAreTheCoresNumbers()
{
    ExplorerState state;
    state.setHeadDim(8);
    state.setRotaryDim(6);
    state.setFirstPosition(3);
    state.setLength(10);
    const posenc::RopeSpec spec = ropeSpec(state.session());
    const Eigen::VectorXd q = ropeQueryVector(state.session()), k = ropeKeyVector(state.session());
    const Eigen::MatrixXd rope = tableOf(state, ropeFigures::rotation);
    QCOMPARE(rope.rows(), 10);
    QCOMPARE(rope.cols(), 17);
    QCOMPARE(rope(0, 0), 3.0); // first position first
    QVERIFY((rope.middleCols(1, 8) - posenc::rotatedRows(spec, q, 3, 10)).cwiseAbs().maxCoeff() == 0);
    QVERIFY((rope.middleCols(9, 8) - posenc::rotatedRows(spec, k, 3, 10)).cwiseAbs().maxCoeff() == 0);
    const Eigen::MatrixXd scores = tableOf(state, ropeFigures::score);
    QVERIFY((scores - posenc::ropeScores(spec, q, k, 3, 10)).cwiseAbs().maxCoeff() < 1e-12);
    const Eigen::MatrixXd decay = tableOf(state, ropeFigures::decay);
    QCOMPARE(decay.rows(), 10);
    QCOMPARE(decay(4, 0), 4.0);
    QVERIFY((decay.col(1) - posenc::ropeDecayBound(spec, 10)).cwiseAbs().maxCoeff() == 0);
    QCOMPARE(decay(0, 1), (3 + 1) / 2.0); // (R/2 + 1)/2
}

void TestRopeFigure::sceneMeasuresTheInvariances()
{
    ExplorerState state;
    state.setPosition(3);
    state.setComparePosition(11);
    state.setOffset(-2);
    const RopeScene scene = RopeScene::fromState(state);
    QCOMPARE(scene.m, 3);
    QCOMPARE(scene.n, 11);
    QVERIFY(std::abs(scene.rq.norm() - scene.q.norm()) < 1e-12);
    QVERIFY(std::abs(scene.rk.norm() - scene.k.norm()) < 1e-12);
    QVERIFY((scene.rq - scene.q).norm() > 1e-3); // it did rotate
    QCOMPARE(scene.shift.step, -2.0);
    QVERIFY(scene.shift.difference() < 1e-12);
    QCOMPARE(scene.permutationError, 0.0);
    QVERIFY(scene.invarianceLine().startsWith(QStringLiteral("score(m, n) = <R(3) q, R(11) k> = ")));
    QVERIFY(scene.invarianceLine().contains(QStringLiteral("score(m + s, n + s) = <R(1) q, R(9) k> = ")));
    QVERIFY(scene.numberLines().join(QLatin1Char('\n')).contains(QStringLiteral("LLaMA 2")));
    // The export note is that line.
    QCOMPARE(figureEntry(ropeFigures::rotation).exportNote(state), QStringLiteral("RoPE ") + scene.invarianceLine());
}

void TestRopeFigure::permutationMapsOnePairingOntoTheOther()
{
    // Interleaved with q, k; then halves with P q, P k: every row of the second table is the first's
    // rows permuted, exactly (what Hugging Face's conversion of LLaMA's W_q, W_k relies on).
    ExplorerState state;
    state.setHeadDim(8);
    state.setLength(12);
    const Eigen::MatrixXd interleaved = tableOf(state, ropeFigures::rotation);
    const Eigen::MatrixXd scoresBefore = tableOf(state, ropeFigures::score);
    const std::vector<int> p = posenc::interleavedToHalvesPermutation(ropeSpec(state.session()));
    const auto asList = [](const Eigen::VectorXd &x) {
        QVariantList l;
        for (const double v : x)
            l.append(v);
        return l;
    };
    state.setQuery(asList(posenc::permuted(ropeQueryVector(state.session()), p)));
    state.setKey(asList(posenc::permuted(ropeKeyVector(state.session()), p)));
    state.setRopePairing(QStringLiteral("halves"));
    QCOMPARE(ropeOf(state.session()).pairing, posenc::RopePairing::Halves);
    const Eigen::MatrixXd halves = tableOf(state, ropeFigures::rotation);
    for (int r = 0; r < 12; ++r) {
        const Eigen::VectorXd q = interleaved.row(r).segment(1, 8).transpose();
        const Eigen::VectorXd k = interleaved.row(r).segment(9, 8).transpose();
        QVERIFY(halves.row(r).segment(1, 8).transpose() == posenc::permuted(q, p));
        QVERIFY(halves.row(r).segment(9, 8).transpose() == posenc::permuted(k, p));
    }
    // The same scores: a permutation of both vectors keeps their dot products.
    QVERIFY((tableOf(state, ropeFigures::score) - scoresBefore).cwiseAbs().maxCoeff() < 1e-12);
}

void TestRopeFigure::scoreFigureSaysDistanceOnly()
{
    ExplorerState state;
    QCustomPlot plot;
    plot.resize(1280, 720);
    RopeScoreFigure figure(&plot);
    figure.setCanvas(QSize(1280, 720), 1.0);
    figure.showData(state);
    QVERIFY2(figure.verdict().contains(QStringLiteral("rounding only")), qPrintable(figure.verdict()));
    QVERIFY(figure.verdict().contains(QStringLiteral("difference")));
    QVERIFY(state.rope().spread < 1e-12);
    // The diagonals are constant in the exported matrix too, and the rows differ (a real matrix).
    const Eigen::MatrixXd s = tableOf(state, ropeFigures::score);
    for (int m = 1; m < s.rows(); ++m)
        for (int n = 1; n < s.cols(); ++n)
            QVERIFY(std::abs(s(m, n) - s(m - 1, n - 1)) < 1e-12);
    QVERIFY(std::abs(s(0, 0) - s(0, 3)) > 1e-3);
    // A smooth curve keeps its wide pen; one that runs up and down the panel many times (L = 512) is thin:
    // stroking it wide took 60 % of the export.
    QVERIFY(figure.curvePenWidth() > 0.0);
    state.setLength(512);
    figure.showData(state);
    QCOMPARE(figure.curvePenWidth(), 0.0);
    // The decay bound likewise: wide over L 16, thin over L 512 where it wiggles many times.
    state.setLength(16);
    QCustomPlot decayPlot;
    decayPlot.resize(1280, 720);
    RopeDecayFigure decay(&decayPlot);
    decay.setCanvas(QSize(1280, 720), 1.0);
    decay.showData(state);
    QVERIFY(decay.curvePenWidth() > 0.0);
    state.setLength(512);
    decay.showData(state);
    QCOMPARE(decay.curvePenWidth(), 0.0);
}

void TestRopeFigure::typedValuesFollowHeadDim()
{
    ExplorerState state;
    state.setHeadDim(4);
    QSignalSpy changed(&state, &ExplorerState::queryChanged);
    state.setQuery(list({1, 2, 3})); // three numbers for four slots: nothing changes
    QCOMPARE(changed.count(), 0);
    QVERIFY(state.query().isEmpty());
    state.setQuery(list({1, 2, 3, 4}));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(state.rope().q, (Eigen::VectorXd(4) << 1, 2, 3, 4).finished());
    QVERIFY(!state.rope().seededQuery);
    state.setRotaryDim(4);
    state.setRotaryDim(5); // odd: refused
    QCOMPARE(state.rotaryDim(), 4);
    // A new head_dim: the typed q no longer fits and the seeded values come back; rotary_dim 4 still fits 6.
    state.setHeadDim(6);
    QVERIFY(state.query().isEmpty());
    QCOMPARE(state.rope().q.size(), 6);
    QVERIFY(state.rope().seededQuery);
    QCOMPARE(state.rotaryDim(), 4);
    state.setHeadDim(2);
    QCOMPARE(state.rotaryDim(), 0); // 4 > 2: all dimensions again
    state.setRopePairing(QStringLiteral("spiral"));
    QCOMPARE(state.ropePairing(), QStringLiteral("interleaved"));
}

void TestRopeFigure::valuesAreParsedAsTyped()
{
    QCOMPARE(parseRopeValues(QStringLiteral(" 1, -2.5  3e1 ")), (std::optional<QList<double>>(QList<double>{1, -2.5, 30})));
    QCOMPARE(parseRopeValues(QStringLiteral("−2")), (std::optional<QList<double>>(QList<double>{-2}))); // U+2212
    QCOMPARE(parseRopeValues(QString()), (std::optional<QList<double>>(QList<double>{})));
    QVERIFY(!parseRopeValues(QStringLiteral("1, x")));
    QVERIFY(!parseRopeValues(QStringLiteral("nan")));
}

namespace {
/// The RoPE figure as \a painter draws it for \a state: whole (paint) or as a Play frame (paintSelection).
QImage ropeImage(FigurePainter &painter, const ExplorerState &state, bool frame)
{
    const FigureStyle style = FigureStyle::forImage(960, 540);
    QImage image(960, 540, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QCPPainter p(&image);
    const QRectF area(0, 0, 960, 540);
    if (frame)
        painter.paintSelection(p, area, state, style, 1.0);
    else
        painter.paint(p, area, state, style, 1.0);
    return image;
}
} // namespace

// The figure alone keeps its still layer while Play turns q between whole positions: each frame must be
// the figure drawn whole at that fraction, and a new whole pos must redraw the still layer.
void TestRopeFigure::playFramesDrawTheWholeFigure()
{
    ExplorerState state;
    state.setField(QStringLiteral("scores"), QStringLiteral("rope"));
    state.setPosition(5);
    const FigureEntry &entry = figureEntry(ropeFigures::rotation);
    const std::unique_ptr<FigurePainter> frames = entry.painter();
    ropeImage(*frames, state, false);
    state.setPositionFraction(0.1);
    ropeImage(*frames, state, true); // the still layer is drawn here
    for (const double fraction : {0.4, 0.9}) {
        state.setPositionFraction(fraction);
        const QImage frame = ropeImage(*frames, state, true);
        QCOMPARE(frame, ropeImage(*entry.painter(), state, false));
        state.setPositionFraction(0.0);
        QVERIFY2(frame != ropeImage(*entry.painter(), state, false), "R(m) q turns with Play's fraction");
        state.setPositionFraction(fraction);
    }
    state.setPosition(6); // the title and the numbers name the new pos
    QCOMPARE(ropeImage(*frames, state, true), ropeImage(*entry.painter(), state, false));
}

namespace {
/// The decay figure's texts (title, note) for \a state, joined by newlines.
QString decayTexts(const ExplorerState &state)
{
    QCustomPlot plot;
    plot.resize(1280, 720);
    RopeDecayFigure figure(&plot);
    figure.setCanvas(QSize(1280, 720), 1.0);
    figure.showData(state);
    QStringList texts;
    for (int k = 0; k < plot.plotLayout()->elementCount(); ++k)
        if (auto *text = qobject_cast<QCPTextElement *>(plot.plotLayout()->elementAt(k)))
            texts << text->text().simplified();
    return texts.join(QLatin1Char('\n'));
}
} // namespace

// Issue 34 item 4: the note says what the bound shown does, not that it falls whatever the sizes.
void TestRopeFigure::decayNoteSaysWhatTheCurveDoes()
{
    ExplorerState state;
    state.setHeadDim(128);
    state.setLength(256);
    const QString roformer = decayTexts(state);
    QVERIFY2(roformer.contains(QStringLiteral("falls with ripples to its lowest, 6.415 at r = 236, then rises again to "
                                              "9.763 at r = 246. From r = 128 to 255 it stays at or below 10.73, 33 % of "
                                              "its value at r = 0.")),
             qPrintable(roformer));
    // A bound printed as "at or below" is rounded up (10.72023 is "10.73"), and r = 0's value exactly.
    state.setHeadDim(4092);
    state.setLength(8);
    QVERIFY2(decayTexts(state).contains(QStringLiteral("(R/2 + 1)/2 = 1023.5.")), qPrintable(decayTexts(state)));
    state.setLength(256);
    state.setHeadDim(2);
    const QString one = decayTexts(state);
    QVERIFY2(one.contains(QStringLiteral("the bound is 1 throughout and does not decay")), qPrintable(one));
    QVERIFY(!one.contains(QStringLiteral("falls")));
    state.setHeadDim(4);
    state.setLength(1024);
    const QString four = decayTexts(state);
    QVERIFY2(four.contains(QStringLiteral("over these distances it does not decay")), qPrintable(four));
    state.setHeadDim(128);
    state.setBase(10);
    const QString ten = decayTexts(state);
    QVERIFY2(ten.contains(QStringLiteral("its lowest, 1.094 at r = 124, then rises again")), qPrintable(ten));
    // The caption claims neither a fall for every size nor a slower decay for a larger base (RoFormer's
    // R 16: base 1e6 lies below base 1e4 at r = 1 … 3).
    const QString caption = figureCaption(ropeFigures::decay, state.session()).simplified();
    QVERIFY(!caption.contains(QStringLiteral("larger base")));
    QVERIFY(caption.contains(QStringLiteral("can rise again")));
    posenc::RopeSpec small;
    small.headDim = 16;
    small.base = 1e6;
    const Eigen::VectorXd large = posenc::ropeDecayBound(small, 4);
    small.base = 1e4;
    const Eigen::VectorXd usual = posenc::ropeDecayBound(small, 4);
    for (int r = 1; r <= 3; ++r)
        QVERIFY(large(r) < usual(r));
}

// The window opens at head_dim 16 and L 16 (the clocks and tokens readable); the decay tab sets RoFormer's
// Fig. 2 sizes in one click and says why it does not open there.
void TestRopeFigure::decayTabOffersRoformersSizes()
{
    ExplorerState state;
    FigureViews views;
    std::unique_ptr<QWidget> page(createRopePage(&state, [](Figure, ExportFormat) {}, views));
    auto *button = page->findChild<QPushButton *>(QStringLiteral("roformerSizes"));
    QVERIFY(button);
    QVERIFY(button->isEnabled());
    QSignalSpy changed(&state, &ExplorerState::sessionChanged);
    button->click();
    QCOMPARE(changed.count(), 1); // one change: one undo step
    QCOMPARE(state.headDim(), 128);
    QCOMPARE(state.rotaryDim(), 0);
    QCOMPARE(state.length(), 256);
    QCOMPARE(state.base(), 10000.0);
    QVERIFY(!button->isEnabled());
    state.setHeadDim(64);
    QVERIFY(button->isEnabled());
}

QTEST_MAIN(TestRopeFigure)
// Audit item 5: rope-scaling-score's "bound after" is RoFormer's relative bound of θ′ alone, in float64: not
// multiplied by the attention factor² (Qwen2.5's YaRN: 1.2965), the softmax factor or the number format, as
// the score after is. The legend and the caption say so; the CSV is that number.
void TestRopeFigure::scalingScoreSaysWhatItsBoundIs()
{
    ExplorerState state;
    state.setField(QStringLiteral("model"), QStringLiteral("qwen2.5-7b-yarn"));
    const Session &s = state.session();
    const posenc::ScaledFrequencies f = scaledFrequencies(s);
    QVERIFY2(std::abs(f.attentionFactor * f.attentionFactor - 1.2965) < 1e-4, qPrintable(QString::number(f.attentionFactor)));
    const Eigen::MatrixXd table = tableOf(state, ropeFigures::scalingScore);
    std::vector<long long> r;
    for (Eigen::Index i = 0; i < table.rows(); ++i)
        r.push_back((long long)table(i, 0));
    const Eigen::VectorXd bound = posenc::decayBoundAt(f.scaled, r);
    QCOMPARE((table.col(4) - bound).cwiseAbs().maxCoeff(), 0.0);
    QCOMPARE((table.col(3) - posenc::decayBoundAt(f.original, r)).cwiseAbs().maxCoeff(), 0.0);
    QCustomPlot plot;
    RopeScalingScoreFigure figure(&plot);
    figure.showData(state);
    QStringList legend;
    for (int i = 0; i < plot.legend->itemCount(); ++i)
        if (auto *item = qobject_cast<QCPPlottableLegendItem *>(plot.legend->item(i)))
            legend << item->plottable()->name();
    QVERIFY2(legend.contains(QStringLiteral("decay bound with θ′ alone (float64: not × attention factor², softmax factor "
                                            "or number format)")),
             qPrintable(legend.join(QStringLiteral(" | "))));
    const QString caption = figureCaption(ropeFigures::scalingScore, s);
    QVERIFY2(caption.contains(QStringLiteral("not multiplied by the attention factor")), qPrintable(caption));
}

#include "tst_ropefigure.moc"
