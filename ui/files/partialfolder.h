#pragma once
/// \file partialfolder.h
/// \brief A folder filled file by file and then put in place whole (an animation's PNG frames), so that a
/// failed, cancelled or killed export leaves no half-filled folder at its target.

#include <QString>

#include <memory>

class QLockFile;
class QTemporaryDir;

/// A hidden folder ".NAME-partial-XXXXXX" next to the target NAME (on the same file system, so that the
/// final rename is one step), holding a lock file (QLockFile: process id and host) while this process fills
/// it. One that a killed process left behind is found by its stale lock and removed when the next export
/// to the same target starts. The destructor removes a folder not put in place.
class PartialFolder
{
public:
    /// A folder for \a target, a path without trailing slash; nothing is created before create().
    explicit PartialFolder(const QString &target);
    ~PartialFolder();
    PartialFolder(const PartialFolder &) = delete;
    PartialFolder &operator=(const PartialFolder &) = delete;

    /// Removes the partial folders of the same target whose process is gone, then creates this one.
    /// Returns an empty string or "cannot write TARGET: reason".
    QString create();
    /// The folder to fill (empty before create()).
    QString path() const;
    /// Renames the folder to the target, which must be absent or an empty folder (that one makes way).
    /// Returns an empty string or "cannot write TARGET: reason"; on failure the folder stays, to be removed
    /// by the destructor.
    QString putInPlace();

    /// The partial folders next to \a target that no running process holds (what create() removes).
    static QStringList stale(const QString &target);

private:
    QString m_target;
    std::unique_ptr<QTemporaryDir> m_folder;
    std::unique_ptr<QLockFile> m_lock;
};
