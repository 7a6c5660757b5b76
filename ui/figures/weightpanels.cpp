#include "ui/figures/weightpanels.h"
#include "ui/figures/scriptedtextelement.h"

#include "ui/figures/matriximagemap.h"
#include "ui/figures/textwrap.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <qcustomplot.h>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(AttentionFigure)
};

QSharedPointer<QCPAxisTickerText> tokenTicks(const QStringList &tokens)
{
    QSharedPointer<QCPAxisTickerText> ticks(new QCPAxisTickerText);
    for (int k = 0; k < tokens.size(); ++k)
        ticks->addTick(k, WeightPanels::elided(tokens[k], 12));
    return ticks;
}
} // namespace

WeightPanels::WeightPanels(QCustomPlot *plot, const QString &title, int count)
    : m_plot(plot)
    , m_style(FigureStyle::screen())
{
    QCPLayoutGrid *layout = plot->plotLayout();
    layout->clear();
    m_title = new ScriptedTextElement(plot, title);
    m_note = new ScriptedTextElement(plot, QString());
    auto *grid = new QCPLayoutGrid;
    layout->addElement(0, 0, m_title);
    layout->addElement(1, 0, grid);
    layout->addElement(2, 0, m_note);
    m_scale = new QCPColorScale(plot);
    m_scale->setType(QCPAxis::atRight);
    m_scale->setDataRange(QCPRange(0, 1));
    m_scale->axis()->setLabel(Text::tr("attention weight (row sums to 1)"));
    auto *group = new QCPMarginGroup(plot);
    for (int panel = 0; panel < count; ++panel) {
        auto *title = new ScriptedTextElement(plot, QString());
        auto *rect = new QCPAxisRect(plot);
        grid->addElement(0, panel, title);
        grid->addElement(1, panel, rect);
        QCPAxis *x = rect->axis(QCPAxis::atBottom);
        QCPAxis *y = rect->axis(QCPAxis::atLeft);
        x->setLabel(Text::tr("key token (attended to)"));
        y->setLabel(Text::tr("query token"));
        y->setRangeReversed(true);
        for (QCPAxis *axis : rect->axes()) {
            axis->grid()->setVisible(false);
            axis->setSubTicks(false);
        }
        auto *map = new MatrixImageMap(x, y);
        map->setColorScale(m_scale);
        rect->setMarginGroup(QCP::msTop | QCP::msBottom, group);
        m_titles.append(title);
        m_rects.append(rect);
        m_maps.append(map);
    }
    grid->addElement(1, count, m_scale);
    m_scale->setMarginGroup(QCP::msTop | QCP::msBottom, group);
}

WeightPanels::Hidden WeightPanels::keysAfterTheQuery(int n, bool causal)
{
    if (!causal)
        return {};
    Hidden hidden(n, n);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            hidden(i, j) = j > i;
    return hidden;
}

QString WeightPanels::elided(const QString &text, int length)
{
    return text.size() > length ? text.left(length - 1) + QStringLiteral("…") : text;
}

void WeightPanels::setTitle(const QString &title)
{
    m_title->setText(title);
}

void WeightPanels::setNote(const QString &text, double width, const QString &reserved)
{
    // A sentence or two, broken into lines that fit the figure (a QCPTextElement does not wrap).
    const QString shown = wrappedToWidth(text, m_note->font(), width - 24.0);
    m_note->setText(reserved.isEmpty() ? shown
                                       : paddedToLines(shown, wrappedToWidth(reserved, m_note->font(), width - 24.0)));
}

QString WeightPanels::note() const
{
    return m_note->text();
}

void WeightPanels::setStyle(const FigureStyle &style)
{
    m_style = style;
    m_title->setFont(style.titleFont());
    m_note->setFont(style.font);
    m_scale->setGradient(weightGradient(style.palette)); // the scale's gradient is its maps' too
    QFont bold = style.font;
    bold.setBold(true);
    for (QCPTextElement *title : std::as_const(m_titles))
        title->setFont(bold);
    for (QCPAxisRect *rect : std::as_const(m_rects))
        applyStyle(rect, style);
    applyStyle(m_scale, style);
    for (QCPItemText *text : std::as_const(m_cellTexts))
        text->setFont(style.font);
}

void WeightPanels::clear()
{
    for (QCPItemText *text : std::as_const(m_cellTexts))
        m_plot->removeItem(text);
    m_cellTexts.clear();
    for (MatrixImageMap *map : std::as_const(m_maps))
        map->clear();
    for (QCPTextElement *title : std::as_const(m_titles))
        title->setText(QString());
}

void WeightPanels::show(int panel, const Eigen::MatrixXd &weights, const QStringList &tokens, const QString &title,
                        const Hidden &hidden)
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
    m_titles[panel]->setText(title);
    // The map takes about two thirds of a panel (the axis labels and token names the rest).
    const double cell = m_panelWidth * 0.65 / std::max(n, 1);
    if (n > maxLabelledTokens || (m_panelWidth > 0 && QFontMetricsF(m_style.font).horizontalAdvance(QStringLiteral("0.000 ")) > cell))
        return;
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            if (hidden.size() > 0 && hidden(r, c))
                continue;
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
