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
    auto *device = dynamic_cast<QImage *>(painter->device());
    if (!device || device->isNull() || !device->isDetached() || cells.isNull() ||
        cells.format() != QImage::Format_RGB32)
        return false;
    const QImage::Format format = device->format();
    if (format != QImage::Format_RGB32 && format != QImage::Format_ARGB32 &&
        format != QImage::Format_ARGB32_Premultiplied)
        return false;
    if (!painter->paintEngine() || painter->paintEngine()->type() != QPaintEngine::Raster ||
        painter->opacity() < 1.0 ||
        (painter->compositionMode() != QPainter::CompositionMode_SourceOver &&
         painter->compositionMode() != QPainter::CompositionMode_Source))
        return false;
    const QTransform toDevice = painter->deviceTransform();
    if (toDevice.type() > QTransform::TxScale)
        return false;
    const QRectF rect = toDevice.mapRect(target.normalized());
    QRect clip = device->rect();
    if (painter->hasClipping()) {
        const QRegion region = painter->clipRegion();
        if (region.isEmpty())
            return true; // all clipped away
        if (region.rectCount() != 1)
            return false;
        // The shape from the region, the place from clipBoundingRect(): QRegion rounds to whole logical
        // pixels, and QCPPainter's antialiasing shifts the transform by half a pixel after the clip is set.
        const QRect mapped = wholePixels(toDevice.mapRect(painter->clipBoundingRect()));
        if (mapped.isEmpty())
            return false;
        clip &= mapped;
    }
    if (rect.isEmpty() || clip.isEmpty())
        return true;
    auto [x0, x1] = coveredPixels(rect.left(), rect.right());
    auto [y0, y1] = coveredPixels(rect.top(), rect.bottom());
    x0 = std::max(x0, clip.left());
    x1 = std::min(x1, clip.right() + 1);
    y0 = std::max(y0, clip.top());
    y1 = std::min(y1, clip.bottom() + 1);
    if (x0 >= x1 || y0 >= y1)
        return true;
    const int columns = cells.width();
    const int rows = cells.height();
    // The cell column of each device column: floor((x + 0.5 - left) * columns / width).
    std::vector<int> cellColumn(static_cast<std::size_t>(x1 - x0));
    const double perPixelX = columns / rect.width();
    for (int x = x0; x < x1; ++x)
        cellColumn[x - x0] = std::clamp(int(std::floor((x + 0.5 - rect.left()) * perPixelX)), 0, columns - 1);
    const double perPixelY = rows / rect.height();
    const auto cellRow = [&](int y) {
        return std::clamp(int(std::floor((y + 0.5 - rect.top()) * perPixelY)), 0, rows - 1);
    };
    uchar *bits = device->bits(); // not shared (checked above): no detach while the painter is on it
    const qsizetype stride = device->bytesPerLine();
    const std::size_t spanBytes = static_cast<std::size_t>(x1 - x0) * sizeof(QRgb);
    const qint64 pixels = qint64(x1 - x0) * (y1 - y0);
    posenc::inTwoHalves(y1 - y0, pixels >= (1 << 18), [&](int begin, int end) {
        int expanded = -1; // the cell row the previous device row shows
        QRgb *previous = nullptr;
        for (int y = y0 + begin; y < y0 + end; ++y) {
            auto *line = reinterpret_cast<QRgb *>(bits + stride * y) + x0;
            const int r = cellRow(y);
            if (r == expanded) {
                std::memcpy(line, previous, spanBytes); // the same cells as the row above
            } else {
                const auto *source = reinterpret_cast<const QRgb *>(cells.constScanLine(r));
                for (std::size_t k = 0; k < cellColumn.size(); ++k)
                    line[k] = source[cellColumn[k]];
                expanded = r;
            }
            previous = line;
        }
    });
    return true;
}
