#include <posenc/encodings/sinusoidalscheme.h>

#include <posenc/encodings/parameters.h>

#include <optional>
#include <string>

namespace posenc {

SinusoidalScheme SinusoidalScheme::paper(int dModel, double base, int firstPosition)
{
    SinusoidalScheme scheme;
    scheme.layout.dModel = dModel;
    scheme.frequencies.base = base;
    scheme.firstPosition = firstPosition;
    return scheme;
}

namespace {

std::vector<Message> collect(std::initializer_list<std::optional<Message>> checks)
{
    std::vector<Message> messages;
    for (const auto &message : checks)
        if (message)
            messages.push_back(*message);
    return messages;
}

/// padding_idx in range, and the first position right after it.
std::optional<Message> checkPadding(const SinusoidalScheme &scheme)
{
    if (scheme.paddingIdx < 0)
        return std::nullopt;
    if (auto problem = checkPaddingIdx(scheme.paddingIdx))
        return problem;
    if (scheme.firstPosition != scheme.paddingIdx + 1)
        return message(POSENC_TRANSLATE_NOOP("posenc", "first position = %1 must be padding_idx + 1 = %2 (fairseq's first "
                                                       "real token follows the padding index)"),
                       std::to_string(scheme.firstPosition), std::to_string(scheme.paddingIdx + 1));
    return std::nullopt;
}

/// HalvesZeroPadded with d_model 1 has no pair at all, only its zero column.
std::optional<Message> checkLayout(const SinusoidalScheme &scheme)
{
    if (scheme.layout.order == PairOrder::HalvesZeroPadded && scheme.dModel() == 1)
        return message(POSENC_TRANSLATE_NOOP("posenc", "d_model = 1 is out of range for the halves-padded layout (allowed "
                                                       "2 .. %1; it would be a zero column without a pair)"),
                       std::to_string(limits::maxDModel));
    return std::nullopt;
}

void throwFirst(const std::vector<Message> &messages)
{
    if (!messages.empty())
        throw ParameterError(messages.front());
}

} // namespace

std::vector<Message> validate(const SinusoidalScheme &scheme, int length)
{
    return collect({checkDModel(scheme.dModel()), checkLayout(scheme), checkLength(length), checkBase(scheme.base()),
                    checkFirstPosition(scheme.firstPosition), checkPadding(scheme)});
}

std::vector<Message> validate(const SinusoidalScheme &scheme)
{
    return collect(
        {checkDModel(scheme.dModel()), checkLayout(scheme), checkBase(scheme.base()),
         checkFirstPosition(scheme.firstPosition), checkPadding(scheme)});
}

void requireValid(const SinusoidalScheme &scheme, int length)
{
    throwFirst(validate(scheme, length));
}

void requireValid(const SinusoidalScheme &scheme)
{
    throwFirst(validate(scheme));
}

} // namespace posenc
