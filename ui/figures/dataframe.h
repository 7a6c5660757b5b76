#pragma once
/// \file dataframe.h
/// \brief Where a figure's data lies on the page: one plotting area (a QCustomPlot axis rect) with its
/// axes' ranges, so that what is drawn over the figure (the lecturer's ink, ui/ink) can hold on to data
/// coordinates (a cell, a distance) rather than to pixels.

#include <QPointF>
#include <QRectF>

#include <optional>

/// One plotting area of a painted figure. \a pixels is the area in the painter's coordinates (logical
/// pixels of the page); x runs along the bottom axis, y along the left one, each linear or logarithmic and
/// possibly reversed (a heat map's rows run down).
struct DataFrame
{
    QRectF pixels;
    double xLower = 0, xUpper = 1; ///< the bottom axis's range (QCPRange), lower < upper
    double yLower = 0, yUpper = 1; ///< the left axis's range
    bool xLog = false, yLog = false;
    bool xReversed = false, yReversed = false;

    /// The data coordinates at \a pixel (anywhere, also outside the area); nullopt for a degenerate area or a
    /// logarithmic axis without a positive range.
    std::optional<QPointF> toData(QPointF pixel) const;
    /// The pixel of the data point \a data; nullopt as for toData() or for a point <= 0 on a log axis.
    std::optional<QPointF> toPixel(QPointF data) const;
    /// Whether \a data lies within both axes' ranges.
    bool holds(QPointF data) const;
    bool operator==(const DataFrame &) const = default;
};
