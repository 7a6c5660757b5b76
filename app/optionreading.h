#pragma once
/// \file optionreading.h
/// \brief What the command line's readers share (app/ only): the names of the options that are not session
/// fields, the lists of allowed names, and reading a number or an image size with a one-line problem naming the
/// option and its range.

#include "ui/export/figureexport.h"

#include <QCommandLineParser>
#include <QString>

#include <optional>

/// The options that are not session fields (those are declared with their field: Session::options()).
struct OptionNames
{
    static inline const QString convention = QStringLiteral("convention");
    static inline const QString figure = QStringLiteral("figure");
    static inline const QString out = QStringLiteral("out");
    static inline const QString format = QStringLiteral("format");
    static inline const QString width = QStringLiteral("width");
    static inline const QString height = QStringLiteral("height");
    static inline const QString scale = QStringLiteral("scale");
    static inline const QString caption = QStringLiteral("caption");
    static inline const QString zoom = QStringLiteral("zoom");
    static inline const QString presentation = QStringLiteral("presentation");
    static inline const QString language = QStringLiteral("language");
    static inline const QString theme = QStringLiteral("theme");
    static inline const QString fontScale = QStringLiteral("font-scale");
    static inline const QString scene = QStringLiteral("scene");
    static inline const QString clean = QStringLiteral("clean");
    static inline const QString transparent = QStringLiteral("transparent");
    static inline const QString animate = QStringLiteral("animate");
    static inline const QString from = QStringLiteral("from");
    static inline const QString to = QStringLiteral("to");
    static inline const QString frames = QStringLiteral("frames");
    static inline const QString fps = QStringLiteral("fps");
    static inline const QString lecture = QStringLiteral("lecture");
    static inline const QString notes = QStringLiteral("notes");
    static inline const QString studentNotes = QStringLiteral("student-notes");
    static inline const QString revealsOnly = QStringLiteral("reveals-only");
    static inline const QString presenter = QStringLiteral("presenter");
};

/// The themes' names joined by "|", for help and messages.
QString themeChoices();
/// The names --figure takes: every figure, then "all" and "scene" (a scene file) unless left out; joined by ", ".
QString figureChoices(bool withAllAndScene = true);
/// "LOW .. HIGH".
QString rangeText(long long low, long long high);
/// Reads a whole-number option (any integer: range checks come after, with the value as typed); nullopt when
/// not given or not a number, then \a error (if still empty) names the option, the text and \a range.
std::optional<long long> readInteger(const QCommandLineParser &parser, const QString &name, const QString &range,
                                     QString *error);
/// Reads a finite number likewise.
std::optional<double> readDouble(const QCommandLineParser &parser, const QString &name, const QString &range,
                                 QString *error);
/// --width, --height, --scale, --font-scale, --caption, --clean and --transparent into \a size; an empty string or
/// the one-line problem naming the option and its range.
QString readImageSize(const QCommandLineParser &parser, ImageSize &size);
