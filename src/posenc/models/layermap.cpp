#include <posenc/models/layermap.h>

#include <posenc/encodings/parameters.h>

namespace posenc {

namespace {

void checkListLength(const char *key, std::size_t size, int layers)
{
    if (size != 0 && size != std::size_t(layers)) {
        throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "%1 has %2 values (allowed exactly "
                                                                     "num_hidden_layers = %3)"),
                                     key, std::to_string(size), std::to_string(layers)));
    }
}

} // namespace

std::vector<LayerPosition> layerMap(const LayerSpec &spec, double base, const RopeScaling &scaling)
{
    if (spec.layers < 1 || spec.layers > limits::maxLayers) {
        throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "num_hidden_layers = %1 is out of range "
                                                                     "(allowed 1 .. %2)"),
                                     std::to_string(spec.layers), std::to_string(limits::maxLayers)));
    }
    checkListLength("layer_types", spec.types.size(), spec.layers);
    checkListLength("no_rope_layers", spec.noRopeLayers.size(), spec.layers);
    std::vector<LayerPosition> map(static_cast<std::size_t>(spec.layers));
    for (int i = 0; i < spec.layers; ++i) {
        LayerPosition &row = map[std::size_t(i)];
        row.layer = i;
        if (!spec.noRopeLayers.empty())
            row.usesRope = spec.noRopeLayers[std::size_t(i)] != 0;
        else if (spec.noRopeLayerInterval > 0)
            row.usesRope = (i + 1) % spec.noRopeLayerInterval != 0;
        if (!spec.types.empty())
            row.attention = spec.types[std::size_t(i)];
        else if (spec.slidingWindowPattern > 0) // bool((i + 1) % pattern): sliding
            row.attention = (i + 1) % spec.slidingWindowPattern ? LayerAttention::Sliding : LayerAttention::Full;
        else if (spec.slidingWindow > 0)        // Mistral 7B v0.1: every layer slides
            row.attention = LayerAttention::Sliding;
        else if (spec.attentionChunkSize > 0)   // Llama 4: "chunked_attention" if the layer uses RoPE
            row.attention = row.usesRope ? LayerAttention::Chunked : LayerAttention::Full;
        row.window = row.attention == LayerAttention::Sliding   ? spec.slidingWindow
                     : row.attention == LayerAttention::Chunked ? spec.attentionChunkSize
                                                                : 0;
        if (spec.noRopeLayers.empty() && spec.noRopeLayerInterval == 0 && spec.nopeOnFullAttention)
            row.usesRope = row.attention == LayerAttention::Sliding;
        row.tempered = !row.usesRope && spec.temperatureTuning;
        if (!row.usesRope) {
            row.base = 0;
            row.factor = 1;
            continue;
        }
        const bool local = row.attention == LayerAttention::Sliding && spec.localBase > 0;
        row.base = local ? spec.localBase : base;
        row.scaling = local ? RopeScalingType::Default : scaling.type;
        row.factor = local || scaling.type == RopeScalingType::Default ? 1 : scaling.factor;
    }
    return map;
}

const char *layerAttentionName(LayerAttention attention)
{
    switch (attention) {
    case LayerAttention::Full:
        return "full";
    case LayerAttention::Sliding:
        return "sliding";
    case LayerAttention::Chunked:
        return "chunked";
    }
    return "full";
}

} // namespace posenc
