#include "ui/views/opaquepaintbuffer.h"

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
    m_image.fill(m_opaque ? background.color() : color);
}

void OpaquePaintBuffer::reallocateBuffer()
{
    setInvalidated();
    m_opaque = false;
    const QSize pixels = qFuzzyCompare(1.0, mDevicePixelRatio) ? mSize : mSize * mDevicePixelRatio;
    m_image = pixels.isEmpty() ? QImage() : QImage(pixels, QImage::Format_RGB32);
    m_image.setDevicePixelRatio(mDevicePixelRatio);
}
