#pragma once
/// \file contextpage.h
/// \brief The "Long context" tab: a model preset, the rope_scaling block, the current length, the engine and the
/// number format above four sub-tabs (θ before and after, angles never seen, score and decay, precision).

#include "ui/window/figurepages.h"

class ExplorerState;
class QWidget;

QWidget *createContextPage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views);
