#include "ui/figures/figurepainter.h"

#include "ui/figures/plotfigure.h"
#include "ui/figures/selectionmarks.h"
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
        m_figure->showMarks(state);
        fitTextElements(&m_plot, size);
        m_below = QImage();
        m_origin = area.topLeft();
        draw(painter, area, deviceScale);
    }

    void paintSelection(QCPPainter &painter, const QRectF &area, const ExplorerState &state, const FigureStyle &,
                        double deviceScale) override
    {
        m_figure->showSelection(state);
        m_origin = area.topLeft();
        QCPLayer *marks = m_figure->selectionLayer();
        if (!marks) {
            fitTextElements(&m_plot, area.size().toSize()); // as paint() does
            draw(painter, area, deviceScale);
            return;
        }
        // Everything below the selection marks drawn once into an image (a 4K waves figure takes 200 ms:
        // its dashed curves), then only the marks over it on each frame.
        if (m_below.isNull()) {
            m_below = QImage((area.size() * deviceScale).toSize(), QImage::Format_ARGB32_Premultiplied);
            m_below.setDevicePixelRatio(deviceScale);
            m_below.fill(Qt::transparent);
            QCPPainter below(&m_below);
            marks->setVisible(false);
            draw(below, QRectF(QPointF(0, 0), area.size()), deviceScale);
            marks->setVisible(true);
        }
        painter.drawImage(area.topLeft(), m_below);
        // Then the marks alone, drawn by hand where the last layout put them (QCustomPlot would lay the
        // plot out again, without what is hidden).
        painter.save();
        painter.translate(area.topLeft());
        drawSelectionMarks(painter, shownSelectionMarks(marks));
        painter.restore();
    }

    bool fillsArea() const override { return true; } // toPainter() fills the viewport with the background

    QList<DataFrame> dataFrames() const override
    {
        QList<DataFrame> frames;
        for (QCPAxisRect *rect : m_plot.axisRects()) {
            const QCPAxis *x = rect->axis(QCPAxis::atBottom);
            const QCPAxis *y = rect->axis(QCPAxis::atLeft);
            if (!x || !y || !rect->visible())
                continue;
            DataFrame frame;
            frame.pixels = QRectF(rect->rect()).translated(m_origin);
            frame.xLower = x->range().lower, frame.xUpper = x->range().upper;
            frame.yLower = y->range().lower, frame.yUpper = y->range().upper;
            frame.xLog = x->scaleType() == QCPAxis::stLogarithmic;
            frame.yLog = y->scaleType() == QCPAxis::stLogarithmic;
            frame.xReversed = x->rangeReversed(), frame.yReversed = y->rangeReversed();
            frames.append(frame);
        }
        return frames;
    }

private:
    void draw(QCPPainter &painter, const QRectF &area, double deviceScale)
    {
        const QSize size = area.size().toSize();
        // As QCustomPlot::toPixmap() does for a scaled image: lines keep their width in logical pixels.
        painter.save();
        painter.translate(area.topLeft());
        if (deviceScale > 1.0)
            painter.setMode(QCPPainter::pmNonCosmetic);
        m_plot.toPainter(&painter, size.width(), size.height());
        painter.restore();
    }

    QCustomPlot m_plot;
    std::unique_ptr<PlotFigure> m_figure;
    QImage m_below; ///< the figure without its selection marks, for paintSelection(); null after paint()
    QPointF m_origin; ///< where the last draw() put the plot's top left corner
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

    bool fillsArea() const override { return true; } // a ScenePaint fills its area

private:
    Paint m_paint;
};

class LayeredFigurePainter final : public FigurePainter
{
public:
    using Layers = std::function<LayeredScene(const ExplorerState &)>;
    explicit LayeredFigurePainter(Layers layers) : m_layers(std::move(layers)) {}

    void paint(QCPPainter &painter, const QRectF &area, const ExplorerState &state, const FigureStyle &style,
               double) override
    {
        const LayeredScene scene = m_layers(state);
        scene.still(painter, area, style);
        scene.moving(painter, area, style);
        m_still = QImage();
    }

    bool fillsArea() const override { return true; } // the still layer, a ScenePaint, fills it

    void paintSelection(QCPPainter &painter, const QRectF &area, const ExplorerState &state, const FigureStyle &style,
                        double deviceScale) override
    {
        const LayeredScene scene = m_layers(state);
        if (m_still.isNull() || scene.stillKey != m_stillKey) {
            m_still = QImage((area.size() * deviceScale).toSize(), QImage::Format_ARGB32_Premultiplied);
            m_still.setDevicePixelRatio(deviceScale);
            m_still.fill(Qt::transparent);
            QPainter still(&m_still);
            scene.still(still, QRectF(QPointF(0, 0), area.size()), style);
            m_stillKey = scene.stillKey;
        }
        painter.drawImage(area.topLeft(), m_still);
        scene.moving(painter, area, style);
    }

private:
    Layers m_layers;
    QImage m_still; ///< the still layer of the last paintSelection(); null after paint()
    QByteArray m_stillKey;
};

} // namespace

std::unique_ptr<FigurePainter> plotFigurePainter(const PlotFigureFactory &factory)
{
    return std::make_unique<PlotFigurePainter>(factory);
}

std::unique_ptr<FigurePainter> layeredFigurePainter(std::function<LayeredScene(const ExplorerState &)> layers)
{
    return std::make_unique<LayeredFigurePainter>(std::move(layers));
}

std::unique_ptr<FigurePainter> directFigurePainter(
    std::function<void(QPainter &, const QRectF &, const ExplorerState &, const FigureStyle &)> paint)
{
    return std::make_unique<DirectFigurePainter>(std::move(paint));
}
