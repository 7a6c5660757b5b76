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
    for (const LecturePage &page : lecturePages(lecture)) {
        const Scene &scene = sceneOf(lecture, page);
        state.setSession(scene.session);
        const ForegroundWork now(state);
        const FigureEntry &entry = figureEntry(scene.tab);
        if (const QString why = entry.unavailable ? entry.unavailable(state) : QString(); !why.isEmpty()) {
            const bool reveal = page.revealed && !lecture.steps.at(page.step).reveal.isEmpty();
            return Text::tr("step %1: %2%3 cannot be drawn: %4")
                .arg(page.step + 1)
                .arg(reveal ? QStringLiteral("reveal: ") : QString(), entry.name, why);
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

const Scene &sceneOf(const Lecture &lecture, const LecturePage &page)
{
    const LectureStep &step = lecture.steps.at(page.step);
    return page.revealed ? step.revealed : step.scene;
}

SlideHeader pageHeader(const Lecture &lecture, const LecturePage &page, const QString &language, bool withNotes)
{
    const LectureStep &step = lecture.steps.at(page.step);
    SlideHeader header;
    header.counter = QStringLiteral("%1 / %2").arg(page.step + 1).arg(lecture.steps.size());
    header.title = step.title.in(language);
    header.text = step.text.in(language);
    header.question = step.question.in(language);
    if (page.revealed)
        header.answer = step.answer.in(language);
    if (withNotes)
        header.notes = step.notes.in(language);
    return header;
}

LecturePlayer::LecturePlayer(Lecture lecture)
    : m_lecture(std::move(lecture))
    , m_pages(lecturePages(m_lecture))
{
    Q_ASSERT(!m_pages.isEmpty()); // Lecture::fromJson() refuses a lecture without steps
}

int LecturePlayer::nextStep() const
{
    const int next = page().step + 1;
    return next < m_lecture.steps.size() ? next : -1;
}

bool LecturePlayer::next()
{
    if (m_index + 1 >= m_pages.size())
        return false;
    ++m_index;
    return true;
}

bool LecturePlayer::previous()
{
    if (m_index == 0)
        return false;
    --m_index;
    return true;
}

void LecturePlayer::first()
{
    m_index = 0;
}

void LecturePlayer::last()
{
    m_index = static_cast<int>(m_pages.size()) - 1;
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
