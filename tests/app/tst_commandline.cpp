// Command-line parsing: values, defaults, and one message per bad argument naming option and range.
#include <argumentencoding.h>
#include <commandline.h>
#include "ui/state/explorerstate.h"
#include "ui/state/lengthrule.h"
#include "ui/state/session.h"

#include <QTest>

#include <algorithm>

class TestCommandLine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void undecodableArgumentsAreRefusedByName();
    void windowModeWithParameters();
    void exportMode();
    void negativeOffsetAsNextArgument();
    void formatFromTheExtension();
    void helpAndVersion();
    void badArguments_data();
    void badArguments();
    void anOptionThatNeedsAnotherValueIsRefusedWithAnother();
    void lengthFollowsTextUnlessGiven();
    void positionCheckedAgainstTheFinalLength();
    void whyViewOptions();
    void animationOptions();
    void comparePositionDefaultsToTheMiddle();
};

static ParsedCommandLine parse(QStringList arguments)
{
    arguments.prepend(QStringLiteral("posenc"));
    return parseCommandLine(arguments);
}

void TestCommandLine::windowModeWithParameters()
{
    const auto parsed = parse({"--d-model", "128", "--base", "1000", "--text", "I love you"});
    QCOMPARE(parsed.action, ParsedCommandLine::Action::Run);
    QVERIFY(!parsed.options.exportMode);
    // The fields given, in field order, with the text as typed.
    QCOMPARE(parsed.options.fields, (QList<std::pair<QString, QString>>{
                                        {"text", "I love you"}, {"dModel", "128"}, {"base", "1000"}}));
    QVERIFY(!parsed.options.field(QStringLiteral("length")));
    QVERIFY(!parsed.options.zoom);
    const auto zoomed = parse({"--zoom", "150"});
    QCOMPARE(zoomed.action, ParsedCommandLine::Action::Run);
    QCOMPARE(zoomed.options.zoom, std::optional<int>(150));
    QVERIFY(!zoomed.options.presentation);
    QVERIFY(parse({"--presentation"}).options.presentation);
    const auto themed = parse({"--theme", "Projector", "--language", "zh-CN"});
    QCOMPARE(themed.action, ParsedCommandLine::Action::Run);
    QCOMPARE(themed.options.theme, std::optional<Theme>(Theme::Projector));
    QCOMPARE(themed.options.language, std::optional<QString>(QStringLiteral("zh_CN")));
    QVERIFY(!parsed.options.theme && !parsed.options.language);
}

void TestCommandLine::exportMode()
{
    const auto parsed = parse({"export", "--figure", "clock", "--out", "x.png", "--width", "800", "--height", "600",
                               "--scale", "2", "--format", "png", "--no-embedding-scale", "--caption"});
    QVERIFY(parsed.options.size.withCaption);
    QCOMPARE(parsed.action, ParsedCommandLine::Action::Run);
    QVERIFY(parsed.options.exportMode);
    QCOMPARE(*parsed.options.figure, Figure::Clock);
    QCOMPARE(parsed.options.out, QStringLiteral("x.png"));
    QCOMPARE(parsed.options.size.pixelWidth(), 1600);
    QCOMPARE(parsed.options.size.pixelHeight(), 1200);
    QCOMPARE(parsed.options.field(QStringLiteral("scaleEmbedding")), std::optional<QString>(QString()));
    QCOMPARE(parse({"export", "--figure", "pe", "--out", "pe.csv"}).options.format, ExportFormat::Csv);
    QCOMPARE(parse({"export", "--figure", "pe", "--out", "pe.csv", "--format", "png"}).options.format,
             ExportFormat::Png); // an explicit format wins
    const auto all = parse({"export", "--figure", "all", "--out", "dir", "--format", "csv"});
    QCOMPARE(all.options.figures, allFigures());
    // A comma list: those figures, in its order, into a folder.
    const auto three = parse({"export", "--figure", "sum, pe,embedding", "--out", "dir"});
    QCOMPARE(three.action, ParsedCommandLine::Action::Run);
    QCOMPARE(three.options.figures, (QList<Figure>{Figure::Sum, Figure::Encoding, Figure::Embedding}));
    QVERIFY(!three.options.figure);
    QVERIFY(parse({"export", "--figure", "pe,heat", "--out", "dir"})
                .text.startsWith(QStringLiteral("--figure: 'heat' in the list 'pe,heat' is not a figure (allowed embedding, ")));
    QCOMPARE(parse({"export", "--figure", "pe,sum,pe", "--out", "dir"}).text,
             QStringLiteral("--figure: 'pe' is named twice in 'pe,sum,pe'"));
    QCOMPARE(parse({"export", "--figure", "pe,sum", "--out", "-"}).text,
             QStringLiteral("--out: - (standard output) takes one figure, not pe,sum"));
    QVERIFY(parse({"export", "--figure", "pe,all", "--out", "dir"}).text.startsWith(QStringLiteral("--figure: 'all' in the list")));
    QCOMPARE(all.options.format, ExportFormat::Csv);
    QCOMPARE(all.options.size.width, 1920); // defaults
    QCOMPARE(all.options.size.height, 1080);
}

void TestCommandLine::formatFromTheExtension()
{
    const auto formatOf = [](const QStringList &extra) {
        QStringList arguments{QStringLiteral("posenc"), QStringLiteral("export"), QStringLiteral("--figure"), QStringLiteral("pe")};
        arguments += extra;
        const ParsedCommandLine parsed = parseCommandLine(arguments);
        return parsed.action == ParsedCommandLine::Action::Run ? std::optional<ExportFormat>(parsed.options.format) : std::nullopt;
    };
    QCOMPARE(formatOf({"--out", "x.svg"}), std::optional<ExportFormat>(ExportFormat::Svg));
    QCOMPARE(formatOf({"--out", "x.PDF"}), std::optional<ExportFormat>(ExportFormat::Pdf));
    QCOMPARE(formatOf({"--out", "x.csv"}), std::optional<ExportFormat>(ExportFormat::Csv));
    QCOMPARE(formatOf({"--out", "x.png"}), std::optional<ExportFormat>(ExportFormat::Png));
    QCOMPARE(formatOf({"--out", "figure"}), std::optional<ExportFormat>(ExportFormat::Png));
    QCOMPARE(formatOf({"--out", "figure", "--format", "pdf"}), std::optional<ExportFormat>(ExportFormat::Pdf));
    QCOMPARE(formatOf({"--out", "-", "--format", "svg"}), std::optional<ExportFormat>(ExportFormat::Svg));
}

void TestCommandLine::negativeOffsetAsNextArgument()
{
    const auto parsed = parse({"export", "--figure", "pe", "--out", "x", "--offset", "-3"});
    QCOMPARE(parsed.action, ParsedCommandLine::Action::Run);
    QCOMPARE(*parsed.options.field(QStringLiteral("offset")), QStringLiteral("-3"));
}

void TestCommandLine::helpAndVersion()
{
    const auto help = parse({"--help"});
    QCOMPARE(help.action, ParsedCommandLine::Action::ShowHelp);
    QVERIFY(help.text.contains(QStringLiteral("--d-model")));
    QVERIFY(help.text.contains(QStringLiteral("L follows the text")));
    QCOMPARE(parse({"--version"}).action, ParsedCommandLine::Action::ShowVersion);
}

void TestCommandLine::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QStringList e{"export", "--figure", "pe", "--out", "x.png"};
    QTest::newRow("presentation in export") << (e + QStringList{"--presentation"}) << "--presentation: only for the window";
    QTest::newRow("table not added") << (e + QStringList{"--absolute", "none", "--table", "wpe.npy"})
                                     << "--table: a table is added only with --absolute learned (given --absolute none)";
    QTest::newRow("T5 table not T5") << (e + QStringList{"--relative", "alibi", "--t5-table", "t.npy"})
                                     << "--t5-table: T5's bias table acts on the scores only with --relative t5 (given "
                                        "--relative alibi)";
    QTest::newRow("theme") << QStringList{"--theme", "neon"} << "--theme: 'neon' is not a theme (allowed light|dark|projector)";
    QTest::newRow("language") << QStringList{"--language", "fr"} << "--language: 'fr' is not a language (allowed en, zh_CN)";
    QTest::newRow("font scale 5") << (e + QStringList{"--font-scale", "5"})
                                  << "--font-scale: font-scale = 5 is out of range (allowed 0.5 .. 4)";
    QTest::newRow("font scale text") << (e + QStringList{"--font-scale", "big"})
                                     << "--font-scale: 'big' is not a finite number (allowed 0.5 .. 4)";
    QTest::newRow("font scale in window") << QStringList{"--font-scale", "2"}
                                          << "--font-scale: only with the export command (posenc export --font-scale ...)";
    QTest::newRow("zoom 400") << QStringList{"--zoom", "400"} << "--zoom: '400' is not a zoom (allowed 50 .. 300 percent)";
    QTest::newRow("zoom in export") << (e + QStringList{"--zoom", "150"})
                                    << "--zoom: only for the window (an export's text size is set by its --width and --height)";
    QTest::newRow("d_model 0") << (e + QStringList{"--d-model", "0"})
                               << "--d-model: d_model = 0 is out of range (allowed 1 .. 4096)";
    QTest::newRow("d_model 5000") << (e + QStringList{"--d-model", "5000"})
                                  << "--d-model: d_model = 5000 is out of range (allowed 1 .. 4096)";
    QTest::newRow("d_model word") << (e + QStringList{"--d-model", "sixty"})
                                  << "--d-model: 'sixty' is not a whole number (allowed 1 .. 4096)";
    QTest::newRow("d_model fraction") << (e + QStringList{"--d-model", "6.5"})
                                      << "--d-model: '6.5' is not a whole number (allowed 1 .. 4096)";
    QTest::newRow("length 0") << (e + QStringList{"--length", "0"})
                              << "--length: length L = 0 is out of range (allowed 1 .. 4096)";
    QTest::newRow("base 1") << (e + QStringList{"--base", "1"}) << "--base: base = 1 is out of range";
    QTest::newRow("base nan") << (e + QStringList{"--base", "nan"})
                              << "--base: 'nan' is not a finite number (allowed finite, greater than 1, at most 1e+12)";
    QTest::newRow("d_model past int") << (e + QStringList{"--d-model", "99999999999"})
                                      << "--d-model: d_model = 99999999999 is out of range (allowed 1 .. 4096)";
    QTest::newRow("base 1e13") << (e + QStringList{"--base", "1e13"})
                               << "--base: base = 1e+13 is out of range (allowed: finite, greater than 1, at most 1e+12)";
    QTest::newRow("too many pixels names the options given") << (e + QStringList{"--height", "4097", "--scale", "8"})
                                                 << "--height, --scale: width × height × scale² = 15360 × 32776 pixels is past the "
                                                    "memory budget of 32 megapixels";
    QTest::newRow("width past int") << (e + QStringList{"--width", "99999999999"})
                                    << "--width: width = 99999999999 is out of range (allowed 64 .. 16384)";
    QTest::newRow("help-all needs no display: not offered") << QStringList{"--help-all"}
                                                            << "Unknown option 'help-all'.";
    QTest::newRow("stdout takes one figure") << QStringList{"export", "--figure", "all", "--out", "-"}
                                             << "--out: - (standard output) takes one figure";
    QTest::newRow("start -1") << (e + QStringList{"--start", "-1"})
                              << "--start: first position = -1 is out of range (allowed 0 .. 1000000)";
    QTest::newRow("figure") << QStringList{"export", "--figure", "heat", "--out", "x"}
                            << "--figure: 'heat' is not a figure (allowed embedding, pe, sum, clock, clock-pair, clock-hands, waves, wavelength, why-exponent, why-pairs, relative, derivation, worked-example, pytorch, similarity, naive, attention, layouts, learned, learned-similarity, learned-spectrum, rope, rope-score, rope-decay, rope-scaling, rope-scaling-angles, rope-scaling-score, precision, alibi-slopes, alibi, alibi-attention, t5-buckets, t5-bias, sandwich, compare, layer-map, mrope, temperature, all, scene)";
    QTest::newRow("no figure") << QStringList{"export", "--out", "x"}
                               << "--figure: required with export (allowed embedding, pe, sum, clock, clock-pair, clock-hands, waves, wavelength, why-exponent, why-pairs, relative, derivation, worked-example, pytorch, similarity, naive, attention, layouts, learned, learned-similarity, learned-spectrum, rope, rope-score, rope-decay, rope-scaling, rope-scaling-angles, rope-scaling-score, precision, alibi-slopes, alibi, alibi-attention, t5-buckets, t5-bias, sandwich, compare, layer-map, mrope, temperature, all, scene)";
    QTest::newRow("no out") << QStringList{"export", "--figure", "pe"} << "--out: required with export";
    QTest::newRow("format") << (e + QStringList{"--format", "jpg"})
                            << "--format: 'jpg' is not a format (allowed png, svg, pdf, csv, gif)";
    // A file whose extension names no format, or not --format's, writes nothing (it wrote a PNG called x.svg).
    QTest::newRow("extension") << QStringList{"export", "--figure", "pe", "--out", "x.jpg"}
                               << "--out: 'x.jpg' ends in .jpg, which is no format (allowed png, svg, pdf, csv, gif; or a name without an extension and --format)";
    QTest::newRow("extension against format") << QStringList{"export", "--figure", "pe", "--out", "x.png", "--format", "svg"}
                                              << "--out: 'x.png' ends in .png but --format is svg";
    QTest::newRow("width") << (e + QStringList{"--width", "10"})
                           << "--width: width = 10 is out of range (allowed 64 .. 16384)";
    QTest::newRow("height") << (e + QStringList{"--height", "x"})
                            << "--height: 'x' is not a whole number (allowed 64 .. 16384)";
    QTest::newRow("scale") << (e + QStringList{"--scale", "0"})
                           << "--scale: scale = 0 is out of range (allowed 0.25 .. 8)";
    QTest::newRow("query near the largest double") << QStringList{"--query", "1, 2, -1.5e308"}
                                                   << "--query: -1.5e+308 is out of range (allowed finite numbers within -1000000 .. 1000000)";
    QTest::newRow("key past the limit") << QStringList{"--key", "1000000.5"}
                                        << "--key: 1000000.5 is out of range (allowed finite numbers within -1000000 .. 1000000)";
    QTest::newRow("empty scene name") << QStringList{"--scene", ""}
                                      << "--scene: the file name is empty (allowed: the path of a .posenc file)";
    QTest::newRow("unknown option") << QStringList{"--bogus"} << "Unknown option 'bogus'.";
    QTest::newRow("unknown command") << QStringList{"draw"} << "unknown command 'draw' (allowed: export, a scene file FILE.posenc or a lecture FILE.posenc-lecture)";
    QTest::newRow("export option in window mode") << QStringList{"--figure", "pe"}
                                                  << "--figure: only with the export command";
    // Animations.
    const QStringList a{"export", "--figure", "clock", "--animate", "position", "--out", "x.gif"};
    QTest::newRow("animate in window mode") << QStringList{"--animate", "position"}
                                            << "--animate: only with the export command";
    QTest::newRow("frames 1") << (a + QStringList{"--frames", "1"}) << "--frames: frames = 1 is out of range (allowed 2 .. 1000)";
    QTest::newRow("frames 1001") << (a + QStringList{"--frames", "1001"})
                                 << "--frames: frames = 1001 is out of range (allowed 2 .. 1000)";
    QTest::newRow("frames word") << (a + QStringList{"--frames", "many"})
                                 << "--frames: 'many' is not a whole number (allowed 2 .. 1000)";
    QTest::newRow("fps 0") << (a + QStringList{"--fps", "0"}) << "--fps: fps = 0 is out of range (allowed 1 .. 50)";
    QTest::newRow("fps 60") << (a + QStringList{"--fps", "60"}) << "--fps: fps = 60 is out of range (allowed 1 .. 50)";
    QTest::newRow("unknown parameter") << QStringList{"export", "--figure", "clock", "--animate", "speed", "--out", "x.gif"}
                                       << "--animate: 'speed' is not a parameter (allowed position|offset|base|d_model)";
    QTest::newRow("animation into a png") << QStringList{"export", "--figure", "clock", "--animate", "base", "--out", "x.png"}
                                          << "--out: 'x.png' is neither a .gif file nor a folder ending in /";
    QTest::newRow("animation to stdout") << QStringList{"export", "--figure", "clock", "--animate", "base", "--out", "-"}
                                         << "--out: an animation is written to a file or a folder, not to standard output";
    QTest::newRow("svg frames") << QStringList{"export", "--figure", "clock", "--animate", "base", "--format", "svg", "--out", "f/"}
                                << "--format: the frames of an animation in a folder are png, not svg";
    QTest::newRow("from without to") << (a + QStringList{"--from", "1"})
                                     << "--to: --from and --to go together (or neither, for the default range)";
    QTest::newRow("from not a number") << (a + QStringList{"--from", "one", "--to", "2"})
                                       << "--from: 'one' is not a finite number";
    QTest::newRow("frames without animate") << (e + QStringList{"--frames", "10"})
                                            << "--frames: only with --animate (allowed --animate position|offset|base|d_model)";
    QTest::newRow("gif without animate") << QStringList{"export", "--figure", "pe", "--out", "x.gif"}
                                         << "--out: a GIF is an animation: add --animate position|offset|base|d_model";
    QTest::newRow("format gif without animate") << QStringList{"export", "--figure", "pe", "--format", "gif", "--out", "x"}
                                                << "--format: a GIF is an animation: add --animate";
    QTest::newRow("all figures animated") << QStringList{"export", "--figure", "all", "--animate", "offset", "--out", "d/"}
                                          << "--figure: an animation shows one figure, not all (allowed embedding, pe, sum, clock, clock-pair, clock-hands, waves, wavelength, why-exponent, why-pairs, relative, derivation, worked-example, pytorch, similarity, naive, attention, layouts, learned, learned-similarity, learned-spectrum, rope, rope-score, rope-decay, rope-scaling, rope-scaling-angles, rope-scaling-score, precision, alibi-slopes, alibi, alibi-attention, t5-buckets, t5-bias, sandwich, compare, layer-map, mrope, temperature)";
    QTest::newRow("scene animated") << QStringList{"export", "--figure", "scene", "--animate", "offset", "--out", "x.posenc"}
                                    << "--figure: an animation shows one figure, not scene (allowed embedding, ";
}

/// Every field that means something only with another field's value (Field::needs): its option given with that
/// field's option at "none" is refused by both names; with the value it needs, it is taken.
void TestCommandLine::anOptionThatNeedsAnotherValueIsRefusedWithAnother()
{
    const QList<Session::Option> options = Session::options();
    int needing = 0;
    for (const Session::Option &option : options) {
        if (option.needsKey.isEmpty())
            continue;
        ++needing;
        const auto needed = std::find_if(options.begin(), options.end(),
                                         [&](const Session::Option &o) { return o.key == option.needsKey; });
        QVERIFY2(needed != options.end(), qPrintable(option.needsKey));
        Session s = Session::defaults();
        QVERIFY2(s.edit(option.needsKey, option.needsValue).isEmpty(), qPrintable(option.needsValue)); // a value it has
        QVERIFY(option.needsValue != QLatin1String("none"));
        const QStringList given{"--" + option.name, "x.npy"};
        const auto refused = parse(given + QStringList{"--" + needed->name, "none"});
        QCOMPARE(refused.action, ParsedCommandLine::Action::Fail);
        QVERIFY2(refused.text.startsWith("--" + option.name + ": ") && refused.text.contains("--" + needed->name + " none"),
                 qPrintable(refused.text));
        QCOMPARE(parse(given + QStringList{"--" + needed->name, option.needsValue}).action, ParsedCommandLine::Action::Run);
    }
    QCOMPARE(needing, 2); // the learned table, T5's table
}

void TestCommandLine::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    // Refused by the parser, or (a range that depends on the other fields) when applied to a session.
    const auto parsed = parse(arguments);
    QString error = parsed.text;
    if (parsed.action == ParsedCommandLine::Action::Run) {
        ExplorerState state;
        const auto applied = applyParameters(parsed.options, state);
        QVERIFY2(applied, qPrintable(arguments.join(QLatin1Char(' '))));
        QCOMPARE(state.session(), Session::defaults()); // nothing applied
        error = *applied;
    } else {
        QCOMPARE(parsed.action, ParsedCommandLine::Action::Fail);
    }
    QVERIFY2(error.startsWith(message), qPrintable(error));
    QVERIFY(!error.contains(QLatin1Char('\n')));
}

void TestCommandLine::lengthFollowsTextUnlessGiven()
{
    ExplorerState state;
    QVERIFY(!applyParameters(parse({"--text", "我是一条狗"}).options, state));
    QCOMPARE(state.length(), 5);
    QCOMPARE(lengthRuleNote(state), QString());
    QVERIFY(!applyParameters(parse({"--text", "I love you", "--length", "8"}).options, state));
    QCOMPARE(state.length(), 8);
    QCOMPARE(lengthRuleNote(state), QStringLiteral("positions 3 .. 7 are padding (zero embedding, so sum = PE)"));
    // In positions as the figures label them, also when the first position is not 0.
    QVERIFY(!applyParameters(parse({"--start", "5"}).options, state));
    QCOMPARE(lengthRuleNote(state), QStringLiteral("positions 8 .. 12 are padding (zero embedding, so sum = PE)"));
    QVERIFY(!applyParameters(parse({"--length", "2"}).options, state));
    QCOMPARE(lengthRuleNote(state), QStringLiteral("the last 1 token(s) are past L and not shown"));
}

void TestCommandLine::positionCheckedAgainstTheFinalLength()
{
    ExplorerState state;
    const auto error = applyParameters(parse({"--text", "a b c", "--position", "3"}).options, state);
    QVERIFY(error.has_value());
    QCOMPARE(*error, QStringLiteral("--position: position pos = 3 is out of range (allowed 0 .. 2)"));
    QCOMPARE(state.text(), Session::defaultText()); // nothing applied
    const auto offset = applyParameters(parse({"--length", "4", "--offset", "-5"}).options, state);
    QCOMPARE(*offset, QStringLiteral("--offset: offset k = -5 is out of range (allowed -4 .. 4)"));
    QCOMPARE(*applyParameters(parse({"--d-model", "8", "--pair", "4"}).options, state),
             QStringLiteral("--pair: pair i = 4 is out of range (allowed 0 .. 3)"));
    QCOMPARE(*applyParameters(parse({"--compare-position", "16"}).options, state),
             QStringLiteral("--compare-position: position pos = 16 is out of range (allowed 0 .. 15)"));
    QVERIFY(!applyParameters(parse({"--start", "10", "--position", "12", "--offset", "-2"}).options, state));
    QCOMPARE(state.position(), 12);
    QCOMPARE(state.offset(), -2);
}

void TestCommandLine::whyViewOptions()
{
    ExplorerState state;
    const auto parsed = parse({"--pair", "5", "--compare-position", "9", "--comparison-base", "500", "--cosine",
                               "--attention-text", "a b", "--attention-reordered", "b a", "--attention-pe"});
    QCOMPARE(parsed.action, ParsedCommandLine::Action::Run);
    QVERIFY(!applyParameters(parsed.options, state));
    QCOMPARE(state.selectedPair(), 5);
    QCOMPARE(state.comparePosition(), 9);
    QCOMPARE(state.comparisonBase(), 500.0);
    QVERIFY(state.cosineSimilarity());
    QCOMPARE(state.attentionTokens(), QStringList({"a", "b"}));
    QCOMPARE(state.attentionReorderedText(), QStringLiteral("b a"));
    QVERIFY(state.attentionWithPe());
    ExplorerState other;
    QCOMPARE(applyParameters(parse({"--comparison-base", "1"}).options, other).value_or(QString()).left(51),
             QStringLiteral("--comparison-base: comparison base = 1 is out of ra"));
}

void TestCommandLine::animationOptions()
{
    const auto gif = parse({"export", "--figure", "clock", "--animate", "position", "--out", "x.gif"});
    QCOMPARE(gif.action, ParsedCommandLine::Action::Run);
    QVERIFY(gif.options.animation);
    QCOMPARE(gif.options.animation->parameter, AnimatedParameter::Position);
    QCOMPARE(gif.options.animation->frames, AnimationSpec::defaultFrames);
    QCOMPARE(gif.options.animation->fps, AnimationSpec::defaultFps);
    QVERIFY(!gif.options.animation->from && !gif.options.animation->to);
    QCOMPARE(gif.options.format, ExportFormat::Gif);
    QCOMPARE(gif.options.animationTarget, AnimationTarget::Gif);

    const auto frames = parse({"export", "--figure", "pe", "--animate", "d-model", "--from", "2", "--to", "8",
                               "--frames", "10", "--fps", "16", "--out", "frames/"});
    QCOMPARE(frames.action, ParsedCommandLine::Action::Run);
    QCOMPARE(frames.options.animation->parameter, AnimatedParameter::DModel);
    QCOMPARE(frames.options.animation->from, std::optional<double>(2));
    QCOMPARE(frames.options.animation->to, std::optional<double>(8));
    QCOMPARE(frames.options.animation->frames, 10);
    QCOMPARE(frames.options.animation->fps, 16);
    QCOMPARE(frames.options.animationTarget, AnimationTarget::PngFolder);

    const auto named = parse({"export", "--figure", "clock", "--animate", "offset", "--format", "gif", "--out", "anim"});
    QCOMPARE(named.action, ParsedCommandLine::Action::Run);
    QCOMPARE(named.options.animationTarget, AnimationTarget::Gif);
    // A negative end reads as a value, as --offset -3 does.
    const auto negative = parse({"export", "--figure", "relative", "--animate", "offset", "--from", "-3", "--to", "3",
                                 "--out", "k.gif"});
    QCOMPARE(negative.action, ParsedCommandLine::Action::Run);
    QCOMPARE(negative.options.animation->from, std::optional<double>(-3));

    const auto help = parse({"--help"});
    for (const char *option : {"--animate", "--from", "--to", "--frames", "--fps"})
        QVERIFY2(help.text.contains(QLatin1String(option)), option);
}

void TestCommandLine::comparePositionDefaultsToTheMiddle()
{
    // pos' = start + L/2 (as --help says), whatever L the options end with.
    ExplorerState a;
    QVERIFY(!applyParameters(parse({"--length", "100"}).options, a));
    QCOMPARE(a.comparePosition(), 50);
    ExplorerState b;
    QVERIFY(!applyParameters(parse({"--text", "a b c d e f g h i j"}).options, b));
    QCOMPARE(b.comparePosition(), 5);
    ExplorerState c;
    QVERIFY(!applyParameters(parse({"--start", "50", "--length", "10", "--compare-position", "51"}).options, c));
    QCOMPARE(c.comparePosition(), 51); // given: kept
}

void TestCommandLine::undecodableArgumentsAreRefusedByName()
{
    // Review N16: Qt would read "o\xFF.png" as "o\uFFFD.png" and write another file.
    const QByteArray latin1("caf\xE9-\xFF.png");
    const auto problem = undecodableArgument({"posenc", "export", "--out", latin1});
    QVERIFY(problem.has_value());
    QVERIFY2(problem->startsWith(QStringLiteral("argument 3 (caf\\xE9-\\xFF.png) is not UTF-8")), qPrintable(*problem));
    // UTF-8 names, Chinese included, pass; a character beside a stray byte is shown as itself.
    QCOMPARE(undecodableArgument({"posenc", "export", "--out", QByteArray("位置编码.png"), "--text", "我爱你"}), std::nullopt);
    QCOMPARE(escapedUndecodable(QByteArray("位\xE4\xBD") + QByteArray("x\x80")), QStringLiteral("位\\xE4\\xBDx\\x80"));
    // A long path keeps its first undecodable byte in sight, also once printed (runs of 80 abbreviated).
    const QString longPath = escapedUndecodable(
        QByteArray("/home/u/Vorlesungen/Wintersemester-2026/Abbildungen-f\xFCr-den-Kurs/figure-01-final.png"));
    QVERIFY2(longPath.contains(QStringLiteral("Abbildungen-f\\xFCr")), qPrintable(longPath));
    QVERIFY2(longPath.size() <= 66, qPrintable(longPath));
    // Overlong and surrogate encodings are not UTF-8 either.
    QVERIFY(undecodableArgument({"posenc", QByteArray("\xC0\xAF")}).has_value());
    QVERIFY(undecodableArgument({"posenc", QByteArray("\xED\xA0\x80")}).has_value());
}

QTEST_MAIN(TestCommandLine)
#include "tst_commandline.moc"
