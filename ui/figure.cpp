#include "figure.h"

#include <QCoreApplication>

QList<Figure> allFigures()
{
    return {Figure::Embedding, Figure::Encoding, Figure::Sum, Figure::Clock};
}

QString figureName(Figure figure)
{
    switch (figure) {
    case Figure::Embedding:
        return QStringLiteral("embedding");
    case Figure::Encoding:
        return QStringLiteral("pe");
    case Figure::Sum:
        return QStringLiteral("sum");
    case Figure::Clock:
        return QStringLiteral("clock");
    }
    return {};
}

std::optional<Figure> figureFromName(const QString &name)
{
    for (const Figure figure : allFigures()) {
        if (figureName(figure) == name)
            return figure;
    }
    return std::nullopt;
}

QString figureTitle(Figure figure)
{
    switch (figure) {
    case Figure::Embedding:
        return QCoreApplication::translate("Figure", "Token embedding");
    case Figure::Encoding:
        return QCoreApplication::translate("Figure", "Positional encoding PE");
    case Figure::Sum:
        return QCoreApplication::translate("Figure", "Sum = embedding + PE");
    case Figure::Clock:
        return QCoreApplication::translate("Figure", "Clock hands, one per pair i");
    }
    return {};
}

bool isMatrixFigure(Figure figure)
{
    return figure != Figure::Clock;
}
