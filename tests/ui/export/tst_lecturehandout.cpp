// The lecture handout (ui/export/lecturehandout.h): a folder students open in any browser, from a USB stick
// or a phone. Read back as a browser would: every page and figure it points at is in the folder, nothing
// comes from elsewhere, each language has its page with its own words in the figures, the answers sit
// behind a click, and a question's figure keeps back what its answer's figure shows.
#include "ui/export/lecturehandout.h"
#include "ui/figures/scriptedtext.h"
#include "ui/lecture/slideheader.h"
#include "ui/lecture/lecture.h"
#include "ui/state/language.h"

#include "svgtext.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestLectureHandout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void theBuiltinLectureAsAHandout();
    void aFolderInTheWayIsRefused();

private:
    QTemporaryDir m_dir;
    QString m_out;
    Lecture m_lecture = Lecture::builtin();
};

void TestLectureHandout::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_out = m_dir.filePath(QStringLiteral("handout"));
    DeckRequest request;
    request.lecture = m_lecture;
    request.size = ImageSize{640, 360};
    request.out = m_out;
    QCOMPARE(writeLectureHandout(request), QString());
    QCOMPARE(language::current(), QStringLiteral("en")); // the language installed before is put back
}

void TestLectureHandout::theBuiltinLectureAsAHandout()
{
    const QDir root(m_out);
    int questions = 0;
    for (const LectureStep &step : m_lecture.steps)
        questions += step.hasQuestion();
    for (const auto &[page, code] : {std::pair{QStringLiteral("index.html"), QStringLiteral("en")},
                                     std::pair{QStringLiteral("index.zh_CN.html"), QStringLiteral("zh_CN")}}) {
        const QString html = QString::fromUtf8(readAll(root.filePath(page)));
        QVERIFY2(!html.isEmpty(), qPrintable(page));
        QVERIFY(html.startsWith(QStringLiteral("<!DOCTYPE html>")));
        QVERIFY(html.contains(QStringLiteral("name=\"viewport\""))); // a phone shows it at its own width
        QCOMPARE(html.count(QStringLiteral("<section ")), m_lecture.steps.size());
        QCOMPARE(html.count(QStringLiteral("<details>")), questions); // each answer behind a click
        QVERIFY(!html.contains(QStringLiteral("<script")));
        for (const LectureStep &step : m_lecture.steps)
            QVERIFY2(html.contains(step.title.in(code).toHtmlEscaped()), qPrintable(step.title.in(code)));
        // Every reference is a file of the folder: no address, no absolute path.
        static const QRegularExpression reference(QStringLiteral("(?:src|href)=\"([^\"]*)\""));
        int references = 0;
        for (auto match = reference.globalMatch(html); match.hasNext();) {
            const QString target = match.next().captured(1);
            ++references;
            QVERIFY2(!target.contains(QStringLiteral("//")) && !target.startsWith(QLatin1Char('/')), qPrintable(target));
            QVERIFY2(QFileInfo::exists(root.filePath(target)), qPrintable(target));
        }
        QCOMPARE(references, m_lecture.steps.size() + questions + 1); // figures, answers' figures, the other language
        // The students' notes are in it, typeset; the lecturer's never.
        int studentNotes = 0;
        for (const LectureStep &step : m_lecture.steps) {
            if (!step.studentNotes.isEmpty()) {
                ++studentNotes;
                QVERIFY2(html.contains(htmlScripts(numbersKeptWhole(step.studentNotes.in(code)))), qPrintable(step.title.en));
            }
            if (!step.notes.isEmpty())
                QVERIFY2(!html.contains(step.notes.in(code).left(40).toHtmlEscaped()), qPrintable(step.title.en));
        }
        QVERIFY(studentNotes >= 3);
        QCOMPARE(html.count(QStringLiteral("class=\"notes\"")), studentNotes);
        QVERIFY(html.contains(QStringLiteral("10000<sup>2i/d_model</sup>"))); // one notation, as HTML
    }
    // The figures draw nothing from elsewhere (an SVG's only addresses are its namespaces).
    const QStringList svgs = QDir(root.filePath(QStringLiteral("figures/en"))).entryList({QStringLiteral("*.svg")})
                             + QDir(root.filePath(QStringLiteral("figures/zh_CN"))).entryList({QStringLiteral("*.svg")});
    QCOMPARE(svgs.size(), 2 * (m_lecture.steps.size() + questions));
    static const QRegularExpression external(QStringLiteral("(?:href|src)=\"(?!#|data:)"));
    for (const QString &code : {QStringLiteral("en"), QStringLiteral("zh_CN")})
        for (const QString &name : QDir(root.filePath(QStringLiteral("figures/") + code)).entryList({QStringLiteral("*.svg")}))
            QVERIFY2(!QString::fromUtf8(readAll(root.filePath(QStringLiteral("figures/%1/%2").arg(code, name)))).contains(external),
                     qPrintable(name));
    // The clock step: its question's figure keeps back the fastest hand's wavelength, the answer's shows it;
    // the Chinese figure speaks Chinese.
    int clock = 0;
    while (m_lecture.steps.at(clock).title.en != QLatin1String("Each pair is a clock hand"))
        ++clock;
    const auto words = [&](const QString &code, bool answer) {
        return svgText(readAll(root.filePath(QStringLiteral("figures/%1/step-%2%3.svg")
                                                 .arg(code)
                                                 .arg(clock + 1, 2, 10, QLatin1Char('0'))
                                                 .arg(answer ? QStringLiteral("-answer") : QString()))))
            .remove(QLatin1Char(' '));
    };
    QVERIFY(!words(QStringLiteral("en"), false).contains(QStringLiteral("λ=6.28")));
    QVERIFY(words(QStringLiteral("en"), true).contains(QStringLiteral("λ=6.28")));
    QVERIFY(words(QStringLiteral("zh_CN"), true).contains(QStringLiteral("钟表")));
    QVERIFY(!words(QStringLiteral("en"), true).contains(QStringLiteral("钟表")));
}

void TestLectureHandout::aFolderInTheWayIsRefused()
{
    // A folder with something in it is not written over: one line, nothing changed.
    const QString busy = m_dir.filePath(QStringLiteral("busy"));
    QVERIFY(QDir().mkpath(busy));
    QFile keep(QDir(busy).filePath(QStringLiteral("keep.txt")));
    QVERIFY(keep.open(QIODevice::WriteOnly));
    keep.write("mine");
    keep.close();
    DeckRequest request;
    request.lecture = m_lecture;
    request.out = busy;
    const QString problem = writeLectureHandout(request);
    QVERIFY(!problem.isEmpty());
    QVERIFY(!problem.contains(QLatin1Char('\n')));
    QCOMPARE(QDir(busy).entryList(QDir::NoDotAndDotDot | QDir::AllEntries), QStringList{QStringLiteral("keep.txt")});
}

QTEST_MAIN(TestLectureHandout)
#include "tst_lecturehandout.moc"
