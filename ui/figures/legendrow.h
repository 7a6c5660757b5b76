#pragma once
/// \file legendrow.h
/// \brief A plot's legend in a row of its own under the axis rect, entries filled two to a line: for curves
/// whose names are long formulas that would cover the curves inside the plot.

#include "ui/figures/figurestyle.h"

class QCPLayoutGrid;
class QCustomPlot;

/// Takes \a plot's legend out of the axis rect's inset layout and puts it into a new row \a row of the
/// plot layout (inserted there, kept as low as its entries allow). Returns the row's grid (for its margins).
QCPLayoutGrid *moveLegendBelow(QCustomPlot *plot, int row);

/// As many columns in \a plot's legend row as its widest entry allows in \a width pixels, 2 … 4: on a wide
/// slide ten entries take three rows, not five, and the plots keep the height. Entries fill column by column.
void fitLegendColumns(QCustomPlot *plot, double width);

/// The legend's fonts and colours, and \a legendRow's side margins of one text line (not against the edges).
void styleLegendRow(QCustomPlot *plot, QCPLayoutGrid *legendRow, const FigureStyle &style);
