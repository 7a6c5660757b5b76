#include "ui/figures/learnedspectrumfigure.h"
#include "ui/figures/strokedgraph.h"

#include "ui/figures/figureregistry.h"
#include "ui/figures/heatmapcells.h"
#include "ui/figures/maplayout.h"
#include "ui/figures/matriximagemap.h"
#include "ui/figures/textwrap.h"
#include "ui/state/explorerstate.h"
#include "ui/state/learnedtables.h"

#include <posenc/analysis/displayreduction.h>
#include <posenc/encodings/sinusoidal.h>

#include <QCoreApplication>

#include <algorithm>
#include <vector>
#include <cmath>
#include <numbers>
#include <numeric>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LearnedSpectrumFigure)
};

double median(QList<double> values)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const qsizetype m = values.size() / 2;
    return values.size() % 2 ? values[m] : (values[m - 1] + values[m]) / 2;
}

/// ωᵢ of the sinusoidal PE at the session's d_model and base, for column rank r (pair ⌊r/2⌋).
Eigen::VectorXd sinusoidalFrequencies(const ExplorerState &state)
{
    posenc::SinusoidalScheme scheme = posenc::SinusoidalScheme::paper(state.dModel(), state.session().scheme.base());
    return posenc::angularFrequencies(scheme);
}
} // namespace

LearnedSpectrumFigure::LearnedSpectrumFigure(QCustomPlot *plot)
    : PlotFigure(plot)
{
    m_layout = MapLayout::build(plot, figureTitle(Figure::LearnedSpectrum), Text::tr("the table's columns, sorted by their strongest frequency (fastest left)"), Text::tr("angular frequency (rad/position, log scale)"));
    QCPAxis *x = m_layout.rect->axis(QCPAxis::atBottom);
    QCPAxis *y = m_layout.rect->axis(QCPAxis::atLeft);
    m_layout.scale->axis()->setLabel(Text::tr("amplitude, each column's strongest = 1"));
    m_layout.scale->setDataRange(QCPRange(0, 1));

    m_unresolved = new QCPItemRect(plot);
    m_unresolvedText = new QCPItemText(plot);
    for (QCPAbstractItem *item : std::initializer_list<QCPAbstractItem *>{m_unresolved, m_unresolvedText}) {
        item->setClipAxisRect(m_layout.rect);
        item->setClipToAxisRect(true);
    }
    for (QCPItemPosition *p : {m_unresolved->topLeft, m_unresolved->bottomRight, m_unresolvedText->position})
        p->setAxes(x, y);
    m_unresolvedText->setPositionAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_unresolvedText->setTextAlignment(Qt::AlignCenter);

    m_sinusoidal = addStrokedGraph(plot, x, y);
    m_legend = new QCPLegend;
    m_layout.rect->insetLayout()->addElement(m_legend, Qt::AlignTop | Qt::AlignRight);
    m_legend->setLayer(QStringLiteral("legend"));
    m_sinusoidal->addToLegend(m_legend);
    setStyle(FigureStyle::screen());
}

void LearnedSpectrumFigure::styleFigure(const FigureStyle &style)
{
    m_layout.title->setFont(style.titleFont());
    m_layout.verdict->setFont(style.font);
    applyStyle(m_layout.rect, style);
    applyStyle(m_layout.scale, style);
    applyStyle(m_legend, style);
    m_layout.scale->setGradient(weightGradient(style.palette));
    m_sinusoidal->setPen(QPen(style.palette.series, 2.5 * style.lineWidth)); // blue on the red map
    m_unresolved->setPen(Qt::NoPen);
    m_unresolved->setBrush(QBrush(style.palette.muted, Qt::BDiagPattern));
    m_unresolvedText->setFont(style.font);
    m_unresolvedText->setColor(style.palette.ink);
    m_unresolvedText->setBrush(style.palette.labelBackgroundStrong);
    m_unresolvedText->setPadding(QMargins(6, 3, 6, 3));
}

double LearnedSpectrumFigure::rowOf(double omega) const
{
    return (std::log10(omega) - m_logLow) / (m_logHigh - m_logLow) * (m_rows - 1);
}

void LearnedSpectrumFigure::showData(const ExplorerState &state)
{
    const auto spectrum = learnedSpectrumOf(state.session());
    const int d = state.dModel();
    m_order.clear();
    m_strongest.clear();
    if (!spectrum) {
        m_layout.map->clear();
        m_sinusoidal->data()->clear();
        m_layout.verdict->setText(Text::tr("No spectrum: the table has fewer than 4 positions or a value that is not finite."));
        return;
    }
    const posenc::ColumnSpectrum &s = *spectrum;
    const int bins = int(s.angularFrequency.size());
    // Columns sorted by strongest frequency, fastest first (as the sinusoidal pairs run).
    m_order.resize(d);
    std::iota(m_order.begin(), m_order.end(), 0);
    std::stable_sort(m_order.begin(), m_order.end(), [&s](int a, int b) { return s.strongest(a) > s.strongest(b); });
    for (const int j : m_order)
        m_strongest.append(s.strongest(j));

    // Map rows: log-spaced from bin 1 to bin N/2, one per pixel row.
    const QSize pixels = pixelsOf(m_layout.rect);
    const Eigen::VectorXd omega = sinusoidalFrequencies(state);
    m_logLow = std::log10(s.angularFrequency(0));
    m_logHigh = std::log10(s.angularFrequency(bins - 1));
    const double slowest = std::min(omega.minCoeff(), s.angularFrequency(0));
    const double axisLow = std::log10(slowest) - 0.1;
    const double share = (m_logHigh - m_logLow) / std::max(1e-9, m_logHigh - axisLow);
    m_rows = std::clamp(int(pixels.height() * share), 2, std::min(maxColourMapCells, 4 * bins));
    const int columns = std::clamp(pixels.width(), 1, std::min(d, maxColourMapCells));
    Eigen::MatrixXd image = Eigen::MatrixXd::Zero(m_rows, columns);
    // Each row's band of bins (half a row each side of its log frequency; none: the nearest), then column by
    // column: the amplitudes are stored a column (a table column j) at a time.
    const double step = (m_logHigh - m_logLow) / (m_rows - 1);
    const double binWidth = 2 * std::numbers::pi / s.positions;
    std::vector<std::pair<int, int>> bands(m_rows); // first and last bin (1-based) of each row
    for (int r = 0; r < m_rows; ++r) {
        const double lo = std::pow(10.0, m_logLow + (r - 0.5) * step), hi = std::pow(10.0, m_logLow + (r + 0.5) * step);
        int first = std::clamp(int(std::ceil(lo / binWidth)), 1, bins);
        int last = std::clamp(int(std::floor(hi / binWidth)), 1, bins);
        if (last < first)
            first = last = std::clamp(int(std::lround(std::pow(10.0, m_logLow + r * step) / binWidth)), 1, bins);
        bands[r] = {first, last};
    }
    for (int c = 0; c < columns; ++c) {
        const int rankFrom = posenc::blockStart(c, d, columns), rankTo = posenc::blockStart(c + 1, d, columns);
        for (int rank = rankFrom; rank < rankTo; ++rank) {
            const float *amplitude = s.amplitude.col(m_order[rank]).data();
            for (int r = 0; r < m_rows; ++r) {
                const auto [first, last] = bands[r];
                const double largest = *std::max_element(amplitude + first - 1, amplitude + last);
                image(r, c) = std::max(image(r, c), largest);
            }
        }
    }
    m_layout.map->setDataRange(QCPRange(0, 1));
    m_layout.map->setMatrix(image, m_rows, d);
    // Row coordinates: the map's rows are 0 .. m_rows − 1; below row 0 the frequencies no bin measures.
    QCPAxis *y = m_layout.rect->axis(QCPAxis::atLeft);
    y->setRange(rowOf(std::pow(10.0, axisLow)), m_rows - 0.5);
    QSharedPointer<QCPAxisTickerText> ticks(new QCPAxisTickerText);
    for (int e = int(std::floor(axisLow)); e <= 0; ++e)
        ticks->addTick(rowOf(std::pow(10.0, e)), e >= -3 ? QString::number(std::pow(10.0, e)) : QStringLiteral("1e%1").arg(e));
    ticks->addTick(rowOf(std::numbers::pi), QStringLiteral("π"));
    y->setTicker(ticks);
    m_layout.rect->axis(QCPAxis::atBottom)->setTicker(wholeNumberTicker());

    QVector<double> x, w;
    for (int rank = 0; rank < d; ++rank) {
        x.append(rank);
        w.append(rowOf(omega(rank / 2)));
    }
    m_sinusoidal->setData(x, w, true);
    m_sinusoidal->setName(Text::tr("sinusoidal ωᵢ = %1 to the power −2i/d_model, d_model = %2")
                              .arg(QString::number(state.session().scheme.base(), 'g', 6))
                              .arg(d));
    m_unresolved->topLeft->setCoords(-0.5, -0.5);
    m_unresolved->bottomRight->setCoords(d - 0.5, y->range().lower);
    m_unresolvedText->position->setCoords((d - 1) / 2.0, -0.5);
    m_unresolvedText->setText(Text::tr("slower than one period in %1 positions: not measurable").arg(s.positions));

    const bool seeded = state.session().table.isEmpty();
    m_layout.title->setText(figureTitle(Figure::LearnedSpectrum) +
                     (seeded ? Text::tr("   (the untrained table's first %1 positions)").arg(s.positions)
                             : Text::tr("   (positions 0 … %1 of the table)").arg(s.positions - 1)));
    QList<double> sinusoidal;
    for (int rank = 0; rank < d; ++rank)
        sinusoidal.append(omega(rank / 2));
    const double learnedMedian = median(m_strongest);
    const double sinusoidalMedian = median(sinusoidal);
    m_layout.verdict->setText(wrappedToWidth(
        Text::tr("Strongest frequency of a column: median %1 rad/position (a wavelength of %2 positions); the "
                 "sinusoidal PE's median ωᵢ at d_model %3: %4 (%5 positions). A Hann window over %6 positions, "
                 "each column's mean removed.")
            .arg(QString::number(learnedMedian, 'g', 3), QString::number(2 * std::numbers::pi / std::max(learnedMedian, 1e-300), 'g', 3))
            .arg(d)
            .arg(QString::number(sinusoidalMedian, 'g', 3), QString::number(2 * std::numbers::pi / sinusoidalMedian, 'g', 3))
            .arg(s.positions),
        m_layout.verdict->font(), m_layoutSize.width() - 24.0));
}

QString LearnedSpectrumFigure::verdict() const
{
    return m_layout.verdict->text();
}

QString LearnedSpectrumFigure::hover(const QPointF &pixel, ExplorerState &state)
{
    Q_UNUSED(state);
    if (!m_layout.rect->rect().contains(pixel.toPoint()) || m_order.isEmpty())
        return {};
    const int rank = int(std::lround(m_layout.rect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x())));
    const double row = m_layout.rect->axis(QCPAxis::atLeft)->pixelToCoord(pixel.y());
    if (rank < 0 || rank >= m_order.size())
        return {};
    const double omega = std::pow(10.0, m_logLow + row / (m_rows - 1) * (m_logHigh - m_logLow));
    return Text::tr("column j = %1 (rank %2): strongest at %3 rad/position; here %4 rad/position (wavelength %5)")
        .arg(m_order[rank])
        .arg(rank)
        .arg(QString::number(m_strongest[rank], 'g', 3), QString::number(omega, 'g', 3),
             QString::number(2 * std::numbers::pi / omega, 'g', 3));
}

FigureEntry learnedSpectrumFigureEntry()
{
    FigureEntry e;
    e.id = Figure::LearnedSpectrum;
    e.title = QT_TRANSLATE_NOOP("Figure", "Which frequencies the table learned");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "Each column of the learned table along the positions, taken apart into frequencies (a Fourier "
                  "transform): bright where a column oscillates at that angular frequency. The columns are "
                  "sorted by their strongest one; the line is what the sinusoidal PE gives the same d_model, "
                  "two columns per ωᵢ. A trained table (GPT-2) holds mostly slow, smooth columns; an untrained "
                  "one is noise, bright everywhere.");
    e.plot = [](QCustomPlot *plot) { return std::make_unique<LearnedSpectrumFigure>(plot); };
    // One row per frequency bin b = 1 … N/2: the angular frequency 2πb/N, then the amplitude of each column
    // j = 0 … d_model − 1 in the table's order (each column's largest = 1).
    e.table = [](const ExplorerState &state) {
        const auto spectrum = learnedSpectrumOf(state.session());
        if (!spectrum)
            return FigureTable{};
        return FigureTable{int(spectrum->angularFrequency.size()), int(spectrum->amplitude.cols()) + 1,
                           [spectrum](int r, int c) {
                               return c == 0 ? spectrum->angularFrequency(r) : double(spectrum->amplitude(r, c - 1));
                           }};
    };
    // The table's rows, and the sinusoidal ωᵢ drawn beside its spectrum (base, spacing: not in a table's key).
    e.dataSignals = stateSignals(&ExplorerState::encodingChanged, &ExplorerState::frequenciesChanged);
    e.added = {posenc::AddedEncoding::Learned};
    return e;
}
