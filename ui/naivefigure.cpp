#include "naivefigure.h"

#include "explorerstate.h"
#include "heatmapcells.h"

#include <naiveencodings.h>

#include <QCoreApplication>
#include <qcustomplot.h>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(NaiveFigure)
};

const QColor integerColor(178, 24, 43);
const QColor shortColor(33, 102, 172);
const QColor longColor(217, 130, 43);

QCPColorScale *addScale(QCustomPlot *plot, QCPLayoutGrid *grid, int row, int column, QCPColorMap *map)
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
    m_title = new QCPTextElement(plot, figureTitle(Figure::Naive));
    layout->addElement(0, 0, m_title);
    auto *grid = new QCPLayoutGrid;
    layout->addElement(1, 0, grid);

    const QStringList titles{Text::tr("1. pos itself: unbounded"), Text::tr("2. pos/(L−1): depends on L"),
                             Text::tr("3. binary counter: bounded, but jumps"),
                             Text::tr("4. sinusoid: bounded, smooth, clock hands")};
    QList<QCPAxisRect *> rects;
    for (int k = 0; k < 4; ++k) {
        auto *title = new QCPTextElement(plot, titles[k]);
        auto *rect = new QCPAxisRect(plot);
        const int row = (k / 2) * 2;
        const int column = (k % 2) * 2;
        grid->addElement(row, column, title);
        grid->addElement(row + 1, column, rect);
        m_panelTitles.append(title);
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
    m_integer = plot->addGraph(m_integerRect->axis(QCPAxis::atBottom), m_integerRect->axis(QCPAxis::atLeft));
    m_band = new QCPItemRect(plot);
    m_band->setClipAxisRect(m_integerRect);
    for (QCPItemPosition *p : {m_band->topLeft, m_band->bottomRight})
        p->setAxes(m_integerRect->axis(QCPAxis::atBottom), m_integerRect->axis(QCPAxis::atLeft));
    m_band->setBrush(QColor(33, 102, 172, 60));
    m_band->setPen(Qt::NoPen);
    m_bandLabel = new QCPItemText(plot);
    m_bandLabel->setClipAxisRect(m_integerRect);
    m_bandLabel->position->setAxes(m_integerRect->axis(QCPAxis::atBottom), m_integerRect->axis(QCPAxis::atLeft));
    m_bandLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    m_bandLabel->setColor(shortColor);

    // 2. pos/(L-1) for two lengths.
    m_normalizedRect->axis(QCPAxis::atBottom)->setLabel(Text::tr("position pos"));
    m_normalizedRect->axis(QCPAxis::atLeft)->setLabel(Text::tr("pos / (L − 1)"));
    QCPAxis *nx = m_normalizedRect->axis(QCPAxis::atBottom);
    QCPAxis *ny = m_normalizedRect->axis(QCPAxis::atLeft);
    m_normalized = plot->addGraph(nx, ny);
    m_normalizedLong = plot->addGraph(nx, ny);
    m_sameValue = plot->addGraph(nx, ny);
    m_sameValue->setLineStyle(QCPGraph::lsNone);
    m_valueLine = new QCPItemStraightLine(plot);
    m_valueLine->setClipAxisRect(m_normalizedRect);
    m_valueLine->point1->setAxes(nx, ny);
    m_valueLine->point2->setAxes(nx, ny);
    m_valueLabel = new QCPItemText(plot);
    m_valueLabel->setClipAxisRect(m_normalizedRect);
    m_valueLabel->position->setAxisRect(m_normalizedRect);
    m_valueLabel->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_valueLabel->position->setCoords(0.03, 0.03);
    m_valueLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_valueLabel->setPadding(QMargins(4, 2, 4, 2));
    m_valueLabel->setBrush(QColor(255, 255, 255, 220));

    // 3. Binary counter: positions down, bits across (bit 0 flips every position).
    m_binaryRect->axis(QCPAxis::atBottom)->setLabel(Text::tr("bit b (flips every 2^b positions)"));
    m_binaryRect->axis(QCPAxis::atLeft)->setLabel(Text::tr("position pos"));
    m_binaryRect->axis(QCPAxis::atLeft)->setRangeReversed(true);
    m_binary = new QCPColorMap(m_binaryRect->axis(QCPAxis::atBottom), m_binaryRect->axis(QCPAxis::atLeft));
    m_binary->setInterpolate(false);
    m_binary->setTightBoundary(false);
    m_binaryScale = addScale(plot, grid, 3, 1, m_binary);
    QCPColorGradient bits;
    bits.clearColorStops();
    bits.setColorStopAt(0, QColor(247, 247, 247));
    bits.setColorStopAt(1, QColor(37, 37, 37));
    bits.setLevelCount(2);
    m_binaryScale->setGradient(bits);
    m_binaryScale->setDataRange(QCPRange(0, 1));
    m_binaryScale->axis()->setLabel(Text::tr("bit value"));

    // 4. The sinusoid for the same positions.
    m_sinusoidRect->axis(QCPAxis::atBottom)->setLabel(Text::tr("dimension j"));
    m_sinusoidRect->axis(QCPAxis::atLeft)->setLabel(Text::tr("position pos"));
    m_sinusoidRect->axis(QCPAxis::atLeft)->setRangeReversed(true);
    m_sinusoid = new QCPColorMap(m_sinusoidRect->axis(QCPAxis::atBottom), m_sinusoidRect->axis(QCPAxis::atLeft));
    m_sinusoid->setInterpolate(false);
    m_sinusoid->setTightBoundary(false);
    m_sinusoidScale = addScale(plot, grid, 3, 3, m_sinusoid);
    m_sinusoidScale->setGradient(divergingGradient());
    m_sinusoidScale->setDataRange(QCPRange(-1, 1));
    m_sinusoidScale->axis()->setLabel(Text::tr("PE value"));
    for (int k = 0; k < 3; ++k) {
        auto *label = new QCPItemText(plot);
        label->setClipAxisRect(m_sinusoidRect);
        label->position->setAxisRect(m_sinusoidRect);
        label->position->setAxes(m_sinusoidRect->axis(QCPAxis::atBottom), m_sinusoidRect->axis(QCPAxis::atLeft));
        label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignTop);
        label->setPadding(QMargins(3, 1, 3, 1));
        label->setBrush(QColor(255, 255, 255, 230));
        label->setPen(QPen(QColor(80, 80, 80)));
        m_handLabels.append(label);
    }

    // Positions, bits and dimensions are whole numbers: no 2.5 on any of these axes.
    for (QCPAxis *axis : {m_integerRect->axis(QCPAxis::atBottom), m_integerRect->axis(QCPAxis::atLeft),
                          m_normalizedRect->axis(QCPAxis::atBottom), m_binaryRect->axis(QCPAxis::atBottom),
                          m_binaryRect->axis(QCPAxis::atLeft), m_sinusoidRect->axis(QCPAxis::atBottom),
                          m_sinusoidRect->axis(QCPAxis::atLeft), m_binaryScale->axis()})
        axis->setTicker(wholeNumberTicker());

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

void NaiveFigure::setStyle(const FigureStyle &style)
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
    m_integer->setPen(QPen(integerColor, 2 * w));
    m_normalized->setPen(QPen(shortColor, 2 * w));
    m_normalizedLong->setPen(QPen(longColor, 2 * w));
    m_sameValue->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, QPen(Qt::black, w), QColor(255, 221, 0), 9 * w));
    m_valueLine->setPen(QPen(QColor(90, 90, 90), w, Qt::DashLine));
    for (QCPItemText *text : {m_bandLabel, m_valueLabel})
        text->setFont(style.font);
    for (QCPItemText *text : m_handLabels)
        text->setFont(style.font);
}

void NaiveFigure::showData(const ExplorerState &state)
{
    const int length = state.length();
    const int first = state.firstPosition();

    // 1. pos grows with the sequence; the band [-1, 1] is all the sinusoid ever needs.
    const Eigen::VectorXd integer = posenc::integerEncoding(length, first);
    QVector<double> pos(length), value(length);
    for (int r = 0; r < length; ++r) {
        pos[r] = first + r;
        value[r] = integer(r);
    }
    m_integer->setData(pos, value, true);
    m_integer->setName(Text::tr("pos"));
    m_integerRect->axis(QCPAxis::atBottom)->setRange(first - 0.5, first + length - 0.5);
    m_integerRect->axis(QCPAxis::atLeft)->setRange(-1.5, std::max(2.0, first + length - 1.0) * 1.05);
    m_band->topLeft->setCoords(first - 0.5, 1);
    m_band->bottomRight->setCoords(first + length - 0.5, -1);
    m_bandLabel->position->setCoords(first, 1.1);
    m_bandLabel->setText(Text::tr("sin, cos stay in [−1, 1]"));

    // 3. Binary counter of the same positions.
    const int bits = posenc::bitCount(static_cast<long long>(first) + length - 1);
    showMatrix(m_binary, posenc::binaryEncoding(length, bits, first));

    // 4. The sinusoid, with the clock analogy on three pairs.
    // The panel takes a quarter of the figure: no more cells than its pixels.
    showMatrix(m_sinusoid,
               state.displayMatrix(Figure::Encoding, m_pixelBudget.height() / 2, m_pixelBudget.width() / 2),
               state.length(), state.dModel());
    const int pairs = static_cast<int>(state.angularFrequencies().size());
    const QStringList hands{Text::tr("second hand"), Text::tr("minute hand"), Text::tr("hour hand")};
    const int chosen[3] = {0, pairs / 2, pairs - 1};
    for (int k = 0; k < 3; ++k) {
        m_handLabels[k]->setVisible(pairs >= 3 || k == 0);
        m_handLabels[k]->position->setCoords(2 * chosen[k], 0.02);
        m_handLabels[k]->setText(Text::tr("%1\ni = %2").arg(hands[k]).arg(chosen[k]));
        m_handLabels[k]->setPositionAlignment((k == 0 ? Qt::AlignLeft : k == 2 ? Qt::AlignRight : Qt::AlignHCenter) |
                                              Qt::AlignTop);
    }
    m_title->setText(figureTitle(Figure::Naive) + Text::tr("   (positions %1 … %2)").arg(first).arg(first + length - 1));
    showSelection(state);
}

void NaiveFigure::showSelection(const ExplorerState &state)
{
    // 2. pos/(L-1): the selected row p and row 10p of the longer sequence share one value.
    const int length = state.length();
    const int row = state.selectedRow();
    QCPAxis *nx = m_normalizedRect->axis(QCPAxis::atBottom);
    QCPAxis *ny = m_normalizedRect->axis(QCPAxis::atLeft);
    if (length < 2) {
        m_normalized->data()->clear();
        m_normalizedLong->data()->clear();
        m_sameValue->data()->clear();
        m_valueLabel->setText(Text::tr("needs L ≥ 2"));
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
    m_valueLabel->setText(Text::tr("position %1 of %2 and position %3 of %4 both give %5")
                              .arg(row)
                              .arg(length)
                              .arg(10 * row)
                              .arg(longer)
                              .arg(QString::number(v, 'g', 4)));
    nx->setRange(-0.5, longer - 0.5);
    ny->setRange(-0.05, 1.12);
}
