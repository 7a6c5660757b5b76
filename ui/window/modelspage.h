#pragma once
/// \file modelspage.h
/// \brief The "Models" tab (issue 56): what current models do with position beside their RoPE, one sub-tab per
/// figure with its controls: the layer map of the chosen model, M-RoPE's angles of a text-and-image sequence, and
/// the attention temperature against position.

#include "ui/window/figurepages.h"

class ExplorerState;
class QWidget;

/// Builds the page; its views go into \a views (modelFigures::layerMap, mrope, temperature).
QWidget *createModelsPage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views);
