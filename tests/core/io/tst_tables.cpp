// The figures' tables, computed in the core: columns as documented, values from the formulas and the
// golden files.
#include "golden.h"

#include <posenc/analysis/attention.h>
#include <posenc/analysis/relativeoffset.h>
#include <posenc/encodings/sinusoidal.h>
#include <posenc/io/tables.h>

#include <QTest>

#include <cmath>

class TestTables : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void clockTableIsTheHandOfEveryPair();
    void wavelengthTableMatchesGolden();
    void relativeTableHoldsMkAndRoundingResiduals();
    void naiveTableCountsPositions();
    void attentionTablePadsWithNan();
};

void TestTables::clockTableIsTheHandOfEveryPair()
{
    const auto scheme = posenc::SinusoidalScheme::paper(9, 10000.0, 0);
    const Eigen::MatrixXd t = posenc::clockTable(scheme, 7.0);
    QCOMPARE(t.rows(), Eigen::Index(5)); // ceil(9 / 2): the lone sine has a hand too
    QCOMPARE(t.cols(), Eigen::Index(6));
    const Eigen::MatrixXd pe = posenc::sinusoidalEncoding(scheme, 8);
    for (int i = 0; i < 5; ++i) {
        QCOMPARE(t(i, 0), double(i));
        QCOMPARE(t(i, 1), scheme.angularFrequency(i));
        QVERIFY(std::abs(t(i, 2) - 2 * M_PI / t(i, 1)) < 1e-9 * t(i, 2));
        QCOMPARE(t(i, 3), 7.0 * t(i, 1));
        QVERIFY(std::abs(t(i, 4) - pe(7, 2 * i)) < 1e-12); // sin at pos 7 = the encoding's sine column
        if (2 * i + 1 < 9)
            QVERIFY(std::abs(t(i, 5) - pe(7, 2 * i + 1)) < 1e-12);
    }
    // Issue 34 item 7: the lone sine has no cosine column, so its cos is NaN ("nan"), not cos(w_4 · 7).
    QVERIFY(std::isnan(t(4, 5)));
    // A zero-padded halves layout has no lone sine: every row's cosine is a number.
    auto padded = scheme;
    padded.layout.order = posenc::PairOrder::HalvesZeroPadded;
    QVERIFY(!posenc::clockTable(padded, 7.0).hasNaN());
}

void TestTables::wavelengthTableMatchesGolden()
{
    const Eigen::MatrixXd golden = loadGolden(QStringLiteral("frequencies_d512_base10000.csv"));
    const Eigen::MatrixXd t = posenc::wavelengthTable(posenc::SinusoidalScheme::paper(512));
    QCOMPARE(t.rows(), golden.rows());
    QVERIFY(maxAbsDifference(t.leftCols(2), golden.leftCols(2)) <= 1e-12);
    QVERIFY(((t.col(2) - golden.col(2)).array().abs() / golden.col(2).array()).maxCoeff() <= 1e-12);
}

void TestTables::relativeTableHoldsMkAndRoundingResiduals()
{
    const auto scheme = posenc::SinusoidalScheme::paper(7);
    const double pos = 1000.5, comparePos = 3, k = 2;
    const Eigen::MatrixXd t = posenc::relativeTable(scheme, pos, comparePos, k);
    QCOMPARE(t.rows(), Eigen::Index(3)); // complete pairs only
    QCOMPARE(t.cols(), Eigen::Index(8));
    for (int i = 0; i < 3; ++i) {
        const double w = std::pow(10000.0, -2.0 * i / 7); // independent of the code under test
        QVERIFY(std::abs(t(i, 1) - w) < 1e-15);
        // M_k row by row: [[cos wk, sin wk], [-sin wk, cos wk]]
        QVERIFY(std::abs(t(i, 2) - std::cos(w * k)) < 1e-15);
        QVERIFY(std::abs(t(i, 3) - std::sin(w * k)) < 1e-15);
        QVERIFY(std::abs(t(i, 4) + std::sin(w * k)) < 1e-15);
        QVERIFY(std::abs(t(i, 5) - std::cos(w * k)) < 1e-15);
        // Residuals at pos and at pos', in that order: rounding of the angle, larger at the larger pos.
        QCOMPARE(t(i, 6), posenc::pairOffsetResidual(w, pos, k));
        QCOMPARE(t(i, 7), posenc::pairOffsetResidual(w, comparePos, k));
        QVERIFY(t(i, 6) < 1e-12 && t(i, 7) < 1e-14);
    }
}

void TestTables::naiveTableCountsPositions()
{
    const Eigen::MatrixXd t = posenc::naiveTable(5, 6); // positions 6 .. 10: four bits
    QCOMPARE(t.rows(), Eigen::Index(5));
    QCOMPARE(t.cols(), Eigen::Index(2 + 4));
    for (int r = 0; r < 5; ++r) {
        QCOMPARE(t(r, 0), 6.0 + r);
        QCOMPARE(t(r, 1), r / 4.0);
        double value = 0;
        for (int b = 0; b < 4; ++b)
            value += t(r, 2 + b) * std::pow(2.0, b);
        QCOMPARE(value, 6.0 + r);
    }
}

void TestTables::attentionTablePadsWithNan()
{
    posenc::PermutationDemo demo;
    demo.weightsA = Eigen::MatrixXd::Constant(3, 3, 0.25);
    demo.weightsB = Eigen::MatrixXd::Constant(2, 2, 0.5);
    const Eigen::MatrixXd t = posenc::attentionTable(demo);
    QCOMPARE(t.rows(), Eigen::Index(5));
    QCOMPARE(t.cols(), Eigen::Index(3));
    QCOMPARE(t(0, 2), 0.25);
    QCOMPARE(t(4, 1), 0.5);
    QVERIFY(std::isnan(t(3, 2)) && std::isnan(t(4, 2)));
}

QTEST_APPLESS_MAIN(TestTables)
#include "tst_tables.moc"
