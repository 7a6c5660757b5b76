#pragma once
/// \file scenemenu.h
/// \brief File > Open Scene…, Open Recent, Presets, Save Scene and Save Scene As…: the window's side of
/// scene files (ui/scene/scene.h). Also what a file dropped on the window opens through.

#include <QObject>
#include <QString>

class MainWindow;
struct Scene;
class QMenu;

/// Adds the scene actions to a window's File menu and carries them out. A scene that cannot be read
/// shows a message naming the field and its allowed range, and nothing of it is applied; a scene that
/// cannot be written shows why and leaves an existing file as it was.
class SceneMenu : public QObject
{
    Q_OBJECT
public:
    /// Adds the actions to \a file (at its end) of \a window (which owns this object).
    SceneMenu(MainWindow *window, QMenu *file);

    /// Reads \a path and applies the whole scene (parameters, selection, tab, theme, zoom, language).
    /// False, after a message (window-modal, not blocking), when it cannot be read.
    bool open(const QString &path);
    /// Applies \a scene, read from \a path (`posenc FILE.posenc`, with the command line's overrides), as
    /// open() does after reading it.
    void adopt(const Scene &scene, const QString &path);
    /// Writes the window's scene to \a path; false after a message when it cannot be written.
    bool save(const QString &path);
    /// The scene file opened or saved last ("" before any): Save Scene writes to it.
    QString currentPath() const { return m_path; }
    /// The text of the last message shown ("" when the last open or save succeeded), for tests.
    QString lastProblem() const { return m_lastProblem; }

private:
    void openDialog();
    void saveDialog();
    void fillRecent();
    void fillPresets();
    void setPath(const QString &path);
    void showProblem(const QString &title, const QString &problem);

    MainWindow *m_window;
    QMenu *m_recent;
    QMenu *m_presets;
    QString m_path;
    QString m_lastProblem;
};
