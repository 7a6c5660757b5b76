#pragma once
/// \file twohalves.h
/// \brief Runs a loop in two halves on two threads, for the few loops of the core large enough to gain.

#include <exception>
#include <optional>
#include <system_error>
#include <thread>

namespace posenc {

/// Calls work(0, half) on this thread and work(half, n) on a thread of its own, half = n / 2, and returns
/// when both are done. When \a split is false or n < 2: work(0, n) here; when no thread can be had:
/// work(half, n), then work(0, half), here.
/// \a work must be safe to run on two threads at once for disjoint ranges. An exception of the helper's
/// half (out of memory) is rethrown here after both halves ended.
template<class Work>
void inTwoHalves(int n, bool split, Work work)
{
    const int half = n / 2;
    if (!split || half == 0) {
        work(0, n);
        return;
    }
    std::exception_ptr failed;
    {
        std::optional<std::jthread> helper; // joined when this scope ends, also by an exception
        try {
            helper.emplace([&] {
                try {
                    work(half, n);
                } catch (...) {
                    failed = std::current_exception();
                }
            });
        } catch (const std::system_error &) {
            work(half, n);
        }
        work(0, half);
    }
    if (failed)
        std::rethrow_exception(failed);
}

} // namespace posenc
