#pragma once
/// \file vectorexport.h
/// \brief A figure as an SVG or PDF document: the same layout as its PNG, text kept as text and lines as
/// lines (heat maps are embedded images, as QCustomPlot's colour maps draw them).

#include "ui/export/figureexport.h"
#include "ui/ink/inkstroke.h"

#include <QByteArray>
#include <QString>

#include <optional>

class ExplorerState;

/// The figure laid out on size.width x size.height (logical pixels, 96 per inch) as an SVG document
/// (Qt SVG's QSvgGenerator; viewBox 0 0 width height) or a one-page PDF of that size (QPdfWriter at 96
/// dpi: 1920 x 1080 gives 20 x 11.25 in), with the caption under it when size.withCaption. size.scale
/// does not apply (vector output has no pixels); size.fontScale and size.theme do. Returns the bytes, or
/// std::nullopt with \a error set (the size out of its range). Requires a QApplication.
/// \a ink (a lecture step's, inkstroke.h) is drawn over the figure, held on to its data.
std::optional<QByteArray> vectorFigureBytes(const ExplorerState &state, Figure figure, ExportFormat format,
                                            const ImageSize &size, QString *error, const QList<InkStroke> &ink = {});
