// Parameter validation: allowed values pass, others give one message naming the value and the range.
#include <posenc/encodings/parameters.h>
#include <posenc/encodings/sinusoidalscheme.h>

#include <QTest>

class TestParameters : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void boundsAreAllowed();
    void messages_data();
    void messages();
    void validateListsEveryProblem();
    void requireValidThrowsFirst();
};

void TestParameters::boundsAreAllowed()
{
    namespace lim = posenc::limits;
    QVERIFY(!posenc::checkDModel(lim::minDModel));
    QVERIFY(!posenc::checkDModel(lim::maxDModel));
    QVERIFY(!posenc::checkLength(1));
    QVERIFY(!posenc::checkLength(4096));
    QVERIFY(!posenc::checkBase(1.0000001));
    QVERIFY(!posenc::checkBase(lim::maxBase));
    QVERIFY(!posenc::checkFirstPosition(0));
    QVERIFY(!posenc::checkPosition(10, 10, 1));
    QVERIFY(!posenc::checkOffset(-16, 16));
    QVERIFY(!posenc::checkOffset(16, 16));
    QVERIFY(posenc::validate(posenc::SinusoidalScheme{}, 16).empty());
    QVERIFY(posenc::validate(posenc::SinusoidalScheme{}).empty());
}

void TestParameters::messages_data()
{
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("expected");
    auto text = [](const std::optional<posenc::Message> &m) { return m ? QString::fromStdString(m->str()) : QString(); };
    QTest::newRow("d_model -2") << text(posenc::checkDModel(-2)) << "d_model = -2 is out of range (allowed 1 .. 4096)";
    QTest::newRow("length 5000") << text(posenc::checkLength(5000))
                                 << "length L = 5000 is out of range (allowed 1 .. 4096)";
    QTest::newRow("base 1") << text(posenc::checkBase(1.0))
                            << "base = 1 is out of range (allowed: finite, greater than 1, at most 1e+12)";
    QTest::newRow("first 2e6") << text(posenc::checkFirstPosition(2'000'000))
                               << "first position = 2000000 is out of range (allowed 0 .. 1000000)";
    QTest::newRow("position past L") << text(posenc::checkPosition(20, 5, 10))
                                     << "position pos = 20 is out of range (allowed 5 .. 14)";
    QTest::newRow("offset past L") << text(posenc::checkOffset(-17, 16))
                                   << "offset k = -17 is out of range (allowed -16 .. 16)";
}

void TestParameters::messages()
{
    QFETCH(QString, message);
    QFETCH(QString, expected);
    QCOMPARE(message, expected);
}

void TestParameters::validateListsEveryProblem()
{
    const auto messages = posenc::validate(posenc::SinusoidalScheme::paper(0, 0.5, -3), 0);
    QCOMPARE(messages.size(), std::size_t(4));
    QVERIFY(messages[0].str().starts_with("d_model"));
    QVERIFY(messages[1].str().starts_with("length L"));
    QVERIFY(messages[2].str().starts_with("base"));
    QVERIFY(messages[3].str().starts_with("first position"));
}

void TestParameters::requireValidThrowsFirst()
{
    QVERIFY_THROWS_EXCEPTION(posenc::ParameterError, posenc::requireValid(posenc::SinusoidalScheme::paper(60), 0));
    QVERIFY_THROWS_EXCEPTION(posenc::ParameterError, posenc::requireValid(posenc::SinusoidalScheme::paper(60, 1.0)));
    posenc::requireValid(posenc::SinusoidalScheme::paper(60), 16);
}

QTEST_APPLESS_MAIN(TestParameters)
#include "tst_parameters.moc"
