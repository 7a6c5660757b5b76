// PlotView: a view hidden behind another tab catches up when shown, instead of redrawing while hidden; on
// screen the plot is drawn onto the window, without paint buffers, and what reaches the screen is the plot
// as QCustomPlot draws it for an export.
#include "ui/figures/heatmapfigure.h"
#include "ui/figures/matriximagemap.h"
#include "ui/state/explorerstate.h"
#include "ui/views/plotview.h"

#include <QPaintEvent>
#include <QScreen>
#include <QTabWidget>
#include <QTest>
#include <QWindow>

#include <algorithm>

class TestPlotView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void hiddenTabCatchesUpWhenShown();
    void selectionRepaintsItsMarksOnly_data();
    void selectionRepaintsItsMarksOnly();
    void screenIsThePlotOverItsBackground();
    void noPaintBuffersOnScreen();
    void heatMapPixelsAreNotFilledFirst();
    void followsAScreenOfAnotherRatio();
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

/// The largest difference of one colour channel between \a a and \a b (same size), 255 when the sizes
/// differ. Lines of an opaque pen are drawn by Qt's line rasterizer (strokeInRuns()), which clips a line's
/// ends to the clip's bounds: where a partial repaint's clip cuts a line (or a dash) an edge pixel may
/// differ from a full paint's by up to aaRounding (seen: 4, 1.6 %, at scale 1, 1.5 and 2); anything more is a
/// repaint that shows something else.
constexpr int aaRounding = 4;

int largestChannelDifference(const QImage &a, const QImage &b)
{
    if (a.size() != b.size())
        return 255;
    int largest = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y);
            const QRgb q = b.pixel(x, y);
            largest = std::max({largest, std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                                std::abs(qBlue(p) - qBlue(q))});
        }
    return largest;
}

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

void TestPlotView::selectionRepaintsItsMarksOnly_data()
{
    QTest::addColumn<Figure>("figure");
    QTest::newRow("pe") << Figure::Encoding; // the row frame
    QTest::newRow("waves") << Figure::Waves; // the dashed pos line
}

void TestPlotView::selectionRepaintsItsMarksOnly()
{
    // A new position moves the heat map's row marker (the waves' pos line) only: only the pixels of the old
    // and the new marks are repainted, and what the view shows is what a full paint shows.
    QFETCH(Figure, figure);
    ExplorerState state;
    PlotView view(&state, figure);
    view.resize(700, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTest::qWait(50); // the window's activation repaints it whole once
    QVERIFY(view.plotFigure().selectionLayer());
    const QImage before = view.grab().toImage();
    PaintedPixels painted;
    view.installEventFilter(&painted);
    state.setPosition(state.firstPosition() + 9);
    QCoreApplication::processEvents();
    QVERIFY(painted.pixels > 0);
    QVERIFY2(painted.pixels < 700 * 500 / 4, qPrintable(QStringLiteral("%1 pixels repainted").arg(painted.pixels)));
    // On the screen (the window's backing store): the partly repainted view equals a full paint of it,
    // there (at any device pixel ratio: run with QT_SCALE_FACTOR=1.5 too) and in a grab.
    const auto screen = [&view] {
        return view.screen()->grabWindow(view.winId()).toImage().convertToFormat(QImage::Format_RGB32);
    };
    const QImage onScreen = screen();
    const QImage moved = view.grab().toImage().convertToFormat(QImage::Format_RGB32);
    QVERIFY(moved != before.convertToFormat(QImage::Format_RGB32));
    view.repaint();
    const int repainted = largestChannelDifference(onScreen, screen());
    QVERIFY2(repainted <= aaRounding, qPrintable(QStringLiteral("partial and full paint differ by %1").arg(repainted)));
    if (onScreen.size() == moved.size())
        QVERIFY(largestChannelDifference(onScreen, moved) <= aaRounding);
    view.replot(QCustomPlot::rpImmediateRefresh); // a caller's replot changes nothing shown
    QCOMPARE(view.grab().toImage().convertToFormat(QImage::Format_RGB32), moved);
    // A data change still paints the whole figure (laid out again, without a replot into buffers).
    painted.pixels = 0;
    state.setDModel(32);
    QTRY_VERIFY(painted.pixels >= 700 * 500);
    QVERIFY(view.grab().toImage().convertToFormat(QImage::Format_RGB32) != moved);
}

void TestPlotView::screenIsThePlotOverItsBackground()
{
    // On screen the plot's layers are drawn onto the window over its background: what reaches the screen
    // is the plot as QCustomPlot draws it for an export, light or dark.
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

void TestPlotView::noPaintBuffersOnScreen()
{
    // On screen the plot is drawn onto the window: it holds no paint buffers (a replot of its own, which
    // fills them, lets them go), and a view shown again or grabbed while hidden paints the whole plot.
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
    QCOMPARE(first->paintBufferBytes(), 0);
    int replots = 0;
    connect(first, &QCustomPlot::beforeReplot, first, [&replots] { ++replots; });
    first->replot(QCustomPlot::rpImmediateRefresh); // draws into the buffers, which then go
    QCOMPARE(replots, 1);
    QCOMPARE(first->paintBufferBytes(), 0);
    {
        const auto [onScreen, drawn] = screenAndDrawn(*first);
        QCOMPARE(onScreen.size(), drawn.size());
        QVERIFY2(largestDifference(onScreen, drawn) <= 4, "the plot on screen differs from the plot drawn");
    }
    tabs.setCurrentIndex(1);
    QCoreApplication::processEvents();
    QCOMPARE(second->paintBufferBytes(), 0);
    // A grab of the hidden view (render()) draws the plot, not only its background.
    {
        const QImage grabbed = first->grab().toImage().convertToFormat(QImage::Format_RGB32);
        const QImage drawn = first->toPixmap(first->width(), first->height()).toImage().convertToFormat(QImage::Format_RGB32);
        QCOMPARE(grabbed.size(), drawn.size());
        QVERIFY2(largestDifference(grabbed, drawn) <= 4, "the grabbed hidden plot differs from the plot drawn");
    }
    // Shown again: the whole plot.
    tabs.setCurrentIndex(0);
    QCoreApplication::processEvents();
    const auto [onScreen, drawn] = screenAndDrawn(*first);
    QVERIFY2(largestDifference(onScreen, drawn) <= 4, "the plot shown again differs from the plot drawn");
}

void TestPlotView::heatMapPixelsAreNotFilledFirst()
{
    // A paint fills the background except where the heat map's opaque cells are written next (less a
    // margin); where the map no longer reaches after a change, nothing of it stays.
    ExplorerState state;
    PlotView view(&state, Figure::Encoding);
    view.resize(700, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.repaint();
    const QRect axisRect = view.axisRect()->rect();
    const QRegion notFilled = QRegion(view.rect()) - view.backgroundPainted();
    const QRect kept = notFilled.boundingRect();
    QCOMPARE(notFilled.rectCount(), 1);
    QVERIFY2(kept.width() * kept.height() > 700 * 500 / 4,
             qPrintable(QStringLiteral("%1 x %2 kept").arg(kept.width()).arg(kept.height())));
    QVERIFY(axisRect.contains(kept)); // only inside the map's axis rect
    QCPAxis *columns = view.axisRect()->axis(QCPAxis::atBottom);
    QCPAxis *rows = view.axisRect()->axis(QCPAxis::atLeft);
    const QCPRange fullColumns = columns->range();
    const QCPRange fullRows = rows->range();
    // The map shrinks to the top left third of its axis rect: the rest was map and is background now.
    columns->setRange(fullColumns.lower, fullColumns.lower + 3 * fullColumns.size());
    rows->setRange(fullRows.lower, fullRows.lower + 3 * fullRows.size());
    view.replot(QCustomPlot::rpImmediateRefresh);
    QCoreApplication::processEvents();
    const QRect smaller = (QRegion(view.rect()) - view.backgroundPainted()).boundingRect();
    QVERIFY(!smaller.isEmpty());
    QVERIFY(smaller.width() < kept.width() / 2 && smaller.height() < kept.height() / 2);
    const QImage onScreen = view.screen()->grabWindow(view.winId()).toImage().convertToFormat(QImage::Format_RGB32);
    const QRgb background = onScreen.pixel(1, 1); // beside the title
    // The axis rect's bottom right quarter (inside its axis lines and ticks), where the map was: background only.
    const QRect rect = axisRect.adjusted(8, 8, -8, -8);
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

void TestPlotView::followsAScreenOfAnotherRatio()
{
    // A window moved to a screen of another device pixel ratio (a laptop's to a projector's): its heat
    // maps are reduced to the new screen's pixels, though no resize tells of it. ctest runs this with
    // tests/data/offscreen-two-ratios.json.
    const QList<QScreen *> screens = QGuiApplication::screens();
    if (screens.size() < 2 || qFuzzyCompare(screens[0]->devicePixelRatio(), screens[1]->devicePixelRatio()))
        QSKIP("needs two screens of different device pixel ratios (tests/data/offscreen-two-ratios.json)");
    ExplorerState state;
    state.setDModel(2048); // more columns than the map has pixels on either screen
    PlotView view(&state, Figure::Encoding);
    view.resize(600, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const auto shownColumns = [&view] {
        for (int i = 0; i < view.plottableCount(); ++i)
            if (const auto *map = dynamic_cast<const MatrixImageMap *>(view.plottable(i)))
                return int(map->matrix().cols());
        return 0;
    };
    QTRY_VERIFY(view.heatmap().reduced());
    const int before = shownColumns();
    QVERIFY(before > 0 && before < 2048);
    QScreen *other = view.screen() == screens[0] ? screens[1] : screens[0];
    const double ratio = other->devicePixelRatio() / view.devicePixelRatioF();
    view.windowHandle()->setScreen(other);
    view.move(other->geometry().topLeft() + QPoint(20, 20));
    QTRY_COMPARE(view.devicePixelRatioF(), other->devicePixelRatio());
    QTRY_VERIFY2(std::abs(shownColumns() - before * ratio) < 0.1 * before * ratio,
                 qPrintable(QStringLiteral("%1 columns shown, %2 before, ratio %3").arg(shownColumns()).arg(before).arg(ratio)));
}

QTEST_MAIN(TestPlotView)
#include "tst_plotview.moc"
