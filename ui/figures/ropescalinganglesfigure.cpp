#include "ui/figures/ropescalinganglesfigure.h"
#include "ui/figures/strokedgraph.h"

#include "ui/figures/figureregistry.h"
#include "ui/figures/heatmapcells.h"
#include "ui/figures/logaxis.h"
#include "ui/figures/scalingtext.h"
#include "ui/state/explorerstate.h"

#include <posenc/analysis/contextextension.h>

#include <QCoreApplication>
#include <qcustomplot.h>

#include <cmath>
#include <numbers>

QStringList contextExtensionDataFields(); // ropescalingfigure.cpp

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(RopeScalingAnglesFigure)
};

QString number(double x)
{
    return QString::number(x, 'g', 5);
}

const QColor beforeColour{0, 114, 178}, afterColour{213, 94, 0}, unseenColour{204, 0, 0};

/// "3, 4, 5" or "3 … 7" for runs of pairs; "none".
QString pairList(const std::vector<bool> &flags)
{
    QStringList runs;
    for (std::size_t i = 0; i < flags.size();) {
        if (!flags[i]) {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j + 1 < flags.size() && flags[j + 1])
            ++j;
        runs << (i == j ? QString::number(i) : QStringLiteral("%1 … %2").arg(i).arg(j));
        i = j + 1;
    }
    return runs.isEmpty() ? Text::tr("none") : runs.join(QStringLiteral(", "));
}
} // namespace

RopeScalingAnglesFigure::RopeScalingAnglesFigure(QCustomPlot *plot)
    : NotedFigure(plot, ropeFigures::scalingAngles)
{
    QCPAxisRect *rect = panel(0);
    QCPAxis *x = rect->axis(QCPAxis::atBottom), *y = rect->axis(QCPAxis::atLeft);
    x->setLabel(Text::tr("pair i (fast → slow)"));
    y->setLabel(Text::tr("rotation angle (rad, log)"));
    useLogScale(y);
    m_trained = addStrokedGraph(plot, x, y);
    m_before = addStrokedGraph(plot, x, y);
    m_after = addStrokedGraph(plot, x, y);
    m_unseenBefore = addStrokedGraph(plot, x, y);
    m_unseenAfter = addStrokedGraph(plot, x, y);
    for (QCPGraph *g : {m_unseenBefore, m_unseenAfter})
        g->setLineStyle(QCPGraph::lsNone);
    m_trained->setName(Text::tr("θᵢ·(L0 − 1): the largest angle in training"));
    m_unseenAfter->setName(Text::tr("never seen in training"));
    m_unseenBefore->removeFromLegend();
    setStyle(FigureStyle::screen());
}

void RopeScalingAnglesFigure::styleFigure(const FigureStyle &style)
{
    NotedFigure::styleFigure(style);
    const double w = 2 * style.lineWidth;
    m_trained->setPen(QPen(style.palette.muted, w, Qt::DashLine));
    m_before->setPen(QPen(beforeColour, w));
    m_after->setPen(QPen(afterColour, w));
    for (QCPGraph *g : {m_unseenBefore, m_unseenAfter}) {
        g->setPen(QPen(unseenColour, w));
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCrossCircle, QPen(unseenColour, w), Qt::NoBrush, 5 * w));
    }
}

void RopeScalingAnglesFigure::showData(const ExplorerState &state)
{
    clearMarks();
    const Session &s = state.session();
    const long long p = ropeOf(s).currentLength - 1;
    setTitle(figureTitle(ropeFigures::scalingAngles) + QStringLiteral("   (p = %1, ").arg(wholeNumber(p)) + scalingSummary(s) +
             QLatin1Char(')'));
    QString problem;
    const auto f = scaledFrequenciesOf(s, &problem);
    for (QCPGraph *g : {m_trained, m_before, m_after, m_unseenBefore, m_unseenAfter})
        g->data()->clear();
    if (!f) {
        showNote(problem);
        return;
    }
    const long long L0 = ropeOf(s).scaling.originalMaxPositions;
    const int pairs = int(f->original.size());
    const Eigen::VectorXd trained = posenc::trainedAngles(f->original, L0);
    posenc::ScaledFrequencies unscaled = *f;
    unscaled.scaled = f->original;
    const std::vector<bool> unseenBefore = posenc::unseenAngles(unscaled, L0, p);
    const std::vector<bool> unseenAfter = posenc::unseenAngles(*f, L0, p);
    QVector<double> x, tr, be, af, ubx, uby, uax, uay;
    for (int i = 0; i < pairs; ++i) {
        x << i;
        tr << std::max(trained(i), 1e-300);
        be << f->original(i) * double(p);
        af << f->scaled(i) * double(p);
        if (unseenBefore[std::size_t(i)]) {
            ubx << i;
            uby << be.last();
        }
        if (unseenAfter[std::size_t(i)]) {
            uax << i;
            uay << af.last();
        }
    }
    m_trained->setData(x, tr, true);
    m_before->setData(x, be, true);
    m_after->setData(x, af, true);
    m_unseenBefore->setData(ubx, uby, true);
    m_unseenAfter->setData(uax, uay, true);
    const bool scaled = ropeOf(s).scaling.type != posenc::RopeScalingType::Default;
    m_before->setName(Text::tr("θᵢ·p: no scaling"));
    m_after->setName(Text::tr("θ′ᵢ·p: %1").arg(QString::fromLatin1(posenc::ropeScalingNames.name(ropeOf(s).scaling.type))));
    if (scaled)
        m_after->addToLegend();
    else
        m_after->removeFromLegend();
    m_after->setVisible(scaled);
    m_unseenAfter->setVisible(scaled);
    QCPAxisRect *rect = panel(0);
    QCPAxis *xAxis = rect->axis(QCPAxis::atBottom), *yAxis = rect->axis(QCPAxis::atLeft);
    xAxis->setRange(-0.5, pairs - 0.5);
    xAxis->setTicker(wholeNumberTicker());
    double low = 2 * std::numbers::pi, high = 2 * std::numbers::pi;
    for (const QVector<double> *v : {&tr, &be, &af})
        for (const double a : *v)
            if (a > 0) {
                low = std::min(low, a);
                high = std::max(high, a);
            }
    yAxis->setRange(low / 3, high * 3);
    // 2π: above it a pair turned at least once in training, so every angle of the circle was seen.
    addLine(0, QPointF(0, 2 * std::numbers::pi), QPointF(1, 2 * std::numbers::pi),
            QPen(m_style.palette.guide, 1.5 * m_style.lineWidth, Qt::DotLine));
    // At the left, where every curve is far above 2π (the fast pairs): the label covers none of them.
    addLabel(0, QPointF(0.01, 2 * std::numbers::pi), true, false, Qt::AlignLeft | Qt::AlignBottom,
             Text::tr("2π: above, every angle was seen"), m_style.palette.ink);

    const auto count = [](const std::vector<bool> &v) { return int(std::count(v.begin(), v.end(), true)); };
    QString text = count(unseenBefore) == 0
                       ? Text::tr("At p = %1 without scaling, no pair turns further than in training.").arg(wholeNumber(p))
                       : Text::tr("At p = %1 without scaling, %2 of %3 pairs turn further than in training (pairs %4).")
                             .arg(wholeNumber(p))
                             .arg(count(unseenBefore))
                             .arg(pairs)
                             .arg(pairList(unseenBefore));
    const QString type = QString::fromLatin1(posenc::ropeScalingNames.name(ropeOf(s).scaling.type));
    if (scaled)
        text += QLatin1Char(' ') + (count(unseenAfter) == 0 ? Text::tr("With %1: none.").arg(type)
                                                            : Text::tr("With %1: %2 (pairs %3).")
                                                                  .arg(type)
                                                                  .arg(count(unseenAfter))
                                                                  .arg(pairList(unseenAfter)));
    showNote(text + QLatin1Char(' ') + Text::tr("A fast pair turns many times in L0: its angle mod 2π was always seen."));
}

QString RopeScalingAnglesFigure::hover(const QPointF &pixel, ExplorerState &state)
{
    QCPAxisRect *rect = panel(0);
    if (!rect->rect().contains(pixel.toPoint()))
        return {};
    const Session &s = state.session();
    const auto f = scaledFrequenciesOf(s);
    const long long i = std::llround(rect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x()));
    if (!f || i < 0 || i >= f->original.size())
        return {};
    const double p = ropeOf(s).currentLength - 1;
    return Text::tr("pair %1: trained up to %2 rad; at p: %3 rad unscaled, %4 rad scaled")
        .arg(i)
        .arg(number(f->original(i) * (ropeOf(s).scaling.originalMaxPositions - 1)), number(f->original(i) * p),
             number(f->scaled(i) * p));
}

FigureEntry ropeScalingAnglesFigureEntry()
{
    FigureEntry e;
    e.id = ropeFigures::scalingAngles;
    e.title = QT_TRANSLATE_NOOP("Figure", "Angles never seen in training");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "The rotation angle of each pair at the last position p = s − 1 of a long sequence, before and after "
                  "context extension, against the largest angle the pair reached within the trained length L0. A pair "
                  "that turned at least once in training (above 2π) has seen every angle; a slow pair has not, and past "
                  "L0 it reaches angles the model never saw (circled): what scaling is for.");
    e.plot = [](QCustomPlot *plot) { return std::make_unique<RopeScalingAnglesFigure>(plot); };
    // One line per pair: i, θᵢ·(L0 − 1), θᵢ·p, θ′ᵢ·p (rad), p = s − 1.
    e.table = [](const ExplorerState &state) {
        const Session &s = state.session();
        const auto f = scaledFrequenciesOf(s);
        if (!f)
            return FigureTable{};
        const double p = ropeOf(s).currentLength - 1;
        const Eigen::VectorXd trained = posenc::trainedAngles(f->original, ropeOf(s).scaling.originalMaxPositions);
        Eigen::MatrixXd m(f->original.size(), 4);
        for (Eigen::Index i = 0; i < m.rows(); ++i)
            m.row(i) << double(i), trained(i), f->original(i) * p, f->scaled(i) * p;
        return FigureTable::fromMatrix(std::move(m));
    };
    e.unavailable = [](const ExplorerState &state) { return scalingUnavailable(state.session()); };
    e.dataSignals = stateSignals(&ExplorerState::fieldChanged);
    e.dataFields = contextExtensionDataFields();
    return e;
}
