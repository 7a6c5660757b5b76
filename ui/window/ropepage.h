#pragma once
/// \file ropepage.h
/// \brief The "RoPE" tab: its own controls (head_dim, rotary_dim, pairing, base presets, q, k and the
/// positions m = pos, n = pos') above the three RoPE figures, one sub-tab each with its caption.

#include "ui/families/ropefigures.h"
#include "ui/window/figurepages.h"

#include <QList>
#include <QString>

#include <optional>

class ExplorerState;
class QWidget;

/// Builds the page; its views go into \a views (ropeFigures::rotation, score, decay).
QWidget *createRopePage(ExplorerState *state, const SaveFigure &requestExport, FigureViews &views);

/// The numbers of \a text (separated by commas or spaces), or nullopt when one is not a finite number.
/// An empty text gives an empty list (seeded values).
std::optional<QList<double>> parseRopeValues(const QString &text);
