#pragma once
/// \file comparefigure.h
/// \brief Every family side by side: what each makes of the distance r between a query and a key r positions
/// before it, on one set of axes (posenc::compareFamilies()).

#include "ui/figures/plotfigure.h"

#include <posenc/analysis/familycomparison.h>

#include <QList>

#include <memory>
#include <optional>

class QCPGraph;
class QCPLayoutGrid;
class QCPTextElement;

/// x: r = 0 .. L − 1 (positions). y: each curve divided by its largest magnitude over r (the divisor in its
/// name), so curves of any unit share the axis: sinusoidal and learned mean PE(p)·PE(p + r), RoPE's score
/// ⟨R(r) q, k⟩ and its decay bound, ALiBi's −m_h·r (every head thin, divided by the steepest head's largest,
/// the head shown bold), T5's b[bucket(−r)] of the head shown, NoPE's 0. Under it, measured: where each curve
/// stands at r = L − 1 against r = 0.
class CompareFigure : public PlotFigure
{
public:
    explicit CompareFigure(QCustomPlot *plot);

    Figure figure() const override { return Figure::Compare; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    void showSelection(const ExplorerState &) override {}
    QString hover(const QPointF &pixel, ExplorerState &state) override;

    /// The sentence under the plot.
    QString verdict() const;
    /// The names of the curves in the legend, in order.
    QStringList curveNames() const;

    /// Every family's curve for \a state's session (its L, scheme, learned table, RoPE q and k, heads and T5),
    /// the sinusoidal and learned ones taken from \a absolute when given (posenc::compareFamilies()).
    /// \throws posenc::ParameterError as posenc::compareFamilies().
    static posenc::FamilyComparison comparisonOf(const ExplorerState &state,
                                                 const posenc::FamilyComparison *absolute = nullptr);

private:
    QCPTextElement *m_title;
    QCPTextElement *m_note;
    QCPLayoutGrid *m_legendRow;
    QList<QCPGraph *> m_graphs;
    std::optional<posenc::FamilyComparison> m_data;
    /// What m_data's sinusoidal and learned curves were computed for: while it holds, a step of another
    /// field (head, heads, T5, RoPE) reuses them (they cost the most: L · d_model and an FFT per column).
    struct AbsoluteKey
    {
        posenc::SinusoidalScheme scheme;
        int length = 0;
        std::shared_ptr<const posenc::LearnedTable> table;
        bool operator==(const AbsoluteKey &) const = default;
    };
    std::optional<AbsoluteKey> m_absoluteKey;
    FigureStyle m_style;
};
