#pragma once
/// \file zoom.h
/// \brief The window's zoom: one factor for the interface font and every view's text, lines and markers.

#include <QString>

#include <optional>

/// Zoom of the window in percent, 50 .. 300 (100: the desktop's own font). Setting it scales the
/// application font (so every widget, and every view's FigureStyle::screen(), follows) and
/// FigureStyle::screen()'s line width. Exports are not zoomed: they have --font-scale.
namespace zoom {

constexpr int minPercent = 50;
constexpr int maxPercent = 300;
constexpr int defaultPercent = 100;
/// The steps of Zoom In / Zoom Out (Ctrl++ / Ctrl+-), as in a browser.
constexpr int steps[] = {50, 67, 80, 90, 100, 110, 125, 150, 175, 200, 250, 300};

/// The current zoom (percent).
int percent();
/// Sets the zoom, clamped to 50 .. 300; the first call remembers the unzoomed application font.
void setPercent(int percent);
/// The desktop's font height in pixels before any zoom (the application font's while none was set).
double unzoomedPixelSize();
/// The next step above (\a up) or below the current zoom, within the range.
int nextStep(bool up);
/// The next step above (\a up) or below \a from (a percent), within the range: a figure alone has a
/// text zoom of its own (MainWindow::zoomStep()).
int nextStepFrom(int from, bool up);
/// \a pixels at the current zoom (rounded): minimum sizes of views follow the zoom like their text, so
/// that a smaller zoom also makes a smaller window (MainWindow::fitToScreen()).
int scaled(int pixels);
/// The zoom written in \a text ("150" or "150%"), or std::nullopt when it is none in 50 .. 300.
std::optional<int> parse(const QString &text);

} // namespace zoom
