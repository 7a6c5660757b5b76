#pragma once
/// \file textwrap.h
/// \brief Line breaks for the sentences a figure writes into a QCPTextElement, which does not wrap.

#include <QFont>
#include <QString>

/// \a text with line breaks inserted so that no line is wider than \a width pixels in \a font (a
/// pixel-sized font: the figures' fonts are). Breaks where Qt's text layout breaks (spaces; between
/// CJK characters); existing line breaks are kept; a word wider than \a width gets a line of its own.
QString wrappedToWidth(const QString &text, const QFont &font, double width);
