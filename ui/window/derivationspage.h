#pragma once
/// \file derivationspage.h
/// \brief The "Derivations" tab: the seed notes' working, each a figure of text with the state's numbers (the
/// derivations of M_k and of the dot product, the worked example, the PyTorch code), one sub-tab each.

#include "ui/window/figurepages.h"

/// The tab's widget; its three views go into \a views.
QWidget *createDerivationsPage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views);
