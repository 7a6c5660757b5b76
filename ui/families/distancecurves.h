#pragma once
/// \file distancecurves.h
/// \brief What a score family draws on the Compare tab (ui/figures/comparefigure.h): its curves against the
/// distance r = 0 .. L − 1 of a key r positions before the query, their names and its sentence under the plot.

#include <Eigen/Core>

#include <QColor>
#include <QString>

#include <vector>

/// One curve of a family on the Compare tab, and one column of its CSV.
struct DistanceCurve
{
    Eigen::VectorXd values; ///< L values, entry r = the curve at r (NaN: not defined there)
    /// The legend's name, translated, ending in "÷ %N" with N its last placeholder: the figure fills in the
    /// curve's divisor, its largest |value| (e.g. "RoPE: ⟨R(r) q, k⟩ ÷ %1").
    QString legend = {};
    /// Its item in the note's "At r = L − 1 against r = 0: …" list, %1 the percentage (e.g. "RoPE score %1");
    /// empty: not listed (a family that says more in its own sentence).
    QString ending = {};
    Qt::PenStyle style = Qt::SolidLine;
    double width = 1.0; ///< times the figure's curve width
};

/// Everything a family shows on the Compare tab.
struct DistanceCurves
{
    QColor colour;                     ///< its colour (Okabe and Ito's colour-blind safe set)
    std::vector<DistanceCurve> curves; ///< drawn and written to the CSV in this order
    /// Further curves drawn thin and pale on the first curve's divisor, not in the legend or the CSV: ALiBi's
    /// other heads (L x n; no columns: none).
    Eigen::MatrixXd background = {};
    /// Its sentence after the list under the plot, translated; empty: none.
    QString sentence = {};
    /// Its term in the hover text, translated, %1, %2 … the curves' values at the hovered r in order (e.g.
    /// "RoPE %1 (bound %2)").
    QString hover = {};
};
