#include <posenc/io/truncationguard.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <csignal>
#include <cstdint>
#include <cstring>

#include <sys/mman.h>
#include <unistd.h>

namespace posenc {
namespace {

/// One mapped file, readable from the signal handler without a lock: begin is stored last (release) and
/// read first (acquire); a slot is taken by its flag.
struct Slot
{
    std::atomic<bool> taken{false};
    std::atomic<const unsigned char *> begin{nullptr};
    std::atomic<std::size_t> size{0};
    std::atomic<const char *> path{nullptr};
};

std::array<Slot, 256> slots; // more open tables than this are unguarded (the default SIGBUS)
std::atomic<int> answerMode{static_cast<int>(TruncatedFileAnswer::Exit)};
std::atomic<int> truncatedCount{0};
char lastPath[4096] = {}; // copied: the file may be closed before the window reads it
char exitLine[512] = {};
std::size_t pageSize = 4096;

void writeAll(const char *text, std::size_t length)
{
    while (length > 0) {
        const ssize_t n = ::write(STDERR_FILENO, text, length);
        if (n <= 0)
            return;
        text += n;
        length -= static_cast<std::size_t>(n);
    }
}

/// Only async-signal-safe calls here: write, mmap, _exit, signal.
void onBusError(int, siginfo_t *info, void *)
{
    const auto *address = static_cast<const unsigned char *>(info->si_addr);
    for (Slot &slot : slots) {
        const unsigned char *begin = slot.begin.load(std::memory_order_acquire);
        const std::size_t size = slot.size.load(std::memory_order_relaxed);
        if (!begin || address < begin || address >= begin + size)
            continue;
        const char *path = slot.path.load(std::memory_order_relaxed);
        if (answerMode.load() == static_cast<int>(TruncatedFileAnswer::ReadAsZero)) {
            // Zero pages over [the faulting page, the mapping's end): the read that faulted runs again and
            // finds zeros, and so does every later read past the new end.
            const auto first = reinterpret_cast<std::uintptr_t>(address) & ~(pageSize - 1);
            const auto end = (reinterpret_cast<std::uintptr_t>(begin) + size + pageSize - 1) & ~(pageSize - 1);
            void *zeros = ::mmap(reinterpret_cast<void *>(first), end - first, PROT_READ,
                                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
            if (zeros != MAP_FAILED) {
                const std::size_t length = std::min(std::strlen(path), sizeof lastPath - 1);
                std::memcpy(lastPath, path, length);
                lastPath[length] = '\0';
                truncatedCount.fetch_add(1);
                return;
            }
        }
        writeAll("posenc: ", 8);
        writeAll(path, std::strlen(path));
        writeAll(exitLine, std::strlen(exitLine));
        ::_exit(1);
    }
    // Not a mapped file's page: the default action, when the faulting read runs again.
    std::signal(SIGBUS, SIG_DFL);
}

} // namespace

void installTruncationGuard(TruncatedFileAnswer answer, const std::string &exitText)
{
    pageSize = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    const std::size_t kept = std::min(exitText.size(), std::size_t{400});
    std::memcpy(exitLine, exitText.data(), kept);
    exitLine[kept] = '\n';
    exitLine[kept + 1] = '\0';
    answerMode.store(static_cast<int>(answer));
    struct sigaction action {};
    action.sa_sigaction = onBusError;
    action.sa_flags = SA_SIGINFO;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGBUS, &action, nullptr);
}

int truncatedFileCount()
{
    return truncatedCount.load();
}

std::string lastTruncatedPath()
{
    return std::string(lastPath);
}

namespace detail {

void registerMapping(const unsigned char *begin, std::size_t size, const char *path)
{
    for (Slot &slot : slots) {
        bool expected = false;
        if (!slot.taken.compare_exchange_strong(expected, true))
            continue;
        slot.path.store(path, std::memory_order_relaxed);
        slot.size.store(size, std::memory_order_relaxed);
        slot.begin.store(begin, std::memory_order_release);
        return;
    }
}

void unregisterMapping(const unsigned char *begin)
{
    for (Slot &slot : slots) {
        if (slot.begin.load(std::memory_order_acquire) != begin)
            continue;
        slot.begin.store(nullptr, std::memory_order_release);
        slot.size.store(0);
        slot.path.store(nullptr);
        slot.taken.store(false);
        return;
    }
}

} // namespace detail
} // namespace posenc
