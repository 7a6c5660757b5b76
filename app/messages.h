#pragma once
/// \file messages.h
/// \brief What `posenc` prints on stderr: one line per message, whatever a user typed into it; and the same
/// escaping for every line of standard output that carries a name from outside (notes, "wrote PATH").

#include <QString>

/// \a text with every control character escaped so that it prints as one line: "\n", "\r", "\t", "\e"
/// (ESC), other C0/C1 controls and DEL as "\xHH", the Unicode line and paragraph separators as "\u2028"
/// and "\u2029". A backslash stays a backslash. Everything else, Chinese text included, is kept.
QString oneLine(const QString &text);

/// Writes "posenc: " + oneLine(\a message) and a newline to stderr.
void printError(const QString &message);
