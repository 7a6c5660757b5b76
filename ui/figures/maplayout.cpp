#include "ui/figures/maplayout.h"
#include "ui/figures/scriptedtextelement.h"

#include "ui/figures/matriximagemap.h"

#include <qcustomplot.h>

MapLayout MapLayout::build(QCustomPlot *plot, const QString &title, const QString &xLabel, const QString &yLabel)
{
    MapLayout l;
    QCPLayoutGrid *layout = plot->plotLayout();
    layout->clear();
    l.title = new ScriptedTextElement(plot, title);
    l.verdict = new ScriptedTextElement(plot, QString());
    l.rect = new QCPAxisRect(plot);
    l.scale = new QCPColorScale(plot);
    auto *row = new QCPLayoutGrid;
    layout->addElement(0, 0, l.title);
    layout->addElement(1, 0, row);
    layout->addElement(2, 0, l.verdict);
    row->addElement(0, 0, l.rect);
    row->addElement(0, 1, l.scale);
    row->setColumnStretchFactors({1.0, 0.01});
    auto *group = new QCPMarginGroup(plot);
    l.rect->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    l.scale->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    for (QCPAxis *axis : l.rect->axes())
        axis->grid()->setVisible(false);
    QCPAxis *x = l.rect->axis(QCPAxis::atBottom);
    QCPAxis *y = l.rect->axis(QCPAxis::atLeft);
    x->setLabel(xLabel);
    y->setLabel(yLabel);
    l.map = new MatrixImageMap(x, y);
    l.map->setColorScale(l.scale);
    l.scale->setType(QCPAxis::atRight);
    return l;
}
