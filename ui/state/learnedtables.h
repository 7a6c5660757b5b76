#pragma once
/// \file learnedtables.h
/// \brief The learned table a session names (Session::table, tableTensor, tableOffset), opened once and
/// shared: every result that reads PE (the GUI thread's and the large-session worker's) asks here.

#include "ui/state/session.h"

#include <posenc/learned/learnedtable.h>

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
