// Sinusoidal encoding, frequencies, wavelengths and M_k against the golden files and the invariants.
#include "golden.h"

#include <posenc/encodings/frequencyspec.h>
#include <posenc/encodings/sinusoidal.h>

#include <Eigen/LU>
#include <QDir>
#include <QFile>
#include <QTest>

#include <cmath>
#include <numbers>

namespace {
/// A paper-convention encoding of L rows.
struct Params
{
    int dModel;
    int length;
    double base;
    int firstPosition;
    posenc::SinusoidalScheme scheme() const { return posenc::SinusoidalScheme::paper(dModel, base, firstPosition); }
};
} // namespace

class TestSinusoidal : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyGoldenFileIsChecked();
    void goldenMatrix_data();
    void goldenMatrix();
    void goldenSelectedRowsD512();
    void goldenFrequenciesD512();
    void frequenciesAreRoundedToNearest();
    void goldenDotByOffsetD64();
    void invariants_data();
    void invariants();
    void rotationMapsPosToPosPlusK_data();
    void rotationMapsPosToPosPlusK();
    void rotationIsARotation();
    void oddDModelEndsWithLoneSine();
    void firstPositionShiftsRows();
    void describeDimension();
    void encodingValueMatchesMatrix();
    void accuracyAgainstLongDouble_data();
    void accuracyAgainstLongDouble();
    void fillReusesTheMatrix();
    void rejectsBadParameters_data();
    void rejectsBadParameters();
};

void TestSinusoidal::everyGoldenFileIsChecked()
{
    // Each file of the golden folder has a test below (the rope_* files: in tst_rope.cpp; the conventions'
    // pe_t2t_*, pe_fairseq_*, pe_marian_*: in tst_conventions.cpp); a new file must get one.
    const QStringList checked{"pe_d60_L16_base10000.csv",  "pe_d3_L5_base10000.csv",
                              "pe_d5_L3_base10000.csv",    "pe_d4_L8_base10000.csv",
                              "pe_d16_L8_base100.csv",     "pe_d512_selected_rows.csv",
                              "frequencies_d512_base10000.csv", "dot_by_offset_d64_base10000.csv",
                              "frequencies_rounded.csv"};
    const QDir copy(QStringLiteral(POSENC_GOLDEN_DIR));
    QStringList files = copy.entryList({QStringLiteral("*.csv")}, QDir::Files, QDir::Name);
    // tst_rope: rotatedRowsEqualGolden (4), scoresEqualGolden (3), decayEqualsGolden (1); tst_ropescaling's
    // goldenCases: 8 settings of linear, ntk, dynamic, yarn, llama3 (θ and factor each, ramp for yarn's 3).
    const QStringList rope = copy.entryList({QStringLiteral("rope_*.csv")}, QDir::Files, QDir::Name);
    QCOMPARE(rope.size(), 8 + 8 * 2 + 3 + 1); // + tst_numberformat's bf16 angles
    const QStringList conventions = copy.entryList({QStringLiteral("pe_t2t_*.csv"), QStringLiteral("pe_fairseq_*.csv"),
                                                    QStringLiteral("pe_marian_*.csv")},
                                                   QDir::Files, QDir::Name);
    QCOMPARE(conventions.size(), 7); // tst_conventions' matricesEqualGolden
    // tst_alibi: slopes (5) and the two bias matrices; tst_t5buckets: the three bucket files.
    const QStringList alibi = copy.entryList({QStringLiteral("alibi_*.csv")}, QDir::Files, QDir::Name);
    QCOMPARE(alibi.size(), 7);
    const QStringList t5 = copy.entryList({QStringLiteral("t5_buckets_*.csv")}, QDir::Files, QDir::Name);
    QCOMPARE(t5.size(), 3);
    // tst_numberformat: the rounded positions.
    files.removeAll(QStringLiteral("round_positions.csv"));
    for (const QString &file : rope + conventions + alibi + t5)
        files.removeAll(file);
    for (const QString &file : files)
        QVERIFY2(checked.contains(file), qPrintable(file + QStringLiteral(" has no test")));
    QCOMPARE(files.size(), checked.size());
}

void TestSinusoidal::goldenMatrix_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("length");
    QTest::addColumn<double>("base");
    QTest::newRow("seed figure d60 L16") << "pe_d60_L16_base10000.csv" << 60 << 16 << 10000.0;
    QTest::newRow("seed toy d3 L5") << "pe_d3_L5_base10000.csv" << 3 << 5 << 10000.0;
    QTest::newRow("odd d5 L3") << "pe_d5_L3_base10000.csv" << 5 << 3 << 10000.0;
    QTest::newRow("smallest d4 L8") << "pe_d4_L8_base10000.csv" << 4 << 8 << 10000.0;
    QTest::newRow("base 100 d16 L8") << "pe_d16_L8_base100.csv" << 16 << 8 << 100.0;
}

void TestSinusoidal::goldenMatrix()
{
    QFETCH(QString, file);
    QFETCH(int, dModel);
    QFETCH(int, length);
    QFETCH(double, base);
    const Eigen::MatrixXd expected = loadGolden(file);
    const Eigen::MatrixXd pe = posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(dModel, base, 0), length);
    QCOMPARE(pe.rows(), Eigen::Index(length));
    QCOMPARE(pe.cols(), Eigen::Index(dModel));
    QVERIFY2(maxAbsDifference(pe, expected) <= 1e-12, qPrintable(QString::number(maxAbsDifference(pe, expected))));
}

void TestSinusoidal::goldenSelectedRowsD512()
{
    const Eigen::MatrixXd golden = loadGolden(QStringLiteral("pe_d512_selected_rows.csv"));
    QCOMPARE(golden.cols(), Eigen::Index(513));
    QVERIFY(golden.rows() >= 8);
    const Eigen::MatrixXd pe = posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(512, 10000.0, 0), 2048);
    for (Eigen::Index r = 0; r < golden.rows(); ++r) {
        const int pos = static_cast<int>(golden(r, 0));
        const Eigen::MatrixXd expected = golden.row(r).tail(512);
        const double diff = maxAbsDifference(pe.row(pos), expected);
        QVERIFY2(diff <= 1e-12, qPrintable(QStringLiteral("pos %1: %2").arg(pos).arg(diff)));
    }
}

void TestSinusoidal::goldenFrequenciesD512()
{
    const Eigen::MatrixXd golden = loadGolden(QStringLiteral("frequencies_d512_base10000.csv"));
    const Eigen::VectorXd w = posenc::angularFrequencies(posenc::SinusoidalScheme::paper(512, 10000.0));
    const Eigen::VectorXd lambda = posenc::wavelengths(posenc::SinusoidalScheme::paper(512, 10000.0));
    QCOMPARE(w.size(), golden.rows());
    QCOMPARE(posenc::SinusoidalScheme::paper(512).pairCount(), 256);
    for (Eigen::Index i = 0; i < golden.rows(); ++i) {
        QCOMPARE(golden(i, 0), double(i));
        QVERIFY2(std::abs(w(i) - golden(i, 1)) <= 1e-12, qPrintable(QStringLiteral("w_%1").arg(i)));
        // Wavelengths reach 2*pi*base^(510/512) ~ 6e4: compare relative to their size.
        QVERIFY2(std::abs(lambda(i) - golden(i, 2)) <= 1e-12 * golden(i, 2),
                 qPrintable(QStringLiteral("lambda_%1").arg(i)));
    }
    QCOMPARE(lambda(0), 2 * std::numbers::pi);
}

// Issue 34 item 7: w_i = base^(-2i/d) was up to 11 ulp off with std::pow (d_model 7, base 1e12: the rounded
// exponent times ln base = 27.6). Against mpmath rounded to the nearest double, every w_i of 18 704 (both
// spacings, d_model up to 4096, bases up to 1e12) is now within one ulp, nearly all exactly equal.
void TestSinusoidal::frequenciesAreRoundedToNearest()
{
    const Eigen::MatrixXd golden = loadGolden(QStringLiteral("frequencies_rounded.csv"));
    QCOMPARE(golden.rows(), Eigen::Index(18704));
    int exact = 0;
    double worstUlps = 0;
    for (Eigen::Index r = 0; r < golden.rows(); ++r) {
        posenc::FrequencySpec spec;
        spec.base = golden(r, 1);
        spec.spacing = golden(r, 2) == 0 ? posenc::FrequencySpacing::Paper : posenc::FrequencySpacing::Tensor2Tensor;
        const double w = spec.angularFrequency(int(golden(r, 3)), int(golden(r, 0)));
        const double expected = golden(r, 4);
        const double ulp = std::nextafter(expected, 2 * expected + 1) - expected;
        const double ulps = std::abs(w - expected) / ulp;
        worstUlps = std::max(worstUlps, ulps);
        exact += w == expected;
        QVERIFY2(ulps <= 1, qPrintable(QStringLiteral("d_model %1, base %2, spacing %3, i %4: %5 ulp")
                                           .arg(golden(r, 0))
                                           .arg(golden(r, 1))
                                           .arg(golden(r, 2))
                                           .arg(golden(r, 3))
                                           .arg(ulps)));
    }
    qInfo("%d of %d exact, worst %.2f ulp", exact, int(golden.rows()), worstUlps);
    QVERIFY2(exact >= golden.rows() * 999 / 1000, qPrintable(QStringLiteral("%1 of %2 exact").arg(exact).arg(golden.rows())));
}

void TestSinusoidal::goldenDotByOffsetD64()
{
    const Eigen::MatrixXd golden = loadGolden(QStringLiteral("dot_by_offset_d64_base10000.csv"));
    const int maxK = static_cast<int>(golden(golden.rows() - 1, 0));
    const Eigen::MatrixXd pe = posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(64, 10000.0, 0), maxK + 200);
    for (const int p : {0, 1, 17, 150}) {
        for (Eigen::Index r = 0; r < golden.rows(); ++r) {
            const int k = static_cast<int>(golden(r, 0));
            const double dot = pe.row(p).dot(pe.row(p + k));
            QVERIFY2(std::abs(dot - golden(r, 1)) <= 1e-12,
                     qPrintable(QStringLiteral("p %1, k %2: %3 vs %4").arg(p).arg(k).arg(dot).arg(golden(r, 1))));
        }
    }
}

void TestSinusoidal::invariants_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<double>("base");
    QTest::newRow("d_model 1") << 1 << 10000.0;
    QTest::newRow("d_model 2") << 2 << 10000.0;
    QTest::newRow("d_model 3") << 3 << 10000.0;
    QTest::newRow("d_model 29") << 29 << 10000.0;
    QTest::newRow("d_model 512") << 512 << 10000.0;
    QTest::newRow("d_model 64, base 10") << 64 << 10.0;
}

void TestSinusoidal::invariants()
{
    QFETCH(int, dModel);
    QFETCH(double, base);
    const int length = 300;
    const Eigen::MatrixXd pe = posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(dModel, base, 0), length);
    QVERIFY(pe.cwiseAbs().maxCoeff() <= 1.0);
    // sin^2 + cos^2 = 1 for every complete pair.
    for (int i = 0; 2 * i + 1 < dModel; ++i) {
        const Eigen::VectorXd norm = pe.col(2 * i).cwiseAbs2() + pe.col(2 * i + 1).cwiseAbs2();
        QVERIFY2((norm.array() - 1.0).abs().maxCoeff() <= 1e-15, qPrintable(QStringLiteral("pair %1").arg(i)));
    }
    // Row 0 (pos 0): sin 0 = 0 on even columns, cos 0 = 1 on odd ones.
    for (int j = 0; j < dModel; ++j)
        QCOMPARE(pe(0, j), j % 2 == 0 ? 0.0 : 1.0);
    // PE(p) . PE(p+k) is the same for every p when d_model is even (odd: the lone sine adds a p-dependent term).
    if (dModel % 2 == 0) {
        for (const int k : {1, 5, 37}) {
            const double reference = pe.row(0).dot(pe.row(k));
            for (int p = 1; p + k < length; p += 13)
                QVERIFY2(std::abs(pe.row(p).dot(pe.row(p + k)) - reference) <= 1e-12,
                         qPrintable(QStringLiteral("p %1 k %2").arg(p).arg(k)));
        }
    }
}

void TestSinusoidal::rotationMapsPosToPosPlusK_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("k");
    QTest::newRow("d 2, k 1") << 2 << 1;
    QTest::newRow("d 3, k 2") << 3 << 2;
    QTest::newRow("d 29, k 7") << 29 << 7;
    QTest::newRow("d 60, k -5") << 60 << -5;
    QTest::newRow("d 512, k 100") << 512 << 100;
}

void TestSinusoidal::rotationMapsPosToPosPlusK()
{
    QFETCH(int, dModel);
    QFETCH(int, k);
    const int length = 400;
    const Eigen::MatrixXd pe = posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(dModel, 10000.0, 0), length);
    const Eigen::VectorXd w = posenc::angularFrequencies(posenc::SinusoidalScheme::paper(dModel, 10000.0));
    double residual = 0;
    for (int i = 0; 2 * i + 1 < dModel; ++i) {
        const Eigen::Matrix2d m = posenc::offsetRotation(w(i), k);
        for (int pos = std::max(0, -k); pos + k < length && pos < length; pos += 7) {
            const Eigen::Vector2d now(pe(pos, 2 * i), pe(pos, 2 * i + 1));
            const Eigen::Vector2d later(pe(pos + k, 2 * i), pe(pos + k, 2 * i + 1));
            residual = std::max(residual, (m * now - later).cwiseAbs().maxCoeff());
        }
    }
    QVERIFY2(residual < 1e-12, qPrintable(QString::number(residual)));
}

void TestSinusoidal::rotationIsARotation()
{
    const Eigen::Matrix2d m = posenc::offsetRotation(0.3, 4); // angle 1.2 rad
    QVERIFY((m * m.transpose() - Eigen::Matrix2d::Identity()).cwiseAbs().maxCoeff() < 1e-15);
    QVERIFY(std::abs(m.determinant() - 1.0) < 1e-15);
    QCOMPARE(m(0, 0), std::cos(1.2));
    QCOMPARE(m(0, 1), std::sin(1.2));
    QCOMPARE(m(1, 0), -std::sin(1.2));
    QVERIFY((posenc::offsetRotation(0.7, 0) - Eigen::Matrix2d::Identity()).norm() == 0.0);
}

void TestSinusoidal::oddDModelEndsWithLoneSine()
{
    // The seed's toy example: D = 3 gives [0, 1, 0] at position 0.
    const Eigen::MatrixXd pe = posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(3, 10000.0, 0), 5);
    QCOMPARE(pe(0, 0), 0.0);
    QCOMPARE(pe(0, 1), 1.0);
    QCOMPARE(pe(0, 2), 0.0);
    QCOMPARE(posenc::SinusoidalScheme::paper(3).pairCount(), 2);
    const double w1 = std::pow(10000.0, -2.0 / 3.0);
    QCOMPARE(pe(4, 2), std::sin(4 * w1));
    QCOMPARE(posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(1, 10000.0, 0), 3).col(0), Eigen::Vector3d(0, std::sin(1.0), std::sin(2.0)).eval());
}

void TestSinusoidal::firstPositionShiftsRows()
{
    const Eigen::MatrixXd from0 = posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(16, 10000.0, 0), 20);
    const Eigen::MatrixXd from5 = posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(16, 10000.0, 5), 15);
    QCOMPARE(maxAbsDifference(from5, from0.bottomRows(15)), 0.0);
}

void TestSinusoidal::describeDimension()
{
    const posenc::ColumnRole d7 = posenc::PairLayout{60}.role(7);
    QCOMPARE(d7.pair, 3);
    QVERIFY(!d7.isSine);
    QVERIFY(!d7.isLoneSine);
    QVERIFY(posenc::PairLayout{5}.role(4).isLoneSine);
    QVERIFY(!posenc::PairLayout{6}.role(4).isLoneSine);
    QVERIFY_THROWS_EXCEPTION(posenc::ParameterError, posenc::PairLayout{60}.role(60));
    QVERIFY_THROWS_EXCEPTION(posenc::ParameterError, posenc::PairLayout{60}.role(-1));
}

void TestSinusoidal::encodingValueMatchesMatrix()
{
    const Eigen::MatrixXd pe = posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(61, 500.0, 3), 40);
    for (int r = 0; r < 40; r += 3)
        for (int j = 0; j < 61; j += 5)
            QCOMPARE(posenc::encodingValue(posenc::SinusoidalScheme::paper(61, 500.0), 3 + r, j), pe(r, j));
}

namespace {
/// max |PE - reference| over the matrix, the reference in long double: w_i = base^(-2i/d) and
/// sin(pos * w_i) with 64-bit mantissas.
double errorAgainstLongDouble(const Eigen::MatrixXd &pe, const Params &p)
{
    double worst = 0;
    for (int j = 0; j < p.dModel; ++j) {
        const long double w = std::pow(static_cast<long double>(p.base), -2.0L * (j / 2) / p.dModel);
        for (int r = 0; r < p.length; ++r) {
            const long double angle = (static_cast<long double>(p.firstPosition) + r) * w;
            const long double exact = (j % 2 == 0) ? std::sin(angle) : std::cos(angle);
            worst = std::max(worst, static_cast<double>(std::abs(pe(r, j) - exact)));
        }
    }
    return worst;
}

/// The plain per-element loop: sin(pos * w_i), cos(pos * w_i) in double.
Eigen::MatrixXd plainLoop(const Params &p)
{
    const Eigen::VectorXd w = posenc::angularFrequencies(posenc::SinusoidalScheme::paper(p.dModel, p.base));
    Eigen::MatrixXd pe(p.length, p.dModel);
    for (int r = 0; r < p.length; ++r)
        for (int j = 0; j < p.dModel; ++j) {
            const double angle = (static_cast<double>(p.firstPosition) + r) * w(j / 2);
            pe(r, j) = (j % 2 == 0) ? std::sin(angle) : std::cos(angle);
        }
    return pe;
}
} // namespace

void TestSinusoidal::accuracyAgainstLongDouble_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("length");
    QTest::addColumn<int>("first");
    QTest::newRow("pos 0 .. 4095, d 256") << 256 << 4096 << 0;
    QTest::newRow("pos 0 .. 700, d 61") << 61 << 701 << 0;
    QTest::newRow("pos near 1e5, d 128") << 128 << 1000 << 99000;
    QTest::newRow("pos near 1e6, d 512") << 512 << 600 << 999400;
}

void TestSinusoidal::accuracyAgainstLongDouble()
{
    QFETCH(int, dModel);
    QFETCH(int, length);
    QFETCH(int, first);
    const Params p{dModel, length, 10000.0, first};
    const double fast = errorAgainstLongDouble(posenc::sinusoidalEncoding(p.scheme(), p.length), p);
    const double loop = errorAgainstLongDouble(plainLoop(p), p);
    qInfo("max error: %.3g (angle addition), %.3g (plain loop)", fast, loop);
    if (first + length <= 4096)
        QVERIFY2(fast <= 1e-12, qPrintable(QString::number(fast)));
    // No larger than the loop's own error, whose argument pos * w_i is rounded.
    QVERIFY2(fast <= loop, qPrintable(QStringLiteral("%1 > %2").arg(fast).arg(loop)));
}

void TestSinusoidal::fillReusesTheMatrix()
{
    Eigen::MatrixXd pe(32, 16);
    const double *buffer = pe.data();
    posenc::fillSinusoidalEncoding(posenc::SinusoidalScheme::paper(16, 10000.0, 0), 32, pe);
    QCOMPARE(pe.data(), buffer);
    QCOMPARE(pe, posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(16, 10000.0, 0), 32));
    posenc::fillSinusoidalEncoding(posenc::SinusoidalScheme::paper(8, 10000.0, 0), 4, pe);
    QCOMPARE(pe.rows(), Eigen::Index(4));
    QCOMPARE(pe.cols(), Eigen::Index(8));
}

void TestSinusoidal::rejectsBadParameters_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("length");
    QTest::addColumn<double>("base");
    QTest::addColumn<int>("first");
    QTest::addColumn<QString>("expected");
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    QTest::newRow("d_model 0") << 0 << 4 << 1e4 << 0 << "d_model = 0 is out of range (allowed 1 .. 4096)";
    QTest::newRow("d_model 4097") << 4097 << 4 << 1e4 << 0 << "d_model = 4097 is out of range (allowed 1 .. 4096)";
    QTest::newRow("length 0") << 4 << 0 << 1e4 << 0 << "length L = 0 is out of range (allowed 1 .. 4096)";
    QTest::newRow("base 1") << 4 << 4 << 1.0 << 0 << "base = 1 is out of range";
    QTest::newRow("base 0.5") << 4 << 4 << 0.5 << 0 << "base = 0.5 is out of range";
    QTest::newRow("base nan") << 4 << 4 << nan << 0 << "base = nan is out of range";
    QTest::newRow("base inf") << 4 << 4 << inf << 0 << "base = inf is out of range";
    QTest::newRow("first -1") << 4 << 4 << 1e4 << -1 << "first position = -1 is out of range (allowed 0 .. 1000000)";
}

void TestSinusoidal::rejectsBadParameters()
{
    QFETCH(int, dModel);
    QFETCH(int, length);
    QFETCH(double, base);
    QFETCH(int, first);
    QFETCH(QString, expected);
    try {
        posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(dModel, base, first), length);
        QFAIL("no exception");
    } catch (const posenc::ParameterError &error) {
        QVERIFY2(QString::fromUtf8(error.what()).startsWith(expected), error.what());
    }
}

QTEST_APPLESS_MAIN(TestSinusoidal)
#include "tst_sinusoidal.moc"
