#pragma once
/// \file npyfile.h
/// \brief Writes a small .npy table for a test (a learned table of any shape, made in the test itself).

#include <Eigen/Core>

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

/// Writes \a m as a version 1 little-endian float64 C-order .npy file (numpy's format.py) named \a name in
/// \a dir; returns its path.
inline QString writeNpy(const QTemporaryDir &dir, const QString &name, const Eigen::MatrixXd &m)
{
    QByteArray header = QStringLiteral("{'descr': '<f8', 'fortran_order': False, 'shape': (%1, %2), }")
                            .arg(m.rows())
                            .arg(m.cols())
                            .toLatin1();
    while ((10 + header.size() + 1) % 64 != 0)
        header.append(' ');
    header.append('\n');
    QByteArray bytes("\x93NUMPY\x01\x00", 8);
    const quint16 length = quint16(header.size());
    bytes.append(char(length & 0xff)).append(char(length >> 8)).append(header);
    for (Eigen::Index r = 0; r < m.rows(); ++r)
        for (Eigen::Index c = 0; c < m.cols(); ++c) {
            const double v = m(r, c);
            bytes.append(reinterpret_cast<const char *>(&v), sizeof v);
        }
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}
