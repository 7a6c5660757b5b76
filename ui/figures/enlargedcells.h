#pragma once
/// \file enlargedcells.h
/// \brief Draws a colour map's image of cells enlarged onto a raster image by writing its pixels, on two
/// threads: what QPainter::drawImage() does for it, without its per-pixel scaling on one thread.

#include <QRectF>

class QImage;
class QPainter;

/// Draws \a cells (an opaque Format_RGB32 image, one pixel per cell) over \a target (in the painter's
/// logical coordinates), each cell a block of the device's pixels (nearest neighbour, no smoothing), by
/// writing the pixels of the image the painter paints on. Device pixel (x, y) is covered when its centre
/// lies in the target (left <= x + 0.5 < right, likewise in y) and shows the cell its centre falls in:
/// column floor((x + 0.5 - left) * cells.width() / target width), row likewise; the same pixels and
/// cells as Qt's raster engine up to one pixel at a cell's edge. Each row of cells is expanded once and
/// copied to the device rows under it; from 2^18 pixels the rows are written in two halves on two
/// threads (posenc::inTwoHalves). On a 3840 x 2160 window, Qt's scaled drawImage() of three heat maps
/// was a fifth of a d_model step.
/// Also onto a widget painted on screen: the pixels then go into the window's backing store (the image
/// the raster engine paints on), inside the paint event's region (the engine's system clip, one or more
/// rectangles). Returns false, drawing nothing, unless this is plain raster painting: the raster engine on
/// a QImage (RGB32, ARGB32 or ARGB32_Premultiplied; being painted, it is not shared), opacity 1,
/// SourceOver or Source, a transform of translation and scaling only, and no clip of the painter's own or
/// one rectangle on whole device pixels, or on whole logical pixels (a QRect clip; its device edges rounded
/// as the raster engine rounds them). The caller then draws the image with QPainter.
/// Throws std::bad_alloc when the column table cannot be had.
bool drawEnlargedCells(QPainter *painter, const QRectF &target, const QImage &cells);
