#pragma once
/// \file wavesfigure.h
/// \brief The picture every explainer draws (the Annotated Transformer's dimensions 4 .. 7): PE(pos, j)
/// against pos, one curve per chosen column j, drawn through real positions at the screen's resolution, the
/// whole ones dotted where the dots stay apart.

#include "ui/figures/plotfigure.h"

#include <QList>

class QCPGraph;
class WavePlottable;
class QCPLayoutGrid;
class QCPItemStraightLine;
class QCPTextElement;

/// Curves of the columns Session::waveColumns (those below d_model) over the positions first .. first +
/// L - 1: each column's curve sampled at real pos (the formula holds for any real pos), its whole positions
/// dotted; the sine and cosine of one pair in one colour (sine solid, cosine dashed), and in the legend
/// the column, its pair i and the wavelength λᵢ = 2π/ωᵢ in positions. The selected pos is a vertical line.
class WavesFigure : public PlotFigure
{
public:
    explicit WavesFigure(QCustomPlot *plot);

    Figure figure() const override { return Figure::Waves; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    void showSelection(const ExplorerState &state) override;
    QString hover(const QPointF &pixel, ExplorerState &state) override;

    /// The columns drawn: the session's below d_model, in its order.
    static QList<int> shownColumns(const ExplorerState &state);

private:
    QCPTextElement *m_title;
    QCPTextElement *m_note;
    QCPLayoutGrid *m_legendRow; ///< holds the legend a little in from the figure's edges
    QList<WavePlottable *> m_curves; ///< one per shown column, drawn at the panel's resolution
    QList<QCPGraph *> m_dots;   ///< its whole positions
    QCPItemStraightLine *m_positionLine;
    FigureStyle m_style;
};
