#pragma once
/// \file heatmapdata.h
/// \brief The three L x d_model matrices a heat map shows (token embedding, PE, their sum), entry by
/// entry and reduced to the pixels that show them; computed from the state without building the full
/// embedding or sum.

#include "ui/figures/figure.h"

#include <Eigen/Core>

class ExplorerState;

/// Entry (row, j) of the matrix of \a figure: Figure::Embedding, Figure::Sum, or PE for any other.
double heatmapValue(const ExplorerState &state, Figure figure, int row, int j);

/// The whole L x d_model matrix of \a figure (embedding, sum, or PE).
Eigen::MatrixXd heatmapMatrix(const ExplorerState &state, Figure figure);

/// heatmapMatrix() as shown on at most maxRows x maxCols pixels (and maxColourMapCells per side): itself when it fits, otherwise each
/// block's entry of largest magnitude (posenc::reduceByLargestMagnitude(); for PE and the sum while the
/// sinusoidal PE is added, with sine and cosine columns kept apart as the scheme's layout places them,
/// posenc::reducePairedColumnsByLargestMagnitude(); a learned table column by column), computed without
/// building the full matrix.
Eigen::MatrixXd heatmapDisplayMatrix(const ExplorerState &state, Figure figure, int maxRows, int maxCols);

/// The sinusoidal PE of \a state's scheme and L as heatmapDisplayMatrix() shows PE, whatever the absolute slot
/// holds: the state's encoding when it is the sinusoid, else computed here (a learned table or nothing added;
/// "Why not 1, 2, 3" compares the sinusoid with the naive encodings all the same).
Eigen::MatrixXd sinusoidDisplayMatrix(const ExplorerState &state, int maxRows, int maxCols);
