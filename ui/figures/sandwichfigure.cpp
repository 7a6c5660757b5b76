#include "ui/figures/sandwichfigure.h"

#include "ui/families/ropefamily.h"
#include "ui/figures/figureregistry.h"
#include "ui/figures/scriptedtextelement.h"
#include "ui/figures/strokedgraph.h"
#include "ui/figures/textwrap.h"
#include "ui/state/explorerstate.h"

#include <posenc/encodings/sandwich.h>

#include <QCoreApplication>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SandwichFigure)
};
} // namespace

Eigen::MatrixXd sandwichTable(int headDim, int heads, int length)
{
    Eigen::MatrixXd table(length, 2 + heads);
    for (int r = 0; r < length; ++r) {
        table(r, 0) = r;
        table(r, 1) = posenc::sandwichSum(r, headDim);
        for (int h = 0; h < heads; ++h)
            table(r, 2 + h) = posenc::sandwichBias(r, headDim, h, heads);
    }
    return table;
}

SandwichFigure::SandwichFigure(QCustomPlot *plot)
    : PlotFigure(plot)
{
    QCPLayoutGrid *layout = plot->plotLayout();
    layout->insertRow(0);
    m_title = new ScriptedTextElement(plot, figureTitle(sandwichFigures::bias));
    layout->addElement(0, 0, m_title);
    layout->insertRow(2);
    m_note = new ScriptedTextElement(plot, QString());
    layout->addElement(2, 0, m_note);
    QCPAxisRect *rect = plot->axisRect();
    rect->axis(QCPAxis::atBottom)->setLabel(Text::tr("distance r = i − j"));
    rect->axis(QCPAxis::atLeft)->setLabel(Text::tr("bias added to the score"));
    m_shown = addStrokedGraph(plot);
    setStyle(FigureStyle::screen());
}

void SandwichFigure::styleFigure(const FigureStyle &style)
{
    m_title->setFont(style.titleFont());
    m_note->setFont(style.font);
    applyStyle(m_plot->axisRect(), style);
    m_shown->setPen(QPen(style.palette.series, 3 * style.lineWidth));
    for (QCPGraph *g : std::as_const(m_others))
        g->setPen(QPen(style.palette.seriesBand, 1.2 * style.lineWidth));
}

void SandwichFigure::showData(const ExplorerState &state)
{
    const Session &s = state.session();
    const int headDim = ropeOf(s).headDim, heads = s.heads, length = std::max(2, s.length);
    m_head = std::clamp(s.head, 0, heads - 1);
    m_table = sandwichTable(headDim, heads, length);
    while (m_others.size() < heads - 1) {
        QCPGraph *g = addStrokedGraph(m_plot);
        g->setPen(QPen(m_style.palette.seriesBand, 1.2 * m_style.lineWidth));
        m_others.append(g);
    }
    while (m_others.size() > heads - 1)
        m_plot->removeGraph(m_others.takeLast());
    QVector<double> r(length);
    for (int k = 0; k < length; ++k)
        r[k] = k;
    const auto column = [&](int h) {
        QVector<double> v(length);
        for (int k = 0; k < length; ++k)
            v[k] = m_table(k, 2 + h);
        return v;
    };
    for (int h = 0, g = 0; h < heads; ++h)
        if (h != m_head)
            m_others[g++]->setData(r, column(h), true);
    m_shown->setData(r, column(m_head), true);
    m_shown->setLayer(QStringLiteral("main")); // over the others
    QCPAxisRect *rect = m_plot->axisRect();
    rect->axis(QCPAxis::atBottom)->setRange(0, length - 1);
    const double low = m_table.rightCols(heads).minCoeff();
    rect->axis(QCPAxis::atLeft)->setRange(low * 1.08 - 0.01, std::max(0.05, -low * 0.05));
    m_title->setText(Text::tr("%1: d' = %2, H = %3, head %4 bold").arg(figureTitle(sandwichFigures::bias)).arg(headDim).arg(heads).arg(m_head));
    // Where the head's bias stops falling: the first r whose next value is higher (a farther key favoured).
    int turn = -1;
    for (int k = 1; k + 1 < length && turn < 0; ++k)
        if (m_table(k + 1, 2 + m_head) > m_table(k, 2 + m_head))
            turn = k;
    const QString text =
        (turn > 0 ? Text::tr("S(r) = Σ cos(r ω_k), k = 1 … d'/2, is the dot product of two sinusoidal position "
                             "vectors r apart: it falls from d'/2 = %1, then oscillates, so from r = %2 a farther key "
                             "gets a smaller penalty than a nearer one (ALiBi's line never turns).")
                        .arg(headDim / 2)
                        .arg(turn)
                  : Text::tr("S(r) = Σ cos(r ω_k), k = 1 … d'/2, is the dot product of two sinusoidal position "
                             "vectors r apart: it falls from d'/2 = %1 over these %2 positions; each head divides "
                             "S(r) − d'/2 by 8h/H, so head 0 is the steepest.")
                        .arg(headDim / 2)
                        .arg(length));
    m_note->setText(wrappedToWidth(text, m_note->font(), m_layoutSize.width() - 24.0));
}

QString SandwichFigure::note() const
{
    return m_note->text();
}

QString SandwichFigure::hover(const QPointF &pixel, ExplorerState &state)
{
    Q_UNUSED(state);
    QCPAxisRect *rect = m_plot->axisRect();
    if (!rect->rect().contains(pixel.toPoint()))
        return {};
    const long long r = std::llround(rect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x()));
    if (r < 0 || r >= m_table.rows())
        return {};
    return Text::tr("r = %1: S(r) = %2, head %3's bias %4")
        .arg(r)
        .arg(m_table(r, 1), 0, 'g', 8)
        .arg(m_head)
        .arg(m_table(r, 2 + m_head), 0, 'g', 8);
}

FigureEntry sandwichFigureEntry()
{
    FigureEntry e;
    e.id = sandwichFigures::bias;
    e.title = QT_TRANSLATE_NOOP("Figure", "Sandwich: a bias per head");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "Sandwich (Chi et al. 2023) adds to each head's scores the dot product of the sinusoidal position "
                  "vectors of the query and the key, minus its largest value d'/2, divided by 8h/H as ALiBi divides "
                  "its slopes: the sinusoids' own decay, used as a bias instead of added to the embeddings. As NVIDIA "
                  "NeMo computes it: the sum starts at k = 1, and d' is the head's size (head_dim).");
    e.plot = [](QCustomPlot *plot) { return std::make_unique<SandwichFigure>(plot); };
    // One line per distance r = 0 .. L − 1: r, S(r), then the bias of each head.
    e.table = [](const ExplorerState &state) {
        const Session &s = state.session();
        return FigureTable::fromMatrix(sandwichTable(ropeOf(s).headDim, s.heads, std::max(2, s.length)));
    };
    e.dataSignals = stateSignals(&ExplorerState::fieldChanged);
    e.dataFields = {commonKeys::heads, commonKeys::head, commonKeys::length, ropeKeys::headDim, commonKeys::text};
    return e;
}
