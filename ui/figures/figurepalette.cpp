#include "ui/figures/figurepalette.h"

#include <algorithm>
#include <cmath>

namespace {

/// Light text on dark grey; the curves' colours lightened so that they keep their contrast.
FigurePalette darkPalette()
{
    FigurePalette p;
    p.background = QColor(30, 30, 30);
    p.ink = QColor(230, 230, 230);
    p.strongMark = QColor(255, 221, 0); // yellow: a white outline vanished on the maps' pale cells
    p.caption = QColor(210, 210, 210);
    p.label = QColor(200, 200, 200);
    p.guide = QColor(170, 170, 170);
    p.muted = QColor(160, 160, 160);
    p.dialRim = QColor(120, 120, 120);
    p.dialAxes = QColor(70, 70, 70);
    p.dialFill = QColor(42, 42, 42);
    p.selectedCell = QColor(86, 76, 24);
    p.labelBackground = QColor(30, 30, 30, 220);
    p.labelBackgroundStrong = QColor(30, 30, 30, 230);
    p.hand = QColor(120, 180, 235);
    p.offset = QColor(240, 160, 70);
    p.offsetText = QColor(240, 160, 70);
    p.series = QColor(110, 165, 230);
    p.seriesBand = QColor(110, 165, 230, 70);
    p.position = QColor(244, 109, 120);
    p.comparePosition = QColor(100, 200, 120);
    p.comparePositionLight = QColor(170, 225, 130);
    p.handLight = QColor(160, 205, 240);
    p.bitOff = QColor(60, 60, 60);
    p.bitOn = QColor(235, 235, 235);
    p.missing = QColor(90, 90, 90);
    p.lectureMark = QColor(90, 230, 130);
    // RdBu keeps its white middle: 0 stays the neutral colour, the map is an area of its own.
    return p;
}

/// Black on white, darker and more saturated colours: a projector washes pale tints out to white.
FigurePalette projectorPalette()
{
    FigurePalette p;
    p.label = QColor(20, 20, 20);
    p.guide = QColor(50, 50, 50);
    p.muted = QColor(70, 70, 70);
    p.dialRim = QColor(80, 80, 80);
    p.dialAxes = QColor(165, 165, 165);
    p.dialFill = QColor(255, 255, 255);
    p.selectedCell = QColor(255, 226, 90);
    p.hand = QColor(0, 55, 135);
    p.offset = QColor(225, 105, 0);
    p.series = QColor(0, 80, 185);
    p.seriesBand = QColor(0, 80, 185, 80);
    p.position = QColor(200, 0, 30);
    p.comparePosition = QColor(0, 125, 40);
    p.comparePositionLight = QColor(80, 170, 20);
    p.handLight = QColor(60, 140, 215);
    p.bitOff = QColor(240, 240, 240);
    p.bitOn = QColor(0, 0, 0);
    p.lectureMark = QColor(0, 110, 50);
    // RdBu without its two palest classes: small values already show their sign; 0 stays white.
    p.diverging = {"#053061", "#2166ac", "#4393c3", "#92c5de", "#f7f7f7", "#f4a582", "#d6604d", "#b2182b", "#67001f"};
    p.weights = {"#fff5f0", "#fc9272", "#ef3b2c", "#a50f15", "#4a0008"};
    return p;
}

} // namespace

double FigurePalette::contrast(const QColor &a, const QColor &b)
{
    // Relative luminance of sRGB (WCAG 2.1): each channel linearised, then weighted.
    const auto luminance = [](const QColor &c) {
        const auto linear = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
    };
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

const FigurePalette &FigurePalette::light()
{
    static const FigurePalette palette;
    return palette;
}

const FigurePalette &FigurePalette::of(Theme theme)
{
    static const FigurePalette dark = darkPalette();
    static const FigurePalette projector = projectorPalette();
    switch (theme) {
    case Theme::Dark:
        return dark;
    case Theme::Projector:
        return projector;
    case Theme::Light:
        break;
    }
    return light();
}
