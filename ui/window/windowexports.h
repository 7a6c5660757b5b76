#pragma once
/// \file windowexports.h
/// \brief The main window's exports: File › Export Figure…, Export All Figures…, Export Animation… and
/// Edit › Copy Figure. Holds the last choices (folder, size, text size, options), which the next dialog
/// starts with and the settings' "export" group keeps across restarts; says what was written in the
/// window's status bar and what failed in a message box. Writing itself is figureexport.h's and
/// animationexport.h's.

#include "ui/export/animationdialog.h"
#include "ui/export/exportdialog.h"
#include "ui/figures/figure.h"

#include <QObject>

#include <functional>
#include <optional>

class ExplorerState;
class QMainWindow;
class QSettings;

class WindowExports : public QObject
{
    Q_OBJECT
public:
    /// \a window: the dialogs' parent and the status bar spoken in (the owner); \a state: what is drawn;
    /// \a currentFigure: the open tab's figure, which the first animation dialog starts with.
    WindowExports(QMainWindow *window, ExplorerState *state, std::function<Figure()> currentFigure);

    /// The export dialog for \a figure, starting with \a format, then the file; after a failure the dialog
    /// comes back as the user left it.
    void exportFigure(Figure figure, ExportFormat format);
    /// The export dialog for every figure that applies to the session, then the files in the chosen folder.
    void exportAllFigures();
    /// The animation dialog (the last animation's choices, else the open tab's figure at 1280 × 720), then
    /// writeAnimation().
    void exportAnimation();
    /// Writes \a request's animation with a progress dialog whose Cancel stops it (leaving no file). False,
    /// after saying why, when it failed; true when written or cancelled.
    bool writeAnimation(const AnimationRequest &request);
    /// \a figure on the clipboard as image and SVG at the last export's size, in the window's theme.
    void copyFigure(Figure figure);

    /// The last export's folder, size and options from \a settings' "export" group (a size out of range:
    /// the defaults).
    void restore(QSettings &settings);
    /// Writes what restore() reads.
    void save(QSettings &settings) const;

private:
    /// Writes what \a request asks; false (after saying why) when a file could not be written.
    bool runExport(const ExportRequest &request);

    QMainWindow *m_window;
    ExplorerState *m_state;
    std::function<Figure()> m_currentFigure;
    ExportRequest m_lastExport;
    std::optional<AnimationRequest> m_lastAnimation; ///< this run's last animation export, for the next
};
