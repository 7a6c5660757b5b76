#include "ui/figures/heatmapcells.h"

#include <qcustomplot.h>

#include <cmath>

namespace {

struct Extent
{
    int cells;
    QCPRange range;
};

/// n shown cells tiling -0.5 .. full - 0.5: each is full / n wide, the first centred on full / n / 2 - 0.5.
Extent extentFor(int n, int full)
{
    const double width = static_cast<double>(full) / n;
    if (n == 1) // two equal cells, as a single one would have no width
        return {2, QCPRange(width / 4 - 0.5, full - width / 4 - 0.5)};
    return {n, QCPRange(width / 2 - 0.5, full - width / 2 - 0.5)};
}

} // namespace

void showMatrix(QCPColorMap *map, const Eigen::MatrixXd &matrix)
{
    showMatrix(map, matrix, static_cast<int>(matrix.rows()), static_cast<int>(matrix.cols()));
}

void showMatrix(QCPColorMap *map, const Eigen::MatrixXd &shown, int fullRows, int fullColumns)
{
    const int rows = static_cast<int>(shown.rows());
    const int columns = static_cast<int>(shown.cols());
    const Extent keys = extentFor(columns, fullColumns);
    const Extent values = extentFor(rows, fullRows);
    QCPColorMapData *data = map->data();
    data->setSize(keys.cells, values.cells);
    data->setRange(keys.range, values.range);
    for (int k = 0; k < keys.cells; ++k) {
        const int column = std::min(k, columns - 1);
        for (int v = 0; v < values.cells; ++v)
            data->setCell(k, v, shown(std::min(v, rows - 1), column));
    }
    map->keyAxis()->setRange(-0.5, fullColumns - 0.5);
    map->valueAxis()->setRange(-0.5, fullRows - 0.5);
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

PositionTicker::PositionTicker()
{
    setTickStep(1.0);
    setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    m_baseCount = tickCount();
}

void PositionTicker::setFirstPosition(long long first, double lastCoordinate)
{
    m_first = first;
    // Labels of up to 4 digits: the usual count; each further digit takes a tick away (at least 3).
    const int digits = static_cast<int>(QString::number(first + static_cast<long long>(std::max(0.0, lastCoordinate))).size());
    setTickCount(std::max(3, m_baseCount - std::max(0, digits - 4)));
}

QString PositionTicker::getTickLabel(double tick, const QLocale &, QChar, int)
{
    return QString::number(m_first + std::llround(tick));
}
