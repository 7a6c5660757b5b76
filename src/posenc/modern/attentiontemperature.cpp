#include <posenc/modern/attentiontemperature.h>

#include <posenc/encodings/parameters.h>

#include <cmath>
#include <iomanip>
#include <sstream>

namespace posenc {

namespace {

std::string number(double value)
{
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out << std::setprecision(15) << value;
    return out.str();
}

void checkWithin(const char *name, double value, double low, double high)
{
    if (!(value >= low && value <= high)) {
        throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "%1 = %2 is out of range (allowed %3 .. %4)"),
                                     name, number(value), number(low), number(high)));
    }
}

void checkRule(const AttentionTemperature &rule)
{
    if (rule.rule == TemperatureRule::QwenLogn) {
        checkWithin("seq_length", rule.lognSeqLength, limits::minLognSeqLength, limits::maxLognSeqLength);
        return;
    }
    checkWithin(rule.rule == TemperatureRule::Llama4 ? "floor_scale" : "original_max_position_embeddings",
                rule.floorScale, limits::minFloorScale, limits::maxFloorScale);
    checkWithin(rule.rule == TemperatureRule::Llama4 ? "attn_scale" : "llama_4_scaling_beta", rule.attnScale, 0,
                limits::maxAttnScale);
}

} // namespace

double attentionTemperature(const AttentionTemperature &rule, double p)
{
    checkRule(rule);
    checkWithin("p", p, 0, limits::maxTemperaturePosition);
    switch (rule.rule) {
    case TemperatureRule::Llama4: // log1p(floor((cache_position + 1) / floor_scale)) * attn_scale + 1
        return std::log1p(std::floor((p + 1) / rule.floorScale)) * rule.attnScale + 1;
    case TemperatureRule::Mistral3: // 1 + beta * log(1 + floor(positions_ids / max_position_embeddings))
        return 1 + rule.attnScale * std::log1p(std::floor(p / rule.floorScale));
    case TemperatureRule::QwenLogn: // math.log(i, seq_length) if i > seq_length else 1, i = p + 1
        return p + 1 > rule.lognSeqLength ? std::log(p + 1) / std::log(double(rule.lognSeqLength)) : 1.0;
    }
    return 1.0;
}

double firstTemperedPosition(const AttentionTemperature &rule)
{
    checkRule(rule);
    switch (rule.rule) {
    case TemperatureRule::Llama4:
        return std::ceil(rule.floorScale) - 1;
    case TemperatureRule::Mistral3:
        return std::ceil(rule.floorScale);
    case TemperatureRule::QwenLogn:
        return rule.lognSeqLength;
    }
    return 0;
}

} // namespace posenc
