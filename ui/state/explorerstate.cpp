#include "ui/state/explorerstate.h"

#include "ui/state/sessionrules.h"
#include "ui/state/stateresults.h"

#include <posenc/encodings/parameters.h>

#include <QMetaMethod>
#include <QMetaObject>
#include <QMetaProperty>

#include <algorithm>
#include <cmath>

// The facade: the setters (each builds the next session with the field's rule), apply and announce. The
// selection's setters and the hover live in selectionsetters.cpp, the derived results in derivedresults.cpp,
// the large-session worker in largesessionworker.cpp, the attention worker in attentionworker.cpp
// (stateresults.h).

using stateresults::Caches;

namespace {

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

ExplorerState::ExplorerState(QObject *parent)
    : QObject(parent), m_session(Session::defaults()), m_caches(std::make_unique<Caches>())
{
    // First of all of positionChanged's receivers: a new whole pos has no fraction of Play's left.
    connect(this, &ExplorerState::positionChanged, this, [this] { m_positionFraction = 0; });
}

ExplorerState::~ExplorerState() = default;

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

void ExplorerState::applyNow(const Session &next, stateresults::Prepared *prepared)
{
    if (next == m_session)
        return;
    const Session previous = std::exchange(m_session, next);

    // Derived results whose inputs changed: recomputed when next asked for, announced (coalesced) by
    // the event loop.
    const unsigned parts = stateresults::invalidate(*m_caches, previous, next, prepared);
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

void ExplorerState::applyScheme(const posenc::SinusoidalScheme &scheme)
{
    // The rule (selected rows and pair kept) applies to what the user chose, as shown where the sizes allow.
    Session chosen = latest();
    chosen.selection = m_chosen;
    const Session next = sessionrules::withScheme(chosen, scheme);
    m_chosen = next.selection;
    applyChosenSelection(next);
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
    if (const auto order = posenc::pairOrderNames.value(name.toStdString()))
        setPairOrder(*order);
}

void ExplorerState::setSpacingName(const QString &name)
{
    if (const auto spacing = posenc::spacingNames.value(name.toStdString()))
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

void ExplorerState::setScaleEmbedding(bool scale)
{
    apply(changed(latest(), [&](Session &s) { s.scaleEmbedding = scale; }));
}

void ExplorerState::setComparisonBase(double base)
{
    if (std::isfinite(base))
        apply(changed(latest(), [&](Session &s) { s.comparisonBase = base; }));
}

void ExplorerState::setCosineSimilarity(bool cosine)
{
    apply(changed(latest(), [&](Session &s) { s.cosineSimilarity = cosine; }));
}

void ExplorerState::setAttentionText(const QString &text)
{
    apply(changed(latest(), [&](Session &s) {
        s.attentionText = text;
        s.attentionReorderedText = sessionrules::reorderingOf(text, s.attentionReorderedText);
    }));
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
    apply(changed(latest(), [&](Session &s) { ropeOf(s).headDim = headDim; }));
}

// The RoPE tab's fields: the field table checks them (rotary_dim against head_dim, head_dim numbers of q and
// k within +-1e6, a pairing's name); a value it refuses changes nothing.
void ExplorerState::setRotaryDim(int rotaryDim)
{
    setField(ropeKeys::rotaryDim, rotaryDim);
}

void ExplorerState::setRopePairing(const QString &pairing)
{
    setField(ropeKeys::ropePairing, pairing);
}

void ExplorerState::setQuery(const QVariantList &values)
{
    setField(ropeKeys::query, values);
}

void ExplorerState::setKey(const QVariantList &values)
{
    setField(ropeKeys::key, values);
}

QVariantList ExplorerState::waveColumns() const
{
    return m_session.value(commonKeys::waveColumns).toList();
}

QVariantList ExplorerState::query() const
{
    return m_session.value(ropeKeys::query).toList();
}

QVariantList ExplorerState::key() const
{
    return m_session.value(ropeKeys::key).toList();
}

void ExplorerState::resetToDefaults()
{
    setSession(Session::defaults());
}

