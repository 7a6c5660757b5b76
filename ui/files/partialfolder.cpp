#include "ui/files/partialfolder.h"

#include "ui/files/atomicsave.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cerrno>
#include <optional>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

/// Translation context of this file (lupdate reads Q_DECLARE_TR_FUNCTIONS).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PartialFolder)
};

const QString lockName = QStringLiteral(".posenc-lock");

/// ".NAME-partial-" for the target NAME: the start of every partial folder's name.
QString prefixOf(const QString &target)
{
    return QStringLiteral(".") + QFileInfo(target).fileName() + QStringLiteral("-partial-");
}

/// A lock that is stale only when its process is gone (by default QLockFile also takes one older than
/// 30 s as stale, and a long export would then lose its folder to the next one).
void lockedForever(QLockFile &lock)
{
    lock.setStaleLockTime(0);
}

/// The system's words for the errno \a number, in the process's language.
QString systemReason(int number)
{
    return qt_error_string(number);
}

/// An unnamed regular file in \a folder (O_TMPFILE: no name, gone with its last descriptor), or -1 with errno.
int unnamedFileIn(const QString &folder)
{
    return ::open(QFile::encodeName(folder).constData(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0666);
}

/// Writes all of \a bytes to \a descriptor and has them reach the disk (as QSaveFile does at commit);
/// 0 or the errno of the failing call (ENOSPC, EFBIG).
int writeAll(int descriptor, const QByteArray &bytes)
{
    const char *next = bytes.constData();
    qsizetype left = bytes.size();
    while (left > 0) {
        const ssize_t written = ::write(descriptor, next, static_cast<size_t>(left));
        if (written < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        next += written;
        left -= written;
    }
    return ::fdatasync(descriptor) == 0 ? 0 : errno;
}

/// Gives the unnamed file \a descriptor the name \a path: 0 or errno. AT_EMPTY_PATH needs a capability
/// most users lack; the /proc/self/fd link works for everyone where /proc is mounted (as QSaveFile does).
int linkUnnamed(int descriptor, const QString &path)
{
    const QByteArray name = QFile::encodeName(path);
    if (::linkat(descriptor, "", AT_FDCWD, name.constData(), AT_EMPTY_PATH) == 0)
        return 0;
    const QByteArray proc = "/proc/self/fd/" + QByteArray::number(descriptor);
    return ::linkat(AT_FDCWD, proc.constData(), AT_FDCWD, name.constData(), AT_SYMLINK_FOLLOW) == 0 ? 0 : errno;
}

/// The process's umask, read without changing it (umask() would set it, racing other threads): the
/// "Umask:" line of /proc/self/status (Linux 4.7+); std::nullopt where it cannot be read.
std::optional<mode_t> currentUmask()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (status.open(QIODevice::ReadOnly)) {
        for (QByteArray line = status.readLine(); !line.isEmpty(); line = status.readLine()) {
            if (line.startsWith("Umask:")) {
                bool ok = false;
                const uint mask = line.mid(6).trimmed().toUInt(&ok, 8);
                if (ok)
                    return static_cast<mode_t>(mask & 0777);
            }
        }
    }
    return std::nullopt;
}

/// How many files PartialFolder holds unnamed before it moves them into its hidden folder: a quarter of
/// the descriptors the process may open, at most 256 (a deck of 256 pages, an animation of 256 frames).
qsizetype heldAtMost()
{
    rlimit limit{};
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY)
        return 256;
    return std::clamp<qsizetype>(static_cast<qsizetype>(limit.rlim_cur / 4), 0, 256);
}

} // namespace

PartialFolder::PartialFolder(const QString &target)
    : m_target(target), m_parent(QFileInfo(target).absolutePath())
{
}

PartialFolder::~PartialFolder()
{
    for (const Held &held : m_held)
        ::close(held.descriptor); // the kernel frees an unnamed file with its last descriptor
    dropSpare();
    m_lock.reset(); // unlocks: removes the lock file, then the folder goes with what is in it
    m_folder.reset();
}

QStringList PartialFolder::stale(const QString &target)
{
    const QFileInfo info(target);
    const QDir parent = info.absoluteDir();
    QStringList found;
    const QStringList names = parent.entryList({prefixOf(target) + QLatin1Char('*')},
                                               QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot);
    for (const QString &name : names) {
        const QString folder = parent.filePath(name);
        QLockFile lock(QDir(folder).filePath(lockName));
        lockedForever(lock);
        // tryLock() takes a lock whose process is gone (removing the stale lock file) or none at all.
        if (lock.tryLock(0)) {
            lock.unlock();
            found.append(folder);
        }
    }
    return found;
}

QString PartialFolder::create()
{
    for (const QString &folder : stale(m_target))
        QDir(folder).removeRecursively();
    // One unnamed file made and dropped tells whether the file system holds them; if not, or if the
    // parent folder cannot be written, the hidden folder is made now and its failure says why.
    // The probe is kept as a spare descriptor: on running out of them, closing it leaves room for the
    // hidden folder's lock file.
    if (const int probe = unnamedFileIn(m_parent); probe >= 0) {
        m_spare = probe;
        m_unnamed = true;
        return {};
    }
    return makeFolder();
}

void PartialFolder::dropSpare()
{
    if (m_spare >= 0)
        ::close(m_spare);
    m_spare = -1;
}

QString PartialFolder::makeFolder()
{
    m_folder = std::make_unique<QTemporaryDir>(m_parent + QLatin1Char('/') + prefixOf(m_target) + QStringLiteral("XXXXXX"));
    if (!m_folder->isValid()) {
        const QString reason = m_folder->errorString();
        m_folder.reset();
        return cannotWriteMessage(m_target, reason);
    }
    m_lock = std::make_unique<QLockFile>(QDir(m_folder->path()).filePath(lockName));
    lockedForever(*m_lock);
    if (!m_lock->tryLock(0)) {
        m_lock.reset();
        m_folder.reset();
        return cannotWriteMessage(m_target, Text::tr("the lock file of its temporary folder cannot be made"));
    }
    return {};
}

QString PartialFolder::nameHeldFiles()
{
    const QDir folder(m_folder->path());
    while (!m_held.empty()) {
        const Held &held = m_held.back();
        const QString path = folder.filePath(held.name);
        if (!QDir().mkpath(QFileInfo(path).absolutePath()))
            return cannotWriteMessage(m_target, Text::tr("the folder of %1 could not be made").arg(held.name));
        if (const int error = linkUnnamed(held.descriptor, path); error != 0)
            return cannotWriteMessage(m_target, systemReason(error));
        ::close(held.descriptor);
        m_held.pop_back();
    }
    return {};
}

QString PartialFolder::moveIntoFolder()
{
    dropSpare();
    if (QString problem = makeFolder(); !problem.isEmpty())
        return problem;
    if (QString problem = nameHeldFiles(); !problem.isEmpty())
        return problem;
    m_unnamed = false;
    return {};
}

QString PartialFolder::saveNamed(const QString &name, const QByteArray &bytes)
{
    const QString path = QDir(m_folder->path()).filePath(name);
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return cannotWriteMessage(m_target, Text::tr("the folder of %1 could not be made").arg(name));
    return saveBytes(bytes, path, m_target);
}

QString PartialFolder::save(const QString &name, const QByteArray &bytes)
{
    const std::lock_guard<std::mutex> guard(m_mutex);
    if (!m_unnamed && !m_folder)
        return cannotWriteMessage(m_target, Text::tr("its temporary folder was not made"));
    // At most heldAtMost() files are held unnamed: the rest of the process (a painter loading a font, the
    // settings) keeps descriptors to open files with.
    if (m_unnamed && static_cast<qsizetype>(m_held.size()) >= heldAtMost()) {
        if (QString problem = moveIntoFolder(); !problem.isEmpty())
            return problem;
    }
    if (m_unnamed) {
        const int descriptor = unnamedFileIn(m_parent);
        if (descriptor >= 0) {
            if (const int error = writeAll(descriptor, bytes); error != 0) {
                ::close(descriptor);
                return cannotWriteMessage(m_target, systemReason(error));
            }
            m_held.push_back({name, descriptor});
            return {};
        }
        if (errno != EMFILE && errno != ENFILE)
            return cannotWriteMessage(m_target, systemReason(errno));
        // No descriptor left for one more unnamed file (a deck of some thousand pages): the files so far
        // go into the hidden folder, and the rest after them.
        if (QString problem = moveIntoFolder(); !problem.isEmpty())
            return problem;
    }
    return saveNamed(name, bytes);
}

bool PartialFolder::holdsUnnamedFiles() const
{
    return m_unnamed;
}

QString PartialFolder::putInPlace()
{
    const std::lock_guard<std::mutex> guard(m_mutex);
    if (m_unnamed) {
        if (QString problem = moveIntoFolder(); !problem.isEmpty())
            return problem;
    }
    if (!m_folder)
        return cannotWriteMessage(m_target, Text::tr("its temporary folder was not made"));
    // The lock goes first: it is no file of the result. Until the rename the folder is unlocked; an
    // export to the same target starting in that instant might take it for stale (its own check of the
    // target then refuses the folder it would write into).
    m_lock.reset();
    const QFileInfo target(m_target);
    if (target.isDir() && !QDir().rmdir(m_target))
        return cannotWriteMessage(m_target, Text::tr("the folder is not empty (allowed: a new or empty folder)"));
    if (target.exists() && !target.isDir())
        return cannotWriteMessage(m_target, Text::tr("it is a file, not a folder"));
    // QTemporaryDir makes its folder for its owner alone (0700); the finished one gets the permissions a
    // folder made by mkdir has (0777 less the umask), as a handout put on a web server needs.
    // Where the umask cannot be read the folder stays its owner's alone, never more open than asked.
    if (const auto mask = currentUmask())
        ::chmod(QFile::encodeName(m_folder->path()).constData(), 0777 & ~*mask);
    if (!QDir().rename(m_folder->path(), m_target))
        return cannotWriteMessage(m_target, Text::tr("the finished folder could not be renamed into place"));
    m_folder->setAutoRemove(false);
    m_folder.reset();
    return {};
}
