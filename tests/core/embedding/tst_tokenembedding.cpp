// Token embeddings: deterministic, per token, stable under growing d_model; and the sum with PE.
#include <posenc/analysis/displayreduction.h>
#include <posenc/embedding/tokenembedding.h>
#include <posenc/embedding/tokentable.h>
#include <posenc/encodings/parameters.h>
#include <posenc/encodings/sinusoidal.h>

#include <QTest>

#include <cmath>

class TestTokenEmbedding : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void hashIsFnv1a();
    void valuesArePinned_data();
    void valuesArePinned();
    void sameTokenSameRow();
    void differentTokensDiffer();
    void growingDModelKeepsFirstColumns();
    void unscaledIsScaledOverSqrtD();
    void paddingRowsAreZero();
    void componentsAreStandardNormal();
    void rejectsBadSizes();
    void addEncoding();
    void addEncodingRejectsShapeMismatch();
    void tableEqualsTheMatrix();
    void tableKeepsComputedColumns();
    void tableReducesLikeTheMatrix();
};

void TestTokenEmbedding::hashIsFnv1a()
{
    // Published FNV-1a 64-bit test vectors: the hash, and so every picture, is the same on every platform.
    QCOMPARE(posenc::tokenHash(""), 0xcbf29ce484222325ULL);
    QCOMPARE(posenc::tokenHash("a"), 0xaf63dc4c8601ec8cULL);
    QCOMPARE(posenc::tokenHash("foobar"), 0x85944171f73967e8ULL);
}

void TestTokenEmbedding::valuesArePinned_data()
{
    // Recorded once: a change of the generator would reshuffle every lecturer's slides.
    QTest::addColumn<QString>("token");
    QTest::addColumn<int>("j");
    QTest::addColumn<double>("expected");
    QTest::newRow("I, 0") << "I" << 0 << -1.5315992893616217;
    QTest::newRow("I, 59") << "I" << 59 << -0.66080591662573829;
    QTest::newRow("love, 1") << "love" << 1 << -0.55178726643224896;
    QTest::newRow("我, 0") << "我" << 0 << -0.3386949101706811;
    QTest::newRow("我, 59") << "我" << 59 << -0.33739209676901011;
}

void TestTokenEmbedding::valuesArePinned()
{
    QFETCH(QString, token);
    QFETCH(int, j);
    QFETCH(double, expected);
    const double value = posenc::tokenComponent(posenc::tokenHash(token.toStdString()), j);
    QVERIFY2(std::abs(value - expected) <= 1e-12, qPrintable(QString::number(value, 'g', 17)));
    const Eigen::MatrixXd scaled = posenc::tokenEmbedding({token.toStdString()}, 1, 60, true);
    QCOMPARE(scaled(0, j), value);
}

void TestTokenEmbedding::sameTokenSameRow()
{
    const std::vector<std::string> tokens{"you", "love", "I", "love", "you"};
    const Eigen::MatrixXd e = posenc::tokenEmbedding(tokens, 5, 32, true);
    QCOMPARE(e.rows(), Eigen::Index(5));
    QCOMPARE(e.cols(), Eigen::Index(32));
    QVERIFY(e.row(0) == e.row(4));
    QVERIFY(e.row(1) == e.row(3));
    // Independent of position and of the other tokens.
    const Eigen::MatrixXd alone = posenc::tokenEmbedding({"love"}, 1, 32, true);
    QVERIFY(alone.row(0) == e.row(1));
}

void TestTokenEmbedding::differentTokensDiffer()
{
    const Eigen::MatrixXd e = posenc::tokenEmbedding({"I", "you", "我", "狗"}, 4, 16, true);
    for (int a = 0; a < 4; ++a)
        for (int b = a + 1; b < 4; ++b)
            QVERIFY((e.row(a) - e.row(b)).norm() > 1.0);
}

void TestTokenEmbedding::growingDModelKeepsFirstColumns()
{
    const std::vector<std::string> tokens{"a", "b", "c"};
    const Eigen::MatrixXd small = posenc::tokenEmbedding(tokens, 3, 64, true);
    const Eigen::MatrixXd large = posenc::tokenEmbedding(tokens, 3, 512, true);
    QVERIFY(large.leftCols(64) == small);
    // Issue 34 item 7: unscaled (N(0, 1/d_model)) the first columns do change: 8 -> 32 halves them, as the
    // README and --help now say.
    const Eigen::MatrixXd unscaled8 = posenc::tokenEmbedding(tokens, 3, 8, false);
    const Eigen::MatrixXd unscaled32 = posenc::tokenEmbedding(tokens, 3, 32, false);
    QVERIFY((unscaled32.leftCols(8) - 0.5 * unscaled8).cwiseAbs().maxCoeff() < 1e-15);
}

void TestTokenEmbedding::unscaledIsScaledOverSqrtD()
{
    const std::vector<std::string> tokens{"order"};
    const Eigen::MatrixXd scaled = posenc::tokenEmbedding(tokens, 1, 100, true);
    const Eigen::MatrixXd unscaled = posenc::tokenEmbedding(tokens, 1, 100, false);
    QVERIFY(((scaled / 10.0) - unscaled).cwiseAbs().maxCoeff() < 1e-15);
}

void TestTokenEmbedding::paddingRowsAreZero()
{
    const Eigen::MatrixXd e = posenc::tokenEmbedding({"x", "y"}, 5, 8, true);
    QVERIFY(e.bottomRows(3).isZero(0.0));
    QVERIFY(!e.row(1).isZero(0.0));
    // Tokens past the rows are not used.
    const Eigen::MatrixXd cut = posenc::tokenEmbedding({"x", "y", "z"}, 2, 8, true);
    QVERIFY(cut == e.topRows(2));
}

void TestTokenEmbedding::componentsAreStandardNormal()
{
    std::vector<std::string> tokens;
    for (int k = 0; k < 1000; ++k)
        tokens.push_back("token" + std::to_string(k));
    const Eigen::MatrixXd e = posenc::tokenEmbedding(tokens, 1000, 100, true);
    const double mean = e.mean();
    const double sd = std::sqrt((e.array() - mean).square().mean());
    // 100000 samples: the standard error of the mean is 0.003.
    QVERIFY2(std::abs(mean) < 0.02, qPrintable(QString::number(mean)));
    QVERIFY2(std::abs(sd - 1.0) < 0.02, qPrintable(QString::number(sd)));
    const double beyond2 = (e.array().abs() > 2.0).cast<double>().mean(); // 4.55 % for N(0, 1)
    QVERIFY2(std::abs(beyond2 - 0.0455) < 0.005, qPrintable(QString::number(beyond2)));
}

void TestTokenEmbedding::rejectsBadSizes()
{
    QVERIFY_THROWS_EXCEPTION(posenc::ParameterError, posenc::tokenEmbedding({"a"}, 0, 8, true));
    QVERIFY_THROWS_EXCEPTION(posenc::ParameterError, posenc::tokenEmbedding({"a"}, 1, 0, true));
}

void TestTokenEmbedding::addEncoding()
{
    const Eigen::MatrixXd e = posenc::tokenEmbedding({"I", "love", "you"}, 4, 6, true);
    const Eigen::MatrixXd pe = posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(6, 10000.0, 0), 4);
    const Eigen::MatrixXd sum = posenc::addEncoding(e, pe);
    QVERIFY(sum == e + pe);
    QVERIFY(sum.row(3) == pe.row(3)); // padding row: sum = PE
}

void TestTokenEmbedding::addEncodingRejectsShapeMismatch()
{
    const Eigen::MatrixXd e = Eigen::MatrixXd::Zero(4, 6);
    const Eigen::MatrixXd pe = Eigen::MatrixXd::Zero(4, 8);
    try {
        posenc::addEncoding(e, pe);
        QFAIL("no exception");
    } catch (const posenc::ShapeError &error) {
        QCOMPARE(QString::fromUtf8(error.what()),
                 QStringLiteral("cannot add the encoding (4 x 8) to the embedding (4 x 6): both must be L x d_model"));
    }
}

void TestTokenEmbedding::tableEqualsTheMatrix()
{
    const std::vector<std::string> tokens{"I", "love", "you", "and", "you", "love", "me"};
    posenc::TokenTable table;
    for (const auto &[rows, d, scale] : {std::tuple{7, 16, true}, {10, 60, false}, {4, 5, true}, {10, 64, true}}) {
        table.update(tokens, rows, d, scale);
        QCOMPARE(table.matrix(), posenc::tokenEmbedding(tokens, rows, d, scale));
        QCOMPARE(table.value(rows - 1, d - 1), posenc::tokenEmbedding(tokens, rows, d, scale)(rows - 1, d - 1));
    }
    QCOMPARE(table.distinctTokens(), 5);
    QCOMPARE(table.tokenOfRow(4), table.tokenOfRow(2)); // "you" twice
    QCOMPARE(table.tokenOfRow(8), -1);                  // padding
}

void TestTokenEmbedding::tableKeepsComputedColumns()
{
    // Growing, shrinking and growing d_model again, or changing the sentence, gives the same numbers.
    posenc::TokenTable table;
    table.update({"a", "b"}, 2, 512, true);
    table.update({"a", "b"}, 2, 8, true);
    table.update({"b", "c", "a"}, 3, 300, true);
    QCOMPARE(table.matrix(), posenc::tokenEmbedding({"b", "c", "a"}, 3, 300, true));
    QVERIFY_THROWS_EXCEPTION(posenc::ParameterError, table.update({"a"}, 0, 8, true));
}

void TestTokenEmbedding::tableReducesLikeTheMatrix()
{
    std::vector<std::string> tokens;
    for (int k = 0; k < 300; ++k)
        tokens.push_back(std::string("w").append(std::to_string(k % 37))); // not "w" + ...: GCC 12 warns falsely (-Wrestrict)
    posenc::TokenTable table;
    table.update(tokens, 400, 90, true); // 100 padding rows
    const Eigen::MatrixXd full = table.matrix();
    for (const auto &[rows, cols] : {std::pair{400, 90}, {123, 45}, {7, 1}, {1, 90}})
        QCOMPARE(table.reducedByLargestMagnitude(rows, cols), posenc::reduceByLargestMagnitude(full, rows, cols));
    Eigen::VectorXd column(400);
    table.column(17, column.data());
    QCOMPARE(column, full.col(17).eval());
}

QTEST_APPLESS_MAIN(TestTokenEmbedding)
#include "tst_tokenembedding.moc"
