// Undo / redo of parameter changes: each change one step, one drag or Play run one step, typing merged,
// undo and redo themselves not recorded, the history kept when the window is rebuilt.
#include "ui/state/explorerstate.h"
#include "ui/state/language.h"
#include "ui/state/sessionhistory.h"
#include "ui/window/mainwindow.h"
#include "ui/window/windowhost.h"

#include <QAction>
#include <QLineEdit>
#include "ui/widgets/parameterpanel.h"
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>
#include <QUndoStack>

class TestSessionHistory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void eachChangeIsAStep();
    void oneDragIsOneStep();
    void aDragThatComesBackIsNoStep();
    void playIsOneStep();
    void typingMerges();
    void aNewChangeDropsTheRedo();
    void describesTheStep();
    void everyFieldHasAnUndoLabelInBothLanguages();
    void windowUndoesAndKeepsTheHistory();
    void ctrlZInTheSentenceIsTheWindowsUndo();
};

void TestSessionHistory::eachChangeIsAStep()
{
    ExplorerState state;
    QUndoStack *stack = SessionHistory::forState(&state)->stack();
    QCOMPARE(SessionHistory::forState(&state)->stack(), stack); // one history per state
    state.setDModel(64);
    state.setBase(500.0);
    QCOMPARE(stack->count(), 2);
    stack->undo();
    QCOMPARE(state.base(), 10000.0);
    QCOMPARE(state.dModel(), 64);
    stack->undo();
    QCOMPARE(state.dModel(), 60);
    QVERIFY(!stack->canUndo());
    QCOMPARE(stack->count(), 2); // undo is not a step of its own
    stack->redo();
    stack->redo();
    QCOMPARE(state.dModel(), 64);
    QCOMPARE(state.base(), 500.0);
    QVERIFY(!stack->canRedo());
    QCOMPARE(stack->count(), 2);
}

void TestSessionHistory::oneDragIsOneStep()
{
    ExplorerState state;
    QUndoStack *stack = SessionHistory::forState(&state)->stack();
    QWidget surface;
    surface.resize(100, 100);
    surface.show();
    QTest::mousePress(&surface, Qt::LeftButton);
    for (int p = 2; p <= 9; ++p)
        state.setPosition(p);
    QTest::mouseRelease(&surface, Qt::LeftButton);
    QCOMPARE(stack->count(), 1);
    QTest::mousePress(&surface, Qt::LeftButton); // the next drag: a step of its own
    state.setOffset(5);
    state.setOffset(6);
    QTest::mouseRelease(&surface, Qt::LeftButton);
    state.setOffset(7); // after the release: another step
    QCOMPARE(stack->count(), 3);
    stack->undo();
    stack->undo();
    QCOMPARE(state.offset(), 2);
    QCOMPARE(state.position(), 9);
    stack->undo();
    QCOMPARE(state.position(), 1);
}

void TestSessionHistory::aDragThatComesBackIsNoStep()
{
    ExplorerState state;
    QUndoStack *stack = SessionHistory::forState(&state)->stack();
    state.setBase(300.0);
    QWidget surface;
    surface.show();
    QTest::mousePress(&surface, Qt::LeftButton);
    state.setDModel(64);
    state.setDModel(60);
    QTest::mouseRelease(&surface, Qt::LeftButton);
    QCOMPARE(stack->count(), 1);
    QCOMPARE(stack->undoText(), SessionHistory::describe(Session::defaults(), state.session()));
}

void TestSessionHistory::playIsOneStep()
{
    ExplorerState state;
    SessionHistory *history = SessionHistory::forState(&state);
    history->setGestureHeld(true);
    for (int p = 2; p < 16; ++p)
        state.setPosition(p);
    history->setGestureHeld(false);
    history->setGestureHeld(true);
    state.setPosition(0);
    history->setGestureHeld(false);
    QCOMPARE(history->stack()->count(), 2);
    history->stack()->undo();
    QCOMPARE(state.position(), 15);
    history->stack()->undo();
    QCOMPARE(state.position(), 1);
}

void TestSessionHistory::typingMerges()
{
    ExplorerState state;
    QUndoStack *stack = SessionHistory::forState(&state)->stack();
    const Session before = state.session();
    for (const char *text : {"我", "我是", "我是一", "我是一条", "我是一条狗"})
        state.setText(QString::fromUtf8(text));
    QCOMPARE(state.length(), 5);
    QCOMPARE(stack->count(), 1);
    QCOMPARE(stack->undoText(), QStringLiteral("the sentence"));
    stack->undo();
    QVERIFY(state.session() == before);
    QCOMPARE(state.length(), 16);
    // Another field after the typing is a step of its own.
    stack->redo();
    state.setDModel(8);
    QCOMPARE(stack->count(), 2);
}

void TestSessionHistory::aNewChangeDropsTheRedo()
{
    ExplorerState state;
    QUndoStack *stack = SessionHistory::forState(&state)->stack();
    state.setDModel(10);
    state.setDModel(20);
    stack->undo();
    QVERIFY(stack->canRedo());
    state.setBase(50.0);
    QVERIFY(!stack->canRedo());
    QCOMPARE(stack->count(), 2);
    stack->undo();
    QCOMPARE(state.dModel(), 10);
    QCOMPARE(state.base(), 10000.0);
}

void TestSessionHistory::describesTheStep()
{
    Session a = Session::defaults();
    Session b = a;
    b.scheme.layout.dModel = 64;
    QCOMPARE(SessionHistory::describe(a, b), QStringLiteral("d_model 60 → 64"));
    b.scheme.frequencies.base = 100.0;
    QCOMPARE(SessionHistory::describe(a, b), QStringLiteral("d_model 60 → 64 and 1 more"));
    Session c = a;
    c.cosineSimilarity = true;
    QCOMPARE(SessionHistory::describe(a, c), QStringLiteral("cosine similarity"));
    QVERIFY(SessionHistory::describe(a, a).isEmpty());
    // Every field has a name in Edit > Undo: a session differing in that field alone is described.
    const QVariantMap defaults = a.toVariants();
    QVariantMap other = defaults;
    other.insert(QStringLiteral("text"), QStringLiteral("a b c"));
    other.insert(QStringLiteral("headDim"), 4);
    other.insert(QStringLiteral("rotaryDim"), 2);
    other.insert(QStringLiteral("ropePairing"), QStringLiteral("halves"));
    other.insert(QStringLiteral("query"), QVariantList{1, 2, 3, 4});
    other.insert(QStringLiteral("key"), QVariantList{4, 3, 2, 1});
    const Session rope = Session::fromVariants(other, a).session;
    QCOMPARE(ropeOf(rope).headDim, 4);
    QCOMPARE(ropeOf(rope).key.size(), 4);
    for (const QString &key : {QStringLiteral("headDim"), QStringLiteral("rotaryDim"), QStringLiteral("ropePairing"),
                               QStringLiteral("query"), QStringLiteral("key")}) {
        QVariantMap one = rope.toVariants();
        if (key == QLatin1String("headDim"))
            continue; // below: head_dim alone drops the typed q and k
        one.insert(key, defaults.value(key));
        if (key == QLatin1String("query") || key == QLatin1String("key"))
            one.insert(key, QVariantList{});
        const Session changed = Session::fromVariants(one, rope).session;
        QVERIFY2(!SessionHistory::describe(rope, changed).isEmpty(), qPrintable(key));
    }
    Session wider = a;
    ropeOf(wider).headDim = 32;
    QCOMPARE(SessionHistory::describe(a, wider), QStringLiteral("head_dim 16 → 32"));
    wider = a;
    ropeOf(wider).pairing = posenc::RopePairing::Halves;
    QCOMPARE(SessionHistory::describe(a, wider), QStringLiteral("RoPE pairing interleaved → halves"));
}

void TestSessionHistory::everyFieldHasAnUndoLabelInBothLanguages()
{
    // The label is declared with the field (session.cpp): a field without one, or without its zh_CN
    // entry, fails here. Layout, spacing and padding_idx had none ("Undo  and 1 more", issue 28).
    QTranslator chinese;
    QVERIFY(chinese.load(QStringLiteral(":/i18n/posenc_zh_CN.qm")));
    for (const QString &key : Session::fieldKeys()) {
        const QString label = Session::fieldLabelSource(key);
        QVERIFY2(!label.isEmpty(), qPrintable(key + QStringLiteral(" has no undo label")));
        QVERIFY2(!chinese.translate("Session", label.toUtf8().constData()).isEmpty(),
                 qPrintable(key + QStringLiteral(": no zh_CN entry for ") + label));
    }
    Session a = Session::defaults();
    Session b = a;
    b.scheme.layout.order = posenc::PairOrder::Halves;
    QCOMPARE(SessionHistory::describe(a, b), QStringLiteral("layout interleaved → halves"));
    b = a;
    b.scheme.frequencies.spacing = posenc::FrequencySpacing::Tensor2Tensor;
    QCOMPARE(SessionHistory::describe(a, b), QStringLiteral("spacing paper → t2t"));
    b = a;
    b.scheme.firstPosition = 2;
    b.scheme.paddingIdx = 1;
    QCOMPARE(SessionHistory::describe(a, b), QStringLiteral("padding_idx -1 → 1 and 1 more")); // padding_idx sets the first position
    Session c = b;
    c.scheme.paddingIdx = -1;
    QCOMPARE(SessionHistory::describe(b, c), QStringLiteral("padding_idx 1 → -1"));
}

void TestSessionHistory::windowUndoesAndKeepsTheHistory()
{
    ExplorerState state;
    WindowHost host(&state);
    host.window()->show();
    state.setDModel(32);
    state.setBase(200.0);
    auto *undo = host.window()->findChild<QAction *>(QStringLiteral("undo"));
    QVERIFY(undo && undo->isEnabled());
    QCOMPARE(undo->shortcut(), QKeySequence(QKeySequence::Undo));
    QVERIFY(undo->text().contains(QStringLiteral("base")));
    undo->trigger();
    QCOMPARE(state.base(), 10000.0);
    QSignalSpy replaced(&host, &WindowHost::windowReplaced);
    host.setLanguage(QStringLiteral("zh_CN"));
    QVERIFY(replaced.wait(5000));
    auto *redo = host.window()->findChild<QAction *>(QStringLiteral("redo"));
    QVERIFY(redo && redo->isEnabled());
    redo->trigger();
    QCOMPARE(state.base(), 200.0);
    host.window()->findChild<QAction *>(QStringLiteral("undo"))->trigger();
    host.window()->findChild<QAction *>(QStringLiteral("undo"))->trigger();
    QCOMPARE(state.dModel(), 60);
    host.setLanguage(QStringLiteral("en"));
    QVERIFY(replaced.wait(5000));
}

void TestSessionHistory::ctrlZInTheSentenceIsTheWindowsUndo()
{
    ExplorerState state;
    MainWindow window(&state);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QUndoStack *stack = SessionHistory::forState(&state)->stack();
    const QString before = state.text();
    QLineEdit *sentence = window.parameterPanel()->textControl();
    window.activateWindow();
    sentence->setFocus();
    sentence->end(false);
    QTest::keyClicks(sentence, QStringLiteral(" abc"));
    QCOMPARE(state.text(), before + QStringLiteral(" abc"));
    QCOMPARE(stack->count(), 1);
    QTest::keySequence(sentence, QKeySequence::Undo); // typed into the field
    QCOMPARE(state.text(), before);
    QCOMPARE(sentence->text(), before);
    QVERIFY(stack->canRedo()); // the field's own undo would have made a new step and dropped the redo
    QCOMPARE(stack->count(), 1);
}

QTEST_MAIN(TestSessionHistory)
#include "tst_sessionhistory.moc"
