#include "ui/figures/learnedtablefigure.h"

#include "ui/figures/figureregistry.h"
#include "ui/figures/heatmapcells.h"
#include "ui/figures/maplayout.h"
#include "ui/figures/matriximagemap.h"
#include "ui/figures/textwrap.h"
#include "ui/state/coremessage.h"
#include "ui/state/explorerstate.h"
#include "ui/state/learnedtables.h"

#include <posenc/analysis/displayreduction.h>
#include <posenc/text/message.h>

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>
#include <cmath>
#include <vector>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LearnedTableFigure)
};

/// Entry (pos, j) of \a session's learned table (the seeded one without a file).
double tableValue(const posenc::LearnedTable *table, int pos, int j)
{
    return table ? table->value(pos, j) : posenc::LearnedTable::seededValue(pos, j);
}
} // namespace

LearnedTableFigure::LearnedTableFigure(QCustomPlot *plot)
    : PlotFigure(plot)
{
    m_layout = MapLayout::build(plot, figureTitle(Figure::Learned), Text::tr("dimension j"), Text::tr("position pos (the table's rows)"));
    QCPAxis *x = m_layout.rect->axis(QCPAxis::atBottom);
    QCPAxis *y = m_layout.rect->axis(QCPAxis::atLeft);
    y->setRangeReversed(true); // position 0 on top
    m_layout.scale->axis()->setLabel(Text::tr("learned table value, 0 white"));

    m_band = new QCPItemRect(plot);
    m_bandText = new QCPItemText(plot);
    m_shown = new QCPItemRect(plot);
    m_position = new QCPItemStraightLine(plot);
    for (QCPAbstractItem *item : std::initializer_list<QCPAbstractItem *>{m_band, m_bandText, m_shown, m_position}) {
        item->setClipAxisRect(m_layout.rect);
        item->setClipToAxisRect(true);
    }
    for (QCPItemPosition *p : {m_band->topLeft, m_band->bottomRight, m_bandText->position, m_shown->topLeft,
                               m_shown->bottomRight, m_position->point1, m_position->point2})
        p->setAxes(x, y);
    m_shown->setBrush(Qt::NoBrush);
    m_bandText->setPositionAlignment(Qt::AlignCenter);
    m_bandText->setTextAlignment(Qt::AlignCenter);
    QCPLayer *marks = addSelectionLayer();
    m_shown->setLayer(marks);
    m_position->setLayer(marks);
    setStyle(FigureStyle::screen());
}

void LearnedTableFigure::styleFigure(const FigureStyle &style)
{
    m_layout.title->setFont(style.titleFont());
    m_layout.verdict->setFont(style.font);
    applyStyle(m_layout.rect, style);
    applyStyle(m_layout.scale, style);
    m_layout.scale->setGradient(divergingGradient(style.palette));
    QColor hatch = style.palette.muted;
    m_band->setPen(QPen(style.palette.muted, style.lineWidth));
    m_band->setBrush(QBrush(hatch, Qt::BDiagPattern));
    m_bandText->setFont(style.titleFont());
    m_bandText->setColor(style.palette.ink);
    m_bandText->setBrush(style.palette.labelBackgroundStrong);
    m_bandText->setPadding(QMargins(8, 4, 8, 4));
    m_shown->setPen(QPen(style.palette.position, 2.5 * style.lineWidth));
    m_position->setPen(QPen(style.palette.strongMark, 1.5 * style.lineWidth, Qt::DashLine));
    m_selectionMarks = style.selectionMarks;
    m_key.clear(); // the gradient may have changed: colour again
}

void LearnedTableFigure::showData(const ExplorerState &state)
{
    const Session &s = state.session();
    const auto table = learnedTableOf(s);
    const bool file = !s.table.isEmpty() && table;
    m_extent = file ? table->rows() : s.learnedRows(); // the seeded table ends too: 1 024 rows
    m_dModel = state.dModel();
    const int band = std::max(1, m_extent / 4);

    // The image: one table row per pixel row (every step-th), columns reduced by largest magnitude.
    const QSize pixels = pixelsOf(m_layout.rect);
    const double tableShare = double(m_extent) / (m_extent + band);
    const int outRows = std::clamp(int(pixels.height() * tableShare), 1, std::min(m_extent, maxColourMapCells));
    const int outColumns = std::clamp(pixels.width(), 1, std::min(m_dModel, maxColourMapCells));
    const QString key = QStringLiteral("%1|%2|%3|%4|%5x%6|%7")
                            .arg(s.table, s.tableTensor)
                            .arg(s.tableOffset)
                            .arg(m_extent)
                            .arg(outRows)
                            .arg(outColumns)
                            .arg(m_dModel);
    if (key != m_key) {
        // One row per pixel row, read in the file's order (a Fortran-order table column by column, each
        // column's pages let go after it: 1 080 rows of a 1 GiB table kept every page in memory).
        std::vector<int> positions(static_cast<std::size_t>(outRows));
        for (int r = 0; r < outRows; ++r)
            positions[std::size_t(r)] = posenc::blockStart(r, m_extent, outRows);
        Eigen::MatrixXd rows(outRows, m_dModel);
        if (table) {
            table->fillSampledRows(positions, rows);
        } else if (double(m_extent) * m_dModel <= 8e6) {
            // The seeded rows from the block fillSeededRows() keeps (a d_model step drawing them one value at a
            // time took 30 of a 4K step's 49 ms).
            Eigen::MatrixXd all(m_extent, m_dModel);
            posenc::LearnedTable::fillSeededRows(0, all);
            // Gathered a column at a time: both matrices are column-major (row by row, each entry 8 KiB
            // from the last, took 8 of a 4K step's 24 ms).
            for (int j = 0; j < m_dModel; ++j)
                for (int r = 0; r < outRows; ++r)
                    rows(r, j) = all(positions[std::size_t(r)], j);
        } else {
            for (int r = 0; r < outRows; ++r)
                for (int j = 0; j < m_dModel; ++j)
                    rows(r, j) = posenc::LearnedTable::seededValue(positions[std::size_t(r)], j);
        }
        // Each row's columns reduced to the pixels (rows are one a pixel row already): none to reduce while
        // d_model fits the panel's width.
        const Eigen::MatrixXd image = posenc::reduceByLargestMagnitude(rows, outRows, outColumns);
        const double extreme = image.allFinite() && image.size() ? std::max(image.cwiseAbs().maxCoeff(), 1e-300) : 1.0;
        m_layout.map->setDataRange(QCPRange(-extreme, extreme));
        m_layout.map->setMatrix(image, m_extent, m_dModel);
        m_key = key;
    }
    QCPAxis *y = m_layout.rect->axis(QCPAxis::atLeft);
    y->setRange(-0.5, m_extent + band - 0.5);
    y->setTicker(wholeNumberTicker());
    m_layout.rect->axis(QCPAxis::atBottom)->setTicker(wholeNumberTicker());

    m_band->setVisible(true);
    m_bandText->setVisible(true);
    m_band->topLeft->setCoords(-0.5, m_extent - 0.5);
    m_band->bottomRight->setCoords(m_dModel - 0.5, m_extent + band - 0.5);
    m_bandText->position->setCoords((m_dModel - 1) / 2.0, m_extent - 0.5 + band / 2.0);
    // A lecture's question page asks what a table cannot do: the band is drawn, what it means waits for the reveal.
    const bool withheld = state.answerWithheld();
    m_bandText->setText(withheld ? Text::tr("pos ≥ %1").arg(m_extent)
                                 : Text::tr("no row for pos ≥ %1:\na learned table cannot extrapolate").arg(m_extent));

    const int step = (m_extent + outRows - 1) / outRows;
    m_layout.title->setText(figureTitle(Figure::Learned) + Text::tr("   (%1 positions × d_model = %2)").arg(m_extent).arg(m_dModel) +
                     (step > 1 ? Text::tr("\none pixel row per %1 positions, the first of each").arg(step) : QString()));
    QString lead;   // what the table is
    QString answer; // what it cannot do
    if (file) {
        const QString name = table->tensor().name.empty() ? QFileInfo(s.table).fileName()
                                                            : QString::fromStdString(table->tensor().name);
        const QString model = table->known() ? QString::fromUtf8(table->known()->model) : QString();
        lead = model.isEmpty() ? Text::tr("%1 holds positions 0 … %2.").arg(name).arg(m_extent - 1)
                               : Text::tr("%1 (%2) holds positions 0 … %3.").arg(name, model).arg(m_extent - 1);
        answer = Text::tr("A text longer than %1 tokens has no vector to add at its later positions: the model cannot "
                          "read it. The sinusoidal PE and RoPE compute a vector for any position.")
                     .arg(m_extent);
    } else {
        lead = Text::tr("The untrained table PosEnc seeds: %1 rows (GPT-2's n_positions) of N(0, 0.02²) noise, "
                        "as training starts (modeling_gpt2.py _init_weights).")
                   .arg(m_extent);
        answer = Text::tr("Training shapes the rows, not their number: position %1 has no vector. Open a checkpoint's "
                          "table with File > Open Table….")
                     .arg(m_extent);
    }
    const double width = m_layoutSize.width() - 24.0;
    const QString whole = wrappedToWidth(lead + QLatin1Char(' ') + answer, m_layout.verdict->font(), width);
    m_layout.verdict->setText(withheld ? paddedToLines(wrappedToWidth(lead, m_layout.verdict->font(), width), whole)
                                       : whole);
    showSelection(state);
}

void LearnedTableFigure::showSelection(const ExplorerState &state)
{
    const int first = state.firstPosition();
    m_shown->setVisible(m_selectionMarks);
    m_shown->topLeft->setCoords(-0.5, first - 0.5);
    m_shown->bottomRight->setCoords(m_dModel - 0.5, first + state.length() - 0.5);
    m_position->setVisible(m_selectionMarks);
    m_position->point1->setCoords(-0.5, state.position());
    m_position->point2->setCoords(m_dModel - 0.5, state.position());
}

QString LearnedTableFigure::verdict() const
{
    return m_layout.verdict->text();
}

void LearnedTableFigure::click(const QPointF &pixel, ExplorerState &state)
{
    if (!m_layout.rect->rect().contains(pixel.toPoint()))
        return;
    const int pos = int(std::lround(m_layout.rect->axis(QCPAxis::atLeft)->pixelToCoord(pixel.y())));
    if (pos >= state.firstPosition() && pos < state.firstPosition() + state.length())
        state.setPosition(pos);
}

QString LearnedTableFigure::hover(const QPointF &pixel, ExplorerState &state)
{
    if (!m_layout.rect->rect().contains(pixel.toPoint()))
        return {};
    const int pos = int(std::lround(m_layout.rect->axis(QCPAxis::atLeft)->pixelToCoord(pixel.y())));
    const int j = int(std::lround(m_layout.rect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x())));
    if (pos < 0 || j < 0 || j >= m_dModel)
        return {};
    if (pos >= m_extent)
        return m_band->visible() ? Text::tr("pos = %1: no row (the table ends at pos %2)").arg(pos).arg(m_extent - 1) : QString();
    const auto table = learnedTableOf(state.session());
    return Text::tr("pos = %1, j = %2: %3").arg(pos).arg(j).arg(QString::number(tableValue(table.get(), pos, j), 'g', 6));
}

FigureEntry learnedTableFigureEntry()
{
    FigureEntry e;
    e.id = Figure::Learned;
    e.title = QT_TRANSLATE_NOOP("Figure", "The whole learned table, and past its end");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "Every row of the learned table, position 0 on top; the framed rows are those the other views "
                  "show. Past the last row there is nothing: a learned table has no vector for a position it was "
                  "not trained with, so a model with one cannot read a longer text. Its colours are fitted to "
                  "the values shown.");
    e.plot = [](QCustomPlot *plot) { return std::make_unique<LearnedTableFigure>(plot); };
    // The rows shown, as pe writes them.
    e.table = [](const ExplorerState &state) {
        const Eigen::MatrixXd &pe = state.encoding();
        return FigureTable{int(pe.rows()), int(pe.cols()), [&pe](int r, int c) { return pe(r, c); }};
    };
    e.dataSignals = stateSignals(&ExplorerState::encodingChanged, &ExplorerState::answerWithheldChanged);
    e.selectionSignals = commonSelectionSignals();
    e.added = {posenc::AddedEncoding::Learned};
    return e;
}
