#include "ui/window/presenterconsole.h"

#include "ui/export/lecturedeck.h"
#include "ui/state/theme.h"
#include "ui/state/explorerstate.h"
#include "ui/state/language.h"
#include "ui/window/lecturerunner.h"

#include <qcustomplot.h>

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QScreen>
#include <QTimer>

#include <algorithm>

PresenterConsole::PresenterConsole(LectureRunner *runner, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_runner(runner)
    , m_step(new QLabel(this))
    , m_answer(new QLabel(this))
    , m_notes(new QLabel(this))
    , m_next(new QLabel(this))
    , m_nextPicture(new QLabel(this))
    , m_clock(new QLabel(this))
    , m_tick(new QTimer(this))
    , m_drawNext(new QTimer(this))
{
    setObjectName(QStringLiteral("presenterConsole"));
    setWindowTitle(tr("Presenter Console"));
    for (QLabel *label : {m_step, m_answer, m_notes, m_next})
        label->setWordWrap(true);
    m_step->setTextFormat(Qt::PlainText);
    m_notes->setTextFormat(Qt::PlainText);
    m_answer->setTextFormat(Qt::PlainText);
    m_next->setTextFormat(Qt::PlainText);
    m_notes->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_nextPicture->setAlignment(Qt::AlignCenter);
    m_nextPicture->setFrameShape(QFrame::Box);
    m_clock->setAlignment(Qt::AlignRight | Qt::AlignTop);

    auto *layout = new QGridLayout(this);
    layout->addWidget(m_step, 0, 0);
    layout->addWidget(m_clock, 0, 1);
    layout->addWidget(m_answer, 1, 0, 1, 2);
    layout->addWidget(m_notes, 2, 0);
    auto *next = new QVBoxLayout;
    next->addWidget(m_next);
    next->addWidget(m_nextPicture, 1);
    layout->addLayout(next, 2, 1);
    layout->setRowStretch(2, 1);
    layout->setColumnStretch(0, 3);
    layout->setColumnStretch(1, 2);

    m_tick->setInterval(1000);
    connect(m_tick, &QTimer::timeout, this, [this] { m_clock->setText(clockFor(m_started.elapsed())); });
    m_tick->start();
    // The next step's picture after the audience's screen has painted the new page.
    m_drawNext->setSingleShot(true);
    m_drawNext->setInterval(0);
    connect(m_drawNext, &QTimer::timeout, this, &PresenterConsole::drawNext);
    connect(runner, &LectureRunner::pageChanged, this, &PresenterConsole::showPage);
    runner->addKeyWindow(this);
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

void PresenterConsole::restartClock()
{
    m_started.start();
    m_clock->setText(clockFor(0));
}

void PresenterConsole::showPage()
{
    const LecturePlayer *player = m_runner->player();
    if (!player) {
        m_step->setText(tr("No lecture runs."));
        for (QLabel *label : {m_answer, m_notes, m_next})
            label->clear();
        m_nextPicture->clear();
        m_picture = {};
        return;
    }
    const QString code = language::current();
    const LectureStep &step = player->step();
    const LecturePage page = player->page();
    m_step->setText(QStringLiteral("%1 / %2  %3%4")
                        .arg(page.step + 1)
                        .arg(player->lecture().steps.size())
                        .arg(step.title.in(code), m_runner->isBlank() ? tr(" (screen blank)") : QString()));
    if (!step.hasQuestion())
        m_answer->setText(QString());
    else if (page.revealed)
        m_answer->setText(tr("Shown: %1").arg(step.answer.in(code)));
    else
        m_answer->setText(tr("Answer (not shown yet): %1").arg(step.answer.in(code)));
    m_notes->setText(step.notes.isEmpty() ? tr("No notes for this step.") : step.notes.in(code));
    const int next = player->nextStep();
    m_next->setText(next < 0 ? tr("Last step.")
                             : tr("Next: %1 / %2  %3").arg(next + 1).arg(player->lecture().steps.size())
                                   .arg(player->lecture().steps.at(next).title.in(code)));
    m_picture = {};
    m_nextPicture->clear();
    if (next >= 0)
        m_drawNext->start();
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
    state.setSession(sceneOf(request.lecture, page).session);
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
QImage PresenterConsole::nextPicture() const { return m_picture; }
