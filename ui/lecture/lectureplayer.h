#pragma once
/// \file lectureplayer.h
/// \brief Where a running lecture is: its pages in order (a step without a question is one page; a step with
/// one is two, the question and then its reveal) and the moves between them (next, back, first, last, a
/// step by number). Knows nothing of windows: LectureRunner applies the pages, the deck export draws them.

#include "ui/lecture/lecture.h"
#include "ui/lecture/slideheader.h"

#include <QList>

class ExplorerState;

/// One page of a lecture: a step, asked (its question shown, the answer not yet) or revealed.
struct LecturePage
{
    int step = 0;          ///< index into Lecture::steps
    bool revealed = false; ///< the answer shows (always true for a step without a question)
    bool operator==(const LecturePage &) const = default;
};

/// Every page of \a lecture in order: per step, its question and then its reveal, or its one page.
QList<LecturePage> lecturePages(const Lecture &lecture);

/// The scene a page shows from its start: the step's scene, or the revealed scene on a reveal page, in the
/// language \a language ("en", "zh_CN": a session text the step gives in both languages).
const Scene &sceneOf(const Lecture &lecture, const LecturePage &page, const QString &language = QStringLiteral("en"));

/// What a page marks on its figures (LectureStep::marks, or revealMarks on a reveal), labelled in \a language.
FigureMarks marksOf(const Lecture &lecture, const LecturePage &page, const QString &language);

/// Puts \a page's scene session and marks in \a language into \a state (the deck and the console's
/// picture of the next page draw from it).
void setPageOn(ExplorerState &state, const Lecture &lecture, const LecturePage &page, const QString &language);

/// The page's counter: "3 / 14" for a step of the core (14: the last core step's number), "16 (appendix)"
/// for an appendix step.
QString stepCounter(const Lecture &lecture, int step);

/// The heading of \a page in \a language ("en", "zh_CN"): the counter "3 / 19", the step's title, text and
/// question and, on a reveal, its answer; \a withNotes adds the speaker notes.
/// Which notes a page carries: none (the audience's screen), the lecturer's or the students'.
enum class PageNotes { None, Lecturer, Students };
SlideHeader pageHeader(const Lecture &lecture, const LecturePage &page, const QString &language,
                       PageNotes notes = PageNotes::None);

/// The first page whose figure its scene cannot draw (FigureEntry::unavailable: a YaRN block with
/// beta_fast <= beta_slow, fairseq's padding past the first position …), as one line "step 3: rope-scaling
/// cannot be drawn: …" ("step 3: reveal: …" for a reveal page); empty when every page draws.
QString undrawablePage(const Lecture &lecture);

/// A cursor over lecturePages(): starts on the first page.
class LecturePlayer
{
public:
    explicit LecturePlayer(Lecture lecture);

    const Lecture &lecture() const { return m_lecture; }
    const QList<LecturePage> &pages() const { return m_pages; }
    int pageIndex() const { return m_index; }
    LecturePage page() const { return m_pages.at(m_index); }
    const LectureStep &step() const { return m_lecture.steps.at(page().step); }
    /// The step next() goes to after this step's last page, or -1 when there is none.
    int nextStep() const;

    /// Next page (Page Down, Space): the reveal after a question, else the next step; from a step of the
    /// core, past the appendix steps (LectureStep::appendix) to the next core step. False at the end.
    bool next();
    /// Previous page (Page Up), past the appendix from the core as next(). False at the start.
    bool previous();
    void first();
    /// The last page of the core (of the whole lecture when every step is in the appendix).
    void last();
    /// The first page of step \a number (1-based, as the step counter shows it). False, moving nowhere,
    /// for a number outside 1 .. steps.
    bool goToStep(int number);

private:
    /// The page index \a direction (+1, -1) moves to from m_index, or -1 when there is none.
    int neighbour(int direction) const;

    Lecture m_lecture;
    QList<LecturePage> m_pages;
    int m_index = 0;
};
