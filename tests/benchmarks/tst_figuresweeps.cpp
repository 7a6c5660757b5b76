// The benchmark's figure sweeps cover the figure registry: every registered figure alone and in its tab, at
// each length, in the window and in presentation mode, and exported as PNG and SVG at each length; and the
// benchmark runs those sweeps (issue 53: a hand-written list had left 13 of 28 figures unmeasured).
#include "figuresweeps.h"

#include <QFile>
#include <QSet>
#include <QTest>

class TestFigureSweeps : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void interactionCoversEveryFigure();
    void exportCoversEveryFigure();
    void benchmarkRunsTheSweeps();
};

void TestFigureSweeps::interactionCoversEveryFigure()
{
    QSet<QString> seen;
    for (const figuresweeps::InteractionRow &row : figuresweeps::interactionRows()) {
        const QString key = QStringLiteral("%1 %2 %3 %4x%5")
                                .arg(figureName(row.figure))
                                .arg(row.alone)
                                .arg(row.length)
                                .arg(row.screen.width())
                                .arg(row.screen.height());
        QVERIFY2(!seen.contains(key), qPrintable(QStringLiteral("measured twice: ") + key));
        seen.insert(key);
        QVERIFY(row.target == (row.length <= 128 ? 16.0 : 50.0));
    }
    QVERIFY(!figureRegistry().isEmpty());
    for (const FigureEntry &entry : figureRegistry())
        for (const bool alone : {true, false})
            for (const int length : {128, 2048})
                for (const QSize screen : {QSize(), QSize(3840, 2160)}) {
                    const QString key = QStringLiteral("%1 %2 %3 %4x%5")
                                            .arg(figureName(entry.id))
                                            .arg(alone)
                                            .arg(length)
                                            .arg(screen.width())
                                            .arg(screen.height());
                    QVERIFY2(seen.contains(key), qPrintable(QStringLiteral("not in the interaction sweep: ") + key));
                }
    QCOMPARE(seen.size(), figureRegistry().size() * 8);
}

void TestFigureSweeps::exportCoversEveryFigure()
{
    QSet<QString> seen;
    for (const figuresweeps::ExportRow &row : figuresweeps::exportRows()) {
        // The name is what `posenc export --figure` is given: it must name the figure back.
        QCOMPARE(figureFromName(figureName(row.figure)), std::optional<Figure>(row.figure));
        seen.insert(QStringLiteral("%1 %2 %3").arg(figureName(row.figure), formatExtension(row.format)).arg(row.length));
    }
    for (const FigureEntry &entry : figureRegistry())
        for (const QString &format : {QStringLiteral("png"), QStringLiteral("svg")})
            for (const int length : {128, 2048}) {
                const QString key = QStringLiteral("%1 %2 %3").arg(figureName(entry.id), format).arg(length);
                QVERIFY2(seen.contains(key), qPrintable(QStringLiteral("not in the export sweep: ") + key));
            }
    QCOMPARE(seen.size(), figureRegistry().size() * 4);
}

void TestFigureSweeps::benchmarkRunsTheSweeps()
{
    // The benchmark's sweep functions iterate these rows (not a list of their own).
    QFile source(QStringLiteral(POSENC_SOURCE_DIR "/tests/benchmarks/bench_posenc.cpp"));
    QVERIFY(source.open(QIODevice::ReadOnly));
    const QByteArray text = source.readAll();
    QVERIFY(text.contains("void BenchPosEnc::figureSweep()"));
    QVERIFY(text.contains("figuresweeps::interactionRows()"));
    QVERIFY(text.contains("void BenchPosEnc::exportSweep()"));
    QVERIFY(text.contains("figuresweeps::exportRows()"));
}

QTEST_MAIN(TestFigureSweeps)
#include "tst_figuresweeps.moc"
