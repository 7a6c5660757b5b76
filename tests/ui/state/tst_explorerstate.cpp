// The state object: defaults, change signals, coalesced recomputation, what each change rebuilds,
// and the rule that L follows the text.
#include "golden.h"

#include <posenc/analysis/displayreduction.h>
#include <posenc/analysis/similarity.h>
#include <posenc/embedding/tokenembedding.h>
#include <posenc/encodings/sinusoidal.h>
#include "ui/state/explorerstate.h"

#include <QMetaProperty>
#include <QSignalSpy>
#include <QTest>

class TestExplorerState : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void reorderedSentenceFollowsARetypedFirst();
    void attentionFollowsTheT5Table();
    void defaultsAreTheSeedFigures();
    void typingASentenceKeepsTheChosenSelection();
    void setterEmitsOnceAndOnlyOnChange();
    void everyPropertyNotifiesOnlyOnChange_data();
    void everyPropertyNotifiesOnlyOnChange();
    void gettersAreConsistentInsideSignals();
    void sameTokensDoNotRebuildTheEmbedding();
    void dModelSweepRecomputesOnce();
    void offsetAndPositionRebuildNoMatrix();
    void baseDoesNotRebuildEmbedding();
    void baseLeavesALearnedTable();
    void lengthFollowsText();
    void paddingRowsSumToPe();
    void selectionIsClampedToLength();
    void firstPositionKeepsSelectedRow();
    void settersClampToAllowedRanges();
    void hover();
    void resetToDefaults();
    void selectionsFollowTheSizes();
    void similarityIsTheCoresMatrix();
    void attentionDemonstration();
    void attentionInTheBackgroundKeepsTheLatestRequest();
    void largeSessionsArePreparedInTheBackground();
    void whyDataIsRecomputedOnlyWhenAffected();
    void conventionSetsItsPartsAtOnce();
    void layoutKeepsTheSelectedPair();
};

void TestExplorerState::defaultsAreTheSeedFigures()
{
    ExplorerState state;
    QCOMPARE(state.dModel(), 60);
    QCOMPARE(state.base(), 10000.0);
    QCOMPARE(state.length(), 16);
    QCOMPARE(state.tokens().size(), 16);
    QCOMPARE(state.position(), 1); // the seed's example: PE(1) turned into PE(3)
    QCOMPARE(state.offset(), 2);
    QCOMPARE(state.comparePosition(), 8);
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

void TestExplorerState::everyPropertyNotifiesOnlyOnChange_data()
{
    QTest::addColumn<QByteArray>("property");
    QTest::addColumn<QVariant>("other");
    QTest::newRow("dModel") << QByteArray("dModel") << QVariant(32);
    QTest::newRow("base") << QByteArray("base") << QVariant(500.0);
    QTest::newRow("length") << QByteArray("length") << QVariant(20);
    QTest::newRow("firstPosition") << QByteArray("firstPosition") << QVariant(3);
    QTest::newRow("position") << QByteArray("position") << QVariant(4);
    QTest::newRow("offset") << QByteArray("offset") << QVariant(-2);
    QTest::newRow("text") << QByteArray("text") << QVariant(QStringLiteral("I love you"));
    QTest::newRow("scaleEmbedding") << QByteArray("scaleEmbedding") << QVariant(false);
    QTest::newRow("dimension") << QByteArray("dimension") << QVariant(7);
    QTest::newRow("comparisonBase") << QByteArray("comparisonBase") << QVariant(100000.0);
    QTest::newRow("comparePosition") << QByteArray("comparePosition") << QVariant(11);
    QTest::newRow("cosineSimilarity") << QByteArray("cosineSimilarity") << QVariant(true);
    QTest::newRow("attentionText") << QByteArray("attentionText") << QVariant(QStringLiteral("a b c"));
    QTest::newRow("attentionReorderedText") << QByteArray("attentionReorderedText") << QVariant(QStringLiteral("c b a"));
    QTest::newRow("attentionWithPe") << QByteArray("attentionWithPe") << QVariant(true);
    QTest::newRow("layout") << QByteArray("layout") << QVariant(QStringLiteral("halves"));
    QTest::newRow("spacing") << QByteArray("spacing") << QVariant(QStringLiteral("t2t"));
    QTest::newRow("paddingIdx") << QByteArray("paddingIdx") << QVariant(4);
}

void TestExplorerState::everyPropertyNotifiesOnlyOnChange()
{
    QFETCH(QByteArray, property);
    QFETCH(QVariant, other);
    ExplorerState state;
    const QMetaProperty meta = state.metaObject()->property(state.metaObject()->indexOfProperty(property));
    QVERIFY(meta.isValid());
    QVERIFY(meta.hasNotifySignal());
    QSignalSpy spy(&state, meta.notifySignal());
    QVERIFY(meta.write(&state, meta.read(&state))); // the same value
    QCOMPARE(spy.count(), 0);
    QVERIFY(meta.write(&state, other));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(meta.read(&state), other);
    QVERIFY(meta.write(&state, other));
    QCOMPARE(spy.count(), 1);
}

void TestExplorerState::gettersAreConsistentInsideSignals()
{
    // A view reading any matrix in any change signal must get data of the current shape (never stale).
    ExplorerState state;
    int checks = 0;
    QStringList problems;
    auto check = [&] {
        ++checks;
        try {
            const auto rows = Eigen::Index(state.length());
            const auto cols = Eigen::Index(state.dModel());
            const QList<std::pair<QString, Eigen::MatrixXd>> matrices = {
                {QStringLiteral("embedding"), state.embedding()},
                {QStringLiteral("pe"), state.encoding()},
                {QStringLiteral("sum"), state.sum()}};
            for (const auto &[name, m] : matrices) {
                if (m.rows() != rows || m.cols() != cols)
                    problems << QStringLiteral("%1 is %2 x %3, expected %4 x %5")
                                    .arg(name).arg(m.rows()).arg(m.cols()).arg(rows).arg(cols);
            }
            if (state.angularFrequencies().size() != (state.dModel() + 1) / 2)
                problems << QStringLiteral("frequencies stale");
            if (state.position() < state.firstPosition() || state.selectedRow() >= state.length())
                problems << QStringLiteral("position outside the rows");
        } catch (const std::exception &error) {
            problems << QString::fromUtf8(error.what());
        }
    };
    for (auto signal : {&ExplorerState::dModelChanged, &ExplorerState::lengthChanged,
                        &ExplorerState::firstPositionChanged, &ExplorerState::positionChanged,
                        &ExplorerState::offsetChanged})
        connect(&state, signal, this, check);
    connect(&state, &ExplorerState::textChanged, this, check);
    connect(&state, &ExplorerState::baseChanged, this, check);
    connect(&state, &ExplorerState::hoverChanged, this, check);
    state.setPosition(10);
    state.setOffset(-12);
    state.setHover({QStringLiteral("sum"), 12, 50});
    state.embedding();
    state.setText(QStringLiteral("I love you")); // L 16 -> 3 moves position, offset, hover
    state.setDModel(8);
    state.setLength(30);
    state.setFirstPosition(3);
    state.setBase(42);
    state.setText(QStringLiteral("我是一条狗"));
    QVERIFY(checks >= 12);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
}

void TestExplorerState::sameTokensDoNotRebuildTheEmbedding()
{
    ExplorerState state;
    QCoreApplication::processEvents();
    const Eigen::MatrixXd before = state.embedding();
    QSignalSpy text(&state, &ExplorerState::textChanged);
    QSignalSpy tokens(&state, &ExplorerState::tokensChanged);
    QSignalSpy embedding(&state, &ExplorerState::embeddingChanged);
    state.setText(state.text() + QStringLiteral("  "));
    QCoreApplication::processEvents();
    QCOMPARE(text.count(), 1);
    QCOMPARE(tokens.count(), 0);
    QCOMPARE(embedding.count(), 0);
    QCOMPARE(state.embedding(), before);
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
    QCOMPARE(state.encoding(), posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(60, 100.0, 0), 16));
}

void TestExplorerState::baseLeavesALearnedTable()
{
    // A learned table's rows do not read the base: a base step does not send encodingChanged() (the
    // figures of the table's rows alone keep their image), while the similarity (which holds the sinusoidal
    // closed form) and a d_model step still follow; the layout stays in the key (the heat maps' pairs).
    ExplorerState state;
    Session s = state.session();
    s.added = posenc::AddedEncoding::Learned;
    state.setSession(s);
    QCoreApplication::processEvents();
    const Eigen::MatrixXd before = state.encoding();
    QSignalSpy encoding(&state, &ExplorerState::encodingChanged);
    QSignalSpy similarity(&state, &ExplorerState::similarityChanged);
    state.setBase(100.0);
    QCoreApplication::processEvents();
    QCOMPARE(encoding.count(), 0);
    QCOMPARE(similarity.count(), 1);
    QCOMPARE(state.encoding(), before);
    state.setDModel(62);
    QCoreApplication::processEvents();
    QCOMPARE(encoding.count(), 1);
    QCOMPARE(state.encoding().cols(), Eigen::Index(62));
    QCOMPARE(state.encoding().leftCols(60), before);
    state.setPairOrder(posenc::PairOrder::Halves); // the layout: the heat maps reduce in its pairs
    QCoreApplication::processEvents();
    QCOMPARE(encoding.count(), 2);
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
    QCOMPARE(state.encoding(), posenc::sinusoidalEncoding(posenc::SinusoidalScheme::paper(60, 10000.0, 10), 16));
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
    state.setHover({QStringLiteral("pe"), 2, 7});
    state.setHover({QStringLiteral("pe"), 2, 7});
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
    QCOMPARE(state.text(), Session::defaultText());
    QCOMPARE(state.dModel(), 60);
    QCOMPARE(state.base(), 10000.0);
    QCOMPARE(state.length(), 16);
    QCOMPARE(state.offset(), 2);
    QCOMPARE(state.position(), 1);
    QVERIFY(state.scaleEmbedding());
}

void TestExplorerState::selectionsFollowTheSizes()
{
    ExplorerState state;
    state.setDimension(59);
    state.setComparePosition(15);
    QCOMPARE(state.selectedPair(), 29);
    QSignalSpy dimension(&state, &ExplorerState::dimensionChanged);
    QSignalSpy compare(&state, &ExplorerState::comparePositionChanged);
    state.setDModel(10);
    QCOMPARE(state.dimension(), 9);
    QCOMPARE(dimension.count(), 1);
    state.setLength(4);
    QCOMPARE(state.comparePosition(), 3);
    QCOMPARE(compare.count(), 1);
    state.setFirstPosition(100);
    QCOMPARE(state.comparePosition(), 103); // moves with the rows, as pos does
}

void TestExplorerState::similarityIsTheCoresMatrix()
{
    ExplorerState state;
    auto matches = [&state](bool cosine) {
        const Eigen::MatrixXd s = posenc::similarityMatrix(state.encoding(), cosine);
        for (int r = 0; r < s.rows(); ++r)
            if ((state.similarity().row(r) - s.row(r).transpose()).cwiseAbs().maxCoeff() > 1e-12)
                return false;
        return true;
    };
    QVERIFY(matches(false));
    QSignalSpy similarity(&state, &ExplorerState::similarityChanged);
    state.setCosineSimilarity(true);
    QCoreApplication::processEvents();
    QCOMPARE(similarity.count(), 1);
    QVERIFY(matches(true));
    state.setLength(40);
    QCOMPARE(state.similarity().size(), 40);
    QVERIFY(state.similaritySpread() < 1e-12);
}

void TestExplorerState::attentionDemonstration()
{
    ExplorerState state;
    QCOMPARE(state.attentionTokens(), QStringList({"I", "love", "you"}));
    QVERIFY(state.attentionDemo().has_value());
    QVERIFY(state.attentionDemo()->mismatch < 1e-12); // without PE: the same numbers, reordered
    state.setAttentionWithPe(true);
    QVERIFY(state.attentionDemo()->mismatch > 1e-3);
    state.setAttentionReorderedText(QStringLiteral("you hate I"));
    QVERIFY(!state.attentionDemo()->permutation.has_value());
    state.setAttentionText(QString());
    QVERIFY(!state.attentionDemo().has_value());
    QVERIFY(state.attentionError().isEmpty()); // no sentence: nothing the core refused
    state.setAttentionText(QStringList(5000, QStringLiteral("a")).join(QLatin1Char(' '))); // 5000 tokens
    state.setAttentionReorderedText(QStringLiteral("a"));
    QVERIFY(!state.attentionDemo().has_value());
    QVERIFY2(state.attentionError().contains(QStringLiteral("out of range")), qPrintable(state.attentionError()));
}

void TestExplorerState::whyDataIsRecomputedOnlyWhenAffected()
{
    ExplorerState state;
    QCoreApplication::processEvents();
    QSignalSpy similarity(&state, &ExplorerState::similarityChanged);
    QSignalSpy attention(&state, &ExplorerState::attentionChanged);
    QSignalSpy frequencies(&state, &ExplorerState::frequenciesChanged);
    state.setText(QStringLiteral("one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
                                 "fifteen sixteen")); // same L
    state.setPosition(3);
    state.setOffset(2);
    state.setComparePosition(9);
    state.setDimension(5);
    QCoreApplication::processEvents();
    QCOMPARE(similarity.count() + attention.count() + frequencies.count(), 0);
    QSignalSpy comparison(&state, &ExplorerState::comparisonWavelengthsChanged);
    state.setComparisonBase(500);
    QCoreApplication::processEvents();
    QCOMPARE(comparison.count(), 1);
    QCOMPARE(frequencies.count(), 0); // the clocks and the relative view do not redraw for it
    QCOMPARE(state.comparisonWavelengths(), posenc::wavelengths(posenc::SinusoidalScheme::paper(60, 500)));
    QCOMPARE(similarity.count() + attention.count(), 0);
    state.setBase(100);
    QCoreApplication::processEvents();
    QCOMPARE(similarity.count(), 1);
    QCOMPARE(attention.count(), 1);
    state.setScaleEmbedding(false); // the attention view's embeddings change with it
    QCoreApplication::processEvents();
    QCOMPARE(attention.count(), 2);
}

void TestExplorerState::attentionInTheBackgroundKeepsTheLatestRequest()
{
    ExplorerState state;
    state.setBackgroundWork(true);
    QSignalSpy changed(&state, &ExplorerState::attentionChanged);
    QVERIFY(!state.attentionDemo().has_value()); // started on a worker, not computed here
    QVERIFY(state.attentionBusy());
    QVERIFY(QTest::qWaitFor([&] { return state.attentionDemo().has_value(); }, 10000));
    QVERIFY(!state.attentionBusy());
    QCOMPARE(state.attentionDemo()->weightsA.rows(), Eigen::Index(3));
    // Two requests in a row: the first one's result is dropped, the second one's kept.
    state.setAttentionText(QStringLiteral("a b c d"));
    state.setAttentionReorderedText(QStringLiteral("d c b a"));
    QCoreApplication::processEvents();
    state.attentionDemo();
    state.setAttentionText(QStringLiteral("one two"));
    state.setAttentionReorderedText(QStringLiteral("two one"));
    state.attentionDemo();
    QVERIFY(QTest::qWaitFor([&] { return state.attentionDemo().has_value(); }, 10000));
    QCOMPARE(state.attentionDemo()->weightsA.rows(), Eigen::Index(2));
    QTest::qWait(100); // a late result of the dropped request must not replace it
    QCOMPARE(state.attentionDemo()->weightsA.rows(), Eigen::Index(2));
    QVERIFY(changed.count() >= 2);
    // An export needs the numbers at once, background or not.
    state.setAttentionText(QStringLiteral("x y z w"));
    state.setAttentionReorderedText(QStringLiteral("w z y x"));
    {
        const ForegroundWork now(state);
        QVERIFY(state.attentionDemo().has_value());
        QCOMPARE(state.attentionDemo()->weightsA.rows(), Eigen::Index(4));
    }
}

void TestExplorerState::largeSessionsArePreparedInTheBackground()
{
    ExplorerState state;
    state.setBackgroundWork(true);
    state.setLength(2048); // 2048 x 60: small, applied at once
    QVERIFY(!state.isBusy());
    QCOMPARE(state.length(), 2048);
    QCOMPARE(state.encoding().rows(), Eigen::Index(2048));
    QCoreApplication::processEvents(); // its announcements
    QSignalSpy busy(&state, &ExplorerState::busyChanged);
    QSignalSpy dModelChanged(&state, &ExplorerState::dModelChanged);
    QSignalSpy encodingChanged(&state, &ExplorerState::encodingChanged);

    // Over 2048 x 2048 cells: prepared on the worker; meanwhile the state still shows the old session.
    state.setDModel(2050);
    QVERIFY(state.isBusy());
    QCOMPARE(busy.count(), 1);
    QCOMPARE(state.dModel(), 60);
    QCOMPARE(state.latest().scheme.dModel(), 2050);
    QCOMPARE(state.encoding().cols(), Eigen::Index(60));
    QCOMPARE(dModelChanged.count(), 0);
    // A second change builds on the pending one, and the latest wins.
    state.setPosition(700);
    state.setDModel(2052);
    QCOMPARE(busy.count(), 1);
    QVERIFY(QTest::qWaitFor([&] { return !state.isBusy(); }, 20000));
    QCOMPARE(busy.count(), 2);
    QCOMPARE(busy.last().at(0).toBool(), false);
    QCOMPARE(state.dModel(), 2052);
    QCOMPARE(state.position(), 700);
    QCOMPARE(dModelChanged.count(), 1);
    QCoreApplication::processEvents();
    QCOMPARE(encodingChanged.count(), 1);
    // What the worker prepared is the encoding of the session now shown.
    const Eigen::MatrixXd &pe = state.encoding();
    QCOMPARE(pe.cols(), Eigen::Index(2052));
    QCOMPARE(pe.rows(), Eigen::Index(2048));
    const Eigen::MatrixXd direct = posenc::sinusoidalEncoding(state.scheme(), state.length());
    QCOMPARE((pe - direct).cwiseAbs().maxCoeff(), 0.0);
    QCOMPARE(state.tokenTable().rows(), 2048);

    // Back to values at hand while busy: applied at once, the pending session dropped.
    state.setDModel(2100);
    QVERIFY(state.isBusy());
    state.setDModel(2052);
    QVERIFY(!state.isBusy());
    QCOMPARE(state.dModel(), 2052);
    QTest::qWait(200); // the dropped preparation ends and must change nothing
    QCOMPARE(state.dModel(), 2052);
    QCOMPARE(state.encoding().cols(), Eigen::Index(2052));

    // An export computes in the foreground: no waiting.
    {
        const ForegroundWork now(state);
        state.setDModel(2060);
        QVERIFY(!state.isBusy());
        QCOMPARE(state.encoding().cols(), Eigen::Index(2060));
    }
}

void TestExplorerState::typingASentenceKeepsTheChosenSelection()
{
    ExplorerState state;
    state.setPosition(10);
    state.setOffset(5);
    state.setComparePosition(12);
    state.setDimension(7);
    // Typed key by key: the first keystroke gives one token (L = 1), the selection is clamped into it ...
    state.setText(QStringLiteral("a"));
    QCOMPARE(state.length(), 1);
    QCOMPARE(state.position(), 0);
    QCOMPARE(state.offset(), 1);
    state.setText(QStringLiteral("a b"));
    QCOMPARE(state.position(), 1);
    // ... and comes back as far as the new L allows, not from the clamped values.
    state.setText(QStringLiteral("a b c d e f g h i j k l m n o p"));
    QCOMPARE(state.length(), 16);
    QCOMPARE(state.position(), 10);
    QCOMPARE(state.offset(), 5);
    QCOMPARE(state.comparePosition(), 12);
    // d_model likewise for the dimension.
    state.setDModel(4);
    QCOMPARE(state.dimension(), 3);
    state.setDModel(60);
    QCOMPARE(state.dimension(), 7);
    // A position chosen while L is small is the new choice.
    state.setLength(3);
    state.setPosition(1);
    state.setLength(16);
    QCOMPARE(state.position(), 1);
    // The first position shifts the chosen rows with it.
    state.setPosition(9);
    state.setFirstPosition(100);
    QCOMPARE(state.position(), 109);
    state.setLength(2);
    state.setLength(16);
    QCOMPARE(state.position(), 109);
}

void TestExplorerState::conventionSetsItsPartsAtOnce()
{
    ExplorerState state;
    state.setPosition(3); // row 3
    QSignalSpy sessions(&state, &ExplorerState::sessionChanged);
    state.setConvention(posenc::Convention::Fairseq);
    QCOMPARE(sessions.count(), 1); // one step: layout, spacing, padding and first position together
    QCOMPARE(posenc::conventionOf(state.scheme()), std::optional(posenc::Convention::Fairseq));
    QCOMPARE(state.layoutName(), QStringLiteral("halves-padded"));
    QCOMPARE(state.spacingName(), QStringLiteral("t2t"));
    QCOMPARE(state.paddingIdx(), 1);
    QCOMPARE(state.firstPosition(), 2);
    QCOMPARE(state.selectedRow(), 3); // the selected row stays selected
    // The encoding is fairseq's: row 0 is position 2, [sin | cos] with w_0 = 1.
    QVERIFY(std::abs(state.encoding()(0, 0) - std::sin(2.0)) < 1e-15);
    QVERIFY(std::abs(state.encoding()(0, state.dModel() / 2) - std::cos(2.0)) < 1e-15);
    // The first position moves padding_idx along; 0 leaves no room for it.
    state.setFirstPosition(5);
    QCOMPARE(state.paddingIdx(), 4);
    state.setFirstPosition(0);
    QCOMPARE(state.paddingIdx(), -1);
    QCOMPARE(posenc::conventionOf(state.scheme()), std::optional(posenc::Convention::Tensor2Tensor));
    state.setPaddingIdx(6);
    QCOMPARE(state.firstPosition(), 7);
    // Leaving fairseq puts the first position back to the others' 0.
    state.setConvention(posenc::Convention::Marian);
    QCOMPARE(state.paddingIdx(), -1);
    QCOMPARE(state.firstPosition(), 0);
    QCOMPARE(state.layoutName(), QStringLiteral("halves"));
    QCOMPARE(state.spacingName(), QStringLiteral("paper"));
    // A mix is no convention.
    state.setSpacingName(QStringLiteral("t2t"));
    QVERIFY(!posenc::conventionOf(state.scheme()));
    state.setLayoutName(QStringLiteral("sideways")); // unknown: nothing changes
    QCOMPARE(state.layoutName(), QStringLiteral("halves"));
}

void TestExplorerState::layoutKeepsTheSelectedPair()
{
    ExplorerState state;
    state.setSelectedPair(7); // interleaved: column 14
    QCOMPARE(state.dimension(), 14);
    state.setPairOrder(posenc::PairOrder::Halves);
    QCOMPARE(state.selectedPair(), 7);
    QCOMPARE(state.dimension(), 7); // halves: the sine of pair 7 is column 7
    // The zero column of an odd d_model stands for the last pair.
    state.setPairOrder(posenc::PairOrder::HalvesZeroPadded);
    state.setDModel(61);
    state.setDimension(60);
    QCOMPARE(state.selectedPair(), 29);
    // halves-padded has no d_model 1: it is raised to 2.
    state.setDModel(1);
    QCOMPARE(state.dModel(), 2);
}

void TestExplorerState::attentionFollowsTheT5Table()
{
    // T5 on the attention head's scores, 32 buckets and 8 heads: the seeded table, then a file's of the same
    // shape; the head's weights follow the table read (its file is part of the cached result's key).
    ExplorerState state;
    state.setAttentionWithPe(true);
    state.setField(QStringLiteral("added"), QStringLiteral("none"));
    state.setField(QStringLiteral("scores"), QStringLiteral("t5"));
    state.setField(QStringLiteral("heads"), 8);
    QVERIFY(state.attentionDemo().has_value());
    const Eigen::MatrixXd seeded = state.attentionDemo()->weightsA;
    state.setField(QStringLiteral("t5Table"), QStringLiteral(POSENC_T5_FIXTURES "/t5_small_like.safetensors"));
    QCOMPARE(state.session().heads, 8);
    QVERIFY(state.attentionDemo().has_value());
    QVERIFY((state.attentionDemo()->weightsA - seeded).cwiseAbs().maxCoeff() > 1e-3);
}

void TestExplorerState::reorderedSentenceFollowsARetypedFirst()
{
    // Issue 54 item 11: typing 我爱你 as the first sentence left the second at "you love I", and the figure
    // asked to retype it. A first sentence whose words the second no longer reorders brings its own reversal.
    ExplorerState state;
    state.setAttentionText(QStringLiteral("我爱你"));
    QCOMPARE(state.attentionReorderedText(), QStringLiteral("你 爱 我"));
    // A reordering chosen by hand stays while it is still one of the first's words.
    state.setAttentionReorderedText(QStringLiteral("爱 我 你"));
    state.setAttentionText(QStringLiteral("我 爱 你"));
    QCOMPARE(state.attentionReorderedText(), QStringLiteral("爱 我 你"));
    state.setAttentionText(QStringLiteral("the cat sat"));
    QCOMPARE(state.attentionReorderedText(), QStringLiteral("sat cat the"));
}

QTEST_GUILESS_MAIN(TestExplorerState)
#include "tst_explorerstate.moc"
