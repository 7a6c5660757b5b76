#pragma once
/// \file argumentencoding.h
/// \brief Command-line arguments that are not UTF-8 (a file name in Latin-1 bytes): refused by name.
/// Qt decodes argv as UTF-8 and gives U+FFFD for bytes it cannot decode, so such a file name would be
/// read as another name ("No such file or directory") or written under another one (review N16).

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

/// \a bytes as a reader can see it: its UTF-8 characters as they are, each byte that is not part of one
/// as "\xFF" (two upper-case hex digits); when that is longer than 64 characters, the 28 either side of
/// the first such byte between "…".
QString escapedUndecodable(const QByteArray &bytes);

/// The one-line error for the first of \a arguments (argv, program name first) that is not valid UTF-8:
/// "argument N (o\xFF.png) is not UTF-8: …"; nullopt when every one is.
std::optional<QString> undecodableArgument(const QList<QByteArray> &arguments);
