#include "ui/figures/largeglyphs.h"

#include <QCache>
#include <QFontMetricsF>
#include <QGlyphRun>
#include <QImage>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QRawFont>
#include <QTextLayout>

#include <algorithm>
#include <cmath>
#include <vector>
#include <memory>

namespace {

/// Qt's own limit on the glyphs it caches (qfontengine_ft.cpp, QT_MAX_CACHED_GLYPH_SIZE).
constexpr double qtCachedGlyphPixels = 64;
constexpr long long cacheBytes = 8LL * 1024 * 1024;
/// Horizontal offsets a glyph is drawn at within a pixel: quarter pixels, as Qt's own subpixel positions.
constexpr int offsetsPerPixel = 4;

struct GlyphKey
{
    QRawFont font;
    quint32 glyph = 0;
    int offset = 0; ///< quarter pixels right of the whole pixel
    QRgb colour = 0;
    double scale = 1;
    bool operator==(const GlyphKey &other) const
    {
        return glyph == other.glyph && offset == other.offset && colour == other.colour && scale == other.scale &&
               font == other.font;
    }
};

size_t qHash(const GlyphKey &key, size_t seed = 0)
{
    return qHashMulti(seed, key.font, key.glyph, key.offset, key.colour, key.scale);
}

/// A glyph's image and where its top-left pixel lies from the whole pixel of the glyph's origin.
struct GlyphImage
{
    QImage image;
    QPoint corner;
};

struct Cache
{
    QCache<GlyphKey, GlyphImage> glyphs{cacheBytes};
    LargeGlyphCounts counts;
};

Cache &threadCache()
{
    thread_local Cache cache;
    return cache;
}

/// The uniform scale of \a painter's device transform, or 0 when it rotates, shears or stretches.
double uniformScale(const QPainter &painter)
{
    const QTransform t = painter.deviceTransform();
    if (t.type() > QTransform::TxScale || t.m11() <= 0 || std::abs(t.m11() - t.m22()) > 1e-9)
        return 0;
    return t.m11();
}

/// The glyph \a key names: its outline, \a key.scale times its size, filled antialiased in its colour with its
/// origin at (offset / 4, 0) of the image's pixel \a corner's negative.
std::unique_ptr<GlyphImage> makeGlyph(const GlyphKey &key)
{
    QPainterPath path = key.font.pathForGlyph(key.glyph);
    // As Qt fills text outlines: overlapping contours (a variable font's, many CJK faces') stay filled.
    path.setFillRule(Qt::WindingFill);
    auto glyph = std::make_unique<GlyphImage>();
    if (path.isEmpty())
        return glyph; // a space: nothing to draw
    const double dx = double(key.offset) / offsetsPerPixel;
    const QRectF bounds = QTransform::fromScale(key.scale, key.scale).mapRect(path.boundingRect()).translated(dx, 0);
    glyph->corner = QPoint(int(std::floor(bounds.left())) - 1, int(std::floor(bounds.top())) - 1);
    const QSize size(int(std::ceil(bounds.right())) + 1 - glyph->corner.x(), int(std::ceil(bounds.bottom())) + 1 - glyph->corner.y());
    glyph->image = QImage(size, QImage::Format_ARGB32_Premultiplied);
    if (glyph->image.isNull())
        return glyph;
    glyph->image.fill(Qt::transparent);
    QPainter painter(&glyph->image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor::fromRgba(key.colour));
    painter.translate(dx - glyph->corner.x(), -glyph->corner.y());
    painter.scale(key.scale, key.scale);
    painter.drawPath(path);
    return glyph;
}


/// A run of a layout's text with one baseline offset: a format range, or the text between them.
struct Segment
{
    int start = 0;
    int length = 0;
    double baselineOffset = 0; ///< percent, QTextCharFormat::baselineOffset()
    QFontMetricsF metrics{QFont()};
};

std::vector<Segment> segmentsOf(const QTextLayout &layout)
{
    QList<QTextLayout::FormatRange> formats = layout.formats();
    std::sort(formats.begin(), formats.end(), [](const auto &a, const auto &b) { return a.start < b.start; });
    std::vector<Segment> segments;
    const int size = int(layout.text().size());
    int at = 0;
    for (const QTextLayout::FormatRange &range : formats) {
        if (range.start > at)
            segments.push_back({at, range.start - at, 0, QFontMetricsF(layout.font())});
        if (range.length > 0)
            segments.push_back({range.start, range.length, range.format.baselineOffset(), QFontMetricsF(range.format.font())});
        at = std::max(at, range.start + range.length);
    }
    if (at < size)
        segments.push_back({at, size - at, 0, QFontMetricsF(layout.font())});
    return segments;
}

} // namespace

bool drawsLargeGlyphs(const QPainter &painter)
{
    const QPaintEngine *engine = painter.paintEngine();
    if (!engine || engine->type() != QPaintEngine::Raster || painter.compositionMode() != QPainter::CompositionMode_SourceOver)
        return false;
    const QFont &font = painter.font();
    const double pixels = font.pixelSize() > 0 ? font.pixelSize() : font.pointSizeF() * 96.0 / 72.0;
    const double scale = uniformScale(painter);
    return scale > 0 && pixels * scale > qtCachedGlyphPixels;
}

void drawLargeGlyphs(QPainter &painter, const QTextLayout &layout, const QPointF &position)
{
    const double scale = uniformScale(painter);
    const QTransform toDevice = painter.deviceTransform();
    Cache &cache = threadCache();
    GlyphKey key;
    key.colour = painter.pen().color().rgba();
    key.scale = scale;
    painter.save();
    // Device pixels: the world transform undone, and what resetTransform() keeps (the device pixel ratio, and
    // the offset of a child widget painted into its window's backing store, QWidgetPrivate::drawWidget's
    // redirection) undone too.
    painter.resetTransform();
    painter.setWorldTransform(painter.deviceTransform().inverted());
    // QTextLayout::glyphRuns() leaves out a format's baseline offset (a sub- or superscript): the text is
    // taken a format range at a time and each moved as QTextLine::draw moves it, by the offset in percent of
    // the format's font's ascent + descent.
    for (const Segment &segment : segmentsOf(layout)) {
        const double raise = segment.baselineOffset == 0 ? 0.0
                                                         : segment.baselineOffset / 100.0 *
                                                               (segment.metrics.ascent() + segment.metrics.descent());
        for (const QGlyphRun &run : layout.glyphRuns(segment.start, segment.length)) {
            key.font = run.rawFont();
            const QList<quint32> indexes = run.glyphIndexes();
            const QList<QPointF> positions = run.positions();
            for (qsizetype k = 0; k < indexes.size() && k < positions.size(); ++k) {
                const QPointF origin = toDevice.map(position + positions[k] - QPointF(0, raise));
                int whole = int(std::floor(origin.x()));
                key.offset = int(std::lround((origin.x() - whole) * offsetsPerPixel));
                if (key.offset == offsetsPerPixel) {
                    key.offset = 0;
                    ++whole;
                }
                key.glyph = indexes[k];
                const GlyphImage *glyph = cache.glyphs.object(key);
                std::unique_ptr<GlyphImage> uncached;
                if (glyph) {
                    ++cache.counts.reused;
                } else {
                    std::unique_ptr<GlyphImage> made = makeGlyph(key);
                    const long long bytes = std::max<long long>(64, made->image.sizeInBytes());
                    ++cache.counts.made;
                    if (bytes > cacheBytes / 8) {
                        uncached = std::move(made); // a huge glyph would flush the others: drawn, not kept
                        glyph = uncached.get();
                    } else {
                        glyph = made.get();
                        cache.glyphs.insert(key, made.release(), bytes); // fits: QCache keeps it
                    }
                }
                if (glyph->image.isNull())
                    continue;
                const QPoint at(whole + glyph->corner.x(), int(std::lround(origin.y())) + glyph->corner.y());
                painter.drawImage(at, glyph->image);
            }
        }
    }
    painter.restore();
}

LargeGlyphCounts largeGlyphCounts()
{
    return threadCache().counts;
}
