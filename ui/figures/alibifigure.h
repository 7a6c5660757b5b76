#pragma once
/// \file alibifigure.h
/// \brief The bias ALiBi adds to one head's scores, −m_h (i − j) with the causal mask or −m_h |i − j|, as
/// an L x L heat map, beside the bias against the distance for every head; measured under them: the
/// authors' code and BLOOM add +m·j instead, a constant per row away, and the softmax weights are equal.

#include "ui/families/alibifigures.h"
#include "ui/figures/matrixcurvelayout.h"
#include "ui/figures/plotfigure.h"

#include <QList>

class QCPGraph;

/// Left: row i = query position, column j = key position, masked cells grey. Right: −m_h·r against the
/// distance r = 0 … L − 1, one thin line per head, the head shown bold.
class AlibiFigure : public PlotFigure
{
public:
    explicit AlibiFigure(QCustomPlot *plot);

    Figure figure() const override { return alibiFigures::bias; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    QString hover(const QPointF &pixel, ExplorerState &state) override;

    /// The sentence under the plots: the measured difference from the reference code's form.
    QString verdict() const;
    /// Largest |softmax(paper's bias) − softmax(reference code's bias)| last measured (scores 0).
    double softmaxDifference() const { return m_softmaxDifference; }

private:
    MatrixCurveLayout m_layout;
    QList<QCPGraph *> m_heads; ///< one per head, grown as needed
    FigurePalette m_palette;
    double m_lineWidth = 1.0;
    int m_size = 0;
    double m_slope = 0;
    bool m_causal = true;
    double m_softmaxDifference = 0;
};
