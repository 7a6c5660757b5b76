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

void styleLegendRow(QCustomPlot *plot, QCPLayoutGrid *legendRow, const FigureStyle &style)
{
    applyStyle(plot->legend, style);
    const int edge = qRound(QFontMetricsF(style.font).height());
    legendRow->setMargins(QMargins(edge, 0, edge, 0));
}
