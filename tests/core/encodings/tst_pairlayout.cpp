// Where pair i lives (PairLayout), how fast it turns (FrequencySpec), and the scheme that holds both.
#include <posenc/encodings/frequencyspec.h>
#include <posenc/encodings/pairlayout.h>
#include <posenc/encodings/parameters.h>
#include <posenc/encodings/sinusoidal.h>
#include <posenc/encodings/sinusoidalscheme.h>

#include <QTest>

#include <cmath>
#include <set>

class TestPairLayout : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void interleavedColumns_data();
    void interleavedColumns();
    void everyColumnBelongsToExactlyOnePair_data();
    void everyColumnBelongsToExactlyOnePair();
    void roleRejectsColumnsOutside();
    void paperFrequencies();
    void schemeTravelsItsConventions();
};

void TestPairLayout::interleavedColumns_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("pairs");
    QTest::addColumn<int>("complete");
    QTest::newRow("d 60") << 60 << 30 << 30;
    QTest::newRow("d 5: lone sine") << 5 << 3 << 2;
    QTest::newRow("d 1: only a lone sine") << 1 << 1 << 0;
    QTest::newRow("d 2") << 2 << 1 << 1;
}

void TestPairLayout::interleavedColumns()
{
    QFETCH(int, dModel);
    QFETCH(int, pairs);
    QFETCH(int, complete);
    const posenc::PairLayout layout{dModel};
    QCOMPARE(layout.pairCount(), pairs);
    QCOMPARE(layout.completePairCount(), complete);
    QCOMPARE(layout.hasLoneSine(), pairs != complete);
    // The paper: PE(pos, 2i) = sin, PE(pos, 2i + 1) = cos.
    for (int i = 0; i < pairs; ++i) {
        const posenc::PairColumns columns = layout.columns(i);
        QCOMPARE(columns.sine, 2 * i);
        QCOMPARE(columns.cosine, layout.isComplete(i) ? 2 * i + 1 : -1);
        QCOMPARE(layout.selectionColumn(i), 2 * i);
    }
}

void TestPairLayout::everyColumnBelongsToExactlyOnePair_data()
{
    QTest::addColumn<int>("dModel");
    for (const int d : {1, 2, 3, 7, 64, 4095})
        QTest::newRow(qPrintable(QStringLiteral("d %1").arg(d))) << d;
}

void TestPairLayout::everyColumnBelongsToExactlyOnePair()
{
    QFETCH(int, dModel);
    const posenc::PairLayout layout{dModel};
    std::set<int> seen;
    for (int i = 0; i < layout.pairCount(); ++i) {
        const posenc::PairColumns columns = layout.columns(i);
        QVERIFY(seen.insert(columns.sine).second);
        const posenc::ColumnRole sine = layout.role(columns.sine);
        QCOMPARE(sine.pair, i);
        QVERIFY(sine.isSine);
        QCOMPARE(sine.isLoneSine, columns.cosine < 0);
        if (columns.cosine >= 0) {
            QVERIFY(seen.insert(columns.cosine).second);
            const posenc::ColumnRole cosine = layout.role(columns.cosine);
            QCOMPARE(cosine.pair, i);
            QVERIFY(!cosine.isSine);
            QVERIFY(!cosine.isLoneSine);
        }
    }
    QCOMPARE(int(seen.size()), dModel);
    QCOMPARE(*seen.begin(), 0);
    QCOMPARE(*seen.rbegin(), dModel - 1);
}

void TestPairLayout::roleRejectsColumnsOutside()
{
    const posenc::PairLayout layout{60};
    QVERIFY_THROWS_EXCEPTION(posenc::ParameterError, layout.role(60));
    QVERIFY_THROWS_EXCEPTION(posenc::ParameterError, layout.role(-1));
    QVERIFY_THROWS_EXCEPTION(posenc::ParameterError, (posenc::PairLayout{0}.role(0)));
    try {
        layout.role(61);
        QFAIL("no exception");
    } catch (const posenc::ParameterError &error) {
        QCOMPARE(QString::fromUtf8(error.what()), QStringLiteral("dimension j = 61 is out of range (allowed 0 .. 59)"));
    }
}

void TestPairLayout::paperFrequencies()
{
    // w_i = base^(-2i/d_model): w_0 = 1, falling geometrically by base^(-2/d_model) per pair.
    const posenc::FrequencySpec spec{10000.0};
    QCOMPARE(spec.angularFrequency(0, 512), 1.0);
    const double ratio = std::pow(10000.0, -2.0 / 512);
    for (int i = 1; i < 256; i += 17)
        QVERIFY(std::abs(spec.angularFrequency(i, 512) / spec.angularFrequency(i - 1, 512) - ratio) < 1e-14);
    QVERIFY(std::abs(spec.angularFrequency(256, 512) - 1e-4) < 1e-18); // i = d/2 would reach 1/base
}

void TestPairLayout::schemeTravelsItsConventions()
{
    const posenc::SinusoidalScheme scheme = posenc::SinusoidalScheme::paper(7, 500.0, 3);
    QCOMPARE(scheme.dModel(), 7);
    QCOMPARE(scheme.base(), 500.0);
    QCOMPARE(scheme.firstPosition, 3);
    QCOMPARE(scheme.pairCount(), 4);
    QCOMPARE(scheme.angularFrequency(2), std::pow(500.0, -4.0 / 7));
    // Every function that takes the scheme reads its first position, layout and base.
    const Eigen::MatrixXd pe = posenc::sinusoidalEncoding(scheme, 5);
    QCOMPARE(pe(0, 2), std::sin(3 * scheme.angularFrequency(1)));
    QCOMPARE(pe(4, 5), std::cos(7 * scheme.angularFrequency(2)));
    QCOMPARE(pe(1, 6), std::sin(4 * scheme.angularFrequency(3))); // the lone sine
    QVERIFY(scheme == posenc::SinusoidalScheme::paper(7, 500.0, 3));
    QVERIFY(!(scheme == posenc::SinusoidalScheme::paper(7, 500.0, 4)));
    QVERIFY(posenc::validate(scheme, 5).empty());
    QCOMPARE(posenc::validate(posenc::SinusoidalScheme::paper(7, 1.0, 3)).size(), std::size_t(1));
}

QTEST_APPLESS_MAIN(TestPairLayout)
#include "tst_pairlayout.moc"
