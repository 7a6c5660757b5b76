#pragma once
/// \file whyexponentfigure.h
/// \brief Why ωᵢ = base^(−2i/d_model) (seed notes 003 and 000; posenc/analysis/whyexponent.h): the wavelengths
/// of d_model 16, 64, 512 and the current one against the exponent 2i/d_model, all on one curve from 2π to
/// 2π·base^(1 − 2/d_model), beside the rules one might write instead, each with what goes wrong, measured.

#include "ui/figures/notedfigure.h"

class QCPGraph;

/// Left panel: x = 2i/d_model, y = λᵢ (log): the curve 2π·base^x and the pairs of four d_model on it; the seeds'
/// 2π·base at x = 1 marked. Right panel: x = pair i of the current d_model, y = λ (log) under 2i/d, i/d, 2i and
/// one frequency per column (its sine and cosine columns apart).
class WhyExponentFigure : public NotedFigure
{
public:
    explicit WhyExponentFigure(QCustomPlot *plot);

    Figure figure() const override { return Figure::WhyExponent; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    void showSelection(const ExplorerState &) override {}
    QString verdict() const { return note(); }

    /// The d_model drawn beside the current one.
    static constexpr int comparedDModels[] = {16, 64, 512};

private:
    QCPGraph *m_curve;            ///< 2π·base^x, x in [0, 1]
    QList<QCPGraph *> m_dModels;  ///< 16, 64, 512, the current one
    QCPGraph *m_paper, *m_half, *m_noDivision, *m_sineColumns, *m_cosineColumns;
};
