#pragma once
/// \file presenterconsole.h
/// \brief The lecturer's own window while a lecture runs: a picture of what the audience sees, the current
/// step's notes, its answer before the audience sees it, the next step's title and a small picture of it, the
/// wall clock, the time since the start and on this step against the lecture's plan (each step's "minutes"),
/// back / next / black / white buttons and the steps to go to. The audience's screen shows only the figure
/// and its heading (LectureRunner).

#include <QElapsedTimer>
#include <QWidget>

class ConsoleControls;
class LiveFields;
class LectureRunner;
struct Lecture;
class QLabel;
class QTimer;

/// A top-level window that follows \a runner's pages; keys pressed in it move the lecture too
/// (LectureRunner::addKeyWindow()). Its text is large (the lecturer reads it from a lectern): at least
/// 1/40 of its screen's height.
class PresenterConsole : public QWidget
{
    Q_OBJECT
public:
    explicit PresenterConsole(LectureRunner *runner, QWidget *parent = nullptr);

    /// The texts shown, for tests.
    QString stepText() const;
    QString notesText() const;
    QString answerText() const;
    QString nextText() const;
    QString clockText() const;
    QString planText() const;
    /// The appendix line, then its steps' titles (the line's tool tip), one per line.
    QString appendixText() const;
    /// The picture of the next step (null on the last step or before it is drawn).
    QImage nextPicture() const;
    /// The picture of what the audience sees now (null before it is drawn).
    QImage nowPicture() const { return m_now; }
    /// Back, next, black, white and the step list.
    ConsoleControls *controls() const { return m_controls; }
    /// pos, k, L, d_model and base of the audience's figure, as in the slim bar.
    LiveFields *fields() const { return m_fields; }

    /// Starts the clock again from 0:00 (a lecture starts).
    void restartClock();
    /// The clock's text for \a milliseconds since the start: "m:ss", or "h:mm:ss" past an hour.
    static QString clockFor(qint64 milliseconds);
    /// The plan line for \a lecture on \a step after \a stepMilliseconds on it and \a totalMilliseconds in
    /// all: "This step 1:20 of 3 min · in all 12:40 of 15 min planned to here" (nothing planned: the times).
    static QString planFor(const Lecture &lecture, int step, qint64 stepMilliseconds, qint64 totalMilliseconds);

protected:
    void changeEvent(QEvent *event) override;
    /// A new size: both pictures are drawn again for their room.
    void resizeEvent(QResizeEvent *event) override;

private:
    void showPage();
    void drawNext();
    void fitFont();
    void showTime();
    void drawNow();

    LectureRunner *m_runner;
    QLabel *m_step;
    QLabel *m_answer;
    QLabel *m_notes;
    QLabel *m_next;
    QLabel *m_nextPicture;
    QLabel *m_clock;
    QLabel *m_plan;
    QLabel *m_appendix;
    QLabel *m_nowPicture;
    ConsoleControls *m_controls;
    LiveFields *m_fields;
    QTimer *m_drawNow;
    QTimer *m_tick;
    QTimer *m_drawNext;
    QElapsedTimer m_started;
    QElapsedTimer m_stepStarted; ///< since the step shown began
    int m_shownStep = -1;
    QImage m_picture;
    QImage m_now;
    QString m_stepLine; ///< "3 / 14  Title", shown while no step number is being typed
};
