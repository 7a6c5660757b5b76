#include "ui/figures/ropescalingfigure.h"
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

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(RopeScalingFigure)
};

QString number(double x)
{
    return QString::number(x, 'g', 5);
}

// Okabe and Ito: before blue, after vermilion; the bands light.
const QColor originalColour{0, 114, 178}, scaledColour{213, 94, 0}, rampColour{0, 158, 115};
const QColor keptBand{86, 180, 233, 40}, blendedBand{240, 228, 66, 70}, interpolatedBand{230, 159, 0, 55},
    rescaledBand{204, 121, 167, 45};
} // namespace

RopeScalingFigure::RopeScalingFigure(QCustomPlot *plot)
    : NotedFigure(plot, ropeFigures::scaling)
{
    QCPAxisRect *rect = panel(0);
    QCPAxis *x = rect->axis(QCPAxis::atBottom), *y = rect->axis(QCPAxis::atLeft), *y2 = rect->axis(QCPAxis::atRight);
    x->setLabel(Text::tr("pair i (fast → slow)"));
    y->setLabel(Text::tr("θᵢ (rad/position, log)"));
    useLogScale(y);
    y2->setVisible(true);
    y2->setLabel(Text::tr("YaRN ramp(i): 0 kept … 1 ÷ factor"));
    y2->setRange(-0.05, 1.2); // room above 1 for the band labels
    m_original = addStrokedGraph(plot, x, y);
    m_scaled = addStrokedGraph(plot, x, y);
    m_ramp = addStrokedGraph(plot, x, y2);
    m_original->setName(Text::tr("θᵢ = base to the power −2i/R, trained"));
    m_scaled->setName(Text::tr("θ′ᵢ after scaling"));
    m_ramp->setName(Text::tr("ramp(i) (right axis)"));
    setStyle(FigureStyle::screen());
}

void RopeScalingFigure::styleFigure(const FigureStyle &style)
{
    NotedFigure::styleFigure(style);
    const double w = 2 * style.lineWidth;
    m_original->setPen(QPen(originalColour, w));
    m_original->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, originalColour, 3 * w));
    m_scaled->setPen(QPen(scaledColour, w));
    m_scaled->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, scaledColour, 3 * w));
    m_ramp->setPen(QPen(rampColour, w, Qt::DashLine));
}

void RopeScalingFigure::showData(const ExplorerState &state)
{
    clearMarks();
    const Session &s = state.session();
    setTitle(figureTitle(ropeFigures::scaling) + QStringLiteral("   (") + scalingSummary(s) +
             Text::tr(", R = %1, base %2)").arg(ropeSpec(s).rotated()).arg(QString::number(s.scheme.base(), 'g', 10)));
    QString problem;
    const auto f = scaledFrequenciesOf(s, &problem);
    if (!f) {
        m_original->data()->clear();
        m_scaled->data()->clear();
        m_ramp->data()->clear();
        showNote(problem);
        return;
    }
    const int pairs = int(f->original.size());
    QVector<double> x(pairs), before(pairs), after(pairs);
    for (int i = 0; i < pairs; ++i) {
        x[i] = i;
        before[i] = f->original(i);
        after[i] = f->scaled(i);
    }
    m_original->setData(x, before, true);
    m_scaled->setData(x, after, true);
    QVector<double> ramp;
    for (Eigen::Index i = 0; i < f->ramp.size(); ++i)
        ramp.append(f->ramp(i));
    m_ramp->setData(f->ramp.size() ? x : QVector<double>(), ramp, true);
    if (f->ramp.size())
        m_ramp->addToLegend();
    else
        m_ramp->removeFromLegend();
    panel(0)->axis(QCPAxis::atRight)->setVisible(f->ramp.size() > 0); // YaRN's ramp only
    QCPAxisRect *rect = panel(0);
    QCPAxis *xAxis = rect->axis(QCPAxis::atBottom), *yAxis = rect->axis(QCPAxis::atLeft);
    xAxis->setRange(-0.5, pairs - 0.5);
    xAxis->setTicker(wholeNumberTicker());
    // One turn within L0 and within the target: the frequencies 2π/L0 and 2π/target.
    const double L0 = ropeOf(s).scaling.originalMaxPositions, target = double(targetLength(s));
    const double low = std::min({f->original.minCoeff(), f->scaled.minCoeff(), 2 * std::numbers::pi / std::max(L0, target)});
    const double high = std::max(f->original.maxCoeff(), f->scaled.maxCoeff());
    yAxis->setRange(low / 3, high * 3);

    // Bands: runs of pairs in one region.
    const posenc::RopeScalingType type = ropeOf(s).scaling.type;
    const std::vector<posenc::PairRegion> regions =
        posenc::pairRegions(*f, ropeOf(s).scaling.factor, type == posenc::RopeScalingType::Yarn || type == posenc::RopeScalingType::Llama3);
    const auto bandOf = [](posenc::PairRegion r) {
        switch (r) {
        case posenc::PairRegion::Kept:
            return std::pair{keptBand, Text::tr("kept")};
        case posenc::PairRegion::Blended:
            return std::pair{blendedBand, Text::tr("blended")};
        case posenc::PairRegion::Interpolated:
            return std::pair{interpolatedBand, Text::tr("÷ factor")};
        case posenc::PairRegion::Rescaled:
            break;
        }
        return std::pair{rescaledBand, Text::tr("rescaled")};
    };
    if (ropeOf(s).scaling.type != posenc::RopeScalingType::Default) {
        for (int start = 0; start < pairs;) {
            int end = start;
            while (end + 1 < pairs && regions[std::size_t(end + 1)] == regions[std::size_t(start)])
                ++end;
            const auto [colour, label] = bandOf(regions[std::size_t(start)]);
            addBand(0, start - 0.5, end + 0.5, colour);
            addLabel(0, QPointF((start + end) / 2.0, 0.02), false, true, Qt::AlignHCenter | Qt::AlignTop, label,
                     m_style.palette.ink, false);
            start = end + 1;
        }
    }
    const auto turnLine = [&](double length, const QString &label, Qt::PenStyle dash) {
        const double theta = 2 * std::numbers::pi / length;
        addLine(0, QPointF(0, theta), QPointF(1, theta), QPen(m_style.palette.guide, 1.5 * m_style.lineWidth, dash));
        addLabel(0, QPointF(0.01, theta), true, false, Qt::AlignLeft | Qt::AlignBottom, label, m_style.palette.ink);
    };
    turnLine(L0, Text::tr("one turn in L0 = %1 positions").arg(wholeNumber(ropeOf(s).scaling.originalMaxPositions)), Qt::DashLine);
    if (ropeOf(s).scaling.type != posenc::RopeScalingType::Default && target != L0)
        turnLine(target, Text::tr("one turn in %1 positions").arg(wholeNumber(targetLength(s))), Qt::DotLine);

    const double a = f->attentionFactor;
    QString attention = a == 1.0 ? Text::tr("Attention factor 1: cos and sin as they are.")
                                 : Text::tr("Attention factor %1: cos and sin × %1, so the rotated part of every score × %2.")
                                       .arg(number(a), number(a * a));
    if (f->softmaxScaleFactor != 1.0)
        attention += QLatin1Char(' ') + Text::tr("The softmax scale 1/√head_dim × %1.").arg(number(f->softmaxScaleFactor));
    if (f->ramp.size())
        attention += QLatin1Char(' ') + Text::tr("YaRN's correction range: pairs %1 … %2.").arg(number(f->low), number(f->high));
    if (ropeOf(s).scaling.type == posenc::RopeScalingType::LongRope)
        attention += QLatin1Char(' ') + (f->longFactors ? Text::tr("Long factors at s = %1.") : Text::tr("Short factors at s = %1."))
                                            .arg(wholeNumber(ropeOf(s).currentLength));
    showNote(attention + QLatin1Char(' ') + engineDifference(s));
}

QString RopeScalingFigure::hover(const QPointF &pixel, ExplorerState &state)
{
    QCPAxisRect *rect = panel(0);
    if (!rect->rect().contains(pixel.toPoint()))
        return {};
    const auto f = scaledFrequenciesOf(state.session());
    const long long i = std::llround(rect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x()));
    if (!f || i < 0 || i >= f->original.size())
        return {};
    return Text::tr("pair %1: θ = %2, θ′ = %3 rad/position (× %4); wavelength %5 → %6 positions")
        .arg(i)
        .arg(number(f->original(i)), number(f->scaled(i)), number(f->scaled(i) / f->original(i)),
             number(2 * std::numbers::pi / f->original(i)), number(2 * std::numbers::pi / f->scaled(i)));
}

/// The fields the context-extension figures read (FigureEntry::dataFields).
QStringList contextExtensionDataFields()
{
    return {commonKeys::base,
            ropeKeys::headDim,
            ropeKeys::rotaryDim,
            ropeKeys::ropePairing,
            ropeKeys::query,
            ropeKeys::key,
            commonKeys::model,
            commonKeys::modelConfig,
            commonKeys::dimension,
            commonKeys::dModel,
            commonKeys::layout,
            ropeKeys::ropeScaling,
            ropeKeys::scalingFactor,
            ropeKeys::originalMax,
            ropeKeys::maxPositions,
            ropeKeys::currentLength,
            ropeKeys::betaFast,
            ropeKeys::betaSlow,
            ropeKeys::mscale,
            ropeKeys::mscaleAllDim,
            ropeKeys::yarnTruncate,
            ropeKeys::lowFreqFactor,
            ropeKeys::highFreqFactor,
            ropeKeys::longFactor,
            ropeKeys::shortFactor,
            ropeKeys::attentionFactor,
            ropeKeys::ropeEngine,
            ropeKeys::dtype};
}

FigureEntry ropeScalingFigureEntry()
{
    FigureEntry e;
    e.id = ropeFigures::scaling;
    e.title = QT_TRANSLATE_NOOP("Figure", "RoPE scaling: θ before and after");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "Each pair's angular frequency θᵢ before and after context extension, on a log axis: the fast pairs "
                  "turn many times within the trained length L0 and are best kept; the slow pairs never finish a turn "
                  "within L0 and are divided by the factor, so that the new length turns them no further than training "
                  "did. Linear divides every pair, NTK and dynamic change the base, YaRN blends the two over a ramp, "
                  "llama3 over a band of wavelengths, LongRoPE by a factor per pair. The dashed lines are one turn "
                  "within L0 and within the new length.");
    e.plot = [](QCustomPlot *plot) { return std::make_unique<RopeScalingFigure>(plot); };
    // One line per pair: i, θ before, θ after (rad/position).
    e.table = [](const ExplorerState &state) {
        const auto f = scaledFrequenciesOf(state.session());
        if (!f)
            return FigureTable{};
        Eigen::MatrixXd m(f->original.size(), 3);
        for (Eigen::Index i = 0; i < m.rows(); ++i)
            m.row(i) << double(i), f->original(i), f->scaled(i);
        return FigureTable::fromMatrix(std::move(m));
    };
    e.unavailable = [](const ExplorerState &state) { return scalingUnavailable(state.session()); };
    e.exportNote = [](const ExplorerState &state) {
        const auto f = scaledFrequenciesOf(state.session());
        if (!f)
            return QString();
        return Text::tr("attention factor %1 (cos and sin × it, the rotated part of the scores × %2); softmax scale × %3. %4")
            .arg(QString::number(f->attentionFactor, 'g', 17), QString::number(f->attentionFactor * f->attentionFactor, 'g', 17),
                 QString::number(f->softmaxScaleFactor, 'g', 17), engineDifference(state.session()));
    };
    e.dataSignals = stateSignals(&ExplorerState::fieldChanged);
    e.dataFields = contextExtensionDataFields();
    return e;
}
