#pragma once
/// \file modelpresets.h
/// \brief Real models' RoPE settings, built in (`--model NAME`), each value with its source
/// (../shared/models.md): base (rope_theta), head_dim, the rotated part, max_position_embeddings, the
/// pairing and the rope_scaling block. A preset some of whose values are not yet checked against the
/// model's own config.json says which (unverified).

#include <posenc/encodings/rope.h>
#include <posenc/encodings/ropescaling.h>
#include <posenc/models/layermap.h>
#include <posenc/modern/attentiontemperature.h>

#include <array>
#include <optional>

#include <string>
#include <vector>

namespace posenc {

/// One model's RoPE.
struct ModelPreset
{
    const char *name;  ///< --model value, e.g. "llama-3.1-8b"
    const char *title; ///< "Llama 3.1 8B"
    double base;       ///< rope_theta
    int headDim;       ///< head_dim (DeepSeek-V3: qk_rope_head_dim, the part RoPE acts on)
    int rotaryDim;     ///< R; head_dim when all of it rotates
    int maxPositions;  ///< max_position_embeddings
    RopePairing pairing; ///< as the model's Hugging Face code pairs (rotate_half: halves; GPT-J: interleaved)
    RopeScaling scaling; ///< type Default when none
    const char *source;     ///< where the values were read
    const char *unverified; ///< which values are not checked against the model's own config.json; "" when all are
    /// What each layer does with position (layermap.h); layers.layers = 0 for a model whose layers all do the same.
    LayerSpec layers = {};
    std::array<int, 3> mropeSection = {0, 0, 0}; ///< M-RoPE's mrope_section (mrope.h); all 0 when none
    bool mropeInterleaved = false;               ///< Qwen3-VL's interleaved M-RoPE
    std::optional<AttentionTemperature> temperature = {}; ///< the query's temperature by position, if any
};

/// Every preset, in the order of the list (Llama 2 … GPT-J).
const std::vector<ModelPreset> &modelPresets();
/// The preset named \a name, or nullptr.
const ModelPreset *modelPreset(const std::string &name);
/// "llama-2-7b, codellama-7b, …" for messages.
std::string modelPresetNames();

} // namespace posenc
