// Layout: the window fits every projector size, and every view fits its text. For each screen size (1024x768, 1280x720,
// 1920x1080, 3840x2160; run again by ctest at QT_SCALE_FACTOR 1.5 and 2) the window must fit the screen
// (it zooms itself down, and at 50 % floats the parameters, when its minimum size does not), and for every
// tab every text is checked: a figure's text elements (titles, notes) have room for their
// text, lie inside their view and overlap no other; every shown label has room for its text.
#include "ui/state/explorerstate.h"
#include "ui/views/plotview.h"
#include "ui/window/mainwindow.h"
#include "ui/state/zoom.h"
#include "ui/widgets/parameterpanel.h"

#include <QApplication>
#include <QLabel>
#include <QScreen>
#include <QTabWidget>
#include <QTest>
#include <QTextDocument>
#include <qcustomplot.h>

class TestLayout : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyTextFits_data();
    void everyTextFits();
};

void TestLayout::everyTextFits_data()
{
    QTest::addColumn<QSize>("screen");
    for (const QSize size : {QSize(1024, 768), QSize(1280, 720), QSize(1920, 1080), QSize(3840, 2160)})
        QTest::addRow("%dx%d", size.width(), size.height()) << size;
}

namespace {

/// Problems with the text elements of \a view (empty when all fit).
QStringList figureTextProblems(PlotView *view)
{
    QStringList problems;
    QList<QCPTextElement *> texts;
    for (QCPLayoutElement *element : view->plotLayout()->elements(true))
        if (auto *text = qobject_cast<QCPTextElement *>(element); text && !text->text().trimmed().isEmpty())
            texts.append(text);
    const QRect area = view->rect();
    for (QCPTextElement *text : texts) {
        const QRect box = text->outerRect();
        const QFontMetricsF metrics(text->font(), view);
        const QRectF needed = metrics.boundingRect(QRectF(0, 0, 1e6, 1e6), Qt::AlignCenter, text->text());
        const QString name = view->objectName() + QStringLiteral(" '") + text->text().left(40) + QLatin1Char('\'');
        if (needed.width() > box.width() + 1)
            problems << QStringLiteral("%1: %2 px of text in %3 px").arg(name).arg(needed.width()).arg(box.width());
        if (!area.contains(box.adjusted(1, 1, -1, -1)))
            problems << QStringLiteral("%1: outside its view").arg(name);
        for (QCPTextElement *other : texts)
            if (other < text && box.adjusted(1, 1, -1, -1).intersects(other->outerRect()))
                problems << QStringLiteral("%1: overlaps '%2'").arg(name, other->text().left(40));
    }
    return problems;
}

/// Problems with the shown labels of \a window: a label without room for its text.
QStringList labelProblems(QWidget *window)
{
    QStringList problems;
    for (QLabel *label : window->findChildren<QLabel *>()) {
        if (!label->isVisible() || label->text().isEmpty() || label->width() <= 0)
            continue;
        const QString name = label->objectName().isEmpty() ? label->text().left(40) : label->objectName();
        if (label->wordWrap()) {
            if (label->heightForWidth(label->width()) > label->height() + 1)
                problems << QStringLiteral("label '%1': needs %2 px height, has %3")
                                .arg(name)
                                .arg(label->heightForWidth(label->width()))
                                .arg(label->height());
        } else if (label->sizeHint().width() > label->width() + 1) {
            problems << QStringLiteral("label '%1': needs %2 px width, has %3").arg(name).arg(label->sizeHint().width()).arg(label->width());
        }
    }
    return problems;
}

} // namespace

void TestLayout::everyTextFits()
{
    QFETCH(QSize, screen);
    const double ratio = qApp->devicePixelRatio(); // QT_SCALE_FACTOR: the window gets fewer logical pixels
    const QSize logical(qRound(screen.width() / ratio), qRound(screen.height() / ratio));
    zoom::setPercent(zoom::defaultPercent); // a previous row's fit lowered it
    ExplorerState state;
    MainWindow window(&state);
    window.setScreenRoom(logical);
    window.resize(logical);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // The window zooms down until it fits (MainWindow::fitToScreen()), a step per turn of the event loop.
    QTRY_VERIFY2_WITH_TIMEOUT(window.width() <= logical.width() && window.height() <= logical.height(),
                              qPrintable(QStringLiteral("the window is %1 x %2 at zoom %3 %, minimum %4 x %5; tabs %6 x %7")
                                             .arg(window.width()).arg(window.height()).arg(zoom::percent())
                                             .arg(window.minimumSizeHint().width()).arg(window.minimumSizeHint().height())
                                             .arg(window.tabs()->minimumSizeHint().width())
                                             .arg(window.tabs()->minimumSizeHint().height())),
                              3000);
    QStringList problems;
    // Never larger than the screen: its minimum size (every tab's) fits the screen's logical pixels.
    if (window.width() > logical.width() || window.height() > logical.height())
        problems << QStringLiteral("the window is %1 x %2, larger than the screen's %3 x %4 (minimum %5 x %6; dock %7 x %8, "
                                   "tabs %9 x %10)")
                        .arg(window.width()).arg(window.height()).arg(logical.width()).arg(logical.height())
                        .arg(window.minimumSizeHint().width()).arg(window.minimumSizeHint().height())
                        .arg(window.parameterPanel()->minimumSizeHint().width()).arg(window.parameterPanel()->minimumSizeHint().height())
                        .arg(window.tabs()->minimumSizeHint().width()).arg(window.tabs()->minimumSizeHint().height());
    const auto everyTab = [&](const QString &mode) {
        for (int tab = 0; tab < window.tabs()->count(); ++tab) {
            window.tabs()->setCurrentIndex(tab);
            // A page with figures of its own in sub-tabs (RoPE): each sub-tab in turn.
            const QList<QTabWidget *> inner = window.tabs()->currentWidget()->findChildren<QTabWidget *>();
            const int subTabs = inner.isEmpty() ? 1 : inner.first()->count();
            for (int sub = 0; sub < subTabs; ++sub) {
                if (!inner.isEmpty())
                    inner.first()->setCurrentIndex(sub);
                for (int k = 0; k < 5; ++k)
                    QCoreApplication::processEvents();
                QStringList found;
                for (PlotView *view : window.tabs()->currentWidget()->findChildren<PlotView *>()) {
                    if (!view->isVisible())
                        continue; // laid out when shown
                    view->replot(); // lays the figure out at its size
                    found += figureTextProblems(view);
                }
                found += labelProblems(&window);
                for (const QString &problem : std::as_const(found))
                    problems << mode + problem;
            }
        }
    };
    everyTab(QString());
    // Presentation mode on the same screen: full screen at its larger zoom, and still no larger.
    window.setPresentation(true);
    window.setGeometry(QRect(QPoint(0, 0), logical)); // the offscreen screen is not this one
    window.fitToScreen(logical);
    QTRY_VERIFY2_WITH_TIMEOUT(window.minimumSizeHint().width() <= logical.width() &&
                                  window.minimumSizeHint().height() <= logical.height(),
                              qPrintable(QStringLiteral("presentation mode needs %1 x %2 at zoom %3 %")
                                             .arg(window.minimumSizeHint().width())
                                             .arg(window.minimumSizeHint().height())
                                             .arg(zoom::percent())),
                              3000);
    everyTab(QStringLiteral("presentation mode: "));
    window.setPresentation(false);
    problems.removeDuplicates();
    if (!problems.isEmpty())
        QFAIL(qPrintable(QStringLiteral("at %1 x %2 (scale %3, zoom %4 %):\n  ").arg(screen.width()).arg(screen.height()).arg(ratio).arg(zoom::percent()) +
                         problems.join(QStringLiteral("\n  "))));
}

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
