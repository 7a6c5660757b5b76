#pragma once
/// \file modelfigures.h
/// \brief The identities of the Models tab's figures (issue 56): what current models do with position beside
/// their RoPE. Registered in figureregistry.cpp, drawn by layermapfigure.cpp, mropefigure.cpp and
/// temperaturefigure.cpp.

#include "ui/figures/figure.h"

namespace modelFigures {
inline constexpr Figure layerMap{"layer-map"};      ///< one bar per layer: RoPE base, NoPE, window
inline constexpr Figure mrope{"mrope"};             ///< M-RoPE: every token's angle in every slot, by axis
inline constexpr Figure temperature{"temperature"}; ///< the query's temperature against its position
} // namespace modelFigures
