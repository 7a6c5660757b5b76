#include "ui/ink/inkstroke.h"

#include "ui/state/abbreviated.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <cmath>

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(InkStroke)
};

const QString penKey = QStringLiteral("pen");
const QString colourKey = QStringLiteral("colour");
const QString widthKey = QStringLiteral("width");
const QString frameKey = QStringLiteral("frame");
const QString pointsKey = QStringLiteral("points");
const QString pen = QStringLiteral("pen");
const QString highlighter = QStringLiteral("highlighter");

/// Reads one stroke; a problem (without the stroke's number) or empty.
QString readStroke(const QJsonValue &value, InkStroke &stroke)
{
    if (!value.isObject())
        return Text::tr("%1 is not a stroke object").arg(abbreviatedJson(value));
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it)
        if (it.key() != penKey && it.key() != colourKey && it.key() != widthKey && it.key() != frameKey &&
            it.key() != pointsKey)
            return Text::tr("%1: unknown field (allowed pen, colour, width, frame, points)").arg(it.key());
    const QString kind = object.value(penKey).toString(pen);
    if (kind != pen && kind != highlighter)
        return Text::tr("pen = %1 is not a pen (allowed pen, highlighter)").arg(abbreviatedJson(object.value(penKey)));
    stroke.highlighter = kind == highlighter;
    const QString colour = object.value(colourKey).toString();
    stroke.colour = QColor::fromString(colour);
    if (!stroke.colour.isValid() || !colour.startsWith(QLatin1Char('#')) || colour.size() != 7)
        return Text::tr("colour = %1 is not a colour (allowed #rrggbb)").arg(abbreviatedJson(object.value(colourKey)));
    const QJsonValue width = object.value(widthKey);
    stroke.width = width.toDouble(std::nan(""));
    if (!(stroke.width >= InkStroke::minWidth && stroke.width <= InkStroke::maxWidth))
        return Text::tr("width = %1 is out of range (allowed 0.001 .. 0.1)").arg(abbreviatedJson(width));
    if (object.contains(frameKey) && !object.value(frameKey).isString())
        return Text::tr("frame = %1 is not a text").arg(abbreviatedJson(object.value(frameKey)));
    stroke.frame = object.value(frameKey).toString();
    const QJsonArray points = object.value(pointsKey).toArray();
    if (points.isEmpty() || points.size() % 2 != 0 || points.size() > 2 * InkStroke::maxPoints)
        return Text::tr("points: %1 numbers (allowed an even count, 2 .. %2)")
            .arg(points.size())
            .arg(2 * InkStroke::maxPoints);
    for (qsizetype i = 0; i < points.size(); i += 2) {
        const double x = points.at(i).toDouble(std::nan("")), y = points.at(i + 1).toDouble(std::nan(""));
        if (!std::isfinite(x) || !std::isfinite(y) || std::abs(x) > 1e300 || std::abs(y) > 1e300)
            return Text::tr("points: item %1 is not a finite number").arg(std::isfinite(x) ? i + 2 : i + 1);
        stroke.points.append(QPointF(x, y));
    }
    return {};
}

} // namespace

QJsonArray inkToJson(const QList<InkStroke> &strokes)
{
    QJsonArray list;
    for (const InkStroke &stroke : strokes) {
        QJsonObject object;
        object.insert(penKey, stroke.highlighter ? highlighter : pen);
        object.insert(colourKey, stroke.colour.name(QColor::HexRgb));
        object.insert(widthKey, stroke.width);
        if (!stroke.frame.isEmpty())
            object.insert(frameKey, stroke.frame);
        QJsonArray points;
        for (const QPointF &point : stroke.points)
            points << point.x() << point.y();
        object.insert(pointsKey, points);
        list.append(object);
    }
    return list;
}

std::optional<QList<InkStroke>> inkFromJson(const QJsonValue &value, QString *problem)
{
    const auto fail = [problem](const QString &text) -> std::optional<QList<InkStroke>> {
        if (problem)
            *problem = text;
        return std::nullopt;
    };
    if (!value.isArray())
        return fail(Text::tr("%1 is not a list of strokes").arg(abbreviatedJson(value)));
    const QJsonArray array = value.toArray();
    if (array.size() > InkStroke::maxStrokes)
        return fail(Text::tr("%1 strokes (allowed 0 .. %2)").arg(array.size()).arg(InkStroke::maxStrokes));
    QList<InkStroke> strokes;
    for (qsizetype i = 0; i < array.size(); ++i) {
        InkStroke stroke;
        if (const QString why = readStroke(array.at(i), stroke); !why.isEmpty())
            return fail(Text::tr("stroke %1: %2").arg(i + 1).arg(why));
        strokes.append(stroke);
    }
    return strokes;
}
