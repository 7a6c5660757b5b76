#pragma once
/// \file heatmapcells.h
/// \brief The conventions of every matrix figure in the app: cell (row, column) centred on the integer
/// coordinates (column, row) (MatrixImageMap draws it so), at most maxColourMapCells a side, and axes
/// with whole-number ticks.

#include <Eigen/Core>
#include <QSharedPointer>

#include <qcustomplot.h>

/// At most this many cells per side go into a colour map: past it (an 8192-pixel export of a 4096 x 4096
/// matrix) a cell still covers two pixels or more, and a colour map keeps the cells as doubles and as an
/// image (QCustomPlot's kept both twice: over 500 MiB at 4096 x 4096 cells): the memory budget.
constexpr int maxColourMapCells = 2048;

class QCPAxisTicker;

/// The (row, column) of \a matrix shown at key coordinate \a key and value coordinate \a value, or
/// (-1, -1) outside it (cells are centred on integers).
std::pair<int, int> matrixCellAt(const Eigen::Index rows, const Eigen::Index columns, double key, double value);

/// A ticker that puts ticks on whole numbers only (1, 2, 5, 10, ... apart): positions, dimensions, pairs.
QSharedPointer<QCPAxisTicker> wholeNumberTicker();

/// Whole-number ticks labelled as positions: coordinate r (a row of a matrix, 0 .. L-1) is labelled
/// first + r, written out in full (1000003, never 1.00000e6). On an axis whose coordinates already are
/// positions, first is 0. Fewer ticks for long labels, so that seven-digit positions do not run together.
class PositionTicker : public QCPAxisTickerFixed
{
public:
    PositionTicker();
    /// Sets the position of coordinate 0 and thins the ticks when its labels get long.
    void setFirstPosition(long long first, double lastCoordinate);

protected:
    QString getTickLabel(double tick, const QLocale &locale, QChar formatChar, int precision) override;

private:
    long long m_first = 0;
    int m_baseCount = 5;
};
