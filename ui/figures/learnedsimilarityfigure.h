#pragma once
/// \file learnedsimilarityfigure.h
/// \brief A learned table's PE·PEᵀ (or cosine similarity) of the rows shown as a heat map, beside the
/// mean, lowest and highest value along each diagonal k = p₂ − p₁: does the similarity depend on the
/// distance alone, as the sinusoidal PE's does? The answer measured (posenc::diagonalProfile()).

#include "ui/figures/matrixcurvelayout.h"
#include "ui/figures/plotfigure.h"

#include <posenc/learned/tableanalysis.h>

#include <qcustomplot.h>

#include <QPoint>

#include <optional>

/// Left: similarity of positions p₁ (rows, first position on top) and p₂ (columns) of the table's rows
/// shown (L x L; above maxRows positions every step-th, step = ⌈L / maxRows⌉); the cell (pos, pos + k)
/// is framed. Right: against k, the mean along diagonal k and the band from its lowest to its highest
/// entry. A click on the matrix selects pos = p₁ and k = p₂ − p₁.
class LearnedSimilarityFigure : public PlotFigure
{
public:
    /// Positions the matrix is computed on at most: 512 x 512 dot products of d_model up to 4096 (a
    /// fifth of a second at most); L 4096 is shown every 8th position.
    static constexpr int maxRows = 512;

    explicit LearnedSimilarityFigure(QCustomPlot *plot);

    Figure figure() const override { return Figure::LearnedSimilarity; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    void showSelection(const ExplorerState &state) override;
    void click(const QPointF &pixel, ExplorerState &state) override;
    QString hover(const QPointF &pixel, ExplorerState &state) override;

    /// The profile of the matrix last shown (diagonals of the sampled positions: k = step · index).
    const posenc::DiagonalProfile &profile() const { return m_profile; }
    int step() const { return m_step; }
    /// The sentence under the plots.
    QString verdict() const;

private:
    MatrixCurveLayout m_layout;
    QCPGraph *m_mean;
    QCPGraph *m_highest;
    QCPGraph *m_lowest;
    FigurePalette m_palette;
    bool m_selectionMarks = true;
    Eigen::MatrixXd m_similarity; ///< of the sampled positions
    posenc::DiagonalProfile m_profile;
    int m_size = 0; ///< L
    int m_step = 1;
};
