// The learned table's three views: the whole table with the band past its end, the similarity of its rows
// (measured: distance only for a table that holds the sinusoidal PE, not for the untrained one), and the
// spectrum of its columns (a table holding the sinusoidal PE shows its ωᵢ).
#include "golden.h"
#include "npyfile.h"

#include "ui/figures/cellreadout.h"
#include "ui/figures/figureregistry.h"
#include "ui/figures/learnedsimilarityfigure.h"
#include "ui/figures/learnedspectrumfigure.h"
#include "ui/figures/learnedtablefigure.h"
#include "ui/state/explorerstate.h"
#include "ui/views/plotview.h"

#include <posenc/encodings/sinusoidal.h>

#include <qcustomplot.h>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <numbers>

namespace {

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

    // A learned table of odd width has no sines: the PE map names no lone sine (audit item 2: "(j 4: lone
    // sine)" under a 7 x 5 table), and neither does its cell readout; a sinusoidal d_model 5 still does.
    void oddLearnedTableHasNoLoneSine()
    {
        QTemporaryDir dir;
        ExplorerState state;
        openTable(state, writeNpy(dir, QStringLiteral("odd.npy"), Eigen::MatrixXd::Constant(7, 5, 0.25)), 7);
        QCOMPARE(state.dModel(), 5);
        PlotView view(&state, Figure::Encoding);
        const QString columns = view.axisRect()->axis(QCPAxis::atBottom)->label();
        QVERIFY2(!columns.contains(QStringLiteral("lone sine")), qPrintable(columns));
        const QString cell = describeCell(state, {figureName(Figure::Encoding), 2, 4});
        QVERIFY2(!cell.contains(QStringLiteral("lone sine")) && !cell.contains(QStringLiteral("sin(")), qPrintable(cell));
        QVERIFY2(cell.contains(QStringLiteral("0.25")), qPrintable(cell));
        ExplorerState sinusoidal;
        sinusoidal.setDModel(5);
        PlotView sines(&sinusoidal, Figure::Encoding);
        QVERIFY(sines.axisRect()->axis(QCPAxis::atBottom)->label().contains(QStringLiteral("(j 4: lone sine)")));
        QVERIFY(describeCell(sinusoidal, {figureName(Figure::Encoding), 2, 4}).contains(QStringLiteral("lone sine")));
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
