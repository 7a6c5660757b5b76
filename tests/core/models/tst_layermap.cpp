// What each layer does with position, three ways that must agree: the golden files of
// tests/data/golden/current (README secs. 3–4, written from transformers' config code), the built-in presets, and
// the config.json fixtures shaped on the released configs (tests/data/configs; the old keys and transformers 5's
// layer_types with rope_parameters per layer type). And the other keys current models add: M-RoPE sections,
// MLA's decoupled head, the query temperature, each refused with its key when malformed.
#include "golden.h"

#include <posenc/encodings/parameters.h>
#include <posenc/io/fileerror.h>
#include <posenc/models/layermap.h>
#include <posenc/models/modelconfig.h>
#include <posenc/models/modelpresets.h>

#include <QTest>

using namespace posenc;

namespace {

ModelConfig fixture(const QString &name)
{
    return readModelConfig((QStringLiteral(POSENC_CONFIG_FIXTURES "/") + name).toStdString());
}

std::vector<LayerPosition> mapOf(const ModelConfig &c)
{
    return layerMap(c.layers, c.base, c.scaling);
}

std::vector<LayerPosition> mapOf(const ModelPreset &p)
{
    return layerMap(p.layers, p.base, p.scaling);
}

QString parseError(const std::string &text)
{
    try {
        parseModelConfig(text);
    } catch (const FileError &e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

} // namespace

class TestLayerMap : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void llama4AsItsConfigCode()
    {
        const Eigen::MatrixXd golden = loadGolden("current/llama4_layers_L48_interval4.csv");
        const auto preset = mapOf(*modelPreset("llama-4-scout"));
        QCOMPARE(qsizetype(preset.size()), qsizetype(golden.rows()));
        for (int i = 0; i < golden.rows(); ++i) {
            QCOMPARE(double(preset[std::size_t(i)].usesRope), golden(i, 1));
            // is_nope = full attention; RoPE layers attend within chunks of 8192.
            QCOMPARE(preset[std::size_t(i)].attention == LayerAttention::Full, golden(i, 2) == 1);
            QCOMPARE(preset[std::size_t(i)].tempered, golden(i, 2) == 1);
        }
        QCOMPARE(preset[0].window, 8192);
        QCOMPARE(preset[3].base, 0.0);
    }

    void gemma3AsItsConfigCode_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("file");
        QTest::addRow("4B") << "gemma-3-4b" << "current/gemma3_layers_L34_pattern6.csv";
        QTest::addRow("1B") << "gemma-3-1b" << "current/gemma3_layers_L26_pattern6_1b.csv";
    }
    void gemma3AsItsConfigCode()
    {
        QFETCH(QString, preset);
        QFETCH(QString, file);
        const Eigen::MatrixXd golden = loadGolden(file);
        const auto map = mapOf(*modelPreset(preset.toStdString()));
        QCOMPARE(qsizetype(map.size()), qsizetype(golden.rows()));
        for (int i = 0; i < golden.rows(); ++i) {
            const LayerPosition &row = map[std::size_t(i)];
            QCOMPARE(row.attention == LayerAttention::Sliding, golden(i, 1) == 1);
            QCOMPARE(row.base, golden(i, 2));
            QCOMPARE(row.factor, golden(i, 3));
            QVERIFY(row.usesRope);
        }
    }

    // Each preset with a fixture of its config: the same map, layer by layer, and the same other keys.
    void presetEqualsItsConfig_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("file");
        QTest::addRow("Llama 4 Scout") << "llama-4-scout" << "llama-4-scout.json";
        QTest::addRow("Gemma 3 4B") << "gemma-3-4b" << "gemma-3-4b.json";
        QTest::addRow("Gemma 3 1B, transformers 5 keys") << "gemma-3-1b" << "gemma-3-1b-v5.json";
        QTest::addRow("Qwen2-VL 7B") << "qwen2-vl-7b" << "qwen2-vl-7b.json";
        QTest::addRow("Qwen3-VL 8B") << "qwen3-vl-8b" << "qwen3-vl-8b.json";
    }
    void presetEqualsItsConfig()
    {
        QFETCH(QString, preset);
        QFETCH(QString, file);
        const ModelPreset &p = *modelPreset(preset.toStdString());
        const ModelConfig c = fixture(file);
        QCOMPARE(c.base, p.base);
        QCOMPARE(c.headDim, p.headDim);
        QCOMPARE(c.maxPositions, p.maxPositions);
        QCOMPARE(c.scaling.type, p.scaling.type);
        QCOMPARE(c.mropeSection, p.mropeSection);
        QCOMPARE(c.mropeInterleaved, p.mropeInterleaved);
        QCOMPARE(c.temperature.has_value(), p.temperature.has_value());
        if (c.temperature)
            QVERIFY(*c.temperature == *p.temperature);
        const auto fromConfig = mapOf(c), fromPreset = mapOf(p);
        QCOMPARE(fromConfig.size(), fromPreset.size());
        for (std::size_t i = 0; i < fromConfig.size(); ++i) {
            const LayerPosition &a = fromConfig[i], &b = fromPreset[i];
            const QByteArray where = QByteArray::number(qulonglong(i));
            QVERIFY2(a.usesRope == b.usesRope && a.base == b.base && a.factor == b.factor && a.attention == b.attention,
                     where);
            // The 1B's window is 512 in its config; the preset writes Gemma 3's 1024 of the larger models.
            if (preset != QLatin1String("gemma-3-1b"))
                QVERIFY2(a.window == b.window && a.tempered == b.tempered, where);
        }
    }

    void otherKeysOfCurrentModels()
    {
        const ModelConfig qwen2 = fixture("qwen2-vl-7b.json");
        QCOMPARE(qwen2.layers.slidingWindow, 0); // use_sliding_window false
        QVERIFY(!qwen2.ignored.empty());
        QCOMPARE(qwen2.scaling.type, RopeScalingType::Default);
        const ModelConfig qwen3 = fixture("qwen3-vl-8b.json");
        QVERIFY(qwen3.mropeInterleaved);
        QCOMPARE(qwen3.modelType, std::string("qwen3_vl_text"));
        const ModelConfig deepseek = fixture("deepseek-v3.json");
        QCOMPARE(deepseek.headDim, 64);
        QCOMPARE(deepseek.qkNopeHeadDim, 128);
        QVERIFY(deepseek.ropeInterleave);
        QCOMPARE(deepseek.layers.layers, 61);
        const ModelConfig qwen = fixture("qwen-7b-logn.json");
        QVERIFY(qwen.temperature);
        QCOMPARE(qwen.temperature->rule, TemperatureRule::QwenLogn);
        QCOMPARE(qwen.temperature->lognSeqLength, 8192);
        const ModelConfig mistral = parseModelConfig(
            R"({"head_dim": 128, "rope_parameters": {"rope_type": "yarn", "rope_theta": 1000000, "factor": 16,
                "original_max_position_embeddings": 16384, "llama_4_scaling_beta": 0.1}})");
        QVERIFY(mistral.temperature);
        QCOMPARE(mistral.temperature->rule, TemperatureRule::Mistral3);
        QCOMPARE(mistral.temperature->floorScale, 16384.0);
        const ModelConfig cohere = parseModelConfig(
            R"({"model_type": "cohere2", "head_dim": 128, "num_hidden_layers": 8, "sliding_window": 4096,
                "sliding_window_pattern": 4})");
        const auto map = mapOf(cohere);
        QVERIFY(map[0].usesRope && map[0].window == 4096);
        QVERIFY(!map[3].usesRope && map[3].window == 0);
    }

    void malformedKeysAreNamed_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("named");
        QTest::addRow("layer_types length") << R"({"head_dim": 64, "num_hidden_layers": 3, "layer_types": ["full_attention"]})"
                                            << "layer_types has 1 values (allowed exactly num_hidden_layers = 3)";
        QTest::addRow("layer type") << R"({"head_dim": 64, "num_hidden_layers": 1, "layer_types": ["linear_attention"]})"
                                    << "\"linear_attention\"";
        QTest::addRow("no_rope_layers value") << R"({"head_dim": 64, "num_hidden_layers": 1, "no_rope_layers": [2]})"
                                              << "no_rope_layers holds 2";
        QTest::addRow("layers") << R"({"head_dim": 64, "num_hidden_layers": 5000})" << "num_hidden_layers = 5000";
        QTest::addRow("mrope_section") << R"({"head_dim": 64, "rope_scaling": {"type": "mrope", "mrope_section": [16, 16]}})"
                                       << "mrope_section has 2 values";
        QTest::addRow("seq_length") << R"({"head_dim": 64, "use_logn_attn": true, "seq_length": 1})" << "seq_length = 1";
        QTest::addRow("local base") << R"({"head_dim": 64, "rope_local_base_freq": 0.5})" << "rope_local_base_freq = 0.5";
        QTest::addRow("lists without layers") << R"({"head_dim": 64, "no_rope_layers": []})" << "num_hidden_layers";
    }
    void malformedKeysAreNamed()
    {
        QFETCH(QString, json);
        QFETCH(QString, named);
        const QString error = parseError(json.toStdString());
        QVERIFY2(error.contains(named), qPrintable(error));
    }

    void mapRefusesBadSizes()
    {
        LayerSpec spec;
        QVERIFY_THROWS_EXCEPTION(ParameterError, layerMap(spec, 10000, {}));
        spec.layers = 4;
        spec.noRopeLayers = {1, 0};
        QVERIFY_THROWS_EXCEPTION(ParameterError, layerMap(spec, 10000, {}));
    }
};

QTEST_GUILESS_MAIN(TestLayerMap)
#include "tst_layermap.moc"
