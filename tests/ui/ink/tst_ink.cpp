// The lecturer's ink: a step's strokes written to and read from a lecture file (bad ones refused with the
// stroke named), held on to the data they were drawn on (a circled cell follows its cell through a change of
// d_model; a stroke whose cell is gone loses its place), drawn by the pen in the window's figure alone, and
// carried into the deck and the handout.
#include "ui/export/figureexport.h"
#include "ui/export/lecturedeck.h"
#include "ui/export/vectorexport.h"
#include "ui/figures/figureregistry.h"
#include "ui/ink/inklayer.h"
#include "ui/ink/inkplacement.h"
#include "ui/lecture/lecture.h"
#include "ui/state/explorerstate.h"
#include "ui/state/theme.h"
#include "ui/views/focusview.h"

#include <qcustomplot.h>

#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

namespace {

/// Paints \a figure of \a state on a 1280 x 720 page and returns where it went.
InkPlace paintedPlace(const ExplorerState &state, Figure figure, FigurePainter &painter)
{
    QImage image(1280, 720, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QCPPainter paint(&image);
    const QRectF area(0, 0, 1280, 720);
    painter.paint(paint, area, state, FigureStyle::forImage(1280, 720, Theme::Light), 1.0);
    return InkPlace{painter.dataFrames(), area, 720, figureName(figure)};
}

/// The PE heat map's frame: its axes run along pos and along the dimension j.
const DataFrame &heatMapFrame(const InkPlace &place)
{
    static DataFrame none;
    for (const DataFrame &frame : place.frames)
        if (frame.pixels.width() > 100)
            return frame;
    return none;
}

/// A circle of \a radius pixels around \a centre, as a lecturer draws one.
QList<QPointF> circle(QPointF centre, double radius)
{
    QList<QPointF> points;
    for (int i = 0; i <= 24; ++i)
        points.append(centre + radius * QPointF(std::cos(i * M_PI / 12), std::sin(i * M_PI / 12)));
    return points;
}

QPointF middle(const QPolygonF &polygon)
{
    return polygon.boundingRect().center();
}

InkStroke redPen()
{
    InkStroke stroke;
    stroke.colour = InkLayer::penColours.at(0);
    stroke.width = InkLayer::thinWidth;
    return stroke;
}

} // namespace

class TestInk : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fileRoundTripsTheStrokes();
    void badStrokesAreRefusedByNumber_data();
    void badStrokesAreRefusedByNumber();
    void aCircledCellFollowsItThroughADModelChange();
    void aStrokeWhoseCellIsGoneLosesItsPlace();
    void aClockStrokeHoldsOnToTheFiguresArea();
    void thePenDrawsInTheFigureAlone();
    void deckAndHandoutCarryTheInk();
};

void TestInk::fileRoundTripsTheStrokes()
{
    InkStroke pen = redPen();
    pen.frame = QStringLiteral("pe/0");
    pen.points = {QPointF(3.25, 7.5), QPointF(4.125, 1e-3)};
    InkStroke highlighter;
    highlighter.highlighter = true;
    highlighter.colour = InkLayer::highlighterColour;
    highlighter.width = InkLayer::highlighterWidth;
    highlighter.points = {QPointF(0.1, 0.2)};
    const QList<InkStroke> strokes = {pen, highlighter};
    // Through the text of a file, as a lecture saved with ink is read back.
    const QJsonValue json = QJsonDocument::fromJson(QJsonDocument(inkToJson(strokes)).toJson()).array();
    QString problem;
    const auto read = inkFromJson(json, &problem);
    QVERIFY2(read, qPrintable(problem));
    QCOMPARE(*read, strokes);

    // And within a lecture: a step's ink survives writing and reading the whole file.
    Lecture lecture = Lecture::builtin();
    lecture.steps[2].ink = strokes;
    const Lecture::Read again = Lecture::fromBytes(lecture.toBytes());
    QVERIFY2(again.lecture, qPrintable(again.problem));
    QCOMPARE(again.lecture->steps.at(2).ink, strokes);
    QVERIFY(again.lecture->steps.at(1).ink.isEmpty());
}

void TestInk::badStrokesAreRefusedByNumber_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("problem");
    const QByteArray good = R"({"colour": "#e6231e", "width": 0.004, "points": [0, 0]})";
    QTest::newRow("width") << QByteArray("[" + good + R"(, {"colour": "#e6231e", "width": 2, "points": [0, 0]}])")
                           << QStringLiteral("stroke 2: width = 2 is out of range (allowed 0.001 .. 0.1)");
    QTest::newRow("odd points") << QByteArray(R"([{"colour": "#e6231e", "width": 0.004, "points": [0, 0, 1]}])")
                                << QStringLiteral("stroke 1: points: 3 numbers (allowed an even count, 2 .. 40000)");
    QTest::newRow("no points") << QByteArray(R"([{"colour": "#e6231e", "width": 0.004}])")
                               << QStringLiteral("stroke 1: points: 0 numbers (allowed an even count, 2 .. 40000)");
    QTest::newRow("text point") << QByteArray(R"([{"colour": "#e6231e", "width": 0.004, "points": [0, "x"]}])")
                                << QStringLiteral("stroke 1: points: item 2 is not a finite number");
    QTest::newRow("colour") << QByteArray(R"([{"colour": "red", "width": 0.004, "points": [0, 0]}])")
                            << QStringLiteral("stroke 1: colour = \"red\" is not a colour (allowed #rrggbb)");
    QTest::newRow("pen") << QByteArray(R"([{"pen": "brush", "colour": "#e6231e", "width": 0.004, "points": [0, 0]}])")
                         << QStringLiteral("stroke 1: pen = \"brush\" is not a pen (allowed pen, highlighter)");
    QTest::newRow("field") << QByteArray(R"([{"colour": "#e6231e", "width": 0.004, "points": [0, 0], "size": 3}])")
                           << QStringLiteral("stroke 1: size: unknown field (allowed pen, colour, width, frame, points)");
    QTest::newRow("not a list") << QByteArray(R"({"strokes": 1})") << QString();
}

void TestInk::badStrokesAreRefusedByNumber()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, problem);
    const QJsonDocument document = QJsonDocument::fromJson(json);
    QVERIFY(!document.isNull());
    const QJsonValue value = document.isArray() ? QJsonValue(document.array()) : QJsonValue(document.object());
    QString said;
    QVERIFY(!inkFromJson(value, &said));
    if (problem.isEmpty())
        QVERIFY(said.contains(QStringLiteral("is not a list of strokes")));
    else
        QCOMPARE(said, problem);
}

void TestInk::aCircledCellFollowsItThroughADModelChange()
{
    ExplorerState state;
    state.setLength(32);
    state.setDModel(64);
    const std::unique_ptr<FigurePainter> painter = figureEntry(Figure::Encoding).painter();
    const InkPlace before = paintedPlace(state, Figure::Encoding, *painter);
    const DataFrame frame = heatMapFrame(before);
    QVERIFY(frame.pixels.width() > 100);
    // The heat map's axes: one of them counts the 64 dimensions, the other the 32 positions.
    const bool dimensionsAcross = std::abs(frame.xUpper - frame.xLower - 64) < 1;
    QVERIFY(dimensionsAcross || std::abs(frame.yUpper - frame.yLower - 64) < 1);
    const QPointF cell = dimensionsAcross ? QPointF(20, 10) : QPointF(10, 20); // pos 10, dimension 20
    const QPointF centre = *frame.toPixel(cell);
    const InkStroke stroke = anchoredStroke(redPen(), circle(centre, 4), before);
    QCOMPARE(stroke.frame, QStringLiteral("pe/%1").arg(before.frames.indexOf(frame)));

    state.setDModel(128);
    QCoreApplication::processEvents(); // the derived data
    const InkPlace after = paintedPlace(state, Figure::Encoding, *painter);
    const DataFrame grown = heatMapFrame(after);
    const auto placed = placedStroke(stroke, after);
    QVERIFY(placed);
    // The circle's middle is cell (pos 10, dimension 20) of the new map: along the dimension axis at
    // (20 + 0.5) / 128 of the way, not (20 + 0.5) / 64 where it was drawn.
    const QPointF now = middle(*placed);
    const double along = dimensionsAcross ? (now.x() - grown.pixels.left()) / grown.pixels.width()
                                          : (grown.yReversed ? (now.y() - grown.pixels.top())
                                                             : (grown.pixels.bottom() - now.y())) /
                                                grown.pixels.height();
    QVERIFY2(std::abs(along - 20.5 / 128) < 0.002, qPrintable(QString::number(along)));
    QVERIFY(std::abs(along - 20.5 / 64) > 0.1);
    // Its size follows the cell too (a circle of 8 px around a cell now half as tall or wide).
    const double span = dimensionsAcross ? placed->boundingRect().width() : placed->boundingRect().height();
    QVERIFY2(span < 6, qPrintable(QString::number(span)));
}

void TestInk::aStrokeWhoseCellIsGoneLosesItsPlace()
{
    ExplorerState state;
    state.setLength(32);
    state.setDModel(128);
    const std::unique_ptr<FigurePainter> painter = figureEntry(Figure::Encoding).painter();
    const InkPlace before = paintedPlace(state, Figure::Encoding, *painter);
    const DataFrame frame = heatMapFrame(before);
    const bool dimensionsAcross = std::abs(frame.xUpper - frame.xLower - 128) < 1;
    const QPointF cell = dimensionsAcross ? QPointF(100, 10) : QPointF(10, 100);
    const InkStroke stroke = anchoredStroke(redPen(), circle(*frame.toPixel(cell), 3), before);
    QVERIFY(placedStroke(stroke, before));
    state.setDModel(64); // dimension 100 is gone
    QCoreApplication::processEvents();
    QVERIFY(!placedStroke(stroke, paintedPlace(state, Figure::Encoding, *painter)));
    // Another figure has other areas: the stroke has no place there either.
    const std::unique_ptr<FigurePainter> waves = figureEntry(Figure::Wavelength).painter();
    QVERIFY(!placedStroke(stroke, paintedPlace(state, Figure::Wavelength, *waves)));
}

void TestInk::aClockStrokeHoldsOnToTheFiguresArea()
{
    ExplorerState state;
    const std::unique_ptr<FigurePainter> painter = figureEntry(Figure::Clock).painter();
    InkPlace place = paintedPlace(state, Figure::Clock, *painter);
    QVERIFY(place.frames.isEmpty()); // painted directly
    place.figure = QRectF(0, 100, 1280, 600);
    const InkStroke stroke = anchoredStroke(redPen(), {QPointF(640, 400), QPointF(960, 250)}, place);
    QVERIFY(stroke.frame.isEmpty());
    QCOMPARE(stroke.points.at(0), QPointF(0.5, 0.5));
    // A page twice the size: the same fractions of its figure.
    place.figure = QRectF(0, 200, 2560, 1200);
    const auto placed = placedStroke(stroke, place);
    QVERIFY(placed);
    QCOMPARE(placed->at(1), QPointF(1920, 500));
}

void TestInk::thePenDrawsInTheFigureAlone()
{
    ExplorerState state;
    state.setLength(32);
    state.setDModel(64);
    QWidget window;
    window.resize(1280, 720);
    FocusView view(&state, &window);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    view.showFigure(Figure::Encoding);
    view.repaint();
    QSignalSpy edited(view.ink(), &InkLayer::strokesEdited);
    // With no tool in hand the mouse drives the figure: nothing is drawn.
    const QRectF heat = heatMapFrame(view.inkPlace()).pixels;
    QVERIFY(heat.width() > 100);
    const QPoint from = heat.center().toPoint();
    QTest::mousePress(&view, Qt::LeftButton, {}, from);
    QTest::mouseRelease(&view, Qt::LeftButton, {}, from + QPoint(40, 0));
    QCOMPARE(edited.count(), 0);
    view.ink()->setTool(InkTool::Pen);
    QTest::mousePress(&view, Qt::LeftButton, {}, from);
    QTest::mouseMove(&view, from + QPoint(20, 5));
    QTest::mouseMove(&view, from + QPoint(40, 10));
    QTest::mouseRelease(&view, Qt::LeftButton, {}, from + QPoint(40, 10));
    QCOMPARE(edited.count(), 1);
    QCOMPARE(view.ink()->strokes().size(), 1);
    QVERIFY(view.ink()->strokes().first().frame.startsWith(QStringLiteral("pe/")));
    // The stroke is on the screen, in the pen's red, over the figure.
    const QImage shown = view.grab().toImage();
    const QColor ink = shown.pixelColor(from + QPoint(20, 5));
    QVERIFY2(ink.red() > 200 && ink.green() < 80, qPrintable(ink.name()));
    // The eraser takes the whole stroke; Esc puts the tool down.
    view.ink()->setTool(InkTool::Eraser);
    QTest::mouseClick(&view, Qt::LeftButton, {}, from + QPoint(20, 5));
    QCOMPARE(view.ink()->strokes().size(), 0);
    QTest::keyClick(&view, Qt::Key_Escape);
    QCOMPARE(view.ink()->tool(), InkTool::None);
    QVERIFY(view.isVisible()); // the first Esc only put the eraser down
}

void TestInk::deckAndHandoutCarryTheInk()
{
    // The first step of the built-in lecture with a red stroke across the middle of its figure.
    Lecture lecture = Lecture::builtin();
    lecture.steps = {lecture.steps.first()};
    InkStroke stroke = redPen();
    stroke.width = 0.01;
    stroke.points = {QPointF(0.3, 0.5), QPointF(0.7, 0.5)};
    lecture.steps[0].ink = {stroke};
    DeckRequest request;
    request.lecture = lecture;
    request.size = ImageSize{640, 360};
    ExplorerState state;
    const LecturePage page = lecturePages(lecture).first();
    setPageOn(state, lecture, page, request.language);
    QImage image(640, 360, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        QCPPainter painter(&image);
        paintLecturePage(painter, state, request, page, 1.0);
    }
    // Where the stroke's middle lies, in the figure's area under the heading.
    bool red = false;
    for (int y = 0; y < 360 && !red; ++y) {
        const QColor c = image.pixelColor(320, y);
        red = c.red() > 200 && c.green() < 80 && c.blue() < 80;
    }
    QVERIFY(red);
    // Without the ink no such red on that column: the red was the stroke.
    lecture.steps[0].ink.clear();
    request.lecture = lecture;
    image.fill(Qt::white);
    {
        QCPPainter painter(&image);
        paintLecturePage(painter, state, request, page, 1.0);
    }
    for (int y = 0; y < 360; ++y) {
        const QColor c = image.pixelColor(320, y);
        QVERIFY(!(c.red() > 200 && c.green() < 80 && c.blue() < 80));
    }
    // The handout's SVG draws it too, in the pen's colour.
    QString error;
    const auto svg = vectorFigureBytes(state, Figure::Clock, ExportFormat::Svg, ImageSize{640, 360}, &error, {stroke});
    QVERIFY2(svg, qPrintable(error));
    QVERIFY(svg->contains("#e6231e"));
    const auto plain = vectorFigureBytes(state, Figure::Clock, ExportFormat::Svg, ImageSize{640, 360}, &error);
    QVERIFY(!plain->contains("#e6231e"));
}

QTEST_MAIN(TestInk)
#include "tst_ink.moc"
