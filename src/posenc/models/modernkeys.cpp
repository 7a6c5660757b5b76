#include <posenc/models/modernkeys.h>

#include <posenc/encodings/parameters.h>
#include <posenc/encodings/rope.h>

namespace posenc {

using namespace configjson;

namespace {

/// \a key as true or false (a number counts: Llama 4 Scout writes attn_temperature_tuning as 4), or nullopt.
std::optional<bool> flag(const Json &object, const char *key, const std::string &where)
{
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        return std::nullopt;
    if (it->is_boolean())
        return it->get<bool>();
    if (it->is_number())
        return it->get<double>() != 0;
    fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: %1%2 is %3 (allowed true or false)"), where, key,
                 shown(*it)));
}

LayerAttention layerType(const Json &value)
{
    if (value.is_string()) {
        const std::string &name = value.get_ref<const std::string &>();
        if (name == "sliding_attention")
            return LayerAttention::Sliding;
        if (name == "full_attention")
            return LayerAttention::Full;
        if (name == "chunked_attention")
            return LayerAttention::Chunked;
    }
    fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: layer_types holds %1 (allowed sliding_attention, "
                                                 "full_attention, chunked_attention)"),
                 shown(value)));
}

void readLayers(const Json &config, ModelConfig &out)
{
    const std::string top;
    LayerSpec &spec = out.layers;
    const char *layersKey = config.contains("num_hidden_layers") ? "num_hidden_layers" : "n_layer";
    if (const auto layers = whole(config, layersKey, top, 1, limits::maxLayers)) {
        spec.layers = int(*layers);
        out.read.push_back(std::string(layersKey) + " = " + std::to_string(*layers));
    }
    const auto needLayers = [&](const char *key, std::size_t size) {
        if (spec.layers == 0)
            fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json names per-layer lists but no num_hidden_layers")));
        if (size != std::size_t(spec.layers))
            fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: %1 has %2 values (allowed exactly "
                                                         "num_hidden_layers = %3)"),
                         key, std::to_string(size), std::to_string(spec.layers)));
    };
    if (const auto it = config.find("layer_types"); it != config.end() && !it->is_null()) {
        if (!it->is_array())
            fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: %1%2 is %3 (allowed: a list of numbers)"), top,
                         "layer_types", shown(*it)));
        needLayers("layer_types", it->size());
        for (const Json &value : *it)
            spec.types.push_back(layerType(value));
        out.read.push_back("layer_types: " + std::to_string(spec.types.size()) + " layers");
    }
    // Qwen2 and Qwen2.5 name a sliding_window their released configs switch off (use_sliding_window false).
    const auto useSliding = flag(config, "use_sliding_window", top);
    if (const auto window = whole(config, "sliding_window", top, 1, limits::maxContextLength)) {
        if (useSliding.value_or(true)) {
            spec.slidingWindow = int(*window);
            out.read.push_back("sliding_window = " + std::to_string(*window));
        } else {
            out.ignored.push_back("sliding_window = " + std::to_string(*window) + ": use_sliding_window is false");
        }
    }
    for (const char *key : {"sliding_window_pattern", "_sliding_window_pattern"})
        if (const auto pattern = whole(config, key, top, 1, limits::maxLayers)) {
            spec.slidingWindowPattern = int(*pattern);
            out.read.push_back(std::string(key) + " = " + std::to_string(*pattern));
            break;
        }
    if (config.contains("no_rope_layers") && !config["no_rope_layers"].is_null()) {
        for (const double value : numbers(config, "no_rope_layers", top)) {
            if (value != 0 && value != 1)
                fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: no_rope_layers holds %1 (allowed 0 or 1)"),
                             text(value)));
            spec.noRopeLayers.push_back(int(value));
        }
        needLayers("no_rope_layers", spec.noRopeLayers.size());
        out.read.push_back("no_rope_layers: " + std::to_string(spec.noRopeLayers.size()) + " layers (1 = RoPE)");
    }
    if (const auto interval = whole(config, "no_rope_layer_interval", top, 1, limits::maxLayers)) {
        spec.noRopeLayerInterval = int(*interval);
        out.read.push_back("no_rope_layer_interval = " + std::to_string(*interval));
    }
    if (const auto chunk = whole(config, "attention_chunk_size", top, 1, limits::maxContextLength)) {
        spec.attentionChunkSize = int(*chunk);
        out.read.push_back("attention_chunk_size = " + std::to_string(*chunk));
    }
    if (const auto local = number(config, "rope_local_base_freq", top)) {
        if (checkBase(*local))
            fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: %1%2 = %3 is out of range (allowed: finite, "
                                                         "greater than 1, at most %4)"),
                         top, "rope_local_base_freq", text(*local), text(limits::maxBase)));
        spec.localBase = *local;
        out.read.push_back("rope_local_base_freq = " + text(*local) + " (sliding layers)");
    }
    // Cohere2 (Command R7B, Command A): RoPE on sliding layers only (modeling_cohere2.py: use_rope on
    // sliding layers).
    if (out.modelType == "cohere2") {
        spec.nopeOnFullAttention = true;
        out.read.push_back("model_type = cohere2: RoPE on sliding-window layers only");
    }
}

void readTemperature(const Json &config, const Json *ropeBlock, ModelConfig &out)
{
    const std::string top;
    if (const auto tuning = flag(config, "attn_temperature_tuning", top); tuning && *tuning) {
        AttentionTemperature t;
        t.rule = TemperatureRule::Llama4;
        t.floorScale = number(config, "floor_scale", top).value_or(8192);
        t.attnScale = number(config, "attn_scale", top).value_or(0.1);
        out.layers.temperatureTuning = true;
        out.temperature = t;
        out.read.push_back("attn_temperature_tuning: floor_scale = " + text(t.floorScale) + ", attn_scale = " +
                           text(t.attnScale) + " (NoPE layers)");
    }
    if (const auto logn = flag(config, "use_logn_attn", top); logn && *logn) {
        AttentionTemperature t;
        t.rule = TemperatureRule::QwenLogn;
        t.lognSeqLength = int(whole(config, "seq_length", top, limits::minLognSeqLength, limits::maxLognSeqLength)
                                  .value_or(2048));
        out.temperature = t;
        out.read.push_back("use_logn_attn: seq_length = " + std::to_string(t.lognSeqLength));
    }
    if (ropeBlock) {
        const std::string where = "rope_parameters.";
        if (const auto beta = number(*ropeBlock, "llama_4_scaling_beta", where)) {
            AttentionTemperature t;
            t.rule = TemperatureRule::Mistral3;
            t.attnScale = *beta;
            t.floorScale = double(whole(*ropeBlock, "original_max_position_embeddings", where, 1,
                                        limits::maxContextLength)
                                      .value_or(8192));
            out.temperature = t;
            out.read.push_back(where + "llama_4_scaling_beta = " + text(*beta) + ", over " + text(t.floorScale));
        }
    }
    if (out.temperature) {
        try {
            attentionTemperature(*out.temperature, 0);
        } catch (const ParameterError &error) {
            fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: %1"), error.message().str()));
        }
    }
}

void readMrope(const Json *ropeBlock, ModelConfig &out)
{
    if (!ropeBlock || !ropeBlock->contains("mrope_section"))
        return;
    const std::string where = "rope_scaling.";
    const std::vector<double> section = numbers(*ropeBlock, "mrope_section", where);
    if (section.size() != 3)
        fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: mrope_section has %1 values (allowed three)"),
                     std::to_string(section.size())));
    for (std::size_t a = 0; a < 3; ++a) {
        if (section[a] != std::trunc(section[a]) || section[a] < 0 || section[a] > limits::maxHeadDim / 2)
            fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: mrope_section holds %1 (allowed whole "
                                                         "numbers 0 .. %2)"),
                         text(section[a]), std::to_string(limits::maxHeadDim / 2)));
        out.mropeSection[a] = int(section[a]);
    }
    if (out.mropeSection[0] + out.mropeSection[1] + out.mropeSection[2] != out.headDim / 2)
        fail(message(POSENC_TRANSLATE_NOOP("posenc", "config.json: mrope_section = %1,%2,%3 does not sum to head_dim / 2 = %4"),
                     std::to_string(out.mropeSection[0]), std::to_string(out.mropeSection[1]),
                     std::to_string(out.mropeSection[2]), std::to_string(out.headDim / 2)));
    out.mropeInterleaved = flag(*ropeBlock, "mrope_interleaved", where).value_or(false);
    out.read.push_back("mrope_section = " + std::to_string(out.mropeSection[0]) + "," +
                       std::to_string(out.mropeSection[1]) + "," + std::to_string(out.mropeSection[2]) +
                       (out.mropeInterleaved ? " (interleaved)" : ""));
}

void readMla(const Json &config, ModelConfig &out)
{
    const std::string top;
    const auto rope = whole(config, "qk_rope_head_dim", top, 2, limits::maxHeadDim);
    if (!rope)
        return;
    out.qkRopeHeadDim = int(*rope);
    out.qkNopeHeadDim = int(whole(config, "qk_nope_head_dim", top, 0, limits::maxHeadDim).value_or(0));
    out.ropeInterleave = flag(config, "rope_interleave", top).value_or(false);
    out.read.push_back("qk_rope_head_dim = " + std::to_string(out.qkRopeHeadDim) + " of " +
                       std::to_string(out.qkNopeHeadDim + out.qkRopeHeadDim) + " (decoupled RoPE)" +
                       (out.ropeInterleave ? ", rope_interleave" : ""));
}

} // namespace

void readModernKeys(const Json &config, const Json *ropeBlock, ModelConfig &out)
{
    readLayers(config, out);
    readTemperature(config, ropeBlock, out);
    readMrope(ropeBlock, out);
    readMla(config, out);
}

} // namespace posenc
