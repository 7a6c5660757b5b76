#pragma once
/// \file layermap.h
/// \brief What each layer of a model does with position: RoPE (with which base and scaling) or none (NoPE), a
/// sliding window or global attention, a chunk, a temperature. Current models mix them: Llama 4 drops RoPE on
/// every 4th layer (iRoPE), Gemma 3 gives its sliding-window layers base 10 000 and its global layers 10⁶ with
/// linear scaling, Command R7B and SmolLM3 drop RoPE on their global layers.
///
/// Built from a config.json's keys as transformers reads them (tests/data/golden/current/README.md secs. 3–4):
/// `layer_types` (per layer "sliding_attention", "full_attention", "chunked_attention"), else
/// `sliding_window_pattern` (layer i slides unless (i + 1) % pattern = 0; Gemma 3, configuration_gemma3.py);
/// `no_rope_layers` (1 = uses RoPE, despite the name: modeling_llama4.py `self.use_rope =
/// config.no_rope_layers[layer_idx]`), else `no_rope_layer_interval` (layer i uses RoPE unless (i + 1) % interval
/// = 0; configuration_llama4.py); `rope_local_base_freq` (Gemma 3: the sliding layers' base, without the
/// scaling block: modeling_gemma3.py sets `rope_scaling = {"rope_type": "default"}` for them).

#include <posenc/encodings/ropescaling.h>

#include <string>
#include <vector>

namespace posenc {

/// A layer's attention span.
enum class LayerAttention
{
    Full,    ///< every earlier token
    Sliding, ///< the last sliding_window tokens
    Chunked, ///< tokens of the same attention_chunk_size chunk (Llama 4's RoPE layers)
};

/// The per-layer keys of a config, as read (0 / empty when absent).
struct LayerSpec
{
    int layers = 0;                       ///< num_hidden_layers
    std::vector<LayerAttention> types;    ///< layer_types, one per layer, or empty
    int slidingWindow = 0;                ///< sliding_window (tokens), 0 when none
    int slidingWindowPattern = 0;         ///< sliding_window_pattern (Gemma 3: 6), 0 when none
    std::vector<int> noRopeLayers;        ///< no_rope_layers: 1 = uses RoPE, 0 = NoPE; or empty
    int noRopeLayerInterval = 0;          ///< no_rope_layer_interval (Llama 4: 4), 0 when none
    bool nopeOnFullAttention = false;     ///< Cohere2 (Command R7B / A): RoPE only on sliding layers
    double localBase = 0;                 ///< rope_local_base_freq, 0 when none
    int attentionChunkSize = 0;           ///< attention_chunk_size (Llama 4: 8192), 0 when none
    bool temperatureTuning = false;       ///< attn_temperature_tuning (on NoPE layers)
    bool operator==(const LayerSpec &) const = default;
};

/// One row of the map.
struct LayerPosition
{
    int layer = 0;
    bool usesRope = true;
    double base = 10000;     ///< the layer's rope_theta; 0 on a NoPE layer
    double factor = 1;       ///< the layer's rope_scaling factor (1: none); 1 on a NoPE layer
    RopeScalingType scaling = RopeScalingType::Default;
    LayerAttention attention = LayerAttention::Full;
    int window = 0;          ///< sliding window or chunk in tokens; 0 for full attention
    bool tempered = false;   ///< the query scaled by the attention temperature (attentiontemperature.h)
};

/// The map of a model with \a spec's layers, rope_theta \a base and \a scaling (its global block).
/// \throws ParameterError when layers is outside 1 .. 1024 or a per-layer list has another length.
std::vector<LayerPosition> layerMap(const LayerSpec &spec, double base, const RopeScaling &scaling);

/// "full", "sliding", "chunked" (CSV notes, the figure's legend).
const char *layerAttentionName(LayerAttention attention);

namespace limits {
inline constexpr int maxLayers = 1024;
} // namespace limits

} // namespace posenc
