#include "ui/state/theme.h"

#include <QApplication>
#include <QCoreApplication>
#include <QPalette>
#include <QStyle>

namespace {
Theme installed = Theme::Light;

/// The interface colours of the dark theme (Fusion-like greys; the highlight a blue that keeps white
/// text readable).
QPalette darkPalette()
{
    QPalette p;
    const QColor window(45, 45, 48), base(30, 30, 30), text(230, 230, 230), disabled(130, 130, 130);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, QColor(60, 60, 64));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(170, 170, 170)); // hints and notes: 6.5:1 on the window
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(255, 120, 120));
    p.setColor(QPalette::Light, QColor(70, 70, 74));
    p.setColor(QPalette::Midlight, QColor(58, 58, 62));
    p.setColor(QPalette::Mid, QColor(40, 40, 42));
    p.setColor(QPalette::Dark, QColor(150, 150, 150));
    p.setColor(QPalette::Shadow, QColor(10, 10, 10));
    p.setColor(QPalette::Highlight, QColor(42, 110, 190));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(110, 170, 240));
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}
/// The style's own palette with hints and notes (PlaceholderText) readable: 5.8:1 on its window, where
/// Fusion's grey of disabled text gave the panel's notes and the key hints 1.6:1.
QPalette lightPalette(QPalette p)
{
    for (const auto group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled})
        p.setColor(group, QPalette::PlaceholderText, QColor(92, 92, 92));
    return p;
}
} // namespace

namespace theme {
namespace {

/// Every theme once: its --theme name, its menu name (context "Theme") and its line scale.
struct Entry
{
    Theme theme;
    const char *name;
    const char *displayName;
    double lineScale;
};
constexpr Entry entries[] = {
    {Theme::Light, "light", QT_TRANSLATE_NOOP("Theme", "Light"), 1.0},
    {Theme::Dark, "dark", QT_TRANSLATE_NOOP("Theme", "Dark"), 1.0},
    {Theme::Projector, "projector", QT_TRANSLATE_NOOP("Theme", "Projector"), 1.6},
};

const Entry &entryOf(Theme theme)
{
    for (const Entry &entry : entries)
        if (entry.theme == theme)
            return entry;
    return entries[0];
}

} // namespace

QList<Theme> all()
{
    QList<Theme> themes;
    for (const Entry &entry : entries)
        themes.append(entry.theme);
    return themes;
}

QString name(Theme theme)
{
    return QString::fromLatin1(entryOf(theme).name);
}

std::optional<Theme> parse(const QString &text)
{
    for (const Entry &entry : entries)
        if (text.trimmed().compare(QLatin1String(entry.name), Qt::CaseInsensitive) == 0)
            return entry.theme;
    return std::nullopt;
}

QString displayName(Theme theme)
{
    return QCoreApplication::translate("Theme", entryOf(theme).displayName);
}

double lineScale(Theme theme)
{
    return entryOf(theme).lineScale;
}

Theme current()
{
    return installed;
}

void set(Theme theme)
{
    installed = theme;
    if (auto *app = qobject_cast<QApplication *>(QCoreApplication::instance()))
        app->setPalette(theme == Theme::Dark ? darkPalette() : lightPalette(app->style()->standardPalette()));
}

} // namespace theme
