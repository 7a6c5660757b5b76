// The state object: defaults, change signals, coalesced recomputation, what each change rebuilds,
// and the rule that L follows the text.
#include "golden.h"

#include <explorerstate.h>
#include <sinusoidal.h>
#include <tokenembedding.h>

#include <QSignalSpy>
#include <QTest>

class TestExplorerState : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void defaultsAreTheSeedFigures();
    void setterEmitsOnceAndOnlyOnChange();
    void dModelSweepRecomputesOnce();
    void offsetAndPositionRebuildNoMatrix();
    void baseDoesNotRebuildEmbedding();
    void lengthFollowsText();
    void paddingRowsSumToPe();
    void selectionIsClampedToLength();
    void firstPositionKeepsSelectedRow();
    void settersClampToAllowedRanges();
    void hover();
    void resetToDefaults();
};

void TestExplorerState::defaultsAreTheSeedFigures()
{
    ExplorerState state;
    QCOMPARE(state.dModel(), 60);
    QCOMPARE(state.base(), 10000.0);
    QCOMPARE(state.length(), 16);
    QCOMPARE(state.tokens().size(), 16);
    QCOMPARE(state.position(), 0);
    QCOMPARE(state.offset(), 0);
    QVERIFY(maxAbsDifference(state.encoding(), loadGolden(QStringLiteral("pe_d60_L16_base10000.csv"))) <= 1e-12);
    QCOMPARE(state.embedding().rows(), Eigen::Index(16));
    QCOMPARE(state.sum().cols(), Eigen::Index(60));
    QCOMPARE(state.angularFrequencies().size(), Eigen::Index(30));
    QCOMPARE(state.wavelengths()(0), 2 * M_PI);
}

void TestExplorerState::setterEmitsOnceAndOnlyOnChange()
{
    ExplorerState state;
    QSignalSpy dModel(&state, &ExplorerState::dModelChanged);
    QSignalSpy encoding(&state, &ExplorerState::encodingChanged);
    state.setDModel(64);
    QCOMPARE(dModel.count(), 1);
    QCOMPARE(dModel.first().first().toInt(), 64);
    QCOMPARE(encoding.count(), 0); // coalesced: announced by the event loop
    QVERIFY(QTest::qWaitFor([&] { return encoding.count() == 1; }));
    state.setDModel(64);
    QCoreApplication::processEvents();
    QCOMPARE(dModel.count(), 1);
    QCOMPARE(encoding.count(), 1);
    // A getter is never stale, even before the signal.
    state.setDModel(8);
    QCOMPARE(state.encoding().cols(), Eigen::Index(8));
}

void TestExplorerState::dModelSweepRecomputesOnce()
{
    ExplorerState state;
    QSignalSpy encoding(&state, &ExplorerState::encodingChanged);
    QSignalSpy dModel(&state, &ExplorerState::dModelChanged);
    for (int d = 64; d <= 512; d += 2)
        state.setDModel(d);
    QCOMPARE(dModel.count(), 225);
    QCoreApplication::processEvents();
    QCOMPARE(encoding.count(), 1);
    QCOMPARE(state.encoding().cols(), Eigen::Index(512));
    QCOMPARE(state.sum().cols(), Eigen::Index(512));
}

void TestExplorerState::offsetAndPositionRebuildNoMatrix()
{
    ExplorerState state;
    QCoreApplication::processEvents();
    const double *before = state.encoding().data();
    QSignalSpy encoding(&state, &ExplorerState::encodingChanged);
    QSignalSpy embedding(&state, &ExplorerState::embeddingChanged);
    QSignalSpy sum(&state, &ExplorerState::sumChanged);
    QSignalSpy frequencies(&state, &ExplorerState::frequenciesChanged);
    QSignalSpy offset(&state, &ExplorerState::offsetChanged);
    QSignalSpy position(&state, &ExplorerState::positionChanged);
    state.setOffset(3);
    state.setPosition(7);
    QCoreApplication::processEvents();
    QCOMPARE(offset.count(), 1);
    QCOMPARE(position.count(), 1);
    QCOMPARE(encoding.count() + embedding.count() + sum.count() + frequencies.count(), 0);
    QCOMPARE(state.encoding().data(), before); // same buffer: not rebuilt
}

void TestExplorerState::baseDoesNotRebuildEmbedding()
{
    ExplorerState state;
    QCoreApplication::processEvents();
    QSignalSpy encoding(&state, &ExplorerState::encodingChanged);
    QSignalSpy embedding(&state, &ExplorerState::embeddingChanged);
    QSignalSpy frequencies(&state, &ExplorerState::frequenciesChanged);
    state.setBase(100.0);
    QCoreApplication::processEvents();
    QCOMPARE(encoding.count(), 1);
    QCOMPARE(frequencies.count(), 1);
    QCOMPARE(embedding.count(), 0);
    QCOMPARE(state.encoding(), posenc::sinusoidalEncoding({60, 16, 100.0, 0}));
}

void TestExplorerState::lengthFollowsText()
{
    ExplorerState state;
    QSignalSpy length(&state, &ExplorerState::lengthChanged);
    QSignalSpy tokens(&state, &ExplorerState::tokensChanged);
    state.setText(QStringLiteral("我是一条狗"));
    QCOMPARE(state.length(), 5);
    QCOMPARE(length.count(), 1);
    QCOMPARE(state.tokens(), QStringList({"我", "是", "一", "条", "狗"}));
    QCoreApplication::processEvents();
    QCOMPARE(tokens.count(), 1);
    state.setText(QStringLiteral("I love you"));
    QCOMPARE(state.length(), 3);
    state.setText(QString());
    QCOMPARE(state.length(), 1); // at least one row: all padding
    QVERIFY(state.embedding().isZero(0.0));
}

void TestExplorerState::paddingRowsSumToPe()
{
    ExplorerState state;
    state.setText(QStringLiteral("you love I"));
    state.setLength(8);
    QCOMPARE(state.tokenAt(2), QStringLiteral("I"));
    QCOMPARE(state.tokenAt(3), QString());
    QVERIFY(state.embedding().bottomRows(5).isZero(0.0));
    QVERIFY(state.sum().bottomRows(5) == state.encoding().bottomRows(5));
    QVERIFY(state.sum().topRows(3) == state.embedding().topRows(3) + state.encoding().topRows(3));
    // Fewer rows than tokens: the last tokens are cut off.
    state.setLength(2);
    QCOMPARE(state.embedding().rows(), Eigen::Index(2));
    QCOMPARE(state.tokenAt(2), QString());
}

void TestExplorerState::selectionIsClampedToLength()
{
    ExplorerState state;
    state.setPosition(15);
    state.setOffset(-16);
    QSignalSpy position(&state, &ExplorerState::positionChanged);
    QSignalSpy offset(&state, &ExplorerState::offsetChanged);
    state.setLength(4);
    QCOMPARE(state.position(), 3);
    QCOMPARE(state.offset(), -4);
    QCOMPARE(position.count(), 1);
    QCOMPARE(offset.count(), 1);
    state.setPosition(100);
    QCOMPARE(state.position(), 3);
}

void TestExplorerState::firstPositionKeepsSelectedRow()
{
    ExplorerState state;
    state.setPosition(4);
    state.setFirstPosition(10);
    QCOMPARE(state.position(), 14);
    QCOMPARE(state.selectedRow(), 4);
    QCOMPARE(state.encoding(), posenc::sinusoidalEncoding({60, 16, 10000.0, 10}));
}

void TestExplorerState::settersClampToAllowedRanges()
{
    ExplorerState state;
    state.setDModel(0);
    QCOMPARE(state.dModel(), 1);
    state.setDModel(100000);
    QCOMPARE(state.dModel(), 4096);
    state.setBase(1.0);
    QVERIFY(state.base() > 1.0);
    QVERIFY(state.encoding().allFinite());
    state.setBase(std::numeric_limits<double>::quiet_NaN());
    QVERIFY(state.base() > 1.0);
    state.setLength(-3);
    QCOMPARE(state.length(), 1);
}

void TestExplorerState::hover()
{
    ExplorerState state;
    QSignalSpy hover(&state, &ExplorerState::hoverChanged);
    state.setHover({Figure::Encoding, 2, 7});
    state.setHover({Figure::Encoding, 2, 7});
    QCOMPARE(hover.count(), 1);
    QCOMPARE(state.hover()->column, 7);
    state.setDModel(6); // the hovered column no longer exists
    QVERIFY(!state.hover().has_value());
    QCOMPARE(hover.count(), 2);
}

void TestExplorerState::resetToDefaults()
{
    ExplorerState state;
    state.setText(QStringLiteral("a b"));
    state.setDModel(7);
    state.setBase(50);
    state.setOffset(1);
    state.setScaleEmbedding(false);
    state.resetToDefaults();
    QCOMPARE(state.text(), ExplorerState::defaultText());
    QCOMPARE(state.dModel(), 60);
    QCOMPARE(state.base(), 10000.0);
    QCOMPARE(state.length(), 16);
    QCOMPARE(state.offset(), 0);
    QVERIFY(state.scaleEmbedding());
}

QTEST_GUILESS_MAIN(TestExplorerState)
#include "tst_explorerstate.moc"
