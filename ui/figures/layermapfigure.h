#pragma once
/// \file layermapfigure.h
/// \brief What each layer of the chosen model does with position (posenc/models/layermap.h): one bar per layer,
/// its height the layer's RoPE base (log scale), its colour its attention (full, sliding window, chunked); a
/// layer without RoPE (NoPE) a grey bar at the bottom. From the preset (--model) or the config.json
/// (--model-config); clicking a layer gives the RoPE tabs that layer's base and scaling.

#include "ui/figures/modelfigures.h"
#include "ui/figures/plotfigure.h"

#include <posenc/models/layermap.h>

#include <QString>

#include <optional>
#include <vector>

class QCPBars;
class QCPTextElement;
struct Session;

/// The layers of \a session's model: its name and map; nullopt with \a why set when the session names no model
/// with layers (or its config.json cannot be read).
struct ModelLayers
{
    QString title;
    std::vector<posenc::LayerPosition> map;
    posenc::RopeScaling scaling; ///< the model's rope_scaling block (global layers)
};
std::optional<ModelLayers> sessionLayers(const Session &session, QString *why);

class LayerMapFigure : public PlotFigure
{
public:
    explicit LayerMapFigure(QCustomPlot *plot);

    Figure figure() const override { return modelFigures::layerMap; }
    void styleFigure(const FigureStyle &style) override;
    void showData(const ExplorerState &state) override;
    QString hover(const QPointF &pixel, ExplorerState &state) override;
    void click(const QPointF &pixel, ExplorerState &state) override;

private:
    const posenc::LayerPosition *layerAt(const QPointF &pixel) const;

    QCPTextElement *m_title;
    QCPTextElement *m_note;
    QCPBars *m_full, *m_sliding, *m_chunked, *m_nope;
    std::optional<ModelLayers> m_layers;
};

/// "layer 5: global attention, RoPE base 1000000, linear × 8" (hover, the note's groups).
QString layerDescription(const posenc::LayerPosition &layer);
