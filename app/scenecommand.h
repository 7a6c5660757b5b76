#pragma once
/// \file scenecommand.h
/// \brief Scene files on the command line: `--scene FILE` / `posenc FILE.posenc` read one, and
/// `posenc export --figure scene --out FILE.posenc` writes one.

#include "commandline.h"

#include "ui/scene/scene.h"

class ExplorerState;

/// The scene of options.scenePath, or nullopt when none is given. Reading is all or nothing: a file
/// that cannot be read, is malformed, newer, or holds an out-of-range value leaves \a error set to one
/// line naming the file, the field and its allowed range (exit 2), and returns nullopt.
std::optional<Scene> readSceneOption(const CommandLineOptions &options, QString *error);

/// \a scene with the parts the command line sets (--theme, --language, --zoom) taken from \a options:
/// what is given overrides the scene (the parameters are overridden by applyParameters()).
Scene withOptions(Scene scene, const CommandLineOptions &options);

/// `export --figure scene`: writes the scene of \a state's session with \a base's tab and the look of
/// \a base overridden by the options, to options.out (a .posenc file through saveBytes(), or "-" for
/// standard output). Returns an empty string or the error line.
QString writeSceneFile(const CommandLineOptions &options, const ExplorerState &state, const Scene &base);
