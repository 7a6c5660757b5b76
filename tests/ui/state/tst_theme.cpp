// Every text colour of every theme readable: at least 4.5:1 (WCAG 2.1 AA) against what it is drawn on,
// in the interface (QPalette: labels, fields, hints and notes) and in the figures (FigurePalette).
#include "ui/figures/figurepalette.h"
#include "ui/state/theme.h"

#include <QApplication>
#include <QPalette>
#include <QTest>

class TestTheme : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cleanupTestCase() { theme::set(Theme::Light); }
    void contrastFormula();
    void everyTextColourReadable_data();
    void everyTextColourReadable();
};

void TestTheme::contrastFormula()
{
    // The extremes and two values of the WCAG definition.
    QCOMPARE(FigurePalette::contrast(Qt::black, Qt::white), 21.0);
    QCOMPARE(FigurePalette::contrast(Qt::white, Qt::white), 1.0);
    QCOMPARE(FigurePalette::contrast(Qt::white, Qt::black), 21.0); // symmetric
    QVERIFY(qAbs(FigurePalette::contrast(QColor(0x76, 0x76, 0x76), Qt::white) - 4.54) < 0.01);
    // The orange of the clock header before: 2.5:1 on the light window, the reason it vanished.
    QVERIFY(FigurePalette::contrast(QColor(0xd9, 0x82, 0x2b), QColor(0xef, 0xef, 0xef)) < 3.0);
}

void TestTheme::everyTextColourReadable_data()
{
    QTest::addColumn<int>("choice");
    for (const Theme choice : theme::all())
        QTest::newRow(qPrintable(theme::name(choice))) << static_cast<int>(choice);
}

void TestTheme::everyTextColourReadable()
{
    QFETCH(int, choice);
    theme::set(static_cast<Theme>(choice));
    const QPalette ui = QApplication::palette();
    const FigurePalette &figures = FigurePalette::of(static_cast<Theme>(choice));
    const struct
    {
        const char *what;
        QColor text, under;
    } pairs[] = {
        {"window text", ui.color(QPalette::WindowText), ui.color(QPalette::Window)},
        {"field text", ui.color(QPalette::Text), ui.color(QPalette::Base)},
        {"button text", ui.color(QPalette::ButtonText), ui.color(QPalette::Button)},
        {"hints and notes", ui.color(QPalette::PlaceholderText), ui.color(QPalette::Window)},
        {"placeholder in a field", ui.color(QPalette::PlaceholderText), ui.color(QPalette::Base)},
        {"clock header's pos + k", figures.offsetText, ui.color(QPalette::Window)},
        {"figure ink", figures.ink, figures.background},
        {"figure caption", figures.caption, figures.background},
        {"figure labels", figures.label, figures.background},
        {"axis names", figures.muted, figures.background},
    };
    for (const auto &pair : pairs) {
        const double ratio = FigurePalette::contrast(pair.text, pair.under);
        QVERIFY2(ratio >= 4.5, qPrintable(QStringLiteral("%1: %2 on %3 is %4:1")
                                              .arg(QLatin1String(pair.what), pair.text.name(), pair.under.name())
                                              .arg(ratio, 0, 'f', 2)));
    }
}

QTEST_MAIN(TestTheme)
#include "tst_theme.moc"
