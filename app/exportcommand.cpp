#include "exportcommand.h"
#include "ui/families/addedfamilies.h"
#include "ui/state/coremessage.h"

#include "messages.h"
#include "scenecommand.h"

#include "ui/export/animationexport.h"
#include "ui/export/figureexport.h"
#include "ui/figures/familynames.h"
#include "ui/state/explorerstate.h"
#include "ui/state/lengthrule.h"

#include <posenc/models/modelconfig.h>
#include <posenc/encodings/conventions.h>
#include <posenc/encodings/scorefamilies.h>
#include <posenc/io/fileerror.h>
#include <posenc/learned/learnedtable.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ExportCommand)
};

/// Writes one figure to standard output (`--out -`), for pipes.
QString writeToStandardOutput(const ExplorerState &state, const CommandLineOptions &options)
{
    QFile out;
    if (!out.open(stdout, QIODevice::WriteOnly))
        return QStringLiteral("cannot write to standard output: %1").arg(out.errorString());
    QString reason;
    if (options.format == ExportFormat::Csv) {
        reason = writeFigureCsv(state, *options.figure, out); // streamed, as to a file
    } else {
        QString error;
        const auto bytes = figureBytes(state, *options.figure, options.format, options.size, &error);
        if (!bytes)
            return error;
        if (out.write(*bytes) != bytes->size())
            reason = out.errorString();
    }
    if (reason.isEmpty() && !out.flush())
        reason = out.errorString();
    // A closed pipe (`posenc export ... --out - | head -1`): SIGPIPE is ignored in export mode, so the
    // write fails with EPIPE and is reported here.
    return reason.isEmpty() ? QString() : QStringLiteral("cannot write to standard output: %1").arg(reason);
}

/// `--animate`: the range is checked against the session (exit 2 naming --from or --to), then the frames
/// are written (exit 1 and nothing left when that fails).
ExitCode runAnimationExport(const ExplorerState &state, const CommandLineOptions &options, QTextStream &out)
{
    const auto planned = planAnimation(*options.animation, state.session(), *options.figure);
    if (const auto *problem = std::get_if<AnimationProblem>(&planned)) {
        const QString option = problem->field == AnimationProblem::Field::To   ? QStringLiteral("--to: ")
                               : problem->field == AnimationProblem::Field::From ? QStringLiteral("--from: ")
                                                                                 : QStringLiteral("--animate: ");
        printError(option + problem->message);
        return ExitCode::BadArguments;
    }
    const AnimationPlan &plan = std::get<AnimationPlan>(planned);
    // A --convention named on the command line holds for every frame, also when --layout overrides part
    // of it: its d_model range, as --d-model is checked against it (fairseq: 4 .. 4096).
    if (options.convention && plan.parameter == AnimatedParameter::DModel) {
        for (const auto &[option, value] : {std::pair{QStringLiteral("--from: "), plan.from},
                                             std::pair{QStringLiteral("--to: "), plan.to}}) {
            if (const auto message = posenc::checkConvention(*options.convention, static_cast<long long>(value))) {
                printError(option + coreMessage(*message));
                return ExitCode::BadArguments;
            }
        }
    }
    out << "note: " << oneLine(plan.description()) << Qt::endl;
    AnimationExport job(plan, *options.figure, options.size, options.out, options.animationTarget);
    const QString error = job.run();
    if (!error.isEmpty()) {
        printError(error);
        return ExitCode::IoError;
    }
    out << "wrote " << oneLine(QDir::toNativeSeparators(job.outputPath())) << Qt::endl;
    return ExitCode::Success;
}

} // namespace

ExitCode runExport(const CommandLineOptions &given, const Scene &scene)
{
    CommandLineOptions options = given;
    if (!options.theme)
        options.size.theme = scene.theme; // --theme overrides the scene's

    const bool toStandardOutput = options.out == QLatin1String("-");
    // Notes go to stderr when stdout carries the file. Each line that carries a name from outside (a config
    // key, a file name, an output path) is printed as oneLine() prints the error lines: ESC, BEL and newlines
    // escaped, never sent to the terminal.
    QTextStream out(toStandardOutput ? stderr : stdout);
    ExplorerState state;
    state.setSession(scene.session);
    // A learned or T5 table's file that cannot be read (missing, malformed) is a file error, exit 1; a tensor
    // or offset that does not fit a readable file is a bad option, exit 2 (applyParameters()).
    for (const auto &[key, option] : {std::pair{commonKeys::table, QStringLiteral("--table: ")},
                                      std::pair{t5Keys::t5Table, QStringLiteral("--t5-table: ")}})
        if (const auto table = options.field(key); table && !table->isEmpty()) {
            try {
                posenc::tensorsInFile(table->toStdString());
            } catch (const posenc::FileError &e) {
                printError(option + coreMessage(e.message()));
                return ExitCode::IoError;
            }
        }
    // A config.json that cannot be read is a file error too; one that reads says what it read and ignored.
    QStringList configNotes;
    if (const auto config = options.field(commonKeys::modelConfig); config && !config->isEmpty()) {
        try {
            const posenc::ModelConfig read = posenc::readModelConfig(QFile::encodeName(*config).toStdString());
            for (const std::string &line : read.read)
                configNotes << Text::tr("%1 read: %2").arg(QFileInfo(*config).fileName(), QString::fromStdString(line));
            for (const std::string &line : read.ignored)
                configNotes << Text::tr("%1 ignored: %2").arg(QFileInfo(*config).fileName(), QString::fromStdString(line));
        } catch (const posenc::FileError &e) {
            printError(QStringLiteral("--model-config: ") + coreMessage(e.message()));
            return ExitCode::IoError;
        }
    }
    // An option that needs a score family (T5's table read from a file chooses T5 for the scores): a figure of
    // another score family would not show it (Field::needs).
    for (const Session::Option &option : Session::options()) {
        const auto value = options.field(option.key);
        const auto family = posenc::scoreEncodingNames.value(option.needsValue.toStdString());
        if (option.needsKey != commonKeys::scores || !family || !value || value->isEmpty() || options.everyFigure)
            continue;
        for (const Figure figure : options.figure ? QList<Figure>{*options.figure} : options.figures) {
            const FigureEntry &entry = figureEntry(figure);
            if (!entry.scores.isEmpty() && !entry.scores.contains(*family)) {
                printError(Text::tr("--%1: %2 only with %3 there (--figure %4 shows %5)")
                               .arg(option.name, option.needsWhy, scoreFamilyName(*family), figureName(entry.id),
                                    scoreFamilyName(entry.scores.first())));
                return ExitCode::BadArguments;
            }
        }
    }
    if (const auto error = applyParameters(options, state)) {
        printError(*error);
        return ExitCode::BadArguments;
    }
    // A figure named brings its slots (--figure rope: RoPE acts on the scores); --figure all writes the
    // figures of the session's slots.
    if (options.everyFigure) {
        options.figures = figuresApplyingTo(state.session());
    } else {
        for (const Figure figure : options.figure ? QList<Figure>{*options.figure} : options.figures) {
            const Session next = withFigureSlots(state.session(), figureEntry(figure));
            // The slot a figure brings refuses what it cannot take as if named: --figure learned brings the
            // seeded table, whose 1 024 rows refuse --length 1025 as a file's do (it cut L to 1 024, exit 0).
            if (const auto error = learnedRowsError(options, next)) {
                printError(*error);
                return ExitCode::BadArguments;
            }
            state.setSession(next);
        }
    }
    if (options.writeScene) {
        const QString error = writeSceneFile(options, state, scene);
        if (!error.isEmpty()) {
            printError(error);
            return ExitCode::IoError;
        }
        if (!toStandardOutput)
            out << "wrote " << oneLine(QDir::toNativeSeparators(options.out)) << Qt::endl;
        return ExitCode::Success;
    }
    // A figure these settings leave nothing to draw (the attention head refusing its sentence, fairseq's
    // padding): one line and nothing written, rather than an empty file and success.
    // With --figure all such a figure is left out with a note; one named is refused.
    for (const Figure figure : options.severalFigures() ? options.figures : QList<Figure>{options.figure.value_or(Figure::Encoding)}) {
        const FigureEntry &entry = figureEntry(figure);
        const ForegroundWork now(state);
        if (const QString why = entry.unavailable ? entry.unavailable(state) : QString(); !why.isEmpty()) {
            if (options.everyFigure) {
                out << "note: " << oneLine(Text::tr("%1 not written: %2").arg(figureName(entry.id), why)) << Qt::endl;
                options.figures.removeAll(figure);
                continue;
            }
            printError(Text::tr("--figure %1 cannot be drawn with these settings: %2").arg(figureName(entry.id), why));
            return ExitCode::BadArguments;
        }
    }
    for (const QString &note : std::as_const(configNotes))
        out << "note: " << oneLine(note) << Qt::endl;
    if (const QString rule = lengthRuleNote(state); !rule.isEmpty())
        out << "note: the text has " << state.tokens().size() << " tokens and L = " << state.length() << ": "
            << rule << Qt::endl;
    // Only the sinusoidal PE has sines: a learned table of odd width (or none) has no lone one.
    if (const posenc::PairLayout &layout = state.scheme().layout;
        layout.hasLoneSine() && addedFamily(state.session().added).sinusoidPairs)
        out << "note: d_model = " << state.dModel() << " is odd: column " << layout.columns(layout.pairCount() - 1).sine
            << " is a lone sine without a cosine partner" << Qt::endl;

    // The figures' own notes (say, RoPE's measured invariance), for the figures written.
    for (const Figure figure : options.severalFigures() ? options.figures : QList<Figure>{options.figure.value_or(Figure::Encoding)}) {
        const FigureEntry &entry = figureEntry(figure);
        if (const QString note = entry.exportNote ? entry.exportNote(state) : QString(); !note.isEmpty())
            out << "note: " << oneLine(note) << Qt::endl;
    }

    if (options.animation)
        return runAnimationExport(state, options, out);

    if (toStandardOutput) {
        const QString error = writeToStandardOutput(state, options);
        if (error.isEmpty())
            return ExitCode::Success;
        printError(error);
        return ExitCode::IoError;
    }

    QStringList written;
    QStringList errors;
    if (options.severalFigures()) {
        errors = exportFigures(state, options.figures, options.format, options.out, options.size, &written);
    } else {
        QString path = options.out;
        // An existing folder as --out gets the figure's own file name.
        if (QFileInfo(path).isDir())
            path = figureFilePath(path, *options.figure, options.format);
        const QString error = exportFigure(state, *options.figure, options.format, path, options.size);
        if (error.isEmpty())
            written.append(path);
        else
            errors.append(error);
    }
    for (const QString &path : written)
        out << "wrote " << oneLine(QDir::toNativeSeparators(path)) << Qt::endl;
    // One line for a failure: the first figure's reason (a full disk fails every figure after it alike).
    if (errors.size() == 1)
        printError(errors.first());
    else if (errors.size() > 1)
        printError(Text::tr("%1 (and %n more figure(s) not written)", nullptr, static_cast<int>(errors.size() - 1))
                       .arg(errors.first()));
    return errors.isEmpty() ? ExitCode::Success : ExitCode::IoError;
}
