#include "ui/window/presenterconsole.h"

#include "ui/figures/scriptedtext.h"

#include "ui/export/lecturedeck.h"
#include "ui/lecture/slideheader.h"
#include "ui/state/theme.h"
#include "ui/state/explorerstate.h"
#include "ui/state/language.h"
#include "ui/widgets/livefields.h"
#include "ui/window/consolecontrols.h"
#include "ui/window/lecturerunner.h"

#include <qcustomplot.h>

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QScreen>
#include <QTime>
#include <QTimer>

#include <algorithm>
#include <utility>

PresenterConsole::PresenterConsole(LectureRunner *runner, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_runner(runner)
    , m_step(new QLabel(this))
    , m_answer(new QLabel(this))
    , m_notes(new QLabel(this))
    , m_next(new QLabel(this))
    , m_nextPicture(new QLabel(this))
    , m_clock(new QLabel(this))
    , m_plan(new QLabel(this))
    , m_appendix(new QLabel(this))
    , m_nowPicture(new QLabel(this))
    , m_controls(new ConsoleControls(runner, this))
    , m_fields(new LiveFields(runner->state(), this))
    , m_drawNow(new QTimer(this))
    , m_tick(new QTimer(this))
    , m_drawNext(new QTimer(this))
{
    setObjectName(QStringLiteral("presenterConsole"));
    // The console itself has the keys when it opens (digits go to a step, not into a field); a click on it
    // off the fields takes them back.
    setFocusPolicy(Qt::ClickFocus);
    setFocus(Qt::OtherFocusReason);
    setWindowTitle(tr("Presenter Console"));
    for (QLabel *label : {m_step, m_answer, m_notes, m_next, m_plan, m_appendix})
        label->setWordWrap(true);
    m_appendix->setTextFormat(Qt::PlainText);
    m_step->setTextFormat(Qt::PlainText);
    m_notes->setTextFormat(Qt::PlainText);
    m_answer->setTextFormat(Qt::PlainText);
    m_next->setTextFormat(Qt::PlainText);
    m_notes->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    for (QLabel *picture : {m_nextPicture, m_nowPicture}) {
        picture->setAlignment(Qt::AlignCenter);
        picture->setFrameShape(QFrame::Box);
        picture->setMinimumSize(160, 90);
    }
    m_clock->setAlignment(Qt::AlignRight | Qt::AlignTop);

    auto *layout = new QGridLayout(this);
    layout->addWidget(m_step, 0, 0);
    layout->addWidget(m_clock, 0, 1);
    layout->addWidget(m_plan, 1, 0, 1, 2);
    layout->addWidget(m_controls, 2, 0, 1, 2);
    layout->addWidget(m_fields, 3, 0, 1, 2); // the slim bar's fields, for the audience's figure
    layout->addWidget(m_answer, 4, 0, 1, 2);
    layout->addWidget(m_notes, 5, 0);
    // On the right: the audience's screen now, then the next step.
    auto *pictures = new QVBoxLayout;
    pictures->addWidget(m_nowPicture, 1);
    pictures->addWidget(m_next);
    pictures->addWidget(m_nextPicture, 1);
    layout->addLayout(pictures, 5, 1);
    layout->addWidget(m_appendix, 6, 0, 1, 2);
    layout->setRowStretch(5, 1);
    layout->setColumnStretch(0, 3);
    layout->setColumnStretch(1, 2);

    m_tick->setInterval(1000);
    connect(m_tick, &QTimer::timeout, this, &PresenterConsole::showTime);
    m_tick->start();
    // The next step's picture after the audience's screen has painted the new page.
    m_drawNext->setSingleShot(true);
    m_drawNext->setInterval(0);
    connect(m_drawNext, &QTimer::timeout, this, &PresenterConsole::drawNext);
    connect(runner, &LectureRunner::pageChanged, this, &PresenterConsole::showPage);
    // Digits typed in either window: where they go, on the lecturer's screen too.
    connect(runner, &LectureRunner::typedNumberChanged, this, [this] {
        m_step->setText(m_runner->typedText().isEmpty() ? m_stepLine : m_runner->typedText());
    });
    // The audience's screen after it has painted; within a page, once the lecturer's changes settle.
    m_drawNow->setSingleShot(true);
    m_drawNow->setInterval(300);
    connect(m_drawNow, &QTimer::timeout, this, &PresenterConsole::drawNow);
    connect(runner, &LectureRunner::screenChanged, m_drawNow, [this] { m_drawNow->start(300); });
    runner->addKeyWindow(this);
    addActions(runner->liveActions()); // Right / Left, Play, F and zoom work here as on the projector window
    restartClock();
    fitFont();
    showPage();
}

QString PresenterConsole::clockFor(qint64 milliseconds)
{
    const qint64 seconds = std::max<qint64>(0, milliseconds / 1000);
    if (seconds >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(seconds / 3600)
            .arg(seconds / 60 % 60, 2, 10, QLatin1Char('0'))
            .arg(seconds % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

QString PresenterConsole::planFor(const Lecture &lecture, int step, qint64 stepMilliseconds, qint64 totalMilliseconds)
{
    const LectureStep &shown = lecture.steps.at(step);
    const QString stepTime = shown.minutes > 0
                                 ? tr("This step %1 of %2 min").arg(clockFor(stepMilliseconds)).arg(shown.minutes)
                                 : tr("This step %1").arg(clockFor(stepMilliseconds));
    // Planned to the end of this step: the core steps up to it (an appendix step is outside the plan).
    double planned = 0;
    for (int index = 0; index <= step; ++index)
        if (!lecture.steps.at(index).appendix)
            planned += lecture.steps.at(index).minutes;
    if (shown.appendix || planned <= 0)
        return tr("%1 · in all %2").arg(stepTime, clockFor(totalMilliseconds));
    return tr("%1 · in all %2 of %3 min planned to here").arg(stepTime, clockFor(totalMilliseconds)).arg(planned);
}

void PresenterConsole::restartClock()
{
    m_started.start();
    m_stepStarted.start();
    showTime();
}

void PresenterConsole::showTime()
{
    // The wall clock (the class ends at a time of day), then the time since the start.
    m_clock->setText(QStringLiteral("%1 · %2").arg(QTime::currentTime().toString(QStringLiteral("HH:mm")),
                                                   clockFor(m_started.elapsed())));
    const LecturePlayer *player = m_runner->player();
    m_plan->setText(player ? planFor(player->lecture(), player->page().step, m_stepStarted.elapsed(), m_started.elapsed())
                           : QString());
}

void PresenterConsole::showPage()
{
    const LecturePlayer *player = m_runner->player();
    m_controls->showPage();
    m_drawNow->start(0);
    if (!player) {
        m_step->setText(tr("No lecture runs."));
        for (QLabel *label : {m_answer, m_notes, m_next, m_plan, m_appendix})
            label->clear();
        m_shownStep = -1;
        m_nextPicture->clear();
        m_picture = {};
        return;
    }
    const QString code = language::current();
    const LectureStep &step = player->step();
    const LecturePage page = player->page();
    const Lecture &lecture = player->lecture();
    m_stepLine = QStringLiteral("%1  %2%3").arg(stepCounter(lecture, page.step), plainScripts(step.title.in(code)),
                                                m_runner->isBlank() ? tr(" (screen blank)") : QString());
    m_step->setText(m_stepLine);
    if (std::exchange(m_shownStep, page.step) != page.step)
        m_stepStarted.start();
    showTime();
    // The appendix, which Space passes over: its step numbers on one line (type one, Enter), their titles in
    // the tool tip, so that the notes keep their room.
    QStringList titles;
    QList<int> numbers;
    for (int index = 0; index < lecture.steps.size(); ++index)
        if (lecture.steps.at(index).appendix) {
            numbers.append(index + 1);
            titles.append(QStringLiteral("%1 %2").arg(index + 1).arg(lecture.steps.at(index).title.in(code)));
        }
    QStringList shown;
    for (const int number : std::as_const(numbers))
        shown.append(QString::number(number));
    if (numbers.size() > 2 && numbers.last() - numbers.first() + 1 == numbers.size())
        shown = {QStringLiteral("%1–%2").arg(numbers.first()).arg(numbers.last())};
    m_appendix->setText(numbers.isEmpty() ? QString()
                                          : tr("Appendix (type its number, Enter): %1").arg(shown.join(QStringLiteral(", "))));
    m_appendix->setToolTip(titles.join(QLatin1Char('\n')));
    if (!step.hasQuestion())
        m_answer->setText(QString());
    else if (page.revealed)
        m_answer->setText(tr("Shown: %1").arg(plainScripts(numbersKeptWhole(step.answer.in(code)))));
    else
        m_answer->setText(tr("Answer (not shown yet): %1").arg(plainScripts(numbersKeptWhole(step.answer.in(code)))));
    m_notes->setText(step.notes.isEmpty() ? tr("No notes for this step.") : plainScripts(numbersKeptWhole(step.notes.in(code))));
    const int next = player->nextStep();
    m_next->setText(next < 0 ? tr("Last step.")
                             : tr("Next: %1  %2").arg(stepCounter(lecture, next), lecture.steps.at(next).title.in(code)));
    m_picture = {};
    m_nextPicture->clear();
    if (next >= 0)
        m_drawNext->start(0);
}

void PresenterConsole::drawNext()
{
    const LecturePlayer *player = m_runner->player();
    if (!player || player->nextStep() < 0 || !isVisible())
        return;
    // The next step's first page as the audience will see it (the deck's page: heading and figure), drawn at
    // 960 x 540 so that its text keeps the slide's proportions, then scaled to the room it has.
    const LecturePage page{player->nextStep(), !player->lecture().steps.at(player->nextStep()).hasQuestion()};
    DeckRequest request;
    request.lecture = player->lecture();
    request.language = language::current();
    request.size = ImageSize{960, 540};
    request.size.theme = theme::current();
    ExplorerState state;
    setPageOn(state, request.lecture, page, request.language);
    QImage slide(request.size.width, request.size.height, QImage::Format_RGB32);
    {
        QCPPainter painter(&slide);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        paintLecturePage(painter, state, request, page, 1.0);
    }
    const QSize room = m_nextPicture->contentsRect().size() * devicePixelRatioF();
    m_picture = slide.scaled(room.boundedTo(slide.size()).expandedTo(QSize(64, 36)), Qt::KeepAspectRatio,
                             Qt::SmoothTransformation);
    m_picture.setDevicePixelRatio(devicePixelRatioF());
    m_nextPicture->setPixmap(QPixmap::fromImage(m_picture));
}

void PresenterConsole::drawNow()
{
    QWidget *view = m_runner->audienceView();
    if (!m_runner->isRunning() || !isVisible() || !view->isVisible()) {
        m_now = {};
        m_nowPicture->clear();
        return;
    }
    const QSize room = m_nowPicture->contentsRect().size() * devicePixelRatioF();
    m_now = view->grab().toImage().scaled(room.expandedTo(QSize(64, 36)), Qt::KeepAspectRatio, Qt::SmoothTransformation);
    m_now.setDevicePixelRatio(devicePixelRatioF());
    m_nowPicture->setPixmap(QPixmap::fromImage(m_now));
}

void PresenterConsole::fitFont()
{
    // Read from a lectern: 1/40 of the screen's height, as the audience's smallest text.
    const QScreen *screen = this->screen();
    const int pixels = std::max(14, (screen ? screen->geometry().height() : 1080) / 40);
    QFont font = this->font();
    font.setPixelSize(pixels);
    setFont(font);
    QFont bold = font;
    bold.setBold(true);
    m_step->setFont(bold);
    m_clock->setFont(bold);
}

void PresenterConsole::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    const QMargins margins = layout()->contentsMargins();
    m_fields->fitInto(width() - margins.left() - margins.right());
    // The pictures fill their new room once the resizing pauses.
    if (m_runner->player() && m_runner->player()->nextStep() >= 0)
        m_drawNext->start(150);
    m_drawNow->start(150);
}

void PresenterConsole::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        showPage();
}

QString PresenterConsole::stepText() const { return m_step->text(); }
QString PresenterConsole::notesText() const { return m_notes->text(); }
QString PresenterConsole::answerText() const { return m_answer->text(); }
QString PresenterConsole::nextText() const { return m_next->text(); }
QString PresenterConsole::clockText() const { return m_clock->text(); }
QString PresenterConsole::planText() const { return m_plan->text(); }
QString PresenterConsole::appendixText() const { return m_appendix->text() + QLatin1Char('\n') + m_appendix->toolTip(); }
QImage PresenterConsole::nextPicture() const { return m_picture; }
