#pragma once
/// \file glyphcache.h
/// \brief Large text drawn from Qt's glyph cache, not outlined anew at every paint.

/// Raises the size up to which Qt's raster engine caches glyphs as images (QT_MAX_CACHED_GLYPH_SIZE,
/// Qt's default 64 pixels) to 256 pixels, unless the environment sets it already. Larger glyphs are filled
/// as outlines at every paint: in presentation mode at 3840 x 2160 a derivation slide's formulas (54 px
/// text, 81 px formulas) took 75 ms a step, 5 ms from the cache. Call before Qt draws its first text.
void enlargeGlyphCache();
