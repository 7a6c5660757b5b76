#include "ui/figures/ropescorefigure.h"
#include "ui/figures/strokedgraph.h"
#include "ui/figures/matriximagemap.h"

#include "ui/figures/figureregistry.h"
#include "ui/figures/heatmapcells.h"
#include "ui/figures/matrixcurvelayout.h"
#include "ui/figures/ropepainter.h"
#include "ui/figures/textwrap.h"
#include "ui/state/explorerstate.h"

#include <posenc/analysis/displayreduction.h>

#include <QCoreApplication>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(RopeScoreFigure)
};
} // namespace

RopeScoreFigure::RopeScoreFigure(QCustomPlot *plot)
    : PlotFigure(plot)
{
    m_layout = MatrixCurveLayout::build(plot, figureTitle(ropeFigures::score), Text::tr("position n of k"),
                                        Text::tr("position m of q"));
    m_layout.scale->axis()->setLabel(Text::tr("<R(m) q, R(n) k>"));

    QCPAxis *d = m_layout.curveRect->axis(QCPAxis::atBottom);
    QCPAxis *score = m_layout.curveRect->axis(QCPAxis::atLeft);
    d->setLabel(Text::tr("distance m − n (positions)"));
    score->setLabel(Text::tr("score"));
    m_byDistance = addStrokedGraph(plot, d, score);
    m_fromPos = addStrokedGraph(plot, d, score);
    m_fromPos->setLineStyle(QCPGraph::lsNone);
    m_byDistance->setName(Text::tr("<R(m − n) q, k>"));
    for (QCPGraph *graph : {m_byDistance, m_fromPos})
        graph->addToLegend(m_layout.legend);
    setStyle(FigureStyle::screen());
}

void RopeScoreFigure::styleFigure(const FigureStyle &style)
{
    m_layout.scale->setGradient(divergingGradient(style.palette));
    m_layout.applyStyle(style);
    const double w = style.lineWidth;
    m_lineWidth = w;
    m_byDistance->setPen(QPen(style.palette.series, 2 * w));
    m_fromPos->setPen(QPen(style.palette.position, w));
    m_marker = QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(style.palette.position, 1.5 * w), Qt::NoBrush, 7 * w);
    m_fromPos->setScatterStyle(m_marker);
    m_layout.cell->setPen(QPen(style.palette.ink, 2 * w));
    m_selectionMarks = style.selectionMarks;
}

void RopeScoreFigure::showData(const ExplorerState &state)
{
    const ExplorerState::RopeResults &r = state.rope();
    m_size = state.length();
    const int n = m_size;
    const QSize pixels = pixelsOf(m_layout.matrixRect);
    const int shown = std::max(1, std::min({n, pixels.width(), pixels.height(), maxColourMapCells}));
    // Column c of <R(m) q, R(n) k> is g(m - c) for m = 0 .. L-1: a contiguous slice of byDistance (g(d) at
    // d + L - 1), reduced a column at a time on two threads, not entry by entry (106 ms at L 4096).
    const Eigen::MatrixXd s = posenc::reduceColumnsByLargestMagnitude(
        n, n, shown, shown, [&r, n](int c, double *) { return r.byDistance.data() + (n - 1 - c); });
    m_layout.map->setMatrix(s, n, n);
    const double largest = r.byDistance.size() ? r.byDistance.cwiseAbs().maxCoeff() : 0.0;
    const double extreme = largest > 1e-300 ? largest : 1.0;
    m_layout.map->setDataRange(QCPRange(-extreme, extreme));
    QSharedPointer<PositionTicker> ticks(new PositionTicker);
    ticks->setFirstPosition(state.firstPosition(), n - 1);
    m_layout.matrixRect->axis(QCPAxis::atBottom)->setTicker(ticks);
    m_layout.matrixRect->axis(QCPAxis::atLeft)->setTicker(ticks);

    const int columns = std::max(1, pixelsOf(m_layout.curveRect).width());
    QVector<double> d, v;
    for (const int i : posenc::curveSamplesForColumns(r.byDistance.data(), int(r.byDistance.size()), columns)) {
        d.append(i - (n - 1));
        v.append(r.byDistance(i));
    }
    m_byDistance->setData(d, v, true);
    // A curve that runs up and down its panel many times (long sequences: 2L - 1 distances, each pixel column
    // its min and max) is drawn as a thin solid line (denseCurveTravel).
    const bool dense = curveTravel(v.constData(), v.size(), 2.98 * extreme) > denseCurveTravel; // -1.08 .. 1.9 x extreme
    QPen curvePen = m_byDistance->pen();
    curvePen.setWidthF(dense ? 0.0 : 2 * m_lineWidth);
    m_byDistance->setPen(curvePen);
    m_layout.curveRect->axis(QCPAxis::atBottom)->setRange(-(n - 1) - 0.5, n - 0.5);
    m_layout.curveRect->axis(QCPAxis::atBottom)->setTicker(wholeNumberTicker());
    // Room above the curve for the legend, which would otherwise hide its peaks.
    m_layout.curveRect->axis(QCPAxis::atLeft)->setRange(-1.08 * extreme, 1.9 * extreme);
    const char *model = posenc::ropeBaseModel(r.spec.base);
    m_layout.title->setText(figureTitle(ropeFigures::score) +
                     Text::tr("   (L = %1, head_dim = %2, R = %3, base %4%5)")
                         .arg(n)
                         .arg(r.spec.headDim)
                         .arg(r.spec.rotated())
                         .arg(QString::number(r.spec.base, 'g', 10))
                         .arg(model ? QStringLiteral(", ") + QString::fromUtf8(model) : QString()) +
                     (shown < n ? Text::tr("\nshown on %1 × %1 pixels: each its block's value of largest magnitude").arg(shown)
                                : QString()));
    showSelection(state);
}

void RopeScoreFigure::showSelection(const ExplorerState &state)
{
    const ExplorerState::RopeResults &r = state.rope();
    const int n = m_size;
    const int row = state.selectedRow();
    const int column = state.comparePosition() - state.firstPosition();
    // True products from m = pos, against every n: on the curve if the score depends on m - n only.
    // Many positions: a thin line instead of markers.
    const int count = std::min(n, 512);
    const Eigen::VectorXd rq = posenc::rotate(r.spec, r.thetas, r.q, state.position());
    QVector<double> d, v;
    for (int c = 0; c < count; ++c) {
        const int other = count == n ? c : int((static_cast<long long>(c) * (n - 1)) / std::max(1, count - 1));
        d.append(row - other);
        v.append(rq.dot(posenc::rotate(r.spec, r.thetas, r.k, state.firstPosition() + other)));
    }
    m_fromPos->setData(d, v);
    m_fromPos->setName(Text::tr("measured from m = pos = %1").arg(state.position()));
    m_fromPos->setScatterStyle(n <= 64 ? m_marker : QCPScatterStyle(QCPScatterStyle::ssDisc, m_fromPos->pen().color(), 3));
    m_layout.frameCell(row, column, n, m_selectionMarks);

    const RopeScene scene = RopeScene::fromState(state);
    const double scale = std::max(r.byDistance.size() ? r.byDistance.cwiseAbs().maxCoeff() : 0.0, 1e-300);
    m_layout.verdict->setText(wrappedToWidth(
        (r.spread <= 1e-9 * scale
             ? Text::tr("Measured on true products <R(m) q, R(n) k>, the largest spread along a diagonal is %1, "
                        "rounding only: the score depends on m − n alone.")
             : Text::tr("Measured on true products <R(m) q, R(n) k>, the largest spread along a diagonal is %1."))
                .arg(QString::number(r.spread, 'g', 2)) +
            QLatin1Char('\n') + scene.numberLines().value(1),
        m_layout.verdict->font(), m_layoutSize.width() - 24.0));
}

double RopeScoreFigure::curvePenWidth() const
{
    return m_byDistance->pen().widthF();
}

QString RopeScoreFigure::verdict() const
{
    return m_layout.verdict->text();
}

std::optional<QPoint> RopeScoreFigure::cellAt(const QPointF &pixel) const
{
    return m_layout.cellAt(pixel, m_size);
}

void RopeScoreFigure::click(const QPointF &pixel, ExplorerState &state)
{
    if (const auto cell = cellAt(pixel)) {
        state.setPosition(state.firstPosition() + cell->y());
        state.setComparePosition(state.firstPosition() + cell->x());
    }
}

QString RopeScoreFigure::hover(const QPointF &pixel, ExplorerState &state)
{
    const auto cell = cellAt(pixel);
    if (!cell)
        return {};
    const int m = state.firstPosition() + cell->y();
    const int n = state.firstPosition() + cell->x();
    return Text::tr("m = %1, n = %2, m − n = %3: <R(m) q, R(n) k> = %4")
        .arg(m)
        .arg(n)
        .arg(m - n)
        .arg(QString::number(state.rope().score(cell->y(), cell->x()), 'g', 6));
}

FigureEntry ropeScoreFigureEntry()
{
    FigureEntry e;
    e.id = ropeFigures::score;
    e.title = QT_TRANSLATE_NOOP("Figure", "RoPE score <R(m) q, R(n) k> depends on m − n only");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "The score of the query at position m and the key at position n, for the fixed q and k: every "
                  "diagonal of the matrix is constant, because R(m)ᵀR(n) = R(n − m). The curve is the score "
                  "against the distance; the dots, measured from m = pos, lie on it.");
    e.plot = [](QCustomPlot *plot) { return std::make_unique<RopeScoreFigure>(plot); };
    e.table = [](const ExplorerState &state) {
        const ExplorerState::RopeResults &r = state.rope();
        return FigureTable{state.length(), state.length(), [&r](int m, int n) { return r.score(m, n); }};
    };
    e.exportNote = [](const ExplorerState &state) {
        return QStringLiteral("RoPE score: largest spread along a diagonal %1 (measured on true products)")
            .arg(QString::number(state.rope().spread, 'g', 2));
    };
    e.dataSignals = stateSignals(&ExplorerState::ropeChanged);
    e.selectionSignals = commonSelectionSignals() +
                         stateSignals(&ExplorerState::offsetChanged, &ExplorerState::comparePositionChanged);
    return e;
}
