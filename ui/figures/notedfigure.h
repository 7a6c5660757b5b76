#pragma once
/// \file notedfigure.h
/// \brief The frame of a curve figure: a title row, one or more axis rects stacked (their left edges aligned),
/// the legend in a row of its own under them (legendrow.h), and a note under everything that says what the
/// numbers shown do.

#include "ui/figures/plotfigure.h"

#include <QList>

class QCPAxisRect;
class QCPLayoutGrid;
class QCPMarginGroup;
class QCPTextElement;

class NotedFigure : public PlotFigure
{
public:
    /// \a axisRects panels stacked top to bottom (the plot's own rect first), each sharing the width.
    NotedFigure(QCustomPlot *plot, Figure figure, int axisRects = 1);

protected:
    /// Title, legend and note fonts and every panel's axes; a subclass calls it first from its own.
    void styleFigure(const FigureStyle &style) override;
    void setTitle(const QString &title);
    /// The note, wrapped to the figure's width.
    void showNote(const QString &note);
    QString note() const;
    QCPAxisRect *panel(int k) const { return m_panels.at(k); }

    FigureStyle m_style;

private:
    QCPTextElement *m_title;
    QCPTextElement *m_note;
    QCPLayoutGrid *m_legendRow;
    QCPMarginGroup *m_margins;
    QList<QCPAxisRect *> m_panels;
};
