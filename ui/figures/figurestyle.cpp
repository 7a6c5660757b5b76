#include "ui/figures/figurestyle.h"

#include <algorithm>
#include <cmath>

#include "ui/state/zoom.h"

#include <QApplication>
#include <QScreen>
#include <qcustomplot.h>

#include <algorithm>

FigureStyle FigureStyle::screen()
{
    FigureStyle style;
    style.font = QApplication::font();
    // In pixels: QCustomPlot draws into buffers whose dpi need not be the widget's, and a point-sized
    // title measured on the widget came out narrower than drawn (titles were cut on both sides).
    if (style.font.pixelSize() <= 0) {
        const QScreen *screen = QGuiApplication::primaryScreen();
        const double dpi = screen ? screen->logicalDotsPerInchY() : 96.0;
        style.font.setPixelSize(std::max(1, qRound(style.font.pointSizeF() * dpi / 72.0)));
    }
    // The font is zoomed already (the application font).
    style.lineWidth = zoom::percent() / 100.0 * theme::lineScale(theme::current());
    style.palette = FigurePalette::of(theme::current());
    return style;
}

FigureStyle FigureStyle::forImage(int width, int height, Theme theme, double fontScale)
{
    FigureStyle style;
    style.font = QApplication::font();
    // 40 lines of the smallest text fit the height: 27 px on a 1080-pixel slide, about 18 pt on a
    // 16:9 slide of 13.33 x 7.5 in (the usual minimum for text read from the back of a room).
    const int pixels = std::clamp(qRound(std::min(height, width * 9 / 16) / 40.0 * fontScale), 9, 400);
    style.font.setPixelSize(pixels);
    style.lineWidth = std::max(1.0, pixels / 15.0) * theme::lineScale(theme);
    style.palette = FigurePalette::of(theme);
    return style;
}

QFont FigureStyle::titleFont() const
{
    QFont title = font;
    if (title.pixelSize() > 0)
        title.setPixelSize(qRound(title.pixelSize() * 1.25));
    else
        title.setPointSizeF(title.pointSizeF() * 1.25);
    title.setBold(true);
    return title;
}

void applyStyle(QCPAxisRect *rect, const FigureStyle &style)
{
    const QPen pen(style.palette.ink, style.lineWidth);
    for (QCPAxis *axis : rect->axes()) {
        axis->setTickLabelFont(style.font);
        axis->setLabelFont(style.font);
        axis->setBasePen(pen);
        axis->setTickPen(pen);
        axis->setSubTickPen(pen);
    }
}

void applyStyle(QCPLegend *legend, const FigureStyle &style)
{
    legend->setFont(style.font);
    const double line = QFontMetricsF(style.font).height();
    legend->setIconSize(qRound(2.2 * line), qRound(0.8 * line));
    legend->setIconTextPadding(qRound(0.4 * line));
    const int inner = qRound(0.35 * line);
    legend->setMargins(QMargins(inner, inner / 2, inner, inner / 2));
}

void applyStyle(QCPColorScale *scale, const FigureStyle &style)
{
    const QPen pen(style.palette.ink, style.lineWidth);
    scale->axis()->setTickLabelFont(style.font);
    scale->axis()->setLabelFont(style.font);
    scale->axis()->setBasePen(pen);
    scale->axis()->setTickPen(pen);
    scale->axis()->setSubTickPen(pen);
    scale->setBarWidth(style.font.pixelSize() > 0 ? qRound(style.font.pixelSize() * 1.2) : 14);
}

namespace {

/// Evenly spaced stops, interpolated in RGB; nan cells in the palette's missing colour.
QCPColorGradient gradientOf(const QList<QColor> &stops, const FigurePalette &palette, int levels)
{
    QCPColorGradient gradient;
    gradient.clearColorStops();
    for (qsizetype k = 0; k < stops.size(); ++k)
        gradient.setColorStopAt(double(k) / double(stops.size() - 1), stops[k]);
    gradient.setColorInterpolation(QCPColorGradient::ciRGB);
    gradient.setLevelCount(levels);
    gradient.setNanHandling(QCPColorGradient::nhNanColor);
    gradient.setNanColor(palette.missing);
    return gradient;
}

void colourAxis(QCPAxis *axis, const FigurePalette &palette)
{
    axis->setTickLabelColor(palette.ink);
    axis->setLabelColor(palette.ink);
    QColor grid = palette.guide;
    grid.setAlpha(70);
    axis->grid()->setPen(QPen(grid, 0, Qt::DotLine));
    QColor subGrid = grid;
    subGrid.setAlpha(35);
    axis->grid()->setSubGridPen(QPen(subGrid, 0, Qt::DotLine));
    axis->grid()->setZeroLinePen(Qt::NoPen);
}

} // namespace

QCPColorGradient divergingGradient(const FigurePalette &palette)
{
    // An odd number of levels: one of them is exactly the middle stop, the colour of 0.
    return gradientOf(palette.diverging, palette, 255);
}

QCPColorGradient weightGradient(const FigurePalette &palette)
{
    return gradientOf(palette.weights, palette, 256);
}

void applyPalette(QCustomPlot *plot, const FigurePalette &palette)
{
    plot->setBackground(palette.background);
    for (int k = 0; k < plot->plotLayout()->elementCount(); ++k) {
        QCPLayoutElement *element = plot->plotLayout()->elementAt(k);
        if (!element)
            continue;
        QList<QCPLayoutElement *> elements = element->elements(true);
        elements.prepend(element);
        for (QCPLayoutElement *e : elements) {
            if (auto *text = qobject_cast<QCPTextElement *>(e)) {
                text->setTextColor(palette.ink);
            } else if (auto *rect = qobject_cast<QCPAxisRect *>(e)) {
                for (QCPAxis *axis : rect->axes())
                    colourAxis(axis, palette);
            } else if (auto *scale = qobject_cast<QCPColorScale *>(e)) {
                colourAxis(scale->axis(), palette);
            } else if (auto *legend = qobject_cast<QCPLegend *>(e)) {
                legend->setBrush(palette.labelBackgroundStrong);
                legend->setBorderPen(QPen(palette.dialRim));
                legend->setTextColor(palette.ink);
            }
        }
    }
    // Labels on the plot: ink unless the figure gives them a colour of their role (after this).
    for (int k = 0; k < plot->itemCount(); ++k)
        if (auto *text = qobject_cast<QCPItemText *>(plot->item(k)))
            text->setColor(palette.ink);
}

double curveTravel(const double *y, long long n, double panelHeight)
{
    double travel = 0;
    for (long long i = 1; i < n; ++i)
        travel += std::abs(y[i] - y[i - 1]);
    return travel / std::max(panelHeight, 1e-300);
}
