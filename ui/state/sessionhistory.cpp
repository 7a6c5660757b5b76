#include "ui/state/sessionhistory.h"

#include "ui/state/explorerstate.h"

#include <QCoreApplication>
#include <QEvent>
#include <QUndoCommand>
#include <QUndoStack>

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SessionHistory)
};

/// The keys whose values differ between two sessions, in the session's field order.
QStringList changedKeys(const Session &before, const Session &after)
{
    const QVariantMap a = before.toVariants();
    const QVariantMap b = after.toVariants();
    QStringList keys;
    for (const QString &key : Session::fieldKeys())
        if (a.value(key) != b.value(key))
            keys.append(key);
    return keys;
}

/// The text field typed into when \a keys holds one (L and the selection may follow a sentence).
QString typedField(const QStringList &keys)
{
    for (const char *key : {"text", "attentionText", "attentionReorderedText", "query", "key"})
        if (keys.contains(QLatin1String(key)))
            return QLatin1String(key);
    return {};
}

constexpr int stepId = 0x5e55; // QUndoCommand::id() of every step: they may merge
constexpr qint64 typingPauseMs = 1500;

} // namespace

/// One undo step: the session before it and after it. The first redo() (QUndoStack::push) does
/// nothing: the change is already shown.
class SessionStep : public QUndoCommand
{
public:
    SessionStep(SessionHistory *history, const Session &before, const Session &after, int gesture,
                QString typed, bool typedSoon)
        : m_history(history), m_before(before), m_after(after), m_gesture(gesture), m_typed(std::move(typed)),
          m_typedSoon(typedSoon)
    {
        setText(SessionHistory::describe(before, after));
    }
    int id() const override { return stepId; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const SessionStep *>(other);
        const bool sameGesture = m_gesture != 0 && next->m_gesture == m_gesture;
        const bool sameTyping = !m_typed.isEmpty() && next->m_typed == m_typed && next->m_typedSoon;
        if (!sameGesture && !sameTyping)
            return false;
        m_after = next->m_after;
        setText(SessionHistory::describe(m_before, m_after));
        setObsolete(m_before == m_after); // a drag that came back: no step
        return true;
    }
    void undo() override { m_history->show(m_before); }
    void redo() override
    {
        if (std::exchange(m_pushed, true))
            m_history->show(m_after);
    }

private:
    SessionHistory *m_history;
    Session m_before;
    Session m_after;
    int m_gesture;
    QString m_typed;
    bool m_typedSoon;
    bool m_pushed = false;
};

SessionHistory *SessionHistory::forState(ExplorerState *state)
{
    if (auto *history = state->findChild<SessionHistory *>(QString(), Qt::FindDirectChildrenOnly))
        return history;
    return new SessionHistory(state);
}

SessionHistory::SessionHistory(ExplorerState *state)
    : QObject(state), m_state(state), m_stack(new QUndoStack(this))
{
    connect(state, &ExplorerState::sessionChanged, this, &SessionHistory::record);
    // Presses and releases anywhere in the application tell one drag from the next.
    if (QCoreApplication *app = QCoreApplication::instance())
        app->installEventFilter(this);
    m_sinceLast.start();
}

void SessionHistory::setGestureHeld(bool held)
{
    if (held && !m_held)
        ++m_gesture;
    m_held = held;
}

bool SessionHistory::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::MouseButtonPress || event->type() == QEvent::MouseButtonDblClick) {
        if (!m_mouseDown)
            ++m_gesture;
        m_mouseDown = true;
    } else if (event->type() == QEvent::MouseButtonRelease) {
        m_mouseDown = false;
    }
    return QObject::eventFilter(watched, event);
}

void SessionHistory::record(const Session &before, const Session &after)
{
    if (m_showing) {
        const bool shown = after == *m_showing;
        m_showing.reset();
        if (shown)
            return; // an undo or redo arriving
    }
    const bool typedSoon = m_sinceLast.restart() < typingPauseMs;
    if (!m_nextName.isEmpty()) { // a named step (a scene, a preset) merges with nothing
        auto *step = new SessionStep(this, before, after, 0, QString(), false);
        step->setText(std::exchange(m_nextName, QString()));
        m_stack->push(step);
        return;
    }
    const int gesture = m_mouseDown || m_held ? m_gesture : 0;
    m_stack->push(
        new SessionStep(this, before, after, gesture, typedField(changedKeys(before, after)), typedSoon));
}

void SessionHistory::show(const Session &session)
{
    if (session == m_state->session())
        return;
    m_showing = session;
    m_state->setSession(session);
}

QString SessionHistory::describe(const Session &before, const Session &after)
{
    const QStringList keys = changedKeys(before, after);
    if (keys.isEmpty())
        return {};
    // A new learned table brings its tensor, offset, d_model and L with it, a T5 table its slot, num_buckets
    // and H, a config.json the model's RoPE: name the file's field only.
    for (const QString &table : Session::fileFieldKeys())
        if (keys.contains(table))
            return Session::fieldLabel(table);
    // A model preset brings its base, head_dim and block: named with the model.
    if (keys.contains(commonKeys::model))
        return after.model.isEmpty() ? Session::fieldLabel(commonKeys::model)
                                     : QStringLiteral("%1 %2").arg(Session::fieldLabel(commonKeys::model), after.model);
    const QVariantMap a = before.toVariants();
    const QVariantMap b = after.toVariants();
    // Named as the field table (session.cpp) declares it.
    const QString &key = keys.first();
    const QString name = Session::fieldLabel(key);
    const auto value = [](const QVariant &v) {
        return v.typeId() == QMetaType::Double ? QString::number(v.toDouble(), 'g', 6) : v.toString();
    };
    const QString first =
        Session::fieldShowsValues(key)
            ? QStringLiteral("%1 %2 → %3").arg(name, value(a.value(key)), value(b.value(key)))
            : name;
    // The sentence brings L and the selection with it: name the sentence only.
    if (keys.size() == 1 || !typedField(keys).isEmpty())
        return first;
    return Text::tr("%1 and %n more", nullptr, static_cast<int>(keys.size() - 1)).arg(first);
}
