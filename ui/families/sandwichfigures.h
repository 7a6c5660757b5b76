#pragma once
/// \file sandwichfigures.h
/// \brief The identity of Sandwich's figure (its family entry, ui/families/sandwichfamily.cpp, registers it).

#include "ui/figures/figure.h"

namespace sandwichFigures {
inline constexpr Figure bias{"sandwich"}; ///< every head's bias against the distance r
} // namespace sandwichFigures
