#pragma once
/// \file golden.h
/// \brief Loads the reference CSV files of tests/data/golden for the tests.

#include <posenc/io/csv.h>

#include <Eigen/Core>
#include <QFile>
#include <QString>
#include <QTest>

/// The matrix in golden file \a name (e.g. "pe_d4_L8_base10000.csv"); fails the test when unreadable.
inline Eigen::MatrixXd loadGolden(const QString &name)
{
    QFile file(QStringLiteral(POSENC_GOLDEN_DIR "/") + name);
    if (!file.open(QIODevice::ReadOnly)) {
        QTest::qFail(qPrintable(QStringLiteral("cannot open golden file %1").arg(file.fileName())), __FILE__,
                     __LINE__);
        return {};
    }
    std::string error;
    const auto matrix = posenc::parseCsv(file.readAll().toStdString(), &error);
    if (!matrix) {
        QTest::qFail(qPrintable(QStringLiteral("%1: %2").arg(name, QString::fromStdString(error))), __FILE__,
                     __LINE__);
        return {};
    }
    return *matrix;
}

/// Largest absolute element-wise difference; +infinity when the shapes differ.
inline double maxAbsDifference(const Eigen::MatrixXd &a, const Eigen::MatrixXd &b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return std::numeric_limits<double>::infinity();
    return a.size() == 0 ? 0.0 : (a - b).cwiseAbs().maxCoeff();
}
