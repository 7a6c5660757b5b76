#include "ui/figures/plotfigure.h"

#include "ui/state/explorerstate.h"

#include <qcustomplot.h>

#include <algorithm>
#include <utility>

QSize PlotFigure::pixelsOf(QCPAxisRect *rect, bool fresh) const
{
    // Laid out already on this canvas (the last replot): reuse it; the margins move by a few pixels at
    // most between two updates, which the reduction does not mind.
    if (!fresh && m_plot->viewport().size() == m_layoutSize && rect->width() > 1 && rect->height() > 1)
        return (QSizeF(rect->size()) * m_pixelRatio).toSize();
    // QCustomPlot's own layout pass (QCustomPlot::updateLayout() is protected), on the canvas size.
    const QRect saved = m_plot->viewport();
    m_plot->setViewport(QRect(QPoint(0, 0), m_layoutSize));
    for (const auto phase : {QCPLayoutElement::upPreparation, QCPLayoutElement::upMargins, QCPLayoutElement::upLayout})
        m_plot->plotLayout()->update(phase);
    const QSize pixels = (QSizeF(rect->size()) * m_pixelRatio).toSize();
    m_plot->setViewport(saved);
    return pixels.expandedTo(QSize(1, 1));
}


QCPLayer *PlotFigure::addSelectionLayer()
{
    // QCustomPlot's own top layer, which otherwise holds only the mouse's selection rectangle (the figures
    // do not use it). A layer of our own between the plottables and the axes cut the plot's paint buffer
    // in two: each full replot then cleared and composed more window-sized buffers.
    m_selectionLayer = m_plot->layer(QStringLiteral("overlay"));
    return m_selectionLayer;
}

void PlotFigure::showMarks(const ExplorerState &state)
{
    for (const QPointer<QCPAbstractItem> &item : std::as_const(m_marks))
        if (item)
            m_plot->removeItem(item.data());
    m_marks.clear();
    const QList<QCPAxisRect *> panels = m_plot->axisRects();
    const QString name = figureName(figure());
    for (const FigureMark &mark : state.figureMarks()) {
        if (mark.figure != name || mark.panel < 0 || mark.panel >= panels.size())
            continue;
        QCPAxisRect *panel = panels.at(mark.panel);
        auto *outline = new QCPItemRect(m_plot);
        outline->setLayer(QStringLiteral("legend")); // over the data and the axes, under nothing
        outline->setClipAxisRect(panel);
        QPen pen(m_style.palette.lectureMark, std::max(2.0, 3 * m_style.lineWidth));
        pen.setJoinStyle(Qt::MiterJoin);
        outline->setPen(pen);
        outline->setBrush(Qt::NoBrush);
        // Each side in the axis' coordinates where the mark gives a range, else the panel's edge.
        const auto place = [&](QCPItemPosition *corner, bool start) {
            corner->setAxisRect(panel);
            corner->setAxes(panel->axis(QCPAxis::atBottom), panel->axis(QCPAxis::atLeft));
            const auto type = [](const std::optional<MarkRange> &range) {
                return range ? QCPItemPosition::ptPlotCoords : QCPItemPosition::ptAxisRectRatio;
            };
            corner->setTypeX(type(mark.x));
            corner->setTypeY(type(mark.y));
            const double x = mark.x ? (start ? mark.x->from : mark.x->to) : (start ? 0.0 : 1.0);
            const double y = mark.y ? (start ? mark.y->to : mark.y->from) : (start ? 0.0 : 1.0);
            corner->setCoords(x, y);
        };
        place(outline->topLeft, true);
        place(outline->bottomRight, false);
        m_marks.append(outline);
        if (mark.label.isEmpty())
            continue;
        auto *label = new QCPItemText(m_plot);
        label->setLayer(QStringLiteral("legend"));
        label->setClipToAxisRect(false);
        label->setText(mark.label);
        QFont font = m_style.font;
        font.setBold(true);
        label->setFont(font);
        label->setColor(m_style.palette.lectureMark);
        label->setBrush(m_style.palette.labelBackgroundStrong);
        label->setPen(QPen(m_style.palette.lectureMark, std::max(1.0, m_style.lineWidth)));
        const double pad = font.pixelSize() > 0 ? font.pixelSize() / 4.0 : 3.0;
        label->setPadding(QMargins(pad, pad / 2, pad, pad / 2));
        // Above the outline, leaning into the panel: from its top left corner in the panel's left half, from
        // its top right corner in the right half (a label at the right edge would leave the figure).
        const QCPRange range = panel->axis(QCPAxis::atBottom)->range();
        const bool right = mark.x && range.size() > 0 && ((mark.x->from + mark.x->to) / 2 - range.lower) / range.size() > 0.5;
        // An outline that spans the panel's height starts at its top: its label goes inside, under the edge,
        // not over the figure's title.
        label->position->setParentAnchor(right ? outline->topRight : outline->topLeft);
        label->position->setCoords(0, mark.y ? -pen.widthF() : pen.widthF());
        label->setPositionAlignment((right ? Qt::AlignRight : Qt::AlignLeft) | (mark.y ? Qt::AlignBottom : Qt::AlignTop));
        m_marks.append(label);
    }
}
