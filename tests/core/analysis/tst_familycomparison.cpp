// The Compare tab's curves: the mean dot product by distance (FFT against direct sums), the sinusoidal PE's
// closed form, RoPE's score as the rotated vectors' dot product, ALiBi's lines, T5's bucketed bias.
#include <posenc/analysis/familycomparison.h>
#include <posenc/analysis/ropeanalysis.h>
#include <posenc/embedding/seededrandom.h>
#include <posenc/encodings/alibi.h>
#include <posenc/encodings/parameters.h>
#include <posenc/encodings/sinusoidal.h>
#include <posenc/learned/learnedtable.h>

#include <QTest>

#include <cmath>

using namespace posenc;

namespace {
ComparisonInputs inputs(int dModel, int length)
{
    ComparisonInputs in;
    in.scheme = SinusoidalScheme::paper(dModel);
    in.length = length;
    in.rope.headDim = 16;
    in.query = seededRopeVector(16, RopeVector::Query);
    in.key = seededRopeVector(16, RopeVector::Key);
    in.heads = 12;
    in.head = 3;
    in.t5Biases = seededT5BiasTable(in.t5.numBuckets, in.heads).col(in.head);
    return in;
}

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
        const ComparisonInputs in = inputs(60, 300);
        const FamilyComparison c = compareFamilies(in);
        for (const int r : {0, 1, 7, 150, 299}) {
            double expected = 0;
            for (int i = 0; i < 30; ++i)
                expected += std::cos(in.scheme.angularFrequency(i) * r);
            QVERIFY2(std::abs(c.sinusoidal(r) - expected) < 1e-11, std::to_string(r).c_str());
        }
        QCOMPARE(c.sinusoidal(0), 30.0);
        // The closed form against the mean of the PE's own rows, for the layouts with whole pairs and for a
        // lone sine (odd d_model: the mean is taken).
        for (const int d : {60, 7}) {
            SinusoidalScheme scheme = SinusoidalScheme::paper(d);
            scheme.firstPosition = 5;
            const Eigen::VectorXd mean = meanDotByDistance(sinusoidalEncoding(scheme, 200));
            QVERIFY2((sinusoidalDotByDistance(scheme, 200) - mean).cwiseAbs().maxCoeff() < 1e-10, std::to_string(d).c_str());
        }
    }
    void ropeScoreIsTheRotatedDotProduct()
    {
        const ComparisonInputs in = inputs(60, 64);
        const FamilyComparison c = compareFamilies(in);
        const Eigen::VectorXd thetas = ropeThetas(in.rope);
        for (const int r : {0, 3, 63}) {
            const int m = 70; // any query position: the score depends on m − n only
            const double direct = rotate(in.rope, thetas, in.query, m).dot(rotate(in.rope, thetas, in.key, m - r));
            QVERIFY(std::abs(c.ropeScore(r) - direct) < 1e-12);
        }
        QVERIFY((c.ropeBound - ropeDecayBound(in.rope, 64)).cwiseAbs().maxCoeff() == 0);
    }
    void biasesAndNope()
    {
        const ComparisonInputs in = inputs(60, 200);
        const FamilyComparison c = compareFamilies(in);
        const std::vector<double> slopes = alibiSlopes(12);
        QCOMPARE(c.alibi.cols(), Eigen::Index(12));
        QCOMPARE(c.alibi(10, 3), -slopes[3] * 10);
        QVERIFY(!std::signbit(c.alibi(0, 3))); // 0, not −0, in the CSV
        QCOMPARE(c.t5(0), in.t5Biases(t5Bucket(0, in.t5)));
        QCOMPARE(c.t5(150), in.t5Biases(t5Bucket(-150, in.t5)));
        QCOMPARE(c.t5(150), c.t5(199)); // past max_distance 128: one bucket
        QVERIFY(c.nope.isZero(0));
        const Eigen::MatrixXd t = c.table(3);
        QCOMPARE(t.cols(), Eigen::Index(8));
        QCOMPARE(t(199, 0), 199.0);
        QCOMPARE(t(10, 5), c.alibi(10, 3));
        QCOMPARE(t(10, 3), c.ropeScore(10));
        QCOMPARE(t(10, 6), c.t5(10));
    }
    void shortLearnedTableEndsInNaN()
    {
        const LearnedTable table = LearnedTable::seeded(40, 60);
        ComparisonInputs in = inputs(60, 100);
        in.table = &table;
        const FamilyComparison c = compareFamilies(in);
        QVERIFY(std::isfinite(c.learned(39)));
        QVERIFY(std::isnan(c.learned(40)));
    }
    void givenCurvesAreTakenTheRestComputed()
    {
        // The caller's sinusoidal and learned curves are used as given (the figure keeps them while only
        // the head, the heads, T5 or RoPE step); the others are computed as without them.
        const ComparisonInputs in = inputs(60, 40);
        const FamilyComparison fresh = compareFamilies(in);
        const Eigen::VectorXd marker = Eigen::VectorXd::Constant(40, 7.0);
        const FamilyComparison both = compareFamilies(in, &marker, &marker);
        QCOMPARE(both.sinusoidal, marker);
        QCOMPARE(both.learned, marker);
        const FamilyComparison one = compareFamilies(in, nullptr, &marker);
        QCOMPARE(one.sinusoidal, fresh.sinusoidal);
        QCOMPARE(one.learned, marker);
        QCOMPARE(both.ropeScore, fresh.ropeScore);
        QCOMPARE(both.alibi, fresh.alibi);
        QCOMPARE(both.t5, fresh.t5);
    }

    void badInputsAreRefused()
    {
        ComparisonInputs in = inputs(60, 100);
        in.t5Biases.resize(3);
        QVERIFY_THROWS_EXCEPTION(ParameterError, compareFamilies(in));
        in = inputs(60, 0);
        QVERIFY_THROWS_EXCEPTION(ParameterError, compareFamilies(in));
    }
};

QTEST_APPLESS_MAIN(TestFamilyComparison)
#include "tst_familycomparison.moc"
