#include "ui/figures/notedfigure.h"

#include "ui/figures/legendrow.h"
#include "ui/figures/textwrap.h"

#include <qcustomplot.h>

NotedFigure::NotedFigure(QCustomPlot *plot, Figure figure, int axisRects)
    : PlotFigure(plot)
    , m_style(FigureStyle::screen())
{
    QCPLayoutGrid *layout = plot->plotLayout();
    layout->insertRow(0);
    m_title = new QCPTextElement(plot, figureTitle(figure));
    layout->addElement(0, 0, m_title);
    m_margins = new QCPMarginGroup(plot);
    m_panels.append(plot->axisRect());
    for (int k = 1; k < axisRects; ++k) {
        auto *rect = new QCPAxisRect(plot);
        layout->insertRow(1 + k);
        layout->addElement(1 + k, 0, rect);
        m_panels.append(rect);
    }
    for (QCPAxisRect *rect : std::as_const(m_panels))
        rect->setMarginGroup(QCP::msLeft | QCP::msRight, m_margins);
    m_legendRow = moveLegendBelow(plot, 1 + axisRects);
    layout->insertRow(2 + axisRects);
    m_note = new QCPTextElement(plot, QString());
    layout->addElement(2 + axisRects, 0, m_note);
    plot->legend->setVisible(true);
}

void NotedFigure::styleFigure(const FigureStyle &style)
{
    m_style = style;
    m_title->setFont(style.titleFont());
    m_note->setFont(style.font);
    styleLegendRow(m_plot, m_legendRow, style);
    for (QCPAxisRect *rect : std::as_const(m_panels))
        applyStyle(rect, style);
}

void NotedFigure::setTitle(const QString &title)
{
    m_title->setText(title);
}

void NotedFigure::showNote(const QString &text)
{
    m_note->setText(wrappedToWidth(text, m_note->font(), m_layoutSize.width() - 24.0));
}

QString NotedFigure::note() const
{
    return m_note->text();
}
