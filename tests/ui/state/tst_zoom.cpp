// The window's zoom: one factor for the interface font, every view's text and lines, and the clocks.
#include "ui/figures/figurestyle.h"
#include "ui/state/explorerstate.h"
#include "ui/state/zoom.h"
#include "ui/views/clockview.h"
#include "ui/views/plotview.h"

#include <QApplication>
#include <QTest>

class TestZoom : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cleanup() { zoom::setPercent(zoom::defaultPercent); }
    void scalesFontLinesAndClocks();
    void stepsAndRange();
    void parse();
    void viewsFollow();
};

namespace {
double pixelsOf(const QFont &font)
{
    return font.pixelSize() > 0 ? font.pixelSize() : QFontInfo(font).pixelSize();
}
} // namespace

void TestZoom::scalesFontLinesAndClocks()
{
    const double font100 = pixelsOf(FigureStyle::screen().font);
    const double app100 = pixelsOf(QApplication::font());
    QCOMPARE(FigureStyle::screen().lineWidth, 1.0);
    zoom::setPercent(200);
    QCOMPARE(zoom::percent(), 200);
    QVERIFY(std::abs(pixelsOf(FigureStyle::screen().font) - 2 * font100) <= 1.0);
    QVERIFY(std::abs(pixelsOf(QApplication::font()) - 2 * app100) <= 1.0);
    QCOMPARE(FigureStyle::screen().lineWidth, 2.0);
    QCOMPARE(ClockGridWidget::minCellSize(), 2 * ClockGridWidget::unzoomedCellSize);
    // Back to 100 %: the desktop's own font again, not a rounded copy of a copy.
    zoom::setPercent(67);
    zoom::setPercent(100);
    QCOMPARE(pixelsOf(QApplication::font()), app100);
}

void TestZoom::stepsAndRange()
{
    zoom::setPercent(1000);
    QCOMPARE(zoom::percent(), zoom::maxPercent);
    QCOMPARE(zoom::nextStep(true), zoom::maxPercent);
    zoom::setPercent(10);
    QCOMPARE(zoom::percent(), zoom::minPercent);
    QCOMPARE(zoom::nextStep(false), zoom::minPercent);
    zoom::setPercent(100);
    QCOMPARE(zoom::nextStep(true), 110);
    QCOMPARE(zoom::nextStep(false), 90);
    zoom::setPercent(137); // between steps: to the next one either way
    QCOMPARE(zoom::nextStep(true), 150);
    QCOMPARE(zoom::nextStep(false), 125);
}

void TestZoom::parse()
{
    QCOMPARE(zoom::parse(QStringLiteral("150")), std::optional<int>(150));
    QCOMPARE(zoom::parse(QStringLiteral(" 75% ")), std::optional<int>(75));
    QCOMPARE(zoom::parse(QStringLiteral("300")), std::optional<int>(300));
    QVERIFY(!zoom::parse(QStringLiteral("49")));
    QVERIFY(!zoom::parse(QStringLiteral("301")));
    QVERIFY(!zoom::parse(QStringLiteral("1.5")));
    QVERIFY(!zoom::parse(QString()));
}

void TestZoom::viewsFollow()
{
    ExplorerState state;
    PlotView view(&state, Figure::Encoding);
    view.resize(600, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const double before = pixelsOf(view.xAxis->tickLabelFont());
    zoom::setPercent(200);
    QCoreApplication::processEvents(); // the font change events
    QVERIFY(pixelsOf(view.xAxis->tickLabelFont()) >= 2 * before - 1);
}

QTEST_MAIN(TestZoom)
#include "tst_zoom.moc"
