// Layout: the window fits every projector size, and every view fits its text. For each screen size (1024x768, 1280x720,
// 1920x1080, 3840x2160; run again by ctest at QT_SCALE_FACTOR 1.5 and 2) the window must fit the screen
// (it zooms itself down, and at 50 % floats the parameters, when its minimum size does not), and for every
// tab every text is checked: a figure's text elements (titles, notes) have room for their
// text, lie inside their view and overlap no other; every shown label has room for its text.
#include "ui/families/addedfamilies.h"
#include "ui/families/scorefamilies.h"
#include "ui/state/explorerstate.h"
#include "ui/state/language.h"
#include "ui/views/plotview.h"
#include "ui/window/mainwindow.h"
#include "ui/state/zoom.h"
#include "ui/widgets/parameterpanel.h"
#include "ui/widgets/presentationbar.h"
#include "ui/figures/scriptedtext.h"
#include "ui/views/focusview.h"
#include "ui/figures/figureregistry.h"

#include <QApplication>
#include <QLabel>
#include <QPaintDevice>
#include <QPaintEngine>
#include <QScreen>
#include <QTabWidget>
#include <QSet>
#include <QSlider>
#include <QTest>
#include <QTextDocument>
#include <qcustomplot.h>

class TestLayout : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyTextFits_data();
    void everyTextFits();
    void presentationTextIsReadableFromTheBackRow_data();
    void presentationTextIsReadableFromTheBackRow();
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

/// A paint device that draws nothing and records the pixel size of every text drawn on it: what a figure
/// really writes (QCustomPlot's ticks and labels, rich text, the painters' own labels), not what it asks for.
class TextSizeProbe : public QPaintDevice
{
public:
    explicit TextSizeProbe(QSize size)
        : m_size(size)
    {
    }
    QPaintEngine *paintEngine() const override { return &m_engine; }
    /// The pixel sizes of the texts drawn, one per text item (glyph run).
    const QList<double> &sizes() const { return m_engine.sizes; }
    /// The texts drawn, in the order of sizes().
    const QStringList &texts() const { return m_engine.texts; }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth: return m_size.width();
        case PdmHeight: return m_size.height();
        case PdmWidthMM: return m_size.width() * 254 / 960;
        case PdmHeightMM: return m_size.height() * 254 / 960;
        case PdmDpiX: case PdmDpiY: case PdmPhysicalDpiX: case PdmPhysicalDpiY: return 96;
        case PdmDepth: return 32;
        case PdmNumColors: return INT_MAX;
        case PdmDevicePixelRatio: return 1;
        case PdmDevicePixelRatioScaled: return int(devicePixelRatioFScale());
        default: return 0;
        }
    }

private:
    struct Engine : QPaintEngine
    {
        Engine() : QPaintEngine(AllFeatures) {}
        bool begin(QPaintDevice *) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState &) override {}
        void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
        void drawImage(const QRectF &, const QImage &, const QRectF &, Qt::ImageConversionFlags) override {}
        void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
        void drawPath(const QPainterPath &) override {}
        void drawTextItem(const QPointF &, const QTextItem &item) override
        {
            if (item.text().trimmed().isEmpty())
                return;
            const QFont font = item.font();
            // Scaled text (a painter transform) counts at its drawn size.
            const double scale = std::sqrt(std::abs(painter()->transform().determinant()));
            const double pixels = font.pixelSize() > 0 ? font.pixelSize() : font.pointSizeF() * 96.0 / 72.0;
            sizes.append(pixels * scale);
            texts.append(item.text());
        }
        Type type() const override { return User; }
        QList<double> sizes;
        QStringList texts;
    };
    QSize m_size;
    mutable Engine m_engine;
};

/// The smallest text the figure alone draws when painted whole (its pixel size), and which text it is in \a which.
/// A sub- or superscript (a short run drawn at scriptScale of its text, scriptedtext.h) counts at its text's size:
/// the back-row rule for scripts is 0.8 of the text, and one smaller than that still counts as it is.
double smallestText(FocusView *widget, QString *which = nullptr)
{
    widget->dataChanged(); // all of it, not only the selection's marks
    TextSizeProbe probe(widget->size());
    widget->render(&probe);
    QList<double> sizes = probe.sizes();
    if (sizes.isEmpty())
        return 0.0;
    // A script's font is its text's scaled by scriptScale and rounded to whole pixels: a short run whose size is
    // that of some other text drawn counts at that text's size. Short: up to 16 characters, the longest group
    // the figures typeset being why-exponent's base^{1 − 2/d_model} (13; drawn as one run wherever no fallback
    // font splits it, as on a machine with only the set-up's fonts).
    const QList<double> drawn = sizes;
    for (qsizetype k = 0; k < sizes.size(); ++k) {
        if (probe.texts().at(k).trimmed().size() > 16)
            continue;
        for (const double text : drawn)
            if (text > sizes[k] && std::abs(std::round(text * scriptScale) - sizes[k]) < 0.5) {
                sizes[k] = text;
                break;
            }
    }
    const auto smallest = std::min_element(sizes.begin(), sizes.end());
    if (which)
        *which = probe.texts().at(smallest - sizes.begin()).left(60);
    return *smallest;
}

} // namespace

void TestLayout::presentationTextIsReadableFromTheBackRow_data()
{
    QTest::addColumn<QSize>("screen");
    for (const QSize size : {QSize(1280, 720), QSize(1920, 1080), QSize(3840, 2160)})
        QTest::addRow("%dx%d", size.width(), size.height()) << size;
}

void TestLayout::presentationTextIsReadableFromTheBackRow()
{
    // Presentation mode shows one figure at a time, filling the screen: the smallest text of every figure
    // (ticks, labels, notes) is at least 1/40 of the screen's height, the slim bar's text too; the zoom
    // keys change it.
    QFETCH(QSize, screen);
    const double ratio = qApp->devicePixelRatio();
    const QSize logical(qRound(screen.width() / ratio), qRound(screen.height() / ratio));
    zoom::setPercent(zoom::defaultPercent);
    ExplorerState state;
    state.setField(QStringLiteral("scores"), QStringLiteral("rope")); // every figure
    MainWindow window(&state);
    window.setScreenRoom(logical);
    window.resize(logical);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.setPresentation(true);
    window.setGeometry(QRect(QPoint(0, 0), logical));
    const int least = logical.height() / 40; // whole pixels: 18 at 720 lines, 27 at 1080, 54 at 2160
    FocusView *focus = window.focusView();
    // The offscreen screen is larger than the room emulated: its full-screen state may arrive after the
    // geometry set above and take the whole real screen, so the room's geometry is set until it holds.
    QTRY_VERIFY((window.setGeometry(QRect(QPoint(0, 0), logical)), focus->isVisible() && focus->width() == logical.width()));
    QStringList problems;
    // Every figure is reached with Page Down: each pair of an added family that adds rows and a score family
    // (from the two lists).
    QSet<Figure> reached;
    QList<std::pair<QString, QString>> slotChoices;
    for (const AddedFamilyEntry &added : addedFamilies())
        for (const ScoreFamilyEntry &family : scoreFamilies())
            if (added.addsRows)
                slotChoices.append({QString::fromLatin1(posenc::addedEncodingNames.name(added.id)),
                                    QString::fromLatin1(posenc::scoreEncodingNames.name(family.id))});
    for (const auto &[added, scores] : std::as_const(slotChoices)) {
        state.setField(QStringLiteral("added"), added);
        state.setField(QStringLiteral("scores"), scores);
        QCoreApplication::processEvents();
        for (const Figure figure : window.figuresAlone()) {
            if (reached.contains(figure))
                continue;
            reached.insert(figure);
            window.showAlone(figure);
            QCoreApplication::processEvents();
            QString which;
            const double smallest = smallestText(focus, &which);
            if (smallest < least)
                problems << QStringLiteral("%1: smallest text %2 px ('%3')").arg(figureName(figure)).arg(smallest).arg(which);
        }
    }
    QCOMPARE(reached.size(), allFigures().size());
    state.setField(QStringLiteral("added"), QStringLiteral("sinusoidal"));
    state.setField(QStringLiteral("scores"), QStringLiteral("rope"));
    // Ctrl++ enlarges the figure's text.
    window.showAlone(Figure::Wavelength);
    const double before = smallestText(focus);
    QTest::keyClick(&window, Qt::Key_Equal, Qt::ControlModifier);
    QVERIFY2(smallestText(focus) > before * 1.05, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(smallestText(focus))));
    QTest::keyClick(&window, Qt::Key_0, Qt::ControlModifier);
    // The slim bar the lecturer drags in front of the audience: its text and its Play icon as large.
    PresentationBar *bar = window.presentationBar();
    bar->reveal();
    QTRY_VERIFY(bar->isVisible());
    for (QWidget *control : bar->findChildren<QWidget *>())
        if (control->isVisible() && QFontInfo(control->font()).pixelSize() < least)
            problems << QStringLiteral("slim bar %1 '%2': %3 px").arg(QString::fromLatin1(control->metaObject()->className()),
                                                                      control->objectName()).arg(QFontInfo(control->font()).pixelSize());
    // In both languages (Chinese labels are wider) and with a lecture's step counter: nothing past the bar's
    // right edge, and no slider squeezed to a stub (one shown is at least three letters wide).
    for (const QString &code : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        language::install(code);
        bar->setStepText(code == QLatin1String("en") ? QStringLiteral("Step 12 / 14, answer next") : QStringLiteral("第 12 / 14 步，下一页揭晓答案"));
        QCoreApplication::processEvents();
        bar->reveal();
        QCoreApplication::processEvents();
        const int letter = QFontInfo(bar->font()).pixelSize();
        for (QWidget *control : bar->findChildren<QWidget *>()) {
            if (!control->isVisible())
                continue;
            const QRect inBar(control->mapTo(bar, QPoint(0, 0)), control->size());
            if (inBar.right() > bar->width() + 1)
                problems << QStringLiteral("slim bar (%1) %2 '%3' ends at %4 of %5 px").arg(code, QString::fromLatin1(control->metaObject()->className()),
                                                                                  control->objectName()).arg(inBar.right()).arg(bar->width());
            if (qobject_cast<QSlider *>(control) && control->width() < 3 * letter)
                problems << QStringLiteral("slim bar (%1): a slider of %2 px (letters of %3 px)").arg(code).arg(control->width()).arg(letter);
        }
        bar->setStepText({});
    }
    language::install(QStringLiteral("en"));
    if (!problems.isEmpty())
        QFAIL(qPrintable(QStringLiteral("at %1 x %2 (scale %3), at least %4 px:\n  ").arg(screen.width()).arg(screen.height()).arg(ratio).arg(least) +
                         problems.join(QStringLiteral("\n  "))));
    window.setPresentation(false);
}

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
