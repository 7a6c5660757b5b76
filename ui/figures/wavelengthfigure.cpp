#include "ui/figures/wavelengthfigure.h"
#include "ui/figures/strokedgraph.h"
#include "ui/figures/scriptedtextelement.h"
#include "ui/figures/textwrap.h"

#include <posenc/io/tables.h>
#include "ui/figures/figureregistry.h"
#include "ui/figures/logaxis.h"

#include "ui/figures/conventiontext.h"
#include "ui/figures/heatmapcells.h"
#include "ui/state/explorerstate.h"

#include <posenc/encodings/sinusoidal.h>

#include <QCoreApplication>
#include <qcustomplot.h>

#include <cmath>
#include <numbers>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(WavelengthFigure)
};


QString number(double value)
{
    return QString::number(value, 'g', 6);
}

} // namespace

WavelengthFigure::WavelengthFigure(QCustomPlot *plot)
    : PlotFigure(plot)
{
    plot->plotLayout()->insertRow(0);
    m_title = new ScriptedTextElement(plot, figureTitle(Figure::Wavelength));
    plot->plotLayout()->addElement(0, 0, m_title);

    QCPAxis *x = plot->xAxis;
    QCPAxis *y = plot->yAxis;
    QCPAxis *y2 = plot->yAxis2;
    y->setLabel(Text::tr("wavelength λᵢ = 2π/ωᵢ (positions)"));
    y2->setLabel(Text::tr("angular frequency ωᵢ (rad/position)"));
    y2->setVisible(true);
    useLogScale(y);
    useLogScale(y2);
    x->setTicker(wholeNumberTicker());

    m_omega = addStrokedGraph(plot, x, y2);
    m_lambda = addStrokedGraph(plot, x, y);
    m_comparison = addStrokedGraph(plot, x, y);

    m_lengthLine = new QCPItemStraightLine(plot);
    m_lengthLabel = new QCPItemText(plot);
    m_lengthLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    m_lengthLabel->setPadding(QMargins(4, 1, 4, 1));
    // Over the curves (the legend's layer), its background hiding them: the λ curve ran through the text.
    m_lengthLabel->setLayer(QStringLiteral("legend"));

    m_pairLine = new QCPItemStraightLine(plot);
    m_pairTracer = new QCPItemTracer(plot);
    m_pairTracer->setStyle(QCPItemTracer::tsCircle);
    m_pairLabel = new QCPItemText(plot);
    m_pairLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_pairLabel->setPadding(QMargins(6, 4, 6, 4));

    plot->legend->setVisible(true);
    plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignBottom | Qt::AlignRight);
    setStyle(FigureStyle::screen());
}

void WavelengthFigure::styleFigure(const FigureStyle &style)
{
    m_title->setFont(style.titleFont());
    applyStyle(m_plot->axisRect(), style);
    applyStyle(m_plot->legend, style);
    const double w = style.lineWidth;
    m_lambda->setPen(QPen(style.palette.series, 2.5 * w));
    m_comparison->setPen(QPen(style.palette.offset, 2.0 * w, Qt::DashLine));
    m_omega->setPen(QPen(style.palette.muted, 1.2 * w, Qt::DotLine));
    m_lengthLine->setPen(QPen(style.palette.position, 1.5 * w, Qt::DashLine));
    m_lengthLabel->setFont(style.font);
    m_lengthLabel->setColor(style.palette.position);
    m_lengthLabel->setBrush(style.palette.labelBackground);
    m_pairLabel->setBrush(style.palette.labelBackgroundStrong);
    m_pairLine->setPen(QPen(style.palette.label, w, Qt::DotLine));
    m_pairTracer->setPen(QPen(style.palette.ink, 1.5 * w));
    m_pairTracer->setBrush(style.palette.selectionMark);
    m_pairTracer->setSize(9 * w);
    m_pairLabel->setFont(style.font);
    m_pairLabel->setPen(QPen(style.palette.dialRim, w));
    for (QCPAbstractItem *mark : std::initializer_list<QCPAbstractItem *>{m_pairLine, m_pairTracer, m_pairLabel})
        mark->setVisible(style.selectionMarks);
}

void WavelengthFigure::showData(const ExplorerState &state)
{
    const Eigen::VectorXd &w = state.angularFrequencies();
    const Eigen::VectorXd &lambda = state.wavelengths();
    const Eigen::VectorXd &other = state.comparisonWavelengths();
    m_pairs = static_cast<int>(w.size());
    m_plot->xAxis->setLabel(Text::tr("pair i (%1)").arg(conventiontext::pairColumns(state.scheme().layout)));
    QVector<double> keys(m_pairs), l(m_pairs), c(m_pairs), o(m_pairs);
    for (int i = 0; i < m_pairs; ++i) {
        keys[i] = i;
        l[i] = lambda(i);
        c[i] = other(i);
        o[i] = w(i);
    }
    m_lambda->setData(keys, l, true);
    m_comparison->setData(keys, c, true);
    m_omega->setData(keys, o, true);
    m_pairTracer->setGraph(m_lambda); // only once it has data: setGraph() places the tracer at once
    const QCPScatterStyle dots = m_pairs <= 64 ? QCPScatterStyle(QCPScatterStyle::ssDisc, 4) : QCPScatterStyle();
    m_lambda->setScatterStyle(dots);
    // A single pair has no line to draw: mark its point on the other two curves too.
    m_comparison->setScatterStyle(m_pairs == 1 ? QCPScatterStyle(QCPScatterStyle::ssCross, 8) : QCPScatterStyle());
    m_omega->setScatterStyle(m_pairs == 1 ? QCPScatterStyle(QCPScatterStyle::ssCircle, 8) : QCPScatterStyle());
    m_lambda->setName(Text::tr("λᵢ, base %1").arg(number(state.base())));
    m_comparison->setName(Text::tr("λᵢ, comparison base %1").arg(number(state.comparisonBase())));
    m_omega->setName(Text::tr("ωᵢ, base %1 (right axis)").arg(number(state.base())));

    // L positions span L - 1 steps: a pair turns a full circle within the sequence when lambda <= L - 1.
    const int steps = state.length() - 1;
    const double span = std::max(steps, 1);
    const double low = std::min({lambda.minCoeff(), other.minCoeff(), span});
    const double high = std::max({lambda.maxCoeff(), other.maxCoeff(), span});
    m_plot->yAxis->setRange(low / 2, high * 2);
    // w = 2*pi/lambda: the right axis spans the same decades, mirrored.
    m_plot->yAxis2->setRange(2 * M_PI / (high * 2), 2 * M_PI / (low / 2));
    m_plot->xAxis->setRange(-0.5, std::max(m_pairs - 0.5, 0.5));

    m_lengthLine->setVisible(steps >= 1);
    m_lengthLine->point1->setCoords(0, span);
    m_lengthLine->point2->setCoords(1, span);
    const int within = posenc::pairsCompletingTurn(lambda, steps);
    // From the left edge, so that a label longer than the plot runs off at the right only.
    m_lengthLabel->position->setCoords(-0.3, span);
    const QString lengthText = within == 1 ? Text::tr("L = %1 positions span %2 steps: pair 0 turns a full circle within "
                                                  "the sequence")
                                             .arg(state.length())
                                             .arg(steps)
                           : within > 0 ? Text::tr("L = %1 positions span %2 steps: pairs 0 … %3 turn a full circle "
                                                 "within the sequence")
                                            .arg(state.length())
                                            .arg(steps)
                                            .arg(within - 1)
                                      : Text::tr("L = %1 positions span %2 steps: no pair turns a full circle "
                                                 "within the sequence")
                                            .arg(state.length())
                                            .arg(steps);
    // In lines as wide as the plot (a long line was cut at both ends).
    m_lengthLabel->setText(wrappedToWidth(lengthText, m_lengthLabel->font(), pixelsOf(m_plot->axisRect()).width() / m_pixelRatio * 0.95));
    m_title->setText(figureTitle(Figure::Wavelength) +
                     (m_pairs == 1 ? Text::tr("   (d_model = %1, 1 pair)").arg(state.dModel())
                                   : Text::tr("   (d_model = %1, %2 pairs)").arg(state.dModel()).arg(m_pairs)));
    showSelection(state);
}

void WavelengthFigure::showSelection(const ExplorerState &state)
{
    const int pair = std::min(state.selectedPair(), m_pairs - 1);
    m_pairLine->point1->setCoords(pair, 1);
    m_pairLine->point2->setCoords(pair, 2);
    m_pairTracer->setGraphKey(pair);
    const double w = state.angularFrequencies()(pair);
    m_pairLabel->position->setAxes(m_plot->xAxis, m_plot->yAxis);
    m_pairLabel->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    // At the top centre: λ rises and ω falls (mirrored log axes), an X whose upper triangle stays free
    // whatever d_model and base; at the selected pair the box hid the ω curve (pair 0: its top-left start).
    m_pairLabel->position->setCoords((m_pairs - 1) / 2.0, 0.02);
    m_pairLabel->setPositionAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_pairLabel->setText(Text::tr("pair i = %1\nωᵢ = %2 rad/position\nλᵢ = %3 positions (base %4)\nλᵢ = %5 (base %6)")
                             .arg(pair)
                             .arg(number(w))
                             .arg(number(state.wavelengths()(pair)))
                             .arg(number(state.base()))
                             .arg(number(state.comparisonWavelengths()(pair)))
                             .arg(number(state.comparisonBase())));
}

int WavelengthFigure::pairAt(const QPointF &pixel) const
{
    if (m_pairs == 0 || !m_plot->axisRect()->rect().contains(pixel.toPoint()))
        return -1;
    const double key = m_plot->xAxis->pixelToCoord(pixel.x());
    return std::clamp(static_cast<int>(std::lround(key)), 0, m_pairs - 1);
}

void WavelengthFigure::click(const QPointF &pixel, ExplorerState &state)
{
    if (const int pair = pairAt(pixel); pair >= 0)
        state.setSelectedPair(pair);
}

QString WavelengthFigure::hover(const QPointF &pixel, ExplorerState &state)
{
    const int pair = pairAt(pixel);
    if (pair < 0)
        return {};
    return Text::tr("pair i = %1: ωᵢ = %2 rad/position, λᵢ = %3 positions").arg(pair).arg(number(state.angularFrequencies()(pair))).arg(number(state.wavelengths()(pair)));
}

FigureEntry wavelengthFigureEntry()
{
    FigureEntry e;
    e.id = Figure::Wavelength;
    e.title = QT_TRANSLATE_NOOP("Figure", "Frequencies and wavelengths");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "Pair i turns at %1 radians per position, so its wavelength is 2π/ωᵢ: %2 Pairs below the "
                  "line λ = L − 1 (the steps L positions span) turn a full circle within the sequence and "
                  "tell neighbours apart; pairs above it turn less than once and tell distant positions "
                  "apart. The base sets the longest "
                  "wavelength: compare 10000 with another base.");
    e.schemeCaption = [](const QString &caption, const posenc::SinusoidalScheme &scheme) {
        // The last pair's wavelength as computed, not "almost 2π·base": 2π·base^(1 − 2/d) under the paper's
        // spacing is 74 % of 2π·base at d_model 60 but 1 % at d_model 4 (t2t's spacing reaches 2π·base).
        const Eigen::VectorXd lambda = posenc::wavelengths(scheme);
        const double longest = lambda.size() ? lambda(lambda.size() - 1) : 2 * std::numbers::pi;
        const double percent = 100.0 * longest / (2 * std::numbers::pi * scheme.base());
        const QString range =
            lambda.size() < 2
                ? Text::tr("with one pair, 2π positions.")
                : Text::tr("it grows geometrically from 2π (pair 0) to %1 positions (pair %2, the last), %3 % of "
                           "2π·base.")
                      .arg(number(longest))
                      .arg(lambda.size() - 1)
                      .arg(percent < 100 ? QString::number(percent, 'g', 3) : QString::number(percent, 'f', 0));
        return caption.arg(conventiontext::spacingFormula(scheme, conventiontext::Markup::Plain), range);
    };
    e.plot = [](QCustomPlot *plot) { return std::make_unique<WavelengthFigure>(plot); };
    e.table = [](const ExplorerState &state) {
        return FigureTable::fromMatrix(posenc::wavelengthTable(state.scheme()));
    };
    e.dataSignals = stateSignals(&ExplorerState::frequenciesChanged,
                                 &ExplorerState::comparisonWavelengthsChanged, &ExplorerState::lengthChanged);
    e.selectionSignals = commonSelectionSignals();
    e.added = {posenc::AddedEncoding::Sinusoidal};
    return e;
}
