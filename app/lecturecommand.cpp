#include "lecturecommand.h"

#include "messages.h"

#include "ui/export/lecturedeck.h"
#include "ui/export/lecturehandout.h"
#include "ui/state/language.h"

#include <QDir>
#include <QTextStream>

ExitCode runLectureExport(const CommandLineOptions &options)
{
    const Lecture::Read read = Lecture::readFile(*options.lecturePath);
    if (!read.lecture) {
        printError(QStringLiteral("--lecture: ") + read.problem);
        return ExitCode::BadArguments;
    }
    if (const QString problem = undrawablePage(*read.lecture); !problem.isEmpty()) {
        printError(QStringLiteral("--lecture: %1: %2").arg(*options.lecturePath, problem));
        return ExitCode::BadArguments;
    }
    DeckRequest request;
    request.lecture = *read.lecture;
    request.language = language::current();
    request.notes = options.lectureNotes          ? PageNotes::Lecturer
                    : options.lectureStudentNotes ? PageNotes::Students
                                                  : PageNotes::None;
    request.revealsOnly = options.lectureRevealsOnly;
    request.size = options.size;
    request.format = options.format;
    request.out = options.out;
    if (options.lectureHandout) {
        if (const QString problem = writeLectureHandout(request); !problem.isEmpty()) {
            printError(problem);
            return ExitCode::IoError;
        }
        QTextStream(stdout) << "wrote " << oneLine(QDir::toNativeSeparators(options.out)) << " (index.html, "
                            << request.lecture.steps.size() << " steps)" << Qt::endl;
        return ExitCode::Success;
    }
    if (const QString problem = writeLectureDeck(request); !problem.isEmpty()) {
        printError(problem);
        return ExitCode::IoError;
    }
    QTextStream(stdout) << "wrote " << oneLine(QDir::toNativeSeparators(options.out)) << " ("
                        << deckPages(request).size() << " pages)" << Qt::endl;
    return ExitCode::Success;
}
