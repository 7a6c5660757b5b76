#include "ui/figures/comparefigure.h"
#include "ui/figures/strokedgraph.h"
#include "ui/figures/scriptedtextelement.h"

#include "ui/families/scorefamilies.h"
#include "ui/figures/figureregistry.h"
#include "ui/figures/legendrow.h"
#include "ui/figures/heatmapcells.h"
#include "ui/figures/textwrap.h"
#include "ui/state/coremessage.h"
#include "ui/state/explorerstate.h"
#include "ui/state/fieldtable.h"
#include "ui/state/learnedtables.h"

#include <posenc/analysis/displayreduction.h>
#include <posenc/encodings/parameters.h>

#include <QCoreApplication>
#include <qcustomplot.h>

#include <cmath>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(CompareFigure)
};

// Okabe and Ito's colour-blind safe set: one colour per family.
// Each score family brings its own (DistanceCurves::colour).
const QColor sinusoidalColour{0, 114, 178}, learnedColour{230, 159, 0};

/// The largest |value| of \a v (finite entries), or 1 when there is none or it is 0: the divisor of a curve.
double largestMagnitude(const Eigen::VectorXd &v)
{
    double top = 0;
    for (const double x : v)
        if (std::isfinite(x))
            top = std::max(top, std::abs(x));
    return top > 0 ? top : 1.0;
}

QString number(double x)
{
    return QString::number(x, 'g', 4);
}
} // namespace

CompareFigure::CompareFigure(QCustomPlot *plot)
    : PlotFigure(plot)
    , m_style(FigureStyle::screen())
{
    QCPLayoutGrid *layout = plot->plotLayout();
    layout->insertRow(0);
    m_title = new ScriptedTextElement(plot, figureTitle(Figure::Compare));
    layout->addElement(0, 0, m_title);
    // The legend in a row of its own under the plot, two entries a line: the formulas are long.
    m_legendRow = moveLegendBelow(plot, 2);
    layout->insertRow(3);
    m_note = new ScriptedTextElement(plot, QString());
    layout->addElement(3, 0, m_note);
    QCPAxisRect *rect = plot->axisRect();
    rect->axis(QCPAxis::atBottom)->setLabel(Text::tr("distance r: the key r positions before the query"));
    rect->axis(QCPAxis::atLeft)->setLabel(Text::tr("value ÷ its largest |value|"));
    rect->axis(QCPAxis::atLeft)->setRange(-1.08, 1.08);
    plot->legend->setVisible(true);
    // Solid curves drawn on screen one segment at a time (square caps close the joins): a wide antialiased
    // polyline goes through Qt's stroker as one path with its joins, about five times slower (RoPE's
    // zig-zag score cost 40 ms a frame at L 128). Exports keep the polyline (QCPPainter::pmNoCaching).
    plot->setPlottingHint(QCP::phFastPolylines, true);
    setStyle(FigureStyle::screen());
}

void CompareFigure::styleFigure(const FigureStyle &style)
{
    m_style = style;
    m_title->setFont(style.titleFont());
    m_note->setFont(style.font);
    styleLegendRow(m_plot, m_legendRow, style);
    applyStyle(m_plot->axisRect(), style);
}

CompareFigure::Curves CompareFigure::comparisonOf(const ExplorerState &state, const Eigen::VectorXd *sinusoidal,
                                                  const Eigen::VectorXd *learned)
{
    const Session &s = state.session();
    const int length = state.length();
    Curves out;
    out.sinusoidal = sinusoidal ? *sinusoidal : posenc::sinusoidalDotByDistance(state.scheme(), length);
    out.learned = learned ? *learned : posenc::learnedDotByDistance(state.scheme(), length, learnedTableOf(s).get());
    for (const ScoreFamilyEntry &family : scoreFamilies())
        if (family.distanceCurves)
            out.scoreFamilies.push_back(family.distanceCurves(s, length));
    return out;
}

Eigen::MatrixXd CompareFigure::Curves::table() const
{
    const auto length = sinusoidal.size();
    std::vector<const Eigen::VectorXd *> columns = {&sinusoidal, &learned};
    for (const DistanceCurves &family : scoreFamilies)
        for (const DistanceCurve &curve : family.curves)
            columns.push_back(&curve.values);
    Eigen::MatrixXd t(length, static_cast<Eigen::Index>(columns.size()) + 2);
    t.col(0) = Eigen::VectorXd::LinSpaced(length, 0, static_cast<double>(length - 1));
    for (std::size_t c = 0; c < columns.size(); ++c)
        t.col(static_cast<Eigen::Index>(c) + 1) = *columns[c];
    t.col(t.cols() - 1).setZero(); // NoPE: nothing carries position (Kazemnejad et al. 2023)
    return t;
}

void CompareFigure::showData(const ExplorerState &state)
{
    for (QCPGraph *graph : std::as_const(m_graphs))
        m_plot->removeGraph(graph);
    m_graphs.clear();
    const auto showNote = [this](const QString &text) {
        m_note->setText(wrappedToWidth(text, m_note->font(), m_layoutSize.width() - 24.0));
    };
    const Session &s = state.session();
    const int head = std::clamp(s.head, 0, s.heads - 1);
    m_title->setText(figureTitle(Figure::Compare) + Text::tr("   (L = %1, d_model = %2, head_dim = %3, head %4 of %5)")
                                                        .arg(state.length())
                                                        .arg(state.dModel())
                                                        .arg(ropeOf(s).headDim)
                                                        .arg(head)
                                                        .arg(s.heads));
    const SinusoidalKey sinusoidalKey{state.scheme(), state.length()};
    const LearnedKey learnedKey{state.dModel(), state.length(), learnedTableOf(s)};
    try {
        const bool sameSinusoidal = m_data && m_sinusoidalKey == sinusoidalKey;
        const bool sameLearned = m_data && m_learnedKey == learnedKey;
        m_data = comparisonOf(state, sameSinusoidal ? &m_data->sinusoidal : nullptr, sameLearned ? &m_data->learned : nullptr);
        m_sinusoidalKey = sinusoidalKey;
        m_learnedKey = learnedKey;
    } catch (const posenc::ParameterError &e) {
        m_data.reset();
        m_sinusoidalKey.reset();
        m_learnedKey.reset();
        showNote(coreMessage(e.message()));
        m_plot->legend->setVisible(false);
        return;
    }
    m_plot->legend->setVisible(true);
    const Curves &c = *m_data;
    const int length = static_cast<int>(c.sinusoidal.size());
    const int columns = std::max(1, pixelsOf(m_plot->axisRect()).width());
    const double width = 2 * m_style.lineWidth;
    // One curve: \a v divided by \a divisor, sampled for the screen's columns.
    const auto addCurve = [&](const Eigen::VectorXd &v, double divisor, const QPen &pen, const QString &name) {
        QCPGraph *graph = addStrokedGraph(m_plot);
        QVector<double> x, y;
        for (const int r : posenc::curveSamplesForColumns(v.data(), length, columns)) {
            if (!std::isfinite(v(r)))
                continue;
            x.append(r);
            y.append(v(r) / divisor);
        }
        // A straight line (ALiBi's −m·r, NoPE's 0) needs its two ends only: fewer segments to stroke.
        if (x.size() > 2) {
            const double slope = (y.last() - y.first()) / (x.last() - x.first());
            bool straight = true;
            for (qsizetype i = 1; i + 1 < x.size() && straight; ++i)
                straight = std::abs(y[i] - (y.first() + slope * (x[i] - x.first()))) <= 1e-12;
            if (straight) {
                x = {x.first(), x.last()};
                y = {y.first(), y.last()};
            }
        }
        graph->setData(x, y, true);
        // A curve running up and down its panel many times (RoPE's score at L 2048) is drawn thin: a wide
        // antialiased pen there costs hundreds of milliseconds a frame (figurestyle.h, denseCurveTravel).
        QPen drawn = pen;
        drawn.setCapStyle(Qt::SquareCap);
        const double travel = curveTravel(y.constData(), y.size(), 2.0);
        // Whatever its length: the seeded learned table's 128 noisy points at L 128, stroked 6 pixels wide at
        // 3840 x 2160, took most of a 60 ms step.
        if (travel > denseCurveTravel)
            drawn.setWidthF(0.0);
        else if (travel > 2.0) // wiggly: one line width, not two (half the time)
            drawn.setWidthF(std::min(drawn.widthF(), m_style.lineWidth));
        graph->setPen(drawn);
        if (name.isEmpty())
            graph->removeFromLegend();
        else
            graph->setName(name);
        m_graphs.append(graph);
        return graph;
    };
    const QString table = learnedTableOf(s) ? Text::tr("learned table") : Text::tr("learned, untrained (seeded)");
    const double sinusoidal = largestMagnitude(c.sinusoidal), learned = largestMagnitude(c.learned);
    addCurve(c.sinusoidal, sinusoidal, QPen(sinusoidalColour, width),
             Text::tr("sinusoidal: mean PE(p)·PE(p + r) ÷ %1").arg(number(sinusoidal)));
    addCurve(c.learned, learned, QPen(learnedColour, width),
             Text::tr("%1: mean PE(p)·PE(p + r) ÷ %2").arg(table, number(learned)));
    // Where each curve stands at the largest distance shown against r = 0.
    const int last = length - 1;
    const auto percent = [&](const Eigen::VectorXd &v) {
        return std::isfinite(v(last)) && v(0) != 0 ? Text::tr("%1 %").arg(QString::number(100.0 * v(last) / v(0), 'f', 0))
                                                   : Text::tr("n/a");
    };
    QStringList endings = {Text::tr("sinusoidal %1").arg(percent(c.sinusoidal)),
                           Text::tr("learned %1").arg(percent(c.learned))};
    QStringList sentences;
    const QColor background = m_style.palette.background;
    for (const DistanceCurves &family : c.scoreFamilies) {
        // A family's background curves (ALiBi's other heads) share its first curve's divisor.
        double divisor = family.curves.empty() ? 1.0 : largestMagnitude(family.curves.front().values);
        if (family.background.size() > 0)
            divisor = std::max(divisor, largestMagnitude(family.background.reshaped()));
        // Pale, and opaque: a translucent stroke goes through Qt's threaded fills, 4 ms for each straight head
        // at 3840 x 2160 (45 of a 60 ms step). The colour a 35 % cover of the family's over the background gives.
        const auto mix = [](int a, int b) { return (a * 90 + b * 165) / 255; };
        const QColor thin(mix(family.colour.red(), background.red()), mix(family.colour.green(), background.green()),
                          mix(family.colour.blue(), background.blue()));
        for (Eigen::Index k = 0; k < family.background.cols(); ++k)
            addCurve(family.background.col(k), divisor, QPen(thin, m_style.lineWidth), QString());
        for (std::size_t i = 0; i < family.curves.size(); ++i) {
            const DistanceCurve &curve = family.curves[i];
            const double by = i == 0 ? divisor : largestMagnitude(curve.values);
            addCurve(curve.values, by, QPen(family.colour, curve.width * width, curve.style), curve.legend.arg(number(by)));
            if (!curve.ending.isEmpty())
                endings << curve.ending.arg(percent(curve.values));
        }
        if (!family.sentence.isEmpty())
            sentences << family.sentence;
    }
    addCurve(Eigen::VectorXd::Zero(length), 1.0, QPen(m_style.palette.muted, width, Qt::DotLine),
             Text::tr("NoPE: 0 (no position at all)"));
    QCPAxis *x = m_plot->axisRect()->axis(QCPAxis::atBottom);
    x->setRange(0, std::max(1, length - 1));
    x->setTicker(wholeNumberTicker());

    sentences << Text::tr("NoPE: nothing depends on r.");
    // Sentences apart by a space, but not after a Chinese full stop (a translation's).
    QString note = Text::tr("At r = %1 against r = 0: %2.").arg(last).arg(endings.join(Text::tr(", ")));
    for (const QString &sentence : std::as_const(sentences))
        note += (note.endsWith(QChar(0x3002)) ? QString() : QStringLiteral(" ")) + sentence;
    showNote(note);
}

QString CompareFigure::verdict() const
{
    return m_note->text();
}

QStringList CompareFigure::curveNames() const
{
    QStringList names;
    for (int i = 0; i < m_plot->legend->itemCount(); ++i)
        if (auto *item = qobject_cast<QCPPlottableLegendItem *>(m_plot->legend->item(i)))
            names << item->plottable()->name();
    return names;
}

QString CompareFigure::hover(const QPointF &pixel, ExplorerState &)
{
    QCPAxisRect *rect = m_plot->axisRect();
    if (!m_data || !rect->rect().contains(pixel.toPoint()))
        return {};
    const Curves &c = *m_data;
    const long long r = std::llround(rect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x()));
    if (r < 0 || r >= c.sinusoidal.size())
        return {};
    QStringList terms = {Text::tr("sinusoidal %1").arg(number(c.sinusoidal(r))),
                         Text::tr("learned %1").arg(number(c.learned(r)))};
    for (const DistanceCurves &family : c.scoreFamilies) {
        if (family.hover.isEmpty())
            continue;
        QString term = family.hover;
        for (const DistanceCurve &curve : family.curves)
            term = term.arg(number(curve.values(r)));
        terms << term;
    }
    return Text::tr("r = %1: %2").arg(r).arg(terms.join(Text::tr(", ")));
}

FigureEntry compareFigureEntry()
{
    FigureEntry e;
    e.id = Figure::Compare;
    e.title = QT_TRANSLATE_NOOP("Figure", "Every family against the distance");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "What each family makes of the distance r between a query and a key r positions before it. The "
                  "sinusoidal PE's dot product depends on r alone; a learned table's says what training taught it "
                  "(an untrained one: nothing past r = 0); RoPE's score depends on r alone, drawn beside "
                  "RoFormer's relative bound (another unit: only its shape compares); ALiBi subtracts a straight line, steeper for some heads than others; T5 adds one "
                  "learned number per bucket, the same for every r past max_distance; NoPE adds nothing. Each curve "
                  "is divided by its largest magnitude so all share one axis; the line under the plot says where "
                  "each one ends.");
    e.plot = [](QCustomPlot *plot) { return std::make_unique<CompareFigure>(plot); };
    // One line per r: r, sinusoidal, learned, RoPE score, RoPE bound, ALiBi of --head, T5 of --head, NoPE.
    e.table = [](const ExplorerState &state) {
        try {
            return FigureTable::fromMatrix(CompareFigure::comparisonOf(state).table());
        } catch (const posenc::ParameterError &) {
            return FigureTable{};
        }
    };
    e.dataSignals = stateSignals(&ExplorerState::fieldChanged, &ExplorerState::lengthChanged);
    // What the curves read: the scheme and L, the learned table, RoPE's head (still Session members), the
    // heads, and every score family's own fields; pos, k and the sentence (beyond its length) are not among them.
    e.dataFields = {commonKeys::added,       commonKeys::scores,        commonKeys::table,
                    commonKeys::tableTensor, commonKeys::tableOffset,   commonKeys::dModel,
                    commonKeys::base,        commonKeys::layout,        commonKeys::spacing,
                    commonKeys::paddingIdx,  commonKeys::firstPosition, commonKeys::length,
                    ropeKeys::headDim,     ropeKeys::rotaryDim,     ropeKeys::ropePairing,
                    ropeKeys::query,       ropeKeys::key,           commonKeys::heads,
                    commonKeys::head};
    for (const fieldtable::Field &field : scoreFamilyFields())
        e.dataFields << QString::fromLatin1(field.key);
    return e;
}
