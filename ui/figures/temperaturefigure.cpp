#include "ui/figures/temperaturefigure.h"

#include "ui/figures/figureregistry.h"
#include "ui/figures/scriptedtextelement.h"
#include "ui/figures/strokedgraph.h"
#include "ui/figures/textwrap.h"
#include "ui/state/explorerstate.h"

#include <QCoreApplication>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(TemperatureFigure)
};

constexpr double lastPosition = 1e7;

QString ruleFormula(const posenc::AttentionTemperature &rule)
{
    switch (rule.rule) {
    case posenc::TemperatureRule::Llama4:
        return Text::tr("Llama 4, NoPE layers: 1 + %1 · ln(1 + ⌊(p + 1) / %2⌋)").arg(rule.attnScale).arg(rule.floorScale);
    case posenc::TemperatureRule::Mistral3:
        return Text::tr("Mistral 3: 1 + %1 · ln(1 + ⌊p / %2⌋)").arg(rule.attnScale).arg(rule.floorScale);
    case posenc::TemperatureRule::QwenLogn:
        return Text::tr("Qwen log-n: ln(p + 1) / ln(%1) past p + 1 = %1").arg(rule.lognSeqLength);
    }
    return {};
}
} // namespace

std::vector<double> temperaturePositions(const posenc::AttentionTemperature &rule)
{
    std::vector<double> p{0};
    const double first = posenc::firstTemperedPosition(rule);
    const double step = rule.rule == posenc::TemperatureRule::QwenLogn ? first : std::ceil(rule.floorScale);
    for (const double edge : {first - 2, first - 1, first, first + 1, first + step - 1, first + step})
        if (edge >= 0 && edge <= lastPosition)
            p.push_back(edge);
    for (double decade = 1; decade <= lastPosition; decade *= 10)
        for (const double m : {1.0, 2.0, 5.0})
            if (m * decade <= lastPosition)
                p.push_back(m * decade);
    std::sort(p.begin(), p.end());
    p.erase(std::unique(p.begin(), p.end()), p.end());
    return p;
}

TemperatureFigure::TemperatureFigure(QCustomPlot *plot)
    : PlotFigure(plot)
{
    QCPLayoutGrid *layout = plot->plotLayout();
    layout->insertRow(0);
    m_title = new ScriptedTextElement(plot, figureTitle(modelFigures::temperature));
    layout->addElement(0, 0, m_title);
    layout->insertRow(2);
    m_note = new ScriptedTextElement(plot, QString());
    layout->addElement(2, 0, m_note);
    QCPAxisRect *rect = plot->axisRect();
    rect->axis(QCPAxis::atBottom)->setLabel(Text::tr("query position p + 1 (log scale)"));
    rect->axis(QCPAxis::atBottom)->setScaleType(QCPAxis::stLogarithmic);
    // 1, 10, 100, 10³ … 10⁷ (QCPAxisTickerLog's labels read 1E+06).
    QSharedPointer<QCPAxisTickerText> ticks(new QCPAxisTickerText);
    const QStringList powers{QStringLiteral("1"),   QStringLiteral("10"),  QStringLiteral("100"), QStringLiteral("10³"),
                             QStringLiteral("10⁴"), QStringLiteral("10⁵"), QStringLiteral("10⁶"), QStringLiteral("10⁷")};
    for (int k = 0; k < powers.size(); ++k)
        ticks->addTick(std::pow(10.0, k), powers[k]);
    rect->axis(QCPAxis::atBottom)->setTicker(ticks);
    rect->axis(QCPAxis::atLeft)->setLabel(Text::tr("factor on the query"));
    m_factor = addStrokedGraph(plot);
    m_factor->setLineStyle(QCPGraph::lsStepLeft);
    m_first = new QCPItemStraightLine(plot);
    m_label = new QCPItemText(plot);
    m_label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    setStyle(FigureStyle::screen());
}

void TemperatureFigure::styleFigure(const FigureStyle &style)
{
    m_title->setFont(style.titleFont());
    m_note->setFont(style.font);
    applyStyle(m_plot->axisRect(), style);
    m_factor->setPen(QPen(style.palette.series, 2.5 * style.lineWidth));
    m_first->setPen(QPen(style.palette.position, 1.5 * style.lineWidth, Qt::DashLine));
    m_label->setFont(style.font);
    m_label->setColor(style.palette.position);
    m_label->setBrush(style.palette.labelBackground);
}

void TemperatureFigure::showData(const ExplorerState &state)
{
    m_rule = state.session().features.temperature;
    // The curve: log-spaced positions plus both sides of every step up to 10⁷ (a step function drawn exactly).
    std::vector<double> p;
    for (int k = 0; k <= 700; ++k)
        p.push_back(std::pow(10.0, k / 100.0) - 1);
    if (m_rule.rule != posenc::TemperatureRule::QwenLogn) {
        const double first = posenc::firstTemperedPosition(m_rule);
        for (double edge = first; edge <= lastPosition && p.size() < 40000; edge += std::ceil(m_rule.floorScale)) {
            p.push_back(edge - 1);
            p.push_back(edge);
        }
    }
    std::sort(p.begin(), p.end());
    QVector<double> x, y;
    for (const double position : p) {
        x.append(position + 1);
        y.append(posenc::attentionTemperature(m_rule, position));
    }
    m_factor->setData(x, y, true);
    const double first = posenc::firstTemperedPosition(m_rule);
    m_first->point1->setCoords(first + 1, 0);
    m_first->point2->setCoords(first + 1, 1);
    const double top = posenc::attentionTemperature(m_rule, lastPosition);
    m_label->position->setCoords(first + 1, 1 + (top - 1) * 0.85);
    m_label->setText(Text::tr(" first factor above 1: p = %1").arg(QLocale().toString(first, 'f', 0)));
    QCPAxisRect *rect = m_plot->axisRect();
    rect->axis(QCPAxis::atBottom)->setRange(1, lastPosition * 1.2);
    rect->axis(QCPAxis::atLeft)->setRange(0.95, std::max(1.1, top + (top - 1) * 0.1));
    m_title->setText(figureTitle(modelFigures::temperature) + QStringLiteral(": ") + ruleFormula(m_rule));
    const QString text =
        Text::tr("The query at position p is multiplied by this factor before q·k, so the softmax over more keys stays "
                 "as peaked as it was in training (its entropy grows with the number of keys otherwise). At p = %1 "
                 "the factor is %2; at 10⁷, %3.")
            .arg(QLocale().toString(first + 10000, 'f', 0))
            .arg(posenc::attentionTemperature(m_rule, first + 10000), 0, 'f', 4)
            .arg(top, 0, 'f', 4);
    m_note->setText(wrappedToWidth(text, m_note->font(), m_layoutSize.width() - 24.0));
}

QString TemperatureFigure::hover(const QPointF &pixel, ExplorerState &state)
{
    Q_UNUSED(state);
    QCPAxisRect *rect = m_plot->axisRect();
    if (!rect->rect().contains(pixel.toPoint()))
        return {};
    const double p = std::floor(rect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x())) - 1;
    if (!(p >= 0 && p <= lastPosition))
        return {};
    return Text::tr("p = %1: factor %2").arg(QLocale().toString(p, 'f', 0)).arg(posenc::attentionTemperature(m_rule, p), 0, 'g', 15);
}

FigureEntry temperatureFigureEntry()
{
    FigureEntry e;
    e.id = modelFigures::temperature;
    e.title = QT_TRANSLATE_NOOP("Figure", "Attention temperature");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "Past the length a model was trained on, some models multiply the query by a factor that grows with "
                  "its position: Llama 4 on its layers without RoPE (every 4th), in steps of floor_scale = 8192 "
                  "tokens; Mistral 3 the same way; Qwen-1 by ln(p + 1) / ln(seq_length). Without it, attention over "
                  "a million keys spreads thinner than over the thousands seen in training.");
    e.plot = [](QCustomPlot *plot) { return std::make_unique<TemperatureFigure>(plot); };
    // One line per position: p, the factor.
    e.table = [](const ExplorerState &state) {
        const posenc::AttentionTemperature rule = state.session().features.temperature;
        const std::vector<double> p = temperaturePositions(rule);
        return FigureTable{int(p.size()), 2, [rule, p](int r, int c) {
                               return c == 0 ? p[std::size_t(r)] : posenc::attentionTemperature(rule, p[std::size_t(r)]);
                           }};
    };
    e.dataSignals = stateSignals(&ExplorerState::fieldChanged);
    e.dataFields = {featureKeys::temperatureRule, featureKeys::floorScale, featureKeys::attnScale,
                    featureKeys::lognSeqLength};
    return e;
}
