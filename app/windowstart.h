#pragma once
/// \file windowstart.h
/// \brief What the window's start applies, in order: the saved settings, the scene given as
/// `posenc FILE.posenc`, the command line's look and parameters. Kept out of main() so that a test can
/// start a window as a user's restart does.

#include "commandline.h"

#include "ui/scene/scene.h"

#include <optional>

class ExplorerState;
class MainWindow;

/// Restores \a window's saved settings, then adopts \a scene (read from options.scenePath; nullopt for
/// none), then sets --zoom, --theme and the parameters of \a options. Each step builds on the session
/// the last one asked for, also while a large one (more than 2048 x 2048 cells) is still being prepared
/// on the worker: a restored 4096 x 4096 session is kept, not replaced by the defaults shown until it is
/// ready. The start is no step to undo: the undo stack is cleared, again when that session arrives.
/// Returns the error of applyParameters() (the options were checked before; settings may have changed).
std::optional<QString> startWindow(MainWindow &window, ExplorerState &state, const CommandLineOptions &options,
                                   const std::optional<Scene> &scene);
