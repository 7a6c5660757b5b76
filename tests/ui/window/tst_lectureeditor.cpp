// Writing a lecture in the window: views added as steps keep their parameters and figure (not the theme), the
// steps reorder and delete, the texts are edited in both languages, and the file saved reads back as the same
// lecture and runs; an incomplete lecture is not saved and says which step.
#include "ui/state/explorerstate.h"
#include "ui/state/language.h"
#include "ui/state/theme.h"
#include "ui/window/lectureeditor.h"
#include "ui/window/lecturemenu.h"
#include "ui/window/lecturerunner.h"
#include "ui/window/mainwindow.h"
#include "ui/views/focusview.h"

#include <QAction>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

class TestLectureEditor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void viewsBecomeStepsAndSave();
    void incompleteLectureIsNotSaved();
    void editOpensTheBuiltinLecture();
};

void TestLectureEditor::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("PosEncTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_lectureeditor"));
    QSettings().clear();
    language::install(QStringLiteral("en"));
}

void TestLectureEditor::editOpensTheBuiltinLecture()
{
    // File > Edit Lecture… with nothing edited: a copy of the built-in lecture to adapt (review N22: it opened
    // empty), which saves as a file of its own and reads back the same.
    ExplorerState state;
    MainWindow window(&state);
    window.show();
    auto *edit = window.findChild<QAction *>(QStringLiteral("editLecture"));
    QVERIFY(edit);
    edit->trigger();
    LectureEditor *editor = window.lectureMenu()->editor();
    QVERIFY(editor->isVisible());
    QCOMPARE(editor->lecture(), Lecture::builtin());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine.posenc-lecture"));
    QCOMPARE(editor->save(path), QString());
    const Lecture::Read read = Lecture::readFile(path);
    QVERIFY2(read.lecture, qPrintable(read.problem));
    QCOMPARE(*read.lecture, Lecture::builtin());
    // What is being edited stays: a second Edit Lecture… does not replace it.
    editor->deleteSelected();
    edit->trigger();
    QCOMPARE(editor->lecture().steps.size(), Lecture::builtin().steps.size() - 1);
}

void TestLectureEditor::viewsBecomeStepsAndSave()
{
    ExplorerState state;
    MainWindow window(&state);
    window.show();
    window.setTheme(Theme::Dark);
    LectureEditor *editor = window.lectureMenu()->editor();
    // Three views: PE at d_model 8, the clocks at k 3, RoPE.
    state.setDModel(8);
    window.showFigure(Figure::Encoding);
    editor->addCurrentView();
    state.setOffset(3);
    window.showAlone(Figure::Clock); // F on the clocks: the figure alone is the step's
    editor->addCurrentView();
    window.focusView()->close();
    window.showFigure(Figure::Wavelength);
    editor->addCurrentView();
    QCOMPARE(editor->lecture().steps.size(), 3);
    QCOMPARE(editor->selected(), 2);
    const LectureStep clock = editor->lecture().steps.at(1);
    QCOMPARE(clock.scene.tab, Figure::Clock);
    QCOMPARE(clock.scene.session.selection.offset, 3);
    QCOMPARE(clock.scene.session.scheme.layout.dModel, 8);
    QCOMPARE(clock.scene.theme, Theme::Light); // the hall's theme stays the lecture's
    QVERIFY(!clock.setsTheme);
    QCOMPARE(clock.title.en, figureTitle(Figure::Clock));
    QCOMPARE(clock.title.in(QStringLiteral("zh_CN")), figureTitle(Figure::Clock));

    // Reorder and delete: wavelength first, PE gone.
    editor->moveSelected(-1);
    editor->moveSelected(-1);
    QCOMPARE(editor->selected(), 0);
    QCOMPARE(editor->lecture().steps.at(0).scene.tab, Figure::Wavelength);
    editor->select(1);
    editor->deleteSelected();
    QCOMPARE(editor->lecture().steps.size(), 2);
    QCOMPARE(editor->lecture().steps.at(1).scene.tab, Figure::Clock);

    // Texts typed in the boxes, in both languages.
    editor->select(1);
    auto *titleZh = editor->findChild<QLineEdit *>(QStringLiteral("titleZh"));
    auto *question = editor->findChild<QPlainTextEdit *>(QStringLiteral("questionEn"));
    auto *answer = editor->findChild<QPlainTextEdit *>(QStringLiteral("answerEn"));
    QVERIFY(titleZh && question && answer);
    titleZh->setFocus();
    QCOMPARE(titleZh->text(), QString()); // written in English only so far
    titleZh->insert(QStringLiteral("表针")); // as typed (keyClicks takes ASCII only)
    question->setPlainText(QStringLiteral("Slow hand: more or less?"));
    answer->setPlainText(QStringLiteral("Less."));
    QCOMPARE(editor->lecture().steps.at(1).title.zh, QStringLiteral("表针"));
    QCOMPARE(editor->lecture().steps.at(1).question.en, QStringLiteral("Slow hand: more or less?"));
    QVERIFY(editor->lecture().steps.at(1).hasQuestion());
    // Selecting another step shows its texts, and does not edit the first.
    editor->select(0);
    QCOMPARE(question->toPlainText(), QString());
    QCOMPARE(editor->lecture().steps.at(1).answer.en, QStringLiteral("Less."));

    // Saved and read back: the same lecture; it runs.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine.posenc-lecture"));
    QCOMPARE(editor->save(path), QString());
    const Lecture::Read read = Lecture::readFile(path);
    QVERIFY2(read.lecture, qPrintable(read.problem));
    QVERIFY(*read.lecture == editor->lecture());
    QVERIFY(window.lectureMenu()->open(path));
    QCOMPARE(window.lectureRunner()->player()->pages().size(), 3); // one step, and one with a question
    QCOMPARE(state.latest().scheme.layout.dModel, 8);
}

void TestLectureEditor::incompleteLectureIsNotSaved()
{
    ExplorerState state;
    MainWindow window(&state);
    LectureEditor *editor = window.lectureMenu()->editor();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("x.posenc-lecture"));
    QVERIFY(editor->save(path).startsWith(QStringLiteral("The lecture has no steps")));
    editor->addCurrentView();
    editor->addCurrentView();
    editor->setText(QStringLiteral("question"), QStringLiteral("en"), QStringLiteral("Why?"));
    QCOMPARE(editor->save(path), QStringLiteral("Step 2 has a question without an answer, or an answer without a question."));
    editor->setText(QStringLiteral("title"), QStringLiteral("en"), QString());
    editor->setText(QStringLiteral("title"), QStringLiteral("zh_CN"), QString());
    QCOMPARE(editor->save(path), QStringLiteral("Step 2 has no title."));
    QVERIFY(!QFile::exists(path));
}

QTEST_MAIN(TestLectureEditor)
#include "tst_lectureeditor.moc"
