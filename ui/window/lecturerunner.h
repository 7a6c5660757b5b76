#pragma once
/// \file lecturerunner.h
/// \brief A lecture running in the window: each page's scene applied (one undo step each), its figure shown
/// alone in presentation mode under the page's heading, and the lecturer's keys.

#include "ui/lecture/lectureplayer.h"
#include "ui/lecture/slideheader.h"

#include <QDeadlineTimer>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class ExplorerState;
class MainWindow;
class QAction;
class PresenterConsole;

/// Runs one lecture at a time in \a window. Keys, in the window and in any window registered with
/// addKeyWindow() (the presenter console): Page Down or Space the next page (a question, then its reveal,
/// then the next step), Page Up the previous one, Home and End the first and last, a step number typed and
/// Enter that step, B or '.' a black screen and W a white one (while blank, any key shows the page again
/// and does nothing else). A clicker's Page Down and Page Up work wherever the focus is; the other keys not
/// while a text or number field has it. Esc, F5 or Shift+F5 (a clicker's other button) leave presentation
/// mode only when pressed twice within three seconds; leaving pauses the lecture at its page, and F5 comes
/// back to that page. File > End Lecture ends it.
class LectureRunner : public QObject
{
    Q_OBJECT
public:
    explicit LectureRunner(MainWindow *window);
    ~LectureRunner() override;

    /// Starts \a lecture at its first page: presentation mode on, the first step's scene applied.
    /// \a name is what Edit > Undo and the status bar call it (a file name, or the built-in lecture's title).
    void start(const Lecture &lecture, const QString &name);
    /// Ends the lecture (running or paused): the heading and the step counter go; the window stays as it is.
    void stop();
    /// A lecture is shown in presentation mode.
    bool isRunning() const { return m_player != nullptr && !m_paused; }
    /// Presentation mode was left during a lecture: it waits at its page for F5 (presentation mode again).
    bool isPaused() const { return m_player != nullptr && m_paused; }
    /// The running lecture's cursor (nullptr when none runs).
    const LecturePlayer *player() const { return m_player.get(); }

    /// The moves of the keys; each false (nothing moves) at an end or with no lecture running.
    bool next();
    bool previous();
    void first();
    void last();
    /// Step \a number, 1-based as the counter shows it.
    bool goToStep(int number);
    /// The screen blank in \a colour (black, or white for W), or the page shown again.
    void setBlank(bool blank, const QColor &colour = Qt::black);
    bool isBlank() const;
    /// The step number typed so far (digits before Enter), for the slim bar.
    const QString &typedNumber() const { return m_typed; }
    /// The slim bar's line for the page: counterText(), and after a detour (a reveal shown over values the
    /// lecturer changed) that the answer is for the step's own values and R shows them.
    QString stepLine() const;
    /// "Go to step 12 (Enter)" while a number is being typed, else "" (the slim bar and the console show it).
    QString typedText() const;

    /// "Step 3 / 19" and, on a question page, that the answer is next (the slim bar's counter).
    static QString counterText(const Lecture &lecture, const LecturePage &page);

    /// Keys pressed in \a window move the lecture too (the presenter console).
    void addKeyWindow(QWidget *window);

    /// `--presenter`: every lecture of this run opens the presenter console, also on one screen. With two
    /// screens or more it opens anyway: the figure goes to a screen other than the primary one (the
    /// projector), the console to the primary one (the lecturer's).
    void setPresenterWanted(bool wanted) { m_presenterWanted = wanted; }
    /// Shows the presenter console (File > Presenter Console), or hides it.
    /// On one screen a console opened with the lecture (\a inFront false) stays behind the slide, which it
    /// must not cover; Alt+Tab or the menu brings it up.
    void setConsoleShown(bool shown, bool inFront = true);
    /// The console (nullptr before it was first shown).
    PresenterConsole *console() const { return m_console; }
    /// The window's state (the console's fields set it).
    ExplorerState *state() const;
    /// What the audience sees: the window's figure under the page's heading.
    QWidget *audienceView() const;
    /// The lecture as given, each step with the ink drawn on it so far (what File > Save Lecture with Ink
    /// writes); nullopt when no lecture runs.
    std::optional<Lecture> lectureWithInk() const;
    /// Ink was drawn or erased since the lecture started or was last saved with it.
    bool inkUnsaved() const { return m_inkUnsaved; }
    /// The ink was written into a lecture file.
    void setInkSaved() { m_inkUnsaved = false; }
    /// The window's keys for the figure (MainWindow::liveActions()), which the console takes too.
    QList<QAction *> liveActions() const;

Q_SIGNALS:
    /// A page was shown (its scene applied), or the lecture started or stopped.
    void pageChanged();
    /// Something the audience sees changed within the page (a parameter, pos, the selection).
    void screenChanged();
    /// A digit was typed or the typed number was used or dropped (typedText()).
    void typedNumberChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// Shows the current page: \a whole applies the page's scene; else (question to reveal) only the reveal's
    /// fields on top of what the lecturer may have changed meanwhile.
    void showPage(bool whole);
    /// Whether \a key moves the lecture: Page Down / Up always (a clicker), the others not while a text or
    /// number field has the focus (\a inField).
    bool isLectureKey(int key, bool inField) const;
    /// What a page put on the window goes: heading, marks, withheld answers, blank screen, step counter.
    void clearPage();
    /// Presentation mode left during a lecture: the page's heading and marks go, its place is kept.
    void pause();
    /// Presentation mode again: the paused page, its scene applied whole.
    void resume();
    /// Esc or F5 pressed once in the lecture: says that a second press within three seconds leaves.
    void armLeave(const QString &key);
    bool leaveArmed() const;
    void handleKey(int key);

    MainWindow *m_window;
    std::unique_ptr<LecturePlayer> m_player;
    QString m_name;
    QString m_typed;
    QList<QWidget *> m_keyWindows;
    bool m_paused = false;
    QDeadlineTimer m_leaveDeadline; ///< while not expired, a second Esc or F5 leaves presentation mode
    PresenterConsole *m_console = nullptr;
    bool m_presenterWanted = false;
    QList<QList<InkStroke>> m_ink; ///< per step: the ink drawn on it (the file's, then the lecturer's)
    bool m_inkUnsaved = false;
    bool m_detour = false; ///< the page's reveal is shown over values the lecturer changed (R: the page's own)
};
