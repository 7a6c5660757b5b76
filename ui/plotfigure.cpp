#include "plotfigure.h"

#include "attentionfigure.h"
#include "heatmapfigure.h"
#include "naivefigure.h"
#include "similarityfigure.h"
#include "wavelengthfigure.h"

bool isPlotFigure(Figure figure)
{
    return figure != Figure::Clock && figure != Figure::Relative;
}

std::unique_ptr<PlotFigure> createPlotFigure(QCustomPlot *plot, Figure figure)
{
    switch (figure) {
    case Figure::Embedding:
    case Figure::Encoding:
    case Figure::Sum:
        return std::make_unique<HeatmapFigure>(plot, figure);
    case Figure::Wavelength:
        return std::make_unique<WavelengthFigure>(plot);
    case Figure::Similarity:
        return std::make_unique<SimilarityFigure>(plot);
    case Figure::Naive:
        return std::make_unique<NaiveFigure>(plot);
    case Figure::Attention:
        return std::make_unique<AttentionFigure>(plot);
    case Figure::Clock:
    case Figure::Relative:
        break;
    }
    return nullptr;
}
