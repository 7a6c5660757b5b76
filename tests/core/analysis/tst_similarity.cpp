// PE . PE^T depends on the distance only: golden curve, constant diagonals, cosine similarity.
#include "golden.h"

#include <posenc/analysis/similarity.h>
#include <posenc/encodings/sinusoidal.h>

#include <QTest>

#include <cmath>
#include <limits>
#include <vector>

class TestSimilarity : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void largeMatricesOnTwoThreadsAreTheProduct();
    void closedFormEqualsGolden();
    void matrixRowsEqualGolden();
    void diagonalsAreConstant_data();
    void diagonalsAreConstant();
    void oddDModelBreaksTheDiagonals();
    void cosineSimilarity();
    void spreadOfANonToeplitzMatrix();
    void modelEqualsTheMatrix_data();
    void modelEqualsTheMatrix();
    void sampledSpreadMeasures();
    void roundingBoundSeparatesTheLoneSine();
};

void TestSimilarity::closedFormEqualsGolden()
{
    const Eigen::MatrixXd golden = loadGolden(QStringLiteral("dot_by_offset_d64_base10000.csv"));
    const int maxK = static_cast<int>(golden(golden.rows() - 1, 0));
    const Eigen::VectorXd dots = posenc::dotByOffset(posenc::SinusoidalScheme::paper(64, 10000.0), maxK);
    QCOMPARE(dots.size(), golden.rows());
    QVERIFY(maxAbsDifference(dots, golden.col(1)) <= 1e-12);
    QCOMPARE(dots(0), 32.0);
}

void TestSimilarity::matrixRowsEqualGolden()
{
    const Eigen::MatrixXd golden = loadGolden(QStringLiteral("dot_by_offset_d64_base10000.csv"));
    const Eigen::MatrixXd s = posenc::similarityMatrix(posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(64, 10000.0, 0), 300), false);
    for (const int p : {0, 5, 100}) {
        for (Eigen::Index r = 0; r < golden.rows() && p + r < 300; ++r)
            QVERIFY2(std::abs(s(p, p + r) - golden(r, 1)) <= 1e-12, qPrintable(QStringLiteral("p %1 k %2").arg(p).arg(r)));
    }
}

void TestSimilarity::diagonalsAreConstant_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("length");
    QTest::addColumn<bool>("cosine");
    QTest::newRow("seed 16 x 60") << 60 << 16 << false;
    QTest::newRow("512 x 128") << 512 << 128 << false;
    QTest::newRow("cosine 64 x 200") << 64 << 200 << true;
}

void TestSimilarity::largeMatricesOnTwoThreadsAreTheProduct()
{
    // 1001 x 1001 x 64 multiply-adds (past 2^24): the columns in two unequal halves on two threads; each
    // entry as the one-thread product gives it, cosine too (and a zero row's cosine 0).
    Eigen::MatrixXd pe = Eigen::MatrixXd::Random(1001, 64);
    pe.row(500).setZero();
    const Eigen::MatrixXd product = pe * pe.transpose();
    QVERIFY((posenc::similarityMatrix(pe, false) - product).cwiseAbs().maxCoeff() < 1e-12);
    const Eigen::MatrixXd cosine = posenc::similarityMatrix(pe, true);
    const Eigen::VectorXd norms = pe.rowwise().norm();
    double worst = 0;
    for (int r = 0; r < 1001; ++r)
        for (int c = 0; c < 1001; ++c) {
            const double expected = r == 500 || c == 500 ? 0.0 : product(r, c) / (norms(r) * norms(c));
            worst = std::max(worst, std::abs(cosine(r, c) - expected));
        }
    QVERIFY2(worst < 1e-12, qPrintable(QString::number(worst)));
}

void TestSimilarity::diagonalsAreConstant()
{
    QFETCH(int, dModel);
    QFETCH(int, length);
    QFETCH(bool, cosine);
    const Eigen::MatrixXd s = posenc::similarityMatrix(posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(dModel, 10000.0, 0), length), cosine);
    QCOMPARE(s.rows(), Eigen::Index(length));
    QVERIFY(s.isApprox(s.transpose()));
    QVERIFY2(posenc::largestDiagonalSpread(s) < 1e-12, qPrintable(QString::number(posenc::largestDiagonalSpread(s))));
}

void TestSimilarity::oddDModelBreaksTheDiagonals()
{
    // The lone sine adds sin(w p1) sin(w p2): not a function of p1 - p2.
    const Eigen::MatrixXd s = posenc::similarityMatrix(posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(5, 10.0, 0), 40), false);
    QVERIFY(posenc::largestDiagonalSpread(s) > 0.1);
}

void TestSimilarity::cosineSimilarity()
{
    const Eigen::MatrixXd pe = posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(60, 10000.0, 0), 16);
    const Eigen::MatrixXd dot = posenc::similarityMatrix(pe, false);
    const Eigen::MatrixXd cosine = posenc::similarityMatrix(pe, true);
    // Every complete pair has norm 1, so |PE(p)|^2 = d_model / 2 and cosine = dot / (d_model / 2).
    QVERIFY((cosine - dot / 30.0).cwiseAbs().maxCoeff() < 1e-14);
    QVERIFY((cosine.diagonal().array() - 1.0).abs().maxCoeff() < 1e-14);
    QVERIFY(cosine.cwiseAbs().maxCoeff() <= 1.0 + 1e-15);
    // Rows of different norms (odd d_model): each entry divided by both rows' norms.
    const Eigen::MatrixXd odd = posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(5, 10.0, 0), 12);
    const Eigen::MatrixXd oddCosine = posenc::similarityMatrix(odd, true);
    for (int r = 0; r < 12; r += 5)
        for (int c = 0; c < 12; c += 3)
            QVERIFY(std::abs(oddCosine(r, c) - odd.row(r).dot(odd.row(c)) / (odd.row(r).norm() * odd.row(c).norm())) < 1e-15);
    // The closed form for cosine: the dot product over d_model / 2.
    QVERIFY((posenc::similarityByOffset(posenc::SinusoidalScheme::paper(60, 10000.0), 15, true) - cosine.row(0).transpose()).cwiseAbs().maxCoeff() < 1e-14);
    // A zero row (no norm) gives 0, not NaN.
    Eigen::MatrixXd zero = Eigen::MatrixXd::Zero(2, 3);
    QVERIFY(posenc::similarityMatrix(zero, true).isZero(0.0));
}

void TestSimilarity::spreadOfANonToeplitzMatrix()
{
    Eigen::Matrix3d m;
    m << 1, 2, 3, //
        4, 1, 2,  //
        5, 4, 1.5;
    QCOMPARE(posenc::largestDiagonalSpread(m), 0.5);
    QCOMPARE(posenc::largestDiagonalSpread(Eigen::MatrixXd::Constant(1, 1, 7.0)), 0.0);
    QVERIFY_THROWS_EXCEPTION(posenc::ParameterError, posenc::dotByOffset(posenc::SinusoidalScheme::paper(64, 10000.0), -1));
}

void TestSimilarity::modelEqualsTheMatrix_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("length");
    QTest::addColumn<int>("first");
    QTest::addColumn<bool>("cosine");
    QTest::newRow("even, dot") << 64 << 100 << 0 << false;
    QTest::newRow("even, cosine, first 7") << 60 << 50 << 7 << true;
    QTest::newRow("odd, dot") << 5 << 40 << 0 << false;
    QTest::newRow("odd, cosine") << 7 << 30 << 3 << true;
    QTest::newRow("d_model 1") << 1 << 9 << 0 << false;
}

void TestSimilarity::modelEqualsTheMatrix()
{
    QFETCH(int, dModel);
    QFETCH(int, length);
    QFETCH(int, first);
    QFETCH(bool, cosine);
    const posenc::SinusoidalScheme p = posenc::SinusoidalScheme::paper(dModel, 10000.0, first);
    const Eigen::MatrixXd pe = posenc::sinusoidalEncoding(p, length);
    const Eigen::MatrixXd s = posenc::similarityMatrix(pe, cosine);
    const posenc::SimilarityModel model(p, pe, cosine);
    QCOMPARE(model.size(), length);
    double worst = 0;
    for (int r = 0; r < length; ++r)
        for (int c = 0; c < length; ++c)
            worst = std::max(worst, std::abs(model(r, c) - s(r, c)));
    QVERIFY2(worst < 1e-12, qPrintable(QString::number(worst)));
    QVERIFY((model.row(3) - s.row(3).transpose()).cwiseAbs().maxCoeff() < 1e-12);
    QVERIFY(model.byOffset() == posenc::similarityByOffset(p, length - 1, cosine)); // bit for bit
    // A column at a time: the very same values as entry by entry (the display reduction relies on it).
    std::vector<double> column(static_cast<size_t>(length), std::nan(""));
    for (int c = 0; c < length; ++c) {
        model.column(c, column.data());
        for (int r = 0; r < length; ++r)
            QVERIFY(column[static_cast<size_t>(r)] == model(r, c)); // bit for bit
    }
}

void TestSimilarity::sampledSpreadMeasures()
{
    const Eigen::MatrixXd even = posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(64, 10000.0, 0), 2000);
    QVERIFY(posenc::sampledDiagonalSpread(even, false) < 1e-11);
    QVERIFY(posenc::sampledDiagonalSpread(even, true) < 1e-12);
    const Eigen::MatrixXd odd = posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(5, 10.0, 0), 300);
    QVERIFY(posenc::sampledDiagonalSpread(odd, false) > 0.1);
    QCOMPARE(posenc::sampledDiagonalSpread(Eigen::MatrixXd::Ones(1, 4), false), 0.0);
}

// The bound holds what rounding spreads (even d_model: the diagonals are constant in exact arithmetic), and
// an odd d_model's lone sine passes it where its term is real (d_model 61, L 2: 1.4e-8; d_model 4095, L 2:
// 3e-8), not where it cancels (cosine at L 2: 1 on the long diagonal at both positions).
void TestSimilarity::roundingBoundSeparatesTheLoneSine()
{
    for (const int d : {2, 60, 512, 4096})
        for (const int length : {2, 64, 700})
            for (const bool cosine : {false, true}) {
                const Eigen::MatrixXd pe = posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(d), length);
                const double spread = posenc::sampledDiagonalSpread(pe, cosine);
                QVERIFY2(spread <= posenc::similarityRoundingBound(d, cosine),
                         qPrintable(QStringLiteral("d %1 L %2: %3").arg(d).arg(length).arg(spread)));
            }
    const auto spreadOf = [](int d, int length, bool cosine) {
        return posenc::sampledDiagonalSpread(posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(d), length), cosine);
    };
    QVERIFY(spreadOf(61, 2, false) > posenc::similarityRoundingBound(61, false));
    QVERIFY(spreadOf(4095, 2, false) > posenc::similarityRoundingBound(4095, false));
    QVERIFY(spreadOf(5, 40, true) > posenc::similarityRoundingBound(5, true));
    QVERIFY(spreadOf(13, 2, true) <= posenc::similarityRoundingBound(13, true));
    QCOMPARE(posenc::similarityRoundingBound(13, true), 34 * std::numeric_limits<double>::epsilon());
}

QTEST_APPLESS_MAIN(TestSimilarity)
#include "tst_similarity.moc"
