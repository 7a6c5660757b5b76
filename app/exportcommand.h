#pragma once
/// \file exportcommand.h
/// \brief `posenc export`: renders or tabulates figures without a window, with the same code as the GUI.

#include "commandline.h"

struct Scene;

/// Runs the export described by \a options: sets up a fresh state (\a scene's session, the first-start
/// defaults unless --scene was given, then the options over it), writes the file(s) (figures in the
/// scene's theme unless --theme is given; a scene file with --figure scene), prints one "wrote PATH"
/// line per file on stdout and any error on stderr. Needs a QApplication (the offscreen platform is
/// enough). Returns the process exit code.
ExitCode runExport(const CommandLineOptions &options, const Scene &scene);
