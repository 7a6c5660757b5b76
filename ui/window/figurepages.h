#pragma once
/// \file figurepages.h
/// \brief Builds the window's tabs: each a figure with the controls that belong to it only, and its
/// caption. Parameters shared by all figures stay in the parameter panel.

#include "ui/export/figureexport.h"
#include "ui/families/familypage.h"
#include "ui/figures/figure.h"

#include <QHash>
#include <QList>
#include <QString>

#include <functional>

class ExplorerState;
class FigurePage;
class PositionAnimator;
class QWidget;

/// One tab of the window: its title (with a mnemonic) and its page.
struct WindowPage
{
    QString title;
    QWidget *page;
};

/// Every tab of the window, in teaching order (the functions below, each with its title). A new view
/// is a new function here and one line in this list.
QList<WindowPage> createWindowPages(ExplorerState *state, PositionAnimator *animator, const SaveFigure &requestExport,
                                    FigureViews &views);

/// "Encoding": embedding, PE and sum heat maps above the clock hands (whose Play button drives \a animator).
QWidget *createEncodingPage(ExplorerState *state, PositionAnimator *animator, const SaveFigure &requestExport,
                            FigureViews &views);
/// "Waves": PE(pos, j) against pos for the chosen columns, and the field that chooses them.
FigurePage *createWavesPage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views);
/// "Wavelengths": the wavelength plot, the comparison base and the dimension inspector.
FigurePage *createWavelengthPage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views);
/// "Relative offset": M_k between pos and pos + k, and at pos'.
FigurePage *createRelativePage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views);
/// "Similarity": PE . PE^T and the dot product against k; dot or cosine.
FigurePage *createSimilarityPage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views);
/// The Similarity tabs' controls: the cosine check box and the click hint.
QWidget *createSimilarityControls(ExplorerState *state);
/// "Why not 1, 2, 3": the naive encodings beside the sinusoid.
FigurePage *createNaivePage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views);
/// The same PE interleaved and in halves, side by side (conventions of real code).
FigurePage *createLayoutsPage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views);
/// "Why 2i/d": the wavelengths of several d_model against 2i/d_model (whyexponentfigure.h).
FigurePage *createWhyExponentPage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views);
/// "Why sin & cos": a pair's sine alone against the pair under a shift by k (whypairsfigure.h).
FigurePage *createWhyPairsPage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views);
/// "Attention": one head on a sentence and its reordering, with or without PE.
FigurePage *createAttentionPage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views);
