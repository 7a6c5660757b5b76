#pragma once
/// \file exportoptions.h
/// \brief The targets of `posenc export`, each read by its own function once the common options are read
/// (app/commandline.cpp): a lecture's deck or handout, or figures (one, a list, all, a scene file, an
/// animation) with their file, format and size. Pure: no file is opened.

#include "commandline.h"

#include <QCommandLineParser>
#include <QString>

/// `export --lecture`: the options a deck refuses (figure, scene, the session's fields), --out, the format
/// (pdf, png pages or an html handout) and the page size into \a o. Empty, or the one-line problem.
QString readLectureExport(const QCommandLineParser &parser, CommandLineOptions &o);
/// `export --figure`: the figures, the animation, --out, the format (from --format or the file's extension) and
/// the image size into \a o. Empty, or the one-line problem.
QString readFigureExport(const QCommandLineParser &parser, CommandLineOptions &o);
