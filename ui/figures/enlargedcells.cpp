#include "ui/figures/enlargedcells.h"

#include <posenc/parallel/twohalves.h>

#include <QImage>
#include <QPaintEngine>
#include <QPainter>
#include <QRegion>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

namespace {

/// The device rectangle of \a r when its edges fall on whole pixels (within rounding), else empty.
QRect wholePixels(const QRectF &r)
{
    const auto whole = [](double v) { return std::abs(v - std::round(v)) < 1e-6; };
    if (!whole(r.left()) || !whole(r.top()) || !whole(r.right()) || !whole(r.bottom()))
        return {};
    return QRect(QPoint(int(std::lround(r.left())), int(std::lround(r.top()))),
                 QPoint(int(std::lround(r.right())) - 1, int(std::lround(r.bottom())) - 1));
}

/// First and end (exclusive) device pixel whose centre lies in [from, to).
std::pair<int, int> coveredPixels(double from, double to)
{
    return {int(std::ceil(from - 0.5)), int(std::ceil(to - 0.5))};
}

} // namespace

bool drawEnlargedCells(QPainter *painter, const QRectF &target, const QImage &cells)
{
    // The image the raster engine writes: the painter's QImage, or behind a widget painted on screen the
    // window's backing store (QPainter redirects it there; deviceTransform() includes the offset).
    QPaintEngine *engine = painter->paintEngine();
    if (!engine || engine->type() != QPaintEngine::Raster)
        return false;
    auto *device = dynamic_cast<QImage *>(engine->paintDevice());
    if (!device || device->isNull() || !device->isDetached() || cells.isNull() ||
        cells.format() != QImage::Format_RGB32)
        return false;
    const QImage::Format format = device->format();
    if (format != QImage::Format_RGB32 && format != QImage::Format_ARGB32 &&
        format != QImage::Format_ARGB32_Premultiplied)
        return false;
    if (painter->opacity() < 1.0 ||
        (painter->compositionMode() != QPainter::CompositionMode_SourceOver &&
         painter->compositionMode() != QPainter::CompositionMode_Source))
        return false;
    const QTransform toDevice = painter->deviceTransform();
    if (toDevice.type() > QTransform::TxScale)
        return false;
    const QRectF rect = toDevice.mapRect(target.normalized());
    // The system clip (device pixels: the region of a widget's paint event in the backing store, or
    // empty for none) and the painter's own clip (one rectangle, logical pixels).
    QRegion clip = engine->systemClip().isEmpty() ? QRegion(device->rect()) : engine->systemClip() & device->rect();
    if (painter->hasClipping()) {
        const QRegion region = painter->clipRegion();
        if (region.isEmpty())
            return true; // all clipped away
        if (region.rectCount() != 1)
            return false;
        // The shape from the region, the place from clipBoundingRect(): QRegion rounds to whole logical
        // pixels, and QCPPainter's antialiasing shifts the transform by half a pixel after the clip is set.
        // Edges between device pixels (a whole-pixel QRect at a fractional device pixel ratio, as
        // QCPLayer::draw() clips) are rounded as QTransform::mapRect() rounds that QRect for the raster
        // engine: position and size each to the nearest pixel.
        const QRectF logical = painter->clipBoundingRect();
        const QRectF onDevice = toDevice.mapRect(logical);
        QRect mapped = wholePixels(onDevice);
        // Only a QRect clip's rounding is known (a QRectF's corners round apart): whole logical pixels,
        // maybe shifted by QCPPainter's half pixel.
        if (mapped.isEmpty() && wholePixels(logical).isEmpty() && wholePixels(logical.translated(0.5, 0.5)).isEmpty())
            return false;
        if (mapped.isEmpty())
            mapped = QRect(int(std::lround(onDevice.left())), int(std::lround(onDevice.top())),
                           int(std::lround(onDevice.width())), int(std::lround(onDevice.height())));
        if (mapped.isEmpty())
            return true; // nothing left inside
        clip &= mapped;
    }
    auto [x0, x1] = coveredPixels(rect.left(), rect.right());
    auto [y0, y1] = coveredPixels(rect.top(), rect.bottom());
    if (rect.isEmpty() || x0 >= x1 || y0 >= y1)
        return true;
    clip &= QRect(x0, y0, x1 - x0, y1 - y0);
    if (clip.isEmpty())
        return true;
    const QRect bounds = clip.boundingRect();
    const int columns = cells.width();
    const int rows = cells.height();
    // The cell column of each device column of the bounds: floor((x + 0.5 - left) * columns / width).
    std::vector<int> cellColumn(static_cast<std::size_t>(bounds.width()));
    const double perPixelX = columns / rect.width();
    for (int x = bounds.left(); x <= bounds.right(); ++x)
        cellColumn[x - bounds.left()] =
            std::clamp(int(std::floor((x + 0.5 - rect.left()) * perPixelX)), 0, columns - 1);
    const double perPixelY = rows / rect.height();
    const auto cellRow = [&](int y) {
        return std::clamp(int(std::floor((y + 0.5 - rect.top()) * perPixelY)), 0, rows - 1);
    };
    uchar *bits = device->bits(); // not shared (checked above): no detach while the painter is on it
    const qsizetype stride = device->bytesPerLine();
    // A window's paint event may have several rectangles (the rows of Play's marks): each written alike.
    for (const QRect &part : clip) {
        const int left = part.left();
        const std::size_t width = static_cast<std::size_t>(part.width());
        const int *columnOf = cellColumn.data() + (left - bounds.left());
        posenc::inTwoHalves(part.height(), qint64(part.width()) * part.height() >= (1 << 18), [&](int begin, int end) {
            int expanded = -1; // the cell row the previous device row shows
            QRgb *previous = nullptr;
            for (int y = part.top() + begin; y < part.top() + end; ++y) {
                auto *line = reinterpret_cast<QRgb *>(bits + stride * y) + left;
                const int r = cellRow(y);
                if (r == expanded) {
                    std::memcpy(line, previous, width * sizeof(QRgb)); // the same cells as the row above
                } else {
                    const auto *source = reinterpret_cast<const QRgb *>(cells.constScanLine(r));
                    for (std::size_t k = 0; k < width; ++k)
                        line[k] = source[columnOf[k]];
                    expanded = r;
                }
                previous = line;
            }
        });
    }
    return true;
}
