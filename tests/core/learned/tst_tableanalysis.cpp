// What the learned views measure: the diagonals of PE·PEᵀ (distance only for the sinusoidal PE, not for a
// random table) and the spectrum of each column (a cosine's frequency found in its bin).
#include <posenc/analysis/similarity.h>
#include <posenc/encodings/parameters.h>
#include <posenc/encodings/sinusoidal.h>
#include <posenc/learned/learnedtable.h>
#include <posenc/learned/tableanalysis.h>

#include <QTest>

#include <cmath>
#include <numbers>

using namespace posenc;

class TestTableAnalysis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sinusoidalDependsOnDistanceOnly()
    {
        const Eigen::MatrixXd pe = sinusoidalEncoding(SinusoidalScheme::paper(64), 48);
        const DiagonalProfile p = diagonalProfile(similarityMatrix(pe, false));
        QCOMPARE(p.mean.size(), 48);
        QVERIFY2(p.largestSpread < 1e-12, qPrintable(QString::number(p.largestSpread)));
        QVERIFY(std::abs(p.distanceShare - 1.0) < 1e-12);
        // The mean along diagonal k is the closed form Σᵢ cos(k ωᵢ).
        const Eigen::VectorXd closed = dotByOffset(SinusoidalScheme::paper(64), 47);
        QVERIFY((p.mean - closed).cwiseAbs().maxCoeff() < 1e-12);
        QVERIFY((p.highest - p.lowest).maxCoeff() < 1e-12);
    }

    void oddDModelDoesNot()
    {
        // The lone sine of d_model 7 (base 10: ω₃ = 0.14) adds sin(ω p₁) sin(ω p₂): the diagonals spread.
        const Eigen::MatrixXd pe = sinusoidalEncoding(SinusoidalScheme::paper(7, 10.0), 32);
        const DiagonalProfile p = diagonalProfile(similarityMatrix(pe, false));
        QVERIFY(p.largestSpread > 0.1);
        QVERIFY(p.distanceShare < 1.0 - 1e-6);
        QCOMPARE(p.highest(p.largestSpreadOffset) - p.lowest(p.largestSpreadOffset), p.largestSpread);
    }

    void untrainedTableIsNoise()
    {
        const LearnedTable seeded = LearnedTable::seeded(128, 256);
        Eigen::MatrixXd rows(128, 256);
        seeded.fillRows(0, rows);
        const DiagonalProfile p = diagonalProfile(similarityMatrix(rows, true));
        QVERIFY2(p.distanceShare < 0.1, qPrintable(QString::number(p.distanceShare)));
        QCOMPARE(p.mean(0), 1.0); // cosine of a row with itself
    }

    void tinyAndBadMatrices()
    {
        Eigen::MatrixXd one(1, 1);
        one << 3.0;
        const DiagonalProfile p = diagonalProfile(one);
        QCOMPARE(p.largestSpread, 0.0);
        QCOMPARE(p.distanceShare, 1.0);
        QVERIFY_THROWS_EXCEPTION(ParameterError, diagonalProfile(Eigen::MatrixXd(2, 3)));
        QVERIFY_THROWS_EXCEPTION(ParameterError, diagonalProfile(Eigen::MatrixXd()));
        Eigen::MatrixXd nan = Eigen::MatrixXd::Ones(3, 3);
        nan(0, 2) = std::nan("");
        QVERIFY_THROWS_EXCEPTION(ParameterError, diagonalProfile(nan)); // not "100 % explained"
    }

    void cosineFoundInItsBin()
    {
        const int n = 256;
        Eigen::MatrixXf rows(n, 3);
        const double w = 2 * std::numbers::pi * 10 / n; // bin 10 exactly
        for (int p = 0; p < n; ++p) {
            rows(p, 0) = float(std::cos(w * p));
            rows(p, 1) = 2.5f; // constant: no frequency
            rows(p, 2) = float(std::sin(0.5 * p) + 0.1 * std::cos(3.0 * p));
        }
        const ColumnSpectrum s = columnSpectrum(rows);
        QCOMPARE(s.positions, n);
        QCOMPARE(s.angularFrequency.size(), n / 2);
        QCOMPARE(s.amplitude.rows(), n / 2);
        QCOMPARE(s.amplitude.cols(), 3);
        QCOMPARE(s.strongest(0), w);
        QCOMPARE(s.amplitude(9, 0), 1.0f);
        // The Hann window keeps a bin-centred cosine to its bin and the two beside it.
        QVERIFY(s.amplitude(30, 0) < 1e-4f);
        QCOMPARE(s.strongest(1), 0.0);
        QVERIFY(s.amplitude.col(1).isZero());
        // Between bins: the nearest bin wins, 0.5 rad/position.
        const double bin = 2 * std::numbers::pi / n;
        QVERIFY(std::abs(s.strongest(2) - 0.5) <= bin / 2 + 1e-12);
    }

    void sinusoidalColumnsHaveTheirFrequencies()
    {
        // Each column of the sinusoidal PE holds one ωᵢ: found within half a bin wherever ωᵢ is resolved.
        const SinusoidalScheme scheme = SinusoidalScheme::paper(32);
        const int n = 1024;
        const Eigen::MatrixXf rows = sinusoidalEncoding(scheme, n).cast<float>();
        const ColumnSpectrum s = columnSpectrum(rows);
        const double bin = 2 * std::numbers::pi / n;
        int checked = 0;
        for (int j = 0; j < 32; ++j) {
            const double w = scheme.angularFrequency(j / 2);
            if (w < 4 * bin)
                continue; // fewer than four periods in N rows: not resolved
            QVERIFY2(std::abs(s.strongest(j) - w) <= bin / 2 + 1e-9, qPrintable(QString::number(j)));
            ++checked;
        }
        QVERIFY(checked >= 12); // ωᵢ >= 4 bins for i <= 6
    }

    void refusesWhatItCannotTransform()
    {
        QVERIFY_THROWS_EXCEPTION(ParameterError, columnSpectrum(Eigen::MatrixXf::Zero(3, 2)));
        QVERIFY_THROWS_EXCEPTION(ParameterError, columnSpectrum(Eigen::MatrixXf::Zero(8, 0)));
        Eigen::MatrixXf nan = Eigen::MatrixXf::Zero(8, 2);
        nan(3, 1) = std::nanf("");
        QVERIFY_THROWS_EXCEPTION(ParameterError, columnSpectrum(nan));
    }
};

QTEST_APPLESS_MAIN(TestTableAnalysis)
#include "tst_tableanalysis.moc"
