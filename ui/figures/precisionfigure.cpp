#include "ui/figures/precisionfigure.h"
#include "ui/figures/strokedgraph.h"

#include "ui/figures/figureregistry.h"
#include "ui/figures/logaxis.h"
#include "ui/figures/scalingtext.h"
#include "ui/state/explorerstate.h"

#include <posenc/analysis/contextextension.h>
#include <posenc/numbers/numberformat.h>

#include <QCoreApplication>
#include <qcustomplot.h>

#include <cmath>

QStringList contextExtensionDataFields(); // ropescalingfigure.cpp

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PrecisionFigure)
};

using posenc::NumberFormat;

const NumberFormat drawn[] = {NumberFormat::Float32, NumberFormat::BFloat16, NumberFormat::Float16};
const QColor formatColour[] = {{0, 114, 178}, {213, 94, 0}, {0, 158, 115}};

QString number(double x)
{
    return QString::number(x, 'g', 4);
}

/// The angle error of θ at position p in \a format: ropeAngleIn − p·θ (rad); inf past float16's range.
double angleError(double p, double theta, NumberFormat format)
{
    return posenc::ropeAngleIn(p, theta, format) - p * theta;
}
} // namespace

const QList<int> &PrecisionFigure::formats()
{
    static const QList<int> list = {int(NumberFormat::Float32), int(NumberFormat::BFloat16), int(NumberFormat::Float16)};
    return list;
}

int PrecisionFigure::otherPair(const Session &s)
{
    const int pairs = ropeSpec(s).pairCount();
    const int selected = s.scheme.layout.pairOf(s.selection.dimension);
    if (selected > 0 && selected < pairs)
        return selected;
    return std::min(1, pairs - 1);
}

PrecisionFigure::PrecisionFigure(QCustomPlot *plot)
    : NotedFigure(plot, ropeFigures::precision)
{
    QCPAxisRect *rect = panel(0);
    rect->axis(QCPAxis::atBottom)->setLabel(Text::tr("position p"));
    rect->axis(QCPAxis::atLeft)->setLabel(Text::tr("|angle error| (rad, log)"));
    useLogScale(rect->axis(QCPAxis::atLeft));
    for (int k = 0; k < 6; ++k)
        m_graphs.append(addStrokedGraph(plot, rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft)));
    plot->setPlottingHint(QCP::phFastPolylines, true); // solid curves segment by segment (as Compare)
    setStyle(FigureStyle::screen());
}

void PrecisionFigure::styleFigure(const FigureStyle &style)
{
    NotedFigure::styleFigure(style);
    for (int f = 0; f < 3; ++f) {
        // The curves are steps (flat runs and vertical jumps): drawn without antialiasing they look the same and
        // cost 4 ms a frame instead of 20 (wide antialiased pens through Qt's stroker).
        m_graphs[2 * f]->setAntialiased(false);
        m_graphs[2 * f + 1]->setAntialiased(false);
        m_graphs[2 * f]->setPen(QPen(formatColour[f], 2 * style.lineWidth));
        m_graphs[2 * f + 1]->setPen(QPen(formatColour[f], 2 * style.lineWidth, Qt::DashLine));
    }
}

void PrecisionFigure::showData(const ExplorerState &state)
{
    clearMarks();
    const Session &s = state.session();
    const long long last = ropeOf(s).currentLength - 1;
    const int pairI = otherPair(s);
    setTitle(figureTitle(ropeFigures::precision) +
             Text::tr("   (p = 0 … %1, R = %2, base %3)").arg(wholeNumber(last)).arg(ropeSpec(s).rotated()).arg(QString::number(s.scheme.base(), 'g', 10)));
    QString problem;
    const auto f = scaledFrequenciesOf(s, &problem);
    for (QCPGraph *g : std::as_const(m_graphs))
        g->data()->clear();
    if (!f) {
        showNote(problem);
        return;
    }
    const double theta0 = f->scaled(0), thetaI = f->scaled(pairI);
    // Each pixel column: the largest |error| over up to 8 positions spread within it (every position when
    // the sweep is short), so the envelope of the saw-tooth shows at any length.
    QCPAxisRect *rect = panel(0);
    const int columns = std::clamp(pixelsOf(rect).width(), 50, 4000);
    const std::vector<long long> positions = posenc::linearSamples(last, columns * 8);
    const int per = std::max<int>(1, int((positions.size() + columns - 1) / columns));
    double low = 1e300, high = 0;
    for (int fi = 0; fi < 3; ++fi)
        for (int which = 0; which < 2; ++which) {
            const double theta = which == 0 ? theta0 : thetaI;
            QVector<double> x, y;
            for (std::size_t start = 0; start < positions.size(); start += std::size_t(per)) {
                double worst = 0;
                bool infinite = false;
                for (std::size_t k = start; k < std::min(positions.size(), start + std::size_t(per)); ++k) {
                    const double e = std::abs(angleError(double(positions[k]), theta, drawn[fi]));
                    if (!std::isfinite(e))
                        infinite = true;
                    else
                        worst = std::max(worst, e);
                }
                if (infinite)
                    break; // float16's overflow: no angle past it
                x << double(positions[start]);
                y << (worst > 0 ? worst : std::nan(""));
                if (worst > 0) {
                    low = std::min(low, worst);
                    high = std::max(high, worst);
                }
            }
            QCPGraph *g = m_graphs[2 * fi + which];
            g->setData(x, y, true);
            g->setName(which == 0 ? Text::tr("%1, pair 0").arg(QString::fromLatin1(posenc::numberFormatNames.name(drawn[fi])))
                                  : Text::tr("%1, pair %2").arg(QString::fromLatin1(posenc::numberFormatNames.name(drawn[fi]))).arg(pairI));
        }
    // A saw-tooth running up and down its panel hundreds of times is drawn thin: a wide antialiased (and dashed)
    // pen there cost 100 ms a frame (figurestyle.h, denseCurveTravel). Travel measured on the log axis.
    for (QCPGraph *g : std::as_const(m_graphs)) {
        std::vector<double> logs;
        for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it)
            if (std::isfinite(it->value) && it->value > 0)
                logs.push_back(std::log10(it->value));
        const double panel = high > 0 && low < high ? std::log10(high / low) + 1 : 1;
        QPen pen = g->pen();
        pen.setWidthF(curveTravel(logs.data(), static_cast<long long>(logs.size()), panel) > denseCurveTravel ? 0.0
                                                                                                    : 2 * m_style.lineWidth);
        g->setPen(pen);
    }
    rect->axis(QCPAxis::atBottom)->setRange(0, std::max<double>(1, double(last)));
    if (high <= 0) {
        low = 1e-9;
        high = 1;
    }
    rect->axis(QCPAxis::atLeft)->setRange(low / 3, high * 3);
    // Where each format's positions run out: neighbours share one value from firstCollidingPosition(), and
    // float16 has no number from 65 520 on. Lines in the format's colour; the note names them (labels on the
    // plot would cover the curves and each other: 257 and 2 049 are close on a long sweep).
    const auto mark = [&](double at, const QColor &colour, Qt::PenStyle dash) {
        if (at > double(last))
            return;
        addLine(0, QPointF(at, low), QPointF(at, high), QPen(colour, 1.5 * m_style.lineWidth, dash));
    };
    QStringList marked;
    for (int fi = 0; fi < 3; ++fi) {
        const double at = posenc::firstCollidingPosition(drawn[fi]);
        mark(at, formatColour[fi], Qt::DotLine);
        if (at <= double(last))
            marked << Text::tr("%1 from %2").arg(QString::fromLatin1(posenc::numberFormatNames.name(drawn[fi])), wholeNumber(std::llround(at)));
    }
    mark(65520, formatColour[2], Qt::DashDotLine);
    const auto errorAt = [&](NumberFormat format, double theta) {
        const double e = std::abs(angleError(double(last), theta, format));
        return std::isfinite(e) ? number(e) : Text::tr("inf");
    };
    QString text = Text::tr("In each format PyTorch rounds p, then θ, then p·θ to it, and cos and sin after. At p = %1, pair 0: "
                            "float32 off by %2 rad, bfloat16 %3, float16 %4; pair %5: %6, %7, %8.")
                       .arg(wholeNumber(last), errorAt(NumberFormat::Float32, theta0), errorAt(NumberFormat::BFloat16, theta0),
                            errorAt(NumberFormat::Float16, theta0))
                       .arg(pairI)
                       .arg(errorAt(NumberFormat::Float32, thetaI), errorAt(NumberFormat::BFloat16, thetaI),
                            errorAt(NumberFormat::Float16, thetaI));
    text += QLatin1Char(' ') + Text::tr("transformers today computes inv_freq and the positions in float32 with autocast off "
                                        "(PR #29285): the float32 curves.");
    if (!marked.isEmpty())
        text += QLatin1Char(' ') + Text::tr("Dotted lines: two neighbouring positions share one value (%1).").arg(marked.join(QStringLiteral(", ")));
    if (last >= 65520)
        text += QLatin1Char(' ') + Text::tr("Dash-dotted: float16 has no number from 65 520 on (inf, then NaN angles).");
    showNote(text);
}

FigureEntry precisionFigureEntry()
{
    FigureEntry e;
    e.id = ropeFigures::precision;
    e.title = QT_TRANSLATE_NOOP("Figure", "RoPE's angles in float32, bfloat16 and float16");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "How far the angle p·θ of a RoPE pair lands from the exact one when PyTorch computes it in a narrower "
                  "format: the position, θ and their product are each rounded. The error grows with p: bfloat16 has 8 "
                  "significant bits, so from position 257 on two neighbours share one angle (and 15 962 becomes "
                  "15 936); float16 has 11 (2 049) and no number above 65 504; float32 has 24 (16 777 217). Pair 0 "
                  "solid, the other pair dashed; the largest error within each pixel column is drawn.");
    e.plot = [](QCustomPlot *plot) { return std::make_unique<PrecisionFigure>(plot); };
    // One line per position p = 0 … s − 1: p, then pair 0's angle error in float32, bfloat16, float16 (rad).
    e.table = [](const ExplorerState &state) {
        const auto f = scaledFrequenciesOf(state.session());
        if (!f)
            return FigureTable{};
        const double theta = f->scaled(0);
        return FigureTable{ropeOf(state.session()).currentLength, 4, [theta](int row, int column) {
                               return column == 0 ? double(row) : angleError(double(row), theta, drawn[column - 1]);
                           }};
    };
    e.unavailable = [](const ExplorerState &state) { return scalingUnavailable(state.session()); };
    e.dataSignals = stateSignals(&ExplorerState::fieldChanged);
    e.dataFields = contextExtensionDataFields();
    return e;
}
