#pragma once
/// \file resourcecheck.h
/// \brief Whether this process may start the worker threads and map the memory PosEnc needs, checked
/// before Qt starts: under a small `ulimit -u` or `ulimit -v`, Qt's thread pools waited for ever for a
/// thread that could not start, a bad_alloc in a destructor aborted and fontconfig crashed on a painter
/// thread (issue 27 item 5). One line and exit 1 instead.

#include <QString>

#include <optional>

/// The smallest address-space limit (RLIMIT_AS, `ulimit -v`) allowed: 1 GiB. The largest export peaks
/// at about 450 MiB resident; thread stacks, malloc's per-thread arenas and the mapped libraries and fonts
/// take the rest (the largest pe GIF needs 0.8-1.0 GB of address space).
inline constexpr long long minAddressSpaceBytes = 1024LL * 1024 * 1024;

/// How many threads must be able to run at once: Qt's pools and the exports' painters and encoders
/// (at most 2 per core + 2 painters, 1 encoder, and QtConcurrent's pool) with room to spare.
int workerThreadsNeeded();

/// An empty optional when the address-space limit is at least minAddressSpaceBytes (or none) and
/// workerThreadsNeeded() threads start and end; else the message, naming the limit and the allowed
/// range, e.g. "the address-space limit (ulimit -v) is 250000 KiB (allowed at least 1048576 KiB, or
/// unlimited)" or "cannot start 12 worker threads (2 started: Resource temporarily unavailable; ulimit -u
/// is 3)".
std::optional<QString> resourceProblem();
