#include "ui/figures/matriximagemap.h"

#include "ui/figures/enlargedcells.h"

#include <posenc/parallel/twohalves.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <new>
#include <vector>

namespace {

/// From this many cells on, the rows are coloured on two threads (a thread costs about 0.1 ms; a cell
/// about 2 ns).
constexpr Eigen::Index twoThreadCells = Eigen::Index(1) << 18;

/// The longest side of the image a vector export embeds (cells enlarged to blocks of pixels).
constexpr int maxVectorImageSide = 4096;

/// Up to this many cells (64 x 64) a vector export draws each run of equal cells of a row as a filled rectangle: exact at
/// any zoom, with no image for a viewer to smooth or a PDF writer to JPEG (a deck's 45 pages went from 10.4 to
/// 4.0 MB; more rectangles than that outweigh an image: 150 x 256 cells made a 9 MB SVG). Past it, an image of blocks.
constexpr int maxVectorRectCells = 4096;

/// Fills each run of equal colours of each row of \a image as one rectangle over its share of \a target,
/// each widened by a quarter of a pixel to the right and below so that viewers' antialiasing leaves no seam.
void drawCellRects(QPainter *painter, const QImage &image, const QRectF &target)
{
    const double cellWidth = target.width() / image.width(), cellHeight = target.height() / image.height();
    const bool antialiased = painter->testRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::Antialiasing, false);
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width();) {
            int end = x + 1;
            while (end < image.width() && line[end] == line[x])
                ++end;
            const QRectF cell(target.left() + x * cellWidth, target.top() + y * cellHeight,
                              (end - x) * cellWidth + (end < image.width() ? 0.25 : 0.0),
                              cellHeight + (y + 1 < image.height() ? 0.25 : 0.0));
            painter->fillRect(cell, QColor::fromRgba(line[x]));
            x = end;
        }
    }
    painter->setRenderHint(QPainter::Antialiasing, antialiased);
}

/// The area of \a full cells centred on 0 .. full - 1 (of any number of shown cells tiling it).
QCPRange extentOf(int full)
{
    return QCPRange(-0.5, full - 0.5);
}

bool opaque(const QCPColorGradient &gradient)
{
    const QMap<double, QColor> stops = gradient.colorStops();
    return std::all_of(stops.cbegin(), stops.cend(), [](const QColor &c) { return c.alpha() == 255; });
}

} // namespace

MatrixImageMap::MatrixImageMap(QCPAxis *keyAxis, QCPAxis *valueAxis) : QCPColorMap(keyAxis, valueAxis)
{
    setInterpolate(false);
    setTightBoundary(false);
    setSelectable(QCP::stNone);
}

void MatrixImageMap::setMatrix(Eigen::MatrixXd shown, int fullRows, int fullColumns)
{
    m_matrix = std::move(shown);
    m_fullRows = fullRows;
    m_fullColumns = fullColumns;
    m_keys = extentOf(fullColumns);
    m_values = extentOf(fullRows);
    keyAxis()->setRange(m_keys);
    valueAxis()->setRange(m_values);
    mMapImageInvalidated = true;
}

void MatrixImageMap::setMatrix(Eigen::MatrixXd matrix)
{
    const auto rows = static_cast<int>(matrix.rows());
    const auto columns = static_cast<int>(matrix.cols());
    setMatrix(std::move(matrix), rows, columns);
}

void MatrixImageMap::clear()
{
    m_matrix.resize(0, 0);
    mMapImageInvalidated = true;
}

const QImage &MatrixImageMap::image()
{
    if (stale())
        updateMapImage();
    return mMapImage;
}

bool MatrixImageMap::stale() const
{
    return mMapImageInvalidated || m_mirroredX != keyAxis()->rangeReversed() ||
           m_mirroredY == valueAxis()->rangeReversed();
}

QRectF MatrixImageMap::extentPixels() const
{
    return QRectF(coordsToPixels(m_keys.lower, m_values.lower), coordsToPixels(m_keys.upper, m_values.upper));
}

QRectF MatrixImageMap::opaqueArea()
{
    if (m_matrix.size() == 0 || !mKeyAxis || !mValueAxis || mInterpolate || !realVisibility() || !opaque(mGradient))
        return {};
    if (stale())
        updateMapImage(); // coloured now rather than in draw(): an image that cannot be had covers nothing
    if (mMapImage.isNull())
        return {};
    // QCPLayer::draw() clips a layerable to its clipRect() one pixel up.
    return extentPixels().normalized().intersected(QRectF(clipRect().translated(0, -1)));
}

void MatrixImageMap::updateMapImage()
{
    mMapImageInvalidated = false;
    const int rows = static_cast<int>(m_matrix.rows());
    const int columns = static_cast<int>(m_matrix.cols());
    if (rows == 0 || columns == 0) {
        mMapImage = QImage();
        return;
    }
    // Stored as the axes show it: on a value axis growing upwards row 0 is the image's last line.
    Q_ASSERT(keyAxis()->orientation() == Qt::Horizontal && valueAxis()->orientation() == Qt::Vertical);
    m_mirroredX = keyAxis()->rangeReversed();
    m_mirroredY = !valueAxis()->rangeReversed();
    const QImage::Format format =
        opaque(mGradient) ? QImage::Format_RGB32 : QImage::Format_ARGB32_Premultiplied;
    if (mMapImage.size() != QSize(columns, rows) || mMapImage.format() != format)
        mMapImage = QImage(columns, rows, format);
    if (mMapImage.isNull())
        return; // out of memory: nothing drawn (QImage says so)
    // Each thread its own gradient: colorize() fills a gradient's colour table on first use.
    const bool logarithmic = mDataScaleType == QCPAxis::stLogarithmic;
    QCPColorGradient first = mGradient;
    const double zero = 0.0;
    QRgb unused = 0;
    first.colorize(&zero, mDataRange, &unused, 1); // fills the table before the copy shares it
    const QCPColorGradient second = first;
    const double *data = m_matrix.data();
    uchar *bits = mMapImage.bits(); // here: scanLine() on two threads would detach the image on both
    const qsizetype stride = mMapImage.bytesPerLine();
    try {
        posenc::inTwoHalves(rows, m_matrix.size() >= twoThreadCells, [&](int begin, int end) {
            QCPColorGradient gradient = begin == 0 ? first : second;
            // The matrix is column-major and colorize() reads a row: rows are gathered a few at a time into a
            // buffer of whole rows (reading each column's few entries together), then coloured from it. Read
            // straight across the columns, every entry cost a cache line: colorize() was a third of a step.
            constexpr int block = 16;
            std::vector<double> gathered(static_cast<std::size_t>(block) * columns);
            for (int r0 = begin; r0 < end; r0 += block) {
                const int n = std::min(block, end - r0);
                for (int c = 0; c < columns; ++c) {
                    const double *column = data + static_cast<std::size_t>(c) * rows + r0;
                    for (int t = 0; t < n; ++t)
                        gathered[static_cast<std::size_t>(t) * columns + c] = column[t];
                }
                for (int t = 0; t < n; ++t) {
                    const int r = r0 + t;
                    auto *line = reinterpret_cast<QRgb *>(bits + stride * (m_mirroredY ? rows - 1 - r : r));
                    gradient.colorize(gathered.data() + static_cast<std::size_t>(t) * columns, mDataRange,
                                      line, columns, 1, logarithmic);
                    if (m_mirroredX)
                        std::reverse(line, line + columns);
                }
            }
        });
    } catch (const std::bad_alloc &) {
        mMapImage = QImage(); // a row buffer could not be had: nothing drawn rather than a paint that throws
    }
}

void MatrixImageMap::draw(QCPPainter *painter)
{
    if (m_matrix.size() == 0 || !mKeyAxis || !mValueAxis)
        return;
    if (stale())
        updateMapImage();
    if (mMapImage.isNull())
        return;
    const bool smooth = painter->renderHints().testFlag(QPainter::SmoothPixmapTransform);
    painter->setRenderHint(QPainter::SmoothPixmapTransform, mInterpolate);
    const QRectF target = extentPixels().normalized();
    const bool vector = painter->modes().testFlag(QCPPainter::pmVectorized) && !mInterpolate;
    if (vector && qint64(mMapImage.width()) * mMapImage.height() <= maxVectorRectCells) {
        drawCellRects(painter, mMapImage.convertToFormat(QImage::Format_ARGB32), target);
    } else if (vector) {
        // SVG and PDF viewers smooth an image they enlarge: each cell goes in as a block of pixels, as
        // QCustomPlot's colour map does (about 2 x the target's size, at most 4096 pixels a side).
        const auto factor = [](double target, int cells) {
            return std::max(1, static_cast<int>(std::min(2.0 * target, double(maxVectorImageSide)) / cells));
        };
        const QSize blocks(mMapImage.width() * factor(target.width(), mMapImage.width()),
                           mMapImage.height() * factor(target.height(), mMapImage.height()));
        painter->drawImage(target, mMapImage.scaled(blocks, Qt::IgnoreAspectRatio, Qt::FastTransformation));
    } else if (!drawnEnlarged(painter, target)) {
        painter->drawImage(target, mMapImage); // not a plain raster image (a pixmap, a grab): Qt scales it
    }
    painter->setRenderHint(QPainter::SmoothPixmapTransform, smooth);
    drawValues(painter, target);
}

void MatrixImageMap::setCellValues(const QFont &font, int decimals)
{
    m_valueFont = font;
    m_valueDecimals = decimals;
}

void MatrixImageMap::drawValues(QCPPainter *painter, const QRectF &target)
{
    m_valuesWritten = false;
    const auto rows = static_cast<int>(m_matrix.rows());
    const auto columns = static_cast<int>(m_matrix.cols());
    if (m_valueDecimals < 0 || rows != m_fullRows || columns != m_fullColumns || rows == 0 || columns == 0)
        return;
    // Every cell must hold the widest value ("−0.00") with a quarter of a character to spare each side.
    const QFontMetricsF metrics(m_valueFont, painter->device());
    const QString widest = QStringLiteral("−0.") + QString(m_valueDecimals, QLatin1Char('0'));
    const double cellWidth = target.width() / columns;
    const double cellHeight = target.height() / rows;
    if (cellWidth < metrics.horizontalAdvance(widest) + metrics.averageCharWidth() / 2 || cellHeight < 1.15 * metrics.height())
        return;
    painter->save();
    painter->setFont(m_valueFont);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c) {
            const double value = m_matrix(r, c);
            if (!std::isfinite(value))
                continue;
            // The cell where the axes put it (key c, value r), whichever way they run.
            const QPointF centre(keyAxis()->coordToPixel(c), valueAxis()->coordToPixel(r));
            const QRectF cell(centre.x() - cellWidth / 2, centre.y() - cellHeight / 2, cellWidth, cellHeight);
            const QColor fill = mGradient.color(value, mDataRange);
            painter->setPen(fill.lightnessF() < 0.55 ? Qt::white : Qt::black);
            // 0 is written "0"; a small value gets two significant digits where they fit, so a lone sine's
            // 0.0065 is neither taken for a zero column nor rounded to 0.01.
            QString text = QString::number(value, 'f', m_valueDecimals);
            if (value == 0)
                text = QStringLiteral("0");
            else if (std::abs(value) < 0.1) {
                // Two significant digits (0.0065, 0.054) where they fit, never an exponent.
                QString finer = QString::number(value, 'g', 2);
                if (finer.contains(QLatin1Char('e')))
                    finer = QString::number(value, 'f', m_valueDecimals + 2);
                if (metrics.horizontalAdvance(finer) + metrics.averageCharWidth() / 2 <= cellWidth)
                    text = finer;
            }
            text.replace(QLatin1Char('-'), QChar(0x2212));
            painter->drawText(cell, Qt::AlignCenter, text);
        }
    painter->restore();
    m_valuesWritten = true;
}

bool MatrixImageMap::drawnEnlarged(QPainter *painter, const QRectF &target) const
{
    if (mInterpolate)
        return false;
    try {
        return drawEnlargedCells(painter, target, mMapImage);
    } catch (const std::bad_alloc &) {
        return false; // its column table could not be had: Qt's drawImage() needs none
    }
}

double MatrixImageMap::selectTest(const QPointF &pos, bool onlySelectable, QVariant *) const
{
    // As QCPColorMap's, over the cells' extent (its own data is not used).
    if ((onlySelectable && mSelectable == QCP::stNone) || m_matrix.size() == 0 || !mKeyAxis || !mValueAxis)
        return -1;
    if (!keyAxis()->axisRect()->rect().contains(pos.toPoint()))
        return -1;
    double key = 0, value = 0;
    pixelsToCoords(pos, key, value);
    return m_keys.contains(key) && m_values.contains(value) ? mParentPlot->selectionTolerance() * 0.99 : -1;
}

QCPRange MatrixImageMap::getKeyRange(bool &foundRange, QCP::SignDomain) const
{
    foundRange = m_matrix.size() > 0;
    return m_keys;
}

QCPRange MatrixImageMap::getValueRange(bool &foundRange, QCP::SignDomain, const QCPRange &) const
{
    foundRange = m_matrix.size() > 0;
    return m_values;
}
