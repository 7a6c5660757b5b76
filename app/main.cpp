/// \file main.cpp
/// \brief `posenc`: opens the window, or runs `posenc export` headless (see commandline.h).

#include "commandline.h"
#include "exportcommand.h"

#include <explorerstate.h>
#include <mainwindow.h>

#include <QApplication>
#include <QIcon>
#include <QTextStream>

#include <cstring>

#include <unistd.h>

namespace {

/// True when this run needs no window: `posenc export ...`, --help or --version. Decided before the
/// QApplication exists, so that no display is needed (the offscreen platform is chosen instead).
bool isHeadless(int argc, char **argv)
{
    if (argc > 1 && std::strcmp(argv[1], "export") == 0)
        return true;
    for (int k = 1; k < argc; ++k) {
        for (const char *flag : {"-h", "--help", "-help", "-?", "-v", "--version", "-version"}) {
            if (std::strcmp(argv[k], flag) == 0)
                return true;
        }
    }
    return false;
}

} // namespace

int main(int argc, char **argv)
{
    if (isHeadless(argc, argv)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        // Qt falls back to this folder anyway, but warns on stderr; errors must be the only line there.
        if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
            qputenv("XDG_RUNTIME_DIR", QByteArray("/tmp/runtime-") + QByteArray::number(getuid()));
    }

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("posenc"));
    QApplication::setApplicationDisplayName(QStringLiteral("PosEnc"));
    QApplication::setOrganizationName(QStringLiteral("PosEnc"));
    QApplication::setApplicationVersion(QStringLiteral(POSENC_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/posenc.svg")));

    const ParsedCommandLine parsed = parseCommandLine(QApplication::arguments());
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
    if (parsed.options.exportMode)
        return static_cast<int>(runExport(parsed.options));

    ExplorerState state;
    MainWindow window(&state);
    window.restoreSettings();
    if (const auto error = applyParameters(parsed.options, state)) {
        QTextStream(stderr) << "posenc: " << *error << Qt::endl;
        return static_cast<int>(ExitCode::BadArguments);
    }
    window.show();
    return app.exec();
}
