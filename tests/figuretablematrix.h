#pragma once
// A figure's CSV table (FigureEntry::table) as a matrix, for tests that compare it with expected values.

#include "ui/figures/figureregistry.h"
#include "ui/state/explorerstate.h"

#include <Eigen/Core>

/// Rows x columns of \a figure's table for \a state, entry by entry.
inline Eigen::MatrixXd tableOf(const ExplorerState &state, Figure figure)
{
    const FigureTable table = figureEntry(figure).table(state);
    Eigen::MatrixXd m(table.rows, table.columns);
    for (int r = 0; r < table.rows; ++r)
        for (int c = 0; c < table.columns; ++c)
            m(r, c) = table.value(r, c);
    return m;
}
