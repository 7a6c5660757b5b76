#pragma once
/// \file comparefigure.h
/// \brief Every family side by side: what each makes of the distance r between a query and a key r positions
/// before it, on one set of axes: the added encodings' dot products (posenc/analysis/familycomparison.h), each
/// score family's curves from its entry (ScoreFamilyEntry::distanceCurves), NoPE's nothing.

#include "ui/families/distancecurves.h"
#include "ui/figures/plotfigure.h"

#include <posenc/analysis/familycomparison.h>

#include <QList>

#include <memory>
#include <vector>
#include <optional>

class QCPGraph;
class QCPLayoutGrid;
class QCPTextElement;

/// x: r = 0 .. L − 1 (positions). y: each curve divided by its largest magnitude over r (the divisor in its
/// name), so curves of any unit share the axis: sinusoidal and learned mean PE(p)·PE(p + r), then each score
/// family's (RoPE's score ⟨R(r) q, k⟩ and its decay bound, ALiBi's −m_h·r of every head, T5's b[bucket(−r)]),
/// NoPE's 0. Under it, measured: where each curve stands at r = L − 1 against r = 0, and each family's sentence.
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

    /// Every family's curves against r = 0 .. L − 1.
    struct Curves
    {
        Eigen::VectorXd sinusoidal; ///< posenc::sinusoidalDotByDistance() of the scheme
        Eigen::VectorXd learned;    ///< posenc::learnedDotByDistance() of the learned table (NaN past its rows)
        std::vector<DistanceCurves> scoreFamilies; ///< each score family's with curves, in the list's order

        /// L x (4 + the families' curves): r, sinusoidal, learned, each family's curves in order (RoPE score,
        /// RoPE bound, ALiBi of the head shown, T5 of the head shown), NoPE's 0: the CSV's columns.
        Eigen::MatrixXd table() const;
    };

    /// Every family's curves for \a state's session (its L, scheme and learned table; each score family's
    /// from its entry), the sinusoidal and learned ones taken from \a sinusoidal and \a learned when given
    /// (they cost the most). \throws posenc::ParameterError when a family's parameters cannot be drawn.
    static Curves comparisonOf(const ExplorerState &state, const Eigen::VectorXd *sinusoidal = nullptr,
                               const Eigen::VectorXd *learned = nullptr);

private:
    QCPTextElement *m_title;
    QCPTextElement *m_note;
    QCPLayoutGrid *m_legendRow;
    QList<QCPGraph *> m_graphs;
    std::optional<Curves> m_data;
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
