#include "ui/figures/comparefigure.h"
#include "ui/figures/strokedgraph.h"
#include "ui/figures/scriptedtextelement.h"

#include "ui/figures/figureregistry.h"
#include "ui/figures/legendrow.h"
#include "ui/figures/heatmapcells.h"
#include "ui/figures/textwrap.h"
#include "ui/state/coremessage.h"
#include "ui/state/explorerstate.h"
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
const QColor sinusoidalColour{0, 114, 178}, learnedColour{230, 159, 0}, ropeColour{213, 94, 0},
    alibiColour{0, 158, 115}, t5Colour{204, 121, 167};

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

posenc::FamilyComparison CompareFigure::comparisonOf(const ExplorerState &state, const Eigen::VectorXd *sinusoidal,
                                                     const Eigen::VectorXd *learned)
{
    const Session &s = state.session();
    posenc::ComparisonInputs in;
    in.scheme = state.scheme();
    in.length = state.length();
    const std::shared_ptr<const posenc::LearnedTable> table = learnedTableOf(s);
    in.table = table.get();
    in.rope = s.ropeSpec();
    in.query = s.ropeQuery();
    in.key = s.ropeKey();
    in.heads = s.heads;
    in.head = std::clamp(s.head, 0, s.heads - 1);
    in.t5 = t5Of(s).spec;
    in.t5Biases = t5BiasTable(s).col(in.head);
    return posenc::compareFamilies(in, sinusoidal, learned);
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
                                                        .arg(s.headDim)
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
    const posenc::FamilyComparison &c = *m_data;
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
    const double sinusoidal = largestMagnitude(c.sinusoidal), learned = largestMagnitude(c.learned),
                 rope = largestMagnitude(c.ropeScore), bound = largestMagnitude(c.ropeBound);
    addCurve(c.sinusoidal, sinusoidal, QPen(sinusoidalColour, width),
             Text::tr("sinusoidal: mean PE(p)·PE(p + r) ÷ %1").arg(number(sinusoidal)));
    addCurve(c.learned, learned, QPen(learnedColour, width),
             Text::tr("%1: mean PE(p)·PE(p + r) ÷ %2").arg(table, number(learned)));
    addCurve(c.ropeScore, rope, QPen(ropeColour, width), Text::tr("RoPE: ⟨R(r) q, k⟩ ÷ %1").arg(number(rope)));
    addCurve(c.ropeBound, bound, QPen(ropeColour, width, Qt::DashLine),
             Text::tr("RoPE: decay bound (RoFormer 3.4.3) ÷ %1").arg(number(bound)));
    // ALiBi: every head thin, on one divisor (the steepest line's end), the head shown bold.
    const double alibi = c.alibi.cwiseAbs().maxCoeff() > 0 ? c.alibi.cwiseAbs().maxCoeff() : 1.0; // L 1: all 0
    // Pale, and opaque: a translucent stroke goes through Qt's threaded fills, 4 ms for each straight head at
    // 3840 x 2160 (45 of a 60 ms step). The colour a 35 % cover of ALiBi's over the background gives.
    const QColor background = m_style.palette.background;
    const auto mix = [](int a, int b) { return (a * 90 + b * 165) / 255; };
    const QColor thin(mix(alibiColour.red(), background.red()), mix(alibiColour.green(), background.green()),
                      mix(alibiColour.blue(), background.blue()));
    for (int h = 0; h < c.alibi.cols(); ++h)
        if (h != head)
            addCurve(c.alibi.col(h), alibi, QPen(thin, m_style.lineWidth), QString());
    addCurve(c.alibi.col(head), alibi, QPen(alibiColour, 1.5 * width),
             Text::tr("ALiBi: −m·r, head %1 bold, every head thin ÷ %2").arg(head).arg(number(alibi)));
    const double t5 = largestMagnitude(c.t5);
    const QString t5Table = usesT5TableFile(s) && t5BiasTableOf(s) ? Text::tr("trained table") : Text::tr("untrained");
    addCurve(c.t5, t5, QPen(t5Colour, width),
             Text::tr("T5: b[bucket(−r)], head %1, %2 ÷ %3").arg(head).arg(t5Table, number(t5)));
    addCurve(c.nope, 1.0, QPen(m_style.palette.muted, width, Qt::DotLine), Text::tr("NoPE: 0 (no position at all)"));
    QCPAxis *x = m_plot->axisRect()->axis(QCPAxis::atBottom);
    x->setRange(0, std::max(1, length - 1));
    x->setTicker(wholeNumberTicker());

    // Measured: each curve at the largest distance shown against r = 0, and where T5 stops changing.
    const int last = length - 1;
    const auto percent = [&](const Eigen::VectorXd &v) {
        return std::isfinite(v(last)) && v(0) != 0 ? Text::tr("%1 %").arg(QString::number(100.0 * v(last) / v(0), 'f', 0))
                                                   : Text::tr("n/a");
    };
    // T5's last bucket for keys before the query: the first r whose bucket is that of max_distance.
    const int lastBucket = posenc::t5Bucket(-static_cast<long long>(t5Of(s).spec.maxDistance), t5Of(s).spec);
    long long lastFrom = t5Of(s).spec.maxDistance;
    while (lastFrom > 0 && posenc::t5Bucket(-(lastFrom - 1), t5Of(s).spec) == lastBucket)
        --lastFrom;
    const QString t5Sentence = lastFrom <= last
                           ? Text::tr("T5 is one number from r = %1 on (its last bucket).").arg(lastFrom)
                           : Text::tr("T5's last bucket starts at r = %1, beyond L.").arg(lastFrom);
    showNote(Text::tr("At r = %1 against r = 0: sinusoidal %2, learned %3, RoPE score %4, RoPE bound %5. ALiBi keeps "
                      "falling in a straight line (head %6: %7 at r = %1).")
                 .arg(last)
                 .arg(percent(c.sinusoidal), percent(c.learned), percent(c.ropeScore), percent(c.ropeBound))
                 .arg(head)
                 .arg(number(c.alibi(last, head))) +
             QLatin1Char(' ') + t5Sentence + QLatin1Char(' ') + Text::tr("NoPE: nothing depends on r."));
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

QString CompareFigure::hover(const QPointF &pixel, ExplorerState &state)
{
    QCPAxisRect *rect = m_plot->axisRect();
    if (!m_data || !rect->rect().contains(pixel.toPoint()))
        return {};
    const posenc::FamilyComparison &c = *m_data;
    const long long r = std::llround(rect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x()));
    if (r < 0 || r >= c.sinusoidal.size())
        return {};
    const int head = std::clamp(state.session().head, 0, static_cast<int>(c.alibi.cols()) - 1);
    return Text::tr("r = %1: sinusoidal %2, learned %3, RoPE %4 (bound %5), ALiBi %6, T5 %7")
        .arg(r)
        .arg(number(c.sinusoidal(r)), number(c.learned(r)), number(c.ropeScore(r)), number(c.ropeBound(r)),
             number(c.alibi(r, head)), number(c.t5(r)));
}

FigureEntry compareFigureEntry()
{
    FigureEntry e;
    e.id = Figure::Compare;
    e.name = QStringLiteral("compare");
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
            return FigureTable::fromMatrix(CompareFigure::comparisonOf(state).table(state.session().head));
        } catch (const posenc::ParameterError &) {
            return FigureTable{};
        }
    };
    e.dataSignals = stateSignals(&ExplorerState::fieldChanged, &ExplorerState::lengthChanged);
    // What the curves read: the scheme and L, the learned table, RoPE's head, the heads, T5's buckets and
    // table; pos, k and the sentence (beyond its length) are not among them.
    e.dataFields = {QStringLiteral("added"),       QStringLiteral("scores"),        QStringLiteral("table"),
                    QStringLiteral("tableTensor"), QStringLiteral("tableOffset"),   QStringLiteral("dModel"),
                    QStringLiteral("base"),        QStringLiteral("layout"),        QStringLiteral("spacing"),
                    QStringLiteral("paddingIdx"),  QStringLiteral("firstPosition"), QStringLiteral("length"),
                    QStringLiteral("headDim"),     QStringLiteral("rotaryDim"),     QStringLiteral("ropePairing"),
                    QStringLiteral("query"),       QStringLiteral("key"),           QStringLiteral("heads"),
                    QStringLiteral("head"),        QStringLiteral("t5Buckets"),     QStringLiteral("t5MaxDistance"),
                    QStringLiteral("t5Direction"), QStringLiteral("t5Table"),       QStringLiteral("t5TableTensor")};
    return e;
}
