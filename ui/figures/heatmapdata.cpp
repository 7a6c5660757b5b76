#include "ui/figures/heatmapdata.h"

#include "ui/families/addedfamilies.h"
#include "ui/figures/heatmapcells.h"
#include "ui/state/explorerstate.h"

#include <posenc/analysis/displayreduction.h>
#include <posenc/encodings/sinusoidal.h>

#include <algorithm>

double heatmapValue(const ExplorerState &state, Figure figure, int row, int j)
{
    if (figure == Figure::Embedding)
        return state.tokenTable().value(row, j);
    if (figure == Figure::Sum)
        return state.tokenTable().value(row, j) + state.encoding()(row, j);
    return state.encoding()(row, j);
}

Eigen::MatrixXd heatmapMatrix(const ExplorerState &state, Figure figure)
{
    if (figure == Figure::Embedding)
        return state.embedding();
    if (figure == Figure::Sum)
        return state.sum();
    return state.encoding();
}

Eigen::MatrixXd heatmapDisplayMatrix(const ExplorerState &state, Figure figure, int maxRows, int maxCols)
{
    const int rows = state.length();
    const int outRows = std::clamp(std::min(maxRows, maxColourMapCells), 1, rows);
    const int outCols = std::clamp(std::min(maxCols, maxColourMapCells), 1, state.dModel());
    const Eigen::MatrixXd &pe = state.encoding();
    const posenc::TokenTable &table = state.tokenTable();
    if (figure == Figure::Embedding)
        return table.reducedByLargestMagnitude(outRows, outCols);
    // Sine and cosine columns are reduced apart only when the added encoding has them: a learned table's
    // columns are not pairs (with the halves layout's zero padding column of an odd d_model, a pairing
    // would drop the table's last column).
    const bool paired = addedFamily(state.session().added).sinusoidPairs;
    const auto reduce = [&](auto column) {
        return paired ? posenc::reducePairedColumnsByLargestMagnitude(state.scheme().layout, rows, outRows, outCols, column)
                      : posenc::reduceColumnsByLargestMagnitude(rows, state.dModel(), outRows, outCols, column);
    };
    if (figure == Figure::Sum)
        return reduce([&](int c, double *scratch) {
            table.column(c, scratch); // then + PE, column by column
            Eigen::Map<Eigen::VectorXd>(scratch, rows) += pe.col(c);
            return static_cast<const double *>(scratch);
        });
    return reduce([&pe](int c, double *) { return pe.col(c).data(); });
}

Eigen::MatrixXd sinusoidDisplayMatrix(const ExplorerState &state, int maxRows, int maxCols)
{
    if (addedFamily(state.session().added).sinusoidPairs)
        return heatmapDisplayMatrix(state, Figure::Encoding, maxRows, maxCols);
    const int rows = state.length();
    const int outRows = std::clamp(std::min(maxRows, maxColourMapCells), 1, rows);
    const int outCols = std::clamp(std::min(maxCols, maxColourMapCells), 1, state.dModel());
    const Eigen::MatrixXd pe = posenc::sinusoidalEncoding(state.scheme(), rows); // as large as encoding() at most
    return posenc::reducePairedColumnsByLargestMagnitude(state.scheme().layout, rows, outRows, outCols,
                                                         [&pe](int c, double *) { return pe.col(c).data(); });
}
