#pragma once
/// \file naivefigure.h
/// \brief "Why not 1, 2, 3 or pos/N?": the rejected encodings beside the sinusoid, for the same positions.

#include "ui/figures/plotfigure.h"

class QCPAxis;
class QCPAxisRect;
class MatrixImageMap;
class QCPColorScale;
class QCPGraph;
class QCPItemRect;
class QCPItemStraightLine;
class QCPItemText;
class QCPTextElement;

/// Four panels: (1) the integer pos, unbounded, against the band [-1, 1] the sinusoid stays in;
/// (2) pos/(L-1) for L and for a longer sequence of 10(L-1)+1 positions: the selected position p and
/// position 10p get the same value (with L = 11: position 5 of 11 and 50 of 101 both give 0.5);
/// (3) the bits of pos, a binary counter (bit b flips every 2^b positions); (4) the sinusoidal PE with
/// its fastest pair labelled the second hand, a middle pair the minute hand and the last the hour hand.
class NaiveFigure : public PlotFigure
{
public:
    explicit NaiveFigure(QCustomPlot *plot);

    Figure figure() const override { return Figure::Naive; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    void showSelection(const ExplorerState &state) override;
    /// A click on panel 1, 3 or 4 selects that position (and, in panel 4, that dimension).
    void click(const QPointF &pixel, ExplorerState &state) override;

private:
    QCPTextElement *m_title;
    QCPAxisRect *m_integerRect;
    QCPAxisRect *m_normalizedRect;
    QCPAxisRect *m_binaryRect;
    QCPAxisRect *m_sinusoidRect;
    QList<QCPTextElement *> m_panelTitles;
    QStringList m_panelTexts; ///< the panel titles unbroken (showData() breaks them to the width)
    QCPGraph *m_integer;
    QCPItemRect *m_band;
    QCPItemText *m_bandLabel;
    QCPGraph *m_normalized;
    QCPGraph *m_normalizedLong;
    QCPGraph *m_sameValue;
    QCPItemStraightLine *m_valueLine;
    QCPItemText *m_valueLabel;
    QCPItemText *m_shortEnd; ///< "L = 16" at the end of the shorter sequence's line
    QCPItemText *m_longEnd;  ///< "L = 151" at the end of the longer one's
    MatrixImageMap *m_binary;
    QCPColorScale *m_binaryScale;
    MatrixImageMap *m_sinusoid;
    QCPColorScale *m_sinusoidScale;
    QCPAxis *m_handAxis; ///< top axis of panel 4, labelling the second, minute and hour hands
    QCPItemStraightLine *m_positionLine;
    QCPItemRect *m_binaryRow;
    QCPItemRect *m_sinusoidRow;
    QCPItemRect *m_pairColumns;
    int m_bits = 1;
    FigureStyle m_style;
};
