#include "commandline.h"
#include "exportoptions.h"
#include "optionreading.h"
#include "optiontable.h"
#include "ui/state/coremessage.h"

#include <posenc/analysis/attention.h>
#include <posenc/encodings/conventions.h>
#include <posenc/encodings/parameters.h>
#include <posenc/encodings/sinusoidal.h>
#include <posenc/text/tokenizer.h>

#include <algorithm>
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
    addNonFieldOptions(parser);

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
    // An option that means something only with another field's value (a table is what the learned slot adds),
    // given with that field's option at another value, would be silently unused (Field::needs).
    for (const Session::Option &option : fieldOptions) {
        if (option.needsKey.isEmpty() || !parser.isSet(option.name))
            continue;
        const auto needed = std::find_if(fieldOptions.begin(), fieldOptions.end(),
                                         [&](const Session::Option &o) { return o.key == option.needsKey; });
        if (needed != fieldOptions.end() && parser.isSet(needed->name) &&
            parser.value(needed->name).trimmed() != option.needsValue)
            return fail(Text::tr("--%1: %2 only with --%3 %4 (given --%3 %5)")
                            .arg(option.name, option.needsWhy, needed->name, option.needsValue,
                                 parser.value(needed->name)));
    }
    if (parser.isSet(N::convention)) {
        o.convention = posenc::conventionNames.value(parser.value(N::convention).toStdString());
        if (!o.convention)
            return fail(Text::tr("--convention: '%1' is not a convention (allowed %2)")
                            .arg(parser.value(N::convention), QString::fromStdString(posenc::conventionNames.joined())));
    }
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
        if (const QString problem = readLectureExport(parser, o); !problem.isEmpty())
            return fail(problem);
        return result;
    }
    if (const QString problem = readFigureExport(parser, o); !problem.isEmpty())
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
        return QStringLiteral("%1: %2")
            .arg(o.field(commonKeys::layout) ? QStringLiteral("--layout")
                 : o.convention              ? QStringLiteral("--convention")
                                             : QStringLiteral("--d-model"),
                 coreMessage(problem));
    if (const auto problem = sessionrules::attentionProblem(next))
        return QStringLiteral("--%1: %2").arg(optionName(problem->field), problem->message);
    if (const auto error = learnedRowsError(o, next))
        return error;
    // The selected pair stays selected (in the new layout, at the new d_model) unless --pair is given.
    if (!o.field(commonKeys::dimension)) {
        const int pair = current.scheme.layout.pairOf(current.selection.dimension);
        next.selection.dimension =
            next.scheme.layout.selectionColumn(std::clamp(pair, 0, next.scheme.layout.pairCount() - 1));
    }
    // pos' defaults to the middle of the sequence (as --help says) whenever L or the first position is set.
    const bool rowsGiven = o.convention || o.field(commonKeys::text) || o.field(commonKeys::length)
                           || o.field(commonKeys::firstPosition) || o.field(commonKeys::paddingIdx);
    if (!o.field(commonKeys::comparePosition) && rowsGiven)
        next.selection.comparePosition = next.scheme.firstPosition + next.length / 2;
    next = next.clamped(); // what the options left out follows the sizes they set
    if (next != current)
        state.setSession(next);
    return std::nullopt;
}
