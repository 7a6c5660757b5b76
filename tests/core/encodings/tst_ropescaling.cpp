// RoPE context extension against tests/data/golden (mpmath, exact maths): θ before and after, YaRN's ramp
// and every attention factor at 1e-12 relative, for the settings of real models (Qwen2.5's YaRN recipe,
// gpt-oss, DeepSeek-V3, Llama 3.1 and 3.2, linear, static and dynamic NTK); LongRoPE's switch of factor
// lists and its attention factor; every bad setting refused with its field named.
#include "golden.h"

#include <posenc/encodings/parameters.h>
#include <posenc/encodings/ropescaling.h>

#include <QTest>

#include <cmath>

using namespace posenc;

namespace {

/// Largest |a − b| / |b| over the entries.
double relativeError(const Eigen::VectorXd &a, const Eigen::VectorXd &b)
{
    return ((a - b).array().abs() / b.array().abs()).maxCoeff();
}

QString problemOf(const RopeScaling &s, int rotaryDim)
{
    const auto problem = checkRopeScaling(s, rotaryDim);
    return problem ? QString::fromStdString(problem->str()) : QString();
}

} // namespace

Q_DECLARE_METATYPE(posenc::RopeScaling)

class TestRopeScaling : public QObject
{
    Q_OBJECT
private slots:
    void goldenCases_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("dim");
        QTest::addColumn<double>("base");
        QTest::addColumn<long long>("sequence");
        QTest::addColumn<RopeScaling>("scaling");
        RopeScaling linear;
        linear.type = RopeScalingType::Linear;
        linear.factor = 4;
        QTest::newRow("linear") << "rope_linear_dim128_base10000_f4" << 128 << 10000.0 << 4096LL << linear;
        RopeScaling ntk;
        ntk.type = RopeScalingType::Ntk;
        ntk.factor = 4;
        QTest::newRow("ntk") << "rope_ntk_dim128_base10000_f4" << 128 << 10000.0 << 4096LL << ntk;
        RopeScaling dynamic;
        dynamic.type = RopeScalingType::Dynamic;
        dynamic.factor = 2;
        dynamic.maxPositions = 4096;
        QTest::newRow("dynamic") << "rope_dynamic_dim128_base10000_f2_max4096_seq16384" << 128 << 10000.0 << 16384LL
                                 << dynamic;
        RopeScaling qwen; // Qwen2.5's YaRN recipe
        qwen.type = RopeScalingType::Yarn;
        qwen.factor = 4;
        qwen.originalMaxPositions = 32768;
        QTest::newRow("yarn Qwen2.5") << "rope_yarn_dim128_base1e6_f4_orig32768" << 128 << 1e6 << 131072LL << qwen;
        RopeScaling gptOss = qwen;
        gptOss.factor = 32;
        gptOss.originalMaxPositions = 4096;
        gptOss.truncate = false;
        QTest::newRow("yarn gpt-oss") << "rope_yarn_dim64_base150000_f32_orig4096_notrunc" << 64 << 150000.0 << 131072LL
                                      << gptOss;
        RopeScaling deepseek = qwen;
        deepseek.factor = 40;
        deepseek.originalMaxPositions = 4096;
        deepseek.mscale = 1.0;
        deepseek.mscaleAllDim = 1.0;
        QTest::newRow("yarn DeepSeek-V3") << "rope_yarn_dim64_base10000_f40_orig4096_mscale1_1" << 64 << 10000.0
                                          << 163840LL << deepseek;
        RopeScaling llama31;
        llama31.type = RopeScalingType::Llama3;
        llama31.factor = 8;
        llama31.originalMaxPositions = 8192;
        QTest::newRow("llama3 Llama 3.1") << "rope_llama3_dim128_base500000_f8_lo1_hi4_orig8192" << 128 << 500000.0
                                          << 131072LL << llama31;
        RopeScaling llama32 = llama31;
        llama32.factor = 32;
        QTest::newRow("llama3 Llama 3.2") << "rope_llama3_dim64_base500000_f32_lo1_hi4_orig8192" << 64 << 500000.0
                                          << 131072LL << llama32;
    }

    void goldenCases()
    {
        QFETCH(QString, name);
        QFETCH(int, dim);
        QFETCH(double, base);
        QFETCH(long long, sequence);
        QFETCH(RopeScaling, scaling);
        const Eigen::MatrixXd golden = loadGolden(name + QStringLiteral(".csv"));
        QCOMPARE(golden.rows(), Eigen::Index(dim / 2));
        const ScaledFrequencies f = scaledFrequencies(scaling, dim, base, sequence);
        QVERIFY2(relativeError(f.original, golden.col(1)) < 1e-12, qPrintable(name));
        QVERIFY2(relativeError(f.scaled, golden.col(2)) < 1e-12,
                 qPrintable(name + QStringLiteral(": %1").arg(relativeError(f.scaled, golden.col(2)))));
        const double factor = loadGolden(name + QStringLiteral("_factor.csv"))(0, 0);
        QVERIFY2(std::abs(f.attentionFactor - factor) < 1e-12 * factor, qPrintable(QString::number(f.attentionFactor, 'g', 17)));
        if (scaling.type == RopeScalingType::Yarn) {
            const Eigen::MatrixXd ramp = loadGolden(name + QStringLiteral("_ramp.csv"));
            QVERIFY((f.ramp - ramp.col(1)).cwiseAbs().maxCoeff() < 1e-12);
        }
    }

    void yarnCorrectionRange()
    {
        // Qwen2.5: low 23, high 40 (truncated); gpt-oss: not rounded.
        RopeScaling s;
        s.type = RopeScalingType::Yarn;
        s.factor = 4;
        s.originalMaxPositions = 32768;
        ScaledFrequencies f = scaledFrequencies(s, 128, 1e6, 1);
        QCOMPARE(f.low, 23.0);
        QCOMPARE(f.high, 40.0);
        s.factor = 32;
        s.originalMaxPositions = 4096;
        s.truncate = false;
        f = scaledFrequencies(s, 64, 150000, 1);
        QVERIFY(std::abs(f.low - 8.0927791155124016) < 1e-12);
        QVERIFY(std::abs(f.high - 17.398024501588555) < 1e-12);
        // A given attention factor wins.
        s.attentionFactor = 1.25;
        QCOMPARE(scaledFrequencies(s, 64, 150000, 1).attentionFactor, 1.25);
    }

    void dynamicKeepsTheOriginalUpToItsLength()
    {
        RopeScaling s;
        s.type = RopeScalingType::Dynamic;
        s.factor = 2;
        s.maxPositions = 4096;
        const ScaledFrequencies f = scaledFrequencies(s, 128, 10000, 4096);
        QCOMPARE(f.base, 10000.0);
        QVERIFY(relativeError(f.scaled, f.original) < 1e-15);
    }

    void longRopeSwitchesItsFactorsPastTheOriginalLength()
    {
        // Phi-3 128k's shape: L0 4096, max 131072, R 8 (4 pairs here).
        RopeScaling s;
        s.type = RopeScalingType::LongRope;
        s.originalMaxPositions = 4096;
        s.maxPositions = 131072;
        s.shortFactor = {1.0, 1.5, 2.0, 3.0};
        s.longFactor = {2.0, 4.0, 8.0, 16.0};
        const ScaledFrequencies shortOnes = scaledFrequencies(s, 8, 10000, 4096);
        const ScaledFrequencies longOnes = scaledFrequencies(s, 8, 10000, 4097);
        QVERIFY(!shortOnes.longFactors);
        QVERIFY(longOnes.longFactors);
        for (int i = 0; i < 4; ++i) {
            const double theta = std::pow(10000.0, -2.0 * i / 8);
            QVERIFY(std::abs(shortOnes.scaled(i) - theta / s.shortFactor[i]) < 1e-15 * theta);
            QVERIFY(std::abs(longOnes.scaled(i) - theta / s.longFactor[i]) < 1e-15 * theta);
        }
        // factor = 131072 / 4096 = 32: sqrt(1 + ln 32 / ln 4096) = sqrt(1 + 5/12).
        QVERIFY(std::abs(longOnes.attentionFactor - std::sqrt(1.0 + 5.0 / 12.0)) < 1e-15);
        QCOMPARE(longOnes.attentionFactor, shortOnes.attentionFactor); // the same at every length
    }

    void badSettingsNameTheirField_data()
    {
        QTest::addColumn<RopeScaling>("scaling");
        QTest::addColumn<QString>("expected");
        RopeScaling s;
        s.type = RopeScalingType::Linear;
        s.factor = 0.5;
        QTest::newRow("factor below 1") << s << "factor = 0.5 is out of range (allowed 1 .. 1000000)";
        s.factor = std::nan("");
        QTest::newRow("factor NaN") << s << "factor = nan is out of range";
        s = RopeScaling{};
        s.type = RopeScalingType::Yarn;
        s.factor = 4;
        QTest::newRow("yarn without L0") << s << "original_max_position_embeddings = 0 is out of range";
        s.originalMaxPositions = 4096;
        s.betaFast = 0.5;
        QTest::newRow("beta_fast below beta_slow") << s << "beta_fast = 0.5 is out of range (allowed finite numbers > beta_slow)";
        s.betaFast = 32;
        s.mscale = -1.0;
        QTest::newRow("mscale") << s << "mscale = -1 is out of range";
        s = RopeScaling{};
        s.type = RopeScalingType::Llama3;
        s.factor = 8;
        s.originalMaxPositions = 8192;
        s.highFreqFactor = 0.5;
        QTest::newRow("llama3 high < low") << s << "high_freq_factor = 0.5 is out of range";
        s = RopeScaling{};
        s.type = RopeScalingType::Dynamic;
        s.factor = 2;
        QTest::newRow("dynamic without max") << s << "max_position_embeddings = 0 is out of range";
        s = RopeScaling{};
        s.type = RopeScalingType::LongRope;
        s.originalMaxPositions = 4096;
        s.shortFactor = {1, 1, 1};
        s.longFactor = {1, 1, 1, 1};
        QTest::newRow("longrope list length") << s << "short_factor has 3 values: it needs one per rotated pair, 4";
        s.shortFactor = {1, 1, 0, 1};
        QTest::newRow("longrope zero") << s << "short_factor = 0 is out of range";
        s = RopeScaling{};
        s.type = RopeScalingType::Ntk;
        s.factor = 1e308;
        QTest::newRow("factor huge") << s << "factor = 1e+308 is out of range (allowed 1 .. 1000000)";
    }

    void badSettingsNameTheirField()
    {
        QFETCH(RopeScaling, scaling);
        QFETCH(QString, expected);
        const QString problem = problemOf(scaling, 8);
        QVERIFY2(problem.startsWith(expected), qPrintable(problem));
        QVERIFY_THROWS_EXCEPTION(ParameterError, scaledFrequencies(scaling, 8, 10000, 100));
    }

    void enginesDifferWhereTheirSourcesSay()
    {
        // Qwen2.5's recipe (factor 4, L0 32768) in a config whose max_position_embeddings stays 32768: before
        // transformers #40320 the factor became 32768 / 32768 = 1 and nothing was scaled (#38224).
        RopeScaling qwen;
        qwen.type = RopeScalingType::Yarn;
        qwen.factor = 4;
        qwen.originalMaxPositions = 32768;
        qwen.maxPositions = 32768;
        const ScaledFrequencies newest = scaledFrequencies(qwen, 128, 1e6, 131072);
        const ScaledFrequencies older = scaledFrequencies(qwen, 128, 1e6, 131072, RopeEngine::Transformers450);
        QVERIFY(relativeError(older.scaled, older.original) < 1e-15);
        QCOMPARE(older.attentionFactor, 1.0);
        QVERIFY(std::abs(newest.scaled(63) - newest.original(63) / 4) < 1e-15 * newest.original(63));
        // Meta's reference code: llama3 always with factor 8, whatever the config says (Llama 3.2's 32).
        RopeScaling llama32;
        llama32.type = RopeScalingType::Llama3;
        llama32.factor = 32;
        llama32.originalMaxPositions = 8192;
        const ScaledFrequencies meta = scaledFrequencies(llama32, 64, 500000, 131072, RopeEngine::MetaReference);
        QVERIFY(std::abs(meta.scaled(31) - meta.original(31) / 8) < 1e-15 * meta.original(31));
        QVERIFY(std::abs(scaledFrequencies(llama32, 64, 500000, 131072).scaled(31) - meta.original(31) / 32) <
                1e-15 * meta.original(31));
        // vLLM: LongRoPE's long factors even for a short sequence, once the model is longer than L0.
        RopeScaling phi;
        phi.type = RopeScalingType::LongRope;
        phi.originalMaxPositions = 4096;
        phi.maxPositions = 131072;
        phi.shortFactor = {1, 1, 1, 1};
        phi.longFactor = {2, 2, 2, 2};
        QVERIFY(!scaledFrequencies(phi, 8, 10000, 100).longFactors);
        QVERIFY(scaledFrequencies(phi, 8, 10000, 100, RopeEngine::Vllm).longFactors);
        // llama.cpp: the ramp divided by max(0.001, high − low), the range always truncated: differs when high is
        // clamped below low. L0 = 10⁹ with base 100 puts both correction dims past R − 1 = 63: low = 107, high = 63.
        // Hugging Face divides by 63 − 107 < 0 (pair 10: ramp 1, divided by the factor), ggml by 0.001 (ramp 0).
        RopeScaling far;
        far.type = RopeScalingType::Yarn;
        far.factor = 4;
        far.originalMaxPositions = 1000000000;
        const ScaledFrequencies hf = scaledFrequencies(far, 64, 100, 8192);
        const ScaledFrequencies ggml = scaledFrequencies(far, 64, 100, 8192, RopeEngine::LlamaCpp);
        QVERIFY2(hf.low > hf.high, qPrintable(QStringLiteral("%1 %2").arg(hf.low).arg(hf.high)));
        QCOMPARE(hf.ramp(10), 1.0);
        QCOMPARE(ggml.ramp(10), 0.0);
        QCOMPARE(ggml.scaled(10), ggml.original(10)); // kept
        QVERIFY(std::abs(hf.scaled(10) - hf.original(10) / 4) < 1e-15 * hf.original(10));
        // DeepSeek's reference: no yarn up to L0; past it cos and sin unscaled, the softmax scale × mscale².
        RopeScaling deepseek;
        deepseek.type = RopeScalingType::Yarn;
        deepseek.factor = 40;
        deepseek.originalMaxPositions = 4096;
        deepseek.mscale = 1.0;
        deepseek.mscaleAllDim = 1.0;
        const ScaledFrequencies shortRun = scaledFrequencies(deepseek, 64, 10000, 4096, RopeEngine::DeepSeekReference);
        QVERIFY(relativeError(shortRun.scaled, shortRun.original) < 1e-15);
        const ScaledFrequencies longRun = scaledFrequencies(deepseek, 64, 10000, 163840, RopeEngine::DeepSeekReference);
        QVERIFY(std::abs(longRun.softmaxScaleFactor - 1.8738542070926265) < 1e-15);
        // transformers' DeepSeek-V3 attention scales its softmax by get_mscale(40, mscale_all_dim = 1)² too
        // (modeling_deepseek_v3.py; golden/README.md): past L0 the two give the same logits.
        QVERIFY(std::abs(scaledFrequencies(deepseek, 64, 10000, 163840).softmaxScaleFactor - 1.8738542070926265) < 1e-15);
        // ggml (ggml_rope_yarn_corr_dims) and DeepSeek's model.py floor and ceil the correction range always:
        // gpt-oss's truncate false is read as true there.
        RopeScaling oss;
        oss.type = RopeScalingType::Yarn;
        oss.factor = 32;
        oss.originalMaxPositions = 4096;
        oss.truncate = false;
        RopeScaling truncated = oss;
        truncated.truncate = true;
        const ScaledFrequencies ossGgml = scaledFrequencies(oss, 64, 150000, 131072, RopeEngine::LlamaCpp);
        QVERIFY(relativeError(ossGgml.scaled, scaledFrequencies(truncated, 64, 150000, 131072).scaled) < 1e-15);
        QVERIFY(relativeError(ossGgml.scaled, scaledFrequencies(oss, 64, 150000, 131072).scaled) > 1e-4);
        QCOMPARE(ossGgml.low, std::floor(ossGgml.low));
        QCOMPARE(longRun.attentionFactor, 1.0);
        QVERIFY(relativeError(longRun.scaled, scaledFrequencies(deepseek, 64, 10000, 163840).scaled) < 1e-15);
        // transformers 4.43: DeepSeek-V3's block (max_position_embeddings 163840) took its correction range from
        // 163840, not L0 = 4096, and its attention factor was 0.1 ln 40 + 1 without mscale's ratio.
        RopeScaling v3 = deepseek;
        v3.maxPositions = 163840;
        const ScaledFrequencies v443 = scaledFrequencies(v3, 64, 10000, 163840, RopeEngine::Transformers443);
        RopeScaling corrFromMax = v3;
        corrFromMax.originalMaxPositions = 163840;
        corrFromMax.mscale.reset();
        corrFromMax.mscaleAllDim.reset();
        QVERIFY(relativeError(v443.scaled, scaledFrequencies(corrFromMax, 64, 10000, 163840).scaled) < 1e-15);
        QVERIFY(std::abs(v443.attentionFactor - (0.1 * std::log(40.0) + 1)) < 1e-15);
        QCOMPARE(scaledFrequencies(v3, 64, 10000, 163840).attentionFactor, 1.0); // mscale / mscale_all_dim = 1
        QVERIFY(v443.low > scaledFrequencies(v3, 64, 10000, 163840).low);
        QVERIFY(scaledFrequencies(phi, 8, 10000, 100, RopeEngine::Transformers443).longFactors);
        for (const RopeEngine engine : {RopeEngine::Transformers, RopeEngine::Transformers450, RopeEngine::Transformers443, RopeEngine::Vllm,
                                        RopeEngine::LlamaCpp, RopeEngine::MetaReference, RopeEngine::DeepSeekReference})
            QCOMPARE(ropeEngineNames.value(ropeEngineNames.name(engine)), std::optional(engine));
    }

    void namesRoundTrip()
    {
        QVERIFY(!ropeEngineNames.value("tensorflow"));
        for (const RopeScalingType type : {RopeScalingType::Default, RopeScalingType::Linear, RopeScalingType::Ntk,
                                           RopeScalingType::Dynamic, RopeScalingType::Yarn, RopeScalingType::LongRope,
                                           RopeScalingType::Llama3})
            QCOMPARE(ropeScalingNames.value(ropeScalingNames.name(type)), std::optional(type));
        QCOMPARE(ropeScalingNames.value("su"), std::optional(RopeScalingType::LongRope));
        QCOMPARE(ropeScalingNames.value("default"), std::optional(RopeScalingType::Default));
        QVERIFY(!ropeScalingNames.value("xpos"));
    }
};


QTEST_GUILESS_MAIN(TestRopeScaling)
#include "tst_ropescaling.moc"
