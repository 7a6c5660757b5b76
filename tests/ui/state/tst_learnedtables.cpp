// The learned table's spectrum kept across d_model steps (ui/state/learnedtables): the seeded table's spectrum,
// computed once for a wider table and narrowed, equals the one computed for each d_model afresh.
#include "ui/state/learnedtables.h"
#include "ui/state/session.h"

#include <posenc/learned/learnedtable.h>
#include <posenc/learned/tableanalysis.h>

#include <QTest>

class TestLearnedTables : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void seededSpectrumAtEveryWidth();
};

void TestLearnedTables::seededSpectrumAtEveryWidth()
{
    Session session = Session::defaults();
    session.added = posenc::AddedEncoding::Learned;
    session.table.clear();
    // Narrower, wider than the width kept (rounded up to 128), the same again, a width past the kept one.
    for (const int dModel : {512, 300, 514, 514, 130, 641, 2}) {
        session.scheme.layout.dModel = dModel;
        const auto kept = learnedSpectrumOf(session);
        QVERIFY(kept);
        Eigen::MatrixXd rows(seededSpectrumPositions, dModel);
        posenc::LearnedTable::fillSeededRows(0, rows);
        const posenc::ColumnSpectrum fresh = posenc::columnSpectrum(rows.cast<float>());
        QCOMPARE(kept->positions, fresh.positions);
        QCOMPARE(kept->amplitude.cols(), Eigen::Index(dModel));
        QCOMPARE(kept->strongest.size(), Eigen::Index(dModel));
        QVERIFY2(kept->amplitude == fresh.amplitude, qPrintable(QStringLiteral("d_model %1: amplitudes differ").arg(dModel)));
        QVERIFY2(kept->strongest == fresh.strongest, qPrintable(QStringLiteral("d_model %1: strongest differ").arg(dModel)));
        QVERIFY(kept->angularFrequency == fresh.angularFrequency);
    }
}

QTEST_GUILESS_MAIN(TestLearnedTables)
#include "tst_learnedtables.moc"
