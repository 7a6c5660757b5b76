#pragma once
/// \file learnedpage.h
/// \brief The "Learned table" tab, shown while a learned table is added: the whole table and past its
/// end, the similarity of its rows, and the spectrum of its columns, one sub-tab each with its caption.

#include "ui/window/figurepages.h"

class ExplorerState;
class QWidget;

/// Builds the page; its views go into \a views (Figure::Learned, LearnedSimilarity, LearnedSpectrum).
QWidget *createLearnedPage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views);
