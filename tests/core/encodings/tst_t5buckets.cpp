// T5's relative position buckets against the golden files (every r of -300 … 300 exactly), the L x L
// matrix, and the float32 question: over the options a teacher is likely to pick, does Hugging Face's
// float32 logarithm ever give another bucket than exact arithmetic, and if so only within float32's rounding
// of a boundary?
#include "golden.h"

#include <posenc/encodings/parameters.h>
#include <posenc/encodings/t5buckets.h>

#include <QTest>

#include <cmath>

using namespace posenc;

class TestT5Buckets : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void bucketsAsHuggingFace_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("numBuckets");
        QTest::addColumn<int>("maxDistance");
        QTest::addColumn<bool>("bidirectional");
        QTest::newRow("encoder 32/128") << "t5_buckets_bidirectional_nb32_md128.csv" << 32 << 128 << true;
        QTest::newRow("decoder 32/128") << "t5_buckets_causal_nb32_md128.csv" << 32 << 128 << false;
        QTest::newRow("encoder 8/20") << "t5_buckets_bidirectional_nb8_md20.csv" << 8 << 20 << true;
    }
    void bucketsAsHuggingFace()
    {
        QFETCH(QString, file);
        QFETCH(int, numBuckets);
        QFETCH(int, maxDistance);
        QFETCH(bool, bidirectional);
        const T5BucketSpec spec{numBuckets, maxDistance, bidirectional};
        const Eigen::MatrixXd golden = loadGolden(file);
        QVERIFY(golden.rows() > 80);
        for (Eigen::Index k = 0; k < golden.rows(); ++k) {
            const long long r = std::llround(golden(k, 0));
            QCOMPARE(t5Bucket(r, spec), int(golden(k, 1)));
            QCOMPARE(t5Bucket(r, spec, false), int(golden(k, 1)));
        }
    }

    void matrixIsTheBucketOfKeyMinusQuery()
    {
        const T5BucketSpec spec;
        const Eigen::MatrixXi m = t5BucketMatrix(40, spec);
        QCOMPARE(m(0, 0), 0);
        QCOMPARE(m(0, 1), 17); // key one after the query: upper half, 16 + 1
        QCOMPARE(m(1, 0), 1);
        QCOMPARE(m(20, 4), t5Bucket(-16, spec));
        QCOMPARE(t5Bucket(-16, spec), 10);
        QCOMPARE(t5ExactBuckets(spec), 8);
        QCOMPARE(t5ExactBuckets(T5BucketSpec{32, 128, false}), 16);
    }

    void float32ChangesABucketOnlyOnABoundary()
    {
        // Every even num_buckets 4 … 64, max_distance num_buckets … 512 and distance up to max_distance:
        // where float32 and double give other buckets, the exact value is within float32's rounding of an
        // integer (a boundary), never elsewhere.
        int compared = 0, differing = 0;
        QStringList examples;
        for (int nb = 4; nb <= 64; nb += 2)
            for (int md = nb; md <= 512; ++md)
                for (const bool bidirectional : {true, false}) {
                    const T5BucketSpec spec{nb, md, bidirectional};
                    const int e = t5ExactBuckets(spec);
                    for (long long a = e; a <= md; ++a) {
                        const long long r = bidirectional ? a : -a;
                        ++compared;
                        if (t5Bucket(r, spec) == t5Bucket(r, spec, false))
                            continue;
                        ++differing;
                        const double value = t5LogBucketValue(a, spec);
                        if (examples.size() < 4)
                            examples << QStringLiteral("%1 %2/%3 a=%4: float32 %5, double %6")
                                            .arg(bidirectional ? QStringLiteral("bidirectional") : QStringLiteral("causal"))
                                            .arg(nb).arg(md).arg(a).arg(t5Bucket(r, spec)).arg(t5Bucket(r, spec, false));
                        // Within float32's spacing at the boundary (2^-19 at 18): 37 of the 39 on a whole number up
                        // to double's rounding, causal 46/164 at 107 1.8e-6 off it, causal 58/282 at 119 4.7e-8.
                        QVERIFY2(std::abs(value - std::round(value)) <= std::ldexp(1.0, std::ilogb(std::round(value)) - 23),
                                 qPrintable(QStringLiteral("nb %1 md %2 a %3: %4").arg(nb).arg(md).arg(a).arg(value, 0, 'g', 17)));
                    }
                }
        QVERIFY(compared > 1000000);
        qInfo("float32 against double: %d of %d distances in another bucket, each within float32 rounding of a boundary; e.g. %s", differing,
              compared, qPrintable(examples.join(QStringLiteral("; "))));
    }

    void seededTableIsStable()
    {
        const Eigen::MatrixXd small = seededT5BiasTable(32, 8);
        const Eigen::MatrixXd large = seededT5BiasTable(64, 12);
        QCOMPARE(small.rows(), 32);
        QVERIFY(maxAbsDifference(small, large.topLeftCorner(32, 8)) == 0.0); // more buckets or heads keep the entries
        const double sd = std::sqrt((large.array() - large.mean()).square().mean());
        QVERIFY2(std::abs(sd - 1 / std::sqrt(512.0)) < 0.01, qPrintable(QString::number(sd)));
    }

    void refusals()
    {
        QVERIFY(checkT5Buckets(T5BucketSpec{}) == std::nullopt);
        QCOMPARE(QString::fromStdString(checkT5Buckets(T5BucketSpec{33, 128, true})->str()),
                 QStringLiteral("num_buckets = 33 is out of range (allowed even 4 .. 256)"));
        QCOMPARE(QString::fromStdString(checkT5Buckets(T5BucketSpec{32, 16, true})->str()),
                 QStringLiteral("max_distance = 16 is out of range (allowed 32 .. 65536, at least num_buckets)"));
        QVERIFY_THROWS_EXCEPTION(ParameterError, t5Bucket(3, T5BucketSpec{2, 128, true}));
        QVERIFY_THROWS_EXCEPTION(ParameterError, t5BucketMatrix(0, T5BucketSpec{}));
        QCOMPARE(t5DirectionNames.value("causal"), std::optional<bool>(false));
        QVERIFY(!t5DirectionNames.value("both"));
    }
};

QTEST_APPLESS_MAIN(TestT5Buckets)
#include "tst_t5buckets.moc"
