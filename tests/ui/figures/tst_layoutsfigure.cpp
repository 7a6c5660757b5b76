// Interleaved vs halves: both maps hold the state's PE in their layout, the CSV is both side by side, the
// selected pair is marked at its two columns in each; and the convention's words in the formula strip and the
// hover read-out.
#include "ui/figures/cellreadout.h"
#include "ui/figures/matriximagemap.h"
#include "ui/figures/figureregistry.h"
#include "ui/figures/layoutsfigure.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/formulastrip.h"

#include <posenc/encodings/sinusoidal.h>

#include <QFontMetricsF>
#include <qcustomplot.h>
#include "ui/figures/conventiontext.h"
#include "ui/figures/textwrap.h"
#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <vector>

class TestLayoutsFigure : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void mapsHoldBothLayouts_data();
    void mapsHoldBothLayouts();
    void tableIsBothSideBySide();
    void bothSidesHoldTheSameNumbers_data();
    void bothSidesHoldTheSameNumbers();
    void theSelectedPairIsNamedInBoth();
    void formulaStripSaysTheConvention();
    void hoverReadsTheZeroColumn();
    void hoverProductGivesItsValue();
    void halvesNoteWrapsBetweenItsParts();
    void titleWrapsOutsideItsFormula();
};

void TestLayoutsFigure::mapsHoldBothLayouts_data()
{
    QTest::addColumn<int>("convention");
    QTest::addColumn<int>("dModel");
    QTest::newRow("paper 12") << int(posenc::Convention::Paper) << 12;
    QTest::newRow("marian 7") << int(posenc::Convention::Marian) << 7;
    QTest::newRow("fairseq 9 (zero column)") << int(posenc::Convention::Fairseq) << 9;
}

void TestLayoutsFigure::mapsHoldBothLayouts()
{
    QFETCH(int, convention);
    QFETCH(int, dModel);
    ExplorerState state;
    state.setConvention(posenc::Convention(convention));
    state.setDModel(dModel);
    state.setLength(6);
    QCustomPlot plot;
    LayoutsFigure figure(&plot);
    figure.showData(state);
    const auto layouts = LayoutsFigure::layoutsFor(state.scheme().layout);
    QCOMPARE(layouts[0].order, posenc::PairOrder::Interleaved);
    QVERIFY(layouts[1].order != posenc::PairOrder::Interleaved);
    for (int side = 0; side < 2; ++side) {
        posenc::SinusoidalScheme scheme = state.scheme();
        scheme.layout = layouts[side];
        Eigen::MatrixXd expected = posenc::sinusoidalEncoding(scheme, 6);
        if (state.scheme().layout.hasZeroColumn()) // the zero column stays last in both orders
            expected.col(dModel - 1).setZero();
        for (int r = 0; r < 6; ++r)
            for (int c = 0; c < dModel; ++c)
                QVERIFY2(std::abs(figure.colorMap(side)->matrix()(r, c) - expected(r, c)) < 1e-14,
                         qPrintable(QStringLiteral("side %1 row %2 column %3").arg(side).arg(r).arg(c)));
    }
}

void TestLayoutsFigure::tableIsBothSideBySide()
{
    ExplorerState state;
    state.setDModel(8);
    state.setLength(5);
    const FigureTable table = figureEntry(Figure::Layouts).table(state);
    QCOMPARE(table.rows, 5);
    QCOMPARE(table.columns, 16);
    posenc::SinusoidalScheme halves = state.scheme();
    halves.layout.order = posenc::PairOrder::Halves;
    const Eigen::MatrixXd right = posenc::sinusoidalEncoding(halves, 5);
    for (int r = 0; r < 5; ++r)
        for (int c = 0; c < 8; ++c) {
            QCOMPARE(table.value(r, c), state.encoding()(r, c)); // the state's own, interleaved
            QCOMPARE(table.value(r, 8 + c), right(r, c));       // the same pairs, reordered
        }
    // The halves' row 0 (pos 0): four sines 0, then four cosines 1.
    QCOMPARE(table.value(0, 8 + 3), 0.0);
    QCOMPARE(table.value(0, 8 + 4), 1.0);
}

void TestLayoutsFigure::bothSidesHoldTheSameNumbers_data()
{
    QTest::addColumn<int>("convention");
    QTest::addColumn<int>("dModel");
    QTest::newRow("tensor2tensor 5") << int(posenc::Convention::Tensor2Tensor) << 5;
    QTest::newRow("fairseq 5") << int(posenc::Convention::Fairseq) << 5;
    QTest::newRow("fairseq 61") << int(posenc::Convention::Fairseq) << 61;
    QTest::newRow("paper 5") << int(posenc::Convention::Paper) << 5;
    QTest::newRow("marian 7") << int(posenc::Convention::Marian) << 7;
    QTest::newRow("paper 12") << int(posenc::Convention::Paper) << 12;
}

// Issue 34 item 5: "Same numbers, other columns" holds for every convention and d_model: each row of the
// two maps holds the same values. With tensor2tensor's or fairseq's zero column the interleaved side once
// put a lone sine there (1e-08 at pos 1, d_model 5) that neither code computes.
void TestLayoutsFigure::bothSidesHoldTheSameNumbers()
{
    QFETCH(int, convention);
    QFETCH(int, dModel);
    ExplorerState state;
    state.setConvention(posenc::Convention(convention));
    state.setDModel(dModel);
    state.setLength(3);
    const FigureTable table = figureEntry(Figure::Layouts).table(state);
    QCOMPARE(table.columns, 2 * dModel);
    for (int r = 0; r < table.rows; ++r) {
        std::vector<double> left, right;
        for (int c = 0; c < dModel; ++c) {
            left.push_back(table.value(r, c));
            right.push_back(table.value(r, dModel + c));
        }
        std::sort(left.begin(), left.end());
        std::sort(right.begin(), right.end());
        QVERIFY2(left == right, qPrintable(QStringLiteral("row %1").arg(r)));
    }
}

void TestLayoutsFigure::theSelectedPairIsNamedInBoth()
{
    ExplorerState state; // d_model 60
    state.setSelectedPair(3);
    QCustomPlot plot;
    LayoutsFigure figure(&plot);
    figure.showData(state);
    bool found = false;
    for (int k = 0; k < plot.plotLayout()->elementCount(); ++k)
        if (auto *text = qobject_cast<QCPTextElement *>(plot.plotLayout()->elementAt(k)))
            found = found || (text->text().contains(QStringLiteral("columns 6 and 7")) && text->text().contains(QStringLiteral("columns 3 and 33")));
    QVERIFY(found);
    // A click on the right map's column 33 (cos of pair 3) selects pair 3; on the left's column 20, pair 10.
    plot.resize(1200, 600);
    plot.replot();
    const auto columnPixel = [&](int side, double column) {
        QCPAxisRect *rect = plot.axisRects().at(side);
        return QPointF(rect->axis(QCPAxis::atBottom)->coordToPixel(column), rect->center().y());
    };
    state.setSelectedPair(0);
    figure.click(columnPixel(1, 33), state);
    QCOMPARE(state.selectedPair(), 3);
    figure.click(columnPixel(0, 20), state);
    QCOMPARE(state.selectedPair(), 10);
    // fairseq at d_model 9: column 8 is zero padding on both sides; a click there keeps the selection.
    state.setConvention(posenc::Convention::Fairseq);
    state.setDModel(9);
    figure.showData(state);
    plot.replot();
    state.setSelectedPair(1);
    for (const int side : {0, 1}) {
        figure.click(columnPixel(side, 8), state);
        QCOMPARE(state.selectedPair(), 1);
    }
    figure.click(columnPixel(0, 6), state); // pair 3's sine on the interleaved side
    QCOMPARE(state.selectedPair(), 3);
}

void TestLayoutsFigure::formulaStripSaysTheConvention()
{
    ExplorerState state; // d_model 60
    FormulaStrip strip(&state);
    QVERIFY(strip.formulaText().contains(QStringLiteral("PE(pos, 2i+1) = cos")));
    QVERIFY(strip.formulaText().contains(QStringLiteral("10000<sup>−2i/60</sup>")));
    state.setConvention(posenc::Convention::Tensor2Tensor);
    QVERIFY2(strip.formulaText().contains(QStringLiteral("PE(pos, 30 + i) = cos")), qPrintable(strip.formulaText()));
    QVERIFY(strip.formulaText().contains(QStringLiteral("10000<sup>−i/29</sup>")));
    QVERIFY(strip.formulaText().contains(QStringLiteral("tensor2tensor")));
    // The PE caption too.
    QVERIFY(figureCaption(Figure::Encoding, state.session()).contains(QStringLiteral("ωᵢ = 10000^{−i/29}")));
}

void TestLayoutsFigure::hoverReadsTheZeroColumn()
{
    ExplorerState state;
    state.setConvention(posenc::Convention::Tensor2Tensor);
    state.setDModel(7);
    const QString zero = describeCell(state, {figureName(Figure::Encoding), 2, 6});
    QVERIFY2(zero.contains(QStringLiteral("zero padding")) && zero.endsWith(QStringLiteral("PE = 0")), qPrintable(zero));
    const QString cosine = describeCell(state, {figureName(Figure::Encoding), 2, 4}); // pair 1's cosine, n = 3
    QVERIFY2(cosine.contains(QStringLiteral("pair i = 1, cos")) && cosine.contains(QStringLiteral("10000^(−1/2)")),
             qPrintable(cosine));
}

// Issue 34 item 7: the hover printed ω with 6 digits, so at pos 10⁶ its printed product sin(1000000 ×
// 0.0251189) was another number than its printed value. ω now has the digits pos·ω needs.
void TestLayoutsFigure::hoverProductGivesItsValue()
{
    ExplorerState state; // d_model 60
    for (const int first : {0, 1000000})
    for (int row = 0; row < 16; ++row)
    for (int j = 0; j < 60; ++j) {
        state.setFirstPosition(first);
        const QString text = describeCell(state, {figureName(Figure::Encoding), row, j});
        static const QRegularExpression product(QStringLiteral("PE = (sin|cos)\\((\\d+) × ([0-9.e+-]+)\\) = ([0-9.e+-]+)"));
        const QRegularExpressionMatch m = product.match(text);
        QVERIFY2(m.hasMatch(), qPrintable(text));
        QCOMPARE(m.captured(2).toInt(), first + row);
        const double angle = m.captured(2).toDouble() * m.captured(3).toDouble();
        const double fromPrinted = m.captured(1) == QLatin1String("sin") ? std::sin(angle) : std::cos(angle);
        // The printed value has 6 significant digits: the product gives it to within its last digit.
        const double printed = m.captured(4).toDouble();
        const double lastDigit = std::pow(10.0, std::floor(std::log10(std::max(std::abs(printed), 1e-300))) - 5);
        QVERIFY2(std::abs(fromPrinted - printed) <= 0.5 * lastDigit * 1.01 || printed == 0, qPrintable(text));
    }
}

void TestLayoutsFigure::halvesNoteWrapsBetweenItsParts()
{
    // Wrapped to a narrow map, the note breaks after a "|" only: "j 60 = 0" was once split over two lines.
    posenc::PairLayout layout;
    layout.dModel = 61;
    layout.order = posenc::PairOrder::HalvesZeroPadded;
    const QString note = conventiontext::halvesNote(layout);
    QFont font;
    font.setPixelSize(12);
    // Widths as shares of the note's own (whatever font the machine gives): too narrow for the whole note,
    // never narrower than its widest part (a map is never narrower than one part).
    const QFontMetricsF metrics(font);
    const double whole = metrics.horizontalAdvance(note);
    double part = 0;
    for (const QString &piece : QString(note).replace(QChar::Nbsp, QLatin1Char(' ')).split(QStringLiteral("|")))
        part = std::max(part, metrics.horizontalAdvance(piece.trimmed() + QStringLiteral(" |")));
    QVERIFY(part < whole * 0.6);
    for (const double width : {part * 1.05, whole * 0.6, whole * 0.9}) {
        const QStringList lines = wrappedToWidth(note, font, width).split(QLatin1Char('\n'));
        QVERIFY2(lines.size() >= 2, qPrintable(lines.join(QStringLiteral(" / "))));
        for (const QString &line : lines) {
            const QString plain = QString(line).replace(QChar::Nbsp, QLatin1Char(' ')).trimmed();
            QVERIFY2(plain.startsWith(QStringLiteral("sin j")) || plain.startsWith(QStringLiteral("cos j"))
                         || plain.startsWith(QStringLiteral("j 60")),
                     qPrintable(lines.join(QStringLiteral(" / "))));
        }
    }
}

void TestLayoutsFigure::titleWrapsOutsideItsFormula()
{
    // The title "Interleaved vs halves ... (L = 2048, d_model = 1024, ωᵢ = 10000^(−2i/1024))" is too wide for
    // one line of a 1920-pixel export: it wraps outside the formula, never after its "/" (as it once did).
    ExplorerState state;
    state.setLength(2048);
    state.setDModel(1024);
    QCustomPlot plot;
    LayoutsFigure figure(&plot);
    figure.showData(state);
    const auto *title = qobject_cast<QCPTextElement *>(plot.plotLayout()->element(0, 0));
    QVERIFY(title);
    const QString formula = conventiontext::spacingFormula(state.scheme(), conventiontext::Markup::Plain);
    QFont font = title->font();
    font.setPixelSize(34);
    // Widths as shares of the title's own (whatever font the machine gives), each too narrow for all of it
    // and wider than the formula.
    const QString firstLine = title->text().section(QLatin1Char('\n'), 0, 0);
    const double titleWidth = QFontMetricsF(font).horizontalAdvance(firstLine);
    QVERIFY(QFontMetricsF(font).horizontalAdvance(formula) < titleWidth * 0.45);
    for (const double width : {titleWidth * 0.5, titleWidth * 0.7, titleWidth * 0.95}) {
        const QStringList lines = wrappedToWidth(title->text().section(QLatin1Char('\n'), 0, 0), font, width)
                                      .split(QLatin1Char('\n'));
        QVERIFY2(lines.size() >= 2, qPrintable(lines.join(QStringLiteral(" / "))));
        bool whole = false;
        for (const QString &line : lines) {
            const QString plain = QString(line).remove(QChar(0x2060)).replace(QChar::Nbsp, QLatin1Char(' '));
            whole = whole || plain.contains(formula);
        }
        QVERIFY2(whole, qPrintable(QStringLiteral("%1: %2").arg(width).arg(lines.join(QStringLiteral(" / ")))));
    }
}

QTEST_MAIN(TestLayoutsFigure)
#include "tst_layoutsfigure.moc"
