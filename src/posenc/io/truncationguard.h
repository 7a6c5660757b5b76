#pragma once
/// \file truncationguard.h
/// \brief What happens when another program cuts a mapped file short while it is open (`cp new.safetensors
/// model.safetensors` truncates in place): reading a page past the new end raises SIGBUS, which by
/// default ends the process without a word. The guard knows every MappedFile's address range and
/// answers such a fault by the rule the program chose. Linux/POSIX (sigaction, mmap); no Qt.

#include <string>

namespace posenc {

/// The answer to a read past the new end of a mapped file.
enum class TruncatedFileAnswer {
    /// One line on stderr, "posenc: PATH" followed by the installed text, and exit code 1 (the command
    /// line: its outputs are written atomically, so no file is left half-written).
    Exit,
    /// Zero-filled pages are mapped over the rest of the file's mapping and the read goes on (the window,
    /// which keeps its session and says so: see truncatedFileCount()).
    ReadAsZero,
};

/// Installs the SIGBUS handler with \a answer; \a exitText follows the path in Exit's line (already
/// translated; at most 400 bytes are kept). A SIGBUS outside every mapped file still ends the process
/// with the default action. May be called again to change the answer.
void installTruncationGuard(TruncatedFileAnswer answer, const std::string &exitText);

/// How many reads past a mapped file's end were answered with zero pages since the start (ReadAsZero).
int truncatedFileCount();

/// The path of the file last found cut short, or an empty string. Copy it on the thread that polls.
std::string lastTruncatedPath();

namespace detail {
/// Called by MappedFile: its mapping [begin, begin + size) of \a path (which outlives the registration).
void registerMapping(const unsigned char *begin, std::size_t size, const char *path);
void unregisterMapping(const unsigned char *begin);
} // namespace detail

} // namespace posenc
