#pragma once
/// \file familytabs.h
/// \brief What a family's tab is built of (its controls in rows, its figures as sub-tabs, the heads H and the
/// head shown), and the "Compare" tab of every family, always shown.

#include "ui/window/figurepages.h"

class ExplorerState;
class QWidget;

/// The Compare tab: Figure::Compare, with the heads H and the head shown.
QWidget *createComparePage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views);

/// Labelled controls (label text with its mnemonic, control), \a perRow to a row; with \a stretchControls the
/// controls share the row's width (else they keep their own and the row ends in space).
QWidget *controlRow(const QList<std::pair<QString, QWidget *>> &controls, int perRow = 3, bool stretchControls = false);
/// A tab named \a name of sub-tabs, one per figure (a PlotView each, in \a views), under \a controls.
QWidget *figureTabs(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views, QWidget *controls,
                    const QString &name, const QList<std::pair<Figure, QString>> &figures);
/// The heads H and the head shown, each a FieldSpinBox (ALiBi, T5 and Compare: one pair of fields).
QList<std::pair<QString, QWidget *>> headControls(ExplorerState *state);
