#include "ui/state/explorerstate.h"

#include "ui/state/sessionrules.h"

#include <posenc/analysis/ropeanalysis.h>
#include <posenc/embedding/tokenembedding.h>
#include <posenc/encodings/sinusoidal.h>
#include <posenc/memory/heapretention.h>
#include <posenc/text/tokenizer.h>

#include <QFutureWatcher>
#include <QMetaMethod>
#include <QtConcurrent/QtConcurrentRun>
#include <QMetaObject>
#include <QMetaProperty>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace {

QStringList toQStringList(const std::vector<std::string> &tokens)
{
    QStringList list;
    for (const auto &token : tokens)
        list.append(QString::fromStdString(token));
    return list;
}

/// A derived result, computed on first use after its inputs changed. Whether they changed is decided
/// once per change of the session, in ExplorerState::apply(), by comparing the keys below; a getter
/// costs one test (the CSV export asks for every entry).
template <class Value> struct Cached
{
    bool valid = false;
    Value value{};

    template <class Compute> Value &get(Compute compute)
    {
        if (!valid) {
            compute(value);
            valid = true;
        }
        return value;
    }
};

// What each derived result reads from the session: its key. A result is recomputed, and its change
// signal owed, exactly when its key changes.
struct EmbeddingShape // with the tokens of the text
{
    int length, dModel;
    bool scale;
    bool operator==(const EmbeddingShape &) const = default;
};
struct EncodingKey
{
    posenc::SinusoidalScheme scheme;
    int length;
    bool operator==(const EncodingKey &) const = default;
};
struct FrequencyKey
{
    posenc::PairLayout layout;
    posenc::FrequencySpec frequencies;
    bool operator==(const FrequencyKey &) const = default;
};
struct SimilarityKey
{
    EncodingKey encoding;
    bool cosine;
    bool operator==(const SimilarityKey &) const = default;
};
struct AttentionKey
{
    QString text, reordered;
    FrequencyKey scheme;
    bool scale, withPe;
    bool operator==(const AttentionKey &) const = default;
};
struct ComparisonKey // the scheme's layout and spacing, with the comparison base
{
    posenc::PairLayout layout;
    posenc::FrequencySpacing spacing;
    double base;
    bool operator==(const ComparisonKey &) const = default;
};

struct RopeKey
{
    posenc::RopeSpec spec;
    QList<double> query, key;
    int first, length;
    bool operator==(const RopeKey &) const = default;
};

/// What the window's worker prepares (background mode): everything L x d_model in size.
struct PreparedKey
{
    QString text;
    EmbeddingShape shape;
    SimilarityKey similarity;
    bool operator==(const PreparedKey &) const = default;
};

enum Part : unsigned
{
    Tokens = 1u << 0,
    Frequencies = 1u << 1,
    Embedding = 1u << 2,
    Encoding = 1u << 3,
    Sum = 1u << 4,
    Similarity = 1u << 5,
    Attention = 1u << 6,
    Comparison = 1u << 7,
    Rope = 1u << 8,
};

RopeKey ropeKey(const Session &s)
{
    return {s.ropeSpec(), s.query, s.key, s.scheme.firstPosition, s.length};
}

FrequencyKey frequencyKey(const Session &s)
{
    return {s.scheme.layout, s.scheme.frequencies};
}
EncodingKey encodingKey(const Session &s)
{
    return {s.scheme, s.length};
}
SimilarityKey similarityKey(const Session &s)
{
    return {encodingKey(s), s.cosineSimilarity};
}
AttentionKey attentionKey(const Session &s)
{
    return {s.attentionText, s.attentionReorderedText, frequencyKey(s), s.scaleEmbedding, s.attentionWithPe};
}
ComparisonKey comparisonKey(const Session &s)
{
    return {s.scheme.layout, s.scheme.frequencies.spacing, s.comparisonBase};
}
EmbeddingShape embeddingShape(const Session &s)
{
    return {s.length, s.scheme.dModel(), s.scaleEmbedding};
}
/// Whether background mode prepares \a s on the worker (see preparedCells below).
bool preparedOnWorker(const Session &s);

PreparedKey preparedKey(const Session &s)
{
    return {s.text, embeddingShape(s), similarityKey(s)};
}

/// Sessions of more than this many L x d_model cells are prepared on the worker in background mode: up
/// to 2048 x 2048 a change, painting included, costs under 50 ms on the GUI thread (bench_posenc), and
/// applying it at once keeps the views in step with the controls.
constexpr double preparedCells = 2048.0 * 2048.0;

bool preparedOnWorker(const Session &s)
{
    return static_cast<double>(s.length) * s.scheme.dModel() > preparedCells;
}

/// The property of every session field that has one, in Session::fieldKeys() order (an invalid
/// QMetaProperty for a field without), checked once: a property named after a field must be of the field's
/// type with a notify signal taking that type; one that is not is a programming error, reported at the
/// first change rather than a view left stale.
const QList<QMetaProperty> &fieldProperties()
{
    static const QList<QMetaProperty> properties = [] {
        QList<QMetaProperty> list;
        const QMetaObject &meta = ExplorerState::staticMetaObject;
        const QVariantMap values = Session::defaults().toVariants();
        for (const QString &key : Session::fieldKeys()) {
            const QMetaProperty property = meta.property(meta.indexOfProperty(key.toLatin1().constData()));
            const QMetaMethod signal = property.notifySignal();
            if (property.isValid()
                && (!property.hasNotifySignal() || property.metaType() != values.value(key).metaType()
                    || signal.parameterCount() != 1 || signal.parameterMetaType(0) != property.metaType()))
                qFatal("ExplorerState: the property of session field %s is not of its type with a notify signal",
                       qPrintable(key));
            list.append(property);
        }
        return list;
    }();
    return properties;
}

} // namespace

struct ExplorerState::Caches
{
    struct TokenList
    {
        std::vector<std::string> utf8;
        QStringList text;
    };
    Cached<TokenList> tokens;
    Cached<posenc::TokenTable> tokenTable;
    Cached<Eigen::MatrixXd> encoding;
    struct Frequencies
    {
        Eigen::VectorXd omega, wavelength;
    };
    Cached<Frequencies> frequencies;
    Cached<Eigen::VectorXd> comparison;
    struct SimilarityResult
    {
        std::optional<posenc::SimilarityModel> model;
        double spread = 0;
    };
    Cached<SimilarityResult> similarity;
    struct AttentionResult
    {
        std::optional<posenc::PermutationDemo> demo;
        QString error;
    };
    Cached<AttentionResult> attention;
    /// Background mode: the session the running worker computes for, and a generation counter so that
    /// only the latest request's result is kept.
    Cached<ExplorerState::RopeResults> rope;
    std::optional<AttentionKey> attentionRunning;
    quint64 attentionGeneration = 0;

    /// The latest requested session, not yet applied (its results are being prepared).
    std::optional<Session> pending;
    /// What the one worker prepares now (at most one runs: memory stays bounded).
    std::optional<PreparedKey> preparing;
};

/// Background mode, large sessions: the results of a session computed on the worker before the
/// session is applied.
struct ExplorerState::PreparedResults
{
    PreparedKey key;
    Caches::TokenList tokens;
    posenc::TokenTable tokenTable;
    Eigen::MatrixXd encoding;
    Caches::SimilarityResult similarity;
    QString error; // why it could not be prepared (out of memory, a refused size)
};

namespace {
std::vector<std::string> tokensOf(const QString &text)
{
    return posenc::tokenize(text.toStdString());
}
} // namespace

ExplorerState::ExplorerState(QObject *parent)
    : QObject(parent), m_session(Session::defaults()), m_caches(std::make_unique<Caches>())
{}

ExplorerState::~ExplorerState() = default;

void ExplorerState::notify()
{
    m_notifyQueued = false;
    const unsigned parts = std::exchange(m_unannounced, 0u);
    if (parts & Tokens)
        Q_EMIT tokensChanged();
    if (parts & Frequencies)
        Q_EMIT frequenciesChanged();
    if (parts & Embedding)
        Q_EMIT embeddingChanged();
    if (parts & Encoding)
        Q_EMIT encodingChanged();
    if (parts & Sum)
        Q_EMIT sumChanged();
    if (parts & Similarity)
        Q_EMIT similarityChanged();
    if (parts & Attention)
        Q_EMIT attentionChanged();
    if (parts & Comparison)
        Q_EMIT comparisonWavelengthsChanged();
    if (parts & Rope)
        Q_EMIT ropeChanged();
}

namespace {

/// The L x d_model results of \a session, computed from scratch (pure: runs on any thread);
/// \a table is the current token table, updated incrementally.
ExplorerState::PreparedResults prepare(const Session &session, posenc::TokenTable table)
{
    ExplorerState::PreparedResults r;
    try {
        r.key = preparedKey(session);
        r.tokens.utf8 = tokensOf(session.text);
        r.tokens.text = toQStringList(r.tokens.utf8);
        table.update(r.tokens.utf8, session.length, session.scheme.dModel(), session.scaleEmbedding);
        r.tokenTable = std::move(table);
        posenc::fillSinusoidalEncoding(session.scheme, session.length, r.encoding);
        // Always, though no view may show it yet: computed when a tab is opened, its 150-200 ms at
        // 4096 x 4096 would hold the GUI thread.
        r.similarity.model.emplace(session.scheme, r.encoding, session.cosineSimilarity);
        r.similarity.spread = posenc::sampledDiagonalSpread(r.encoding, session.cosineSimilarity);
    } catch (const std::bad_alloc &) {
        r = {};
        r.key = preparedKey(session);
        r.error = QStringLiteral("not enough memory for L = %1, d_model = %2").arg(session.length).arg(session.scheme.dModel());
    } catch (const posenc::ParameterError &e) {
        r = {};
        r.key = preparedKey(session);
        r.error = QString::fromStdString(e.what());
    }
    return r;
}

} // namespace

const Session &ExplorerState::latest() const
{
    return m_caches->pending ? *m_caches->pending : m_session;
}

bool ExplorerState::isLarge() const
{
    return preparedOnWorker(m_session);
}

bool ExplorerState::isBusy() const
{
    return m_caches->pending.has_value();
}

void ExplorerState::apply(const Session &next)
{
    Caches &c = *m_caches;
    const bool wasBusy = isBusy();
    const bool prepare = m_background && preparedOnWorker(next)
                         && !(preparedKey(next) == preparedKey(m_session));
    if (prepare) {
        c.pending = next;
        if (!c.preparing)
            startPreparing();
        if (!wasBusy)
            Q_EMIT busyChanged(true);
        return;
    }
    c.pending.reset(); // back to results at hand: a running preparation is dropped when it ends
    applyNow(next, nullptr);
    if (wasBusy)
        Q_EMIT busyChanged(false);
}

void ExplorerState::startPreparing()
{
    Caches &c = *m_caches;
    const Session session = *c.pending;
    c.preparing = preparedKey(session);
    auto *watcher = new QFutureWatcher<PreparedResults>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        watcher->deleteLater();
        Caches &caches = *m_caches;
        caches.preparing.reset();
        if (!caches.pending)
            return; // the user went back to what was shown
        PreparedResults r = watcher->future().takeResult(); // moved: a copy of 128 MiB took the GUI thread
        if (!(r.key == preparedKey(*caches.pending))) {
            startPreparing(); // stale: the latest request wins
            return;
        }
        const Session next = *std::exchange(caches.pending, std::nullopt);
        if (!r.error.isEmpty()) {
            announceAll(); // the controls show the session kept
            Q_EMIT busyChanged(false);
            Q_EMIT workFailed(r.error);
            return;
        }
        applyNow(next, &r);
        Q_EMIT busyChanged(false);
    });
    watcher->setFuture(QtConcurrent::run(&prepare, session, c.tokenTable.valid ? c.tokenTable.value : posenc::TokenTable{}));
}

void ExplorerState::announceField(qsizetype k)
{
    const QString key = Session::fieldKeys()[k];
    const QVariant value = m_session.value(key);
    const QMetaProperty &property = fieldProperties()[k];
    if (property.isValid()
        && !property.notifySignal().invoke(this, Qt::DirectConnection, QGenericArgument(value.typeName(), value.constData())))
        qFatal("ExplorerState: cannot emit the change of %s", property.name());
    Q_EMIT fieldChanged(key, value);
}

void ExplorerState::announceAll()
{
    for (qsizetype k = 0; k < Session::fieldKeys().size(); ++k)
        announceField(k);
}

void ExplorerState::applyNow(const Session &next, PreparedResults *prepared)
{
    if (next == m_session)
        return;
    const Session previous = std::exchange(m_session, next);

    // Derived results whose inputs changed: recomputed when next asked for, announced (coalesced) by
    // the event loop.
    Caches &c = *m_caches;
    const bool tokensChanged = previous.text != next.text && tokensOf(previous.text) != tokensOf(next.text);
    const bool embeddingChanged = tokensChanged || !(embeddingShape(previous) == embeddingShape(next));
    const bool encodingChanged = !(encodingKey(previous) == encodingKey(next));
    unsigned parts = 0;
    const auto owe = [&parts](bool changed, unsigned part, auto &...caches) {
        if (changed) {
            parts |= part;
            ((caches.valid = false), ...);
        }
    };
    if (previous.text != next.text)
        c.tokens.valid = false; // the same tokens, but the cache is of the text
    owe(tokensChanged, Tokens);
    owe(!(frequencyKey(previous) == frequencyKey(next)), Frequencies, c.frequencies);
    owe(embeddingChanged, Embedding, c.tokenTable);
    owe(encodingChanged, Encoding, c.encoding);
    owe(embeddingChanged || encodingChanged, Sum);
    owe(!(similarityKey(previous) == similarityKey(next)), Similarity, c.similarity);
    owe(!(attentionKey(previous) == attentionKey(next)), Attention, c.attention);
    owe(!(comparisonKey(previous) == comparisonKey(next)), Comparison, c.comparison);
    owe(!(ropeKey(previous) == ropeKey(next)), Rope, c.rope);
    if (prepared) { // before any signal: a slot asking for them gets these
        c.tokens = {true, std::move(prepared->tokens)};
        c.tokenTable = {true, std::move(prepared->tokenTable)};
        // The old matrix (128 MiB at 4096 x 4096) is released on a worker: unmapping it took 13 ms. At a
        // change of scale (the session before was not this large), what the smaller sessions left free on
        // the heap goes back too (retainFreedHeapMemory() keeps it for their steps); a step among large
        // sessions keeps it.
        (void)QtConcurrent::run([old = std::exchange(c.encoding.value, std::move(prepared->encoding)),
                                 trim = !preparedOnWorker(previous)]() mutable {
            old = Eigen::MatrixXd();
            if (trim)
                posenc::returnFreedHeapMemory();
        });
        c.encoding.valid = true;
        c.similarity = {true, std::move(prepared->similarity)};
    }
    if (parts) {
        m_unannounced |= parts;
        if (!m_notifyQueued) {
            m_notifyQueued = true;
            QMetaObject::invokeMethod(this, &ExplorerState::notify, Qt::QueuedConnection);
        }
    }

    const bool hoverDropped = m_hover && (m_hover->row >= length() || m_hover->column >= dModel());
    if (hoverDropped)
        m_hover.reset();

    // The state is final: now the field signals, each property's own, in the session's field order,
    // each with the value as it is when emitted.
    const QVariantMap before = previous.toVariants();
    const QVariantMap after = next.toVariants();
    const QStringList keys = Session::fieldKeys();
    for (qsizetype k = 0; k < keys.size(); ++k)
        if (before.value(keys[k]) != after.value(keys[k]))
            announceField(k);
    if (hoverDropped)
        Q_EMIT hoverChanged();
    Q_EMIT sessionChanged(previous, next);
}

void ExplorerState::setSession(const Session &session)
{
    const Session next = session.clamped();
    m_chosen = next.selection;
    apply(next);
}

void ExplorerState::applyChosenSelection(Session next)
{
    // What the user chose, clamped only where the new sizes cannot show it: a sentence typed key by
    // key passes through L = 1, and pos and k come back as L grows again.
    next.selection = m_chosen;
    apply(next.clamped());
}

void ExplorerState::applySelection(const Session &next)
{
    m_chosen = next.selection;
    apply(next);
}

namespace {
/// A copy of \a s with one change, for the setters below.
template <class Change> Session changed(Session s, Change change)
{
    change(s);
    return s.clamped();
}
} // namespace

void ExplorerState::setText(const QString &text)
{
    if (text != latest().text)
        applyChosenSelection(sessionrules::withText(latest(), text).clamped());
}

void ExplorerState::setDModel(int dModel)
{
    applyChosenSelection(changed(latest(), [&](Session &s) { s.scheme.layout.dModel = dModel; }));
}

void ExplorerState::setBase(double base)
{
    if (std::isfinite(base))
        apply(changed(latest(), [&](Session &s) { s.scheme.frequencies.base = base; }));
}

void ExplorerState::setLength(int length)
{
    applyChosenSelection(changed(latest(), [&](Session &s) { s.length = length; }));
}

void ExplorerState::setFirstPosition(int firstPosition)
{
    // The selection moves with the rows: the selected row stays selected.
    const int first = std::clamp(firstPosition, posenc::limits::minFirstPosition, posenc::limits::maxFirstPosition);
    const int shift = first - latest().scheme.firstPosition;
    m_chosen.position += shift;
    m_chosen.comparePosition += shift;
    applyChosenSelection(changed(latest(), [&](Session &s) { s.scheme.firstPosition = first; }));
}

QString ExplorerState::layoutName() const
{
    return QString::fromLatin1(posenc::pairOrderName(m_session.scheme.layout.order));
}

QString ExplorerState::spacingName() const
{
    return QString::fromLatin1(posenc::spacingName(m_session.scheme.frequencies.spacing));
}

void ExplorerState::applyScheme(const posenc::SinusoidalScheme &scheme)
{
    // The rule (selected rows and pair kept) applies to what the user chose, as shown where the sizes allow.
    Session chosen = latest();
    chosen.selection = m_chosen;
    m_chosen = sessionrules::withScheme(chosen, scheme).selection;
    applyChosenSelection(sessionrules::withScheme(latest(), scheme));
}

void ExplorerState::setPairOrder(posenc::PairOrder order)
{
    posenc::SinusoidalScheme scheme = latest().scheme;
    scheme.layout.order = order;
    applyScheme(scheme);
}

void ExplorerState::setFrequencySpacing(posenc::FrequencySpacing spacing)
{
    apply(changed(latest(), [&](Session &s) { s.scheme.frequencies.spacing = spacing; }));
}

void ExplorerState::setLayoutName(const QString &name)
{
    if (const auto order = posenc::pairOrderFromName(name.toStdString()))
        setPairOrder(*order);
}

void ExplorerState::setSpacingName(const QString &name)
{
    if (const auto spacing = posenc::spacingFromName(name.toStdString()))
        setFrequencySpacing(*spacing);
}

void ExplorerState::setPaddingIdx(int paddingIdx)
{
    applyScheme(sessionrules::withPaddingIdx(latest(), paddingIdx).scheme);
}

void ExplorerState::setConvention(posenc::Convention convention)
{
    applyScheme(sessionrules::conventionScheme(latest().scheme, convention));
}

void ExplorerState::setField(const QString &key, const QVariant &value)
{
    Session next = latest();
    if (!next.edit(key, value).isEmpty())
        return;
    // A change of the selection is the user's choice; any other keeps the selection chosen (sessionrules.h).
    if (next.selection != latest().selection)
        applySelection(next.clamped());
    else
        applyChosenSelection(next.clamped());
}

void ExplorerState::setPosition(int position)
{
    applySelection(changed(latest(), [&](Session &s) { s.selection.position = position; }));
}

void ExplorerState::setOffset(int offset)
{
    applySelection(changed(latest(), [&](Session &s) { s.selection.offset = offset; }));
}

void ExplorerState::setScaleEmbedding(bool scale)
{
    apply(changed(latest(), [&](Session &s) { s.scaleEmbedding = scale; }));
}

void ExplorerState::setDimension(int dimension)
{
    applySelection(changed(latest(), [&](Session &s) { s.selection.dimension = dimension; }));
}

void ExplorerState::setSelectedPair(int pair)
{
    const posenc::PairLayout &layout = latest().scheme.layout;
    setDimension(layout.selectionColumn(std::clamp(pair, 0, layout.pairCount() - 1)));
}

void ExplorerState::setComparisonBase(double base)
{
    if (std::isfinite(base))
        apply(changed(latest(), [&](Session &s) { s.comparisonBase = base; }));
}

void ExplorerState::setComparePosition(int position)
{
    applySelection(changed(latest(), [&](Session &s) { s.selection.comparePosition = position; }));
}

void ExplorerState::setCosineSimilarity(bool cosine)
{
    apply(changed(latest(), [&](Session &s) { s.cosineSimilarity = cosine; }));
}

void ExplorerState::setAttentionText(const QString &text)
{
    apply(changed(latest(), [&](Session &s) { s.attentionText = text; }));
}

void ExplorerState::setAttentionReorderedText(const QString &text)
{
    apply(changed(latest(), [&](Session &s) { s.attentionReorderedText = text; }));
}

void ExplorerState::setAttentionWithPe(bool withPe)
{
    apply(changed(latest(), [&](Session &s) { s.attentionWithPe = withPe; }));
}

void ExplorerState::setHeadDim(int headDim)
{
    apply(changed(latest(), [&](Session &s) { s.headDim = headDim; }));
}

void ExplorerState::setRotaryDim(int rotaryDim)
{
    if (!posenc::checkRotaryDim(rotaryDim, latest().headDim))
        apply(changed(latest(), [&](Session &s) { s.rotaryDim = rotaryDim; }));
}

void ExplorerState::setRopePairing(const QString &pairing)
{
    if (const auto value = Session::pairingFromName(pairing))
        apply(changed(latest(), [&](Session &s) { s.ropePairing = *value; }));
}

namespace {
/// \a values as numbers when they are head_dim finite numbers or none, else nullopt.
std::optional<QList<double>> ropeValues(const QVariantList &values, int headDim)
{
    if (!values.isEmpty() && values.size() != headDim)
        return std::nullopt;
    QList<double> numbers;
    for (const QVariant &v : values) {
        bool ok = false;
        const double x = v.toDouble(&ok);
        if (!ok || posenc::checkRopeVectorValue(x))
            return std::nullopt;
        numbers.append(x);
    }
    return numbers;
}

QVariantList variantList(const QList<double> &values)
{
    QVariantList list;
    for (const double v : values)
        list.append(v);
    return list;
}
} // namespace

void ExplorerState::setQuery(const QVariantList &values)
{
    if (const auto numbers = ropeValues(values, latest().headDim))
        apply(changed(latest(), [&](Session &s) { s.query = *numbers; }));
}

void ExplorerState::setKey(const QVariantList &values)
{
    if (const auto numbers = ropeValues(values, latest().headDim))
        apply(changed(latest(), [&](Session &s) { s.key = *numbers; }));
}

QVariantList ExplorerState::query() const
{
    return variantList(m_session.query);
}

QVariantList ExplorerState::key() const
{
    return variantList(m_session.key);
}

const ExplorerState::RopeResults &ExplorerState::rope() const
{
    return m_caches->rope.get([&](RopeResults &r) {
        r.spec = m_session.ropeSpec();
        r.thetas = posenc::ropeThetas(r.spec);
        r.q = m_session.ropeQuery();
        r.k = m_session.ropeKey();
        r.seededQuery = m_session.query.isEmpty();
        r.seededKey = m_session.key.isEmpty();
        r.byDistance = posenc::ropeScoreByDistance(r.spec, r.q, r.k, length());
        r.spread = posenc::ropeDiagonalSpread(r.spec, r.q, r.k, firstPosition(), length(), r.byDistance);
        r.decay = posenc::ropeDecayBound(r.spec, length());
    });
}

void ExplorerState::setHover(const Hover &hover)
{
    if (hover.row < 0 || hover.row >= length() || hover.column < 0 || hover.column >= dModel()) {
        clearHover(); // no such cell (a stale mouse position after L or d_model shrank)
        return;
    }
    if (m_hover == hover)
        return;
    m_hover = hover;
    Q_EMIT hoverChanged();
}

void ExplorerState::clearHover()
{
    if (!m_hover)
        return;
    m_hover.reset();
    Q_EMIT hoverChanged();
}

void ExplorerState::resetToDefaults()
{
    setSession(Session::defaults());
}

const QStringList &ExplorerState::tokens() const
{
    return m_caches->tokens
        .get([&](Caches::TokenList &t) {
            t.utf8 = tokensOf(m_session.text);
            t.text = toQStringList(t.utf8);
        })
        .text;
}

QString ExplorerState::tokenAt(int row) const
{
    const QStringList &list = tokens();
    return (row >= 0 && row < list.size() && row < length()) ? list.at(row) : QString();
}

const posenc::TokenTable &ExplorerState::tokenTable() const
{
    Caches &c = *m_caches;
    return c.tokenTable.get([&](posenc::TokenTable &table) {
        tokens();
        table.update(c.tokens.value.utf8, length(), dModel(), scaleEmbedding());
    });
}

Eigen::MatrixXd ExplorerState::embedding() const
{
    return tokenTable().matrix();
}

const Eigen::MatrixXd &ExplorerState::encoding() const
{
    return m_caches->encoding.get([&](Eigen::MatrixXd &pe) {
        posenc::fillSinusoidalEncoding(scheme(), length(), pe); // reuses the buffer when the size stays
    });
}

Eigen::MatrixXd ExplorerState::sum() const
{
    return posenc::addEncoding(embedding(), encoding());
}

const Eigen::VectorXd &ExplorerState::angularFrequencies() const
{
    return m_caches->frequencies
        .get([&](Caches::Frequencies &f) {
                 f.omega = posenc::angularFrequencies(scheme());
                 f.wavelength = posenc::wavelengths(scheme());
             })
        .omega;
}

const Eigen::VectorXd &ExplorerState::wavelengths() const
{
    angularFrequencies();
    return m_caches->frequencies.value.wavelength;
}

const Eigen::VectorXd &ExplorerState::comparisonWavelengths() const
{
    return m_caches->comparison.get([&](Eigen::VectorXd &lambda) {
        posenc::SinusoidalScheme other = scheme();
        other.frequencies.base = comparisonBase();
        lambda = posenc::wavelengths(other);
    });
}

const posenc::SimilarityModel &ExplorerState::similarity() const
{
    return *m_caches->similarity
                .get([&](Caches::SimilarityResult &r) {
                         r.model.emplace(scheme(), encoding(), cosineSimilarity());
                         r.spread = posenc::sampledDiagonalSpread(encoding(), cosineSimilarity());
                     })
                .model;
}

double ExplorerState::similaritySpread() const
{
    similarity();
    return m_caches->similarity.value.spread;
}

namespace {

/// The attention demonstration of sentences \a text and \a reordered (pure: runs on any thread).
struct AttentionInputs
{
    QString text, reordered;
    posenc::SinusoidalScheme scheme;
    bool scale, withPe;
};

void computeAttention(const AttentionInputs &in, std::optional<posenc::PermutationDemo> &demo, QString &error)
{
    demo.reset();
    error.clear();
    const auto a = posenc::tokenize(in.text.toStdString());
    const auto b = posenc::tokenize(in.reordered.toStdString());
    if (a.empty() || b.empty())
        return;
    try {
        demo = posenc::permutationDemo(a, b, in.scheme, in.scale, in.withPe);
    } catch (const posenc::ParameterError &e) {
        error = QString::fromStdString(e.what());
    } catch (const std::bad_alloc &) {
        error = QStringLiteral("not enough memory for the attention demonstration");
    }
}

} // namespace

const std::optional<posenc::PermutationDemo> &ExplorerState::attentionDemo() const
{
    Caches &c = *m_caches;
    if (m_background && !c.attention.valid) {
        startAttentionWorker();
        static const std::optional<posenc::PermutationDemo> none;
        return none;
    }
    const AttentionInputs in{attentionText(), attentionReorderedText(), scheme(), scaleEmbedding(), attentionWithPe()};
    return c.attention.get([&](Caches::AttentionResult &r) { computeAttention(in, r.demo, r.error); }).demo;
}

bool ExplorerState::attentionBusy() const
{
    return m_background && !m_caches->attention.valid && m_caches->attentionRunning.has_value();
}

void ExplorerState::setBackgroundWork(bool background)
{
    m_background = background;
}

void ExplorerState::startAttentionWorker() const
{
    Caches &c = *m_caches;
    const AttentionKey key = attentionKey(m_session);
    if (c.attentionRunning && *c.attentionRunning == key)
        return; // already on its way
    c.attentionRunning = key;
    const quint64 generation = ++c.attentionGeneration;
    const AttentionInputs in{attentionText(), attentionReorderedText(), scheme(), scaleEmbedding(), attentionWithPe()};
    auto *self = const_cast<ExplorerState *>(this);
    auto *watcher = new QFutureWatcher<Caches::AttentionResult>(self);
    QObject::connect(watcher, &QFutureWatcherBase::finished, self, [self, watcher, generation, key] {
        watcher->deleteLater();
        Caches &caches = *self->m_caches;
        if (generation != caches.attentionGeneration || !(key == attentionKey(self->m_session)))
            return; // a stale request: a newer one runs, or the session moved on
        caches.attentionRunning.reset();
        caches.attention.value = watcher->result();
        caches.attention.valid = true;
        Q_EMIT self->attentionChanged();
    });
    watcher->setFuture(QtConcurrent::run([in] {
        Caches::AttentionResult r;
        computeAttention(in, r.demo, r.error);
        return r;
    }));
}

QString ExplorerState::attentionError() const
{
    attentionDemo();
    return m_caches->attention.value.error;
}

QStringList ExplorerState::attentionTokens() const
{
    return toQStringList(posenc::tokenize(attentionText().toStdString()));
}

QStringList ExplorerState::attentionReorderedTokens() const
{
    return toQStringList(posenc::tokenize(attentionReorderedText().toStdString()));
}

ForegroundWork::ForegroundWork(const ExplorerState &state)
    : m_state(state)
    , m_was(state.m_background)
{
    state.m_background = false;
}

ForegroundWork::~ForegroundWork()
{
    m_state.m_background = m_was;
}
