// 2-D axial RoPE against tests/data/golden/current (README sec. 2): FLUX's ids, axisSlots and angles (axes_dim
// 16, 56, 56, theta 10000, 2 text tokens then a 4 × 6 grid) and RoPE-ViT's RoPE-Axial (dim 64, theta 100, a grid
// 4 wide and 3 high); the grid similarity is 1 at the patch and symmetric about it.
#include "golden.h"

#include <posenc/encodings/parameters.h>
#include <posenc/modern/axialrope.h>

#include <QTest>

#include <cmath>

using namespace posenc;

class TestAxialRope : public QObject
{
    Q_OBJECT

    static void compareSlots(const std::vector<AxisSlot> &axisSlots, const Eigen::MatrixXd &golden)
    {
        QCOMPARE(qsizetype(axisSlots.size()), qsizetype(golden.rows()));
        for (int j = 0; j < golden.rows(); ++j) {
            QCOMPARE(double(axisSlots[std::size_t(j)].axis), golden(j, 1));
            QVERIFY(std::abs(axisSlots[std::size_t(j)].frequency - golden(j, 2)) <= 1e-12 * golden(j, 2));
        }
    }
    static void compareAngles(const Eigen::MatrixXd &angles, const Eigen::MatrixXd &golden, int idColumns)
    {
        QCOMPARE(angles.rows(), golden.rows());
        QCOMPARE(angles.cols() + idColumns, golden.cols());
        for (int n = 0; n < golden.rows(); ++n)
            for (int j = 0; j < angles.cols(); ++j)
                QVERIFY2(std::abs(angles(n, j) - golden(n, idColumns + j)) <=
                             1e-12 * std::max(1.0, std::abs(golden(n, idColumns + j))),
                         qPrintable(QStringLiteral("token %1 slot %2").arg(n).arg(j)));
    }

private Q_SLOTS:
    void fluxAsItsCode()
    {
        const auto ids = fluxIds(2, 4, 6);
        const Eigen::MatrixXd goldenIds = loadGolden("current/flux_ids_txt2_img4x6.csv");
        QCOMPARE(qsizetype(ids.size()), qsizetype(goldenIds.rows()));
        for (int n = 0; n < goldenIds.rows(); ++n)
            for (int a = 0; a < 3; ++a)
                QCOMPARE(ids[std::size_t(n)][std::size_t(a)], goldenIds(n, a));
        const auto axisSlots = fluxSlots({16, 56, 56}, 10000);
        compareSlots(axisSlots, loadGolden("current/flux_slots_axes16-56-56_theta1e4.csv"));
        compareAngles(multiAxisAngles(ids, axisSlots), loadGolden("current/flux_angles_txt2_img4x6_axes16-56-56_theta1e4.csv"), 3);
    }

    void ropeVitAxialAsItsCode()
    {
        const auto axisSlots = ropeVitAxialSlots(64, 100);
        compareSlots(axisSlots, loadGolden("current/ropevit_axial_slots_dim64_theta100.csv"));
        const auto ids = ropeVitAxialIds(4, 3);
        const Eigen::MatrixXd golden = loadGolden("current/ropevit_axial_angles_dim64_theta100_x4_y3.csv");
        for (int n = 0; n < golden.rows(); ++n) {
            QCOMPARE(ids[std::size_t(n)][0], golden(n, 0));
            QCOMPARE(ids[std::size_t(n)][1], golden(n, 1));
        }
        compareAngles(multiAxisAngles(ids, axisSlots), golden, 2);
    }

    void gridSimilarityIsOneAtThePatchAndFallsAway()
    {
        const auto axisSlots = fluxSlots({16, 56, 56}, 10000);
        const Eigen::MatrixXd s = gridSimilarity(axisSlots, 9, 9, 4, 4, 1, 2);
        QCOMPARE(s(4, 4), 1.0);
        QVERIFY(std::abs(s(3, 4) - s(5, 4)) < 1e-15); // symmetric: cos is even
        QVERIFY(s(4, 5) < 1.0 && s(4, 8) < s(4, 5));
        QVERIFY(std::abs(s(3, 4) - s(4, 3)) < 1e-15); // rows and columns have the same spectrum
        QVERIFY_THROWS_EXCEPTION(ParameterError, gridSimilarity(axisSlots, 9, 9, 9, 0, 1, 2));
    }

    void badSizesAreRefused()
    {
        QVERIFY_THROWS_EXCEPTION(ParameterError, fluxSlots({16, 55, 56}, 10000));
        QVERIFY_THROWS_EXCEPTION(ParameterError, fluxSlots({16, 56, 56}, 1.0));
        QVERIFY_THROWS_EXCEPTION(ParameterError, ropeVitAxialSlots(66, 100));
        QVERIFY_THROWS_EXCEPTION(ParameterError, fluxIds(0, 100, 100));
        QVERIFY_THROWS_EXCEPTION(ParameterError, ropeVitAxialIds(0, 3));
    }
};

QTEST_GUILESS_MAIN(TestAxialRope)
#include "tst_axialrope.moc"
