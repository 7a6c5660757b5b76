#include "ui/figures/layermapfigure.h"

#include "ui/families/ropefamily.h"
#include "ui/figures/figureregistry.h"
#include "ui/figures/heatmapcells.h"
#include "ui/figures/scriptedtextelement.h"
#include "ui/figures/textwrap.h"
#include "ui/state/explorerstate.h"

#include <posenc/io/fileerror.h>
#include <posenc/models/modelconfig.h>
#include <posenc/models/modelpresets.h>

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <qcustomplot.h>

#include <cmath>
#include <map>

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LayerMapFigure)
};

/// The height of a NoPE layer's bar (log₁₀ of the base axis): below every real base.
constexpr double nopeHeight = 0.6;

QString attentionText(const posenc::LayerPosition &layer)
{
    switch (layer.attention) {
    case posenc::LayerAttention::Full:
        return Text::tr("global attention");
    case posenc::LayerAttention::Sliding:
        return Text::tr("sliding window of %1").arg(layer.window);
    case posenc::LayerAttention::Chunked:
        return Text::tr("chunks of %1").arg(layer.window);
    }
    return {};
}
} // namespace

QString layerDescription(const posenc::LayerPosition &layer)
{
    QString rope = layer.usesRope ? Text::tr("RoPE base %1").arg(QString::number(layer.base, 'g', 12))
                                  : Text::tr("no RoPE (NoPE)");
    if (layer.usesRope && layer.factor != 1)
        rope += Text::tr(", %1 × %2")
                    .arg(QString::fromLatin1(posenc::ropeScalingNames.name(layer.scaling)))
                    .arg(layer.factor);
    if (layer.tempered)
        rope += Text::tr(", query temperature");
    return Text::tr("%1, %2").arg(attentionText(layer), rope);
}

std::optional<ModelLayers> sessionLayers(const Session &session, QString *why)
{
    ModelLayers out;
    posenc::LayerSpec spec;
    double base = 0;
    if (!session.model.isEmpty()) {
        const posenc::ModelPreset *p = posenc::modelPreset(session.model.toStdString());
        if (!p) {
            *why = Text::tr("no preset is named '%1'").arg(session.model);
            return std::nullopt;
        }
        out.title = QString::fromUtf8(p->title);
        spec = p->layers;
        base = p->base;
        out.scaling = p->scaling;
    } else if (!session.modelConfig.isEmpty()) {
        try {
            const posenc::ModelConfig c = posenc::readModelConfig(QFile::encodeName(session.modelConfig).toStdString());
            out.title = QFileInfo(session.modelConfig).fileName();
            spec = c.layers;
            base = c.base;
            out.scaling = c.scaling;
        } catch (const posenc::FileError &e) {
            *why = QString::fromStdString(e.what());
            return std::nullopt;
        }
    } else {
        *why = Text::tr("no model chosen: choose one with --model NAME or --model-config FILE (File › Model)");
        return std::nullopt;
    }
    if (spec.layers == 0) {
        *why = Text::tr("%1 names no num_hidden_layers: every layer does the same (the RoPE tabs show it)").arg(out.title);
        return std::nullopt;
    }
    out.map = posenc::layerMap(spec, base, out.scaling);
    return out;
}

LayerMapFigure::LayerMapFigure(QCustomPlot *plot)
    : PlotFigure(plot)
{
    QCPLayoutGrid *layout = plot->plotLayout();
    layout->insertRow(0);
    m_title = new ScriptedTextElement(plot, figureTitle(modelFigures::layerMap));
    layout->addElement(0, 0, m_title);
    layout->insertRow(2);
    m_note = new ScriptedTextElement(plot, QString());
    layout->addElement(2, 0, m_note);
    QCPAxisRect *rect = plot->axisRect();
    rect->axis(QCPAxis::atBottom)->setLabel(Text::tr("layer"));
    rect->axis(QCPAxis::atLeft)->setLabel(Text::tr("RoPE base (log₁₀)"));
    QCPAxis *x = rect->axis(QCPAxis::atBottom), *y = rect->axis(QCPAxis::atLeft);
    m_full = new QCPBars(x, y);
    m_sliding = new QCPBars(x, y);
    m_chunked = new QCPBars(x, y);
    m_nope = new QCPBars(x, y);
    m_full->setName(Text::tr("RoPE, global attention"));
    m_sliding->setName(Text::tr("RoPE, sliding window"));
    m_chunked->setName(Text::tr("RoPE, chunked attention"));
    m_nope->setName(Text::tr("no RoPE (NoPE)"));
    for (QCPBars *bars : {m_full, m_sliding, m_chunked, m_nope})
        bars->setWidth(0.8);
    plot->legend->setVisible(true);
    setStyle(FigureStyle::screen());
}

void LayerMapFigure::styleFigure(const FigureStyle &style)
{
    m_title->setFont(style.titleFont());
    m_note->setFont(style.font);
    applyStyle(m_plot->axisRect(), style);
    applyStyle(m_plot->legend, style);
    const QPen edge(style.palette.background, 0.5 * style.lineWidth);
    m_full->setPen(edge);
    m_full->setBrush(style.palette.position);
    m_sliding->setPen(edge);
    m_sliding->setBrush(style.palette.series);
    m_chunked->setPen(edge);
    m_chunked->setBrush(style.palette.comparePosition);
    m_nope->setPen(edge);
    m_nope->setBrush(style.palette.dialRim);
}

void LayerMapFigure::showData(const ExplorerState &state)
{
    QString why;
    m_layers = sessionLayers(state.session(), &why);
    QVector<double> keys[4], values[4];
    std::map<QString, int> groups; // description → layers with it
    if (m_layers)
        for (const posenc::LayerPosition &layer : m_layers->map) {
            const int kind = !layer.usesRope                                    ? 3
                             : layer.attention == posenc::LayerAttention::Full ? 0
                             : layer.attention == posenc::LayerAttention::Sliding ? 1
                                                                                  : 2;
            keys[kind].append(layer.layer);
            values[kind].append(layer.usesRope ? std::log10(layer.base) : nopeHeight);
            ++groups[layerDescription(layer)];
        }
    QCPBars *bars[4] = {m_full, m_sliding, m_chunked, m_nope};
    for (int kind = 0; kind < 4; ++kind) {
        bars[kind]->setData(keys[kind], values[kind], true);
        bars[kind]->removeFromLegend(m_plot->legend);
        if (!keys[kind].isEmpty())
            bars[kind]->addToLegend(m_plot->legend);
    }
    const int layers = m_layers ? int(m_layers->map.size()) : 1;
    QCPAxisRect *rect = m_plot->axisRect();
    rect->axis(QCPAxis::atBottom)->setRange(-0.7, layers - 0.3);
    rect->axis(QCPAxis::atBottom)->setTicker(wholeNumberTicker());
    rect->axis(QCPAxis::atLeft)->setRange(0, 8.5);
    if (!m_layers) {
        m_title->setText(figureTitle(modelFigures::layerMap));
        m_note->setText(wrappedToWidth(why, m_note->font(), m_layoutSize.width() - 24.0));
        return;
    }
    m_title->setText(Text::tr("%1: %2 (%3 layers)").arg(figureTitle(modelFigures::layerMap), m_layers->title).arg(layers));
    QStringList lines;
    for (const auto &[description, count] : groups)
        lines.append(Text::tr("%1 layers: %2").arg(count).arg(description));
    m_note->setText(wrappedToWidth(lines.join(Text::tr("; ", "between the groups of layers")) + Text::tr(". Click a layer to see its RoPE."),
                                   m_note->font(), m_layoutSize.width() - 24.0));
}

const posenc::LayerPosition *LayerMapFigure::layerAt(const QPointF &pixel) const
{
    QCPAxisRect *rect = m_plot->axisRect();
    if (!m_layers || !rect->rect().contains(pixel.toPoint()))
        return nullptr;
    const long long layer = std::llround(rect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x()));
    if (layer < 0 || layer >= (long long)m_layers->map.size())
        return nullptr;
    return &m_layers->map[std::size_t(layer)];
}

QString LayerMapFigure::hover(const QPointF &pixel, ExplorerState &state)
{
    Q_UNUSED(state);
    const posenc::LayerPosition *layer = layerAt(pixel);
    return layer ? Text::tr("layer %1: %2").arg(layer->layer).arg(layerDescription(*layer)) : QString();
}

void LayerMapFigure::click(const QPointF &pixel, ExplorerState &state)
{
    const posenc::LayerPosition *layer = layerAt(pixel);
    if (!layer)
        return;
    // The layer's RoPE on the scores (its base and its scaling: Gemma 3's sliding layers none), or nothing.
    if (!layer->usesRope) {
        state.setField(commonKeys::scores, QStringLiteral("none"));
        return;
    }
    state.setField(commonKeys::scores, QStringLiteral("rope"));
    state.setField(commonKeys::base, layer->base);
    state.setField(ropeKeys::ropeScaling, QString::fromLatin1(posenc::ropeScalingNames.name(layer->scaling)));
    if (layer->scaling != posenc::RopeScalingType::Default)
        state.setField(ropeKeys::scalingFactor, layer->factor);
}

FigureEntry layerMapFigureEntry()
{
    FigureEntry e;
    e.id = modelFigures::layerMap;
    e.title = QT_TRANSLATE_NOOP("Figure", "Layer map");
    e.caption = QT_TRANSLATE_NOOP(
        "Figure", "Current models do not treat position the same way in every layer. Llama 4 rotates q and k in three "
                  "layers of four and leaves the fourth without any position (NoPE), attending to everything; Gemma 3 "
                  "gives five of six layers a sliding window and base 10 000, the sixth global attention and base 10⁶ "
                  "with linear scaling. Read from the model's config.json or its preset.");
    e.plot = [](QCustomPlot *plot) { return std::make_unique<LayerMapFigure>(plot); };
    // One line per layer: layer, uses RoPE (1/0), base (0: none), scaling factor, window (0: global), attention
    // (0 full, 1 sliding, 2 chunked), query temperature (1/0).
    e.table = [](const ExplorerState &state) {
        QString why;
        const auto layers = sessionLayers(state.session(), &why);
        const std::vector<posenc::LayerPosition> map = layers ? layers->map : std::vector<posenc::LayerPosition>{};
        return FigureTable{int(map.size()), 7, [map](int r, int c) {
                               const posenc::LayerPosition &l = map[std::size_t(r)];
                               const double row[] = {double(l.layer), double(l.usesRope), l.base, l.factor,
                                                     double(l.window), double(int(l.attention)), double(l.tempered)};
                               return row[c];
                           }};
    };
    e.unavailable = [](const ExplorerState &state) {
        QString why;
        return sessionLayers(state.session(), &why) ? QString() : why;
    };
    e.exampleOptions = {QStringLiteral("--model"), QStringLiteral("llama-4-scout")};
    e.dataSignals = stateSignals(&ExplorerState::fieldChanged);
    e.dataFields = {commonKeys::model, commonKeys::modelConfig};
    return e;
}
