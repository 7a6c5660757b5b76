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

#include <posenc/encodings/rope.h>

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

class ExplorerState;

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

    std::optional<QString> text;
    std::optional<int> dModel;
    std::optional<int> length;
    std::optional<double> base;
    std::optional<int> start;    ///< first position
    std::optional<posenc::Convention> convention; ///< --convention: layout, spacing, padding and first position
    std::optional<posenc::PairOrder> layout;      ///< --layout, over the convention's
    std::optional<posenc::FrequencySpacing> spacing; ///< --spacing, over the convention's
    std::optional<int> paddingIdx;                ///< --padding-idx: fairseq's; the first position is it + 1
    std::optional<long long> position; ///< selected position pos (checked against L in applyParameters)
    std::optional<long long> offset;   ///< offset k (likewise)
    std::optional<long long> pair;            ///< selected pair i (checked against d_model in applyParameters)
    std::optional<long long> comparePosition; ///< pos' of the relative view
    std::optional<double> comparisonBase;     ///< second base of the wavelength view
    bool cosine = false;                      ///< similarity view: cosine instead of dot product
    std::optional<QString> attentionText;
    std::optional<QString> attentionReorderedText;
    bool attentionWithPe = false;
    bool noEmbeddingScale = false; ///< --no-embedding-scale: embedding not multiplied by sqrt(d_model)
    std::optional<int> zoom;       ///< --zoom PERCENT, window only (ui/state/zoom.h)
    bool presentation = false;     ///< --presentation, window only
    std::optional<QString> language; ///< --language en|zh_CN (ui/state/language.h), window and export
    std::optional<Theme> theme;      ///< --theme light|dark|projector, window and export (also in size)
    // RoPE tab (--rotary-dim, --query and --key are checked against head_dim in applyParameters).
    std::optional<int> headDim;                         ///< --head-dim N, even 2 .. 4096
    std::optional<long long> rotaryDim;                 ///< --rotary-dim R, 0 (all) or even 2 .. head_dim
    std::optional<posenc::RopePairing> ropePairing;     ///< --rope-pairing interleaved|halves
    std::optional<QList<double>> query;                 ///< --query v1,...: exactly head_dim numbers
    std::optional<QList<double>> key;                   ///< --key v1,...

    /// --scene FILE, or the window's one positional argument FILE.posenc: the scene read first (parameters,
    /// tab, theme, zoom, language); every option given overrides its part of it. Read by
    /// app/scenecommand.h, not here: parsing opens no file.
    std::optional<QString> scenePath;
    bool writeScene = false; ///< export --figure scene: write a scene file instead of a figure

    std::optional<Figure> figure; ///< one figure; nullopt with several (figures) and writeScene
    /// Several figures, each written into the folder --out as <name>.<extension> in one process: --figure all
    /// (every figure, the registry's order) or a comma list (--figure embedding,pe,sum, in its order).
    QList<Figure> figures;
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

/// Applies the parameters to \a state: the text first, then L (which follows the text unless --length
/// is given), then the rest. Returns an error line (naming the option and the allowed range) when
/// --position or --offset fall outside the range the other parameters allow; the state is then unchanged.
std::optional<QString> applyParameters(const CommandLineOptions &options, ExplorerState &state);
