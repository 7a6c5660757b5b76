#pragma once
/// \file checkedwrite.h
/// \brief A write-only device in front of another that remembers the first failed write, for writers
/// that stream into a device and do not look at what write() returns (QPdfWriter: its QDataStream drops
/// every write after a short one without a word, and QPainter::end() still returns true).

#include <QIODevice>
#include <QString>

/// Forwards every write to a target device through writeBytes() (a short write is retried, so a nearly
/// full disk gives its reason: "No space left on device", "File too large"). After the first failure it
/// refuses every later write and keeps the reason: check reason() before putting the file in place.
class CheckedWriteDevice : public QIODevice
{
public:
    /// A device writing to \a target, which must outlive it and be open for writing; opened WriteOnly.
    explicit CheckedWriteDevice(QIODevice &target);
    /// The first write's failure, or an empty string when every write reached the target.
    QString reason() const { return m_reason; }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 length) override;

private:
    QIODevice &m_target;
    QString m_reason;
};
