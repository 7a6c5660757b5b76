// RoPE against mpmath (tests/data/golden/rope_*.csv, 1e-12) for both pairings and partial rotary, and its
// invariances: the norm is kept, the score depends on m - n only, and the W_q / W_k row permutation of
// Hugging Face's conversion maps the interleaved result onto the halves one exactly.
#include "golden.h"

#include <posenc/encodings/parameters.h>
#include <posenc/encodings/rope.h>

#include <QTest>

using posenc::RopePairing;
using posenc::RopeSpec;

namespace {
const Eigen::VectorXd q = (Eigen::VectorXd(8) << 1, 2, 3, 4, -1, 0.5, 2, -3).finished();
const Eigen::VectorXd k = (Eigen::VectorXd(8) << 0.5, -1, 2, 0.25, 1, 1, -2, 0.75).finished();

RopeSpec spec(RopePairing pairing, double base = 10000.0, int rotaryDim = 0)
{
    RopeSpec s;
    s.headDim = 8;
    s.rotaryDim = rotaryDim;
    s.base = base;
    s.pairing = pairing;
    return s;
}
} // namespace

class TestRope : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void thetasAreRoundedToNearest();
    void rotatedRowsEqualGolden_data();
    void rotatedRowsEqualGolden();
    void scoresEqualGolden_data();
    void scoresEqualGolden();
    void decayEqualsGolden();
    void normIsKept();
    void scoreDependsOnTheDistanceOnly();
    void permutationMapsInterleavedOntoHalves();
    void partialRotaryLeavesTheRestAlone();
    void badSpecsAreRefused();
    void largePositionsAreExactForTheThetasUsed();
};

void TestRope::rotatedRowsEqualGolden_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("pairing");
    QTest::addColumn<double>("base");
    QTest::addColumn<int>("rotaryDim");
    QTest::newRow("interleaved") << "rope_interleaved_d8_L6_base10000.csv" << int(RopePairing::Interleaved) << 10000.0 << 0;
    QTest::newRow("halves") << "rope_halves_d8_L6_base10000.csv" << int(RopePairing::Halves) << 10000.0 << 0;
    QTest::newRow("halves, rotary 4, LLaMA 3 base") << "rope_halves_d8_rot4_L6_base500000.csv" << int(RopePairing::Halves)
                                                    << 500000.0 << 4;
    QTest::newRow("interleaved, rotary 4, Qwen2 base")
        << "rope_interleaved_d8_rot4_L6_base1000000.csv" << int(RopePairing::Interleaved) << 1000000.0 << 4;
}

void TestRope::rotatedRowsEqualGolden()
{
    QFETCH(QString, file);
    QFETCH(int, pairing);
    QFETCH(double, base);
    QFETCH(int, rotaryDim);
    const Eigen::MatrixXd golden = loadGolden(file);
    QCOMPARE(golden.rows(), 6);
    QCOMPARE(golden.cols(), 17);
    const RopeSpec s = spec(RopePairing(pairing), base, rotaryDim);
    const Eigen::MatrixXd rq = posenc::rotatedRows(s, q, 0, 6);
    const Eigen::MatrixXd rk = posenc::rotatedRows(s, k, 0, 6);
    QVERIFY(maxAbsDifference(rq, golden.middleCols(1, 8)) < 1e-12);
    QVERIFY(maxAbsDifference(rk, golden.middleCols(9, 8)) < 1e-12);
}

void TestRope::scoresEqualGolden_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("pairing");
    QTest::addColumn<double>("base");
    QTest::addColumn<int>("rotaryDim");
    QTest::newRow("interleaved") << "rope_scores_interleaved_d8_L6_base10000.csv" << int(RopePairing::Interleaved) << 10000.0 << 0;
    QTest::newRow("halves") << "rope_scores_halves_d8_L6_base10000.csv" << int(RopePairing::Halves) << 10000.0 << 0;
    QTest::newRow("halves, rotary 4") << "rope_scores_halves_d8_rot4_L6_base500000.csv" << int(RopePairing::Halves)
                                      << 500000.0 << 4;
}

void TestRope::scoresEqualGolden()
{
    QFETCH(QString, file);
    QFETCH(int, pairing);
    QFETCH(double, base);
    QFETCH(int, rotaryDim);
    const Eigen::MatrixXd golden = loadGolden(file);
    const Eigen::MatrixXd scores = posenc::ropeScores(spec(RopePairing(pairing), base, rotaryDim), q, k, 0, 6);
    QVERIFY(maxAbsDifference(scores, golden) < 1e-12);
}

void TestRope::decayEqualsGolden()
{
    const Eigen::MatrixXd golden = loadGolden(QStringLiteral("rope_decay_d128_base10000.csv"));
    RopeSpec s;
    s.headDim = 128;
    const Eigen::VectorXd bound = posenc::ropeDecayBound(s, 64);
    QVERIFY(maxAbsDifference(bound, golden.col(1)) < 1e-12);
    QCOMPARE(bound(0), 32.5); // (d/2 + 1) / 2: every S_j = j at r = 0
}

void TestRope::normIsKept()
{
    for (const RopePairing pairing : {RopePairing::Interleaved, RopePairing::Halves}) {
        const RopeSpec s = spec(pairing);
        const Eigen::VectorXd thetas = posenc::ropeThetas(s);
        for (const double m : {0.0, 1.0, 7.0, 1234.5, 1e6})
            QVERIFY(std::abs(posenc::rotate(s, thetas, q, m).norm() - q.norm()) < 1e-12);
    }
}

void TestRope::scoreDependsOnTheDistanceOnly()
{
    // Moving m and n by the same step leaves <R(m) q, R(n) k> as it was: the score matrix is constant
    // along each diagonal, here from position 100 on too.
    for (const RopePairing pairing : {RopePairing::Interleaved, RopePairing::Halves}) {
        const RopeSpec s = spec(pairing);
        const Eigen::MatrixXd near = posenc::ropeScores(s, q, k, 0, 12);
        const Eigen::MatrixXd far = posenc::ropeScores(s, q, k, 100, 12);
        QVERIFY(maxAbsDifference(near, far) < 1e-11);
        for (int m = 1; m < 12; ++m)
            for (int n = 1; n < 12; ++n)
                QVERIFY(std::abs(near(m, n) - near(m - 1, n - 1)) < 1e-12);
        // Not a constant matrix: the distance does matter.
        QVERIFY(std::abs(near(0, 0) - near(0, 5)) > 1e-3);
    }
}

void TestRope::permutationMapsInterleavedOntoHalves()
{
    for (const int rotaryDim : {0, 4, 6}) {
        const RopeSpec interleaved = spec(RopePairing::Interleaved, 10000.0, rotaryDim);
        const RopeSpec halves = spec(RopePairing::Halves, 10000.0, rotaryDim);
        const std::vector<int> p = posenc::interleavedToHalvesPermutation(interleaved);
        const Eigen::VectorXd thetas = posenc::ropeThetas(interleaved);
        for (const double m : {0.0, 3.0, 250.0}) {
            const Eigen::VectorXd a = posenc::rotate(halves, thetas, posenc::permuted(q, p), m);
            const Eigen::VectorXd b = posenc::permuted(posenc::rotate(interleaved, thetas, q, m), p);
            QVERIFY(a == b); // exactly, not only within rounding
        }
    }
    // Hugging Face's permute() for one head of 8: rows 0, 2, 4, 6, 1, 3, 5, 7.
    QCOMPARE(posenc::interleavedToHalvesPermutation(spec(RopePairing::Interleaved)), (std::vector<int>{0, 2, 4, 6, 1, 3, 5, 7}));
}

void TestRope::partialRotaryLeavesTheRestAlone()
{
    const RopeSpec s = spec(RopePairing::Halves, 10000.0, 4);
    const Eigen::VectorXd r = posenc::rotate(s, posenc::ropeThetas(s), q, 5.0);
    QCOMPARE(r.tail(4), q.tail(4));
    QVERIFY(r.head(4) != q.head(4));
    QCOMPARE(posenc::ropeThetas(s).size(), 2);
    QCOMPARE(posenc::ropeThetas(s)(1), 1.0 / 100.0); // 10000^(-2/4)
}

void TestRope::badSpecsAreRefused()
{
    QCOMPARE(posenc::checkHeadDim(7).value_or(posenc::Message{}).str(), std::string("head_dim = 7 is out of range (allowed even 2 .. 4096)"));
    QVERIFY(posenc::checkHeadDim(0));
    QVERIFY(posenc::checkHeadDim(8194));
    QVERIFY(!posenc::checkHeadDim(4096));
    QCOMPARE(posenc::checkRotaryDim(10, 8).value_or(posenc::Message{}).str(), std::string("rotary_dim = 10 is out of range (allowed even 2 .. head_dim = 8)"));
    QVERIFY(posenc::checkRotaryDim(3, 8));
    QVERIFY(!posenc::checkRotaryDim(0, 8));
    RopeSpec s = spec(RopePairing::Interleaved, 1.0);
    QVERIFY(posenc::checkRope(s));
    QVERIFY_THROWS_EXCEPTION(posenc::ParameterError, posenc::ropeThetas(s));
    s.base = 10000.0;
    const Eigen::VectorXd shortVector = Eigen::VectorXd::Ones(6);
    QVERIFY_THROWS_EXCEPTION(posenc::ParameterError, posenc::ropeScores(s, shortVector, k, 0, 3));
}

void TestRope::largePositionsAreExactForTheThetasUsed()
{
    // Issue 34 item 3: at m = 1 000 010 the rotation is as accurate as at m = 10 for the θ in double the code uses
    // (the angle m θ taken as if exact, as the PE does). Reference: sin and cos in long double of m θ (64-bit
    // mantissa: the angle to 4e-14 at 8e5 rad); the rounded double product was off by up to 6e-11.
    const posenc::RopeSpec spec{128, 0, 10.0, posenc::RopePairing::Interleaved};
    const Eigen::VectorXd thetas = posenc::ropeThetas(spec);
    const double m = 1000010;
    Eigen::VectorXd x = Eigen::VectorXd::Zero(128);
    double worst = 0;
    for (int i = 0; i < spec.pairCount(); ++i) {
        x.setZero();
        x(2 * i) = 1.0; // R(m) e_2i = (cos, sin) of pair i
        const Eigen::VectorXd r = posenc::rotate(spec, thetas, x, m);
        const long double angle = static_cast<long double>(m) * static_cast<long double>(thetas(i));
        worst = std::max({worst, std::abs(r(2 * i) - static_cast<double>(std::cos(angle))),
                          std::abs(r(2 * i + 1) - static_cast<double>(std::sin(angle)))});
    }
    QVERIFY2(worst < 2e-13, qPrintable(QString::number(worst, 'g', 3)));
    // So the invariance the figure prints holds there too: <R(m) q, R(n) k> = <R(m + s) q, R(n + s) k>.
    const Eigen::VectorXd q = Eigen::VectorXd::LinSpaced(128, -1.0, 1.0);
    const Eigen::VectorXd k = Eigen::VectorXd::LinSpaced(128, 0.5, -0.7);
    const double score = posenc::rotate(spec, thetas, q, 1000039).dot(posenc::rotate(spec, thetas, k, 1000000));
    const double shifted = posenc::rotate(spec, thetas, q, 1000040).dot(posenc::rotate(spec, thetas, k, 1000001));
    QVERIFY2(std::abs(score - shifted) < 1e-13, qPrintable(QString::number(score - shifted, 'g', 3)));
}

// Issue 54 item 6: theta_i = base^(-2i/R) was up to 9 ulp off with std::pow (head_dim 96, base 1e12: 2.1e-10
// in the angle at m = 1e6), while the sinusoidal PE's w_i, the same formula, is within one ulp. Against the
// same mpmath values (frequencies_rounded.csv, paper spacing, even widths as R), each theta_i too.
void TestRope::thetasAreRoundedToNearest()
{
    const Eigen::MatrixXd golden = loadGolden(QStringLiteral("frequencies_rounded.csv"));
    int checked = 0;
    for (Eigen::Index r = 0; r < golden.rows(); ++r) {
        const int width = int(golden(r, 0));
        if (golden(r, 2) != 0 || width % 2 != 0 || width > posenc::limits::maxHeadDim)
            continue;
        RopeSpec s;
        s.headDim = width;
        s.base = golden(r, 1);
        const double theta = posenc::ropeThetas(s)(Eigen::Index(golden(r, 3)));
        const double expected = golden(r, 4);
        const double ulp = std::nextafter(expected, 2 * expected + 1) - expected;
        QVERIFY2(std::abs(theta - expected) <= ulp,
                 qPrintable(QStringLiteral("R %1, base %2, i %3: %4 ulp").arg(width).arg(s.base).arg(golden(r, 3))
                                .arg(std::abs(theta - expected) / ulp)));
        ++checked;
    }
    QVERIFY(checked > 1000);
}

QTEST_APPLESS_MAIN(TestRope)
#include "tst_rope.moc"
