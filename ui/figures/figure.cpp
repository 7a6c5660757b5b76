#include "ui/figures/figure.h"

#include "ui/figures/figureregistry.h"

#include <QCoreApplication>

QList<Figure> allFigures()
{
    QList<Figure> figures;
    for (const FigureEntry &entry : figureRegistry())
        figures.append(entry.id);
    return figures;
}

QString figureName(Figure figure)
{
    return figureEntry(figure).name;
}

std::optional<Figure> figureFromName(const QString &name)
{
    for (const FigureEntry &entry : figureRegistry())
        if (entry.name == name)
            return entry.id;
    return std::nullopt;
}

QString figureTitle(Figure figure)
{
    return QCoreApplication::translate("Figure", figureEntry(figure).title);
}

QString figureCaption(Figure figure, const posenc::SinusoidalScheme &scheme)
{
    const FigureEntry &entry = figureEntry(figure);
    const QString caption = QCoreApplication::translate("Figure", entry.caption);
    return entry.schemeCaption ? entry.schemeCaption(caption, scheme) : caption;
}
