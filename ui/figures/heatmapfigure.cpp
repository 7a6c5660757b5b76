#include "ui/figures/heatmapfigure.h"
#include "ui/families/addedfamilies.h"
#include "ui/figures/scriptedtextelement.h"

#include "ui/figures/figureregistry.h"

#include "ui/figures/cellreadout.h"
#include "ui/figures/heatmapcells.h"
#include "ui/figures/conventiontext.h"
#include "ui/figures/heatmapdata.h"
#include "ui/figures/matriximagemap.h"
#include "ui/state/explorerstate.h"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QFontMetricsF>

#include <algorithm>
#include <limits>
#include <cmath>

namespace {

/// Translation context of this file (lupdate reads Q_DECLARE_TR_FUNCTIONS).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(HeatmapFigure)
};

/// A "nice" step (1, 2, 5, 10, 20, ...) so that at most about \a maxTicks ticks are shown.
int tickStep(int n, int maxTicks)
{
    for (int magnitude = 1;; magnitude *= 10) {
        for (const int m : {1, 2, 5}) {
            if (n / (m * magnitude) <= maxTicks)
                return m * magnitude;
        }
    }
}

/// A colour scale's width in pixels of \a small (its tick-label font): the bar, the tick labels
/// ("−0.55"), with \a titled the rotated title's line, and margins.
double colourScaleWidth(const QFontMetricsF &small, double barWidth, bool titled)
{
    return barWidth + small.horizontalAdvance(QStringLiteral("−0.55")) + (titled ? small.height() : 0.0) + 16.0;
}

/// What a heat map needs across, in pixels of \a small (its tick-label font): row labels (tokens:
/// "15 input"), five lines' width of cells, the colour bar with its tick labels, margins, and with
/// \a axisTitles the two rotated titles (the rows' and the scale's).
double heatmapWidth(const QFontMetricsF &small, double barWidth, bool tokens, bool axisTitles)
{
    const double rowLabels = small.horizontalAdvance(tokens ? QStringLiteral("15 input") : QStringLiteral("0000"));
    return rowLabels + 5.0 * small.height() + colourScaleWidth(small, barWidth, false) + 1.5 * small.height() +
           (axisTitles ? 2.5 * small.height() : 0.0);
}
} // namespace

HeatmapFigure::HeatmapFigure(QCustomPlot *plot, Figure figure)
    : PlotFigure(plot)
    , m_figure(figure)
{
    plot->plotLayout()->insertRow(0);
    m_title = new ScriptedTextElement(plot, figureTitle(figure));
    plot->plotLayout()->addElement(0, 0, m_title);


    QCPAxisRect *rect = plot->axisRect();
    rect->axis(QCPAxis::atBottom)->setLabel(Text::tr("dimension j"));
    rect->axis(QCPAxis::atLeft)->setLabel(Text::tr("position pos"));
    rect->axis(QCPAxis::atLeft)->setRangeReversed(true); // position 0 on top
    for (QCPAxis *axis : rect->axes()) {
        axis->grid()->setVisible(false);
        axis->setSubTicks(false);
    }
    rect->axis(QCPAxis::atBottom)->setTicker(wholeNumberTicker());
    rect->axis(QCPAxis::atLeft)->setTicker(QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText));

    m_map = new MatrixImageMap(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));

    m_scale = new QCPColorScale(plot);
    plot->plotLayout()->addElement(1, 1, m_scale);
    m_scale->setType(QCPAxis::atRight);
    m_scaleLabel = figure == Figure::Encoding    ? Text::tr("PE value (pinned to -1 .. 1)")
                   : figure == Figure::Embedding ? Text::tr("embedding value")
                                                 : Text::tr("embedding + PE");
    m_scale->axis()->setLabel(m_scaleLabel);
    m_map->setColorScale(m_scale);
    auto *group = new QCPMarginGroup(plot);
    rect->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    m_scale->setMarginGroup(QCP::msTop | QCP::msBottom, group);

    // The markers alone move with the position (each step of Play): on a layer of their own.
    QCPLayer *selection = addSelectionLayer();
    m_marker = new QCPItemRect(plot);
    m_marker->setLayer(selection);
    m_marker->setClipToAxisRect(true);
    m_marker->setBrush(Qt::NoBrush);
    m_columnMarker = new QCPItemRect(plot);
    m_columnMarker->setLayer(selection);
    // Lines along the cell edges: crisp without antialiasing, and an antialiased dashed stroke cost a
    // millisecond per map on each step of Play at 150 % zoom.
    m_marker->setAntialiased(false);
    m_columnMarker->setAntialiased(false);
    m_columnMarker->setClipToAxisRect(true);
    m_columnMarker->setBrush(Qt::NoBrush);

    setStyle(FigureStyle::screen());
}

void HeatmapFigure::styleFigure(const FigureStyle &style)
{
    m_style = style;
    m_scale->setGradient(divergingGradient(style.palette)); // the scale's gradient is its map's too
    m_map->setCellValues(style.font); // "0.84" in each cell whenever the cells are large enough
    m_title->setFont(style.titleFont());
    if (m_note)
        m_note->setFont(style.font);
    applyStyle(m_plot->axisRect(), style);
    applyStyle(m_scale, style);
    // The colour scale keeps its bar when the figure is narrow: the map gives way, not the scale (on a
    // small screen at 200 % the bar was squeezed to nothing, leaving an axis without colours).
    const QFontMetricsF small(m_scale->axis()->tickLabelFont(), m_plot);
    m_scale->setMinimumSize(qRound(colourScaleWidth(small, m_scale->barWidth(), true)), 0);
    m_marker->setPen(QPen(style.palette.strongMark, 2.0 * style.lineWidth));
    m_columnMarker->setPen(QPen(style.palette.strongMark, style.lineWidth, Qt::DashLine));
    m_marker->setVisible(style.selectionMarks);
    m_columnMarker->setVisible(style.selectionMarks);
}

void HeatmapFigure::showData(const ExplorerState &state)
{
    if (m_figure == Figure::Encoding) {
        m_scaleLabel = addedFamily(state.session().added).fromTable ? Text::tr("learned table value")
                                                                                : Text::tr("PE value (pinned to -1 .. 1)");
        m_scale->axis()->setLabel(m_scaleLabel);
    }
    m_rows = state.length();
    m_columns = state.dModel();
    QCPAxisRect *rect = m_plot->axisRect();

    // Everything that sets the margins first: tick labels, axis titles, title.
    // A map narrower than its rotated titles need drops them (the title names it): on a small screen
    // the layout took the width from the colour bar instead, leaving an axis without colours.
    const QFontMetricsF tickFont(m_scale->axis()->tickLabelFont(), m_plot);
    const bool titled = m_layoutSize.width() >= heatmapWidth(tickFont, m_scale->barWidth(), m_figure != Figure::Encoding, true);
    m_scale->axis()->setLabel(titled ? m_scaleLabel : QString());
    rect->axis(QCPAxis::atLeft)->setLabel(titled ? Text::tr("position pos") : QString());
    updateRowTicks(state);
    // The lone-sine note goes under the axis, not into the title: all three maps keep the same height,
    // so their rows line up side by side.
    QString columns = Text::tr("dimension j");
    const posenc::PairLayout &layout = state.scheme().layout;
    // On a line of its own (one line was wider than a small map); the embedding gets an empty second line
    // so that the three maps keep one height.
    // The halves layouts name where the cosines start: the picture people mistake for the interleaved one.
    // Each note on a line of its own, short enough not to wrap; the embedding gets as many empty lines.
    // Only the sinusoidal PE has pairs: a learned table's columns are no sines or cosines.
    QStringList notes;
    const bool sinusoidal = addedFamily(state.session().added).sinusoidPairs;
    if (const QString halves = conventiontext::halvesNote(layout); sinusoidal && !halves.isEmpty())
        notes.append(halves);
    if (sinusoidal && layout.hasLoneSine())
        notes.append(Text::tr("(j %1: lone sine)").arg(layout.columns(layout.pairCount() - 1).sine));
    for (const QString &note : notes)
        columns += QLatin1Char('\n') + (m_figure == Figure::Embedding ? QStringLiteral(" ") : note);
    rect->axis(QCPAxis::atBottom)->setLabel(columns);
    // Title and size on one line when they fit the figure's width; else on two, the title elided if need be
    // (three maps side by side in a small window were cut on both sides).
    const QString shape = QStringLiteral("(%1 × %2)").arg(m_rows).arg(m_columns);
    const QFontMetricsF metrics(m_title->font(), m_plot); // the device's dpi: point-sized screen fonts
    // The title sits in the axis rect's column, not above the colour scale: its room is the figure's
    // width less the scale's (bar, tick labels, rotated label, margins), which a wider title would push
    // out of the figure at the right while the title itself spilled out at both ends.
    const QFontMetricsF small(m_scale->axis()->tickLabelFont(), m_plot);
    const double scaleWidth = colourScaleWidth(small, m_scale->barWidth(), true);
    const double room = m_layoutSize.width() - scaleWidth - 16.0;
    m_titleRoom = room;
    // As many column ticks as their labels leave room for (at 150 % zoom "0 10 20 30 40 50" ran together):
    // the axis gets the room less the row labels (tokens: "15 input") and the axis title.
    const double rowLabels = small.horizontalAdvance(m_figure == Figure::Encoding ? QStringLiteral("0000") : QStringLiteral("15 input"));
    const double axisWidth = room - rowLabels - 2.0 * small.height();
    const double labelWidth = small.horizontalAdvance(QString::number(std::max(1, m_columns - 1)));
    rect->axis(QCPAxis::atBottom)->ticker()->setTickCount(std::clamp(static_cast<int>(axisWidth / (2.2 * labelWidth)), 2, 5));
    // A learned table is PE too, but no formula's: the title says which.
    const QString name = m_figure == Figure::Encoding && addedFamily(state.session().added).fromTable
                             ? Text::tr("Learned position table PE")
                             : figureTitle(m_figure);
    QString title = name + QStringLiteral("  ") + shape;
    if (metrics.horizontalAdvance(title) > room)
        title = metrics.elidedText(name, Qt::ElideRight, room) + QLatin1Char('\n') + shape;
    m_title->setText(title);

    // No more cells than the plot area's pixels: a larger matrix is shown reduced (the note under the
    // title, present only then, says so and takes a line of its own).
    const bool hadNote = m_note != nullptr;
    showNote(QString());
    QSize pixels = pixelsOf(rect, hadNote);
    const auto reduced = [&] {
        return m_rows > std::min(pixels.height(), maxColourMapCells) || m_columns > std::min(pixels.width(), maxColourMapCells);
    };
    if (reduced()) {
        showNote(QStringLiteral(" "));
        pixels = pixelsOf(rect, true);
    }
    Eigen::MatrixXd matrix = heatmapDisplayMatrix(state, m_figure, pixels.height(), pixels.width());
    m_reduced = matrix.rows() < m_rows || matrix.cols() < m_columns;
    showNote(m_reduced ? Text::tr("on %1 × %2 px: largest |value| per block").arg(matrix.cols()).arg(matrix.rows())
                       : QString());
    if (m_figure == Figure::Encoding && !addedFamily(state.session().added).fromTable) {
        m_map->setDataRange(QCPRange(-1.0, 1.0));
    } else { // a learned table's values (±0.02 untrained, ±0.5 in GPT-2) fill the colours too
        const double extreme = matrix.size() > 0 ? matrix.cwiseAbs().maxCoeff() : 0.0;
        const double half = extreme > 0 ? extreme : 1.0;
        m_map->setDataRange(QCPRange(-half, half));
    }
    // Rows past the sentence's tokens hold no token (their vector is zero): drawn in the "no value" colour,
    // not as the map's white middle (a white block on the dark theme). The CSV keeps their zeros.
    const qsizetype tokens = state.tokens().size();
    if (m_figure == Figure::Embedding && matrix.rows() == m_rows && tokens < m_rows)
        matrix.bottomRows(m_rows - tokens).setConstant(std::numeric_limits<double>::quiet_NaN());
    m_map->setMatrix(std::move(matrix), m_rows, m_columns);
    showSelection(state);
}

void HeatmapFigure::showNote(const QString &text)
{
    // A row of its own under the title, present only while there is something to say.
    QCPLayoutGrid *layout = m_plot->plotLayout();
    if (text.isEmpty()) {
        if (m_note) {
            layout->remove(m_note);
            layout->simplify();
            m_note = nullptr;
        }
        return;
    }
    if (!m_note) {
        m_note = new ScriptedTextElement(m_plot, text);
        m_note->setFont(m_style.font);
        layout->insertRow(1);
        layout->addElement(1, 0, m_note);
    }
    // The same room as the title: elided rather than spilling out at both ends.
    const QFontMetricsF metrics(m_note->font(), m_plot);
    m_note->setText(m_titleRoom > 0 && metrics.horizontalAdvance(text) > m_titleRoom
                        ? metrics.elidedText(text, Qt::ElideRight, m_titleRoom)
                        : text);
}

int HeatmapFigure::minimumWidth() const
{
    // Without the rotated titles, which a narrow map drops (showData()).
    const QFontMetricsF small(m_scale->axis()->tickLabelFont(), m_plot);
    return static_cast<int>(std::ceil(heatmapWidth(small, m_scale->barWidth(), m_figure != Figure::Encoding, false)));
}

void HeatmapFigure::updateRowTicks(const ExplorerState &state)
{
    auto ticker = qSharedPointerCast<QCPAxisTickerText>(m_plot->axisRect()->axis(QCPAxis::atLeft)->ticker());
    ticker->clear();
    const bool withTokens = m_figure != Figure::Encoding && m_rows <= 40;
    // As many labels as lines fit the map's height (16 rows on a small screen overprinted each other).
    QCPAxis *axis = m_plot->axisRect()->axis(QCPAxis::atLeft);
    const double lineHeight = QFontMetricsF(axis->tickLabelFont()).height() * 1.05;
    const double height = pixelsOf(m_plot->axisRect()).height() / m_pixelRatio;
    const int fit = std::max(2, static_cast<int>(height / lineHeight));
    const int step = tickStep(m_rows, std::min(withTokens ? m_rows : 20, fit));
    for (int row = 0; row < m_rows; row += step) {
        QString label = QString::number(state.firstPosition() + row);
        if (withTokens) {
            const QString token = state.tokenAt(row);
            // A long word must not squeeze the map: labels are cut to a dozen characters.
            constexpr int maxLabel = 12;
            const QString shown = token.size() > maxLabel ? token.left(maxLabel - 1) + QStringLiteral("…") : token;
            label += QLatin1Char(' ') + (token.isEmpty() ? Text::tr("<pad>") : shown);
        }
        ticker->addTick(row, label);
    }
}

void HeatmapFigure::showSelection(const ExplorerState &state)
{
    const int row = state.selectedRow();
    m_marker->topLeft->setCoords(-0.5, row - 0.5);
    m_marker->bottomRight->setCoords(m_columns - 0.5, row + 0.5);
    const int j = std::min(state.dimension(), m_columns - 1);
    m_columnMarker->topLeft->setCoords(j - 0.5, -0.5);
    m_columnMarker->bottomRight->setCoords(j + 0.5, m_rows - 0.5);
}

void HeatmapFigure::click(const QPointF &pixel, ExplorerState &state)
{
    if (const auto cell = cellAt(pixel)) {
        state.setPosition(state.firstPosition() + cell->y());
        state.setDimension(cell->x());
    }
}

QString HeatmapFigure::hover(const QPointF &pixel, ExplorerState &state)
{
    const auto cell = cellAt(pixel);
    if (!cell) {
        state.clearHover();
        return {};
    }
    const ExplorerState::Hover hover{figureName(m_figure), cell->y(), cell->x()};
    state.setHover(hover);
    return describeCell(state, hover);
}

std::optional<QPoint> HeatmapFigure::cellAt(const QPointF &pixel) const
{
    QCPAxisRect *rect = m_plot->axisRect();
    if (!rect->rect().contains(pixel.toPoint()))
        return std::nullopt;
    const auto [row, column] = matrixCellAt(m_rows, m_columns, rect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x()),
                                        rect->axis(QCPAxis::atLeft)->pixelToCoord(pixel.y()));
    if (row < 0)
        return std::nullopt;
    return QPoint(column, row);
}

namespace {

/// The entry of one of the three L x d_model heat maps; its data changes with \a dataSignals.
FigureEntry heatmapEntry(Figure id, const char *title, const char *caption,
                         QList<QMetaMethod> dataSignals)
{
    FigureEntry e;
    e.id = id;
    e.title = title;
    e.caption = caption;
    e.plot = [id](QCustomPlot *plot) { return std::make_unique<HeatmapFigure>(plot, id); };
    e.table = [id](const ExplorerState &state) {
        // Entry by entry from PE and the token table: the L x d_model matrix is never built.
        return FigureTable{state.length(), state.dModel(),
                           [&state, id](int r, int c) { return heatmapValue(state, id, r, c); }};
    };
    e.dataSignals = std::move(dataSignals);
    e.selectionSignals = commonSelectionSignals();
    return e;
}

} // namespace

FigureEntry embeddingFigureEntry()
{
    // Its row labels show pos, which moves with the first position while the embedding does not.
    return heatmapEntry(
        Figure::Embedding, QT_TRANSLATE_NOOP("Figure", "Token embedding"),
        QT_TRANSLATE_NOOP(
            "Figure", "Each row is the vector of one token (L × d_model); a repeated word has the same row "
                      "wherever it stands. The embedding carries meaning but no order."),
        stateSignals(&ExplorerState::embeddingChanged, &ExplorerState::firstPositionChanged));
}

FigureEntry encodingFigureEntry()
{
    FigureEntry e = heatmapEntry(
        Figure::Encoding, QT_TRANSLATE_NOOP("Figure", "Positional encoding PE"),
        QT_TRANSLATE_NOOP(
            "Figure",
            "%1 with %2 (%3): fixed, not learned, the same width as the embedding. Low pairs i change fast "
            "from row to row, high ones slowly."),
        stateSignals(&ExplorerState::encodingChanged));
    e.schemeCaption = [](const QString &caption, const posenc::SinusoidalScheme &scheme) {
        using conventiontext::Markup;
        return caption.arg(conventiontext::layoutFormula(scheme, Markup::Plain), conventiontext::spacingFormula(scheme, Markup::Plain),
                           conventiontext::conventionName(posenc::conventionOf(scheme)));
    };
    e.learnedCaption = QT_TRANSLATE_NOOP(
        "Figure", "A learned table (GPT-2, BERT, OPT …): row pos is the vector trained for position pos, one "
                  "number per dimension, no formula, no pairs and no frequencies; its colours are fitted to "
                  "the values shown. Untrained, it is noise of N(0, 0.02²).");
    e.added = {posenc::AddedEncoding::Sinusoidal, posenc::AddedEncoding::Learned};
    return e;
}

FigureEntry sumFigureEntry()
{
    FigureEntry e = heatmapEntry(
        Figure::Sum, QT_TRANSLATE_NOOP("Figure", "Sum = embedding + PE"),
        QT_TRANSLATE_NOOP(
            "Figure",
            "The encoder's input is embedding + PE, element by element (L × d_model + L × d_model): "
            "repeated words now get different rows, because their positions differ."),
        stateSignals(&ExplorerState::sumChanged));
    // with nothing added it is the embedding again
    e.added = {posenc::AddedEncoding::Sinusoidal, posenc::AddedEncoding::Learned};
    return e;
}
