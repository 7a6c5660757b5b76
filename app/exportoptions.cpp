#include "exportoptions.h"

#include "optionreading.h"

#include "ui/figures/figure.h"
#include "ui/scene/scene.h"
#include "ui/state/session.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace {

/// Translation context of the command line (lupdate reads Q_DECLARE_TR_FUNCTIONS).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

} // namespace

QString readLectureExport(const QCommandLineParser &parser, CommandLineOptions &o)
{
    using N = OptionNames;
    // A deck: every page shows its own step's figure and parameters.
    const QList<Session::Option> fieldOptions = Session::options();
    for (const QString &name : {N::figure, N::scene, N::caption, N::animate, N::from, N::to, N::frames, N::fps})
        if (parser.isSet(name))
            return (Text::tr("--%1: not with --lecture (each page shows its step's own figure and parameters)").arg(name));
    for (const Session::Option &option : fieldOptions)
        if (parser.isSet(option.name))
            return (Text::tr("--%1: not with --lecture (each page shows its step's own figure and parameters)").arg(option.name));
    if (parser.isSet(N::convention))
        return (Text::tr("--%1: not with --lecture (each page shows its step's own figure and parameters)").arg(N::convention));
    if (!parser.isSet(N::out) || parser.value(N::out).isEmpty() || parser.value(N::out) == QLatin1String("-"))
        return (Text::tr("--out: required with export --lecture (a .pdf file, or a folder for the PNG pages)"));
    o.out = parser.value(N::out);
    std::optional<ExportFormat> named;
    if (parser.isSet(N::format) && parser.value(N::format).compare(QLatin1String("html"), Qt::CaseInsensitive) == 0) {
        // The handout: a folder of HTML and SVG (export/lecturehandout.h), its figures 1280 x 720 unless given.
        if (QFileInfo(o.out).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) == 0)
            return (Text::tr("--out: '%1' ends in .pdf but --format is html (the handout goes into a folder)").arg(o.out));
        o.lectureHandout = true;
        o.size.width = 1280;
        o.size.height = 720;
        if (const QString problem = readImageSize(parser, o.size); !problem.isEmpty())
            return (problem);
        return {};
    }
    if (parser.isSet(N::format)) {
        named = formatFromName(parser.value(N::format));
        if (!named || (*named != ExportFormat::Pdf && *named != ExportFormat::Png))
            return (Text::tr("--format: a lecture's deck is pdf, png or html, not '%1'").arg(parser.value(N::format)));
    }
    const bool pdfName = QFileInfo(o.out).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) == 0;
    o.format = named.value_or(pdfName ? ExportFormat::Pdf : ExportFormat::Png);
    if (o.format == ExportFormat::Pdf && !pdfName)
        return (Text::tr("--out: '%1' must end in .pdf for a PDF deck").arg(o.out));
    if (o.format == ExportFormat::Png && pdfName)
        return (Text::tr("--out: '%1' ends in .pdf but --format is png (the PNG pages go into a folder)").arg(o.out));
    if (const QString problem = readImageSize(parser, o.size); !problem.isEmpty())
        return (problem);
    return {};
    return {};
}

QString readFigureExport(const QCommandLineParser &parser, CommandLineOptions &o)
{
    using N = OptionNames;
    QString error;
    const auto check = [&](const QString &name, const QString &message) {
        if (error.isEmpty() && !message.isEmpty())
            error = QStringLiteral("--%1: %2").arg(name, message);
    };
    if (!parser.isSet(N::figure))
        return (Text::tr("--figure: required with export (allowed %1)").arg(figureChoices()));
    const QString figure = parser.value(N::figure);
    if (figure == QLatin1String("all")) {
        o.figures = allFigures();
        o.everyFigure = true;
    } else if (figure.contains(QLatin1Char(','))) {
        // A comma list: each a figure, once; written in one process, in the list's order.
        for (const QString &name : figure.split(QLatin1Char(','))) {
            const auto parsed = figureFromName(name.trimmed());
            if (!parsed)
                return (Text::tr("--figure: '%1' in the list '%2' is not a figure (allowed %3, separated by commas)")
                                .arg(name.trimmed(), figure, figureChoices(false)));
            if (o.figures.contains(*parsed))
                return (Text::tr("--figure: '%1' is named twice in '%2'").arg(name.trimmed(), figure));
            o.figures.append(*parsed);
        }
    } else if (const auto parsed = figureFromName(figure)) {
        o.figure = parsed;
    } else if (!o.writeScene) {
        return (Text::tr("--figure: '%1' is not a figure (allowed %2)").arg(figure, figureChoices()));
    }

    const bool animate = parser.isSet(N::animate);
    for (const QString &name : {N::from, N::to, N::frames, N::fps}) {
        if (!animate && parser.isSet(name))
            return (Text::tr("--%1: only with --animate (allowed --animate %2)").arg(name, animatedParameterNames()));
    }
    if (animate) {
        AnimationSpec spec;
        const auto parameter = animatedParameterFromName(parser.value(N::animate));
        if (!parameter)
            return (Text::tr("--animate: '%1' is not a parameter (allowed %2)")
                            .arg(parser.value(N::animate), animatedParameterNames()));
        spec.parameter = *parameter;
        if (o.severalFigures() || o.writeScene)
            return (Text::tr("--figure: an animation shows one figure, not %1 (allowed %2)")
                            .arg(figure, figureChoices(false)));
        const auto frames = readInteger(parser, N::frames, rangeText(AnimationSpec::minFrames, AnimationSpec::maxFrames), &error);
        const auto fps = readInteger(parser, N::fps, rangeText(AnimationSpec::minFps, AnimationSpec::maxFps), &error);
        spec.from = readDouble(parser, N::from, Text::tr("a number"), &error);
        spec.to = readDouble(parser, N::to, Text::tr("a number"), &error);
        if (!error.isEmpty())
            return (error);
        if (frames)
            check(N::frames, checkFrames(*frames).value_or(QString()));
        if (fps)
            check(N::fps, checkFps(*fps).value_or(QString()));
        if (!error.isEmpty())
            return (error);
        if (spec.from.has_value() != spec.to.has_value())
            return (Text::tr("--%1: --from and --to go together (or neither, for the default range)")
                            .arg(spec.from ? N::to : N::from));
        spec.frames = frames ? int(*frames) : spec.frames;
        spec.fps = fps ? int(*fps) : spec.fps;
        o.animation = spec;
    }

    if (!parser.isSet(N::out) || parser.value(N::out).isEmpty())
        return (Text::tr("--out: required with export (a file, - for standard output, or a folder with "
                             "--figure all)"));
    o.out = parser.value(N::out);
    if (o.out == QLatin1String("-") && o.severalFigures())
        return (Text::tr("--out: - (standard output) takes one figure, not %1").arg(figure));
    if (o.writeScene) {
        if (parser.isSet(N::format))
            return (Text::tr("--format: not with --figure scene (a scene file is JSON)"));
        if (o.out != QLatin1String("-") && !Scene::isSceneFile(o.out))
            return (Text::tr("--out: '%1' must end in .posenc with --figure scene (or be - for standard output)")
                            .arg(o.out));
        return {};
    }
    // The format: --format, else the file's extension (x.svg, x.pdf, x.csv, x.png), else PNG. A file
    // whose extension names no format, or another one than --format, is refused: never a PNG called x.svg.
    std::optional<ExportFormat> named;
    if (parser.isSet(N::format)) {
        named = formatFromName(parser.value(N::format));
        if (!named)
            return (Text::tr("--format: '%1' is not a format (allowed %2)").arg(parser.value(N::format), formatNames()));
    }
    const QString suffix = o.severalFigures() || o.out == QLatin1String("-") || QFileInfo(o.out).isDir()
                               ? QString()
                               : QFileInfo(o.out).suffix();
    if (!suffix.isEmpty()) {
        const auto byName = formatFromName(suffix);
        if (!byName)
            return (Text::tr("--out: '%1' ends in .%2, which is no format (allowed %3; or a name without an "
                                 "extension and --format)")
                            .arg(o.out, suffix, formatNames()));
        if (named && *named != *byName)
            return (Text::tr("--out: '%1' ends in .%2 but --format is %3").arg(o.out, suffix, formatExtension(*named)));
        named = byName;
    }
    o.format = named.value_or(ExportFormat::Png);
    if (o.animation) {
        // A GIF file (.gif or --format gif), or PNG frames into a folder written with its trailing slash.
        const auto target = animationTarget(o.out);
        if (o.out == QLatin1String("-"))
            return (Text::tr("--out: an animation is written to a file or a folder, not to standard output"));
        if (target == AnimationTarget::PngFolder && named && *named != ExportFormat::Png)
            return (Text::tr("--format: the frames of an animation in a folder are png, not %1").arg(formatExtension(*named)));
        if (target == AnimationTarget::PngFolder) {
            o.animationTarget = AnimationTarget::PngFolder;
        } else if (o.format == ExportFormat::Gif) {
            o.animationTarget = AnimationTarget::Gif;
        } else {
            return (Text::tr("--out: '%1' is neither a .gif file nor a folder ending in / (an animation is an "
                                 "animated GIF or PNG frames in a folder)")
                            .arg(o.out));
        }
    } else if (o.format == ExportFormat::Gif) {
        return (Text::tr("--%1: a GIF is an animation: add --animate %2")
                        .arg(parser.isSet(N::format) ? N::format : N::out, animatedParameterNames()));
    }

    if (const QString problem = readImageSize(parser, o.size); !problem.isEmpty())
        return (problem);
    return {};
}
