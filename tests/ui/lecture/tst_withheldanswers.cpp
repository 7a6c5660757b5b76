// A question page of the built-in lecture does not show its answer: the words or numbers each figure
// measures and that answer the step's question are drawn by the same figure outside a lecture, and not on
// the question page (read from the page painted into an SVG, as a student reads the slide). A figure that
// states its verdict on a question page again fails here.
#include "ui/export/lecturedeck.h"
#include "ui/lecture/lecture.h"
#include "ui/lecture/lectureplayer.h"
#include "ui/state/explorerstate.h"

#include "svgtext.h"

#include <qcustomplot.h>

#include <QBuffer>
#include <QSvgGenerator>
#include <QtTest>

namespace {

/// Everything the page \a page of \a lecture draws in English, as text; with \a answerShown the same page
/// with the figure saying all it measures, as outside a lecture.
QString drawnText(const Lecture &lecture, const LecturePage &page, bool answerShown = false)
{
    ExplorerState state;
    DeckRequest request;
    request.lecture = lecture;
    setPageOn(state, lecture, page, request.language);
    if (answerShown)
        state.setAnswerWithheld(false);
    QBuffer svg;
    svg.open(QIODevice::WriteOnly);
    {
        QSvgGenerator generator;
        generator.setOutputDevice(&svg);
        generator.setSize(QSize(request.size.width, request.size.height));
        generator.setResolution(96);
        QCPPainter painter(&generator);
        painter.setMode(QCPPainter::pmVectorized);
        paintLecturePage(painter, state, request, page, 1.0);
    }
    return svgText(svg.data());
}

int stepTitled(const Lecture &lecture, const QString &title)
{
    for (int step = 0; step < lecture.steps.size(); ++step)
        if (lecture.steps.at(step).title.en == title)
            return step;
    qFatal("no step titled %s", qPrintable(title));
}

} // namespace

class TestWithheldAnswers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void questionPageWithholdsWhatTheRevealShows_data();
    void questionPageWithholdsWhatTheRevealShows();
    void answerWithheldOnlyOnQuestionPages();
};

void TestWithheldAnswers::questionPageWithholdsWhatTheRevealShows_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("answer"); // what the figure writes that answers the question
    // The figure's own words, without spaces (an SVG's text runs carry no spaces between lines).
    QTest::newRow("attention: each family measured") << "Attention ignores order" << "Eachfamilyalone";
    QTest::newRow("why not 1, 2, 3: the same value") << "Why not 1, 2, 3?" << "bothgive";
    QTest::newRow("clock: the fastest hand's wavelength") << "Each pair is a clock hand" << "λ=6.28";
    QTest::newRow("worked example: PE(1, 1) = cos 1") << "A worked example: “love” at pos 1" << "0.5403";
    QTest::newRow("Mₖ at pos′: the same turn") << "The offset k is a rotation" << "SameMkatposandpos′"; // ₖ typeset: a k at 0.8
    QTest::newRow("similarity: the distance alone") << "Dot products depend on distance only" << "largestspread";
    QTest::newRow("learned: no row past the end") << "Learned tables" << "cannotextrapolate";
    QTest::newRow("RoPE: the shifted score") << "RoPE: rotate q and k" << "score(m+s,n+s)";
    QTest::newRow("decay bound: its shape") << "Do far tokens score less?" << "fallswithripples";
    QTest::newRow("T5: where the last bucket starts") << "T5: one bias per bucket" << "reachingthelastbucket";
}

void TestWithheldAnswers::questionPageWithholdsWhatTheRevealShows()
{
    QFETCH(QString, title);
    QFETCH(QString, answer);
    const Lecture lecture = Lecture::builtin();
    const int step = stepTitled(lecture, title);
    QVERIFY(lecture.steps.at(step).hasQuestion());
    const auto squeezed = [](QString text) { return text.remove(QLatin1Char(' ')).remove(QChar(0x00A0)); };
    const QString asked = squeezed(drawnText(lecture, {step, false}));
    const QString told = squeezed(drawnText(lecture, {step, false}, true));
    QVERIFY2(!asked.isEmpty(), "the page draws text");
    QVERIFY2(told.contains(answer), qPrintable(QStringLiteral("the figure does not say %1 at all").arg(answer)));
    QVERIFY2(!asked.contains(answer), qPrintable(QStringLiteral("the question page shows %1").arg(answer)));
}

void TestWithheldAnswers::answerWithheldOnlyOnQuestionPages()
{
    const Lecture lecture = Lecture::builtin();
    ExplorerState state;
    QSignalSpy changed(&state, &ExplorerState::answerWithheldChanged);
    QVERIFY(!state.answerWithheld()); // outside a lecture, every figure says all it measures
    for (const LecturePage &page : lecturePages(lecture)) {
        setPageOn(state, lecture, page, QStringLiteral("en"));
        QCOMPARE(state.answerWithheld(), !page.revealed);
    }
    QVERIFY(changed.count() > 0);
}

QTEST_MAIN(TestWithheldAnswers)
#include "tst_withheldanswers.moc"
