// A lecture running in the window: every page of the built-in lecture shows its figure alone with its
// parameters and heading; a reveal keeps what the lecturer changed; the lecturer's keys move it (also where
// the window's own Page Down would step figures); a bad file changes nothing; Esc ends it.
#include "ui/lecture/lecture.h"
#include "ui/state/explorerstate.h"
#include "ui/state/language.h"
#include "ui/state/theme.h"
#include "ui/state/zoom.h"
#include "ui/views/focusview.h"
#include "ui/widgets/livefields.h"
#include "ui/widgets/parameterpanel.h"
#include "ui/widgets/presentationbar.h"
#include "ui/widgets/sliderspinbox.h"
#include "ui/window/consolecontrols.h"
#include "ui/window/lecturemenu.h"
#include "ui/window/lecturerunner.h"
#include "ui/window/mainwindow.h"
#include "ui/window/presenterconsole.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

namespace {

/// Shows \a window and starts the built-in lecture in it, as File > Give the Built-in Lecture does.
bool runBuiltinLecture(MainWindow &window)
{
    window.show();
    return QTest::qWaitForWindowExposed(&window) && window.lectureMenu()->open(QStringLiteral("builtin"));
}

} // namespace

class TestLectureRunner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void playsEveryPageOfTheBuiltinLecture();
    void playsInChinese();
    void revealKeepsWhatTheLecturerChanged();
    void keysMoveTheLecture();
    void badFileChangesNothing();
    void clickerEscapeAndF5KeepThePlace_data();
    void clickerEscapeAndF5KeepThePlace();
    void clickerBlankScreens();
    void digitsInAFieldStayInTheField();
    void presenterConsoleFollowsThePages();
    void twoScreensPutTheConsoleOnThePrimary();
    void inkStaysWithItsStepAndIsSaved();
    void f6ShowsTheParametersBesideAPage();
    void clickerAloneGivesTheWholeLecture_data();
    void clickerAloneGivesTheWholeLecture();
};

void TestLectureRunner::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("PosEncTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_lecturerunner"));
    QSettings().clear();
}

void TestLectureRunner::init()
{
    theme::set(Theme::Light);
    zoom::setPercent(100);
    language::install(QStringLiteral("en"));
}

void TestLectureRunner::playsEveryPageOfTheBuiltinLecture()
{
    ExplorerState state;
    MainWindow window(&state);
    window.show();
    const Lecture lecture = Lecture::builtin();
    QVERIFY(window.lectureMenu()->open(QStringLiteral("builtin")));
    LectureRunner *runner = window.lectureRunner();
    QVERIFY(runner->isRunning());
    QVERIFY(window.isPresentation());
    const QList<LecturePage> pages = lecturePages(lecture);
    // Every page, each step reached by its number (Space passes over the appendix; see below).
    QRectF questionArea;
    for (int index = 0; index < pages.size(); ++index) {
        const LecturePage &page = pages.at(index);
        if (index > 0 && pages.at(index - 1).step == page.step)
            QVERIFY(runner->next());
        else
            QVERIFY(runner->goToStep(page.step + 1));
        const Scene &scene = sceneOf(lecture, page);
        const QString where = QStringLiteral("page %1 (step %2)").arg(index + 1).arg(page.step + 1);
        QCOMPARE(runner->player()->page(), page);
        // Its figure alone, its parameters and marks, its heading and the counter in the slim bar.
        QVERIFY2(window.focusView()->figure() == scene.tab, qPrintable(where));
        QVERIFY2(state.latest() == scene.session, qPrintable(where));
        QVERIFY2(state.figureMarks() == marksOf(lecture, page, QStringLiteral("en")), qPrintable(where));
        const SlideHeader header = window.focusView()->header();
        QCOMPARE(header.title, lecture.steps.at(page.step).title.en);
        QCOMPARE(header.counter, stepCounter(lecture, page.step));
        QCOMPARE(header.answer.isEmpty(), !page.revealed || !lecture.steps.at(page.step).hasQuestion());
        QVERIFY(window.presentationBar()->stepText().startsWith(QStringLiteral("Step %1").arg(stepCounter(lecture, page.step))));
        // The figure keeps most of the screen below the heading, and its place from question to reveal (the
        // answer's room is kept on the question page: a clock grid reflowed between them, review N17).
        QVERIFY2(window.focusView()->figureArea().height() >= window.focusView()->height() / 2, qPrintable(where));
        if (!page.revealed)
            questionArea = window.focusView()->figureArea();
        else if (lecture.steps.at(page.step).hasQuestion())
            QVERIFY2(window.focusView()->figureArea() == questionArea, qPrintable(where));
    }
    // Space from the first page walks the core (no appendix step) in order and stops on its last page.
    runner->first();
    QList<LecturePage> walked{runner->player()->page()};
    while (runner->next())
        walked.append(runner->player()->page());
    QList<LecturePage> core;
    for (const LecturePage &page : pages)
        if (!lecture.steps.at(page.step).appendix)
            core.append(page);
    QCOMPARE(walked, core);
    QVERIFY(core.size() < pages.size()); // the built-in lecture has an appendix
    QCOMPARE(state.figureMarks(), marksOf(lecture, core.last(), QStringLiteral("en")));
    // From an appendix step, Space goes on through the appendix.
    const int firstAppendix = core.last().step + 1;
    QVERIFY(lecture.steps.at(firstAppendix).appendix);
    QVERIFY(runner->goToStep(firstAppendix + 1));
    while (runner->player()->page().step == firstAppendix)
        QVERIFY(runner->next());
    QCOMPARE(runner->player()->page().step, firstAppendix + 1);
    // The lecture over: no marks left on the figures.
    runner->stop();
    QVERIFY(state.figureMarks().isEmpty());
}

void TestLectureRunner::playsInChinese()
{
    language::install(QStringLiteral("zh_CN"));
    ExplorerState state;
    MainWindow window(&state);
    window.show();
    QVERIFY(window.lectureMenu()->open(QStringLiteral("builtin")));
    const Lecture lecture = Lecture::builtin();
    QCOMPARE(window.focusView()->header().title, lecture.steps.first().title.zh);
    QCOMPARE(window.focusView()->header().question, lecture.steps.first().question.zh);
    // The step's sentence in Chinese where the file gives one (the attention view's "我爱你").
    QCOMPARE(lecture.steps.first().scene.session.attentionText, QStringLiteral("I love you"));
    QCOMPARE(lecture.steps.first().sceneZh.session.attentionText, QStringLiteral("我爱你"));
    QCOMPARE(state.latest().attentionText, QStringLiteral("我爱你"));
    QCOMPARE(state.latest().attentionReorderedText, QStringLiteral("你爱我"));
    // The reveal keeps the Chinese sentence and turns PE on.
    QVERIFY(window.lectureRunner()->next());
    QCOMPARE(state.latest().attentionText, QStringLiteral("我爱你"));
    QVERIFY(state.latest().attentionWithPe);
    language::install(QStringLiteral("en"));
}

void TestLectureRunner::revealKeepsWhatTheLecturerChanged()
{
    ExplorerState state;
    MainWindow window(&state);
    window.show();
    QVERIFY(window.lectureMenu()->open(QStringLiteral("builtin")));
    LectureRunner *runner = window.lectureRunner();
    const Lecture lecture = Lecture::builtin();
    int clockStep = -1;
    for (int step = 0; step < lecture.steps.size() && clockStep < 0; ++step)
        if (lecture.steps.at(step).scene.tab == Figure::Clock &&
            lecture.steps.at(step).reveal.value(QStringLiteral("session")).toObject().contains(QStringLiteral("offset")))
            clockStep = step;
    QVERIFY(clockStep >= 0);
    QVERIFY(runner->goToStep(clockStep + 1));
    QVERIFY(!runner->player()->page().revealed);
    state.setDModel(16); // the lecturer drags d_model while the audience thinks
    QVERIFY(runner->next());
    QVERIFY(runner->player()->page().revealed);
    QCOMPARE(state.latest().selection.offset, 3); // what the reveal changes
    QCOMPARE(state.dModel(), 16);                 // and what the lecturer changed stays
    QVERIFY(!window.focusView()->header().answer.isEmpty());
    // The answer was written for the step's own values: the bar says so, and R shows them.
    QVERIFY2(window.presentationBar()->stepText().contains(QStringLiteral("R shows them")),
             qPrintable(window.presentationBar()->stepText()));
    QTest::keyClick(window.focusView(), Qt::Key_R);
    QCOMPARE(state.latest(), lecture.steps.at(clockStep).revealed.session);
    QVERIFY(runner->player()->page().revealed);
    QVERIFY(!window.presentationBar()->stepText().contains(QStringLiteral("R shows them")));
    // The next step starts from its own scene again.
    QVERIFY(runner->next());
    QCOMPARE(state.latest(), sceneOf(lecture, runner->player()->page()).session);
    // Back to the reveal: its whole scene.
    QVERIFY(runner->previous());
    QCOMPARE(state.latest(), lecture.steps.at(clockStep).revealed.session);
}

void TestLectureRunner::keysMoveTheLecture()
{
    ExplorerState state;
    MainWindow window(&state);
    QVERIFY(runBuiltinLecture(window));
    LectureRunner *runner = window.lectureRunner();
    const int pages = static_cast<int>(runner->player()->pages().size());
    QWidget *focus = window.focusView();
    QTest::keyClick(focus, Qt::Key_PageDown);
    QCOMPARE(runner->player()->pageIndex(), 1);
    QTest::keyClick(focus, Qt::Key_Space);
    QCOMPARE(runner->player()->pageIndex(), 2);
    QTest::keyClick(focus, Qt::Key_PageUp);
    QCOMPARE(runner->player()->pageIndex(), 1);
    QTest::keyClick(focus, Qt::Key_End); // the last page of the core: the appendix follows it
    const LecturePage last = runner->player()->page();
    QVERIFY(!runner->player()->step().appendix);
    QVERIFY(runner->player()->lecture().steps.at(last.step + 1).appendix);
    QVERIFY(last.revealed);
    QVERIFY(runner->player()->pageIndex() < pages - 1);
    QTest::keyClick(focus, Qt::Key_Home);
    QCOMPARE(runner->player()->pageIndex(), 0);
    // A step number and Enter.
    QTest::keyClicks(focus, QStringLiteral("12"));
    QCOMPARE(window.presentationBar()->stepText(), QStringLiteral("Go to step 12 (Enter)"));
    QCOMPARE(runner->player()->page().step, 0);
    QTest::keyClick(focus, Qt::Key_Return);
    QCOMPARE(runner->player()->page().step, 11);
    QVERIFY(!runner->player()->page().revealed);
    QVERIFY(window.presentationBar()->stepText().startsWith(QStringLiteral("Step 12 / ")));
    // A number past the end moves nowhere.
    QTest::keyClicks(focus, QStringLiteral("99"));
    QTest::keyClick(focus, Qt::Key_Enter);
    QCOMPARE(runner->player()->page().step, 11);
    // B blanks the screen, B again shows it; the lecture stays where it was.
    QTest::keyClick(focus, Qt::Key_B);
    QVERIFY(window.focusView()->isBlank());
    QImage blank = window.focusView()->grab().toImage();
    QCOMPARE(blank.pixelColor(blank.width() / 2, blank.height() / 2), QColor(Qt::black));
    QTest::keyClick(focus, Qt::Key_B);
    QVERIFY(!window.focusView()->isBlank());
    QCOMPARE(runner->player()->page().step, 11);
}

void TestLectureRunner::badFileChangesNothing()
{
    ExplorerState state;
    MainWindow window(&state);
    window.show();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.posenc-lecture"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "posenc-lecture", "version": 1, "steps": [{"title": "x", "scene": {"session": {"dModel": 0}}}]})");
    file.close();
    const Session before = state.latest();
    QVERIFY(!window.lectureMenu()->open(path));
    QVERIFY2(window.lectureMenu()->lastProblem().contains(QStringLiteral("step 1: scene: session.dModel: d_model = 0")),
             qPrintable(window.lectureMenu()->lastProblem()));
    QVERIFY(!window.lectureRunner()->isRunning());
    QVERIFY(!window.isPresentation());
    QCOMPARE(state.latest(), before);
}

void TestLectureRunner::clickerEscapeAndF5KeepThePlace_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("modifiers");
    QTest::newRow("Esc") << int(Qt::Key_Escape) << int(Qt::NoModifier);
    QTest::newRow("F5") << int(Qt::Key_F5) << int(Qt::NoModifier);
    QTest::newRow("Shift+F5") << int(Qt::Key_F5) << int(Qt::ShiftModifier);
}

void TestLectureRunner::clickerEscapeAndF5KeepThePlace()
{
    QFETCH(int, key);
    QFETCH(int, modifiers);
    ExplorerState state;
    MainWindow window(&state);
    QVERIFY(runBuiltinLecture(window));
    LectureRunner *runner = window.lectureRunner();
    QWidget *focus = window.focusView();
    QTest::keyClicks(focus, QStringLiteral("5"));
    QTest::keyClick(focus, Qt::Key_Return);
    const LecturePage page = runner->player()->page();
    QCOMPARE(page.step, 4);
    // Once, by mistake: nothing leaves; the bar says what a second press would do.
    QTest::keyClick(focus, Qt::Key(key), Qt::KeyboardModifiers(modifiers));
    QVERIFY(window.isPresentation());
    QVERIFY(runner->isRunning());
    QCOMPARE(runner->player()->page(), page);
    QVERIFY2(window.presentationBar()->stepText().contains(QStringLiteral("again leaves the lecture")),
             qPrintable(window.presentationBar()->stepText()));
    // Twice: presentation mode ends, the lecture waits at its page.
    QTest::keyClick(focus, Qt::Key(key), Qt::KeyboardModifiers(modifiers));
    QVERIFY(!window.isPresentation());
    QVERIFY(!runner->isRunning());
    QVERIFY(runner->isPaused());
    QVERIFY(window.focusView()->header().isEmpty());
    QVERIFY(window.presentationBar()->stepText().isEmpty());
    QVERIFY(state.figureMarks().isEmpty());
    // Space in the window now is the window's, not the lecture's.
    window.setPresentation(true); // F5: the presentation action
    QVERIFY(runner->isRunning());
    QCOMPARE(runner->player()->page(), page);
    QCOMPARE(window.focusView()->header().title, runner->player()->step().title.en);
    QCOMPARE(state.session(), sceneOf(runner->player()->lecture(), page).session);
    // File > End Lecture ends it, also when paused.
    window.setPresentation(false);
    QVERIFY(runner->isPaused());
    QAction *end = window.findChild<QAction *>(QStringLiteral("endLecture"));
    QVERIFY(end && end->isEnabled());
    end->trigger();
    QVERIFY(!runner->isPaused() && !runner->isRunning());
    QVERIFY(!end->isEnabled());
    window.setPresentation(true);
    QVERIFY(!runner->isRunning()); // ended: presentation mode alone, no lecture
}

void TestLectureRunner::digitsInAFieldStayInTheField()
{
    ExplorerState state;
    MainWindow window(&state);
    QVERIFY(runBuiltinLecture(window));
    LectureRunner *runner = window.lectureRunner();
    // The slim bar's first number field (pos), as a lecturer clicks into it.
    QAbstractSpinBox *field = window.presentationBar()->findChild<QAbstractSpinBox *>();
    QVERIFY(field);
    window.presentationBar()->reveal();
    field->setFocus();
    QTRY_VERIFY(field->hasFocus());
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(field, QStringLiteral("7"));
    QTest::keyClick(field, Qt::Key_Return);
    QCOMPARE(runner->player()->page().step, 0); // not step 7
    QVERIFY2(!window.presentationBar()->stepText().startsWith(QStringLiteral("Go to step")),
             qPrintable(window.presentationBar()->stepText()));
    QCOMPARE(state.position(), 7); // the field took it
    // A clicker's Page Down still turns the page with the focus in the field.
    QTest::keyClick(field, Qt::Key_PageDown);
    QCOMPARE(runner->player()->pageIndex(), 1);
}

void TestLectureRunner::clickerBlankScreens()
{
    ExplorerState state;
    MainWindow window(&state);
    QVERIFY(runBuiltinLecture(window));
    LectureRunner *runner = window.lectureRunner();
    QWidget *focus = window.focusView();
    const auto centre = [&] {
        const QImage image = window.focusView()->grab().toImage();
        return image.pixelColor(image.width() / 2, image.height() / 2);
    };
    for (const auto &[key, colour] : {std::pair{Qt::Key_Period, QColor(Qt::black)}, std::pair{Qt::Key_B, QColor(Qt::black)},
                                      std::pair{Qt::Key_W, QColor(Qt::white)}}) {
        const LecturePage page = runner->player()->page();
        QTest::keyClick(focus, key);
        QVERIFY(window.focusView()->isBlank());
        QCOMPARE(centre(), colour);
        // A clicker's next pressed to wake the screen shows the page; it does not turn it.
        QTest::keyClick(focus, Qt::Key_PageDown);
        QVERIFY(!window.focusView()->isBlank());
        QCOMPARE(runner->player()->page(), page);
        QTest::keyClick(focus, Qt::Key_PageDown);
        QVERIFY(!(runner->player()->page() == page));
    }
    // Blank, then Esc: the screen comes back, the lecture stays in presentation mode.
    QTest::keyClick(focus, Qt::Key_Period);
    QTest::keyClick(focus, Qt::Key_Escape);
    QVERIFY(!window.focusView()->isBlank());
    QVERIFY(window.isPresentation());
    QVERIFY(runner->isRunning());
}

void TestLectureRunner::presenterConsoleFollowsThePages()
{
    QCOMPARE(PresenterConsole::clockFor(65'000), QStringLiteral("1:05"));
    QCOMPARE(PresenterConsole::clockFor(3'725'000), QStringLiteral("1:02:05"));
    ExplorerState state;
    MainWindow window(&state);
    window.show();
    LectureRunner *runner = window.lectureRunner();
    runner->setPresenterWanted(true); // --presenter
    QVERIFY(window.lectureMenu()->open(QStringLiteral("builtin")));
    PresenterConsole *console = runner->console();
    QVERIFY(console && console->isVisible());
    // One screen: the console opens behind the slide, which it must not cover.
    QTRY_VERIFY(window.isActiveWindow());
    const Lecture lecture = Lecture::builtin();
    QVERIFY2(console->stepText().startsWith(QStringLiteral("%1  %2").arg(stepCounter(lecture, 0), lecture.steps.at(0).title.en)),
             qPrintable(console->stepText()));
    // The time against the plan, and the appendix Space passes over.
    QVERIFY2(console->planText().endsWith(QStringLiteral(" of %1 min planned to here").arg(lecture.steps.at(0).minutes)),
             qPrintable(console->planText()));
    // Planned to here: the core steps up to this one; an appendix step has its own minutes only.
    double planned = 0;
    for (int step = 0; step < 3; ++step)
        planned += lecture.steps.at(step).minutes;
    QCOMPARE(PresenterConsole::planFor(lecture, 2, 65'000, 600'000),
             QStringLiteral("This step 1:05 of %1 min · in all 10:00 of %2 min planned to here")
                 .arg(lecture.steps.at(2).minutes)
                 .arg(planned));
    const int appendix = static_cast<int>(lecture.steps.size()) - 1;
    QCOMPARE(PresenterConsole::planFor(lecture, appendix, 5'000, 3'000'000),
             QStringLiteral("This step 0:05 of %1 min · in all 50:00").arg(lecture.steps.at(appendix).minutes));
    QVERIFY2(console->appendixText().contains(QStringLiteral("%1 %2").arg(lecture.steps.size()).arg(lecture.steps.last().title.en)),
             qPrintable(console->appendixText()));
    int firstAppendix = 0;
    while (!lecture.steps.at(firstAppendix).appendix)
        ++firstAppendix;
    QVERIFY2(console->appendixText().startsWith(
                 QStringLiteral("Appendix (type its number, Enter): %1–%2\n").arg(firstAppendix + 1).arg(lecture.steps.size())),
             qPrintable(console->appendixText()));
    // The answer before the audience sees it, the notes, the next step and its picture.
    QCOMPARE(console->answerText(), QStringLiteral("Answer (not shown yet): ") + lecture.steps.at(0).answer.en);
    QCOMPARE(console->notesText(), lecture.steps.at(0).notes.en);
    QCOMPARE(console->nextText(), QStringLiteral("Next: %1  %2").arg(stepCounter(lecture, 1), lecture.steps.at(1).title.en));
    QTRY_VERIFY(!console->nextPicture().isNull());
    // The wall clock ("HH:mm", whatever the locale), then the time since the start.
    QVERIFY2(QRegularExpression(QStringLiteral("^\\d\\d:\\d\\d · 0:00$")).match(console->clockText()).hasMatch(),
             qPrintable(console->clockText()));
    // What the audience sees: the window's figure under the heading, drawn small.
    QTRY_VERIFY(!console->nowPicture().isNull());
    // The buttons and the step list drive the lecture as the keys do, and leave the keys to the console.
    ConsoleControls *controls = console->controls();
    QCOMPARE(controls->stepList()->count(), lecture.steps.size());
    QCOMPARE(controls->stepList()->currentIndex(), 0);
    controls->button(QStringLiteral("next"))->click();
    QCOMPARE(runner->player()->pageIndex(), 1);
    controls->button(QStringLiteral("back"))->click();
    QCOMPARE(runner->player()->pageIndex(), 0);
    QCOMPARE(controls->stepList()->itemText(3).section(QStringLiteral("  "), 1), lecture.steps.at(3).title.en);
    controls->stepList()->activated(3); // as a click on the fourth step
    QCOMPARE(runner->player()->page().step, 3);
    QCOMPARE(controls->stepList()->currentIndex(), 3);
    controls->button(QStringLiteral("white"))->click();
    QVERIFY(window.focusView()->isBlank());
    QCOMPARE(window.focusView()->blankColour(), QColor(Qt::white));
    controls->button(QStringLiteral("white"))->click();
    QVERIFY(!window.focusView()->isBlank());
    QCOMPARE(QApplication::focusWidget() == controls->stepList(), false);
    controls->stepList()->activated(0);
    QCOMPARE(runner->player()->pageIndex(), 0);
    // The slim bar's fields in the console: they set the audience's figure and follow it.
    console->fields()->offset()->spinBox()->setValue(5); // as typed
    QCOMPARE(window.state()->offset(), 5);
    window.state()->setLength(40);
    QCOMPARE(console->fields()->length()->value(), 40);
    QCOMPARE(window.presentationBar()->fields()->length()->value(), 40);
    runner->first();
    // Keys pressed in the console move the lecture (the lecturer brings it up: on one screen it opened
    // behind the slide).
    console->activateWindow();
    QTRY_VERIFY(console->isActiveWindow());
    QTest::keyClick(console, Qt::Key_PageDown);
    QVERIFY(runner->player()->page().revealed);
    // Digits typed in the console: where they go shows there, and goes with Enter (a number past the end too).
    const QString stepLine = console->stepText();
    QTest::keyClicks(console, QStringLiteral("99"));
    QCOMPARE(console->stepText(), QStringLiteral("Go to step 99 (Enter)"));
    QTest::keyClick(console, Qt::Key_Return);
    QCOMPARE(console->stepText(), stepLine);
    QVERIFY(runner->player()->page().revealed);
    // The window's keys for the figure work from the console too: Right steps pos, Ctrl+= zooms the text.
    const int pos = state.position();
    const double scale = window.focusView()->textScale();
    QTest::keyClick(console, Qt::Key_Right);
    QCOMPARE(state.position(), pos + 1);
    QTest::keyClick(console, Qt::Key_Left);
    QCOMPARE(state.position(), pos);
    QTest::keyClick(console, Qt::Key_Equal, Qt::ControlModifier);
    QVERIFY(window.focusView()->textScale() > scale);
    QCOMPARE(console->answerText(), QStringLiteral("Shown: ") + lecture.steps.at(0).answer.en);
    QTest::keyClick(console, Qt::Key_End);
    QCOMPARE(console->nextText(), QStringLiteral("Last step."));
    QTest::keyClick(console, Qt::Key_B);
    QVERIFY(window.focusView()->isBlank());
    QVERIFY(console->stepText().endsWith(QStringLiteral(" (screen blank)")));
    // The lecture ends: the console goes.
    runner->stop();
    QVERIFY(!console->isVisible());
}

void TestLectureRunner::twoScreensPutTheConsoleOnThePrimary()
{
    if (QGuiApplication::screens().size() < 2)
        QSKIP("one screen (tst_lecturerunner_two_screens runs this with two)");
    // The whole lecture given from the console alone, in both languages: without --presenter the figure goes to
    // the projector, the console to the lecturer's screen, and its Next button turns every page of the core (it
    // passes over the appendix, as Space does). With POSENC_SHOTS=DIR each page of both screens is saved there.
    const QString shots = qEnvironmentVariable("POSENC_SHOTS");
    for (const QString &code : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        language::install(code);
        ExplorerState state;
        MainWindow window(&state);
        window.setGeometry(QGuiApplication::primaryScreen()->availableGeometry().adjusted(50, 50, -50, -50));
        QVERIFY(runBuiltinLecture(window));
        LectureRunner *runner = window.lectureRunner();
        PresenterConsole *console = runner->console();
        QVERIFY(console && console->isVisible());
        QTRY_VERIFY(window.screen() != QGuiApplication::primaryScreen());
        QCOMPARE(console->screen(), QGuiApplication::primaryScreen());
        auto *next = console->findChild<QPushButton *>(QStringLiteral("next"));
        QVERIFY(next);
        QCOMPARE(next->text(), QCoreApplication::translate("ConsoleControls", "Next ▶"));
        const Lecture lecture = Lecture::builtin();
        QList<LecturePage> core = lecturePages(lecture);
        core.removeIf([&](const LecturePage &page) { return lecture.steps.at(page.step).appendix; });
        for (qsizetype index = 0; index < core.size(); ++index) {
            QCOMPARE(runner->player()->page(), core.at(index));
            QCOMPARE(window.focusView()->header().title, lecture.steps.at(core.at(index).step).title.in(code));
            QVERIFY(window.screen() != console->screen());
            if (!shots.isEmpty()) {
                QTest::qWait(300); // the console's pictures of the pages are drawn after the turn
                const QString name = QStringLiteral("%1/%2-%3").arg(shots, code).arg(index + 1, 2, 10, QLatin1Char('0'));
                QVERIFY(window.grab().save(name + QStringLiteral("-hall.png")));
                QVERIFY(console->grab().save(name + QStringLiteral("-console.png")));
            }
            QTest::mouseClick(next, Qt::LeftButton);
        }
        QCOMPARE(runner->player()->page(), core.last()); // the end: Next stays
        runner->stop();
    }
    language::install(QStringLiteral("en"));
}

void TestLectureRunner::inkStaysWithItsStepAndIsSaved()
{
    ExplorerState state;
    MainWindow window(&state);
    QVERIFY(runBuiltinLecture(window));
    LectureRunner *runner = window.lectureRunner();
    FocusView *focus = window.focusView();
    // Ctrl+P: the pen in hand (the window's key, as in PowerPoint); a stroke across the figure.
    QTest::keyClick(focus, Qt::Key_P, Qt::ControlModifier);
    QCOMPARE(focus->ink()->tool(), InkTool::Pen);
    const QPoint middle = focus->figureArea().center();
    QTest::mousePress(focus, Qt::LeftButton, {}, middle);
    QTest::mouseMove(focus, middle + QPoint(60, 20));
    QTest::mouseRelease(focus, Qt::LeftButton, {}, middle + QPoint(60, 20));
    QCOMPARE(focus->ink()->strokes().size(), 1);
    QVERIFY(runner->inkUnsaved());
    // Esc puts the pen down and leaves nothing: the lecture and its page stay.
    QTest::keyClick(focus, Qt::Key_Escape);
    QCOMPARE(focus->ink()->tool(), InkTool::None);
    QVERIFY(runner->isRunning());
    QCOMPARE(runner->player()->pageIndex(), 0);
    // The next step starts without it; back again, the stroke is there.
    QTest::keyClick(focus, Qt::Key_PageDown);
    while (runner->player()->page().step == 0)
        QTest::keyClick(focus, Qt::Key_PageDown);
    QVERIFY(focus->ink()->strokes().isEmpty());
    runner->first();
    QCOMPARE(focus->ink()->strokes().size(), 1);
    // Saved into a lecture file, and read back with it.
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("with-ink.posenc-lecture"));
    QCOMPARE(window.lectureMenu()->saveInk(path), QString());
    QVERIFY(!runner->inkUnsaved());
    const Lecture::Read read = Lecture::readFile(path);
    QVERIFY2(read.lecture, qPrintable(read.problem));
    QCOMPARE(read.lecture->steps.first().ink, focus->ink()->strokes());
    QVERIFY(read.lecture->steps.at(1).ink.isEmpty());
    // A folder that cannot be written: one line, nothing lost.
    QVERIFY(!window.lectureMenu()->saveInk(folder.filePath(QStringLiteral("no/such/folder/x.posenc-lecture"))).isEmpty());
}

void TestLectureRunner::f6ShowsTheParametersBesideAPage()
{
    ExplorerState state;
    MainWindow window(&state);
    QVERIFY(runBuiltinLecture(window));
    FocusView *focus = window.focusView();
    QCOMPARE(focus->width(), window.width());
    // F6: every parameter beside the page (the figure alone takes the rest), and F6 again the whole width.
    QTest::keyClick(focus, Qt::Key_F6);
    QTRY_VERIFY(window.parameterPanel()->isVisible());
    QTRY_VERIFY(focus->width() < window.width() - 100);
    QVERIFY(focus->isVisible());
    QVERIFY(window.lectureRunner()->isRunning());
    QTest::keyClick(focus, Qt::Key_F6);
    QTRY_COMPARE(focus->width(), window.width());
}

void TestLectureRunner::clickerAloneGivesTheWholeLecture_data()
{
    QTest::addColumn<QString>("code");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

void TestLectureRunner::clickerAloneGivesTheWholeLecture()
{
    // A clicker sends Page Down and Page Up, and on its other buttons '.', Esc and F5: the built-in lecture
    // given with those alone, start to end, with the console open, in either language.
    QFETCH(QString, code);
    language::install(code);
    ExplorerState state;
    MainWindow window(&state);
    window.lectureRunner()->setPresenterWanted(true);
    QVERIFY(runBuiltinLecture(window));
    LectureRunner *runner = window.lectureRunner();
    QVERIFY(runner->console());
    const Lecture lecture = Lecture::builtin();
    QList<LecturePage> core = lecturePages(lecture);
    core.removeIf([&](const LecturePage &page) { return lecture.steps.at(page.step).appendix; });
    // Keys go where the window system sends them: the focus widget of the active window.
    const auto click = [](int key) {
        QWidget *target = QApplication::focusWidget() ? QApplication::focusWidget() : QApplication::activeWindow();
        QVERIFY(target);
        QTest::keyClick(target, static_cast<Qt::Key>(key));
    };
    window.activateWindow();
    QTRY_VERIFY(window.isActiveWindow());
    for (int index = 0; index < core.size(); ++index) {
        QCOMPARE(runner->player()->page(), core.at(index));
        QCOMPARE(window.focusView()->header().title, lecture.steps.at(core.at(index).step).title.in(code));
        QCOMPARE(runner->stepLine(), LectureRunner::counterText(lecture, core.at(index))); // no detour taken
        if (index == 5) {
            // The black-screen button, then "next": the page shows again, not the next one.
            click(Qt::Key_Period);
            QVERIFY(runner->isBlank());
            click(Qt::Key_PageDown);
            QVERIFY(!runner->isBlank());
            QCOMPARE(runner->player()->page(), core.at(index));
            // The other button by mistake (Esc or F5 once) loses nothing.
            click(Qt::Key_F5);
            QVERIFY(runner->isRunning());
            QCOMPARE(runner->player()->page(), core.at(index));
        }
        click(Qt::Key_PageDown);
    }
    QCOMPARE(runner->player()->page(), core.last()); // the end: Page Down stays
    for (int index = static_cast<int>(core.size()) - 2; index >= 0; --index) {
        click(Qt::Key_PageUp);
        QCOMPARE(runner->player()->page(), core.at(index));
    }
    language::install(QStringLiteral("en"));
}

QTEST_MAIN(TestLectureRunner)
#include "tst_lecturerunner.moc"
