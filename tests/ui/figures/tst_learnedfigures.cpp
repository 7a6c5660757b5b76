// The learned table's three views: the whole table with the band past its end, the similarity of its rows
// (measured: distance only for a table that holds the sinusoidal PE, not for the untrained one), and the
// spectrum of its columns (a table holding the sinusoidal PE shows its ωᵢ).
#include "golden.h"

#include "ui/figures/figureregistry.h"
#include "ui/figures/learnedsimilarityfigure.h"
#include "ui/figures/learnedspectrumfigure.h"
#include "ui/figures/learnedtablefigure.h"
#include "ui/state/explorerstate.h"

#include <posenc/encodings/sinusoidal.h>

#include <qcustomplot.h>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <numbers>

namespace {

/// Writes \a m as a version 1 little-endian float64 C-order .npy file (numpy's format.py).
QString writeNpy(const QTemporaryDir &dir, const QString &name, const Eigen::MatrixXd &m)
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

/// A session with the table in \a path added, L = \a length.
void openTable(ExplorerState &state, const QString &path, int length)
{
    state.setField(QStringLiteral("table"), path);
    QCOMPARE(state.session().added, posenc::AddedEncoding::Learned);
    state.setLength(length);
}

} // namespace

class TestLearnedFigures : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void wholeTableEndsWhereTheFileEnds()
    {
        ExplorerState state;
        openTable(state, QStringLiteral(POSENC_GOLDEN_DIR "/learned/two_tensors.safetensors"), 10);
        QCustomPlot plot;
        LearnedTableFigure figure(&plot);
        figure.showData(state);
        QCOMPARE(figure.extent(), 10);
        QVERIFY(figure.showsEnd());
        QVERIFY2(figure.verdict().contains(QStringLiteral("holds positions 0 … 9")), qPrintable(figure.verdict()));
        // The seeded table ends too, at GPT-2's 1 024 rows (review N12: it had a row for every position, so
        // the lecture's "past its end" could not be shown without a checkpoint), and L stops there.
        ExplorerState seeded;
        seeded.setField(QStringLiteral("added"), QStringLiteral("learned"));
        figure.showData(seeded);
        QVERIFY(figure.showsEnd());
        QCOMPARE(figure.extent(), 1024);
        QVERIFY(figure.verdict().contains(QStringLiteral("untrained")));
        QVERIFY(figure.verdict().contains(QStringLiteral("position 1024 has no vector")));
        seeded.setField(QStringLiteral("length"), 1025);
        QVERIFY(seeded.length() <= 1024);
        seeded.setField(QStringLiteral("length"), 1024);
        QCOMPARE(seeded.length(), 1024);
    }

    void similarityOfASinusoidalTableDependsOnDistanceOnly()
    {
        QTemporaryDir dir;
        const Eigen::MatrixXd pe = posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(32), 300);
        ExplorerState state;
        openTable(state, writeNpy(dir, QStringLiteral("sinusoidal.npy"), pe), 64);
        QCustomPlot plot;
        LearnedSimilarityFigure figure(&plot);
        figure.showData(state);
        QVERIFY(std::abs(figure.profile().distanceShare - 1.0) < 1e-12);
        QVERIFY(figure.profile().largestSpread < 1e-12);
        QVERIFY2(figure.verdict().contains(QStringLiteral("as for the sinusoidal PE")), qPrintable(figure.verdict()));
        // The untrained table: noise, the distance explains little.
        ExplorerState seeded;
        seeded.setField(QStringLiteral("added"), QStringLiteral("learned"));
        seeded.setLength(64);
        seeded.setCosineSimilarity(true);
        figure.showData(seeded);
        QVERIFY2(figure.profile().distanceShare < 0.2, qPrintable(QString::number(figure.profile().distanceShare)));
        QVERIFY(figure.verdict().contains(QStringLiteral("largest spread")));
        // Above 512 positions every step-th: L 1024 is computed on 512 of them.
        seeded.setLength(1024);
        figure.showData(seeded);
        QCOMPARE(figure.step(), 2);
        QCOMPARE(figure.profile().mean.size(), 512);
        // The CSV is every entry, not the sampled matrix: row 0, column 1 is the cosine of two rows.
        const FigureTable table = figureEntry(Figure::LearnedSimilarity).table(seeded);
        QCOMPARE(table.rows, 1024);
        const Eigen::MatrixXd &rows = seeded.encoding();
        QVERIFY(std::abs(table.value(0, 1) - rows.row(0).dot(rows.row(1)) / (rows.row(0).norm() * rows.row(1).norm())) < 1e-15);
    }

    void spectrumOfASinusoidalTableShowsItsFrequencies()
    {
        QTemporaryDir dir;
        const posenc::SinusoidalScheme scheme = posenc::SinusoidalScheme::paper(16);
        ExplorerState state;
        openTable(state, writeNpy(dir, QStringLiteral("spectrum.npy"), posenc::sinusoidalEncoding(scheme, 512)), 16);
        QCustomPlot plot;
        LearnedSpectrumFigure figure(&plot);
        figure.showData(state);
        // Sorted fastest first: column 0 and 1 (ω₀ = 1) lead.
        const QList<int> order = figure.columnsByRank();
        QCOMPARE(order.size(), 16);
        QCOMPARE(std::min(order[0], order[1]), 0);
        QCOMPARE(std::max(order[0], order[1]), 1);
        // The CSV: the angular frequency, then each column's amplitude; column 0's largest sits in the bin of ω₀ = 1.
        const FigureTable table = figureEntry(Figure::LearnedSpectrum).table(state);
        QCOMPARE(table.rows, 256);
        QCOMPARE(table.columns, 17);
        int strongest = 0;
        for (int r = 0; r < table.rows; ++r)
            if (table.value(r, 1) > table.value(strongest, 1))
                strongest = r;
        QVERIFY(std::abs(table.value(strongest, 0) - 1.0) <= std::numbers::pi / 512 + 1e-12);
        QVERIFY(figure.verdict().contains(QStringLiteral("median")));
    }

    void learnedCsvIsTheRowsShown()
    {
        ExplorerState state;
        openTable(state, QStringLiteral(POSENC_GOLDEN_DIR "/learned/two_tensors.safetensors"), 10);
        const FigureTable table = figureEntry(Figure::Learned).table(state);
        const FigureTable pe = figureEntry(Figure::Encoding).table(state);
        QCOMPARE(table.rows, pe.rows);
        QCOMPARE(table.columns, pe.columns);
        const Eigen::MatrixXd golden = loadGolden(QStringLiteral("learned/learned_T_f32.csv"));
        for (int r = 0; r < table.rows; ++r)
            for (int c = 0; c < table.columns; ++c)
                QCOMPARE(table.value(r, c), golden(r, c));
    }
};

QTEST_MAIN(TestLearnedFigures)
#include "tst_learnedfigures.moc"
