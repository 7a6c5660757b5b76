#pragma once
/// \file biaspages.h
/// \brief The "ALiBi" and "T5 buckets" tabs, shown while that family acts on the scores: their own
/// controls (heads, the head shown, ALiBi's mask; T5's num_buckets, max_distance, direction) above their
/// figures, one sub-tab each with its caption.

#include "ui/window/figurepages.h"

class ExplorerState;
class QWidget;

/// The ALiBi tab: Figure::AlibiSlopes and Figure::Alibi.
QWidget *createAlibiPage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views);
/// The T5 tab: Figure::T5Buckets and Figure::T5Bias.
QWidget *createT5Page(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views);
