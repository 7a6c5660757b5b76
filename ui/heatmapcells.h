#pragma once
/// \file heatmapcells.h
/// \brief Fills a QCPColorMap so that cell (row, column) is centred on the integer coordinates
/// (column, row), and gives axes whole-number ticks: the conventions of every heat map in the app.

#include <Eigen/Core>
#include <QSharedPointer>

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
