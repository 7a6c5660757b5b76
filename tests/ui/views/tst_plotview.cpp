// PlotView: a view hidden behind another tab catches up when shown, instead of redrawing while hidden.
#include "ui/figures/heatmapfigure.h"
#include "ui/state/explorerstate.h"
#include "ui/views/plotview.h"

#include <QTabWidget>
#include <QTest>

class TestPlotView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void hiddenTabCatchesUpWhenShown();
    void selectionRedrawsItsLayerOnly();
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

void TestPlotView::selectionRedrawsItsLayerOnly()
{
    // A new position moves the heat map's row marker only: the figure is not replotted (no layout, axes
    // or colour map drawn again), and what the view shows is what a full replot shows.
    ExplorerState state;
    PlotView view(&state, Figure::Encoding);
    view.resize(700, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCoreApplication::processEvents();
    QVERIFY(view.plotFigure().selectionLayer());
    const QImage before = view.grab().toImage();
    int replots = 0;
    connect(&view, &QCustomPlot::beforeReplot, &view, [&replots] { ++replots; });
    state.setPosition(state.firstPosition() + 9);
    QCoreApplication::processEvents();
    QCOMPARE(replots, 0);
    const QImage moved = view.grab().toImage();
    QVERIFY(moved != before);
    view.replot(QCustomPlot::rpImmediateRefresh);
    QCOMPARE(replots, 1);
    QCOMPARE(view.grab().toImage(), moved);
    // A data change still replots the whole figure.
    state.setDModel(32);
    QCoreApplication::processEvents();
    QTRY_COMPARE(replots, 2);
}

QTEST_MAIN(TestPlotView)
#include "tst_plotview.moc"
