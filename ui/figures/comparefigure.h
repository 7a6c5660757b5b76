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
    /// the sinusoidal and learned ones taken from \a sinusoidal and \a learned when given
    /// (posenc::compareFamilies()). \throws posenc::ParameterError as posenc::compareFamilies().
    static posenc::FamilyComparison comparisonOf(const ExplorerState &state, const Eigen::VectorXd *sinusoidal = nullptr,
                                                 const Eigen::VectorXd *learned = nullptr);

private:
    QCPTextElement *m_title;
    QCPTextElement *m_note;
    QCPLayoutGrid *m_legendRow;
    QList<QCPGraph *> m_graphs;
    std::optional<posenc::FamilyComparison> m_data;
    /// What m_data's sinusoidal and learned curves were computed for: while one holds, a step of another
    /// field reuses that curve (they cost the most: L · d_model cosines, an FFT per column of the table).
    struct SinusoidalKey
    {
        posenc::SinusoidalScheme scheme;
        int length = 0;
        bool operator==(const SinusoidalKey &) const = default;
    };
    struct LearnedKey
    {
        int dModel = 0, length = 0;
        std::shared_ptr<const posenc::LearnedTable> table;
        bool operator==(const LearnedKey &) const = default;
    };
    std::optional<SinusoidalKey> m_sinusoidalKey;
    std::optional<LearnedKey> m_learnedKey;
    FigureStyle m_style;
};
