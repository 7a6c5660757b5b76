#include "ui/figures/alibislopesfigure.h"
#include "ui/figures/strokedgraph.h"
#include "ui/figures/scriptedtextelement.h"

#include "ui/figures/figureregistry.h"
#include "ui/figures/heatmapcells.h"
#include "ui/figures/textwrap.h"
#include "ui/state/explorerstate.h"

#include <posenc/encodings/alibi.h>

#include <QCoreApplication>
#include <qcustomplot.h>

#include <cmath>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(AlibiSlopesFigure)
};

/// The largest power of two <= \a heads.
int powerBelow(int heads)
{
    int c = 1;
    while (c * 2 <= heads)
        c *= 2;
    return c;
}
} // namespace

QString powerOfTwoText(double slope)
{
    static const QString digits = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    const QString exponent = QString::number(std::log2(slope), 'g', 4);
    QString out = QStringLiteral("2");
    for (const QChar c : exponent) {
        if (c.isDigit())
            out += digits.at(c.digitValue());
        else if (c == QLatin1Char('-'))
            out += QChar(0x207B); // superscript minus
        else if (c == QLatin1Char('.'))
            out += QChar(0x00B7); // a raised dot
    }
    return out;
}

AlibiSlopesFigure::AlibiSlopesFigure(QCustomPlot *plot)
    : PlotFigure(plot)
{
    QCPLayoutGrid *layout = plot->plotLayout();
    layout->insertRow(0);
    m_title = new ScriptedTextElement(plot, figureTitle(alibiFigures::slopes));
    layout->addElement(0, 0, m_title);
    layout->insertRow(2);
    m_note = new ScriptedTextElement(plot, QString());
    layout->addElement(2, 0, m_note);
    QCPAxisRect *rect = plot->axisRect();
    rect->axis(QCPAxis::atBottom)->setLabel(Text::tr("head h"));
    rect->axis(QCPAxis::atLeft)->setLabel(Text::tr("slope mₕ (log₂ scale)"));
    rect->axis(QCPAxis::atLeft)->setScaleType(QCPAxis::stLogarithmic);
    m_power = addStrokedGraph(plot);
    m_between = addStrokedGraph(plot);
    m_shown = addStrokedGraph(plot);
    for (QCPGraph *g : {m_power, m_between, m_shown})
        g->setLineStyle(QCPGraph::lsNone);
    m_label = new QCPItemText(plot);
    m_label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    plot->legend->setVisible(true);
    m_shown->removeFromLegend();
    setStyle(FigureStyle::screen());
}

void AlibiSlopesFigure::styleFigure(const FigureStyle &style)
{
    m_title->setFont(style.titleFont());
    m_note->setFont(style.font);
    applyStyle(m_plot->axisRect(), style);
    applyStyle(m_plot->legend, style);
    const double w = style.lineWidth;
    m_power->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, style.palette.series, style.palette.series, 9 * w));
    m_between->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssDisc, style.palette.offset, style.palette.offset, 9 * w));
    m_shown->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(style.palette.position, 2.5 * w), Qt::NoBrush, 20 * w));
    m_label->setFont(style.font);
    m_label->setColor(style.palette.position);
    m_label->setBrush(style.palette.labelBackground);
}

void AlibiSlopesFigure::showData(const ExplorerState &state)
{
    const Session &s = state.session();
    m_slopes = posenc::alibiSlopes(s.heads);
    const int heads = s.heads;
    const int c = powerBelow(heads);
    QVector<double> h1, m1, h2, m2;
    for (int h = 0; h < heads; ++h) {
        (h < c ? h1 : h2).append(h);
        (h < c ? m1 : m2).append(m_slopes[h]);
    }
    m_power->setData(h1, m1, true);
    m_between->setData(h2, m2, true);
    m_power->setName(Text::tr("the %1 slopes of %1 heads: 2 to the power −8(h+1)/%1").arg(c));
    m_between->setName(Text::tr("every other slope of %1 heads").arg(2 * c));
    m_between->removeFromLegend(m_plot->legend);
    if (heads > c)
        m_between->addToLegend(m_plot->legend);
    const int head = std::clamp(s.head, 0, heads - 1);
    m_shown->setData({double(head)}, {m_slopes[head]}, true);
    m_label->position->setCoords(head + 0.3, m_slopes[head] * 1.08);
    m_label->setText(Text::tr("head %1: m = %2 = %3").arg(head).arg(powerOfTwoText(m_slopes[head]), QString::number(m_slopes[head], 'g', 6)));

    QCPAxisRect *rect = m_plot->axisRect();
    rect->axis(QCPAxis::atBottom)->setRange(-0.7, heads - 0.3 + (heads < 4 ? 1.5 : heads * 0.15));
    rect->axis(QCPAxis::atBottom)->setTicker(wholeNumberTicker());
    QSharedPointer<QCPAxisTickerText> ticks(new QCPAxisTickerText);
    for (int k = 0; k <= 8; ++k)
        ticks->addTick(std::exp2(-k), powerOfTwoText(std::exp2(-k)));
    rect->axis(QCPAxis::atLeft)->setTicker(ticks);
    rect->axis(QCPAxis::atLeft)->setRange(std::exp2(-8.6), std::exp2(0.4));
    m_title->setText(figureTitle(alibiFigures::slopes) + Text::tr("   (H = %1 heads)").arg(heads));
    const QString text =
        heads == c ? Text::tr("H = %1 is a power of two: the slopes are the geometric sequence 2^{−8/H}, 2^{−16/H}, … "
                              "2⁻⁸, one ratio between neighbours. Steep heads attend to the last few tokens, shallow "
                              "ones far back.")
                         .arg(heads)
                   : Text::tr("H = %1 is not a power of two: heads 0 … %2 take the slopes of %3 heads (%6 … 2⁻⁸), "
                              "heads %3 … %4 every other slope of %5 heads, so they fall between them (get_slopes "
                              "of the authors' code, BLOOM).")
                         .arg(heads)
                         .arg(c - 1)
                         .arg(c)
                         .arg(heads - 1)
                         .arg(2 * c)
                         .arg(powerOfTwoText(std::exp2(-8.0 / c)));
    m_note->setText(wrappedToWidth(text, m_note->font(), m_layoutSize.width() - 24.0));
}

QString AlibiSlopesFigure::note() const
{
    return m_note->text();
}

QString AlibiSlopesFigure::hover(const QPointF &pixel, ExplorerState &state)
{
    Q_UNUSED(state);
    QCPAxisRect *rect = m_plot->axisRect();
    if (!rect->rect().contains(pixel.toPoint()))
        return {};
    const long long h = std::llround(rect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x()));
    if (h < 0 || h >= (long long)m_slopes.size())
        return {};
    return Text::tr("head %1: m = %2 = %3").arg(h).arg(powerOfTwoText(m_slopes[h]), QString::number(m_slopes[h], 'g', 17));
}

void AlibiSlopesFigure::click(const QPointF &pixel, ExplorerState &state)
{
    QCPAxisRect *rect = m_plot->axisRect();
    if (!rect->rect().contains(pixel.toPoint()))
        return;
    const long long h = std::llround(rect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x()));
    if (h >= 0 && h < (long long)m_slopes.size())
        state.setField(commonKeys::head, int(h));
}

FigureEntry alibiSlopesFigureEntry()
{
    FigureEntry e;
    e.id = alibiFigures::slopes;
    e.title = QT_TRANSLATE_NOOP("Figure", "ALiBi: one slope per head");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "ALiBi adds −m·(i − j) to the score of query i and key j: a penalty that grows linearly with the "
                  "distance, steeper for some heads than others. The slopes are fixed, not learned: for a "
                  "power-of-two H a geometric sequence from 2^{−8/H} to 2⁻⁸, otherwise two such sequences "
                  "interleaved (Press et al. 2022). Click a head to show it.");
    e.plot = [](QCustomPlot *plot) { return std::make_unique<AlibiSlopesFigure>(plot); };
    // One line per head: h, slope.
    e.table = [](const ExplorerState &state) {
        const std::vector<double> slopes = posenc::alibiSlopes(state.session().heads);
        return FigureTable{int(slopes.size()), 2, [slopes](int r, int c) { return c == 0 ? double(r) : slopes[r]; }};
    };
    e.dataSignals = stateSignals(&ExplorerState::fieldChanged);
    e.dataFields = {commonKeys::heads, commonKeys::head};
    return e;
}
