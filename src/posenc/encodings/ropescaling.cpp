#include <posenc/encodings/ropescaling.h>

#include <posenc/encodings/frequencyspec.h>

#include <posenc/encodings/parameters.h>
#include <posenc/encodings/rope.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <numbers>

namespace posenc {

namespace {

std::string text(double value)
{
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

/// \a value without an exponent: 1000000, not 1e+06 (a range as the help texts write it).
std::string fixedText(double value)
{
    char buffer[400];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed);
    return std::string(buffer, result.ptr);
}

/// "FIELD = VALUE is out of range (allowed RANGE)".
Message outOfRange(const char *field, double value, const char *range)
{
    return message(POSENC_TRANSLATE_NOOP("posenc", "%1 = %2 is out of range (allowed %3)"), field, text(value), range);
}

bool reads(RopeScalingType type, std::initializer_list<RopeScalingType> types)
{
    return std::find(types.begin(), types.end(), type) != types.end();
}

} // namespace

double yarnMscale(double scale, double mscale)
{
    return scale <= 1.0 ? 1.0 : 0.1 * mscale * std::log(scale) + 1.0;
}

std::optional<Message> checkRopeScaling(const RopeScaling &s, int rotaryDim)
{
    using T = RopeScalingType;
    const T t = s.type;
    // A factor past a million stretches past any model (the largest in use is 64) and would take θ' out of
    // double's range; ntk and dynamic raise to R/(R − 2), which needs R >= 4.
    if (reads(t, {T::Linear, T::Ntk, T::Dynamic, T::Yarn, T::Llama3})
        && !(s.factor >= limits::minScalingFactor && s.factor <= limits::maxScalingFactor))
        return outOfRange("factor", s.factor,
                          (fixedText(limits::minScalingFactor) + " .. " + fixedText(limits::maxScalingFactor)).c_str());
    if (reads(t, {T::Ntk, T::Dynamic}) && rotaryDim < 4)
        return message(POSENC_TRANSLATE_NOOP("posenc", "%1 raises the base to R/(R − 2): R = %2 is out of range (allowed 4 and more)"),
                       ropeScalingNames.name(t), std::to_string(rotaryDim));
    if (reads(t, {T::Yarn, T::Llama3}) && s.originalMaxPositions < 1)
        return outOfRange("original_max_position_embeddings", s.originalMaxPositions, "1 and more");
    if (t == T::Dynamic && s.maxPositions < 1)
        return outOfRange("max_position_embeddings", s.maxPositions, "1 and more");
    if (t == T::LongRope && s.originalMaxPositions < 1 && s.maxPositions < 1)
        return outOfRange("original_max_position_embeddings", s.originalMaxPositions, "1 and more");
    if (t == T::Llama3) {
        if (!(std::isfinite(s.lowFreqFactor) && s.lowFreqFactor > 0))
            return outOfRange("low_freq_factor", s.lowFreqFactor, "finite numbers > 0");
        // Equal factors (Llama 4 Scout's config) leave no band between kept and interpolated pairs.
        if (!(std::isfinite(s.highFreqFactor) && s.highFreqFactor >= s.lowFreqFactor))
            return outOfRange("high_freq_factor", s.highFreqFactor, "finite numbers >= low_freq_factor");
    }
    if (t == T::Yarn) {
        if (!(std::isfinite(s.betaSlow) && s.betaSlow > 0))
            return outOfRange("beta_slow", s.betaSlow, "finite numbers > 0");
        if (!(std::isfinite(s.betaFast) && s.betaFast > s.betaSlow))
            return outOfRange("beta_fast", s.betaFast, "finite numbers > beta_slow");
        for (const auto &[field, value] : {std::pair{"mscale", s.mscale}, std::pair{"mscale_all_dim", s.mscaleAllDim}})
            if (value && !(std::isfinite(*value) && *value > 0))
                return outOfRange(field, *value, "finite numbers > 0");
    }
    if (reads(t, {T::Yarn, T::LongRope}) && s.attentionFactor && !(std::isfinite(*s.attentionFactor) && *s.attentionFactor > 0))
        return outOfRange("attention_factor", *s.attentionFactor, "finite numbers > 0");
    if (t == T::LongRope) {
        const std::size_t pairs = static_cast<std::size_t>(std::max(rotaryDim, 0) / 2);
        for (const auto &[field, list] : {std::pair{"short_factor", &s.shortFactor}, std::pair{"long_factor", &s.longFactor}}) {
            if (list->size() != pairs)
                return message(POSENC_TRANSLATE_NOOP("posenc", "%1 has %2 values: it needs one per rotated pair, %3"), field,
                               std::to_string(list->size()), std::to_string(pairs));
            for (const double x : *list)
                if (!(x >= 1e-6 && x <= 1e6))
                    return outOfRange(field, x, "1e-06 .. 1000000");
        }
    }
    return std::nullopt;
}

ScaledFrequencies scaledFrequencies(const RopeScaling &given, int rotaryDim, double base, long long sequenceLength,
                                    RopeEngine engine)
{
    RopeScaling s = given;
    // The engines that read the block differently (models.md): what they compute is the reference's with
    // these settings, but for the ramp's divisor (llama.cpp) and the softmax scale (DeepSeek), below.
    if (engine == RopeEngine::Transformers450 && s.type == RopeScalingType::Yarn && s.originalMaxPositions > 0 &&
        s.maxPositions > 0)
        s.factor = double(s.maxPositions) / s.originalMaxPositions; // transformers #38224
    if (engine == RopeEngine::Transformers443 && s.type == RopeScalingType::Yarn) {
        // 4.43's _compute_yarn_parameters: the correction range from max_position_embeddings, always floored
        // and ceiled, no mscale: attention factor = given, else 0.1 ln(factor) + 1.
        if (s.maxPositions > 0)
            s.originalMaxPositions = s.maxPositions;
        s.truncate = true;
        s.mscale.reset();
        s.mscaleAllDim.reset();
    }
    if (engine == RopeEngine::MetaReference && s.type == RopeScalingType::Llama3) {
        s.factor = 8.0; // apply_scaling's constants
        s.lowFreqFactor = 1.0;
        s.highFreqFactor = 4.0;
        s.originalMaxPositions = 8192;
    }
    // vLLM and transformers 4.43 choose LongRoPE's factors once, from the config, not per call.
    if ((engine == RopeEngine::Vllm || engine == RopeEngine::Transformers443) && s.type == RopeScalingType::LongRope) {
        const int original = s.originalMaxPositions > 0 ? s.originalMaxPositions : s.maxPositions;
        if (s.maxPositions > original)
            sequenceLength = std::max<long long>(sequenceLength, static_cast<long long>(original) + 1);
    }
    // ggml's ggml_rope_yarn_corr_dims and DeepSeek's model.py floor and ceil the correction range always.
    if ((engine == RopeEngine::LlamaCpp || engine == RopeEngine::DeepSeekReference) && s.type == RopeScalingType::Yarn)
        s.truncate = true;
    const bool deepSeekKeeps = engine == RopeEngine::DeepSeekReference && s.type == RopeScalingType::Yarn &&
                               sequenceLength <= s.originalMaxPositions;
    RopeSpec spec;
    spec.headDim = rotaryDim;
    spec.base = base;
    if (auto problem = checkRope(spec))
        throw ParameterError(*problem);
    if (auto problem = checkRopeScaling(given, rotaryDim)) // the block as given; an engine's reading of it may
        throw ParameterError(*problem);                     // differ (a factor max/L0 below 1 before #40320)
    const int pairs = rotaryDim / 2;
    const double R = rotaryDim;
    ScaledFrequencies out;
    out.original = ropeThetas(spec);
    out.scaled = out.original;
    out.base = base;
    // θᵢ of another base: base'^(−2i/R).
    const auto thetasOf = [&](double b) {
        Eigen::VectorXd t(pairs);
        for (int i = 0; i < pairs; ++i)
            t(i) = geometricFrequency(b, 2.0L * i, R);
        return t;
    };
    switch (s.type) {
    case RopeScalingType::Default:
        break;
    case RopeScalingType::Linear:
        out.scaled = out.original / s.factor;
        break;
    case RopeScalingType::Ntk:
        out.base = base * std::pow(s.factor, R / (R - 2));
        out.scaled = thetasOf(out.base);
        break;
    case RopeScalingType::Dynamic: {
        // The original θ up to max_position_embeddings (transformers' dynamic_rope_update), then base'.
        const double seq = static_cast<double>(std::max<long long>(sequenceLength, s.maxPositions));
        out.base = base * std::pow(s.factor * seq / s.maxPositions - (s.factor - 1.0), R / (R - 2));
        out.scaled = thetasOf(out.base);
        break;
    }
    case RopeScalingType::Yarn: {
        // find_correction_dim: the pair that turns n times in L0 positions, in R's dimension units.
        const auto correction = [&](double rotations) {
            return R * std::log(s.originalMaxPositions / (rotations * 2.0 * std::numbers::pi)) / (2.0 * std::log(base));
        };
        double low = correction(s.betaFast), high = correction(s.betaSlow);
        if (s.truncate) {
            low = std::floor(low);
            high = std::ceil(high);
        }
        low = std::max(low, 0.0);
        high = std::min(high, R - 1);
        out.low = low;
        out.high = high;
        // linear_ramp_factor: + 0.001 when equal; ggml's rope_yarn_ramp: max(0.001, high − low) always.
        const double span = engine == RopeEngine::LlamaCpp ? std::max(0.001, high - low)
                            : low == high                  ? high + 0.001 - low
                                                           : high - low;
        out.ramp.resize(pairs);
        for (int i = 0; i < pairs; ++i) {
            const double ramp = std::clamp((i - low) / span, 0.0, 1.0);
            out.ramp(i) = ramp;
            // Hugging Face: inv_freq_interpolation · (1 − extrapolation_factor) + inv_freq_extrapolation ·
            // extrapolation_factor, extrapolation_factor = 1 − ramp.
            out.scaled(i) = out.original(i) / s.factor * ramp + out.original(i) * (1.0 - ramp);
        }
        if (engine == RopeEngine::DeepSeekReference) {
            // model.py: yarn only past L0; cos and sin as they are, softmax_scale · mscale².
            if (deepSeekKeeps) {
                out.scaled = out.original;
                out.ramp.setZero();
            } else {
                const double m = yarnMscale(s.factor, s.mscale.value_or(1.0));
                out.softmaxScaleFactor = m * m;
            }
            out.attentionFactor = 1.0;
        } else {
            if (s.attentionFactor)
                out.attentionFactor = *s.attentionFactor;
            else if (s.mscale && s.mscaleAllDim)
                out.attentionFactor = yarnMscale(s.factor, *s.mscale) / yarnMscale(s.factor, *s.mscaleAllDim);
            else
                out.attentionFactor = yarnMscale(s.factor);
            // The models whose config gives mscale_all_dim (DeepSeek-V2, V3) also scale the softmax in their
            // attention: transformers' modeling_deepseek_v3.py, self.scaling · get_mscale(factor, mscale_all_dim)².
            if (s.mscaleAllDim && *s.mscaleAllDim != 0.0) {
                const double m = yarnMscale(s.factor, *s.mscaleAllDim);
                out.softmaxScaleFactor = m * m;
            }
        }
        break;
    }
    case RopeScalingType::LongRope: {
        const int original = s.originalMaxPositions > 0 ? s.originalMaxPositions : s.maxPositions;
        const double factor =
            s.originalMaxPositions > 0 && s.maxPositions > 0 ? double(s.maxPositions) / s.originalMaxPositions : s.factor;
        out.longFactors = sequenceLength > original;
        const std::vector<double> &ext = out.longFactors ? s.longFactor : s.shortFactor;
        for (int i = 0; i < pairs; ++i)
            out.scaled(i) = out.original(i) / ext[static_cast<std::size_t>(i)]; // 1 / (ext_i · base^(2i/R))
        out.attentionFactor = s.attentionFactor ? *s.attentionFactor
                              : factor <= 1.0   ? 1.0
                                                : std::sqrt(1.0 + std::log(factor) / std::log(double(original)));
        break;
    }
    case RopeScalingType::Llama3: {
        const double L0 = s.originalMaxPositions;
        const double lowWavelength = L0 / s.lowFreqFactor, highWavelength = L0 / s.highFreqFactor;
        for (int i = 0; i < pairs; ++i) {
            const double theta = out.original(i), wavelength = 2.0 * std::numbers::pi / theta;
            if (wavelength < highWavelength)
                continue; // fast pairs: kept
            if (wavelength > lowWavelength) {
                out.scaled(i) = theta / s.factor; // slow pairs: interpolated
                continue;
            }
            // With high = low only a wavelength of exactly L0 / low lands here; transformers' smooth is then 0 / 0
            // (NaN) and llama.cpp's divides by max(0.001, high − low) = 0.001, giving 0: interpolated, as here.
            const double smooth = s.highFreqFactor == s.lowFreqFactor
                                      ? 0.0
                                      : (L0 / wavelength - s.lowFreqFactor) / (s.highFreqFactor - s.lowFreqFactor);
            out.scaled(i) = (1.0 - smooth) * theta / s.factor + smooth * theta;
        }
        break;
    }
    }
    return out;
}

} // namespace posenc
