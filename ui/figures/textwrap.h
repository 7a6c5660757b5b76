#pragma once
/// \file textwrap.h
/// \brief Line breaks for the sentences a figure writes into a QCPTextElement, which does not wrap, and
/// the fitting of every title and note of a plot to the room its layout gives it.

#include <QFont>
#include <QString>

/// \a text with line breaks inserted so that no line is wider than \a width pixels in \a font (a
/// pixel-sized font: the figures' fonts are). Breaks where Qt's text layout breaks (spaces; between
/// CJK characters); existing line breaks are kept; a word wider than \a width gets a line of its own.
QString wrappedToWidth(const QString &text, const QFont &font, double width);

/// \a shown followed by blank lines up to as many lines as \a whole has (both already wrapped): a note whose
/// answer a lecture's question page withholds keeps the height of the note its reveal shows, so the figure
/// does not move between the two pages.
QString paddedToLines(const QString &shown, const QString &whole);

class QCustomPlot;
class QSize;

/// Every text element of \a plot's layout (titles, notes, panel titles) whose text is wider than the
/// room the layout gives it on \a canvas (logical pixels) is broken into lines that fit
/// (wrappedToWidth()); a word still wider is elided with "…". The room is measured with the texts
/// left out, so that a long title cannot widen its own column. Call after setting the texts. When the
/// plot was laid out on \a canvas already and every text fits its last room, nothing is done (a slider
/// step changes a number in a title: a layout pass costs a third of a heat map's update).
void fitTextElements(QCustomPlot *plot, const QSize &canvas);

/// \a font made smaller, if need be, so that \a text (one line) is at most \a width pixels wide; at
/// least 9 px. For titles painted into a band of fixed height (the clock and relative-offset figures).
QFont fontToFit(const QFont &font, const QString &text, double width);
