#pragma once
/// \file t5bucketsfigure.h
/// \brief T5's relative position buckets (Raffel et al. 2020; Hugging Face modeling_t5.py
/// `_relative_position_bucket`): the bucket of every key − query distance as a step plot with the exact,
/// log-spaced and shared ranges marked, beside the L x L bucket matrix.

#include "ui/families/t5figures.h"
#include "ui/figures/matrixcurvelayout.h"
#include "ui/figures/plotfigure.h"

#include <QList>

class QCPGraph;
class QCPItemStraightLine;

/// Left: bucket of j − i, row i = query position, column j = key position. Right: bucket against
/// r = key − query over ±max(L − 1, 1.25 · max_distance), dashed lines at ±(exact buckets) and ±max_distance.
class T5BucketsFigure : public PlotFigure
{
public:
    explicit T5BucketsFigure(QCustomPlot *plot);

    Figure figure() const override { return t5Figures::buckets; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    QString hover(const QPointF &pixel, ExplorerState &state) override;

    QString verdict() const;
    /// Distances shown whose bucket is another in double than in float32 (Hugging Face's).
    int float32Differences() const { return m_differences; }

private:
    MatrixCurveLayout m_layout;
    QCPGraph *m_steps;
    QList<QCPItemStraightLine *> m_marks; ///< ±exact, ±max_distance
    int m_size = 0;
    int m_differences = 0;
};
