#pragma once
/// \file ropescaling.h
/// \brief RoPE context extension: how a model trained on L0 positions stretches its angular frequencies
/// θᵢ (rope.h ropeThetas()) to run longer, as Hugging Face transformers computes them today
/// (modeling_rope_utils.py, `ROPE_INIT_FUNCTIONS`), with θ = inv_freq in radians per position and R the
/// rotated dimensions:
///
///     default   θᵢ = base^(−2i/R),  i = 0 … R/2 − 1
///     linear    θᵢ / factor                                   (position interpolation, Chen et al. 2023)
///     ntk       base' = base · factor^(R/(R−2))               (static NTK-aware; older transformers only)
///     dynamic   at s > max_position_embeddings: base' = base · (factor·s/max − (factor − 1))^(R/(R−2));
///               the original θ up to it                       (`dynamic_rope_update`)
///     yarn      corr(n) = R · ln(L0/(2πn)) / (2 ln base); low = corr(beta_fast), high = corr(beta_slow),
///               floor/ceil when truncate, clamped to [0, R − 1]; ramp(i) = clamp((i − low)/(high − low), 0, 1)
///               (high + 0.001 when equal); θ'ᵢ = θᵢ/factor · ramp(i) + θᵢ · (1 − ramp(i))  (Peng et al. 2023)
///     longrope  θᵢ = 1 / (extᵢ · base^(2i/R)), ext = long_factor when s > L0, else short_factor (Phi-3)
///     llama3    λᵢ = 2π/θᵢ; λ < L0/high_freq_factor: kept; λ > L0/low_freq_factor: θ/factor; between,
///               smooth = (L0/λ − low)/(high − low), θ' = (1 − smooth) θ/factor + smooth θ  (Meta llama3
///               apply_scaling)
///
/// The attention factor multiplies cos and sin (so the scores by its square): yarn's given value, else
/// get_mscale(factor, mscale)/get_mscale(factor, mscale_all_dim) when both are given, else get_mscale(factor),
/// get_mscale(s, m) = 1 if s ≤ 1 else 0.1·m·ln s + 1; longrope's given value, else 1 if factor ≤ 1, else
/// sqrt(1 + ln(factor)/ln(L0)) with factor = max_position_embeddings/L0; 1 for the others.

#include <posenc/text/message.h>
#include <posenc/text/nametable.h>

#include <Eigen/Core>

#include <optional>
#include <string>
#include <vector>

namespace posenc {

namespace limits {
/// The longest context the app draws and reads: max_position_embeddings, original_max_position_embeddings (L0)
/// and the current length s within 1 .. 10⁸ (past every model's: Llama 4 Scout's 10 M). The session keeps
/// its lengths within it; the config.json reader refuses more. (scaledFrequencies() itself computes for any
/// L0 ≥ 1.)
inline constexpr int maxContextLength = 100'000'000;
/// rope_scaling's factor (linear, ntk, dynamic, yarn, llama3): 1 (no scaling) … 10⁶ (past any model's 64).
inline constexpr double minScalingFactor = 1.0;
inline constexpr double maxScalingFactor = 1e6;
} // namespace limits

/// The `rope_type` (older configs: `type`) of a `rope_scaling` block.
enum class RopeScalingType
{
    Default,
    Linear,
    Ntk,
    Dynamic,
    Yarn,
    LongRope,
    Llama3,
};

/// The names of the command line and of config.json; read also: config.json's "default" for none and
/// Phi-3's old "su" for longrope (transformers still reads it).
inline constexpr auto ropeScalingNames = nameTable<RopeScalingType>({
    {RopeScalingType::Default, "none"},
    {RopeScalingType::Linear, "linear"},
    {RopeScalingType::Ntk, "ntk"},
    {RopeScalingType::Dynamic, "dynamic"},
    {RopeScalingType::Yarn, "yarn"},
    {RopeScalingType::LongRope, "longrope"},
    {RopeScalingType::Llama3, "llama3"},
    {RopeScalingType::Default, "default", true},
    {RopeScalingType::LongRope, "su", true},
});

/// A `rope_scaling` block: the fields each type reads (the others are ignored).
struct RopeScaling
{
    RopeScalingType type = RopeScalingType::Default;
    double factor = 1.0;          ///< linear, ntk, dynamic, yarn, llama3 (longrope: derived, see above)
    int originalMaxPositions = 0; ///< L0, original_max_position_embeddings: yarn, longrope, llama3
    int maxPositions = 0;         ///< max_position_embeddings: dynamic's threshold, longrope's factor
    double lowFreqFactor = 1.0;   ///< llama3
    double highFreqFactor = 4.0;  ///< llama3
    double betaFast = 32.0;       ///< yarn
    double betaSlow = 1.0;        ///< yarn
    std::optional<double> mscale;       ///< yarn
    std::optional<double> mscaleAllDim; ///< yarn
    bool truncate = true;               ///< yarn: floor/ceil the correction range
    std::optional<double> attentionFactor; ///< yarn, longrope: given, else computed
    std::vector<double> shortFactor, longFactor; ///< longrope: R/2 each
    bool operator==(const RopeScaling &) const = default;
};

/// nullopt when \a scaling can scale R = \a rotaryDim pairs' frequencies, else one message naming the field,
/// the value and the allowed range: factor within 1 … 10⁶, R ≥ 4 for ntk and dynamic, L0 ≥ 1 where read,
/// max_position_embeddings ≥ 1 for dynamic, 0 < low_freq_factor < high_freq_factor, beta_fast > beta_slow > 0,
/// mscale values > 0, longrope's factor lists R/2 values within 10⁻⁶ … 10⁶ each.
std::optional<Message> checkRopeScaling(const RopeScaling &scaling, int rotaryDim);

/// Where libraries compute the same `rope_scaling` block differently (../shared/models.md, "Where engines
/// differ"); Transformers, the newest Hugging Face transformers, is the reference.
enum class RopeEngine
{
    Transformers,            ///< modeling_rope_utils.py today
    Transformers450,         ///< about 4.50-4.55, before #40320: yarn's factor = max_position_embeddings / L0
                             ///< when L0 is given (transformers #38224; Qwen2.5's recipe then scales nothing)
    Transformers443,         ///< about 4.43: yarn's correction range from max_position_embeddings, always
                             ///< truncated, no mscale (attention factor given or 0.1 ln(factor) + 1); longrope's
                             ///< factors chosen once from the config (long when max_position_embeddings > L0)
    Vllm,                    ///< longrope: the long factors at every position once max_position_embeddings > L0
    LlamaCpp,                ///< ggml rope_yarn_ramp: divides by max(0.001, high − low) always; the correction
                             ///< range always floored and ceiled (ggml_rope_yarn_corr_dims)
    MetaReference,           ///< llama-models apply_scaling: llama3 with factor 8, low 1, high 4, L0 8192 written
                             ///< into the code (Llama 3.2's 32 cannot be expressed)
    DeepSeekReference,       ///< DeepSeek-V3 inference/model.py: yarn only when the sequence passes L0; cos and sin
                             ///< not scaled, the softmax scale multiplied by mscale² instead
};

/// The names of the command line (--engine) and scene files.
inline constexpr auto ropeEngineNames = nameTable<RopeEngine>({
    {RopeEngine::Transformers, "transformers"},
    {RopeEngine::Transformers450, "transformers-4.50"},
    {RopeEngine::Transformers443, "transformers-4.43"},
    {RopeEngine::Vllm, "vllm"},
    {RopeEngine::LlamaCpp, "llama.cpp"},
    {RopeEngine::MetaReference, "meta"},
    {RopeEngine::DeepSeekReference, "deepseek"},
});

/// The frequencies of each pair before and after scaling.
struct ScaledFrequencies
{
    Eigen::VectorXd original; ///< R/2 values θᵢ = base^(−2i/R), rad/position
    Eigen::VectorXd scaled;   ///< R/2 values θ'ᵢ, rad/position
    Eigen::VectorXd ramp;     ///< yarn: R/2 values ramp(i) (0 kept, 1 divided by factor); empty otherwise
    double attentionFactor = 1.0;
    double base = 0;          ///< the base θ' was computed from (ntk, dynamic: base'; else base)
    double low = 0, high = 0; ///< yarn: the correction range in pairs, after truncation and clamping
    bool longFactors = false; ///< longrope: whether the long factors were used
    /// What multiplies the softmax scale 1/√head_dim besides: DeepSeek's reference code mscale² (where the others
    /// multiply cos and sin by attentionFactor); a config with mscale_all_dim (DeepSeek-V2, V3) in transformers'
    /// attention get_mscale(factor, mscale_all_dim)²; 1 elsewhere.
    double softmaxScaleFactor = 1.0;
};

/// θᵢ and θ'ᵢ of R = \a rotaryDim dimensions with base \a base for a sequence of \a sequenceLength positions
/// (dynamic and longrope depend on it; the others do not), in double throughout (Hugging Face computes in
/// float32: about 1e-7 relative away). Source: transformers modeling_rope_utils.py
/// (_compute_linear_scaling_rope_parameters … _compute_llama3_parameters), the formulas above.
/// \throws ParameterError as checkRopeScaling(), for R not even within 2 … 4096 and base ≤ 1.
/// With \a engine, as that library computes it (RopeEngine).
ScaledFrequencies scaledFrequencies(const RopeScaling &scaling, int rotaryDim, double base, long long sequenceLength,
                                    RopeEngine engine = RopeEngine::Transformers);

/// get_mscale(s, m) = 1 if s ≤ 1 else 0.1·m·ln s + 1 (YaRN's attention temperature).
double yarnMscale(double scale, double mscale = 1.0);

} // namespace posenc
