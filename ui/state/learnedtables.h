#pragma once
/// \file learnedtables.h
/// \brief The learned table a session names (Session::table, tableTensor, tableOffset), opened once and
/// shared: every result that reads PE (the GUI thread's and the large-session worker's) asks here. Also
/// T5's bias table read from a file (T5Settings::table, ui/families/t5family.h).

#include "ui/state/session.h"

#include <posenc/learned/learnedtable.h>
#include <posenc/learned/t5biastable.h>
#include <posenc/learned/tableanalysis.h>

#include <memory>

/// The table of \a session's learned slot: nullptr for the seeded untrained table (no file), and nullptr
/// too when the file can no longer be read (the session's rules checked it when it was chosen).
/// Opening maps the file (learnedtable.h); the last table opened is kept while a session names it.
/// Thread-safe.
std::shared_ptr<const posenc::LearnedTable> learnedTableOf(const Session &session);

/// Opens \a path as Session's rules do: the tensor \a tensor (empty: the file's own choice), the stored
/// row of position 0 \a offset (-1: the known name's). Returns the table, or the problem translated (one
/// line naming the file and what is wrong with it).
std::shared_ptr<const posenc::LearnedTable> openLearnedTable(const QString &path, const QString &tensor, int offset,
                                                             QString *problem);

/// Rows of the seeded untrained table (no file): GPT-2's n_positions. Like a checkpoint's table it has no
/// row past its end (Session::learnedRows()), so "past the table's end" is shown without a file.
inline constexpr int seededTableRows = 1024;
/// Positions of the spectrum of a table without a file: all of the seeded table's rows.
inline constexpr int seededSpectrumPositions = seededTableRows;
/// The largest number of positions a spectrum reads (from position 0): 2048 rows x 4096 columns is 32 MiB
/// of floats and a fifth of a second of FFTs; a longer table's spectrum is of its first 2048 positions.
inline constexpr int maxSpectrumPositions = 2048;

/// The spectrum of each column of \a session's learned table over its first min(rows, maxSpectrumPositions)
/// positions (the seeded table: seededSpectrumPositions), posenc::columnSpectrum(). Computed once per table
/// and kept while the session names it; nullptr when the learned slot is not chosen, the file can no longer
/// be read, or it has fewer than 4 positions or a value that is not finite. Thread-safe.
std::shared_ptr<const posenc::ColumnSpectrum> learnedSpectrumOf(const Session &session);

/// Reads \a path as T5's bias table (posenc::readT5BiasTable(): the tensor \a tensor, else the file's choice
/// for \a bidirectional buckets); the last table read is kept. Returns it, or nullptr with the problem
/// translated (one line naming the file and what is wrong). Thread-safe.
std::shared_ptr<const posenc::T5BiasTable> openT5BiasTable(const QString &path, const QString &tensor, bool bidirectional,
                                                           QString *problem);

/// The bias table of \a session's T5 file when usesT5TableFile() (ui/families/t5family.h), else nullptr (T5 reads the seeded
/// table), nullptr too when the file can no longer be read. Thread-safe.
std::shared_ptr<const posenc::T5BiasTable> t5BiasTableOf(const Session &session);
