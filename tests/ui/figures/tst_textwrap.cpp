// Text wrapping of the figures' sentences (ui/figures/textwrap): breaks at spaces, never inside a hyphenated name.
#include "ui/figures/textwrap.h"

#include <QFont>
#include <QFontMetricsF>
#include <QTest>

class TestTextWrap : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void hyphenatedNamesStayWhole();
    void typesetGroupsStayWhole();
};

void TestTextWrap::hyphenatedNamesStayWhole()
{
    // RoPE's pairing note at every width that breaks it near "GPT-J": the name stays on one line, the text
    // is unchanged (ordinary hyphens), and each line fits.
    const QString note = QStringLiteral("Pairing interleaved: pair i = dimensions (2i, 2i + 1), as RoFormer, Meta LLaMA, GPT-J.");
    QFont font;
    font.setPixelSize(20);
    const QFontMetricsF metrics(font);
    int broken = 0;
    for (double width = 150; width <= 900; width += 7) {
        const QString wrapped = wrappedToWidth(note, font, width);
        const QStringList lines = wrapped.split(QLatin1Char('\n'));
        broken += lines.size() > 1;
        QVERIFY2(wrapped.contains(QStringLiteral("GPT-J.")), qPrintable(QStringLiteral("%1: %2").arg(width).arg(lines.join(QStringLiteral(" / ")))));
        QCOMPARE(QString(wrapped).replace(QLatin1Char('\n'), QLatin1Char(' ')).simplified(), note);
        QVERIFY(!wrapped.contains(QChar(0x2011)));
        for (const QString &line : lines)
            QVERIFY2(metrics.horizontalAdvance(line) <= width + 1 || !line.contains(QLatin1Char(' ')), qPrintable(line));
    }
    QVERIFY(broken > 50); // it was wrapped, at many widths
    // A minus sign or a range stays breakable where it is not inside a name: "-0.5" after a space.
    QCOMPARE(wrappedToWidth(QStringLiteral("a -0.5"), font, 1e6), QStringLiteral("a -0.5"));
}

void TestTextWrap::typesetGroupsStayWhole()
{
    // why-exponent's note broke "2π·base^{1 − 2/d_model}" after "2/", and the raw "^{" showed on both lines.
    const QString note = QStringLiteral("every wavelength lies on one curve from 2π to 2π·base^{1 − 2/d_model}: "
                                        "47117.2 at d_model 64, and W_{Q} x W_{K} stay.");
    QFont font;
    font.setPixelSize(20);
    int broken = 0;
    for (double width = 120; width <= 900; width += 5) {
        const QString wrapped = wrappedToWidth(note, font, width);
        broken += wrapped.contains(QLatin1Char('\n'));
        for (const QString &group : {QStringLiteral("^{1 − 2/d_model}"), QStringLiteral("W_{Q}"), QStringLiteral("W_{K}")})
            QVERIFY2(wrapped.contains(group), qPrintable(QStringLiteral("%1: %2").arg(width).arg(wrapped)));
        QCOMPARE(QString(wrapped).replace(QLatin1Char('\n'), QLatin1Char(' ')).simplified(), note);
    }
    QVERIFY(broken > 50);
}

QTEST_MAIN(TestTextWrap)
#include "tst_textwrap.moc"
