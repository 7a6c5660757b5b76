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

LectureRunner::LectureRunner(MainWindow *window)
    : QObject(window)
    , m_window(window)
{
    m_keyWindows.append(window);
    connect(window, &MainWindow::presentationChanged, this, [this](bool on) {
        if (!on)
            stop();
    });
}

LectureRunner::~LectureRunner()
{
    if (m_player)
        qApp->removeEventFilter(this);
}

void LectureRunner::start(const Lecture &lecture, const QString &name)
{
    if (!m_player)
        qApp->installEventFilter(this); // keys of the window and the console, before their shortcuts
    m_player = std::make_unique<LecturePlayer>(lecture);
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
        setConsoleShown(true);
    if (m_console)
        m_console->restartClock();
}

void LectureRunner::setConsoleShown(bool shown)
{
    if (!shown) {
        if (m_console)
            m_console->hide();
        return;
    }
    if (!m_console)
        m_console = new PresenterConsole(this, m_window);
    // On the lecturer's screen: the primary one when the figure is on another, else beside the figure.
    QScreen *lecturer = QGuiApplication::primaryScreen();
    if (lecturer && lecturer != m_window->screen()) {
        m_console->setGeometry(lecturer->availableGeometry());
        m_console->showMaximized();
    } else {
        const QRect room = m_window->screen() ? m_window->screen()->availableGeometry() : QRect(0, 0, 1280, 720);
        m_console->resize(room.width() / 2, room.height() / 2);
        m_console->show();
    }
    m_console->raise();
}

void LectureRunner::stop()
{
    if (!m_player)
        return;
    qApp->removeEventFilter(this);
    m_player.reset();
    m_typed.clear();
    m_window->focusView()->setHeader({});
    m_window->focusView()->setBlank(false);
    m_window->presentationBar()->setStepText({});
    Q_EMIT pageChanged();
    if (m_console)
        m_console->hide(); // the lecture is over
}

QString LectureRunner::counterText(const Lecture &lecture, const LecturePage &page)
{
    const QString counter = tr("Step %1 / %2").arg(page.step + 1).arg(lecture.steps.size());
    return lecture.steps.at(page.step).hasQuestion() && !page.revealed ? tr("%1, answer next").arg(counter) : counter;
}

void LectureRunner::showPage(bool whole)
{
    const Lecture &lecture = m_player->lecture();
    const LecturePage page = m_player->page();
    const LectureStep &step = lecture.steps.at(page.step);
    const QString stepName = tr("lecture step %1").arg(page.step + 1);
    Scene scene = sceneOf(lecture, page);
    if (!whole) {
        // The reveal's own fields on top of the session as the lecturer left it.
        Scene now = m_window->currentScene();
        const QJsonObject changes = step.reveal.value(QStringLiteral("session")).toObject();
        Session base = now.session;
        if (changes.contains(QStringLiteral("text")) && !changes.contains(QStringLiteral("length")))
            base.length = Session::lengthFollowing(changes.value(QStringLiteral("text")).toString());
        const Session::Read read = Session::fromJson(changes, base);
        if (read.problems.isEmpty()) // else (a change the lecturer's values cannot take): the whole reveal scene
            scene.session = withFigureSlots(read.session, figureEntry(scene.tab));
    }
    m_window->applyScene(scene, MainWindow::SceneParts::ParametersAndTab, stepName);
    if (step.setsTheme)
        m_window->setTheme(scene.theme);
    if (step.setsZoom)
        m_window->setFigureTextPercent(scene.zoomPercent);
    m_window->showAlone(scene.tab);
    m_window->focusView()->setHeader(pageHeader(lecture, page, language::current()));
    m_window->presentationBar()->setStepText(counterText(lecture, page));
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
        m_window->statusBar()->showMessage(
            tr("There is no step %1 (allowed 1 .. %2)").arg(number).arg(m_player->lecture().steps.size()), 5000);
        return false;
    }
    showPage(true);
    return true;
}

void LectureRunner::setBlank(bool blank)
{
    m_window->focusView()->setBlank(blank && m_player);
    Q_EMIT pageChanged();
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

bool LectureRunner::handleKey(int key, const QString &text, bool inField)
{
    switch (key) {
    case Qt::Key_PageDown:
        next();
        return true;
    case Qt::Key_PageUp:
        previous();
        return true;
    default:
        break;
    }
    if (inField)
        return false;
    switch (key) {
    case Qt::Key_Space:
        next();
        return true;
    case Qt::Key_Home:
        first();
        return true;
    case Qt::Key_End:
        last();
        return true;
    case Qt::Key_B:
        setBlank(!isBlank());
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (m_typed.isEmpty())
            return false;
        goToStep(std::exchange(m_typed, {}).toInt());
        m_window->presentationBar()->setStepText(counterText(m_player->lecture(), m_player->page()));
        return true;
    case Qt::Key_Backspace:
        if (m_typed.isEmpty())
            return false;
        m_typed.chop(1);
        return true;
    default:
        break;
    }
    if (text.size() == 1 && text.at(0).isDigit() && m_typed.size() < 4) {
        m_typed += text;
        m_window->presentationBar()->setStepText(tr("Go to step %1 (Enter)").arg(m_typed));
        return true;
    }
    return false;
}

bool LectureRunner::eventFilter(QObject *watched, QEvent *event)
{
    if (!m_player || (event->type() != QEvent::KeyPress && event->type() != QEvent::ShortcutOverride))
        return QObject::eventFilter(watched, event);
    auto *widget = qobject_cast<QWidget *>(watched);
    // Only keys for the window or the console, not for a dialog or a menu open over them.
    if (!widget || !m_keyWindows.contains(widget->window()) || QApplication::activeModalWidget() ||
        QApplication::activePopupWidget())
        return QObject::eventFilter(watched, event);
    auto *key = static_cast<QKeyEvent *>(event);
    if (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return QObject::eventFilter(watched, event);
    const bool inField = qobject_cast<QLineEdit *>(widget) || qobject_cast<QAbstractSpinBox *>(widget) ||
                         qobject_cast<QComboBox *>(widget);
    if (event->type() == QEvent::ShortcutOverride) {
        // Claim the lecture's keys before the window's shortcuts (Page Down: the next figure) take them; the
        // key press that follows is handled below.
        const bool ours = QList<int>{Qt::Key_PageDown, Qt::Key_PageUp}.contains(key->key()) ||
                          (!inField && (QList<int>{Qt::Key_Space, Qt::Key_Home, Qt::Key_End, Qt::Key_B}.contains(key->key()) ||
                                        (key->text().size() == 1 && key->text().at(0).isDigit()) ||
                                        (!m_typed.isEmpty() && (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter))));
        if (ours)
            event->accept();
        return ours;
    }
    if (!handleKey(key->key(), key->text(), inField))
        return QObject::eventFilter(watched, event);
    // Accepted, or QApplication would offer the same press to the parent widgets (and move twice).
    event->accept();
    return true;
}
