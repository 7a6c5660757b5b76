#pragma once
/// \file figure.h
/// \brief The figures the app draws and exports, with their command-line names.

#include <QList>
#include <QString>

#include <optional>

/// One exportable figure. Names (figureName) are the values of `posenc export --figure`.
enum class Figure {
    Embedding, ///< token embedding, L x d_model ("embedding")
    Encoding,  ///< sinusoidal positional encoding PE, L x d_model ("pe")
    Sum,       ///< embedding + PE, L x d_model ("sum")
    Clock,     ///< one clock hand per pair i ("clock")
};

/// Every figure, in the order of the window and of `--figure all`.
QList<Figure> allFigures();

/// Command-line and file name: "embedding", "pe", "sum" or "clock".
QString figureName(Figure figure);

/// Inverse of figureName(); std::nullopt for any other text.
std::optional<Figure> figureFromName(const QString &name);

/// Translated title shown above the figure, e.g. "Positional encoding PE".
QString figureTitle(Figure figure);

/// True for the three L x d_model heat maps.
bool isMatrixFigure(Figure figure);
