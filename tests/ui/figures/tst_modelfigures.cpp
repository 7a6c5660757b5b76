// The Models tab's figures (issue 56): their CSV tables in the golden files' layouts and values (M-RoPE of
// Qwen2-VL and Qwen3-VL from their presets, the layer maps of Llama 4 and Gemma 3 from presets and config.json
// fixtures, the temperature of Llama 4 and Qwen), what they say when they cannot be drawn, and the figures drawn.
#include "golden.h"
#include "figuretablematrix.h"

#include "ui/families/ropefamily.h"
#include "ui/figures/layermapfigure.h"
#include "ui/figures/modelfigures.h"
#include "ui/figures/mropefigure.h"
#include "ui/figures/temperaturefigure.h"
#include "ui/state/explorerstate.h"

#include <qcustomplot.h>

#include <QTest>

#include <cmath>

class TestModelFigures : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void mropeTableIsTheGoldenOne_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("file");
        QTest::addRow("Qwen2-VL") << "qwen2-vl-7b" << "current/mrope_qwen2vl_angles_txt3_img1x4x6_txt2_hd128_base1e6.csv";
        QTest::addRow("Qwen3-VL") << "qwen3-vl-8b" << "current/mrope_qwen3vl_angles_txt3_img1x4x6_txt2_hd128_base5e6.csv";
    }
    void mropeTableIsTheGoldenOne()
    {
        QFETCH(QString, model);
        QFETCH(QString, file);
        ExplorerState state;
        state.setField(commonKeys::model, model);
        state.setField(featureKeys::mropeSequence, QStringLiteral("text 3, image 1x4x6, text 2"));
        const Eigen::MatrixXd table = tableOf(state, modelFigures::mrope);
        const Eigen::MatrixXd golden = loadGolden(file);
        QCOMPARE(table.rows(), golden.rows());
        QCOMPARE(table.cols(), golden.cols());
        for (int r = 0; r < golden.rows(); ++r)
            for (int c = 0; c < golden.cols(); ++c)
                QVERIFY2(std::abs(table(r, c) - golden(r, c)) <= 1e-12 * std::max(1.0, std::abs(golden(r, c))),
                         qPrintable(QStringLiteral("%1, %2").arg(r).arg(c)));
    }

    void mropeSaysWhyItCannotDraw()
    {
        ExplorerState state;
        // Without a section of its own, Qwen2-VL's proportions of head_dim / 2: 2, 3, 3 of the default 8 slots.
        QVERIFY(figureEntry(modelFigures::mrope).unavailable(state).isEmpty());
        QCOMPARE(mropeSectionOf(state.session()), (std::array<int, 3>{2, 3, 3}));
        state.setField(featureKeys::mropeSection, QStringLiteral("16,24,24"));
        state.setField(ropeKeys::headDim, 64); // 16 + 24 + 24 = 64 slots, not 32
        const QString why = figureEntry(modelFigures::mrope).unavailable(state);
        QVERIFY2(why.contains(QStringLiteral("head_dim / 2 = 32")), qPrintable(why));
        Session s = state.session();
        QVERIFY(s.edit(featureKeys::mropeSequence, QStringLiteral("picture 1x4x4")).contains(QStringLiteral("picture")));
        QVERIFY(s.edit(featureKeys::mropeSection, QStringLiteral("16,24")).contains(QStringLiteral("16,24")));
        QVERIFY(s.edit(featureKeys::mropeSequence, QStringLiteral("image 1x4x4, text 2")).isEmpty());
        QCOMPARE(s.features.mropeSequence, QStringLiteral("image 1x4x4, text 2"));
    }

    void layerMapsAreTheGoldenOnes()
    {
        ExplorerState state;
        state.setField(commonKeys::model, QStringLiteral("gemma-3-4b"));
        const Eigen::MatrixXd gemma = tableOf(state, modelFigures::layerMap);
        const Eigen::MatrixXd golden = loadGolden("current/gemma3_layers_L34_pattern6.csv");
        QCOMPARE(gemma.rows(), 34);
        for (int i = 0; i < 34; ++i) {
            QCOMPARE(gemma(i, 0), golden(i, 0));
            QCOMPARE(gemma(i, 1), 1.0);
            QCOMPARE(gemma(i, 2), golden(i, 2));
            QCOMPARE(gemma(i, 3), golden(i, 3));
            QCOMPARE(gemma(i, 4), golden(i, 1) == 1 ? 1024.0 : 0.0);
        }
        state.setField(commonKeys::model, QStringLiteral("llama-4-scout"));
        const Eigen::MatrixXd llama = tableOf(state, modelFigures::layerMap);
        const Eigen::MatrixXd llamaGolden = loadGolden("current/llama4_layers_L48_interval4.csv");
        QCOMPARE(llama.rows(), 48);
        for (int i = 0; i < 48; ++i) {
            QCOMPARE(llama(i, 1), llamaGolden(i, 1));
            QCOMPARE(llama(i, 6), llamaGolden(i, 2)); // the NoPE layers' query temperature
        }
        // The same model from its config.json: the same table.
        state.setField(commonKeys::modelConfig, QStringLiteral(POSENC_CONFIG_FIXTURES "/llama-4-scout.json"));
        QCOMPARE(state.session().model, QString());
        QCOMPARE(tableOf(state, modelFigures::layerMap), llama);
        // Its temperature came with it.
        QCOMPARE(state.session().features.temperature.rule, posenc::TemperatureRule::Llama4);
    }

    void layerMapNeedsAModel()
    {
        ExplorerState state;
        const QString why = figureEntry(modelFigures::layerMap).unavailable(state);
        QVERIFY2(why.contains(QStringLiteral("--model")), qPrintable(why));
        state.setField(commonKeys::model, QStringLiteral("llama-3.1-8b"));
        QVERIFY(figureEntry(modelFigures::layerMap).unavailable(state).contains(QStringLiteral("num_hidden_layers")));
    }

    void temperatureTableFollowsTheRule_data()
    {
        QTest::addColumn<QString>("rule");
        QTest::addColumn<int>("seqLength");
        QTest::addColumn<QString>("file");
        QTest::addRow("llama4") << "llama4" << 0 << "current/llama4_attn_scale_fs8192_as0.1.csv";
        QTest::addRow("qwen 8192") << "qwen-logn" << 8192 << "current/qwen_logn_seq8192.csv";
        QTest::addRow("qwen 2048") << "qwen-logn" << 2048 << "current/qwen_logn_seq2048.csv";
    }
    void temperatureTableFollowsTheRule()
    {
        QFETCH(QString, rule);
        QFETCH(int, seqLength);
        QFETCH(QString, file);
        ExplorerState state;
        state.setField(featureKeys::temperatureRule, rule);
        if (seqLength)
            state.setField(featureKeys::lognSeqLength, seqLength);
        const Eigen::MatrixXd table = tableOf(state, modelFigures::temperature);
        QCOMPARE(table.cols(), 2);
        const Eigen::MatrixXd golden = loadGolden(file);
        int matched = 0;
        for (int r = 0; r < table.rows(); ++r)
            for (int g = 0; g < golden.rows(); ++g)
                if (table(r, 0) == golden(g, 0)) {
                    QVERIFY(std::abs(table(r, 1) - golden(g, 2)) <= 1e-12 * golden(g, 2));
                    ++matched;
                }
        QVERIFY2(matched >= 4, qPrintable(QString::number(matched))); // 0, the step edges, 10⁶, 10⁷ …
        for (int r = 1; r < table.rows(); ++r)
            QVERIFY(table(r, 0) > table(r - 1, 0) && table(r, 1) >= table(r - 1, 1));
    }

    void figuresDraw()
    {
        ExplorerState state;
        state.setField(commonKeys::model, QStringLiteral("gemma-3-4b"));
        QCustomPlot plot;
        LayerMapFigure layers(&plot);
        layers.showData(state);
        QCustomPlot plot2;
        MropeFigure mrope(&plot2);
        mrope.showData(state);
        QCustomPlot plot3;
        TemperatureFigure temperature(&plot3);
        temperature.showData(state);
        QCOMPARE(layerDescription(posenc::LayerPosition{}), QStringLiteral("global attention, RoPE base 10000"));
    }
};

QTEST_MAIN(TestModelFigures)
#include "tst_modelfigures.moc"
