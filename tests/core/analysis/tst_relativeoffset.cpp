// PE(pos + k) = M_k PE(pos) per pair: residuals, and the rotation angle measured from the data.
#include <posenc/analysis/relativeoffset.h>
#include <posenc/encodings/sinusoidal.h>

#include <QTest>

#include <cmath>
#include <numbers>

class TestRelativeOffset : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void residualIsTiny_data();
    void residualIsTiny();
    void measuredAngleIsOmegaK();
    void sameMkForEveryPosition();
    void residualAtAMillionIsRounding();
    void noNegativeZeroAtOffsetZero();
};

void TestRelativeOffset::residualIsTiny_data()
{
    QTest::addColumn<double>("maxPos");
    QTest::addColumn<double>("bound");
    QTest::newRow("pos below 1000") << 1000.0 << 1e-12;
    QTest::newRow("pos up to 1e5") << 1e5 << 1e-9;
}

void TestRelativeOffset::residualIsTiny()
{
    QFETCH(double, maxPos);
    QFETCH(double, bound);
    double worst = 0;
    for (const int dModel : {2, 60, 512}) {
        for (const int k : {-37, -1, 1, 2, 50, 999}) {
            for (double pos = 0; pos < maxPos; pos += maxPos / 97 + 1) {
                if (pos + k < 0)
                    continue;
                worst = std::max(worst, posenc::offsetResidual(posenc::SinusoidalScheme::paper(dModel, 10000.0), pos, k));
            }
        }
    }
    QVERIFY2(worst < bound, qPrintable(QString::number(worst)));
    QVERIFY(worst > 0 || maxPos < 10); // computed, not trivially zero
}

void TestRelativeOffset::measuredAngleIsOmegaK()
{
    const Eigen::VectorXd w = posenc::angularFrequencies(posenc::SinusoidalScheme::paper(60, 10000.0));
    for (const int i : {0, 3, 17}) {
        for (const int k : {1, 2, -3}) {
            const double measured =
                posenc::rotationAngleOfHand(posenc::pairVector(w(i), 5), posenc::pairVector(w(i), 5 + k));
            const double expected = std::remainder(w(i) * k, 2 * std::numbers::pi);
            QVERIFY2(std::abs(measured - expected) < 1e-12, qPrintable(QStringLiteral("i %1 k %2").arg(i).arg(k)));
        }
    }
}

void TestRelativeOffset::sameMkForEveryPosition()
{
    // M_k maps PE_pair(pos) to PE_pair(pos + k) at any pos: the matrix has no pos in it.
    const double w = std::pow(10000.0, -4.0 / 60.0);
    const Eigen::Matrix2d m = posenc::offsetRotation(w, 2);
    for (const double pos : {1.0, 3.0, 98.0, 12345.0}) {
        const Eigen::Vector2d mapped = m * posenc::pairVector(w, pos);
        QVERIFY((mapped - posenc::pairVector(w, pos + 2)).cwiseAbs().maxCoeff() < 1e-12);
    }
}

// Issue 34 item 7: the residual is measured on the PE's numbers (angles as if exact), not on a fresh
// sin(pos * w) whose rounded product put 1.1e-11 at pos 10^6, d_model 8.
void TestRelativeOffset::residualAtAMillionIsRounding()
{
    const auto scheme = posenc::SinusoidalScheme::paper(8, 10000.0);
    for (const double pos : {1e6, 1e6 + 1, 1e6 + 39, 4e6})
        for (const int k : {1, 2, 7})
            QVERIFY2(posenc::offsetResidual(scheme, pos, k) < 1e-14,
                     qPrintable(QStringLiteral("pos %1 k %2: %3").arg(pos).arg(k).arg(posenc::offsetResidual(scheme, pos, k))));
    // The pair's vector is the PE's own row.
    const Eigen::MatrixXd pe = posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(8, 10000.0, 1000000), 3);
    const Eigen::Vector2d v = posenc::pairVector(scheme.angularFrequency(0), 1000002);
    QVERIFY(std::abs(v(0) - pe(2, 0)) < 1e-15 && std::abs(v(1) - pe(2, 1)) < 1e-15);
}

// M_0 is the identity with +0 off the diagonal: the CSV printed "-0" for −sin(0).
void TestRelativeOffset::noNegativeZeroAtOffsetZero()
{
    const Eigen::Matrix2d m = posenc::offsetRotation(0.5, 0);
    QCOMPARE(m, Eigen::Matrix2d::Identity());
    QVERIFY(!std::signbit(m(0, 1)) && !std::signbit(m(1, 0)));
}

QTEST_APPLESS_MAIN(TestRelativeOffset)
#include "tst_relativeoffset.moc"
