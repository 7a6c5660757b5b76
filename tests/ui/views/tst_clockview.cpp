// Clock view: every pair reachable, hands at the true angle, the offset arc, play.
#include "ui/figures/clockpainter.h"
#include "ui/state/explorerstate.h"
#include "ui/state/positionanimator.h"
#include "ui/views/clockframes.h"
#include "ui/views/clockview.h"
#include "ui/figures/largeclockpainter.h"
#include "ui/views/largeclocks.h"

#include <QPainter>
#include <QPicture>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>

#include <cmath>

class TestClockView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void allPairsReachableAtDModel1024();
    void handPointsAtTheTrueAngle_data();
    void handPointsAtTheTrueAngle();
    void offsetArcIsTheSameForEveryPosition_data();
    void offsetArcIsTheSameForEveryPosition();
    void cachedDialLooksLikeTheDrawnOne_data();
    void cachedDialLooksLikeTheDrawnOne();
    void faintHandIsTheOffsetColourOverTheDial();
    void workerFrameEqualsAPaintHere();
    void workerPaintsTheLatestRequestOnly();
    void labelsStayInTheirCell();
    void samplePairsKeepsFirstAndLast();
    void playButtonDrivesTheAnimator();
    void arrowKeysAndTurnOnce();
    void largeClockAndThreeHands();
};

void TestClockView::allPairsReachableAtDModel1024()
{
    ExplorerState state;
    PositionAnimator animator(&state);
    ClockView view(&state, &animator);
    view.resize(900, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    state.setDModel(1024);
    QCoreApplication::processEvents();
    auto *grid = view.findChild<ClockGridWidget *>();
    QVERIFY(grid);
    const ClockGrid layout = ClockGrid::forWidth(grid->width(), ClockGridWidget::minCellSize());
    const int rows = (512 + layout.columns - 1) / layout.columns;
    QTRY_VERIFY(grid->height() >= rows * layout.cell - 1);
    // The last pair's cell lies inside the scrollable widget.
    QVERIFY(QRectF(grid->rect()).contains(layout.cellRect(511).center()));
    auto *scroll = view.findChild<QScrollArea *>();
    QVERIFY(scroll->verticalScrollBar()->maximum() > 0);
}

namespace {

constexpr int cellSide = 201;

QImage paintOneClock(const ExplorerState &state, int pair, FigureStyle *styleOut = nullptr, int side = cellSide,
                     double lineWidth = 1.0)
{
    QImage image(side, side, QImage::Format_ARGB32);
    image.fill(Qt::white);
    FigureStyle style = FigureStyle::screen();
    style.font.setPixelSize(10);
    style.lineWidth = lineWidth;
    QPainter painter(&image);
    paintClock(painter, QRectF(0, 0, side, side), ClockScene::fromState(state), pair, style);
    if (styleOut)
        *styleOut = style;
    return image;
}

bool isHand(const QColor &c) { return c.blue() > 90 && c.red() < 60 && c.green() < 100; }
bool isArc(const QColor &c) { return c.red() > 180 && c.blue() < 120 && c.green() > 90 && c.green() < 180; }

/// Direction (radians, counter-clockwise from +x) of the hand's pixels far from the centre.
double handAngle(const QImage &image, const ClockDial &dial)
{
    double sumX = 0, sumY = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QPointF d = QPointF(x + 0.5, y + 0.5) - dial.centre;
            if (isHand(image.pixelColor(x, y)) && std::hypot(d.x(), d.y()) > dial.radius * 0.5) {
                sumX += d.x();
                sumY += d.y();
            }
        }
    }
    return std::atan2(-sumY, sumX); // screen y grows downwards
}

/// Whether the arc colour is drawn at angle \a angle on the arc's circle.
bool arcAt(const QImage &image, const ClockDial &dial, double angle)
{
    const QPointF p = dial.centre + QPointF(dial.arcRadius * std::cos(angle), -dial.arcRadius * std::sin(angle));
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
            if (isArc(image.pixelColor(int(p.x()) + dx, int(p.y()) + dy)))
                return true;
    return false;
}

} // namespace

void TestClockView::handPointsAtTheTrueAngle_data()
{
    QTest::addColumn<int>("pair");
    QTest::addColumn<int>("position");
    const double w3 = std::pow(10000.0, -6.0 / 60.0);
    const double w9 = std::pow(10000.0, -18.0 / 60.0);
    QTest::addColumn<double>("angle");
    QTest::newRow("i 0, pos 0: 3 o'clock") << 0 << 0 << 0.0;
    QTest::newRow("i 0, pos 2: upper left") << 0 << 2 << 2.0;
    QTest::newRow("i 0, pos 4: lower left") << 0 << 4 << 4.0;
    QTest::newRow("i 0, pos 5: lower right") << 0 << 5 << 5.0;
    QTest::newRow("i 3, pos 5") << 3 << 5 << 5 * w3;
    QTest::newRow("i 3, pos 13") << 3 << 13 << 13 * w3;
    QTest::newRow("i 9, pos 15") << 9 << 15 << 15 * w9;
}

void TestClockView::handPointsAtTheTrueAngle()
{
    QFETCH(int, pair);
    QFETCH(int, position);
    QFETCH(double, angle);
    ExplorerState state;
    state.setPosition(position);
    FigureStyle style;
    const QImage image = paintOneClock(state, pair, &style);
    const double drawn = handAngle(image, clockDial(QRectF(0, 0, cellSide, cellSide), style));
    QVERIFY2(std::abs(std::remainder(drawn - angle, 2 * M_PI)) < 0.05,
             qPrintable(QStringLiteral("drawn %1 rad, expected %2").arg(drawn).arg(angle)));
}

void TestClockView::offsetArcIsTheSameForEveryPosition_data()
{
    QTest::addColumn<int>("position");
    QTest::addColumn<int>("offset");
    QTest::newRow("pos 2, k 3") << 2 << 3;
    QTest::newRow("pos 7, k 3") << 7 << 3;
    QTest::newRow("pos 11, k 3") << 11 << 3;
    QTest::newRow("pos 9, k -2") << 9 << -2;
    QTest::newRow("pos 1, k 8: one whole turn + 1.72 rad") << 1 << 8;
}

void TestClockView::offsetArcIsTheSameForEveryPosition()
{
    // Pair 0 (w = 1 rad/position): the arc starts at the hand, w * pos, and turns by w * k (mod 2 pi).
    QFETCH(int, position);
    QFETCH(int, offset);
    ExplorerState state;
    state.setPosition(position);
    state.setOffset(offset);
    FigureStyle style;
    const QImage image = paintOneClock(state, 0, &style);
    const ClockDial dial = clockDial(QRectF(0, 0, cellSide, cellSide), style);
    const double start = position;
    const double span = std::fmod(double(offset), 2 * M_PI);
    // Inside the span (away from its ends, where hands cross): arc; outside it: no arc.
    for (double t = 0.1; t <= 0.9; t += 0.1)
        QVERIFY2(arcAt(image, dial, start + t * span), qPrintable(QStringLiteral("no arc at t = %1").arg(t)));
    const double rest = 2 * M_PI - std::abs(span);
    for (double t = 0.2; t <= 0.8; t += 0.2) {
        const double outside = start + span + (span > 0 ? 1 : -1) * t * rest;
        QVERIFY2(!arcAt(image, dial, outside), qPrintable(QStringLiteral("arc outside the span at %1").arg(outside)));
    }
}

void TestClockView::faintHandIsTheOffsetColourOverTheDial()
{
    // The hand of pos + k is the offset's text colour, opaque, at least 4.5:1 on the dial in every theme (a
    // projector's back row sees it): along it, away from the centre, the pixels have that colour.
    for (const Theme choice : theme::all()) {
        const FigurePalette &palette = FigurePalette::of(choice);
        QVERIFY2(FigurePalette::contrast(palette.offsetText, palette.dialFill) >= 4.5, qPrintable(theme::name(choice)));
    }
    ExplorerState state;
    state.setPosition(0);
    state.setOffset(2); // pair 0 (w = 1): the faint hand at 2 rad, the hand at 0
    FigureStyle style;
    const QImage image = paintOneClock(state, 0, &style, cellSide, 2.0);
    const ClockDial dial = clockDial(QRectF(0, 0, cellSide, cellSide), style);
    const QColor expected = style.palette.offsetText;
    for (const double along : {0.5, 0.6, 0.7}) {
        const QPointF p = dial.centre + QPointF(along * dial.radius * std::cos(2.0), -along * dial.radius * std::sin(2.0));
        const QColor drawn = image.pixelColor(p.toPoint());
        QVERIFY2(std::abs(drawn.red() - expected.red()) <= 3 && std::abs(drawn.green() - expected.green()) <= 3
                     && std::abs(drawn.blue() - expected.blue()) <= 3,
                 qPrintable(QStringLiteral("at %1 of the radius: %2, expected %3").arg(along).arg(drawn.name(), expected.name())));
    }
}

namespace {

/// The grid's rectangle \a rect (widget coordinates) as the widget would paint it itself.
QImage paintedHere(const ClockGridWidget &grid, const ExplorerState &state, const QRect &rect)
{
    QImage image(rect.size() * grid.devicePixelRatioF(), QImage::Format_RGB32);
    image.setDevicePixelRatio(grid.devicePixelRatioF());
    QPainter painter(&image);
    painter.translate(-rect.topLeft());
    paintClockRows(painter, rect, ClockScene::fromState(state),
                   ClockGrid::forWidth(grid.width(), ClockGridWidget::minCellSize()), FigureStyle::screen());
    return image;
}

/// The pixels of \a rect of \a widget on the screen (its window's backing store).
QImage onScreen(const QWidget &widget, const QRect &rect)
{
    const QPoint at = widget.mapTo(widget.window(), rect.topLeft());
    return widget.screen()
        ->grabWindow(widget.window()->winId(), at.x(), at.y(), rect.width(), rect.height())
        .toImage()
        .convertToFormat(QImage::Format_RGB32);
}

} // namespace

void TestClockView::workerFrameEqualsAPaintHere()
{
    // The window's grid (background work) has its visible clocks painted by a worker while the heat maps
    // refresh: what reaches the screen after a step is what the widget would have painted itself, in a
    // grid scrolled half-way into a row too.
    ExplorerState state;
    state.setBackgroundWork(true);
    state.setDModel(128);
    state.setOffset(3);
    QScrollArea area;
    area.setWidgetResizable(true);
    auto *grid = new ClockGridWidget(&state);
    area.setWidget(grid);
    area.resize(720, 300);
    area.show();
    QVERIFY(QTest::qWaitForWindowExposed(&area));
    area.verticalScrollBar()->setValue(150);
    QTRY_VERIFY(!ClockFrames::anyPending());
    const QRect visible = grid->visibleRegion().boundingRect();
    QVERIFY(visible.top() >= 150 && visible.height() > 100);
    const QImage before = onScreen(*grid, visible);
    const auto *frames = grid->findChild<ClockFrames *>();
    QVERIFY(frames);
    const int copied = frames->framesCopied();
    state.setPosition(7);
    QVERIFY(ClockFrames::anyPending()); // asked of the worker, not painted here
    QTRY_VERIFY(!ClockFrames::anyPending());
    QCOMPARE(frames->framesCopied(), copied + 1); // the screen got the worker's frame
    const ClockFrame now{ClockScene::fromState(state), FigureStyle::screen(),
                         ClockGrid::forWidth(grid->width(), ClockGridWidget::minCellSize()), visible,
                         grid->devicePixelRatioF(), {}};
    QVERIFY(frames->frameFor(now)); // the frame on screen shows the state now
    const QImage after = onScreen(*grid, visible);
    QVERIFY(after != before);
    QCOMPARE(after, paintedHere(*grid, state, visible));
    // A change of zoom or theme (the style) is painted here at once: no older frame is shown for it.
    QFont larger = grid->font();
    larger.setPointSizeF(larger.pointSizeF() * 1.5);
    const ClockFrame restyled{now.scene, FigureStyle{larger, 2.0}, now.grid, now.rect, now.ratio, {}};
    QVERIFY(!frames->frameFor(restyled));
    // Hidden (another tab), the grid lets the frame's pixels go.
    area.hide();
    QVERIFY(!frames->frameFor(now));
}

void TestClockView::workerPaintsTheLatestRequestOnly()
{
    // Requests that come while a frame is painted wait, and only the latest is painted; a request for the
    // frame being painted or already painted is dropped.
    ExplorerState state;
    state.setDModel(64);
    ClockFrames frames;
    int ready = 0;
    connect(&frames, &ClockFrames::ready, this, [&] { ++ready; });
    const auto frameAt = [&](int position) {
        state.setPosition(position);
        return ClockFrame{ClockScene::fromState(state), FigureStyle::screen(), ClockGrid::forWidth(700, 112),
                          QRect(0, 0, 700, 400), 1.0, {}};
    };
    const ClockFrame first = frameAt(1);
    frames.request(first);
    frames.request(first); // the same again: not queued
    frames.request(frameAt(2));
    const ClockFrame last = frameAt(3);
    frames.request(last);
    QVERIFY(ClockFrames::anyPending());
    QTRY_COMPARE(ready, 1);
    QCOMPARE(frames.framesPainted(), 2); // the first, then the last: not the one in between
    QVERIFY(frames.frameFor(last));
    QVERIFY(!frames.frameFor(first));
    frames.request(last); // painted already: nothing to do
    QTest::qWait(50);
    QCOMPARE(ready, 1);
    QCOMPARE(frames.framesPainted(), 2);
    frames.painted(false);
    QVERIFY(!ClockFrames::anyPending());
}

void TestClockView::cachedDialLooksLikeTheDrawnOne_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("pair");
    QTest::newRow("pair with a cosine") << 8 << 1;
    QTest::newRow("lone sine, dashed rim") << 7 << 3;
}

void TestClockView::cachedDialLooksLikeTheDrawnOne()
{
    // On pixels the dial comes from a cache of pixmaps; through a QPicture (not a raster engine, as PDF
    // and SVG) it is drawn stroke by stroke. Both must give the same picture, for each size and line width
    // in turn (a cache key missing one of them would hand out the previous dial).
    QFETCH(int, dModel);
    QFETCH(int, pair);
    ExplorerState state;
    state.setDModel(dModel);
    struct Case
    {
        int side;
        double lineWidth;
    };
    // 200 px with width 1 and 201 px with width 1.45 give the same radius, 89 px: only the width differs.
    for (const Case c : {Case{201, 1.0}, Case{151, 1.0}, Case{151, 2.0}, Case{200, 1.0}, Case{201, 1.45}}) {
        FigureStyle style;
        const QImage cached = paintOneClock(state, pair, &style, c.side, c.lineWidth);
        QPicture picture;
        QPainter recorder(&picture);
        paintClock(recorder, QRectF(0, 0, c.side, c.side), ClockScene::fromState(state), pair, style);
        recorder.end();
        QImage drawn(c.side, c.side, QImage::Format_ARGB32);
        drawn.fill(Qt::white);
        QPainter replay(&drawn);
        picture.play(&replay);
        replay.end();

        int worst = 0;
        int rim = 0; // pixels of the grey rim, so an empty picture cannot pass
        const ClockDial dial = clockDial(QRectF(0, 0, c.side, c.side), style);
        for (int y = 0; y < c.side; ++y)
            for (int x = 0; x < c.side; ++x) {
                const double r = std::hypot(x + 0.5 - dial.centre.x(), y + 0.5 - dial.centre.y());
                if (r > dial.radius + c.lineWidth)
                    continue; // labels: QPicture keeps fonts in its own resolution
                const QColor a = cached.pixelColor(x, y);
                const QColor b = drawn.pixelColor(x, y);
                worst = std::max({worst, std::abs(a.red() - b.red()), std::abs(a.green() - b.green()),
                                  std::abs(a.blue() - b.blue())});
                if (std::abs(r - dial.radius) < 1.5 && a.red() < 200 && a.red() == a.blue())
                    ++rim;
            }
        const QString where = QStringLiteral("cell %1 px, line width %2: ").arg(c.side).arg(c.lineWidth);
        QVERIFY2(worst <= 12, qPrintable(where + QStringLiteral("largest channel difference %1").arg(worst)));
        QVERIFY2(rim > 20, qPrintable(where + QStringLiteral("only %1 rim pixels").arg(rim)));
    }
}

void TestClockView::labelsStayInTheirCell()
{
    // A lone sine's label ("i = 3, sin only") is wider than a small cell: it is cut, not spilled into the
    // neighbour (QPainter::drawText() clipped; the cached labels must too).
    ExplorerState state;
    state.setDModel(7);
    const int side = 40;
    QImage image(3 * side, side, QImage::Format_ARGB32);
    image.fill(Qt::white);
    FigureStyle style = FigureStyle::screen();
    style.font.setPixelSize(10);
    QPainter painter(&image);
    paintClock(painter, QRectF(side, 0, side, side), ClockScene::fromState(state), 3, style);
    painter.end();
    int outside = 0, inside = 0;
    for (int y = 0; y < side; ++y)
        for (int x = 0; x < image.width(); ++x) {
            const bool dark = QColor(image.pixel(x, y)).lightness() < 160;
            (x >= side && x < 2 * side ? inside : outside) += dark;
        }
    QVERIFY(inside > 0);
    QCOMPARE(outside, 0);
}

void TestClockView::samplePairsKeepsFirstAndLast()
{
    QCOMPARE(samplePairs(5, 10), QList<int>({0, 1, 2, 3, 4}));
    const QList<int> sample = samplePairs(512, 64);
    QCOMPARE(sample.size(), 64);
    QCOMPARE(sample.first(), 0);
    QCOMPARE(sample.last(), 511);
    QVERIFY(std::is_sorted(sample.begin(), sample.end()));
}

void TestClockView::playButtonDrivesTheAnimator()
{
    ExplorerState state;
    PositionAnimator animator(&state);
    ClockView view(&state, &animator);
    QToolButton *play = view.playButton();
    play->click();
    QVERIFY(animator.isPlaying());
    QCOMPARE(play->text(), QStringLiteral("Pause"));
    animator.setPlaying(false); // from elsewhere (the View menu): the button follows
    QVERIFY(!play->isChecked());
    QCOMPARE(play->text(), QStringLiteral("Play"));
    animator.setPlaying(true);
    QVERIFY(play->isChecked());
}

void TestClockView::arrowKeysAndTurnOnce()
{
    ExplorerState state;
    PositionAnimator animator(&state);
    ClockView view(&state, &animator);
    view.resize(900, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto *grid = view.findChild<ClockGridWidget *>();
    QVERIFY(grid);
    state.setPosition(4);
    QTest::keyClick(grid, Qt::Key_Right);
    QCOMPARE(state.position(), 5);
    QTest::keyClick(grid, Qt::Key_Left);
    QTest::keyClick(grid, Qt::Key_Left);
    QCOMPARE(state.position(), 3);
    // Turn once: enabled for a pair that turns within L, with what it does in its tool tip.
    state.setSelectedPair(0);
    QVERIFY(view.turnOnceButton()->isEnabled());
    QVERIFY2(view.turnOnceButton()->toolTip().contains(QStringLiteral("6 steps")), qPrintable(view.turnOnceButton()->toolTip()));
    view.turnOnceButton()->click();
    QVERIFY(animator.isPlaying());
    QCOMPARE(animator.turnStepsLeft(), 6);
    animator.setPlaying(false);
    state.setSelectedPair(20); // λ in the thousands: not within L = 16
    QVERIFY(!view.turnOnceButton()->isEnabled());
    state.setLength(4096);
    QVERIFY(view.turnOnceButton()->isEnabled()); // λ_20 = 2π·10000^(40/60) ≈ 2916 positions fit L = 4096
}

void TestClockView::largeClockAndThreeHands()
{
    ExplorerState state; // d_model 60: pairs 0 .. 29
    PositionAnimator animator(&state);
    ClockView view(&state, &animator);
    view.resize(1000, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto *grid = view.findChild<ClockGridWidget *>();
    QVERIFY(!view.largeClocks());
    // Double-click the third dial of the first row: that pair, alone and large.
    const double cell = ClockGrid::forWidth(grid->width(), ClockGridWidget::minCellSize()).cell;
    QTest::mouseDClick(grid, Qt::LeftButton, Qt::NoModifier, QPoint(int(2.5 * cell), int(cell / 2)));
    QVERIFY(view.largeClocks());
    QCOMPARE(view.largeClocks()->figure(), Figure::ClockPair);
    QCOMPARE(state.selectedPair(), 2);
    QVERIFY(view.largeClocks()->height() > 3 * cell); // far larger than a grid cell
    // It draws the hand: the hand's colour appears in the picture.
    const QImage picture = view.largeClocks()->grab().toImage();
    const QColor hand = FigureStyle::screen().palette.hand;
    int handPixels = 0;
    for (int y = 0; y < picture.height(); y += 2)
        for (int x = 0; x < picture.width(); x += 2)
            handPixels += picture.pixelColor(x, y) == hand;
    QVERIFY2(handPixels > 50, qPrintable(QString::number(handPixels)));
    QTest::keyClick(view.largeClocks(), Qt::Key_Escape);
    QVERIFY(!view.largeClocks());
    // Second, minute and hour hands: the fastest, the middle and the slowest pair, each can be chosen.
    view.showThreeHands();
    QCOMPARE(view.largeClocks()->figure(), Figure::ClockHands);
    QVERIFY(state.session().clockHands.isEmpty());
    QCOMPARE(handPairs(state.session().clockHands, 30), (QList<int>{0, 14, 29}));
    auto *minute = view.findChild<QSpinBox *>(QStringLiteral("hand1"));
    QCOMPARE(minute->value(), 14);
    minute->setValue(7); // the session keeps the choice (scenes, lectures, undo)
    QCOMPARE(state.session().clockHands, (QList<int>{0, 7, 29}));
    state.setDModel(16); // pairs 0 .. 7: what is past the last pair is shown as the last
    QCOMPARE(handPairs(state.session().clockHands, 8), (QList<int>{0, 7, 7}));
    QCOMPARE(view.findChild<QSpinBox *>(QStringLiteral("hand2"))->value(), 7);
    // Play turns the hands smoothly: a fraction of a position moves them (the figure draws pos + fraction).
    const QImage whole = view.largeClocks()->grab().toImage();
    state.setPositionFraction(0.5);
    QVERIFY(view.largeClocks()->grab().toImage() != whole);
    state.setPositionFraction(0);
    QCOMPARE(view.largeClocks()->grab().toImage(), whole);
    view.showAllClocks();
    QVERIFY(!view.largeClocks());
}

QTEST_MAIN(TestClockView)
#include "tst_clockview.moc"
