#include "ui/figures/layoutsfigure.h"
#include "ui/figures/scriptedtextelement.h"
#include "ui/figures/matriximagemap.h"

#include "ui/figures/conventiontext.h"
#include "ui/figures/figureregistry.h"
#include "ui/figures/heatmapcells.h"
#include "ui/figures/textwrap.h"
#include "ui/state/explorerstate.h"

#include <posenc/analysis/displayreduction.h>
#include <posenc/encodings/columnwave.h>
#include <posenc/encodings/sinusoidal.h>

#include <QCoreApplication>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LayoutsFigure)
};

/// True when column \a column of \a shown is zeros: its own padding, or the last column of a PE whose own
/// layout \a own pads an odd d_model with zeros (tensor2tensor, fairseq). Their interleaved order keeps that
/// zero column: a lone sine there would be a column those codes never compute (with tensor2tensor's
/// spacing even its frequency, base^(-2i/(n - 1)) at i = n, is outside the code's range), and the two maps
/// would no longer hold the same numbers.
bool isZeroColumn(const posenc::PairLayout &own, const posenc::PairLayout &shown, int column)
{
    return shown.role(column).isPadding || (own.hasZeroColumn() && column == own.dModel - 1);
}

/// Column \a column of \a layout's encoding of the state's rows, as a pointer to its L values: the state's own
/// column of the same pair and function (a layout only reorders the columns), zeros for a padding column,
/// or, for the one column the state's layout lacks (the lone sine of an odd d_model it pads), computed into
/// \a scratch. \a pe is state.encoding(), taken before: this runs on two threads for a large map, and
/// encoding() fills its cache when first asked.
const double *layoutColumn(const ExplorerState &state, const Eigen::MatrixXd &pe, const posenc::PairLayout &layout,
                           int column, double *scratch)
{
    const int rows = state.length();
    const posenc::ColumnRole role = layout.role(column);
    const posenc::PairLayout &own = state.scheme().layout;
    if (isZeroColumn(own, layout, column)) {
        std::fill(scratch, scratch + rows, 0.0);
        return scratch;
    }
    if (role.pair < own.pairCount()) {
        const posenc::PairColumns at = own.columns(role.pair);
        if (const int j = role.isSine ? at.sine : at.cosine; j >= 0)
            return pe.col(j).data();
    }
    posenc::SinusoidalScheme scheme = state.scheme();
    scheme.layout = layout;
    scheme.paddingIdx = -1; // only the values, whatever the first position
    const posenc::ColumnWave wave(scheme, column);
    for (int r = 0; r < rows; ++r)
        scratch[r] = wave(state.firstPosition() + r);
    return scratch;
}

} // namespace

std::array<posenc::PairLayout, 2> LayoutsFigure::layoutsFor(const posenc::PairLayout &layout)
{
    posenc::PairLayout interleaved = layout;
    interleaved.order = posenc::PairOrder::Interleaved;
    posenc::PairLayout halves = layout;
    if (halves.order == posenc::PairOrder::Interleaved)
        halves.order = posenc::PairOrder::Halves;
    return {interleaved, halves};
}

LayoutsFigure::LayoutsFigure(QCustomPlot *plot)
    : PlotFigure(plot)
{
    QCPLayoutGrid *layout = plot->plotLayout();
    layout->clear();
    m_title = new ScriptedTextElement(plot, figureTitle(Figure::Layouts));
    m_note = new ScriptedTextElement(plot, QString());
    m_scale = new QCPColorScale(plot);
    auto *row = new QCPLayoutGrid;
    layout->addElement(0, 0, m_title);
    layout->addElement(1, 0, row);
    layout->addElement(2, 0, m_note);
    auto *group = new QCPMarginGroup(plot);
    for (int side = 0; side < 2; ++side) {
        m_rects[side] = new QCPAxisRect(plot);
        row->addElement(0, side, m_rects[side]);
        QCPAxis *x = m_rects[side]->axis(QCPAxis::atBottom);
        QCPAxis *y = m_rects[side]->axis(QCPAxis::atLeft);
        y->setRangeReversed(true);
        y->setLabel(Text::tr("position pos"));
        for (QCPAxis *axis : m_rects[side]->axes())
            axis->grid()->setVisible(false);
        m_maps[side] = new MatrixImageMap(x, y);
        m_maps[side]->setColorScale(m_scale);
        m_rects[side]->setMarginGroup(QCP::msTop | QCP::msBottom, group);
        for (auto &mark : m_marks[side]) {
            mark = new QCPItemRect(plot);
            mark->setClipAxisRect(m_rects[side]);
            mark->topLeft->setAxes(x, y);
            mark->bottomRight->setAxes(x, y);
            mark->setBrush(Qt::NoBrush);
        }
    }
    row->addElement(0, 2, m_scale);
    row->setColumnStretchFactors({1.0, 1.0, 0.01});
    m_scale->setType(QCPAxis::atRight);
    m_scale->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    m_scale->setDataRange(QCPRange(-1.0, 1.0));
    m_scale->axis()->setLabel(Text::tr("PE value"));
    setStyle(FigureStyle::screen());
}

void LayoutsFigure::styleFigure(const FigureStyle &style)
{
    m_scale->setGradient(divergingGradient(style.palette));
    m_title->setFont(style.titleFont());
    m_note->setFont(style.font);
    for (QCPAxisRect *rect : m_rects)
        applyStyle(rect, style);
    applyStyle(m_scale, style);
    for (MatrixImageMap *map : m_maps)
        map->setCellValues(style.font); // a lone sine's 0.0065 is not a zero column's 0.00 (review N13)
    for (int side = 0; side < 2; ++side) {
        // Sine column solid, cosine dashed: the pair's two halves, wherever the layout puts them.
        m_marks[side][0]->setPen(QPen(style.palette.ink, 2 * style.lineWidth));
        m_marks[side][1]->setPen(QPen(style.palette.ink, 2 * style.lineWidth, Qt::DashLine));
    }
    m_selectionMarks = style.selectionMarks;
}

void LayoutsFigure::showData(const ExplorerState &state)
{
    const posenc::SinusoidalScheme &scheme = state.scheme();
    m_layouts = layoutsFor(scheme.layout);
    m_rows = state.length();
    const int d = scheme.dModel();
    QSharedPointer<PositionTicker> rowTicks(new PositionTicker);
    rowTicks->setFirstPosition(state.firstPosition(), m_rows - 1);
    bool reduced = false;
    for (int side = 0; side < 2; ++side) {
        QCPAxisRect *rect = m_rects[side];
        rect->axis(QCPAxis::atLeft)->setTicker(rowTicks);
        rect->axis(QCPAxis::atBottom)->setTicker(wholeNumberTicker());
        const QString note = conventiontext::halvesNote(m_layouts[side]);
        rect->axis(QCPAxis::atBottom)->setLabel(
            Text::tr("dimension j — %1")
                .arg(side == 1                            ? note
                     : scheme.layout.hasZeroColumn()
                         ? Text::tr("interleaved: sin at 2i, cos at 2i+1") + QStringLiteral(" | ")
                               + conventiontext::unbreakable(QStringLiteral("j %1 = 0").arg(d - 1))
                         : Text::tr("interleaved: sin at 2i, cos at 2i+1")));
        const QSize pixels = pixelsOf(rect);
        const int outRows = std::clamp(std::min(pixels.height(), maxColourMapCells), 1, m_rows);
        const int outColumns = std::clamp(std::min(pixels.width(), maxColourMapCells), 1, d);
        reduced = reduced || outRows < m_rows || outColumns < d;
        const Eigen::MatrixXd &pe = state.encoding();
        Eigen::MatrixXd shown = posenc::reducePairedColumnsByLargestMagnitude(
            m_layouts[side], m_rows, outRows, outColumns,
            [&](int c, double *scratch) { return layoutColumn(state, pe, m_layouts[side], c, scratch); });
        m_maps[side]->setMatrix(std::move(shown), m_rows, d);
        m_maps[side]->setDataRange(QCPRange(-1.0, 1.0));
    }
    m_title->setText(Text::tr("%1   (L = %2, d_model = %3, %4)")
                         .arg(figureTitle(Figure::Layouts))
                         .arg(m_rows)
                         .arg(d)
                         // A title too wide for one line wraps outside the formula, not in "2i/1024".
                         .arg(conventiontext::unbreakable(conventiontext::spacingFormula(scheme, conventiontext::Markup::Plain)))
                     + (reduced ? Text::tr("\nshown on fewer cells than the matrix: each its block's value of largest magnitude")
                                : QString()));
    showSelection(state);
}

void LayoutsFigure::showSelection(const ExplorerState &state)
{
    // The state's own pairs: a zero-padded PE has no lone sine to select on either side.
    const int pair = std::clamp(state.selectedPair(), 0, state.scheme().layout.pairCount() - 1);
    QStringList where;
    for (int side = 0; side < 2; ++side) {
        const posenc::PairLayout &layout = m_layouts[side];
        const posenc::PairColumns columns = layout.columns(std::min(pair, layout.pairCount() - 1));
        const std::array<int, 2> at{columns.sine, columns.cosine};
        for (int k = 0; k < 2; ++k) {
            QCPItemRect *mark = m_marks[side][k];
            mark->setVisible(m_selectionMarks && at[k] >= 0);
            mark->topLeft->setCoords(at[k] - 0.5, -0.5);
            mark->bottomRight->setCoords(at[k] + 0.5, m_rows - 0.5);
        }
        where.append(columns.cosine >= 0 ? Text::tr("columns %1 and %2").arg(columns.sine).arg(columns.cosine)
                                         : Text::tr("column %1 (lone sine)").arg(columns.sine));
    }
    m_note->setText(wrappedToWidth(Text::tr("Pair i = %1 (solid: sin, dashed: cos) is in %2 on the left and in %3 on the "
                                            "right: the same numbers in another order. Loading weights trained with one "
                                            "layout into code that uses the other shuffles the columns exactly so.")
                                       .arg(pair)
                                       .arg(where[0], where[1]),
                                   m_note->font(), m_layoutSize.width() - 24.0));
}

std::pair<int, int> LayoutsFigure::columnAt(const QPointF &pixel) const
{
    for (int side = 0; side < 2; ++side) {
        QCPAxisRect *rect = m_rects[side];
        if (!rect->rect().contains(pixel.toPoint()))
            continue;
        const auto [row, column] = matrixCellAt(m_rows, m_layouts[side].dModel, rect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x()),
                                                rect->axis(QCPAxis::atLeft)->pixelToCoord(pixel.y()));
        if (row >= 0)
            return {side, column};
    }
    return {-1, -1};
}

void LayoutsFigure::click(const QPointF &pixel, ExplorerState &state)
{
    const auto [side, column] = columnAt(pixel);
    // The zero column of an odd d_model belongs to no pair (its hover says "zero padding"): nothing to select.
    if (side >= 0 && !isZeroColumn(state.scheme().layout, m_layouts[side], column))
        state.setSelectedPair(m_layouts[side].pairOf(column));
}

QString LayoutsFigure::hover(const QPointF &pixel, ExplorerState &state)
{
    const auto [side, column] = columnAt(pixel);
    if (side < 0)
        return {};
    const posenc::ColumnRole role = m_layouts[side].role(column);
    if (isZeroColumn(state.scheme().layout, m_layouts[side], column))
        return Text::tr("j = %1: zero padding (d_model is odd)").arg(column);
    return Text::tr("j = %1: %2 of pair i = %3; click to select the pair")
        .arg(column)
        .arg(role.isSine ? QStringLiteral("sin") : QStringLiteral("cos"))
        .arg(role.pair);
}

FigureEntry layoutsFigureEntry()
{
    FigureEntry e;
    e.id = Figure::Layouts;
    e.title = QT_TRANSLATE_NOOP("Figure", "Interleaved vs halves: one PE, two column orders");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "Left, the paper's interleaved layout: PE(pos, 2i) = sin(pos·ωᵢ), PE(pos, 2i+1) = cos(pos·ωᵢ), "
                  "fine stripes at the left edge. Right, the halves layout of tensor2tensor, fairseq and Hugging "
                  "Face: all sines, then all cosines, so the fast stripes appear twice, at the left edge and in the "
                  "middle. Same numbers, other columns: the classic mistake when a checkpoint changes code. A zero "
                  "column that pads an odd d_model (tensor2tensor, fairseq) stays last in both orders.");
    e.plot = [](QCustomPlot *plot) { return std::make_unique<LayoutsFigure>(plot); };
    // CSV: one line per position, the interleaved row then the halves row (L x 2 d_model).
    e.table = [](const ExplorerState &state) {
        const auto layouts = LayoutsFigure::layoutsFor(state.scheme().layout);
        const int d = state.dModel();
        const int rows = state.length();
        Eigen::MatrixXd both(rows, 2 * d);
        Eigen::VectorXd scratch(rows);
        for (int side = 0; side < 2; ++side)
            for (int c = 0; c < d; ++c)
                both.col(side * d + c) = Eigen::Map<const Eigen::VectorXd>(layoutColumn(state, state.encoding(), layouts[side], c, scratch.data()), rows);
        return FigureTable::fromMatrix(std::move(both));
    };
    e.dataSignals = stateSignals(&ExplorerState::encodingChanged);
    e.selectionSignals = commonSelectionSignals();
    e.added = {posenc::AddedEncoding::Sinusoidal};
    return e;
}
