#include "ui/figures/matrixcurvelayout.h"
#include "ui/figures/scriptedtextelement.h"
#include "ui/figures/matriximagemap.h"

#include "ui/figures/figurestyle.h"
#include "ui/figures/heatmapcells.h"

#include <QCoreApplication>

#include <qcustomplot.h>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SimilarityFigure)
};
} // namespace

MatrixCurveLayout MatrixCurveLayout::build(QCustomPlot *plot, const QString &title, const QString &columnLabel,
                                           const QString &rowLabel)
{
    MatrixCurveLayout l;
    QCPLayoutGrid *layout = plot->plotLayout();
    layout->clear();
    l.title = new ScriptedTextElement(plot, title);
    l.verdict = new ScriptedTextElement(plot, QString());
    l.matrixRect = new QCPAxisRect(plot);
    l.curveRect = new QCPAxisRect(plot);
    l.scale = new QCPColorScale(plot);
    auto *row = new QCPLayoutGrid;
    layout->addElement(0, 0, l.title);
    layout->addElement(1, 0, row);
    layout->addElement(2, 0, l.verdict);
    row->addElement(0, 0, l.matrixRect);
    row->addElement(0, 1, l.scale);
    row->addElement(0, 2, l.curveRect);
    row->setColumnStretchFactors({1.0, 0.01, 1.0});

    QCPAxis *x = l.matrixRect->axis(QCPAxis::atBottom);
    QCPAxis *y = l.matrixRect->axis(QCPAxis::atLeft);
    x->setLabel(columnLabel);
    y->setLabel(rowLabel);
    y->setRangeReversed(true);
    l.map = new MatrixImageMap(x, y);
    l.map->setColorScale(l.scale);
    l.scale->setType(QCPAxis::atRight);
    auto *group = new QCPMarginGroup(plot);
    l.matrixRect->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    l.scale->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    l.curveRect->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    for (QCPAxisRect *rect : {l.matrixRect, l.curveRect})
        for (QCPAxis *axis : rect->axes())
            axis->grid()->setVisible(rect == l.curveRect);
    l.cell = new QCPItemRect(plot);
    l.cell->setClipAxisRect(l.matrixRect);
    l.cell->setClipToAxisRect(true);
    l.cell->topLeft->setAxes(x, y);
    l.cell->bottomRight->setAxes(x, y);
    l.cell->setBrush(Qt::NoBrush);
    l.legend = new QCPLegend;
    l.curveRect->insetLayout()->addElement(l.legend, Qt::AlignTop | Qt::AlignRight);
    l.legend->setLayer(QStringLiteral("legend"));
    return l;
}

std::optional<QPoint> MatrixCurveLayout::cellAt(const QPointF &pixel, int n) const
{
    if (!matrixRect->rect().contains(pixel.toPoint()))
        return std::nullopt;
    const auto [row, column] = matrixCellAt(n, n, matrixRect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x()),
                                            matrixRect->axis(QCPAxis::atLeft)->pixelToCoord(pixel.y()));
    if (row < 0)
        return std::nullopt;
    return QPoint(column, row);
}

void MatrixCurveLayout::frameCell(int row, int column, int n, bool show) const
{
    cell->setVisible(show && row >= 0 && row < n && column >= 0 && column < n);
    cell->topLeft->setCoords(column - 0.5, row - 0.5);
    cell->bottomRight->setCoords(column + 0.5, row + 0.5);
}

void MatrixCurveLayout::fitSimilarityScale(const Eigen::MatrixXd &shown, bool cosine, const QString &quantity,
                                           const FigurePalette &palette) const
{
    // Of one sign (L 16, d_model 60: 11 … 30), a sequential map from the smallest to the largest, which
    // shows how they fall off the diagonal (a symmetric −30 … 30 painted all of it red); with both signs a
    // diverging map with 0 white, symmetric (cosine: pinned to −1 … 1). All zero only when every entry is
    // sin(0)^2 (d_model 1 at position 0): 0 white on a −1 … 1 scale.
    const double smallest = shown.size() ? shown.minCoeff() : 0.0;
    const double highest = shown.size() ? shown.maxCoeff() : 0.0;
    const double largest = shown.size() ? shown.cwiseAbs().maxCoeff() : 0.0;
    if (smallest >= 0 && highest - smallest > 1e-12) {
        scale->setGradient(weightGradient(palette));
        map->setDataRange(QCPRange(smallest, highest));
        scale->axis()->setLabel(Text::tr("%1, fitted to the values shown").arg(quantity));
    } else {
        const double extreme = cosine || !(largest > 1e-12) ? 1.0 : largest;
        scale->setGradient(divergingGradient(palette));
        map->setDataRange(QCPRange(-extreme, extreme));
        scale->axis()->setLabel(cosine ? Text::tr("cosine similarity (pinned to −1 .. 1)")
                                       : Text::tr("%1, 0 white").arg(quantity));
    }
}

void MatrixCurveLayout::applyStyle(const FigureStyle &style) const
{
    title->setFont(style.titleFont());
    verdict->setFont(style.font);
    ::applyStyle(matrixRect, style);
    ::applyStyle(curveRect, style);
    ::applyStyle(scale, style);
    ::applyStyle(legend, style);
}
