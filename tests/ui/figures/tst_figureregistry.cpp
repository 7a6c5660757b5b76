// The figure registry: every figure has one complete entry, and what it says it depends on is what
// changes its data.
#include "ui/families/ropefigures.h"
#include "figuretablematrix.h"
#include "ui/figures/figureregistry.h"
#include "ui/figures/modelfigures.h"
#include "exampleoptions.h"
#include "ui/state/explorerstate.h"

#include <posenc/encodings/sinusoidal.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

#include <QImage>
#include <QMetaProperty>
#include <QSet>
#include <QSignalSpy>
#include <QRegularExpression>
#include <QTest>

#include <qcustomplot.h>

class TestFigureRegistry : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyFigureHasOneCompleteEntry();
    void namesRoundTrip();
    void signalsAreSignalsOfTheState();
    void everyPainterDrawsAndEveryTableHasRows();
    void figuresThatNeedMoreNameTheOptions();
    void paintersThatFillTheirAreaFillIt();
    void aFigureThatABaseStepChangesFollowsIt();
    void figuresFollowTheTwoSlots();
    void wavesTableIsPeOfTheChosenColumns();
};

void TestFigureRegistry::everyFigureHasOneCompleteEntry()
{
    QSet<QString> names;
    static const QRegularExpression nameForm(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    for (const FigureEntry &entry : figureRegistry()) {
        const QString name = figureName(entry.id);
        // One entry per id: the id is its name, unique, a command-line and file name.
        QVERIFY2(!names.contains(name), qPrintable(name));
        names.insert(name);
        QVERIFY2(nameForm.match(name).hasMatch(), qPrintable(name));
        QCOMPARE(figureFromName(name), std::optional<Figure>(entry.id));
        QVERIFY(entry.title && *entry.title);
        QVERIFY(entry.caption && std::strlen(entry.caption) > 40);
        QVERIFY2(entry.painter, qPrintable(figureName(entry.id)));
        QVERIFY2(entry.table, qPrintable(figureName(entry.id)));
        QVERIFY2(!entry.dataSignals.isEmpty(), qPrintable(figureName(entry.id)));
        // Each figure shows for some choice of the two slots, and brings that choice when named.
        QVERIFY2(figureApplies(entry, withFigureSlots(Session::defaults(), entry)), qPrintable(figureName(entry.id)));
    }
    QCOMPARE(names.size(), 38);
    QVERIFY(!figureFromName(QString()).has_value()); // Figure() names no figure
    QVERIFY(!figureFromName(QStringLiteral("Pe")).has_value());
    QCOMPARE(allFigures().size(), 38);
    QCOMPARE(allFigures().first(), Figure::Embedding); // the window's order
    QCOMPARE(allFigures().last(), modelFigures::temperature); // the Models tab's, after Compare
}

void TestFigureRegistry::figuresFollowTheTwoSlots()
{
    const auto names = [](const Session &s) {
        QStringList list;
        for (const Figure figure : figuresApplyingTo(s))
            list << figureName(figure);
        return list.join(QLatin1Char(','));
    };
    Session s = Session::defaults(); // the 2017 Transformer: sinusoidal PE, nothing on the scores
    QCOMPARE(names(s), QStringLiteral("embedding,pe,sum,clock,clock-pair,clock-hands,waves,wavelength,why-exponent,why-pairs,relative,derivation,worked-example,pytorch,similarity,naive,attention,layouts,"
                                      "compare,layer-map,mrope,temperature"));
    s.scores = posenc::ScoreEncoding::Rope;
    QCOMPARE(names(s), QStringLiteral("embedding,pe,sum,clock,clock-pair,clock-hands,waves,wavelength,why-exponent,why-pairs,relative,derivation,worked-example,pytorch,similarity,naive,attention,layouts,"
                                      "rope,rope-score,rope-decay,rope-scaling,rope-scaling-angles,rope-scaling-score,precision,compare,layer-map,mrope,temperature"));
    s.added = posenc::AddedEncoding::None; // Llama: RoPE alone
    QCOMPARE(names(s), QStringLiteral("embedding,naive,attention,rope,rope-score,rope-decay,rope-scaling,rope-scaling-angles,"
                                      "rope-scaling-score,precision,compare,layer-map,mrope,temperature"));
    s.scores = posenc::ScoreEncoding::None; // no position at all
    QCOMPARE(names(s), QStringLiteral("embedding,naive,attention,compare,layer-map,mrope,temperature"));

    // Naming a figure turns on its slot, and only that one.
    const Session rope = withFigureSlots(s, figureEntry(ropeFigures::score));
    QCOMPARE(rope.scores, posenc::ScoreEncoding::Rope);
    QCOMPARE(rope.added, posenc::AddedEncoding::None);
    const Session pe = withFigureSlots(rope, figureEntry(Figure::Encoding));
    QCOMPARE(pe.added, posenc::AddedEncoding::Sinusoidal);
    QCOMPARE(pe.scores, posenc::ScoreEncoding::Rope);
    QVERIFY(withFigureSlots(pe, figureEntry(Figure::Attention)) == pe); // applies: unchanged
}

void TestFigureRegistry::wavesTableIsPeOfTheChosenColumns()
{
    // One line per position: pos, then PE(pos, j) of each chosen column below d_model (7 is left out).
    ExplorerState state;
    state.setSession(Session::defaults());
    state.setDModel(6);
    state.setFirstPosition(3);
    state.setField(QStringLiteral("waveColumns"), QStringLiteral("5, 0, 7"));
    QCOMPARE(state.session().waveColumns, (QList<int>{5, 0, 7}));
    const FigureTable table = figureEntry(Figure::Waves).table(state);
    QCOMPARE(table.rows, state.length());
    QCOMPARE(table.columns, 3);
    for (int r = 0; r < table.rows; ++r) {
        QCOMPARE(table.value(r, 0), double(3 + r));
        QCOMPARE(table.value(r, 1), posenc::encodingValue(state.scheme(), 3 + r, 5));
        QCOMPARE(table.value(r, 2), std::sin(double(3 + r))); // column 0: sin(pos · 1)
    }
    // Refused, the columns kept: none, too many, not whole, twice.
    for (const char *bad : {"", "0,1,2,3,4,5,6,7,8", "1.5", "2, 2", "-1", "4096"}) {
        state.setField(QStringLiteral("waveColumns"), QString::fromLatin1(bad));
        QCOMPARE(state.session().waveColumns, (QList<int>{5, 0, 7}));
    }
}

void TestFigureRegistry::namesRoundTrip()
{
    for (const Figure figure : allFigures()) {
        QCOMPARE(figureFromName(figureName(figure)), std::optional<Figure>(figure));
        QCOMPARE(figureTitle(figure), QString::fromUtf8(figureEntry(figure).title)); // no translation loaded
    }
    QCOMPARE(figureName(Figure::Encoding), QStringLiteral("pe"));
    QVERIFY(!figureFromName(QStringLiteral("all")));
}

void TestFigureRegistry::signalsAreSignalsOfTheState()
{
    for (const FigureEntry &entry : figureRegistry())
        for (const QMetaMethod &signal : entry.dataSignals + entry.selectionSignals) {
            QVERIFY2(signal.isValid() && signal.methodType() == QMetaMethod::Signal, qPrintable(figureName(entry.id)));
            QCOMPARE(signal.enclosingMetaObject(), &ExplorerState::staticMetaObject);
        }
    // The PE heat map follows the encoding; a change of base emits it, a change of pos does not.
    ExplorerState state;
    const FigureEntry &pe = figureEntry(Figure::Encoding);
    QVERIFY(pe.dataSignals.contains(QMetaMethod::fromSignal(&ExplorerState::encodingChanged)));
    QVERIFY(pe.selectionSignals.contains(QMetaMethod::fromSignal(&ExplorerState::positionChanged)));

    // A figure drawn anew on a field's change names the fields it reads (issue 55: four did not, and were
    // drawn again at every step of pos, Play included): each is a field, and a change of any other leaves
    // its numbers.
    const QStringList keys = Session::fieldKeys();
    for (const FigureEntry &entry : figureRegistry())
        QVERIFY2(!entry.dataSignals.contains(QMetaMethod::fromSignal(&ExplorerState::fieldChanged)) || !entry.dataFields.isEmpty(),
                 qPrintable(figureName(entry.id) + QStringLiteral(": follows fieldChanged but names no dataFields")));
    for (const FigureEntry &entry : figureRegistry()) {
        for (const QString &field : entry.dataFields)
            QVERIFY2(keys.contains(field), qPrintable(figureName(entry.id) + QStringLiteral(": ") + field));
        if (entry.dataFields.isEmpty())
            continue;
        ExplorerState other;
        other.setSession(withFigureSlots(Session::defaults(), entry));
        const Eigen::MatrixXd before = tableOf(other, entry.id);
        // The sample's other values of the fields a figure might forget (pos, k, the sentence of the same
        // length, the other tabs' options).
        const QList<std::pair<QString, QVariant>> elsewhere = {
            {QStringLiteral("position"), 7},
            {QStringLiteral("offset"), -3},
            {QStringLiteral("dimension"), 5},
            {QStringLiteral("comparePosition"), 2},
            {QStringLiteral("text"), QStringLiteral("a b c d e f g h i j k l m n o p")},
            {QStringLiteral("scaleEmbedding"), false},
            {QStringLiteral("cosineSimilarity"), true},
            {QStringLiteral("comparisonBase"), 77.0},
            {QStringLiteral("waveColumns"), QStringLiteral("1, 2")},
            {QStringLiteral("attentionText"), QStringLiteral("a b")},
            {QStringLiteral("attentionReorderedText"), QStringLiteral("b a")},
            {QStringLiteral("attentionWithPe"), true},
        };
        for (const auto &[key, value] : elsewhere) {
            if (entry.dataFields.contains(key))
                continue;
            // A field the figure follows by its own signal (the clocks' pos, a selection) is read, not named.
            const QMetaObject &meta = ExplorerState::staticMetaObject;
            if (const int p = meta.indexOfProperty(key.toLatin1().constData()); p >= 0 && meta.property(p).hasNotifySignal()) {
                const QMetaMethod own = meta.property(p).notifySignal();
                if (entry.dataSignals.contains(own) || entry.selectionSignals.contains(own))
                    continue;
            }
            other.setField(key, value);
            QVERIFY2(other.session().value(key) != Session::defaults().value(key), qPrintable(key + QStringLiteral(" unchanged")));
            QVERIFY2(tableOf(other, entry.id) == before, qPrintable(figureName(entry.id) + QStringLiteral(": ") + key));
        }
    }
}

void TestFigureRegistry::figuresThatNeedMoreNameTheOptions()
{
    // A figure the defaults leave nothing to draw (the layer map: no model) names the options that give it
    // something (the benchmarks' export sweep adds them), and with them it can be drawn and has rows.
    int needing = 0;
    for (const FigureEntry &entry : figureRegistry()) {
        ExplorerState state;
        state.setSession(withFigureSlots(Session::defaults(), entry));
        if (!entry.unavailable || entry.unavailable(state).isEmpty())
            continue;
        ++needing;
        QVERIFY2(entry.exampleOptions.size() >= 2 && entry.exampleOptions.size() % 2 == 0, qPrintable(figureName(entry.id)));
        state.setSession(withExampleOptions(state.session(), entry));
        QCOMPARE(entry.unavailable(state), QString());
        QVERIFY(entry.table(state).rows > 0);
    }
    QCOMPARE(needing, 1); // the layer map
}

void TestFigureRegistry::everyPainterDrawsAndEveryTableHasRows()
{
    ExplorerState state;
    state.setDModel(16);
    const Session base = state.session();
    for (const FigureEntry &entry : figureRegistry()) {
        state.setSession(withFigureSlots(base, entry)); // the learned figures: the seeded table added
        QImage image(320, 200, QImage::Format_RGB32);
        image.fill(Qt::white);
        {
            QCPPainter painter(&image);
            entry.painter()->paint(painter, QRectF(0, 0, 320, 200), state, FigureStyle::forImage(320, 200), 1.0);
        }
        int dark = 0;
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2)
                dark += qGray(image.pixel(x, y)) < 128;
        QVERIFY2(dark > 50, qPrintable(figureName(entry.id) + QStringLiteral(": nothing drawn")));
        // A figure these settings leave nothing to draw (the layer map without a model) says why instead.
        if (entry.unavailable && !entry.unavailable(state).isEmpty())
            continue;
        const FigureTable table = entry.table(state);
        QVERIFY2(table.rows > 0 && table.columns > 0, qPrintable(figureName(entry.id)));
        QVERIFY(std::isfinite(table.value(0, 0)));
    }
}

void TestFigureRegistry::paintersThatFillTheirAreaFillIt()
{
    // FocusView leaves the area of a figure that says it fills it (FigurePainter::fillsArea()) unfilled, and
    // SceneView is an opaque widget: a pixel such a figure leaves would show the last frame's. Drawn over
    // magenta, whole and selection-only, with a rectangle that does not start at the origin.
    ExplorerState state;
    state.setDModel(16);
    const Session base = state.session();
    int filling = 0;
    for (const FigureEntry &entry : figureRegistry()) {
        state.setSession(withFigureSlots(base, entry));
        const std::unique_ptr<FigurePainter> painter = entry.painter();
        if (!painter->fillsArea())
            continue;
        ++filling;
        const QRectF area(10, 20, 300, 180);
        for (const bool selection : {false, true}) {
            QImage image(320, 210, QImage::Format_RGB32);
            image.fill(Qt::magenta);
            {
                QCPPainter p(&image);
                const FigureStyle style = FigureStyle::forImage(300, 180);
                if (selection)
                    painter->paintSelection(p, area, state, style, 1.0);
                else
                    painter->paint(p, area, state, style, 1.0);
            }
            int left = 0;
            for (int y = 20; y < 200; ++y)
                for (int x = 10; x < 310; ++x)
                    left += image.pixel(x, y) == QColor(Qt::magenta).rgb();
            QVERIFY2(left == 0, qPrintable(QStringLiteral("%1%2: %3 pixels of its area not filled")
                                               .arg(figureName(entry.id), selection ? QStringLiteral(" (selection)") : QString())
                                               .arg(left)));
        }
    }
    QVERIFY(filling > 20); // the QCustomPlot figures and the scenes
}

void TestFigureRegistry::aFigureThatABaseStepChangesFollowsIt()
{
    // Each figure in its own slots: when a base step changes its picture, one of its data signals is sent
    // (or it reads the field "base"), else its views would keep the old picture (the learned spectrum's
    // sinusoidal ω line once a learned table's rows stopped following the base).
    ExplorerState state;
    state.setDModel(16);
    const Session base = state.session();
    const auto picture = [&state](const FigureEntry &entry) {
        QImage image(320, 200, QImage::Format_RGB32);
        image.fill(Qt::white);
        QCPPainter painter(&image);
        entry.painter()->paint(painter, QRectF(0, 0, 320, 200), state, FigureStyle::forImage(320, 200), 1.0);
        return image;
    };
    int changed = 0;
    for (const FigureEntry &entry : figureRegistry()) {
        state.setSession(withFigureSlots(base, entry));
        QCoreApplication::processEvents();
        const QImage before = picture(entry);
        std::vector<std::unique_ptr<QSignalSpy>> spies;
        for (const QMetaMethod &signal : entry.dataSignals)
            spies.push_back(std::make_unique<QSignalSpy>(&state, signal));
        state.setBase(500.0);
        QCoreApplication::processEvents();
        if (picture(entry) == before)
            continue;
        ++changed;
        const bool followed = figureReadsField(entry, QStringLiteral("base"))
            || std::any_of(spies.begin(), spies.end(), [](const auto &spy) {
                   return spy->count() > 0 && spy->signal() != QMetaMethod::fromSignal(&ExplorerState::fieldChanged).methodSignature();
               });
        QVERIFY2(followed, qPrintable(figureName(entry.id) + QStringLiteral(": a base step changes it, and none of its data signals is sent")));
    }
    QVERIFY(changed > 10);
}

QTEST_MAIN(TestFigureRegistry)
#include "tst_figureregistry.moc"
