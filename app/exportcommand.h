#pragma once
/// \file exportcommand.h
/// \brief `posenc export`: renders or tabulates figures without a window, with the same code as the GUI.

#include "commandline.h"

/// Runs the export described by \a options: sets up a fresh state (first-start defaults plus the
/// options), writes the file(s), prints one "wrote PATH" line per file on stdout and any error on stderr.
/// Needs a QApplication (the offscreen platform is enough). Returns the process exit code.
ExitCode runExport(const CommandLineOptions &options);
