// What the RoPE tab measures: the seeded q and k, the score moved by a step (unchanged but for rounding,
// yet a real number that changes with the distance), and the pairing permutation's exactness.
#include <posenc/analysis/curveshape.h>
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
    void decayShapeSaysWhatTheBoundDoes();
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

// Issue 34 item 4: the decay figure's note says what the bound shown does, so describeCurve() has to get
// RoFormer's falling Fig. 2 and the sizes where the bound does not fall right.
void TestRopeAnalysis::decayShapeSaysWhatTheBoundDoes()
{
    const auto shapeOf = [](int headDim, double base, int length) {
        RopeSpec spec;
        spec.headDim = headDim;
        spec.base = base;
        return posenc::describeCurve(posenc::ropeDecayBound(spec, length));
    };
    // RoFormer's Fig. 2: falls with ripples from 32.5 to its lowest near r = 236, then barely rises.
    const posenc::CurveShape roformer = shapeOf(128, 10000, 256);
    QCOMPARE(roformer.count, 256);
    QCOMPARE(roformer.atZero, 32.5);
    QVERIFY(!roformer.constant && !roformer.fallsEveryStep && roformer.ripplesBeforeLowest && !roformer.backToStart);
    QCOMPARE(roformer.lowestR, 236);
    QVERIFY(std::abs(roformer.lowest - 6.415) < 1e-3);
    QCOMPARE(roformer.highestAfterR, 246); // a ripple: up to 9.76, then down again to 6.78 at r = 255
    QVERIFY(std::abs(roformer.highestAfter - 9.763) < 1e-3);
    QCOMPARE(roformer.laterHalfFrom, 128); // the ripples' peaks come down to a third of r = 0
    QVERIFY(std::abs(roformer.laterHalfHighest - 10.72) < 1e-2);
    // One rotated pair: |S_1| = 1 at every r.
    const posenc::CurveShape one = shapeOf(2, 10000, 64);
    QVERIFY(one.constant);
    QCOMPARE(one.atZero, 1.0);
    // head_dim 4 swings between 0.5 and 1.5 over L 1024: back as high as at r = 0.
    const posenc::CurveShape four = shapeOf(4, 10000, 1024);
    QVERIFY(!four.constant);
    QVERIFY(std::abs(four.lowest - 0.5) < 1e-3);
    QVERIFY(four.highestAfter > 1.49 && four.backToStart);
    QVERIFY(four.laterHalfHighest > 1.49); // the peaks do not come down
    // Base 10, R 128: falls to 1.09 near r = 124, then rises again several times higher.
    const posenc::CurveShape ten = shapeOf(128, 10, 1024);
    QVERIFY(std::abs(ten.lowest - 1.094) < 1e-3);
    QVERIFY(std::abs(ten.lowestR - 124) <= 1);
    QVERIFY(ten.highestAfter > 5 * ten.lowest && !ten.backToStart);
    // Hand-made curves: every step down; lowest at the end; empty; one value.
    Eigen::VectorXd down(3);
    down << 3, 2, 1;
    const posenc::CurveShape steps = posenc::describeCurve(down);
    QVERIFY(steps.fallsEveryStep && !steps.constant && steps.highestAfterR == -1 && steps.lowestR == 2);
    Eigen::VectorXd wiggle(4);
    wiggle << 3, 1, 2, 3;
    const posenc::CurveShape back = posenc::describeCurve(wiggle);
    QVERIFY(!back.fallsEveryStep && back.backToStart && back.highestAfterR == 3 && !back.ripplesBeforeLowest);
    QCOMPARE(posenc::describeCurve(Eigen::VectorXd()).count, 0);
    QVERIFY(posenc::describeCurve(Eigen::VectorXd::Constant(1, 1.5)).constant);
}

QTEST_APPLESS_MAIN(TestRopeAnalysis)
#include "tst_ropeanalysis.moc"
