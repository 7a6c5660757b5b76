#include "ui/files/partialfolder.h"

#include "ui/files/atomicsave.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLockFile>
#include <QTemporaryDir>

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

} // namespace

PartialFolder::PartialFolder(const QString &target) : m_target(target) {}

PartialFolder::~PartialFolder()
{
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
    const QFileInfo target(m_target);
    m_folder = std::make_unique<QTemporaryDir>(target.absolutePath() + QLatin1Char('/') + prefixOf(m_target)
                                               + QStringLiteral("XXXXXX"));
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

QString PartialFolder::path() const
{
    return m_folder ? m_folder->path() : QString();
}

QString PartialFolder::putInPlace()
{
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
    if (!QDir().rename(m_folder->path(), m_target))
        return cannotWriteMessage(m_target, Text::tr("the finished folder could not be renamed into place"));
    m_folder->setAutoRemove(false);
    m_folder.reset();
    return {};
}
