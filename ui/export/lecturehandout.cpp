#include "ui/export/lecturehandout.h"

#include "ui/figures/scriptedtext.h"

#include "ui/export/vectorexport.h"
#include "ui/figures/figureregistry.h"
#include "ui/files/atomicsave.h"
#include "ui/files/partialfolder.h"
#include "ui/lecture/lectureplayer.h"
#include "ui/lecture/slideheader.h"
#include "ui/state/explorerstate.h"
#include "ui/state/language.h"

#include <QCoreApplication>
#include <QDir>

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LectureHandout)
};

QString figurePath(const QString &code, int step, bool answer)
{
    return QStringLiteral("figures/%1/step-%2%3.svg")
        .arg(code)
        .arg(step + 1, 2, 10, QLatin1Char('0'))
        .arg(answer ? QStringLiteral("-answer") : QString());
}

QString pageName(const QString &code)
{
    return code == QLatin1String("en") ? QStringLiteral("index.html") : QStringLiteral("index.%1.html").arg(code);
}

/// A paragraph of lecture text: escaped, numbers kept whole (slideheader.h), its scripts in <sub>/<sup>.
QString paragraph(const QString &text, const QString &cssClass = {})
{
    if (text.isEmpty())
        return {};
    return QStringLiteral("<p%1>%2</p>\n")
        .arg(cssClass.isEmpty() ? QString() : QStringLiteral(" class=\"%1\"").arg(cssClass), htmlScripts(numbersKeptWhole(text)));
}

// Readable on a phone (390 px wide) and a wide screen: one column, figures as wide as the text.
const char *const style =
    "body{font-family:sans-serif;line-height:1.5;max-width:60rem;margin:0 auto;padding:0 1rem 3rem;color:#222}"
    "img{display:block;width:100%;height:auto;border:1px solid #ccc;margin:.5rem 0}"
    "h2{margin-top:2.5rem;border-top:1px solid #ccc;padding-top:1rem}"
    ".question{font-weight:bold;color:#1f4e79}"
    "summary{cursor:pointer;font-weight:bold;color:#a0522d;padding:.5rem 0}"
    ".answer{font-weight:bold;color:#a0522d}"
    ".notes{background:#f4f4f4;border-left:4px solid #999;padding:.5rem 1rem}"
    "nav{padding:.5rem 0}";

} // namespace

QString lectureHandoutHtml(const Lecture &lecture, const QString &code)
{
    QString html;
    html += QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n"
                           "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>%2</title>\n"
                           "<style>%3</style>\n</head>\n<body>\n")
                .arg(code == QLatin1String("zh_CN") ? QStringLiteral("zh-CN") : code, lecture.title.in(code).toHtmlEscaped(),
                     QString::fromLatin1(style));
    QStringList others;
    for (const QString &other : language::codes())
        if (other != code)
            others.append(QStringLiteral("<a href=\"%1\" hreflang=\"%2\">%3</a>")
                              .arg(pageName(other), other == QLatin1String("zh_CN") ? QStringLiteral("zh-CN") : other,
                                   language::nativeName(other).toHtmlEscaped()));
    html += QStringLiteral("<nav>%1</nav>\n<h1>%2</h1>\n").arg(others.join(QStringLiteral(" · ")), lecture.title.in(code).toHtmlEscaped());
    bool appendixSaid = false;
    for (int step = 0; step < lecture.steps.size(); ++step) {
        const LectureStep &s = lecture.steps.at(step);
        if (s.appendix && !std::exchange(appendixSaid, true))
            html += QStringLiteral("<h1>%1</h1>\n").arg(Text::tr("Appendix").toHtmlEscaped());
        html += QStringLiteral("<section id=\"step-%1\">\n<h2>%2  %3</h2>\n")
                    .arg(step + 1)
                    .arg(stepCounter(lecture, step).toHtmlEscaped(), htmlScripts(s.title.in(code)));
        html += paragraph(s.text.in(code));
        html += QStringLiteral("<img src=\"%1\" alt=\"%2\">\n")
                    .arg(figurePath(code, step, false), figureTitle(s.sceneIn(code, false).tab).toHtmlEscaped());
        if (s.hasQuestion()) {
            html += paragraph(QStringLiteral("? ") + s.question.in(code), QStringLiteral("question"));
            html += QStringLiteral("<details>\n<summary>%1</summary>\n").arg(Text::tr("Answer").toHtmlEscaped());
            html += paragraph(QStringLiteral("→ ") + s.answer.in(code), QStringLiteral("answer"));
            html += QStringLiteral("<img src=\"%1\" alt=\"%2\">\n</details>\n")
                        .arg(figurePath(code, step, true), figureTitle(s.sceneIn(code, true).tab).toHtmlEscaped());
        }
        // The students' notes; the lecturer's never reach the handout.
        html += paragraph(s.studentNotes.in(code), QStringLiteral("notes"));
        html += QStringLiteral("</section>\n");
    }
    html += QStringLiteral("</body>\n</html>\n");
    return html;
}

QString writeLectureHandout(const DeckRequest &request)
{
    if (const QString problem = undrawablePage(request.lecture); !problem.isEmpty())
        return problem;
    PartialFolder folder(QDir::cleanPath(request.out));
    if (const QString problem = folder.create(); !problem.isEmpty())
        return problem;
    const QString installed = language::current();
    QString problem;
    ExplorerState state;
    for (const QString &code : language::codes()) {
        language::install(code); // the figures' words in the page's language
        for (const LecturePage &page : lecturePages(request.lecture)) {
            const LectureStep &step = request.lecture.steps.at(page.step);
            setPageOn(state, request.lecture, page, code);
            QString error;
            const std::optional<QByteArray> svg =
                vectorFigureBytes(state, sceneOf(request.lecture, page, code).tab, ExportFormat::Svg, request.size, &error, step.ink);
            if (!svg) {
                problem = Text::tr("cannot write %1: %2").arg(request.out, error);
                break;
            }
            const QString name = figurePath(code, page.step, step.hasQuestion() && page.revealed);
            problem = folder.save(name, *svg);
            if (!problem.isEmpty())
                break;
        }
        if (problem.isEmpty())
            problem = folder.save(pageName(code), lectureHandoutHtml(request.lecture, code).toUtf8());
        if (!problem.isEmpty())
            break;
    }
    language::install(installed);
    return problem.isEmpty() ? folder.putInPlace() : problem;
}
