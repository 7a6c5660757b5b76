#pragma once
/// \file slideheader.h
/// \brief The text of a lecture's page above its figure: the step's title and counter, the text the audience
/// reads, the question and, on its reveal, the answer. Drawn the same on the audience screen (FocusView) and
/// on the pages of a deck (the lecture's PDF or PNG export).

#include "ui/figures/figurestyle.h"

#include <QRectF>
#include <QString>

class QPainter;

/// One page's heading, in the language shown.
struct SlideHeader
{
    QString counter;  ///< e.g. "3 / 19"
    QString title;    ///< the step's title
    QString text;     ///< what the audience reads (may be empty)
    QString question; ///< empty: the step asks nothing
    QString answer;   ///< empty until revealed
    /// On a question page, the answer its reveal will show: its room is kept (left blank), so that the figure
    /// keeps its size and place from the question to the reveal (a clock grid reflowed between them).
    QString answerToCome;
    QString notes;    ///< drawn only by a deck with --notes (paintSlideNotes())

    bool isEmpty() const { return title.isEmpty(); }
    bool operator==(const SlideHeader &) const = default;
};

/// Draws \a header at the top of \a area in \a style (its text 1.1 times the style's smallest, the title
/// 1.5 times, bold, so that the back row reads it as it reads the figure; the text shrinks, to 0.85 of that,
/// only where the heading would take more than 45 % of the height). Returns the part of \a area left below it
/// for the figure; all of \a area for an empty header.
QRectF paintSlideHeader(QPainter &painter, const QRectF &area, const FigureStyle &style, const SlideHeader &header);

/// \a text with the space between digit groups ("46 222", "500 000") made a no-break space, so that a wrapped
/// line never ends inside a number ("46" at a line's end, "222" on the next). The heading and notes use it.
QString numbersKeptWhole(const QString &text);

/// The height paintSlideHeader() takes of \a area (0 for an empty header).
double slideHeaderHeight(const QRectF &area, const FigureStyle &style, const SlideHeader &header);

/// Draws the speaker notes in a band at the bottom of \a area (a deck's page with --notes) and returns the part
/// above it; all of \a area when there are none.
QRectF paintSlideNotes(QPainter &painter, const QRectF &area, const FigureStyle &style, const QString &notes);
