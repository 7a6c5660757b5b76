#pragma once
/// \file heapretention.h
/// \brief Keeps freed matrices' memory in the process, so that the next matrix of about the same size
/// costs no page faults.

#include <cstddef>

namespace posenc {

/// Allocations of at least this many bytes that the heap's free memory cannot serve are mapped from the
/// system on their own (64 MiB: an L x d_model matrix of doubles of fewer than 8 Mi cells, up to
/// 2048 x 4095, stays on the heap).
inline constexpr std::size_t heapMmapThresholdBytes = std::size_t(64) << 20;
/// Free memory at the top of the heap is handed back to the system only above this many bytes (128 MiB).
inline constexpr std::size_t heapTrimThresholdBytes = std::size_t(128) << 20;

/// Sets glibc's malloc to keep freed memory for reuse: M_MMAP_THRESHOLD heapMmapThresholdBytes,
/// M_TRIM_THRESHOLD heapTrimThresholdBytes (mallopt(3)). Call once, early in main().
///
/// Why: every d_model or L change replaces the L x d_model matrices (encoding, sum, display maps) with
/// ones of a slightly different size. With glibc's defaults those of 32 MiB (2048 x 2048 doubles) come
/// from mmap, or from heap pages it has just trimmed, and the new matrix's first write faults in each
/// 4 KiB page again: 12 000 faults, 20-25 ms of a 30 ms step (perf record -e page-faults, bench_posenc
/// interaction at L 2048). Larger matrices (4096 x 4096, 128 MiB) are still mapped and unmapped on their
/// own, so the peak memory at that size stays where it was.
///
/// Returns false when the C library is not glibc, or malloc is AddressSanitizer's, or glibc refuses a
/// setting (then nothing is changed). Debian 12's glibc 2.36 takes both; older ones (2.33 at least)
/// refuse an mmap threshold above 32 MiB. A malloc preloaded in glibc's place (jemalloc) may take the
/// calls and ignore them. The program works either way, only slower at large sizes.
bool retainFreedHeapMemory();

/// Hands the heap's free pages back to the system (glibc's malloc_trim(0): every arena, free chunks in
/// the middle of the heap included). For a change of scale, not a step: called once a session of more
/// than 2048 x 2048 cells replaces a smaller one, so what the smaller sessions' matrices left free
/// (50-65 MiB after 40 d_model steps at 2048 x 2048) does not stay resident beside two 4096 x 4096
/// encodings (peak 377-379 -> 330-331 MiB in memory_probe). Safe on any thread; takes a few
/// milliseconds. Returns whether memory was released (false when there was none, or the C library is
/// not glibc).
bool returnFreedHeapMemory();

} // namespace posenc
