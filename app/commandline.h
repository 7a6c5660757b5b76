#pragma once
/// \file commandline.h
/// \brief The command line of `posenc`: open the window, or `posenc export ...` without a window.
///
///     posenc [FILE.posenc] [parameters]        open the window (with a scene file) with these parameters
///     posenc export [--scene FILE.posenc] --figure F[,G,...] --out PATH [--format png|svg|pdf|csv] [parameters]
///            [--width W --height H --scale S]
///     posenc export --figure scene --out FILE.posenc [parameters]     write a scene file
///     posenc export --figure F --animate position|offset|base|d_model [--from A --to B] [--frames N]
///                   [--fps R] --out x.gif|folder/ [parameters]
///
/// Parsing is pure (no files, no window), so tests can drive it directly.

#include "ui/export/animation.h"
#include "ui/export/animationexport.h"
#include "ui/export/figureexport.h"
#include "ui/figures/figure.h"

#include <posenc/encodings/conventions.h>

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

class ExplorerState;
struct Session;

/// Exit codes of `posenc` (errors are reported on stderr as one line).
enum class ExitCode : int {
    Success = 0,
    IoError = 1,      ///< a file could not be written
    BadArguments = 2, ///< an option is unknown, malformed or out of range
};

/// Everything the command line can say; parameters not given stay nullopt (the defaults apply).
struct CommandLineOptions
{
    bool exportMode = false;

    /// The session's fields given as options (one per field, declared with it: Session::options()), in
    /// field order: the field's key and the text given (empty for a switch). Read and checked against the
    /// session by applyParameters().
    QList<std::pair<QString, QString>> fields;
    /// The text given for field \a key's option, or nullopt when it is not given.
    std::optional<QString> field(const QString &key) const;
    std::optional<posenc::Convention> convention; ///< --convention: layout, spacing, padding and first position
    std::optional<int> zoom;       ///< --zoom PERCENT, window only (ui/state/zoom.h)
    bool presentation = false;     ///< --presentation, window only
    std::optional<QString> language; ///< --language en|zh_CN (ui/state/language.h), window and export
    std::optional<Theme> theme;      ///< --theme light|dark|projector, window and export (also in size)

    /// --scene FILE, or the window's one positional argument FILE.posenc: the scene read first (parameters,
    /// tab, theme, zoom, language); every option given overrides its part of it. Read by
    /// app/scenecommand.h, not here: parsing opens no file.
    std::optional<QString> scenePath;
    bool writeScene = false; ///< export --figure scene: write a scene file instead of a figure
    /// --lecture FILE|builtin, or the window's one positional argument FILE.posenc-lecture: the window runs it
    /// (ui/window/lecturerunner.h); export writes its deck. Read by app/lecturecommand.h, not here.
    std::optional<QString> lecturePath;
    bool lectureNotes = false; ///< export --lecture --notes: the speaker notes under each page
    bool lectureStudentNotes = false; ///< export --lecture --student-notes: the students' notes under each page
    bool lectureRevealsOnly = false; ///< export --lecture --reveals-only: each step's revealed page alone
    bool lectureHandout = false; ///< export --lecture --format html: the handout folder (lecturehandout.h)
    bool presenter = false;    ///< --presenter, window only: lectures open the presenter console

    std::optional<Figure> figure; ///< one figure; nullopt with several (figures) and writeScene
    /// Several figures, each written into the folder --out as <name>.<extension> in one process: --figure all
    /// (every figure, the registry's order) or a comma list (--figure embedding,pe,sum, in its order).
    QList<Figure> figures;
    bool everyFigure = false; ///< --figure all: runExport() keeps those that apply to the session's slots
    bool severalFigures() const { return !figures.isEmpty(); }
    QString out; ///< file, folder (all figures) or "-" for standard output
    ExportFormat format = ExportFormat::Png;
    ImageSize size;
    /// --animate: what moves (from and to are checked against the session by planAnimation()), and
    /// where it goes (a .gif, or PNG frames into a folder ending in /).
    std::optional<AnimationSpec> animation;
    AnimationTarget animationTarget = AnimationTarget::Gif;
};

struct ParsedCommandLine
{
    enum class Action { Run, ShowHelp, ShowVersion, Fail };
    Action action = Action::Run;
    CommandLineOptions options;
    QString text; ///< help text, version text, or the one-line error naming the option and allowed range
};

/// Parses \a arguments (argv as QStringList, program name first).
ParsedCommandLine parseCommandLine(const QStringList &arguments);

/// Applies the parameters to \a state as one change: --convention first, then each field's option in field
/// order with the field's rule (Session::applyOption(): L follows --text unless --length is given ...), then
/// the command line's own defaults (the selected pair kept, pos' in the middle when L or the first position
/// is set). Returns an error line naming the option, the value and the allowed range when a value does not
/// fit the others (--position past L ...); the state is then unchanged.
std::optional<QString> applyParameters(const CommandLineOptions &options, ExplorerState &state);

/// With the learned slot in \a session, the error line of a --start or --length given that its table (a file's,
/// or the seeded one's 1 024 rows) cannot take (sessionrules::learnedRowsProblem()), as applyParameters()
/// gives it; nullopt otherwise. Export asks it again once a figure has brought its slots (--figure learned).
std::optional<QString> learnedRowsError(const CommandLineOptions &options, const Session &session);
