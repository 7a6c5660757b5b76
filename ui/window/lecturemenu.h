#pragma once
/// \file lecturemenu.h
/// \brief File > Open Lecture…, Give the Built-in Lecture, Edit Lecture… and Add Current View as Step: a `.posenc-lecture` file (or the built-in
/// lecture) read and run in presentation mode (LectureRunner). Also what a dropped lecture file opens through.

#include <QObject>
#include <QString>

class LectureEditor;
class MainWindow;
class QMenu;

class LectureMenu : public QObject
{
    Q_OBJECT
public:
    /// Adds the actions to \a file of \a window.
    LectureMenu(MainWindow *window, QMenu *file);

    /// Reads \a path ("builtin": the built-in lecture) and runs it from its first step. A file that cannot be
    /// read shows its one problem (nothing changes) and gives false.
    bool open(const QString &path);
    /// The problem of the last open() that failed, for tests.
    QString lastProblem() const { return m_lastProblem; }
    /// File > Edit Lecture…: the editor (made when first asked for).
    LectureEditor *editor();

private:
    void openDialog();

    MainWindow *m_window;
    QString m_folder;
    QString m_lastProblem;
    LectureEditor *m_editor = nullptr;
};
