// ALiBi against the golden files (mpmath, 50 digits): the slopes of get_slopes for powers of two and not,
// the causal and symmetric bias of one head; the reference code's +m·j form differs by a constant per row
// and gives the same softmax weights.
#include "golden.h"

#include <posenc/encodings/alibi.h>
#include <posenc/analysis/scoredattention.h>
#include <posenc/encodings/parameters.h>

#include <QTest>

#include <cmath>
#include <limits>

using namespace posenc;

class TestAlibi : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void slopesAsTheAuthorsCode_data()
    {
        QTest::addColumn<int>("heads");
        for (const int h : {8, 12, 16, 24, 112})
            QTest::addRow("H %d", h) << h;
    }
    void slopesAsTheAuthorsCode()
    {
        QFETCH(int, heads);
        const Eigen::MatrixXd golden = loadGolden(QStringLiteral("alibi_slopes_h%1.csv").arg(heads));
        const std::vector<double> slopes = alibiSlopes(heads);
        QCOMPARE(int(slopes.size()), heads);
        QCOMPARE(golden.rows(), heads);
        for (int h = 0; h < heads; ++h) {
            QCOMPARE(golden(h, 0), double(h));
            QVERIFY2(std::abs(slopes[h] - golden(h, 1)) <= 1e-12 * golden(h, 1),
                     qPrintable(QStringLiteral("head %1: %2 vs %3").arg(h).arg(slopes[h], 0, 'g', 17).arg(golden(h, 1), 0, 'g', 17)));
        }
    }

    void twelveHeadsInterleaveTheNextPower()
    {
        const std::vector<double> s = alibiSlopes(12);
        QCOMPARE(s[0], 0.5);
        QCOMPARE(s[7], std::exp2(-8.0));
        QCOMPARE(s[8], std::exp2(-0.5));
        QCOMPARE(s[11], std::exp2(-3.5));
        QCOMPARE(alibiSlopes(1), std::vector<double>{std::exp2(-8.0)});
    }

    void biasAsThePaper()
    {
        const std::vector<double> twelve = alibiSlopes(12);
        const Eigen::MatrixXd causal = alibiBias(twelve[3], 8, AlibiMask::Causal);
        const Eigen::MatrixXd golden = loadGolden(QStringLiteral("alibi_bias_h12_head3_L8_causal.csv"));
        QCOMPARE(causal.rows(), golden.rows());
        for (int i = 0; i < 8; ++i)
            for (int j = 0; j < 8; ++j) {
                if (std::isinf(golden(i, j)))
                    QCOMPARE(causal(i, j), -std::numeric_limits<double>::infinity());
                else
                    QVERIFY(std::abs(causal(i, j) - golden(i, j)) <= 1e-12 * std::max(1.0, std::abs(golden(i, j))));
            }
        const Eigen::MatrixXd symmetric = alibiBias(alibiSlopes(8)[0], 6, AlibiMask::Symmetric);
        QVERIFY(maxAbsDifference(symmetric, loadGolden(QStringLiteral("alibi_bias_h8_head0_L6_symmetric.csv"))) <= 1e-12);
    }

    void referenceCodeDiffersByAConstantPerRow()
    {
        // BLOOM adds +m·j to every row; the paper −m(i − j). Row i differs by m·i everywhere it is not
        // masked, so the softmax weights are equal.
        const double m = alibiSlopes(12)[3];
        const int n = 16;
        const Eigen::MatrixXd paper = alibiBias(m, n, AlibiMask::Causal);
        const Eigen::MatrixXd reference = alibiBiasAsReferenceCode(m, n);
        for (int i = 0; i < n; ++i)
            for (int j = 0; j <= i; ++j)
                QVERIFY(std::abs(reference(i, j) - paper(i, j) - m * i) < 1e-14);
        Eigen::MatrixXd scores(n, n);
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j)
                scores(i, j) = std::sin(0.7 * i + 1.3 * j); // any scores
        const Eigen::MatrixXd a = softmaxWithBias(scores, paper);
        const Eigen::MatrixXd b = softmaxWithBias(scores, reference);
        QVERIFY(maxAbsDifference(a, b) < 1e-15);
        QVERIFY((a.rowwise().sum().array() - 1.0).abs().maxCoeff() < 1e-15);
        QCOMPARE(a(0, 1), 0.0); // masked
        // The symmetric form is not causal: no −∞ anywhere.
        QVERIFY(alibiBias(m, n, AlibiMask::Symmetric).allFinite());
    }

    void refusals()
    {
        QVERIFY_THROWS_EXCEPTION(ParameterError, alibiSlopes(0));
        QVERIFY_THROWS_EXCEPTION(ParameterError, alibiSlopes(129));
        QVERIFY(checkHeads(128) == std::nullopt);
        QCOMPARE(QString::fromStdString(checkHead(12, 12)->str()), QStringLiteral("head = 12 is out of range (allowed 0 .. 11)"));
        QVERIFY_THROWS_EXCEPTION(ParameterError, alibiBias(0.5, 0, AlibiMask::Causal));
        QVERIFY_THROWS_EXCEPTION(ParameterError, alibiBias(std::nan(""), 4, AlibiMask::Causal));
        Eigen::MatrixXd masked = Eigen::MatrixXd::Constant(2, 2, -std::numeric_limits<double>::infinity());
        QVERIFY_THROWS_EXCEPTION(ParameterError, softmaxWithBias(Eigen::MatrixXd::Zero(2, 2), masked));
        const auto messageOf = [](const Eigen::MatrixXd &scores, const Eigen::MatrixXd &bias) {
            try {
                softmaxWithBias(scores, bias);
            } catch (const ParameterError &error) {
                return QString::fromUtf8(error.what());
            }
            return QString();
        };
        QCOMPARE(messageOf(Eigen::MatrixXd::Zero(2, 2), masked), QStringLiteral("row 0 of the scores is masked entirely"));
        // Overflow is no mask (review N17): q·k of a table near 1e154 is +∞, or NaN beside a −∞.
        Eigen::MatrixXd overflowed = Eigen::MatrixXd::Zero(2, 2);
        overflowed(1, 0) = std::numeric_limits<double>::infinity();
        QVERIFY(messageOf(overflowed, Eigen::MatrixXd::Zero(2, 2)).startsWith(QStringLiteral("row 1 of the scores is not finite")));
        QVERIFY(messageOf(Eigen::MatrixXd::Constant(2, 2, std::nan("")), Eigen::MatrixXd::Zero(2, 2))
                    .startsWith(QStringLiteral("row 0 of the scores is not finite")));
        // q·k overflowing to −∞ (q and k differ) is no mask either, though its weight would be 0.
        Eigen::MatrixXd negative = Eigen::MatrixXd::Zero(2, 2);
        negative(0, 1) = -std::numeric_limits<double>::infinity();
        QVERIFY(messageOf(negative, Eigen::MatrixXd::Zero(2, 2)).startsWith(QStringLiteral("row 0 of the scores is not finite")));
        QCOMPARE(alibiMaskNames.value("symmetric"), std::optional<AlibiMask>(AlibiMask::Symmetric));
        QVERIFY(!alibiMaskNames.value("both"));
    }
};

QTEST_APPLESS_MAIN(TestAlibi)
#include "tst_alibi.moc"
