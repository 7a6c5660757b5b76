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

QTEST_MAIN(TestPlotView)
#include "tst_plotview.moc"
