#pragma once
/// \file consolecontrols.h
/// \brief The presenter console's controls: back, next, black and white screen, and the list of steps to go
/// to, for a lecturer who drives the lecture from the lectern with the mouse or a touch screen.

#include <QWidget>

class LectureRunner;
class QComboBox;
class QPushButton;

/// A row of buttons and a step list acting on \a runner; none takes the keyboard focus, so that the console's
/// keys (Space, digits, B) keep moving the lecture after a click.
class ConsoleControls : public QWidget
{
    Q_OBJECT
public:
    explicit ConsoleControls(LectureRunner *runner, QWidget *parent = nullptr);

    /// The step list filled for the lecture running (its steps' numbers as the counter says them, and titles
    /// in the current language) with the current step chosen; empty with no lecture.
    void showPage();
    QComboBox *stepList() const { return m_steps; }
    QPushButton *button(const QString &name) const;

private:
    LectureRunner *m_runner;
    QComboBox *m_steps;
};
