#pragma once
/// \file cellreadout.h
/// \brief The words that explain one cell of a heat map: pos, j, pair i, sin or cos, w_i and the value.
///
/// Shared by the heat map tool tip and the formula strip so both always say the same.

#include "ui/state/explorerstate.h"

#include <QString>

/// Plain-text, multi-line description of the hovered cell, e.g.
/// "pos 3, j 7 → pair i = 3, cos\nω_3 = 0.398107 rad/position\nPE = cos(3 × 0.398107) = 0.368…".
QString describeCell(const ExplorerState &state, const ExplorerState::Hover &hover);

/// The same as one rich-text line for the formula strip.
QString describeCellRichText(const ExplorerState &state, const ExplorerState::Hover &hover);
