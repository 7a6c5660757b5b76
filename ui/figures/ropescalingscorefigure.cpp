#include "ui/figures/ropescalingscorefigure.h"
#include "ui/figures/strokedgraph.h"

#include "ui/figures/figureregistry.h"
#include "ui/figures/logaxis.h"
#include "ui/figures/scalingtext.h"
#include "ui/state/coremessage.h"
#include "ui/state/explorerstate.h"

#include <posenc/encodings/parameters.h>

#include <QCoreApplication>
#include <qcustomplot.h>

#include <cmath>

QStringList contextExtensionDataFields(); // ropescalingfigure.cpp

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(RopeScalingScoreFigure)
};

QString number(double x)
{
    return QString::number(x, 'g', 4);
}

const QColor beforeColour{0, 114, 178}, afterColour{213, 94, 0};
} // namespace

Eigen::MatrixXd RopeScalingScoreFigure::curves(const Session &s)
{
    const posenc::ScaledFrequencies f = scaledFrequencies(s);
    const long long last = std::max<long long>({targetLength(s), ropeOf(s).currentLength, 2}) - 1;
    const std::vector<long long> r = posenc::logSamples(last, scoreSamples);
    const posenc::RopeSpec spec = ropeSpec(s);
    const Eigen::VectorXd q = ropeQueryVector(s), k = ropeKeyVector(s);
    Eigen::MatrixXd m(Eigen::Index(r.size()), 5);
    for (std::size_t i = 0; i < r.size(); ++i)
        m(Eigen::Index(i), 0) = double(r[i]);
    m.col(1) = posenc::scaledScoreAt(spec, f.original, 1.0, q, k, r);
    // The logit's scale as well: what the softmax scale gains (DeepSeek) multiplies the whole score.
    m.col(2) = f.softmaxScaleFactor * posenc::scaledScoreAt(spec, f.scaled, f.attentionFactor, q, k, r, ropeOf(s).dtype);
    // RoFormer's relative bound (1/(R/2)) Σⱼ |Sⱼ| of the angles alone, in float64: the attention factor² (and
    // DeepSeek's softmax factor) would multiply |hⱼ − hⱼ₊₁|, the bound's other factor, not this sum.
    m.col(3) = posenc::decayBoundAt(f.original, r);
    m.col(4) = posenc::decayBoundAt(f.scaled, r);
    return m;
}

RopeScalingScoreFigure::RopeScalingScoreFigure(QCustomPlot *plot)
    : NotedFigure(plot, ropeFigures::scalingScore, 2)
{
    for (int k = 0; k < 2; ++k) {
        QCPAxis *x = panel(k)->axis(QCPAxis::atBottom);
        useLogScale(x);
        x->setLabel(k == 1 ? Text::tr("distance r = m − n (positions, log)") : QString());
    }
    panel(0)->axis(QCPAxis::atLeft)->setLabel(Text::tr("score ⟨R(r) q, k⟩"));
    panel(1)->axis(QCPAxis::atLeft)->setLabel(Text::tr("decay bound"));
    const auto add = [&](int k) { return addStrokedGraph(plot, panel(k)->axis(QCPAxis::atBottom), panel(k)->axis(QCPAxis::atLeft)); };
    m_scoreBefore = add(0);
    m_scoreAfter = add(0);
    m_boundBefore = add(1);
    m_boundAfter = add(1);
    // The bounds in the legend too, saying what they are: the angles alone (RoFormer's relative bound), the
    // attention factor² and the number format being the score's, not theirs.
    m_boundBefore->setName(Text::tr("decay bound with θ (float64)"));
    m_boundAfter->setName(Text::tr("decay bound with θ′ alone (float64: not × attention factor², softmax factor or "
                                   "number format)"));
    // Solid curves segment by segment on screen (as Compare): a long antialiased polyline through Qt's stroker
    // is several times slower.
    plot->setPlottingHint(QCP::phFastPolylines, true);
    setStyle(FigureStyle::screen());
}

void RopeScalingScoreFigure::styleFigure(const FigureStyle &style)
{
    NotedFigure::styleFigure(style);
    // The score wiggles at every scale of r: one line width (thicker lines fill the panel).
    m_scoreBefore->setPen(QPen(beforeColour, style.lineWidth));
    m_scoreAfter->setPen(QPen(afterColour, style.lineWidth));
    m_boundBefore->setPen(QPen(beforeColour, 2 * style.lineWidth));
    m_boundAfter->setPen(QPen(afterColour, 2 * style.lineWidth));
}

void RopeScalingScoreFigure::showData(const ExplorerState &state)
{
    clearMarks();
    const Session &s = state.session();
    setTitle(figureTitle(ropeFigures::scalingScore) + QStringLiteral("   (") + scalingSummary(s) + QLatin1Char(')'));
    for (QCPGraph *g : {m_scoreBefore, m_scoreAfter, m_boundBefore, m_boundAfter})
        g->data()->clear();
    Eigen::MatrixXd m;
    posenc::ScaledFrequencies f;
    try {
        m = curves(s);
        f = scaledFrequencies(s);
    } catch (const posenc::ParameterError &e) {
        showNote(coreMessage(e.message()));
        return;
    }
    const auto column = [&](int c) {
        QVector<double> v(m.rows());
        for (Eigen::Index i = 0; i < m.rows(); ++i)
            v[i] = m(i, c);
        return v;
    };
    const QVector<double> r = column(0);
    m_scoreBefore->setData(r, column(1), true);
    m_scoreAfter->setData(r, column(2), true);
    m_boundBefore->setData(r, column(3), true);
    m_boundAfter->setData(r, column(4), true);
    // Curves that run up and down their panel many times are drawn one device pixel wide (cosmetic): a wider
    // antialiased pen over 1500 points cost 50 ms a frame (figurestyle.h, denseCurveTravel).
    for (int c = 1; c <= 4; ++c) {
        QCPGraph *g = c == 1 ? m_scoreBefore : c == 2 ? m_scoreAfter : c == 3 ? m_boundBefore : m_boundAfter;
        const double span = std::max(m.col(c).maxCoeff() - m.col(c).minCoeff(), 1e-12);
        QPen pen = g->pen();
        pen.setWidthF(curveTravel(m.col(c).data(), m.rows(), span) > denseCurveTravel ? 0.0
                                                                                     : (c <= 2 ? 1.0 : 2.0) * m_style.lineWidth);
        g->setPen(pen);
    }
    const QString type = QString::fromLatin1(posenc::ropeScalingNames.name(ropeOf(s).scaling.type));
    m_scoreBefore->setName(Text::tr("θ, no scaling (float64)"));
    // Each text given exactly its own arguments (QString::arg warns of one left over).
    const QString squared = number(f.attentionFactor * f.attentionFactor);
    const QString dtype = QString::fromLatin1(posenc::numberFormatNames.name(ropeOf(s).dtype));
    m_scoreAfter->setName(
        f.softmaxScaleFactor == 1.0
            ? Text::tr("θ′: %1, attention factor² = %2, angles in %3").arg(type, squared, dtype)
            : Text::tr("θ′: %1, attention factor² = %2, × softmax factor %4, angles in %3")
                  .arg(type, squared, dtype, number(f.softmaxScaleFactor)));
    const double last = r.isEmpty() ? 2 : r.last();
    for (int k = 0; k < 2; ++k) {
        QCPAxisRect *rect = panel(k);
        rect->axis(QCPAxis::atBottom)->setRange(1, std::max(2.0, last));
        const int first = k == 0 ? 1 : 3;
        double low = m.col(first).minCoeff(), high = m.col(first).maxCoeff();
        low = std::min(low, m.col(first + 1).minCoeff());
        high = std::max(high, m.col(first + 1).maxCoeff());
        const double pad = 0.05 * std::max(high - low, 1e-9);
        rect->axis(QCPAxis::atLeft)->setRange(low - pad, high + pad);
        // L0 and the target length.
        const auto mark = [&](long long at, const QString &label, Qt::PenStyle dash) {
            addLine(k, QPointF(double(at), 0), QPointF(double(at), 1),
                    QPen(m_style.palette.position, 1.5 * m_style.lineWidth, dash));
            if (k == 0)
                addLabel(k, QPointF(double(at), 0.02), false, true, Qt::AlignRight | Qt::AlignTop, label + QLatin1Char(' '),
                         m_style.palette.position);
        };
        mark(ropeOf(s).scaling.originalMaxPositions, Text::tr("L0 = %1").arg(wholeNumber(ropeOf(s).scaling.originalMaxPositions)),
             Qt::DashLine);
        if (targetLength(s) != ropeOf(s).scaling.originalMaxPositions)
            mark(targetLength(s), Text::tr("target %1").arg(wholeNumber(targetLength(s))), Qt::DotLine);
    }
    // Measured: the bound's mean beyond L0 before and after (how much of the decay the scaling undoes).
    const auto meanPast = [&](int c) {
        double sum = 0;
        int n = 0;
        for (Eigen::Index i = 0; i < m.rows(); ++i)
            if (m(i, 0) > ropeOf(s).scaling.originalMaxPositions) {
                sum += m(i, c);
                ++n;
            }
        return n ? sum / n : std::nan("");
    };
    const double before = meanPast(3), after = meanPast(4);
    QString text = Text::tr("%1 distances spread on the log axis (the score swings at every scale: its band is its range).")
                       .arg(m.rows());
    if (std::isfinite(before))
        text += QLatin1Char(' ') + Text::tr("Past L0 the bound averages %1 without scaling and %2 with it (%3 at r = 1).")
                                       .arg(number(before), number(after), number(m(0, 4)));
    if (ropeOf(s).dtype != posenc::NumberFormat::Float64)
        text += QLatin1Char(' ') + Text::tr("After: each angle p·θ′ as PyTorch computes it in %1 (p, θ′ and the product "
                                            "rounded, then cos and sin).")
                                       .arg(QString::fromLatin1(posenc::numberFormatNames.name(ropeOf(s).dtype)));
    showNote(text + QLatin1Char(' ') + engineDifference(s));
}

FigureEntry ropeScalingScoreFigureEntry()
{
    FigureEntry e;
    e.id = ropeFigures::scalingScore;
    e.title = QT_TRANSLATE_NOOP("Figure", "RoPE score and decay out to the new length");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "RoPE's score of one q and k against the distance r, out to the length the scaling is for, with the "
                  "trained frequencies and with the scaled ones (times the attention factor squared, its angles in the "
                  "chosen number format); under it RoFormer's relative decay bound of both sets of angles alone, in "
                  "float64, not multiplied by the attention factor squared. Interpolating the slow pairs stretches the "
                  "curves to the right: at the new length they look as they did at L0.");
    e.plot = [](QCustomPlot *plot) { return std::make_unique<RopeScalingScoreFigure>(plot); };
    // One line per sampled distance: r, score before, score after (× attention factor², × softmax factor, angles in
    // the number format), bound before, bound after (θ and θ′ alone, float64).
    e.table = [](const ExplorerState &state) {
        try {
            return FigureTable::fromMatrix(RopeScalingScoreFigure::curves(state.session()));
        } catch (const posenc::ParameterError &) {
            return FigureTable{};
        }
    };
    e.unavailable = [](const ExplorerState &state) { return scalingUnavailable(state.session()); };
    e.dataSignals = stateSignals(&ExplorerState::fieldChanged);
    e.dataFields = contextExtensionDataFields();
    return e;
}
