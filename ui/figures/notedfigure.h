#pragma once
/// \file notedfigure.h
/// \brief The frame of a curve figure: a title row, one or more axis rects stacked (their left edges aligned),
/// the legend in a row of its own under them (legendrow.h), and a note under everything that says what the
/// numbers shown do.

#include "ui/figures/plotfigure.h"

#include <QList>
#include <QPointF>

class QCPAbstractItem;
class QCPAxisRect;
class QCPLayoutGrid;
class QCPMarginGroup;
class QCPTextElement;

class NotedFigure : public PlotFigure
{
public:
    /// \a axisRects panels stacked top to bottom (the plot's own rect first), each sharing the width, or with
    /// \a panels Qt::Horizontal side by side, left to right, each sharing the height.
    NotedFigure(QCustomPlot *plot, Figure figure, int axisRects = 1, Qt::Orientation panels = Qt::Vertical);

protected:
    /// Title, legend and note fonts and every panel's axes; a subclass calls it first from its own.
    void styleFigure(const FigureStyle &style) override;
    void setTitle(const QString &title);
    /// The note, wrapped to the figure's width.
    void showNote(const QString &note);
    QString note() const;
    QCPAxisRect *panel(int k) const { return m_panels.at(k); }
    /// The marks (lines, labels, bands) drawn over the panels; showData() clears them and adds its own.
    void clearMarks();
    /// A straight line through \a a and \a b, plot coordinates of panel \a k.
    void addLine(int k, QPointF a, QPointF b, const QPen &pen);
    /// A label at \a at in panel \a k: each coordinate in the panel's plot coordinates, or as a fraction of the
    /// panel (0 left or top … 1) where \a xRatio / \a yRatio; in the style's font, on the label background
    /// when \a backed.
    void addLabel(int k, QPointF at, bool xRatio, bool yRatio, Qt::Alignment alignment, const QString &text,
                  const QColor &colour, bool backed = true);
    /// A band from x = \a x0 to \a x1 (plot coordinates) over the whole height of panel \a k, behind the curves.
    void addBand(int k, double x0, double x1, const QColor &fill);

    FigureStyle m_style;

private:
    QCPTextElement *m_title;
    QCPTextElement *m_note;
    QCPLayoutGrid *m_legendRow;
    QCPMarginGroup *m_margins;
    QList<QCPAxisRect *> m_panels;
    QList<QCPAbstractItem *> m_marks;
};
