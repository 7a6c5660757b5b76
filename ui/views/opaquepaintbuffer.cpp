#include "ui/views/opaquepaintbuffer.h"

#include <algorithm>
#include <cmath>

OpaquePaintBuffer::OpaquePaintBuffer(const QSize &size, double devicePixelRatio, const QBrush *background)
    : QCPAbstractPaintBuffer(size, devicePixelRatio)
    , m_background(background)
{
    OpaquePaintBuffer::reallocateBuffer();
}

QCPPainter *OpaquePaintBuffer::startPainting()
{
    // As QCPPaintBufferPixmap's: QCustomPlot's layer deletes the painter when it has drawn.
    return new QCPPainter(&m_image);
}

void OpaquePaintBuffer::draw(QCPPainter *painter) const
{
    if (painter && painter->isActive())
        painter->drawImage(0, 0, m_image);
}

void OpaquePaintBuffer::clear(const QColor &color)
{
    const QBrush &background = *m_background;
    m_opaque = background.style() == Qt::SolidPattern && background.color().alpha() == 255;
    m_cleared = background.color();
    // An opaque image is copied onto the window; one with alpha would be blended (a pass per pixel more).
    const QImage::Format format = m_opaque ? QImage::Format_RGB32 : QImage::Format_ARGB32_Premultiplied;
    if (m_image.format() != format && !m_image.isNull())
        m_image = m_image.convertToFormat(format); // its size and device pixel ratio kept
    m_kept = QRect();
    if (m_opaque && m_coveredArea && !m_image.isNull()) {
        const QRectF area = m_coveredArea();
        const double ratio = m_image.devicePixelRatio();
        // Whole device pixels inside the area, less a margin of a device-independent pixel and one more
        // (the painter's half-pixel shift; Qt's own scaling where drawEnlargedCells() declines).
        const int margin = static_cast<int>(std::ceil(ratio)) + 1;
        const QRect inside(QPoint(static_cast<int>(std::ceil(area.left() * ratio)) + margin,
                                  static_cast<int>(std::ceil(area.top() * ratio)) + margin),
                           QPoint(static_cast<int>(std::floor(area.right() * ratio)) - margin - 1,
                                  static_cast<int>(std::floor(area.bottom() * ratio)) - margin - 1));
        if (!inside.isEmpty()) // intersected() would take the corners of an empty one in either order
            m_kept = inside.intersected(m_image.rect());
    }
    if (m_kept.isEmpty()) {
        m_kept = QRect();
        m_image.fill(m_opaque ? background.color() : color);
        return;
    }
    // Format_RGB32: one QRgb a pixel. bits() once (scanLine() would check for sharing on every line).
    const QRgb pixel = background.color().rgb();
    const int width = m_image.width();
    uchar *const bits = m_image.bits();
    const qsizetype stride = m_image.bytesPerLine();
    for (int y = 0; y < m_image.height(); ++y) {
        auto *line = reinterpret_cast<QRgb *>(bits + stride * y);
        if (y < m_kept.top() || y > m_kept.bottom()) {
            std::fill(line, line + width, pixel);
        } else {
            std::fill(line, line + m_kept.left(), pixel);
            std::fill(line + m_kept.right() + 1, line + width, pixel);
        }
    }
}

void OpaquePaintBuffer::reallocateBuffer()
{
    setInvalidated();
    m_opaque = false;
    const QSize pixels = qFuzzyCompare(1.0, mDevicePixelRatio) ? mSize : mSize * mDevicePixelRatio;
    m_image = pixels.isEmpty() ? QImage() : QImage(pixels, QImage::Format_RGB32);
    m_image.setDevicePixelRatio(mDevicePixelRatio);
}
