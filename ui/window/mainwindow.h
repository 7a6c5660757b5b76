#pragma once
/// \file mainwindow.h
/// \brief The main window: parameter dock, three heat maps, clock view, formula strip, menus, export.

#include "ui/export/animationdialog.h"
#include "ui/export/exportdialog.h"
#include "ui/figures/figure.h"
#include "ui/state/theme.h"

#include <QHash>

#include <QMainWindow>
#include <QPointer>
#include <QSplitter>
#include <QRect>

#include <optional>

class ClockView;
class ExplorerState;
class SceneMenu;
class ModelConfigMenu;
class TableMenu;
struct Scene;
class FormulaStrip;
class PlotView;
class QTabWidget;
class ParameterPanel;
class PositionAnimator;
class FocusView;
class PresentationBar;
class LectureRunner;
class LectureMenu;
class ManualWindow;
class WindowExports;

class QDockWidget;
class QAction;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    /// Builds the window around \a state (not owned; it must outlive the window).
    explicit MainWindow(ExplorerState *state, QWidget *parent = nullptr);
    /// The state every view observes.
    ExplorerState *state() const { return m_state; }
    /// Zooms every text, line and marker, and the interface font, to \a percent (50 .. 300, clamped);
    /// remembered across restarts (ui/state/zoom.h).
    void setZoom(int percent);
    /// Colours of the interface and of every view (View > Theme, `--theme`); remembered across restarts;
    /// exports start with it (their dialog may choose another).
    void setTheme(Theme theme);
    /// Presentation mode (F5, View > Presentation, `posenc --presentation`): full screen, menu bar,
    /// status bar and parameter panel out of the way (F6 shows the panel; a slim bar of pos, k, d_model,
    /// base and Play shows over the views while the mouse moves), text zoomed for the back row
    /// (at least 150 % on a 1080-line screen), Right / Left step pos, Page Up / Page Down step through
    /// the views in teaching order, Esc leaves; leaving restores the window, the panel and the zoom as they were.
    void setPresentation(bool on);
    /// The actions whose keys a lecturer uses on the figure shown (Right / Left pos, Play, F, zoom), for the
    /// presenter console to take too: pressed there, they act on this window's figure.
    const QList<QAction *> &liveActions() const { return m_liveActions; }
    /// Never larger than the screen: while the window's minimum size (every tab's) is larger than
    /// \a room (the screen's available size), the zoom goes down a step (to 50 % at most), as at
    /// QT_SCALE_FACTOR 2 on a 1024 x 768 screen; then the window is made to fit. The status bar says so,
    /// and the zoom saved is the one from before. Runs when the window is shown and changes screen.
    void fitToScreen(const QSize &room);
    /// The room fitToScreen() uses: the screen's available size unless \a room is set (the layout
    /// test, whose offscreen screen is not the one it lays out for).
    void setScreenRoom(std::optional<QSize> room) { m_screenRoom = room; }
    /// fitToScreen() with the room of the window's screen: all of it in presentation mode, else its
    /// available part.
    void fitToCurrentScreen();
    /// Every keyboard shortcut of the window (keys, what it does), from its actions: Help > Keyboard
    /// Shortcuts (F1) shows them.
    QList<QPair<QString, QString>> shortcuts() const;
    bool isPresentation() const { return m_presentation.has_value(); }

    /// Restores the last session's parameters, window geometry and export options (QSettings). A start
    /// guard: when the previous start restored its session but never painted its window (it froze, or
    /// was killed), this start keeps the default parameters and says so in the status bar, so that a
    /// session that cannot be shown is never restored twice.
    void restoreSettings();
    /// Saves what restoreSettings() restores; called when the window closes.
    void saveSettings() const;

    /// What applyScene() takes of a scene: all of it (a scene file), or the parameters, selection and
    /// tab only (a preset: the window keeps its theme, zoom and language).
    enum class SceneParts { Everything, ParametersAndTab };
    /// Applies \a scene: the session (one step of Edit > Undo), the tab showing scene.tab and, with
    /// Everything, the theme, the zoom and the language (a new language rebuilds the window through
    /// WindowHost, keeping the rest).
    /// \a stepName names the step in Edit > Undo ("preset …").
    void applyScene(const Scene &scene, SceneParts parts = SceneParts::Everything, const QString &stepName = {});
    /// The window's scene now: the session, the open tab, theme, zoom (the user's, not one lowered to
    /// fit the screen or raised for presentation mode) and language.
    Scene currentScene() const;
    /// Opens the tab that shows \a figure (the first tab for embedding, pe, sum and clock).
    void showFigure(Figure figure);
    /// File > Open Scene…, Save Scene, Open Recent and Presets.
    SceneMenu *sceneMenu() const { return m_sceneMenu; }
    TableMenu *tableMenu() const { return m_tableMenu; }
    ModelConfigMenu *configMenu() const { return m_configMenu; }
    /// File > Open Lecture… and Give the Built-in Lecture.
    LectureMenu *lectureMenu() const { return m_lectureMenu; }

    /// The view of a QCustomPlot figure (heat maps, wavelength, similarity, naive, attention).
    PlotView *plotView(Figure figure) const;
    ClockView *clockView() const;
    /// The figure of the open tab (PE for the first tab); File > Export Figure… starts with it.
    Figure currentFigure() const;
    /// The figure whose view has the keyboard focus (or holds the focused widget), else currentFigure():
    /// what Ctrl+C copies.
    Figure focusedFigure() const;
    QTabWidget *tabs() const { return m_tabs; }
    ParameterPanel *parameterPanel() const { return m_panel; }
    FormulaStrip *formulaStrip() const { return m_formula; }
    /// Play: the one position animator of the window (View > Play Positions, the clock view's button).
    PositionAnimator *animator() const { return m_animator; }
    /// Presentation mode's bar of sliders over the bottom of the views (shown while the mouse moves).
    PresentationBar *presentationBar() const { return m_presentationBar; }
    /// One figure alone over the whole window (View > Focus on Figure, F; F or Esc again goes back).
    FocusView *focusView() const { return m_focus; }
    /// Shows the figure with the keyboard focus (else the current tab's) alone, or goes back when shown.
    void toggleFocus();
    /// Shows \a figure alone (its tab and sub-tab become the current ones, so that going back shows it).
    void showAlone(Figure figure);
    /// The figures Page Down / Up step through while one is alone: every shown view's figure, tab by tab
    /// (within a tab in the registry's order: token embedding, PE, sum, clocks).
    QList<Figure> figuresAlone() const;
    /// Esc: closes the innermost thing open, one per press. Outside presentation mode: the figure alone.
    /// In presentation mode (which shows one figure alone from its start): the large clocks of the tab
    /// shown with F, then presentation mode itself. Returns false when nothing was open.
    bool closeInnermost();
    /// Zoom In (+1), Zoom Out (-1), Actual Size (0): the text of the figure alone while one is shown
    /// (FocusView::setTextScale(), 100 % = the window height / 40), else the window's zoom.
    void zoomStep(int direction);
    /// Presentation mode's zoom on this screen: the whole-tab view's text 1/40 of the screen's height (27 px on
    /// 1080 lines, about 208 % of a 13 px desktop font), within 50 .. 300 %.
    int presentationZoom() const;
    /// The text of the figure alone, \a percent of the window height / 40 (clamped to 50 .. 300): what
    /// zoomStep() steps, and what a lecture step's zoom sets.
    void setFigureTextPercent(int percent);
    /// The lecture running in the window (File > Open Lecture…, `posenc --lecture`).
    LectureRunner *lectureRunner() const { return m_lecture; }

public Q_SLOTS:
    /// Help › User Manual: the manual's contents page in its own window (ui/help/manualwindow.h).
    void showManual();
    /// Opens the export dialog for \a figure, starting with \a format, then writes the file.
    void exportFigure(Figure figure, ExportFormat format = ExportFormat::Png);
    /// Opens the export dialog for all figures, then writes them into the chosen folder.
    void exportAllFigures();
    /// Puts \a figure on the clipboard as image and SVG (clipboardexport.h), at the export dialog's last
    /// size, text size and options, in the window's theme. Edit > Copy Figure (Ctrl+C) copies the figure
    /// whose view has the focus, else the open tab's.
    void copyFigure(Figure figure);
    /// File > Export Animation…: the animation dialog (starting with the open tab's figure, later with
    /// the last animation's choices), then writeAnimation().
    void exportAnimation();
    /// Writes \a request's animation of the window's current session, with a progress dialog whose
    /// Cancel stops it (leaving no file); the window repaints meanwhile. False, after saying why, when it
    /// failed; true when written or cancelled.
    bool writeAnimation(const AnimationRequest &request);

Q_SIGNALS:
    /// View > Language chose \a code ("en", "zh_CN"); WindowHost builds the window anew in it.
    void languageRequested(const QString &code);
    /// Presentation mode went on or off (setPresentation()).
    void presentationChanged(bool on);

protected:
    void closeEvent(QCloseEvent *event) override;
    /// A .posenc file dragged onto the window is accepted; dropped, it opens (SceneMenu::open()); a .npy or
    /// .safetensors file likewise, as a learned table (TableMenu::open()); a .posenc-lecture file runs
    /// (LectureMenu::open()).
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void showEvent(QShowEvent *event) override;
    /// Clears the start guard at the first paint of the tabs.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void applyZoom(int percent);
    /// Page Down (+1) / Page Up (-1): the next figure while one is alone (in the window too), else the next
    /// shown tab (presentation mode).
    void pageStep(int step);
    void createMenus();
    /// While a figure is alone (FocusView, \a covered) the tabs under it are hidden: they do not set the
    /// window's minimum size, and their views do not draw what cannot be seen.
    void setCovered(bool covered);
    void about();
    void showShortcuts();

    ExplorerState *m_state;
    PositionAnimator *m_animator;
    ParameterPanel *m_panel;
    QTabWidget *m_tabs;
    QHash<Figure, QWidget *> m_views;
    FormulaStrip *m_formula;
    FocusView *m_focus = nullptr;
    WindowExports *m_exports = nullptr;
    bool m_startGuarded = false; ///< the start guard is set and waits for the first paint
    bool m_settingsUnwritable = false; ///< said once at the start (settingsNotSavedMessage), not again at close
    QDockWidget *m_dock = nullptr;
    QAction *m_presentationAction = nullptr;
    QList<QAction *> m_presentationOnly;
    QList<QAction *> m_liveActions;
    QList<QAction *> m_themeActions;
    PresentationBar *m_presentationBar = nullptr;
    SceneMenu *m_sceneMenu = nullptr;
    TableMenu *m_tableMenu = nullptr;
    ModelConfigMenu *m_configMenu = nullptr;
    ManualWindow *m_manual = nullptr;
    LectureRunner *m_lecture = nullptr;
    LectureMenu *m_lectureMenu = nullptr;
    std::optional<QSize> m_screenRoom;
    std::optional<int> m_zoomBeforeFit; ///< the user's zoom while fitToScreen() has lowered it
    int m_figureTextPercent = 100;      ///< the figure alone's text zoom (zoomStep())
    bool m_fitConnected = false;
    int m_fitRetries = 0; ///< Esc, Page Up, Page Down: active in presentation mode only
    struct Before
    {
        int zoom;
        bool dockVisible, maximized, fullScreen;
        QRect geometry;
        QList<QPair<QPointer<QSplitter>, QByteArray>> splitters; ///< each view splitter's state (dragged in the hall)
    };
    std::optional<Before> m_presentation; ///< what leaving presentation mode restores
};
