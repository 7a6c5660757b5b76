// Controls: sliders and spin boxes drive the state without flooding it; the state drives them back.
#include "ui/families/scorefamilies.h"
#include "ui/figures/heatmapfigure.h"
#include "ui/state/explorerstate.h"
#include "ui/state/session.h"
#include "ui/views/plotview.h"
#include "ui/widgets/parameterpanel.h"
#include "ui/widgets/sliderspinbox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QScrollArea>
#include <QTest>

class TestParameterPanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsTheState();
    void dModelSweepEndsAt512WithOneRecompute();
    void arrowKeyOnFocusedSliderUpdates();
    void dModelStepsByTwoUnlessOddAllowed();
    void oddDModelIsExplained();
    void conventionControlsFollowAndSet();
    void baseSliderIsLogarithmic();
    void baseIsEnabledWhileSomethingReadsIt();
    void textSetsLengthAndExplainsTheRule();
    void positionSliderMovesContinuously();
    void positionAndOffsetRangesFollowLength();
    void typedValueAppliesOnEnter();
    void otherChangesLeaveTypingAlone();
    void controlsStayStillWhileDragging();
};

void TestParameterPanel::showsTheState()
{
    ExplorerState state;
    ParameterPanel panel(&state);
    QCOMPARE(panel.dModelControl()->value(), 60);
    QCOMPARE(panel.baseControl()->value(), 10000.0);
    QCOMPARE(panel.lengthControl()->value(), 16);
    QCOMPARE(panel.textControl()->text(), Session::defaultText());
    state.setDModel(128);
    QCOMPARE(panel.dModelControl()->slider()->value(), 128);
    QCOMPARE(panel.dModelControl()->spinBox()->value(), 128);
}

void TestParameterPanel::dModelSweepEndsAt512WithOneRecompute()
{
    ExplorerState state;
    ParameterPanel panel(&state);
    PlotView view(&state, Figure::Encoding);
    QCoreApplication::processEvents();
    QSignalSpy encoding(&state, &ExplorerState::encodingChanged);
    QSignalSpy dModel(&state, &ExplorerState::dModelChanged);
    // A fast drag: the slider moves through every step before the event loop runs once.
    for (int d = 64; d <= 512; d += 2)
        panel.dModelControl()->slider()->setValue(d);
    QCOMPARE(dModel.count(), 225);
    QCOMPARE(encoding.count(), 0);
    QCoreApplication::processEvents();
    QCOMPARE(encoding.count(), 1);
    QCOMPARE(view.heatmap().columns(), 512);
    QCOMPARE(panel.dModelControl()->spinBox()->value(), 512);
}

void TestParameterPanel::arrowKeyOnFocusedSliderUpdates()
{
    ExplorerState state;
    ParameterPanel panel(&state);
    PlotView view(&state, Figure::Encoding);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSlider *slider = panel.dModelControl()->slider();
    slider->setFocus();
    QTest::keyClick(slider, Qt::Key_Right);
    QCOMPARE(state.dModel(), 62);
    QTRY_COMPARE(view.heatmap().columns(), 62);
    QSlider *position = panel.positionControl()->slider();
    position->setFocus();
    QTest::keyClick(position, Qt::Key_Right);
    QCOMPARE(state.position(), 2); // from the default pos = 1
}

void TestParameterPanel::dModelStepsByTwoUnlessOddAllowed()
{
    ExplorerState state;
    ParameterPanel panel(&state);
    QSlider *slider = panel.dModelControl()->slider();
    slider->setValue(61); // a mouse drag can land anywhere: snapped to even
    QCOMPARE(state.dModel(), 62);
    QCOMPARE(slider->singleStep(), 2);
    // ... and the panel says why, and how to keep 61; the message goes with the next value.
    const auto noteSays = [&](const QString &text) {
        for (const QLabel *label : panel.findChildren<QLabel *>())
            if (label->text().contains(text))
                return true;
        return false;
    };
    QVERIFY(noteSays(QStringLiteral("61 is odd:</b> d_model = 62 is used")));
    panel.dModelControl()->spinBox()->setValue(64);
    QVERIFY(!noteSays(QStringLiteral("is odd:</b>")));
    panel.oddDModelControl()->setChecked(true);
    slider->setValue(61);
    QCOMPARE(state.dModel(), 61);
    QCOMPARE(slider->singleStep(), 1);
    // Reset: the defaults are even, so the box is unticked again.
    panel.resetToDefaults();
    QCOMPARE(state.dModel(), 60);
    QVERIFY(!panel.oddDModelControl()->isChecked());
    QCOMPARE(slider->singleStep(), 2);
}

void TestParameterPanel::oddDModelIsExplained()
{
    ExplorerState state;
    ParameterPanel panel(&state);
    state.setDModel(61); // e.g. from the command line: the panel switches to odd mode and says why
    QVERIFY(panel.oddDModelControl()->isChecked());
    QCOMPARE(panel.dModelControl()->value(), 61);
    bool explained = false;
    for (const QLabel *label : panel.findChildren<QLabel *>())
        explained = explained || label->text().contains(QStringLiteral("column 60 is a lone sine"));
    QVERIFY(explained);
}

void TestParameterPanel::conventionControlsFollowAndSet()
{
    ExplorerState state;
    ParameterPanel panel(&state);
    const auto panelSays = [&](const QString &text) {
        for (const QLabel *label : panel.findChildren<QLabel *>())
            if (label->text().contains(text))
                return true;
        return false;
    };
    QVERIFY(panelSays(QStringLiteral("in dimensions 2i, 2i+1")));
    // A change elsewhere (the command line, a scene, undo): every control and note follows.
    state.setConvention(posenc::Convention::Fairseq);
    QCOMPARE(panel.conventionControl()->currentData().toString(), QStringLiteral("fairseq"));
    QCOMPARE(panel.layoutControl()->currentData().toString(), QStringLiteral("halves-padded"));
    QCOMPARE(panel.spacingControl()->currentData().toString(), QStringLiteral("t2t"));
    QVERIFY(panelSays(QStringLiteral("in dimensions i, 30 + i")));
    QVERIFY(panelSays(QStringLiteral("fairseq/modules/sinusoidal_positional_embedding.py")));
    QVERIFY(panelSays(QStringLiteral("padding_idx = 1")));
    // A mix shows as "Custom mix"; choosing a convention in the box applies all its parts.
    state.setSpacingName(QStringLiteral("paper"));
    QCOMPARE(panel.conventionControl()->currentIndex(), panel.conventionControl()->count() - 1);
    QVERIFY(panelSays(QStringLiteral("no convention here uses")));
    const int marian = panel.conventionControl()->findData(QStringLiteral("marian"));
    panel.conventionControl()->setCurrentIndex(marian);
    Q_EMIT panel.conventionControl()->activated(marian);
    QCOMPARE(posenc::conventionOf(state.scheme()), std::optional(posenc::Convention::Marian));
    QCOMPARE(state.firstPosition(), 0);
    const int interleaved = panel.layoutControl()->findData(QStringLiteral("interleaved"));
    Q_EMIT panel.layoutControl()->activated(interleaved);
    QCOMPARE(posenc::conventionOf(state.scheme()), std::optional(posenc::Convention::Paper));
}

void TestParameterPanel::baseSliderIsLogarithmic()
{
    ExplorerState state;
    ParameterPanel panel(&state);
    QSlider *slider = panel.baseControl()->slider();
    QCOMPARE(slider->value(), 600); // log10(10000) = 4 on 1 .. 6
    slider->setValue(0);
    QCOMPARE(state.base(), 10.0);
    slider->setValue(slider->maximum());
    QCOMPARE(state.base(), 1e6);
    slider->setValue(400);
    QCOMPARE(state.base(), 1000.0);
    panel.baseControl()->spinBox()->setValue(2.5); // spin box reaches below the slider's range
    QCOMPARE(state.base(), 2.5);
}

void TestParameterPanel::baseIsEnabledWhileSomethingReadsIt()
{
    // The base is the sinusoidal PE's and a score family's that reads it (RoPE's): with nothing added, it is
    // enabled exactly while such a family is chosen.
    ExplorerState state;
    ParameterPanel panel(&state);
    QVERIFY(panel.baseControl()->isEnabled()); // sinusoidal PE added
    state.setField(QStringLiteral("added"), QStringLiteral("none"));
    int reading = 0;
    for (const ScoreFamilyEntry &family : scoreFamilies()) {
        state.setField(QStringLiteral("scores"), QString::fromLatin1(posenc::scoreEncodingNames.name(family.id)));
        QCOMPARE(panel.baseControl()->isEnabled(), family.readsBase);
        reading += family.readsBase ? 1 : 0;
    }
    QCOMPARE(reading, 1); // RoPE
    state.setField(QStringLiteral("scores"), QStringLiteral("alibi"));
    QVERIFY(!panel.baseControl()->isEnabled());
    state.setField(QStringLiteral("scores"), QStringLiteral("rope"));
    QVERIFY(panel.baseControl()->isEnabled());
}

void TestParameterPanel::textSetsLengthAndExplainsTheRule()
{
    ExplorerState state;
    ParameterPanel panel(&state);
    QLineEdit *text = panel.textControl();
    text->clear();
    QTest::keyClicks(text, QStringLiteral("I love you"));
    QCOMPARE(state.text(), QStringLiteral("I love you"));
    QCOMPARE(state.length(), 3);
    QCOMPARE(panel.lengthControl()->value(), 3);
    panel.lengthControl()->slider()->setValue(6);
    bool explained = false;
    for (const QLabel *label : panel.findChildren<QLabel *>())
        explained = explained || label->text().contains(QStringLiteral("Positions 3 .. 5 are padding"));
    QVERIFY(explained);
}

// pos dragged on the slider moves between two positions (the hands turn smoothly); the session keeps whole
// positions, letting go rounds to the nearest, and Play's fraction moves the slider too.
void TestParameterPanel::positionSliderMovesContinuously()
{
    ExplorerState state;
    ParameterPanel panel(&state);
    QSlider *slider = panel.positionControl()->slider();
    const int n = slider->singleStep(); // stops per position
    QVERIFY2(n >= 8, "the slider stops between positions");
    slider->setSliderDown(true);
    slider->setValue(5 * n + n / 4);
    QCOMPARE(state.position(), 5);
    QCOMPARE(state.positionFraction(), 0.25);
    QCOMPARE(state.displayPosition(), 5.25);
    QCOMPARE(panel.positionControl()->spinBox()->value(), 5);
    slider->setValue(6 * n - n / 4); // past the middle: let go and it is 6
    QCOMPARE(state.position(), 5);
    QCOMPARE(state.positionFraction(), 0.75);
    QCOMPARE(slider->value(), 6 * n - n / 4);
    slider->setSliderDown(false);
    QCOMPARE(state.position(), 6);
    QCOMPARE(state.positionFraction(), 0.0);
    QCOMPARE(slider->value(), 6 * n);
    state.setPositionFraction(0.5); // Play between two positions: the slider follows
    QCOMPARE(slider->value(), 6 * n + n / 2);
    state.setPosition(2);
    QCOMPARE(slider->value(), 2 * n);
}

void TestParameterPanel::positionAndOffsetRangesFollowLength()
{
    ExplorerState state;
    ParameterPanel panel(&state);
    state.setLength(100);
    QCOMPARE(panel.positionControl()->spinBox()->maximum(), 99);
    QCOMPARE(panel.positionControl()->slider()->maximum(), 99 * panel.positionControl()->slider()->singleStep());
    QCOMPARE(panel.offsetControl()->slider()->minimum(), -100);
    QCOMPARE(panel.offsetControl()->slider()->maximum(), 100);
    state.setFirstPosition(5);
    QCOMPARE(panel.positionControl()->spinBox()->minimum(), 5);
    QCOMPARE(panel.positionControl()->spinBox()->maximum(), 104);
}

void TestParameterPanel::typedValueAppliesOnEnter()
{
    ExplorerState state;
    ParameterPanel panel(&state);
    QSpinBox *spin = panel.lengthControl()->spinBox();
    spin->selectAll();
    QTest::keyClicks(spin, QStringLiteral("128"));
    QCOMPARE(state.length(), 16); // no recompute per digit
    QTest::keyClick(spin, Qt::Key_Return);
    QCOMPARE(state.length(), 128);
}

void TestParameterPanel::otherChangesLeaveTypingAlone()
{
    // While Play moves the position, a half-typed base must stay as typed.
    ExplorerState state;
    ParameterPanel panel(&state);
    QDoubleSpinBox *base = panel.baseControl()->spinBox();
    QSpinBox *dModel = panel.dModelControl()->spinBox();
    base->selectAll();
    QTest::keyClicks(base, QStringLiteral("50"));
    dModel->selectAll();
    QTest::keyClicks(dModel, QStringLiteral("12"));
    const QString typedBase = base->text();
    const QString typedDModel = dModel->text();
    for (int pos = 1; pos < 6; ++pos)
        state.setPosition(pos);
    state.setOffset(3);
    state.setText(QStringLiteral("a b c d e f g h"));
    QCOMPARE(base->text(), typedBase);
    QCOMPARE(dModel->text(), typedDModel);
    QCOMPARE(panel.positionControl()->value(), 5);
}

void TestParameterPanel::controlsStayStillWhileDragging()
{
    ExplorerState state;
    // As the window holds it: in a scroll area as wide as the panel wants.
    QScrollArea scroll;
    auto *panelOwned = new ParameterPanel(&state);
    ParameterPanel &panel = *panelOwned;
    scroll.setWidget(panelOwned);
    scroll.setWidgetResizable(true);
    scroll.resize(panel.sizeHint().width() + 24, 700);
    scroll.show();
    QVERIFY(QTest::qWaitForWindowExposed(&scroll));
    QCoreApplication::processEvents();
    panel.oddDModelControl()->setChecked(true);
    const auto baseTop = [&] {
        QCoreApplication::processEvents(); // the layout
        return panel.baseControl()->mapTo(&panel, QPoint(0, 0)).y();
    };
    // d_model dragged through notes of one to four lines: the controls below move down at most when a
    // longer note first appears, and never back up while the drag goes on.
    int previous = baseTop();
    const int start = previous;
    for (const int dModel : {60, 1, 2, 61, 63, 4095, 60, 2, 61, 60}) {
        state.setDModel(dModel);
        const int top = baseTop();
        QVERIFY2(top >= previous, qPrintable(QStringLiteral("d_model %1: base moved up from %2 to %3").arg(dModel).arg(previous).arg(top)));
        previous = top;
    }
    QVERIFY2(previous - start <= 2 * panel.fontMetrics().lineSpacing(),
             qPrintable(QStringLiteral("moved %1 px").arg(previous - start)));
    // The text note likewise while a sentence is typed.
    const int lengthTop = panel.lengthControl()->mapTo(&panel, QPoint(0, 0)).y();
    QString text;
    int lowest = lengthTop;
    for (const QString word : {"I", "love", "you", "and", "you", "love", "me"}) {
        text += (text.isEmpty() ? QString() : QStringLiteral(" ")) + word;
        state.setText(text);
        QCoreApplication::processEvents();
        const int top = panel.lengthControl()->mapTo(&panel, QPoint(0, 0)).y();
        QVERIFY(top >= lowest);
        lowest = top;
    }
}

QTEST_MAIN(TestParameterPanel)
#include "tst_parameterpanel.moc"
