#include <posenc/models/modelpresets.h>

namespace posenc {

namespace {

RopeScaling llama3(double factor)
{
    RopeScaling s;
    s.type = RopeScalingType::Llama3;
    s.factor = factor;
    s.lowFreqFactor = 1;
    s.highFreqFactor = 4;
    s.originalMaxPositions = 8192;
    s.maxPositions = 131072;
    return s;
}

RopeScaling yarn(double factor, int original, int maxPositions)
{
    RopeScaling s;
    s.type = RopeScalingType::Yarn;
    s.factor = factor;
    s.originalMaxPositions = original;
    s.maxPositions = maxPositions;
    return s;
}

RopeScaling none(int maxPositions)
{
    RopeScaling s;
    s.maxPositions = maxPositions;
    return s;
}

RopeScaling deepSeekV3()
{
    RopeScaling s = yarn(40, 4096, 163840);
    s.mscale = 1.0;
    s.mscaleAllDim = 1.0;
    return s;
}

RopeScaling gptOss()
{
    RopeScaling s = yarn(32, 4096, 131072);
    s.truncate = false;
    return s;
}

RopeScaling phi3()
{
    // Phi-3-vision-128k-instruct's config.json ("su", 48 + 48 factors: one per pair of head_dim 96).
    RopeScaling s;
    s.type = RopeScalingType::LongRope;
    s.originalMaxPositions = 4096;
    s.maxPositions = 131072;
    s.factor = 32;
    s.longFactor = {1.0299999713897705, 1.0499999523162842, 1.0499999523162842, 1.0799999237060547, 1.2299998998641968,
                    1.2299998998641968, 1.2999999523162842, 1.4499999284744263, 1.5999999046325684, 1.6499998569488525,
                    1.8999998569488525, 2.859999895095825,  3.68999981880188,   5.419999599456787,  5.489999771118164,
                    5.489999771118164,  9.09000015258789,   11.579999923706055, 15.65999984741211,  15.769999504089355,
                    15.789999961853027, 18.360000610351562, 21.989999771118164, 23.079999923706055, 30.009998321533203,
                    32.35000228881836,  32.590003967285156, 35.56000518798828,  39.95000457763672,  53.840003967285156,
                    56.20000457763672,  57.95000457763672,  59.29000473022461,  59.77000427246094,  59.920005798339844,
                    61.190006256103516, 61.96000671386719,  62.50000762939453,  63.3700065612793,   63.48000717163086,
                    63.48000717163086,  63.66000747680664,  63.850006103515625, 64.08000946044922,  64.760009765625,
                    64.80001068115234,  64.81001281738281,  64.81001281738281};
    s.shortFactor = {1.05, 1.05, 1.05, 1.1, 1.1, 1.1, 1.2500000000000002, 1.2500000000000002, 1.4000000000000004,
                     1.4500000000000004, 1.5500000000000005, 1.8500000000000008, 1.9000000000000008};
    s.shortFactor.insert(s.shortFactor.end(), 19, 2.000000000000001);
    for (const double f : {2.1000000000000005, 2.1000000000000005, 2.2, 2.3499999999999996, 2.3499999999999996,
                           2.3499999999999996, 2.3499999999999996, 2.3999999999999995, 2.3999999999999995,
                           2.6499999999999986, 2.6999999999999984, 2.8999999999999977, 2.9499999999999975,
                           3.049999999999997, 3.049999999999997, 3.049999999999997})
        s.shortFactor.push_back(f);
    return s;
}

constexpr auto halves = RopePairing::Halves;

/// \a preset with its per-layer keys, sections and temperature.
ModelPreset with(ModelPreset preset, LayerSpec layers, std::array<int, 3> mrope = {0, 0, 0}, bool interleaved = false,
                 std::optional<AttentionTemperature> temperature = std::nullopt)
{
    preset.layers = std::move(layers);
    preset.mropeSection = mrope;
    preset.mropeInterleaved = interleaved;
    preset.temperature = temperature;
    return preset;
}

LayerSpec layers(int count)
{
    LayerSpec spec;
    spec.layers = count;
    return spec;
}

/// Gemma 3: sliding_window_pattern 6 (every 6th layer global), window 1024, the sliding layers at base 10 000.
LayerSpec gemma3(int count)
{
    LayerSpec spec = layers(count);
    spec.slidingWindowPattern = 6;
    spec.slidingWindow = 1024;
    spec.localBase = 10000;
    return spec;
}

RopeScaling linear(double factor, int maxPositions)
{
    RopeScaling s;
    s.type = RopeScalingType::Linear;
    s.factor = factor;
    s.maxPositions = maxPositions;
    return s;
}

/// Llama 4 Scout: every 4th layer NoPE with the temperature, the others RoPE in chunks of 8192.
ModelPreset llama4Scout()
{
    RopeScaling scaling = llama3(16);
    scaling.lowFreqFactor = 1;
    scaling.highFreqFactor = 1; // as the config: transformers' smoothing then divides by zero (see unverified)
    scaling.maxPositions = 10485760;
    LayerSpec spec = layers(48);
    spec.noRopeLayerInterval = 4;
    spec.attentionChunkSize = 8192;
    spec.temperatureTuning = true;
    AttentionTemperature t; // Llama4TextConfig defaults: floor_scale 8192, attn_scale 0.1
    return with({"llama-4-scout", "Llama 4 Scout", 500000, 128, 128, 10485760, halves, scaling,
                 "transformers configuration_llama4.py (Llama4TextConfig defaults) and its Hugging Face config.json",
                 "the llama3 block: copies disagree (factor 8 or 16; low_freq_factor = high_freq_factor = 1 makes "
                 "transformers' smoothing divide by zero, llama.cpp uses max(0.001, high - low))"},
                spec, {0, 0, 0}, false, t);
}

ModelPreset qwenVl(const char *name, const char *title, double base, int maxPositions, int count,
                   std::array<int, 3> section, bool interleaved, const char *source, const char *unverified)
{
    return with({name, title, base, 128, 128, maxPositions, halves, none(maxPositions), source, unverified},
                layers(count), section, interleaved);
}

} // namespace

const std::vector<ModelPreset> &modelPresets()
{
    static const std::vector<ModelPreset> presets = {
        {"llama-2-7b", "Llama 2 7B", 10000, 128, 128, 4096, halves, none(4096), "litgpt config.py", ""},
        {"codellama-7b", "Code Llama 7B", 1e6, 128, 128, 16384, halves, none(16384), "litgpt config.py", ""},
        {"llama-3-8b", "Llama 3 8B", 500000, 128, 128, 8192, halves, none(8192), "a copy of its Hugging Face config.json",
         ""},
        {"llama-3.1-8b", "Llama 3.1 8B", 500000, 128, 128, 131072, halves, llama3(8), "litgpt config.py", ""},
        {"llama-3.2-1b", "Llama 3.2 1B", 500000, 64, 64, 131072, halves, llama3(32),
         "a copy of its Hugging Face config.json", ""},
        {"mistral-7b-v0.1", "Mistral 7B v0.1", 10000, 128, 128, 32768, halves, none(32768),
         "litgpt config.py (sliding window 4096)", ""},
        {"mistral-7b-v0.3", "Mistral 7B v0.3", 1e6, 128, 128, 32768, halves, none(32768), "litgpt config.py", ""},
        {"qwen2.5-7b", "Qwen2.5 7B", 1e6, 128, 128, 32768, halves, none(32768),
         "its model card, quoted in transformers #33783", ""},
        {"qwen2.5-7b-yarn", "Qwen2.5 7B + YaRN", 1e6, 128, 128, 32768, halves, yarn(4, 32768, 32768),
         "its model card's recipe (factor 4, original 32768), quoted in transformers #33783", ""},
        {"deepseek-v3", "DeepSeek-V3", 10000, 64, 64, 163840, halves, deepSeekV3(),
         "its config.json quoted in Megatron-LM #1418; DeepSeek-V3 inference/model.py", ""},
        {"phi-3-128k", "Phi-3 128k", 10000, 96, 96, 131072, halves, phi3(),
         "Phi-3-vision-128k-instruct's config.json", "the factor lists (Phi-3-vision's; not checked for mini-128k)"},
        {"gpt-oss", "gpt-oss", 150000, 64, 64, 131072, halves, gptOss(), "GptOssConfig's defaults in transformers",
         "rope_theta 150000 and head_dim 64"},
        {"gpt-neox-20b", "GPT-NeoX-20B", 10000, 96, 24, 2048, halves, none(2048),
         "a copy of its Hugging Face config.json (rotary_pct 0.25)", ""},
        {"gpt-j-6b", "GPT-J-6B", 10000, 256, 64, 2048, RopePairing::Interleaved, none(2048),
         "TensorRT-LLM's documentation (rotary_dim 64)", "rope_theta 10000"},
        // Issue 56: what current models do with position layer by layer.
        llama4Scout(),
        with({"gemma-3-1b", "Gemma 3 1B", 1e6, 256, 256, 32768, halves, none(32768),
              "transformers configuration_gemma3.py (Gemma3TextConfig, 4.50); 26 layers", "max_position_embeddings"},
             gemma3(26)),
        with({"gemma-3-4b", "Gemma 3 4B", 1e6, 256, 256, 131072, halves, linear(8, 131072),
              "transformers configuration_gemma3.py (4.50) and the 4B config.json's text_config (linear factor 8)", ""},
             gemma3(34)),
        with({"gemma-3-27b", "Gemma 3 27B", 1e6, 128, 128, 131072, halves, linear(8, 131072),
              "the 27B config.json's text_config (head_dim 128, 62 layers, linear factor 8)", ""},
             gemma3(62)),
        qwenVl("qwen2-vl-7b", "Qwen2-VL 7B", 1e6, 32768, 28, {16, 24, 24}, false,
               "its config.json (rope_scaling type mrope, mrope_section [16, 24, 24]); modeling_qwen2_vl.py", ""),
        qwenVl("qwen2.5-vl-7b", "Qwen2.5-VL 7B", 1e6, 128000, 28, {16, 24, 24}, false,
               "its config.json (mrope_section [16, 24, 24], tokens_per_second 2); modeling_qwen2_5_vl.py",
               "max_position_embeddings"),
        qwenVl("qwen3-vl-8b", "Qwen3-VL 8B", 5e6, 262144, 36, {24, 20, 20}, true,
               "transformers modular_qwen3_vl.py (rope_theta 5000000, mrope_section [24, 20, 20], interleaved)",
               "num_hidden_layers and max_position_embeddings"),
    };
    return presets;
}

const ModelPreset *modelPreset(const std::string &name)
{
    for (const ModelPreset &p : modelPresets())
        if (name == p.name)
            return &p;
    return nullptr;
}

std::string modelPresetNames()
{
    std::string s;
    for (const ModelPreset &p : modelPresets())
        s += (s.empty() ? "" : ", ") + std::string(p.name);
    return s;
}

} // namespace posenc
