// MLA's decoupled RoPE against tests/data/golden/current (README sec. 5): which of the 192 dimensions of a
// DeepSeek-V3 head rotate and with which partner, and the order transformers' rope_interleave puts them in.
#include "golden.h"

#include <posenc/encodings/parameters.h>
#include <posenc/modern/mla.h>

#include <QTest>

using namespace posenc;

class TestMla : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void layoutAsDeepSeekV3()
    {
        const auto layout = mlaLayout(128, 64);
        const Eigen::MatrixXd golden = loadGolden("current/mla_qk_layout_nope128_rope64.csv");
        QCOMPARE(qsizetype(layout.size()), qsizetype(golden.rows()));
        for (int d = 0; d < golden.rows(); ++d) {
            const MlaDimension &m = layout[std::size_t(d)];
            QCOMPARE(golden(d, 0), double(d));
            QCOMPARE(double(m.rotates), golden(d, 1));
            QCOMPARE(double(m.ropeIndex), golden(d, 2));
            QCOMPARE(double(m.frequency), golden(d, 3));
            QCOMPARE(double(m.partner), golden(d, 4));
        }
    }

    void huggingFacePermutation()
    {
        const auto order = mlaHfPermutation(64);
        const Eigen::MatrixXd golden = loadGolden("current/mla_hf_permutation_rope64.csv");
        QCOMPARE(qsizetype(order.size()), qsizetype(golden.rows()));
        for (int n = 0; n < golden.rows(); ++n) {
            QCOMPARE(double(order[std::size_t(n)].source), golden(n, 1));
            QCOMPARE(double(order[std::size_t(n)].frequency), golden(n, 2));
            QCOMPARE(double(order[std::size_t(n)].partner), golden(n, 3));
        }
    }

    void badSizesAreRefused()
    {
        QVERIFY_THROWS_EXCEPTION(ParameterError, mlaLayout(128, 63));
        QVERIFY_THROWS_EXCEPTION(ParameterError, mlaLayout(-1, 64));
        QVERIFY_THROWS_EXCEPTION(ParameterError, mlaHfPermutation(0));
    }
};

QTEST_GUILESS_MAIN(TestMla)
#include "tst_mla.moc"
