#pragma once
/// \file opaquepaintbuffer.h
/// \brief The bottom paint buffer of a plot on screen: an image cleared to the plot's background.

#include <qcustomplot.h>

#include <QImage>

#include <functional>

/// The bottom paint buffer of a plot on screen (viewport size x device pixel ratio pixels), cleared to
/// the plot's background colour instead of transparent: the plot's paint then copies it onto the window
/// as it is, without filling the background under it and blending over that (two passes over every
/// pixel of the plot on every step). A QImage rather than QCustomPlot's QPixmap, so that a colour map
/// can write its cells' pixels into it itself on two threads (drawEnlargedCells()); on the raster
/// platforms the app runs on a pixmap is such an image too. Opaque backgrounds give a Format_RGB32
/// image (copied onto the window line by line), others Format_ARGB32_Premultiplied.
class OpaquePaintBuffer : public QCPAbstractPaintBuffer
{
public:
    /// \a size in device-independent pixels; \a background: the plot's background brush
    /// (QCustomPlot::mBackgroundBrush), which outlives the buffer.
    OpaquePaintBuffer(const QSize &size, double devicePixelRatio, const QBrush *background);

    QCPPainter *startPainting() override;
    void draw(QCPPainter *painter) const override;
    /// Fills the image with the background, but for the area that \a coveredArea (asked at each clear,
    /// after the plot's layout) says the painting that follows covers with opaque pixels anyway, less a
    /// margin of ceil(ratio) + 1 device pixels: the heat map's pixels were written twice, its background
    /// under them first (clearing was a third of a heat map's replot at 3840 x 2160, L 128).
    void clear(const QColor &color) override;
    /// \a area returns that area in device-independent pixels (empty: nothing is covered). Only for what
    /// is painted into this buffer, after the clear and in every replot: a promise broken leaves the
    /// previous picture there.
    void setCoveredArea(std::function<QRectF()> area) { m_coveredArea = std::move(area); }
    /// Device pixels the last clear() left as they were (its covered area less the margin).
    QRect keptByLastClear() const { return m_kept; }

    /// Cleared to an opaque background and painted since its last reallocation.
    bool opaque() const { return m_opaque && !invalidated(); }
    /// The plot's background is no longer the one the buffer was cleared to (a new theme).
    bool stale() const { return m_opaque && m_background->color() != m_cleared; }
    /// The image's bytes (0 while released).
    qint64 bytes() const { return m_image.sizeInBytes(); }

protected:
    void reallocateBuffer() override;

private:
    QImage m_image;
    const QBrush *m_background;
    QColor m_cleared;
    bool m_opaque = false;
    std::function<QRectF()> m_coveredArea;
    QRect m_kept;
};
