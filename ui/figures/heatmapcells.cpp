#include "ui/figures/heatmapcells.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <cstddef>

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

/// QCPColorMapData's cells, written in place: setCell() is a call with bounds checks per cell, and a
/// loop down the matrix's columns wrote them across the map's rows (value-major) with a stride of a row.
/// A 4K presentation window shows 1.6 M cells per map: those calls were a sixth of a step. The
/// members are QCPColorMapData's own (protected); a pointer to a member, named through this derived
/// class, reaches them in any QCPColorMapData.
struct ColorMapCells : QCPColorMapData
{
    static double *cells(QCPColorMapData *data) { return data->*(&ColorMapCells::mData); }
    /// After the cells were written: their bounds, and the map image is drawn again.
    static void written(QCPColorMapData *data, const QCPRange &bounds)
    {
        data->*(&ColorMapCells::mDataBounds) = bounds;
        data->*(&ColorMapCells::mDataModified) = true;
    }
};

/// Cell (key k, value v) of \a data, stored at k + v * keys, is shown(min(v, rows - 1), min(k, columns - 1)):
/// tile by tile, so that both the column-major matrix and the row-major cells are read and written along
/// their lines.
void fillCells(QCPColorMapData *data, const Eigen::MatrixXd &shown, int keys, int values)
{
    double *cells = ColorMapCells::cells(data);
    if (!cells)
        return; // QCustomPlot could not allocate them (it says so)
    const int rows = static_cast<int>(shown.rows());
    const int columns = static_cast<int>(shown.cols());
    constexpr int tile = 32;
    for (int v0 = 0; v0 < values; v0 += tile)
        for (int k0 = 0; k0 < keys; k0 += tile)
            for (int k = k0; k < std::min(k0 + tile, keys); ++k) {
                const double *column = shown.col(std::min(k, columns - 1)).data();
                for (int v = v0; v < std::min(v0 + tile, values); ++v)
                    cells[static_cast<std::size_t>(v) * keys + k] = column[std::min(v, rows - 1)];
            }
    ColorMapCells::written(data, shown.size() > 0 ? QCPRange(shown.minCoeff(), shown.maxCoeff()) : QCPRange(0, 0));
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
    fillCells(data, shown, keys.cells, values.cells);
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
