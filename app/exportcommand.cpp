#include "exportcommand.h"

#include "ui/export/figureexport.h"
#include "ui/state/explorerstate.h"
#include "ui/state/lengthrule.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>

namespace {

/// Writes one figure to standard output (`--out -`), for pipes.
QString writeToStandardOutput(const ExplorerState &state, const CommandLineOptions &options)
{
    QString error;
    const auto bytes = figureBytes(state, *options.figure, options.format, options.size, &error);
    if (!bytes)
        return error;
    QFile out;
    if (!out.open(stdout, QIODevice::WriteOnly) || out.write(*bytes) != bytes->size() || !out.flush())
        return QStringLiteral("cannot write to standard output: %1").arg(out.errorString());
    return {};
}

} // namespace

ExitCode runExport(const CommandLineOptions &options)
{
    const bool toStandardOutput = options.out == QLatin1String("-");
    // Notes go to stderr when stdout carries the file.
    QTextStream out(toStandardOutput ? stderr : stdout);
    QTextStream err(stderr);
    ExplorerState state;
    if (const auto error = applyParameters(options, state)) {
        err << "posenc: " << *error << Qt::endl;
        return ExitCode::BadArguments;
    }
    if (const QString rule = lengthRuleNote(state); !rule.isEmpty())
        out << "note: the text has " << state.tokens().size() << " tokens and L = " << state.length() << ": "
            << rule << Qt::endl;
    if (const posenc::PairLayout &layout = state.scheme().layout; layout.hasLoneSine())
        out << "note: d_model = " << state.dModel() << " is odd: column " << layout.columns(layout.pairCount() - 1).sine
            << " is a lone sine without a cosine partner" << Qt::endl;

    if (toStandardOutput) {
        const QString error = writeToStandardOutput(state, options);
        if (error.isEmpty())
            return ExitCode::Success;
        err << "posenc: " << error << Qt::endl;
        return ExitCode::IoError;
    }

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
