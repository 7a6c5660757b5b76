// The scores slot in one head: RoPE's scores depend on j − i only, ALiBi and T5 add their biases, and
// which families break the permutation symmetry of "I love you" against "you love I" (measured).
#include <posenc/analysis/attention.h>
#include <posenc/analysis/scoredattention.h>
#include <posenc/encodings/parameters.h>
#include <posenc/embedding/tokenembedding.h>
#include <posenc/learned/learnedtable.h>

#include <QTest>

#include <cmath>

using namespace posenc;

namespace {

/// A head of family \a kind: RoPE's defaults, ALiBi's first slope of 8 heads, T5's first column of the seeded
/// table of 8 heads.
ScoreHead slotWith(ScoreEncoding kind)
{
    ScoreHead head = defaultScoreHead(kind);
    if (auto *alibi = std::get_if<AlibiHead>(&head))
        alibi->slope = alibiSlopes(8)[0];
    if (auto *t5 = std::get_if<T5Head>(&head))
        t5->biases = seededT5BiasTable(t5->spec.numBuckets, 8).col(0);
    return head;
}

/// Every family but none, as the window measures them beside the chosen scheme.
std::vector<ScoreHead> everyFamily()
{
    return {slotWith(ScoreEncoding::Rope), slotWith(ScoreEncoding::Alibi), slotWith(ScoreEncoding::T5)};
}

/// Q and K of one token repeated n times: every difference between scores comes from the positions.
std::pair<Eigen::MatrixXd, Eigen::MatrixXd> repeatedToken(int n, int dModel)
{
    const AttentionHead head = seededAttentionHead(dModel);
    const Eigen::MatrixXd x = tokenEmbedding(std::vector<std::string>(n, "word"), n, dModel, true);
    return {head.project(x, AttentionHead::Weights::Query), head.project(x, AttentionHead::Weights::Key)};
}

} // namespace

class TestScoredAttention : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ropeScoresDependOnDistanceOnly()
    {
        // One token everywhere: <R(i) q, R(j) k> = q^T R(j − i) k, so the pre-softmax scores are constant along
        // each diagonal; the weights are not (a row's softmax sees a different window), but the scores are.
        const auto [q, k] = repeatedToken(9, 16);
        const ScoreHead slot = slotWith(ScoreEncoding::Rope);
        const Eigen::MatrixXd s = scoreRotatedRows(slot, q) * scoreRotatedRows(slot, k).transpose();
        double spread = 0;
        for (int i = 1; i < 9; ++i)
            for (int j = 1; j < 9; ++j)
                spread = std::max(spread, std::abs(s(i, j) - s(i - 1, j - 1)));
        QVERIFY(spread < 1e-12);
        QVERIFY(std::abs(s(0, 1) - s(0, 3)) > 1e-6); // but not constant: the distance matters
        // Row 0 is not rotated (R(0) = I), row 1 by theta_i.
        QVERIFY((scoreRotatedRows(slot, q).row(0) - q.row(0)).cwiseAbs().maxCoeff() == 0);
        QVERIFY((scoreRotatedRows(slot, q).row(1) - q.row(1)).cwiseAbs().maxCoeff() > 1e-3);
    }
    void oddDModelKeepsTheLoneColumn()
    {
        const auto [q, k] = repeatedToken(4, 7);
        const Eigen::MatrixXd rotated = scoreRotatedRows(slotWith(ScoreEncoding::Rope), q);
        QCOMPARE(rotated.col(6), q.col(6));
        QVERIFY((rotated.col(0) - q.col(0)).cwiseAbs().maxCoeff() > 1e-6);
    }
    void biasesAreAddedBeforeTheSoftmax()
    {
        const auto [q, k] = repeatedToken(6, 16);
        for (const ScoreEncoding kind : {ScoreEncoding::Alibi, ScoreEncoding::T5}) {
            const ScoreHead slot = slotWith(kind);
            const Eigen::MatrixXd bias = scoreBias(slot, 6);
            const Eigen::MatrixXd weights = scoredAttentionWeights(q, k, slot);
            const Eigen::MatrixXd expected = softmaxWithBias((q * k.transpose()) / 4.0, bias);
            QVERIFY((weights - expected).cwiseAbs().maxCoeff() < 1e-15);
            QVERIFY((weights.rowwise().sum().array() - 1).abs().maxCoeff() < 1e-15);
        }
        // ALiBi causal: row i's bias is −m (i − j), keys after the query masked; T5: the table's entry of each
        // bucket.
        const ScoreHead alibi = slotWith(ScoreEncoding::Alibi);
        const Eigen::MatrixXd bias = scoreBias(alibi, 6);
        QCOMPARE(bias(5, 2), -std::get<AlibiHead>(alibi).slope * 3);
        QVERIFY(std::isinf(bias(2, 5)));
        QCOMPARE(scoredAttentionWeights(q, k, alibi)(2, 5), 0.0);
        const T5Head t5 = std::get<T5Head>(slotWith(ScoreEncoding::T5));
        QCOMPARE(scoreBias(t5, 6)(1, 4), t5.biases(t5Bucket(3, t5.spec)));
        QCOMPARE(scoreBias(t5, 6)(4, 1), t5.biases(t5Bucket(-3, t5.spec)));
    }
    void shortBiasTableIsRefused()
    {
        ScoreHead slot = slotWith(ScoreEncoding::T5);
        std::get<T5Head>(slot).biases.resize(5);
        QVERIFY_THROWS_EXCEPTION(ParameterError, scoreBias(slot, 4));
    }
    void familiesThatBreakTheSymmetry()
    {
        // "I love you" against "you love I": only NoPE keeps the weights a mere reordering.
        const std::vector<std::string> a{"I", "love", "you"}, b{"you", "love", "I"};
        const auto scheme = SinusoidalScheme::paper(16);
        const PermutationDemo demo =
            permutationDemo(a, b, scheme, true, AddedEncoding::None, slotWith(ScoreEncoding::None), nullptr, everyFamily());
        QCOMPARE(demo.byFamily.size(), std::size_t(6));
        for (std::size_t f = 3; f < 6; ++f) // the score families given, in their order
            QVERIFY(demo.byFamily[f].added == AddedEncoding::None && demo.byFamily[f].scores == encodingOf(everyFamily()[f - 3]));
        QVERIFY(demo.byFamily[0].added == AddedEncoding::None && demo.byFamily[0].scores == ScoreEncoding::None);
        QVERIFY(demo.byFamily[0].mismatch < 1e-12);
        for (std::size_t f = 1; f < 6; ++f)
            QVERIFY2(demo.byFamily[f].mismatch > 1e-4, std::to_string(f).c_str());
        QVERIFY(demo.mismatch < 1e-12); // the chosen scheme here is NoPE
        QCOMPARE(demo.tokenQueriesA.rows(), Eigen::Index(3));
        QCOMPARE(demo.tokenQueriesA.cols(), Eigen::Index(16));
    }
    void chosenSchemeMatchesItsFamily_data()
    {
        QTest::addColumn<int>("added");
        QTest::addColumn<int>("scores");
        QTest::addColumn<int>("family");
        QTest::newRow("sinusoidal") << int(AddedEncoding::Sinusoidal) << int(ScoreEncoding::None) << 1;
        QTest::newRow("learned") << int(AddedEncoding::Learned) << int(ScoreEncoding::None) << 2;
        QTest::newRow("rope") << int(AddedEncoding::None) << int(ScoreEncoding::Rope) << 3;
        QTest::newRow("alibi") << int(AddedEncoding::None) << int(ScoreEncoding::Alibi) << 4;
        QTest::newRow("t5") << int(AddedEncoding::None) << int(ScoreEncoding::T5) << 5;
    }
    void chosenSchemeMatchesItsFamily()
    {
        // The families are measured from summed projections (x W is linear); the chosen scheme directly.
        QFETCH(int, added);
        QFETCH(int, scores);
        QFETCH(int, family);
        const std::vector<std::string> a{"the", "cat", "sat", "on", "the", "mat"};
        const std::vector<std::string> b{"the", "mat", "sat", "on", "the", "cat"};
        const PermutationDemo demo = permutationDemo(a, b, SinusoidalScheme::paper(32), true, AddedEncoding(added),
                                                     slotWith(ScoreEncoding(scores)), nullptr, everyFamily());
        QVERIFY(demo.mismatch > 1e-4);
        QVERIFY(std::abs(demo.mismatch - demo.byFamily[family].mismatch) < 1e-12);
    }
    void combinationsUseBothSlots()
    {
        // Sinusoidal PE with RoPE on top: both act; the weights differ from either alone.
        const std::vector<std::string> a{"I", "love", "you"}, b{"you", "love", "I"};
        const auto scheme = SinusoidalScheme::paper(16);
        const PermutationDemo both =
            permutationDemo(a, b, scheme, true, AddedEncoding::Sinusoidal, slotWith(ScoreEncoding::Rope));
        const PermutationDemo pe =
            permutationDemo(a, b, scheme, true, AddedEncoding::Sinusoidal, slotWith(ScoreEncoding::None));
        const PermutationDemo rope = permutationDemo(a, b, scheme, true, AddedEncoding::None, slotWith(ScoreEncoding::Rope));
        QVERIFY((both.weightsA - pe.weightsA).cwiseAbs().maxCoeff() > 1e-4);
        QVERIFY((both.weightsA - rope.weightsA).cwiseAbs().maxCoeff() > 1e-4);
    }
    void shortLearnedTableLeavesItsFamilyUnmeasured()
    {
        const std::vector<std::string> a{"I", "love", "you"}, b{"you", "love", "I"};
        const LearnedTable table = LearnedTable::seeded(2, 16);
        const PermutationDemo demo = permutationDemo(a, b, SinusoidalScheme::paper(16), true, AddedEncoding::None,
                                                     slotWith(ScoreEncoding::None), &table);
        QVERIFY(std::isnan(demo.byFamily[2].mismatch));
        QVERIFY(demo.byFamily[1].mismatch > 1e-4); // the others still measured
        QVERIFY_THROWS_EXCEPTION(ParameterError, permutationDemo(a, b, SinusoidalScheme::paper(16), true,
                                                                 AddedEncoding::Learned, ScoreHead{}, &table));
    }
    void fairseqFamiliesAreMeasured()
    {
        // fairseq's scheme starts at padding_idx + 1: the families are still measured at 0 .. n-1.
        SinusoidalScheme scheme = SinusoidalScheme::paper(16);
        scheme.paddingIdx = 1;
        scheme.firstPosition = 2;
        const PermutationDemo demo = permutationDemo({"I", "love", "you"}, {"you", "love", "I"}, scheme, true,
                                                     AddedEncoding::None, ScoreHead{});
        QVERIFY(demo.byFamily[1].mismatch > 1e-4);
        QVERIFY(demo.byFamily[2].mismatch > 1e-4);
    }
    void withoutAPermutationNothingIsMeasured()
    {
        const PermutationDemo demo = permutationDemo({"I", "love", "you"}, {"you", "hate", "me"},
                                                     SinusoidalScheme::paper(8), true, AddedEncoding::None, ScoreHead{});
        for (const auto &family : demo.byFamily)
            QVERIFY(std::isnan(family.mismatch));
    }
};

QTEST_APPLESS_MAIN(TestScoredAttention)
#include "tst_scoredattention.moc"
