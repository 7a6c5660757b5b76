#include "ui/figures/notedfigure.h"
#include "ui/figures/scriptedtextelement.h"

#include "ui/figures/legendrow.h"
#include "ui/figures/textwrap.h"

#include <qcustomplot.h>

NotedFigure::NotedFigure(QCustomPlot *plot, Figure figure, int axisRects, Qt::Orientation panels)
    : PlotFigure(plot)
    , m_style(FigureStyle::screen())
{
    QCPLayoutGrid *layout = plot->plotLayout();
    layout->insertRow(0);
    m_title = new ScriptedTextElement(plot, figureTitle(figure));
    layout->addElement(0, 0, m_title);
    m_margins = new QCPMarginGroup(plot);
    m_panels.append(plot->axisRect());
    const bool sideBySide = panels == Qt::Horizontal;
    const int rows = sideBySide ? 1 : axisRects;
    if (sideBySide) {
        // The legend first, while the plot's own rect is where QCustomPlot::axisRect() finds it; then the rect
        // moves into a row of its own (row 1), its neighbours beside it.
        m_legendRow = moveLegendBelow(plot, 2);
        auto *row = new QCPLayoutGrid;
        layout->take(plot->axisRect());
        layout->addElement(1, 0, row);
        row->addElement(0, 0, m_panels.first());
        row->setColumnSpacing(24);
        for (int k = 1; k < axisRects; ++k) {
            auto *rect = new QCPAxisRect(plot);
            row->addElement(0, k, rect);
            m_panels.append(rect);
        }
    } else {
        for (int k = 1; k < axisRects; ++k) {
            auto *rect = new QCPAxisRect(plot);
            layout->insertRow(1 + k);
            layout->addElement(1 + k, 0, rect);
            m_panels.append(rect);
        }
        m_legendRow = moveLegendBelow(plot, 1 + axisRects);
    }
    for (QCPAxisRect *rect : std::as_const(m_panels))
        rect->setMarginGroup(sideBySide ? QCP::msTop | QCP::msBottom : QCP::msLeft | QCP::msRight, m_margins);
    layout->insertRow(2 + rows);
    m_note = new ScriptedTextElement(plot, QString());
    layout->addElement(2 + rows, 0, m_note);
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
    fitLegendColumns(m_plot, m_layoutSize.width()); // the curves are named by now
}

QString NotedFigure::note() const
{
    return m_note->text();
}

void NotedFigure::clearMarks()
{
    for (QCPAbstractItem *item : std::as_const(m_marks))
        m_plot->removeItem(item);
    m_marks.clear();
}

namespace {
/// \a position on \a rect's bottom and left axes, each coordinate plot or ratio.
void place(QCPItemPosition *position, QCPAxisRect *rect, bool xRatio, bool yRatio)
{
    position->setAxisRect(rect);
    position->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    position->setTypeX(xRatio ? QCPItemPosition::ptAxisRectRatio : QCPItemPosition::ptPlotCoords);
    position->setTypeY(yRatio ? QCPItemPosition::ptAxisRectRatio : QCPItemPosition::ptPlotCoords);
}
} // namespace

void NotedFigure::addLine(int k, QPointF a, QPointF b, const QPen &pen)
{
    auto *line = new QCPItemStraightLine(m_plot);
    line->setClipAxisRect(panel(k));
    place(line->point1, panel(k), false, false);
    place(line->point2, panel(k), false, false);
    line->point1->setCoords(a);
    line->point2->setCoords(b);
    line->setPen(pen);
    m_marks.append(line);
}

void NotedFigure::addLabel(int k, QPointF at, bool xRatio, bool yRatio, Qt::Alignment alignment, const QString &text,
                           const QColor &colour, bool backed)
{
    auto *label = new QCPItemText(m_plot);
    label->setClipAxisRect(panel(k));
    place(label->position, panel(k), xRatio, yRatio);
    label->position->setCoords(at);
    label->setPositionAlignment(alignment);
    label->setText(text);
    label->setFont(m_style.font);
    label->setColor(colour);
    if (backed)
        label->setBrush(m_style.palette.labelBackground);
    m_marks.append(label);
}

void NotedFigure::addBand(int k, double x0, double x1, const QColor &fill)
{
    auto *band = new QCPItemRect(m_plot);
    band->setClipAxisRect(panel(k));
    place(band->topLeft, panel(k), false, true);
    place(band->bottomRight, panel(k), false, true);
    band->topLeft->setCoords(x0, 0);
    band->bottomRight->setCoords(x1, 1);
    band->setPen(Qt::NoPen);
    band->setBrush(fill);
    band->setLayer(QStringLiteral("background"));
    m_marks.append(band);
}
