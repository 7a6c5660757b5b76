#include "ui/figures/glyphcache.h"

#include <QByteArray>
#include <QtGlobal>

void enlargeGlyphCache()
{
    // Read once by Qt (QPaintEngineEx::shouldDrawCachedGlyphs), at the first text drawn.
    if (!qEnvironmentVariableIsSet("QT_MAX_CACHED_GLYPH_SIZE"))
        qputenv("QT_MAX_CACHED_GLYPH_SIZE", QByteArrayLiteral("256"));
}
