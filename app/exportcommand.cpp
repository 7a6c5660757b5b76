#include "exportcommand.h"

#include <explorerstate.h>
#include <figureexport.h>
#include <lengthrule.h>

#include <QDir>
#include <QFileInfo>
#include <QTextStream>

ExitCode runExport(const CommandLineOptions &options)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    ExplorerState state;
    if (const auto error = applyParameters(options, state)) {
        err << "posenc: " << *error << Qt::endl;
        return ExitCode::BadArguments;
    }
    if (const QString rule = lengthRuleNote(state); !rule.isEmpty())
        out << "note: the text has " << state.tokens().size() << " tokens and L = " << state.length() << ": "
            << rule << Qt::endl;

    QStringList written;
    QStringList errors;
    if (options.allFigures) {
        errors = exportAllFigures(state, options.format, options.out, options.size, &written);
    } else {
        QString path = options.out;
        // An existing folder as --out gets the figure's own file name.
        if (QFileInfo(path).isDir())
            path = figureFilePath(path, *options.figure, options.format);
        const QString error = exportFigure(state, *options.figure, options.format, path, options.size);
        if (error.isEmpty())
            written.append(path);
        else
            errors.append(error);
    }
    for (const QString &path : written)
        out << "wrote " << QDir::toNativeSeparators(path) << Qt::endl;
    for (const QString &error : errors)
        err << "posenc: " << error << Qt::endl;
    return errors.isEmpty() ? ExitCode::Success : ExitCode::IoError;
}
