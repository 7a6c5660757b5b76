// Lecture files: what is written reads back as the same lecture; anything wrong gives no lecture and one
// problem naming the step and the field; the built-in lecture reads, in both languages, and every page shows a
// figure its scene can draw; the player walks the pages in order.
#include "ui/families/t5figures.h"
#include "ui/families/alibifigures.h"
#include "ui/families/ropefigures.h"
#include "ui/figures/figureregistry.h"
#include "ui/lecture/lecture.h"
#include "ui/lecture/lectureplayer.h"

#include "svgtext.h"

#include <QBuffer>
#include <QDir>
#include <QPainter>
#include <QSvgGenerator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

class TestLecture : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void builtinReadsInBothLanguages();
    void builtinPagesDrawTheirFigure();
    void builtinRevealsChangeWhatTheySay();
    void roundTrip();
    void numbersAreNotBrokenAcrossLines();
    void handWrittenShortForms();
    void marksMinutesAppendixAndLanguages();
    void studentNotesAreKeptApart();
    void questionPageKeepsTheAnswersRoomBlank();
    void badLecturesGiveNothing_data();
    void badLecturesGiveNothing();
    void readFileRefusesWhatIsNoLecture();
    void failedWriteKeepsTheOldFile();
    void playerWalksThePages();
    void revealsFollowWhatTheFileLeavesOut();
    void relativeFilesAreFoundNextToTheLecture();
    void undrawablePageIsNamed();
};

namespace {

const QRegularExpression han(QStringLiteral("\\p{Han}"));

/// A small lecture in the file's form, as a lecturer would write it by hand.
QJsonObject smallLecture()
{
    return QJsonDocument::fromJson(R"({
        "format": "posenc-lecture", "version": 1, "title": "Two steps",
        "steps": [
            {"title": {"en": "Clocks", "zh_CN": "表针"}, "scene": {"tab": "clock", "session": {"offset": 1}},
             "question": "After k = 3?", "answer": "Less.", "reveal": {"session": {"offset": 3}}},
            {"title": "PE", "scene": {"tab": "pe", "session": {"dModel": 8, "text": "a b c"}, "theme": "dark"}}
        ]})").object();
}

/// smallLecture() with \a value put at \a path ("steps.1.scene.session.dModel"; array indices as numbers;
/// an undefined value removes the key).
QByteArray withValue(const QString &path, const QJsonValue &value)
{
    const QStringList keys = path.split(QLatin1Char('.'));
    std::function<QJsonValue(const QJsonValue &, int)> put = [&](const QJsonValue &node, int depth) -> QJsonValue {
        if (depth == keys.size())
            return value;
        bool isIndex = false;
        const int index = keys.at(depth).toInt(&isIndex);
        if (isIndex) {
            QJsonArray array = node.toArray();
            array.replace(index, put(array.at(index), depth + 1));
            return array;
        }
        QJsonObject object = node.toObject();
        const QJsonValue next = put(object.value(keys.at(depth)), depth + 1);
        if (next.isUndefined())
            object.remove(keys.at(depth));
        else
            object.insert(keys.at(depth), next);
        return object;
    };
    return QJsonDocument(put(smallLecture(), 0).toObject()).toJson();
}

} // namespace

void TestLecture::builtinReadsInBothLanguages()
{
    const Lecture::Read read = Lecture::readFile(QStringLiteral("builtin"));
    QVERIFY2(read.lecture, qPrintable(read.problem));
    const Lecture &lecture = *read.lecture;
    QVERIFY2(lecture.steps.size() >= 18 && lecture.steps.size() <= 24, qPrintable(QString::number(lecture.steps.size())));
    int questions = 0;
    for (const LectureStep &step : lecture.steps) {
        const LectureText *texts[] = {&step.title, &step.text, &step.question, &step.answer, &step.notes};
        for (const LectureText *text : texts) {
            // Every text of the built-in lecture is in both languages, the Chinese one in Chinese.
            if ((text == &step.question || text == &step.answer) && !step.hasQuestion())
                continue;
            QVERIFY2(!text->en.isEmpty() && !text->zh.isEmpty(), qPrintable(step.title.en));
            QVERIFY2(!text->en.contains(han), qPrintable(text->en));
            QVERIFY2(text->zh.contains(han), qPrintable(text->zh));
        }
        questions += step.hasQuestion() ? 1 : 0;
    }
    QVERIFY(questions >= lecture.steps.size() / 2); // predict, then reveal: most steps ask
    // A 45-minute class: 12 to 15 core steps whose minutes add up to 45, every step planned; the rest in
    // the appendix, after the core.
    int core = 0;
    double minutes = 0;
    for (const LectureStep &step : lecture.steps) {
        QVERIFY2(step.minutes > 0, qPrintable(step.title.en));
        if (!step.appendix) {
            QCOMPARE(core, static_cast<int>(&step - lecture.steps.data())); // no core step after the appendix
            ++core;
            minutes += step.minutes;
        }
    }
    QVERIFY2(core >= 12 && core <= 15, qPrintable(QString::number(core)));
    QCOMPARE(minutes, 45.0);
    QCOMPARE(Lecture::builtin(), lecture);
}

void TestLecture::builtinPagesDrawTheirFigure()
{
    const Lecture lecture = Lecture::builtin();
    QSet<Figure> figures;
    for (const LecturePage &page : lecturePages(lecture)) {
        const Scene &scene = sceneOf(lecture, page);
        // The figure shown alone is one the scene's families draw (no "not applicable" page).
        QVERIFY2(figureApplies(figureEntry(scene.tab), scene.session),
                 qPrintable(QStringLiteral("step %1: %2").arg(page.step + 1).arg(figureName(scene.tab))));
        QCOMPARE(scene.session, scene.session.clamped());
        figures.insert(scene.tab);
    }
    // The seed argument and the families: the clocks, RoPE, ALiBi, T5, a learned table, context extension.
    for (const Figure figure : {Figure::Clock, ropeFigures::rotation, alibiFigures::slopes, t5Figures::buckets, Figure::Learned,
                                ropeFigures::scaling, Figure::Attention, Figure::Naive})
        QVERIFY2(figures.contains(figure), qPrintable(figureName(figure)));
}

void TestLecture::builtinRevealsChangeWhatTheySay()
{
    // The clock step's reveal raises k to 3; the attention step's turns PE on.
    const Lecture lecture = Lecture::builtin();
    bool offset = false, attention = false;
    for (const LectureStep &step : lecture.steps) {
        if (step.scene.tab == Figure::Clock && step.revealed.session.selection.offset == 3)
            offset = step.scene.session.selection.offset != 3;
        if (step.scene.tab == Figure::Attention)
            attention = !step.scene.session.attentionWithPe && step.revealed.session.attentionWithPe;
        if (step.reveal.isEmpty())
            QCOMPARE(step.revealed, step.scene);
    }
    QVERIFY(offset);
    QVERIFY(attention);
}

void TestLecture::roundTrip()
{
    const Lecture builtin = Lecture::builtin();
    const Lecture::Read read = Lecture::fromBytes(builtin.toBytes());
    QVERIFY2(read.lecture, qPrintable(read.problem));
    QVERIFY(*read.lecture == builtin);

    // Steps made from whole scenes (as "Add Current View as Step" makes them), every part changed.
    Lecture own;
    own.title = {QStringLiteral("Mine"), QStringLiteral("我的")};
    LectureStep step;
    step.title = {QStringLiteral("Odd"), QString()};
    step.scene.session.text = QStringLiteral("我是一条狗");
    step.scene.session.length = 9;
    step.scene.session.scheme.layout.dModel = 31;
    step.scene.session.selection.position = 3;
    step.scene.tab = Figure::Similarity;
    step.scene.theme = Theme::Projector;
    step.scene.zoomPercent = 175;
    step.setsTheme = step.setsZoom = true;
    step.scene.session = step.scene.session.clamped();
    step.revealed = step.sceneZh = step.revealedZh = step.scene;
    step.notes = {QStringLiteral("say it"), QStringLiteral("说")};
    own.steps.append(step);
    step.scene.session.text = QStringLiteral("a b c d e f g h i j k");
    step.scene.session.length = 16; // not the text's 11: written with the text
    step.scene.session = step.scene.session.clamped();
    step.revealed = step.sceneZh = step.revealedZh = step.scene;
    own.steps.append(step);
    const Lecture::Read back = Lecture::fromBytes(own.toBytes());
    QVERIFY2(back.lecture, qPrintable(back.problem));
    QCOMPARE(back.lecture->steps.at(1).scene.session.length, 16);
    QVERIFY(*back.lecture == own);
}

void TestLecture::marksMinutesAppendixAndLanguages()
{
    QJsonObject json = smallLecture();
    QJsonArray steps = json.value(QStringLiteral("steps")).toArray();
    QJsonObject pe = steps.at(1).toObject();
    pe.insert(QStringLiteral("minutes"), 2.5);
    pe.insert(QStringLiteral("appendix"), true);
    pe.insert(QStringLiteral("marks"), QJsonDocument::fromJson(R"([{"x": 3, "label": {"en": "pair 1", "zh_CN": "维度对 1"}},
        {"x": [0, 7], "y": [1.5, 1.5]}, {"figure": "pe", "panel": 0, "y": 2}])").array());
    QJsonObject scene = pe.value(QStringLiteral("scene")).toObject();
    QJsonObject session = scene.value(QStringLiteral("session")).toObject();
    session.insert(QStringLiteral("text"), QJsonObject{{QStringLiteral("en"), QStringLiteral("a b c")}, {QStringLiteral("zh_CN"), QStringLiteral("我爱你们")}});
    scene.insert(QStringLiteral("session"), session);
    pe.insert(QStringLiteral("scene"), scene);
    steps.replace(1, pe);
    json.insert(QStringLiteral("steps"), steps);
    const Lecture::Read read = Lecture::fromJson(json);
    QVERIFY2(read.lecture, qPrintable(read.problem));
    const LectureStep &step = read.lecture->steps.at(1);
    QCOMPARE(step.minutes, 2.5);
    QVERIFY(step.appendix);
    QVERIFY(!read.lecture->steps.at(0).appendix);
    QCOMPARE(step.marks.size(), 3);
    const FigureMark first = step.marks.at(0).in(QStringLiteral("zh_CN"));
    QCOMPARE(first.figure, QStringLiteral("pe")); // the step's tab's figure
    QCOMPARE(first.label, QStringLiteral("维度对 1"));
    QCOMPARE(first.x, (MarkRange{2.5, 3.5})); // a number: the unit around it, a column's cell
    QVERIFY(!first.y);
    QCOMPARE(step.marks.at(1).mark.y, (MarkRange{1.5, 1.5})); // a line
    QCOMPARE(step.revealMarks, step.marks);
    // The sentence per language: L follows each one's text.
    QCOMPARE(step.scene.session.text, QStringLiteral("a b c"));
    QCOMPARE(step.scene.session.length, 3);
    QCOMPARE(step.sceneZh.session.text, QStringLiteral("我爱你们"));
    QCOMPARE(step.sceneZh.session.length, 4);
    QCOMPARE(sceneOf(*read.lecture, {1, true}, QStringLiteral("zh_CN")).session.text, QStringLiteral("我爱你们"));
    QCOMPARE(marksOf(*read.lecture, {1, true}, QStringLiteral("en")).at(0).label, QStringLiteral("pair 1"));
    // Written and read back: the same lecture.
    const Lecture::Read back = Lecture::fromBytes(read.lecture->toBytes());
    QVERIFY2(back.lecture, qPrintable(back.problem));
    QVERIFY(*back.lecture == *read.lecture);
    // A reveal's own marks replace the step's; an empty list clears them.
    steps = json.value(QStringLiteral("steps")).toArray();
    QJsonObject clock = steps.at(0).toObject();
    QJsonObject reveal = clock.value(QStringLiteral("reveal")).toObject();
    reveal.insert(QStringLiteral("tab"), QStringLiteral("wavelength"));
    reveal.insert(QStringLiteral("marks"), QJsonDocument::fromJson(R"([{"x": 1, "label": "i = 1"}])").array());
    clock.insert(QStringLiteral("reveal"), reveal);
    steps.replace(0, clock);
    json.insert(QStringLiteral("steps"), steps);
    const Lecture::Read revealed = Lecture::fromJson(json);
    QVERIFY2(revealed.lecture, qPrintable(revealed.problem));
    QVERIFY(revealed.lecture->steps.at(0).marks.isEmpty());
    QCOMPARE(revealed.lecture->steps.at(0).revealMarks.at(0).mark.figure, QStringLiteral("wavelength"));
    const Lecture::Read again = Lecture::fromBytes(revealed.lecture->toBytes());
    QVERIFY2(again.lecture && *again.lecture == *revealed.lecture, qPrintable(again.problem));
}

void TestLecture::studentNotesAreKeptApart()
{
    // The built-in lecture has notes for the lecturer and for the students: a page carries one or the other.
    const Lecture lecture = Lecture::builtin();
    int step = 0;
    while (lecture.steps.at(step).studentNotes.isEmpty() || lecture.steps.at(step).notes.isEmpty())
        ++step;
    const LecturePage page{step, true};
    QVERIFY(pageHeader(lecture, page, QStringLiteral("en")).notes.isEmpty()); // the audience's screen
    QCOMPARE(pageHeader(lecture, page, QStringLiteral("en"), PageNotes::Lecturer).notes, lecture.steps.at(step).notes.en);
    QCOMPARE(pageHeader(lecture, page, QStringLiteral("zh_CN"), PageNotes::Students).notes,
             lecture.steps.at(step).studentNotes.in(QStringLiteral("zh_CN")));
    QVERIFY(lecture.steps.at(step).studentNotes.en != lecture.steps.at(step).notes.en);
    // Written and read back with the file.
    const Lecture::Read again = Lecture::fromBytes(lecture.toBytes());
    QVERIFY2(again.lecture, qPrintable(again.problem));
    QCOMPARE(again.lecture->steps.at(step).studentNotes.en, lecture.steps.at(step).studentNotes.en);
}

void TestLecture::questionPageKeepsTheAnswersRoomBlank()
{
    const Lecture lecture = Lecture::builtin();
    const LecturePage asked{0, false};
    const LecturePage revealed{0, true};
    const SlideHeader question = pageHeader(lecture, asked, QStringLiteral("en"));
    const SlideHeader answer = pageHeader(lecture, revealed, QStringLiteral("en"));
    QVERIFY(question.answer.isEmpty());
    QCOMPARE(question.answerToCome, lecture.steps.at(0).answer.en);
    const FigureStyle style = FigureStyle::forImage(1920, 1080);
    const QRectF page(0, 0, 1920, 1080);
    QCOMPARE(slideHeaderHeight(page, style, question), slideHeaderHeight(page, style, answer));
    // The room is blank: the answer is not in the question page's drawing, not even as invisible text.
    const auto drawn = [&](const SlideHeader &header) {
        QBuffer svg;
        svg.open(QIODevice::WriteOnly);
        {
            QSvgGenerator generator;
            generator.setOutputDevice(&svg);
            generator.setSize(QSize(1920, 1080));
            QPainter painter(&generator);
            paintSlideHeader(painter, page, style, header);
        }
        return svgText(svg.data());
    };
    const QString firstWords = lecture.steps.at(0).answer.en.left(20);
    QVERIFY(!drawn(question).contains(firstWords));
    QVERIFY(drawn(answer).contains(firstWords));
}

void TestLecture::numbersAreNotBrokenAcrossLines()
{
    const QChar keep(0x00A0);
    const auto kept = [&](QString text) { return text.replace(QLatin1Char('_'), keep); };
    QCOMPARE(numbersKeptWhole(QStringLiteral("46 222, 73.6 % of 62 832; base 500 000; pos 5 of 11")),
             kept(QStringLiteral("46_222, 73.6 % of 62_832; base 500_000; pos 5 of 11")));
    QCOMPARE(numbersKeptWhole(QStringLiteral("1 024 行，第 3 步 1234 5678")),
             kept(QStringLiteral("1_024 行，第 3 步 1234 5678"))); // four digits are not a group
}

void TestLecture::handWrittenShortForms()
{
    const Lecture::Read read = Lecture::fromJson(smallLecture());
    QVERIFY2(read.lecture, qPrintable(read.problem));
    const Lecture &lecture = *read.lecture;
    QCOMPARE(lecture.title.in(QStringLiteral("zh_CN")), QStringLiteral("Two steps")); // a string: both languages
    QCOMPARE(lecture.steps.at(0).title.in(QStringLiteral("zh_CN")), QStringLiteral("表针"));
    QCOMPARE(lecture.steps.at(0).scene.session.selection.offset, 1);
    QCOMPARE(lecture.steps.at(0).revealed.session.selection.offset, 3);
    QCOMPARE(lecture.steps.at(0).revealed.tab, Figure::Clock);
    // What the step leaves out is the default; L follows the text.
    const Scene &pe = lecture.steps.at(1).scene;
    QCOMPARE(pe.session.scheme.layout.dModel, 8);
    QCOMPARE(pe.session.length, 3);
    QCOMPARE(pe.session.scheme.base(), Session::defaults().scheme.base());
    QCOMPARE(pe.theme, Theme::Dark);
    QVERIFY(lecture.steps.at(1).setsTheme && !lecture.steps.at(1).setsZoom);
    QVERIFY(!lecture.steps.at(0).setsTheme);
    QVERIFY(!lecture.steps.at(1).hasQuestion());
    // A text with one language only shows it in both.
    LectureText english{QStringLiteral("only"), {}};
    QCOMPARE(english.in(QStringLiteral("zh_CN")), QStringLiteral("only"));
}

void TestLecture::badLecturesGiveNothing_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("problem");
    QTest::newRow("not JSON") << QByteArray("{\"format\": ") << QStringLiteral("not JSON");
    QTest::newRow("an array") << QByteArray("[]") << QStringLiteral("not a PosEnc lecture");
    QTest::newRow("a scene") << withValue(QStringLiteral("format"), QStringLiteral("posenc-scene"))
                             << QStringLiteral("format: \"posenc-scene\" is not a PosEnc lecture");
    QTest::newRow("newer") << withValue(QStringLiteral("version"), 2) << QStringLiteral("version: version 2");
    QTest::newRow("unknown field") << withValue(QStringLiteral("author"), QStringLiteral("me"))
                                   << QStringLiteral("author: unknown field");
    QTest::newRow("no steps") << withValue(QStringLiteral("steps"), QJsonArray()) << QStringLiteral("steps: 0 steps (allowed 1 .. 500)");
    QTest::newRow("501 steps") << withValue(QStringLiteral("steps"), QJsonArray::fromVariantList(QVariantList(501, 1)))
                               << QStringLiteral("steps: 501 steps (allowed 1 .. 500)");
    QTest::newRow("empty answer") << withValue(QStringLiteral("steps.0.answer"), QString())
                                  << QStringLiteral("step 1: answer: empty (a question comes with its answer)");
    QTest::newRow("family off for the first tab") << withValue(QStringLiteral("steps.1.scene.session.added"), QStringLiteral("none"))
                                                  << QStringLiteral("step 2: scene: session.added: \"none\" leaves the figure pe without its family");
    QTest::newRow("reveal turns the family off") << withValue(QStringLiteral("steps.0.reveal.tab"), QStringLiteral("rope"))
                                                        .replace("\"offset\": 3", "\"offset\": 3, \"scores\": \"none\"")
                                                 << QStringLiteral("step 1: reveal: session.scores: \"none\" leaves the figure rope without its family");
    QTest::newRow("step not object") << withValue(QStringLiteral("steps.1"), 7) << QStringLiteral("step 2: 7 is not an object");
    QTest::newRow("no title") << withValue(QStringLiteral("steps.1.title"), QJsonValue::Undefined)
                              << QStringLiteral("step 2: title: missing");
    QTest::newRow("empty title") << withValue(QStringLiteral("steps.1.title"), QString()) << QStringLiteral("step 2: title: empty");
    // A slide's text, not a book (N8): a 3.6 MB question took a minute to lay out and froze the window.
    QTest::newRow("long question") << withValue(QStringLiteral("steps.0.question"), QStringLiteral("why ").repeated(900000))
                                   << QStringLiteral("step 1: question: 3600000 characters (allowed up to 4000)");
    QTest::newRow("long title") << withValue(QStringLiteral("steps.1.title"), QJsonObject{{QStringLiteral("zh_CN"), QString(5000, QChar(0x4F4D))}})
                                << QStringLiteral("step 2: title: zh_CN: 5000 characters (allowed up to 4000)");
    QTest::newRow("many lines") << withValue(QStringLiteral("steps.1.text"), QStringLiteral("a\n").repeated(1000))
                                << QStringLiteral("step 2: text: 1001 lines (allowed up to 100)");
    QTest::newRow("no scene") << withValue(QStringLiteral("steps.0.scene"), QJsonValue::Undefined)
                              << QStringLiteral("step 1: scene: missing");
    QTest::newRow("unknown step field") << withValue(QStringLiteral("steps.0.slide"), 1)
                                        << QStringLiteral("step 1: slide: unknown field");
    QTest::newRow("bad d_model") << withValue(QStringLiteral("steps.1.scene.session.dModel"), 0)
                                 << QStringLiteral("step 2: scene: session.dModel: d_model = 0 is out of range (allowed 1 .. 4096)");
    QTest::newRow("unknown tab") << withValue(QStringLiteral("steps.1.scene.tab"), QStringLiteral("slides"))
                                 << QStringLiteral("step 2: scene: tab: \"slides\" is not a figure");
    QTest::newRow("language") << withValue(QStringLiteral("steps.1.scene.language"), QStringLiteral("en"))
                              << QStringLiteral("step 2: scene: language: not part of a lecture's scene");
    QTest::newRow("question alone") << withValue(QStringLiteral("steps.0.answer"), QJsonValue::Undefined)
                                    << QStringLiteral("step 1: answer: missing (a question comes with its answer)");
    QTest::newRow("reveal without question") << withValue(QStringLiteral("steps.1.reveal"), QJsonObject{{QStringLiteral("tab"), QStringLiteral("pe")}})
                                             << QStringLiteral("step 2: reveal: a reveal needs a question");
    const auto mark = [](const char *json) { return QJsonArray{QJsonDocument::fromJson(json).object()}; };
    QTest::newRow("minutes") << withValue(QStringLiteral("steps.0.minutes"), 61)
                             << QStringLiteral("step 1: minutes: 61 is out of range (allowed 0 .. 60 minutes)");
    QTest::newRow("appendix") << withValue(QStringLiteral("steps.0.appendix"), QStringLiteral("yes"))
                              << QStringLiteral("step 1: appendix: \"yes\" is not true or false");
    QTest::newRow("marks not a list") << withValue(QStringLiteral("steps.1.marks"), 3)
                                      << QStringLiteral("step 2: marks: 3 is not a list of marks");
    QTest::newRow("mark on the clock") << withValue(QStringLiteral("steps.0.marks"), mark(R"({"x": 1})"))
                                       << QStringLiteral("step 1: marks: 1: the figure clock has no axes to mark");
    QTest::newRow("mark figure") << withValue(QStringLiteral("steps.1.marks"), mark(R"({"figure": "slides"})"))
                                 << QStringLiteral("step 2: marks: 1: figure \"slides\" is not a figure's name");
    QTest::newRow("mark range") << withValue(QStringLiteral("steps.1.marks"), mark(R"({"x": [5, 2]})"))
                                << QStringLiteral("step 2: marks: 1: x: [5,2] is not a place on the axis (allowed a number, or [from, to] with from <= to)");
    QTest::newRow("mark panel") << withValue(QStringLiteral("steps.1.marks"), mark(R"({"panel": 9})"))
                                << QStringLiteral("step 2: marks: 1: panel 9 is out of range (allowed 0 .. 7)");
    QTest::newRow("mark field") << withValue(QStringLiteral("steps.1.marks"), mark(R"({"colour": "red"})"))
                                << QStringLiteral("step 2: marks: 1: colour: unknown field");
    QTest::newRow("reveal marks") << withValue(QStringLiteral("steps.0.reveal.marks"), mark(R"({"x": 1})"))
                                  << QStringLiteral("step 1: reveal.marks: 1: the figure clock has no axes to mark");
    QTest::newRow("text language") << withValue(QStringLiteral("steps.1.scene.session.text"), QJsonObject{{QStringLiteral("de"), QStringLiteral("a")}})
                                   << QStringLiteral("step 2: scene: session.text");
    QTest::newRow("reveal field") << withValue(QStringLiteral("steps.0.reveal.theme"), QStringLiteral("dark"))
                                  << QStringLiteral("step 1: reveal.theme: unknown field (allowed session, tab, marks)");
    QTest::newRow("reveal value") << withValue(QStringLiteral("steps.0.reveal.session.offset"), 1e9)
                                  << QStringLiteral("step 1: reveal: session.offset");
    QTest::newRow("text type") << withValue(QStringLiteral("steps.0.notes"), 3) << QStringLiteral("step 1: notes: 3 is not a text");
    QTest::newRow("text language") << withValue(QStringLiteral("steps.0.title.fr"), QStringLiteral("Horloges"))
                                   << QStringLiteral("step 1: title: fr: unknown language (allowed en, zh_CN)");
}

void TestLecture::badLecturesGiveNothing()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, problem);
    const Lecture::Read read = Lecture::fromBytes(bytes);
    QVERIFY(!read.lecture);
    QVERIFY2(read.problem.startsWith(problem), qPrintable(read.problem));
    QVERIFY2(!read.problem.contains(QLatin1Char('\n')), qPrintable(read.problem)); // one line
}

void TestLecture::readFileRefusesWhatIsNoLecture()
{
    QTemporaryDir dir;
    const Lecture::Read folder = Lecture::readFile(dir.path());
    QVERIFY(!folder.lecture);
    QVERIFY2(folder.problem.contains(QStringLiteral("not a regular file")), qPrintable(folder.problem));
    const QString missing = dir.filePath(QStringLiteral("missing.posenc-lecture"));
    const Lecture::Read absent = Lecture::readFile(missing);
    QVERIFY(absent.problem.startsWith(missing + QStringLiteral(": cannot open")));
    const QString large = dir.filePath(QStringLiteral("large.posenc-lecture"));
    QFile file(large);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray((4 << 20) + 1, ' '));
    file.close();
    QVERIFY(Lecture::readFile(large).problem.contains(QStringLiteral("too large for a lecture")));
    QVERIFY(Lecture::isLectureFile(QStringLiteral("/x/My.POSENC-LECTURE")));
    QVERIFY(!Lecture::isLectureFile(QStringLiteral("/x/my.posenc")));
}

void TestLecture::failedWriteKeepsTheOldFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("keep.posenc-lecture"));
    const Lecture small = *Lecture::fromJson(smallLecture()).lecture;
    QVERIFY(small.writeFile(path).isEmpty());
    QCOMPARE(Lecture::readFile(path).lecture, small);
    const QString error = Lecture::builtin().writeFile(path + QStringLiteral("/x.posenc-lecture"));
    QVERIFY2(error.startsWith(QStringLiteral("cannot write ")), qPrintable(error));
    QCOMPARE(Lecture::readFile(path).lecture, small);
}

void TestLecture::playerWalksThePages()
{
    const Lecture small = *Lecture::fromJson(smallLecture()).lecture;
    // Step 1 asks (two pages), step 2 does not (one).
    QCOMPARE(lecturePages(small), (QList<LecturePage>{{0, false}, {0, true}, {1, true}}));
    LecturePlayer player(small);
    QCOMPARE(player.page(), (LecturePage{0, false}));
    QCOMPARE(sceneOf(small, player.page()).session.selection.offset, 1);
    QCOMPARE(player.nextStep(), 1);
    QVERIFY(!player.previous());
    QVERIFY(player.next());
    QCOMPARE(sceneOf(small, player.page()).session.selection.offset, 3);
    QVERIFY(player.next());
    QCOMPARE(player.step().title.en, QStringLiteral("PE"));
    QCOMPARE(player.nextStep(), -1);
    QVERIFY(!player.next());
    QVERIFY(player.goToStep(1));
    QCOMPARE(player.pageIndex(), 0); // a step starts at its question
    QVERIFY(!player.goToStep(3));
    QVERIFY(!player.goToStep(0));
    QCOMPARE(player.pageIndex(), 0);
    player.last();
    QCOMPARE(player.pageIndex(), 2);
    player.first();
    QCOMPARE(player.pageIndex(), 0);

    const Lecture builtin = Lecture::builtin();
    int questions = 0;
    for (const LectureStep &step : builtin.steps)
        questions += step.hasQuestion() ? 1 : 0;
    QCOMPARE(lecturePages(builtin).size(), builtin.steps.size() + questions);
}

void TestLecture::revealsFollowWhatTheFileLeavesOut()
{
    // A reveal that shortens the text: L, pos and pos' follow it as in a scene file that names only the text.
    QJsonObject json = smallLecture();
    QJsonArray steps = json.value(QStringLiteral("steps")).toArray();
    QJsonObject step = steps.at(0).toObject();
    step.insert(QStringLiteral("scene"), QJsonObject{{QStringLiteral("tab"), QStringLiteral("pe")},
                                                     {QStringLiteral("session"), QJsonObject{{QStringLiteral("text"), QStringLiteral("a b c d e f g h")}}}});
    step.insert(QStringLiteral("reveal"), QJsonObject{{QStringLiteral("session"), QJsonObject{{QStringLiteral("text"), QStringLiteral("a b")}}}});
    steps.replace(0, step);
    json.insert(QStringLiteral("steps"), steps);
    const Lecture::Read read = Lecture::fromJson(json);
    QVERIFY2(read.lecture, qPrintable(read.problem));
    QCOMPARE(read.lecture->steps.at(0).scene.session.length, 8);
    QCOMPARE(read.lecture->steps.at(0).revealed.session.length, 2);
    // Written back as the file wrote it: the same lecture again.
    const Lecture::Read back = Lecture::fromBytes(read.lecture->toBytes());
    QVERIFY2(back.lecture, qPrintable(back.problem));
    QVERIFY(*back.lecture == *read.lecture);
    QCOMPARE(back.lecture->steps.at(0).sceneFields, step.value(QStringLiteral("scene")).toObject());
}

void TestLecture::relativeFilesAreFoundNextToTheLecture()
{
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("talk")));
    QVERIFY(QFile::copy(QStringLiteral(POSENC_GOLDEN_DIR "/learned/T_f4_v1.npy"), dir.filePath(QStringLiteral("talk/wpe.npy"))));
    const QString path = dir.filePath(QStringLiteral("talk/table.posenc-lecture"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "posenc-lecture", "version": 1, "steps": [{"title": "GPT-2",
               "scene": {"tab": "learned", "session": {"added": "learned", "table": "wpe.npy"}}}]})");
    file.close();
    const Lecture::Read read = Lecture::readFile(path);
    QVERIFY2(read.lecture, qPrintable(read.problem));
    QCOMPARE(read.lecture->steps.at(0).scene.session.table, dir.filePath(QStringLiteral("talk/wpe.npy")));
}

void TestLecture::undrawablePageIsNamed()
{
    QVERIFY(undrawablePage(Lecture::builtin()).isEmpty());
    // YaRN with beta_fast below beta_slow: read (the values are each in range), but the figure cannot be drawn.
    const Lecture::Read read = Lecture::fromBytes(R"({"format": "posenc-lecture", "version": 1, "steps": [
        {"title": "ok", "scene": {"tab": "pe"}},
        {"title": "yarn", "scene": {"tab": "rope-scaling", "session": {"ropeScaling": "yarn", "betaFast": 0.5, "betaSlow": 1}}}]})");
    QVERIFY2(read.lecture, qPrintable(read.problem));
    const QString problem = undrawablePage(*read.lecture);
    QVERIFY2(problem.startsWith(QStringLiteral("step 2: rope-scaling cannot be drawn: ")), qPrintable(problem));
}

QTEST_MAIN(TestLecture)
#include "tst_lecture.moc"
