#pragma once
/// \file layoutsfigure.h
/// \brief The same positional encoding in the two column orders people mistake for one another: the
/// paper's interleaved [sin ω₀, cos ω₀, sin ω₁, …] beside the halves [sin ω₀ … | cos ω₀ …] of
/// tensor2tensor, fairseq and Hugging Face (tensor2tensor #391 #1423, allennlp #2993, transformers #25199).

#include "ui/figures/plotfigure.h"

#include <posenc/encodings/pairlayout.h>

#include <array>

class QCPAxisRect;
class MatrixImageMap;
class QCPColorScale;
class QCPItemRect;
class QCPTextElement;

/// Two L x d_model heat maps of PE with the state's d_model, base, spacing and first position: left
/// interleaved, right halves (the state's halves layout, else Marian's). The selected pair i's two columns
/// are marked in both (2i, 2i+1 on the left; i, n + i on the right). A click on a column selects its pair.
class LayoutsFigure : public PlotFigure
{
public:
    explicit LayoutsFigure(QCustomPlot *plot);

    Figure figure() const override { return Figure::Layouts; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    void showSelection(const ExplorerState &state) override;
    void click(const QPointF &pixel, ExplorerState &state) override;
    QString hover(const QPointF &pixel, ExplorerState &state) override;

    /// The two layouts shown, left then right, for \a scheme: interleaved, and its halves layout.
    static std::array<posenc::PairLayout, 2> layoutsFor(const posenc::PairLayout &layout);
    MatrixImageMap *colorMap(int side) const { return m_maps[side]; }

private:
    /// (side, column) under the widget pixel, or side -1.
    std::pair<int, int> columnAt(const QPointF &pixel) const;

    QCPTextElement *m_title;
    QCPTextElement *m_note;
    std::array<QCPAxisRect *, 2> m_rects{};
    std::array<MatrixImageMap *, 2> m_maps{};
    QCPColorScale *m_scale;
    /// The selected pair's sine and cosine column, in each map.
    /// The selected pair's two columns on each side, outlined (a line down the middle would cross the values).
    std::array<std::array<QCPItemRect *, 2>, 2> m_marks{};
    std::array<posenc::PairLayout, 2> m_layouts{};
    int m_rows = 0;
    bool m_selectionMarks = true;
};
