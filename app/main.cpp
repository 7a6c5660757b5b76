/// \file main.cpp
/// \brief `posenc`: opens the window, or runs `posenc export` headless (see commandline.h).

#include "argumentencoding.h"
#include "commandline.h"
#include "exportcommand.h"
#include "messages.h"
#include "resourcecheck.h"
#include "scenecommand.h"
#include "lecturecommand.h"
#include "startupprobe.h"
#include "windowstart.h"
#include "version.h"

#include "ui/state/boldfaces.h"
#include "ui/state/explorerstate.h"
#include "ui/state/language.h"
#include "ui/state/parametersettings.h"
#include "ui/state/sessionhistory.h"
#include "ui/views/plotview.h"
#include "ui/widgets/scaledcontrolsstyle.h"
#include "ui/window/mainwindow.h"
#include "ui/window/scenemenu.h"
#include "ui/window/lecturemenu.h"
#include "ui/window/lecturerunner.h"
#include "ui/lecture/lectureplayer.h"
#include "ui/window/windowhost.h"

#include <posenc/io/truncationguard.h>
#include <posenc/memory/heapretention.h>

#include <QApplication>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QIcon>
#include <QSettings>
#include <QTextStream>
#include <QUndoStack>

#include <csignal>
#include <cstdlib>
#include <new>
#include <system_error>

#include <pthread.h>
#include <unistd.h>

namespace {

void setRuntimeFolder()
{
    // Qt falls back to this folder anyway, but warns on stderr, where only errors belong.
    if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
        qputenv("XDG_RUNTIME_DIR", QByteArray("/tmp/runtime-") + QByteArray::number(getuid()));
}

/// `posenc export` reports each failure as one line of its own; Qt's and libpng's diagnostics (say,
/// "libpng error: Write Error" or painter warnings on an out-of-memory image) would add lines to stderr.
/// They are kept when POSENC_DEBUG is set.
void quietQtMessages(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtFatalMsg || type == QtCriticalMsg || qEnvironmentVariableIsSet("POSENC_DEBUG"))
        QTextStream(stderr) << qFormatLogMessage(type, context, message) << Qt::endl;
}

/// Translation context of this file (lupdate reads Q_DECLARE_TR_FUNCTIONS).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Main)
};

/// The command line's answer to a table file cut short by another program while it is mapped (SIGBUS):
/// "posenc: PATH: …" and exit 1, in the user's language (call after the language is installed). Every
/// output is written atomically, so nothing half-written is left.
void guardMappedFiles()
{
    posenc::installTruncationGuard(
        posenc::TruncatedFileAnswer::Exit,
        Text::tr(": the file was cut short by another program while it was open (replace a table file, do not "
                 "rewrite it in place)")
            .toStdString());
}

/// Chooses the offscreen platform for `posenc export`, whatever QT_QPA_PLATFORM says: export needs no
/// display, and another platform without one would abort. A closed pipe on standard output must be a
/// write error (reported, exit 1), not a silent death by SIGPIPE.
void prepareHeadless()
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    // Worker threads (Qt's raster fills, PNG encoders) with 2 MiB stacks instead of the 8 MiB default:
    // under a memory limit (ulimit -v) a thread that cannot be started leaves Qt's raster engine
    // waiting for it for ever.
    pthread_attr_t attributes;
    if (pthread_attr_init(&attributes) == 0) {
        pthread_attr_setstacksize(&attributes, 2 * 1024 * 1024);
        pthread_setattr_default_np(&attributes);
        pthread_attr_destroy(&attributes);
    }
    std::signal(SIGPIPE, SIG_IGN);
    setRuntimeFolder();
    qInstallMessageHandler(quietQtMessages);
}

/// Why the window cannot open here, before Qt tries (and aborts): no X11 or Wayland display for the
/// platform Qt would choose. std::nullopt when a display may be there (or a display-less platform is set).
std::optional<QString> displayProblem()
{
    const QString platform = qEnvironmentVariable("QT_QPA_PLATFORM").section(QLatin1Char(':'), 0, 0);
    const bool x11 = !qEnvironmentVariableIsEmpty("DISPLAY");
    const bool wayland = !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
    const QString hint = QStringLiteral("; 'posenc export' writes figures without one");
    if ((platform.isEmpty() && !x11 && !wayland) || (platform == QLatin1String("xcb") && !x11))
        return QStringLiteral("no display to open the window on (DISPLAY is not set)") + hint;
    if (platform == QLatin1String("wayland") && !wayland)
        return QStringLiteral("no display to open the window on (WAYLAND_DISPLAY is not set)") + hint;
    return std::nullopt;
}

/// Qt's messages while its platform starts, held: a display that does not answer gave three lines
/// ("could not connect to display :77", "Could not load the Qt platform plugin", the fatal one).
QStringList heldMessages;
bool platformStarted = false;

/// Qt ends a failed start of its platform (a display that does not answer) with a fatal message and
/// abort(); say it in one line, with the first message Qt gave as the cause, and exit 1 instead. Other
/// messages go to stderr as Qt writes them, once the platform has started (those before it then).
void windowMessages(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type != QtFatalMsg) {
        if (platformStarted)
            QTextStream(stderr) << qFormatLogMessage(type, context, message) << Qt::endl;
        else
            heldMessages.append(message.section(QLatin1Char('\n'), 0, 0));
        return;
    }
    const QString cause = heldMessages.isEmpty() ? message.section(QLatin1Char('\n'), 0, 0) : heldMessages.first();
    printError(QStringLiteral("cannot open the window: ") + cause);
    std::_Exit(static_cast<int>(ExitCode::IoError));
}

/// The platform is up: the messages held while it started go out now, as Qt gave them.
void platformIsUp()
{
    platformStarted = true;
    for (const QString &message : std::as_const(heldMessages))
        QTextStream(stderr) << message << Qt::endl;
    heldMessages.clear();
}

/// Runs \a body; running out of memory or of threads ends it with one line and exit 1, never abort().
template <class Body> int guarded(Body body)
{
    try {
        return body();
    } catch (const std::bad_alloc &) {
        printError(QStringLiteral("out of memory (try a smaller size: --d-model, --length, --width, --height)"));
    } catch (const std::system_error &error) {
        printError(QStringLiteral("the system refused a resource: %1").arg(QString::fromLocal8Bit(error.what())));
    }
    return static_cast<int>(ExitCode::IoError);
}

ParsedCommandLine parseArguments(int argc, char **argv)
{
    // A core application is enough to parse, and needs no display: help, version and errors print
    // even where no window could open.
    QCoreApplication parsing(argc, argv);
    // Help and errors in the system's language; once --language is read, in that one.
    language::install(language::systemDefault());
    QList<QByteArray> bytes;
    for (int index = 0; index < argc; ++index)
        bytes.append(QByteArray(argv[index]));
    if (const auto problem = undecodableArgument(bytes)) {
        ParsedCommandLine refused;
        refused.action = ParsedCommandLine::Action::Fail;
        refused.text = *problem;
        return refused;
    }
    ParsedCommandLine parsed = parseCommandLine(QCoreApplication::arguments());
    if (parsed.options.language && *parsed.options.language != language::current()) {
        language::install(*parsed.options.language);
        parsed = parseCommandLine(QCoreApplication::arguments());
    }
    return parsed;
}

/// Checks the window's scene file and command-line parameters against the parameters the last session
/// left, before a QApplication exists: a bad --position is reported (exit 2) even where no display could
/// open. A bad scene too when there is no display; with one, the window opens and says what is wrong
/// (a scene double-clicked in a file manager has no terminal to print to).
std::optional<QString> checkWindowParameters(int argc, char **argv, const CommandLineOptions &options)
{
    QCoreApplication checking(argc, argv);
    QString error;
    const std::optional<Scene> scene = readSceneOption(options, &error);
    if (!error.isEmpty() && displayProblem())
        return error;
    if (options.lecturePath) {
        const Lecture::Read lecture = Lecture::readFile(*options.lecturePath);
        if (!lecture.lecture)
            return QStringLiteral("--lecture: ") + lecture.problem;
        if (const QString problem = undrawablePage(*lecture.lecture); !problem.isEmpty())
            return QStringLiteral("--lecture: %1: %2").arg(*options.lecturePath, problem);
    }
    ExplorerState state;
    QSettings settings;
    restoreParameters(state, settings);
    if (scene)
        state.setSession(scene->session);
    return applyParameters(options, state);
}

int runWindow(int argc, char **argv, const CommandLineOptions &options, const QElapsedTimer &clock);

} // namespace

int main(int argc, char **argv)
{
    QElapsedTimer clock; // for StartupProbe
    clock.start();
    // A file-size limit (ulimit -f) makes a write fail with EFBIG, reported as any write error, instead of
    // killing the program by SIGXFSZ half-way through a file.
    std::signal(SIGXFSZ, SIG_IGN);
    QCoreApplication::setApplicationName(QStringLiteral("posenc"));
    QCoreApplication::setOrganizationName(QStringLiteral("PosEnc"));
    QCoreApplication::setApplicationVersion(QStringLiteral(POSENC_VERSION));

    const ParsedCommandLine parsed = parseArguments(argc, argv);
    switch (parsed.action) {
    case ParsedCommandLine::Action::ShowHelp:
    case ParsedCommandLine::Action::ShowVersion:
        QTextStream(stdout) << parsed.text << (parsed.text.endsWith(QLatin1Char('\n')) ? "" : "\n");
        return static_cast<int>(ExitCode::Success);
    case ParsedCommandLine::Action::Fail:
        printError(parsed.text);
        return static_cast<int>(ExitCode::BadArguments);
    case ParsedCommandLine::Action::Run:
        break;
    }

    if (parsed.options.exportMode) {
        prepareHeadless();
        if (const auto problem = resourceProblem()) {
            printError(*problem);
            return static_cast<int>(ExitCode::IoError);
        }
        return guarded([&] {
            QApplication app(argc, argv); // QCustomPlot renders through widgets
            preferChineseBoldFaces();
            if (parsed.options.lecturePath) {
                language::install(parsed.options.language.value_or(language::systemDefault()));
                guardMappedFiles();
                return static_cast<int>(runLectureExport(parsed.options));
            }
            QString error;
            const std::optional<Scene> scene = readSceneOption(parsed.options, &error);
            if (!error.isEmpty()) {
                printError(error);
                return static_cast<int>(ExitCode::BadArguments);
            }
            // The language: --language, else the scene's, else the system's.
            language::install(parsed.options.language.value_or(scene ? scene->language : language::systemDefault()));
            guardMappedFiles();
            return static_cast<int>(runExport(parsed.options, scene.value_or(Scene())));
        });
    }

    // The window only: a d_model or L step reuses the freed matrices' pages. An export frees each large
    // image or matrix once, and up to 128 MiB of retained free heap would count against its 512 MiB.
    posenc::retainFreedHeapMemory();
    if (const auto error = checkWindowParameters(argc, argv, parsed.options)) {
        printError(*error);
        return static_cast<int>(ExitCode::BadArguments);
    }
    if (const auto problem = displayProblem()) {
        printError(*problem);
        return static_cast<int>(ExitCode::IoError);
    }
    if (const auto problem = resourceProblem()) {
        printError(*problem);
        return static_cast<int>(ExitCode::IoError);
    }
    setRuntimeFolder();
    qInstallMessageHandler(windowMessages);
    return guarded([&] { return runWindow(argc, argv, parsed.options, clock); });
}

namespace {

int runWindow(int argc, char **argv, const CommandLineOptions &options, const QElapsedTimer &clock)
{
    QApplication app(argc, argv);
    preferChineseBoldFaces();
    platformIsUp();
    QApplication::setStyle(new ScaledControlsStyle); // handles, arrows and icons follow the text (4K, 300 %)
    QApplication::setApplicationDisplayName(QStringLiteral("PosEnc"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/posenc.svg")));
    QGuiApplication::setDesktopFileName(QStringLiteral(POSENC_APP_ID)); // its menu entry's icon and name
    ExplorerState state;
    QString error;
    std::optional<Scene> scene = readSceneOption(options, &error); // read again: it may have changed
    if (scene)
        scene = withOptions(*scene, options);
    // --language: this run only; else the scene's, else the saved choice.
    language::install(options.language.value_or(scene ? scene->language : WindowHost::savedLanguage()));
    WindowHost host(&state);
    MainWindow &window = *host.window();
    if (const auto error = startWindow(window, state, options, scene)) { // checked above; settings may differ
        printError(*error);
        return static_cast<int>(ExitCode::BadArguments);
    }
    if (StartupProbe::requested())
        new StartupProbe(clock, window.plotView(Figure::Encoding));
    window.show();
    if (options.presentation)
        window.setPresentation(true);
    window.lectureRunner()->setPresenterWanted(options.presenter);
    if (options.lecturePath) // read and checked before the window opened
        window.lectureMenu()->open(*options.lecturePath);
    if (!error.isEmpty()) // the scene could not be read: the window says why, as File > Open Scene does
        window.sceneMenu()->open(*options.scenePath);
    return app.exec();
}

} // namespace
