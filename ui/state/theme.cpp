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
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(255, 120, 120));
    p.setColor(QPalette::Light, QColor(70, 70, 74));
    p.setColor(QPalette::Midlight, QColor(58, 58, 62));
    p.setColor(QPalette::Mid, QColor(40, 40, 42));
    p.setColor(QPalette::Dark, QColor(150, 150, 150)); // also the colour of the panel's notes
    p.setColor(QPalette::Shadow, QColor(10, 10, 10));
    p.setColor(QPalette::Highlight, QColor(42, 110, 190));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(110, 170, 240));
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}
} // namespace

namespace theme {

QList<Theme> all()
{
    return {Theme::Light, Theme::Dark, Theme::Projector};
}

QString name(Theme theme)
{
    switch (theme) {
    case Theme::Dark:
        return QStringLiteral("dark");
    case Theme::Projector:
        return QStringLiteral("projector");
    case Theme::Light:
        break;
    }
    return QStringLiteral("light");
}

std::optional<Theme> parse(const QString &text)
{
    for (const Theme theme : all())
        if (text.trimmed().compare(name(theme), Qt::CaseInsensitive) == 0)
            return theme;
    return std::nullopt;
}

QString displayName(Theme theme)
{
    switch (theme) {
    case Theme::Dark:
        return QCoreApplication::translate("Theme", "Dark");
    case Theme::Projector:
        return QCoreApplication::translate("Theme", "Projector");
    case Theme::Light:
        break;
    }
    return QCoreApplication::translate("Theme", "Light");
}

double lineScale(Theme theme)
{
    return theme == Theme::Projector ? 1.6 : 1.0;
}

Theme current()
{
    return installed;
}

void set(Theme theme)
{
    installed = theme;
    if (auto *app = qobject_cast<QApplication *>(QCoreApplication::instance()))
        app->setPalette(theme == Theme::Dark ? darkPalette() : app->style()->standardPalette());
}

} // namespace theme
