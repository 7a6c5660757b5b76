#pragma once
/// \file inkactions.h
/// \brief The ink's tools as actions of the window, with PowerPoint's keys: in View > Ink, the slim bar's
/// Ink button and the presenter console.

#include <QList>
#include <QObject>

class FocusView;
class QAction;
class QActionGroup;
class QMenu;
class QWidget;

/// Ctrl+L the pointer, Ctrl+P a pen (again: its next colour), Ctrl+I the highlighter, Ctrl+R the eraser,
/// Ctrl+A or Esc the arrow, E clears the page; the pen's colour and width from the menu. Enabled while a
/// figure is shown alone (presentation mode, F), where the ink is drawn.
class InkActions : public QObject
{
    Q_OBJECT
public:
    InkActions(FocusView *view, QWidget *window);

    /// "&Ink" with every action (View > Ink, the slim bar's button).
    QMenu *menu() const { return m_menu; }
    /// The actions with keys, for a window that takes the live keys (the presenter console).
    QList<QAction *> keyActions() const { return m_keys; }

protected:
    /// The figure alone shown or hidden: the actions follow.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void followTool();
    void setEnabled(bool enabled);

    FocusView *m_view;
    QMenu *m_menu;
    QActionGroup *m_tools;
    QActionGroup *m_colours;
    QAction *m_arrow, *m_pointer, *m_pen, *m_highlighter, *m_eraser, *m_wide, *m_clear;
    QList<QAction *> m_keys;
};
