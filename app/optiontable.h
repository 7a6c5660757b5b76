#pragma once
/// \file optiontable.h
/// \brief The command line's options that are not session fields, one entry each with its value name and
/// --help text (the allowed range filled in from the limits it is checked against): the scene, the export's
/// figure, file, format, size and animation, the lecture, the window's zoom, theme, language and presentation.
/// The session's fields bring their own options (Session::options()).

#include <QCommandLineParser>

/// Adds every option of this table to \a parser.
void addNonFieldOptions(QCommandLineParser &parser);
