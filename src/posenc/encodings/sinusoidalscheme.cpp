#include <posenc/encodings/sinusoidalscheme.h>

#include <posenc/encodings/parameters.h>

#include <optional>

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

std::vector<std::string> collect(std::initializer_list<std::optional<std::string>> checks)
{
    std::vector<std::string> messages;
    for (const auto &message : checks)
        if (message)
            messages.push_back(*message);
    return messages;
}

void throwFirst(const std::vector<std::string> &messages)
{
    if (!messages.empty())
        throw ParameterError(messages.front());
}

} // namespace

std::vector<std::string> validate(const SinusoidalScheme &scheme, int length)
{
    return collect({checkDModel(scheme.dModel()), checkLength(length), checkBase(scheme.base()),
                    checkFirstPosition(scheme.firstPosition)});
}

std::vector<std::string> validate(const SinusoidalScheme &scheme)
{
    return collect(
        {checkDModel(scheme.dModel()), checkBase(scheme.base()), checkFirstPosition(scheme.firstPosition)});
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
