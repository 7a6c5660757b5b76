#pragma once
/// \file attentiontemperature.h
/// \brief Attention temperature by position: models that multiply the query by a factor growing with its absolute
/// position, so that attention over a long context stays as sharp as over a short one (the entropy of the softmax
/// otherwise grows with the number of keys). Applied on layers without RoPE (Llama 4's NoPE layers) or on all
/// (Qwen-1, Mistral 3), at inference.
///
/// - Llama 4 (transformers models/llama4/modeling_llama4.py `Llama4TextAttention.forward`, NoPE layers with
///   `attn_temperature_tuning`): 1 + attn_scale · ln(1 + floor((p + 1) / floor_scale)), floor_scale 8192,
///   attn_scale 0.1; meta-llama/llama-models models/llama4/model.py writes the same number.
/// - Mistral 3 / Ministral 3 (transformers models/ministral3/modeling_ministral3.py `_get_llama_4_attn_scale`,
///   rope_parameters `llama_4_scaling_beta`): 1 + β · ln(1 + floor(p / original_max_position_embeddings)) — the
///   same shape with p, not p + 1.
/// - Qwen(-1) (Qwen/Qwen-7B modeling_qwen.py, `use_logn_attn`, `seq_length`): ln(p + 1) / ln(seq_length) when
///   p + 1 > seq_length, else 1; the code's table `logn_list` ends at p = 32766.
/// p is the 0-based absolute position of the query.

#include <posenc/text/nametable.h>

namespace posenc {

/// Which model's rule.
enum class TemperatureRule
{
    Llama4,
    Mistral3,
    QwenLogn,
};

/// The names of the command line (--temperature-rule) and scene files.
inline constexpr auto temperatureRuleNames = nameTable<TemperatureRule>(
    {{TemperatureRule::Llama4, "llama4"}, {TemperatureRule::Mistral3, "mistral3"}, {TemperatureRule::QwenLogn, "qwen-logn"}});

namespace limits {
inline constexpr double maxTemperaturePosition = 1e9;  ///< p; the issue asks for 10^7
inline constexpr double minFloorScale = 1;             ///< floor_scale, original_max_position_embeddings
inline constexpr double maxFloorScale = 1e8;
inline constexpr double maxAttnScale = 10;             ///< attn_scale, β, 0 .. 10
inline constexpr int minLognSeqLength = 2;             ///< seq_length: ln(1) = 0 would divide by zero
inline constexpr int maxLognSeqLength = 10'000'000;
} // namespace limits

/// One model's rule and its settings.
struct AttentionTemperature
{
    TemperatureRule rule = TemperatureRule::Llama4;
    double floorScale = 8192;  ///< Llama 4: floor_scale; Mistral 3: original_max_position_embeddings
    double attnScale = 0.1;    ///< Llama 4: attn_scale; Mistral 3: llama_4_scaling_beta
    int lognSeqLength = 8192;  ///< Qwen: seq_length (8192; the first Qwen-7B release 2048)
    bool operator==(const AttentionTemperature &) const = default;
};

/// The factor the query at position \a p is multiplied by. \throws ParameterError naming the value and its range
/// when p is outside 0 .. limits::maxTemperaturePosition or a setting outside its limits.
double attentionTemperature(const AttentionTemperature &rule, double p);

/// The first position whose factor is not 1: floor_scale − 1 (Llama 4), the scale (Mistral 3), seq_length (Qwen).
double firstTemperedPosition(const AttentionTemperature &rule);

} // namespace posenc
