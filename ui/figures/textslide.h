#pragma once
/// \file textslide.h
/// \brief A figure made of text: a title, then prose, formula lines and small tables, painted at the style's
/// font (the smallest text of a slide: height / 40) onto any painter. The derivation, the worked example and the
/// notes' PyTorch code are such figures: their numbers are the state's, written into the formulas.

#include "ui/figures/figurepainter.h"
#include "ui/figures/figurestyle.h"

#include <QColor>
#include <QList>
#include <QRectF>
#include <QStringList>

class QPainter;

class TextSlide
{
public:
    /// How a block is set.
    enum class Kind
    {
        Prose,   ///< wrapped to the width
        Formula, ///< indented; a line too long breaks at a space, the rest indented once more
        Row,     ///< one row of a table: consecutive rows share their columns' widths
        Code,    ///< a line of code in a fixed-width font, the cells after the first (what it gives) under it
    };
    struct Block
    {
        Kind kind = Kind::Prose;
        QStringList cells; ///< Prose and Formula: one cell; Row and Code: the columns
        bool strong = false; ///< a header row, a result line: in the title's weight
        QColor colour;       ///< invalid: the palette's ink
    };

    QString title;
    QList<Block> blocks;

    void prose(const QString &text) { add(Kind::Prose, {text}); }
    void formula(const QString &text, bool strong = false) { add(Kind::Formula, {text}, strong); }
    void row(const QStringList &cells, bool strong = false) { add(Kind::Row, cells, strong); }
    void code(const QStringList &cells) { add(Kind::Code, cells); }
    /// Vertical room between blocks of a new paragraph.
    void gap() { add(Kind::Prose, {}); }

    void add(Kind kind, const QStringList &cells, bool strong = false)
    {
        Block block;
        block.kind = kind;
        block.cells = cells;
        block.strong = strong;
        blocks.append(block);
    }

    /// Paints the slide into \a area: the title at the style's title font on top, each block under it at the
    /// style's font (up to 1.5 times larger when the area has room), left-aligned with a margin of one line
    /// height. Nothing is drawn past the area's bottom.
    void paint(QPainter &painter, const QRectF &area, const FigureStyle &style) const;
private:
    /// Lays the slide out at \a scale times the style's font and paints it on \a target (null: measures only);
    /// returns the height used.
    double draw(QPainter *target, const QRectF &area, const FigureStyle &style, double scale) const;

public:
    /// Every text the slide shows, one block a line (cells joined by tabs): for tests and the hover.
    QString plainText() const;
};

/// A figure's snapshot (FigureEntry::snapshot) that paints \a slide: it holds a copy, so any thread may paint it.
ScenePaint textSlidePaint(TextSlide slide);
