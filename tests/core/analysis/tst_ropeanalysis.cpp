// What the RoPE tab measures: the seeded q and k, the score moved by a step (unchanged but for rounding,
// yet a real number that changes with the distance), and the pairing permutation's exactness.
#include <posenc/analysis/ropeanalysis.h>
#include <posenc/encodings/parameters.h>

#include <QTest>

using posenc::RopePairing;
using posenc::RopeSpec;
using posenc::RopeVector;

class TestRopeAnalysis : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void seededVectorsAreFixedAndDistinct();
    void shiftLeavesTheScore();
    void permutationIsExact();
    void scoreByDistanceIsTheMatrix();
};

void TestRopeAnalysis::seededVectorsAreFixedAndDistinct()
{
    const Eigen::VectorXd q = posenc::seededRopeVector(8, RopeVector::Query);
    const Eigen::VectorXd k = posenc::seededRopeVector(8, RopeVector::Key);
    QCOMPARE(q.size(), 8);
    QVERIFY(q == posenc::seededRopeVector(8, RopeVector::Query)); // no hidden state
    QVERIFY((q - k).cwiseAbs().minCoeff() > 0);                    // two streams
    // A larger head keeps the first values.
    QVERIFY(posenc::seededRopeVector(64, RopeVector::Query).head(8) == q);
    // Standard normal numbers: not all tiny, not all equal.
    const Eigen::VectorXd many = posenc::seededRopeVector(4096, RopeVector::Key);
    QVERIFY(std::abs(many.mean()) < 0.1);
    QVERIFY(std::abs(many.squaredNorm() / 4096 - 1.0) < 0.1);
    QVERIFY_THROWS_EXCEPTION(posenc::ParameterError, posenc::seededRopeVector(7, RopeVector::Query));
}

void TestRopeAnalysis::shiftLeavesTheScore()
{
    RopeSpec spec;
    spec.headDim = 16;
    const Eigen::VectorXd q = posenc::seededRopeVector(16, RopeVector::Query);
    const Eigen::VectorXd k = posenc::seededRopeVector(16, RopeVector::Key);
    for (const RopePairing pairing : {RopePairing::Interleaved, RopePairing::Halves}) {
        spec.pairing = pairing;
        const posenc::RopeShiftCheck check = posenc::ropeShiftCheck(spec, q, k, 3, 9, 1000);
        QCOMPARE(check.m, 3.0);
        QCOMPARE(check.step, 1000.0);
        QVERIFY(check.difference() < 1e-11);
        // Another distance gives another score: the check is not comparing a constant.
        QVERIFY(std::abs(posenc::ropeShiftCheck(spec, q, k, 3, 4, 0).score - check.score) > 1e-3);
    }
}

void TestRopeAnalysis::permutationIsExact()
{
    RopeSpec spec;
    spec.headDim = 12;
    for (const int rotary : {0, 4, 8}) {
        spec.rotaryDim = rotary;
        QCOMPARE(posenc::pairingPermutationError(spec, posenc::seededRopeVector(12, RopeVector::Query), 0, 40), 0.0);
    }
}

void TestRopeAnalysis::scoreByDistanceIsTheMatrix()
{
    RopeSpec spec;
    spec.headDim = 8;
    spec.rotaryDim = 6;
    spec.pairing = RopePairing::Halves;
    const Eigen::VectorXd q = posenc::seededRopeVector(8, RopeVector::Query);
    const Eigen::VectorXd k = posenc::seededRopeVector(8, RopeVector::Key);
    const int length = 10;
    const Eigen::VectorXd g = posenc::ropeScoreByDistance(spec, q, k, length);
    QCOMPARE(g.size(), 19);
    const Eigen::MatrixXd scores = posenc::ropeScores(spec, q, k, 5, length);
    for (int m = 0; m < length; ++m)
        for (int n = 0; n < length; ++n)
            QVERIFY(std::abs(scores(m, n) - g(m - n + length - 1)) < 1e-12);
    QVERIFY(posenc::ropeDiagonalSpread(spec, q, k, 5, length, g) < 1e-12);
    // A wrong curve is caught: the spread measures, it does not assume.
    Eigen::VectorXd wrong = g;
    wrong(length - 1) += 0.5;
    QVERIFY(posenc::ropeDiagonalSpread(spec, q, k, 5, length, wrong) > 0.4);
    QVERIFY_THROWS_EXCEPTION(posenc::ParameterError, posenc::ropeScoreByDistance(spec, q, Eigen::VectorXd::Ones(4), 3));
}

QTEST_APPLESS_MAIN(TestRopeAnalysis)
#include "tst_ropeanalysis.moc"
