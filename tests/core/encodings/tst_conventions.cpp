// The conventions of real code (conventions.h) against mpmath computations of their reference
// implementations (tests/data/golden/pe_{t2t,fairseq,marian}_*.csv, 1e-12), odd d_model as each does it,
// and the column roles of the halves layouts.
#include "golden.h"

#include <posenc/encodings/columnwave.h>
#include <posenc/encodings/conventions.h>
#include <posenc/encodings/parameters.h>
#include <posenc/encodings/sinusoidal.h>

#include <QTest>

#include <algorithm>

using posenc::Convention;

class TestConventions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void matricesEqualGolden_data();
    void matricesEqualGolden();
    void oddDModelAsEachCodeDoesIt();
    void everyColumnHasOneRole_data();
    void everyColumnHasOneRole();
    void namesAndRefusals();
    void conventionOfEverySchemeItMakes();
    void layoutAndSpacingNames();
    void paddingIdxFixesTheFirstPosition();
    void encodingValueMatchesTheMatrix();
    void columnWaveIsEncodingValue();
};

void TestConventions::matricesEqualGolden_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("convention");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("length");
    QTest::newRow("t2t 8") << "pe_t2t_d8_L6.csv" << int(Convention::Tensor2Tensor) << 8 << 6;
    QTest::newRow("t2t 7 (zero column)") << "pe_t2t_d7_L5.csv" << int(Convention::Tensor2Tensor) << 7 << 5;
    QTest::newRow("t2t 2 (n - 1 = 0: w_0 = 1)") << "pe_t2t_d2_L4.csv" << int(Convention::Tensor2Tensor) << 2 << 4;
    // Whisper's encoder (openai/whisper model.py sinusoids(), golden current/ README sec. 9) is tensor2tensor's.
    QTest::newRow("whisper 8 (sinusoids())") << "current/whisper_sinusoids_L16_C8.csv" << int(Convention::Tensor2Tensor)
                                            << 8 << 16;
    QTest::newRow("fairseq 8 (from padding_idx + 1)") << "pe_fairseq_d8_L6.csv" << int(Convention::Fairseq) << 8 << 6;
    QTest::newRow("fairseq 7") << "pe_fairseq_d7_L5.csv" << int(Convention::Fairseq) << 7 << 5;
    QTest::newRow("marian 8") << "pe_marian_d8_L6.csv" << int(Convention::Marian) << 8 << 6;
    QTest::newRow("marian 7 (lone sine mid-row)") << "pe_marian_d7_L5.csv" << int(Convention::Marian) << 7 << 5;
}

void TestConventions::matricesEqualGolden()
{
    QFETCH(QString, file);
    QFETCH(int, convention);
    QFETCH(int, dModel);
    QFETCH(int, length);
    const Eigen::MatrixXd golden = loadGolden(file);
    const posenc::SinusoidalScheme scheme = posenc::conventionScheme(Convention(convention), dModel);
    const Eigen::MatrixXd pe = posenc::sinusoidalEncoding(scheme, length);
    QVERIFY2(maxAbsDifference(pe, golden) < 1e-12, qPrintable(QString::number(maxAbsDifference(pe, golden))));
    // Not the paper's matrix, except at d_model 2: one pair, w_0 = 1, in either layout.
    const Eigen::MatrixXd paper = posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(dModel), length);
    QCOMPARE(maxAbsDifference(paper, golden) > 1e-3, dModel > 2);
}

void TestConventions::oddDModelAsEachCodeDoesIt()
{
    // tensor2tensor and fairseq: 3 pairs and a zero last column; Marian: 4 sines (the 4th lone) then 3 cosines.
    const auto t2t = posenc::conventionScheme(Convention::Tensor2Tensor, 7);
    QCOMPARE(t2t.pairCount(), 3);
    QVERIFY(t2t.layout.hasZeroColumn());
    QVERIFY(!t2t.layout.hasLoneSine());
    QVERIFY(posenc::sinusoidalEncoding(t2t, 9).col(6).isZero(0.0));
    const auto marian = posenc::conventionScheme(Convention::Marian, 7);
    QCOMPARE(marian.pairCount(), 4);
    QVERIFY(marian.layout.hasLoneSine());
    QCOMPARE(marian.layout.columns(3).sine, 3);
    QCOMPARE(marian.layout.columns(3).cosine, -1);
    QCOMPARE(marian.layout.columns(2).cosine, 6);
    QVERIFY(marian.layout.role(3).isLoneSine);
    // fairseq's positions start after the padding row.
    QCOMPARE(posenc::conventionScheme(Convention::Fairseq, 8).firstPosition, 2);
    QCOMPARE(posenc::conventionScheme(Convention::Fairseq, 8, 10000.0, 0).firstPosition, 1);
}

void TestConventions::everyColumnHasOneRole_data()
{
    QTest::addColumn<int>("order");
    QTest::addColumn<int>("dModel");
    for (const int order : {int(posenc::PairOrder::Interleaved), int(posenc::PairOrder::Halves), int(posenc::PairOrder::HalvesZeroPadded)})
        for (const int d : {1, 2, 3, 7, 8, 61})
            QTest::addRow("order %d, d_model %d", order, d) << order << d;
}

void TestConventions::everyColumnHasOneRole()
{
    // columns() and role() are inverse: each column is the sine or the cosine of one pair, or padding.
    QFETCH(int, order);
    QFETCH(int, dModel);
    posenc::PairLayout layout;
    layout.dModel = dModel;
    layout.order = posenc::PairOrder(order);
    std::vector<int> seen(dModel, 0);
    for (int i = 0; i < layout.pairCount(); ++i) {
        const posenc::PairColumns c = layout.columns(i);
        ++seen[c.sine];
        QCOMPARE(layout.role(c.sine).pair, i);
        QVERIFY(layout.role(c.sine).isSine);
        if (c.cosine >= 0) {
            ++seen[c.cosine];
            QCOMPARE(layout.role(c.cosine).pair, i);
            QVERIFY(!layout.role(c.cosine).isSine);
        }
    }
    for (int j = 0; j < dModel; ++j)
        QCOMPARE(seen[j] + (layout.role(j).isPadding ? 1 : 0), 1);
}

void TestConventions::namesAndRefusals()
{
    QCOMPARE(posenc::conventions().size(), size_t(4));
    for (const posenc::ConventionInfo &info : posenc::conventions())
        QCOMPARE(posenc::conventionNames.value(posenc::conventionNames.name(info.convention)).value_or(Convention::Paper), info.convention);
    QVERIFY(!posenc::conventionNames.value("Paper"));
    // Issue 34 item 6: what fairseq's get_embedding really does at d_model 1, 2 and 3.
    QCOMPARE(posenc::checkConvention(Convention::Fairseq, 3).value_or(posenc::Message{}).str(),
             std::string("d_model = 3 is out of range for fairseq (allowed 4 .. 4096; its get_embedding divides "
                         "log(10000) by half_dim - 1 = 0 and raises ZeroDivisionError)"));
    QVERIFY(posenc::checkConvention(Convention::Fairseq, 2).value_or(posenc::Message{}).str().find("ZeroDivisionError") !=
            std::string::npos);
    QCOMPARE(posenc::checkConvention(Convention::Fairseq, 1).value_or(posenc::Message{}).str(),
             std::string("d_model = 1 is out of range for fairseq (allowed 4 .. 4096; its get_embedding has half_dim = 0 "
                         "pairs and returns one zero column: no position at all)"));
    QVERIFY(!posenc::checkConvention(Convention::Tensor2Tensor, 2));
    QVERIFY(posenc::checkConvention(Convention::Marian, 0));
    QVERIFY_THROWS_EXCEPTION(posenc::ParameterError, posenc::conventionScheme(Convention::Fairseq, 2));
    QVERIFY_THROWS_EXCEPTION(posenc::ParameterError, posenc::conventionScheme(Convention::Fairseq, 8, 10000.0, -1));
}

void TestConventions::conventionOfEverySchemeItMakes()
{
    for (const posenc::ConventionInfo &info : posenc::conventions()) {
        const posenc::SinusoidalScheme scheme = posenc::conventionScheme(info.convention, 8, 500.0, 3);
        QCOMPARE(posenc::conventionOf(scheme).value_or(Convention(-1)), info.convention);
        QCOMPARE(scheme.paddingIdx, info.firstPositionAfterPadding ? 3 : -1);
        QCOMPARE(scheme.firstPosition, info.firstPositionAfterPadding ? 4 : 0);
    }
    // tensor2tensor's start_index: another first position is still tensor2tensor, not fairseq.
    posenc::SinusoidalScheme t2t = posenc::conventionScheme(Convention::Tensor2Tensor, 8);
    t2t.firstPosition = 5;
    QCOMPARE(posenc::conventionOf(t2t).value_or(Convention(-1)), Convention::Tensor2Tensor);
    // A mix of parts is no convention: halves with the tensor2tensor spacing but a lone sine mid-row.
    posenc::SinusoidalScheme mix = t2t;
    mix.layout.order = posenc::PairOrder::Halves;
    QVERIFY(!posenc::conventionOf(mix));
    posenc::SinusoidalScheme paperWithPadding = posenc::SinusoidalScheme::paper(8, 10000.0, 2);
    paperWithPadding.paddingIdx = 1;
    QVERIFY(!posenc::conventionOf(paperWithPadding));
}

void TestConventions::layoutAndSpacingNames()
{
    for (const auto order : {posenc::PairOrder::Interleaved, posenc::PairOrder::Halves, posenc::PairOrder::HalvesZeroPadded})
        QCOMPARE(posenc::pairOrderNames.value(posenc::pairOrderNames.name(order)).value(), order);
    for (const auto spacing : {posenc::FrequencySpacing::Paper, posenc::FrequencySpacing::Tensor2Tensor})
        QCOMPARE(posenc::spacingNames.value(posenc::spacingNames.name(spacing)).value(), spacing);
    QVERIFY(!posenc::pairOrderNames.value("Halves"));
    QVERIFY(!posenc::spacingNames.value("tensor2tensor"));
    QCOMPARE(posenc::pairOrderNames.joined(), std::string("interleaved, halves, halves-padded"));
    QCOMPARE(posenc::spacingNames.joined(), std::string("paper, t2t"));
    QCOMPARE(posenc::conventionNames.joined(), std::string("paper, tensor2tensor, fairseq, marian"));
}

void TestConventions::paddingIdxFixesTheFirstPosition()
{
    posenc::SinusoidalScheme s = posenc::conventionScheme(Convention::Fairseq, 8);
    QVERIFY(posenc::validate(s).empty());
    s.firstPosition = 0;
    QCOMPARE(posenc::validate(s).size(), size_t(1));
    QCOMPARE(posenc::validate(s).front().str(), std::string("first position = 0 must be padding_idx + 1 = 2 (fairseq's first "
                                                      "real token follows the padding index)"));
    s.paddingIdx = posenc::limits::maxPaddingIdx + 1;
    s.firstPosition = s.paddingIdx + 1;
    const std::vector<posenc::Message> messages = posenc::validate(s);
    QVERIFY(std::any_of(messages.begin(), messages.end(), [](const posenc::Message &m) {
        return m.str() == "padding_idx = 1000000 is out of range (allowed 0 .. 999999)";
    }));
    QVERIFY_THROWS_EXCEPTION(posenc::ParameterError, posenc::requireValid(s));
}

void TestConventions::encodingValueMatchesTheMatrix()
{
    // Odd d_model: the lone sine mid-row (Marian) and the zero column (tensor2tensor, fairseq) included.
    for (const posenc::ConventionInfo &info : posenc::conventions()) {
        const posenc::SinusoidalScheme scheme = posenc::conventionScheme(info.convention, 7, 300.0);
        const Eigen::MatrixXd pe = posenc::sinusoidalEncoding(scheme, 5);
        for (int r = 0; r < 5; ++r)
            for (int j = 0; j < 7; ++j)
                QVERIFY2(std::abs(posenc::encodingValue(scheme, scheme.firstPosition + r, j) - pe(r, j)) < 1e-14,
                         qPrintable(QStringLiteral("%1 row %2 column %3").arg(posenc::conventionNames.name(info.convention)).arg(r).arg(j)));
    }
}

void TestConventions::columnWaveIsEncodingValue()
{
    // Bit for bit, every convention, odd d_model (lone sine, zero column), fractional and large positions.
    for (const posenc::ConventionInfo &info : posenc::conventions()) {
        const posenc::SinusoidalScheme scheme = posenc::conventionScheme(info.convention, 7, 300.0);
        for (int j = 0; j < 7; ++j) {
            const posenc::ColumnWave wave(scheme, j);
            for (const double pos : {0.0, 0.5, 3.0, 127.25, 4095.0, 1e6 + 0.125})
                QVERIFY2(wave(pos) == posenc::encodingValue(scheme, pos, j),
                         qPrintable(QStringLiteral("%1 column %2 pos %3").arg(posenc::conventionNames.name(info.convention)).arg(j).arg(pos)));
        }
    }
    const posenc::SinusoidalScheme scheme = posenc::conventionScheme(posenc::conventions().front().convention, 7, 300.0);
    QVERIFY_THROWS_EXCEPTION(posenc::ParameterError, posenc::ColumnWave(scheme, 7));
}

QTEST_APPLESS_MAIN(TestConventions)
#include "tst_conventions.moc"
