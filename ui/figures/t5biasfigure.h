#pragma once
/// \file t5biasfigure.h
/// \brief The bias one T5 head adds to its scores: the head's scalar for the bucket of j − i, from the
/// num_buckets x heads table (the seeded untrained one), as an L x L heat map beside the head's bias per
/// bucket.

#include "ui/families/t5figures.h"
#include "ui/figures/matrixcurvelayout.h"
#include "ui/figures/plotfigure.h"

class QCPBars;
struct Session;

/// Left: bias(i, j) = table(bucket(j − i), head), row i = query, column j = key. Right: the head's column
/// of the table, one bar per bucket.
class T5BiasFigure : public PlotFigure
{
public:
    explicit T5BiasFigure(QCustomPlot *plot);

    Figure figure() const override { return t5Figures::bias; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    QString hover(const QPointF &pixel, ExplorerState &state) override;

private:
    MatrixCurveLayout m_layout;
    QCPBars *m_bars;
    FigurePalette m_palette;
    Eigen::VectorXd m_byDistance; ///< the head's bias of r = −(L − 1) … L − 1
    int m_size = 0;
};

/// The L x L bias of \a session's head from its bias table (t5BiasTable() of ui/families/t5family.h: a file's, else the seeded one).
Eigen::MatrixXd t5BiasOf(const Session &session);
