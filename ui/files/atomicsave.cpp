#include "ui/files/atomicsave.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstring>

namespace {

/// Translation context of this file (lupdate reads Q_DECLARE_TR_FUNCTIONS).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(AtomicSave)
};

} // namespace

QString cannotWriteMessage(const QString &path, const QString &reason)
{
    return Text::tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason);
}

QString saveTargetProblem(const QString &path)
{
    // QFileInfo follows a symbolic link: a link to a device or a FIFO is refused as the device is.
    const QFileInfo target(path);
    if (target.exists() && target.isDir())
        return cannotWriteMessage(path, Text::tr("it is a folder"));
    if (target.exists() && !target.isFile())
        return cannotWriteMessage(path, Text::tr("it is not a regular file"));
    return {};
}

bool isQtUnknownError(const QString &reason)
{
    // Qt's own text, looked up in Qt's context; not a literal lupdate would take for one of ours.
    static constexpr char context[] = "QIODevice";
    static constexpr char text[] = "Unknown error";
    return reason == QCoreApplication::translate(context, text);
}

QString fileErrorReason(const QFileDevice &file, int errorNumber)
{
    const QString reason = file.errorString();
    if (errorNumber == 0 || !isQtUnknownError(reason))
        return reason;
    return QString::fromLocal8Bit(std::strerror(errorNumber));
}

QString writeBytes(QIODevice &device, const QByteArray &bytes)
{
    // A nearly full disk takes part of a write without an error: writing the rest then fails with the
    // reason ("No space left on device") instead of "Unknown error".
    qint64 done = 0;
    while (done < bytes.size()) {
        errno = 0;
        const qint64 n = device.write(bytes.constData() + done, bytes.size() - done);
        const int errorNumber = errno;
        if (n <= 0) {
            const auto *file = qobject_cast<QFileDevice *>(&device);
            if (file && file->error() == QFileDevice::NoError)
                return Text::tr("only %1 of %2 bytes could be written").arg(done).arg(bytes.size());
            return file ? fileErrorReason(*file, errorNumber) : device.errorString();
        }
        done += n;
    }
    return {};
}

AtomicFile::AtomicFile(const QString &path, const QString &shownPath)
    : m_path(path), m_shownPath(shownPath.isEmpty() ? path : shownPath)
{}

AtomicFile::~AtomicFile()
{
    cancel();
}

QString AtomicFile::open()
{
    if (const QString problem = saveTargetProblem(m_path); !problem.isEmpty())
        return problem;
    m_file = std::make_unique<QSaveFile>(m_path);
    if (!m_file->open(QIODevice::WriteOnly)) {
        const QString reason = m_file->errorString();
        m_file.reset();
        return cannotWriteMessage(m_shownPath, reason);
    }
    return {};
}

QIODevice &AtomicFile::device()
{
    Q_ASSERT(m_file);
    return *m_file;
}

QString AtomicFile::commit()
{
    if (!m_file)
        return cannotWriteMessage(m_shownPath, Text::tr("the file is not open"));
    errno = 0;
    if (!m_file->flush()) {
        const QString reason = fileErrorReason(*m_file, errno);
        cancel();
        return cannotWriteMessage(m_shownPath, reason);
    }
    // QSaveFile::commit() flushes again, syncs and renames; its result says whether all of it worked.
    const bool committed = m_file->commit();
    const QString reason = m_file->errorString();
    m_file.reset();
    return committed ? QString() : cannotWriteMessage(m_shownPath, reason);
}

void AtomicFile::cancel()
{
    if (!m_file)
        return;
    m_file->cancelWriting();
    m_file.reset();
}

QString AtomicFile::reasonFor(const QString &reason) const
{
    if (reason.isEmpty() || !m_file || m_file->error() == QFileDevice::NoError)
        return reason;
    const QString own = m_file->errorString();
    return isQtUnknownError(own) ? reason : own;
}

QString AtomicFile::fail(const QString &reason)
{
    const QString why = reasonFor(reason.isEmpty() ? Text::tr("unknown error") : reason);
    cancel();
    return cannotWriteMessage(m_shownPath, why);
}

QString saveAtomically(const QString &path, const std::function<QString(QIODevice &)> &write,
                       const QString &shownPath)
{
    AtomicFile file(path, shownPath);
    if (const QString problem = file.open(); !problem.isEmpty())
        return problem;
    if (const QString reason = write(file.device()); !reason.isEmpty())
        return file.fail(reason);
    return file.commit();
}

QString saveBytes(const QByteArray &bytes, const QString &path, const QString &shownPath)
{
    return saveAtomically(path, [&bytes](QIODevice &device) { return writeBytes(device, bytes); }, shownPath);
}
