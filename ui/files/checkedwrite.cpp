#include "ui/files/checkedwrite.h"

#include "ui/files/atomicsave.h"

CheckedWriteDevice::CheckedWriteDevice(QIODevice &target) : m_target(target)
{
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

qint64 CheckedWriteDevice::writeData(const char *data, qint64 length)
{
    if (!m_reason.isEmpty())
        return -1;
    m_reason = writeBytes(m_target, QByteArray::fromRawData(data, static_cast<qsizetype>(length)));
    return m_reason.isEmpty() ? length : -1;
}
