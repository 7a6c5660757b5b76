#pragma once
/// \file atomicsave.h
/// \brief The one way PosEnc writes a file (figures, CSV, scenes, animations, frames): through a
/// temporary file that replaces the target only when every byte reached the disk, onto regular files
/// only. A failure (a full disk, a file-size limit, a folder without write permission) leaves an
/// existing file as it was, no partial file behind, and says so in one line.

#include <QByteArray>
#include <QString>

#include <functional>
#include <memory>

class QFileDevice;
class QIODevice;
class QSaveFile;

/// "cannot write PATH: reason", the one form of every write failure's message.
QString cannotWriteMessage(const QString &path, const QString &reason);

/// Why \a path cannot be replaced by a new file, as cannotWriteMessage(): "it is a folder", or "it is not
/// a regular file" for a device, a FIFO or a socket, also when \a path is a symbolic link to one (QSaveFile
/// would rename its temporary over /dev/null as root); an empty string when it may be written. A link
/// to a regular file is followed: its target is replaced, as an editor does.
QString saveTargetProblem(const QString &path);

/// Whether \a reason is Qt's own "Unknown error" (in the language Qt's translations give it), the reason
/// a QFileDevice states when a flush() of buffered bytes failed: a reason that says nothing.
bool isQtUnknownError(const QString &reason);

/// The reason \a file gives for its last error, or, where it has none to give (a failed flush() of
/// buffered bytes leaves Qt's "Unknown error"), the system's text for \a errorNumber, the errno read just
/// after the failing call ("File too large", "No space left on device").
QString fileErrorReason(const QFileDevice &file, int errorNumber);

/// Writes all of \a bytes to \a device; returns an empty string or the reason (a nearly full disk that
/// takes part of a write without an error is reported on the next write, with its reason).
QString writeBytes(QIODevice &device, const QByteArray &bytes);

/// A file written in steps (an animated GIF, frame by frame) that replaces its target at commit() only.
/// Its destructor discards an uncommitted file.
class AtomicFile
{
public:
    /// A file to put at \a path; messages name \a shownPath (default: \a path), the name the user knows
    /// (an animation's folder, for a frame written into its hidden temporary folder).
    explicit AtomicFile(const QString &path, const QString &shownPath = {});
    ~AtomicFile();
    AtomicFile(const AtomicFile &) = delete;
    AtomicFile &operator=(const AtomicFile &) = delete;

    /// Checks the target (saveTargetProblem()) and opens the temporary file. Returns an empty string or
    /// "cannot write PATH: reason".
    QString open();
    /// The temporary file to write to; only between a successful open() and commit() or cancel().
    QIODevice &device();
    /// Flushes what is buffered and puts the file in place. Buffered bytes can fail to reach the disk
    /// (a full disk) although every write() succeeded: QSaveFile::commit() alone would then put a
    /// truncated file in place. Returns an empty string or "cannot write PATH: reason"; on failure the
    /// target is as it was.
    QString commit();
    /// Discards the temporary file; the target stays as it was.
    void cancel();
    /// \a reason, or the file's own reason when a write failed ("File too large" where giflib only knows
    /// that its write fell short); empty when \a reason is.
    QString reasonFor(const QString &reason) const;
    /// cancel() and the message for \a reason, or the file's own reason when it has one (the device
    /// says "No space left on device" where a writer may only know that a write fell short).
    QString fail(const QString &reason);

private:
    QString m_path;
    QString m_shownPath;
    std::unique_ptr<QSaveFile> m_file;
};

/// Writes to \a path through an AtomicFile: \a write returns an empty string on success, else the
/// reason. Returns an empty string or "cannot write PATH: reason" (PATH: \a shownPath when given).
QString saveAtomically(const QString &path, const std::function<QString(QIODevice &)> &write,
                       const QString &shownPath = {});

/// Writes \a bytes to \a path atomically (see saveAtomically()). Returns an empty string or the error.
QString saveBytes(const QByteArray &bytes, const QString &path, const QString &shownPath = {});
