#include "ui/figures/legendrow.h"

#include <QFontMetricsF>
#include <qcustomplot.h>

QCPLayoutGrid *moveLegendBelow(QCustomPlot *plot, int row)
{
    QCPLegend *legend = plot->legend;
    plot->axisRect()->insetLayout()->take(legend);
    plot->axisRect()->insetLayout()->simplify();
    QCPLayoutGrid *layout = plot->plotLayout();
    layout->insertRow(row);
    auto *legendRow = new QCPLayoutGrid;
    layout->addElement(row, 0, legendRow);
    legendRow->addElement(0, 0, legend);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    legend->setWrap(2);
    layout->setRowStretchFactor(row, 0.001);
    legend->setVisible(true);
    return legendRow;
}

void fitLegendColumns(QCustomPlot *plot, double width)
{
    QCPLegend *legend = plot->legend;
    int widest = 1;
    for (int k = 0; k < legend->itemCount(); ++k)
        if (QCPAbstractLegendItem *item = legend->item(k); item && item->visible())
            widest = std::max(widest, item->minimumOuterSizeHint().width());
    const double room = width - 2.0 * QFontMetricsF(legend->font()).height(); // the row's side margins
    const int columns = std::clamp(int(room / (widest + legend->columnSpacing())), 2, 4);
    if (columns == legend->wrap())
        return;
    legend->setWrap(columns);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true); // rearranges the entries to the new wrap
}

void styleLegendRow(QCustomPlot *plot, QCPLayoutGrid *legendRow, const FigureStyle &style)
{
    applyStyle(plot->legend, style);
    const int edge = qRound(QFontMetricsF(style.font).height());
    legendRow->setMargins(QMargins(edge, 0, edge, 0));
}
