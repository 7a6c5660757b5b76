#pragma once
/// \file selection.h
/// \brief The linked selection every view shares: position pos, offset k, dimension j (and so its pair
/// i), the second position pos' of the relative-offset view, and the cell under the mouse.

#include <QString>

/// A cell under the mouse in one of the L x d_model heat maps. Not saved: it lasts while the mouse stays.
struct Hover
{
    /// The heat map's figure by its registry name (figureName(): "embedding", "pe", "sum"), so that the
    /// state knows nothing of figures.
    QString figure = QStringLiteral("pe");
    int row = 0;    ///< 0 .. L-1; pos = first position + row
    int column = 0; ///< dimension j, 0 .. d_model-1
    bool operator==(const Hover &) const = default;
};

/// What the user has selected; the ranges follow the session's L, first position and d_model
/// (Session::clamped()).
struct Selection
{
    /// First-start selection (the seed's example, PE(1) turned into PE(3)): pos = first position + 1
    /// and k = 2, each at most what L allows; pos' halfway down the sequence.
    static constexpr int defaultPositionRow = 1;
    static constexpr int defaultOffset = 2;

    int position = defaultPositionRow; ///< pos, first position .. first position + L - 1
    int offset = defaultOffset;        ///< k in positions, -L .. L
    int dimension = 0;                 ///< column j, 0 .. d_model - 1; its pair from the scheme's layout
    int comparePosition = 8;           ///< pos' of the relative-offset view, like pos

    bool operator==(const Selection &) const = default;
};
