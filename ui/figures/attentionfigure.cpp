#include "ui/figures/attentionfigure.h"
#include "ui/figures/matriximagemap.h"

#include "ui/figures/textwrap.h"

#include <posenc/io/tables.h>
#include "ui/figures/figureregistry.h"

#include "ui/figures/familynames.h"
#include "ui/figures/heatmapcells.h"
#include "ui/state/explorerstate.h"

#include <QCoreApplication>
#include <qcustomplot.h>

#include <cmath>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(AttentionFigure)
};


/// \a text cut to \a length characters with an ellipsis: long words must not push the maps aside.
QString elided(const QString &text, int length)
{
    return text.size() > length ? text.left(length - 1) + QStringLiteral("…") : text;
}

QSharedPointer<QCPAxisTickerText> tokenTicks(const QStringList &tokens)
{
    QSharedPointer<QCPAxisTickerText> ticks(new QCPAxisTickerText);
    for (int k = 0; k < tokens.size(); ++k)
        ticks->addTick(k, elided(tokens[k], 12));
    return ticks;
}
} // namespace

AttentionFigure::AttentionFigure(QCustomPlot *plot)
    : PlotFigure(plot)
{
    QCPLayoutGrid *layout = plot->plotLayout();
    layout->clear();
    m_title = new QCPTextElement(plot, figureTitle(Figure::Attention));
    m_hint = new QCPTextElement(plot, QString());
    auto *grid = new QCPLayoutGrid;
    layout->addElement(0, 0, m_title);
    layout->addElement(1, 0, grid);
    layout->addElement(2, 0, m_hint);
    m_scale = new QCPColorScale(plot);
    m_scale->setType(QCPAxis::atRight);
    m_scale->setDataRange(QCPRange(0, 1));
    m_scale->axis()->setLabel(Text::tr("attention weight (row sums to 1)"));
    auto *group = new QCPMarginGroup(plot);
    for (int panel = 0; panel < 2; ++panel) {
        m_panelTitles[panel] = new QCPTextElement(plot, QString());
        m_rects[panel] = new QCPAxisRect(plot);
        grid->addElement(0, panel, m_panelTitles[panel]);
        grid->addElement(1, panel, m_rects[panel]);
        QCPAxis *x = m_rects[panel]->axis(QCPAxis::atBottom);
        QCPAxis *y = m_rects[panel]->axis(QCPAxis::atLeft);
        x->setLabel(Text::tr("key token (attended to)"));
        y->setLabel(Text::tr("query token"));
        y->setRangeReversed(true);
        for (QCPAxis *axis : m_rects[panel]->axes()) {
            axis->grid()->setVisible(false);
            axis->setSubTicks(false);
        }
        m_maps[panel] = new MatrixImageMap(x, y);
        m_maps[panel]->setColorScale(m_scale);
        m_rects[panel]->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    }
    grid->addElement(1, 2, m_scale);
    m_scale->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    setStyle(FigureStyle::screen());
}

void AttentionFigure::styleFigure(const FigureStyle &style)
{
    m_style = style;
    m_scale->setGradient(weightGradient(style.palette)); // the scale's gradient is its maps' too
    m_title->setFont(style.titleFont());
    m_hint->setFont(style.font);
    QFont bold = style.font;
    bold.setBold(true);
    for (int panel = 0; panel < 2; ++panel) {
        m_panelTitles[panel]->setFont(bold);
        applyStyle(m_rects[panel], style);
    }
    applyStyle(m_scale, style);
    for (QCPItemText *text : m_cellTexts)
        text->setFont(style.font);
}

void AttentionFigure::showWeights(int panel, const Eigen::MatrixXd &weights, const QStringList &tokens,
                                  const QString &title)
{
    const int n = static_cast<int>(weights.rows());
    MatrixImageMap *map = m_maps[panel];
    map->setMatrix(weights);
    map->setDataRange(QCPRange(0, 1));
    QCPAxis *x = m_rects[panel]->axis(QCPAxis::atBottom);
    QCPAxis *y = m_rects[panel]->axis(QCPAxis::atLeft);
    x->setTicker(tokenTicks(tokens));
    y->setTicker(tokenTicks(tokens));
    x->setTickLabelRotation(n > 6 ? -45 : 0); // many words side by side: slanted, so they do not overlap
    m_panelTitles[panel]->setText(title);
    if (n > maxLabelledTokens)
        return;
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            auto *text = new QCPItemText(m_plot);
            text->setClipAxisRect(m_rects[panel]);
            text->position->setAxes(x, y);
            text->position->setCoords(c, r);
            text->setText(QString::number(weights(r, c), 'f', 3));
            text->setFont(m_style.font);
            text->setColor(weights(r, c) > 0.55 ? Qt::white : Qt::black);
            m_cellTexts.append(text);
        }
    }
}

void AttentionFigure::showData(const ExplorerState &state)
{
    for (QCPItemText *text : std::as_const(m_cellTexts))
        m_plot->removeItem(text);
    m_cellTexts.clear();

    const auto &demo = state.attentionDemo();
    // The note is a sentence or two: broken into lines that fit the figure (a QCPTextElement does not wrap).
    const auto showHint = [this](const QString &text) {
        m_hint->setText(wrappedToWidth(text, m_hint->font(), m_layoutSize.width() - 24.0));
    };
    const Session &session = state.session();
    const QString scheme = session.attentionUsesPositions()
                               ? schemeName(session.attentionAddsEncoding() ? session.added : posenc::AddedEncoding::None,
                                            session.attentionScores())
                               : Text::tr("no positions");
    m_title->setText(figureTitle(Figure::Attention) + Text::tr("   (one head, d_model = %1, %2)").arg(state.dModel()).arg(scheme));
    if (!demo) {
        for (MatrixImageMap *map : m_maps)
            map->clear();
        const bool typed = !state.attentionTokens().isEmpty() && !state.attentionReorderedTokens().isEmpty();
        showHint(state.attentionBusy() ? Text::tr("Computing the attention head…")
                        : typed               ? state.attentionError()
                                              : Text::tr("Type a sentence in both fields."));
        return;
    }
    showWeights(0, demo->weightsA, state.attentionTokens(),
                QStringLiteral("“%1”").arg(elided(state.attentionText().simplified(), 48)));
    showWeights(1, demo->weightsB, state.attentionReorderedTokens(),
                QStringLiteral("“%1”").arg(elided(state.attentionReorderedText().simplified(), 48)));

    const QString difference = QString::number(demo->mismatch, 'g', 3);
    if (!demo->permutation) {
        showHint(Text::tr("The second sentence is not a reordering of the first: type the same words in "
                                 "another order to compare."));
        return;
    }
    QString verdict;
    if (!session.attentionUsesPositions())
        verdict = Text::tr("Without positions the right map holds the left map's numbers, rows and columns reordered "
                           "(largest difference after reordering: %1): attention cannot see the order.")
                      .arg(difference);
    else if (demo->mismatch < symmetryKept)
        verdict = Text::tr("With %1 the right map still holds the left map's numbers reordered (largest "
                           "difference %2): this scheme does not see the order here.")
                      .arg(scheme, difference);
    else
        verdict = Text::tr("With %1 the numbers change: after reordering they differ by up to %2, so the "
                           "order of the words now matters.")
                      .arg(scheme, difference);
    showHint(verdict + QLatin1Char(' ') + familyLine(*demo));
}

QString AttentionFigure::familyLine(const posenc::PermutationDemo &demo)
{
    QStringList measured;
    for (const posenc::PermutationDemo::Family &family : demo.byFamily) {
        const QString value = std::isnan(family.mismatch) ? Text::tr("not measured")
                              : family.mismatch < symmetryKept
                                  ? Text::tr("%1 (symmetric)").arg(QString::number(family.mismatch, 'g', 2))
                                  : QString::number(family.mismatch, 'g', 2);
        measured << QStringLiteral("%1 %2").arg(schemeName(family.added, family.scores), value);
    }
    return Text::tr("Each family alone, largest difference after reordering: %1.").arg(measured.join(QStringLiteral(" · ")));
}

QString AttentionFigure::hint() const
{
    return m_hint->text();
}

FigureEntry attentionFigureEntry()
{
    FigureEntry e;
    e.id = Figure::Attention;
    e.name = QStringLiteral("attention");
    e.title = QT_TRANSLATE_NOOP("Figure", "Attention and word order");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "Without positions self-attention cannot see word order (it is permutation "
                  "equivariant): reordering the words only reorders the rows and columns of the attention "
                  "weights, the numbers stay the same. Either slot of a scheme makes the weights depend on the "
                  "order: PE added to the embeddings, or RoPE, ALiBi or T5 acting on the scores; the line under "
                  "the maps measures each family alone on the same head.");
    e.plot = [](QCustomPlot *plot) { return std::make_unique<AttentionFigure>(plot); };
    e.table = [](const ExplorerState &state) {
        const auto &demo = state.attentionDemo();
        return demo ? FigureTable::fromMatrix(posenc::attentionTable(*demo)) : FigureTable{};
    };
    e.dataSignals = stateSignals(&ExplorerState::attentionChanged);
    e.selectionSignals = commonSelectionSignals();
    return e;
}
