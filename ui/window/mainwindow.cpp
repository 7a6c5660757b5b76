#include "ui/window/mainwindow.h"
#include "ui/window/sessionkeeper.h"

#include "ui/export/clipboardexport.h"
#include "ui/figures/figureregistry.h"
#include "ui/help/manualwindow.h"
#include "ui/scene/scene.h"
#include "ui/state/explorerstate.h"
#include "ui/state/language.h"
#include "ui/state/theme.h"
#include "ui/state/parametersettings.h"
#include "ui/state/positionanimator.h"
#include "ui/state/sessionhistory.h"
#include "ui/state/zoom.h"
#include "ui/views/clockview.h"
#include "ui/ink/inkactions.h"
#include "ui/views/focusview.h"
#include "ui/views/plotview.h"
#include "ui/widgets/formulastrip.h"
#include "ui/widgets/parameterpanel.h"
#include "ui/widgets/presentationbar.h"
#include "ui/window/lecturerunner.h"
#include "ui/window/lecturemenu.h"
#include "ui/lecture/lecture.h"
#include "ui/window/figurepage.h"
#include "ui/window/applicableviews.h"
#include "ui/window/figurepages.h"
#include "ui/window/scenemenu.h"
#include "ui/window/modelconfigmenu.h"
#include "ui/window/tablemenu.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QFileInfo>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QScrollArea>
#include <QStackedWidget>
#include <QRegularExpression>
#include <QScreen>
#include <QSettings>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QWindow>

#include <cstdio>

namespace {

/// \a path itself when it is a folder, else its nearest existing parent folder (the last export may
/// have been a file, or its folder may be gone), else the home folder.
QString nearestFolder(const QString &path)
{
    QFileInfo folder(path);
    for (int depth = 0; depth < 64 && !folder.isDir() && !folder.isRoot(); ++depth)
        folder = QFileInfo(folder.absolutePath());
    return folder.isDir() ? folder.absoluteFilePath() : QDir::homePath();
}

/// Exports and copies show whole positions: Play's fraction (ExplorerState::positionFraction()) is put to
/// 0 while they are written and back afterwards (the next frame moves it on anyway).
class WholePosition
{
public:
    explicit WholePosition(ExplorerState *state) : m_state(state), m_fraction(state->positionFraction())
    {
        m_state->setPositionFraction(0);
    }
    ~WholePosition() { m_state->setPositionFraction(m_fraction); }
    WholePosition(const WholePosition &) = delete;
    WholePosition &operator=(const WholePosition &) = delete;

private:
    ExplorerState *m_state;
    double m_fraction;
};

} // namespace

MainWindow::MainWindow(ExplorerState *state, QWidget *parent)
    : QMainWindow(parent)
    , m_state(state)
    , m_animator(new PositionAnimator(state, this))
    , m_panel(new ParameterPanel(state))
    , m_tabs(new QTabWidget)
    , m_formula(new FormulaStrip(state))
{
    setWindowTitle(tr("Positional encoding explorer")); // Qt appends " — PosEnc"
    setAcceptDrops(true); // a .posenc file dropped on the window opens
    state->setBackgroundWork(true); // the window stays answering while the attention head is computed
    setObjectName(QStringLiteral("mainWindow"));
    new SessionKeeper(this); // the session saved after each change; a table cut short read as zeros

    const SaveFigure requestExport = [this](Figure figure, ExportFormat format) { exportFigure(figure, format); };
    m_tabs->setObjectName(QStringLiteral("tabs"));
    m_tabs->setDocumentMode(true);
    for (const WindowPage &page : createWindowPages(state, m_animator, requestExport, m_views))
        m_tabs->addTab(page.page, page.title);
    // The views and tabs of the session's two slots (what is added to the embedding, what acts on the scores).
    showApplicableViews(m_tabs, m_views, state->session());
    connect(state, &ExplorerState::fieldChanged, this, [this](const QString &key) {
        if (key != QLatin1String("added") && key != QLatin1String("scores"))
            return;
        showApplicableViews(m_tabs, m_views, m_state->session());
        // A figure shown alone that no longer applies (undo, a scene) gives way to the current tab's.
        if (const auto shown = m_focus ? m_focus->figure() : std::nullopt; shown && !figureApplies(figureEntry(*shown), m_state->session()))
            m_focus->showFigure(currentFigure());
    });
    // Every view's context menu "Copy" (PlotView, ClockView and RelativeView each have the signal).
    for (QWidget *view : std::as_const(m_views)) {
        view->setFocusPolicy(view->focusPolicy() == Qt::NoFocus ? Qt::ClickFocus : view->focusPolicy());
        connect(view, SIGNAL(copyRequested(Figure)), this, SLOT(copyFigure(Figure)));
    }

    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_formula);
    setCentralWidget(central);

    auto *scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("parameterScroll"));
    scroll->setWidget(m_panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *dock = m_dock = new QDockWidget(tr("Parameters"), this);
    dock->setObjectName(QStringLiteral("parametersDock"));
    dock->setWidget(scroll);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::LeftDockWidgetArea, dock);
    scroll->setMinimumWidth(m_panel->sizeHint().width() + 24);

    m_lastExport.path = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    if (m_lastExport.path.isEmpty())
        m_lastExport.path = QDir::homePath();

    m_presentationBar = new PresentationBar(state, m_animator, this);
    connect(m_panel->oddDModelControl(), &QCheckBox::toggled, m_presentationBar, &PresentationBar::setOddDModel);
    m_focus = new FocusView(state, this);
    m_lecture = new LectureRunner(this);
    connect(m_focus, &FocusView::closeRequested, this, &MainWindow::toggleFocus);
    connect(m_focus, &FocusView::stepRequested, this, &MainWindow::pageStep);
    // Another tab while a figure is alone (a scene, undo): that tab's figure alone.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (const auto shown = m_focus->figure(); shown && !m_tabs->currentWidget()->isAncestorOf(m_views.value(*shown)))
            m_focus->showFigure(currentFigure());
    });
    // Presentation mode's slim bar covers nothing: the views and the figure alone leave its strip free.
    connect(m_presentationBar, &PresentationBar::reservedHeightChanged, this, [this](int pixels) {
        m_focus->setBottomMargin(pixels);
        centralWidget()->layout()->setContentsMargins(4, 4, 4, 4 + pixels);
    });
    createMenus();
    // Large sessions are prepared on a worker: say so while it runs, and why when it could not.
    auto *busy = new QLabel(tr("Computing the encoding…"));
    busy->setObjectName(QStringLiteral("busyLabel"));
    busy->setVisible(false);
    statusBar()->addPermanentWidget(busy);
    connect(state, &ExplorerState::busyChanged, this, [this, busy](bool computing) {
        busy->setVisible(computing);
        if (computing)
            m_tabs->setCursor(Qt::BusyCursor);
        else
            m_tabs->unsetCursor();
    });
    connect(state, &ExplorerState::workFailed, this, [this](const QString &reason) {
        statusBar()->showMessage(tr("Could not change the parameters (%1); the previous ones are kept.").arg(reason));
    });
    // Ctrl+Z in a text field is the window's undo too (one step per typed sentence): the fields' own
    // undo would be recorded as a new change and drop the redo steps.
    for (QLineEdit *edit : findChildren<QLineEdit *>())
        edit->installEventFilter(this);
    statusBar()->showMessage(tr("Drag d_model, base and offset k; hover a cell to read it; click to select; "
                                "right-click a figure to save it."));
    // 1600 x 1000 at first start, but never larger than the screen (at 150 % that would be 2400 x 1500).
    QSize size(1600, 1000);
    if (const QScreen *screen = QGuiApplication::primaryScreen())
        size = size.boundedTo(screen->availableGeometry().size());
    resize(size);
}

PlotView *MainWindow::plotView(Figure figure) const
{
    return qobject_cast<PlotView *>(m_views.value(figure));
}

ClockView *MainWindow::clockView() const
{
    return qobject_cast<ClockView *>(m_views.value(Figure::Clock));
}

Figure MainWindow::focusedFigure() const
{
    if (const auto alone = m_focus ? m_focus->figure() : std::nullopt)
        return *alone; // the figure shown alone is the one in front
    for (const QWidget *w = QApplication::focusWidget(); w; w = w->parentWidget())
        for (auto it = m_views.cbegin(); it != m_views.cend(); ++it)
            if (it.value() == w && w->isVisible())
                return it.key();
    return currentFigure();
}

void MainWindow::copyFigure(Figure figure)
{
    const WholePosition whole(m_state); // not a frame of Play between two positions
    ImageSize size = m_lastExport.size;
    size.theme = theme::current();
    QString error;
    std::unique_ptr<QMimeData> data = figureMimeData(*m_state, figure, size, &error);
    if (!data) {
        statusBar()->showMessage(tr("Could not copy %1: %2").arg(figureTitle(figure), error));
        return;
    }
    QGuiApplication::clipboard()->setMimeData(data.release());
    statusBar()->showMessage(tr("Copied %1 to the clipboard (%2 × %3 pixels and SVG; File > Export Figure… sets "
                                "the size)")
                                 .arg(figureTitle(figure))
                                 .arg(size.pixelWidth())
                                 .arg(size.pixelHeight()),
                             6000);
}

Figure MainWindow::currentFigure() const
{
    if (const auto *page = qobject_cast<const FigurePage *>(m_tabs->currentWidget()))
        return page->figure();
    QWidget *current = m_tabs->currentWidget();
    if (!current)
        return Figure::Encoding;
    // A page with figures in sub-tabs of its own (RoPE): the one shown.
    for (const FigurePage *page : current->findChildren<FigurePage *>())
        if (page->isVisibleTo(current))
            return page->figure();
    // The Encoding page: PE while it shows (nothing added to the embedding hides it), else its first shown view.
    const auto shownHere = [&](Figure figure) {
        const QWidget *view = m_views.value(figure);
        return view && current->isAncestorOf(view) && !view->isHidden();
    };
    if (shownHere(Figure::Encoding))
        return Figure::Encoding;
    for (const FigureEntry &entry : figureRegistry())
        if (shownHere(entry.id))
            return entry.id;
    return Figure::Encoding;
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    m_sceneMenu = new SceneMenu(this, file);
    file->addSeparator();
    m_tableMenu = new TableMenu(this, file, m_state);
    m_configMenu = new ModelConfigMenu(this, file, m_state);
    file->addSeparator();
    m_lectureMenu = new LectureMenu(this, file);
    file->addSeparator();
    QAction *exportOne = file->addAction(tr("&Export Figure…"), this, [this] { exportFigure(currentFigure()); });
    exportOne->setShortcut(QKeySequence(tr("Ctrl+E")));
    QAction *exportAll = file->addAction(tr("Export &All Figures…"), this, &MainWindow::exportAllFigures);
    exportAll->setShortcut(QKeySequence(tr("Ctrl+Shift+E")));
    file->addAction(tr("Export Ani&mation…"), this, &MainWindow::exportAnimation)->setObjectName(QStringLiteral("exportAnimation"));
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    // Undo / redo of parameter changes; the history is the state's, so it survives a rebuild in another language.
    SessionHistory *history = SessionHistory::forState(m_state);
    connect(m_animator, &PositionAnimator::playingChanged, history, &SessionHistory::setGestureHeld);
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = history->stack()->createUndoAction(edit, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setObjectName(QStringLiteral("undo"));
    edit->addAction(undo);
    QAction *redo = history->stack()->createRedoAction(edit, tr("&Redo"));
    // Ctrl+Shift+Z, and Ctrl+Y as on other desktops.
    redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    redo->setObjectName(QStringLiteral("redo"));
    edit->addAction(redo);
    edit->addSeparator();
    QAction *copy = edit->addAction(tr("&Copy Figure"), this, [this] { copyFigure(focusedFigure()); });
    copy->setShortcut(QKeySequence::Copy);
    copy->setObjectName(QStringLiteral("copyFigure"));
    // All three work in presentation mode too, where the menu bar is hidden.
    addAction(undo);
    addAction(redo);
    addAction(copy);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *play = view->addAction(tr("&Play Positions"));
    play->setCheckable(true);
    play->setShortcut(QKeySequence(tr("Ctrl+Space")));
    connect(play, &QAction::toggled, m_animator, &PositionAnimator::setPlaying);
    connect(m_animator, &PositionAnimator::playingChanged, play, &QAction::setChecked);
    view->addAction(tr("&Reset Parameters"), m_panel, &ParameterPanel::resetToDefaults);
    view->addSeparator();
    QAction *zoomIn = view->addAction(tr("Zoom &In"), this, [this] { zoomStep(1); });
    // Ctrl++ and Ctrl+= (the same key without Shift), as browsers do.
    zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(tr("Ctrl+="))});
    QAction *zoomOut = view->addAction(tr("Zoom &Out"), this, [this] { zoomStep(-1); });
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    QAction *actualSize = view->addAction(tr("&Actual Size"), this, [this] { zoomStep(0); });
    actualSize->setShortcut(QKeySequence(tr("Ctrl+0")));
    m_liveActions = {play, zoomIn, zoomOut, actualSize};

    view->addSeparator();
    // Not the dock's toggleViewAction(): it is disabled for a dock that cannot be closed by its title bar.
    QAction *panel = view->addAction(tr("Show Para&meters"));
    panel->setCheckable(true);
    panel->setChecked(true);
    panel->setShortcut(QKeySequence(tr("F6")));
    connect(panel, &QAction::toggled, m_dock, &QDockWidget::setVisible);
    // Not [this]: the dock also says so while the window is being destroyed (UBSan: a MainWindow that is
    // only a QWidget by then).
    connect(m_dock, &QDockWidget::visibilityChanged, panel, [dock = m_dock, panel] { panel->setChecked(!dock->isHidden()); });
    m_presentationAction = view->addAction(tr("Presentatio&n"));
    m_presentationAction->setCheckable(true);
    m_presentationAction->setShortcut(QKeySequence(tr("F5")));
    connect(m_presentationAction, &QAction::toggled, this, &MainWindow::setPresentation);
    // Window-wide keys of presentation mode (actions of the window itself: the menu bar is hidden there).
    const auto presentationKey = [this](const QString &text, const QKeySequence &key, auto slot) {
        auto *action = new QAction(text, this);
        action->setShortcut(key);
        action->setShortcutContext(Qt::WindowShortcut);
        action->setEnabled(false);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
        m_presentationOnly.append(action);
        return action;
    };
    presentationKey(tr("Next figure (presentation mode; a figure alone: the next figure)"), QKeySequence(Qt::Key_PageDown), [this] { pageStep(1); });
    presentationKey(tr("Previous figure (presentation mode; a figure alone: the previous figure)"), QKeySequence(Qt::Key_PageUp), [this] { pageStep(-1); });
    // Right / Left: one position forward / back (wrapping), to narrate step by step.
    m_liveActions << presentationKey(tr("Next position (presentation mode)"), QKeySequence(Qt::Key_Right), [this] { m_animator->step(); });
    m_liveActions << presentationKey(tr("Previous position (presentation mode)"), QKeySequence(Qt::Key_Left), [this] { m_animator->stepBack(); });
    QAction *focus = view->addAction(tr("&Focus on Figure"), this, &MainWindow::toggleFocus);
    focus->setShortcut(QKeySequence(Qt::Key_F));
    focus->setObjectName(QStringLiteral("focusFigure"));
    addAction(focus); // in presentation mode too, where the menu bar is hidden
    m_liveActions << focus;
    // Esc closes the innermost thing open (a figure alone, the large clocks), then presentation mode.
    auto *escape = new QAction(tr("Close the figure alone or the large clocks; leave presentation mode"), this);
    escape->setShortcut(QKeySequence(Qt::Key_Escape));
    connect(escape, &QAction::triggered, this, &MainWindow::closeInnermost);
    addAction(escape);
    auto *ink = new InkActions(m_focus, this);
    view->addMenu(ink->menu());
    m_presentationBar->setInkMenu(ink->menu());
    m_liveActions << ink->keyActions();
    view->addSeparator();
    QMenu *themes = view->addMenu(tr("&Theme"));
    auto *themeGroup = new QActionGroup(themes);
    for (const Theme choice : theme::all()) {
        QAction *action = themes->addAction(theme::displayName(choice), this, [this, choice] { setTheme(choice); });
        action->setCheckable(true);
        action->setObjectName(QStringLiteral("theme_") + theme::name(choice));
        themeGroup->addAction(action);
        m_themeActions.append(action);
    }
    QMenu *languages = view->addMenu(tr("&Language"));
    auto *languageGroup = new QActionGroup(languages);
    for (const QString &code : language::codes()) {
        QAction *choice = languages->addAction(language::nativeName(code));
        choice->setCheckable(true);
        choice->setChecked(code == language::current());
        choice->setObjectName(QStringLiteral("language_") + code);
        languageGroup->addAction(choice);
        connect(choice, &QAction::triggered, this, [this, code] { Q_EMIT languageRequested(code); });
    }
    // F5 and F6 work with the menu bar hidden too.
    addAction(m_presentationAction);
    addAction(panel);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *manual = help->addAction(tr("&User Manual"), this, &MainWindow::showManual);
    manual->setObjectName(QStringLiteral("userManual"));
    QAction *keys = help->addAction(tr("&Keyboard Shortcuts"), this, &MainWindow::showShortcuts);
    keys->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&About PosEnc"), this, &MainWindow::about);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    // Every menu key works with the menu bar hidden too (presentation mode: zoom, F1, Play, export).
    for (QAction *menu : menuBar()->actions())
        if (menu->menu())
            for (QAction *action : menu->menu()->actions())
                if (!action->shortcuts().isEmpty() && !actions().contains(action))
                    addAction(action);
}

void MainWindow::applyScene(const Scene &scene, SceneParts parts, const QString &stepName)
{
    SessionHistory *history = SessionHistory::forState(m_state);
    history->nameNextStep(stepName);
    m_state->setSession(scene.session);
    history->nameNextStep({}); // nothing changed (the same session): the name must not stick to the next step
    showFigure(scene.tab);
    if (parts == SceneParts::ParametersAndTab)
        return;
    setTheme(scene.theme);
    if (m_presentation)
        m_presentation->zoom = scene.zoomPercent; // what leaving presentation mode restores
    else
        setZoom(scene.zoomPercent);
    if (scene.language != language::current())
        Q_EMIT languageRequested(scene.language);
}

Scene MainWindow::currentScene() const
{
    Scene scene;
    scene.session = m_state->latest();
    scene.tab = currentFigure();
    scene.theme = theme::current();
    scene.zoomPercent = m_presentation ? m_presentation->zoom : m_zoomBeforeFit.value_or(zoom::percent());
    scene.language = language::current();
    return scene;
}

void MainWindow::showFigure(Figure figure)
{
    // Every tab widget on the way up shows the page that holds the view: the window's, and a page's own
    // sub-tabs (RoPE).
    for (QWidget *w = m_views.value(figure); w && w->parentWidget(); w = w->parentWidget())
        if (auto *tabs = qobject_cast<QTabWidget *>(w->parentWidget()->parentWidget()); tabs && tabs->indexOf(w) >= 0)
            tabs->setCurrentWidget(w);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile() &&
        (Scene::isSceneFile(urls.first().toLocalFile()) || TableMenu::isTableFile(urls.first().toLocalFile()) ||
         ModelConfigMenu::isConfigFile(urls.first().toLocalFile()) || Lecture::isLectureFile(urls.first().toLocalFile())))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() != 1 || !urls.first().isLocalFile())
        return;
    event->acceptProposedAction();
    // After the drop has ended: a message box must not open inside the drag-and-drop loop.
    const QString path = urls.first().toLocalFile();
    if (TableMenu::isTableFile(path))
        QTimer::singleShot(0, m_tableMenu, [menu = m_tableMenu, path] { menu->open(path); });
    else if (ModelConfigMenu::isConfigFile(path))
        QTimer::singleShot(0, m_configMenu, [menu = m_configMenu, path] { menu->open(path); });
    else if (Lecture::isLectureFile(path))
        QTimer::singleShot(0, m_lectureMenu, [menu = m_lectureMenu, path] { menu->open(path); });
    else
        QTimer::singleShot(0, m_sceneMenu, [menu = m_sceneMenu, path] { menu->open(path); });
}

void MainWindow::setZoom(int percent)
{
    if (!isPresentation())
        m_zoomBeforeFit.reset(); // the user's own choice from now on; presentation mode's is put back on leaving
    applyZoom(percent);
    statusBar()->showMessage(tr("Zoom %1 %").arg(zoom::percent()), 3000);
}

void MainWindow::setTheme(Theme choice)
{
    theme::set(choice);
    for (QAction *action : std::as_const(m_themeActions))
        action->setChecked(action->objectName() == QStringLiteral("theme_") + theme::name(choice));
}

void MainWindow::setPresentation(bool on)
{
    if (on == isPresentation())
        return;
    if (on) {
        m_presentation = Before{zoom::percent(), m_dock->isVisible(), isMaximized(), isFullScreen(), geometry(), {}};
        for (QSplitter *splitter : findChildren<QSplitter *>())
            m_presentation->splitters.append({splitter, splitter->saveState()});
        m_dock->hide();
        m_focus->setUncovered(m_dock); // F6: every parameter beside the page, the figure in the rest
        menuBar()->hide();
        statusBar()->hide();
        showFullScreen();
        if (const QScreen *screen = this->screen())
            setGeometry(screen->geometry()); // without a window manager (a bare X server) too
        // Sized for the back row: the whole-tab view's (F) text as large as the figure alone's.
        applyZoom(std::max(zoom::percent(), presentationZoom()));
        // Not larger than the screen at that zoom either (150 % scaling on a 1280 x 720 projector).
        m_fitRetries = 0;
        QTimer::singleShot(0, this, &MainWindow::fitToCurrentScreen);
        // One figure at a time, filling the screen, its text the screen's height / 40; F shows its tab.
        showAlone(focusedFigure());
    } else {
        m_focus->close();
        m_focus->setUncovered(nullptr); // F outside presentation mode: the figure covers the window
        setCovered(false);
        const Before before = *std::exchange(m_presentation, std::nullopt);
        applyZoom(before.zoom);
        // The splitters as they were: one dragged for a large clock in the hall is put back too.
        for (const auto &[splitter, state] : before.splitters)
            if (splitter)
                splitter->restoreState(state);
        menuBar()->show();
        statusBar()->show();
        m_dock->setVisible(before.dockVisible);
        if (before.fullScreen)
            showFullScreen();
        else if (before.maximized)
            showMaximized();
        else {
            showNormal();
            setGeometry(before.geometry); // without a window manager showNormal() keeps the full screen
        }
        m_fitRetries = 0;
        QTimer::singleShot(0, this, &MainWindow::fitToCurrentScreen);
    }
    for (QAction *action : m_presentationOnly)
        action->setEnabled(on);
    m_presentationBar->setActive(on);
    if (on)
        m_presentationBar->reveal(); // so that the lecturer sees where the sliders went
    {
        const QSignalBlocker block(m_presentationAction);
        m_presentationAction->setChecked(on);
    }
    Q_EMIT presentationChanged(on);
}

void MainWindow::toggleFocus()
{
    if (const auto alone = m_focus->figure()) {
        m_focus->close();
        setCovered(false);
        // Its view takes the keyboard focus: F again shows the same figure alone, Ctrl+C copies it.
        if (QWidget *view = m_views.value(*alone))
            view->setFocus(Qt::OtherFocusReason);
        return;
    }
    showAlone(focusedFigure());
}

void MainWindow::showAlone(Figure figure)
{
    // Its tab (and a sub-tab of RoPE's) current, so that F or Esc goes back to it.
    if (QWidget *view = m_views.value(figure))
        for (QWidget *w = view; w && w != m_tabs; w = w->parentWidget())
            if (auto *stack = qobject_cast<QStackedWidget *>(w->parentWidget())) {
                if (auto *tabs = qobject_cast<QTabWidget *>(stack->parentWidget()))
                    tabs->setCurrentWidget(w); // its tab bar too
                else
                    stack->setCurrentWidget(w);
            }
    m_focus->setTextScale(m_figureTextPercent / 100.0);
    m_focus->showFigure(figure);
    setCovered(true);
    if (m_presentationBar->isVisible())
        m_presentationBar->raise(); // the slim bar stays over it while the mouse moves
}

void MainWindow::setCovered(bool covered)
{
    // The figure alone covers the tabs: their minimum size (the panel, thirty clocks, a font with taller
    // lines) must not keep the window larger than a small projector's screen meanwhile.
    const auto policy = covered ? QSizePolicy::Ignored : QSizePolicy::Preferred;
    centralWidget()->setSizePolicy(policy, policy);
    // Hidden under it, the views wait (each draws what changed when shown again): visible, the figure's own
    // view redrew every step under the figure alone too (a third of a step of why-exponent alone).
    m_tabs->setVisible(!covered);
}

QList<Figure> MainWindow::figuresAlone() const
{
    QList<Figure> order;
    for (int tab = 0; tab < m_tabs->count(); ++tab) {
        if (!m_tabs->isTabVisible(tab))
            continue;
        const QWidget *page = m_tabs->widget(tab);
        for (const Figure figure : allFigures())
            if (const QWidget *view = m_views.value(figure); view && page->isAncestorOf(view) && !order.contains(figure) &&
                figureApplies(figureEntry(figure), m_state->session()))
                order.append(figure);
    }
    return order;
}

void MainWindow::pageStep(int step)
{
    const auto shown = m_focus->figure();
    if (!shown) {
        m_tabs->setCurrentIndex(neighbouringShownTab(m_tabs, step));
        return;
    }
    const QList<Figure> order = figuresAlone();
    if (order.isEmpty())
        return;
    // A deck: Page Down on the last figure stays there (it wrapped to the first before, unmarked).
    const qsizetype at = order.indexOf(*shown);
    showAlone(order.at(at < 0 ? 0 : std::clamp<qsizetype>(at + step, 0, order.size() - 1)));
}

int MainWindow::presentationZoom() const
{
    const QScreen *screen = this->screen();
    const int lines = m_screenRoom ? m_screenRoom->height() : screen ? screen->geometry().height() : 1080;
    const double desktop = std::max(1.0, zoom::unzoomedPixelSize());
    return std::clamp(static_cast<int>(std::ceil(100.0 * (lines / 40) / desktop)), zoom::minPercent, zoom::maxPercent);
}

void MainWindow::zoomStep(int direction)
{
    if (!m_focus->figure()) {
        int next = direction == 0 ? zoom::defaultPercent : zoom::nextStep(direction > 0);
        // In presentation mode its own zoom is a step too: Ctrl++ then Ctrl+- comes back to it.
        if (const int own = presentationZoom(); isPresentation() && direction != 0
            && std::min(next, zoom::percent()) < own && own < std::max(next, zoom::percent()))
            next = own;
        setZoom(next);
        return;
    }
    setFigureTextPercent(direction == 0 ? zoom::defaultPercent : zoom::nextStepFrom(m_figureTextPercent, direction > 0));
    statusBar()->showMessage(tr("Text of the figure alone %1 % (Ctrl+0: the window height / 40)").arg(m_figureTextPercent), 3000);
}

void MainWindow::setFigureTextPercent(int percent)
{
    m_figureTextPercent = std::clamp(percent, zoom::minPercent, zoom::maxPercent);
    m_focus->setTextScale(m_figureTextPercent / 100.0);
}

bool MainWindow::closeInnermost()
{
    if (m_focus->putInkDown()) // a tool in hand: Esc puts it down first, as in PowerPoint
        return true;
    // Presentation mode shows a figure alone from its start: there Esc leaves the mode at once.
    if (m_focus->figure() && !isPresentation()) {
        toggleFocus();
        return true;
    }
    if (ClockView *clocks = clockView(); clocks && clocks->largeClocks() && clocks->isVisible() && !m_focus->figure()) {
        clocks->showAllClocks();
        return true;
    }
    if (isPresentation()) {
        setPresentation(false);
        return true;
    }
    return false;
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (!m_fitConnected && windowHandle()) {
        m_fitConnected = true;
        connect(windowHandle(), &QWindow::screenChanged, this, &MainWindow::fitToCurrentScreen);
    }
    QTimer::singleShot(0, this, &MainWindow::fitToCurrentScreen); // once the layout has its sizes
}

void MainWindow::fitToCurrentScreen()
{
    // Presentation mode has the whole screen; the window its available part (without panels).
    if (const QScreen *screen = this->screen())
        fitToScreen(m_screenRoom.value_or(isPresentation() ? screen->geometry().size() : screen->availableGeometry().size()));
}

void MainWindow::fitToScreen(const QSize &room)
{
    if (room.isEmpty())
        return;
    const QSize needed = minimumSizeHint();
    if (needed.width() <= room.width() && needed.height() <= room.height()) {
        if (width() > room.width() || height() > room.height()) {
            resize(size().boundedTo(room));
            // The layout may not have taken its new minimum yet (its request is queued): once more.
            if ((width() > room.width() || height() > room.height()) && m_fitRetries++ < 4)
                QTimer::singleShot(0, this, [this, room] { fitToScreen(room); });
        }
        return;
    }
    const int smaller = zoom::nextStep(false);
    if (smaller >= zoom::percent()) {
        // 50 % and still too large (QT_SCALE_FACTOR 2 on 1024 x 768): the parameters float over the
        // views instead of beside them, hidden until F6.
        if (!isPresentation() && !m_dock->isFloating() && m_dock->isVisible()) {
            m_dock->setFloating(true);
            m_dock->hide();
            statusBar()->showMessage(tr("The parameters are hidden so that the window fits this screen: F6 shows them."));
            QTimer::singleShot(0, this, [this, room] { fitToScreen(room); });
        }
        return;
    }
    if (!m_zoomBeforeFit && !isPresentation()) // presentation mode's zoom is put back when it ends
        m_zoomBeforeFit = zoom::percent();
    applyZoom(smaller);
    statusBar()->showMessage(tr("Zoom %1 % so that the window fits this screen (Ctrl+0: 100 %)").arg(smaller));
    // Again once the new font has reached every widget and the layouts have their new minimums.
    QTimer::singleShot(0, this, [this, room] { fitToScreen(room); });
}

void MainWindow::applyZoom(int percent)
{
    zoom::setPercent(percent);
    // The slim bar's own font (at least height / 40) follows a zoom above it; Qt sends the bar no
    // ApplicationFontChange through changeEvent().
    QTimer::singleShot(0, m_presentationBar, &PresentationBar::fitText);
    // The panel's width follows its font (the dock does not grow by itself), once the new font has
    // reached every widget (font change events are delivered later).
    QTimer::singleShot(0, this, [this] {
        if (auto *scroll = findChild<QScrollArea *>(QStringLiteral("parameterScroll"))) {
            m_panel->adjustSize();
            scroll->setMinimumWidth(m_panel->sizeHint().width() + 24);
        }
    });
}

void MainWindow::exportFigure(Figure figure, ExportFormat format)
{
    ExportRequest initial = m_lastExport;
    initial.figure = figure;
    initial.format = format; // the context menu's choice; the dialog offers the others
    initial.path = figureFilePath(nearestFolder(m_lastExport.path), figure, initial.format);
    initial.size.theme = theme::current(); // exports follow the window's theme unless the dialog says otherwise
    initial.figures = figuresApplyingTo(m_state->session());
    ExportDialog dialog(initial, this);
    // After a failed export the dialog comes back as the user left it.
    while (dialog.exec() == QDialog::Accepted && !runExport(dialog.request())) {
    }
}

void MainWindow::exportAllFigures()
{
    ExportRequest initial = m_lastExport;
    initial.figure.reset();
    initial.path = nearestFolder(initial.path);
    initial.size.theme = theme::current();
    initial.figures = figuresApplyingTo(m_state->session());
    ExportDialog dialog(initial, this);
    while (dialog.exec() == QDialog::Accepted && !runExport(dialog.request())) {
    }
}

void MainWindow::exportAnimation()
{
    AnimationRequest initial;
    if (m_lastAnimation) {
        initial = *m_lastAnimation; // its figure and choices
    } else {
        initial.figure = currentFigure();
        initial.size = m_lastExport.size;
        initial.size.width = 1280; // a GIF for a slide: smaller files than 1920 x 1080
        initial.size.height = 720;
    }
    initial.figures = figuresApplyingTo(m_state->session());
    initial.size.theme = theme::current();
    // The folder the last GIF or frames folder went into.
    const QString folder = m_lastAnimation ? nearestFolder(QFileInfo(m_lastAnimation->path).absolutePath())
                                           : nearestFolder(m_lastExport.path);
    initial.path = QDir(folder).filePath(figureName(initial.figure) + (initial.target == AnimationTarget::Gif
                                                                          ? QStringLiteral(".gif")
                                                                          : QStringLiteral("-frames")));
    AnimationDialog dialog(initial, m_state->session(), this);
    while (dialog.exec() == QDialog::Accepted && !writeAnimation(dialog.request())) {
    }
}

bool MainWindow::writeAnimation(const AnimationRequest &request)
{
    m_lastAnimation = request;
    const auto planned = planAnimation(request.spec, m_state->session(), request.figure);
    QString error;
    if (const auto *problem = std::get_if<AnimationProblem>(&planned))
        error = problem->message;
    else if (const auto sizeProblem = checkImageSize(request.size))
        error = *sizeProblem;
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Export failed"), error);
        return false;
    }
    AnimationExport job(std::get<AnimationPlan>(planned), request.figure, request.size, request.path, request.target);
    QProgressDialog progress(tr("Writing %1…").arg(QDir::toNativeSeparators(job.outputPath())), tr("Cancel"), 0,
                             job.steps(), this);
    progress.setObjectName(QStringLiteral("animationProgress"));
    progress.setWindowTitle(tr("Export Animation"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    progress.setAutoClose(false);
    progress.setAutoReset(false);
    // Queued: setValue() of a modal progress dialog processes events, which must not happen inside the
    // export's own slot.
    connect(&job, &AnimationExport::progress, &progress, &QProgressDialog::setValue, Qt::QueuedConnection);
    connect(&progress, &QProgressDialog::canceled, &job, &AnimationExport::cancel);
    progress.setValue(0);
    error = job.run(); // a local event loop: the window repaints, Cancel answers
    progress.hide();
    if (job.wasCancelled()) {
        statusBar()->showMessage(tr("Animation export cancelled; nothing was written."), 10000);
        return true;
    }
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Export failed"), error);
        return false;
    }
    statusBar()->showMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(job.outputPath())), 10000);
    return true;
}

bool MainWindow::runExport(const ExportRequest &request)
{
    const WholePosition whole(m_state); // not a frame of Play between two positions
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QStringList written;
    QStringList errors;
    if (request.figure) {
        const QString error = ::exportFigure(*m_state, *request.figure, request.format, request.path, request.size);
        if (error.isEmpty())
            written.append(request.path);
        else
            errors.append(error);
    } else {
        errors = ::exportAllFigures(*m_state, request.format, request.path, request.size, &written);
    }
    QApplication::restoreOverrideCursor();
    m_lastExport = request;
    if (!errors.isEmpty()) {
        QMessageBox::warning(this, tr("Export failed"), errors.join(QLatin1Char('\n')));
        return false;
    }
    statusBar()->showMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(written.join(QStringLiteral(", ")))),
                             10000);
    return true;
}

QList<QPair<QString, QString>> MainWindow::shortcuts() const
{
    // From the actions themselves, so that the list cannot go stale.
    QList<QPair<QString, QString>> list;
    QList<QAction *> actions;
    for (QAction *menu : menuBar()->actions())
        if (menu->menu())
            actions += menu->menu()->actions();
    // Then the window's own (presentation mode's keys, Esc), each once.
    for (QAction *action : this->actions())
        if (!actions.contains(action))
            actions.append(action);
    for (const QAction *action : std::as_const(actions)) {
        if (action->shortcuts().isEmpty() || action->text().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence &key : action->shortcuts())
            keys << key.toString(QKeySequence::NativeText);
        QString text = action->text();
        text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
        text.remove(QStringLiteral("…"));
        list.append({keys.join(QStringLiteral(", ")), text});
    }
    return list;
}

void MainWindow::showManual()
{
    if (!m_manual)
        m_manual = new ManualWindow(this);
    m_manual->showPage(QStringLiteral("index.md"));
    m_manual->show();
    m_manual->raise();
    m_manual->activateWindow();
}

void MainWindow::showShortcuts()
{
    QString rows;
    for (const auto &[keys, text] : shortcuts())
        rows += QStringLiteral("<tr><td><b>%1</b></td><td>&nbsp;&nbsp;%2</td></tr>").arg(keys.toHtmlEscaped(), text.toHtmlEscaped());
    QMessageBox box(QMessageBox::NoIcon, tr("Keyboard Shortcuts"),
                    QStringLiteral("<table>%1</table>").arg(rows), QMessageBox::Close, this);
    box.setTextFormat(Qt::RichText);
    box.exec();
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About PosEnc"),
                       tr("<h3>PosEnc %1</h3><p>A lab for Transformer positional encodings: token embedding, "
                          "sinusoidal encoding (Vaswani et al. 2017, §3.5), their sum and the turning (sin, cos) "
                          "clock hands of every pair.</p><p>Licensed under the GNU GPL v3 or later. Built with "
                          "Qt, QCustomPlot and Eigen.</p>")
                           .arg(QApplication::applicationVersion()));
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride && qobject_cast<QLineEdit *>(watched)) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const QKeyCombination combination = key->keyCombination();
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)
            || combination == QKeyCombination(Qt::ControlModifier | Qt::ShiftModifier, Qt::Key_Z)
            || combination == QKeyCombination(Qt::ControlModifier, Qt::Key_Y))
            return true; // not the field's: the window's Edit > Undo / Redo take the key
    }
    if (m_startGuarded && watched == m_tabs && event->type() == QEvent::Paint) {
        m_startGuarded = false;
        m_tabs->removeEventFilter(this);
        QSettings().setValue(QStringLiteral("startup/unpainted"), false);
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    setPresentation(false); // what is saved is the window as it is outside presentation mode
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    // A zoom that is not one (a hand-edited file) is left at 100 %.
    if (const auto percent = zoom::parse(settings.value(QStringLiteral("window/zoom")).toString()))
        applyZoom(*percent);
    setTheme(theme::parse(settings.value(QStringLiteral("window/theme")).toString()).value_or(Theme::Light));

    const QString guard = QStringLiteral("startup/unpainted");
    const bool interrupted = settings.value(guard, false).toBool();
    settings.setValue(guard, true); // cleared at the first paint (eventFilter())
    settings.sync();
    m_startGuarded = true;
    m_tabs->installEventFilter(this);
    if (interrupted) {
        statusBar()->showMessage(tr("The last start did not reach its window: started with the default parameters."));
    } else if (const QList<Session::Problem> problems = restoreParameters(*m_state, settings); !problems.isEmpty()) {
        QStringList fields;
        for (const Session::Problem &problem : problems)
            fields.append(problem.message);
        statusBar()->showMessage(
            tr("Saved settings not used, their defaults kept: %1").arg(fields.join(QStringLiteral("; "))));
    }
    if (!settingsWritable(settings.fileName())) {
        // An unwritable home (or XDG_CONFIG_HOME): the window works, and says once what will not be kept.
        m_settingsUnwritable = true;
        const QString line = settingsNotSavedMessage(settings.fileName());
        std::fprintf(stderr, "posenc: %s\n", qUtf8Printable(line));
        statusBar()->showMessage(line);
    }
    // After the parameters: their slots decide which tabs show (a hidden tab cannot be the current one).
    // The figure by name (a tab's position moves when a tab is added).
    if (const auto figure = figureFromName(settings.value(QStringLiteral("window/figure")).toString()))
        showFigure(*figure);

    settings.beginGroup(QStringLiteral("export"));
    m_lastExport.path = settings.value(QStringLiteral("path"), m_lastExport.path).toString();
    m_lastExport.size.width = settings.value(QStringLiteral("width"), m_lastExport.size.width).toInt();
    m_lastExport.size.height = settings.value(QStringLiteral("height"), m_lastExport.size.height).toInt();
    m_lastExport.size.scale = settings.value(QStringLiteral("scale"), m_lastExport.size.scale).toDouble();
    m_lastExport.size.withCaption = settings.value(QStringLiteral("caption"), false).toBool();
    m_lastExport.size.fontScale = settings.value(QStringLiteral("fontScale"), 1.0).toDouble();
    m_lastExport.size.clean = settings.value(QStringLiteral("clean"), false).toBool();
    m_lastExport.size.transparent = settings.value(QStringLiteral("transparent"), false).toBool();
    if (checkImageSize(m_lastExport.size))
        m_lastExport.size = ImageSize();
    settings.endGroup();
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/figure"), figureName(currentFigure()));
    settings.setValue(QStringLiteral("window/zoom"), m_zoomBeforeFit.value_or(zoom::percent()));
    settings.setValue(QStringLiteral("window/theme"), theme::name(theme::current()));
    saveParameters(*m_state, settings);
    settings.beginGroup(QStringLiteral("export"));
    settings.setValue(QStringLiteral("path"), m_lastExport.path);
    settings.setValue(QStringLiteral("width"), m_lastExport.size.width);
    settings.setValue(QStringLiteral("height"), m_lastExport.size.height);
    settings.setValue(QStringLiteral("scale"), m_lastExport.size.scale);
    settings.setValue(QStringLiteral("caption"), m_lastExport.size.withCaption);
    settings.setValue(QStringLiteral("fontScale"), m_lastExport.size.fontScale);
    settings.setValue(QStringLiteral("clean"), m_lastExport.size.clean);
    settings.setValue(QStringLiteral("transparent"), m_lastExport.size.transparent);
    settings.endGroup();
    settings.sync();
    if (!m_settingsUnwritable && !settingsWritable(settings.fileName()))
        std::fprintf(stderr, "posenc: %s\n", qUtf8Printable(settingsNotSavedMessage(settings.fileName())));
}
