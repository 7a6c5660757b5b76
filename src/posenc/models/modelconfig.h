#pragma once
/// \file modelconfig.h
/// \brief What a Hugging Face `config.json` says of a model's RoPE: its base (rope_theta), head_dim, the
/// rotated part of it, max_position_embeddings and the `rope_scaling` block (or the newer `rope_parameters`),
/// read as transformers reads them (configuration_*.py and modeling_rope_utils.py), with a list of what was
/// read and what was ignored and why. The text is parsed as JSON (nlohmann-json), never evaluated.

#include <posenc/encodings/rope.h>
#include <posenc/encodings/ropescaling.h>
#include <posenc/models/layermap.h>
#include <posenc/modern/attentiontemperature.h>

#include <array>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace posenc {

/// A model's RoPE settings from its config.json.
struct ModelConfig
{
    double base = 10000.0;  ///< rope_theta (transformers' default 10000 when absent)
    int headDim = 0;        ///< head_dim, else hidden_size / num_attention_heads (n_embd / n_head)
    int rotaryDim = 0;      ///< R: rotary_dim, else head_dim · partial_rotary_factor or · rotary_pct, else head_dim
    int maxPositions = 0;   ///< max_position_embeddings (n_positions); 0 when absent
    /// How transformers' code for this config pairs dimensions: rotate_half (halves), except the configs
    /// with rotary_dim (GPT-J, CodeGen: rotate_every_two, interleaved).
    RopePairing pairing = RopePairing::Halves;
    RopeScaling scaling;    ///< rope_scaling / rope_parameters; type Default when absent or null
    /// The per-layer keys (layer_types, sliding_window(_pattern), no_rope_layers, rope_local_base_freq …;
    /// layermap.h); layers.layers = 0 when the config names no num_hidden_layers.
    LayerSpec layers;
    /// M-RoPE's mrope_section (Qwen2-VL, Qwen2.5-VL, Qwen3-VL; mrope.h); all 0 when absent.
    std::array<int, 3> mropeSection{0, 0, 0};
    bool mropeInterleaved = false;  ///< mrope_interleaved (Qwen3-VL)
    /// MLA's decoupled RoPE (DeepSeek-V2/V3): qk_rope_head_dim of qk_nope_head_dim + qk_rope_head_dim rotate;
    /// 0 when absent. head_dim is then qk_rope_head_dim (the part RoPE acts on) unless the config names one.
    int qkRopeHeadDim = 0;
    int qkNopeHeadDim = 0;
    bool ropeInterleave = false;    ///< rope_interleave (DeepSeek-V3 in transformers: the permuted pairs)
    /// The query's temperature by position, when the config turns one on (attn_temperature_tuning with
    /// floor_scale and attn_scale; use_logn_attn with seq_length; llama_4_scaling_beta).
    std::optional<AttentionTemperature> temperature;
    std::string modelType;          ///< model_type ("llama4_text", "gemma3_text" …), "" when absent
    std::vector<std::string> read;    ///< "rope_theta = 500000", … one line per value read
    /// "rope_scaling.foo: not read by llama3", … one line each for the first 8 keys (abbreviatedText()), then
    /// "rope_scaling: and 999992 more keys not read by llama3": at most 9 lines whatever the file.
    std::vector<std::string> ignored;
};

/// The largest config.json read (a real one is a few kilobytes).
inline constexpr std::size_t maxModelConfigBytes = 16u << 20;

/// Reads \a text as a config.json: a JSON object; rope_theta (or rotary_emb_base) a number checkBase()
/// allows (> 1, at most limits::maxBase); max_position_embeddings and original_max_position_embeddings
/// whole numbers within 1 .. limits::maxContextLength; head_dim, or hidden_size and
/// num_attention_heads (GPT-J: n_embd, n_head), whole numbers giving an even head_dim within 2 … 4096;
/// partial_rotary_factor or rotary_pct within (0, 1], or rotary_dim, giving an even R within 2 … head_dim;
/// rope_scaling an object or null with `rope_type` (or `type`) among ropeScalingNames.joined() and its fields as
/// checkRopeScaling() allows; original_max_position_embeddings from rope_scaling, else the top level (Phi-3).
/// \throws FileError naming the key, the value found and what is allowed; for text that is not JSON, the
/// parser's position.
ModelConfig parseModelConfig(std::string_view text);

/// The same for the file \a path (at most maxModelConfigBytes).
/// \throws FileError as parseModelConfig(), and when the file cannot be opened or read (with the system's
/// reason), is not a regular file (a FIFO, a folder: refused without waiting) or is larger.
ModelConfig readModelConfig(const std::string &path);

} // namespace posenc
