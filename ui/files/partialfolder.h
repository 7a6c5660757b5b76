#pragma once
/// \file partialfolder.h
/// \brief A folder filled file by file and then put in place whole (a deck's PNG pages, a handout, an
/// animation's PNG frames), so that a failed, cancelled or killed export leaves no half-filled folder at its
/// target, and, where the file system allows, nothing at all.

#include <QString>

#include <memory>
#include <mutex>
#include <vector>

class QLockFile;
class QTemporaryDir;

/// The files of a folder to be, held as unnamed files (Linux O_TMPFILE) in the target's parent folder
/// while the export runs: a process killed even with SIGKILL leaves nothing, as the kernel frees an unnamed
/// file with its last descriptor. putInPlace() links them into a hidden folder ".NAME-partial-XXXXXX" and
/// renames that to the target NAME in one step.
///
/// Where unnamed files cannot be made (a file system without O_TMPFILE, no descriptor left), and past 256
/// files (or a quarter of the process's descriptors), the files go into the hidden folder instead, which holds a lock file (QLockFile: process id and host)
/// while this process fills it; one that a killed process left behind is found by its stale lock and
/// removed when the next export to the same target starts. The destructor discards files not put in place.
/// save() may be called from several threads at once.
class PartialFolder
{
public:
    /// A folder for \a target, a path without trailing slash; nothing is created before create().
    explicit PartialFolder(const QString &target);
    ~PartialFolder();
    PartialFolder(const PartialFolder &) = delete;
    PartialFolder &operator=(const PartialFolder &) = delete;

    /// Removes the partial folders of the same target whose process is gone and checks that the target's
    /// parent folder takes files. Returns an empty string or "cannot write TARGET: reason".
    QString create();
    /// Writes \a bytes as the file \a name ('/'-separated, relative to the folder: "figures/en/step-01.svg";
    /// its folders are made at putInPlace()). Returns an empty string or "cannot write TARGET: reason" (a
    /// full disk: "No space left on device").
    QString save(const QString &name, const QByteArray &bytes);
    /// Puts every saved file in the folder and renames it to the target, which must be absent or an empty
    /// folder (that one makes way). Returns an empty string or "cannot write TARGET: reason"; on failure
    /// nothing is at the target and the destructor removes what was made.
    QString putInPlace();
    /// Whether the files saved so far are held unnamed (nothing a killed process could leave behind);
    /// false once they have gone into the hidden folder.
    bool holdsUnnamedFiles() const;

    /// The partial folders next to \a target that no running process holds (what create() removes).
    static QStringList stale(const QString &target);

private:
    /// A file saved but not yet named: its descriptor and its name in the folder.
    struct Held
    {
        QString name;
        int descriptor = -1;
    };

    /// Closes the spare descriptor (room for the lock file when none is left).
    void dropSpare();
    /// Makes the hidden folder with its lock; an empty string or the message.
    QString makeFolder();
    /// Links every held file into the hidden folder and closes its descriptor; an empty string or the message.
    QString nameHeldFiles();
    /// From unnamed files to the hidden folder: makes it and names the held files in it; an empty string
    /// or the message.
    QString moveIntoFolder();
    /// Writes \a bytes into the hidden folder as \a name; an empty string or the message.
    QString saveNamed(const QString &name, const QByteArray &bytes);

    QString m_target;
    QString m_parent; ///< the target's parent folder, where unnamed files are made
    std::mutex m_mutex; ///< guards the held files and the switch to the hidden folder
    std::vector<Held> m_held;
    bool m_unnamed = false; ///< files are held unnamed (decided at create())
    int m_spare = -1; ///< a descriptor kept in reserve while files are held unnamed
    std::unique_ptr<QTemporaryDir> m_folder;
    std::unique_ptr<QLockFile> m_lock;
};
