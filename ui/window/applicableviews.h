#pragma once
/// \file applicableviews.h
/// \brief Which views and tabs the window shows for the session's two slots (positionslots.h): a view
/// while its figure applies (FigureEntry::added / scores), a tab while one of its views shows. With
/// nothing added to the embedding, the PE, its sum and clocks and the sinusoidal tabs go; the RoPE tab
/// shows while RoPE acts on the scores.

#include "ui/window/figurepages.h"

struct Session;
class QTabWidget;

/// Shows each view of \a views whose figure applies to \a session and hides the others; then shows each
/// tab of \a tabs (and of the tab widgets inside its pages, RoPE's) that holds a shown view, hides the
/// tabs that hold only hidden ones, and keeps tabs that hold no view. A hidden current tab gives way to
/// a shown one (QTabBar).
void showApplicableViews(QTabWidget *tabs, const FigureViews &views, const Session &session);

/// The next (\a step = 1) or previous (-1) shown tab of \a tabs after the current one, wrapping around;
/// the current one when no other shows.
int neighbouringShownTab(const QTabWidget *tabs, int step);
