#pragma once
/// \file clipboardexport.h
/// \brief A figure for the clipboard (Edit > Copy Figure, Ctrl+C, a figure's context menu): its image and
/// its SVG drawing, so that a slide program takes whichever it understands.

#include "ui/export/figureexport.h"

#include <memory>

class QMimeData;

/// The figure rendered at \a size as clipboard data: the image (QMimeData::setImageData(): image/png and
/// Qt's other image types) and the SVG document as "image/svg+xml" (vectorexport.h: text stays text).
/// nullptr with \a error set when the size is not allowed or the image cannot be rendered.
std::unique_ptr<QMimeData> figureMimeData(const ExplorerState &state, Figure figure, const ImageSize &size,
                                          QString *error = nullptr);
