#include "heatmapcells.h"

#include <qcustomplot.h>

#include <cmath>

namespace {

struct Extent
{
    int cells;
    QCPRange range;
};

Extent extentFor(int n)
{
    if (n == 1)
        return {2, QCPRange(-0.25, 0.25)};
    return {n, QCPRange(0, n - 1)};
}

} // namespace

void showMatrix(QCPColorMap *map, const Eigen::MatrixXd &matrix)
{
    const int rows = static_cast<int>(matrix.rows());
    const int columns = static_cast<int>(matrix.cols());
    const Extent keys = extentFor(columns);
    const Extent values = extentFor(rows);
    QCPColorMapData *data = map->data();
    data->setSize(keys.cells, values.cells);
    data->setRange(keys.range, values.range);
    for (int k = 0; k < keys.cells; ++k) {
        const int column = std::min(k, columns - 1);
        for (int v = 0; v < values.cells; ++v)
            data->setCell(k, v, matrix(std::min(v, rows - 1), column));
    }
    map->keyAxis()->setRange(-0.5, columns - 0.5);
    map->valueAxis()->setRange(-0.5, rows - 0.5);
}

std::pair<int, int> matrixCellAt(const Eigen::Index rows, const Eigen::Index columns, double key, double value)
{
    const long column = std::lround(key);
    const long row = std::lround(value);
    if (row < 0 || row >= rows || column < 0 || column >= columns)
        return {-1, -1};
    return {static_cast<int>(row), static_cast<int>(column)};
}

QSharedPointer<QCPAxisTicker> wholeNumberTicker()
{
    QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
    ticker->setTickStep(1.0);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    return ticker;
}
