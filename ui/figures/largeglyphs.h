#pragma once
/// \file largeglyphs.h
/// \brief Large text drawn glyph by glyph from cached images: a 4K slide's text at the speed of small text.
///
/// Qt's raster engine keeps images only of glyphs up to 64 px (QT_MAX_CACHED_GLYPH_SIZE, compiled into its
/// FreeType engine, Qt 6.4); a larger one is filled from its outline at every paint, a whole text item as
/// one path, whose rasteriser walks a list of the cells of a pixel row for each cell: the cost grows with the
/// square of a line's glyphs. A 3840 x 2160 slide's text is 54 px and its title 68 px, up to 1.5 times that
/// on a text slide: the derivation slide alone took 73 ms a slider step.

#include <QPointF>

class QPainter;
class QTextLayout;

/// Whether text in \a painter's font is drawn by drawLargeGlyphs(): a raster painter (a widget, a QImage)
/// whose transform is a translation and a uniform scale, drawing over (SourceOver), in a font larger than
/// Qt's glyph cache takes (64 device pixels). Printers, SVG, PDF and test recorders get Qt's text as ever.
bool drawsLargeGlyphs(const QPainter &painter);

/// Draws \a layout's glyphs at \a position (as QTextLayout::draw(&painter, position) in the pen's colour,
/// formats' fonts and baseline offsets included), each from an image of the glyph made the first time it is
/// drawn at this size, colour and quarter-pixel offset: its outline filled antialiased, alone. Glyphs land
/// on whole device pixels vertically and on quarter pixels across.
/// Thread-safe: a cache of up to 8 MiB for each thread (the export workers paint too): a 4K slide's glyphs fit.
void drawLargeGlyphs(QPainter &painter, const QTextLayout &layout, const QPointF &position);

/// How many glyph images the calling thread's cache made and how many draws it served from them (tests).
struct LargeGlyphCounts
{
    long long made = 0;
    long long reused = 0;
};
LargeGlyphCounts largeGlyphCounts();
