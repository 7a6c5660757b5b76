#include "commandline.h"
#include "ui/state/coremessage.h"

#include <posenc/analysis/attention.h>
#include <posenc/encodings/conventions.h>
#include <posenc/encodings/parameters.h>
#include <posenc/encodings/sinusoidal.h>
#include <posenc/text/tokenizer.h>
#include "ui/lecture/lecture.h"
#include "ui/scene/scene.h"
#include "ui/state/abbreviated.h"
#include "ui/state/explorerstate.h"
#include "ui/state/language.h"
#include "ui/state/sessionrules.h"
#include "ui/state/theme.h"
#include "ui/state/zoom.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace {

/// Translation context of this file (lupdate reads Q_DECLARE_TR_FUNCTIONS).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

struct OptionNames
{
    static inline const QString convention = QStringLiteral("convention");
    static inline const QString figure = QStringLiteral("figure");
    static inline const QString out = QStringLiteral("out");
    static inline const QString format = QStringLiteral("format");
    static inline const QString width = QStringLiteral("width");
    static inline const QString height = QStringLiteral("height");
    static inline const QString scale = QStringLiteral("scale");
    static inline const QString caption = QStringLiteral("caption");
    static inline const QString zoom = QStringLiteral("zoom");
    static inline const QString presentation = QStringLiteral("presentation");
    static inline const QString language = QStringLiteral("language");
    static inline const QString theme = QStringLiteral("theme");
    static inline const QString fontScale = QStringLiteral("font-scale");
    static inline const QString scene = QStringLiteral("scene");
    static inline const QString clean = QStringLiteral("clean");
    static inline const QString transparent = QStringLiteral("transparent");
    static inline const QString animate = QStringLiteral("animate");
    static inline const QString from = QStringLiteral("from");
    static inline const QString to = QStringLiteral("to");
    static inline const QString frames = QStringLiteral("frames");
    static inline const QString fps = QStringLiteral("fps");
    static inline const QString lecture = QStringLiteral("lecture");
    static inline const QString notes = QStringLiteral("notes");
    static inline const QString studentNotes = QStringLiteral("student-notes");
    static inline const QString revealsOnly = QStringLiteral("reveals-only");
    static inline const QString presenter = QStringLiteral("presenter");
};

QString themeChoices()
{
    QStringList names;
    for (const Theme theme : theme::all())
        names.append(theme::name(theme));
    return names.join(QLatin1Char('|'));
}

/// The names --figure takes: every figure, then "all" and "scene" (a scene file) unless left out.
QString figureChoices(bool withAllAndScene = true)
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

/// Reads an integer option; \a range is the text of the allowed range, for the error message.
/// Any integer is read (range checks come after, with the value as typed).
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

} // namespace

/// --width, --height, --scale, --font-scale, --caption, --clean and --transparent into \a size; an empty string or
/// the one-line problem naming the option and its range.
static QString readImageSize(const QCommandLineParser &parser, ImageSize &size)
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

ParsedCommandLine parseCommandLine(const QStringList &arguments)
{
    namespace lim = posenc::limits;
    using N = OptionNames;
    ParsedCommandLine result;
    auto fail = [&result](const QString &message) {
        result.action = ParsedCommandLine::Action::Fail;
        result.text = message;
        return result;
    };

    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("PosEnc: a lab for Transformer positional encodings (sinusoidal PE of Vaswani et al. 2017, sec. 3.5).\n"
           "Without a command it opens the window with the given parameters.\n"
           "'posenc export' writes figures (PNG) or matrices (CSV) without a window.\n"
           "L follows the text: without --length, L is the number of tokens of --text. With --length, rows\n"
           "past the text are padding (zero embedding, so sum = PE) and tokens past L are not shown.\n"
           "Exit codes: 0 success; 1 a file or standard output could not be written, memory or a thread could\n"
           "not be had, or the window has no display; 2 bad arguments."));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    // Not addHelpOption(): its --help-all would need a display to print Qt's options.
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")},
                                        Text::tr("Displays help on command-line options."));
    parser.addOption(helpOption);
    const QCommandLineOption versionOption = parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("command"),
                                 Text::tr("'export' to write files without a window, a scene file (.posenc) to "
                                          "open in the window, or a lecture (.posenc-lecture) to run there."),
                                 QStringLiteral("[export | FILE.posenc | FILE.posenc-lecture]"));
    // The convention first (the fields after it override its parts), then one option per session field,
    // declared with the field (ui/state/fieldtable.cpp).
    parser.addOption(QCommandLineOption(N::convention, Text::tr("The sinusoidal encoding as a paper or library computes it: %1. paper (also the "
                                 "PyTorch tutorial, the Annotated Transformer): interleaved, base^(-2i/d), first "
                                 "position 0; tensor2tensor: halves-padded, t2t, 0; fairseq: halves-padded, t2t, "
                                 "padding_idx + 1 (d_model >= 4); marian (Hugging Face): halves, paper, 0.")
                              .arg(QString::fromStdString(posenc::conventionNames.joined())),
                                        Text::tr("NAME")));
    const QList<Session::Option> fieldOptions = Session::options();
    for (const Session::Option &option : fieldOptions)
        parser.addOption(option.isSwitch ? QCommandLineOption(option.name, option.help)
                                         : QCommandLineOption(option.name, option.help, option.valueName));
    parser.addOptions({
        {N::scene, Text::tr("a scene file (.posenc, File > Save Scene in the window) to start from: its parameters, "
                            "selection, tab, theme, zoom and language; the options given override it."),
         Text::tr("FILE")},
        {N::figure, Text::tr("export: the figure, %1, or several separated by commas (embedding,pe,sum: written "
                             "into the folder --out in one process; scene: write a scene file of the parameters "
                             "given, to --out FILE.posenc).")
                        .arg(figureChoices()),
         Text::tr("F")},
        {N::out, Text::tr("export: output file, - for standard output; with --figure all, the output folder."), Text::tr("PATH")},
        {N::format, Text::tr("export: png, svg or pdf (vector: text stays text), or csv (the figure's numbers, 17 "
                             "significant digits, no header: the L x d_model matrix for embedding, pe and sum; see the "
                             "README for the others), or gif (with --animate); with --lecture: pdf, png or html (a handout folder "
                             "students open in a browser); default: the extension of --out, else png."),
         Text::tr("png|svg|pdf|csv|gif|html")},
        {N::animate, Text::tr("export: an animation of one figure with %1 moving, written as an animated GIF (--out "
                              "ending in .gif, loops for ever) or as PNG frames frame-0000.png … into a new or empty "
                              "folder (--out ending in /). Without --from/--to: the clock's position turns the "
                              "selected pair once, seamlessly; other figures' positions run over the sequence; offset "
                              "0 .. L-1; base 10 .. 1e6 (geometric); d_model 2 .. --d-model (even values).")
                           .arg(animatedParameterNames()),
         Text::tr("PARAMETER")},
        {N::from, Text::tr("export --animate: the first frame's value (with --to; position within the sequence, "
                           "offset -L .. L, base as --base, d_model as --d-model)."),
         Text::tr("A")},
        {N::to, Text::tr("export --animate: the last frame's value (with --from)."), Text::tr("B")},
        {N::frames, Text::tr("export --animate: number of frames, %1 .. %2 (default %3).")
                        .arg(AnimationSpec::minFrames)
                        .arg(AnimationSpec::maxFrames)
                        .arg(AnimationSpec::defaultFrames),
         Text::tr("N")},
        {N::fps, Text::tr("export --animate: frames per second, %1 .. %2 (default %3; GIF delays are whole "
                          "1/100 s, rounded so that the loop keeps its length).")
                     .arg(AnimationSpec::minFps)
                     .arg(AnimationSpec::maxFps)
                     .arg(AnimationSpec::defaultFps),
         Text::tr("R")},
        {N::width, Text::tr("export: image width in layout pixels, %1 (default 1920).")
                       .arg(rangeText(ImageSize::minSide, ImageSize::maxSide)),
         Text::tr("W")},
        {N::height, Text::tr("export: image height in layout pixels, %1 (default 1080).")
                        .arg(rangeText(ImageSize::minSide, ImageSize::maxSide)),
         Text::tr("H")},
        {N::scale, Text::tr("export: pixels per layout pixel, %1 .. %2 (default 1).")
                       .arg(ImageSize::minScale)
                       .arg(ImageSize::maxScale),
         Text::tr("S")},
        {N::caption, Text::tr("export: write the figure's one-paragraph caption under it (PNG).")},
        {N::clean, Text::tr("export: without the selection marks (the heat maps' row frame and dashed column, the "
                            "highlighted clock, the marked pair and cell): the data only, for a slide.")},
        {N::transparent, Text::tr("export: no background (PNG with alpha; SVG and PDF without a backdrop), for a "
                                  "slide's own background.")},
        {N::fontScale, Text::tr("export: text size, %1 .. %2 times the default, whose smallest text is 1/40 of the "
                                "image height (27 px at 1080); default 1.")
                           .arg(ImageSize::minFontScale)
                           .arg(ImageSize::maxFontScale),
         Text::tr("F")},
        {N::theme, Text::tr("colours: %1 (window default: the last one, first light; export default: light).")
                       .arg(themeChoices()),
         Text::tr("THEME")},
        {N::zoom, Text::tr("window: zoom of every text, line and marker, %1 .. %2 percent (default: the last one, "
                           "first 100; Ctrl++ / Ctrl+- / Ctrl+0 in the window).")
                      .arg(zoom::minPercent)
                      .arg(zoom::maxPercent),
         Text::tr("PERCENT")},
        {N::presentation, Text::tr("window: start in presentation mode (full screen, one figure at a time with text of 1/40 "
                                   "of the screen height, Page Up / Page Down between figures, F its whole tab, F6 the "
                                   "parameters, Esc leaves; F5 in the window).")},
        {N::lecture, Text::tr("window: run a lecture (a .posenc-lecture file, or builtin: the seed argument from the "
                              "clock hands to RoPE) in presentation mode: Space / Page Down next, Page Up back, a step "
                              "number and Enter, B blanks the screen. export: write its pages (one per question and per "
                              "reveal) as a PDF deck (--format pdf) or numbered PNGs into the folder --out."),
         Text::tr("FILE|builtin")},
        {N::notes, Text::tr("export --lecture: the speaker notes under each page.")},
        {N::studentNotes, Text::tr("export --lecture: the notes for students under each page (the steps' "
                                   "\"studentNotes\"), never with the speaker notes.")},
        {N::revealsOnly, Text::tr("export --lecture: one page per step, as revealed (its answer shown), without the "
                                  "question pages: a deck to read after the class.")},
        {N::presenter, Text::tr("window: a lecture opens the presenter console, a second window with the step's notes, "
                                "its answer before it is shown, the next step and the time (with two screens it "
                                "opens anyway, on the primary one; File > Presenter Console).")},
        {N::language, Text::tr("language of the window and of exported titles, axes and captions: %1 (default: the "
                               "system's; the window remembers View > Language; CSV numbers never change).")
                          .arg(language::codes().join(QStringLiteral(", "))),
         Text::tr("CODE")},
    });

    if (!parser.parse(arguments))
        return fail(parser.errorText());
    if (parser.isSet(helpOption)) {
        result.action = ParsedCommandLine::Action::ShowHelp;
        result.text = parser.helpText();
        // main() parses again in the language asked for: `posenc --language zh_CN --help` is Chinese.
        if (parser.isSet(N::language))
            result.options.language = language::parse(parser.value(N::language));
        return result;
    }
    if (parser.isSet(versionOption)) {
        result.action = ParsedCommandLine::Action::ShowVersion;
        result.text = QCoreApplication::applicationName() + QLatin1Char(' ') + QCoreApplication::applicationVersion();
        return result;
    }

    QStringList positional = parser.positionalArguments();
    CommandLineOptions &o = result.options;
    o.exportMode = !positional.isEmpty() && positional.first() == QLatin1String("export");
    if (o.exportMode)
        positional.removeFirst();
    if (parser.isSet(N::scene)) {
        o.scenePath = parser.value(N::scene);
        if (o.scenePath->isEmpty())
            return fail(Text::tr("--scene: the file name is empty (allowed: the path of a .posenc file)"));
    }
    if (parser.isSet(N::lecture)) {
        if (parser.values(N::lecture).size() > 1)
            return fail(Text::tr("--lecture: one lecture at a time (given %1)").arg(parser.values(N::lecture).join(QStringLiteral(", "))));
        o.lecturePath = parser.value(N::lecture);
        if (o.lecturePath->isEmpty())
            return fail(Text::tr("--lecture: the file name is empty (allowed: the path of a .posenc-lecture file, or builtin)"));
    }
    if (!o.exportMode && positional.size() == 1 && Lecture::isLectureFile(positional.first())) {
        if (o.lecturePath)
            return fail(Text::tr("%1: one lecture at a time (--lecture %2 is given too)").arg(positional.first(), *o.lecturePath));
        o.lecturePath = positional.takeFirst();
    }
    o.lectureNotes = parser.isSet(N::notes);
    o.lectureRevealsOnly = parser.isSet(N::revealsOnly);
    if (o.lectureRevealsOnly && !(o.exportMode && o.lecturePath))
        return fail(Text::tr("--reveals-only: only with export --lecture"));
    o.presenter = parser.isSet(N::presenter);
    if (o.presenter && o.exportMode)
        return fail(Text::tr("--presenter: only for the window"));
    if (o.lectureNotes && !(o.exportMode && o.lecturePath))
        return fail(Text::tr("--notes: only with export --lecture"));
    o.lectureStudentNotes = parser.isSet(N::studentNotes);
    if (o.lectureStudentNotes && !(o.exportMode && o.lecturePath))
        return fail(Text::tr("--student-notes: only with export --lecture"));
    if (o.lectureStudentNotes && o.lectureNotes)
        return fail(Text::tr("--student-notes: not with --notes (a deck is the lecturer's or the students')"));
    if (!o.exportMode && positional.size() == 1 && Scene::isSceneFile(positional.first())) {
        if (o.scenePath)
            return fail(Text::tr("%1: one scene at a time (--scene %2 is given too)").arg(positional.first(), *o.scenePath));
        o.scenePath = positional.takeFirst();
    }
    if (!positional.isEmpty())
        return fail(Text::tr("unknown command '%1' (allowed: export, a scene file FILE.posenc or a lecture FILE.posenc-lecture)")
                        .arg(positional.join(QLatin1Char(' '))));

    QString error;
    // The session's fields: each option's text as its field reads it (a whole number, a layout's name ...);
    // the ranges, which depend on the other fields, are checked by applyParameters().
    for (const Session::Option &option : fieldOptions) {
        if (!parser.isSet(option.name))
            continue;
        const QString text = option.isSwitch ? QString() : parser.value(option.name);
        if (const QString problem = Session::optionTextProblem(option.key, text); !problem.isEmpty())
            return fail(QStringLiteral("--%1: %2").arg(option.name, problem));
        o.fields.append({option.key, text});
    }
    // A table is what the learned slot adds: given with another choice it would be silently unused.
    if (parser.isSet(QStringLiteral("table")) && parser.isSet(QStringLiteral("absolute")) &&
        parser.value(QStringLiteral("absolute")) != QLatin1String("learned"))
        return fail(Text::tr("--table: a table is added only with --absolute learned (given --absolute %1)")
                        .arg(parser.value(QStringLiteral("absolute"))));
    if (parser.isSet(QStringLiteral("t5-table")) && parser.isSet(QStringLiteral("relative")) &&
        parser.value(QStringLiteral("relative")).trimmed() != QLatin1String("t5"))
        return fail(Text::tr("--t5-table: T5's bias table acts on the scores only with --relative t5 (given --relative %1)")
                        .arg(parser.value(QStringLiteral("relative"))));
    if (parser.isSet(N::convention)) {
        o.convention = posenc::conventionNames.value(parser.value(N::convention).toStdString());
        if (!o.convention)
            return fail(Text::tr("--convention: '%1' is not a convention (allowed %2)")
                            .arg(parser.value(N::convention), QString::fromStdString(posenc::conventionNames.joined())));
    }
    const auto check = [&](const QString &name, const QString &message) {
        if (error.isEmpty() && !message.isEmpty())
            error = QStringLiteral("--%1: %2").arg(name, message);
    };
    o.presentation = parser.isSet(N::presentation);
    if (o.presentation && o.exportMode)
        return fail(Text::tr("--presentation: only for the window"));
    o.writeScene = o.exportMode && parser.value(N::figure) == QLatin1String("scene");
    if (parser.isSet(N::zoom)) {
        if (o.exportMode && !o.writeScene)
            return fail(Text::tr("--zoom: only for the window (an export's text size is set by its --width and --height)"));
        o.zoom = zoom::parse(parser.value(N::zoom));
        if (!o.zoom)
            return fail(Text::tr("--zoom: '%1' is not a zoom (allowed %2 .. %3 percent)")
                            .arg(parser.value(N::zoom))
                            .arg(zoom::minPercent)
                            .arg(zoom::maxPercent));
    }

    if (parser.isSet(N::language)) {
        o.language = language::parse(parser.value(N::language));
        if (!o.language)
            return fail(Text::tr("--language: '%1' is not a language (allowed %2)")
                            .arg(parser.value(N::language), language::codes().join(QStringLiteral(", "))));
    }

    if (parser.isSet(N::theme)) {
        o.theme = theme::parse(parser.value(N::theme));
        if (!o.theme)
            return fail(Text::tr("--theme: '%1' is not a theme (allowed %2)").arg(parser.value(N::theme), themeChoices()));
        o.size.theme = *o.theme;
    }

    const QStringList exportOnly = {N::figure, N::out, N::format, N::width, N::height, N::scale, N::caption, N::fontScale,
                                    N::clean, N::transparent, N::animate, N::from, N::to, N::frames, N::fps};
    if (!o.exportMode) {
        for (const QString &name : exportOnly) {
            if (parser.isSet(name))
                return fail(Text::tr("--%1: only with the export command (posenc export --%1 ...)").arg(name));
        }
        return result;
    }

    if (o.lecturePath) {
        // A deck: every page shows its own step's figure and parameters.
        for (const QString &name : {N::figure, N::scene, N::caption, N::animate, N::from, N::to, N::frames, N::fps})
            if (parser.isSet(name))
                return fail(Text::tr("--%1: not with --lecture (each page shows its step's own figure and parameters)").arg(name));
        for (const Session::Option &option : fieldOptions)
            if (parser.isSet(option.name))
                return fail(Text::tr("--%1: not with --lecture (each page shows its step's own figure and parameters)").arg(option.name));
        if (parser.isSet(N::convention))
            return fail(Text::tr("--%1: not with --lecture (each page shows its step's own figure and parameters)").arg(N::convention));
        if (!parser.isSet(N::out) || parser.value(N::out).isEmpty() || parser.value(N::out) == QLatin1String("-"))
            return fail(Text::tr("--out: required with export --lecture (a .pdf file, or a folder for the PNG pages)"));
        o.out = parser.value(N::out);
        std::optional<ExportFormat> named;
        if (parser.isSet(N::format) && parser.value(N::format).compare(QLatin1String("html"), Qt::CaseInsensitive) == 0) {
            // The handout: a folder of HTML and SVG (export/lecturehandout.h), its figures 1280 x 720 unless given.
            if (QFileInfo(o.out).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) == 0)
                return fail(Text::tr("--out: '%1' ends in .pdf but --format is html (the handout goes into a folder)").arg(o.out));
            o.lectureHandout = true;
            o.size.width = 1280;
            o.size.height = 720;
            if (const QString problem = readImageSize(parser, o.size); !problem.isEmpty())
                return fail(problem);
            return result;
        }
        if (parser.isSet(N::format)) {
            named = formatFromName(parser.value(N::format));
            if (!named || (*named != ExportFormat::Pdf && *named != ExportFormat::Png))
                return fail(Text::tr("--format: a lecture's deck is pdf, png or html, not '%1'").arg(parser.value(N::format)));
        }
        const bool pdfName = QFileInfo(o.out).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) == 0;
        o.format = named.value_or(pdfName ? ExportFormat::Pdf : ExportFormat::Png);
        if (o.format == ExportFormat::Pdf && !pdfName)
            return fail(Text::tr("--out: '%1' must end in .pdf for a PDF deck").arg(o.out));
        if (o.format == ExportFormat::Png && pdfName)
            return fail(Text::tr("--out: '%1' ends in .pdf but --format is png (the PNG pages go into a folder)").arg(o.out));
        if (const QString problem = readImageSize(parser, o.size); !problem.isEmpty())
            return fail(problem);
        return result;
    }
    if (!parser.isSet(N::figure))
        return fail(Text::tr("--figure: required with export (allowed %1)").arg(figureChoices()));
    const QString figure = parser.value(N::figure);
    if (figure == QLatin1String("all")) {
        o.figures = allFigures();
        o.everyFigure = true;
    } else if (figure.contains(QLatin1Char(','))) {
        // A comma list: each a figure, once; written in one process, in the list's order.
        for (const QString &name : figure.split(QLatin1Char(','))) {
            const auto parsed = figureFromName(name.trimmed());
            if (!parsed)
                return fail(Text::tr("--figure: '%1' in the list '%2' is not a figure (allowed %3, separated by commas)")
                                .arg(name.trimmed(), figure, figureChoices(false)));
            if (o.figures.contains(*parsed))
                return fail(Text::tr("--figure: '%1' is named twice in '%2'").arg(name.trimmed(), figure));
            o.figures.append(*parsed);
        }
    } else if (const auto parsed = figureFromName(figure)) {
        o.figure = parsed;
    } else if (!o.writeScene) {
        return fail(Text::tr("--figure: '%1' is not a figure (allowed %2)").arg(figure, figureChoices()));
    }

    const bool animate = parser.isSet(N::animate);
    for (const QString &name : {N::from, N::to, N::frames, N::fps}) {
        if (!animate && parser.isSet(name))
            return fail(Text::tr("--%1: only with --animate (allowed --animate %2)").arg(name, animatedParameterNames()));
    }
    if (animate) {
        AnimationSpec spec;
        const auto parameter = animatedParameterFromName(parser.value(N::animate));
        if (!parameter)
            return fail(Text::tr("--animate: '%1' is not a parameter (allowed %2)")
                            .arg(parser.value(N::animate), animatedParameterNames()));
        spec.parameter = *parameter;
        if (o.severalFigures() || o.writeScene)
            return fail(Text::tr("--figure: an animation shows one figure, not %1 (allowed %2)")
                            .arg(figure, figureChoices(false)));
        const auto frames = readInteger(parser, N::frames, rangeText(AnimationSpec::minFrames, AnimationSpec::maxFrames), &error);
        const auto fps = readInteger(parser, N::fps, rangeText(AnimationSpec::minFps, AnimationSpec::maxFps), &error);
        spec.from = readDouble(parser, N::from, Text::tr("a number"), &error);
        spec.to = readDouble(parser, N::to, Text::tr("a number"), &error);
        if (!error.isEmpty())
            return fail(error);
        if (frames)
            check(N::frames, checkFrames(*frames).value_or(QString()));
        if (fps)
            check(N::fps, checkFps(*fps).value_or(QString()));
        if (!error.isEmpty())
            return fail(error);
        if (spec.from.has_value() != spec.to.has_value())
            return fail(Text::tr("--%1: --from and --to go together (or neither, for the default range)")
                            .arg(spec.from ? N::to : N::from));
        spec.frames = frames ? int(*frames) : spec.frames;
        spec.fps = fps ? int(*fps) : spec.fps;
        o.animation = spec;
    }

    if (!parser.isSet(N::out) || parser.value(N::out).isEmpty())
        return fail(Text::tr("--out: required with export (a file, - for standard output, or a folder with "
                             "--figure all)"));
    o.out = parser.value(N::out);
    if (o.out == QLatin1String("-") && o.severalFigures())
        return fail(Text::tr("--out: - (standard output) takes one figure, not %1").arg(figure));
    if (o.writeScene) {
        if (parser.isSet(N::format))
            return fail(Text::tr("--format: not with --figure scene (a scene file is JSON)"));
        if (o.out != QLatin1String("-") && !Scene::isSceneFile(o.out))
            return fail(Text::tr("--out: '%1' must end in .posenc with --figure scene (or be - for standard output)")
                            .arg(o.out));
        return result;
    }
    // The format: --format, else the file's extension (x.svg, x.pdf, x.csv, x.png), else PNG. A file
    // whose extension names no format, or another one than --format, is refused: never a PNG called x.svg.
    std::optional<ExportFormat> named;
    if (parser.isSet(N::format)) {
        named = formatFromName(parser.value(N::format));
        if (!named)
            return fail(Text::tr("--format: '%1' is not a format (allowed %2)").arg(parser.value(N::format), formatNames()));
    }
    const QString suffix = o.severalFigures() || o.out == QLatin1String("-") || QFileInfo(o.out).isDir()
                               ? QString()
                               : QFileInfo(o.out).suffix();
    if (!suffix.isEmpty()) {
        const auto byName = formatFromName(suffix);
        if (!byName)
            return fail(Text::tr("--out: '%1' ends in .%2, which is no format (allowed %3; or a name without an "
                                 "extension and --format)")
                            .arg(o.out, suffix, formatNames()));
        if (named && *named != *byName)
            return fail(Text::tr("--out: '%1' ends in .%2 but --format is %3").arg(o.out, suffix, formatExtension(*named)));
        named = byName;
    }
    o.format = named.value_or(ExportFormat::Png);
    if (o.animation) {
        // A GIF file (.gif or --format gif), or PNG frames into a folder written with its trailing slash.
        const auto target = animationTarget(o.out);
        if (o.out == QLatin1String("-"))
            return fail(Text::tr("--out: an animation is written to a file or a folder, not to standard output"));
        if (target == AnimationTarget::PngFolder && named && *named != ExportFormat::Png)
            return fail(Text::tr("--format: the frames of an animation in a folder are png, not %1").arg(formatExtension(*named)));
        if (target == AnimationTarget::PngFolder) {
            o.animationTarget = AnimationTarget::PngFolder;
        } else if (o.format == ExportFormat::Gif) {
            o.animationTarget = AnimationTarget::Gif;
        } else {
            return fail(Text::tr("--out: '%1' is neither a .gif file nor a folder ending in / (an animation is an "
                                 "animated GIF or PNG frames in a folder)")
                            .arg(o.out));
        }
    } else if (o.format == ExportFormat::Gif) {
        return fail(Text::tr("--%1: a GIF is an animation: add --animate %2")
                        .arg(parser.isSet(N::format) ? N::format : N::out, animatedParameterNames()));
    }

    if (const QString problem = readImageSize(parser, o.size); !problem.isEmpty())
        return fail(problem);
    return result;
}

std::optional<QString> CommandLineOptions::field(const QString &key) const
{
    for (const auto &[given, text] : fields)
        if (given == key)
            return text;
    return std::nullopt;
}

std::optional<QString> learnedRowsError(const CommandLineOptions &o, const Session &s)
{
    // Only for an option given: L that follows a longer text is cut to the table, with a note, as before.
    const auto problem = sessionrules::learnedRowsProblem(s);
    if (!problem || !o.field(problem->field))
        return std::nullopt;
    for (const Session::Option &option : Session::options())
        if (option.key == problem->field)
            return QStringLiteral("--%1: %2").arg(option.name, problem->message);
    return problem->message;
}

std::optional<QString> applyParameters(const CommandLineOptions &o, ExplorerState &state)
{
    // Everything builds on the latest session: at start-up a large restored one may still be prepared on
    // the worker, and session() would then be the defaults (issue 27 item 3).
    const Session &current = state.latest();
    const auto optionName = [](const QString &key) {
        for (const Session::Option &option : Session::options())
            if (option.key == key)
                return option.name;
        return key;
    };
    Session next = current;
    // The convention first: --layout, --spacing, --padding-idx and --start given override its parts.
    if (o.convention)
        next = sessionrules::withScheme(next, sessionrules::conventionScheme(next.scheme, *o.convention));
    for (const auto &[key, text] : o.fields)
        if (const QString problem = next.applyOption(key, text); !problem.isEmpty())
            return QStringLiteral("--%1: %2").arg(optionName(key), problem);
    if (o.convention) {
        if (const auto problem = posenc::checkConvention(*o.convention, next.scheme.dModel()))
            return QStringLiteral("--convention: ") + coreMessage(*problem);
    }
    for (const auto &problem : posenc::validate(next.scheme))
        return QStringLiteral("--%1: %2")
            .arg(o.field(QStringLiteral("layout")) ? QStringLiteral("layout")
                 : o.convention                    ? QStringLiteral("convention")
                                                   : QStringLiteral("d-model"),
                 coreMessage(problem));
    if (const auto problem = sessionrules::attentionProblem(next))
        return QStringLiteral("--%1: %2").arg(optionName(problem->field), problem->message);
    if (const auto error = learnedRowsError(o, next))
        return error;
    // The selected pair stays selected (in the new layout, at the new d_model) unless --pair is given.
    if (!o.field(QStringLiteral("dimension"))) {
        const int pair = current.scheme.layout.pairOf(current.selection.dimension);
        next.selection.dimension =
            next.scheme.layout.selectionColumn(std::clamp(pair, 0, next.scheme.layout.pairCount() - 1));
    }
    // pos' defaults to the middle of the sequence (as --help says) whenever L or the first position is set.
    const bool rowsGiven = o.convention || o.field(QStringLiteral("text")) || o.field(QStringLiteral("length"))
                           || o.field(QStringLiteral("firstPosition")) || o.field(QStringLiteral("paddingIdx"));
    if (!o.field(QStringLiteral("comparePosition")) && rowsGiven)
        next.selection.comparePosition = next.scheme.firstPosition + next.length / 2;
    next = next.clamped(); // what the options left out follows the sizes they set
    if (next != current)
        state.setSession(next);
    return std::nullopt;
}
