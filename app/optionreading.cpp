#include "optionreading.h"

#include "ui/figures/figure.h"
#include "ui/state/theme.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace {

/// Translation context of the command line (lupdate reads Q_DECLARE_TR_FUNCTIONS).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

} // namespace

QString themeChoices()
{
    QStringList names;
    for (const Theme theme : theme::all())
        names.append(theme::name(theme));
    return names.join(QLatin1Char('|'));
}

QString figureChoices(bool withAllAndScene)
{
    QStringList names;
    for (const Figure figure : allFigures())
        names.append(figureName(figure));
    if (withAllAndScene)
        names << QStringLiteral("all") << QStringLiteral("scene");
    // ", " and not "|": a message quotes runs without a space of more than 80 characters abbreviated
    // (withLongRunsAbbreviated()), and the list of 36 names must reach the reader whole.
    return names.join(QStringLiteral(", "));
}

std::optional<long long> readInteger(const QCommandLineParser &parser, const QString &name, const QString &range,
                                     QString *error)
{
    if (!parser.isSet(name))
        return std::nullopt;
    bool ok = false;
    const QString value = parser.value(name);
    const long long number = value.trimmed().toLongLong(&ok);
    if (!ok) {
        if (error->isEmpty())
            *error = Text::tr("--%1: '%2' is not a whole number (allowed %3)").arg(name, value, range);
        return std::nullopt;
    }
    return number;
}

std::optional<double> readDouble(const QCommandLineParser &parser, const QString &name, const QString &range,
                                 QString *error)
{
    if (!parser.isSet(name))
        return std::nullopt;
    bool ok = false;
    const QString value = parser.value(name);
    const double number = value.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(number)) {
        if (error->isEmpty())
            *error = Text::tr("--%1: '%2' is not a finite number (allowed %3)").arg(name, value, range);
        return std::nullopt;
    }
    return number;
}

QString rangeText(long long low, long long high)
{
    return QStringLiteral("%1 .. %2").arg(low).arg(high);
}

QString readImageSize(const QCommandLineParser &parser, ImageSize &size)
{
    using N = OptionNames;
    QString error;
    const QString sideRange = rangeText(ImageSize::minSide, ImageSize::maxSide);
    const auto width = readInteger(parser, N::width, sideRange, &error);
    const auto height = readInteger(parser, N::height, sideRange, &error);
    const auto scale =
        readDouble(parser, N::scale, QStringLiteral("%1 .. %2").arg(ImageSize::minScale).arg(ImageSize::maxScale),
                   &error);
    const auto fontScale = readDouble(
        parser, N::fontScale, QStringLiteral("%1 .. %2").arg(ImageSize::minFontScale).arg(ImageSize::maxFontScale), &error);
    if (!error.isEmpty())
        return error;
    // Clamped into int only to carry them; anything past the limits is reported below with its range.
    const auto side = [](long long v) { return int(std::clamp<long long>(v, -1, ImageSize::maxSide + 1)); };
    size.width = width ? side(*width) : size.width;
    size.height = height ? side(*height) : size.height;
    size.scale = scale.value_or(size.scale);
    size.withCaption = parser.isSet(N::caption);
    size.clean = parser.isSet(N::clean);
    size.transparent = parser.isSet(N::transparent);
    size.fontScale = fontScale.value_or(size.fontScale);
    if (const auto problem = imageSizeProblem(size)) {
        using Field = ImageSizeProblem::Field;
        QString name = problem->field == Field::Width      ? N::width
                       : problem->field == Field::Height    ? N::height
                       : problem->field == Field::FontScale ? N::fontScale
                                                            : N::scale;
        if (problem->field == Field::Pixels) {
            // Too many pixels together: name the options the user gave, which together made them.
            QStringList given;
            for (const QString &option : {N::width, N::height, N::scale})
                if (parser.isSet(option))
                    given.append(option);
            name = given.join(QStringLiteral(", --"));
        }
        QString message = problem->message;
        // Report the value as typed, not as clamped.
        if (problem->field == Field::Width && width)
            message.replace(QString::number(size.width), QString::number(*width));
        if (problem->field == Field::Height && height)
            message.replace(QString::number(size.height), QString::number(*height));
        return QStringLiteral("--%1: %2").arg(name, message);
    }
    return {};
}

