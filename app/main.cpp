/// \file main.cpp
/// \brief `posenc`: opens the window, or runs `posenc export` headless (see commandline.h).

#include "commandline.h"
#include "exportcommand.h"
#include "startupprobe.h"
#include "version.h"

#include "ui/state/explorerstate.h"
#include "ui/state/parametersettings.h"
#include "ui/views/plotview.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QIcon>
#include <QSettings>
#include <QTextStream>

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

/// Chooses the offscreen platform for `posenc export`, so that no display is needed.
void prepareHeadless()
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    setRuntimeFolder();
    qInstallMessageHandler(quietQtMessages);
}

ParsedCommandLine parseArguments(int argc, char **argv)
{
    // A core application is enough to parse, and needs no display: help, version and errors print
    // even where no window could open.
    QCoreApplication parsing(argc, argv);
    return parseCommandLine(QCoreApplication::arguments());
}

/// Checks the window's command-line parameters against the parameters the last session left, before
/// a QApplication exists: a bad --position is reported (exit 2) even where no display could open.
std::optional<QString> checkWindowParameters(int argc, char **argv, const CommandLineOptions &options)
{
    QCoreApplication checking(argc, argv);
    ExplorerState state;
    QSettings settings;
    restoreParameters(state, settings);
    return applyParameters(options, state);
}

} // namespace

int main(int argc, char **argv)
{
    QElapsedTimer clock; // for StartupProbe
    clock.start();
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
        QTextStream(stderr) << "posenc: " << parsed.text << Qt::endl;
        return static_cast<int>(ExitCode::BadArguments);
    case ParsedCommandLine::Action::Run:
        break;
    }

    if (parsed.options.exportMode) {
        prepareHeadless();
        QApplication app(argc, argv); // QCustomPlot renders through widgets
        return static_cast<int>(runExport(parsed.options));
    }

    if (const auto error = checkWindowParameters(argc, argv, parsed.options)) {
        QTextStream(stderr) << "posenc: " << *error << Qt::endl;
        return static_cast<int>(ExitCode::BadArguments);
    }
    setRuntimeFolder();
    QApplication app(argc, argv);
    QApplication::setApplicationDisplayName(QStringLiteral("PosEnc"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/posenc.svg")));
    ExplorerState state;
    MainWindow window(&state);
    window.restoreSettings();
    if (const auto error = applyParameters(parsed.options, state)) { // checked above; settings may have changed since
        QTextStream(stderr) << "posenc: " << *error << Qt::endl;
        return static_cast<int>(ExitCode::BadArguments);
    }
    if (StartupProbe::requested())
        new StartupProbe(clock, window.plotView(Figure::Encoding));
    window.show();
    return app.exec();
}
