#include "ui/figures/ropedecayfigure.h"
#include "ui/figures/strokedgraph.h"
#include "ui/figures/scriptedtextelement.h"

#include "ui/figures/boundtext.h"
#include "ui/figures/figureregistry.h"
#include "ui/figures/heatmapcells.h"
#include "ui/figures/textwrap.h"
#include "ui/state/explorerstate.h"

#include <posenc/analysis/displayreduction.h>
#include <posenc/analysis/curveshape.h>
#include <posenc/analysis/ropeanalysis.h>

#include <QCoreApplication>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(RopeDecayFigure)
};
QString number(double value)
{
    return QString::number(value, 'g', 4);
}

/// What the bound shown does, from its measured shape: RoFormer's "decays as r grows" holds for its Fig. 2's
/// sizes, not for every head_dim, base and length.
QString shapeText(const posenc::CurveShape &shape, int rotated)
{
    if (shape.count < 2)
        return Text::tr("Only r = 0 is shown.");
    if (shape.constant)
        return rotated == 2 ? Text::tr("With one rotated pair |S₁| = 1 at every r: the bound is %1 throughout and does "
                                       "not decay.")
                                  .arg(number(shape.atZero))
                            : Text::tr("The bound is %1 at every r shown: it does not decay.").arg(number(shape.atZero));
    if (shape.fallsEveryStep)
        return Text::tr("Shown, it falls at every step, to %1 at r = %2.").arg(number(shape.last)).arg(shape.count - 1);
    const QString falls = shape.ripplesBeforeLowest
                              ? Text::tr("Shown, it falls with ripples to its lowest, %1 at r = %2")
                              : Text::tr("Shown, it falls at every step to its lowest, %1 at r = %2");
    const QString down = falls.arg(number(shape.lowest)).arg(shape.lowestR);
    if (shape.highestAfterR < 0)
        return Text::tr("%1, the last r shown.").arg(down);
    if (shape.backToStart)
        return Text::tr("%1, then climbs back to %2 at r = %3, %4 % of its value at r = 0: over these distances it "
                        "does not decay.")
            .arg(down, number(shape.highestAfter))
            .arg(shape.highestAfterR)
            .arg(QString::number(100.0 * shape.highestAfter / shape.atZero, 'f', 1));
    return Text::tr("%1, then rises again to %2 at r = %3. From r = %4 to %5 it stays at or below %6, %7 % of its "
                    "value at r = 0.")
        .arg(down, number(shape.highestAfter))
        .arg(shape.highestAfterR)
        .arg(shape.laterHalfFrom)
        .arg(shape.count - 1)
        .arg(upperBoundText(shape.laterHalfHighest))
        .arg(upperBoundText(100.0 * shape.laterHalfHighest / shape.atZero, 2));
}
} // namespace

RopeDecayFigure::RopeDecayFigure(QCustomPlot *plot)
    : PlotFigure(plot)
{
    QCPLayoutGrid *layout = plot->plotLayout();
    layout->insertRow(0);
    m_title = new ScriptedTextElement(plot, figureTitle(ropeFigures::decay));
    layout->addElement(0, 0, m_title);
    layout->insertRow(2);
    m_note = new ScriptedTextElement(plot, QString());
    layout->addElement(2, 0, m_note);
    QCPAxisRect *rect = plot->axisRect();
    rect->axis(QCPAxis::atBottom)->setLabel(Text::tr("relative distance r = |m − n| (positions)"));
    rect->axis(QCPAxis::atLeft)->setLabel(Text::tr("relative upper bound (1/(R/2)) Σⱼ |Sⱼ|"));
    m_bound = addStrokedGraph(plot);
    m_distanceLine = new QCPItemStraightLine(plot);
    m_distanceLabel = new QCPItemText(plot);
    m_distanceLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_distanceLabel->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    setStyle(FigureStyle::screen());
}

void RopeDecayFigure::styleFigure(const FigureStyle &style)
{
    m_title->setFont(style.titleFont());
    m_note->setFont(style.font);
    applyStyle(m_plot->axisRect(), style);
    m_bound->setPen(QPen(style.palette.series, 2 * style.lineWidth));
    m_distanceLine->setPen(QPen(style.palette.position, 1.5 * style.lineWidth, Qt::DashLine));
    m_distanceLabel->setFont(style.font);
    m_distanceLabel->setColor(style.palette.position);
    m_distanceLabel->setBrush(style.palette.labelBackground);
    m_selectionMarks = style.selectionMarks;
    m_lineWidth = style.lineWidth;
}

double RopeDecayFigure::curvePenWidth() const
{
    return m_bound->pen().widthF();
}

void RopeDecayFigure::showData(const ExplorerState &state)
{
    const ExplorerState::RopeResults &r = state.rope();
    const int n = int(r.decay.size());
    QVector<double> x, y;
    const int columns = std::max(1, pixelsOf(m_plot->axisRect()).width());
    for (const int i : posenc::curveSamplesForColumns(r.decay.data(), n, columns)) {
        x.append(i);
        y.append(r.decay(i));
    }
    m_bound->setData(x, y, true);
    QCPAxisRect *rect = m_plot->axisRect();
    rect->axis(QCPAxis::atBottom)->setRange(0, std::max(1, n - 1));
    rect->axis(QCPAxis::atBottom)->setTicker(wholeNumberTicker());
    const double top = n ? r.decay.maxCoeff() : 1.0;
    rect->axis(QCPAxis::atLeft)->setRange(0, 1.05 * std::max(top, 1e-9));
    // The bound wiggles with r: over a long sequence it runs up and down its panel too often for a wide
    // antialiased pen (half of the figure's export at L 512), so it is drawn thin then (denseCurveTravel).
    QPen pen = m_bound->pen();
    pen.setWidthF(curveTravel(y.constData(), y.size(), 1.05 * std::max(top, 1e-9)) > denseCurveTravel ? 0.0 : 2 * m_lineWidth);
    m_bound->setPen(pen);
    const char *model = posenc::ropeBaseModel(r.spec.base);
    m_title->setText(figureTitle(ropeFigures::decay) + Text::tr("   (R = %1, base %2%3)")
                                                          .arg(r.spec.rotated())
                                                          .arg(QString::number(r.spec.base, 'g', 10))
                                                          .arg(model ? QStringLiteral(", ") + QString::fromUtf8(model)
                                                                     : QString()));
    const QString bound = Text::tr("Sⱼ = ∑ₖ₌₀ʲ⁻¹ exp(i·r·θₖ). At r = 0 every term is 1: (R/2 + 1)/2 = %1.")
                              .arg(QString::number(n ? r.decay(0) : 0.0, 'g', 10));
    //: Three sentences in a row; Chinese puts no space between them.
    const QString whole = wrappedToWidth(Text::tr("%1 %2 %3")
                                             .arg(bound, shapeText(posenc::describeCurve(r.decay), r.spec.rotated()),
                                                  Text::tr("It does not depend on q and k.")),
                                         m_note->font(), m_layoutSize.width() - 24.0);
    // A lecture's question page asks whether it rises or falls: only the bound's definition until the reveal.
    m_note->setText(state.answerWithheld()
                        ? paddedToLines(wrappedToWidth(bound, m_note->font(), m_layoutSize.width() - 24.0), whole)
                        : whole);
    showSelection(state);
}

void RopeDecayFigure::showSelection(const ExplorerState &state)
{
    const ExplorerState::RopeResults &r = state.rope();
    const int distance = std::abs(state.position() - state.comparePosition());
    const bool inside = distance < r.decay.size();
    m_distanceLine->setVisible(m_selectionMarks && inside);
    m_distanceLabel->setVisible(m_selectionMarks && inside);
    m_distanceLine->point1->setCoords(distance, 0);
    m_distanceLine->point2->setCoords(distance, 1);
    m_distanceLabel->position->setCoords(distance, 0.02);
    if (inside)
        m_distanceLabel->setText(Text::tr(" |pos − pos′| = %1: %2").arg(distance).arg(QString::number(r.decay(distance), 'g', 4)));
}

QString RopeDecayFigure::hover(const QPointF &pixel, ExplorerState &state)
{
    QCPAxisRect *rect = m_plot->axisRect();
    if (!rect->rect().contains(pixel.toPoint()))
        return {};
    const ExplorerState::RopeResults &r = state.rope();
    const long long distance = std::llround(rect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x()));
    if (distance < 0 || distance >= r.decay.size())
        return {};
    return Text::tr("r = %1: bound %2").arg(distance).arg(QString::number(r.decay(distance), 'g', 6));
}

FigureEntry ropeDecayFigureEntry()
{
    FigureEntry e;
    e.id = ropeFigures::decay;
    e.title = QT_TRANSLATE_NOOP("Figure", "RoPE long-term decay (RoFormer Fig. 2)");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "RoFormer's relative upper bound of the score, (1/(R/2)) Σⱼ |Sⱼ| with Sⱼ = ∑ₖ₌₀ʲ⁻¹ exp(i·r·θₖ), "
                  "against the relative distance r: (R/2 + 1)/2 at r = 0. RoFormer sec. 3.4.3 shows it falling with "
                  "ripples for head_dim 128 and r < 256 (its Fig. 2); with few rotated pairs, a small base or longer "
                  "distances it can rise again, and the note under the plot says what the curve shown does.");
    e.plot = [](QCustomPlot *plot) { return std::make_unique<RopeDecayFigure>(plot); };
    e.table = [](const ExplorerState &state) {
        const ExplorerState::RopeResults &r = state.rope();
        return FigureTable{int(r.decay.size()), 2, [&r](int row, int column) {
                               return column == 0 ? double(row) : r.decay(row);
                           }};
    };
    e.dataSignals = stateSignals(&ExplorerState::ropeChanged, &ExplorerState::answerWithheldChanged);
    e.selectionSignals = stateSignals(&ExplorerState::positionChanged, &ExplorerState::comparePositionChanged);
    return e;
}
