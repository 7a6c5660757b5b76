// The built-in model presets: every one a valid RoPE whose scaling block its own engine accepts, names
// unique, each with a source; and the five whose config.json shape is in tests/data/configs read the same
// numbers from that file (two independent writings of one model agree).
#include <posenc/encodings/parameters.h>
#include <posenc/models/modelconfig.h>
#include <posenc/models/modelpresets.h>

#include <QTest>

#include <set>

using namespace posenc;

class TestModelPresets : public QObject
{
    Q_OBJECT

private slots:
    void everyPresetIsValid()
    {
        std::set<std::string> names;
        QCOMPARE(int(modelPresets().size()), 21);
        for (const ModelPreset &p : modelPresets()) {
            QVERIFY2(names.insert(p.name).second, p.name);
            QVERIFY(std::string(p.source).size() > 5);
            RopeSpec spec;
            spec.headDim = p.headDim;
            spec.rotaryDim = p.rotaryDim;
            spec.base = p.base;
            QVERIFY2(!checkRope(spec), p.name);
            const auto problem = checkRopeScaling(p.scaling, p.rotaryDim);
            QVERIFY2(!problem, problem ? problem->str().c_str() : p.name);
            QCOMPARE(p.scaling.maxPositions, p.maxPositions);
            const ScaledFrequencies f = scaledFrequencies(p.scaling, p.rotaryDim, p.base, p.maxPositions);
            QCOMPARE(int(f.scaled.size()), p.rotaryDim / 2);
            QCOMPARE(modelPreset(p.name), &p);
        }
        QVERIFY(!modelPreset("gpt-5"));
        QVERIFY(modelPresetNames().find("llama-3.1-8b, llama-3.2-1b") != std::string::npos);
        // Phi-3's factor lists: one per pair of head_dim 96, long factors up to 64.8 (× 32 context).
        const ModelPreset *phi = modelPreset("phi-3-128k");
        QCOMPARE(int(phi->scaling.longFactor.size()), 48);
        QCOMPARE(int(phi->scaling.shortFactor.size()), 48);
        QCOMPARE(phi->scaling.shortFactor[13], 2.000000000000001);
        QCOMPARE(phi->scaling.shortFactor[32], 2.1000000000000005);
        QVERIFY(std::string(phi->unverified).size() > 0);
    }

    void configFilesAgreeWithThePresets()
    {
        const QString dir = QStringLiteral(POSENC_CONFIG_FIXTURES);
        const std::pair<const char *, const char *> pairs[] = {
            {"llama-3.1-8b.json", "llama-3.1-8b"}, {"qwen2.5-7b-yarn.json", "qwen2.5-7b-yarn"},
            {"gpt-neox-20b.json", "gpt-neox-20b"}, {"gpt-j-6b.json", "gpt-j-6b"},
            {"deepseek-v3-newer.json", "deepseek-v3"}};
        for (const auto &[file, name] : pairs) {
            const ModelConfig c = readModelConfig((dir + QLatin1Char('/') + QLatin1String(file)).toStdString());
            const ModelPreset *p = modelPreset(name);
            QVERIFY2(p, name);
            QCOMPARE(c.base, p->base);
            QCOMPARE(c.headDim, p->headDim);
            QCOMPARE(c.rotaryDim, p->rotaryDim);
            QCOMPARE(c.maxPositions, p->maxPositions);
            QCOMPARE(c.pairing, p->pairing);
            QCOMPARE(c.scaling.type, p->scaling.type);
            QCOMPARE(c.scaling.factor, p->scaling.factor);
            QCOMPARE(c.scaling.originalMaxPositions, p->scaling.originalMaxPositions);
            QCOMPARE(c.scaling.mscale, p->scaling.mscale);
            QCOMPARE(c.scaling.mscaleAllDim, p->scaling.mscaleAllDim);
        }
    }
};

QTEST_GUILESS_MAIN(TestModelPresets)
#include "tst_modelpresets.moc"
