#include "ui/figures/figurepainter.h"

#include "ui/figures/plotfigure.h"
#include "ui/figures/textwrap.h"

#include <qcustomplot.h>

namespace {

class PlotFigurePainter final : public FigurePainter
{
public:
    explicit PlotFigurePainter(const PlotFigureFactory &factory) : m_figure(factory(&m_plot)) {}

    void paint(QCPPainter &painter, const QRectF &area, const ExplorerState &state, const FigureStyle &style,
               double deviceScale) override
    {
        const QSize size = area.size().toSize();
        m_figure->setStyle(style);
        m_figure->setCanvas(size, deviceScale); // the device's pixels
        m_figure->showData(state);
        fitTextElements(&m_plot, size);
        // As QCustomPlot::toPixmap() does for a scaled image: lines keep their width in logical pixels.
        painter.save();
        painter.translate(area.topLeft());
        if (deviceScale > 1.0)
            painter.setMode(QCPPainter::pmNonCosmetic);
        m_plot.toPainter(&painter, size.width(), size.height());
        painter.restore();
    }

private:
    QCustomPlot m_plot;
    std::unique_ptr<PlotFigure> m_figure;
};

class DirectFigurePainter final : public FigurePainter
{
public:
    using Paint = std::function<void(QPainter &, const QRectF &, const ExplorerState &, const FigureStyle &)>;
    explicit DirectFigurePainter(Paint paint) : m_paint(std::move(paint)) {}

    void paint(QCPPainter &painter, const QRectF &area, const ExplorerState &state, const FigureStyle &style,
               double) override
    {
        m_paint(painter, area, state, style);
    }

private:
    Paint m_paint;
};

} // namespace

std::unique_ptr<FigurePainter> plotFigurePainter(const PlotFigureFactory &factory)
{
    return std::make_unique<PlotFigurePainter>(factory);
}

std::unique_ptr<FigurePainter> directFigurePainter(
    std::function<void(QPainter &, const QRectF &, const ExplorerState &, const FigureStyle &)> paint)
{
    return std::make_unique<DirectFigurePainter>(std::move(paint));
}
