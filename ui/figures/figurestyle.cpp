#include "ui/figures/figurestyle.h"

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
    style.lineWidth = zoom::percent() / 100.0; // the font is zoomed already (the application font)
    return style;
}

FigureStyle FigureStyle::forImage(int width, int height)
{
    FigureStyle style;
    style.font = QApplication::font();
    // About 50 lines of text fit the height: 21 px on a 1080-pixel slide.
    const int pixels = std::clamp(std::min(height, width * 9 / 16) / 50, 9, 96);
    style.font.setPixelSize(pixels);
    style.lineWidth = std::max(1.0, pixels / 12.0);
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

QCPColorGradient divergingGradient()
{
    static const char *const stops[] = {"#053061", "#2166ac", "#4393c3", "#92c5de", "#d1e5f0", "#f7f7f7",
                                        "#fddbc7", "#f4a582", "#d6604d", "#b2182b", "#67001f"};
    constexpr int count = sizeof stops / sizeof stops[0];
    QCPColorGradient gradient;
    gradient.clearColorStops();
    for (int k = 0; k < count; ++k)
        gradient.setColorStopAt(double(k) / (count - 1), QColor(stops[k]));
    gradient.setColorInterpolation(QCPColorGradient::ciRGB);
    gradient.setLevelCount(255);
    gradient.setNanHandling(QCPColorGradient::nhNanColor);
    gradient.setNanColor(QColor(200, 200, 200));
    return gradient;
}

QCPColorGradient weightGradient()
{
    // Sequential (ColorBrewer Reds): weights are in [0, 1], white for 0.
    QCPColorGradient gradient;
    gradient.clearColorStops();
    gradient.setColorStopAt(0.0, QColor("#fff5f0"));
    gradient.setColorStopAt(0.25, QColor("#fcbba1"));
    gradient.setColorStopAt(0.5, QColor("#fb6a4a"));
    gradient.setColorStopAt(0.75, QColor("#cb181d"));
    gradient.setColorStopAt(1.0, QColor("#67000d"));
    gradient.setLevelCount(256);
    return gradient;
}
