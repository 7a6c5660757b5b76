// xPos against tests/data/golden/current (README sec. 6, torchscale's XPOS): ζ_i for d = 8, the q and k scales of
// every position of a sequence of 8 (centred at c = 4, scale base 512), and the 8 × 8 scores of the RoPE files' q
// and k, which depend on m − n only.
#include "golden.h"

#include <posenc/encodings/parameters.h>
#include <posenc/encodings/xpos.h>

#include <QTest>

#include <cmath>

using namespace posenc;

class TestXpos : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void zetaAsTorchscale()
    {
        const std::vector<double> zeta = xposZeta(8);
        const Eigen::MatrixXd golden = loadGolden("current/xpos_zeta_d8.csv");
        QCOMPARE(qsizetype(zeta.size()), qsizetype(golden.rows()));
        for (int i = 0; i < golden.rows(); ++i)
            QVERIFY(std::abs(zeta[std::size_t(i)] - golden(i, 1)) <= 1e-12 * golden(i, 1));
    }

    void scalesCentredAtHalfTheLength()
    {
        const Eigen::MatrixXd golden = loadGolden("current/xpos_scales_d8_L8_B512.csv");
        QCOMPARE(golden.rows(), 8);
        for (int p = 0; p < 8; ++p) {
            QCOMPARE(golden(p, 1), double(p - xposCentre(8)));
            const Eigen::VectorXd q = xposScales(8, p, 8, 512, false);
            const Eigen::VectorXd k = xposScales(8, p, 8, 512, true);
            for (int i = 0; i < 4; ++i) {
                QVERIFY(std::abs(q(i) - golden(p, 2 + i)) <= 1e-12 * golden(p, 2 + i));
                QVERIFY(std::abs(k(i) - golden(p, 6 + i)) <= 1e-12 * golden(p, 6 + i));
            }
        }
        QCOMPARE(xposCentre(7), 4); // -(7) // 2 = -4
    }

    void scoresAsTorchscale()
    {
        const Eigen::MatrixXd qk = loadGolden("current/xpos_qk_d8.csv");
        const Eigen::VectorXd q = qk.row(0).transpose(), k = qk.row(1).transpose();
        const Eigen::MatrixXd scores = xposScores(q, k, 8, 512);
        const Eigen::MatrixXd golden = loadGolden("current/xpos_scores_d8_L8_B512.csv");
        QCOMPARE(scores.rows(), golden.rows());
        for (int m = 0; m < 8; ++m)
            for (int n = 0; n < 8; ++n)
                QVERIFY2(std::abs(scores(m, n) - golden(m, n)) <= 1e-12 * std::max(1.0, std::abs(golden(m, n))),
                         qPrintable(QStringLiteral("m %1 n %2: %3 vs %4").arg(m).arg(n).arg(scores(m, n), 0, 'g', 17).arg(golden(m, n), 0, 'g', 17)));
    }

    void badInputIsRefused()
    {
        QVERIFY_THROWS_EXCEPTION(ParameterError, xposZeta(7));
        QVERIFY_THROWS_EXCEPTION(ParameterError, xposScales(8, 0, 8, 0.5, false));
        QVERIFY_THROWS_EXCEPTION(ParameterError, xposScores(Eigen::VectorXd::Ones(8), Eigen::VectorXd::Ones(6), 8, 512));
        QVERIFY_THROWS_EXCEPTION(ParameterError, xposScores(Eigen::VectorXd::Ones(8), Eigen::VectorXd::Ones(8), 0, 512));
    }
};

QTEST_GUILESS_MAIN(TestXpos)
#include "tst_xpos.moc"
