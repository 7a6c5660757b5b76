#include "commandline.h"

#include <posenc/analysis/attention.h>
#include <posenc/encodings/conventions.h>
#include <posenc/encodings/parameters.h>
#include <posenc/encodings/sinusoidal.h>
#include <posenc/text/tokenizer.h>
#include "ui/scene/scene.h"
#include "ui/state/abbreviated.h"
#include "ui/state/explorerstate.h"
#include "ui/state/language.h"
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

QString fromStd(const std::optional<std::string> &message)
{
    return message ? QString::fromStdString(*message) : QString();
}

struct OptionNames
{
    static inline const QString text = QStringLiteral("text");
    static inline const QString dModel = QStringLiteral("d-model");
    static inline const QString length = QStringLiteral("length");
    static inline const QString base = QStringLiteral("base");
    static inline const QString start = QStringLiteral("start");
    static inline const QString convention = QStringLiteral("convention");
    static inline const QString layout = QStringLiteral("layout");
    static inline const QString spacing = QStringLiteral("spacing");
    static inline const QString paddingIdx = QStringLiteral("padding-idx");
    static inline const QString position = QStringLiteral("position");
    static inline const QString offset = QStringLiteral("offset");
    static inline const QString noScale = QStringLiteral("no-embedding-scale");
    static inline const QString pair = QStringLiteral("pair");
    static inline const QString comparePosition = QStringLiteral("compare-position");
    static inline const QString comparisonBase = QStringLiteral("comparison-base");
    static inline const QString cosine = QStringLiteral("cosine");
    static inline const QString attentionText = QStringLiteral("attention-text");
    static inline const QString attentionReordered = QStringLiteral("attention-reordered");
    static inline const QString attentionPe = QStringLiteral("attention-pe");
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
    static inline const QString headDim = QStringLiteral("head-dim");
    static inline const QString rotaryDim = QStringLiteral("rotary-dim");
    static inline const QString ropePairing = QStringLiteral("rope-pairing");
    static inline const QString query = QStringLiteral("query");
    static inline const QString key = QStringLiteral("key");
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
    return names.join(QLatin1Char('|'));
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

/// Reads a list of numbers separated by commas (--query, --key); how many is checked later, against head_dim.
std::optional<QList<double>> readNumbers(const QCommandLineParser &parser, const QString &name, QString *error)
{
    if (!parser.isSet(name))
        return std::nullopt;
    QList<double> values;
    const QString text = parser.value(name);
    for (const QString &item : text.split(QLatin1Char(','))) {
        bool ok = false;
        const double number = item.trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(number)) {
            if (error->isEmpty())
                *error = Text::tr("--%1: '%2' is not a finite number (allowed exactly head_dim finite numbers, "
                                  "separated by commas)")
                             .arg(name, item.trimmed());
            return std::nullopt;
        }
        if (const auto problem = posenc::checkRopeVectorValue(number)) {
            if (error->isEmpty())
                *error = QStringLiteral("--%1: %2").arg(name, QString::fromStdString(*problem));
            return std::nullopt;
        }
        values.append(number);
    }
    return values;
}

/// "finite, greater than 1, at most 1e+12": the allowed range of a base, from the core.
QString baseRangeText()
{
    return QString::fromStdString(posenc::describeBaseRange());
}

} // namespace

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
                                 Text::tr("'export' to write files without a window, or a scene file (.posenc) to "
                                          "open in the window."),
                                 QStringLiteral("[export | FILE.posenc]"));
    parser.addOptions({
        {N::text, Text::tr("Sentence; split on spaces, Chinese/Japanese characters one token each (default: a "
                           "16-token English sentence)."),
         Text::tr("TEXT")},
        {N::dModel, Text::tr("Embedding width d_model, %1 (default 60).").arg(rangeText(lim::minDModel, lim::maxDModel)),
         Text::tr("N")},
        {N::length, Text::tr("Sequence length L, %1 (default: the number of tokens).")
                        .arg(rangeText(lim::minLength, lim::maxLength)),
         Text::tr("L")},
        {N::base, Text::tr("Base of w_i = base^(-2i/d_model): %1 (default 10000).").arg(baseRangeText()), Text::tr("B")},
        {N::convention, Text::tr("The sinusoidal encoding as a paper or library computes it: %1. paper (also the "
                                 "PyTorch tutorial, the Annotated Transformer): interleaved, base^(-2i/d), first "
                                 "position 0; tensor2tensor: halves-padded, t2t, 0; fairseq: halves-padded, t2t, "
                                 "padding_idx + 1 (d_model >= 4); marian (Hugging Face): halves, paper, 0.")
                              .arg(QString::fromStdString(posenc::conventionNames())),
         Text::tr("NAME")},
        {N::layout, Text::tr("Columns of the encoding: %1 (interleaved: sin, cos, sin, cos ...; halves: [sin ... | cos "
                             "...], an odd d_model's lone sine ends the sine half; halves-padded: the same, an odd "
                             "d_model's last column is zero). Overrides --convention's.")
                          .arg(QString::fromStdString(posenc::pairOrderNames())),
         Text::tr("LAYOUT")},
        {N::spacing, Text::tr("Frequencies: paper w_i = base^(-2i/d_model), or t2t w_i = base^(-i/max(n-1, 1)), n = "
                              "floor(d_model/2). Overrides --convention's."),
         Text::tr("paper|t2t")},
        {N::paddingIdx, Text::tr("fairseq's padding_idx, %1 (default 1 with --convention fairseq): the first position "
                                 "is padding_idx + 1.")
                            .arg(rangeText(lim::minPaddingIdx, lim::maxPaddingIdx)),
         Text::tr("P")},
        {N::start, Text::tr("First position, pos of row 0, %1 (default 0).")
                       .arg(rangeText(lim::minFirstPosition, lim::maxFirstPosition)),
         Text::tr("P")},
        {N::position, Text::tr("Selected position pos, start .. start+L-1 (default start+%1, at most the last).")
                          .arg(ExplorerState::defaultPositionRow),
         Text::tr("P")},
        {N::offset, Text::tr("Offset k, -L .. L (default %1, at most L).").arg(ExplorerState::defaultOffset), Text::tr("K")},
        {N::noScale, Text::tr("Do not multiply the token embedding by sqrt(d_model) (paper sec. 3.4).")},
        {N::pair, Text::tr("Selected pair i, 0 .. ceil(d_model/2)-1 (default 0): wavelength and relative views."),
         Text::tr("I")},
        {N::comparePosition, Text::tr("Second position pos' of the relative view, start .. start+L-1 (default "
                                      "start + L/2)."),
         Text::tr("P")},
        {N::comparisonBase, Text::tr("Comparison base of the wavelength view: %1 (default 1000).").arg(baseRangeText()),
         Text::tr("B")},
        {N::cosine, Text::tr("Similarity view: cosine similarity instead of the dot product.")},
        {N::attentionText, Text::tr("Attention view: the sentence, %1 .. %2 tokens (default \"I love you\").")
                               .arg(lim::minAttentionTokens)
                               .arg(lim::maxAttentionTokens),
         Text::tr("TEXT")},
        {N::attentionReordered, Text::tr("Attention view: the same words in another order (default: the words of --attention-text "
                 "reversed, \"you love I\")."),
         Text::tr("TEXT")},
        {N::attentionPe, Text::tr("Attention view: add PE to the embeddings.")},
        {N::headDim, Text::tr("RoPE tab: head_dim, the dimensions of q and k, even %1 (default 16).")
                         .arg(rangeText(lim::minHeadDim, lim::maxHeadDim)),
         Text::tr("N")},
        {N::rotaryDim, Text::tr("RoPE tab: rotary_dim R, the first R dimensions rotate (GPT-NeoX rotary_pct, GPT-J "
                                "rotary_dim), even 2 .. head_dim, or 0 for all (default 0)."),
         Text::tr("R")},
        {N::ropePairing, Text::tr("RoPE tab: which dimensions pair up, interleaved (2i, 2i+1: RoFormer, Meta LLaMA, "
                                  "GPT-J) or halves (i, i+R/2: Hugging Face rotate_half, GPT-NeoX) (default "
                                  "interleaved)."),
         Text::tr("P")},
        {N::query, Text::tr("RoPE tab: the query q, exactly head_dim numbers separated by commas (default: seeded "
                            "values)."),
         Text::tr("V1,V2,...")},
        {N::key, Text::tr("RoPE tab: the key k, exactly head_dim numbers separated by commas (default: seeded "
                          "values)."),
         Text::tr("V1,V2,...")},
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
                             "README for the others), or gif (with --animate); default: the extension of --out, else png."),
         Text::tr("png|svg|pdf|csv|gif")},
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
        {N::presentation, Text::tr("window: start in presentation mode (full screen, one view, Page Up / Page Down "
                                   "between views, F6 the parameters, Esc leaves; F5 in the window).")},
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
    if (!o.exportMode && positional.size() == 1 && Scene::isSceneFile(positional.first())) {
        if (o.scenePath)
            return fail(Text::tr("%1: one scene at a time (--scene %2 is given too)").arg(positional.first(), *o.scenePath));
        o.scenePath = positional.takeFirst();
    }
    if (!positional.isEmpty())
        return fail(Text::tr("unknown command '%1' (allowed: export, or a scene file FILE.posenc)")
                        .arg(positional.join(QLatin1Char(' '))));

    QString error;
    if (parser.isSet(N::text))
        o.text = parser.value(N::text);
    const auto check = [&](const QString &name, const QString &message) {
        if (error.isEmpty() && !message.isEmpty())
            error = QStringLiteral("--%1: %2").arg(name, message);
    };
    const auto asInt = [](std::optional<long long> v) { return v ? std::optional<int>(int(*v)) : std::nullopt; };
    const auto dModel = readInteger(parser, N::dModel, rangeText(lim::minDModel, lim::maxDModel), &error);
    if (dModel)
        check(N::dModel, fromStd(posenc::checkDModel(*dModel)));
    const auto length = readInteger(parser, N::length, rangeText(lim::minLength, lim::maxLength), &error);
    if (length)
        check(N::length, fromStd(posenc::checkLength(*length)));
    o.base = readDouble(parser, N::base, baseRangeText(), &error);
    if (o.base)
        check(N::base, fromStd(posenc::checkBase(*o.base)));
    const auto start = readInteger(parser, N::start, rangeText(lim::minFirstPosition, lim::maxFirstPosition), &error);
    if (start)
        check(N::start, fromStd(posenc::checkFirstPosition(*start)));
    if (parser.isSet(N::convention)) {
        o.convention = posenc::conventionFromName(parser.value(N::convention).toStdString());
        if (!o.convention && error.isEmpty())
            error = Text::tr("--convention: '%1' is not a convention (allowed %2)")
                        .arg(parser.value(N::convention), QString::fromStdString(posenc::conventionNames()));
    }
    if (parser.isSet(N::layout)) {
        o.layout = posenc::pairOrderFromName(parser.value(N::layout).toStdString());
        if (!o.layout && error.isEmpty())
            error = Text::tr("--layout: '%1' is not a layout (allowed %2)")
                        .arg(parser.value(N::layout), QString::fromStdString(posenc::pairOrderNames()));
    }
    if (parser.isSet(N::spacing)) {
        o.spacing = posenc::spacingFromName(parser.value(N::spacing).toStdString());
        if (!o.spacing && error.isEmpty())
            error = Text::tr("--spacing: '%1' is not a spacing (allowed %2)")
                        .arg(parser.value(N::spacing), QString::fromStdString(posenc::spacingNames()));
    }
    const auto paddingIdx = readInteger(parser, N::paddingIdx, rangeText(lim::minPaddingIdx, lim::maxPaddingIdx), &error);
    if (paddingIdx)
        check(N::paddingIdx, fromStd(posenc::checkPaddingIdx(*paddingIdx)));
    o.position = readInteger(parser, N::position, Text::tr("start .. start+L-1"), &error);
    o.offset = readInteger(parser, N::offset, Text::tr("-L .. L"), &error);
    o.pair = readInteger(parser, N::pair, Text::tr("0 .. ceil(d_model/2)-1"), &error);
    o.comparePosition = readInteger(parser, N::comparePosition, Text::tr("start .. start+L-1"), &error);
    o.comparisonBase = readDouble(parser, N::comparisonBase, baseRangeText(), &error);
    if (o.comparisonBase)
        check(N::comparisonBase, fromStd(posenc::checkBase(*o.comparisonBase)));
    o.cosine = parser.isSet(N::cosine);
    if (parser.isSet(N::attentionText))
        o.attentionText = parser.value(N::attentionText);
    if (parser.isSet(N::attentionReordered))
        o.attentionReorderedText = parser.value(N::attentionReordered);
    o.attentionWithPe = parser.isSet(N::attentionPe);
    const auto headDim = readInteger(parser, N::headDim, QStringLiteral("even ") + rangeText(lim::minHeadDim, lim::maxHeadDim), &error);
    if (headDim)
        check(N::headDim, fromStd(posenc::checkHeadDim(*headDim)));
    o.rotaryDim = readInteger(parser, N::rotaryDim, Text::tr("0 or even 2 .. head_dim"), &error);
    if (parser.isSet(N::ropePairing)) {
        o.ropePairing = Session::pairingFromName(parser.value(N::ropePairing).trimmed());
        if (!o.ropePairing && error.isEmpty())
            error = Text::tr("--rope-pairing: '%1' is not a pairing (allowed interleaved, halves)")
                        .arg(parser.value(N::ropePairing));
    }
    o.query = readNumbers(parser, N::query, &error);
    o.key = readNumbers(parser, N::key, &error);
    if (!error.isEmpty())
        return fail(error);
    o.headDim = asInt(headDim);
    o.dModel = asInt(dModel);
    o.length = asInt(length);
    o.start = asInt(start);
    o.paddingIdx = asInt(paddingIdx);
    o.noEmbeddingScale = parser.isSet(N::noScale);
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

    if (!parser.isSet(N::figure))
        return fail(Text::tr("--figure: required with export (allowed %1)").arg(figureChoices()));
    const QString figure = parser.value(N::figure);
    if (figure == QLatin1String("all")) {
        o.figures = allFigures();
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

    const QString sideRange = rangeText(ImageSize::minSide, ImageSize::maxSide);
    const auto width = readInteger(parser, N::width, sideRange, &error);
    const auto height = readInteger(parser, N::height, sideRange, &error);
    const auto scale =
        readDouble(parser, N::scale, QStringLiteral("%1 .. %2").arg(ImageSize::minScale).arg(ImageSize::maxScale),
                   &error);
    const auto fontScale = readDouble(
        parser, N::fontScale, QStringLiteral("%1 .. %2").arg(ImageSize::minFontScale).arg(ImageSize::maxFontScale), &error);
    if (!error.isEmpty())
        return fail(error);
    // Clamped into int only to carry them; anything past the limits is reported below with its range.
    const auto side = [](long long v) { return int(std::clamp<long long>(v, -1, ImageSize::maxSide + 1)); };
    o.size.width = width ? side(*width) : o.size.width;
    o.size.height = height ? side(*height) : o.size.height;
    o.size.scale = scale.value_or(o.size.scale);
    o.size.withCaption = parser.isSet(N::caption);
    o.size.clean = parser.isSet(N::clean);
    o.size.transparent = parser.isSet(N::transparent);
    o.size.fontScale = fontScale.value_or(o.size.fontScale);
    if (const auto problem = imageSizeProblem(o.size)) {
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
            message.replace(QString::number(o.size.width), QString::number(*width));
        if (problem->field == Field::Height && height)
            message.replace(QString::number(o.size.height), QString::number(*height));
        return fail(QStringLiteral("--%1: %2").arg(name, message));
    }
    return result;
}

namespace {

/// Problem with one sentence of the attention view given as --\a option: empty, or past the length limit.
std::optional<QString> attentionSentenceProblem(const QString &option, const std::vector<std::string> &tokens)
{
    if (tokens.empty())
        return Text::tr("--%1: the sentence has no words (allowed %2 .. %3 tokens)")
            .arg(option)
            .arg(posenc::limits::minAttentionTokens)
            .arg(posenc::limits::maxAttentionTokens);
    if (const auto message = posenc::checkAttentionTokens(static_cast<long long>(tokens.size())))
        return QStringLiteral("--%1: %2").arg(option, QString::fromStdString(*message));
    return std::nullopt;
}

/// The words of \a tokens in reverse order, joined by spaces: the reordering used when only
/// --attention-text is given ("I love you" gives "you love I", the default pair).
QString reversedWords(std::vector<std::string> tokens)
{
    std::reverse(tokens.begin(), tokens.end());
    QStringList words;
    for (const std::string &token : tokens)
        words.append(QString::fromStdString(token));
    return words.join(QLatin1Char(' '));
}

} // namespace

std::optional<QString> applyParameters(const CommandLineOptions &o, ExplorerState &state)
{
    // Everything builds on the latest session: at start-up a large restored one may still be prepared on
    // the worker, and session() would then be the defaults (issue 27 item 3).
    const Session &current = state.latest();
    // Work out L and the first position first, to check --position and --offset before changing anything.
    // L follows the text as typing it would: only when its tokens differ from the current text's.
    int length = current.length;
    const bool newTokens = o.text && Session::otherTokens(*o.text, current.text);
    if (newTokens)
        length = Session::lengthFollowing(*o.text);
    length = o.length.value_or(length);
    // The scheme's layout, spacing, padding and first position: the convention's, then the options' own.
    posenc::SinusoidalScheme scheme = current.scheme;
    scheme.layout.dModel = o.dModel.value_or(scheme.layout.dModel);
    if (o.convention) {
        const posenc::ConventionInfo &info = posenc::conventionInfo(*o.convention);
        if (const auto problem = posenc::checkConvention(*o.convention, scheme.dModel()))
            return QStringLiteral("--convention: ") + QString::fromStdString(*problem);
        scheme.layout.order = info.order;
        scheme.frequencies.spacing = info.spacing;
        scheme.paddingIdx = info.firstPositionAfterPadding ? (scheme.paddingIdx >= 0 ? scheme.paddingIdx : posenc::defaultPaddingIdx) : -1;
        scheme.firstPosition = 0;
    }
    scheme.layout.order = o.layout.value_or(scheme.layout.order);
    scheme.frequencies.spacing = o.spacing.value_or(scheme.frequencies.spacing);
    if (o.paddingIdx)
        scheme.paddingIdx = *o.paddingIdx;
    if (scheme.paddingIdx >= 0) {
        if (o.start && *o.start != scheme.paddingIdx + 1)
            return Text::tr("--start: with padding_idx = %1 the first position is %2, not %3 (set --padding-idx instead)")
                .arg(scheme.paddingIdx)
                .arg(scheme.paddingIdx + 1)
                .arg(*o.start);
        scheme.firstPosition = scheme.paddingIdx + 1;
    } else if (o.start) {
        scheme.firstPosition = *o.start;
    }
    for (const auto &problem : posenc::validate(scheme))
        return QStringLiteral("--%1: %2")
            .arg(o.layout ? OptionNames::layout : o.convention ? OptionNames::convention : OptionNames::dModel,
                 QString::fromStdString(problem));
    const int start = scheme.firstPosition;
    if (o.position) {
        if (const auto message = posenc::checkPosition(*o.position, start, length))
            return QStringLiteral("--position: ") + QString::fromStdString(*message);
    }
    if (o.offset) {
        if (const auto message = posenc::checkOffset(*o.offset, length))
            return QStringLiteral("--offset: ") + QString::fromStdString(*message);
    }
    if (o.comparePosition) {
        if (const auto message = posenc::checkPosition(*o.comparePosition, start, length))
            return QStringLiteral("--compare-position: ") + QString::fromStdString(*message);
    }
    // The attention view's sentences: words within the length limit, the second a reordering of the first.
    std::optional<QString> reordered = o.attentionReorderedText;
    if (o.attentionText && !reordered)
        reordered = reversedWords(posenc::tokenize(o.attentionText->toStdString()));
    if (o.attentionText || reordered) {
        const QString text = o.attentionText.value_or(current.attentionText);
        const auto a = posenc::tokenize(text.toStdString());
        const auto b = posenc::tokenize(reordered.value_or(current.attentionReorderedText).toStdString());
        if (const auto problem = attentionSentenceProblem(QStringLiteral("attention-text"), a))
            return problem;
        if (const auto problem = attentionSentenceProblem(QStringLiteral("attention-reordered"), b))
            return problem;
        if (!posenc::permutationBetween(a, b))
            return Text::tr("--attention-reordered: \"%1\" is not a reordering of the words of \"%2\" (allowed: the "
                            "same words in another order)")
                .arg(abbreviated(*reordered), abbreviated(text));
    }
    // RoPE: rotary_dim, q and k against the head_dim they will have.
    const int headDim = o.headDim.value_or(current.headDim);
    if (o.rotaryDim) {
        if (const auto message = posenc::checkRotaryDim(*o.rotaryDim, headDim))
            return QStringLiteral("--rotary-dim: ") + QString::fromStdString(*message);
    }
    for (const auto &[name, values] : {std::pair{QStringLiteral("query"), &o.query}, std::pair{QStringLiteral("key"), &o.key}}) {
        if (*values && (*values)->size() != headDim)
            return Text::tr("--%1: %2 numbers given (allowed exactly head_dim = %3 numbers)")
                .arg(name)
                .arg((*values)->size())
                .arg(headDim);
    }
    if (o.pair) {
        const int pairs = scheme.layout.pairCount();
        if (*o.pair < 0 || *o.pair >= pairs)
            return Text::tr("--pair: pair i = %1 is out of range (allowed 0 .. %2)").arg(*o.pair).arg(pairs - 1);
    }

    // Everything checked: one new session, applied at once.
    Session next = current;
    if (o.text) {
        next.text = *o.text;
        next.length = length; // L follows the text ...
    }
    if (o.length)
        next.length = *o.length; // ... unless --length is given
    if (o.noEmbeddingScale)
        next.scaleEmbedding = false;
    if (o.dModel)
        next.scheme.layout.dModel = *o.dModel;
    if (o.base)
        next.scheme.frequencies.base = *o.base;
    {
        // As the first-position slider: the selection keeps its rows (and its pair, in the new layout). The
        // pair is read in the state's own layout: next may already have another d_model.
        const int pair = current.scheme.layout.pairOf(current.selection.dimension);
        next.selection.position += scheme.firstPosition - next.scheme.firstPosition;
        next.selection.comparePosition += scheme.firstPosition - next.scheme.firstPosition;
        next.scheme.firstPosition = scheme.firstPosition;
        next.scheme.paddingIdx = scheme.paddingIdx;
        next.scheme.layout.order = scheme.layout.order;
        next.scheme.frequencies.spacing = scheme.frequencies.spacing;
        next.selection.dimension = scheme.layout.selectionColumn(std::clamp(pair, 0, scheme.layout.pairCount() - 1));
    }
    // pos' defaults to the middle of the sequence (as --help says) whenever L or the first position is set.
    if (!o.comparePosition && (o.text || o.length || o.start || o.convention || o.paddingIdx))
        next.selection.comparePosition = next.scheme.firstPosition + next.length / 2;
    next = next.clamped();
    if (o.position)
        next.selection.position = static_cast<int>(*o.position); // checked above: within int
    if (o.offset)
        next.selection.offset = static_cast<int>(*o.offset);
    if (o.comparePosition)
        next.selection.comparePosition = static_cast<int>(*o.comparePosition);
    if (o.pair)
        next.selection.dimension = next.scheme.layout.selectionColumn(static_cast<int>(*o.pair));
    if (o.comparisonBase)
        next.comparisonBase = *o.comparisonBase;
    if (o.cosine)
        next.cosineSimilarity = true;
    if (o.attentionText)
        next.attentionText = *o.attentionText;
    if (reordered)
        next.attentionReorderedText = *reordered;
    if (o.attentionWithPe)
        next.attentionWithPe = true;
    if (o.headDim)
        next.headDim = *o.headDim;
    if (o.rotaryDim)
        next.rotaryDim = static_cast<int>(*o.rotaryDim); // checked above: within head_dim
    if (o.ropePairing)
        next.ropePairing = *o.ropePairing;
    if (o.query)
        next.query = *o.query;
    if (o.key)
        next.key = *o.key;
    next = next.clamped(); // typed q, k of an old head_dim are dropped; those given were checked above
    if (next != current)
        state.setSession(next);
    return std::nullopt;
}
