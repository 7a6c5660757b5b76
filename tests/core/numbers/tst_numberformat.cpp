// Number formats against tests/data/golden (mpmath): every position of round_positions.csv rounded to
// bfloat16, float16 and float32 exactly (ties to even, float16's overflow to infinity), RoPE's bf16 angles of
// pairs 0 and 1 at the golden positions; the first colliding positions; the formats' cases reported upstream.
#include "golden.h"

#include <posenc/encodings/rope.h>
#include <posenc/numbers/numberformat.h>

#include <QTest>

#include <cmath>
#include <limits>

using namespace posenc;

class TestNumberFormat : public QObject
{
    Q_OBJECT
private slots:
    // Issue 54 item 7: PyTorch computes cos and sin of a float16 or bfloat16 tensor in float32 and rounds the
    // result to the format; one rounding from double differs where float32's value is a tie of the format.
    // sin(300) = -0.99975583…, within float32's half ulp of -(1 - 2^-12), float16's midpoint below -1: PyTorch
    // gives -1 (the tie to even), one rounding -0.99951171875.
    void cosAndSinRoundThroughFloat32()
    {
        using posenc::NumberFormat;
        QCOMPARE(posenc::roundTo(std::sin(300.0), NumberFormat::Float16), -0.99951171875); // the case is real
        QCOMPARE(posenc::sinIn(300.0, NumberFormat::Float16), -1.0);
        QCOMPARE(posenc::sinIn(300.0, NumberFormat::Float64), std::sin(300.0));
        QCOMPARE(posenc::cosIn(300.0, NumberFormat::Float32), double(float(std::cos(300.0))));
        // Where float32's value is no tie, both agree (every float16 angle of positions 0 .. 2047 at theta 1).
        int differ = 0;
        for (int p = 0; p < 2048; ++p)
            for (const NumberFormat f : {NumberFormat::Float16, NumberFormat::BFloat16}) {
                const double once = posenc::roundTo(std::cos(double(p)), f);
                const double twice = posenc::roundTo(double(float(std::cos(double(p)))), f);
                QCOMPARE(posenc::cosIn(p, f), twice);
                differ += once != twice;
            }
        QVERIFY(differ < 20);
    }

    void positionsRoundAsGolden()
    {
        const Eigen::MatrixXd golden = loadGolden(QStringLiteral("round_positions.csv"));
        QCOMPARE(golden.rows(), Eigen::Index(23));
        for (Eigen::Index r = 0; r < golden.rows(); ++r) {
            const double p = golden(r, 0);
            QCOMPARE(roundTo(p, NumberFormat::BFloat16), golden(r, 1));
            QCOMPARE(roundTo(p, NumberFormat::Float16), golden(r, 2));
            QCOMPARE(roundTo(p, NumberFormat::Float32), golden(r, 3));
            QCOMPARE(roundTo(p, NumberFormat::Float64), p);
        }
    }

    void bfloat16AnglesAsGolden()
    {
        // Pairs 0 and 1 of head_dim 128, base 10000: p · θ with p, θ and the product each rounded to bf16.
        const Eigen::MatrixXd golden = loadGolden(QStringLiteral("rope_angle_error_bf16_dim128_base10000.csv"));
        RopeSpec spec;
        spec.headDim = 128;
        const Eigen::VectorXd theta = ropeThetas(spec);
        for (Eigen::Index r = 0; r < golden.rows(); ++r) {
            const double p = golden(r, 0);
            for (int i = 0; i < 2; ++i) {
                QVERIFY(std::abs(p * theta(i) - golden(r, 1 + 3 * i)) < 1e-12 * std::max(1.0, golden(r, 1 + 3 * i)));
                QCOMPARE(ropeAngleIn(p, theta(i), NumberFormat::BFloat16), golden(r, 2 + 3 * i));
            }
        }
    }

    void reportedCases()
    {
        // candle #3520: bfloat16 position 15962 becomes 15936 (the spacing in [8192, 16384) is 64).
        QCOMPARE(roundTo(15962, NumberFormat::BFloat16), 15936.0);
        QCOMPARE(roundTo(8193, NumberFormat::BFloat16) - roundTo(8191, NumberFormat::BFloat16), 0.0);
        // gpt-neox #1003 (sequence 2048, dim 32): pair 1 at position 1857 is 1044.2678 in float32 and 1045 in
        // float16 (θ₁ rounded to 0.5625, the product to the spacing 1 of [1024, 2048)); its cos moves by 0.5+.
        const double theta1 = std::pow(10000.0, -2.0 / 32);
        QVERIFY(std::abs(ropeAngleIn(1857, theta1, NumberFormat::Float32) - 1044.2678) < 1e-3);
        QCOMPARE(ropeAngleIn(1857, theta1, NumberFormat::Float16), 1045.0);
        QVERIFY(std::abs(std::cos(1045.0) - std::cos(1857 * theta1)) > 0.5);
        QCOMPARE(roundTo(1857 * theta1, NumberFormat::Float16), 1044.0); // the exact angle itself rounds down
        // float16 past 65 504 is infinite; bfloat16 keeps float32's range.
        QCOMPARE(roundTo(65520, NumberFormat::Float16), std::numeric_limits<double>::infinity());
        QCOMPARE(roundTo(-1e6, NumberFormat::Float16), -std::numeric_limits<double>::infinity());
        QVERIFY(std::isfinite(roundTo(1e38, NumberFormat::BFloat16)));
        // float32 as C++'s float (round to nearest even) for awkward values.
        for (const double x : {0.1, 1.0 / 3, 1e-40, 3.4028235677973366e38, 16777217.0})
            QCOMPARE(roundTo(x, NumberFormat::Float32), double(float(x)));
        // Subnormals: float16's smallest is 2^−24; half of it rounds to 0 (a tie, to even).
        QCOMPARE(roundTo(std::ldexp(1.0, -24), NumberFormat::Float16), std::ldexp(1.0, -24));
        QCOMPARE(roundTo(std::ldexp(1.0, -25), NumberFormat::Float16), 0.0);
    }

    void firstCollisions()
    {
        QCOMPARE(firstCollidingPosition(NumberFormat::BFloat16), 257.0);
        QCOMPARE(firstCollidingPosition(NumberFormat::Float16), 2049.0);
        QCOMPARE(firstCollidingPosition(NumberFormat::Float32), 16777217.0);
        for (const NumberFormat f : {NumberFormat::BFloat16, NumberFormat::Float16, NumberFormat::Float32}) {
            const double p = firstCollidingPosition(f);
            QCOMPARE(roundTo(p, f), roundTo(p - 1, f));
            for (double q = std::max(1.0, p - 300); q < p; ++q)
                QVERIFY(roundTo(q, f) != roundTo(q - 1, f));
        }
    }

    void names()
    {
        for (const NumberFormat f : {NumberFormat::Float64, NumberFormat::Float32, NumberFormat::BFloat16, NumberFormat::Float16})
            QCOMPARE(numberFormatNames.value(numberFormatNames.name(f)), std::optional(f));
        QVERIFY(!numberFormatNames.value("float8"));
    }
};

QTEST_GUILESS_MAIN(TestNumberFormat)
#include "tst_numberformat.moc"
