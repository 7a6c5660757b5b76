#include "ui/figures/plotfigure.h"


#include <qcustomplot.h>

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
