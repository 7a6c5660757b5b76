// PlotView: a view hidden behind another tab catches up when shown, instead of redrawing while hidden, and
// holds no paint buffers meanwhile; what reaches the screen is the plot as QCustomPlot draws it.
#include "ui/figures/heatmapfigure.h"
#include "ui/state/explorerstate.h"
#include "ui/views/plotview.h"

#include <QPaintEvent>
#include <QScreen>
#include <QTabWidget>
#include <QTest>

#include <algorithm>

class TestPlotView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void hiddenTabCatchesUpWhenShown();
    void selectionRepaintsItsMarksOnly();
    void screenIsThePlotOverItsBackground();
    void hiddenTabLetsItsBuffersGo();
    void heatMapPixelsAreNotClearedFirst();
};

void TestPlotView::hiddenTabCatchesUpWhenShown()
{
    ExplorerState state;
    QTabWidget tabs;
    auto *visible = new PlotView(&state, Figure::Encoding);
    auto *hidden = new PlotView(&state, Figure::Sum);
    tabs.addTab(visible, QStringLiteral("pe"));
    tabs.addTab(hidden, QStringLiteral("sum"));
    tabs.resize(800, 600);
    tabs.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tabs));
    state.setDModel(128);
    QCoreApplication::processEvents();
    QCOMPARE(visible->heatmap().columns(), 128);
    QCOMPARE(hidden->heatmap().columns(), 60); // not redrawn while hidden
    tabs.setCurrentIndex(1);
    QCoreApplication::processEvents();
    QCOMPARE(hidden->heatmap().columns(), 128);
}

namespace {

/// Sums the pixels of the paint events that reach the watched widget.
class PaintedPixels : public QObject
{
public:
    qint64 pixels = 0;
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            for (const QRect &r : static_cast<QPaintEvent *>(event)->region())
                pixels += qint64(r.width()) * r.height();
        return false;
    }
};

/// The largest difference of a red, green or blue level between two images of one size.
int largestDifference(const QImage &a, const QImage &b)
{
    int largest = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            largest = std::max({largest, std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                                std::abs(qBlue(p) - qBlue(q))});
        }
    return largest;
}

/// What the window shows of \a view, and the plot as QCustomPlot draws it for an export, both RGB32.
std::pair<QImage, QImage> screenAndDrawn(PlotView &view)
{
    const QPoint at = view.mapTo(view.window(), QPoint(0, 0)); // a view inside a window has no window of its own
    return {view.screen()->grabWindow(view.window()->winId(), at.x(), at.y(), view.width(), view.height()).toImage().convertToFormat(QImage::Format_RGB32),
            view.toPixmap(view.width(), view.height()).toImage().convertToFormat(QImage::Format_RGB32)};
}

} // namespace

void TestPlotView::selectionRepaintsItsMarksOnly()
{
    // A new position moves the heat map's row marker only: the figure is not replotted (no layout, axes
    // or colour map drawn again), only the pixels of the old and the new marks are repainted, and what
    // the view shows is what a full replot shows.
    ExplorerState state;
    PlotView view(&state, Figure::Encoding);
    view.resize(700, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTest::qWait(50); // the window's activation repaints it whole once
    QVERIFY(view.plotFigure().selectionLayer());
    const QImage before = view.grab().toImage();
    int replots = 0;
    connect(&view, &QCustomPlot::beforeReplot, &view, [&replots] { ++replots; });
    PaintedPixels painted;
    view.installEventFilter(&painted);
    state.setPosition(state.firstPosition() + 9);
    QCoreApplication::processEvents();
    QCOMPARE(replots, 0);
    QVERIFY(painted.pixels > 0);
    QVERIFY2(painted.pixels < 700 * 500 / 4, qPrintable(QStringLiteral("%1 pixels repainted").arg(painted.pixels)));
    // On the screen (the window's backing store): the partly repainted view equals a full paint of it.
    const QImage onScreen = view.screen()->grabWindow(view.winId()).toImage().convertToFormat(QImage::Format_RGB32);
    const QImage moved = view.grab().toImage().convertToFormat(QImage::Format_RGB32);
    QVERIFY(moved != before.convertToFormat(QImage::Format_RGB32));
    QCOMPARE(onScreen.size(), moved.size());
    QVERIFY(onScreen != before.convertToFormat(QImage::Format_RGB32));
    QCOMPARE(onScreen, moved);
    view.replot(QCustomPlot::rpImmediateRefresh);
    QCOMPARE(replots, 1);
    QCOMPARE(view.grab().toImage().convertToFormat(QImage::Format_RGB32), moved);
    // A data change still replots the whole figure.
    state.setDModel(32);
    QTRY_COMPARE(replots, 2);
}

void TestPlotView::screenIsThePlotOverItsBackground()
{
    // On screen the bottom paint buffer holds the background and is copied as it is (no fill under it):
    // what reaches the screen is the plot as QCustomPlot draws it over its background, light or dark.
    ExplorerState state;
    PlotView view(&state, Figure::Wavelength); // no selection layer: every layer is drawn by both
    view.setPlottingHint(QCP::phCacheLabels, false); // toPixmap() draws tick labels directly too
    view.resize(640, 420);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    for (const QColor background : {QColor(255, 255, 255), QColor(24, 26, 33)}) {
        view.setBackground(background);
        view.replot(QCustomPlot::rpImmediateRefresh);
        QCoreApplication::processEvents();
        const auto [onScreen, drawn] = screenAndDrawn(view);
        QCOMPARE(onScreen.pixelColor(1, 1), background);
        QCOMPARE(onScreen.size(), drawn.size());
        // Antialiased edges may differ by a level or two between the two ways of drawing.
        const int largest = largestDifference(onScreen, drawn);
        QVERIFY2(largest <= 4, qPrintable(QStringLiteral("a pixel differs by %1 levels").arg(largest)));
    }
    // A new background painted before any replot (a theme's first paint): not the old buffer's colour.
    const QColor other(250, 240, 200);
    view.setBackground(other);
    view.repaint();
    QCOMPARE(view.screen()->grabWindow(view.winId()).toImage().pixelColor(1, 1), other);
}

void TestPlotView::hiddenTabLetsItsBuffersGo()
{
    // A view behind another tab holds no paint buffers (at L = d_model = 4096 the hidden tabs' buffers
    // were 35 MiB of the 381 MiB budget), and shown again it paints the whole plot, not its background.
    ExplorerState state;
    QTabWidget tabs;
    auto *first = new PlotView(&state, Figure::Wavelength); // no selection layer: drawn alike both ways
    auto *second = new PlotView(&state, Figure::Encoding);
    first->setPlottingHint(QCP::phCacheLabels, false); // toPixmap() draws tick labels directly too
    tabs.addTab(first, QStringLiteral("wavelength"));
    tabs.addTab(second, QStringLiteral("pe"));
    tabs.resize(700, 500);
    tabs.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tabs));
    QTest::qWait(20);
    const qint64 shown = first->paintBufferBytes();
    QVERIFY(shown >= qint64(first->width()) * first->height() * 4);
    tabs.setCurrentIndex(1);
    QTRY_COMPARE(first->paintBufferBytes(), 0);
    QVERIFY(second->paintBufferBytes() > 0);
    // A replot while hidden (one queued before the tab was left) lets them go again.
    first->replot(QCustomPlot::rpImmediateRefresh);
    QCOMPARE(first->paintBufferBytes(), 0);
    // Shown again, unchanged: one replot refills the buffers (not one for the show and one for the paint).
    int replots = 0;
    connect(first, &QCustomPlot::beforeReplot, first, [&replots] { ++replots; });
    tabs.setCurrentIndex(0);
    QTRY_COMPARE(first->paintBufferBytes(), shown);
    QTest::qWait(20);
    QCOMPARE(replots, 1);
    QCOMPARE(second->paintBufferBytes(), 0);
    const auto [onScreen, drawn] = screenAndDrawn(*first);
    QCOMPARE(onScreen.size(), drawn.size());
    QVERIFY2(largestDifference(onScreen, drawn) <= 4, "the plot shown again differs from the plot drawn");
    tabs.setCurrentIndex(1);
    QTRY_COMPARE(first->paintBufferBytes(), 0);
    // A grab of the hidden view (render()) draws the plot, not only its background.
    {
        const QImage grabbed = first->grab().toImage().convertToFormat(QImage::Format_RGB32);
        const QImage drawn = first->toPixmap(first->width(), first->height()).toImage().convertToFormat(QImage::Format_RGB32);
        QCOMPARE(grabbed.size(), drawn.size());
        QVERIFY2(largestDifference(grabbed, drawn) <= 4, "the grabbed hidden plot differs from the plot drawn");
    }
    tabs.setCurrentIndex(0);
    QTRY_COMPARE(first->paintBufferBytes(), shown);
    // The window closed keeps its buffers for when it comes back (minimised it stays visible, the same).
    tabs.hide();
    QCOMPARE(first->paintBufferBytes(), shown);
}

void TestPlotView::heatMapPixelsAreNotClearedFirst()
{
    // A replot clears the bottom buffer to the background except where the heat map's opaque cells are
    // written next (less a margin); where the map no longer reaches after a change, nothing of it stays.
    ExplorerState state;
    PlotView view(&state, Figure::Encoding);
    view.resize(700, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.replot(QCustomPlot::rpImmediateRefresh);
    const QRect kept = view.pixelsKeptByLastClear();
    QVERIFY2(kept.width() * kept.height() > 700 * 500 / 4,
             qPrintable(QStringLiteral("%1 x %2 kept").arg(kept.width()).arg(kept.height())));
    // Kept pixels lie inside the map's axis rect.
    QVERIFY(view.axisRect()->rect().contains(kept));
    QCPAxis *columns = view.axisRect()->axis(QCPAxis::atBottom);
    QCPAxis *rows = view.axisRect()->axis(QCPAxis::atLeft);
    const QCPRange fullColumns = columns->range();
    const QCPRange fullRows = rows->range();
    // The map shrinks to the top left third of its axis rect: the rest was map and is background now.
    columns->setRange(fullColumns.lower, fullColumns.lower + 3 * fullColumns.size());
    rows->setRange(fullRows.lower, fullRows.lower + 3 * fullRows.size());
    view.replot(QCustomPlot::rpImmediateRefresh);
    QCoreApplication::processEvents();
    const QRect smaller = view.pixelsKeptByLastClear();
    QVERIFY(!smaller.isEmpty());
    QVERIFY(smaller.width() < kept.width() / 2 && smaller.height() < kept.height() / 2);
    const QImage onScreen = view.screen()->grabWindow(view.winId()).toImage().convertToFormat(QImage::Format_RGB32);
    const QRgb background = onScreen.pixel(1, 1); // beside the title
    // The axis rect's bottom right quarter (inside its axis lines and ticks), where the map was: background only.
    const QRect rect = view.axisRect()->rect().adjusted(8, 8, -8, -8);
    int mapPixels = 0;
    for (int y = rect.center().y(); y <= rect.bottom(); ++y)
        for (int x = rect.center().x(); x <= rect.right(); ++x)
            mapPixels += onScreen.pixel(x, y) != background;
    QCOMPARE(mapPixels, 0);
    // And the part the map still covers shows its cells, not the background.
    QVERIFY(onScreen.pixel(smaller.center()) != background);
    // Pixel for pixel what a view drawing this for the first time shows.
    PlotView fresh(&state, Figure::Encoding);
    fresh.resize(view.size());
    fresh.show();
    QVERIFY(QTest::qWaitForWindowExposed(&fresh));
    fresh.axisRect()->axis(QCPAxis::atBottom)->setRange(columns->range());
    fresh.axisRect()->axis(QCPAxis::atLeft)->setRange(rows->range());
    fresh.replot(QCustomPlot::rpImmediateRefresh);
    QCoreApplication::processEvents();
    QCOMPARE(fresh.screen()->grabWindow(fresh.winId()).toImage().convertToFormat(QImage::Format_RGB32), onScreen);
}

QTEST_MAIN(TestPlotView)
#include "tst_plotview.moc"
