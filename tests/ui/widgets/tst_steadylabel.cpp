// SteadyLabel: a changing text asks the window for a new layout only when it needs another height, and
// it shows its text wrapped to its width like a word-wrapped QLabel.
#include "ui/widgets/steadylabel.h"

#include <QEvent>
#include <QImage>
#include <QLabel>
#include <QTabWidget>
#include <QTest>
#include <QVBoxLayout>

namespace {

/// Counts the events of one type that reach the watched widget.
template<QEvent::Type counted>
class EventCount : public QObject
{
public:
    int count = 0;
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == counted)
            ++count;
        return false;
    }
};
using LayoutRequests = EventCount<QEvent::LayoutRequest>;
using Paints = EventCount<QEvent::Paint>;

/// Pixels of \a image that differ from its top-left pixel (the background).
int inkPixels(const QImage &image)
{
    const QRgb background = image.pixel(0, 0);
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += image.pixel(x, y) != background;
    return n;
}

/// A SteadyLabel showing \a text at the top of \a window, shown at \a size.
SteadyLabel *shownIn(QWidget &window, const QString &text, QSize size)
{
    auto *steady = new SteadyLabel;
    auto *layout = new QVBoxLayout(&window);
    layout->addWidget(steady);
    layout->addStretch(1);
    steady->setText(text);
    window.resize(size);
    window.show();
    if (QTest::qWaitForWindowExposed(&window))
        QCoreApplication::processEvents();
    return steady;
}

} // namespace

class TestSteadyLabel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sameHeightDoesNotRelayout();
    void wrapsAsAWordWrappedLabel();
    void textChangedWhileHiddenGetsItsHeight();
    void newTextIsPaintedOnce();
    void newFontOrMinimumGetsItsHeight();
};

void TestSteadyLabel::sameHeightDoesNotRelayout()
{
    QWidget window;
    auto *label = new SteadyLabel;
    auto *layout = new QVBoxLayout(&window);
    layout->addWidget(label);
    layout->addStretch(1);
    label->setText(QStringLiteral("<b>Clock hands at pos = 1</b>: one line"));
    window.resize(600, 200);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    LayoutRequests requests;
    window.installEventFilter(&requests);
    QCoreApplication::processEvents();
    requests.count = 0;
    const int oneLine = label->height();
    for (int pos = 2; pos < 40; ++pos) {
        label->setText(QStringLiteral("<b>Clock hands at pos = %1</b>: one line").arg(pos));
        QCoreApplication::processEvents();
    }
    QCOMPARE(requests.count, 0);
    QCOMPARE(label->height(), oneLine);
    // A text that needs more lines at this width does ask, and gets its height.
    label->setText(QStringLiteral("<b>Clock hands at pos = 40</b>: ") + QStringLiteral("many more words ").repeated(20));
    QTRY_VERIFY(requests.count > 0);
    QTRY_VERIFY(label->height() >= 3 * oneLine);
    QCOMPARE(label->height(), label->heightForWidth(label->width()));
}

void TestSteadyLabel::wrapsAsAWordWrappedLabel()
{
    // The label fills the holder, wrapped to its width, and keeps what a QLabel offers (selection).
    const QString text = QStringLiteral("The <b>fastest</b> pair turns once in 6.28 positions, the slowest once in "
                                        "more than sixty thousand: together they tell every position apart.");
    QWidget window;
    auto *steady = new SteadyLabel;
    steady->setText(text);
    steady->label()->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(&window);
    layout->addWidget(steady);
    layout->addStretch(1);
    window.resize(300, 400);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(steady->label()->geometry(), steady->rect());
    QVERIFY(steady->heightForWidth(120) > steady->heightForWidth(900));
    QCOMPARE(steady->height(), steady->heightForWidth(steady->width()));
    QVERIFY(steady->height() > 2 * steady->fontMetrics().height()); // wrapped: more than one line
    QVERIFY(inkPixels(steady->grab().toImage()) > 100);
    QCOMPARE(window.findChild<QLabel *>()->text(), text);
}

void TestSteadyLabel::textChangedWhileHiddenGetsItsHeight()
{
    // On a tab that is not shown Qt drops the label's layout requests: shown again, it has the height
    // of its new text (the clock header gains a sentence when k is set on another tab).
    QTabWidget tabs;
    auto *page = new QWidget;
    auto *steady = new SteadyLabel;
    steady->setText(QStringLiteral("<b>Clock hands at pos = 1</b>: one line"));
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(steady);
    layout->addStretch(1);
    tabs.addTab(page, QStringLiteral("clocks"));
    tabs.addTab(new QWidget, QStringLiteral("other"));
    tabs.resize(400, 400);
    tabs.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tabs));
    QCoreApplication::processEvents();
    const int oneLine = steady->height();
    tabs.setCurrentIndex(1);
    steady->setText(QStringLiteral("<b>Clock hands at pos = 1</b>: ") + QStringLiteral("a faint hand more ").repeated(12));
    QCoreApplication::processEvents();
    tabs.setCurrentIndex(0);
    QTRY_VERIFY(steady->height() >= 3 * oneLine);
    QCOMPARE(steady->height(), steady->heightForWidth(steady->width()));
    // Back to the first text, set on the label itself (as the panel's notes are): one line again (what was
    // measured last is the long text, not the short one measured before the tab was left).
    steady->label()->setText(QStringLiteral("<b>Clock hands at pos = 1</b>: one line"));
    QTRY_COMPARE(steady->height(), oneLine);
}

void TestSteadyLabel::newTextIsPaintedOnce()
{
    // A new text is measured when it is set: the label's own layout request that follows lays nothing out
    // again (it did, after the paint had laid the text out at the contents' width, and the label was
    // painted twice on every step of a slider: at 300 % a clock header of 3824 x 84 pixels).
    QWidget window;
    SteadyLabel *steady = shownIn(window, QStringLiteral("<b>Clock hands at pos = 1</b>: 30 pairs, fastest first."), {600, 200});
    QVERIFY(window.isVisible());
    Paints paints;
    steady->label()->installEventFilter(&paints);
    // In the window the paint can come before the label's layout request (here it is made to).
    for (int pairs = 29; pairs > 20; --pairs) {
        steady->setText(QStringLiteral("<b>Clock hands at pos = 1</b>: %1 pairs, fastest first.").arg(pairs));
        paints.count = 0;
        steady->label()->repaint();
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        QCOMPARE(paints.count, 1);
    }
    // The same text again (the clock header on a step of the base) is not painted again.
    paints.count = 0;
    steady->setText(steady->text());
    QCoreApplication::processEvents();
    QCOMPARE(paints.count, 0);
    QVERIFY(inkPixels(steady->grab().toImage()) > 100);
}

void TestSteadyLabel::newFontOrMinimumGetsItsHeight()
{
    // What else changes the height the text needs is still passed on: a larger font (the zoom) and a
    // minimum height given to the label.
    QWidget window;
    SteadyLabel *steady = shownIn(window, QStringLiteral("<b>Clock hands at pos = 1</b>: one line"), {600, 900});
    QVERIFY(window.isVisible());
    const int oneLine = steady->height();
    // On the label itself (as the panel's notes get theirs): the holder hears of it through the label's
    // request only.
    QFont larger = steady->label()->font();
    larger.setPointSizeF(larger.pointSizeF() * 2);
    steady->label()->setFont(larger);
    QTRY_VERIFY(steady->height() >= 2 * oneLine - 4);
    QCOMPARE(steady->height(), steady->heightForWidth(steady->width()));
    steady->label()->setMinimumHeight(steady->height() + 40);
    QTRY_COMPARE(steady->height(), steady->label()->minimumHeight());
}

QTEST_MAIN(TestSteadyLabel)
#include "tst_steadylabel.moc"
