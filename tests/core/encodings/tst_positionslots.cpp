// The two slots of a position scheme: names round-trip, and the embedding slot's matrix.
#include <posenc/encodings/parameters.h>
#include <posenc/encodings/positionslots.h>
#include <posenc/encodings/scorefamilies.h>
#include <posenc/encodings/sinusoidal.h>

#include <posenc/learned/learnedtable.h>

#include <QTest>

#include <cmath>

using posenc::AddedEncoding;
using posenc::ScoreEncoding;

class TestPositionSlots : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void namesRoundTrip();
    void unknownNamesAreRefused();
    void sinusoidalSlotAddsPe();
    void noneAddsZerosOfTheSessionSize();
    void noneRefusesWhatSinusoidalRefuses();
    void learnedSlotAddsTheTablesRows();
};

void TestPositionSlots::namesRoundTrip()
{
    for (const AddedEncoding added : {AddedEncoding::None, AddedEncoding::Sinusoidal, AddedEncoding::Learned})
        QCOMPARE(posenc::addedEncodingNames.value(posenc::addedEncodingNames.name(added)), added);
    for (const ScoreEncoding scores : {ScoreEncoding::None, ScoreEncoding::Rope, ScoreEncoding::Alibi, ScoreEncoding::T5})
        QCOMPARE(posenc::scoreEncodingNames.value(posenc::scoreEncodingNames.name(scores)), scores);
    QCOMPARE(posenc::addedEncodingNames.name(AddedEncoding::Sinusoidal), "sinusoidal");
    QCOMPARE(posenc::scoreEncodingNames.name(ScoreEncoding::Rope), "rope");
    QCOMPARE(posenc::addedEncodingNames.joined(), std::string("none, sinusoidal, learned"));
    QCOMPARE(posenc::scoreEncodingNames.joined(), std::string("none, rope, alibi, t5, sandwich"));
}

void TestPositionSlots::unknownNamesAreRefused()
{
    QVERIFY(!posenc::addedEncodingNames.value("rope"));   // RoPE adds nothing to the embedding
    QVERIFY(!posenc::scoreEncodingNames.value("sinusoidal"));
    QVERIFY(!posenc::addedEncodingNames.value("Sinusoidal"));
    QVERIFY(!posenc::scoreEncodingNames.value(""));
}

void TestPositionSlots::sinusoidalSlotAddsPe()
{
    const auto scheme = posenc::SinusoidalScheme::paper(12, 10000.0, 3);
    Eigen::MatrixXd pe;
    posenc::fillAddedEncoding(AddedEncoding::Sinusoidal, scheme, 7, pe);
    QCOMPARE(pe.rows(), 7);
    QCOMPARE(pe.cols(), 12);
    QVERIFY((pe - posenc::sinusoidalEncoding(scheme, 7)).cwiseAbs().maxCoeff() == 0.0);
    QVERIFY(pe.cwiseAbs().maxCoeff() > 0.5);
}

void TestPositionSlots::noneAddsZerosOfTheSessionSize()
{
    const auto scheme = posenc::SinusoidalScheme::paper(12);
    Eigen::MatrixXd pe = Eigen::MatrixXd::Ones(3, 3); // a buffer of another size is resized
    posenc::fillAddedEncoding(AddedEncoding::None, scheme, 9, pe);
    QCOMPARE(pe.rows(), 9);
    QCOMPARE(pe.cols(), 12);
    QCOMPARE(pe.cwiseAbs().maxCoeff(), 0.0);
}

void TestPositionSlots::noneRefusesWhatSinusoidalRefuses()
{
    Eigen::MatrixXd pe;
    const auto scheme = posenc::SinusoidalScheme::paper(12);
    QVERIFY_THROWS_EXCEPTION(posenc::ParameterError,
                             posenc::fillAddedEncoding(AddedEncoding::None, scheme, 0, pe));
    QVERIFY_THROWS_EXCEPTION(posenc::ParameterError, posenc::fillAddedEncoding(AddedEncoding::None, scheme,
                                                                               posenc::limits::maxLength + 1, pe));
}

// The learned slot adds the table's rows from the first position on (NaN past its end), or the seeded
// untrained table's; a table of another d_model is refused.
void TestPositionSlots::learnedSlotAddsTheTablesRows()
{
    const auto scheme = posenc::SinusoidalScheme::paper(6, 10000.0, 7);
    Eigen::MatrixXd pe;
    posenc::fillAddedEncoding(AddedEncoding::Learned, scheme, 5, pe);
    QCOMPARE(pe.rows(), 5);
    QCOMPARE(pe(2, 3), posenc::LearnedTable::seededValue(9, 3));
    const posenc::LearnedTable table =
        posenc::LearnedTable::open(POSENC_GOLDEN_DIR "/learned/T_f8_v1.npy"); // 10 x 6
    posenc::fillAddedEncoding(AddedEncoding::Learned, scheme, 5, pe, &table);
    QCOMPARE(pe(0, 0), table.value(7, 0));
    QCOMPARE(pe(2, 5), table.value(9, 5));
    QVERIFY(std::isnan(pe(3, 0))); // position 10: no row
    QVERIFY_THROWS_EXCEPTION(posenc::ParameterError,
                             posenc::fillAddedEncoding(AddedEncoding::Learned, posenc::SinusoidalScheme::paper(8), 5, pe, &table));
}

QTEST_APPLESS_MAIN(TestPositionSlots)
#include "tst_positionslots.moc"
