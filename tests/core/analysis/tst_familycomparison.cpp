// The Compare tab's curves: the mean dot product by distance (FFT against direct sums), the sinusoidal PE's
// closed form, a short learned table's NaN tail, RoPE's score as the rotated vectors' dot product, ALiBi's
// lines, T5's bucketed bias (each score family's curve lives in its own file).
#include <posenc/analysis/familycomparison.h>
#include <posenc/analysis/ropeanalysis.h>
#include <posenc/embedding/seededrandom.h>
#include <posenc/encodings/alibi.h>
#include <posenc/encodings/parameters.h>
#include <posenc/encodings/rope.h>
#include <posenc/encodings/t5buckets.h>
#include <posenc/encodings/sinusoidal.h>
#include <posenc/learned/learnedtable.h>

#include <QTest>

#include <cmath>

using namespace posenc;

namespace {
Eigen::VectorXd directMean(const Eigen::MatrixXd &rows)
{
    const Eigen::Index n = rows.rows();
    Eigen::VectorXd mean = Eigen::VectorXd::Zero(n);
    for (Eigen::Index r = 0; r < n; ++r) {
        for (Eigen::Index p = 0; p + r < n; ++p)
            mean(r) += rows.row(p).dot(rows.row(p + r));
        mean(r) /= static_cast<double>(n - r);
    }
    return mean;
}
} // namespace

class TestFamilyComparison : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fftAgreesWithDirectSums()
    {
        // 700 x 64 = 3.1e7 products: the FFT path. Entries of a seeded table, every one in (-1, 1).
        const LearnedTable table = LearnedTable::seeded(700, 64);
        Eigen::MatrixXd rows(700, 64);
        table.fillRows(0, rows);
        const Eigen::VectorXd fft = meanDotByDistance(rows), direct = directMean(rows);
        QVERIFY((fft - direct).cwiseAbs().maxCoeff() < 1e-12 * direct.cwiseAbs().maxCoeff());
        // And the direct path below the threshold.
        QVERIFY((meanDotByDistance(rows.topRows(50)) - directMean(rows.topRows(50))).cwiseAbs().maxCoeff() < 1e-12);
    }
    void sinusoidalIsTheSumOfCosines()
    {
        // Even d_model: PE(p)·PE(p + r) = Σᵢ cos(ωᵢ r) for every p, so the mean is that sum.
        const SinusoidalScheme paper = SinusoidalScheme::paper(60);
        const Eigen::VectorXd sinusoidal = sinusoidalDotByDistance(paper, 300);
        for (const int r : {0, 1, 7, 150, 299}) {
            double expected = 0;
            for (int i = 0; i < 30; ++i)
                expected += std::cos(paper.angularFrequency(i) * r);
            QVERIFY2(std::abs(sinusoidal(r) - expected) < 1e-11, std::to_string(r).c_str());
        }
        QCOMPARE(sinusoidal(0), 30.0);
        // The closed form against the mean of the PE's own rows, for the layouts with whole pairs and for a
        // lone sine (odd d_model: the mean is taken).
        for (const int d : {60, 7}) {
            SinusoidalScheme scheme = SinusoidalScheme::paper(d);
            scheme.firstPosition = 5;
            const Eigen::VectorXd mean = meanDotByDistance(sinusoidalEncoding(scheme, 200));
            QVERIFY2((sinusoidalDotByDistance(scheme, 200) - mean).cwiseAbs().maxCoeff() < 1e-10, std::to_string(d).c_str());
        }
    }
    void learnedTableFromItsFirstRow()
    {
        // A table's rows from 0 whatever the scheme's first position; NaN past its last row.
        const LearnedTable table = LearnedTable::seeded(40, 60);
        SinusoidalScheme scheme = SinusoidalScheme::paper(60);
        scheme.firstPosition = 7;
        const Eigen::VectorXd learned = learnedDotByDistance(scheme, 100, &table);
        Eigen::MatrixXd rows(40, 60);
        table.fillRows(0, rows);
        QVERIFY((learned.head(40) - directMean(rows)).cwiseAbs().maxCoeff() < 1e-12);
        QVERIFY(std::isnan(learned(40)));
        QVERIFY(std::isnan(learned(99)));
        // Without a table: the seeded one of d_model, every distance defined.
        QVERIFY(learnedDotByDistance(scheme, 100, nullptr).allFinite());
    }
    void ropeScoreIsTheRotatedDotProduct()
    {
        RopeSpec rope;
        rope.headDim = 16;
        const Eigen::VectorXd q = seededRopeVector(16, RopeVector::Query), k = seededRopeVector(16, RopeVector::Key);
        const Eigen::VectorXd score = ropeScoreByDistance(rope, q, k, 64).tail(64);
        const Eigen::VectorXd thetas = ropeThetas(rope);
        for (const int r : {0, 3, 63}) {
            const int m = 70; // any query position: the score depends on m − n only
            const double direct = rotate(rope, thetas, q, m).dot(rotate(rope, thetas, k, m - r));
            QVERIFY(std::abs(score(r) - direct) < 1e-12);
        }
    }
    void biasesByDistance()
    {
        const std::vector<double> slopes = alibiSlopes(12);
        const Eigen::MatrixXd alibi = alibiByDistance(12, 200);
        QCOMPARE(alibi.rows(), Eigen::Index(200));
        QCOMPARE(alibi.cols(), Eigen::Index(12));
        QCOMPARE(alibi(10, 3), -slopes[3] * 10);
        QVERIFY(!std::signbit(alibi(0, 3))); // 0, not −0, in the CSV
        // The causal bias's row i, column i − r is the same −m·r.
        QCOMPARE(alibiBias(slopes[3], 200, AlibiMask::Causal)(150, 140), alibi(10, 3));

        T5BucketSpec spec;
        const T5Head t5{spec, seededT5BiasTable(spec.numBuckets, 12).col(3)};
        const Eigen::VectorXd byDistance = t5.byDistance(200);
        QCOMPARE(byDistance(0), t5.biases(t5Bucket(0, spec)));
        QCOMPARE(byDistance(150), t5.biases(t5Bucket(-150, spec)));
        QCOMPARE(byDistance(150), byDistance(199)); // past max_distance 128: one bucket
        // The key r before the query in the L x L bias: row i, column i − r.
        QCOMPARE(t5.bias(200)(180, 180 - 37), byDistance(37));
    }
    void badInputsAreRefused()
    {
        T5Head t5;
        t5.biases.resize(3);
        QVERIFY_THROWS_EXCEPTION(ParameterError, t5.byDistance(100));
        QVERIFY_THROWS_EXCEPTION(ParameterError, alibiByDistance(12, 0));
        QVERIFY_THROWS_EXCEPTION(ParameterError, alibiByDistance(0, 10));
        QVERIFY_THROWS_EXCEPTION(ParameterError, learnedDotByDistance(SinusoidalScheme::paper(60), 0, nullptr));
    }
};

QTEST_APPLESS_MAIN(TestFamilyComparison)
#include "tst_familycomparison.moc"
