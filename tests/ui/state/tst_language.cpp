// The interface language brings its numbers and system messages, whatever the machine's locale: a German
// locale's decimal comma must not turn a typed "10000.5" into 100005 or refuse it, and a reason from the C
// library must not be German inside an English line.
#include "ui/state/language.h"
#include "ui/widgets/fielddoublespinbox.h"
#include "ui/state/explorerstate.h"

#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QTest>

#include <cerrno>
#include <clocale>
#include <cstring>

class TestLanguage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cleanup() { language::install(QStringLiteral("en")); }
    void numbersFollowTheInterfaceNotTheMachine_data();
    void numbersFollowTheInterfaceNotTheMachine();
    void systemReasonsAreEnglishInEnglish();
};

void TestLanguage::numbersFollowTheInterfaceNotTheMachine_data()
{
    QTest::addColumn<QString>("code");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

void TestLanguage::numbersFollowTheInterfaceNotTheMachine()
{
    QFETCH(QString, code);
    // A machine whose locale writes decimal commas (as LANG=de_DE.UTF-8 makes QLocale's default).
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QDoubleSpinBox german;
    german.setRange(0, 1e6);
    german.setDecimals(1);
    QCOMPARE(german.locale().decimalPoint(), QStringLiteral(","));
    QVERIFY(language::install(code));
    QCOMPARE(QLocale().decimalPoint(), QStringLiteral("."));
    // A spin box made afterwards reads what the formulas and the manual write, and writes it so.
    QDoubleSpinBox box;
    box.setRange(0, 1e6);
    box.setDecimals(1);
    QCOMPARE(box.locale().decimalPoint(), QStringLiteral("."));
    QLineEdit *edit = box.findChild<QLineEdit *>();
    QVERIFY(edit);
    box.show();
    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("10000.5"));
    box.interpretText();
    QCOMPARE(box.value(), 10000.5);
    QCOMPARE(box.text(), QStringLiteral("10000.5")); // no group separator either
    // The program's own field boxes too.
    ExplorerState state;
    FieldDoubleSpinBox field(&state, QStringLiteral("scalingFactor"), 3, 0.5);
    QCOMPARE(field.locale().decimalPoint(), QStringLiteral("."));
}

void TestLanguage::systemReasonsAreEnglishInEnglish()
{
    // Whatever LC_MESSAGES the machine has (setlocale from QCoreApplication follows LANG/LC_ALL), English
    // is the C library's own text.
    language::install(QStringLiteral("en"));
    QCOMPARE(QString::fromLocal8Bit(std::strerror(EPIPE)), QStringLiteral("Broken pipe"));
    QCOMPARE(QString::fromLatin1(std::setlocale(LC_MESSAGES, nullptr)), QStringLiteral("C"));
}

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
