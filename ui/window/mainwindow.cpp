#include "ui/window/mainwindow.h"
#include "ui/window/sessionkeeper.h"

#include "ui/figures/figureregistry.h"
#include "ui/scene/scene.h"
#include "ui/state/explorerstate.h"
#include "ui/state/language.h"
#include "ui/state/theme.h"
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
#include "ui/window/windowexports.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QScrollArea>
#include <QScreen>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QWindow>


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
        if (key != commonKeys::added && key != commonKeys::scores)
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

    m_exports = new WindowExports(this, state, [this] { return currentFigure(); });

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

void MainWindow::setTheme(Theme choice)
{
    theme::set(choice);
    for (QAction *action : std::as_const(m_themeActions))
        action->setChecked(action->objectName() == QStringLiteral("theme_") + theme::name(choice));
}

// The exports are WindowExports' (windowexports.h); these slots are the menus' and the views' way in.
void MainWindow::exportFigure(Figure figure, ExportFormat format)
{
    m_exports->exportFigure(figure, format);
}

void MainWindow::exportAllFigures()
{
    m_exports->exportAllFigures();
}

void MainWindow::exportAnimation()
{
    m_exports->exportAnimation();
}

bool MainWindow::writeAnimation(const AnimationRequest &request)
{
    return m_exports->writeAnimation(request);
}

void MainWindow::copyFigure(Figure figure)
{
    m_exports->copyFigure(figure);
}

