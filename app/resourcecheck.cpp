#include "resourcecheck.h"

#include <QCoreApplication>

#include <condition_variable>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

#include <sys/resource.h>

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ResourceCheck)
};

/// "3" or "unlimited": the soft limit \a resource as `ulimit` prints it (\a unit bytes a unit).
QString limitText(int resource, long long unit)
{
    rlimit limit{};
    if (getrlimit(resource, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY)
        return Text::tr("unlimited");
    return QString::number(static_cast<long long>(limit.rlim_cur) / unit);
}

/// Starts \a count threads that wait until all have started (so that they run at once), then ends them.
/// Returns how many started and, when not all did, the system's reason.
std::pair<int, QString> startThreads(int count)
{
    std::mutex mutex;
    std::condition_variable release;
    bool done = false;
    std::vector<std::thread> threads;
    threads.reserve(static_cast<size_t>(count));
    QString reason;
    for (int k = 0; k < count; ++k) {
        try {
            threads.emplace_back([&] {
                std::unique_lock lock(mutex);
                release.wait(lock, [&] { return done; });
            });
        } catch (const std::system_error &error) {
            reason = QString::fromLocal8Bit(error.code().message().c_str());
            break;
        }
    }
    {
        const std::lock_guard lock(mutex);
        done = true;
    }
    release.notify_all();
    const int started = static_cast<int>(threads.size());
    for (std::thread &thread : threads)
        thread.join();
    return {started, reason};
}

} // namespace

int workerThreadsNeeded()
{
    const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    return 4 * cores + 4;
}

std::optional<QString> resourceProblem()
{
    rlimit space{};
    if (getrlimit(RLIMIT_AS, &space) == 0 && space.rlim_cur != RLIM_INFINITY &&
        static_cast<long long>(space.rlim_cur) < minAddressSpaceBytes)
        return Text::tr("the address-space limit (ulimit -v) is %1 KiB (allowed at least %2 KiB, or unlimited)")
            .arg(static_cast<long long>(space.rlim_cur) / 1024)
            .arg(minAddressSpaceBytes / 1024);
    const int needed = workerThreadsNeeded();
    const auto [started, reason] = startThreads(needed);
    if (started < needed)
        return Text::tr("cannot start %1 worker threads (%2 started: %3; ulimit -u is %4)")
            .arg(needed)
            .arg(started)
            .arg(reason, limitText(RLIMIT_NPROC, 1));
    return std::nullopt;
}
