// What context extension does, in the numbers the figures draw: the pairs' regions under YaRN and llama3
// (against the golden ramp), the score and decay bound at sampled distances against rope.h's own at every
// distance and against the golden decay bound, the attention factor's square on the score, a narrow format's
// angles, the log and linear samples, and the angles never seen in training.
#include "golden.h"

#include <posenc/analysis/contextextension.h>
#include <posenc/analysis/ropeanalysis.h>
#include <posenc/encodings/parameters.h>

#include <QTest>

#include <cmath>
#include <numbers>

using namespace posenc;

class TestContextExtension : public QObject
{
    Q_OBJECT

private slots:
    void regionsFollowTheRamp()
    {
        RopeScaling yarn;
        yarn.type = RopeScalingType::Yarn;
        yarn.factor = 4;
        yarn.originalMaxPositions = 32768;
        const ScaledFrequencies f = scaledFrequencies(yarn, 128, 1e6, 131072);
        const std::vector<PairRegion> regions = pairRegions(f, yarn.factor, true);
        QCOMPARE(int(regions.size()), 64);
        const Eigen::MatrixXd ramp = loadGolden(QStringLiteral("rope_yarn_dim128_base1e6_f4_orig32768_ramp.csv"));
        for (int i = 0; i < 64; ++i) {
            const double r = ramp(i, 1);
            const PairRegion expected = r == 0 ? PairRegion::Kept : r == 1 ? PairRegion::Interpolated : PairRegion::Blended;
            QCOMPARE(regions[std::size_t(i)], expected);
        }
        // llama3: fast pairs kept, slow ones divided by 8, a band between.
        RopeScaling llama;
        llama.type = RopeScalingType::Llama3;
        llama.factor = 8;
        llama.originalMaxPositions = 8192;
        const ScaledFrequencies l = scaledFrequencies(llama, 128, 500000, 131072);
        const std::vector<PairRegion> lr = pairRegions(l, 8, true);
        QCOMPARE(lr.front(), PairRegion::Kept);
        QCOMPARE(lr.back(), PairRegion::Interpolated);
        // The smooth band: wavelengths between L0/4 and L0 (2π/θ from 2048 to 8192 positions).
        for (int i = 0; i < 64; ++i) {
            const double wavelength = 2 * std::numbers::pi / l.original(i);
            QCOMPARE(lr[std::size_t(i)] == PairRegion::Blended, wavelength > 2048 && wavelength < 8192);
        }
        // ntk: the first pair kept, the last divided by the factor exactly (base' = base · f^(R/(R−2))), those
        // between each by its own amount.
        RopeScaling ntk;
        ntk.type = RopeScalingType::Ntk;
        ntk.factor = 4;
        const std::vector<PairRegion> nr = pairRegions(scaledFrequencies(ntk, 16, 10000, 100), 4, false);
        QCOMPARE(nr.front(), PairRegion::Kept);
        QCOMPARE(nr[4], PairRegion::Rescaled);
        QCOMPARE(nr.back(), PairRegion::Interpolated);
    }

    void samplesSpreadAndEndAtTheLimits()
    {
        const std::vector<long long> few = logSamples(5, 100);
        QCOMPARE(few, (std::vector<long long>{1, 2, 3, 4, 5}));
        const std::vector<long long> many = logSamples(131071, 500);
        QCOMPARE(many.front(), 1LL);
        QCOMPARE(many.back(), 131071LL);
        QVERIFY(std::adjacent_find(many.begin(), many.end(), [](long long a, long long b) { return a >= b; }) == many.end());
        QCOMPARE(int(many.size()), 500);
        const std::vector<long long> lin = linearSamples(1000000, 11);
        QCOMPARE(lin, (std::vector<long long>{0, 100000, 200000, 300000, 400000, 500000, 600000, 700000, 800000, 900000,
                                              1000000}));
        QCOMPARE(linearSamples(3, 10), (std::vector<long long>{0, 1, 2, 3}));
    }

    void scoreIsRopesScoreTimesTheFactorSquared()
    {
        for (const RopePairing pairing : {RopePairing::Interleaved, RopePairing::Halves}) {
            RopeSpec spec;
            spec.headDim = 12;
            spec.rotaryDim = 8; // 4 dimensions unrotated: their product is added unscaled
            spec.base = 10000;
            spec.pairing = pairing;
            const Eigen::VectorXd q = seededRopeVector(12, RopeVector::Query);
            const Eigen::VectorXd k = seededRopeVector(12, RopeVector::Key);
            Eigen::VectorXd thetas = ropeThetas(spec);
            thetas /= 3.0;
            const std::vector<long long> distances = {0, 1, 7, 100, 4097, 131071};
            const Eigen::VectorXd g = scaledScoreAt(spec, thetas, 1.0, q, k, distances);
            for (std::size_t s = 0; s < distances.size(); ++s)
                QVERIFY(std::abs(g(Eigen::Index(s)) - rotate(spec, thetas, q, double(distances[s])).dot(k)) < 1e-12);
            const double a = 1.2;
            const Eigen::VectorXd scaled = scaledScoreAt(spec, thetas, a, q, k, distances);
            double unrotated = 0;
            for (int d = 8; d < 12; ++d)
                unrotated += q(d) * k(d);
            for (std::size_t s = 0; s < distances.size(); ++s) {
                const Eigen::Index e = Eigen::Index(s);
                QVERIFY(std::abs(scaled(e) - (a * a * (g(e) - unrotated) + unrotated)) < 1e-12);
            }
        }
    }

    void narrowFormatsRoundTheAngle()
    {
        RopeSpec spec;
        spec.headDim = 2;
        spec.base = 10000;
        const Eigen::VectorXd q = Eigen::Vector2d(1, 0), k = Eigen::Vector2d(1, 0);
        const Eigen::VectorXd one = Eigen::VectorXd::Ones(1);
        // Pair 0 (θ = 1) at r = 4095: bfloat16 makes it 4096, so the score is cos(4096) rounded to bfloat16.
        const Eigen::VectorXd g = scaledScoreAt(spec, one, 1.0, q, k, {4095}, NumberFormat::BFloat16);
        QCOMPARE(g(0), roundTo(std::cos(4096.0), NumberFormat::BFloat16));
        QVERIFY(std::abs(scaledScoreAt(spec, one, 1.0, q, k, {4095})(0) - std::cos(4095.0)) < 1e-15);
        QVERIFY_THROWS_EXCEPTION(ParameterError, scaledScoreAt(spec, Eigen::VectorXd::Ones(2), 1.0, q, k, {1}));
    }

    void decayBoundMatchesTheGolden()
    {
        const Eigen::MatrixXd golden = loadGolden(QStringLiteral("rope_decay_d128_base10000.csv"));
        RopeSpec spec;
        spec.headDim = 128;
        spec.base = 10000;
        std::vector<long long> distances;
        for (Eigen::Index r = 0; r < golden.rows(); ++r)
            distances.push_back(std::llround(golden(r, 0)));
        const Eigen::VectorXd bound = decayBoundAt(ropeThetas(spec), distances);
        for (Eigen::Index r = 0; r < golden.rows(); ++r)
            QVERIFY2(std::abs(bound(r) - golden(r, 1)) < 1e-12 * std::max(1.0, golden(r, 1)), qPrintable(QString::number(r)));
    }

    void unseenAnglesArePastTraining()
    {
        // head_dim 16, base 10000, L0 4096, no scaling: at p = 16383 the slow pairs (one turn takes more than
        // 4096 positions) reach angles they never reached in training; linear × 4 brings them back up to
        // p = 4 · 4096 (the angle θ·4096, one step past the last trained) and no further.
        RopeScaling none;
        const ScaledFrequencies f = scaledFrequencies(none, 16, 10000, 16384);
        const std::vector<bool> unseen = unseenAngles(f, 4096, 16383);
        const Eigen::VectorXd trained = trainedAngles(f.original, 4096);
        for (int i = 0; i < 8; ++i)
            QCOMPARE(bool(unseen[std::size_t(i)]), trained(i) < 2 * std::numbers::pi);
        QVERIFY(unseen.back());
        QVERIFY(!unseen.front());
        RopeScaling linear;
        linear.type = RopeScalingType::Linear;
        linear.factor = 4;
        const ScaledFrequencies l = scaledFrequencies(linear, 16, 10000, 16384);
        const std::vector<bool> after = unseenAngles(l, 4096, 16384);
        QVERIFY(std::none_of(after.begin(), after.end(), [](bool b) { return b; }));
        QVERIFY(unseenAngles(l, 4096, 16385).back());
    }
};

QTEST_GUILESS_MAIN(TestContextExtension)
#include "tst_contextextension.moc"
