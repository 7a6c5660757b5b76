// Sandwich against tests/data/golden/current/sandwich_bias_d128_H12.csv (README sec. 7, NeMo's
// SandwichRelativePositionEmbedding): S(r) with the sum from k = 1 and the bias of each of 12 heads at 72 distances
// up to 4096; the head's n × n bias is that of |i − j| below the diagonal and masked above.
#include "golden.h"

#include <posenc/encodings/parameters.h>
#include <posenc/encodings/sandwich.h>

#include <QTest>

#include <cmath>
#include <limits>

using namespace posenc;

class TestSandwich : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void biasAsNemo()
    {
        const Eigen::MatrixXd golden = loadGolden("current/sandwich_bias_d128_H12.csv");
        QCOMPARE(golden.rows(), 72);
        QCOMPARE(golden.cols(), 14);
        for (int row = 0; row < golden.rows(); ++row) {
            const double r = golden(row, 0);
            // S(r) sums 64 cosines of magnitude <= 1: its error is absolute, so the floor is 1.
            QVERIFY2(std::abs(sandwichSum(r, 128) - golden(row, 1)) <= 1e-12 * std::max(1.0, std::abs(golden(row, 1))),
                     qPrintable(QStringLiteral("S(%1)").arg(r)));
            for (int h = 0; h < 12; ++h) {
                const double expected = golden(row, 2 + h);
                QVERIFY2(std::abs(sandwichBias(r, 128, h, 12) - expected) <= 1e-12 * std::max(1.0, std::abs(expected)),
                         qPrintable(QStringLiteral("r %1 head %2").arg(r).arg(h)));
            }
        }
    }

    void theSumStartsAtOne()
    {
        // With k from 0 the fastest term cos(r) would be included; S(0) = d'/2 either way, S(1) tells them apart.
        double fromZero = 0;
        for (int k = 0; k < 64; ++k)
            fromZero += std::cos(std::pow(10000.0, -2.0 * k / 128));
        QVERIFY(std::abs(sandwichSum(1, 128) - fromZero) > 0.1);
        QCOMPARE(sandwichSum(0, 128), 64.0);
    }

    void headBiasIsCausal()
    {
        SandwichHead head;
        head.head = 3;
        const Eigen::MatrixXd b = head.bias(6);
        QCOMPARE(b(5, 2), sandwichBias(3, 128, 3, 12));
        QCOMPARE(b(2, 2), 0.0);
        QCOMPARE(b(2, 5), -std::numeric_limits<double>::infinity());
    }

    void badInputIsRefused()
    {
        QVERIFY_THROWS_EXCEPTION(ParameterError, sandwichSum(1, 127));
        QVERIFY_THROWS_EXCEPTION(ParameterError, sandwichBias(1, 128, 12, 12));
        QVERIFY_THROWS_EXCEPTION(ParameterError, sandwichBias(1, 128, 0, 0));
        SandwichHead head;
        QVERIFY_THROWS_EXCEPTION(ParameterError, head.bias(0));
    }
};

QTEST_GUILESS_MAIN(TestSandwich)
#include "tst_sandwich.moc"
