#pragma once
/// \file explorerstate.h
/// \brief The window's one source of truth: a thin QObject around the Session value that applies a
/// change, announces what changed, and hands out the results derived from it.

#include "ui/state/figuremark.h"
#include "ui/state/selection.h"
#include "ui/state/session.h"

#include <posenc/analysis/attention.h>
#include <posenc/analysis/similarity.h>
#include <posenc/embedding/tokentable.h>
#include <posenc/encodings/conventions.h>
#include <posenc/encodings/sinusoidalscheme.h>

#include <Eigen/Core>
#include <QMetaMethod>
#include <QObject>
#include <QStringList>
#include <QVariantList>

#include <memory>
#include <optional>
#include <string>
#include <vector>

/// Holds the Session (everything a user sets) and the Hover, and computes what the views show through
/// the core (src/).
///
/// Rules:
/// - Every setter clamps its value into the allowed range (Session::clamped()), returns early when
///   nothing changed, and emits `<property>Changed` at once, for every field that changed, in the order
///   of Session::fieldKeys(), then fieldChanged(key, value) for each. The property names are the
///   session's field keys. A field needs no property of its own: setField() and fieldChanged() serve any
///   field of the table (ui/state/fieldtable.cpp), and a property, where one is declared, is checked to
///   match its field.
/// - Derived results are cached by what they read (the encoding by scheme and L, the similarity by
///   scheme, L and cosine, ...), computed lazily: a getter always returns data for the current session.
///   Their change signals (encodingChanged, embeddingChanged, sumChanged, frequenciesChanged,
///   tokensChanged, ...) are coalesced: any number of changes within one turn of the event loop give one
///   signal each, and only for results whose inputs changed.
/// - L follows the text: setting the text sets L to its token count (at least 1). L may then be raised
///   to show more positions (rows past the text are padding with a zero embedding, so sum = PE there) or
///   lowered (tokens past L are not shown).
/// - Linked selection: pos, the dimension j (and so its pair i), the offset k and pos' are shared by
///   every view; choosing one anywhere selects it everywhere.
class ExplorerState;
namespace stateresults {
struct Caches;
struct Prepared;
} // namespace stateresults

/// While it lives, \a state computes everything in the calling thread when asked, background mode or
/// not: an export needs its figure's numbers at once.
class ForegroundWork
{
public:
    explicit ForegroundWork(const ExplorerState &state);
    ~ForegroundWork();
    ForegroundWork(const ForegroundWork &) = delete;
    ForegroundWork &operator=(const ForegroundWork &) = delete;

private:
    const ExplorerState &m_state;
    bool m_was;
};

class ExplorerState : public QObject
{
    Q_OBJECT
    Q_PROPERTY(QString text READ text WRITE setText NOTIFY textChanged)
    Q_PROPERTY(int dModel READ dModel WRITE setDModel NOTIFY dModelChanged)
    Q_PROPERTY(double base READ base WRITE setBase NOTIFY baseChanged)
    Q_PROPERTY(QString layout READ layoutName WRITE setLayoutName NOTIFY layoutChanged)
    Q_PROPERTY(QString spacing READ spacingName WRITE setSpacingName NOTIFY spacingChanged)
    Q_PROPERTY(int length READ length WRITE setLength NOTIFY lengthChanged)
    Q_PROPERTY(int firstPosition READ firstPosition WRITE setFirstPosition NOTIFY firstPositionChanged)
    Q_PROPERTY(int paddingIdx READ paddingIdx WRITE setPaddingIdx NOTIFY paddingIdxChanged)
    Q_PROPERTY(int position READ position WRITE setPosition NOTIFY positionChanged)
    Q_PROPERTY(int offset READ offset WRITE setOffset NOTIFY offsetChanged)
    Q_PROPERTY(bool scaleEmbedding READ scaleEmbedding WRITE setScaleEmbedding NOTIFY scaleEmbeddingChanged)
    Q_PROPERTY(int dimension READ dimension WRITE setDimension NOTIFY dimensionChanged)
    Q_PROPERTY(double comparisonBase READ comparisonBase WRITE setComparisonBase NOTIFY comparisonBaseChanged)
    Q_PROPERTY(
        int comparePosition READ comparePosition WRITE setComparePosition NOTIFY comparePositionChanged)
    Q_PROPERTY(
        bool cosineSimilarity READ cosineSimilarity WRITE setCosineSimilarity NOTIFY cosineSimilarityChanged)
    Q_PROPERTY(QString attentionText READ attentionText WRITE setAttentionText NOTIFY attentionTextChanged)
    Q_PROPERTY(QString attentionReorderedText READ attentionReorderedText WRITE setAttentionReorderedText
                   NOTIFY attentionReorderedTextChanged)
    Q_PROPERTY(
        bool attentionWithPe READ attentionWithPe WRITE setAttentionWithPe NOTIFY attentionWithPeChanged)
    Q_PROPERTY(int headDim READ headDim WRITE setHeadDim NOTIFY headDimChanged)
    Q_PROPERTY(int rotaryDim READ rotaryDim WRITE setRotaryDim NOTIFY rotaryDimChanged)
    Q_PROPERTY(QString ropePairing READ ropePairing WRITE setRopePairing NOTIFY ropePairingChanged)
    Q_PROPERTY(QVariantList query READ query WRITE setQuery NOTIFY queryChanged)
    Q_PROPERTY(QVariantList key READ key WRITE setKey NOTIFY keyChanged)
    Q_PROPERTY(QVariantList waveColumns READ waveColumns NOTIFY waveColumnsChanged)

public:
    using Hover = ::Hover;
    static constexpr int defaultPositionRow = Selection::defaultPositionRow;
    static constexpr int defaultOffset = Selection::defaultOffset;

    explicit ExplorerState(QObject *parent = nullptr);

    const Session &session() const { return m_session; }
    const posenc::SinusoidalScheme &scheme() const { return m_session.scheme; }
    const Selection &selection() const { return m_session.selection; }

    QString text() const { return m_session.text; }
    int dModel() const { return m_session.scheme.dModel(); }
    double base() const { return m_session.scheme.base(); }
    int length() const { return m_session.length; }
    int firstPosition() const { return m_session.scheme.firstPosition; }
    /// The layout's and the spacing's names (posenc::pairOrderNames.name(), posenc::spacingNames.name()).
    QString layoutName() const { return m_session.value(commonKeys::layout).toString(); }
    QString spacingName() const { return m_session.value(commonKeys::spacing).toString(); }
    /// fairseq's padding_idx, firstPosition() - 1; -1 without a padding row (posenc::SinusoidalScheme).
    int paddingIdx() const { return m_session.scheme.paddingIdx; }
    /// Selected position pos, in [firstPosition, firstPosition + L - 1].
    int position() const { return m_session.selection.position; }
    /// Play's way from pos to pos + 1, 0 <= fraction < 1 (PositionAnimator, between two steps): not a session
    /// field (no undo step, not saved); 0 again whenever pos changes.
    double positionFraction() const { return m_positionFraction; }
    /// pos + positionFraction(): the real-valued position the clocks, the waves and RoPE's hands show while
    /// playing (PE(pos, 2i) = sin(ω_i · pos) is defined for any real pos; Vaswani et al. 2017, §3.5).
    double displayPosition() const { return position() + m_positionFraction; }
    /// Row of the selected position, position() - firstPosition().
    int selectedRow() const { return position() - firstPosition(); }
    /// Offset k in positions, in [-L, L].
    int offset() const { return m_session.selection.offset; }
    bool scaleEmbedding() const { return m_session.scaleEmbedding; }
    /// Selected dimension j (column), 0 .. d_model-1; its pair is selectedPair() (the scheme's layout).
    int dimension() const { return m_session.selection.dimension; }
    int selectedPair() const { return m_session.scheme.layout.pairOf(dimension()); }
    /// A second base, to compare wavelengths with (default 1000).
    double comparisonBase() const { return m_session.comparisonBase; }
    /// The second position pos' of the relative-offset view, in [firstPosition, firstPosition + L - 1].
    int comparePosition() const { return m_session.selection.comparePosition; }
    /// Similarity view: cosine similarity instead of the dot product.
    bool cosineSimilarity() const { return m_session.cosineSimilarity; }
    /// Attention view: the sentence (default "I love you") and a reordering of it ("you love I").
    QString attentionText() const { return m_session.attentionText; }
    QString attentionReorderedText() const { return m_session.attentionReorderedText; }
    /// Attention view: add PE to the embeddings before attention.
    bool attentionWithPe() const { return m_session.attentionWithPe; }
    std::optional<Hover> hover() const { return m_hover; }
    /// What the lecture step shown marks on its figures (figuremark.h); empty outside a lecture. Not saved.
    const FigureMarks &figureMarks() const { return m_marks; }
    /// A lecture's question page is shown: figures leave out the measured words that answer it (a verdict in a
    /// note, a label that states the number asked for) until the reveal. False outside a lecture. Not saved.
    bool answerWithheld() const { return m_answerWithheld; }
    /// RoPE tab: head_dim, rotary_dim (0: all), the pairing's name ("interleaved", "halves") and the
    /// typed q and k (empty: seeded; see rope()).
    int headDim() const { return ropeOf(m_session).headDim; }
    int rotaryDim() const { return ropeOf(m_session).rotaryDim; }
    QString ropePairing() const { return QString::fromLatin1(posenc::ropePairingNames.name(ropeOf(m_session).pairing)); }
    QVariantList query() const;
    QVariantList key() const;
    /// The Waves view's columns j (ints), as the session stores them (set with setField("waveColumns", …)).
    QVariantList waveColumns() const;

    /// What the RoPE figures show, for the session's RoPE (ropeSpec(), ropefamily.h, whose base is base()),
    /// over the positions firstPosition() .. firstPosition() + L - 1.
    struct RopeResults
    {
        posenc::RopeSpec spec;
        Eigen::VectorXd thetas;     ///< theta_i, R/2 values (rad/position)
        Eigen::VectorXd q, k;       ///< as used: typed or seeded, head_dim values each
        bool seededQuery = true, seededKey = true;
        Eigen::VectorXd byDistance; ///< g(d) = <R(d) q, k>, d = -(L-1) .. L-1 (posenc::ropeScoreByDistance)
        double spread = 0;          ///< measured |<R(m) q, R(n) k> - g(m - n)| (posenc::ropeDiagonalSpread)
        Eigen::VectorXd decay;      ///< RoFormer's bound for r = 0 .. L-1 (posenc::ropeDecayBound)
        /// <R(m) q, R(n) k> for rows m, n (0 .. L-1), from byDistance.
        double score(int row, int column) const { return byDistance(row - column + byDistance.size() / 2); }
    };
    /// Computed when first asked after a change of its inputs; ropeChanged() announces a new one.
    const RopeResults &rope() const;

    /// Tokens of text() (core tokenizer), all of them, also those past L.
    const QStringList &tokens() const;
    /// Token shown in row \a row, or an empty string for a padding row.
    QString tokenAt(int row) const;

    /// L x d_model sinusoidal encoding; row = position firstPosition + row. See posenc::sinusoidalEncoding().
    /// The only L x d_model matrix the state keeps (128 MiB at 4096 x 4096).
    const Eigen::MatrixXd &encoding() const;
    /// The token embedding without repeats (posenc::TokenTable): what embedding() is made from.
    const posenc::TokenTable &tokenTable() const;
    /// L x d_model token embedding, built on demand (not kept). See posenc::tokenEmbedding().
    Eigen::MatrixXd embedding() const;
    /// L x d_model, embedding() + encoding(), built on demand (not kept).
    Eigen::MatrixXd sum() const;
    /// Angular frequencies w_i (rad/position), one per pair i; size ceil(d_model/2).
    const Eigen::VectorXd &angularFrequencies() const;
    /// Wavelengths 2*pi/w_i (positions), one per pair i.
    const Eigen::VectorXd &wavelengths() const;
    /// Wavelengths 2*pi/w_i (positions) for comparisonBase(), one per pair.
    const Eigen::VectorXd &comparisonWavelengths() const;
    /// L x L similarity of the encoding's rows (dot or cosine, see cosineSimilarity()), entry by entry
    /// (posenc::SimilarityModel; the L x L matrix is never stored).
    const posenc::SimilarityModel &similarity() const;
    /// How constant the similarity's diagonals are, measured on true dot products of the encoding's rows
    /// (posenc::sampledDiagonalSpread()).
    double similaritySpread() const;
    /// The attention demonstration for attentionText() and attentionReorderedText(); std::nullopt when a
    /// sentence has no token or the core refused it (attentionError() says why). See
    /// posenc::permutationDemo().
    const std::optional<posenc::PermutationDemo> &attentionDemo() const;
    /// The core's reason when attentionDemo() is empty although both sentences have tokens, else empty.
    QString attentionError() const;
    /// True while the attention demonstration of the current session is computed on a worker thread
    /// (background mode only): attentionDemo() is empty until attentionChanged() announces it.
    bool attentionBusy() const;
    /// Background mode (the window): the attention demonstration, whose head costs tokens x d_model^2
    /// (up to about a second), is computed on a worker thread; the latest request wins and a result for
    /// an older session is dropped. Off by default: `posenc export` and tests compute it when asked.
    void setBackgroundWork(bool background);
    bool backgroundWork() const { return m_background; }
    QStringList attentionTokens() const;
    QStringList attentionReorderedTokens() const;

    /// Background mode: true while a change to a session of more than 2048 x 2048 cells (L x d_model)
    /// waits for its results, prepared on a worker thread (token table, encoding, similarity). Until
    /// then every getter, session() included, still describes the session shown; setters build on the
    /// latest request, which wins (an older preparation is dropped when it ends). busyChanged() tells.
    bool isBusy() const;
    /// The derived-data signals (encodingChanged(), ropeChanged() …) that the last field changes will emit
    /// one turn of the event loop later (they are coalesced): what a view that must redraw at once, as the
    /// field changes, reads to know whether its figure's data changed.
    QList<QMetaMethod> pendingDataSignals() const;
    /// True when the session shown has more than 2048 x 2048 cells: what background mode prepares on the
    /// worker.
    bool isLarge() const;
    /// The session the next setter builds on: the pending one while isBusy(), else session().
    const Session &latest() const;

public Q_SLOTS:
    /// Applies a whole session (clamped into the allowed ranges) and announces what changed.
    void setSession(const Session &session);
    void setText(const QString &text);
    void setDModel(int dModel);
    void setBase(double base);
    void setLength(int length);
    /// The first position; with a padding row (fairseq) padding_idx follows it, and 0 removes the row.
    void setFirstPosition(int firstPosition);
    /// The layout of the columns; the selected pair stays selected (its columns move).
    void setPairOrder(posenc::PairOrder order);
    void setFrequencySpacing(posenc::FrequencySpacing spacing);
    /// By name, as the properties and the scene files say it; an unknown name changes nothing.
    void setLayoutName(const QString &name);
    void setSpacingName(const QString &name);
    /// fairseq's padding_idx (0 .. 999999, the first position becomes padding_idx + 1), or -1: no padding
    /// row, the first position stays. The selected rows stay selected.
    void setPaddingIdx(int paddingIdx);
    /// \a convention's layout, spacing and padding at once (one step): fairseq keeps a padding_idx already
    /// set, else takes posenc::defaultPaddingIdx; leaving fairseq returns the first position to 0.
    void setConvention(posenc::Convention convention);
    void setPosition(int position);
    /// Play's fraction between pos and pos + 1, clamped to 0 .. 0.999; emits positionFractionChanged().
    void setPositionFraction(double fraction);
    void setOffset(int offset);
    void setScaleEmbedding(bool scale);
    void setDimension(int dimension);
    /// Selects pair \a pair (its sine column, the scheme's layout), clamped to the pairs of d_model.
    void setSelectedPair(int pair);
    void setComparisonBase(double base);
    void setComparePosition(int position);
    void setCosineSimilarity(bool cosine);
    void setAttentionText(const QString &text);
    void setAttentionReorderedText(const QString &text);
    void setAttentionWithPe(bool withPe);
    void setHeadDim(int headDim);
    /// 0: all of head_dim; otherwise even, 2 .. head_dim (an other value is refused: nothing changes).
    void setRotaryDim(int rotaryDim);
    /// "interleaved" or "halves"; any other name changes nothing.
    void setRopePairing(const QString &pairing);
    /// q: head_dim finite numbers, or an empty list for the seeded ones; any other list changes nothing.
    void setQuery(const QVariantList &values);
    void setKey(const QVariantList &values);
    /// The cell under the mouse; a cell outside the L x d_model matrix clears the hover instead.
    /// Changes field \a key to \a value (of the field's stored type) as its control would, with the field's
    /// rule (Session::edit()); a value the field does not take changes nothing.
    void setField(const QString &key, const QVariant &value);
    void setHover(const Hover &hover);
    void clearHover();
    void setFigureMarks(const FigureMarks &marks)
    {
        if (marks == m_marks)
            return;
        m_marks = marks;
        Q_EMIT figureMarksChanged();
    }
    void setAnswerWithheld(bool withheld)
    {
        if (withheld == m_answerWithheld)
            return;
        m_answerWithheld = withheld;
        Q_EMIT answerWithheldChanged();
    }
    /// Puts every parameter back to its first-start default (Session::defaults()).
    void resetToDefaults();

Q_SIGNALS:
    // One per session field, named after its key (emitted at once, in Session::fieldKeys() order).
    void textChanged(const QString &text);
    void dModelChanged(int dModel);
    void baseChanged(double base);
    void lengthChanged(int length);
    void layoutChanged(const QString &layout);
    void spacingChanged(const QString &spacing);
    void firstPositionChanged(int firstPosition);
    void paddingIdxChanged(int paddingIdx);
    void positionChanged(int position);
    /// positionFraction() changed (Play's frames between two whole positions).
    void positionFractionChanged(double fraction);
    void offsetChanged(int offset);
    void scaleEmbeddingChanged(bool scale);
    void dimensionChanged(int dimension);
    void comparisonBaseChanged(double base);
    void comparePositionChanged(int position);
    void cosineSimilarityChanged(bool cosine);
    void attentionTextChanged(const QString &text);
    void attentionReorderedTextChanged(const QString &text);
    void attentionWithPeChanged(bool withPe);
    void headDimChanged(int headDim);
    void rotaryDimChanged(int rotaryDim);
    void ropePairingChanged(const QString &pairing);
    void queryChanged(const QVariantList &values);
    void keyChanged(const QVariantList &values);
    void waveColumnsChanged(const QVariantList &columns);
    /// Field \a key (Session::fieldKeys()) changed to \a value (as stored: Session::value()), after its
    /// property's own signal, if it has one.
    void fieldChanged(const QString &key, const QVariant &value);
    void hoverChanged();
    void figureMarksChanged();
    void answerWithheldChanged();
    /// The session shown changed from \a previous to \a current (after every field's own signal):
    /// what Edit > Undo records (sessionhistory.h).
    void sessionChanged(const Session &previous, const Session &current);

    // Derived results (coalesced, see class comment).
    void tokensChanged();
    void embeddingChanged();
    void encodingChanged();
    void sumChanged();
    void frequenciesChanged();
    void comparisonWavelengthsChanged();
    void similarityChanged();
    void attentionChanged();
    void ropeChanged();
    /// isBusy() changed.
    void busyChanged(bool busy);
    /// A pending session could not be prepared (\a reason, one line, e.g. out of memory): it was
    /// dropped, the session shown is kept and every field announced again so that controls show it.
    void workFailed(const QString &reason);

private:
    /// Applies \a next (already valid), or in background mode hands a large one to the worker first.
    void apply(const Session &next);
    /// apply() of a size change, the selection put back to m_chosen and clamped into \a next's sizes.
    void applyChosenSelection(Session next);
    /// apply() of a selection change: \a next's selection becomes the chosen one.
    void applySelection(const Session &next);
    void applyScheme(const posenc::SinusoidalScheme &scheme);
    /// Applies \a next (already valid) and emits what changed; \a prepared, when given, holds its
    /// L x d_model results, installed before any signal.
    void applyNow(const Session &next, stateresults::Prepared *prepared);
    /// Starts the worker on the pending session.
    void startPreparing();
    /// Emits the change signal of field \a k (Session::fieldKeys() order) with its current value.
    void announceField(qsizetype k);
    /// Emits every field's change signal with its current value.
    void announceAll();
    void notify();

    Session m_session;
    double m_positionFraction = 0;
    /// The selection as the user chose it (pos, k, j, pos'), before clamping into smaller sizes; size
    /// changes (text, L, d_model, first position) start from it.
    Selection m_chosen = Session::defaults().selection;
    std::optional<Hover> m_hover;
    FigureMarks m_marks;
    bool m_answerWithheld = false;
    unsigned m_unannounced = 0; // derived results whose change signal is still to be emitted
    bool m_notifyQueued = false;

    std::unique_ptr<stateresults::Caches> m_caches; // stateresults.h
    mutable bool m_background = false;
    friend class ForegroundWork;
    /// Starts the attention demonstration of the current session on a worker, unless one runs for it.
    void startAttentionWorker() const;

public:
    ~ExplorerState() override;
};
