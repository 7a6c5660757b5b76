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

/// Counts the layout requests that reach the watched widget.
class LayoutRequests : public QObject
{
public:
    int count = 0;
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::LayoutRequest)
            ++count;
        return false;
    }
};

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

} // namespace

class TestSteadyLabel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sameHeightDoesNotRelayout();
    void wrapsAsAWordWrappedLabel();
    void textChangedWhileHiddenGetsItsHeight();
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
}

QTEST_MAIN(TestSteadyLabel)
#include "tst_steadylabel.moc"
