#pragma once
/// \file theme.h
/// \brief The colour theme of the window and of exported figures: light, dark or projector.

#include <QString>
#include <QStringList>

#include <optional>

/// Light: black on white (the default, and what an export uses unless asked otherwise). Dark: light
/// text on dark grey, for a dark room. Projector: black on white with lines and markers 1.6 times as
/// thick and saturated colours that survive a washed-out projector. In each the diverging scale keeps 0
/// at its neutral middle and runs blue to red (ColorBrewer RdBu), which colour-blind readers tell apart.
enum class Theme { Light, Dark, Projector };

namespace theme {

/// Every theme, in menu order.
QList<Theme> all();
/// The `--theme` name: "light", "dark", "projector".
QString name(Theme theme);
/// The theme named \a text (any case), or std::nullopt.
std::optional<Theme> parse(const QString &text);
/// "Light", "Dark", "Projector", translated, for menus.
QString displayName(Theme theme);
/// Lines and markers are drawn this many times as thick (1.6 in the projector theme, else 1).
double lineScale(Theme theme);

/// The window's theme (Light until set()).
Theme current();
/// Sets the window's theme: the interface palette (so every widget gets QEvent::PaletteChange, on
/// which the views take FigureStyle::screen() again) and the views' colours.
void set(Theme theme);

} // namespace theme
