// Attention temperature against tests/data/golden/current (README secs. 3 and 8): Llama 4's NoPE-layer scale
// (floor_scale 8192, attn_scale 0.1) and Qwen's log-n factor (seq_length 2048 and 8192); Mistral 3's rule is
// Llama 4's with p for p + 1.
#include "golden.h"

#include <posenc/encodings/parameters.h>
#include <posenc/modern/attentiontemperature.h>

#include <QTest>

#include <cmath>

using namespace posenc;

class TestAttentionTemperature : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void llama4AsItsCode()
    {
        const Eigen::MatrixXd golden = loadGolden("current/llama4_attn_scale_fs8192_as0.1.csv");
        QCOMPARE(golden.rows(), 10);
        for (int r = 0; r < golden.rows(); ++r) {
            const double factor = attentionTemperature({}, golden(r, 0));
            QVERIFY2(std::abs(factor - golden(r, 2)) <= 1e-12 * golden(r, 2), qPrintable(QString::number(golden(r, 0))));
        }
        QCOMPARE(firstTemperedPosition({}), 8191.0);
    }

    void qwenLognAsItsCode_data()
    {
        QTest::addColumn<int>("seqLength");
        QTest::addRow("2048") << 2048;
        QTest::addRow("8192") << 8192;
    }
    void qwenLognAsItsCode()
    {
        QFETCH(int, seqLength);
        AttentionTemperature rule;
        rule.rule = TemperatureRule::QwenLogn;
        rule.lognSeqLength = seqLength;
        const Eigen::MatrixXd golden = loadGolden(QStringLiteral("current/qwen_logn_seq%1.csv").arg(seqLength));
        for (int r = 0; r < golden.rows(); ++r) {
            QCOMPARE(golden(r, 1), golden(r, 0) + 1);
            const double factor = attentionTemperature(rule, golden(r, 0));
            QVERIFY2(std::abs(factor - golden(r, 2)) <= 1e-12 * golden(r, 2), qPrintable(QString::number(golden(r, 0))));
        }
        QCOMPARE(firstTemperedPosition(rule), double(seqLength));
        QVERIFY(attentionTemperature(rule, seqLength) > 1);
        QCOMPARE(attentionTemperature(rule, seqLength - 1), 1.0);
    }

    void mistral3StepsAtItsOriginalLength()
    {
        AttentionTemperature rule;
        rule.rule = TemperatureRule::Mistral3;
        rule.floorScale = 16384;
        rule.attnScale = 0.1;
        QCOMPARE(attentionTemperature(rule, 16383), 1.0);
        QCOMPARE(attentionTemperature(rule, 16384), 1 + 0.1 * std::log(2.0));
        QCOMPARE(firstTemperedPosition(rule), 16384.0);
    }

    void outOfRangeIsRefused()
    {
        QVERIFY_THROWS_EXCEPTION(ParameterError, attentionTemperature({}, -1));
        QVERIFY_THROWS_EXCEPTION(ParameterError, attentionTemperature({}, 2e9));
        AttentionTemperature zero;
        zero.floorScale = 0;
        QVERIFY_THROWS_EXCEPTION(ParameterError, attentionTemperature(zero, 5));
        AttentionTemperature one;
        one.rule = TemperatureRule::QwenLogn;
        one.lognSeqLength = 1; // ln 1 = 0 would divide by zero
        try {
            attentionTemperature(one, 5);
            QFAIL("accepted");
        } catch (const ParameterError &error) {
            QVERIFY(QString::fromUtf8(error.what()).contains("seq_length = 1"));
        }
    }
};

QTEST_GUILESS_MAIN(TestAttentionTemperature)
#include "tst_attentiontemperature.moc"
