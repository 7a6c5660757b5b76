// The heat maps' data: entries and pixel reductions of the embedding, PE and sum, from the state.
#include "ui/figures/heatmapdata.h"
#include "ui/state/explorerstate.h"

#include <posenc/analysis/displayreduction.h>

#include <QTest>

class TestHeatmapData : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void valuesAreTheMatrices();
    void displayMatricesAreReductionsOfTheMatrices();
    void aLearnedTableIsReducedWithoutPairs();
};

void TestHeatmapData::valuesAreTheMatrices()
{
    ExplorerState state;
    state.setDModel(7);
    state.setLength(20); // rows past the 16 tokens: padding, so sum = PE there
    const Eigen::MatrixXd embedding = state.embedding();
    const Eigen::MatrixXd &pe = state.encoding();
    QCOMPARE(heatmapMatrix(state, Figure::Embedding), embedding);
    QCOMPARE(heatmapMatrix(state, Figure::Encoding), pe);
    QCOMPARE(heatmapMatrix(state, Figure::Sum), (embedding + pe).eval());
    for (int r = 0; r < 20; r += 3)
        for (int j = 0; j < 7; ++j) {
            QCOMPARE(heatmapValue(state, Figure::Embedding, r, j), embedding(r, j));
            QCOMPARE(heatmapValue(state, Figure::Encoding, r, j), pe(r, j));
            QCOMPARE(heatmapValue(state, Figure::Sum, r, j), embedding(r, j) + pe(r, j));
        }
    QCOMPARE(heatmapValue(state, Figure::Sum, 18, 2), pe(18, 2));
}

void TestHeatmapData::displayMatricesAreReductionsOfTheMatrices()
{
    ExplorerState state;
    state.setLength(300);
    state.setDModel(200);
    for (const Figure figure : {Figure::Embedding, Figure::Encoding, Figure::Sum}) {
        const Eigen::MatrixXd full = heatmapMatrix(state, figure);
        QCOMPARE(heatmapDisplayMatrix(state, figure, 300, 200), full);
        const Eigen::MatrixXd shown = heatmapDisplayMatrix(state, figure, 77, 50);
        if (figure == Figure::Embedding) {
            QCOMPARE(shown, posenc::reduceByLargestMagnitude(full, 77, 50));
        } else {
            const auto column = [&full](int c, double *) { return full.col(c).data(); };
            QCOMPARE(shown, posenc::reducePairedColumnsByLargestMagnitude(state.scheme().layout, 300, 77, 50,
                                                                          column));
        }
        QCOMPARE(heatmapDisplayMatrix(state, figure, 5000, 5000).rows(),
                 Eigen::Index(300)); // never more than the matrix
    }
}

void TestHeatmapData::aLearnedTableIsReducedWithoutPairs()
{
    // A learned table's columns are not sine/cosine pairs: reduced as plain columns, whatever the sinusoidal
    // layout. With the halves layout of an odd d_model the pairing dropped the table's last column (it sits
    // where the sinusoidal PE has its zero padding column).
    ExplorerState state;
    state.setLength(300);
    state.setField(QStringLiteral("layout"), QStringLiteral("halves-padded"));
    state.setField(QStringLiteral("added"), QStringLiteral("learned"));
    state.setDModel(201);
    QCOMPARE(state.dModel(), 201);
    for (const Figure figure : {Figure::Encoding, Figure::Sum}) {
        const Eigen::MatrixXd full = heatmapMatrix(state, figure);
        const auto column = [&full](int c, double *) { return full.col(c).data(); };
        const Eigen::MatrixXd shown = heatmapDisplayMatrix(state, figure, 77, 50);
        QCOMPARE(shown, posenc::reduceColumnsByLargestMagnitude(300, 201, 77, 50, column));
        // The last column block holds the table's last column: its largest entries show.
        const Eigen::Index last = shown.cols() - 1;
        QVERIFY(shown.col(last).cwiseAbs().maxCoeff() >= full.col(200).head(3).cwiseAbs().maxCoeff());
        QVERIFY(!shown.col(last).isZero(0));
    }
}

QTEST_GUILESS_MAIN(TestHeatmapData)
#include "tst_heatmapdata.moc"
