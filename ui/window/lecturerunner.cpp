#include "ui/window/lecturerunner.h"

#include "ui/state/explorerstate.h"
#include "ui/state/language.h"
#include "ui/state/sessionrules.h"
#include "ui/figures/figureregistry.h"
#include "ui/views/focusview.h"
#include "ui/widgets/presentationbar.h"
#include "ui/window/mainwindow.h"
#include "ui/window/presenterconsole.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QScreen>
#include <QStatusBar>
#include <QTimer>

namespace {

bool isDigitKey(int key)
{
    return key >= Qt::Key_0 && key <= Qt::Key_9;
}

bool isModifierKey(int key)
{
    return key == Qt::Key_Shift || key == Qt::Key_Control || key == Qt::Key_Alt || key == Qt::Key_Meta ||
           key == Qt::Key_AltGr || key == Qt::Key_CapsLock;
}

/// How long a second Esc or F5 may come after the first to leave a lecture.
constexpr int leaveWindowMs = 3000;

} // namespace

LectureRunner::LectureRunner(MainWindow *window)
    : QObject(window)
    , m_window(window)
{
    m_keyWindows.append(window);
    connect(window->state(), &ExplorerState::sessionChanged, this, [this] {
        if (isRunning())
            Q_EMIT screenChanged();
    });
    // Ink drawn on a step stays with the step while the lecture runs (and goes into the file when saved).
    connect(window->focusView()->ink(), &InkLayer::strokesEdited, this, [this] {
        if (!isRunning())
            return;
        m_ink[m_player->page().step] = m_window->focusView()->ink()->strokes();
        m_inkUnsaved = true;
        Q_EMIT screenChanged();
    });
    connect(window, &MainWindow::presentationChanged, this, [this](bool on) {
        if (on)
            resume();
        else
            pause();
    });
}

LectureRunner::~LectureRunner()
{
    delete m_console; // a top-level window of its own (setConsoleShown())
    if (m_player)
        qApp->removeEventFilter(this);
}

void LectureRunner::start(const Lecture &lecture, const QString &name)
{
    if (!isRunning())
        qApp->installEventFilter(this); // keys of the window and the console, before their shortcuts
    m_player = std::make_unique<LecturePlayer>(lecture);
    m_ink.clear();
    for (const LectureStep &step : lecture.steps)
        m_ink.append(step.ink);
    m_inkUnsaved = false;
    m_paused = false;
    m_leaveDeadline = QDeadlineTimer();
    m_name = name;
    m_typed.clear();
    const QList<QScreen *> screens = QGuiApplication::screens();
    if (screens.size() > 1 && !m_window->isPresentation()) {
        // The figure for the audience on a screen other than the primary one (a laptop's own).
        for (QScreen *screen : screens)
            if (screen != QGuiApplication::primaryScreen()) {
                if (m_window->screen() == QGuiApplication::primaryScreen())
                    m_window->setGeometry(screen->availableGeometry());
                break;
            }
    }
    m_window->setPresentation(true);
    m_window->focusView()->setBlank(false);
    showPage(true);
    m_window->statusBar()->showMessage(tr("Lecture %1: %2 steps").arg(name).arg(lecture.steps.size()));
    if (m_presenterWanted || screens.size() > 1)
        setConsoleShown(true, screens.size() > 1);
    if (m_console)
        m_console->restartClock();
}

void LectureRunner::setConsoleShown(bool shown, bool inFront)
{
    if (!shown) {
        if (m_console)
            m_console->hide();
        return;
    }
    if (!m_console) {
        // A window of its own, not the main window's child: a window manager keeps a child above its parent,
        // and on one screen the console must be able to stay behind the slide.
        m_console = new PresenterConsole(this);
        m_console->setAttribute(Qt::WA_QuitOnClose, false); // closing the main window still quits
    }
    // On the lecturer's screen: the primary one when the figure is on another, else beside the figure.
    QScreen *lecturer = QGuiApplication::primaryScreen();
    if (lecturer && lecturer != m_window->screen()) {
        m_console->setGeometry(lecturer->availableGeometry());
        m_console->showMaximized();
    } else {
        const QRect room = m_window->screen() ? m_window->screen()->availableGeometry() : QRect(0, 0, 1280, 720);
        m_console->resize(room.width() * 2 / 3, room.height() * 2 / 3); // its large text needs the room
        m_console->show();
        if (!inFront) {
            m_window->raise();
            m_window->activateWindow();
            return;
        }
    }
    m_console->raise();
}

void LectureRunner::clearPage()
{
    m_typed.clear();
    m_window->focusView()->setHeader({});
    m_window->state()->setFigureMarks({});
    m_window->state()->setAnswerWithheld(false);
    m_window->focusView()->setBlank(false);
    m_window->focusView()->ink()->setStrokes({});
    m_window->presentationBar()->setStepText({});
}

void LectureRunner::pause()
{
    if (!isRunning())
        return;
    qApp->removeEventFilter(this);
    m_paused = true;
    clearPage();
    m_window->statusBar()->showMessage(tr("Lecture paused at step %1: F5 comes back to it, File > End Lecture ends it")
                                           .arg(stepCounter(m_player->lecture(), m_player->page().step)));
    Q_EMIT pageChanged();
}

void LectureRunner::resume()
{
    if (!isPaused())
        return;
    qApp->installEventFilter(this);
    m_paused = false;
    m_leaveDeadline = QDeadlineTimer();
    showPage(true);
    m_window->statusBar()->showMessage(tr("Lecture %1 at step %2").arg(m_name, stepCounter(m_player->lecture(), m_player->page().step)));
}

void LectureRunner::armLeave(const QString &key)
{
    m_leaveDeadline = QDeadlineTimer(leaveWindowMs);
    m_window->presentationBar()->setStepText(tr("%1 again leaves the lecture (F5 comes back to this page)").arg(key));
    m_window->presentationBar()->reveal();
    // The counter again once the second press can no longer come.
    QTimer::singleShot(leaveWindowMs, this, [this] {
        if (isRunning() && !leaveArmed() && m_typed.isEmpty())
            m_window->presentationBar()->setStepText(stepLine());
    });
}

bool LectureRunner::leaveArmed() const
{
    return !m_leaveDeadline.isForever() && !m_leaveDeadline.hasExpired();
}

void LectureRunner::stop()
{
    if (!m_player)
        return;
    if (!m_paused)
        qApp->removeEventFilter(this);
    m_paused = false;
    m_player.reset();
    clearPage();
    Q_EMIT pageChanged();
    if (m_console)
        m_console->hide(); // the lecture is over
}

QString LectureRunner::counterText(const Lecture &lecture, const LecturePage &page)
{
    const QString counter = tr("Step %1").arg(stepCounter(lecture, page.step));
    return lecture.steps.at(page.step).hasQuestion() && !page.revealed ? tr("%1, answer next").arg(counter) : counter;
}

void LectureRunner::showPage(bool whole)
{
    const Lecture &lecture = m_player->lecture();
    const LecturePage page = m_player->page();
    const LectureStep &step = lecture.steps.at(page.step);
    const QString stepName = tr("lecture step %1").arg(page.step + 1);
    const QString code = language::current();
    Scene scene = sceneOf(lecture, page, code);
    const Session own = scene.session; // the page's scene as the file gives it
    if (!whole) {
        // The reveal's own fields on top of the session as the lecturer left it.
        Scene now = m_window->currentScene();
        const QJsonObject changes = step.revealSessionIn(code);
        Session base = now.session;
        if (changes.contains(commonKeys::text) && !changes.contains(commonKeys::length))
            base.length = Session::lengthFollowing(changes.value(commonKeys::text).toString());
        const Session::Read read = Session::fromJson(changes, base);
        if (read.problems.isEmpty()) // else (a change the lecturer's values cannot take): the whole reveal scene
            scene.session = withFigureSlots(read.session, figureEntry(scene.tab));
    }
    m_window->state()->setAnswerWithheld(!page.revealed); // before the scene: its figures draw once
    m_window->applyScene(scene, MainWindow::SceneParts::ParametersAndTab, stepName);
    if (step.setsTheme)
        m_window->setTheme(scene.theme);
    if (step.setsZoom)
        m_window->setFigureTextPercent(scene.zoomPercent);
    m_window->showAlone(scene.tab);
    m_window->focusView()->ink()->setStrokes(m_ink.value(page.step));
    m_window->state()->setFigureMarks(marksOf(lecture, page, code));
    m_window->focusView()->setHeader(pageHeader(lecture, page, code));
    // A reveal over the lecturer's detour (d_model dragged during the question): its text was written for the
    // step's own values, so the bar says so, and R shows them.
    m_detour = !whole && !(m_window->state()->latest() == own);
    m_window->presentationBar()->setStepText(stepLine());
    Q_EMIT pageChanged();
}

bool LectureRunner::next()
{
    if (!m_player)
        return false;
    const LecturePage before = m_player->page();
    if (!m_player->next())
        return false;
    // A question's reveal keeps what the lecturer changed; a new step starts from its own scene.
    showPage(m_player->page().step != before.step);
    return true;
}

bool LectureRunner::previous()
{
    if (!m_player || !m_player->previous())
        return false;
    showPage(true);
    return true;
}

void LectureRunner::first()
{
    if (!m_player)
        return;
    m_player->first();
    showPage(true);
}

void LectureRunner::last()
{
    if (!m_player)
        return;
    m_player->last();
    showPage(true);
}

bool LectureRunner::goToStep(int number)
{
    if (!m_player)
        return false;
    if (!m_player->goToStep(number)) {
        // In the slim bar: presentation mode hides the status bar.
        m_window->presentationBar()->setStepText(
            tr("There is no step %1 (allowed 1 .. %2)").arg(number).arg(m_player->lecture().steps.size()));
        m_window->presentationBar()->reveal();
        return false;
    }
    showPage(true);
    return true;
}

void LectureRunner::setBlank(bool blank, const QColor &colour)
{
    m_window->focusView()->setBlank(blank && isRunning(), colour);
    Q_EMIT pageChanged();
}

std::optional<Lecture> LectureRunner::lectureWithInk() const
{
    if (!m_player)
        return std::nullopt;
    Lecture lecture = m_player->lecture();
    for (qsizetype i = 0; i < lecture.steps.size(); ++i)
        lecture.steps[i].ink = m_ink.value(i);
    return lecture;
}

ExplorerState *LectureRunner::state() const
{
    return m_window->state();
}

QWidget *LectureRunner::audienceView() const
{
    return m_window->focusView();
}

QList<QAction *> LectureRunner::liveActions() const
{
    return m_window->liveActions();
}

bool LectureRunner::isBlank() const
{
    return m_window->focusView()->isBlank();
}

void LectureRunner::addKeyWindow(QWidget *window)
{
    m_keyWindows.append(window);
    connect(window, &QObject::destroyed, this, [this, window] { m_keyWindows.removeAll(window); });
}


bool LectureRunner::isLectureKey(int key, bool inField) const
{
    if (key == Qt::Key_PageDown || key == Qt::Key_PageUp)
        return true;
    if (inField)
        return false;
    return key == Qt::Key_Space || key == Qt::Key_Home || key == Qt::Key_End || key == Qt::Key_B ||
           key == Qt::Key_Period || key == Qt::Key_W || isDigitKey(key) || (m_detour && key == Qt::Key_R) ||
           (!m_typed.isEmpty() && (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Backspace));
}

void LectureRunner::handleKey(int key)
{
    // A move forgets a step number half typed.
    const auto move = [this](auto action) {
        m_typed.clear();
        action();
        m_window->presentationBar()->setStepText(stepLine());
    };
    switch (key) {
    case Qt::Key_PageDown:
    case Qt::Key_Space:
        move([this] { next(); });
        return;
    case Qt::Key_PageUp:
        move([this] { previous(); });
        return;
    case Qt::Key_Home:
        move([this] { first(); });
        return;
    case Qt::Key_End:
        move([this] { last(); });
        return;
    case Qt::Key_B:
    case Qt::Key_Period: // a clicker's "black screen" button
        setBlank(true);
        return;
    case Qt::Key_W:
        setBlank(true, Qt::white);
        return;
    case Qt::Key_R: // after a detour: the page's own scene, as the answer describes it
        move([this] { showPage(true); });
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter: {
        const int number = std::exchange(m_typed, {}).toInt();
        if (goToStep(number))
            m_window->presentationBar()->setStepText(stepLine());
        Q_EMIT typedNumberChanged();
        return;
    }
    case Qt::Key_Backspace:
        m_typed.chop(1);
        break;
    default:
        if (isDigitKey(key) && m_typed.size() < 4)
            m_typed += QChar(u'0' + (key - Qt::Key_0));
        break;
    }
    m_window->presentationBar()->setStepText(m_typed.isEmpty() ? stepLine()
                                                               : typedText());
    m_window->presentationBar()->reveal();
    Q_EMIT typedNumberChanged();
}

QString LectureRunner::stepLine() const
{
    const QString counter = counterText(m_player->lecture(), m_player->page());
    return m_detour ? tr("%1 · your changes kept; the answer is for the step's own values: R shows them").arg(counter) : counter;
}

QString LectureRunner::typedText() const
{
    return m_typed.isEmpty() ? QString() : tr("Go to step %1 (Enter)").arg(m_typed);
}

bool LectureRunner::eventFilter(QObject *watched, QEvent *event)
{
    if (!isRunning() || (event->type() != QEvent::KeyPress && event->type() != QEvent::ShortcutOverride))
        return QObject::eventFilter(watched, event);
    auto *widget = qobject_cast<QWidget *>(watched);
    // Only keys for the window or the console, not for a dialog or a menu open over them.
    if (!widget || !m_keyWindows.contains(widget->window()) || QApplication::activeModalWidget() ||
        QApplication::activePopupWidget())
        return QObject::eventFilter(watched, event);
    // Each press once, where it is delivered first: the focus widget (QApplication offers a press that widget
    // ignores to its parents too), or the window itself without one.
    QWidget *focus = QApplication::focusWidget();
    if (focus ? widget != focus : !m_keyWindows.contains(widget))
        return QObject::eventFilter(watched, event);
    auto *key = static_cast<QKeyEvent *>(event);
    if (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return QObject::eventFilter(watched, event);
    const bool press = event->type() == QEvent::KeyPress && !key->isAutoRepeat();
    // A blank screen: any key shows the page again and does nothing else (a clicker's "next" pressed to wake
    // the screen must not turn a page the audience has not seen).
    if (isBlank() && !isModifierKey(key->key())) {
        event->accept();
        if (press)
            setBlank(false);
        return true;
    }
    // Esc, F5 and Shift+F5 (a clicker's other button) leave the lecture's presentation mode only when pressed
    // twice: once by mistake loses nothing. Leaving pauses the lecture; F5 comes back to its page.
    // Esc with a pen in hand puts it down (the arrow again), as in PowerPoint, and leaves nothing.
    if (key->key() == Qt::Key_Escape && m_window->focusView()->ink()->tool() != InkTool::None) {
        event->accept();
        if (press)
            m_window->focusView()->putInkDown();
        return true;
    }
    if ((key->key() == Qt::Key_Escape || key->key() == Qt::Key_F5) && widget->window() == m_window) {
        event->accept();
        if (press) {
            if (leaveArmed()) {
                m_leaveDeadline = QDeadlineTimer();
                m_window->setPresentation(false);
            } else {
                armLeave(key->key() == Qt::Key_Escape ? QStringLiteral("Esc") : QStringLiteral("F5"));
            }
        }
        return true;
    }
    const bool inField = qobject_cast<QLineEdit *>(focus) || qobject_cast<QAbstractSpinBox *>(focus) ||
                         qobject_cast<QComboBox *>(focus);
    if (!isLectureKey(key->key(), inField))
        return QObject::eventFilter(watched, event);
    // Claim the key before the window's shortcuts (Page Down: the next figure) take it, and accept the press,
    // or QApplication would offer it to the parent widgets too. A held key moves once.
    event->accept();
    if (event->type() == QEvent::KeyPress && !key->isAutoRepeat())
        handleKey(key->key());
    return true;
}
