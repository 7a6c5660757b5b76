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
    /// Writes the running lecture with each step's ink (LectureRunner::lectureWithInk()) to \a path
    /// atomically. Returns an empty string or one line ("cannot write PATH: reason", "no lecture is running").
    QString saveInk(const QString &path);

private:
    void openDialog();
    /// File > Save Lecture with Ink…: asks where (the lecture's own file by default); true when saved.
    bool saveInkDialog();
    /// Ending a lecture with ink not saved: Save (true once saved), Discard (true) or Cancel (false).
    bool askToKeepInk();

    MainWindow *m_window;
    QString m_folder;
    QString m_path; ///< the running lecture's file; empty for the built-in lecture
    QString m_lastProblem;
    LectureEditor *m_editor = nullptr;
};
