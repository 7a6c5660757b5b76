#include <posenc/encodings/conventions.h>

#include <posenc/encodings/parameters.h>

#include <cstddef>
#include <sstream>

namespace posenc {

const std::vector<ConventionInfo> &conventions()
{
    static const std::vector<ConventionInfo> list = {
        {Convention::Paper, "Vaswani et al. 2017, sec. 3.5", PairOrder::Interleaved, FrequencySpacing::Paper,
         false},
        {Convention::Tensor2Tensor, "tensor2tensor/layers/common_attention.py get_timing_signal_1d",
         PairOrder::HalvesZeroPadded, FrequencySpacing::Tensor2Tensor, false},
        {Convention::Fairseq, "fairseq/modules/sinusoidal_positional_embedding.py",
         PairOrder::HalvesZeroPadded, FrequencySpacing::Tensor2Tensor, true},
        {Convention::Marian, "transformers/models/marian/modeling_marian.py", PairOrder::Halves,
         FrequencySpacing::Paper, false},
    };
    return list;
}

const ConventionInfo &conventionInfo(Convention convention)
{
    for (const ConventionInfo &info : conventions())
        if (info.convention == convention)
            return info;
    return conventions().front();
}

std::optional<Message> checkConvention(Convention convention, long long dModel)
{
    if (auto problem = checkDModel(dModel))
        return problem;
    // What fairseq's get_embedding does below 4 (sinusoidal_positional_embedding.py): half_dim = d // 2 and
    // the step log(10000) / (half_dim - 1).
    if (convention == Convention::Fairseq && dModel == 1)
        return message(POSENC_TRANSLATE_NOOP("posenc", "d_model = 1 is out of range for fairseq (allowed 4 .. %1; its "
                                                       "get_embedding has half_dim = 0 pairs and returns one zero "
                                                       "column: no position at all)"),
                       std::to_string(limits::maxDModel));
    if (convention == Convention::Fairseq && dModel < 4)
        return message(POSENC_TRANSLATE_NOOP("posenc", "d_model = %1 is out of range for fairseq (allowed 4 .. %2; its "
                                                       "get_embedding divides log(10000) by half_dim - 1 = 0 and "
                                                       "raises ZeroDivisionError)"),
                       std::to_string(dModel), std::to_string(limits::maxDModel));
    return std::nullopt;
}

SinusoidalScheme conventionScheme(Convention convention, int dModel, double base, int paddingIdx)
{
    if (auto problem = checkConvention(convention, dModel))
        throw ParameterError(*problem);
    const ConventionInfo &info = conventionInfo(convention);
    SinusoidalScheme scheme = SinusoidalScheme::paper(dModel, base);
    scheme.layout.order = info.order;
    scheme.frequencies.spacing = info.spacing;
    if (info.firstPositionAfterPadding) {
        if (paddingIdx < 0 || paddingIdx >= limits::maxFirstPosition) {
            throw ParameterError(message(POSENC_TRANSLATE_NOOP("posenc", "padding_idx = %1 is out of range (allowed %2 .. %3)"),
                                         std::to_string(paddingIdx), "0", std::to_string(limits::maxFirstPosition - 1)));
        }
        scheme.paddingIdx = paddingIdx;
        scheme.firstPosition = paddingIdx + 1; // make_positions: padding_idx + 1 + cumsum(mask) - 1
    }
    return scheme;
}

std::optional<Convention> conventionOf(const SinusoidalScheme &scheme)
{
    for (const ConventionInfo &info : conventions())
        if (info.order == scheme.layout.order && info.spacing == scheme.frequencies.spacing
            && info.firstPositionAfterPadding == (scheme.paddingIdx >= 0))
            return info.convention;
    return std::nullopt;
}

} // namespace posenc
