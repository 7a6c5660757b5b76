#include "ui/figures/alibifigure.h"
#include "ui/figures/strokedgraph.h"

#include "ui/figures/alibislopesfigure.h"
#include "ui/figures/figureregistry.h"
#include "ui/figures/heatmapcells.h"
#include "ui/figures/matriximagemap.h"
#include "ui/figures/textwrap.h"
#include "ui/state/explorerstate.h"

#include <posenc/analysis/displayreduction.h>
#include <posenc/encodings/alibi.h>

#include <QCoreApplication>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(AlibiFigure)
};

/// The bias of \a state's head, L x L (masked entries −∞).
Eigen::MatrixXd biasOf(const ExplorerState &state)
{
    const Session &s = state.session();
    return posenc::alibiBias(posenc::alibiSlopes(s.heads)[std::clamp(s.head, 0, s.heads - 1)], s.length, alibiOf(s).mask);
}
} // namespace

AlibiFigure::AlibiFigure(QCustomPlot *plot)
    : PlotFigure(plot)
{
    m_layout = MatrixCurveLayout::build(plot, figureTitle(alibiFigures::bias), Text::tr("key position j"),
                                        Text::tr("query position i"));
    m_layout.curveRect->axis(QCPAxis::atBottom)->setLabel(Text::tr("distance r = i − j (positions)"));
    m_layout.curveRect->axis(QCPAxis::atLeft)->setLabel(Text::tr("bias −mₕ · r"));
    m_layout.scale->axis()->setLabel(Text::tr("bias added to the score (grey: masked)"));
    m_layout.cell->setVisible(false);
    // The lines fall from the top left corner: the bottom left stays below even the steepest one.
    m_layout.curveRect->insetLayout()->setInsetAlignment(0, Qt::AlignBottom | Qt::AlignLeft);
    setStyle(FigureStyle::screen());
}

void AlibiFigure::styleFigure(const FigureStyle &style)
{
    m_palette = style.palette;
    m_lineWidth = style.lineWidth;
    m_layout.applyStyle(style);
    // The bias is 0 on the diagonal and falls away from it: a sequential map, most negative darkest.
    QCPColorGradient gradient = weightGradient(style.palette);
    gradient = gradient.inverted();
    m_layout.scale->setGradient(gradient);
}

void AlibiFigure::showData(const ExplorerState &state)
{
    const Session &s = state.session();
    const std::vector<double> slopes = posenc::alibiSlopes(s.heads);
    const int head = std::clamp(s.head, 0, s.heads - 1);
    m_slope = slopes[head];
    m_causal = alibiOf(s).mask == posenc::AlibiMask::Causal;
    m_size = s.length;
    const int n = m_size;
    // The map straight from the formula at the pixels' resolution (no L x L matrix: L 2048 is 4 M cells);
    // masked entries as NaN (the palette's missing grey); a block shows its first cell (the bias is linear).
    const QSize pixels = pixelsOf(m_layout.matrixRect);
    const int shown = std::min({n, pixels.width(), pixels.height(), maxColourMapCells});
    Eigen::MatrixXd image(shown, shown);
    for (int r = 0; r < shown; ++r)
        for (int c = 0; c < shown; ++c) {
            const int i = posenc::blockStart(r, n, shown), j = posenc::blockStart(c, n, shown);
            image(r, c) = m_causal && j > i ? std::numeric_limits<double>::quiet_NaN() : 0.0 - m_slope * std::abs(i - j);
        }
    const double lowest = -m_slope * (n - 1);
    m_layout.map->setDataRange(QCPRange(std::min(lowest, -1e-12), 0.0));
    m_layout.map->setMatrix(image, n, n);
    m_layout.matrixRect->axis(QCPAxis::atBottom)->setTicker(wholeNumberTicker());
    m_layout.matrixRect->axis(QCPAxis::atLeft)->setTicker(wholeNumberTicker());

    // Right: every head's line, the head shown bold and named.
    while (m_heads.size() < s.heads)
        m_heads.append(addStrokedGraph(m_plot, m_layout.curveRect->axis(QCPAxis::atBottom), m_layout.curveRect->axis(QCPAxis::atLeft)));
    m_layout.legend->clearItems();
    for (int h = 0; h < m_heads.size(); ++h) {
        QCPGraph *g = m_heads[h];
        g->setVisible(h < s.heads);
        if (h >= s.heads)
            continue;
        const double m = slopes[h];
        g->setData({0.0, double(n - 1)}, {0.0, -m * (n - 1)}, true);
        QColor colour = h == head ? m_palette.position : m_palette.series;
        if (h != head)
            colour.setAlpha(110);
        g->setPen(QPen(colour, h == head ? 3 * m_lineWidth : m_lineWidth));
        if (h == head) {
            g->setName(Text::tr("head %1: m = %2").arg(h).arg(powerOfTwoText(m)));
            g->addToLegend(m_layout.legend);
        }
    }
    m_heads[head]->setLayer(QStringLiteral("main")); // moved to the layer's end: drawn over the others
    m_layout.curveRect->axis(QCPAxis::atBottom)->setRange(0, std::max(1, n - 1));
    m_layout.curveRect->axis(QCPAxis::atBottom)->setTicker(wholeNumberTicker());
    // The steepest head reaches lowest (head 8 of 12, 2^-0.5, is steeper than head 0).
    const double steepest = *std::max_element(slopes.begin(), slopes.end()) * std::max(1, n - 1);
    m_layout.curveRect->axis(QCPAxis::atLeft)->setRange(-steepest * 1.03, steepest * 0.03);

    // Measured: the reference code's +m·j differs from the paper's form by a constant per row (m·i); with
    // any scores (here 0) the softmax weights are the same.
    // Measured on up to 64 rows spread over the L (each row's softmax is its own: a row is enough).
    double rowSpread = 0;
    m_softmaxDifference = 0;
    if (m_causal) {
        const int rows = std::min(n, 64);
        for (int k = 0; k < rows; ++k) {
            const int i = posenc::blockStart(k, n, rows);
            Eigen::VectorXd paper(i + 1), reference(i + 1);
            for (int j = 0; j <= i; ++j) {
                paper(j) = 0.0 - m_slope * (i - j); // alibiBias()
                reference(j) = m_slope * j;         // alibiBiasAsReferenceCode()
            }
            const Eigen::ArrayXd difference = (reference - paper).array();
            rowSpread = std::max(rowSpread, difference.maxCoeff() - difference.minCoeff());
            // softmax with scores 0: exp(x − max) / sum
            const Eigen::ArrayXd a = (paper.array() - paper.maxCoeff()).exp(), b = (reference.array() - reference.maxCoeff()).exp();
            m_softmaxDifference = std::max(m_softmaxDifference, (a / a.sum() - b / b.sum()).abs().maxCoeff());
        }
    }
    m_layout.title->setText(figureTitle(alibiFigures::bias) + Text::tr("   (head %1 of %2, m = %3, L = %4, %5)")
                                                             .arg(head)
                                                             .arg(s.heads)
                                                             .arg(powerOfTwoText(m_slope))
                                                             .arg(n)
                                                             .arg(m_causal ? Text::tr("causal") : Text::tr("symmetric")));
    const QString text =
        m_causal ? Text::tr("The authors' code and BLOOM add +m·j to every row instead: measured, each row differs from "
                            "−m(i − j) by one constant (spread within a row %1), so the softmax weights are the same "
                            "(largest difference %2).")
                       .arg(QString::number(rowSpread, 'g', 3), QString::number(m_softmaxDifference, 'g', 3))
                 : Text::tr("Symmetric (an encoder): −m|i − j| penalises keys before and after the query alike; "
                            "nothing is masked.");
    m_layout.verdict->setText(wrappedToWidth(text, m_layout.verdict->font(), m_layoutSize.width() - 24.0));
}

QString AlibiFigure::verdict() const
{
    return m_layout.verdict->text();
}

QString AlibiFigure::hover(const QPointF &pixel, ExplorerState &state)
{
    Q_UNUSED(state);
    const auto cell = m_layout.cellAt(pixel, m_size);
    if (!cell)
        return {};
    const int i = cell->y(), j = cell->x();
    if (m_causal && j > i)
        return Text::tr("query %1, key %2: masked (a key after the query)").arg(i).arg(j);
    return Text::tr("query %1, key %2: bias −m·%3 = %4").arg(i).arg(j).arg(std::abs(i - j)).arg(QString::number(-m_slope * std::abs(i - j), 'g', 6));
}

FigureEntry alibiFigureEntry()
{
    FigureEntry e;
    e.id = alibiFigures::bias;
    e.title = QT_TRANSLATE_NOOP("Figure", "ALiBi: the bias of one head");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "What ALiBi adds to the scores of one head: 0 for the query itself, −m for the token before, −2m "
                  "for the one before that … Nothing is added to the embedding; the penalty for distance is "
                  "built in, so a model trained on short texts can read longer ones. Right: the same line for "
                  "every head, the one shown bold.");
    e.plot = [](QCustomPlot *plot) { return std::make_unique<AlibiFigure>(plot); };
    // The L x L bias of --head: row = query i, column = key j, masked entries −inf.
    e.table = [](const ExplorerState &state) { return FigureTable::fromMatrix(biasOf(state)); };
    e.dataSignals = stateSignals(&ExplorerState::fieldChanged, &ExplorerState::lengthChanged);
    // The head's bias and every head's line: the heads, the head shown, the mask and L.
    e.dataFields = {commonKeys::heads, commonKeys::head, alibiKeys::alibiMask, commonKeys::length};
    return e;
}
