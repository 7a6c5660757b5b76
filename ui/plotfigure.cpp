#include "plotfigure.h"

#include "attentionfigure.h"
#include "heatmapfigure.h"
#include "naivefigure.h"
#include "similarityfigure.h"
#include "wavelengthfigure.h"

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

bool isPlotFigure(Figure figure)
{
    return figure != Figure::Clock && figure != Figure::Relative;
}

std::unique_ptr<PlotFigure> createPlotFigure(QCustomPlot *plot, Figure figure)
{
    switch (figure) {
    case Figure::Embedding:
    case Figure::Encoding:
    case Figure::Sum:
        return std::make_unique<HeatmapFigure>(plot, figure);
    case Figure::Wavelength:
        return std::make_unique<WavelengthFigure>(plot);
    case Figure::Similarity:
        return std::make_unique<SimilarityFigure>(plot);
    case Figure::Naive:
        return std::make_unique<NaiveFigure>(plot);
    case Figure::Attention:
        return std::make_unique<AttentionFigure>(plot);
    case Figure::Clock:
    case Figure::Relative:
        break;
    }
    return nullptr;
}
