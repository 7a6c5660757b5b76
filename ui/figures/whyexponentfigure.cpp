#include "ui/figures/whyexponentfigure.h"
#include "ui/figures/strokedgraph.h"

#include "ui/figures/figureregistry.h"
#include "ui/figures/heatmapcells.h"
#include "ui/figures/logaxis.h"
#include "ui/state/explorerstate.h"

#include <posenc/analysis/whyexponent.h>

#include <QCoreApplication>
#include <qcustomplot.h>

#include <cmath>
#include <numbers>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(WhyExponentFigure)
};

QString number(double x)
{
    return x >= 1e6 || x < 1e-3 ? QString::number(x, 'g', 3) : QString::number(x, 'f', x < 100 ? 2 : 1);
}

// ColorBrewer Dark2: the four d_model, then the other rules (the paper's rule in the first colour).
const QColor colours[] = {"#1b9e77", "#d95f02", "#7570b3", "#e7298a", "#66a61e", "#e6ab02", "#a6761d"};

/// The wavelengths the axes show at most: 2i's pair 2 onwards (2π·10¹⁶ at base 10000) leave the plot.
constexpr double highest = 1e12;

double wavelength(double omega)
{
    return omega > 0 ? 2 * std::numbers::pi / omega : std::numeric_limits<double>::infinity();
}

} // namespace

WhyExponentFigure::WhyExponentFigure(QCustomPlot *plot)
    : NotedFigure(plot, Figure::WhyExponent, 2, Qt::Horizontal)
{
    QCPAxisRect *one = panel(0), *rules = panel(1);
    one->axis(QCPAxis::atBottom)->setLabel(Text::tr("exponent x = 2i / d_model"));
    one->axis(QCPAxis::atLeft)->setLabel(Text::tr("wavelength λᵢ (positions, log)"));
    rules->axis(QCPAxis::atBottom)->setLabel(Text::tr("pair i"));
    rules->axis(QCPAxis::atLeft)->setLabel(Text::tr("wavelength (positions, log)"));
    for (QCPAxisRect *rect : {one, rules})
        useLogScale(rect->axis(QCPAxis::atLeft));
    QCPAxis *x = one->axis(QCPAxis::atBottom), *y = one->axis(QCPAxis::atLeft);
    m_curve = addStrokedGraph(plot, x, y);
    m_curve->setName(Text::tr("2π·baseˣ"));
    // Made in drawing order, the densest (512) first, so that the sparse ones stay visible on top of it.
    QList<QCPGraph *> made;
    for (int n = 0; n < 4; ++n) {
        QCPGraph *g = addStrokedGraph(plot, x, y);
        g->setLineStyle(QCPGraph::lsNone);
        made.append(g);
    }
    m_dModels = {made[2], made[1], made[0], made[3]}; // 16, 64, 512, now
    QCPAxis *rx = rules->axis(QCPAxis::atBottom), *ry = rules->axis(QCPAxis::atLeft);
    m_paper = addStrokedGraph(plot, rx, ry);
    m_half = addStrokedGraph(plot, rx, ry);
    m_noDivision = addStrokedGraph(plot, rx, ry);
    m_sineColumns = addStrokedGraph(plot, rx, ry);
    m_cosineColumns = addStrokedGraph(plot, rx, ry);
    m_paper->setName(Text::tr("2i/d_model (the paper)"));
    m_half->setName(Text::tr("i/d_model"));
    m_noDivision->setName(Text::tr("2i, not divided by d_model"));
    m_sineColumns->setName(Text::tr("j/d_model per column: the sine's"));
    m_cosineColumns->setName(Text::tr("and the cosine's"));
    setStyle(FigureStyle::screen());
}

void WhyExponentFigure::styleFigure(const FigureStyle &style)
{
    NotedFigure::styleFigure(style);
    const double w = 2 * style.lineWidth;
    const double dot = std::max(5.0, style.font.pixelSize() * 0.35);
    m_curve->setPen(QPen(style.palette.muted, w));
    // 16: large open squares, 64: open circles, 512: small dots under them, the current one filled on top.
    const QCPScatterStyle::ScatterShape shapes[] = {QCPScatterStyle::ssSquare, QCPScatterStyle::ssCircle,
                                                    QCPScatterStyle::ssDisc, QCPScatterStyle::ssDisc};
    const double sizes[] = {2.2 * dot, 1.6 * dot, 0.6 * dot, 1.2 * dot};
    for (int n = 0; n < m_dModels.size(); ++n) {
        const QColor c = colours[n];
        const bool filled = shapes[n] == QCPScatterStyle::ssDisc;
        m_dModels[n]->setScatterStyle(QCPScatterStyle(shapes[n], QPen(c, w), filled ? QBrush(c) : Qt::NoBrush, sizes[n]));
    }
    m_paper->setPen(QPen(colours[3], 2 * w));
    m_half->setPen(QPen(colours[4], w, Qt::DashLine));
    m_noDivision->setPen(QPen(colours[5], w));
    m_noDivision->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, colours[5], colours[5], dot));
    m_sineColumns->setPen(QPen(colours[6], w, Qt::DotLine));
    m_cosineColumns->setPen(QPen(colours[0], w, Qt::DashDotLine));
}

void WhyExponentFigure::showData(const ExplorerState &state)
{
    clearMarks();
    const int d = state.dModel();
    const double base = state.base();
    const int L = state.length();
    setTitle(Text::tr("Why 2i/d_model: one band of wavelengths for every d_model   (base = %1)").arg(QString::number(base, 'g', 12)));

    // Left: the curve and the pairs of four d_model on it.
    QVector<double> cx, cy;
    for (int n = 0; n <= 100; ++n) {
        cx << n / 100.0;
        cy << 2 * std::numbers::pi * std::pow(base, n / 100.0);
    }
    m_curve->setData(cx, cy, true);
    QList<int> sizes(std::begin(comparedDModels), std::end(comparedDModels));
    sizes << d;
    for (int n = 0; n < sizes.size(); ++n) {
        QVector<double> x, y;
        for (const posenc::ExponentPoint &point : posenc::wavelengthCurve(sizes[n], base)) {
            x << point.exponent;
            y << point.wavelength;
        }
        m_dModels[n]->setData(x, y, true);
        m_dModels[n]->setName(n == sizes.size() - 1 ? Text::tr("d_model = %1 (now)").arg(d)
                                                    : QStringLiteral("d_model = %1").arg(sizes[n]));
    }
    const auto now = posenc::wavelengthCurve(d, base);
    const double seeds = 2 * std::numbers::pi * base;
    QCPAxisRect *one = panel(0);
    one->axis(QCPAxis::atBottom)->setRange(-0.03, 1.05);
    one->axis(QCPAxis::atLeft)->setRange(2, seeds * 8);
    addLine(0, QPointF(0, seeds), QPointF(1, seeds), QPen(m_style.palette.guide, 1.5 * m_style.lineWidth, Qt::DotLine));
    addLabel(0, QPointF(0.02, seeds), true, false, Qt::AlignLeft | Qt::AlignBottom,
             Text::tr("2π·base = %1: the notes' i = d_model/2").arg(number(seeds)),
             m_style.palette.ink);
    // Under the 2π·base label, in the empty upper left: where the current d_model's band ends.
    addLabel(0, QPointF(0.02, seeds / 4), true, false, Qt::AlignLeft | Qt::AlignTop,
             Text::tr("d_model = %1 ends at i = %2: %3").arg(d).arg(now.back().pair).arg(number(now.back().wavelength)),
             colours[3], false);

    // Right: the other rules at this d_model.
    QVector<double> i, paper, half, none, sine, cosine;
    const int pairs = d / 2;
    for (int p = 0; p < pairs; ++p) {
        i << p;
        paper << wavelength(posenc::pairFrequency(posenc::ExponentRule::Paper, p, d, base));
        half << wavelength(posenc::pairFrequency(posenc::ExponentRule::HalfRange, p, d, base));
        none << std::min(wavelength(posenc::pairFrequency(posenc::ExponentRule::NoDivision, p, d, base)), highest * 100);
        sine << wavelength(posenc::columnFrequency(2 * p, d, base));
        cosine << wavelength(posenc::columnFrequency(2 * p + 1, d, base));
    }
    m_paper->setData(i, paper, true);
    m_half->setData(i, half, true);
    m_noDivision->setData(i, none, true);
    m_sineColumns->setData(i, sine, true);
    m_cosineColumns->setData(i, cosine, true);
    QCPAxisRect *rules = panel(1);
    rules->axis(QCPAxis::atBottom)->setRange(-0.5, std::max(pairs, 1) - 0.5);
    rules->axis(QCPAxis::atBottom)->setTicker(wholeNumberTicker());
    rules->axis(QCPAxis::atLeft)->setRange(2, std::min(highest, seeds * 8));

    const posenc::ExponentMeasure m = posenc::measureExponentRule(posenc::ExponentRule::Paper, d, base, L, state.offset());
    const posenc::ExponentMeasure h = posenc::measureExponentRule(posenc::ExponentRule::HalfRange, d, base, L, state.offset());
    const posenc::ExponentMeasure n = posenc::measureExponentRule(posenc::ExponentRule::NoDivision, d, base, L, state.offset());
    const posenc::ExponentMeasure c = posenc::measureExponentRule(posenc::ExponentRule::PerColumn, d, base, L, state.offset());
    QString text = Text::tr("2i/d_model runs from 0 to 1 − 2/d_model whatever d_model is, so every d_model's wavelengths lie "
                            "on one curve from 2π to 2π·base^{1 − 2/d_model}: %1 at d_model %2, %3 % of the notes' "
                            "2π·base = %4, which belongs to i = d_model/2, one pair past the last. The base alone sets "
                            "the band; d_model only how densely it is sampled.")
                       .arg(number(m.longestWavelength))
                       .arg(d)
                       .arg(QString::number(100 * m.longestWavelength / seeds, 'f', 1))
                       .arg(number(seeds));
    if (pairs >= 2)
        text += QLatin1Char(' ')
                + Text::tr("Instead, i/d_model stops at %1; 2i gives pair 1 a wavelength of %2 already, and %3 of %4 pairs "
                           "move less than 0.01 rad over these %5 positions (the paper's rule: %6); one frequency per "
                           "column j turns a pair's sine and cosine at different speeds, and the best 2 × 2 map from p to "
                           "p + k misses by %7 (the paper's pairs: %8): no rotation Mₖ.")
                      .arg(number(h.longestWavelength))
                      .arg(number(wavelength(posenc::pairFrequency(posenc::ExponentRule::NoDivision, 1, d, base))))
                      .arg(n.frozenPairs)
                      .arg(pairs)
                      .arg(L)
                      .arg(m.frozenPairs)
                      .arg(QString::number(c.pairResidual, 'g', 3), QString::number(m.pairResidual, 'g', 2));
    showNote(text);
}

FigureEntry whyExponentFigureEntry()
{
    FigureEntry e;
    e.id = Figure::WhyExponent;
    e.title = QT_TRANSLATE_NOOP("Figure", "Why 2i/d_model");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "Left: the wavelength of every pair against its exponent 2i/d_model, for d_model 16, 64, 512 and the "
                  "current one: all lie on one curve, 2π·baseˣ, from 2π at x = 0 to 2π·base^{1 − 2/d_model} at the last "
                  "pair. Dividing by d_model keeps the band of wavelengths the same whatever the width; the 2 keeps a "
                  "pair's sine and cosine at one frequency. Right: what the rules one might write instead give at this "
                  "d_model, measured in the note. The base (10000) is an empirical choice: it sets how long the longest "
                  "wavelength is.");
    e.plot = [](QCustomPlot *plot) { return std::make_unique<WhyExponentFigure>(plot); };
    // One line per complete pair i of the current d_model: i, 2i/d_model, then the wavelength (positions) under
    // 2i/d_model, i/d_model and 2i, and with one frequency per column, of its sine column and of its cosine column.
    e.table = [](const ExplorerState &state) {
        const int d = state.dModel(), pairs = d / 2;
        const double base = state.base();
        Eigen::MatrixXd m(pairs, 7);
        for (int p = 0; p < pairs; ++p)
            m.row(p) << p, 2.0 * p / d, wavelength(posenc::pairFrequency(posenc::ExponentRule::Paper, p, d, base)),
                wavelength(posenc::pairFrequency(posenc::ExponentRule::HalfRange, p, d, base)),
                wavelength(posenc::pairFrequency(posenc::ExponentRule::NoDivision, p, d, base)),
                wavelength(posenc::columnFrequency(2 * p, d, base)), wavelength(posenc::columnFrequency(2 * p + 1, d, base));
        return FigureTable::fromMatrix(std::move(m));
    };
    e.dataSignals = stateSignals(&ExplorerState::frequenciesChanged, &ExplorerState::lengthChanged,
                                 &ExplorerState::offsetChanged);
    e.added = {posenc::AddedEncoding::Sinusoidal};
    return e;
}
