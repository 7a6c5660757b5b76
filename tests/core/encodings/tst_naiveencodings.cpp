// The rejected encodings: unbounded integers, length-dependent pos/(L-1), binary counter bits.
#include <posenc/encodings/naiveencodings.h>

#include <QTest>

class TestNaiveEncodings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void integerIsUnbounded();
    void normalizedDependsOnLength();
    void binaryCounter();
};

void TestNaiveEncodings::integerIsUnbounded()
{
    const Eigen::VectorXd v = posenc::integerEncoding(100, 3);
    QCOMPARE(v(0), 3.0);
    QCOMPARE(v(99), 102.0);
}

void TestNaiveEncodings::normalizedDependsOnLength()
{
    // The seed's example: position 5 of 11 and position 50 of 101 both get 0.5.
    QCOMPARE(posenc::normalizedEncoding(11)(5), 0.5);
    QCOMPARE(posenc::normalizedEncoding(101)(50), 0.5);
    QCOMPARE(posenc::normalizedEncoding(11)(10), 1.0);
    QCOMPARE(posenc::normalizedEncoding(1)(0), 0.0);
}

void TestNaiveEncodings::binaryCounter()
{
    QCOMPARE(posenc::bitCount(0), 1);
    QCOMPARE(posenc::bitCount(1), 1);
    QCOMPARE(posenc::bitCount(15), 4);
    QCOMPARE(posenc::bitCount(16), 5);
    const Eigen::MatrixXd bits = posenc::binaryEncoding(8, 3);
    // Bit 0 flips every position, bit 1 every two, bit 2 every four (the seed's binary counter).
    Eigen::MatrixXd expected(8, 3);
    expected << 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0, 0, 0, 1, 1, 0, 1, 0, 1, 1, 1, 1, 1;
    QCOMPARE(bits, expected);
    QCOMPARE(posenc::binaryEncoding(1, 4, 6).row(0), Eigen::RowVector4d(0, 1, 1, 0).eval().cast<double>());
}

QTEST_APPLESS_MAIN(TestNaiveEncodings)
#include "tst_naiveencodings.moc"
