// The figures that teach the seeds' "why": why sin and cos in pairs, why 2i/d_model, the derivations, the worked
// example and the PyTorch code. Their numbers are checked against the figures whose CSV they repeat.
#include "figuretablematrix.h"

#include "ui/figures/derivationfigure.h"
#include "ui/figures/pytorchfigure.h"
#include "ui/figures/whyexponentfigure.h"
#include "ui/figures/whypairsfigure.h"
#include "ui/figures/workedexamplefigure.h"
#include "ui/state/explorerstate.h"

#include <posenc/encodings/sinusoidal.h>
#include <posenc/io/tables.h>

#include <QTest>
#include <qcustomplot.h>

#include <cmath>

class TestWhyFigures : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void whyPairsTableIsThePeAndItsFits();
    void whyPairsSaysTheSineAloneFails();
    void whyExponentCurvesCoincide();
    void derivationEqualsRelativeAndSimilarity();
    void workedExampleEqualsTheHeatMaps();
    void workedExampleCorrectsTheNotes();
    void pytorchDivTermIsOmega();
    void noPairNoFigure();
};

void TestWhyFigures::whyPairsTableIsThePeAndItsFits()
{
    ExplorerState state; // the seed figure: 16 tokens, d_model 60, pos 1, k 2
    state.setSelectedPair(3);
    const Eigen::MatrixXd t = tableOf(state, Figure::WhyPairs);
    QCOMPARE(t.rows(), Eigen::Index(state.length()));
    QCOMPARE(t.cols(), Eigen::Index(8));
    const Eigen::MatrixXd &pe = state.encoding();
    const int k = state.offset();
    for (int r = 0; r < t.rows(); ++r) {
        QCOMPARE(t(r, 0), double(r));
        QCOMPARE(t(r, 1), pe(r, 6)); // the sine column of pair 3
        QCOMPARE(t(r, 2), pe(r, 7));
        if (r + k < t.rows()) {
            QVERIFY(std::abs(t(r, 3) - pe(r + k, 6)) < 1e-15); // sin at p + k is row p + k of PE
            QVERIFY(std::abs(t(r, 4) - pe(r + k, 7)) < 1e-15);
        }
        // The pair's best map reproduces p + k to rounding; the sine alone's does not.
        QVERIFY(std::abs(t(r, 6) - t(r, 3)) < 1e-14 && std::abs(t(r, 7) - t(r, 4)) < 1e-14);
    }
    double sineMiss = 0;
    for (int r = 0; r < t.rows(); ++r)
        sineMiss = std::max(sineMiss, std::abs(t(r, 5) - t(r, 3)));
    QVERIFY2(sineMiss > 0.1, qPrintable(QString::number(sineMiss)));
}

void TestWhyFigures::whyPairsSaysTheSineAloneFails()
{
    ExplorerState state;
    QCustomPlot plot;
    WhyPairsFigure figure(&plot);
    figure.showData(state);
    const QString note = figure.verdict();
    QVERIFY2(note.contains(QStringLiteral("from the sine alone it misses by up to 0.9")), qPrintable(note));
    QVERIFY2(note.contains(QStringLiteral("rounding")), qPrintable(note));
    QVERIFY(figureEntry(Figure::WhyPairs).exportNote(state).startsWith(QStringLiteral("pair 0, k 2: sine alone residual")));
}

void TestWhyFigures::whyExponentCurvesCoincide()
{
    ExplorerState state;
    QCustomPlot plot;
    WhyExponentFigure figure(&plot);
    figure.showData(state);
    // The four d_model's points lie on the drawn curve 2π·base^x.
    for (int g = 1; g <= 4; ++g) {
        const QCPGraph *graph = plot.graph(g);
        QVERIFY(!graph->data()->isEmpty());
        for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
            QVERIFY(std::abs(it->value / (2 * M_PI * std::pow(10000.0, it->key)) - 1) < 1e-12);
    }
    // Its table's paper column is the wavelengths the Wavelengths tab shows.
    const Eigen::MatrixXd t = tableOf(state, Figure::WhyExponent);
    QCOMPARE(t.rows(), Eigen::Index(30));
    for (int i = 0; i < 30; ++i)
        QCOMPARE(t(i, 2), state.wavelengths()(i));
    QVERIFY(t(29, 4) > 1e200); // 2i: pair 29's wavelength is 2π·10000^58
    const QString note = figure.verdict();
    QVERIFY2(note.contains(QStringLiteral("46221.8 at d_model 60, 73.6 %")), qPrintable(note));
    QVERIFY2(note.contains(QStringLiteral("i/d_model stops at 538.9")), qPrintable(note));
}

void TestWhyFigures::derivationEqualsRelativeAndSimilarity()
{
    ExplorerState state;
    state.setSelectedPair(2);
    state.setPosition(3);
    state.setOffset(5);
    state.setComparePosition(11);
    const Eigen::MatrixXd d = tableOf(state, Figure::Derivation);
    QCOMPARE(d.rows(), Eigen::Index(1));
    const Eigen::MatrixXd relative = tableOf(state, Figure::Relative);
    // M_k: the relative-offset CSV's entries for pair 2.
    for (int c = 0; c < 4; ++c)
        QCOMPARE(d(0, 10 + c), relative(2, 2 + c));
    QCOMPARE(d(0, 1), relative(2, 1)); // ωᵢ
    // sin(a + b) and cos(a + b) by the identities are PE at pos + k.
    QVERIFY(std::abs(d(0, 8) - state.encoding()(3 + 5, 4)) < 1e-15);
    QVERIFY(std::abs(d(0, 9) - state.encoding()(3 + 5, 5)) < 1e-15);
    // The dot product: the similarity CSV's entry, and the closed form Σ cos(ωᵢ(p − q)).
    const Eigen::MatrixXd similarity = tableOf(state, Figure::Similarity);
    QVERIFY(std::abs(d(0, 15) - similarity(3, 11)) < 1e-12);
    QVERIFY(std::abs(d(0, 16) - d(0, 15)) < 1e-12);
    const QString text = derivationSlide(state).plainText();
    QVERIFY2(text.contains(QStringLiteral("Σᵢ cos(ωᵢ · −8)")), qPrintable(text));
}

void TestWhyFigures::workedExampleEqualsTheHeatMaps()
{
    ExplorerState state;
    state.setPosition(4);
    const Eigen::MatrixXd t = tableOf(state, Figure::WorkedExample);
    QCOMPARE(t.rows(), Eigen::Index(8));
    const Eigen::MatrixXd pe = tableOf(state, Figure::Encoding), embedding = tableOf(state, Figure::Embedding),
                          sum = tableOf(state, Figure::Sum);
    for (int j = 0; j < 8; ++j) {
        QCOMPARE(t(j, 0), double(j));
        QCOMPARE(t(j, 4), pe(4, j));
        QCOMPARE(t(j, 5), embedding(4, j));
        QCOMPARE(t(j, 6), sum(4, j));
    }
}

void TestWhyFigures::workedExampleCorrectsTheNotes()
{
    // Seed 001: "love" at pos 1, d_model 512. Dimension 1 is cos(1) = 0.5403 (the notes give cos(10000^(-2/512))).
    ExplorerState state;
    state.setText(QStringLiteral("I love you"));
    state.setDModel(512);
    state.setPosition(1);
    const QString text = workedExampleSlide(state).plainText();
    QVERIFY2(text.startsWith(QStringLiteral("Worked example: \"love\" at pos = 1, d_model = 512")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("sin(1 / 10000^(0/512)) = sin(1)\t0.8415")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("cos(1 / 10000^(0/512)) = cos(1)\t0.5403")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("sin(1 / 10000^(2/512)) = sin(0.964662)\t0.8219")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("cos(1 / 10000^(2/512)) = cos(0.964662)\t0.5697")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("not cos(1 / 10000^(2/512))")));
}

void TestWhyFigures::pytorchDivTermIsOmega()
{
    ExplorerState state;
    const Eigen::MatrixXd t = tableOf(state, Figure::Pytorch);
    QCOMPARE(t.rows(), Eigen::Index(30));
    for (int i = 0; i < 30; ++i) {
        QVERIFY(std::abs(t(i, 2) / t(i, 4) - 1) < 1e-14);  // exp(2i·(−ln 10000/d)) = 10000^(−2i/d) in double
        QVERIFY(std::abs(t(i, 3) / t(i, 4) - 1) < 1e-5);   // PyTorch's float32: a few ulp of float
        QCOMPARE(t(i, 4), state.angularFrequencies()(i));
    }
    QVERIFY(t(29, 3) != t(29, 2)); // float32 is not double
    const QString text = pytorchSlide(state).plainText();
    QVERIFY2(text.contains(QStringLiteral("div_term = torch.exp(torch.arange(0, d_model, 2)")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("→ [1.0000, 0.7356, 0.5412, 0.3981, …]")));
}

void TestWhyFigures::noPairNoFigure()
{
    ExplorerState state;
    state.setDModel(1);
    QCOMPARE(state.dModel(), 1);
    for (const Figure figure : {Figure::WhyPairs, Figure::Derivation})
        QVERIFY2(figureEntry(figure).unavailable(state).contains(QStringLiteral("d_model = 1")), qPrintable(figureName(figure)));
}

QTEST_MAIN(TestWhyFigures)
#include "tst_whyfigures.moc"
