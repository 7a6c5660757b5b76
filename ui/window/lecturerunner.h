#pragma once
/// \file lecturerunner.h
/// \brief A lecture running in the window: each page's scene applied (one undo step each), its figure shown
/// alone in presentation mode under the page's heading, and the lecturer's keys.

#include "ui/lecture/lectureplayer.h"
#include "ui/lecture/slideheader.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class MainWindow;
class PresenterConsole;

/// Runs one lecture at a time in \a window. Keys, in the window and in any window registered with
/// addKeyWindow() (the presenter console): Page Down or Space the next page (a question, then its reveal,
/// then the next step), Page Up the previous one, Home and End the first and last, a step number typed and
/// Enter that step, B a black screen (B again shows it). A clicker's Page Down and Page Up work wherever the
/// focus is; the other keys not while a text or number field has it. Leaving presentation mode (Esc) ends
/// the lecture.
class LectureRunner : public QObject
{
    Q_OBJECT
public:
    explicit LectureRunner(MainWindow *window);
    ~LectureRunner() override;

    /// Starts \a lecture at its first page: presentation mode on, the first step's scene applied.
    /// \a name is what Edit > Undo and the status bar call it (a file name, or the built-in lecture's title).
    void start(const Lecture &lecture, const QString &name);
    /// Ends the lecture: the heading and the step counter go; the window stays as it is.
    void stop();
    bool isRunning() const { return m_player != nullptr; }
    /// The running lecture's cursor (nullptr when none runs).
    const LecturePlayer *player() const { return m_player.get(); }

    /// The moves of the keys; each false (nothing moves) at an end or with no lecture running.
    bool next();
    bool previous();
    void first();
    void last();
    /// Step \a number, 1-based as the counter shows it.
    bool goToStep(int number);
    void setBlank(bool blank);
    bool isBlank() const;
    /// The step number typed so far (digits before Enter), for the slim bar.
    const QString &typedNumber() const { return m_typed; }

    /// "Step 3 / 19" and, on a question page, that the answer is next (the slim bar's counter).
    static QString counterText(const Lecture &lecture, const LecturePage &page);

    /// Keys pressed in \a window move the lecture too (the presenter console).
    void addKeyWindow(QWidget *window);

    /// `--presenter`: every lecture of this run opens the presenter console, also on one screen. With two
    /// screens or more it opens anyway: the figure goes to a screen other than the primary one (the
    /// projector), the console to the primary one (the lecturer's).
    void setPresenterWanted(bool wanted) { m_presenterWanted = wanted; }
    /// Shows the presenter console (File > Presenter Console), or hides it.
    void setConsoleShown(bool shown);
    /// The console (nullptr before it was first shown).
    PresenterConsole *console() const { return m_console; }

Q_SIGNALS:
    /// A page was shown (its scene applied), or the lecture started or stopped.
    void pageChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// Shows the current page: \a whole applies the page's scene; else (question to reveal) only the reveal's
    /// fields on top of what the lecturer may have changed meanwhile.
    void showPage(bool whole);
    /// Whether \a key moves the lecture: Page Down / Up always (a clicker), the others not while a text or
    /// number field has the focus (\a inField).
    bool isLectureKey(int key, bool inField) const;
    void handleKey(int key);

    MainWindow *m_window;
    std::unique_ptr<LecturePlayer> m_player;
    QString m_name;
    QString m_typed;
    QList<QWidget *> m_keyWindows;
    PresenterConsole *m_console = nullptr;
    bool m_presenterWanted = false;
};
