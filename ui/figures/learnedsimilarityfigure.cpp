#include "ui/figures/learnedsimilarityfigure.h"
#include "ui/figures/strokedgraph.h"

#include "ui/figures/figureregistry.h"
#include "ui/figures/heatmapcells.h"
#include "ui/figures/matriximagemap.h"
#include "ui/figures/textwrap.h"
#include "ui/state/explorerstate.h"

#include <posenc/analysis/displayreduction.h>
#include <posenc/analysis/similarity.h>

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LearnedSimilarityFigure)
};

/// Every step-th row of \a pe (L x d_model), from row 0.
Eigen::MatrixXd everyStepRow(const Eigen::MatrixXd &pe, int step)
{
    const Eigen::Index m = (pe.rows() - 1) / step + 1;
    Eigen::MatrixXd rows(m, pe.cols());
    for (Eigen::Index r = 0; r < m; ++r)
        rows.row(r) = pe.row(r * step);
    return rows;
}

/// PE(p₁)·PE(p₂) of rows r and c of \a pe, divided by both norms when \a cosine (0 for a zero row).
double rowSimilarity(const Eigen::MatrixXd &pe, int r, int c, bool cosine)
{
    const double dot = pe.row(r).dot(pe.row(c));
    if (!cosine)
        return dot;
    const double norms = pe.row(r).norm() * pe.row(c).norm();
    return norms > 0 ? dot / norms : 0.0;
}
} // namespace

LearnedSimilarityFigure::LearnedSimilarityFigure(QCustomPlot *plot)
    : PlotFigure(plot)
{
    m_layout = MatrixCurveLayout::build(plot, figureTitle(Figure::LearnedSimilarity), Text::tr("position p₂"),
                                        Text::tr("position p₁"));
    QCPAxis *k = m_layout.curveRect->axis(QCPAxis::atBottom);
    QCPAxis *value = m_layout.curveRect->axis(QCPAxis::atLeft);
    k->setLabel(Text::tr("offset k = p₂ − p₁ (positions)"));
    m_highest = addStrokedGraph(plot, k, value);
    m_lowest = addStrokedGraph(plot, k, value);
    m_mean = addStrokedGraph(plot, k, value);
    m_highest->setChannelFillGraph(m_lowest); // the band between the lowest and the highest entry
    // Its edges are stroked over it: an aliased fill looks the same and skips the coverage of a polygon of
    // 2 × 512 jagged edges (a fifth of a d_model step at 3840 x 2160).
    m_highest->setAntialiasedFill(false);
    m_mean->addToLegend(m_layout.legend);
    m_highest->addToLegend(m_layout.legend); // stands for the band
    m_lowest->removeFromLegend(m_layout.legend);
    m_layout.cell->setLayer(addSelectionLayer()); // pos and k alone redraw the frame over the kept figure
    setStyle(FigureStyle::screen());
}

void LearnedSimilarityFigure::styleFigure(const FigureStyle &style)
{
    m_palette = style.palette;
    m_layout.scale->setGradient(divergingGradient(style.palette));
    m_layout.applyStyle(style);
    const double w = style.lineWidth;
    m_mean->setPen(QPen(style.palette.series, 2 * w));
    for (QCPGraph *edge : {m_highest, m_lowest})
        edge->setPen(QPen(style.palette.series, 0.75 * w));
    m_highest->setBrush(style.palette.seriesBand);
    m_layout.cell->setPen(QPen(style.palette.ink, 2 * w));
    m_selectionMarks = style.selectionMarks;
}

void LearnedSimilarityFigure::showData(const ExplorerState &state)
{
    const Eigen::MatrixXd &pe = state.encoding();
    const bool cosine = state.cosineSimilarity();
    m_size = int(pe.rows());
    const int n = m_size;
    // Above maxRows positions, every step-th: the diagonals are then those of k = step · index.
    m_step = std::max(1, (n + maxRows - 1) / maxRows);
    const Eigen::MatrixXd rows = m_step > 1 ? everyStepRow(pe, m_step) : pe;
    m_similarity = posenc::similarityMatrix(rows, cosine);
    if (!m_similarity.allFinite()) { // an F16 overflow in a checkpoint: nothing to measure
        m_profile = {};
        m_layout.map->clear();
        for (QCPGraph *g : {m_mean, m_lowest, m_highest})
            g->data()->clear();
        m_layout.verdict->setText(Text::tr("The table holds values that are not finite (NaN or infinity): there is "
                                           "no similarity to measure."));
        return;
    }
    m_profile = posenc::diagonalProfile(m_similarity);
    const int m = int(m_similarity.rows());

    const QSize pixels = pixelsOf(m_layout.matrixRect);
    const int shown = std::min({m, pixels.width(), pixels.height(), maxColourMapCells});
    const Eigen::MatrixXd s = shown < m ? posenc::reduceByLargestMagnitude(m_similarity, shown, shown) : m_similarity;
    const QString quantity = cosine ? Text::tr("cosine similarity") : Text::tr("PE(p₁)·PE(p₂)");
    m_layout.fitSimilarityScale(s, cosine, quantity, m_palette);
    m_layout.map->setMatrix(s, n, n);
    QSharedPointer<PositionTicker> ticks(new PositionTicker);
    ticks->setFirstPosition(state.firstPosition(), n - 1);
    m_layout.matrixRect->axis(QCPAxis::atBottom)->setTicker(ticks);
    m_layout.matrixRect->axis(QCPAxis::atLeft)->setTicker(ticks);

    QVector<double> k(m), mean(m), lowest(m), highest(m);
    for (int i = 0; i < m; ++i) {
        k[i] = double(i) * m_step;
        mean[i] = m_profile.mean(i);
        lowest[i] = m_profile.lowest(i);
        highest[i] = m_profile.highest(i);
    }
    m_mean->setData(k, mean, true);
    m_lowest->setData(k, lowest, true);
    m_highest->setData(k, highest, true);
    m_mean->setName(Text::tr("mean along the diagonal k"));
    m_highest->setName(Text::tr("lowest … highest along it"));
    QCPAxis *value = m_layout.curveRect->axis(QCPAxis::atLeft);
    value->setLabel(cosine ? Text::tr("cosine similarity of PE(p) and PE(p + k)") : Text::tr("PE(p)·PE(p + k)"));
    m_layout.curveRect->axis(QCPAxis::atBottom)->setRange(-0.5, std::max(n - 0.5, 1.0));
    m_layout.curveRect->axis(QCPAxis::atBottom)->setTicker(wholeNumberTicker());
    // Fitted to the band: a learned table's dot products may all lie far from 0 (5.0 … 5.6).
    const double low = m_profile.lowest.minCoeff();
    const double high = std::max(m_profile.highest.maxCoeff(), low + 1e-12);
    value->setRange(low - 0.05 * (high - low), high + 0.05 * (high - low));

    const QString sampled = m_step > 1 ? Text::tr("\none position in %1 of L = %2 (%3 × %3 dot products)").arg(m_step).arg(n).arg(m)
                                       : QString();
    m_layout.title->setText(figureTitle(Figure::LearnedSimilarity) +
                            Text::tr("   (L = %1, d_model = %2)").arg(n).arg(state.dModel()) + sampled);
    const QString share = QString::number(100.0 * m_profile.distanceShare, 'f', 1);
    const QString spread = QString::number(m_profile.largestSpread, 'g', 3);
    const QString text =
        n < 3 ? Text::tr("Two positions or fewer: too few to tell whether the similarity depends on the distance alone.")
        : m_profile.distanceShare > 1.0 - 1e-9
            ? Text::tr("Measured on the table's rows: the distance p₂ − p₁ alone explains %1 % of the similarity off "
                       "the diagonal, as for the sinusoidal PE.")
                  .arg(share)
            : Text::tr("Measured on the table's rows: the distance p₂ − p₁ alone explains %1 % of the similarity off "
                       "the diagonal (the sinusoidal PE: 100 %); the largest spread along a diagonal is %2, at k = %3.")
                  .arg(share, spread)
                  .arg(m_profile.largestSpreadOffset * m_step);
    m_layout.verdict->setText(wrappedToWidth(text, m_layout.verdict->font(), m_layoutSize.width() - 24.0));
    showSelection(state);
}

void LearnedSimilarityFigure::showSelection(const ExplorerState &state)
{
    const int row = state.selectedRow();
    m_layout.frameCell(row, row + state.offset(), m_size, m_selectionMarks);
}

QString LearnedSimilarityFigure::verdict() const
{
    return m_layout.verdict->text();
}

void LearnedSimilarityFigure::click(const QPointF &pixel, ExplorerState &state)
{
    if (const auto cell = m_layout.cellAt(pixel, m_size)) {
        state.setPosition(state.firstPosition() + cell->y());
        state.setOffset(cell->x() - cell->y());
    }
}

QString LearnedSimilarityFigure::hover(const QPointF &pixel, ExplorerState &state)
{
    const auto cell = m_layout.cellAt(pixel, m_size);
    if (!cell)
        return {};
    const int p1 = state.firstPosition() + cell->y();
    const int p2 = state.firstPosition() + cell->x();
    const bool cosine = state.cosineSimilarity();
    return Text::tr("p₁ = %1, p₂ = %2, k = %3: %4 = %5")
        .arg(p1)
        .arg(p2)
        .arg(p2 - p1)
        .arg(cosine ? Text::tr("cosine") : Text::tr("PE(p₁)·PE(p₂)"))
        .arg(QString::number(rowSimilarity(state.encoding(), cell->y(), cell->x(), cosine), 'g', 6));
}

FigureEntry learnedSimilarityFigureEntry()
{
    FigureEntry e;
    e.id = Figure::LearnedSimilarity;
    e.title = QT_TRANSLATE_NOOP("Figure", "Similarity of the learned table's rows");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "PE(p₁)·PE(p₂) for the rows of the learned table. The sinusoidal PE's similarity depends on "
                  "the distance p₂ − p₁ alone (every diagonal constant); a learned table's need not: the band "
                  "right shows how far the entries along each diagonal spread, and the line under the plots "
                  "how much of the similarity the distance explains. An untrained table is noise: only its "
                  "diagonal stands out.");
    e.plot = [](QCustomPlot *plot) { return std::make_unique<LearnedSimilarityFigure>(plot); };
    // The L x L matrix of the rows shown, every entry (not the sampled one the map shows).
    e.table = [](const ExplorerState &state) {
        // One matrix product (L 4096: 128 MiB), not L² separate dot products of strided rows.
        return FigureTable::fromMatrix(posenc::similarityMatrix(state.encoding(), state.cosineSimilarity()));
    };
    // The table's rows and the cosine switch only (similarityChanged() also follows the sinusoidal base).
    e.dataSignals = stateSignals(&ExplorerState::encodingChanged, &ExplorerState::fieldChanged);
    e.dataFields = {commonKeys::cosineSimilarity};
    e.selectionSignals = commonSelectionSignals() + stateSignals(&ExplorerState::offsetChanged);
    e.exportNote = [](const ExplorerState &state) {
        const Eigen::MatrixXd &pe = state.encoding();
        const int step = std::max(1, (int(pe.rows()) + LearnedSimilarityFigure::maxRows - 1) / LearnedSimilarityFigure::maxRows);
        const Eigen::MatrixXd s = posenc::similarityMatrix(step > 1 ? everyStepRow(pe, step) : pe, state.cosineSimilarity());
        if (!s.allFinite())
            return Text::tr("the table holds values that are not finite: no similarity to measure");
        const posenc::DiagonalProfile p = posenc::diagonalProfile(s);
        return Text::tr("the distance alone explains %1 % of the similarity off the diagonal; largest spread along "
                        "a diagonal %2 at k = %3")
            .arg(QString::number(100.0 * p.distanceShare, 'f', 1), QString::number(p.largestSpread, 'g', 3))
            .arg(p.largestSpreadOffset * step);
    };
    e.added = {posenc::AddedEncoding::Learned};
    return e;
}
