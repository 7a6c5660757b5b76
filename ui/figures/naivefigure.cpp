#include "ui/figures/naivefigure.h"
#include "ui/families/addedfamilies.h"
#include "ui/figures/strokedgraph.h"
#include "ui/figures/scriptedtextelement.h"
#include "ui/figures/matriximagemap.h"

#include "ui/figures/textwrap.h"

#include <posenc/io/tables.h>
#include "ui/figures/figureregistry.h"
#include "ui/figures/heatmapdata.h"

#include "ui/figures/heatmapcells.h"
#include "ui/state/explorerstate.h"

#include <posenc/encodings/naiveencodings.h>

#include <QCoreApplication>
#include <qcustomplot.h>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(NaiveFigure)
};


QCPColorScale *addScale(QCustomPlot *plot, QCPLayoutGrid *grid, int row, int column, MatrixImageMap *map)
{
    auto *scale = new QCPColorScale(plot);
    grid->addElement(row, column, scale);
    scale->setType(QCPAxis::atRight);
    map->setColorScale(scale);
    return scale;
}
} // namespace

NaiveFigure::NaiveFigure(QCustomPlot *plot)
    : PlotFigure(plot)
{
    QCPLayoutGrid *layout = plot->plotLayout();
    layout->clear();
    m_title = new ScriptedTextElement(plot, figureTitle(Figure::Naive));
    layout->addElement(0, 0, m_title);
    auto *grid = new QCPLayoutGrid;
    layout->addElement(1, 0, grid);

    const QStringList titles{Text::tr("1. pos itself: unbounded"), Text::tr("2. pos/(L−1): depends on L"),
                             Text::tr("3. binary counter: bounded, but jumps"),
                             Text::tr("4. sinusoid: bounded, smooth, clock hands")};
    QList<QCPAxisRect *> rects;
    for (int k = 0; k < 4; ++k) {
        auto *title = new ScriptedTextElement(plot, titles[k]);
        auto *rect = new QCPAxisRect(plot);
        // Panels 1 2 / 3 4, each a title row above its plot (column 1 of the grid holds colour scales).
        static constexpr int panelRow[4] = {0, 0, 2, 2};
        static constexpr int panelColumn[4] = {0, 2, 0, 2};
        const int row = panelRow[k];
        const int column = panelColumn[k];
        grid->addElement(row, column, title);
        grid->addElement(row + 1, column, rect);
        m_panelTitles.append(title);
        m_panelTexts.append(titles[k]);
        rects.append(rect);
        for (QCPAxis *axis : rect->axes())
            axis->grid()->setVisible(k < 2);
    }
    m_integerRect = rects[0];
    m_normalizedRect = rects[1];
    m_binaryRect = rects[2];
    m_sinusoidRect = rects[3];

    // 1. Integer positions against the band the sinusoid stays in.
    m_integerRect->axis(QCPAxis::atBottom)->setLabel(Text::tr("position pos"));
    m_integerRect->axis(QCPAxis::atLeft)->setLabel(Text::tr("encoding value"));
    m_integer = addStrokedGraph(plot, m_integerRect->axis(QCPAxis::atBottom), m_integerRect->axis(QCPAxis::atLeft));
    m_band = new QCPItemRect(plot);
    m_band->setClipAxisRect(m_integerRect);
    for (QCPItemPosition *p : {m_band->topLeft, m_band->bottomRight})
        p->setAxes(m_integerRect->axis(QCPAxis::atBottom), m_integerRect->axis(QCPAxis::atLeft));
    m_band->setPen(Qt::NoPen);
    m_bandLabel = new QCPItemText(plot);
    m_bandLabel->setClipAxisRect(m_integerRect);
    m_bandLabel->position->setAxes(m_integerRect->axis(QCPAxis::atBottom), m_integerRect->axis(QCPAxis::atLeft));
    m_bandLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom); // at the right: the line pos is high there

    // 2. pos/(L-1) for two lengths.
    m_normalizedRect->axis(QCPAxis::atBottom)->setLabel(Text::tr("position pos"));
    m_normalizedRect->axis(QCPAxis::atLeft)->setLabel(Text::tr("pos / (L − 1)"));
    QCPAxis *nx = m_normalizedRect->axis(QCPAxis::atBottom);
    QCPAxis *ny = m_normalizedRect->axis(QCPAxis::atLeft);
    m_normalized = addStrokedGraph(plot, nx, ny);
    m_normalizedLong = addStrokedGraph(plot, nx, ny);
    m_sameValue = addStrokedGraph(plot, nx, ny);
    m_sameValue->setLineStyle(QCPGraph::lsNone);
    m_valueLine = new QCPItemStraightLine(plot);
    m_valueLine->setClipAxisRect(m_normalizedRect);
    m_valueLine->point1->setAxes(nx, ny);
    m_valueLine->point2->setAxes(nx, ny);
    m_valueLabel = new QCPItemText(plot);
    m_valueLabel->setClipAxisRect(m_normalizedRect);
    m_valueLabel->position->setAxisRect(m_normalizedRect);
    m_valueLabel->position->setType(QCPItemPosition::ptAxisRectRatio);
    // Bottom right, under the longer line's diagonal: clear of both lines.
    m_valueLabel->position->setCoords(0.98, 0.97);
    m_valueLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
    m_valueLabel->setTextAlignment(Qt::AlignRight);
    for (QCPItemText **end : {&m_shortEnd, &m_longEnd}) {
        *end = new QCPItemText(plot);
        (*end)->setClipAxisRect(m_normalizedRect);
        (*end)->position->setAxes(nx, ny);
    }
    m_shortEnd->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    m_longEnd->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
    m_valueLabel->setPadding(QMargins(4, 2, 4, 2));

    // 3. Binary counter: positions down, bits across (bit 0 flips every position).
    m_binaryRect->axis(QCPAxis::atBottom)->setLabel(Text::tr("bit b (flips every 2ᵇ positions)"));
    m_binaryRect->axis(QCPAxis::atLeft)->setLabel(Text::tr("position pos"));
    m_binaryRect->axis(QCPAxis::atLeft)->setRangeReversed(true);
    m_binary = new MatrixImageMap(m_binaryRect->axis(QCPAxis::atBottom), m_binaryRect->axis(QCPAxis::atLeft));
    m_binaryScale = addScale(plot, grid, 3, 1, m_binary);
    m_binaryScale->setDataRange(QCPRange(0, 1));
    m_binaryScale->axis()->setLabel(Text::tr("bit value"));

    // 4. The sinusoid for the same positions.
    m_sinusoidRect->axis(QCPAxis::atBottom)->setLabel(Text::tr("dimension j"));
    m_sinusoidRect->axis(QCPAxis::atLeft)->setLabel(Text::tr("position pos"));
    m_sinusoidRect->axis(QCPAxis::atLeft)->setRangeReversed(true);
    m_sinusoid = new MatrixImageMap(m_sinusoidRect->axis(QCPAxis::atBottom), m_sinusoidRect->axis(QCPAxis::atLeft));
    m_sinusoidScale = addScale(plot, grid, 3, 3, m_sinusoid);
    m_sinusoidScale->setDataRange(QCPRange(-1, 1));
    m_sinusoidScale->axis()->setLabel(Text::tr("PE value"));
    // The clock analogy, on the top axis over the pairs' sine columns (clear of the data).
    m_handAxis = m_sinusoidRect->axis(QCPAxis::atTop);
    m_handAxis->setVisible(true);
    m_handAxis->setTicker(QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText));
    m_handAxis->setSubTicks(false);
    m_handAxis->grid()->setVisible(false);

    // Selection markers (the same as the heat maps': a dark frame for the row, dashes for the pair).
    m_positionLine = new QCPItemStraightLine(plot);
    m_positionLine->setClipAxisRect(m_integerRect);
    for (QCPItemPosition *p : {m_positionLine->point1, m_positionLine->point2})
        p->setAxes(m_integerRect->axis(QCPAxis::atBottom), m_integerRect->axis(QCPAxis::atLeft));
    const auto frame = [plot](QCPAxisRect *rect) {
        auto *item = new QCPItemRect(plot);
        item->setClipAxisRect(rect);
        for (QCPItemPosition *p : {item->topLeft, item->bottomRight})
            p->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
        item->setBrush(Qt::NoBrush);
        return item;
    };
    m_binaryRow = frame(m_binaryRect);
    m_sinusoidRow = frame(m_sinusoidRect);
    m_pairColumns = frame(m_sinusoidRect);

    // Positions, bits and dimensions are whole numbers: no 2.5 on any of these axes.
    for (QCPAxis *axis : {m_integerRect->axis(QCPAxis::atLeft), m_normalizedRect->axis(QCPAxis::atBottom),
                          m_binaryRect->axis(QCPAxis::atBottom), m_sinusoidRect->axis(QCPAxis::atBottom),
                          m_binaryScale->axis()})
        axis->setTicker(wholeNumberTicker());
    // Positions written out in full; the two heat maps' rows 0 .. L-1 are labelled first + row.
    for (QCPAxis *axis : {m_integerRect->axis(QCPAxis::atBottom), m_binaryRect->axis(QCPAxis::atLeft),
                          m_sinusoidRect->axis(QCPAxis::atLeft)})
        axis->setTicker(QSharedPointer<PositionTicker>(new PositionTicker));

    auto *group = new QCPMarginGroup(plot);
    for (QCPAxisRect *rect : rects)
        rect->setMarginGroup(QCP::msLeft | QCP::msRight, group);
    auto *bottom = new QCPMarginGroup(plot);
    m_binaryRect->setMarginGroup(QCP::msTop | QCP::msBottom, bottom);
    m_binaryScale->setMarginGroup(QCP::msTop | QCP::msBottom, bottom);
    m_sinusoidRect->setMarginGroup(QCP::msTop | QCP::msBottom, bottom);
    m_sinusoidScale->setMarginGroup(QCP::msTop | QCP::msBottom, bottom);
    setStyle(FigureStyle::screen());
}

void NaiveFigure::styleFigure(const FigureStyle &style)
{
    m_style = style;
    m_title->setFont(style.titleFont());
    QFont panel = style.font;
    panel.setBold(true);
    for (QCPTextElement *title : m_panelTitles)
        title->setFont(panel);
    for (QCPAxisRect *rect : {m_integerRect, m_normalizedRect, m_binaryRect, m_sinusoidRect})
        applyStyle(rect, style);
    for (QCPColorScale *scale : {m_binaryScale, m_sinusoidScale})
        applyStyle(scale, style);
    const double w = style.lineWidth;
    m_integer->setPen(QPen(style.palette.position, 2 * w));
    m_normalized->setPen(QPen(style.palette.series, 2 * w));
    m_normalizedLong->setPen(QPen(style.palette.offset, 2 * w));
    m_sameValue->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, QPen(style.palette.ink, w), style.palette.selectionMark, 9 * w));
    m_valueLine->setPen(QPen(style.palette.guide, w, Qt::DashLine));
    m_positionLine->setPen(QPen(style.palette.strongMark, w, Qt::DashLine));
    m_binaryRow->setPen(QPen(style.palette.offset, 2 * w));
    m_sinusoidRow->setPen(QPen(style.palette.strongMark, 2 * w));
    m_pairColumns->setPen(QPen(style.palette.strongMark, w, Qt::DashLine));
    for (QCPAbstractItem *mark : std::initializer_list<QCPAbstractItem *>{m_positionLine, m_binaryRow, m_sinusoidRow, m_pairColumns})
        mark->setVisible(style.selectionMarks);
    for (QCPItemText *text : {m_bandLabel, m_valueLabel, m_shortEnd, m_longEnd})
        text->setFont(style.font);
    m_shortEnd->setColor(style.palette.series);
    m_longEnd->setColor(style.palette.offset);
    m_band->setBrush(style.palette.seriesBand);
    m_bandLabel->setColor(style.palette.series);
    m_valueLabel->setBrush(style.palette.labelBackground);
    QCPColorGradient bits;
    bits.clearColorStops();
    bits.setColorStopAt(0, style.palette.bitOff);
    bits.setColorStopAt(1, style.palette.bitOn);
    bits.setLevelCount(2);
    m_binaryScale->setGradient(bits);
    m_sinusoidScale->setGradient(divergingGradient(style.palette));
    m_handAxis->setTickLabelFont(style.font);
}

void NaiveFigure::click(const QPointF &pixel, ExplorerState &state)
{
    // Panels 1, 3 and 4 show positions: a click there selects one (panel 2's axis is a row index of two
    // different lengths, so it selects nothing).
    const QPoint at = pixel.toPoint();
    if (m_integerRect->rect().contains(at))
        state.setPosition(static_cast<int>(std::lround(m_integerRect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x()))));
    for (QCPAxisRect *rect : {m_binaryRect, m_sinusoidRect}) {
        if (rect->rect().contains(at))
            state.setPosition(state.firstPosition() +
                              static_cast<int>(std::lround(rect->axis(QCPAxis::atLeft)->pixelToCoord(pixel.y()))));
    }
    if (m_sinusoidRect->rect().contains(at))
        state.setDimension(static_cast<int>(std::lround(m_sinusoidRect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x()))));
}

void NaiveFigure::showData(const ExplorerState &state)
{
    // Two panels side by side, each about half the figure less a colour scale: longer titles get a
    // second line (cut at 1024 pixels wide).
    const int length = state.length();
    const int first = state.firstPosition();
    // Panel 2 counts rows within the sequence: past a first position of 0 it is r/(L − 1), not pos/(L − 1).
    m_panelTexts[1] = first == 0 ? Text::tr("2. pos/(L−1): depends on L") : Text::tr("2. r/(L−1), r = pos − %1: depends on L").arg(first);
    m_panelTexts[3] = addedFamily(state.session().added).sinusoidPairs
                          ? Text::tr("4. sinusoid: bounded, smooth, clock hands")
                          : Text::tr("4. sinusoid (not the one in use): bounded, smooth, clock hands");
    for (qsizetype k = 0; k < m_panelTitles.size(); ++k)
        m_panelTitles[k]->setText(wrappedToWidth(m_panelTexts[k], m_panelTitles[k]->font(), (m_layoutSize.width() - 120.0) / 2));

    // 1. pos grows with the sequence; the band [-1, 1] is all the sinusoid ever needs.
    const Eigen::VectorXd integer = posenc::integerEncoding(length, first);
    QVector<double> pos(length), value(length);
    for (int r = 0; r < length; ++r) {
        pos[r] = first + r;
        value[r] = integer(r);
    }
    m_integer->setData(pos, value, true);
    m_integer->setName(Text::tr("pos"));
    m_integer->setScatterStyle(length == 1 ? QCPScatterStyle(QCPScatterStyle::ssDisc, m_integer->pen().color(), 8)
                                           : QCPScatterStyle());
    m_integerRect->axis(QCPAxis::atBottom)->setRange(first - 0.5, first + length - 0.5);
    for (QCPAxis *axis : {m_binaryRect->axis(QCPAxis::atLeft), m_sinusoidRect->axis(QCPAxis::atLeft)})
        qSharedPointerCast<PositionTicker>(axis->ticker())->setFirstPosition(first, length - 1);
    // On the first panel's axis the coordinates are positions already.
    qSharedPointerCast<PositionTicker>(m_integerRect->axis(QCPAxis::atBottom)->ticker())
        ->setFirstPosition(0, first + length - 1.0);
    m_integerRect->axis(QCPAxis::atLeft)->setRange(-1.5, std::max(2.0, first + length - 1.0) * 1.05);
    m_band->topLeft->setCoords(first - 0.5, 1);
    m_band->bottomRight->setCoords(first + length - 0.5, -1);
    m_bandLabel->position->setCoords(first + length - 1, 1.1);
    m_bandLabel->setText(Text::tr("sin, cos stay in [−1, 1]"));

    // 3. Binary counter of the same positions.
    const int bits = posenc::bitCount(static_cast<long long>(first) + length - 1);
    m_bits = bits;
    m_binary->setMatrix(posenc::binaryEncoding(length, bits, first));

    // 4. The sinusoid, with the clock analogy on three pairs: the sinusoidal PE of the scheme's d_model and base
    // whatever the absolute slot holds (with a learned table or nothing added it showed those under the
    // sinusoid's title: the table, or a blank panel), its title saying when it is not the one in use.
    // The panel takes a quarter of the figure: no more cells than its pixels.
    const QSize pixels = pixelsOf(m_sinusoidRect);
    m_sinusoid->setMatrix(sinusoidDisplayMatrix(state, pixels.height(), pixels.width()), state.length(), state.dModel());
    const QStringList hands{Text::tr("second"), Text::tr("minute"), Text::tr("hour")};
    // The hour hand is the last complete pair (an odd d_model's last pair is a lone sine).
    const posenc::PairLayout &layout = state.scheme().layout;
    const int lastComplete = std::max(0, layout.completePairCount() - 1);
    const int chosen[3] = {0, lastComplete / 2, lastComplete};
    auto ticker = qSharedPointerCast<QCPAxisTickerText>(m_handAxis->ticker());
    ticker->clear();
    for (int k = 0; k < 3; ++k) {
        if (k > 0 && chosen[k] == chosen[k - 1])
            continue; // too few pairs for three hands
        // The halves put the three sines in the left half, twice as close: the shorter label.
        const QString label = layout.order == posenc::PairOrder::Interleaved ? Text::tr("%1 hand\ni = %2") : Text::tr("%1\ni = %2");
        ticker->addTick(layout.columns(chosen[k]).sine, label.arg(hands[k]).arg(chosen[k]));
    }
    m_handAxis->setRange(m_sinusoidRect->axis(QCPAxis::atBottom)->range());
    m_title->setText(figureTitle(Figure::Naive) + Text::tr("   (positions %1 … %2)").arg(first).arg(first + length - 1));
    showSelection(state);
}

void NaiveFigure::showSelection(const ExplorerState &state)
{
    // The selected position in panels 1, 3 and 4, and the selected pair's columns in panel 4.
    const double pos = state.position();
    const int selectedRow = state.selectedRow();
    m_positionLine->point1->setCoords(pos, 0);
    m_positionLine->point2->setCoords(pos, 1);
    m_binaryRow->topLeft->setCoords(-0.5, selectedRow - 0.5);
    m_binaryRow->bottomRight->setCoords(m_bits - 0.5, selectedRow + 0.5);
    m_sinusoidRow->topLeft->setCoords(-0.5, selectedRow - 0.5);
    m_sinusoidRow->bottomRight->setCoords(state.dModel() - 0.5, selectedRow + 0.5);
    // The selected pair's columns (adjacent in the interleaved layout): from its lower to its higher column.
    const posenc::PairColumns columns = state.scheme().layout.columns(state.selectedPair());
    const int low = columns.cosine >= 0 ? std::min(columns.sine, columns.cosine) : columns.sine;
    const int high = std::max(columns.sine, columns.cosine);
    m_pairColumns->topLeft->setCoords(low - 0.5, -0.5);
    m_pairColumns->bottomRight->setCoords(high + 0.5, state.length() - 0.5);

    // 2. pos/(L-1): the selected row p and row 10p of the longer sequence share one value.
    const int length = state.length();
    const int row = state.selectedRow();
    QCPAxis *nx = m_normalizedRect->axis(QCPAxis::atBottom);
    QCPAxis *ny = m_normalizedRect->axis(QCPAxis::atLeft);
    // pos/(L − 1) counts rows within the sequence. With a first position of 0 a row is its pos; past it the
    // panel says row r = pos − first, since it plots r (its CSV column too).
    const int first = state.firstPosition();
    nx->setLabel(first == 0 ? Text::tr("position pos") : Text::tr("row r = pos − %1").arg(first));
    ny->setLabel(first == 0 ? Text::tr("pos / (L − 1)") : Text::tr("r / (L − 1)"));
    // A lecture's question page asks for this very value (pos 5 of 11, pos 50 of 101): shown on the reveal.
    const bool answered = !state.answerWithheld();
    m_valueLine->setVisible(length >= 2 && answered);
    m_sameValue->setVisible(answered);
    m_valueLabel->setVisible(answered || length < 2);
    if (length < 2) {
        m_normalized->data()->clear();
        m_normalizedLong->data()->clear();
        m_sameValue->data()->clear();
        m_valueLabel->setText(Text::tr("needs L ≥ 2"));
        m_shortEnd->setText(QString());
        m_longEnd->setText(QString());
        nx->setRange(-0.5, 10);
        ny->setRange(-0.05, 1.05);
        return;
    }
    const int longer = posenc::longerLength(length);
    const Eigen::VectorXd shortValues = posenc::normalizedEncoding(length);
    const Eigen::VectorXd longValues = posenc::normalizedEncoding(longer);
    QVector<double> x, y, lx, ly;
    for (int r = 0; r < length; ++r) {
        x.append(r);
        y.append(shortValues(r));
    }
    for (int r = 0; r < longer; ++r) {
        lx.append(r);
        ly.append(longValues(r));
    }
    m_normalized->setData(x, y, true);
    m_normalizedLong->setData(lx, ly, true);
    m_normalized->setName(Text::tr("L = %1").arg(length));
    m_normalizedLong->setName(Text::tr("L = %1").arg(longer));
    const double v = shortValues(row);
    m_sameValue->setData({double(row), 10.0 * row}, {v, longValues(10 * row)});
    m_valueLine->point1->setCoords(0, v);
    m_valueLine->point2->setCoords(1, v);
    // Which line is which, at their ends (both reach 1 at the last position).
    m_shortEnd->setText(Text::tr("L = %1").arg(length));
    m_shortEnd->position->setCoords(length - 1, 1.0);
    m_longEnd->setText(Text::tr("L′ = 10(L − 1) + 1 = %1").arg(longer));
    m_longEnd->position->setCoords(longer - 1, 1.0);
    // In lines that fit the panel's lower right (it is a quarter of the figure).
    // Narrow enough to stay under the longer line (the diagonal of the panel).
    const double room = pixelsOf(m_normalizedRect).width() / m_pixelRatio * 0.55;
    m_valueLabel->setText(wrappedToWidth((first == 0 ? Text::tr("position %1 of %2 and position %3 of %4 both give %5")
                                                     : Text::tr("row %1 of %2 and row %3 of %4 both give %5"))
                                             .arg(row)
                                             .arg(length)
                                             .arg(10 * row)
                                             .arg(longer)
                                             .arg(QString::number(v, 'g', 4)),
                                         m_valueLabel->font(), room));
    nx->setRange(-0.5, longer - 0.5);
    ny->setRange(-0.05, 1.12);
}

FigureEntry naiveFigureEntry()
{
    FigureEntry e;
    e.id = Figure::Naive;
    e.title = QT_TRANSLATE_NOOP("Figure", "Why not 1, 2, 3 or pos/N?");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "Why not use pos itself, or pos/N? Integer positions grow without bound and swamp the "
                  "embedding in long sequences; pos/(L−1) stays within [0, 1], but the same value means "
                  "different positions in sequences of different lengths. A binary counter is bounded and "
                  "unique but jumps; the sinusoid is its smooth version, with second, minute and hour "
                  "hands.");
    e.plot = [](QCustomPlot *plot) { return std::make_unique<NaiveFigure>(plot); };
    e.table = [](const ExplorerState &state) {
        return FigureTable::fromMatrix(posenc::naiveTable(state.length(), state.firstPosition()));
    };
    // The clock-hand labels name pairs.
    e.dataSignals = stateSignals(&ExplorerState::encodingChanged, &ExplorerState::frequenciesChanged);
    e.selectionSignals = commonSelectionSignals() + stateSignals(&ExplorerState::answerWithheldChanged);
    return e;
}
