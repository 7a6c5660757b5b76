#pragma once
/// \file figureregistry.h
/// \brief One entry per figure: everything the window, the exporter and the command line know of it.
/// Each entry is written in its figure's own file (e.g. wavelengthfigure.cpp: wavelengthFigureEntry());
/// figureregistry.cpp lists them in the window's order, a score family's through its entry
/// (ScoreFamilyEntry::figures). Adding a figure is a new file, a Figure constant (its name) and one line in
/// that list or its family's entry; nothing switches on Figure outside this registry.

#include "ui/figures/figure.h"
#include "ui/figures/figurepainter.h"

#include "ui/state/session.h"

#include <posenc/encodings/positionslots.h>
#include <posenc/encodings/sinusoidalscheme.h>

#include <QList>
#include <QMetaMethod>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

class ExplorerState;

/// The numbers of a figure as a table, entry by entry, so that a large one is written without being
/// built in memory first: rows x columns, value(r, c). Keeps references to the state's data: use it at once.
struct FigureTable
{
    int rows = 0;
    int columns = 0;
    std::function<double(int, int)> value;

    /// A table that owns \a matrix.
    static FigureTable fromMatrix(Eigen::MatrixXd matrix);
};

/// Everything about one figure, in its own file; see figureRegistry().
struct FigureEntry
{
    Figure id;
    const char *title;   ///< untranslated (context "Figure"); figureTitle() translates
    const char *caption; ///< untranslated one-paragraph caption; figureCaption() translates
    /// When set: the caption for a scheme, built on the translated \a caption (whose %1, %2 … it fills with
    /// the scheme's formula, say), for figures whose words depend on the convention (pe, wavelength).
    std::function<QString(const QString &caption, const posenc::SinusoidalScheme &)> schemeCaption;
    /// When set: the untranslated caption while a learned table is added (the figure shows the table).
    const char *learnedCaption = nullptr;
    /// The QCustomPlot figure, for figures drawn with QCustomPlot (their on-screen PlotView and their
    /// painter use it); empty for figures painted directly (clock, relative offset).
    PlotFigureFactory plot;
    /// The painter used by export (and by any paint device): plotFigurePainter(plot) when plot is set.
    std::function<std::unique_ptr<FigurePainter>()> painter;
    /// For figures painted directly (clock, relative offset): what the figure shows of the state, taken on
    /// the GUI thread, as a paint function for any thread (ScenePaint). \a position, when set, is drawn
    /// instead of the state's whole pos, by figures with realPosition. Empty for QCustomPlot figures:
    /// QCustomPlot is a widget and paints on the GUI thread only. When set, painter defaults to it.
    std::function<ScenePaint(const ExplorerState &state, std::optional<double> position)> snapshot;
    /// The figure can draw a position between whole ones (snapshot's position): the clock, whose hands
    /// point at ωᵢ·pos for any real pos. An animation of its position can then turn smoothly.
    bool realPosition = false;
    /// The numbers of the figure as its CSV writes them (see figureexport.h for each figure's columns).
    std::function<FigureTable(const ExplorerState &)> table;
    /// The state's signals after which the figure's data must be shown anew, and those after which only
    /// its selection marks move.
    QList<QMetaMethod> dataSignals;
    QList<QMetaMethod> selectionSignals;
    /// With ExplorerState::fieldChanged among dataSignals: the fields whose change shows the data anew
    /// (Session::fieldKeys()); empty: every field. A figure that reads a few fields need not be drawn again
    /// while pos or the sentence moves.
    QStringList dataFields;
    /// Why the figure cannot be drawn for \a state's settings (one line naming the value and the allowed
    /// range), or "" when it can; empty function: it always can. `posenc export` then writes nothing and
    /// exits 2; the window shows the same text in the figure.
    std::function<QString(const ExplorerState &)> unavailable;
    /// A line `posenc export` prints (after "note: ") when it writes this figure, e.g. a measured
    /// invariance; empty function or empty text: none.
    std::function<QString(const ExplorerState &)> exportNote;
    /// The slot choices the figure shows (positionslots.h); empty: any. The PE heat map needs
    /// something added to the embedding, the RoPE figures RoPE on the scores. figureApplies() reads them:
    /// the window shows a tab while one of its figures applies; `--figure all` writes those that apply.
    QList<posenc::AddedEncoding> added;
    QList<posenc::ScoreEncoding> scores;
    /// Command-line options that give the figure something to draw when the defaults do not (unavailable() is
    /// set there), e.g. the layer map's `--model llama-4-scout`: the benchmarks' export sweep adds them.
    QStringList exampleOptions = {};
};

/// Whether \a entry means something for \a session's slots (its added and scores lists).
bool figureApplies(const FigureEntry &entry, const Session &session);

/// Whether a change of the session field \a key changes \a entry's data as announced by fieldChanged():
/// fieldChanged() is among its dataSignals and \a key among its dataFields (all fields when those are
/// empty). Derived signals (encodingChanged() …) are the entry's dataSignals themselves.
bool figureReadsField(const FigureEntry &entry, const QString &key);

/// The figures that apply to \a session, in the registry's order: the window's Export All Figures and
/// `--figure all`.
QList<Figure> figuresApplyingTo(const Session &session);

/// \a session with the slots \a entry needs: unchanged when it applies, else each slot it does not
/// accept set to the entry's first choice (a scene or `--figure rope` names a RoPE figure: RoPE is on).
Session withFigureSlots(const Session &session, const FigureEntry &entry);

/// Every figure's entry, in the window's order (also `--figure all`'s).
const QList<FigureEntry> &figureRegistry();

/// The entry of \a figure.
const FigureEntry &figureEntry(Figure figure);

/// The signals every figure's selection marks follow: position pos and dimension j.
QList<QMetaMethod> commonSelectionSignals();

/// The meta-methods of the given ExplorerState signals, e.g. stateSignals(&ExplorerState::encodingChanged).
template <class... Signal> QList<QMetaMethod> stateSignals(Signal... signal)
{
    return {QMetaMethod::fromSignal(signal)...};
}
