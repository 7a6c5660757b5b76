#include "ui/figures/similarityfigure.h"
#include "ui/figures/strokedgraph.h"
#include "ui/figures/matriximagemap.h"

#include "ui/figures/textwrap.h"

#include "ui/figures/boundtext.h"
#include "ui/figures/figureregistry.h"

#include "ui/figures/heatmapcells.h"
#include "ui/figures/matrixcurvelayout.h"
#include "ui/state/explorerstate.h"

#include <posenc/analysis/curveshape.h>
#include <posenc/analysis/displayreduction.h>
#include <posenc/analysis/similarity.h>

#include <QCoreApplication>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>


namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SimilarityFigure)
};

QString number(double value)
{
    return QString::number(value, 'g', 4);
}

/// How Σᵢ cos(k·ωᵢ) falls with k over the offsets shown, measured: for the usual bases the later offsets stay
/// well below k = 0, but near base 1 every pair turns alike and the curve comes back.
QString fallText(const posenc::CurveShape &shape)
{
    if (shape.count < 2 || shape.atZero == 0)
        return {};
    const auto percent = [&shape](double value) { return QString::number(100.0 * value / shape.atZero, 'f', 0); };
    if (shape.backToStart)
        return Text::tr("Against k it comes back: %1 at k = %2, %3 % of its value at k = 0.")
            .arg(number(shape.highestAfter))
            .arg(shape.highestAfterR)
            .arg(percent(shape.highestAfter));
    return Text::tr("Against k: from k = %1 on it stays at or below %2, %3 % of its value at k = 0.")
        .arg(shape.laterHalfFrom)
        .arg(upperBoundText(shape.laterHalfHighest))
        .arg(upperBoundText(100.0 * shape.laterHalfHighest / shape.atZero, 2));
}

} // namespace

SimilarityFigure::SimilarityFigure(QCustomPlot *plot)
    : PlotFigure(plot)
{
    m_layout = MatrixCurveLayout::build(plot, figureTitle(Figure::Similarity), Text::tr("position p₂"),
                                        Text::tr("position p₁"));
    m_title = m_layout.title;
    m_verdict = m_layout.verdict;
    m_matrixRect = m_layout.matrixRect;
    m_curveRect = m_layout.curveRect;
    m_map = m_layout.map;
    m_scale = m_layout.scale;
    m_cell = m_layout.cell;

    QCPAxis *k = m_curveRect->axis(QCPAxis::atBottom);
    QCPAxis *dot = m_curveRect->axis(QCPAxis::atLeft);
    k->setLabel(Text::tr("offset k = p₂ − p₁ (positions)"));
    m_closedForm = addStrokedGraph(plot, k, dot);
    m_fromPos = addStrokedGraph(plot, k, dot);
    m_fromComparePos = addStrokedGraph(plot, k, dot);
    m_fromPos->setLineStyle(QCPGraph::lsNone);
    m_fromComparePos->setLineStyle(QCPGraph::lsNone);
    for (QCPGraph *graph : {m_closedForm, m_fromPos, m_fromComparePos})
        graph->addToLegend(m_layout.legend);
    setStyle(FigureStyle::screen());
}

void SimilarityFigure::styleFigure(const FigureStyle &style)
{
    m_palette = style.palette; // the scale's gradient (its map's too) is chosen by showData()
    m_scale->setGradient(divergingGradient(style.palette));
    m_title->setFont(style.titleFont());
    m_verdict->setFont(style.font);
    applyStyle(m_matrixRect, style);
    applyStyle(m_curveRect, style);
    applyStyle(m_scale, style);
    const double w = style.lineWidth;
    m_closedForm->setPen(QPen(style.palette.series, 2 * w));
    m_posMarker = QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(style.palette.position, 1.5 * w), Qt::NoBrush, 7 * w);
    m_comparePosMarker = QCPScatterStyle(QCPScatterStyle::ssCross, QPen(style.palette.comparePosition, 1.5 * w), Qt::NoBrush, 7 * w);
    m_lineWidth = w;
    m_fromPos->setPen(QPen(style.palette.position, w, Qt::DashLine));
    m_fromComparePos->setPen(QPen(style.palette.comparePosition, w, Qt::DotLine));
    m_fromPos->setScatterStyle(m_posMarker);
    m_fromComparePos->setScatterStyle(m_comparePosMarker);
    m_cell->setPen(QPen(style.palette.ink, 2 * w));
    m_selectionMarks = style.selectionMarks;
    if (auto *legend = qobject_cast<QCPLegend *>(m_curveRect->insetLayout()->elementAt(0)))
        applyStyle(legend, style);
}

void SimilarityFigure::showData(const ExplorerState &state)
{
    const posenc::SimilarityModel &model = state.similarity();
    m_size = model.size();
    const int n = m_size;
    const bool cosine = state.cosineSimilarity();

    // No more cells than the matrix's pixels.
    const QSize pixels = pixelsOf(m_matrixRect);
    const int shown = std::min({n, pixels.width(), pixels.height(), maxColourMapCells});
    const Eigen::MatrixXd s = posenc::reduceColumnsByLargestMagnitude(n, n, shown, shown, [&model](int c, double *scratch) {
        model.column(c, scratch);
        return static_cast<const double *>(scratch);
    });
    const QString quantity = cosine ? Text::tr("cosine similarity") : Text::tr("PE(p₁)·PE(p₂)");
    m_layout.fitSimilarityScale(s, cosine, quantity, m_palette);
    m_map->setMatrix(s, n, n);
    // Tick labels are positions: shift the integer row/column coordinates by the first position.
    QSharedPointer<PositionTicker> ticks(new PositionTicker);
    ticks->setFirstPosition(state.firstPosition(), n - 1);
    m_matrixRect->axis(QCPAxis::atBottom)->setTicker(ticks);
    m_matrixRect->axis(QCPAxis::atLeft)->setTicker(ticks);

    // Closed form sum_i cos(k w_i) (cosine: divided by the number of complete pairs), against the measured dots.
    const Eigen::VectorXd closed = model.byOffset(); // similarityByOffset(scheme, n - 1, cosine), computed once
    m_curveColumns = pixelsOf(m_curveRect).width();
    QVector<double> k, v;
    for (const int i : posenc::curveSamplesForColumns(closed.data(), n, m_curveColumns)) {
        k.append(i);
        v.append(closed(i));
    }
    // Many offsets: thin lines instead of markers, so the closed form stays visible underneath.
    const bool markers = n <= 64;
    m_fromPos->setLineStyle(markers ? QCPGraph::lsNone : QCPGraph::lsLine);
    m_fromComparePos->setLineStyle(markers ? QCPGraph::lsNone : QCPGraph::lsLine);
    m_fromPos->setScatterStyle(markers ? m_posMarker : QCPScatterStyle());
    m_fromComparePos->setScatterStyle(markers ? m_comparePosMarker : QCPScatterStyle());
    m_closedForm->setData(k, v, true);
    m_closedForm->setName(cosine ? Text::tr("Σᵢ cos(k·ωᵢ) / ⌊d_model/2⌋") : Text::tr("Σᵢ cos(k·ωᵢ)"));
    m_curveRect->axis(QCPAxis::atLeft)->setLabel(cosine ? Text::tr("cosine similarity of PE(p) and PE(p + k)")
                                                        : Text::tr("PE(p)·PE(p + k)"));
    m_curveRect->axis(QCPAxis::atBottom)->setRange(-0.5, std::max(n - 0.5, 1.0));
    m_curveRect->axis(QCPAxis::atBottom)->setTicker(wholeNumberTicker());
    // From 0 (or the lowest value, when the curve dips below) to about the value at k = 0: |PE(p)|^2,
    // d_model / 2 on average (every column's mean square is 1/2).
    const double top = cosine ? 1.0 : std::max(1.0, state.dModel() / 2.0);
    const double lowest = std::min({0.0, closed.size() == 0 ? 0.0 : closed.minCoeff(), s.minCoeff()});
    // "depends on the distance only" is not true with a lone sine: its title says what is shown then.
    const QString title = state.scheme().layout.hasLoneSine() ? Text::tr("Similarity: the distance, and the lone sine's positions")
                                                              : figureTitle(Figure::Similarity);
    m_title->setText(title + Text::tr("   (L = %1, d_model = %2)").arg(n).arg(state.dModel()) +
                     (shown < n ? Text::tr("\nshown on %1 × %1 pixels: each its block's value of largest magnitude").arg(shown)
                                : QString()));
    m_curveRect->axis(QCPAxis::atLeft)->setRange(lowest - 0.05 * top, top * 1.05);
    // How far the closed form runs up and down, in panel heights (see showSelection()).
    m_panelHeight = std::max(1e-300, 1.1 * top - lowest);
    m_closedTravel = curveTravel(closed.data(), closed.size(), m_panelHeight);

    // Measured on true dot products of PE's rows, not on the identity the map is drawn from.
    const double spread = state.similaritySpread();
    // Chosen by the layout, as the title and caption are, then by the measure: a lone sine's term can be small
    // (d_model 4095, L 2: 3e-8 against values of 2047) and still past what rounding can do; a spread within
    // posenc::similarityRoundingBound() is not blamed on it (cosine at L 2: 3.3e-16, its long diagonal is 1).
    const double rounding = posenc::similarityRoundingBound(state.dModel(), state.cosineSimilarity());
    QString diagonal;
    if (!state.scheme().layout.hasLoneSine())
        diagonal = Text::tr("Measured on PE's rows, the largest spread along a diagonal is %1, rounding "
                            "only: the similarity depends on the distance p₂ − p₁ alone.")
                       .arg(number(spread));
    else if (spread <= rounding)
        diagonal = Text::tr("Measured on PE's rows, the largest spread along a diagonal is %1, within rounding (up to "
                            "%2 at d_model %3): the lone sine's term, which depends on the positions themselves, does "
                            "not show at these positions.")
                       .arg(number(spread), number(rounding))
                       .arg(state.dModel());
    else
        diagonal = Text::tr("Measured on PE's rows, the largest spread along a diagonal is %1, past rounding (up to %2): "
                            "the lone sine of an odd d_model adds a term that depends on the positions themselves.")
                       .arg(number(spread), number(rounding));
    const QString verdict = wrappedToWidth(Text::tr("%1 %2").arg(diagonal, fallText(posenc::describeCurve(closed))),
                                           m_verdict->font(), m_layoutSize.width() - 24.0);
    // A lecture's question page asks for these numbers: blank, at the reveal's height.
    m_verdict->setText(state.answerWithheld() ? paddedToLines(QString(), verdict) : verdict);
    showSelection(state);
}

void SimilarityFigure::showSelection(const ExplorerState &state)
{
    const int n = m_size;
    // True dot products of PE's rows from pos and from pos', against the closed form.
    const auto measured = [&](QCPGraph *graph, int row, const QString &name) {
        const Eigen::VectorXd dots = posenc::similarityAlongRow(state.encoding(), row, state.cosineSimilarity());
        // Long oscillating curves: the min/max envelope per pixel column (stroking every point is slow).
        QVector<double> k, v;
        for (const int c : posenc::curveSamplesForColumns(dots.data(), int(dots.size()), m_curveColumns)) {
            k.append(c);
            v.append(dots(c));
        }
        graph->setData(k, v, true);
        graph->setName(name);
        return curveTravel(dots.data(), dots.size(), m_panelHeight);
    };
    const int row = state.selectedRow();
    const int compareRow = state.comparePosition() - state.firstPosition();
    double travel = m_closedTravel;
    travel = std::max(travel, measured(m_fromPos, row, Text::tr("measured from pos = %1").arg(state.position())));
    travel = std::max(travel, measured(m_fromComparePos, compareRow,
                                       Text::tr("measured from pos′ = %1").arg(state.comparePosition())));
    // A curve that runs up and down the panel many times over (a small d_model's fast pairs, over many
    // offsets) is drawn as a thin solid line, its min/max envelope per pixel column (denseCurveTravel).
    // Smooth curves keep their dashes whatever their length.
    const bool dense = travel > denseCurveTravel;
    for (auto [graph, dash, width] : {std::tuple{m_fromPos, Qt::DashLine, 1.0}, std::tuple{m_fromComparePos, Qt::DotLine, 1.0},
                                      std::tuple{m_closedForm, Qt::SolidLine, 2.0}}) {
        QPen pen = graph->pen();
        pen.setStyle(dense ? Qt::SolidLine : dash);
        pen.setWidthF(dense ? 0.0 : width * m_lineWidth);
        graph->setPen(pen);
    }
    // The cell (pos, pos + k); pos + k may lie past the sequence, then there is nothing to frame.
    const int column = row + state.offset();
    m_layout.frameCell(row, column, n, m_selectionMarks);
}

QString SimilarityFigure::verdict() const
{
    return m_verdict->text();
}

std::optional<QPoint> SimilarityFigure::cellAt(const QPointF &pixel) const
{
    return m_layout.cellAt(pixel, m_size);
}

void SimilarityFigure::click(const QPointF &pixel, ExplorerState &state)
{
    if (const auto cell = cellAt(pixel)) {
        state.setPosition(state.firstPosition() + cell->y());
        state.setOffset(cell->x() - cell->y());
    }
}

QString SimilarityFigure::hover(const QPointF &pixel, ExplorerState &state)
{
    const auto cell = cellAt(pixel);
    if (!cell)
        return {};
    const int p1 = state.firstPosition() + cell->y();
    const int p2 = state.firstPosition() + cell->x();
    return Text::tr("p₁ = %1, p₂ = %2, k = %3: %4 = %5")
        .arg(p1)
        .arg(p2)
        .arg(p2 - p1)
        .arg(state.cosineSimilarity() ? Text::tr("cosine") : Text::tr("PE(p₁)·PE(p₂)"))
        .arg(QString::number(state.similarity()(cell->y(), cell->x()), 'g', 6));
}

FigureEntry similarityFigureEntry()
{
    FigureEntry e;
    e.id = Figure::Similarity;
    e.title = QT_TRANSLATE_NOOP("Figure", "Similarity depends on the distance only");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "Over the (sin, cos) pairs, PE(p₁)·PE(p₂) = Σᵢ cos(ωᵢ(p₁ − p₂)): the distance alone. %1The curve "
                  "against k is highest at k = 0; how far it falls for distant positions depends on the base and "
                  "d_model (near base 1 every pair turns alike and it comes back), and the line under the plot "
                  "measures it.");
    e.schemeCaption = [](const QString &caption, const posenc::SinusoidalScheme &scheme) {
        return caption.arg(scheme.layout.hasLoneSine()
                               ? Text::tr("The lone sine of an odd d_model adds sin(ω p₁)·sin(ω p₂), which is not: the "
                                          "diagonals can vary, by the spread measured under the plot. ")
                               : Text::tr("So every diagonal of the matrix is constant and the curve is the same from "
                                          "every position. "));
    };
    e.plot = [](QCustomPlot *plot) { return std::make_unique<SimilarityFigure>(plot); };
    e.table = [](const ExplorerState &state) {
        const posenc::SimilarityModel &model = state.similarity();
        return FigureTable{model.size(), model.size(), [&model](int r, int c) { return model(r, c); }};
    };
    e.dataSignals = stateSignals(&ExplorerState::similarityChanged, &ExplorerState::answerWithheldChanged);
    e.selectionSignals = commonSelectionSignals() +
                         stateSignals(&ExplorerState::offsetChanged, &ExplorerState::comparePositionChanged);
    e.added = {posenc::AddedEncoding::Sinusoidal};
    return e;
}
