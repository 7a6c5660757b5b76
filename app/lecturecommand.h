#pragma once
/// \file lecturecommand.h
/// \brief `posenc export --lecture FILE|builtin --out deck.pdf` (or `--format png --out DIR`): a lecture's
/// deck, one page per question and per reveal (ui/export/lecturedeck.h).

#include "commandline.h"

/// Reads options.lecturePath and writes its deck to options.out in the installed language, at options.size
/// (16:9 1920 x 1080 unless given), with the speaker notes when options.lectureNotes. Prints "wrote PATH (N
/// pages)". A lecture that cannot be read: its one problem, exit 2; a deck that cannot be written: exit 1,
/// nothing left behind.
ExitCode runLectureExport(const CommandLineOptions &options);
