// One attention head: without positions, reordering the tokens only reorders the result.
#include <posenc/analysis/attention.h>
#include <posenc/encodings/parameters.h>
#include <posenc/embedding/tokenembedding.h>
#include <posenc/encodings/sinusoidal.h>
#include <posenc/text/tokenizer.h>

#include <QTest>

#include <cmath>

class TestAttention : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sentencesHaveALimitOfTheirOwn();
    void stackedSentencesGiveEachSentencesOwnWeights();
    void headIsSeededAndStable();
    void weightsAreRowStochastic();
    void permutationInvarianceWithoutPe_data();
    void permutationInvarianceWithoutPe();
    void positionsBreakTheInvariance();
    void permutationBetween();
    void rejectsWrongWidth();
    void weightsFollowTheFormula();
};

void TestAttention::headIsSeededAndStable()
{
    using W = posenc::AttentionHead::Weights;
    const posenc::AttentionHead a = posenc::seededAttentionHead(16);
    const posenc::AttentionHead b = posenc::seededAttentionHead(16);
    QVERIFY(a.matrix(W::Query) == b.matrix(W::Query));
    QVERIFY(a.matrix(W::Query) != a.matrix(W::Key));
    QCOMPARE(a.matrix(W::Value).rows(), Eigen::Index(16));
    // Growing d_model keeps the entries up to the 1/sqrt(d_model) scale.
    const posenc::AttentionHead big = posenc::seededAttentionHead(64);
    QVERIFY((big.matrix(W::Query).topLeftCorner(16, 16) * 8.0 - a.matrix(W::Query) * 4.0).cwiseAbs().maxCoeff() < 1e-14);
    // Variance 1/d_model (Xavier-like), mean 0.
    const Eigen::MatrixXd w = posenc::seededAttentionHead(256).matrix(W::Key);
    QVERIFY(std::abs(w.mean()) < 0.01 / 16);
    QVERIFY(std::abs(w.array().square().mean() * 256 - 1.0) < 0.02);
    // Projection without storing W equals the product with W.
    const Eigen::MatrixXd x = Eigen::MatrixXd::Random(3, 16);
    QVERIFY((a.project(x, W::Value) - x * a.matrix(W::Value)).cwiseAbs().maxCoeff() < 1e-14);
}

void TestAttention::weightsAreRowStochastic()
{
    const Eigen::MatrixXd x = posenc::tokenEmbedding({"I", "love", "you"}, 3, 32, true);
    const Eigen::MatrixXd a = posenc::attentionWeights(x, posenc::seededAttentionHead(32));
    QCOMPARE(a.rows(), Eigen::Index(3));
    QVERIFY((a.rowwise().sum().array() - 1.0).abs().maxCoeff() < 1e-15);
    QVERIFY(a.minCoeff() > 0);
}

void TestAttention::permutationInvarianceWithoutPe_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("dModel");
    QTest::newRow("seed") << "I love you" << "you love I" << 60;
    QTest::newRow("repeated words") << "the cat saw the dog" << "the dog saw the cat" << 16;
    QTest::newRow("Chinese") << "我是一条狗" << "狗是一条我" << 512;
    QTest::newRow("3-cycle") << "a b c" << "b c a" << 24; // a permutation that is not its own inverse
}

void TestAttention::permutationInvarianceWithoutPe()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, dModel);
    const auto tokensA = posenc::tokenize(a.toStdString());
    const auto tokensB = posenc::tokenize(b.toStdString());
    const auto p = posenc::permutationBetween(tokensA, tokensB);
    QVERIFY(p.has_value());
    const int n = static_cast<int>(tokensA.size());
    const posenc::AttentionHead head = posenc::seededAttentionHead(dModel);
    const Eigen::MatrixXd xa = posenc::tokenEmbedding(tokensA, n, dModel, true);
    const Eigen::MatrixXd xb = posenc::tokenEmbedding(tokensB, n, dModel, true);
    QVERIFY((posenc::attentionWeights(xb, head) - posenc::permuteRowsAndColumns(posenc::attentionWeights(xa, head), *p))
                .cwiseAbs()
                .maxCoeff() < 1e-12);
    QVERIFY((posenc::attentionOutput(xb, head) - posenc::permuteRows(posenc::attentionOutput(xa, head), *p))
                .cwiseAbs()
                .maxCoeff() < 1e-12);
}

void TestAttention::positionsBreakTheInvariance()
{
    const std::vector<std::string> a{"I", "love", "you"};
    const std::vector<std::string> b{"you", "love", "I"};
    const auto p = posenc::permutationBetween(a, b);
    const posenc::AttentionHead head = posenc::seededAttentionHead(60);
    const Eigen::MatrixXd pe = posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(60, 10000.0, 0), 3);
    const Eigen::MatrixXd wa = posenc::attentionWeights(posenc::tokenEmbedding(a, 3, 60, true) + pe, head);
    const Eigen::MatrixXd wb = posenc::attentionWeights(posenc::tokenEmbedding(b, 3, 60, true) + pe, head);
    QVERIFY((wb - posenc::permuteRowsAndColumns(wa, *p)).cwiseAbs().maxCoeff() > 1e-3);
}

void TestAttention::permutationBetween()
{
    const auto p = posenc::permutationBetween({"a", "b", "a", "c"}, {"c", "a", "b", "a"});
    QVERIFY(p.has_value());
    QCOMPARE(*p, std::vector<int>({3, 0, 1, 2}));
    QVERIFY(!posenc::permutationBetween({"a", "b"}, {"a", "c"}));
    QVERIFY(!posenc::permutationBetween({"a", "b"}, {"a"}));
}

void TestAttention::rejectsWrongWidth()
{
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             posenc::attentionWeights(Eigen::MatrixXd::Zero(2, 5), posenc::seededAttentionHead(4)));
    QVERIFY_THROWS_EXCEPTION(posenc::ParameterError, posenc::seededAttentionHead(0));
}

void TestAttention::weightsFollowTheFormula()
{
    // softmax over rows of (X W_Q)(X W_K)^T / sqrt(d), written out with the head's explicit matrices.
    using W = posenc::AttentionHead::Weights;
    const int d = 4;
    const posenc::AttentionHead head = posenc::seededAttentionHead(d);
    Eigen::MatrixXd x(2, d);
    x << 1.0, -0.5, 0.25, 2.0, //
        0.0, 1.5, -1.0, 0.5;
    const Eigen::MatrixXd q = x * head.matrix(W::Query);
    const Eigen::MatrixXd k = x * head.matrix(W::Key);
    Eigen::MatrixXd expected(2, 2);
    for (int r = 0; r < 2; ++r) {
        const double s0 = q.row(r).dot(k.row(0)) / 2.0; // sqrt(4) = 2
        const double s1 = q.row(r).dot(k.row(1)) / 2.0;
        expected(r, 0) = std::exp(s0) / (std::exp(s0) + std::exp(s1));
        expected(r, 1) = std::exp(s1) / (std::exp(s0) + std::exp(s1));
    }
    QVERIFY((posenc::attentionWeights(x, head) - expected).cwiseAbs().maxCoeff() < 1e-14);
}

void TestAttention::sentencesHaveALimitOfTheirOwn()
{
    // The head costs about n * d_model^2: the demonstration takes at most 32 tokens a sentence.
    const auto scheme = posenc::SinusoidalScheme::paper(8);
    std::vector<std::string> words;
    for (int i = 0; i < posenc::limits::maxAttentionTokens; ++i)
        words.push_back(std::to_string(i)); // (not "w" + ...: GCC 12 warns falsely about that)
    const posenc::PermutationDemo demo = posenc::permutationDemo(words, words, scheme, true, true);
    QCOMPARE(demo.weightsA.rows(), Eigen::Index(32));
    QVERIFY(demo.mismatch < 1e-12); // the same sentence: the same weights
    // Without a score head given, every score family is still measured with its defaults: NoPE, sinusoidal,
    // learned, then RoPE, ALiBi and T5 (no bias table: it cannot run, NaN).
    QCOMPARE(demo.byFamily.size(), std::size_t(3) + posenc::defaultScoreHeads().size());
    for (std::size_t f = 3; f < demo.byFamily.size(); ++f) {
        QCOMPARE(demo.byFamily[f].scores, posenc::encodingOf(posenc::defaultScoreHeads()[f - 3]));
        QCOMPARE(std::isnan(demo.byFamily[f].mismatch), demo.byFamily[f].scores == posenc::ScoreEncoding::T5);
    }
    words.push_back("one more");
    try {
        posenc::permutationDemo(words, words, scheme, true, false);
        QFAIL("33 tokens accepted");
    } catch (const posenc::ParameterError &error) {
        QCOMPARE(QString::fromUtf8(error.what()),
                 QStringLiteral("the sentence has 33 tokens, out of range (allowed 1 .. 32 for the attention view)"));
    }
}

void TestAttention::stackedSentencesGiveEachSentencesOwnWeights()
{
    // Both sentences go through the head at once; each must still get the weights it would get alone.
    const auto scheme = posenc::SinusoidalScheme::paper(16);
    const std::vector<std::string> a{"I", "love", "you"};
    const std::vector<std::string> b{"you", "love", "I", "too"};
    const posenc::PermutationDemo demo = posenc::permutationDemo(a, b, scheme, true, true);
    const posenc::AttentionHead head = posenc::seededAttentionHead(16);
    const Eigen::MatrixXd alone = posenc::attentionWeights(
        posenc::tokenEmbedding(b, 4, 16, true) + posenc::sinusoidalEncoding(scheme, 4), head);
    QVERIFY((demo.weightsB - alone).cwiseAbs().maxCoeff() < 1e-15);
}

QTEST_APPLESS_MAIN(TestAttention)
#include "tst_attention.moc"
