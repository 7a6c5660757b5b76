#pragma once
/// \file sessionhistory.h
/// \brief Edit > Undo / Redo of parameter changes: every change of the session shown is one step of a
/// QUndoStack, except that a gesture (one slider drag, a Play run) and a burst of typing are one step each.

#include "ui/state/session.h"

#include <QElapsedTimer>
#include <QObject>

#include <optional>

class ExplorerState;
class QUndoStack;

/// Records ExplorerState::sessionChanged() as undo steps and applies the recorded sessions back. It
/// belongs to the state (forState()), so the history survives the window being rebuilt in another
/// language. What merges into the step before:
/// - every change made while a mouse button is held down since the same press (a slider drag, a drag
///   across the heat map), and every change while a gesture is held (setGestureHeld(): Play);
/// - the changes of one text field typed with less than 1.5 s between them.
/// A step whose merged changes come back to where it started is dropped.
class SessionHistory : public QObject
{
    Q_OBJECT
public:
    /// The history of \a state, made (as its child) on the first call.
    static SessionHistory *forState(ExplorerState *state);

    QUndoStack *stack() const { return m_stack; }
    /// While \a held, every change merges into one step (Play: a run is undone as a whole).
    void setGestureHeld(bool held);
    /// The next change recorded is a step of its own named \a name (e.g. "preset …", "opening
    /// lecture.posenc") instead of by its fields; an empty name clears it.
    void nameNextStep(const QString &name) { m_nextName = name; }
    /// "d_model 60 → 64", "the sentence", "pos 3 → 4 and 2 more": how a step between two sessions is
    /// named in Edit > Undo (translated).
    static QString describe(const Session &before, const Session &after);

private:
    explicit SessionHistory(ExplorerState *state);
    bool eventFilter(QObject *watched, QEvent *event) override;
    void record(const Session &before, const Session &after);
    friend class SessionStep;
    /// Shows \a session (undo or redo), without recording it as a new step.
    void show(const Session &session);

    ExplorerState *m_state;
    QUndoStack *m_stack;
    std::optional<Session> m_showing; ///< the session an undo or redo asked for, until it is shown
    bool m_mouseDown = false;
    bool m_held = false;
    int m_gesture = 0; ///< counts presses and held gestures: steps of the same one merge
    QElapsedTimer m_sinceLast;
    QString m_nextName;
};
