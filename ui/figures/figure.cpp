#include "ui/figures/figure.h"

#include "ui/families/addedfamilies.h"
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
    return QString::fromLatin1(figure.name());
}

std::optional<Figure> figureFromName(const QString &name)
{
    for (const FigureEntry &entry : figureRegistry())
        if (QLatin1StringView(entry.id.name()) == name)
            return entry.id;
    return std::nullopt;
}

QString figureTitle(Figure figure)
{
    return QCoreApplication::translate("Figure", figureEntry(figure).title);
}

QString figureCaption(Figure figure, const Session &session)
{
    const FigureEntry &entry = figureEntry(figure);
    if (entry.learnedCaption && addedFamily(session.added).fromTable)
        return QCoreApplication::translate("Figure", entry.learnedCaption);
    const QString caption = QCoreApplication::translate("Figure", entry.caption);
    return entry.schemeCaption ? entry.schemeCaption(caption, session.scheme) : caption;
}
