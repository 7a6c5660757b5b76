#pragma once
/// \file presets.h
/// \brief The ready-made scenes of File > Presets: the seed notes' examples. Each is a `.posenc` file
/// in resources/presets/, built into the program; a new preset is a new file and one line in presets.cpp.

#include "ui/scene/scene.h"

#include <QList>
#include <QString>

struct Preset
{
    QString file;  ///< the resource, e.g. ":/presets/seed.posenc"
    QString title; ///< translated menu text, e.g. "The seed figure: 16 tokens, d_model 60"
};

/// Every preset, in menu order (the seed's figure first).
QList<Preset> presets();

/// The scene of \a preset. A preset names only its parameters and its tab; what it leaves out is
/// Session::defaults(). Applying one keeps the window's theme, zoom and language
/// (MainWindow::applyScene()).
Scene::Read readPreset(const Preset &preset);
