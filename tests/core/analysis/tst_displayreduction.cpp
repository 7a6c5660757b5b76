// Display reduction: blocks keep their value of largest magnitude, so fine stripes stay visible.
#include <posenc/analysis/displayreduction.h>
#include <posenc/encodings/sinusoidal.h>

#include <QTest>

#include <array>
#include <limits>

class TestDisplayReduction : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void identityWhenItFits();
    void blocksKeepTheirLargestMagnitude();
    void blocksCoverEveryRowOnce();
    void stripesSurvive();
    void sineAndCosineColumnsStayApart();
    void columnByColumnEqualsEntryByEntry();
};

void TestDisplayReduction::identityWhenItFits()
{
    const Eigen::MatrixXd m = Eigen::MatrixXd::Random(7, 5);
    QCOMPARE(posenc::reduceByLargestMagnitude(m, 7, 5), m);
}

void TestDisplayReduction::blocksKeepTheirLargestMagnitude()
{
    Eigen::MatrixXd m(4, 4);
    m << 0.1, 0.2, 0.3, 0.0, //
        -0.9, 0.5, 0.0, 0.1, //
        0.0, 0.0, 0.7, -0.8, //
        0.2, 0.3, 0.1, 0.4;
    Eigen::MatrixXd expected(2, 2);
    expected << -0.9, 0.3, //
        0.3, -0.8;
    QCOMPARE(posenc::reduceByLargestMagnitude(m, 2, 2), expected);
}

void TestDisplayReduction::blocksCoverEveryRowOnce()
{
    for (const int n : {1, 7, 100, 2048})
        for (const int blocks : {1, 3, 7, std::min(n, 400)}) {
            if (blocks > n)
                continue;
            QCOMPARE(posenc::blockStart(0, n, blocks), 0);
            QCOMPARE(posenc::blockStart(blocks, n, blocks), n);
            for (int k = 0; k < blocks; ++k)
                QVERIFY(posenc::blockStart(k + 1, n, blocks) > posenc::blockStart(k, n, blocks));
        }
}

void TestDisplayReduction::stripesSurvive()
{
    // The left half of PE at d_model 2048 alternates sign from column to column at most positions;
    // reduced to a quarter of its width it must keep large magnitudes there (an average would not).
    const Eigen::MatrixXd pe = posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(2048, 10000.0, 0), 512);
    const Eigen::MatrixXd reduced = posenc::reduceByLargestMagnitude(pe, 128, 512);
    const Eigen::MatrixXd averaged = [&] {
        Eigen::MatrixXd a(128, 512);
        for (int r = 0; r < 128; ++r)
            for (int c = 0; c < 512; ++c)
                a(r, c) = pe.block(4 * r, 4 * c, 4, 4).mean();
        return a;
    }();
    const double keptMagnitude = reduced.leftCols(64).cwiseAbs().mean();
    QVERIFY2(keptMagnitude > 0.9, qPrintable(QString::number(keptMagnitude)));
    QVERIFY(averaged.leftCols(64).cwiseAbs().mean() < keptMagnitude);
    QCOMPARE(reduced.cwiseAbs().maxCoeff(), pe.cwiseAbs().maxCoeff()); // colour range unchanged
}

void TestDisplayReduction::sineAndCosineColumnsStayApart()
{
    // Row 0 of PE is [0, 1, 0, 1, ...]: reduced with the columns' kinds kept apart it stays striped.
    const Eigen::MatrixXd pe = posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(2048, 10000.0, 0), 64);
    const auto column = [&pe](int c, double *) { return pe.col(c).data(); };
    const Eigen::MatrixXd shown = posenc::reducePairedColumnsByLargestMagnitude(posenc::PairLayout{2048}, 64, 64, 300, column);
    QCOMPARE(shown.cols(), Eigen::Index(300));
    for (int k = 0; k < 300; ++k)
        QCOMPARE(shown(0, k), k % 2 == 0 ? 0.0 : 1.0);
    // The slow pairs keep both kinds too: small sines, cosines near 1.
    QVERIFY(shown.row(63).segment(260, 40)(0) < 0.1);
    QVERIFY(shown.row(63).segment(260, 40)(1) > 0.99);
    // Odd d_model: the lone sine column is a sine.
    const Eigen::MatrixXd odd = posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(7, 10000.0, 0), 4);
    const Eigen::MatrixXd oddShown = posenc::reducePairedColumnsByLargestMagnitude(
        posenc::PairLayout{7}, 4, 4, 4, [&odd](int c, double *) { return odd.col(c).data(); });
    QCOMPARE(oddShown.cols(), Eigen::Index(4));
    QCOMPARE(oddShown(0, 0), 0.0);
    QCOMPARE(oddShown(0, 1), 1.0);
}


void TestDisplayReduction::columnByColumnEqualsEntryByEntry()
{
    // The column-by-column reduction (its row blocks worked out once; from a million entries in two halves
    // on two threads) gives what the plain entry-by-entry definition gives, on both sides of that size.
    for (const auto &[rows, cols, outRows, outCols] :
         {std::array{300, 200, 77, 61}, std::array{1100, 1000, 333, 457}, std::array{2048, 1024, 330, 120}}) {
        const Eigen::MatrixXd m = Eigen::MatrixXd::Random(rows, cols);
        const Eigen::MatrixXd expected =
            posenc::reduceByLargestMagnitude(rows, cols, outRows, outCols, [&m](int r, int c) { return m(r, c); });
        const Eigen::MatrixXd reduced = posenc::reduceColumnsByLargestMagnitude(
            rows, cols, outRows, outCols, [&m](int c, double *) { return m.col(c).data(); });
        QCOMPARE(reduced.rows(), Eigen::Index(outRows));
        QCOMPARE(reduced.cols(), Eigen::Index(outCols));
        QVERIFY2(reduced == expected, qPrintable(QStringLiteral("%1 x %2 into %3 x %4").arg(rows).arg(cols).arg(outRows).arg(outCols)));
    }
    // Ties everywhere (entries -1, 0, 1): of equal magnitudes the earliest column, then the earliest row,
    // as the entry-by-entry scan finds; with blocks of one column, of one or two rows, and of many. A NaN
    // is never the largest.
    for (const auto &[rows, cols, outRows, outCols] :
         {std::array{40, 30, 40, 30}, std::array{2048, 1100, 1700, 1100}, std::array{2048, 1100, 1700, 590},
          std::array{500, 400, 31, 17}, std::array{7, 5, 1, 1}}) {
        Eigen::MatrixXd m = (Eigen::MatrixXd::Random(rows, cols) * 1.49).array().round().matrix();
        for (int k = 0; k < rows * cols / 50; ++k)
            m(static_cast<int>((k * 7919LL) % rows), static_cast<int>((k * 104729LL) % cols)) = std::numeric_limits<double>::quiet_NaN();
        const Eigen::MatrixXd expected =
            posenc::reduceByLargestMagnitude(rows, cols, outRows, outCols, [&m](int r, int c) { return m(r, c); });
        const Eigen::MatrixXd reduced = posenc::reduceColumnsByLargestMagnitude(
            rows, cols, outRows, outCols, [&m](int c, double *) { return m.col(c).data(); });
        QVERIFY(expected.allFinite());
        QVERIFY2(reduced == expected, qPrintable(QStringLiteral("ties: %1 x %2 into %3 x %4").arg(rows).arg(cols).arg(outRows).arg(outCols)));
    }
    // The sign of a tie: in a block holding -1 (column 0) and +1 (column 1, an earlier row) the -1 wins.
    Eigen::MatrixXd signs = Eigen::MatrixXd::Zero(2, 2);
    signs(1, 0) = -1.0;
    signs(0, 1) = 1.0;
    QCOMPARE(posenc::reduceByLargestMagnitude(signs, 1, 1)(0, 0), -1.0);
}
QTEST_APPLESS_MAIN(TestDisplayReduction)
#include "tst_displayreduction.moc"
