#include "ui/figures/whypairsfigure.h"
#include "ui/figures/strokedgraph.h"

#include "ui/figures/figureregistry.h"
#include "ui/state/explorerstate.h"

#include <posenc/analysis/whypairs.h>
#include <posenc/encodings/exactangle.h>
#include <posenc/encodings/sinusoidal.h>

#include <QCoreApplication>
#include <qcustomplot.h>

#include <cmath>
#include <numbers>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(WhyPairsFigure)
};

const QColor sineColour{213, 94, 0}, pairColour{0, 114, 178};

QString number(double x)
{
    return QString::number(x, 'g', 3);
}

/// The largest residual of each fit over every complete pair, for the note.
struct AllPairs
{
    double sine = 0, pair = 0;
};

AllPairs overAllPairs(const ExplorerState &state)
{
    const Eigen::VectorXd w = posenc::angularFrequencies(state.scheme());
    AllPairs all;
    for (int i = 0; i < state.scheme().layout.completePairCount(); ++i) {
        // Every pair within a frame: at most 256 positions each, spread evenly (the shown pair's fit uses all).
        const posenc::ShiftFit fit = posenc::fitShift(w(i), state.firstPosition(), state.length(), state.offset(),
                                                      posenc::sampleStep(state.length(), 256));
        all.sine = std::max(all.sine, fit.sineResidual);
        all.pair = std::max(all.pair, fit.pairResidual);
    }
    return all;
}

double omegaOf(const ExplorerState &state, int pair)
{
    return state.scheme().frequencies.angularFrequency(pair, state.dModel());
}

} // namespace

int WhyPairsFigure::shownPair(const ExplorerState &state)
{
    const int complete = state.scheme().layout.completePairCount();
    return complete == 0 ? -1 : std::min(state.selectedPair(), complete - 1);
}

WhyPairsFigure::WhyPairsFigure(QCustomPlot *plot)
    : NotedFigure(plot, Figure::WhyPairs, 2, Qt::Horizontal)
{
    QCPAxisRect *sine = panel(0), *pair = panel(1);
    sine->axis(QCPAxis::atBottom)->setLabel(Text::tr("sine at p: sin(ωᵢ·p)"));
    sine->axis(QCPAxis::atLeft)->setLabel(Text::tr("sine at p + k: sin(ωᵢ·(p + k))"));
    pair->axis(QCPAxis::atBottom)->setLabel(Text::tr("x = cos(ωᵢ·p)"));
    pair->axis(QCPAxis::atLeft)->setLabel(Text::tr("y = sin(ωᵢ·p)"));
    for (QCPAxisRect *rect : {sine, pair}) {
        rect->axis(QCPAxis::atBottom)->setRange(-1.25, 1.25);
        rect->axis(QCPAxis::atLeft)->setRange(-1.25, 1.25);
    }
    QCPAxis *sx = sine->axis(QCPAxis::atBottom), *sy = sine->axis(QCPAxis::atLeft);
    QCPAxis *px = pair->axis(QCPAxis::atBottom), *py = pair->axis(QCPAxis::atLeft);
    m_ellipse = new QCPCurve(sx, sy);
    m_ellipse->setName(Text::tr("every real p: one sine value, two successors"));
    m_sineFit = addStrokedGraph(plot, sx, sy);
    m_sineFit->setName(Text::tr("the best line a·x"));
    m_sinePoints = addStrokedGraph(plot, sx, sy);
    m_sinePoints->setLineStyle(QCPGraph::lsNone);
    m_sinePoints->setName(Text::tr("the sine alone at each position"));
    m_circle = new QCPCurve(px, py);
    m_circle->removeFromLegend();
    m_pairPoints = addStrokedGraph(plot, px, py);
    m_pairNext = addStrokedGraph(plot, px, py);
    for (QCPGraph *g : {m_pairPoints, m_pairNext})
        g->setLineStyle(QCPGraph::lsNone);
    m_pairPoints->setName(Text::tr("the pair at p"));
    m_pairNext->setName(Text::tr("at p + k: turned by ωᵢ·k"));
    setStyle(FigureStyle::screen());
}

void WhyPairsFigure::styleFigure(const FigureStyle &style)
{
    NotedFigure::styleFigure(style);
    const double w = 2 * style.lineWidth;
    const double dot = std::max(6.0, style.font.pixelSize() * 0.45);
    m_ellipse->setPen(QPen(style.palette.dialRim, w));
    m_sinePoints->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, sineColour, sineColour, dot));
    m_sineFit->setPen(QPen(style.palette.guide, w, Qt::DashLine));
    m_circle->setPen(QPen(style.palette.dialRim, w));
    m_pairPoints->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, pairColour, pairColour, dot));
    m_pairNext->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(style.palette.offset, w), Qt::NoBrush, dot * 1.5));
    for (QCPCurve *arc : std::as_const(m_arcs))
        arc->setPen(QPen(style.palette.offset, w));
}

void WhyPairsFigure::showData(const ExplorerState &state)
{
    clearMarks();
    for (QCPCurve *arc : std::as_const(m_arcs))
        m_plot->removePlottable(arc);
    m_arcs.clear();
    const int i = shownPair(state);
    const int k = state.offset();
    if (i < 0) {
        for (QCPGraph *g : {m_sinePoints, m_sineFit, m_pairPoints, m_pairNext})
            g->data()->clear();
        m_ellipse->data()->clear();
        m_circle->data()->clear();
        showNote(figureEntry(Figure::WhyPairs).unavailable(state));
        return;
    }
    const double omega = omegaOf(state, i);
    setTitle(Text::tr("Why sin and cos in pairs: pair i = %1 (ωᵢ = %2 rad/position), offset k = %3")
                 .arg(i)
                 .arg(number(omega))
                 .arg(k));
    const long long first = state.firstPosition();
    const int rows = state.length();
    const posenc::ShiftFit fit = posenc::fitShift(omega, first, rows, k);

    // The closed curve every real p lies on, and the unit circle.
    QVector<double> t, ex, ey, cx, cy;
    constexpr int samples = 240;
    for (int n = 0; n <= samples; ++n) {
        const double a = 2 * std::numbers::pi * n / samples;
        t << n;
        ex << std::sin(a);
        ey << std::sin(a + omega * k);
        cx << std::cos(a);
        cy << std::sin(a);
    }
    m_ellipse->setData(t, ex, ey, true);
    m_circle->setData(t, cx, cy, true);
    // At most maxDots positions drawn (evenly spread; the fits use every row): thousands of dots are a solid
    // ring that hides the curve they lie on.
    constexpr int maxDots = 64;
    const int stride = std::max(1, (rows + maxDots - 1) / maxDots);
    QVector<double> sx, sy, px, py, nx, ny;
    for (int r = 0; r < rows; r += stride) {
        const double p = double(first + r);
        const posenc::SinCos a = posenc::exactAngle(p, omega), b = posenc::exactAngle(p + k, omega);
        sx << a.s;
        sy << b.s;
        px << a.c;
        py << a.s;
        nx << b.c;
        ny << b.s;
    }
    m_sinePoints->setData(sx, sy);
    m_sineFit->setData(QVector<double>{-1.2, 1.2}, QVector<double>{-1.2 * fit.sineScale, 1.2 * fit.sineScale}, true);
    m_pairPoints->setData(px, py);
    m_pairNext->setData(nx, ny);

    // The selected pos: its sine's vertical meets the curve twice, at its own successor and at another's.
    const double pos = state.position();
    const posenc::SinCos here = posenc::exactAngle(pos, omega), there = posenc::exactAngle(pos + k, omega);
    const double other = here.s * std::cos(omega * k) - here.c * std::sin(omega * k); // cos(ωp) of the other sign
    const QPen positionPen(m_style.palette.position, 1.5 * m_style.lineWidth, Qt::DashLine);
    addLine(0, QPointF(here.s, -1), QPointF(here.s, 1), positionPen);
    // Labels on the side of the line with room (away from the panel's edge).
    const Qt::Alignment side = (here.s > 0 ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter;
    const QString pad = QStringLiteral("  ");
    addLabel(0, QPointF(here.s, there.s), false, false, side,
             here.s > 0 ? Text::tr("pos + k = %1").arg(state.position() + k) + pad
                        : pad + Text::tr("pos + k = %1").arg(state.position() + k),
             m_style.palette.position);
    if (std::abs(other - there.s) > 0.05)
        addLabel(0, QPointF(here.s, other), false, false, side,
                 here.s > 0 ? Text::tr("the same sine, another successor") + pad
                            : pad + Text::tr("the same sine, another successor"),
                 m_style.palette.muted);
    // The turn from p to p + k at pos and at pos′: the same angle ωk (the notes' 1 → 3 and 98 → 100).
    const double turn = std::remainder(omega * k, 2 * std::numbers::pi);
    const std::pair<double, QColor> arcs[] = {{pos, m_style.palette.position},
                                              {double(state.comparePosition()), m_style.palette.comparePosition}};
    for (const auto &[p, colour] : arcs) {
        auto *arc = new QCPCurve(panel(1)->axis(QCPAxis::atBottom), panel(1)->axis(QCPAxis::atLeft));
        arc->removeFromLegend();
        QVector<double> at, ax, ay;
        const double start = std::remainder(omega * p, 2 * std::numbers::pi);
        const double radius = p == pos ? 1.1 : 1.18;
        for (int n = 0; n <= 48; ++n) {
            const double a = start + turn * n / 48;
            at << n;
            ax << radius * std::cos(a);
            ay << radius * std::sin(a);
        }
        arc->setData(at, ax, ay, true);
        arc->setPen(QPen(colour, 2.5 * m_style.lineWidth));
        m_arcs.append(arc);
    }
    // Both panels one unit to one unit, so the circle is round: the longer side gets the wider range.
    for (int n = 0; n < 2; ++n) {
        const QSize pixels = pixelsOf(panel(n), true);
        if (pixels.isEmpty())
            continue;
        const double ratio = double(pixels.width()) / pixels.height();
        panel(n)->axis(QCPAxis::atBottom)->setRange(-1.3 * std::max(ratio, 1.0), 1.3 * std::max(ratio, 1.0));
        panel(n)->axis(QCPAxis::atLeft)->setRange(-1.3 / std::min(ratio, 1.0), 1.3 / std::min(ratio, 1.0));
    }
    addLabel(1, QPointF(0.02, 0.98), true, true, Qt::AlignLeft | Qt::AlignBottom,
             Text::tr("turn ωᵢ·k = %1 rad at pos %2 and at pos′ %3").arg(number(omega * k)).arg(state.position()).arg(state.comparePosition()),
             m_style.palette.ink);
    addLabel(0, QPointF(0.02, 0.04), true, true, Qt::AlignLeft | Qt::AlignTop,
             Text::tr("best line: a = %1").arg(number(fit.sineScale)), m_style.palette.ink);

    const AllPairs all = overAllPairs(state);
    showNote(Text::tr("The best linear map from pair %1's values at p to those at p + %2, fitted over the %3 positions "
                      "shown: from the sine alone it misses by up to %4 (no number a makes a·sin(ωp) = sin(ω(p + k)): "
                      "one sine value has two successors); from the (sin, cos) pair it misses by %5, rounding: it is "
                      "Mₖ, the same rotation at every p. Over all %6 pairs (at most 256 positions each): %7 against %8.")
                 .arg(i)
                 .arg(k)
                 .arg(rows)
                 .arg(number(fit.sineResidual), number(fit.pairResidual))
                 .arg(state.scheme().layout.completePairCount())
                 .arg(number(all.sine), number(all.pair)));
}

FigureEntry whyPairsFigureEntry()
{
    FigureEntry e;
    e.id = Figure::WhyPairs;
    e.title = QT_TRANSLATE_NOOP("Figure", "Why sin and cos in pairs");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "Left: each position's sine against the sine k positions later, for one pair. Every sine value "
                  "(except ±1) has two possible successors, one for each sign of the cosine, so no single number maps "
                  "a sine to the next one. Right: the same pair as a point (cos, sin) on the circle: moving by k turns "
                  "every point by the same angle ωᵢ·k, the rotation Mₖ, whatever p is. That is why the encoding "
                  "pairs each sine with a cosine of the same frequency.");
    e.plot = [](QCustomPlot *plot) { return std::make_unique<WhyPairsFigure>(plot); };
    // One line per position p: p, sin(ωp), cos(ωp), sin(ω(p + k)), cos(ω(p + k)), the sine alone's best
    // a·sin(ωp), and the pair's best map applied to (sin, cos) at p (two columns).
    e.table = [](const ExplorerState &state) {
        const int i = WhyPairsFigure::shownPair(state);
        if (i < 0)
            return FigureTable{};
        const double omega = omegaOf(state, i);
        const int k = state.offset();
        const posenc::ShiftFit fit = posenc::fitShift(omega, state.firstPosition(), state.length(), k);
        Eigen::MatrixXd m(state.length(), 8);
        for (int r = 0; r < state.length(); ++r) {
            const double p = double(state.firstPosition() + r);
            const posenc::SinCos a = posenc::exactAngle(p, omega), b = posenc::exactAngle(p + k, omega);
            const Eigen::Vector2d mapped = fit.pairMap * Eigen::Vector2d(a.s, a.c);
            m.row(r) << p, a.s, a.c, b.s, b.c, fit.sineScale * a.s, mapped(0), mapped(1);
        }
        return FigureTable::fromMatrix(std::move(m));
    };
    e.unavailable = [](const ExplorerState &state) {
        return WhyPairsFigure::shownPair(state) >= 0
                   ? QString()
                   : Text::tr("d_model = %1 has no (sin, cos) pair: the figure needs d_model ≥ 2 (allowed 2 .. 4096)")
                         .arg(state.dModel());
    };
    e.exportNote = [](const ExplorerState &state) {
        const int i = WhyPairsFigure::shownPair(state);
        if (i < 0)
            return QString();
        const posenc::ShiftFit fit = posenc::fitShift(omegaOf(state, i), state.firstPosition(), state.length(), state.offset());
        return QStringLiteral("pair %1, k %2: sine alone residual %3, pair residual %4")
            .arg(i)
            .arg(state.offset())
            .arg(QString::number(fit.sineResidual, 'g', 6), QString::number(fit.pairResidual, 'g', 3));
    };
    e.dataSignals = stateSignals(&ExplorerState::frequenciesChanged, &ExplorerState::offsetChanged,
                                 &ExplorerState::lengthChanged, &ExplorerState::firstPositionChanged,
                                 &ExplorerState::dModelChanged);
    e.selectionSignals = commonSelectionSignals() + stateSignals(&ExplorerState::comparePositionChanged);
    e.added = {posenc::AddedEncoding::Sinusoidal};
    return e;
}
