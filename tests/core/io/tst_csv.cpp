// CSV: 17 significant digits read back exactly; malformed text is reported by line and field.
#include <posenc/io/csv.h>

#include <QTest>

#include <numbers>

class TestCsv : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void format();
    void roundTripIsExact();
    void parseRejects_data();
    void parseRejects();
    void parseSkipsBlankLinesAndCarriageReturns();
};

void TestCsv::format()
{
    Eigen::MatrixXd m(2, 3);
    m << 0, 1, -0.5, //
        std::numbers::pi, 1e-20, 62831.853071795864;
    QCOMPARE(QString::fromStdString(posenc::formatCsv(m)),
             QStringLiteral("0,1,-0.5\n3.1415926535897931,9.9999999999999995e-21,62831.853071795864\n"));
}

void TestCsv::roundTripIsExact()
{
    const Eigen::MatrixXd m = Eigen::MatrixXd::Random(17, 9) * 1e3;
    const auto back = posenc::parseCsv(posenc::formatCsv(m));
    QVERIFY(back.has_value());
    QVERIFY(*back == m);
}

void TestCsv::parseRejects_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("word") << "1,2\n3,x\n" << "line 2, field 2: 'x' is not a number";
    QTest::newRow("empty field") << "1,,2\n" << "line 1, field 2: '' is not a number";
    QTest::newRow("ragged") << "1,2\n3\n" << "line 2 has 1 fields, the first line has 2";
    QTest::newRow("trailing junk") << "1.5abc\n" << "line 1, field 1: '1.5abc' is not a number";
}

void TestCsv::parseRejects()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    std::string error;
    QVERIFY(!posenc::parseCsv(text.toStdString(), &error));
    QCOMPARE(QString::fromStdString(error), message);
}

void TestCsv::parseSkipsBlankLinesAndCarriageReturns()
{
    const auto m = posenc::parseCsv("1, 2\r\n\r\n3,4\r\n");
    QVERIFY(m.has_value());
    QCOMPARE(m->rows(), Eigen::Index(2));
    QCOMPARE((*m)(1, 1), 4.0);
}

QTEST_APPLESS_MAIN(TestCsv)
#include "tst_csv.moc"
