#include "ui/lecture/lectureplayer.h"

#include "ui/figures/figureregistry.h"
#include "ui/state/explorerstate.h"

#include <QCoreApplication>

#include <utility>

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Lecture)
};

} // namespace

QString undrawablePage(const Lecture &lecture)
{
    ExplorerState state;
    for (const LecturePage &page : lecturePages(lecture))
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        const Scene &scene = sceneOf(lecture, page, language);
        state.setSession(scene.session);
        const ForegroundWork now(state);
        const FigureEntry &entry = figureEntry(scene.tab);
        if (const QString why = entry.unavailable ? entry.unavailable(state) : QString(); !why.isEmpty()) {
            const bool reveal = page.revealed && !lecture.steps.at(page.step).reveal.isEmpty();
            return Text::tr("step %1: %2%3 cannot be drawn: %4")
                .arg(page.step + 1)
                .arg(reveal ? QStringLiteral("reveal: ") : QString(), figureName(entry.id), why);
        }
        }
    return {};
}

QList<LecturePage> lecturePages(const Lecture &lecture)
{
    QList<LecturePage> pages;
    for (int step = 0; step < lecture.steps.size(); ++step) {
        if (lecture.steps.at(step).hasQuestion())
            pages.append({step, false});
        pages.append({step, true});
    }
    return pages;
}

const Scene &sceneOf(const Lecture &lecture, const LecturePage &page, const QString &language)
{
    return lecture.steps.at(page.step).sceneIn(language, page.revealed);
}

FigureMarks marksOf(const Lecture &lecture, const LecturePage &page, const QString &language)
{
    const LectureStep &step = lecture.steps.at(page.step);
    FigureMarks marks;
    for (const LectureMark &mark : page.revealed ? step.revealMarks : step.marks)
        marks.append(mark.in(language));
    return marks;
}

void setPageOn(ExplorerState &state, const Lecture &lecture, const LecturePage &page, const QString &language)
{
    state.setAnswerWithheld(!page.revealed);
    state.setSession(sceneOf(lecture, page, language).session);
    state.setFigureMarks(marksOf(lecture, page, language));
}

QString stepCounter(const Lecture &lecture, int step)
{
    if (lecture.steps.at(step).appendix)
        return Text::tr("%1 (appendix)").arg(step + 1);
    int lastCore = static_cast<int>(lecture.steps.size());
    while (lastCore > 1 && lecture.steps.at(lastCore - 1).appendix)
        --lastCore;
    return QStringLiteral("%1 / %2").arg(step + 1).arg(lastCore);
}

SlideHeader pageHeader(const Lecture &lecture, const LecturePage &page, const QString &language, PageNotes notes)
{
    const LectureStep &step = lecture.steps.at(page.step);
    SlideHeader header;
    header.counter = stepCounter(lecture, page.step);
    header.title = step.title.in(language);
    header.text = step.text.in(language);
    header.question = step.question.in(language);
    if (page.revealed)
        header.answer = step.answer.in(language);
    else
        header.answerToCome = step.answer.in(language);
    // The lecturer's and the students' notes are never on one page.
    if (notes == PageNotes::Lecturer)
        header.notes = step.notes.in(language);
    else if (notes == PageNotes::Students)
        header.notes = step.studentNotes.in(language);
    return header;
}

LecturePlayer::LecturePlayer(Lecture lecture)
    : m_lecture(std::move(lecture))
    , m_pages(lecturePages(m_lecture))
{
    Q_ASSERT(!m_pages.isEmpty()); // Lecture::fromJson() refuses a lecture without steps
}

int LecturePlayer::neighbour(int direction) const
{
    const bool inAppendix = step().appendix;
    for (int index = m_index + direction; index >= 0 && index < m_pages.size(); index += direction)
        if (inAppendix || !m_lecture.steps.at(m_pages.at(index).step).appendix)
            return index;
    return -1;
}

int LecturePlayer::nextStep() const
{
    // The first step after this one that next() reaches.
    const bool inAppendix = step().appendix;
    for (int index = m_index + 1; index < m_pages.size(); ++index)
        if (const int step = m_pages.at(index).step;
            step != page().step && (inAppendix || !m_lecture.steps.at(step).appendix))
            return step;
    return -1;
}

bool LecturePlayer::next()
{
    const int index = neighbour(+1);
    if (index < 0)
        return false;
    m_index = index;
    return true;
}

bool LecturePlayer::previous()
{
    const int index = neighbour(-1);
    if (index < 0)
        return false;
    m_index = index;
    return true;
}

void LecturePlayer::first()
{
    m_index = 0;
}

void LecturePlayer::last()
{
    m_index = static_cast<int>(m_pages.size()) - 1;
    for (int index = m_index; index >= 0; --index)
        if (!m_lecture.steps.at(m_pages.at(index).step).appendix) {
            m_index = index;
            return;
        }
}

bool LecturePlayer::goToStep(int number)
{
    if (number < 1 || number > m_lecture.steps.size())
        return false;
    for (int index = 0; index < m_pages.size(); ++index)
        if (m_pages.at(index).step == number - 1) {
            m_index = index;
            return true;
        }
    return false;
}
