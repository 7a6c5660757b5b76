#pragma once
/// \file heatmapcells.h
/// \brief Fills a QCPColorMap so that cell (row, column) is centred on the integer coordinates
/// (column, row), and gives axes whole-number ticks: the conventions of every heat map in the app.

#include <Eigen/Core>
#include <QSharedPointer>

#include <qcustomplot.h>

/// At most this many cells per side go into a colour map: past it (an 8192-pixel export of a 4096 x 4096
/// matrix) a cell still covers two pixels or more, and QCustomPlot keeps the cells twice as doubles and
/// twice as an image (over 500 MiB at 4096 x 4096 cells on top of the picture): the memory budget.
constexpr int maxColourMapCells = 2048;

class QCPAxisTicker;
class QCPColorMap;

/// Shows \a matrix (rows x columns) in \a map: key = column, value = row, cells centred on integers, so
/// the drawn area is -0.5 .. columns-0.5 by -0.5 .. rows-0.5. QCPColorMap spreads n cells over a range
/// whose ends are the first and last cell centres; a single cell would have no width, so one row or
/// column is stored as two equal cells centred on -0.25 and 0.25. Also sets both axes to that area.
void showMatrix(QCPColorMap *map, const Eigen::MatrixXd &matrix);

/// The same for \a shown, a reduction of a fullRows x fullColumns matrix (each shown cell a block of
/// nearly equal size): the axes keep the full matrix's coordinates, -0.5 .. fullColumns-0.5 by
/// -0.5 .. fullRows-0.5, so hover and click still find the full matrix's row and column.
void showMatrix(QCPColorMap *map, const Eigen::MatrixXd &shown, int fullRows, int fullColumns);

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
